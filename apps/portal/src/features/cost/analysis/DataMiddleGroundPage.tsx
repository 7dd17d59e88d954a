import { useState } from 'react';
import {
  analysisIndicatorKeySchema,
  type AnalysisExpandNode,
  type AnalysisIndicatorKey,
  type AnalysisRelativityUnit,
  type CostFileType,
} from '@ccms/api-client';
import { BarChart, FunnelChart } from '@ccms/charts';
import { Button } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Facts, Panel, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { TextButton } from '../library/TextButton';
import { AnalysisTable, Grid, ProjectAnalysisPage, shown, type Column } from './AnalysisParts';
import {
  useComparableProjects,
  useExpand,
  useFunnel,
  useGroupComparison,
  useRelativity,
  useRelativityBills,
  type BillsBehind,
} from './analysisQueries';

const INDICATORS = analysisIndicatorKeySchema.options;
const whole = (value: number) => String(Math.round(value));
const twoPlaces = (value: number) => value.toFixed(2);

const Select = styled.select`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border.base};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
`;

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.spacing.xs};
    align-items: center;
  }
`;

const Distinction = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/**
 * What tells projects of one name apart (the library holds many of a name): code, file type and
 * price date, as the library's columns show them.
 */
function useDistinction() {
  const { t } = useTranslation();
  return (project: { code: string | null; fileType: CostFileType; priceDate: string }) =>
    [project.code, t(`cost.library.fileType.${project.fileType}`), project.priceDate]
      .filter(Boolean)
      .join(' · ');
}

/** The indicator funnel: how many library projects remain after each filter. */
function FunnelSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [indicator, setIndicator] = useState<AnalysisIndicatorKey>('costPerM2');
  const query = useFunnel(projectId, indicator);
  const data = query.data;
  return (
    <Panel aria-labelledby="analysis-funnel">
      <h2 id="analysis-funnel">{t('costAnalysis.section.funnel')}</h2>
      <Toolbar>
        <label>
          {t('costAnalysis.column.indicator')}{' '}
          <Select
            value={indicator}
            onChange={(event) => setIndicator(event.target.value as AnalysisIndicatorKey)}
          >
            {INDICATORS.map((key) => (
              <option key={key} value={key}>
                {t(`costAnalysis.indicator.${key}`)}
              </option>
            ))}
          </Select>
        </label>
      </Toolbar>
      <Grid>
        <FunnelChart
          title={t('costAnalysis.section.funnelChart')}
          loading={query.isPending}
          formatValue={whole}
          stages={(data?.steps ?? []).map((step) => ({
            name: t(`costAnalysis.funnelStep.${step.key}`),
            value: step.count,
          }))}
        />
        <div>
          <h3>{t('costAnalysis.section.funnelRange')}</h3>
          <Facts aria-label={t('costAnalysis.section.funnelRange')}>
            {(['value', 'p10', 'p50', 'p90'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`costAnalysis.column.${key}`)}</dt>
                <dd>{shown(data?.[key])}</dd>
              </div>
            ))}
          </Facts>
        </div>
      </Grid>
    </Panel>
  );
}

/** 2–10 projects of the library side by side. */
function GroupSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const projects = useComparableProjects();
  const distinction = useDistinction();
  const [chosen, setChosen] = useState<string[]>([projectId]);
  const [compared, setCompared] = useState<string[]>([]);
  const { columns, rows } = useGroupComparison(compared);
  const toggle = (id: string, on: boolean) =>
    setChosen((list) => (on ? [...list, id] : list.filter((item) => item !== id)));
  const ready = chosen.length >= 2 && chosen.length <= 10;
  const heads = columns.data ?? [];
  const costPerM2 = rows.data?.find((row) => row.key === 'costPerM2');
  type Row = NonNullable<typeof rows.data>[number];
  const tableColumns: Column<Row>[] = [
    {
      header: t('costAnalysis.column.indicator'),
      cell: (row) => t(`costAnalysis.indicator.${row.key}`),
    },
    ...heads.map((head, index) => ({
      header: `${head.name}（${distinction(head)}）`,
      cell: (row: Row) => shown(row.values[index]),
      numeric: true,
    })),
  ];
  return (
    <Panel aria-labelledby="analysis-group">
      <h2 id="analysis-group">{t('costAnalysis.section.group')}</h2>
      <Choices>
        <legend>{t('costAnalysis.section.groupChoose')}</legend>
        {(projects.data?.data ?? []).map((project) => (
          <label key={project.id}>
            <input
              type="checkbox"
              checked={chosen.includes(project.id)}
              onChange={(event) => toggle(project.id, event.target.checked)}
            />
            {project.name} <Distinction>{distinction(project)}</Distinction>
          </label>
        ))}
      </Choices>
      <Toolbar>
        <Button variant="primary" isDisabled={!ready} onPress={() => setCompared(chosen)}>
          {t('costAnalysis.section.compare')}
        </Button>
      </Toolbar>
      {compared.length >= 2 ? (
        <>
          <BarChart
            title={t('costAnalysis.section.groupChart')}
            loading={rows.isPending}
            formatValue={twoPlaces}
            categories={heads.map((head) => `${head.name}（${distinction(head)}）`)}
            series={[
              {
                name: t('costAnalysis.indicator.costPerM2'),
                values: (costPerM2?.values ?? []).map((v) => (v === null ? null : Number(v))),
              },
            ]}
          />
          <AnalysisTable
            caption={t('costAnalysis.section.groupTable')}
            columns={tableColumns}
            rows={heads.length > 0 ? rows.data : []}
            rowKey={(row) => row.key}
            loading={rows.isPending || columns.isPending}
          />
        </>
      ) : null}
    </Panel>
  );
}

type RelativityRow = AnalysisRelativityUnit['rules'][number] & { unit: AnalysisRelativityUnit };

/** The ratio rules per unit, and the bills behind A or B. */
function RelativitySection({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const query = useRelativity(projectId);
  const [behind, setBehind] = useState<(BillsBehind & { label: string }) | null>(null);
  const bills = useRelativityBills(projectId, behind);
  const rows: RelativityRow[] = (query.data ?? []).flatMap((unit) =>
    unit.rules.map((rule) => ({ ...rule, unit })),
  );
  const show = (row: RelativityRow, side: 'a' | 'b') =>
    setBehind({
      unitId: row.unit.unitId,
      modelId: row.modelId,
      side,
      label: t('costAnalysis.section.billsOf', {
        unit: row.unit.name,
        model: t(`costAnalysis.model.${row.modelId}`),
        side: side.toUpperCase(),
      }),
    });
  const columns: Column<RelativityRow>[] = [
    {
      header: t('costAnalysis.column.unitWork'),
      cell: (row) => `${row.unit.code} ${row.unit.name}`,
    },
    {
      header: t('costAnalysis.column.rule'),
      cell: (row) => t(`costAnalysis.model.${row.modelId}`),
    },
    {
      header: t('costAnalysis.column.a'),
      cell: (row) => (
        <TextButton
          type="button"
          aria-label={`${t('costAnalysis.billsA')}：${t('costAnalysis.billsOfLabel', { model: t(`costAnalysis.model.${row.modelId}`), unit: row.unit.name })}`}
          onClick={() => show(row, 'a')}
        >
          {shown(row.a, 3)}
        </TextButton>
      ),
      numeric: true,
    },
    {
      header: t('costAnalysis.column.b'),
      cell: (row) => (
        <TextButton
          type="button"
          aria-label={`${t('costAnalysis.billsB')}：${t('costAnalysis.billsOfLabel', { model: t(`costAnalysis.model.${row.modelId}`), unit: row.unit.name })}`}
          onClick={() => show(row, 'b')}
        >
          {shown(row.b, 3)}
        </TextButton>
      ),
      numeric: true,
    },
    { header: t('costAnalysis.column.ratio'), cell: (row) => shown(row.ratio, 3), numeric: true },
    {
      header: t('costAnalysis.column.range'),
      cell: (row) => `${shown(row.min, 3)} – ${shown(row.max, 3)}`,
    },
    {
      header: t('costAnalysis.column.status'),
      cell: (row) => t(`costAnalysis.status.${row.status}`),
    },
  ];
  return (
    <Panel aria-labelledby="analysis-relativity">
      <h2 id="analysis-relativity">{t('costAnalysis.section.relativity')}</h2>
      <AnalysisTable
        caption={t('costAnalysis.section.relativity')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.unit.unitId}-${row.modelId}`}
        loading={query.isPending}
      />
      {behind ? (
        <AnalysisTable
          caption={behind.label}
          columns={[
            { header: t('costAnalysis.column.code'), cell: (row) => row.code },
            { header: t('costAnalysis.column.name'), cell: (row) => row.name },
            { header: t('costAnalysis.column.unit'), cell: (row) => row.unit },
            {
              header: t('costAnalysis.column.quantity'),
              cell: (row) => shown(row.quantity, 3),
              numeric: true,
            },
            {
              header: t('costAnalysis.column.amount'),
              cell: (row) => shown(row.amount),
              numeric: true,
            },
          ]}
          rows={bills.data}
          rowKey={(row) => row.id}
          loading={bills.isPending}
        />
      ) : null}
    </Panel>
  );
}

