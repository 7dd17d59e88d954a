import type { ApprovalStatus, InvoiceApplyStatus } from '@ccms/api-client';
import { DatePicker, Form, FormField, Input, Tag, Textarea } from '@ccms/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRule, type FieldSchema } from '../admin/shared/contractRule';
import { FormDialog } from '../admin/shared/FormDialog';

type TagStatus = 'primary' | 'success' | 'warning' | 'danger' | 'info';

const INVOICE_TAG: Record<InvoiceApplyStatus, TagStatus> = {
  draft: 'info',
  submitted: 'primary',
  issued: 'success',
  returned: 'warning',
  voided: 'danger',
};

export function InvoiceStatusTag({ status }: { status: InvoiceApplyStatus }) {
  const { t } = useTranslation();
  return <Tag status={INVOICE_TAG[status]}>{t(`invoicing.invoice.status.${status}`)}</Tag>;
}

const APPROVAL_TAG: Record<ApprovalStatus, TagStatus> = {
  draft: 'info',
  submitted: 'primary',
  approved: 'success',
  rejected: 'danger',
};

export function ApprovalStatusTag({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return <Tag status={APPROVAL_TAG[status]}>{t(`invoicing.approval.${status}`)}</Tag>;
}

/** Today in the local calendar ("YYYY-MM-DD"). */
export function todayIso(today = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

export interface DialogField {
  name: string;
  label: string;
  kind: 'text' | 'date' | 'textarea';
  required?: boolean;
  /** The contract's schema of the field: the dialog refuses what the server would. */
  schema?: FieldSchema;
  initial?: string;
}

export interface FieldsDialogProps {
  title: string;
  fields: readonly DialogField[];
  submitText: string;
  submitVariant?: 'primary' | 'danger';
  note?: string;
  /** Controls shown above the fields (not part of the form's values). */
  extra?: ReactNode;
  /** Resolves when done (the dialog closes); rejects when the server refused (it stays). */
  run: (values: Record<string, string>) => Promise<unknown>;
  onClose: () => void;
}

/** A small dialog of a few fields (a reason, an invoice number and date) that runs one change. */
export function FieldsDialog({
  title,
  fields,
  submitText,
  submitVariant,
  note,
  extra,
  run,
  onClose,
}: FieldsDialogProps) {
  const { i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const [defaultValues] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ''])),
  );
  const submit = async (values: Record<string, string>) => {
    setPending(true);
    try {
      await run(
        Object.fromEntries(
          Object.entries(values).map(([key, value]) => [key, (value ?? '').trim()]),
        ),
      );
      onClose();
    } catch {
      // The request layer has told why; the dialog stays.
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      title={title}
      width="medium"
      isPending={pending}
      submitText={submitText}
      submitVariant={submitVariant}
      onClose={onClose}
    >
      {(formId) => (
        <Form<Record<string, string>>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          {note ? <p>{note}</p> : null}
          {extra}
          {fields.map((field) => (
            <FormField<string>
              key={field.name}
              name={field.name}
              label={field.label}
              width="long"
              required={field.required}
              rules={
                field.schema
                  ? [
                      contractRule(
                        field.schema,
                        i18n.language,
                        field.required ? { required: true } : { label: field.label },
                      ),
                    ]
                  : []
              }
            >
              {(bound) =>
                field.kind === 'date' ? (
                  <DatePicker
                    {...bound}
                    value={bound.value || null}
                    onChange={(value) => bound.onChange(value ?? '')}
                  />
                ) : field.kind === 'textarea' ? (
                  <Textarea {...bound} rows={3} />
                ) : (
                  <Input {...bound} autoComplete="off" />
                )
              }
            </FormField>
          ))}
        </Form>
      )}
    </FormDialog>
  );
}
