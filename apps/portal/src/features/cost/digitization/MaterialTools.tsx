import { useQueryClient } from '@tanstack/react-query';
import { rulesMaterialSave, type Material } from '@ccms/api-client';
import {
  Button,
  ConfirmDialog,
  Form,
  FormAlert,
  FormField,
  Input,
  Progress,
  toast,
} from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api, quietApi } from '../../../api/client';
import { contractRule } from '../../admin/shared/contractRule';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { bodyOf } from '../library/contractBody';
import { materialKeys } from './digitizationQueries';

/** 智能分析: catalogue coding, then the library for what is left; it may take a while on big projects. */
export function ItAnalyzeButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const run = useAdminMutation<
    void,
    { byCatalogue: number; byLibrary: number; uncoded: number; kept: number }
  >({
    run: () => api.costRules.rulesMaterialItAnalyze({ params: { id: projectId } }),
    invalidates: [materialKeys.all(projectId)],
    successMessage: false,
    onSuccess: (result) => toast.success(t('costDigitization.tools.analyze.done', result)),
  });
  return (
    <>
      <Button isPending={run.isPending} onPress={() => run.mutate()}>
        {t('costDigitization.tools.analyze.button')}
      </Button>
      {run.isPending ? (
        <Progress indeterminate label={t('costDigitization.tools.analyze.running')} />
      ) : null}
    </>
  );
}

/** 清除自动编码, after a question: confirmed codings and conversions stay. */
export function ClearCodingButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const run = useAdminMutation<void, { cleared: number; kept: number }>({
    run: () => api.costRules.rulesMaterialClearCollection({ params: { id: projectId } }),
    invalidates: [materialKeys.all(projectId)],
    successMessage: false,
    onSuccess: (result) => toast.success(t('costDigitization.tools.clear.done', result)),
  });
  return (
    <>
      <Button isPending={run.isPending} onPress={() => setAsking(true)}>
        {t('costDigitization.tools.clear.button')}
      </Button>
      {asking ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setAsking(false);
          }}
          tone="danger"
          title={t('costDigitization.tools.clear.button')}
          okText={t('costDigitization.tools.clear.ok')}
          cancelText={t('admin.cancel')}
          message={t('costDigitization.tools.clear.message')}
          onConfirm={() =>
            run.mutateAsync().then(
              () => undefined,
              () => undefined,
            )
          }
        />
      ) : null}
    </>
  );
}

const fields = bodyOf(rulesMaterialSave).shape;

interface MaterialValues extends Record<string, unknown> {
  name: string;
  spec: string;
  unit: string;
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export interface MaterialEditDialogProps {
  projectId: string;
  material: Material;
  onClose: () => void;
}

/**
 * 编辑材料: the name, spec and unit of one material in every unit of the project (so coding by
 * similarity sees the corrected text); checked by the contract's own rules, a refusal stays here.
 */
export function MaterialEditDialog({ projectId, material, onClose }: MaterialEditDialogProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = t('costDigitization.tools.edit.title', { code: material.code });
  const label = (key: 'name' | 'spec' | 'unit') => t(`costDigitization.tools.edit.${key}`);

  const submit = async (values: MaterialValues) => {
    setRefusal(null);
    setPending(true);
    try {
      await quietApi.costRules.rulesMaterialSave({
        body: {
          projectId,
          code: material.code,
          name: values.name.trim(),
          spec: values.spec.trim(),
          unit: values.unit.trim(),
        },
      });
      toast.success(t('admin.done'));
      await queryClient.invalidateQueries({ queryKey: materialKeys.all(projectId) });
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : '');
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog title={title} isPending={pending} onClose={onClose}>
      {(formId) => (
        <Form<MaterialValues>
          id={formId}
          aria-label={title}
          defaultValues={{ name: material.name, spec: material.spec, unit: material.unit }}
          onSubmit={submit}
        >
          <Note>{t('costDigitization.tools.edit.note')}</Note>
          {refusal !== null ? (
            <FormAlert>{t('costDigitization.tools.edit.refused', { message: refusal })}</FormAlert>
          ) : null}
          <FormField<string>
            name="name"
            label={label('name')}
            rules={[contractRule(fields.name, i18n.language, { required: true })]}
          >
            {(field) => <Input {...field} maxLength={100} autoComplete="off" />}
          </FormField>
          <FormField<string>
            name="spec"
            label={label('spec')}
            rules={[contractRule(fields.spec, i18n.language, { label: label('spec') })]}
          >
            {(field) => <Input {...field} maxLength={100} autoComplete="off" />}
          </FormField>
          <FormField<string>
            name="unit"
            label={label('unit')}
            width="short"
            rules={[contractRule(fields.unit, i18n.language, { required: true })]}
          >
            {(field) => <Input {...field} maxLength={20} autoComplete="off" />}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}
