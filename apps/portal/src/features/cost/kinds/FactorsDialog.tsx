import type {
  ComputedFactor,
  FactorIssue,
  ImportRowError,
  RulesSpecialFactor,
} from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { UploadDialog } from '@ccms/pickers';
import { Button, confirm, Dialog, TextField, toast } from '@ccms/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api, quietApi } from '../../../api/client';
import { attachmentTransport } from '../../../api/pickerData';
import { PanelNote, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { FormulaIssues } from '../fees/FormulaIssues';
import { VERIFY_DELAY_MS } from '../fees/feeQueries';
import { errorsOf, kindKeys, useFactors } from './kindQueries';

const IMPORT_MODULE = 'cost_factor_import';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.light};
    text-align: left;
    vertical-align: top;
  }
`;

const Result = styled.td`
  font-variant-numeric: tabular-nums;
  text-align: right !important;
`;

export interface FactorDraft {
  key: string;
  id: string | null;
  code: string;
  name: string;
  unit: string;
  value: string;
  formula: string;
}

let nextKey = 0;
const newKey = () => `draft-${(nextKey += 1)}`;

export function draftsOf(factors: readonly ComputedFactor[]): FactorDraft[] {
  return factors.map((factor) => ({
    key: factor.id,
    id: factor.id,
    code: factor.code,
    name: factor.name,
    unit: factor.unit,
    value: factor.value ?? '',
    formula: factor.formula ?? '',
  }));
}

/** The list as the contract takes it (blank value / formula as null). */
export function bodyOf(drafts: readonly FactorDraft[]) {
  return drafts.map((draft) => ({
    id: draft.id,
    code: draft.code.trim(),
    name: draft.name.trim(),
    unit: draft.unit.trim(),
    value: draft.value.trim() === '' ? null : draft.value.trim(),
    formula: draft.formula.trim() === '' ? null : draft.formula.trim(),
  }));
}

type Check = { state: 'idle' | 'checking' } | { state: 'done'; issues: FactorIssue[] };
type Body = ReturnType<typeof bodyOf>;

/** The list checked as the user types (a dry run of the save: it writes nothing). */
function useFactorCheck(projectId: string, drafts: readonly FactorDraft[], dirty: boolean): Check {
  const [answer, setAnswer] = useState<{ body: string; issues: FactorIssue[] } | null>(null);
  const body = JSON.stringify(bodyOf(drafts));
  useEffect(() => {
    if (!dirty) return;
    let current = true;
    const timer = setTimeout(() => {
      quietApi.costKinds
        .factorSave({ body: { projectId, factors: JSON.parse(body) as Body, dryRun: true } })
        .then(
          (checked) => {
            if (current) setAnswer({ body, issues: checked.issues });
          },
          () => {
            if (current) setAnswer({ body, issues: [] });
          },
        );
    }, VERIFY_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [projectId, body, dirty]);
  if (!dirty) return { state: 'idle' };
  if (answer?.body !== body) return { state: 'checking' };
  return { state: 'done', issues: answer.issues };
}

/**
 * 本类型的默认因子: the kind's default factors not yet in the list (querySpecialList2), each
 * added to the drafts with its value or formula by one press; saved with the list.
 */
function KindDefaults({
  projectId,
  drafts,
  onAdd,
}: {
  projectId: string;
  drafts: readonly FactorDraft[];
  onAdd: (factor: RulesSpecialFactor) => void;
}) {
  const { t } = useTranslation();
  const special = useQuery({
    queryKey: [...kindKeys.factors(projectId), 'special2'],
    // an addition to the dialog: when it cannot be had, the list alone is shown
    queryFn: () => quietApi.costRules.rulesFactorQuerySpecialList2({ body: { projectId } }),
  });
  const listed = new Set(drafts.map((draft) => draft.code.trim()));
  const missing = (special.data ?? []).filter(
    (factor) => factor.source === 'kind' && !listed.has(factor.code),
  );
  if (missing.length === 0) return null;
  const label = (key: string, params?: Record<string, unknown>) =>
    t(`costKinds.factors.${key}`, params);
  return (
    <section aria-label={label('kindDefaults')}>
      <h3>{label('kindDefaults')}</h3>
      <PanelNote>{label('kindDefaultsNote')}</PanelNote>
      <Table aria-label={label('kindDefaults')}>
        <thead>
          <tr>
            <th scope="col">{label('code')}</th>
            <th scope="col">{label('name')}</th>
            <th scope="col">{label('unit')}</th>
            <th scope="col">{label('value')}</th>
            <th scope="col">{label('formula')}</th>
            <th scope="col">{label('result')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('costKinds.feeTool.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {missing.map((factor) => (
            <tr key={factor.code}>
              <th scope="row">{factor.code}</th>
              <td>{factor.name}</td>
              <td>{factor.unit}</td>
              <td>{factor.value ?? ''}</td>
              <td>{factor.formula ?? ''}</td>
              <Result>{factor.result ?? '—'}</Result>
              <td>
                <Button
                  size="small"
                  aria-label={label('addDefaultOne', { code: factor.code, name: factor.name })}
                  onPress={() => onAdd(factor)}
                >
                  {label('addDefault')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

export interface FactorsDialogProps {
  projectId: string;
  projectName: string;
  onClose: () => void;
}

/** 特殊因子: the project's factors, edited as a list with live checks, defaults and Excel import. */
export function FactorsDialog({ projectId, projectName, onClose }: FactorsDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const factors = useFactors(projectId);
  const [drafts, setDrafts] = useState<FactorDraft[] | null>(null);
  const [dirty, setDirty] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const [report, setReport] = useState<ImportRowError[] | null>(null);
  const loaded = useRef(false);
  useEffect(() => {
    if (factors.data && !loaded.current) {
      loaded.current = true;
      setDrafts(draftsOf(factors.data.factors));
    }
  }, [factors.data]);
  const check = useFactorCheck(projectId, drafts ?? [], dirty);
  const issues =
    check.state === 'done' ? check.issues : dirty ? [] : savedIssues(factors.data?.factors ?? []);
  const results = useMemo(
    () => new Map((factors.data?.factors ?? []).map((factor) => [factor.id, factor.result])),
    [factors.data],
  );

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: kindKeys.factors(projectId) });
    const fresh = await queryClient.fetchQuery({
      queryKey: kindKeys.factors(projectId),
      queryFn: () => api.costKinds.factorList({ body: { projectId } }),
    });
    setDrafts(draftsOf(fresh.factors));
    setDirty(false);
  };
  const edit = (key: string, field: keyof FactorDraft, value: string) => {
    setDrafts((current) =>
      current!.map((draft) => (draft.key === key ? { ...draft, [field]: value } : draft)),
    );
    setDirty(true);
  };
  const add = () => {
    setDrafts((current) => [
      ...(current ?? []),
      { key: newKey(), id: null, code: '', name: '', unit: '', value: '', formula: '' },
    ]);
    setDirty(true);
  };
  const addDefault = (factor: RulesSpecialFactor) => {
    setDrafts((current) => [
      ...(current ?? []),
      {
        key: newKey(),
        id: null,
        code: factor.code,
        name: factor.name,
        unit: factor.unit,
        value: factor.value ?? '',
        formula: factor.formula ?? '',
      },
    ]);
    setDirty(true);
  };
  const remove = (key: string) => {
    setDrafts((current) => current!.filter((draft) => draft.key !== key));
    setDirty(true);
  };
  const save = async () => {
    setSaving(true);
    try {
      const answer = await api.costKinds.factorSave({
        body: { projectId, factors: bodyOf(drafts ?? []), dryRun: false },
      });
      if (answer.saved) {
        toast.success(t('costKinds.factors.saved'));
        await reload();
      }
    } finally {
      setSaving(false);
    }
  };
  const restoreDefaults = async () => {
    if (
      !(await confirm({
        title: t('costKinds.factors.defaults'),
        message: t('costKinds.factors.defaultsNote'),
      }))
    )
      return;
    await api.costKinds.factorSetDefault({ body: { projectId } });
    await reload();
  };
  const clear = async () => {
    if (
      !(await confirm({
        title: t('costKinds.factors.clear'),
        message: t('costKinds.factors.clearNote'),
      }))
    )
      return;
    await api.costKinds.factorDeleteAll({ body: { projectId } });
    await reload();
  };
  const importFile = async (fileId: string) => {
    setReport(null);
    try {
      const answer = await api.costKinds.factorImport({ body: { projectId, fileItems: [fileId] } });
      toast.success(t('costKinds.factors.importDone', { count: answer.imported }));
      await reload();
    } catch (error) {
      setReport(errorsOf<ImportRowError>(error));
    }
  };

  const label = (key: string, params?: Record<string, unknown>) =>
    t(`costKinds.factors.${key}`, params);
  const reportColumns = useMemo<DataGridColumn<ImportRowError & { key: string }>[]>(
    () => [
      { key: 'sheet', title: t('costKinds.factors.sheet'), width: 100 },
      {
        key: 'row',
        title: t('costKinds.factors.row', { row: '' }).trim(),
        width: 70,
        align: 'right',
      },
      { key: 'column', title: t('costKinds.factors.column'), width: 80 },
      { key: 'message', title: t('costKinds.factors.message'), width: 300 },
      { key: 'value', title: t('costKinds.factors.cellValue'), width: 120 },
    ],
    [t],
  );
  const errorCount = issues.length;
  return (
    <>
      <Dialog
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={label('title', { name: projectName })}
        width="large"
        footer={(close) => (
          <>
            <Button onPress={close}>{t('admin.cancel')}</Button>
            <Button
              variant="primary"
              isPending={isSaving}
              isDisabled={errorCount > 0 || check.state === 'checking'}
              onPress={() => void save()}
            >
              {t('admin.save')}
            </Button>
          </>
        )}
      >
        <Toolbar role="group" aria-label={label('title', { name: projectName })}>
          <Button onPress={add}>{label('add')}</Button>
          <Button onPress={() => void restoreDefaults()}>{label('defaults')}</Button>
          <Button onPress={() => void clear()}>{label('clear')}</Button>
          <Button onPress={() => setUploading(true)}>{label('import')}</Button>
        </Toolbar>
        <PanelNote>{label('formulaHelp')}</PanelNote>
        <p role="status">
          {check.state === 'checking'
            ? label('checking')
            : errorCount > 0
              ? label('invalid', { count: errorCount })
              : dirty
                ? label('valid')
                : ''}
        </p>
        {drafts === null ? null : drafts.length === 0 ? (
          <PanelNote>{label('empty')}</PanelNote>
        ) : (
          <Table aria-label={label('open')}>
            <thead>
              <tr>
                <th scope="col">{label('code')}</th>
                <th scope="col">{label('name')}</th>
                <th scope="col">{label('unit')}</th>
                <th scope="col">{label('value')}</th>
                <th scope="col">{label('formula')}</th>
                <th scope="col">{label('result')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('costKinds.feeTool.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {drafts.map((draft, index) => {
                const row = label('row', { row: index + 1 });
                const own = issues.filter((issue) => issue.index === index);
                const field = (key: 'code' | 'name' | 'unit' | 'value' | 'formula') => (
                  <TextField
                    aria-label={`${row} ${label(key)}`}
                    label={<span className="visually-hidden">{`${row} ${label(key)}`}</span>}
                    value={draft[key]}
                    onChange={(value) => edit(draft.key, key, value)}
                  />
                );
                return (
                  <tr key={draft.key} data-invalid={own.length > 0 || undefined}>
                    <td>{field('code')}</td>
                    <td>{field('name')}</td>
                    <td>{field('unit')}</td>
                    <td>{field('value')}</td>
                    <td>
                      {field('formula')}
                      {own.length > 0 ? (
                        <FormulaIssues formula={draft.formula} issues={own} />
                      ) : null}
                    </td>
                    <Result>{!dirty && draft.id ? (results.get(draft.id) ?? '—') : '—'}</Result>
                    <td>
                      <Button
                        size="small"
                        onPress={() => remove(draft.key)}
                        aria-label={label('rowRemove', { row: index + 1 })}
                      >
                        ✕
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
        {drafts === null ? null : (
          <KindDefaults projectId={projectId} drafts={drafts} onAdd={addDefault} />
        )}
        {factors.data && factors.data.features.length > 0 ? (
          <PanelNote>
            {label('features')}：
            {factors.data.features.map((feature) => `${feature.name}=${feature.value}`).join('，')}
          </PanelNote>
        ) : null}
        {report ? (
          <section aria-label={label('reportTitle')}>
            <h3>{label('reportTitle')}</h3>
            <DataGrid<ImportRowError & { key: string }>
              aria-label={label('reportTitle')}
              columns={reportColumns}
              rows={report.map((entry, index) => ({ ...entry, key: String(index) }))}
              rowKey="key"
              height={200}
            />
          </section>
        ) : null}
      </Dialog>
      {isUploading ? (
        <UploadDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setUploading(false);
          }}
          title={label('importTitle')}
          upload={attachmentTransport({ refModule: IMPORT_MODULE, refRecordId: projectId })}
          allowedSuffixes={['xlsx', 'csv']}
          allowsMultiple={false}
          onUploaded={(uploaded) => {
            setUploading(false);
            void importFile(uploaded.id);
          }}
        />
      ) : null}
    </>
  );
}

/** The stored list's own issues, as the server computed them. */
function savedIssues(factors: readonly ComputedFactor[]): FactorIssue[] {
  return factors.flatMap((factor, index) =>
    factor.issues.map((issue) => ({ ...issue, index, code: factor.code })),
  );
}
