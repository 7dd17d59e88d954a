import { contractFromPriceRequest, type PriceRequest } from '@ccms/api-client';
import { DatePicker, Form, FormField, Input, toast } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { Facts, PanelNote } from '../admin/shared/AdminLayout.styles';
import { contractRule } from '../admin/shared/contractRule';
import { FormDialog } from '../admin/shared/FormDialog';
import { useAdminMutation } from '../admin/shared/useAdminMutation';
import { bodyOf } from '../cost/library/contractBody';
import { ContractInput } from '../cost/library/ContractInput';
import { financeKeys } from '../finance/financeQueries';
import { formatYuan } from '../finance/money';
import { todayIso } from './invoicingShared';

const shape = bodyOf(contractFromPriceRequest).shape;

type Values = {
  code: string;
  name: string;
  signedDate: string | null;
};

/**
 * 签订合同 from an approved 请价: the customer, business type, department and the approved fee come
 * from the request (shown, not editable); number (or automatic), name and signing date are asked.
 */
export function ContractFromPriceDialog({
  row,
  onClose,
}: {
  row: PriceRequest;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const sign = useAdminMutation({
    run: (body: { priceRequestId: string; code: string; name: string; signedDate: string }) =>
      api.fundCompare.contractFromPriceRequest({ body }),
    invalidates: [financeKeys.all],
    successMessage: false,
  });
  const [defaultValues] = useState<Values>(() => ({
    code: '',
    name: row.projectName,
    signedDate: todayIso(),
  }));
  const title = t('fundCompare.fromPrice.title', { code: row.code });
  const submit = async (values: Values) => {
    if (!values.signedDate) return;
    try {
      const made = await sign.mutateAsync({
        priceRequestId: row.id,
        code: values.code.trim(),
        name: values.name.trim(),
        signedDate: values.signedDate,
      });
      toast.success(t('fundCompare.fromPrice.done', { code: made.code }));
      onClose();
    } catch {
      // The request layer has told why (used meanwhile, number taken); the dialog stays.
    }
  };
  return (
    <FormDialog
      title={title}
      width="medium"
      isPending={sign.isPending}
      submitText={t('fundCompare.fromPrice.submit')}
      onClose={onClose}
    >
      {(formId) => (
        <Form<Values>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <PanelNote>{t('fundCompare.fromPrice.note')}</PanelNote>
          <Facts>
            <div>
              <dt>{t('fundCompare.fromPrice.customer')}</dt>
              <dd>{row.customerName}</dd>
            </div>
            <div>
              <dt>{t('fundCompare.fromPrice.businessType')}</dt>
              <dd>{t(`invoicing.businessType.${row.businessType}`)}</dd>
            </div>
            <div>
              <dt>{t('fundCompare.fromPrice.amount')}</dt>
              <dd>{formatYuan(row.proposedFee)}</dd>
            </div>
          </Facts>
          <FormField<string>
            name="code"
            label={t('fundCompare.fromPrice.code')}
            width="middle"
            rules={[
              contractRule(shape.code, i18n.language, { label: t('fundCompare.fromPrice.code') }),
            ]}
          >
            {(field) => (
              <Input
                {...field}
                autoComplete="off"
                placeholder={t('fundCompare.fromPrice.codePlaceholder')}
              />
            )}
          </FormField>
          <ContractInput
            name="name"
            label={t('fundCompare.fromPrice.name')}
            schema={shape.name}
            width="long"
          />
          <FormField<string | null>
            name="signedDate"
            label={t('fundCompare.fromPrice.signedDate')}
            required
          >
            {(field) => <DatePicker {...field} />}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}
