import type { ContractIncome, ContractIncomeParams, IncomeSummary } from '@ccms/api-client';
import { BarChart } from '@ccms/charts';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { Input, Select } from '@ccms/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { TabLinks } from '../../shell/TabLinks';
import { Panel, PanelHeader } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { FilterBar } from '../admin/shared/FilterBar';
import { TotalsLine } from '../finance/financeShared';
import { formatYuan } from '../finance/money';
import { PROFITS_PAGE_SIZE, profitsKeys } from './profitsQueries';
import { DepartmentSelect, formatMargin } from './profitsShared';

/** business: summary by type; tabs: contracts of one type per tab; contracts: every contract. */
export type IncomeMode = 'business' | 'tabs' | 'contracts';

export const BUSINESS_TYPES = [
  'budget',
  'control',
  'settlement',
  'whole_process',
  'consulting',
] as const;
type BusinessType = (typeof BUSINESS_TYPES)[number];
const isType = (value: string | null): value is BusinessType =>
  (BUSINESS_TYPES as readonly string[]).includes(value ?? '');

interface IncomeFilter {
  year: string | null;
  departmentId: string | null;
  keyword: string;
}

function useContractIncome(params: ContractIncomeParams, pageNo: number, pageSize: number) {
  return useQuery({
    queryKey: [...profitsKeys.all, 'income', params, pageNo, pageSize],
    queryFn: () => api.profits.profitsContractIncome({ body: { pageNo, pageSize, params } }),
    placeholderData: keepPreviousData,
  });
}

type Figure = 'signed' | 'invoiced' | 'received' | 'outstanding' | 'receivable';

function figureColumns<Row extends Omit<IncomeSummary, 'count'>>(
  t: (key: string) => string,
): DataGridColumn<Row>[] {
  const amount = (key: Figure, titleKey: string): DataGridColumn<Row> => ({
    key,
    title: t(titleKey),
    width: 150,
    align: 'right',
    render: (row) => formatYuan(row[key]),
  });
  return [
    amount('signed', 'profits.income.signed'),
    amount('invoiced', 'profits.invoiced'),
    amount('received', 'profits.received'),
    amount('outstanding', 'profits.income.outstanding'),
    amount('receivable', 'profits.income.receivable'),
    {
      key: 'receivedRatio',
      title: t('profits.income.receivedRatio'),
      width: 100,
      align: 'right',
      render: (row) => formatMargin(row.receivedRatio),
    },
  ];
}

