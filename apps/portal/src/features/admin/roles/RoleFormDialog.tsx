import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { roleSaveSchema, type Role, type RoleSave } from '@ccms/api-client';
import { Form, FormField, Input, NumberInput, Switch, Textarea, type FieldRule } from '@ccms/ui';
import { FormDialog } from '../shared/FormDialog';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';
import { PanelNote } from '../shared/AdminLayout.styles';
import { ADMIN_ROLE_CODE, roleKeys } from './roleQueries';

interface RoleFormValues extends Record<string, unknown> {
  name: string;
  code: string;
  sort: number | null;
  remarks: string;
  selfRegister: boolean;
}

const NEW_ROLE: RoleFormValues = { name: '', code: '', sort: 0, remarks: '', selfRegister: false };

function formValuesOf(role: Role | null): RoleFormValues {
  if (!role) return NEW_ROLE;
  return {
    name: role.name,
    code: role.code,
    sort: role.sort,
    remarks: role.remarks ?? '',
    selfRegister: role.selfRegister,
  };
}

/** A rule that passes when the contract's own field schema accepts the value, with our message. */
/** The field checked by the contract's schema, told with this form's own message. */
function schemaRule(field: keyof typeof roleSaveSchema.shape, message: string): FieldRule {
  return {
    validator: (value) => (roleSaveSchema.shape[field].safeParse(value).success ? null : message),
  };
}

export interface RoleFormDialogProps {
  /** The role edited, or null to create one. */
  role: Role | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** 新增角色 / 编辑角色: name, code, sort, remarks and whether registration offers the role. */
export function RoleFormDialog({ role, isOpen, onOpenChange }: RoleFormDialogProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const isAdminRole = role?.code === ADMIN_ROLE_CODE;
  const save = useAdminMutation({
    run: (body: RoleSave) => api.role.roleSave({ body }),
    invalidates: [roleKeys.all],
    onSuccess: () => onOpenChange(false),
  });

  const submit = async (values: RoleFormValues) => {
    // The field rules ran the same schema, so this only trims and fills in the defaults.
    const parsed = roleSaveSchema.safeParse({ ...values, ...(role ? { id: role.id } : {}) });
    if (!parsed.success) return;
    // Failures are told by the request layer; the dialog stays open for a correction.
    await save.mutateAsync(parsed.data).catch(() => undefined);
  };

  return (
    <FormDialog
      title={role ? t('roles.editTitle') : t('roles.addTitle')}
      isOpen={isOpen}
      isPending={save.isPending}
      onClose={() => onOpenChange(false)}
    >
      {(formId) => (
        <>
          {/* Keyed by role so each opening starts from that role's values. */}
          <Form<RoleFormValues>
            key={role?.id ?? 'new'}
            id={formId}
            aria-label={role ? t('roles.editTitle') : t('roles.addTitle')}
            defaultValues={formValuesOf(role)}
            onSubmit={submit}
          >
            <FormField<string>
              name="name"
              label={t('roles.name')}
              width="long"
              rules={[
                { required: true, message: t('roles.nameRequired') },
                schemaRule('name', t('roles.textInvalid')),
              ]}
            >
              {(field) => <Input {...field} maxLength={32} autoComplete="off" />}
            </FormField>
            <FormField<string>
              name="code"
              label={t('roles.code')}
              width="long"
              required
              rules={[schemaRule('code', t('roles.codeInvalid'))]}
            >
              {/* The administrator role is found by its code, so the server keeps it unchanged. */}
              {(field) => (
                <Input {...field} maxLength={32} autoComplete="off" isReadOnly={isAdminRole} />
              )}
            </FormField>
            <FormField<number | null>
              name="sort"
              label={t('roles.sort')}
              width="middle"
              rules={[schemaRule('sort', t('roles.sortInvalid'))]}
            >
              {(field) => <NumberInput {...field} min={0} max={1_000_000} precision={0} />}
            </FormField>
            <FormField<string>
              name="remarks"
              label={t('roles.remarks')}
              width="long"
              rules={[schemaRule('remarks', t('roles.textInvalid'))]}
            >
              {(field) => <Textarea {...field} maxLength={200} />}
            </FormField>
            <FormField<boolean> name="selfRegister" label={t('roles.selfRegister')}>
              {(field) => (
                <>
                  <Switch
                    isSelected={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    isDisabled={isAdminRole}
                    aria-describedby={hintId}
                  >
                    {field.label}
                  </Switch>
                  <PanelNote id={hintId}>{t('roles.selfRegisterHint')}</PanelNote>
                </>
              )}
            </FormField>
          </Form>
        </>
      )}
    </FormDialog>
  );
}
