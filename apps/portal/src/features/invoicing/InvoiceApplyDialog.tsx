import { invoiceApplySave, splitTax, type InvoiceApply, type InvoiceKind } from '@ccms/api-client';
import { Checkbox, Form, FormField, Input, Select } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelNote } from '../admin/shared/AdminLayout.styles';
import { contractRule } from '../admin/shared/contractRule';
import { FormDialog } from '../admin/shared/FormDialog';
import { bodyOf } from '../cost/library/contractBody';
import { ContractInput } from '../cost/library/ContractInput';
import { ContractPicker } from '../finance/contractPicker/ContractPicker';
import { formatYuan } from '../finance/money';
import { useContractPosition, useSaveInvoiceApply } from './invoicingQueries';

const shape = bodyOf(invoiceApplySave).shape;
const KINDS: InvoiceKind[] = ['special', 'normal', 'electronic'];

type Values = {
  contractId: string | null;
  kind: InvoiceKind | null;
  buyerName: string;
  buyerTaxNo: string;
  buyerAddressPhone: string;
  buyerBankAccount: string;
  amount: string;
  taxRate: string;
  content: string;
  memo: string;
  overInvoicing: boolean;
  overReason: string;
};

/** The exact split of what is typed, or null while it is not an amount yet. */
function previewSplit(amount: string, rate: string) {
  try {
    const clean = amount.trim().replace(/,/g, '');
    if (!/^\d+(\.\d{1,2})?$/.test(clean) || !/^0(\.\d{1,4})?$/.test(rate.trim())) return null;
    return splitTax(clean, rate.trim());
  } catch {
    return null;
  }
}

export interface InvoiceApplyDialogProps {
  /** null: a new application. */
  row: InvoiceApply | null;
  onClose: () => void;
}

/**
 * 新增 / 编辑开票申请: the contract (with what it has left to invoice), the buyer's billing data
 * (tax id checked by its check character; address, phone, bank and account for 专票), the kind,
 * the amount with its exact tax split, and the over-invoicing flag with its reason.
 */
