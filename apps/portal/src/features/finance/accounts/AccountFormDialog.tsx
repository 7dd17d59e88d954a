import { bankAccountSaveSchema, type BankAccount } from '@ccms/api-client';
import { DatePicker, Form, FormField, Switch } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../admin/shared/FormDialog';
import { ContractInput } from '../../cost/library/ContractInput';
import { useSaveBankAccount } from '../financeQueries';

const shape = bankAccountSaveSchema.shape;

type AccountValues = {
  accountUnit: string;
  accountName: string;
  accountNo: string;
  bankName: string;
  currency: string;
  openingBalance: string;
  openingDate: string | null;
  enabled: boolean;
};

export interface AccountFormDialogProps {
  /** null: a new account. */
  account: BankAccount | null;
  onClose: () => void;
}

/** 新增 / 编辑银行账户; the server keeps the account number unique and the opening balance fixed once rows exist. */
export function AccountFormDialog({ account, onClose }: AccountFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveBankAccount();
  const [defaultValues] = useState<AccountValues>(() => ({
    accountUnit: account?.accountUnit ?? '',
    accountName: account?.accountName ?? '',
    accountNo: account?.accountNo ?? '',
    bankName: account?.bankName ?? '',
    currency: account?.currency ?? 'CNY',
    openingBalance: account?.openingBalance ?? '0.00',
    openingDate: account?.openingDate ?? null,
    enabled: account?.enabled ?? true,
  }));
  const title = account
    ? t('finance.accounts.editTitle', { name: account.accountName })
    : t('finance.accounts.createTitle');

  const submit = async (values: AccountValues) => {
    try {
      await save.mutateAsync({
        ...(account ? { id: account.id, sort: account.sort } : {}),
        accountUnit: values.accountUnit.trim(),
        accountName: values.accountName.trim(),
        accountNo: values.accountNo.trim(),
        bankName: values.bankName.trim(),
        currency: values.currency.trim() || 'CNY',
        openingBalance: values.openingBalance.trim() || '0',
        openingDate: values.openingDate,
        departmentId: account?.departmentId ?? null,
        enabled: values.enabled,
      });
      onClose();
    } catch {
      // The request layer has told why (e.g. the number is taken); the dialog stays.
    }
  };

  return (
    <FormDialog title={title} width="medium" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<AccountValues>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <ContractInput
            name="accountUnit"
            label={t('finance.field.accountUnit')}
            schema={shape.accountUnit}
            required
            width="long"
          />
          <ContractInput
            name="accountName"
            label={t('finance.field.accountName')}
            schema={shape.accountName}
            required
            width="long"
          />
          <ContractInput
            name="accountNo"
            label={t('finance.field.accountNo')}
            schema={shape.accountNo}
            required
            width="long"
          />
          <ContractInput
            name="bankName"
            label={t('finance.field.bankName')}
            schema={shape.bankName}
            width="long"
          />
          <ContractInput
            name="currency"
            label={t('finance.accounts.currency')}
            schema={shape.currency}
            width="short"
          />
          <ContractInput
            name="openingBalance"
            label={t('finance.accounts.openingBalance')}
            schema={shape.openingBalance}
            decimal
            width="middle"
          />
          <FormField<string | null> name="openingDate" label={t('finance.accounts.openingDate')}>
            {(field) => <DatePicker {...field} />}
          </FormField>
          <FormField<boolean> name="enabled" label={t('finance.accounts.enabled')}>
            {(field) => (
              <Switch isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                {field.label}
              </Switch>
            )}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}
