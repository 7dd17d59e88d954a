import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Member } from '@ccms/api-client';
import { Button, Dialog, Form, FormField, Input, passwordRule, sameAsRule } from '@ccms/ui';
import { generateTemporaryPassword } from '../users/userForm';
import { useResetMemberPassword } from './clubQueries';

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
  user-select: all;
`;

type PasswordValues = { password: string; confirmPassword: string };
const EMPTY: PasswordValues = { password: '', confirmPassword: '' };

/**
 * 重置密码 of a member's sign-in account (the user with the member's phone): set or generate one
 * under the policy; the server ends that account's sessions. Afterwards the password is shown.
 */
export function MemberPasswordDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [applied, setApplied] = useState<string | null>(null);
  const reset = useResetMemberPassword(member.id, setApplied);
  const closeOnDismiss = (open: boolean) => {
    if (!open) onClose();
  };

  if (applied !== null) {
    return (
      <Dialog
        isOpen
        onOpenChange={closeOnDismiss}
        title={t('club.password.doneTitle')}
        footer={(close) => (
          <Button variant="primary" onPress={close}>
            {t('club.password.acknowledge')}
          </Button>
        )}
      >
        <Intro>{t('club.password.doneText', { name: member.name })}</Intro>
        <NewPassword aria-label={t('club.password.password')}>{applied}</NewPassword>
      </Dialog>
    );
  }

  const title = t('club.password.title', { name: member.name });
  return (
    <Dialog
      isOpen
      onOpenChange={closeOnDismiss}
      title={title}
      footer={(close) => (
        <>
          <Button onPress={close}>{t('admin.cancel')}</Button>
          <Button type="submit" form={formId} variant="danger" isPending={reset.isPending}>
            {t('club.members.resetPassword')}
          </Button>
        </>
      )}
    >
      <Form<PasswordValues>
        id={formId}
        aria-label={title}
        values={values}
        onValuesChange={setValues}
        onSubmit={(submitted) => reset.mutate(submitted.password)}
      >
        <Intro>{t('club.password.intro', { name: member.name, phone: member.phone })}</Intro>
        <PasswordRow>
          <FormField<string>
            name="password"
            label={t('club.password.password')}
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
            {t('club.password.generate')}
          </Button>
        </PasswordRow>
        <FormField<string>
          name="confirmPassword"
          label={t('club.password.confirm')}
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
