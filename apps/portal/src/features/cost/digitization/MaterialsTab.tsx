import type { Material, MaterialSummary, TransformedTotal } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, Input, Progress, Select, Tag, formatDecimal, toast } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { useCallProgress } from '../../../api/useCallProgress';
import {
  Facts,
  Panel,
  PanelHeader,
  PanelNote,
  Toolbar,
} from '../../admin/shared/AdminLayout.styles';
import { FilterBar } from '../../admin/shared/FilterBar';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { useCan } from '../../admin/shared/useCan';
import { CataloguePickerDialog } from './CataloguePickerDialog';
import {
  MATERIAL_PAGE_SIZE,
  NO_MATERIAL_FILTER,
  materialKeys,
  useCleanCoding,
  useCodingCounts,
  useLibraryCoding,
  useMaterialPage,
  useTransformedTotals,
  type MaterialFilter,
} from './digitizationQueries';
import { ClearCodingButton, ItAnalyzeButton, MaterialEditDialog } from './MaterialTools';
import { SourceBillsPanel } from './SourceBillsPanel';
import { TransformDialog } from './TransformDialog';

const KINDS: readonly Material['kind'][] = ['labour', 'material', 'main', 'equipment', 'machine'];
const CODING_STATES = ['coded', 'uncoded', 'confirmed'] as const;
const AUTO_CODE_STAGES = new Set(['load', 'code', 'save']);

