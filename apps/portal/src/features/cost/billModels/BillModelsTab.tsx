import type { BillModel, HkBillTreeRow, ProjectBookVersion } from '@ccms/api-client';
import {
  DataGrid,
  TreeTable,
  rowActionsRenderer,
  type DataGridColumn,
  type RowAction,
} from '@ccms/data-grid';
import { Button, Input, Progress, Select, Tag, toast } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Facts,
  Panel,
  PanelHeader,
  PanelNote,
  Toolbar,
} from '../../admin/shared/AdminLayout.styles';
import { DeleteConfirm } from '../../admin/shared/DeleteConfirm';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useCan } from '../../admin/shared/useCan';
import { TextButton } from '../library/TextButton';
import { BillsPanel } from './BillsPanel';
import {
  useAnalyzeHkBill,
  useClearHkBill,
  useHkBillBook,
  useHkBillCount,
  useHkBillTree,
  useProjectBooks,
  useSaveFixValue,
  useSubjectModelAnalysis,
  type SubjectAnalysisMode,
} from './billModelQueries';

const STAGES = new Set(['load', 'match', 'save', 'similar']);
const SUBJECT_MODES: readonly SubjectAnalysisMode[] = ['both', 'code', 'similar'];

const Panes = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;
`;

type TreeRow = HkBillTreeRow & { id: string; parentId: string | null; order: number };

/** 分析清单模型 with the server's progress. */
function AnalyzeButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const run = useAnalyzeHkBill(projectId, (result) =>
    toast.success(t('costBillModels.done', result)),
  );
  const running = t('costBillModels.running');
  const { progress } = run;
  return (
    <>
      <Button variant="primary" isPending={run.isPending} onPress={() => run.mutate()}>
        {t('costBillModels.analyze')}
      </Button>
      {run.isPending ? (
        progress && progress.percent >= 0 ? (
          <Progress
            percent={progress.percent}
            showText
            label={
              STAGES.has(progress.stage) ? t(`costBillModels.stage.${progress.stage}`) : running
            }
          />
        ) : (
          <Progress indeterminate label={running} />
        )
      ) : null}
    </>
  );
}

/** 科目模型分析: by code, by similarity, or both, with the server's progress. */
function SubjectAnalyzeButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<SubjectAnalysisMode>('both');
  const run = useSubjectModelAnalysis(projectId, (result) =>
    toast.success(t('costBillModels.subject.done', result)),
  );
  const running = t('costBillModels.subject.running');
  const { progress } = run;
  return (
    <>
      <Select
        label={t('costBillModels.subject.mode')}
        options={SUBJECT_MODES.map((value) => ({
          value,
          label: t(`costBillModels.subject.modes.${value}`),
        }))}
        value={mode}
        onChange={(value) => setMode((value ?? 'both') as SubjectAnalysisMode)}
        isDisabled={run.isPending}
        width="short"
      />
      <Button isPending={run.isPending} onPress={() => run.mutate(mode)}>
        {t('costBillModels.subject.analyze')}
      </Button>
      {run.isPending ? (
        progress && progress.percent >= 0 ? (
          <Progress
            percent={progress.percent}
            showText
            label={
              STAGES.has(progress.stage) ? t(`costBillModels.stage.${progress.stage}`) : running
            }
          />
        ) : (
          <Progress indeterminate label={running} />
        )
      ) : null}
    </>
  );
}

function Counts({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const counts = useHkBillCount(projectId).data;
  if (!counts) return null;
  const keys = [
    'bills',
    'byCode',
    'bySimilarity',
    'manual',
    'unplacedBills',
    'models',
    'placedModels',
    'unplacedModels',
  ] as const;
  return (
    <Facts aria-label={t('costBillModels.counts')}>
      {keys.map((key) => (
        <div key={key}>
          <dt>{t(`costBillModels.count.${key}`)}</dt>
          <dd>{counts[key]}</dd>
        </div>
      ))}
    </Facts>
  );
}

function BookFacts({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const books = useProjectBooks(projectId).data;
  if (!books) return null;
  const describe = (version: ProjectBookVersion) =>
    version.book
      ? `${version.book.name} ${version.book.version}（${t(`costBillModels.source.${version.source}`)}）`
      : t('costBillModels.source.unknown');
  return (
    <Facts aria-label={t('costBillModels.books')}>
      <div>
        <dt>{t('costBillModels.billBook')}</dt>
        <dd>{describe(books.bill)}</dd>
      </div>
      <div>
        <dt>{t('costBillModels.normBook')}</dt>
        <dd>{describe(books.norm)}</dd>
      </div>
    </Facts>
  );
}

/** 固定值: one field per attribute of the model; empty leaves it free. */
function FixValueDialog({
  projectId,
  model,
  onClose,
}: {
  projectId: string;
  model: BillModel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(model.attributes.map((item) => [item.name, item.fixValue ?? ''])),
  );
  const save = useSaveFixValue(projectId, onClose);
  return (
    <FormDialog
      title={t('costBillModels.fixValue.title', { name: `${model.code} ${model.name}` })}
      isPending={save.isPending}
      onClose={onClose}
    >
      {(formId) => (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({
              modelId: model.id,
              attributes: model.attributes.map((item) => ({
                name: item.name,
                fixValue: values[item.name]?.trim() ? values[item.name]!.trim() : null,
              })),
            });
          }}
        >
          <PanelNote>{t('costBillModels.fixValue.note')}</PanelNote>
          {model.attributes.map((item) => (
            <Input
              key={item.name}
              label={item.name}
              value={values[item.name] ?? ''}
              onChange={(value) => setValues((current) => ({ ...current, [item.name]: value }))}
              maxLength={200}
            />
          ))}
        </form>
      )}
    </FormDialog>
  );
}

function ModelsPanel({
  projectId,
  subjectCode,
  title,
  canEdit,
}: {
  projectId: string;
  subjectCode: string;
  title: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const models = useHkBillBook(projectId, subjectCode);
  const [fixing, setFixing] = useState<BillModel | null>(null);
  const columns = useMemo<DataGridColumn<BillModel>[]>(() => {
    const label = (key: string) => t(`costBillModels.model.${key}`);
    const actions: RowAction<BillModel>[] = [
      {
        id: 'fix',
        label: t('costBillModels.fixValue.action'),
        onPress: setFixing,
        isVisible: (row) => row.attributes.length > 0,
      },
    ];
    const list: DataGridColumn<BillModel>[] = [
      { key: 'code', title: label('code'), width: 110 },
      { key: 'name', title: label('name'), width: 150 },
      { key: 'unit', title: label('unit'), width: 60 },
      {
        key: 'attributes',
        title: label('attributes'),
        width: 260,
        render: (row) =>
          row.attributes.map((item) => (
            <Tag key={item.name} status={item.fixValue === null ? 'info' : 'success'}>
              {item.name}：{item.fixValue ?? label('free')}
            </Tag>
          )),
      },
      { key: 'billCount', title: label('billCount'), width: 90, align: 'right' },
    ];
    if (canEdit)
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 100,
        render: rowActionsRenderer(actions),
      });
    return list;
  }, [canEdit, t]);
  return (
    <Panel aria-label={title}>
      <PanelHeader>
        <h3>{title}</h3>
      </PanelHeader>
      <DataGrid<BillModel>
        aria-label={title}
        columns={columns}
        rows={models.data ?? []}
        rowKey="id"
        loading={models.isFetching}
        emptyText={t('costBillModels.model.empty')}
        persistKey="cost-bill-models"
      />
      {fixing ? (
        <FixValueDialog projectId={projectId} model={fixing} onClose={() => setFixing(null)} />
      ) : null}
    </Panel>
  );
}

/**
 * 清单模型: the company's bill-model book on the subject tree with, per node, the models this
 * project's bills are placed on and not; the analysis (by code, then by similarity) with progress;
 * the models of a node with their fixed values to edit; the bill/norm books the project came from.
 */
export function BillModelsTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const canEdit = useCan('cost:project:edit');
  const tree = useHkBillTree(projectId);
  const clearAll = useClearHkBill(projectId);
  const [clearing, setClearing] = useState(false);
  const [chosen, setChosen] = useState<{ code: string; title: string } | null>(null);
  const [expanded, setExpanded] = useState<readonly string[] | null>(null);

  const rows = useMemo<TreeRow[]>(
    () =>
      (tree.data?.rows ?? []).map((row, order) => ({
        ...row,
        id: row.code,
        parentId: row.parentCode,
        order,
      })),
    [tree.data],
  );
  const roots = useMemo(
    () => rows.filter((row) => row.parentId === null).map((row) => row.id),
    [rows],
  );
  const columns = useMemo<DataGridColumn<TreeRow>[]>(() => {
    const label = (key: string) => t(`costBillModels.column.${key}`);
    return [
      {
        key: 'name',
        title: label('name'),
        width: 200,
        render: (row) => (
          <TextButton
            type="button"
            onClick={() =>
              setChosen({
                code: row.code,
                title: t('costBillModels.modelsOf', { name: `${row.code} ${row.name}` }),
              })
            }
          >
            {row.code} {row.name}
          </TextButton>
        ),
      },
      { key: 'models', title: label('models'), width: 70, align: 'right' },
      { key: 'placedModels', title: label('placedModels'), width: 70, align: 'right' },
      { key: 'unplacedModels', title: label('unplacedModels'), width: 70, align: 'right' },
      { key: 'bills', title: label('bills'), width: 70, align: 'right' },
    ];
  }, [t]);

  return (
    <Panel aria-label={t('costBillModels.heading')}>
      <PanelHeader>
        <h2>{t('costBillModels.heading')}</h2>
        {canEdit ? (
          <Toolbar role="group" aria-label={t('costBillModels.actions')}>
            <AnalyzeButton projectId={projectId} />
            <SubjectAnalyzeButton projectId={projectId} />
            <Button variant="danger" onPress={() => setClearing(true)}>
              {t('costBillModels.clearAll')}
            </Button>
          </Toolbar>
        ) : null}
      </PanelHeader>
      <BookFacts projectId={projectId} />
      <Counts projectId={projectId} />
      <Panes>
        <div>
          <TreeTable<TreeRow>
            aria-label={t('costBillModels.tree')}
            rows={rows}
            columns={columns}
            height={480}
            loading={tree.isFetching}
            expandedIds={expanded ?? roots}
            onExpandedChange={setExpanded}
          />
          {tree.data ? (
            <PanelNote>
              {t('costBillModels.unplacedBills', { count: tree.data.unplacedBills })}
            </PanelNote>
          ) : null}
        </div>
        {chosen ? (
          <ModelsPanel
            key={chosen.code}
            projectId={projectId}
            subjectCode={chosen.code}
            title={chosen.title}
            canEdit={canEdit}
          />
        ) : (
          <PanelNote>{t('costBillModels.chooseNode')}</PanelNote>
        )}
      </Panes>
      <BillsPanel projectId={projectId} canEdit={canEdit} />
      {clearing ? (
        <DeleteConfirm
          title={t('costBillModels.clearAll')}
          name={t('costBillModels.clearAllName')}
          run={() => clearAll.mutateAsync()}
          onClose={() => setClearing(false)}
        />
      ) : null}
    </Panel>
  );
}
