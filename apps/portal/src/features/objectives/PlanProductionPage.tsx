import type {
  ObjectiveMeasure,
  ObjectiveMeasureFigures,
  ObjectiveProduction,
  ObjectiveProductionRow,
  ObjectiveProgressRow,
} from '@ccms/api-client';
import { BarChart, LineChart, StatCard } from '@ccms/charts';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { Button, Select } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Panel, PanelHeader, PanelNote } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { useCan } from '../admin/shared/useCan';
import { TotalsLine } from '../finance/financeShared';
import { formatYuan } from '../finance/money';
import { DepartmentSelect } from '../profits/profitsShared';
import {
  Light,
  MeasureSwitch,
  Problems,
  Scroll,
  Sheet,
  YearSelect,
  formatPercent,
} from './objectivesShared';
import { useObjectiveProduction, useProgressList, useSaveProgress } from './objectivesQueries';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.sm} 0;
`;

const figuresOf = (row: ObjectiveProductionRow, measure: ObjectiveMeasure) =>
  row.measures.find((m) => m.measure === measure)!;

/** Running sums of decimal strings (for the cumulative chart; numbers only for drawing). */
const cumulative = (values: readonly string[]) => {
  let sum = 0;
  return values.map((value) => (sum += Number(value)));
};

interface Row extends ObjectiveMeasureFigures {
  departmentId: string;
  departmentName: string;
  depth: number;
  hasChildren: boolean;
}

function DepartmentGrid({
  data,
  measure,
}: {
  data: ObjectiveProduction;
  measure: ObjectiveMeasure;
}) {
  const { t } = useTranslation();
  const rows = useMemo<Row[]>(
    () =>
      [...data.departments, data.company].map((row) => ({
        ...figuresOf(row, measure),
        departmentId: row.departmentId || '__company',
        departmentName:
          row === data.company
            ? t('objectives.company')
            : row.departmentName || t('objectives.noDepartment'),
        depth: row.depth,
        hasChildren: row !== data.company && row.hasChildren,
      })),
    [data, measure, t],
  );
  const columns = useMemo<DataGridColumn<Row>[]>(() => {
    const money = (
      key: 'targetTotal' | 'targetToDate' | 'actualToDate' | 'lastYearToDate',
      title: string,
    ): DataGridColumn<Row> => ({
      key,
      title,
      width: 150,
      align: 'right',
      render: (row) =>
        key === 'targetTotal' && row.targetSource === 'children' && row.departmentId !== '__company'
          ? `${formatYuan(row[key])}${t('objectives.production.fromChildren')}`
          : formatYuan(row[key]),
    });
    const rate = (
      key: 'completion' | 'annualCompletion' | 'yoy',
      title: string,
    ): DataGridColumn<Row> => ({
      key,
      title,
      width: 110,
      align: 'right',
      render: (row) => formatPercent(row[key]),
    });
    return [
      {
        key: 'departmentName',
        title: t('objectives.department'),
        width: 160,
        render: (row) =>
          `${'\u3000'.repeat(row.depth)}${row.departmentName}${
            row.hasChildren ? t('objectives.production.withChildren') : ''
          }`,
      },
      money('targetTotal', t('objectives.production.targetTotal')),
      money('targetToDate', t('objectives.production.targetToDate')),
      money('actualToDate', t('objectives.production.actualToDate')),
      rate('completion', t('objectives.production.completion')),
      rate('annualCompletion', t('objectives.production.annualCompletion')),
      money('lastYearToDate', t('objectives.production.lastYear')),
      rate('yoy', t('objectives.production.yoy')),
      {
        key: 'light',
        title: t('objectives.production.light'),
        width: 120,
        render: (row) => <Light light={row.light} />,
      },
    ];
  }, [t]);
  return (
    <DataGrid<Row>
      aria-label={t('objectives.production.grid', {
        measure: t(`objectives.measures.${measure}`),
      })}
      columns={columns}
      rows={rows}
      rowKey="departmentId"
      emptyText={t('objectives.empty')}
    />
  );
}

function MonthTable({
  figures,
  measureName,
}: {
  figures: ObjectiveMeasureFigures;
  measureName: string;
}) {
  const { t } = useTranslation();
  return (
    <Scroll>
      <Sheet aria-label={t('objectives.production.monthsGrid', { measure: measureName })}>
        <thead>
          <tr>
            <th scope="col">{t('objectives.production.month')}</th>
            <th scope="col">{t('objectives.production.target')}</th>
            <th scope="col">{t('objectives.production.actual')}</th>
            <th scope="col">{t('objectives.production.lastYear')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.target.map((target, index) => (
            <tr key={index}>
              <th scope="row">{t('objectives.plan.monthLabel', { month: index + 1 })}</th>
              <td className="number">{formatYuan(target)}</td>
              <td className="number">{formatYuan(figures.actual[index])}</td>
              <td className="number">{formatYuan(figures.lastYear[index])}</td>
            </tr>
          ))}
        </tbody>
      </Sheet>
    </Scroll>
  );
}

function Report({ data, measure }: { data: ObjectiveProduction; measure: ObjectiveMeasure }) {
  const { t } = useTranslation();
  const measureName = t(`objectives.measures.${measure}`);
  const company = figuresOf(data.company, measure);
  const months = data.months.map((m) =>
    t('objectives.plan.monthLabel', { month: Number(m.slice(5)) }),
  );
  return (
    <>
      <PanelNote>{t('objectives.production.note', { month: data.currentMonth })}</PanelNote>
      <PanelNote>{t('objectives.plan.rollupRules')}</PanelNote>
      <Cards>
        <StatCard
          label={t('objectives.production.targetToDate')}
          value={company.targetToDate}
          unit="yuan"
        />
        <StatCard
          label={t('objectives.production.actualToDate')}
          value={company.actualToDate}
          unit="yuan"
          previousValue={company.lastYearToDate}
          comparisonLabel={t('objectives.production.yoy')}
        />
        <StatCard
          label={t('objectives.production.completion')}
          value={company.completion}
          unit="percent"
        />
        <StatCard
          label={t('objectives.production.annualCompletion')}
          value={company.annualCompletion}
          unit="percent"
        />
      </Cards>
      <TotalsLine aria-live="polite">
        {t('objectives.company')}：{t('objectives.production.light')}{' '}
        <Light light={company.light} />
      </TotalsLine>
      <BarChart
        title={t('objectives.production.barChart', { measure: measureName })}
        categories={months}
        series={[
          { name: t('objectives.production.target'), values: company.target.map(Number) },
          { name: t('objectives.production.actual'), values: company.actual.map(Number) },
        ]}
        height={260}
      />
      <LineChart
        title={t('objectives.production.lineChart', { measure: measureName })}
        categories={months}
        series={[
          { name: t('objectives.production.cumulativeTarget'), values: cumulative(company.target) },
          {
            name: t('objectives.production.cumulativeActual'),
            values: cumulative(company.actual).map((v, i) => (i < data.currentMonth ? v : null)),
          },
          {
            name: t('objectives.production.cumulativeLastYear'),
            values: cumulative(company.lastYear),
          },
        ]}
        height={260}
      />
      <DepartmentGrid data={data} measure={measure} />
      <MonthTable figures={company} measureName={measureName} />
    </>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
function lastMonth(today = new Date()) {
  const y = today.getMonth() === 0 ? today.getFullYear() - 1 : today.getFullYear();
  const m = today.getMonth() === 0 ? 12 : today.getMonth();
  return `${y}-${pad(m)}`;
}
function monthChoices(today = new Date()) {
  const out: { value: string; label: string }[] = [];
  for (let y = today.getFullYear(); y >= today.getFullYear() - 2; y--)
    for (let m = 12; m >= 1; m--) out.push({ value: `${y}-${pad(m)}`, label: `${y}-${pad(m)}` });
  return out;
}
const PROGRESS = /^\d{1,3}(\.\d{1,2})?$/;
const validProgress = (value: string) => PROGRESS.test(value.trim()) && Number(value) <= 100;

function ProgressSection({ departmentId }: { departmentId: string | null }) {
  const { t } = useTranslation();
  const canEdit = useCan('objectives:edit');
  const [month, setMonth] = useState(() => lastMonth());
  const list = useProgressList(month, departmentId);
  const save = useSaveProgress();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const rows = list.data?.rows ?? [];
  const changed = rows.filter(
    (row) => typed[row.contractId] !== undefined && typed[row.contractId] !== (row.progress ?? ''),
  );
  const invalid = changed.some((row) => !validProgress(typed[row.contractId]!));
  const submit = async () => {
    if (invalid || changed.length === 0) return;
    try {
      await save.mutateAsync({
        month,
        items: changed.map((row) => ({
          contractId: row.contractId,
          progress: typed[row.contractId]!.trim(),
        })),
      });
      setTyped({});
    } catch {
      // The request layer has told why; what was typed stays.
    }
  };
  return (
    <>
      <h2>{t('objectives.progress.heading')}</h2>
      <PanelNote>{t('objectives.progress.note')}</PanelNote>
      <PanelHeader>
        <Select
          label={t('objectives.progress.month')}
          width="short"
          options={monthChoices()}
          value={month}
          onChange={(value) => {
            if (value !== null) {
              setMonth(String(value));
              setTyped({});
            }
          }}
        />
      </PanelHeader>
      <TotalsLine aria-live="polite">
        {t('objectives.progress.total', { total: formatYuan(list.data?.total ?? '0') })}
      </TotalsLine>
      <Scroll aria-busy={list.isFetching}>
        <Sheet aria-label={t('objectives.progress.grid')}>
          <thead>
            <tr>
              <th scope="col">{t('objectives.progress.contractCode')}</th>
              <th scope="col">{t('objectives.progress.contractName')}</th>
              <th scope="col">{t('objectives.department')}</th>
              <th scope="col">{t('objectives.progress.amount')}</th>
              <th scope="col">{t('objectives.progress.previous')}</th>
              <th scope="col">{t('objectives.progress.progress')}</th>
              <th scope="col">{t('objectives.progress.value')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={7}>{t('objectives.empty')}</td>
              </tr>
            ) : (
              rows.map((row: ObjectiveProgressRow) => {
                const value = typed[row.contractId] ?? row.progress ?? '';
                return (
                  <tr key={row.contractId}>
                    <th scope="row">{row.contractCode}</th>
                    <td>{row.contractName}</td>
                    <td>{row.departmentName || t('objectives.noDepartment')}</td>
                    <td className="number">{formatYuan(row.amount)}</td>
                    <td className="number">{row.previous}</td>
                    <td className="number">
                      {canEdit ? (
                        <input
                          aria-label={t('objectives.progress.progressOf', {
                            code: row.contractCode,
                          })}
                          inputMode="decimal"
                          value={value}
                          aria-invalid={value.trim() !== '' && !validProgress(value)}
                          onChange={(event) =>
                            setTyped((all) => ({ ...all, [row.contractId]: event.target.value }))
                          }
                        />
                      ) : (
                        (row.progress ?? '')
                      )}
                    </td>
                    <td className="number">{formatYuan(row.value)}</td>
                  </tr>
                );
              })
            )}
          </tbody>
        </Sheet>
      </Scroll>
      {invalid ? (
        <Problems aria-live="polite">
          <li>{t('objectives.progress.invalid')}</li>
        </Problems>
      ) : null}
      {canEdit ? (
        <Button
          variant="primary"
          isDisabled={invalid || changed.length === 0}
          isPending={save.isPending}
          onPress={() => void submit()}
        >
          {t('objectives.progress.save')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * 目标完成 (/b/business-objectives/plan-production): per department and measure the targets against
 * the actuals by month and to date, completion, 同比 and a traffic light, with charts; and 产值申报,
 * the contracts' cumulative progress from which the production value is computed.
 */
export default function PlanProductionPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [measure, setMeasure] = useState<ObjectiveMeasure>('contract');
  const report = useObjectiveProduction({ year, ...(departmentId ? { departmentId } : {}) });
  return (
    <AdminPage title={t('objectives.production.heading')}>
      <Panel aria-busy={report.isFetching}>
        <PanelHeader>
          <YearSelect year={year} onChange={setYear} />
          <DepartmentSelect value={departmentId} onChange={setDepartmentId} />
          <MeasureSwitch
            label={t('objectives.production.measure')}
            measure={measure}
            onChange={setMeasure}
          />
        </PanelHeader>
        <PanelNote>
          {t('objectives.unitNote')} ·{' '}
          {t('objectives.plan.status', {
            status: t(`objectives.statuses.${report.data?.status ?? 'none'}`),
          })}
        </PanelNote>
        {report.data ? <Report data={report.data} measure={measure} /> : null}
        <ProgressSection departmentId={departmentId} />
      </Panel>
    </AdminPage>
  );
}
