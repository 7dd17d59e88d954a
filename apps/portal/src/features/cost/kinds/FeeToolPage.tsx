import {
  feeCategorySchema,
  type FeeToolBase,
  type FeeToolDetail,
  type FeeToolSimple,
} from '@ccms/api-client';
import { Button, Checkbox, confirm, Dialog, Select, Spinner, TextField } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { Panel, PanelNote, Split, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { useCan } from '../../admin/shared/useCan';
import { FormulaIssues } from '../fees/FormulaIssues';
import { Table } from '../quality/qualityStyles';
import { kindKeys } from './kindQueries';

type BaseDraft = { id: string | null; area: string; year: string; name: string; taxMethod: string };
type RowDraft = {
  id: string | null;
  parentCode: string;
  code: string;
  name: string;
  category: string;
  base: string;
  rate: string;
  nonCompetitive: boolean;
  isTotal: boolean;
};

const CATEGORIES = feeCategorySchema.options;

/** 费用定额 (the fee tool's base data): base tables per area and year, their rows and summary rates. */
export default function FeeToolPage() {
  const { t } = useTranslation();
  const canEdit = useCan('cost:fee:edit');
  const label = (key: string, values?: Record<string, unknown>) =>
    t(`costKinds.feeTool.${key}`, values);
  const [area, setArea] = useState<string | null>(null);
  // null: the first base of the list.
  const [selected, setSelected] = useState<string | null>(null);
  const [baseDraft, setBaseDraft] = useState<BaseDraft | null>(null);
  const [rowDraft, setRowDraft] = useState<RowDraft | null>(null);
  const areas = useQuery({
    queryKey: kindKeys.feeAreas,
    queryFn: () => api.costKinds.feeToolBaseAreas(),
  });
  const bases = useQuery({
    queryKey: [...kindKeys.feeBases, area],
    queryFn: () =>
      api.costKinds.feeToolBaseQueryList({ body: { pageNo: 1, pageSize: 100, params: { area } } }),
  });
  const current =
    bases.data?.data.find((base) => base.id === selected) ??
    (selected === null ? (bases.data?.data[0] ?? null) : null);
  const baseId = current?.id ?? '';
  const rows = useQuery({
    queryKey: kindKeys.feeRows(baseId),
    queryFn: () => api.costKinds.feeToolDetailQueryList({ body: { baseId } }),
    enabled: baseId !== '',
  });

  const saveBase = useAdminMutation<BaseDraft, FeeToolBase>({
    run: (draft) =>
      api.costKinds.feeToolBaseSave({
        body: {
          id: draft.id,
          area: draft.area,
          year: Number(draft.year),
          name: draft.name,
          taxMethod: draft.taxMethod as FeeToolBase['taxMethod'],
        },
      }),
    invalidates: [kindKeys.feeBases, kindKeys.feeAreas],
    onSuccess: (base) => {
      setSelected(base.id);
      setBaseDraft(null);
    },
  });
  const deleteBase = useAdminMutation<string, null>({
    run: (id) => api.costKinds.feeToolBaseDelete({ params: { id } }),
    invalidates: [kindKeys.feeBases, kindKeys.feeAreas],
    onSuccess: () => setSelected(null),
  });
  const saveRow = useAdminMutation<RowDraft, FeeToolDetail>({
    run: (draft) =>
      api.costKinds.feeToolDetailSave({
        body: {
          ...draft,
          baseId,
          parentCode: draft.parentCode || null,
          category: draft.category as FeeToolDetail['category'],
        },
      }),
    invalidates: [kindKeys.feeRows(baseId), kindKeys.feeBases],
    onSuccess: () => setRowDraft(null),
  });
  const deleteRow = useAdminMutation<string, null>({
    run: (id) => api.costKinds.feeToolDetailDelete({ params: { id } }),
    invalidates: [kindKeys.feeRows(baseId), kindKeys.feeBases],
  });

  const removeBase = async (base: FeeToolBase) => {
    if (
      await confirm({
        title: label('deleteBase'),
        message: label('deleteBaseNote', { name: base.name }),
      })
    )
      deleteBase.mutate(base.id);
  };

  return (
    <AdminPage
      title={label('heading')}
      actions={
        canEdit ? (
          <Button
            variant="primary"
            onPress={() =>
              setBaseDraft({
                id: null,
                area: area ?? '',
                year: String(new Date().getFullYear()),
                name: '',
                taxMethod: 'general',
              })
            }
          >
            {label('addBase')}
          </Button>
        ) : null
      }
    >
      <Split>
        <Panel aria-label={label('bases')}>
          <Select
            label={label('area')}
            options={[
              { value: '', label: label('allAreas') },
              ...(areas.data ?? []).map((name) => ({ value: name, label: name })),
            ]}
            value={area ?? ''}
            onChange={(value) => {
              setArea(value ? String(value) : null);
              setSelected(null);
            }}
          />
          {bases.isPending ? (
            <Spinner />
          ) : (
            <Table aria-label={label('bases')}>
              <thead>
                <tr>
                  <th scope="col">{label('name')}</th>
                  <th scope="col">{label('year')}</th>
                  <th scope="col">{label('rowCount')}</th>
                </tr>
              </thead>
              <tbody>
                {(bases.data?.data ?? []).map((base) => (
                  <tr key={base.id} aria-current={base.id === baseId || undefined}>
                    <td>
                      <Button variant="text" onPress={() => setSelected(base.id)}>
                        {base.name}
                      </Button>
                    </td>
                    <td>{base.year}</td>
                    <td>{base.rows}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Panel>
        <Panel aria-label={current ? current.name : label('rows')}>
          {current === null ? (
            <PanelNote>{label('choose')}</PanelNote>
          ) : (
            <>
              <h2>{current.name}</h2>
              <PanelNote>
                {current.area} · {current.year} · {label(current.taxMethod)}
              </PanelNote>
              {canEdit ? (
                <Toolbar role="group" aria-label={current.name}>
                  <Button
                    onPress={() =>
                      setRowDraft({
                        id: null,
                        parentCode: '',
                        code: '',
                        name: '',
                        category: 'custom',
                        base: '',
                        rate: '100',
                        nonCompetitive: false,
                        isTotal: false,
                      })
                    }
                  >
                    {label('addRow')}
                  </Button>
                  <Button
                    onPress={() =>
                      setBaseDraft({
                        id: current.id,
                        area: current.area,
                        year: String(current.year),
                        name: current.name,
                        taxMethod: current.taxMethod,
                      })
                    }
                  >
                    {label('editBase')}
                  </Button>
                  <Button variant="danger" onPress={() => void removeBase(current)}>
                    {label('deleteBase')}
                  </Button>
                </Toolbar>
              ) : null}
              <Table aria-label={label('rows')}>
                <thead>
                  <tr>
                    <th scope="col">{label('code')}</th>
                    <th scope="col">{label('rowName')}</th>
                    <th scope="col">{label('base')}</th>
                    <th scope="col">{label('rate')}</th>
                    <th scope="col">{label('nonCompetitive')}</th>
                    <th scope="col">{label('actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {(rows.data ?? []).map((row) => (
                    <tr key={row.id}>
                      <td>{row.parentCode ? `\u3000${row.code}` : row.code}</td>
                      <td>{row.name}</td>
                      <td>
                        <code>{row.base}</code>
                        {row.issues.length > 0 ? (
                          <FormulaIssues formula={row.base} issues={row.issues} />
                        ) : null}
                      </td>
                      <td>{row.rate}</td>
                      <td>{row.nonCompetitive ? label('yes') : ''}</td>
                      <td>
                        {canEdit ? (
                          <>
                            <Button
                              size="small"
                              aria-label={label('editRow', { code: row.code })}
                              onPress={() =>
                                setRowDraft({ ...row, parentCode: row.parentCode ?? '' })
                              }
                            >
                              {label('edit')}
                            </Button>
                            <Button
                              size="small"
                              variant="danger"
                              aria-label={label('deleteRow', { code: row.code })}
                              onPress={() => deleteRow.mutate(row.id)}
                            >
                              {label('delete')}
                            </Button>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <SimpleRates baseId={current.id} canEdit={canEdit} />
            </>
          )}
        </Panel>
      </Split>
      {baseDraft ? (
        <EditDialog
          title={baseDraft.id ? label('editBase') : label('addBase')}
          isPending={saveBase.isPending}
          onClose={() => setBaseDraft(null)}
          onSave={() => saveBase.mutate(baseDraft)}
        >
          <TextField
            label={label('area')}
            isRequired
            value={baseDraft.area}
            onChange={(area) => setBaseDraft({ ...baseDraft, area })}
          />
          <TextField
            label={label('year')}
            isRequired
            value={baseDraft.year}
            inputMode="numeric"
            onChange={(year) => setBaseDraft({ ...baseDraft, year })}
          />
          <TextField
            label={label('name')}
            isRequired
            value={baseDraft.name}
            onChange={(name) => setBaseDraft({ ...baseDraft, name })}
          />
          <Select
            label={label('taxMethod')}
            options={[
              { value: 'general', label: label('general') },
              { value: 'simple', label: label('simple') },
            ]}
            value={baseDraft.taxMethod}
            onChange={(value) =>
              setBaseDraft({ ...baseDraft, taxMethod: String(value ?? 'general') })
            }
          />
        </EditDialog>
      ) : null}
      {rowDraft ? (
        <EditDialog
          title={rowDraft.id ? label('editRow', { code: rowDraft.code }) : label('addRow')}
          isPending={saveRow.isPending}
          onClose={() => setRowDraft(null)}
          onSave={() => saveRow.mutate(rowDraft)}
        >
          <TextField
            label={label('code')}
            isRequired
            value={rowDraft.code}
            onChange={(code) => setRowDraft({ ...rowDraft, code })}
          />
          <TextField
            label={label('rowName')}
            isRequired
            value={rowDraft.name}
            onChange={(name) => setRowDraft({ ...rowDraft, name })}
          />
          <TextField
            label={label('parentCode')}
            value={rowDraft.parentCode}
            onChange={(parentCode) => setRowDraft({ ...rowDraft, parentCode })}
          />
          <Select
            label={label('category')}
            options={CATEGORIES.map((value) => ({
              value,
              label: t(`cost.fees.category.${value}`),
            }))}
            value={rowDraft.category}
            onChange={(value) => setRowDraft({ ...rowDraft, category: String(value ?? 'custom') })}
          />
          <TextField
            label={label('base')}
            value={rowDraft.base}
            onChange={(base) => setRowDraft({ ...rowDraft, base })}
          />
          <TextField
            label={label('rate')}
            isRequired
            value={rowDraft.rate}
            inputMode="decimal"
            onChange={(rate) => setRowDraft({ ...rowDraft, rate })}
          />
          <Checkbox
            isSelected={rowDraft.nonCompetitive}
            onChange={(nonCompetitive) => setRowDraft({ ...rowDraft, nonCompetitive })}
          >
            {label('nonCompetitive')}
          </Checkbox>
          <Checkbox
            isSelected={rowDraft.isTotal}
            onChange={(isTotal) => setRowDraft({ ...rowDraft, isTotal })}
          >
            {label('isTotal')}
          </Checkbox>
        </EditDialog>
      ) : null}
    </AdminPage>
  );
}

function EditDialog({
  title,
  isPending,
  onClose,
  onSave,
  children,
}: {
  title: string;
  isPending: boolean;
  onClose: () => void;
  onSave: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      footer={(close) => (
        <>
          <Button onPress={close}>{t('admin.cancel')}</Button>
          <Button variant="primary" isPending={isPending} onPress={onSave}>
            {t('admin.save')}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}

const RATE_KEYS = ['overheadRate', 'profitRate', 'lawfeeRate', 'safetyRate', 'taxRate'] as const;

/** 简易计费费率 of a base table. */
function SimpleRates({ baseId, canEdit }: { baseId: string; canEdit: boolean }) {
  const simple = useQuery({
    queryKey: kindKeys.feeSimple(baseId),
    queryFn: () => api.costKinds.feeToolSimpleGet({ body: { baseId } }),
  });
  if (!simple.data) return null;
  return <SimpleRatesForm key={simple.dataUpdatedAt} initial={simple.data} canEdit={canEdit} />;
}

function SimpleRatesForm({ initial, canEdit }: { initial: FeeToolSimple; canEdit: boolean }) {
  const { t } = useTranslation();
  const baseId = initial.baseId;
  const [draft, setDraft] = useState<FeeToolSimple>(initial);
  const save = useAdminMutation<FeeToolSimple, FeeToolSimple>({
    run: (body) => api.costKinds.feeToolSimpleSave({ body }),
    invalidates: [kindKeys.feeSimple(baseId)],
  });
  return (
    <section aria-labelledby={`simple-${baseId}`}>
      <h3 id={`simple-${baseId}`}>{t('costKinds.feeTool.simpleTitle')}</h3>
      <Toolbar role="group" aria-label={t('costKinds.feeTool.simpleTitle')}>
        {RATE_KEYS.map((key) => (
          <TextField
            key={key}
            label={t(`costKinds.feeTool.${key}`)}
            value={draft[key]}
            inputMode="decimal"
            isReadOnly={!canEdit}
            onChange={(value) => setDraft({ ...draft, [key]: value })}
          />
        ))}
        {canEdit ? (
          <Button isPending={save.isPending} onPress={() => save.mutate(draft)}>
            {t('costKinds.feeTool.saveSimple')}
          </Button>
        ) : null}
      </Toolbar>
    </section>
  );
}
