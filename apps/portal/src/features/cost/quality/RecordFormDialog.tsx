import { useQueryClient } from '@tanstack/react-query';
import { rulesQualitySaveForm, type CheckRecord, type RulesRecordForm } from '@ccms/api-client';
import { Form, FormAlert, FormField, Input, Select, Textarea, toast } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quietApi } from '../../../api/client';
import { contractRule } from '../../admin/shared/contractRule';
import { FormDialog } from '../../admin/shared/FormDialog';
import { bodyOf } from '../library/contractBody';
import { qualityKeys, useControlProjects } from './qualityQueries';

const fields = bodyOf(rulesQualitySaveForm).shape;

/** The form saved for a record in this session (the contract has no call that reads it back). */
const formKey = (recordId: string) => [...qualityKeys.all, 'recordForm', recordId] as const;

interface RecordFormValues extends Record<string, unknown> {
  name: string;
  checker: string;
  controlProjectId: string;
  remark: string;
}

export interface RecordFormDialogProps {
  record: CheckRecord;
  onClose: () => void;
}

/**
 * 检查表单 (saveFrom): a check record's name, checker, the control-price project it is compared
 * with and a remark; checked by the contract's own rules, a refusal stays in the dialog.
 */
export function RecordFormDialog({ record, onClose }: RecordFormDialogProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const controls = useControlProjects(true);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const time = record.finishedAt ?? record.startedAt;
  const title = t('cost.qualityExtras.form.title', { time });
  const saved = queryClient.getQueryData<RulesRecordForm>(formKey(record.id));
  const label = (key: 'name' | 'checker' | 'remark') => t(`cost.qualityExtras.form.${key}`);
  const defaults: RecordFormValues = {
    name: saved?.name ?? t('cost.qualityExtras.form.defaultName', { project: record.projectName }),
    checker: saved?.checker ?? record.startedBy ?? '',
    controlProjectId: saved?.controlProjectId ?? '',
    remark: saved?.remark ?? '',
  };

  const submit = async (values: RecordFormValues) => {
    setRefusal(null);
    setPending(true);
    try {
      const answer = await quietApi.costRules.rulesQualitySaveForm({
        body: {
          recordId: record.id,
          name: values.name.trim(),
          checker: values.checker.trim(),
          controlProjectId: values.controlProjectId || null,
          remark: values.remark.trim(),
        },
      });
      queryClient.setQueryData(formKey(record.id), answer);
      toast.success(t('cost.qualityExtras.form.saved'));
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : '');
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog title={title} isPending={pending} onClose={onClose} width="medium">
      {(formId) => (
        <Form<RecordFormValues>
          id={formId}
          aria-label={title}
          defaultValues={defaults}
          onSubmit={submit}
        >
          {refusal !== null ? (
            <FormAlert>{t('cost.qualityExtras.form.refused', { message: refusal })}</FormAlert>
          ) : null}
          <FormField<string>
            name="name"
            label={label('name')}
            width="long"
            rules={[contractRule(fields.name, i18n.language, { required: true })]}
          >
            {(field) => <Input {...field} maxLength={100} autoComplete="off" />}
          </FormField>
          <FormField<string>
            name="checker"
            label={label('checker')}
            width="middle"
            rules={[contractRule(fields.checker, i18n.language, { label: label('checker') })]}
          >
            {(field) => <Input {...field} maxLength={40} autoComplete="off" />}
          </FormField>
          <FormField<string>
            name="controlProjectId"
            label={t('cost.quality.startDialog.control')}
            width="long"
          >
            {({ onChange, value, ...field }) => (
              <Select
                {...field}
                isSearchable
                value={value}
                onChange={(next) => onChange(next === null ? '' : String(next))}
                options={[
                  { value: '', label: t('cost.quality.startDialog.controlNone') },
                  ...(controls.data?.data ?? [])
                    .filter((control) => control.id !== record.projectId)
                    .map((control) => ({
                      value: control.id,
                      label: control.code ? `${control.code} ${control.name}` : control.name,
                    })),
                ]}
              />
            )}
          </FormField>
          <FormField<string>
            name="remark"
            label={label('remark')}
            width="long"
            rules={[contractRule(fields.remark, i18n.language, { label: label('remark') })]}
          >
            {(field) => <Textarea {...field} rows={3} maxLength={500} />}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}