/** The grid beside the source bills when a material's sources are open. */
const Layout = styled.div<{ $withSide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withSide }) =>
    $withSide ? 'minmax(0, 3fr) minmax(320px, 2fr)' : 'minmax(0, 1fr)'};
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;
`;

/** A material's standard code with how it was found, or 未编码. */
function CodingCell({ material }: { material: Material }) {
  const { t } = useTranslation();
  if (!material.catalogueCode) return <Tag status="warning">{t('costDigitization.uncoded')}</Tag>;
  return (
    <span>
      {material.catalogueCode} {material.catalogueName} {material.catalogueSpec}{' '}
      {material.confirmed ? (
        <Tag status="success">{t('costDigitization.confirmed')}</Tag>
      ) : material.method ? (
        <Tag status="info">{t(`costDigitization.method.${material.method}`)}</Tag>
      ) : null}
    </span>
  );
}

/** The project's totals, answered with each page of the list (queryListFront). */
function SummaryFacts({ summary }: { summary: MaterialSummary | undefined }) {
  const { t } = useTranslation();
  if (!summary) return null;
  const facts: [string, string][] = [
    [t('costDigitization.summary.count'), String(summary.count)],
    [t('costDigitization.summary.amount'), formatDecimal(summary.amount)],
    ...summary.kinds
      .filter((kind) => kind.count > 0)
      .map(
        (kind) =>
          [
            t(`costDigitization.kinds.${kind.kind}`),
            `${kind.count} / ${formatDecimal(kind.amount)}`,
          ] as [string, string],
      ),
    [t('costDigitization.summary.coded'), `${summary.coded} / ${summary.count}`],
    [t('costDigitization.summary.confirmed'), String(summary.confirmed)],
  ];
  return (
    <Facts aria-label={t('costDigitization.summary.label')}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

/** 编码统计: coded / uncoded materials, in all and by kind. */
function CodingCounts({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const counts = useCodingCounts(projectId).data;
  if (!counts) return null;
  const facts: [string, string][] = [
    [t('costDigitization.codingCounts.total'), `${counts.coded} / ${counts.uncoded}`],
    ...counts.byKind.map(
      (row) =>
        [t(`costDigitization.kinds.${row.kind}`), `${row.coded} / ${row.uncoded}`] as [
          string,
          string,
        ],
    ),
  ];
  return (
    <Facts aria-label={t('costDigitization.codingCounts.label')}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

function LibraryCodeButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const run = useLibraryCoding(projectId, (result) =>
    toast.success(t('costDigitization.libraryCode.done', result)),
  );
  return (
    <Button isPending={run.isPending} onPress={() => run.mutate()}>
      {t('costDigitization.libraryCode.button')}
    </Button>
  );
}

type TotalRow = TransformedTotal & { key: string };

function TransformedTotals({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const totals = useTransformedTotals(projectId);
  const rows = useMemo<TotalRow[]>(
    () => (totals.data ?? []).map((row) => ({ ...row, key: `${row.classCode}|${row.unit}` })),
    [totals.data],
  );
  const columns = useMemo<DataGridColumn<TotalRow>[]>(() => {
    const label = (key: string) => t(`costDigitization.transformed.${key}`);
    return [
      {
        key: 'className',
        title: label('class'),
        width: 200,
        render: (row) => `${row.classCode} ${row.className}`,
      },
      { key: 'unit', title: label('unit'), width: 80 },
      {
        key: 'quantity',
        title: label('quantity'),
        width: 140,
        align: 'right',
        render: (row) => formatDecimal(row.quantity, 3),
      },
      { key: 'count', title: label('count'), width: 90, align: 'right' },
    ];
  }, [t]);
  return (
    <Panel aria-label={t('costDigitization.transformed.heading')}>
      <h3>{t('costDigitization.transformed.heading')}</h3>
      <DataGrid<TotalRow>
        aria-label={t('costDigitization.transformed.grid')}
        columns={columns}
        rows={rows}
        rowKey="key"
        loading={totals.isFetching}
        emptyText={t('costDigitization.transformed.empty')}
        height={240}
      />
    </Panel>
  );
}

function AutoCodeButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { progress, begin, end } = useCallProgress();
  const run = useAdminMutation<void, { coded: number; uncoded: number; kept: number }>({
    run: async () => {
      try {
        return await api.costMaterials.materialAutoCoder({
          params: { id: projectId },
          body: { progressId: begin() },
        });
      } finally {
        end();
      }
    },
    invalidates: [materialKeys.all(projectId)],
    successMessage: false,
    onSuccess: (result) => toast.success(t('costDigitization.autoCode.done', result)),
  });
  const running = t('costDigitization.autoCode.running');
  return (
    <>
      <Button variant="primary" isPending={run.isPending} onPress={() => run.mutate()}>
        {t('costDigitization.autoCode.button')}
      </Button>
      {run.isPending ? (
        progress && progress.percent >= 0 ? (
          <Progress
            percent={progress.percent}
            showText
            label={
              AUTO_CODE_STAGES.has(progress.stage)
                ? t(`costDigitization.autoCode.stage.${progress.stage}`)
                : running
            }
          />
        ) : (
          <Progress indeterminate label={running} />
        )
      ) : null}
    </>
  );
}

/**
 * 材料汇总: the project's materials rolled up from its norms, their totals by kind, the coding
 * to the standard catalogue (auto-code, choose, clear), 转换工程量 and the source bills aside.
 */
export function MaterialsTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const canEdit = useCan('cost:project:edit');
  const [filter, setFilter] = useState<MaterialFilter>(NO_MATERIAL_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [sourceOf, setSourceOf] = useState<Material | null>(null);
  const [coding, setCoding] = useState<Material | null>(null);
  const [transforming, setTransforming] = useState<Material | null>(null);
  const [editing, setEditing] = useState<Material | null>(null);
  const cleanCoding = useCleanCoding(projectId).mutate;
  const page = useMaterialPage(projectId, filter, pageNo);
  const rows = page.data?.data ?? [];

  const columns = useMemo(() => {
    const label = (key: string) => t(`costDigitization.column.${key}`);
    const actions: RowAction<Material>[] = [
      { id: 'sources', label: t('costDigitization.action.sources'), onPress: setSourceOf },
    ];
    if (canEdit)
      actions.push(
        { id: 'code', label: t('costDigitization.action.code'), onPress: setCoding },
        {
          id: 'clear',
          label: t('costDigitization.action.clear'),
          onPress: (row) => cleanCoding([row.code]),
          isVisible: (row) => row.catalogueCode !== null,
        },
        {
          id: 'transform',
          label: t('costDigitization.action.transform'),
          onPress: setTransforming,
        },
        { id: 'edit', label: t('costDigitization.tools.edit.action'), onPress: setEditing },
      );
    const list: DataGridColumn<Material>[] = [
      { key: 'code', title: label('code'), width: 110 },
      { key: 'name', title: label('name'), width: 150 },
      { key: 'spec', title: label('spec'), width: 130 },
      { key: 'unit', title: label('unit'), width: 60 },
      {
        key: 'kind',
        title: label('kind'),
        width: 70,
        render: (row) => t(`costDigitization.kinds.${row.kind}`),
      },
      {
        key: 'quantity',
        title: label('quantity'),
        width: 120,
        align: 'right',
        render: (row) => formatDecimal(row.quantity, 4),
      },
      {
        key: 'price',
        title: label('price'),
        width: 100,
        align: 'right',
        render: (row) => formatDecimal(row.price),
      },
      {
        key: 'amount',
        title: label('amount'),
        width: 130,
        align: 'right',
        render: (row) => formatDecimal(row.amount),
      },
      {
        key: 'catalogueCode',
        title: label('catalogue'),
        width: 260,
        render: (row) => <CodingCell material={row} />,
      },
      {
        key: 'confidence',
        title: label('confidence'),
        width: 80,
        align: 'right',
        render: (row) => (row.confidence ? `${formatDecimal(row.confidence, 2)}` : ''),
      },
      {
        key: 'transformedQuantity',
        title: label('transformed'),
        width: 130,
        align: 'right',
        render: (row) =>
          row.transformedQuantity ? `${row.transformedQuantity} ${row.transformUnit ?? ''}` : '',
      },
      {
        key: 'actions',
        title: label('actions'),
        width: 280,
        render: rowActionsRenderer(actions),
      },
    ];
    return list;
  }, [canEdit, cleanCoding, t]);

  return (
    <Panel aria-label={t('costDigitization.tabs.materials')}>
      <PanelHeader>
        <h2>{t('costDigitization.tabs.materials')}</h2>
        {canEdit ? (
          <Toolbar role="group" aria-label={t('costDigitization.autoCode.button')}>
            <AutoCodeButton projectId={projectId} />
            <LibraryCodeButton projectId={projectId} />
            <ItAnalyzeButton projectId={projectId} />
            <ClearCodingButton projectId={projectId} />
          </Toolbar>
        ) : null}
      </PanelHeader>
      <SummaryFacts summary={page.data?.summary} />
      <CodingCounts projectId={projectId} />
      <FilterBar<MaterialFilter>
        label={t('costDigitization.search.label')}
        empty={NO_MATERIAL_FILTER}
        onSearch={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      >
        {({ draft, change }) => (
          <>
            <Input
              label={t('costDigitization.search.keyword')}
              placeholder={t('costDigitization.search.keywordPlaceholder')}
              width="middle"
              value={draft.keyword}
              onChange={change('keyword')}
            />
            <Select
              label={t('costDigitization.search.kind')}
              placeholder={t('costDigitization.search.all')}
              width="short"
              isClearable
              options={KINDS.map((kind) => ({
                value: kind,
                label: t(`costDigitization.kinds.${kind}`),
              }))}
              value={draft.kind}
              onChange={(value) =>
                change('kind')(value === null ? null : (String(value) as Material['kind']))
              }
            />
            <Select
              label={t('costDigitization.search.coding')}
              placeholder={t('costDigitization.search.all')}
              width="short"
              isClearable
              options={CODING_STATES.map((state) => ({
                value: state,
                label: t(`costDigitization.search.codingStates.${state}`),
              }))}
              value={draft.coding}
              onChange={(value) =>
                change('coding')(
                  value === null ? null : (String(value) as (typeof CODING_STATES)[number]),
                )
              }
            />
          </>
        )}
      </FilterBar>
      <Layout $withSide={sourceOf !== null}>
        <DataGrid<Material>
          aria-label={t('costDigitization.grid')}
          columns={columns}
          rows={rows}
          rowKey="code"
          loading={page.isFetching}
          emptyText={t('costDigitization.empty')}
          selectionMode="single"
          selectOnRowClick={false}
          selectedKeys={sourceOf ? [sourceOf.code] : []}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={MATERIAL_PAGE_SIZE}
          onPageChange={setPageNo}
          persistKey="cost-materials"
        />
        {sourceOf ? (
          <SourceBillsPanel
            projectId={projectId}
            material={sourceOf}
            onClose={() => setSourceOf(null)}
          />
        ) : null}
      </Layout>
      {sourceOf ? null : <PanelNote>{t('costDigitization.sources.empty')}</PanelNote>}
      <TransformedTotals projectId={projectId} />
      {coding ? (
        <CataloguePickerDialog
          projectId={projectId}
          material={coding}
          onClose={() => setCoding(null)}
        />
      ) : null}
      {editing ? (
        <MaterialEditDialog
          projectId={projectId}
          material={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {transforming ? (
        <TransformDialog
          projectId={projectId}
          material={transforming}
          onClose={() => setTransforming(null)}
        />
      ) : null}
    </Panel>
  );
}
