import { bankClaim, type BankDetail, type FinanceContract } from '@ccms/api-client';
import { Form, formatBankDateTime, FormField, Input, toast } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { contractRule } from '../../admin/shared/contractRule';
import { FormDialog } from '../../admin/shared/FormDialog';
import { bodyOf } from '../../cost/library/contractBody';
import { ContractInput } from '../../cost/library/ContractInput';
import { ContractPicker } from '../contractPicker/ContractPicker';
import { useClaim } from '../financeQueries';
import { formatYuan } from '../money';

const shape = bodyOf(bankClaim).shape;

type ClaimValues = { contractId: string | null; amount: string; memo: string };

/** Cents of a decimal string (at most two places), for comparing amounts exactly. */
export function toCents(value: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim().replace(/,/g, ''));
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export interface ClaimDialogProps {
  row: BankDetail;
  onClose: () => void;
}

/**
 * 认领: gives part or all of an income row to a contract (a receipt). The amount starts at what is
 * left to claim and may not exceed it; the server checks again under concurrency.
 */
export function ClaimDialog({ row, onClose }: ClaimDialogProps) {
  const { t, i18n } = useTranslation();
  const claim = useClaim();
  const [picked, setPicked] = useState<FinanceContract | null>(null);
  const [defaultValues] = useState<ClaimValues>(() => ({
    contractId: null,
    amount: row.needClaimTotal,
    memo: '',
  }));
  const title = t('finance.subscription.claimTitle');
  const max = toCents(row.needClaimTotal) ?? 0n;

  const submit = async (values: ClaimValues) => {
    if (!values.contractId) return;
    try {
      const amount = values.amount.trim().replace(/,/g, '');
      await claim.mutateAsync({
        bankDetailId: row.id,
        contractId: values.contractId,
        amount,
        memo: values.memo.trim(),
      });
      toast.success(t('finance.subscription.claimDone', { amount: formatYuan(amount) }));
      onClose();
    } catch {
      // The request layer has told why (e.g. claimed meanwhile); the dialog stays.
    }
  };

  return (
    <FormDialog
      title={title}
      width="medium"
      isPending={claim.isPending}
      submitText={t('finance.subscription.claim')}
      onClose={onClose}
    >
      {(formId) => (
        <Form<ClaimValues>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <Facts>
            <div>
              <dt>{t('finance.field.dateTime')}</dt>
              <dd>{formatBankDateTime(row.dateTime)}</dd>
            </div>
            <div>
              <dt>{t('finance.field.otherSideName')}</dt>
              <dd>{row.otherSideName ?? ''}</dd>
            </div>
            <div>
              <dt>{t('finance.field.income')}</dt>
              <dd>{formatYuan(row.income)}</dd>
            </div>
            <div>
              <dt>{t('finance.field.needClaimTotal')}</dt>
              <dd>{formatYuan(row.needClaimTotal)}</dd>
            </div>
          </Facts>
          <FormField<string | null>
            name="contractId"
            label={t('finance.subscription.contract')}
            width="long"
            required
          >
            {(field) => (
              <ContractPicker
                {...field}
                searchLabel={t('finance.subscription.contractSearch')}
                searchPlaceholder={t('finance.subscription.contractSearchPlaceholder')}
                onPick={setPicked}
              />
            )}
          </FormField>
          {picked ? (
            <PanelNote>
              {t('finance.subscription.contractFacts', {
                amount: formatYuan(picked.amount),
                received: formatYuan(picked.receivedTotal),
              })}
            </PanelNote>
          ) : null}
          <FormField<string>
            name="amount"
            label={t('finance.subscription.amount')}
            width="middle"
            rules={[
              contractRule(shape.amount, i18n.language, { required: true }),
              {
                validator: (value) => {
                  const cents = typeof value === 'string' ? toCents(value) : null;
                  return cents === null || cents <= max
                    ? null
                    : t('finance.subscription.amountTooLarge', {
                        max: formatYuan(row.needClaimTotal),
                      });
                },
              },
            ]}
          >
            {(field) => <Input {...field} autoComplete="off" inputMode="decimal" />}
          </FormField>
          <ContractInput
            name="memo"
            label={t('finance.subscription.memo')}
            schema={shape.memo}
            width="long"
          />
        </Form>
      )}
    </FormDialog>
  );
}
