import { useState } from 'react';
import type {
  AnalysisBillLine,
  AnalysisIndicator,
  AnalysisNodeRow,
  AnalysisResourceRow,
  AnalysisSpecialtyRow,
} from '@ccms/api-client';
import { BarChart, PieChart, StatCard } from '@ccms/charts';
import { Pagination } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { Panel, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { TextButton } from '../library/TextButton';
import {
  AnalysisTable,
  Cards,
  Grid,
  Indented,
  ProjectAnalysisPage,
  flatten,
  shown,
  type Column,
} from './AnalysisParts';
import {
  useComplement,
  useComposition,
  useProjectIndicators,
  useResources,
  useSpecialties,
  useUnitBills,
  UNIT_BILLS_PAGE_SIZE,
} from './analysisQueries';

const twoPlaces = (value: number) => value.toFixed(2);

/** The project's key indicators: four cards, then every indicator against P10/P50/P90. */
function IndicatorsSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const query = useProjectIndicators(projectId);
  const of = (key: AnalysisIndicator['key']) =>
    query.data?.indicators.find((i) => i.key === key)?.value ?? null;
  const columns: Column<AnalysisIndicator>[] = [
    {
      header: t('costAnalysis.column.indicator'),
      cell: (row) => t(`costAnalysis.indicator.${row.key}`),
    },
    { header: t('costAnalysis.column.value'), cell: (row) => shown(row.value, 2), numeric: true },
    { header: t('costAnalysis.column.p10'), cell: (row) => shown(row.p10), numeric: true },
    { header: t('costAnalysis.column.p50'), cell: (row) => shown(row.p50), numeric: true },
    { header: t('costAnalysis.column.p90'), cell: (row) => shown(row.p90), numeric: true },
    {
      header: t('costAnalysis.column.source'),
      cell: (row) => t(`costAnalysis.source.${row.source}`, { count: row.n }),
    },
    {
      header: t('costAnalysis.column.status'),
      cell: (row) => t(`costAnalysis.status.${row.status}`),
    },
  ];
  return (
    <Panel aria-labelledby="analysis-indicators">
      <h2 id="analysis-indicators">{t('costAnalysis.section.indicators')}</h2>
      <Cards>
        <StatCard label={t('costAnalysis.indicator.total')} value={of('total')} unit="yuan" />
        <StatCard
          label={t('costAnalysis.indicator.costPerM2')}
          value={of('costPerM2')}
          unit="yuan"
        />
        <StatCard
          label={t('costAnalysis.indicator.fbfxShare')}
          value={of('fbfxShare')}
          unit="percent"
          fractionDigits={2}
        />
        <StatCard
          label={t('costAnalysis.indicator.labourShare')}
          value={of('labourShare')}
          unit="percent"
          fractionDigits={2}
        />
      </Cards>
      <AnalysisTable
        caption={t('costAnalysis.section.indicatorTable')}
        columns={columns}
        rows={query.data?.indicators}
        rowKey={(row) => row.key}
        loading={query.isPending}
      />
    </Panel>
  );
}

const PARTS = ['fbfx', 'measures', 'other', 'lawfee', 'tax'] as const;

/** analyze1: the composition donut, the node tree-table with a bar per unit, a unit's bills. */
function CompositionSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const query = useComposition(projectId);
  const [unitId, setUnitId] = useState<string | null>(null);
  const root = query.data?.[0];
  const rows = flatten(query.data ?? []);
  const units = rows.filter(([row]) => row.level === 'unit').map(([row]) => row);
  const columns: Column<[AnalysisNodeRow, number]>[] = [
    {
      header: t('costAnalysis.column.name'),
      cell: ([row, depth]) => (
        <Indented $depth={depth}>
          {row.level === 'unit' ? (
            <TextButton
              type="button"
              aria-current={row.id === unitId ? 'true' : undefined}
              onClick={() => setUnitId(row.id)}
            >
              {row.name}
            </TextButton>
          ) : (
            row.name
          )}
        </Indented>
      ),
    },
    {
      header: t('costAnalysis.column.level'),
      cell: ([row]) => t(`costAnalysis.level.${row.level}`),
    },
    { header: t('costAnalysis.column.amount'), cell: ([row]) => shown(row.amount), numeric: true },
    { header: t('costAnalysis.column.share'), cell: ([row]) => shown(row.share), numeric: true },
    { header: t('costAnalysis.column.perM2'), cell: ([row]) => shown(row.perM2), numeric: true },
    ...PARTS.map((part) => ({
      header: t(`costAnalysis.column.${part}`),
      cell: ([row]: [AnalysisNodeRow, number]) => shown(row[part]),
      numeric: true,
    })),
  ];
  const chosen = units.find((unit) => unit.id === unitId);
  return (
    <Panel aria-labelledby="analysis-composition">
      <h2 id="analysis-composition">{t('costAnalysis.section.analyze1')}</h2>
      <Grid>
        <PieChart
          title={t('costAnalysis.section.composition')}
          donut
          loading={query.isPending}
          formatValue={twoPlaces}
          slices={
            root
              ? PARTS.map((part) => ({
                  name: t(`costAnalysis.column.${part}`),
                  value: Number(root[part]),
                }))
              : []
          }
        />
        <BarChart
          title={t('costAnalysis.section.analyze1Chart')}
          horizontal
          loading={query.isPending}
          formatValue={twoPlaces}
          categories={units.map((unit) => unit.name)}
          series={[
            { name: t('costAnalysis.column.amount'), values: units.map((u) => Number(u.amount)) },
          ]}
        />
      </Grid>
      <AnalysisTable
        caption={t('costAnalysis.section.analyze1')}
        columns={columns}
        rows={rows}
        rowKey={([row]) => row.id}
        loading={query.isPending}
      />
      {chosen ? (
        <UnitBills
          key={chosen.id}
          projectId={projectId}
          unitId={chosen.id}
          unitName={chosen.name}
        />
      ) : (
        <PanelNote>{t('costAnalysis.section.chooseUnit')}</PanelNote>
      )}
    </Panel>
  );
}

