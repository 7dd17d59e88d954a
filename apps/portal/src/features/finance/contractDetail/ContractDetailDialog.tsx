import type { PaymentCycle } from '@ccms/api-client';
import { Button, Dialog, Tag } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { useCan } from '../../admin/shared/useCan';
import { financeKeys } from '../financeQueries';
import { formatYuan } from '../money';
import {
  PAYMENT_CYCLE_EDIT_PERMISSION,
  PaymentCycleEditor,
  paymentCyclesKey,
} from './PaymentCycleEditor';

// A contract at a glance, opened from the pages that name one (请价 …): its figures, the 请价 it was
// made from (the other direction of 请价 → 合同) and its payment cycles with what has been received;
// with the contract edit permission, 编辑收费节点 replaces the dialog with the cycle editor.

const CYCLE_TAGS = {
  paid: 'success',
  partial: 'warning',
  overdue: 'danger',
  due: 'warning',
  pending: 'info',
} as const satisfies Record<PaymentCycle['status'], string>;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;
const CyclesHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;
const Cycles = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-variant-numeric: tabular-nums;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border.base};
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    text-align: left;
  }
  td.number {
    text-align: right;
  }
`;

export function useContractDetail(id: string) {
  return useQuery({
    queryKey: [...financeKeys.contracts, 'detail', id],
    queryFn: () => api.finance.contractGet({ params: { id } }),
  });
}

export function usePaymentCycles(id: string) {
  return useQuery({
    queryKey: paymentCyclesKey(id),
    queryFn: () => api.financeExtra.financePaymentCycleList({ params: { id } }),
  });
}

const percentOf = (fraction: string) => `${(Number(fraction) * 100).toFixed(2)}%`;

export function ContractDetailDialog({
  contractId,
  code,
  onClose,
}: {
  contractId: string;
  code: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useContractDetail(contractId);
  const cycles = usePaymentCycles(contractId);
  const canEdit = useCan(PAYMENT_CYCLE_EDIT_PERMISSION);
  const [editing, setEditing] = useState(false);
  const contract = detail.data;
  const price = contract?.priceRequest ?? null;
  if (editing && cycles.data)
    return <PaymentCycleEditor list={cycles.data} onClose={() => setEditing(false)} />;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('finance.contractDetail.title', { code })}
      width="large"
      footer={(close) => <Button onPress={close}>{t('finance.contractDetail.close')}</Button>}
    >
      {detail.isLoading ? <p>{t('finance.contractDetail.loading')}</p> : null}
      {contract ? (
        <>
          <p>{contract.name}</p>
          <Facts>
            <dt>{t('finance.contractDetail.customer')}</dt>
            <dd>{contract.customerName ?? '—'}</dd>
            <dt>{t('finance.contractDetail.signedDate')}</dt>
            <dd>{contract.signedDate}</dd>
            <dt>{t('finance.contractDetail.amount')}</dt>
            <dd>{formatYuan(contract.amount)}</dd>
            <dt>{t('finance.contractDetail.received')}</dt>
            <dd>{formatYuan(contract.receivedTotal)}</dd>
            <dt>{t('finance.contractDetail.outstanding')}</dt>
            <dd>{formatYuan(contract.outstanding)}</dd>
          </Facts>
          <section aria-label={t('finance.contractDetail.price')}>
            <h3>{t('finance.contractDetail.price')}</h3>
            {price ? (
              <>
                <p>
                  {t('finance.contractDetail.priceLine', {
                    code: price.code,
                    project: price.projectName,
                    guidance: formatYuan(price.guidanceFee),
                    proposed: formatYuan(price.proposedFee),
                    rate: percentOf(price.discountRate),
                  })}
                </p>
                {price.approvedAt ? (
                  <p>
                    {t('finance.contractDetail.priceApproved', {
                      who: price.approvedByName ?? '—',
                      when: price.approvedAt,
                    })}
                  </p>
                ) : null}
              </>
            ) : (
              <p>{t('finance.contractDetail.noPrice')}</p>
            )}
          </section>
        </>
      ) : null}
      <section aria-label={t('finance.contractDetail.cycles')}>
        <CyclesHeading>
          <h3>{t('finance.contractDetail.cycles')}</h3>
          {canEdit && cycles.data ? (
            <Button size="small" onPress={() => setEditing(true)}>
              {t('finance.contractDetail.editCycles')}
            </Button>
          ) : null}
        </CyclesHeading>
        {cycles.data && cycles.data.cycles.length === 0 ? (
          <p>{t('finance.contractDetail.noCycles')}</p>
        ) : null}
        {cycles.data && cycles.data.cycles.length > 0 ? (
          <>
            <p>{t('finance.contractDetail.cyclesNote')}</p>
            <Cycles aria-label={t('finance.contractDetail.cycles')}>
              <thead>
                <tr>
                  <th scope="col">{t('finance.contractDetail.cycleName')}</th>
                  <th scope="col">{t('finance.contractDetail.cycleRatio')}</th>
                  <th scope="col">{t('finance.contractDetail.cycleAmount')}</th>
                  <th scope="col">{t('finance.contractDetail.cycleDue')}</th>
                  <th scope="col">{t('finance.contractDetail.cycleReceived')}</th>
                  <th scope="col">{t('finance.contractDetail.cycleOutstanding')}</th>
                  <th scope="col">{t('finance.contractDetail.cycleStatus')}</th>
                </tr>
              </thead>
              <tbody>
                {cycles.data.cycles.map((cycle) => (
                  <tr key={cycle.id}>
                    <td>{cycle.name}</td>
                    <td className="number">{percentOf(cycle.ratio)}</td>
                    <td className="number">{formatYuan(cycle.amount)}</td>
                    <td>{cycle.dueDate ?? '—'}</td>
                    <td className="number">{formatYuan(cycle.received)}</td>
                    <td className="number">{formatYuan(cycle.outstanding)}</td>
                    <td>
                      <Tag status={CYCLE_TAGS[cycle.status]}>
                        {t(`finance.contractDetail.statuses.${cycle.status}`)}
                      </Tag>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Cycles>
          </>
        ) : null}
      </section>
    </Dialog>
  );
}
