import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  enterpriseSaveSchema,
  type Enterprise,
  type EnterpriseSave,
  type SaasGrade,
} from '@ccms/api-client';
import { Form, FormField, Input, Select, Switch, type FieldRule, type SelectKey } from '@ccms/ui';
import { api } from '../../../api/client';
import { contractRule } from '../shared/contractRule';
import { PanelNote } from '../shared/AdminLayout.styles';
import { useAdminMutation } from '../shared/useAdminMutation';
import { FieldGrid, FieldHint, WideField } from '../menus/MenuFormDialog.styles';
import { FormDialog } from '../shared/FormDialog';
import { saasKeys } from './saasQueries';

export interface EnterpriseFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  gradeId: SelectKey | null;
  enabled: boolean;
  contactName: string;
  contactPhone: string;
  adminLoginName: string;
  adminName: string;
  adminPassword: string;
}

export function enterpriseFormValues(enterprise: Enterprise | null): EnterpriseFormValues {
  return {
    code: enterprise?.code ?? '',
    name: enterprise?.name ?? '',
    gradeId: enterprise?.gradeId ?? null,
    enabled: enterprise?.enabled ?? true,
    contactName: enterprise?.contactName ?? '',
    contactPhone: enterprise?.contactPhone ?? '',
    adminLoginName: '',
    adminName: '',
    adminPassword: '',
  };
}

/** The save body: an edit carries the id and no administrator (the server ignores it then). */
export function toEnterpriseSave(values: EnterpriseFormValues, id: string | undefined) {
  const body: EnterpriseSave = {
    ...(id ? { id } : {}),
    code: values.code,
    name: values.name,
    gradeId: String(values.gradeId ?? ''),
    enabled: values.enabled,
    contactName: values.contactName,
    contactPhone: values.contactPhone,
    ...(id
      ? {}
      : {
          adminLoginName: values.adminLoginName,
          adminName: values.adminName,
          adminPassword: values.adminPassword,
        }),
  };
  return enterpriseSaveSchema.safeParse(body);
}

const shape = enterpriseSaveSchema.shape;

export interface EnterpriseFormDialogProps {
  /** The enterprise edited, or null to open one. */
  enterprise: Enterprise | null;
  grades: readonly SaasGrade[];
  onClose: () => void;
}

/** 开通企业 / 编辑企业: company, package, contact and (when opening) the administrator account. */
export function EnterpriseFormDialog({ enterprise, grades, onClose }: EnterpriseFormDialogProps) {
  const { t, i18n } = useTranslation();
  const enabledHintId = useId();
  const language = i18n.language;
  const [values, setValues] = useState(() => enterpriseFormValues(enterprise));
  const save = useAdminMutation({
    run: (body: EnterpriseSave) => api.saas.enterpriseSave({ body }),
    invalidates: [saasKeys.all],
    onSuccess: onClose,
  });
  const title = enterprise
    ? t('saas.enterprise.editTitle', { name: enterprise.name })
    : t('saas.enterprise.addTitle');
  const gradeOptions = useMemo(
    () => grades.map((grade) => ({ value: grade.id, label: grade.name })),
    [grades],
  );
  const newGrade =
    enterprise && values.gradeId !== null && values.gradeId !== enterprise.gradeId
      ? grades.find((grade) => grade.id === values.gradeId)
      : undefined;
  const label = (key: string) => t(`saas.enterprise.${key}`);
  /** The field checked by its contract schema; zod's own messages name the field. */
  const rule = (field: keyof typeof shape, labelKey: string = field): FieldRule =>
    contractRule(shape[field], language, { label: label(labelKey) });

  const submit = async (submitted: EnterpriseFormValues) => {
    // The rules ran the contract's own schemas, so this only trims and fills in the defaults.
    const parsed = toEnterpriseSave(submitted, enterprise?.id);
    if (!parsed.success) return;
    // A refusal is told by the request layer; the dialog stays open for a correction.
    await save.mutateAsync(parsed.data).catch(() => undefined);
  };

  return (
    <FormDialog title={title} width="medium" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<EnterpriseFormValues>
          id={formId}
          aria-label={title}
          values={values}
          onValuesChange={setValues}
          onSubmit={submit}
        >
          {enterprise ? null : <PanelNote>{t('saas.enterprise.openNote')}</PanelNote>}
          <FieldGrid>
            <FormField<string>
              name="code"
              label={label('code')}
              rules={[{ required: true, message: label('codeRequired') }, rule('code')]}
            >
              {(field) => (
                <Input
                  {...field}
                  maxLength={32}
                  autoComplete="off"
                  description={
                    enterprise
                      ? label('codeLocked')
                      : t('saas.enterprise.codeHint', { code: field.value || 'code' })
                  }
                />
              )}
            </FormField>
            <FormField<string>
              name="name"
              label={label('name')}
              rules={[contractRule(shape.name, language, { required: true, label: label('name') })]}
            >
              {(field) => <Input {...field} maxLength={100} autoComplete="off" />}
            </FormField>
            <WideField>
              <FormField<SelectKey | null>
                name="gradeId"
                label={label('grade')}
                required
                rules={[{ required: true, message: label('gradeRequired') }]}
              >
                {(field) => (
                  <Select
                    {...field}
                    options={gradeOptions}
                    description={label('gradeNote')}
                    width="long"
                  />
                )}
              </FormField>
              {newGrade ? (
                <PanelNote role="status">
                  {t('saas.enterprise.gradeChanged', { grade: newGrade.name })}
                </PanelNote>
              ) : null}
            </WideField>
            <FormField<string>
              name="contactName"
              label={label('contactName')}
              rules={[rule('contactName')]}
            >
              {(field) => <Input {...field} maxLength={64} autoComplete="off" />}
            </FormField>
            <FormField<string>
              name="contactPhone"
              label={label('contactPhone')}
              rules={[rule('contactPhone')]}
            >
              {(field) => <Input {...field} maxLength={20} autoComplete="off" type="tel" />}
            </FormField>
            <WideField>
              <FormField<boolean> name="enabled" label={label('enabled')}>
                {(field) => (
                  <>
                    <Switch
                      isSelected={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      aria-describedby={enabledHintId}
                    >
                      {field.label}
                    </Switch>
                    <FieldHint id={enabledHintId}>{label('enabledHint')}</FieldHint>
                  </>
                )}
              </FormField>
            </WideField>
          </FieldGrid>
          {enterprise ? null : (
            <fieldset>
              <legend>{label('adminSection')}</legend>
              <FieldGrid>
                <FormField<string>
                  name="adminLoginName"
                  label={label('adminLoginName')}
                  rules={[
                    { required: true, message: label('adminLoginNameRequired') },
                    rule('adminLoginName'),
                  ]}
                >
                  {(field) => <Input {...field} maxLength={32} autoComplete="off" />}
                </FormField>
                <FormField<string>
                  name="adminName"
                  label={label('adminName')}
                  rules={[rule('adminName')]}
                >
                  {(field) => (
                    <Input
                      {...field}
                      maxLength={64}
                      autoComplete="off"
                      placeholder={label('adminNamePlaceholder')}
                    />
                  )}
                </FormField>
                <FormField<string>
                  name="adminPassword"
                  label={label('adminPassword')}
                  rules={[
                    { required: true, message: label('adminPasswordRequired') },
                    rule('adminPassword'),
                  ]}
                >
                  {(field) => (
                    <Input {...field} maxLength={30} type="password" autoComplete="new-password" />
                  )}
                </FormField>
              </FieldGrid>
            </fieldset>
          )}
        </Form>
      )}
    </FormDialog>
  );
}