function UnitBills({
  projectId,
  unitId,
  unitName,
}: {
  projectId: string;
  unitId: string;
  unitName: string;
}) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useUnitBills(projectId, unitId, pageNo);
  const columns: Column<AnalysisBillLine>[] = [
    { header: t('costAnalysis.column.code'), cell: (row) => row.code },
    {
      header: t('costAnalysis.column.name'),
      cell: (row) => <Indented $depth={row.depth}>{row.name}</Indented>,
    },
    { header: t('costAnalysis.column.unit'), cell: (row) => row.unit },
    {
      header: t('costAnalysis.column.quantity'),
      cell: (row) => shown(row.quantity, 3),
      numeric: true,
    },
    {
      header: t('costAnalysis.column.unitPrice'),
      cell: (row) => shown(row.unitPrice),
      numeric: true,
    },
    { header: t('costAnalysis.column.amount'), cell: (row) => shown(row.amount), numeric: true },
    { header: t('costAnalysis.column.share'), cell: (row) => shown(row.share), numeric: true },
  ];
  const page = query.data;
  return (
    <>
      <AnalysisTable
        caption={`${t('costAnalysis.section.bills')}：${unitName}`}
        columns={columns}
        rows={page?.data}
        rowKey={(row) => row.id}
        loading={query.isFetching}
      />
      {page && page.total > UNIT_BILLS_PAGE_SIZE ? (
        <Pagination
          total={page.total}
          page={pageNo}
          pageSize={UNIT_BILLS_PAGE_SIZE}
          onPageChange={setPageNo}
          showTotal
        />
      ) : null}
    </>
  );
}

