import type { CapitalPositionRow } from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { Radio, RadioGroup } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { thisMonth } from '../financeShared';
import { useCapitalPosition } from '../financeQueries';
import { formatMoney, type MoneyUnit } from '../money';
import { PeriodBar, toPeriod, type PeriodFilter } from './PeriodBar';

type PositionRow = Pick<CapitalPositionRow, 'opening' | 'income' | 'pay' | 'closing'> & {
  key: string;
  account: string;
  bankName: string;
  isTotal: boolean;
};

const TOTAL_KEY = '\u0000total';

/**
 * 资金状况表 (/capital-position): per account, the opening balance, money in and out and the
 * closing balance of a period, with the totals row; amounts in 元 or 万元 (two decimals).
 */
export default function CapitalPositionPage() {
  const { t } = useTranslation();
  const [empty] = useState<PeriodFilter>(() => ({ accountId: null, period: thisMonth() }));
  const [filter, setFilter] = useState<PeriodFilter>(empty);
  const [unit, setUnit] = useState<MoneyUnit>('yuan');
  const period = useMemo(() => toPeriod(filter), [filter]);
  const report = useCapitalPosition(period);
  const unitName = unit === 'wan' ? t('finance.wan') : t('finance.yuan');

  const rows = useMemo<PositionRow[]>(() => {
    const data = report.data;
    if (!data) return [];
    const accounts = data.rows.map((row) => ({
      key: row.accountId,
      account: `${row.accountName} ${row.accountNo}`,
      bankName: row.bankName,
      opening: row.opening,
      income: row.income,
      pay: row.pay,
      closing: row.closing,
      isTotal: false,
    }));
    if (accounts.length === 0) return [];
    return [
      ...accounts,
      {
        key: TOTAL_KEY,
        account: t('finance.capital.total'),
        bankName: '',
        ...data.totals,
        isTotal: true,
      },
    ];
  }, [report.data, t]);

  const columns = useMemo<DataGridColumn<PositionRow>[]>(() => {
    const money = (key: 'opening' | 'income' | 'pay' | 'closing'): DataGridColumn<PositionRow> => ({
      key,
      title: `${t(`finance.capital.${key}`)}(${unitName})`,
      width: 170,
      align: 'right',
      exportValue: (row) => formatMoney(row[key], unit),
      render: (row) =>
        row.isTotal ? <strong>{formatMoney(row[key], unit)}</strong> : formatMoney(row[key], unit),
    });
    return [
      {
        key: 'account',
        title: t('finance.field.accountName'),
        width: 280,
        render: (row) => (row.isTotal ? <strong>{row.account}</strong> : row.account),
      },
      { key: 'bankName', title: t('finance.field.bankName'), width: 180 },
      money('opening'),
      money('income'),
      money('pay'),
      money('closing'),
    ];
  }, [t, unit, unitName]);

  return (
    <AdminPage title={t('finance.capital.heading')}>
      <Panel>
        <PanelHeader>
          <PeriodBar
            label={t('finance.capital.periodLabel')}
            empty={empty}
            initial={filter}
            onSearch={setFilter}
          />
          <RadioGroup
            label={t('finance.unit')}
            orientation="horizontal"
            value={unit}
            onChange={(value) => setUnit(value === 'wan' ? 'wan' : 'yuan')}
          >
            <Radio value="yuan">{t('finance.yuan')}</Radio>
            <Radio value="wan">{t('finance.wan')}</Radio>
          </RadioGroup>
        </PanelHeader>
        <PanelNote>{t('finance.capital.unitNote', { unit: unitName })}</PanelNote>
        <DataGrid<PositionRow>
          aria-label={t('finance.capital.grid')}
          columns={columns}
          rows={rows}
          rowKey="key"
          loading={report.isFetching}
          emptyText={t('finance.capital.empty')}
        />
      </Panel>
    </AdminPage>
  );
}
