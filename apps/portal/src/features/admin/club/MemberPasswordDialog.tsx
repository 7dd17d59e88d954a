import { useTranslation } from 'react-i18next';
import type { Member } from '@ccms/api-client';
import { PasswordResetDialog } from '../shared/PasswordResetDialog';
import { useResetMemberPassword } from './clubQueries';

/**
 * 重置密码 of a member's sign-in account (the user with the member's phone): set or generate one
 * under the policy; the server ends that account's sessions. Afterwards the password is shown.
 */
export function MemberPasswordDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useResetMemberPassword(member.id);
  return (
    <PasswordResetDialog
      texts={{
        title: t('club.password.title', { name: member.name }),
        intro: t('club.password.intro', { name: member.name, phone: member.phone }),
        password: t('club.password.password'),
        confirmPassword: t('club.password.confirm'),
        generate: t('club.password.generate'),
        submit: t('club.members.resetPassword'),
        doneTitle: t('club.password.doneTitle'),
        doneText: t('club.password.doneText', { name: member.name }),
        newPassword: t('club.password.password'),
        acknowledge: t('club.password.acknowledge'),
      }}
      run={reset.mutateAsync}
      onClose={onClose}
    />
  );
}
