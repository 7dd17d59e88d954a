import type { InvoiceApply } from '@ccms/api-client';
import { Button, Dialog, formatCapitalMoney } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatYuan } from '../finance/money';

const Sheet = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border.base};
    padding: ${({ theme }) => theme.spacing.sm};
    text-align: left;
  }
  th {
    width: 9rem;
    font-weight: normal;
    color: ${({ theme }) => theme.colors.text.regular};
  }
`;

const Signature = styled.p`
  margin-top: ${({ theme }) => theme.spacing.lg};
  white-space: pre;
`;

export interface InvoicePrintDialogProps {
  row: InvoiceApply;
  onClose: () => void;
}

/** 开票申请单 as printed for signatures: every field, the amount also in Chinese capitals. */
export function InvoicePrintDialog({ row, onClose }: InvoicePrintDialogProps) {
  const { t } = useTranslation();
  const lines: [string, string][] = [
    [t('invoicing.invoice.code'), row.code],
    [t('invoicing.invoice.appliedDate'), row.appliedDate],
    [t('invoicing.invoice.contract'), `${row.contractCode} ${row.contractName}`],
    [t('invoicing.invoice.kindLabel'), t(`invoicing.invoice.kind.${row.kind}`)],
    [t('invoicing.invoice.buyerName'), row.buyerName],
    [t('invoicing.invoice.buyerTaxNo'), row.buyerTaxNo ?? ''],
    [t('invoicing.invoice.buyerAddressPhone'), row.buyerAddressPhone ?? ''],
    [t('invoicing.invoice.buyerBankAccount'), row.buyerBankAccount ?? ''],
    [t('invoicing.invoice.content'), row.content],
    [t('invoicing.invoice.amount'), formatYuan(row.amount)],
    [t('invoicing.invoice.capital'), formatCapitalMoney(row.amount)],
    [
      t('invoicing.invoice.taxRate'),
      `${(Number(row.taxRate) * 100).toFixed(2).replace(/\.?0+$/, '')}%`,
    ],
    [t('invoicing.invoice.netAmount'), formatYuan(row.netAmount)],
    [t('invoicing.invoice.taxAmount'), formatYuan(row.taxAmount)],
    [t('invoicing.invoice.memo'), row.memo ?? ''],
    [t('invoicing.invoice.applicant'), row.applicantName ?? ''],
  ];
  if (row.overInvoicing) lines.push([t('invoicing.invoice.overReason'), row.overReason ?? '']);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('invoicing.invoice.printTitle', { code: row.code })}
      width="large"
      footer={(close) => (
        <>
          <Button onPress={close}>{t('admin.cancel')}</Button>
          <Button variant="primary" onPress={() => window.print()}>
            {t('invoicing.invoice.printButton')}
          </Button>
        </>
      )}
    >
      <h3>{t('invoicing.invoice.printHeading')}</h3>
      <Sheet>
        <tbody>
          {lines.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Sheet>
      <Signature>{t('invoicing.invoice.sign')}</Signature>
    </Dialog>
  );
}
