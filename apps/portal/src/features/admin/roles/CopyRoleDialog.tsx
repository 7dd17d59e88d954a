import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@ccms/api-client';
import { Checkbox, CheckboxGroup, Form, FormField, Select, type SelectKey } from '@ccms/ui';
import { FormDialog } from '../shared/FormDialog';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';
import { roleKeys } from './roleQueries';

/** What can pass from one role to another: copies replace the target's, merges add to it. */
const TRANSFER_PARTS = ['menus', 'departments', 'data', 'users', 'memberLevels'] as const;
type TransferPart = (typeof TRANSFER_PARTS)[number];

const isTransferPart = (value: string): value is TransferPart =>
  (TRANSFER_PARTS as readonly string[]).includes(value);

interface TransferPlan {
  source: string;
  target: string;
  parts: readonly TransferPart[];
  /** Data only: replace the target's data grants instead of adding to them. */
  cover: boolean;
}

/** One call per part; they run one after another, so a failure stops the rest. */
async function transfer({ source: src, target: tar, parts, cover }: TransferPlan) {
  const calls: Record<TransferPart, () => Promise<unknown>> = {
    menus: () => api.role.roleCopyRoleMenu({ params: { src, tar } }),
    departments: () => api.role.roleCopyRoleDept({ params: { src, tar } }),
    data: () =>
      api.dataAuth.dataAuthCopyRoleData({
        params: { src, tar, cover: cover ? 'true' : 'false' },
      }),
    users: () => api.role.roleMergeRoleUserList({ params: { src, tar } }),
    memberLevels: () =>
      api.role.roleMergeRoleMemberLevelList({ params: { srcRoleId: src, tarRoleId: tar } }),
  };
  for (const part of TRANSFER_PARTS) {
    if (parts.includes(part)) await calls[part]();
  }
}

interface TransferFormValues extends Record<string, unknown> {
  target: SelectKey | null;
  parts: TransferPart[];
  cover: boolean;
}

const START: TransferFormValues = { target: null, parts: [], cover: false };

export interface CopyRoleDialogProps {
  source: Role;
  /** Every role; the source itself is not offered as a target. */
  roles: readonly Role[];
  /** Mount it to open it: each opening starts empty. */
  onClose: () => void;
}

/** 复制 / 合并授权: pass this role's menus, departments, data, people or member levels to another. */
export function CopyRoleDialog({ source, roles, onClose }: CopyRoleDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TransferFormValues>(START);
  const run = useAdminMutation({ run: transfer, invalidates: [roleKeys.all], onSuccess: onClose });
  const targets = roles
    .filter((role) => role.id !== source.id)
    .map((role) => ({ value: role.id, label: role.name }));
  const partLabels: Record<TransferPart, string> = {
    menus: t('roles.copyMenus'),
    departments: t('roles.copyDepartments'),
    data: t('roles.copyData'),
    users: t('roles.mergeUsers'),
    memberLevels: t('roles.mergeMemberLevels'),
  };

  const submit = async ({ target, parts, cover }: TransferFormValues) => {
    if (target === null) return;
    await run
      .mutateAsync({ source: source.id, target: String(target), parts, cover })
      // The request layer has told the user; the dialog stays open.
      .catch(() => undefined);
  };

  return (
    <FormDialog
      title={t('roles.copyTitle', { role: source.name })}
      width="medium"
      isPending={run.isPending}
      onClose={onClose}
    >
      {(formId) => (
        <Form<TransferFormValues>
          id={formId}
          aria-label={t('roles.copyTitle', { role: source.name })}
          values={values}
          onValuesChange={setValues}
          onSubmit={submit}
        >
          <FormField<SelectKey | null>
            name="target"
            label={t('roles.copyTarget')}
            width="long"
            rules={[{ required: true, message: t('roles.copyTargetRequired') }]}
          >
            {(field) => <Select {...field} isSearchable options={targets} />}
          </FormField>
          <FormField<TransferPart[]>
            name="parts"
            label={t('roles.copyWhat')}
            rules={[{ required: true, message: t('roles.copyNothingChosen') }]}
          >
            {(field) => (
              <CheckboxGroup
                {...field}
                onChange={(value) => field.onChange(value.filter(isTransferPart))}
              >
                {TRANSFER_PARTS.map((part) => (
                  <Checkbox key={part} value={part}>
                    {partLabels[part]}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            )}
          </FormField>
          <FormField<boolean>
            name="cover"
            label={t('roles.copyDataCover')}
            hidden={!values.parts.includes('data')}
          >
            {(field) => (
              <Checkbox isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                {field.label}
              </Checkbox>
            )}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}
