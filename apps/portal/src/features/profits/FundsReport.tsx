import type { DepartmentFunds, DepartmentFundsFigures } from '@ccms/api-client';
import { BarChart } from '@ccms/charts';
import {
  DataGrid,
  GridExportMenu,
  rowActionsRenderer,
  type DataGridColumn,
  type GridView,
} from '@ccms/data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Panel, PanelHeader, PanelNote } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { formatMoney, type MoneyUnit } from '../finance/money';
import { useDepartmentFunds } from './profitsQueries';
import { MonthRangeBar, thisYear, toPeriod, UnitSwitch, type MonthFilter } from './profitsShared';

/** funds: 部门资金; cost: 部门成本; monthly: 月度成本 (month × subject). */
export type FundsMode = 'funds' | 'cost' | 'monthly';

interface FiguresRow extends DepartmentFundsFigures {
  key: string;
  label: string;
  departmentId: string;
  isTotal: boolean;
}

const TOTAL_KEY = '\u0000total';
const ENTRIES_PATH = '/cost-management1/list';

function columnsOf(
  mode: FundsMode,
  subjects: readonly string[],
  t: (key: string, options?: Record<string, unknown>) => string,
  unit: MoneyUnit,
  labelTitle: string,
): DataGridColumn<FiguresRow>[] {
  const show = (row: FiguresRow, text: string) => (row.isTotal ? <strong>{text}</strong> : text);
  const amount = (
    key: 'received' | 'invoiced' | 'cost' | 'direct' | 'indirect' | 'balance',
    titleKey = `profits.${key}`,
  ): DataGridColumn<FiguresRow> => ({
    key,
    title: t(titleKey),
    width: 140,
    align: 'right',
    exportValue: (row) => formatMoney(row[key], unit),
    render: (row) => show(row, formatMoney(row[key], unit)),
  });
  const label: DataGridColumn<FiguresRow> = {
    key: 'label',
    title: labelTitle,
    width: 140,
    render: (row) => show(row, row.label),
  };
  const bySubject = subjects.map((subject, index): DataGridColumn<FiguresRow> => ({
    key: `subject-${index}`,
    title: subject,
    width: 120,
    align: 'right',
    exportValue: (row) => formatMoney(row.bySubject[index], unit),
    render: (row) => show(row, formatMoney(row.bySubject[index], unit)),
  }));
  if (mode === 'funds')
    return [label, amount('received'), amount('invoiced'), amount('cost'), amount('balance')];
  if (mode === 'cost')
    return [
      label,
      ...bySubject,
      amount('direct', 'profits.entries.categories.direct'),
      amount('indirect', 'profits.entries.categories.indirect'),
      amount('cost'),
    ];
  return [label, ...bySubject, amount('cost')];
}

/**
 * The departmental reports: per department (部门资金, 部门成本, with a drill into its months and, for
 * costs, into the entries) or per month (月度成本, exportable to Excel). Figures from the server.
 */
