import type {
  Einvoice,
  EinvoiceCheck,
  EinvoiceCheckResult,
  EinvoiceVerify,
} from '@ccms/api-client';
import { Button, Dialog, Form, FormField, Select, Tag, Textarea } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormDialog } from '../admin/shared/FormDialog';
import {
  useEinvoiceVerifications,
  useVerifyEinvoice,
  useVerifyEinvoiceBatch,
} from './einvoiceQueries';

// 查验 without a live tax platform: the server runs what it can check (number format, 统一社会信用
// 代码 check character, 金额 + 税额, the VAT rate, the date, duplicates, the matching 开票申请 for
// 销项) and the clerk adds the tax platform's result. Each 查验 is kept with who, when and a note.

export const VERIFY_TAGS = { unverified: 'info', verified: 'success', failed: 'danger' } as const;

const ListOfChecks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 4px;
`;
const Note = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
const Entry = styled.section`
  padding: 8px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};
`;

const numberOf = (row: Pick<Einvoice, 'invoiceCode' | 'invoiceNumber'>) =>
  row.invoiceCode ? `${row.invoiceCode} ${row.invoiceNumber}` : row.invoiceNumber;

/** The checks as a list: each named, passed or failed, with its particulars. */
export function CheckList({ checks }: { checks: readonly EinvoiceCheckResult[] }) {
  const { t } = useTranslation();
  return (
    <ListOfChecks>
      {checks.map((check) => (
        <li key={check.check}>
          <Tag status={check.ok ? 'success' : 'danger'}>
            {check.ok ? t('einvoice.checkOk') : t('einvoice.checkFailed')}
          </Tag>{' '}
          {t(`einvoice.checks.${check.check}`)}
          {check.detail ? ` — ${check.detail}` : ''}
        </li>
      ))}
    </ListOfChecks>
  );
}

/** The names of the failed checks, for the register's status column. */
export const failedText = (t: (key: string) => string, checks: readonly string[]): string =>
  checks.map((check) => t(`einvoice.checks.${check as EinvoiceCheck}`)).join('、');

/** 查验 one invoice: the tax platform's result and a note; the server adds its own checks. */
export function VerifyDialog({ row, onClose }: { row: Einvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyEinvoice();
  const title = t('einvoice.verifyTitle', { number: numberOf(row) });
  const [defaultValues] = useState<{ verifyStatus: string | null; note: string }>({
    verifyStatus: 'verified',
    note: '',
  });
  const submit = async (values: typeof defaultValues) => {
    if (!values.verifyStatus) return;
    try {
      await verify.mutateAsync({
        id: row.id,
        verifyStatus: values.verifyStatus as EinvoiceVerify,
        ...(values.note.trim() ? { note: values.note.trim() } : {}),
      });
      onClose();
    } catch {
      // Told by the request layer.
    }
  };
  return (
    <FormDialog title={title} isPending={verify.isPending} onClose={onClose}>
      {(formId) => (
        <Form<typeof defaultValues>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <Note>{t('einvoice.verifyRules')}</Note>
          <FormField<string | null>
            name="verifyStatus"
            label={t('einvoice.platformResult')}
            width="middle"
            required
          >
            {(field) => (
              <Select
                {...field}
                options={(['verified', 'failed', 'unverified'] as const).map((value) => ({
                  value,
                  label: t(`einvoice.platformResults.${value}`),
                }))}
                onChange={(value) => field.onChange(value === null ? null : String(value))}
              />
            )}
          </FormField>
          <FormField<string> name="note" label={t('einvoice.verifyNote')}>
            {(field) => <Textarea {...field} maxLength={500} />}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}

/** 批量查验: the server's checks on every chosen invoice, with one note. */
export function BatchVerifyDialog({
  ids,
  onClose,
}: {
  ids: readonly string[];
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const batch = useVerifyEinvoiceBatch();
  const title = t('einvoice.batchTitle', { count: ids.length });
  const [defaultValues] = useState({ note: '' });
  const [result, setResult] = useState<{
    verified: number;
    failed: number;
    skipped: number;
  } | null>(null);
  const submit = async (values: typeof defaultValues) => {
    try {
      const answer = await batch.mutateAsync({
        ids: [...ids],
        ...(values.note.trim() ? { note: values.note.trim() } : {}),
      });
      setResult(answer);
    } catch {
      // Told by the request layer.
    }
  };
  if (result)
    return (
      <Dialog
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose(true);
        }}
        title={title}
        footer={(close) => <Button onPress={close}>{t('einvoice.close')}</Button>}
      >
        <p role="status">{t('einvoice.batchResult', result)}</p>
      </Dialog>
    );
  return (
    <FormDialog
      title={title}
      isPending={batch.isPending}
      onClose={() => onClose(false)}
      submitText={t('einvoice.batchSubmit')}
    >
      {(formId) => (
        <Form<typeof defaultValues>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <Note>{t('einvoice.batchRules')}</Note>
          <FormField<string> name="note" label={t('einvoice.verifyNote')}>
            {(field) => <Textarea {...field} maxLength={500} />}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}

/** 查验记录: every 查验 of an invoice, newest first, with who, when, the note and each check. */
export function VerificationHistory({ row, onClose }: { row: Einvoice; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useEinvoiceVerifications(row.id);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('einvoice.historyTitle', { number: numberOf(row) })}
      width="medium"
      footer={(close) => <Button onPress={close}>{t('einvoice.close')}</Button>}
    >
      {history.isLoading ? <p>{t('einvoice.loading')}</p> : null}
      {history.data && history.data.length === 0 ? <p>{t('einvoice.historyEmpty')}</p> : null}
      {history.data?.map((entry) => (
        <Entry key={entry.id} aria-label={`${entry.verifiedAt} ${entry.verifiedByName ?? ''}`}>
          <p>
            <Tag status={VERIFY_TAGS[entry.verifyStatus]}>
              {t(`einvoice.verifyStatuses.${entry.verifyStatus}`)}
            </Tag>{' '}
            {t('einvoice.verifiedBy', {
              who: entry.verifiedByName ?? '—',
              when: entry.verifiedAt,
            })}
          </p>
          {entry.note ? <Note>{entry.note}</Note> : null}
          <CheckList checks={entry.checks} />
        </Entry>
      ))}
    </Dialog>
  );
}
