import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserRow } from '@ccms/api-client';
import { Button, Dialog, Form, FormField, Input, passwordRule, sameAsRule } from '@ccms/ui';
import { api } from '../../../api/client';
import { useAdminMutation } from '../shared/useAdminMutation';
import { generateTemporaryPassword } from './userForm';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.regular};
`;

const PasswordRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The new password, large and selectable, so it can be read out or copied. */
const NewPassword = styled.output`
  display: block;
  margin-top: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.base};
  background: ${({ theme }) => theme.colors.background.base};
  font-family: ui-monospace, 'SFMono-Regular', Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.05em;
  user-select: all;
`;

type ResetValues = { password: string; confirmPassword: string };
const EMPTY_RESET: ResetValues = { password: '', confirmPassword: '' };

export interface ResetPasswordDialogProps {
  user: UserRow;
  onClose: () => void;
}

/**
 * 重置密码: the administrator sets (or generates) a new password under the policy; the server
 * ends the person's other sessions. The answer carries no data, so the dialog then shows the
 * password that took effect, for the administrator to pass on.
 */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<ResetValues>(EMPTY_RESET);
  const [applied, setApplied] = useState<string | null>(null);
  const reset = useAdminMutation({
    run: (password: string) =>
      api.user.userResetPassword({ params: { id: user.id }, body: { password } }),
    // The answer dialog says it; a toast on top would repeat it.
    successMessage: false,
    onSuccess: (_answer, password) => setApplied(password),
  });
  const closeOnDismiss = (open: boolean) => {
    if (!open) onClose();
  };

  if (applied !== null) {
    return (
      <Dialog
        isOpen
        onOpenChange={closeOnDismiss}
        title={t('users.reset.doneTitle')}
        footer={(close) => (
          <Button variant="primary" onPress={close}>
            {t('users.reset.acknowledge')}
          </Button>
        )}
      >
        <Intro>{t('users.reset.doneText', { name: user.name })}</Intro>
        <NewPassword aria-label={t('users.reset.newPassword')}>{applied}</NewPassword>
      </Dialog>
    );
  }

  return (
    <Dialog
      isOpen
      onOpenChange={closeOnDismiss}
      title={t('users.reset.title', { name: user.name })}
      footer={(close) => (
        <>
          <Button onPress={close}>{t('admin.cancel')}</Button>
          <Button type="submit" form={formId} variant="danger" isPending={reset.isPending}>
            {t('users.resetPassword')}
          </Button>
        </>
      )}
    >
      <Form<ResetValues>
        id={formId}
        aria-label={t('users.reset.title', { name: user.name })}
        values={values}
        onValuesChange={setValues}
        onSubmit={(submitted) => reset.mutate(submitted.password)}
      >
        <Intro>{t('users.reset.intro', { name: user.name, loginName: user.loginName })}</Intro>
        <PasswordRow>
          <FormField<string>
            name="password"
            label={t('users.reset.password')}
            required
            width="middle"
            rules={[passwordRule()]}
          >
            {(field) => <Input {...field} type="password" autoComplete="new-password" />}
          </FormField>
          <Button
            onPress={() => {
              const password = generateTemporaryPassword();
              setValues({ password, confirmPassword: password });
            }}
          >
            {t('users.reset.generate')}
          </Button>
        </PasswordRow>
        <FormField<string>
          name="confirmPassword"
          label={t('users.reset.confirmPassword')}
          required
          width="middle"
          rules={[sameAsRule('password')]}
        >
          {(field) => <Input {...field} type="password" autoComplete="new-password" />}
        </FormField>
      </Form>
    </Dialog>
  );
}
