import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_REQUIRED,
  INVOICE_TYPES,
  invoiceInfoSaveSchema,
  type InvoiceInfo,
  type InvoiceInfoSave,
  type InvoicesType,
} from '@ccms/api-client';
import {
  Button,
  Form,
  FormActions,
  FormField,
  Input,
  Radio,
  RadioGroup,
  requiredRule,
  Spinner,
} from '@ccms/ui';
import { api } from '../../api/client';
import { currentLanguage } from '../../i18n';
import { useAdminMutation } from '../admin/shared/useAdminMutation';
import { contractRule } from '../admin/shared/contractRule';
import { Note, Stack } from './profile.styles';
import { profileKeys } from './profileQueries';

type InvoiceField = (typeof INVOICE_REQUIRED)[InvoicesType][number][0];
type InvoiceValues = Record<InvoiceField, string> & { invoicesType: string };

const ALL_FIELDS: readonly InvoiceField[] = [
  ...new Set([...INVOICE_REQUIRED[1], ...INVOICE_REQUIRED[2]].map(([field]) => field)),
];

/** The company name is the person's employer on a personal invoice, the invoiced unit on VAT. */
const labelKeyOf = (type: InvoicesType, field: InvoiceField) =>
  type === INVOICE_TYPES.company && field === 'companyName' ? 'unitName' : field;

const AUTOCOMPLETE: Partial<Record<InvoiceField, string>> = {
  personName: 'name',
  email: 'email',
  phone: 'tel',
};

function valuesOf(saved: InvoiceInfo | null): InvoiceValues {
  const values = Object.fromEntries(ALL_FIELDS.map((field) => [field, saved?.[field] ?? '']));
  return {
    ...(values as Record<InvoiceField, string>),
    invoicesType: String(saved?.invoicesType ?? INVOICE_TYPES.personal),
  };
}

const typeOf = (values: InvoiceValues): InvoicesType =>
  values.invoicesType === String(INVOICE_TYPES.company)
    ? INVOICE_TYPES.company
    : INVOICE_TYPES.personal;

/** The fields of one kind of invoice, all required, each checked as the server checks it. */
function InvoiceForm({ saved }: { saved: InvoiceInfo | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [values, setValues] = useState(() => valuesOf(saved));
  const type = typeOf(values);
  const save = useAdminMutation({
    run: (body: InvoiceInfoSave) => api.profile.invoiceSaveMy({ body }),
    invalidates: [profileKeys.invoice],
    successMessage: t('profile.saved'),
  });

  return (
    <Form<InvoiceValues>
      aria-label={t('profile.tabs.invoice')}
      values={values}
      onValuesChange={setValues}
      onSubmit={(form) =>
        // Only the chosen kind's fields: the server keeps what was saved for the other kind.
        save.mutate({
          invoicesType: type,
          ...Object.fromEntries(
            INVOICE_REQUIRED[type].map(([field]) => [field, form[field].trim()]),
          ),
        })
      }
    >
      <FormField<string>
        name="invoicesType"
        label={t('profile.invoice.type')}
        rules={[requiredRule()]}
      >
        {(field) => (
          <RadioGroup {...field}>
            <Radio value={String(INVOICE_TYPES.personal)}>{t('profile.invoice.personal')}</Radio>
            <Radio value={String(INVOICE_TYPES.company)}>{t('profile.invoice.company')}</Radio>
          </RadioGroup>
        )}
      </FormField>
      {INVOICE_REQUIRED[type].map(([field, requiredMessage]) => {
        const label = t(`profile.invoice.${labelKeyOf(type, field)}`);
        return (
          <FormField<string>
            // Keyed by kind too: the same field under another label is another field to the reader.
            key={`${type}-${field}`}
            name={field}
            label={label}
            width="long"
            rules={[
              contractRule(invoiceInfoSaveSchema.shape[field], language, {
                label,
                requiredMessage,
              }),
            ]}
          >
            {(binding) => (
              <Input
                {...binding}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={AUTOCOMPLETE[field] ?? 'off'}
                description={
                  field === 'honestyCode' ? t('profile.invoice.honestyCodeHint') : undefined
                }
              />
            )}
          </FormField>
        );
      })}
      <Note>{t('profile.invoice.note')}</Note>
      <FormActions>
        <Button type="submit" variant="primary" isPending={save.isPending}>
          {t('admin.save')}
        </Button>
      </FormActions>
    </Form>
  );
}

/** 发票管理 (members only, spec 000 §2.4): the invoice details used when the member is invoiced. */
export function InvoiceSection() {
  const invoice = useQuery({
    queryKey: profileKeys.invoice,
    queryFn: () => api.profile.invoiceGetMy(),
  });
  if (invoice.isPending) return <Spinner />;
  // A failed load was told by the request layer; the form still lets the member enter details.
  return (
    <Stack>
      <InvoiceForm saved={invoice.data ?? null} />
    </Stack>
  );
}