/** 业务收入, 业务收入（按业务类型）and 合同收入: signed, invoiced, received and outstanding, from the server. */
export function IncomeReport({ mode }: { mode: IncomeMode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [empty] = useState<IncomeFilter>(() => ({
    year: String(new Date().getFullYear()),
    departmentId: null,
    keyword: '',
  }));
  const [filter, setFilter] = useState<IncomeFilter>(empty);
  const [pageNo, setPageNo] = useState(1);
  const typeParam = search.get('type');
  const type: BusinessType | null =
    mode === 'tabs' ? (isType(typeParam) ? typeParam : BUSINESS_TYPES[0]) : null;
  const params: ContractIncomeParams = {
    ...(filter.year ? { year: Number(filter.year) } : {}),
    ...(filter.departmentId ? { departmentId: filter.departmentId } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(type ? { businessType: type } : {}),
  };
  // The summary page only needs the totals; one row keeps the answer small.
  const income = useContractIncome(params, pageNo, mode === 'business' ? 1 : PROFITS_PAGE_SIZE);
  const years = useMemo(() => {
    const now = new Date().getFullYear();
    return Array.from({ length: 6 }, (_, i) => String(now - i)).map((y) => ({
      value: y,
      label: y,
    }));
  }, []);
  const typeName = (value: string) => t(`profits.income.types.${value}`);

  const contractColumns = useMemo<DataGridColumn<ContractIncome>[]>(
    () => [
      { key: 'contractCode', title: t('profits.contractCode'), width: 130 },
      { key: 'contractName', title: t('profits.contractName'), width: 240 },
      { key: 'customerName', title: t('profits.income.customer'), width: 180 },
      {
        key: 'businessType',
        title: t('profits.income.businessType'),
        width: 130,
        render: (row) => t(`profits.income.types.${row.businessType}`),
      },
      {
        key: 'departmentName',
        title: t('profits.department'),
        width: 110,
        render: (row) => row.departmentName || t('profits.noDepartment'),
      },
      { key: 'signedDate', title: t('profits.income.signedDate'), width: 110 },
      ...figureColumns<ContractIncome>(t),
    ],
    [t],
  );
  type SummaryRow = IncomeSummary & { businessType: string };
  const summaryColumns = useMemo<DataGridColumn<SummaryRow>[]>(
    () => [
      {
        key: 'businessType',
        title: t('profits.income.businessType'),
        width: 160,
        render: (row) => t(`profits.income.types.${row.businessType}`),
      },
      { key: 'count', title: t('profits.income.contractCount'), width: 90, align: 'right' },
      ...figureColumns<SummaryRow>(t),
    ],
    [t],
  );
  const data = income.data;
  const heading = t(
    mode === 'business'
      ? 'profits.income.business'
      : mode === 'tabs'
        ? 'profits.income.businessTabs'
        : 'profits.income.contracts',
  );

  return (
    <AdminPage title={heading}>
      {mode === 'tabs' ? (
        <TabLinks aria-label={t('profits.income.tabsLabel')}>
          <ul>
            {BUSINESS_TYPES.map((key) => (
              <li key={key}>
                <Link
                  to={`/b/business-income-list-tabs?type=${key}`}
                  aria-current={key === type ? 'page' : undefined}
                  onClick={() => setPageNo(1)}
                >
                  {typeName(key)}
                </Link>
              </li>
            ))}
          </ul>
        </TabLinks>
      ) : null}
      <Panel aria-busy={income.isFetching}>
        <PanelHeader>
          <FilterBar<IncomeFilter>
            label={t('profits.search')}
            empty={empty}
            initial={filter}
            onSearch={(next) => {
              setFilter({ ...next, keyword: next.keyword.trim() });
              setPageNo(1);
            }}
          >
            {({ draft, change }) => (
              <>
                <Select
                  label={t('profits.income.year')}
                  width="short"
                  isClearable
                  placeholder={t('profits.income.allYears')}
                  options={years}
                  value={draft.year}
                  onChange={(value) => change('year')(value === null ? null : String(value))}
                />
                <DepartmentSelect value={draft.departmentId} onChange={change('departmentId')} />
                {mode !== 'business' ? (
                  <Input
                    label={t('profits.entries.keyword')}
                    width="middle"
                    value={draft.keyword}
                    onChange={change('keyword')}
                  />
                ) : null}
              </>
            )}
          </FilterBar>
          {data ? (
            <TotalsLine aria-live="polite">
              {t('profits.income.totals', {
                count: data.totals.count,
                signed: formatYuan(data.totals.signed),
                invoiced: formatYuan(data.totals.invoiced),
                received: formatYuan(data.totals.received),
                ratio: formatMargin(data.totals.receivedRatio),
              })}
            </TotalsLine>
          ) : null}
        </PanelHeader>
        {mode === 'business' ? (
          <>
            <BarChart
              title={t('profits.income.chart')}
              categories={(data?.byBusinessType ?? []).map((row) => typeName(row.businessType))}
              series={[
                {
                  name: t('profits.income.signed'),
                  values: (data?.byBusinessType ?? []).map((row) => Number(row.signed)),
                },
                {
                  name: t('profits.received'),
                  values: (data?.byBusinessType ?? []).map((row) => Number(row.received)),
                },
              ]}
              height={260}
            />
            <DataGrid<SummaryRow>
              aria-label={t('profits.income.summaryGrid')}
              columns={summaryColumns}
              rows={data?.byBusinessType ?? []}
              rowKey="businessType"
              loading={income.isFetching}
              emptyText={t('profits.empty')}
            />
          </>
        ) : (
          <DataGrid<ContractIncome>
            aria-label={t('profits.income.grid')}
            columns={contractColumns}
            rows={data?.data ?? []}
            rowKey="contractId"
            loading={income.isFetching}
            emptyText={t('profits.empty')}
            pagination="server"
            total={data?.total ?? 0}
            pageNo={pageNo}
            pageSize={PROFITS_PAGE_SIZE}
            onPageChange={setPageNo}
          />
        )}
      </Panel>
    </AdminPage>
  );
}