type ExpandRow = AnalysisExpandNode['indicators'][number] & { node: AnalysisExpandNode };

/** The expand indicators of the project and its units, and the required features. */
function ExpandSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const query = useExpand(projectId);
  const rows: ExpandRow[] = (query.data?.nodes ?? []).flatMap((node) =>
    node.indicators.map((indicator) => ({ ...indicator, node })),
  );
  return (
    <Panel aria-labelledby="analysis-expand">
      <h2 id="analysis-expand">{t('costAnalysis.section.expand')}</h2>
      <AnalysisTable
        caption={t('costAnalysis.section.expand')}
        columns={[
          {
            header: t('costAnalysis.column.name'),
            cell: (row) => `${t(`costAnalysis.level.${row.node.level}`)} ${row.node.name}`,
          },
          {
            header: t('costAnalysis.column.indicator'),
            cell: (row) => t(`costAnalysis.expandKey.${row.key}`),
          },
          {
            header: t('costAnalysis.column.basis'),
            cell: (row) => shown(row.basis),
            numeric: true,
          },
          {
            header: t('costAnalysis.column.value'),
            cell: (row) => shown(row.value, 3),
            numeric: true,
          },
          {
            header: t('costAnalysis.column.range'),
            cell: (row) =>
              row.min === null && row.max === null ? '—' : `${shown(row.min)} – ${shown(row.max)}`,
          },
          {
            header: t('costAnalysis.column.status'),
            cell: (row) => t(`costAnalysis.status.${row.status}`),
          },
        ]}
        rows={rows}
        rowKey={(row) => `${row.node.nodeId}-${row.key}`}
        loading={query.isPending}
      />
      <AnalysisTable
        caption={t('costAnalysis.section.features')}
        columns={[
          { header: t('costAnalysis.column.feature'), cell: (row) => row.name },
          {
            header: t('costAnalysis.column.filled'),
            cell: (row) => row.value ?? t('costAnalysis.notFilled'),
          },
        ]}
        rows={query.data?.features}
        rowKey={(row) => row.name}
        loading={query.isPending}
      />
    </Panel>
  );
}

/**
 * 数据中台 (/consult/detail/data-middle-ground?projectId=…): the project against the library —
 * the indicator funnel, a comparison with chosen projects, the relativity and expand analyses.
 */
export default function DataMiddleGroundPage() {
  const { t } = useTranslation();
  return (
    <ProjectAnalysisPage heading={t('costAnalysis.middle.heading')}>
      {(projectId) => (
        <>
          <FunnelSection projectId={projectId} />
          <GroupSection projectId={projectId} />
          <RelativitySection projectId={projectId} />
          <ExpandSection projectId={projectId} />
        </>
      )}
    </ProjectAnalysisPage>
  );
}