export function InvoiceApplyDialog({ row, onClose }: InvoiceApplyDialogProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveInvoiceApply();
  const [defaultValues] = useState<Values>(() => ({
    contractId: row?.contractId ?? null,
    kind: row?.kind ?? 'special',
    buyerName: row?.buyerName ?? '',
    buyerTaxNo: row?.buyerTaxNo ?? '',
    buyerAddressPhone: row?.buyerAddressPhone ?? '',
    buyerBankAccount: row?.buyerBankAccount ?? '',
    amount: row?.amount ?? '',
    taxRate: row?.taxRate ?? '0.06',
    content: row?.content ?? '',
    memo: row?.memo ?? '',
    overInvoicing: row?.overInvoicing ?? false,
    overReason: row?.overReason ?? '',
  }));
  const [values, setValues] = useState<Values>(defaultValues);
  const position = useContractPosition(values.contractId);
  // A new application takes the buyer's billing data of the contract's last one (or the
  // customer's name) while the buyer fields are still empty.
  const billing = position.data;
  const [filledFrom, setFilledFrom] = useState<typeof billing>(undefined);
  if (!row && billing && billing !== filledFrom) {
    // Adjusting state while rendering (once per answer), as React recommends over an effect.
    setFilledFrom(billing);
    if (!values.buyerName && !values.buyerTaxNo) {
      const last = billing.lastBilling;
      setValues({
        ...values,
        buyerName: last?.buyerName ?? billing.customerName ?? '',
        buyerTaxNo: last?.buyerTaxNo ?? '',
        buyerAddressPhone: last?.buyerAddressPhone ?? '',
        buyerBankAccount: last?.buyerBankAccount ?? '',
      });
    }
  }
  const split = previewSplit(values.amount, values.taxRate);
  const title = row
    ? t('invoicing.invoice.editTitle', { code: row.code })
    : t('invoicing.invoice.createTitle');
  const special = values.kind === 'special';

  const submit = async (next: Values) => {
    if (!next.contractId || !next.kind) return;
    try {
      await save.mutateAsync({
        ...(row ? { id: row.id } : {}),
        contractId: next.contractId,
        kind: next.kind,
        buyerName: next.buyerName.trim(),
        buyerTaxNo: next.buyerTaxNo.trim() || null,
        buyerAddressPhone: next.buyerAddressPhone.trim() || null,
        buyerBankAccount: next.buyerBankAccount.trim() || null,
        amount: next.amount.trim(),
        taxRate: next.taxRate.trim() || '0.06',
        content: next.content.trim() || null,
        memo: next.memo.trim() || null,
        overInvoicing: next.overInvoicing,
        overReason: next.overInvoicing ? next.overReason.trim() || null : null,
      });
      onClose();
    } catch {
      // The request layer has told why; the dialog stays.
    }
  };

  return (
    <FormDialog title={title} width="large" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<Values>
          id={formId}
          aria-label={title}
          values={values}
          onValuesChange={setValues}
          onSubmit={submit}
        >
          <FormField<string | null>
            name="contractId"
            label={t('invoicing.invoice.contract')}
            width="long"
            required
          >
            {(field) => (
              <ContractPicker
                {...field}
                searchLabel={t('invoicing.invoice.contractSearch')}
                searchPlaceholder={t('invoicing.invoice.contractSearchPlaceholder')}
                current={
                  row
                    ? {
                        id: row.contractId,
                        code: row.contractCode,
                        name: row.contractName,
                        customerName: row.customerName,
                      }
                    : null
                }
              />
            )}
          </FormField>
          {position.data ? (
            <PanelNote>
              {t('invoicing.invoice.position', {
                amount: formatYuan(position.data.contractAmount),
                invoiced: formatYuan(position.data.invoicedTotal),
                pending: formatYuan(position.data.pendingTotal),
                available: formatYuan(position.data.available),
                received: formatYuan(position.data.receivedTotal),
              })}
            </PanelNote>
          ) : null}
          <FormField<string | null>
            name="kind"
            label={t('invoicing.invoice.kindLabel')}
            width="middle"
            required
          >
            {(field) => (
              <Select
                {...field}
                options={KINDS.map((kind) => ({
                  value: kind,
                  label: t(`invoicing.invoice.kind.${kind}`),
                }))}
                onChange={(value) => field.onChange(value === null ? null : String(value))}
              />
            )}
          </FormField>
          <ContractInput
            name="buyerName"
            label={t('invoicing.invoice.buyerName')}
            schema={shape.buyerName}
            required
            width="long"
          />
          <FormField<string>
            name="buyerTaxNo"
            label={t('invoicing.invoice.buyerTaxNo')}
            width="long"
            required={special}
            rules={[
              contractRule(
                shape.buyerTaxNo,
                i18n.language,
                special ? { required: true } : { label: t('invoicing.invoice.buyerTaxNo') },
              ),
            ]}
          >
            {(field) => <Input {...field} autoComplete="off" />}
          </FormField>
          <FormField<string>
            name="buyerAddressPhone"
            label={t('invoicing.invoice.buyerAddressPhone')}
            width="long"
            required={special}
          >
            {(field) => <Input {...field} autoComplete="off" />}
          </FormField>
          <FormField<string>
            name="buyerBankAccount"
            label={t('invoicing.invoice.buyerBankAccount')}
            width="long"
            required={special}
          >
            {(field) => <Input {...field} autoComplete="off" />}
          </FormField>
          <ContractInput
            name="amount"
            label={t('invoicing.invoice.amount')}
            schema={shape.amount}
            required
            decimal
            width="middle"
          />
          <ContractInput
            name="taxRate"
            label={t('invoicing.invoice.taxRate')}
            schema={shape.taxRate}
            decimal
            width="short"
          />
          {split ? (
            <PanelNote aria-live="polite">
              {t('invoicing.invoice.split', {
                net: formatYuan(split.netAmount),
                tax: formatYuan(split.taxAmount),
              })}
            </PanelNote>
          ) : null}
          <FormField<string> name="content" label={t('invoicing.invoice.content')} width="long">
            {(field) => (
              <Input
                {...field}
                placeholder={t('invoicing.invoice.contentPlaceholder')}
                autoComplete="off"
              />
            )}
          </FormField>
          <ContractInput
            name="memo"
            label={t('invoicing.invoice.memo')}
            schema={shape.memo}
            width="long"
          />
          <FormField<boolean> name="overInvoicing" label={t('invoicing.invoice.overInvoicing')}>
            {(field) => (
              <Checkbox isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                {field.label}
              </Checkbox>
            )}
          </FormField>
          {values.overInvoicing ? (
            <FormField<string>
              name="overReason"
              label={t('invoicing.invoice.overReason')}
              width="long"
              required
            >
              {(field) => <Input {...field} autoComplete="off" />}
            </FormField>
          ) : null}
        </Form>
      )}
    </FormDialog>
  );
}
