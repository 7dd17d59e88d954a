import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidMobile, type UserInfo } from '@ccms/api-client';
import { Button, TextField } from '@ccms/ui';
import { api } from '../../../api/client';
import { EMPTY_LOGIN_FORM, loginFormRules, type LoginFormValues } from '../loginForm';
import { CaptchaField, useCaptcha } from './CaptchaField';
import { SignInForm } from './signin.styles';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useSignInForm } from './useSignInForm';

/**
 * Which sign-in the form sends: `staff` is /login (login name, spec 000 §7.1); `saas` is
 * /saas/login for the company `company` answers (null: the page has shown why there is none).
 */
export type PasswordLoginMode = { kind: 'staff' } | { kind: 'saas'; company: () => string | null };

interface PasswordLoginFormProps {
  mode: PasswordLoginMode;
  /** The form's accessible name. */
  label: string;
}

/** Sign in with account, password and (unless switched off) the image captcha. */
export function PasswordLoginForm({ mode, label }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const completeSignIn = useCompleteSignIn();
  const saas = mode.kind === 'saas';
  const form = useSignInForm<LoginFormValues>(EMPTY_LOGIN_FORM, () =>
    loginFormRules({
      captchaEnabled: captcha.enabled,
      accountKey: saas ? 'signin.field.accountRequired' : 'login.usernameRequired',
    }),
  );

  const login = useMutation({
    mutationFn: ({
      values,
      company,
    }: {
      values: LoginFormValues;
      company: string;
    }): Promise<UserInfo> => {
      const answer = captcha.enabled ? values.captcha.trim() : '';
      if (mode.kind === 'staff') {
        return api.auth.login({
          body: {
            username: values.username.trim(),
            password: values.password,
            captcha: answer,
            loginType: 1,
          },
        });
      }
      const account = values.username.trim();
      return api.auth.saasLogin({
        body: {
          ...(isValidMobile(account) ? { phone: account } : { username: account }),
          companyId: company,
          password: values.password,
          captcha: answer,
          loginType: 1,
        },
      });
    },
    onSuccess: completeSignIn,
    onError: () => {
      // The request layer shows the server's message; a captcha answer is single use.
      form.setValue('captcha', '');
      captcha.refresh();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const company = mode.kind === 'saas' ? mode.company() : '';
    if (company === null || !form.check()) return;
    login.mutate({ values: form.values, company });
  };

  return (
    <SignInForm id={form.formId} noValidate onSubmit={submit} aria-label={label}>
      <TextField
        {...form.bind('username')}
        label={saas ? t('signin.field.account') : t('login.username')}
        placeholder={saas ? t('signin.field.accountPlaceholder') : t('login.usernamePlaceholder')}
        autoComplete="username"
        // The first thing typed on a sign-in page: the user name has the focus on arrival.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the page's one task starts here
        autoFocus
      />
      <TextField
        {...form.bind('password')}
        type="password"
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
      />
      <CaptchaField binding={form.bind('captcha')} captcha={captcha} />
      <Button type="submit" variant="primary" size="medium" isPending={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </SignInForm>
  );
}
