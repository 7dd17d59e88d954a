import type { MyBonusRow } from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { Select, Tag } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Panel, Toolbar } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { percentOf, yuan } from './bonusFormat';
import { BONUS_PAGE_SIZE, useMyBonus, useMyBonusSum } from './bonusQueries';

const TraceText = styled.span`
  white-space: normal;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The last five years, newest first. */
export function recentYears(now: Date = new Date()): number[] {
  return Array.from({ length: 5 }, (_, i) => now.getFullYear() - i);
}

/** Whose bonus to show: the caller's own, or a principal's who entrusted it to them. */
export function OwnerSelect({
  year,
  value,
  onChange,
}: {
  year: number;
  value: string | null;
  onChange: (userId: string | null) => void;
}) {
  const { t } = useTranslation();
  const principals = useMyBonusSum(year, null).data?.principals ?? [];
  if (principals.length === 0) return null;
  return (
    <Select
      label={t('bonus.my.forUser')}
      width="middle"
      value={value ?? ''}
      onChange={(next) => onChange(next ? String(next) : null)}
      options={[
        { value: '', label: t('bonus.my.self') },
        ...principals.map((p) => ({
          value: p.userId,
          label: t('bonus.my.entrusted', { name: p.userName }),
        })),
      ]}
    />
  );
}

/**
 * 我的奖金 (/my-bonus): the caller's confirmed bonus parts — contract, period, role, amount,
 * released, held back, paid — each with where it comes from (receipts, rule, coefficient, shares).
 * The server answers only the caller's own (or an entrusting principal's).
 */
export default function MyBonusPage() {
  const { t } = useTranslation();
  const years = recentYears();
  const [year, setYear] = useState<number>(years[0]!);
  const [forUserId, setForUserId] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const page = useMyBonus({ year, ...(forUserId ? { forUserId } : {}) }, pageNo);

  const columns = useMemo<DataGridColumn<MyBonusRow>[]>(
    () => [
      {
        key: 'contract',
        title: t('bonus.calc.contract'),
        width: 240,
        render: (row) => `${row.contractCode} ${row.contractName}`,
      },
      {
        key: 'period',
        title: t('bonus.calc.period'),
        width: 190,
        render: (row) => `${row.periodFrom} ~ ${row.periodTo}`,
      },
      {
        key: 'role',
        title: t('bonus.calc.roleStage'),
        width: 150,
        render: (row) =>
          `${row.stage ? `${t(`bonus.stage.${row.stage}`)} · ` : ''}${t(`bonus.role.${row.role}`)}`,
      },
      {
        key: 'amount',
        title: t('bonus.calc.allocation'),
        width: 120,
        align: 'right',
        render: (row) => yuan(row.amount),
      },
      {
        key: 'released',
        title: t('bonus.calc.released'),
        width: 120,
        align: 'right',
        render: (row) => yuan(row.released),
      },
      {
        key: 'heldBack',
        title: t('bonus.calc.heldBack'),
        width: 120,
        align: 'right',
        render: (row) => yuan(row.heldBack),
      },
      {
        key: 'paid',
        title: t('bonus.calc.paid'),
        width: 120,
        align: 'right',
        render: (row) => yuan(row.paid),
      },
      {
        key: 'status',
        title: t('bonus.calc.status'),
        width: 90,
        render: (row) => <Tag status="success">{t(`bonus.status.${row.status}`)}</Tag>,
      },
      {
        key: 'trace',
        title: t('bonus.my.trace'),
        width: 420,
        render: (row) => (
          <TraceText>
            {t('bonus.my.traceLine', {
              receipts: row.trace.receiptIds.length,
              pool: yuan(row.trace.pool),
              coefficient: row.trace.coefficient,
              stage: row.trace.stage ? `${t(`bonus.stage.${row.trace.stage}`)} ` : '',
              role: t(`bonus.role.${row.role}`),
              roleShare: percentOf(row.trace.roleShare),
              weightShare: percentOf(row.trace.weightShare),
            })}
          </TraceText>
        ),
      },
    ],
    [t],
  );

  return (
    <AdminPage title={t('bonus.my.heading')}>
      <Toolbar>
        <Select
          label={t('bonus.my.year')}
          width="short"
          value={String(year)}
          onChange={(next) => {
            setYear(Number(next));
            setPageNo(1);
          }}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
        />
        <OwnerSelect
          year={year}
          value={forUserId}
          onChange={(next) => {
            setForUserId(next);
            setPageNo(1);
          }}
        />
      </Toolbar>
      <Panel>
        <DataGrid<MyBonusRow>
          aria-label={t('bonus.my.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('bonus.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={BONUS_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
    </AdminPage>
  );
}
