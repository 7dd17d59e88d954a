import { useTranslation } from 'react-i18next';
import type { UserRow } from '@ccms/api-client';
import { api } from '../../../api/client';
import { PasswordResetDialog } from '../shared/PasswordResetDialog';
import { useAdminMutation } from '../shared/useAdminMutation';

export interface ResetPasswordDialogProps {
  user: UserRow;
  onClose: () => void;
}

/**
 * 重置密码 of a user: the administrator sets (or generates) a new password under the policy; the
 * server ends the person's other sessions; the dialog then shows the password that took effect.
 */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const reset = useAdminMutation({
    run: (password: string) =>
      api.user.userResetPassword({ params: { id: user.id }, body: { password } }),
    // The answer dialog says it; a toast on top would repeat it.
    successMessage: false,
  });
  return (
    <PasswordResetDialog
      texts={{
        title: t('users.reset.title', { name: user.name }),
        intro: t('users.reset.intro', { name: user.name, loginName: user.loginName }),
        password: t('users.reset.password'),
        confirmPassword: t('users.reset.confirmPassword'),
        generate: t('users.reset.generate'),
        submit: t('users.resetPassword'),
        doneTitle: t('users.reset.doneTitle'),
        doneText: t('users.reset.doneText', { name: user.name }),
        newPassword: t('users.reset.newPassword'),
        acknowledge: t('users.reset.acknowledge'),
      }}
      run={reset.mutateAsync}
      onClose={onClose}
    />
  );
}