export function FundsReport({ mode }: { mode: FundsMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [empty] = useState<MonthFilter>(() => thisYear());
  const [filter, setFilter] = useState<MonthFilter>(empty);
  const [unit, setUnit] = useState<MoneyUnit>('yuan');
  const [drill, setDrill] = useState<string | null>(null);
  const report = useDepartmentFunds(toPeriod(filter), mode === 'funds');
  const data: DepartmentFunds | undefined = report.data;
  const departmentLabel = useCallback(
    (row: { departmentName: string }) => row.departmentName || t('profits.noDepartment'),
    [t],
  );
  const heading = t(
    mode === 'funds'
      ? 'profits.funds.heading'
      : mode === 'cost'
        ? 'profits.departmentCost.heading'
        : 'profits.monthly.heading',
  );

  const rows = useMemo<FiguresRow[]>(() => {
    if (!data) return [];
    const body: FiguresRow[] =
      mode === 'monthly'
        ? data.months.map((month, index) => ({
            ...data.monthTotals[index]!,
            key: month,
            label: month,
            departmentId: '',
            isTotal: false,
          }))
        : data.departments.map((department) => ({
            ...department.total,
            key: department.departmentId || '\u0000none',
            label: departmentLabel(department),
            departmentId: department.departmentId,
            isTotal: false,
          }));
    if (body.length === 0) return [];
    return [
      ...body,
      { ...data.total, key: TOTAL_KEY, label: t('profits.total'), departmentId: '', isTotal: true },
    ];
  }, [data, departmentLabel, mode, t]);

  const drilled = data?.departments.find((d) => d.departmentId === drill && drill !== null);
  const monthRows = useMemo<FiguresRow[]>(() => {
    if (!drilled || !data) return [];
    return [
      ...data.months.map((month, index) => ({
        ...drilled.months[index]!,
        key: month,
        label: month,
        departmentId: drilled.departmentId,
        isTotal: false,
      })),
      {
        ...drilled.total,
        key: TOTAL_KEY,
        label: t('profits.total'),
        departmentId: drilled.departmentId,
        isTotal: true,
      },
    ];
  }, [data, drilled, t]);

  const subjects = useMemo(() => data?.subjects ?? [], [data]);
  const columns = useMemo(() => {
    const list = columnsOf(
      mode,
      subjects,
      t,
      unit,
      mode === 'monthly' ? t('profits.month') : t('profits.department'),
    );
    if (mode === 'monthly') return list;
    return [
      ...list,
      {
        key: 'actions',
        title: t('profits.actions'),
        width: 170,
        pinned: 'right' as const,
        exportValue: () => '',
        render: rowActionsRenderer<FiguresRow>([
          {
            id: 'months',
            label: t(mode === 'funds' ? 'profits.funds.drill' : 'profits.departmentCost.drill'),
            isVisible: (row) => !row.isTotal,
            onPress: (row) => setDrill(row.departmentId),
          },
          {
            id: 'entries',
            label: t('profits.departmentCost.entries'),
            isVisible: (row) => !row.isTotal && mode === 'cost' && row.departmentId !== '',
            onPress: (row) => {
              void navigate(`${ENTRIES_PATH}?departmentId=${encodeURIComponent(row.departmentId)}`);
            },
          },
        ]),
      },
    ];
  }, [mode, navigate, subjects, t, unit]);
  const monthColumns = useMemo(
    () => columnsOf(mode === 'monthly' ? 'cost' : mode, subjects, t, unit, t('profits.month')),
    [mode, subjects, t, unit],
  );

  const getView = useCallback(
    (): GridView<FiguresRow> => ({
      columns: columns.map((column) => ({
        key: String(column.key),
        title: String(column.title),
        value: (row: FiguresRow) =>
          column.exportValue ? column.exportValue(row) : column.key === 'label' ? row.label : '',
        width: column.width,
      })),
      rows,
    }),
    [columns, rows],
  );

  const unitName = unit === 'wan' ? t('profits.wan') : t('profits.yuan');
  const grid =
    mode === 'funds'
      ? t('profits.funds.grid')
      : mode === 'cost'
        ? t('profits.departmentCost.grid')
        : t('profits.monthly.grid');
  const chartRows = data?.departments ?? [];

  return (
    <AdminPage
      title={heading}
      actions={
        mode === 'monthly' ? (
          <GridExportMenu<FiguresRow>
            getView={getView}
            fileName={t('profits.monthly.exportName')}
          />
        ) : null
      }
    >
      <Panel aria-busy={report.isFetching}>
        <PanelHeader>
          <MonthRangeBar
            empty={empty}
            initial={filter}
            onSearch={(next) => {
              setFilter(next);
              setDrill(null);
            }}
          />
          <UnitSwitch unit={unit} onChange={setUnit} />
        </PanelHeader>
        <PanelNote>
          {t('profits.unitNote', { unit: unitName })}
          {mode === 'funds' ? ` ${t('profits.funds.note')}` : ''}
        </PanelNote>
        {mode === 'funds' && chartRows.length > 0 ? (
          <BarChart
            title={t('profits.funds.chart')}
            categories={chartRows.map(departmentLabel)}
            series={[
              {
                name: t('profits.received'),
                values: chartRows.map((d) => Number(d.total.received)),
              },
              { name: t('profits.cost'), values: chartRows.map((d) => Number(d.total.cost)) },
            ]}
            height={240}
          />
        ) : null}
        <DataGrid<FiguresRow>
          aria-label={grid}
          columns={columns}
          rows={rows}
          rowKey="key"
          loading={report.isFetching}
          emptyText={t('profits.empty')}
        />
      </Panel>
      {drilled ? (
        <Panel>
          <DataGrid<FiguresRow>
            aria-label={t(
              mode === 'funds' ? 'profits.funds.monthGrid' : 'profits.departmentCost.monthGrid',
              { department: departmentLabel(drilled) },
            )}
            columns={monthColumns}
            rows={monthRows}
            rowKey="key"
            emptyText={t('profits.empty')}
          />
        </Panel>
      ) : null}
    </AdminPage>
  );
}