/** analyze2: amounts by specialty and chapter. */
function SpecialtySection({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const query = useSpecialties(projectId);
  const nameOf = (row: AnalysisSpecialtyRow) =>
    row.level === 'appendix'
      ? `${row.code} ${row.name}`.trim()
      : t(`costAnalysis.specialty.${/^0[1-9]$/.test(row.code) ? row.code : 'other'}`, {
          code: row.code,
        });
  const columns: Column<[AnalysisSpecialtyRow, number]>[] = [
    {
      header: t('costAnalysis.column.name'),
      cell: ([row, depth]) => <Indented $depth={depth}>{nameOf(row)}</Indented>,
    },
    { header: t('costAnalysis.column.billCount'), cell: ([row]) => row.billCount, numeric: true },
    { header: t('costAnalysis.column.amount'), cell: ([row]) => shown(row.amount), numeric: true },
    { header: t('costAnalysis.column.share'), cell: ([row]) => shown(row.share), numeric: true },
  ];
  const specialties = query.data ?? [];
  return (
    <Panel aria-labelledby="analysis-specialty">
      <h2 id="analysis-specialty">{t('costAnalysis.section.analyze2')}</h2>
      <BarChart
        title={t('costAnalysis.section.analyze2Chart')}
        loading={query.isPending}
        formatValue={twoPlaces}
        categories={specialties.map(nameOf)}
        series={[
          {
            name: t('costAnalysis.column.amount'),
            values: specialties.map((s) => Number(s.amount)),
          },
        ]}
      />
      <AnalysisTable
        caption={t('costAnalysis.section.analyze2')}
        columns={columns}
        rows={flatten(specialties)}
        rowKey={([row]) => row.key}
        loading={query.isPending}
      />
    </Panel>
  );
}

/** analyze3: resources by kind with the contents per m². */
function ResourceSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const query = useResources(projectId);
  const kinds = query.data?.kinds ?? [];
  const columns: Column<AnalysisResourceRow>[] = [
    {
      header: t('costAnalysis.column.kind'),
      cell: (row) => t(`costAnalysis.resourceKind.${row.kind}`),
    },
    { header: t('costAnalysis.column.code'), cell: (row) => row.code },
    { header: t('costAnalysis.column.name'), cell: (row) => row.name },
    { header: t('costAnalysis.column.spec'), cell: (row) => row.spec },
    { header: t('costAnalysis.column.unit'), cell: (row) => row.unit },
    {
      header: t('costAnalysis.column.quantity'),
      cell: (row) => shown(row.quantity, 3),
      numeric: true,
    },
    { header: t('costAnalysis.column.price'), cell: (row) => shown(row.price), numeric: true },
    { header: t('costAnalysis.column.amount'), cell: (row) => shown(row.amount), numeric: true },
    { header: t('costAnalysis.column.share'), cell: (row) => shown(row.share), numeric: true },
    { header: t('costAnalysis.column.content'), cell: (row) => shown(row.perM2, 4), numeric: true },
  ];
  return (
    <Panel aria-labelledby="analysis-resources">
      <h2 id="analysis-resources">{t('costAnalysis.section.analyze3')}</h2>
      <Grid>
        <BarChart
          title={t('costAnalysis.section.analyze3Chart')}
          loading={query.isPending}
          formatValue={twoPlaces}
          categories={kinds.map((k) => t(`costAnalysis.resourceKind.${k.kind}`))}
          series={[
            { name: t('costAnalysis.column.amount'), values: kinds.map((k) => Number(k.amount)) },
          ]}
        />
        <AnalysisTable
          caption={t('costAnalysis.section.contents')}
          columns={[
            {
              header: t('costAnalysis.column.indicator'),
              cell: (row) => t(`costAnalysis.content.${row.key}`),
            },
            {
              header: t('costAnalysis.column.quantity'),
              cell: (row) => shown(row.quantity, 3),
              numeric: true,
            },
            {
              header: t('costAnalysis.column.content'),
              cell: (row) => shown(row.perM2, 3),
              numeric: true,
            },
          ]}
          rows={query.data?.contents}
          rowKey={(row) => row.key}
          loading={query.isPending}
        />
      </Grid>
      <AnalysisTable
        caption={t('costAnalysis.section.analyze3')}
        columns={columns}
        rows={kinds.flatMap((k) => k.rows)}
        rowKey={(row) => row.key}
        loading={query.isPending}
      />
    </Panel>
  );
}

/** What the project's data lack. */
function CompletenessSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const query = useComplement(projectId);
  return (
    <Panel aria-labelledby="analysis-completeness">
      <h2 id="analysis-completeness">{t('costAnalysis.section.completeness')}</h2>
      {query.data ? (
        <PanelNote>
          {query.data.complete
            ? t('costAnalysis.complement.allComplete')
            : t('costAnalysis.complement.incomplete')}
        </PanelNote>
      ) : null}
      <AnalysisTable
        caption={t('costAnalysis.section.completeness')}
        columns={[
          {
            header: t('costAnalysis.column.name'),
            cell: (row) => t(`costAnalysis.complement.${row.key}`),
          },
          { header: t('costAnalysis.column.total'), cell: (row) => row.total, numeric: true },
          { header: t('costAnalysis.column.missing'), cell: (row) => row.missing, numeric: true },
          {
            header: t('costAnalysis.column.status'),
            cell: (row) =>
              row.complete
                ? t('costAnalysis.complement.complete')
                : t('costAnalysis.complement.missing', { missing: row.missing, total: row.total }),
          },
        ]}
        rows={query.data?.items}
        rowKey={(row) => row.key}
        loading={query.isPending}
      />
    </Panel>
  );
}

/**
 * 项目概况 (/consult/detail/project-summary?projectId=…): the project's key indicators against the
 * library, its cost composition by node, specialty and resource, and the completeness of its data.
 */
export default function ProjectSummaryPage() {
  const { t } = useTranslation();
  return (
    <ProjectAnalysisPage heading={t('costAnalysis.summary.heading')}>
      {(projectId) => (
        <>
          <IndicatorsSection projectId={projectId} />
          <CompositionSection projectId={projectId} />
          <SpecialtySection projectId={projectId} />
          <ResourceSection projectId={projectId} />
          <CompletenessSection projectId={projectId} />
        </>
      )}
    </ProjectAnalysisPage>
  );
}
