import { bankDetailCorrect, type BankDetail } from '@ccms/api-client';
import { Checkbox, Form, formatBankDateTime, FormField, toast } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { FormDialog } from '../../admin/shared/FormDialog';
import { bodyOf } from '../../cost/library/contractBody';
import { ContractInput } from '../../cost/library/ContractInput';
import { useCorrectBankDetail } from '../financeQueries';
import { formatYuan } from '../money';

const shape = bodyOf(bankDetailCorrect).shape;

type CorrectValues = { summary: string; matter: string; memo: string; isCorrect: boolean };

export interface CorrectDialogProps {
  row: BankDetail;
  onClose: () => void;
}

/**
 * 修正: edits a bank row's summary, matter and memo and marks it corrected; the server stamps
 * who and when, shown here for a row corrected before.
 */
export function CorrectDialog({ row, onClose }: CorrectDialogProps) {
  const { t } = useTranslation();
  const correct = useCorrectBankDetail();
  const [defaultValues] = useState<CorrectValues>(() => ({
    summary: row.summary ?? '',
    matter: row.matter ?? '',
    memo: row.memo ?? '',
    isCorrect: true,
  }));
  const title = t('finance.funds.correctTitle');

  const submit = async (values: CorrectValues) => {
    try {
      await correct.mutateAsync({ id: row.id, ...values });
      toast.success(t('finance.funds.correctDone'));
      onClose();
    } catch {
      // The request layer has told why; the dialog stays for another try.
    }
  };

  return (
    <FormDialog title={title} isPending={correct.isPending} onClose={onClose}>
      {(formId) => (
        <Form<CorrectValues>
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
              <dt>{t('finance.field.pay')}</dt>
              <dd>{formatYuan(row.pay)}</dd>
            </div>
          </Facts>
          <ContractInput
            name="summary"
            label={t('finance.field.summary')}
            schema={shape.summary}
            width="long"
          />
          <ContractInput
            name="matter"
            label={t('finance.field.matter')}
            schema={shape.matter}
            width="long"
          />
          <ContractInput
            name="memo"
            label={t('finance.field.memo')}
            schema={shape.memo}
            width="long"
          />
          <FormField<boolean> name="isCorrect" label={t('finance.funds.correctMark')}>
            {(field) => (
              <Checkbox isSelected={field.value} onChange={field.onChange}>
                {t('finance.funds.correctMark')}
              </Checkbox>
            )}
          </FormField>
          {row.isCorrect ? (
            <PanelNote>
              {t('finance.funds.correctedLast', {
                name: row.correctedByName ?? '',
                time: row.correctedAt ?? '',
              })}
            </PanelNote>
          ) : null}
        </Form>
      )}
    </FormDialog>
  );
}
