import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Form, FormField, Input, passwordRule, sameAsRule } from '@ccms/ui';
import { generateTemporaryPassword } from '../users/userForm';
import { FormDialog } from './FormDialog';

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

/** The words of one password reset, in the page's own message keys. */
export interface PasswordResetTexts {
  /** The dialog's title, naming whose password is reset. */
  title: string;
  /** Who signs in with it (name and login name or phone). */
  intro: string;
  password: string;
  confirmPassword: string;
  generate: string;
  /** The submit button (重置密码). */
  submit: string;
  /** The answer dialog: its title, text, the password's label and its one button. */
  doneTitle: string;
  doneText: string;
  newPassword: string;
  acknowledge: string;
}

type PasswordValues = { password: string; confirmPassword: string };
const EMPTY: PasswordValues = { password: '', confirmPassword: '' };

export interface PasswordResetDialogProps {
  texts: PasswordResetTexts;
  /**
   * Sends the new password; rejects when the server refused (the request layer has told why,
   * and the dialog stays for another try). Give it a mutation without a success toast: the
   * answer dialog says it.
   */
  run: (password: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 重置密码 of a sign-in account (a user's, a member's): set or generate a new password under the
 * policy, confirm it, send it; the answer carries no data, so the dialog then shows the password
 * that took effect, for the administrator to pass on.
 */
export function PasswordResetDialog({ texts, run, onClose }: PasswordResetDialogProps) {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [applied, setApplied] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const submit = ({ password }: PasswordValues) => {
    setPending(true);
    return run(password).then(
      () => {
        setPending(false);
        setApplied(password);
      },
      () => setPending(false),
    );
  };

  if (applied !== null) {
    return (
      <Dialog
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={texts.doneTitle}
        footer={(close) => (
          <Button variant="primary" onPress={close}>
            {texts.acknowledge}
          </Button>
        )}
      >
        <Intro>{texts.doneText}</Intro>
        <NewPassword aria-label={texts.newPassword}>{applied}</NewPassword>
      </Dialog>
    );
  }

  return (
    <FormDialog
      title={texts.title}
      isPending={isPending}
      onClose={onClose}
      submitText={texts.submit}
      submitVariant="danger"
    >
      {(formId) => (
        <Form<PasswordValues>
          id={formId}
          aria-label={texts.title}
          values={values}
          onValuesChange={setValues}
          onSubmit={submit}
        >
          <Intro>{texts.intro}</Intro>
          <PasswordRow>
            <FormField<string>
              name="password"
              label={texts.password}
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
              {texts.generate}
            </Button>
          </PasswordRow>
          <FormField<string>
            name="confirmPassword"
            label={texts.confirmPassword}
            required
            width="middle"
            rules={[sameAsRule('password')]}
          >
            {(field) => <Input {...field} type="password" autoComplete="new-password" />}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}
