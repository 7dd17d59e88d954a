import { Button, Input, Spinner } from '@ccms/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, Toolbar } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { Table } from '../cost/quality/qualityStyles';
import { useKeyCustomers } from './salesQueries';
import { Stats, TableScroll, wan } from './salesShared';

/**
 * 重点客户 (/key-customers): the customers flagged key with their contracts, amount, received,
 * outstanding, the last visit of a work plan and the open opportunities; largest amount first.
 */
export default function KeyCustomersPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const customers = useKeyCustomers(keyword);
  const data = customers.data;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
  };

  return (
    <AdminPage title={t('sales.key.heading')}>
      <form role="search" aria-label={t('sales.key.search')} onSubmit={search}>
        <Toolbar>
          <Input label={t('sales.key.search')} value={typed} onChange={setTyped} />
          <Button type="submit">{t('sales.opportunity.search')}</Button>
        </Toolbar>
      </form>
      {!data ? (
        <Spinner size={24} label={t('sales.loading')} />
      ) : (
        <>
          <Panel aria-label={t('sales.key.customers')}>
            <Stats>
              <div>
                <dt>{t('sales.key.customers')}</dt>
                <dd>{data.total.customers}</dd>
              </div>
              <div>
                <dt>{t('sales.key.amount')}</dt>
                <dd>{wan(data.total.amount)}</dd>
              </div>
              <div>
                <dt>{t('sales.key.received')}</dt>
                <dd>{wan(data.total.received)}</dd>
              </div>
              <div>
                <dt>{t('sales.key.outstanding')}</dt>
                <dd>{wan(data.total.outstanding)}</dd>
              </div>
              <div>
                <dt>{t('sales.key.openAmount')}</dt>
                <dd>{wan(data.total.openAmount)}</dd>
              </div>
            </Stats>
          </Panel>
          <Panel>
            <TableScroll>
              <Table>
                <caption>{t('sales.key.table')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('sales.key.name')}</th>
                    <th scope="col">{t('sales.key.kind')}</th>
                    <th scope="col">{t('sales.key.region')}</th>
                    <th scope="col">{t('sales.key.contact')}</th>
                    <th scope="col" data-align="right">
                      {t('sales.key.contracts')}
                    </th>
                    <th scope="col" data-align="right">
                      {t('sales.key.amount')}
                    </th>
                    <th scope="col" data-align="right">
                      {t('sales.key.received')}
                    </th>
                    <th scope="col" data-align="right">
                      {t('sales.key.outstanding')}
                    </th>
                    <th scope="col">{t('sales.key.lastVisit')}</th>
                    <th scope="col" data-align="right">
                      {t('sales.key.opportunities')}
                    </th>
                    <th scope="col" data-align="right">
                      {t('sales.key.openAmount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.length === 0 ? (
                    <tr>
                      <td colSpan={11}>{t('sales.empty')}</td>
                    </tr>
                  ) : (
                    data.rows.map((row) => (
                      <tr key={row.customerId}>
                        <th scope="row">{row.name}</th>
                        <td>{t(`sales.customerKind.${row.kind}`)}</td>
                        <td>{row.region ?? ''}</td>
                        <td>{row.contact ?? ''}</td>
                        <td data-align="right">{row.contracts}</td>
                        <td data-align="right">{wan(row.amount)}</td>
                        <td data-align="right">{wan(row.received)}</td>
                        <td data-align="right">{wan(row.outstanding)}</td>
                        <td>{row.lastVisit ?? t('sales.key.never')}</td>
                        <td data-align="right">{row.openOpportunities}</td>
                        <td data-align="right">{wan(row.openAmount)}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </Table>
            </TableScroll>
          </Panel>
        </>
      )}
    </AdminPage>
  );
}
