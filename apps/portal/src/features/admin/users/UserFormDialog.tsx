import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserRow } from '@ccms/api-client';
import { DepartmentPicker, type OrgNode, type PickedEntry } from '@ccms/pickers';
import {
  Form,
  FormField,
  Input,
  mobileRule,
  passwordRule,
  sameAsRule,
  Select,
  type SelectKey,
  type SelectOption,
} from '@ccms/ui';
import { FormDialog } from '../shared/FormDialog';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';
import {
  emailRule,
  loginNameRule,
  plainTextRule,
  TEXT_MAX,
  toFormValues,
  toSaveBody,
  type UserFormValues,
} from './userForm';
import { userKeys } from './userQueries';

/** Two columns of fields; a field marked wide spans both. */
const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.xl}`};
  width: 100%;

  > [data-wide] {
    grid-column: 1 / -1;
  }
`;

export interface UserFormDialogProps {
  /** The person to edit, or null to create one. */
  user: UserRow | null;
  departments: readonly OrgNode[];
  roleOptions: readonly SelectOption[];
  /** Whether the editor may list roles; without it the role field is left out. */
  withRoles: boolean;
  onClose: () => void;
}

/** 新增 / 编辑 a person: login name, name, initial password (new only), department, contacts, roles. */
export function UserFormDialog({
  user,
  departments,
  roleOptions,
  withRoles,
  onClose,
}: UserFormDialogProps) {
  const { t } = useTranslation();
  const isNew = user === null;
  const title = isNew ? t('users.form.addTitle') : t('users.form.editTitle', { name: user.name });
  const save = useAdminMutation({
    run: (values: UserFormValues) =>
      api.user.userSave({ body: toSaveBody(values, user?.id, withRoles) }),
    invalidates: [userKeys.list],
    successMessage: t('users.saved'),
    onSuccess: onClose,
  });

  const textRule = (label: string) =>
    plainTextRule(TEXT_MAX, {
      tooLong: t('users.form.tooLong', { label, max: TEXT_MAX }),
      noMarkup: t('users.form.noMarkup', { label }),
    });
  const label = {
    loginName: t('users.form.loginName'),
    name: t('users.form.name'),
    no: t('users.form.no'),
    job: t('users.form.job'),
  };

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<UserFormValues>
          id={formId}
          aria-label={title}
          defaultValues={toFormValues(user)}
          onSubmit={(values) => {
            // Failures are told by the request layer; the dialog stays open to correct them.
            save.mutate(values);
          }}
        >
          <FieldGrid>
            <FormField<string>
              name="loginName"
              label={label.loginName}
              required
              rules={[loginNameRule(t('users.form.loginNameRule'))]}
            >
              {(field) => <Input {...field} autoComplete="off" />}
            </FormField>
            <FormField<string>
              name="name"
              label={label.name}
              required
              rules={[textRule(label.name)]}
            >
              {(field) => <Input {...field} autoComplete="off" />}
            </FormField>
            {isNew ? (
              <>
                <FormField<string>
                  name="password"
                  label={t('users.form.password')}
                  required
                  rules={[passwordRule()]}
                >
                  {(field) => (
                    <Input
                      {...field}
                      type="password"
                      autoComplete="new-password"
                      description={t('users.form.passwordHint')}
                    />
                  )}
                </FormField>
                <FormField<string>
                  name="confirmPassword"
                  label={t('users.form.confirmPassword')}
                  required
                  rules={[sameAsRule('password')]}
                >
                  {(field) => <Input {...field} type="password" autoComplete="new-password" />}
                </FormField>
              </>
            ) : null}
            <FormField<readonly PickedEntry[]> name="dept" label={t('users.form.dept')}>
              {(field) => (
                <DepartmentPicker
                  label={field.label}
                  nodes={departments}
                  value={field.value}
                  onChange={field.onChange}
                  errorMessage={field.errorMessage}
                />
              )}
            </FormField>
            <FormField<string> name="job" label={label.job} rules={[textRule(label.job)]}>
              {(field) => <Input {...field} />}
            </FormField>
            <FormField<string> name="no" label={label.no} rules={[textRule(label.no)]}>
              {(field) => <Input {...field} />}
            </FormField>
            <FormField<string> name="phone" label={t('users.form.phone')} rules={[mobileRule()]}>
              {(field) => <Input {...field} type="tel" autoComplete="off" />}
            </FormField>
            <FormField<string>
              name="email"
              label={t('users.form.email')}
              rules={[emailRule(t('users.form.emailRule'))]}
            >
              {(field) => <Input {...field} type="email" autoComplete="off" />}
            </FormField>
            {withRoles ? (
              <div data-wide>
                <FormField<SelectKey[]> name="roleIds" label={t('users.form.roles')}>
                  {(field) => (
                    <Select
                      {...field}
                      selectionMode="multiple"
                      isSearchable
                      options={roleOptions}
                      description={t('users.form.rolesHint')}
                    />
                  )}
                </FormField>
              </div>
            ) : null}
          </FieldGrid>
        </Form>
      )}
    </FormDialog>
  );
}
