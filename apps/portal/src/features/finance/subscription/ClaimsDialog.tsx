import type { BankClaim, BankDetail } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, ConfirmDialog, Dialog, toast } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../admin/shared/useCan';
import { useBankClaims, useUnclaim } from '../financeQueries';
import { formatYuan } from '../money';

export interface ClaimsDialogProps {
  row: BankDetail;
  onClose: () => void;
}

/** 认领记录: the receipts made from a bank row; a claim can be undone (its amount goes back). */
export function ClaimsDialog({ row, onClose }: ClaimsDialogProps) {
  const { t } = useTranslation();
  const canClaim = useCan('finance:bank:claim');
  const claims = useBankClaims(row.id);
  const unclaim = useUnclaim();
  const [undoing, setUndoing] = useState<BankClaim | null>(null);
  const columns = useMemo(() => {
    const list: DataGridColumn<BankClaim>[] = [
      { key: 'contractCode', title: t('finance.subscription.contractCode'), width: 130 },
      { key: 'contractName', title: t('finance.subscription.contractName'), width: 220 },
      { key: 'customerName', title: t('finance.subscription.customer'), width: 160 },
      {
        key: 'amount',
        title: t('finance.subscription.amount'),
        width: 130,
        align: 'right',
        render: (claim) => formatYuan(claim.amount),
      },
      { key: 'receivedDate', title: t('finance.subscription.receivedDate'), width: 110 },
      { key: 'createdByName', title: t('finance.subscription.claimedBy'), width: 100 },
      { key: 'createdAt', title: t('finance.subscription.claimedAt'), width: 170 },
    ];
    if (canClaim) {
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 110,
        render: rowActionsRenderer([
          {
            id: 'unclaim',
            label: t('finance.subscription.unclaim'),
            variant: 'danger',
            onPress: setUndoing,
          },
        ]),
      });
    }
    return list;
  }, [canClaim, t]);

  return (
    <>
      <Dialog
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={t('finance.subscription.claimsTitle', { name: row.otherSideName ?? '' })}
        width="large"
        footer={(close) => <Button onPress={close}>{t('finance.import.close')}</Button>}
      >
        <DataGrid<BankClaim>
          aria-label={t('finance.subscription.claimsGrid')}
          columns={columns}
          rows={claims.data ?? []}
          rowKey="receiptId"
          loading={claims.isFetching}
          emptyText={t('finance.subscription.claimsEmpty')}
          height={280}
        />
      </Dialog>
      {undoing ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setUndoing(null);
          }}
          tone="danger"
          title={t('finance.subscription.unclaimTitle')}
          okText={t('finance.subscription.unclaim')}
          cancelText={t('admin.cancel')}
          message={t('finance.subscription.unclaimQuestion', {
            amount: formatYuan(undoing.amount),
            contract: `${undoing.contractCode} ${undoing.contractName}`,
          })}
          onConfirm={() =>
            unclaim.mutateAsync(undoing.receiptId).then(
              () => {
                toast.success(t('finance.subscription.unclaimDone'));
              },
              () => undefined,
            )
          }
        />
      ) : null}
    </>
  );
}
