import { Select, Spinner } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Facts, Panel, Toolbar } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { Table } from '../cost/quality/qualityStyles';
import { wan } from './bonusFormat';
import { useMyBonusSum } from './bonusQueries';
import { OwnerSelect, recentYears } from './MyBonusPage';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin-block: 0 ${({ theme }) => theme.spacing.sm};
`;

type Sums = { amount: string; released: string; heldBack: string; paid: string };
const FIGURES = ['amount', 'released', 'heldBack', 'paid'] as const;

function SumCells({ row }: { row: Sums }) {
  return (
    <>
      {FIGURES.map((key) => (
        <td key={key} data-align="right">
          {wan(row[key])}
        </td>
      ))}
    </>
  );
}

function SumHeads() {
  const { t } = useTranslation();
  return (
    <>
      {FIGURES.map((key) => (
        <th key={key} scope="col" data-align="right">
          {t(`bonus.sum.${key}`)}
        </th>
      ))}
    </>
  );
}

/**
 * 我的奖金汇总 (/my-bonus-thesum): the caller's (or an entrusting principal's) bonus of a year in
 * 万元 — the total, by month (of the calculation period's end) and by contract.
 */
export default function MyBonusSumPage() {
  const { t } = useTranslation();
  const years = recentYears();
  const [year, setYear] = useState<number>(years[0]!);
  const [forUserId, setForUserId] = useState<string | null>(null);
  const sum = useMyBonusSum(year, forUserId);
  const data = sum.data;

  return (
    <AdminPage title={t('bonus.sum.heading')}>
      <Toolbar>
        <Select
          label={t('bonus.my.year')}
          width="short"
          value={String(year)}
          onChange={(next) => setYear(Number(next))}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
        />
        <OwnerSelect year={year} value={forUserId} onChange={setForUserId} />
      </Toolbar>
      {!data ? (
        <Spinner size={24} />
      ) : (
        <>
          <Panel aria-label={t('bonus.sum.total', { year: data.year })}>
            <Heading>
              {t('bonus.sum.total', { year: data.year })} · {data.userName}
            </Heading>
            <Facts>
              {FIGURES.map((key) => (
                <div key={key}>
                  <dt>{t(`bonus.sum.${key}`)}</dt>
                  <dd>
                    {wan(data.total[key])} {t('bonus.unitWan')}
                  </dd>
                </div>
              ))}
            </Facts>
          </Panel>
          <Panel aria-label={t('bonus.sum.byMonth')}>
            <Heading>{t('bonus.sum.byMonth')}</Heading>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('bonus.sum.month')}</th>
                  <SumHeads />
                </tr>
              </thead>
              <tbody>
                {data.byMonth.map((row) => (
                  <tr key={row.month}>
                    <th scope="row">{t('bonus.sum.monthName', { month: row.month })}</th>
                    <SumCells row={row} />
                  </tr>
                ))}
              </tbody>
            </Table>
          </Panel>
          <Panel aria-label={t('bonus.sum.byContract')}>
            <Heading>{t('bonus.sum.byContract')}</Heading>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('bonus.sum.contract')}</th>
                  <SumHeads />
                </tr>
              </thead>
              <tbody>
                {data.byContract.map((row) => (
                  <tr key={row.contractId}>
                    <th scope="row">
                      {row.contractCode} {row.contractName}
                    </th>
                    <SumCells row={row} />
                  </tr>
                ))}
              </tbody>
            </Table>
          </Panel>
        </>
      )}
    </AdminPage>
  );
}
