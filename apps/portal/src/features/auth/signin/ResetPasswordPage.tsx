import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FindPasswordBody } from '@ccms/api-client';
import { Button, TextField, toast } from '@ccms/ui';
import { api } from '../../../api/client';
import { useCaptcha } from './CaptchaField';
import { PhoneCodeFields, type PhoneCodeValues } from './PhoneCodeFields';
import { captchaAnswer, mobile, newPassword, sameAs, smsCode } from './rules';
import { SignInForm } from './signin.styles';
import { SignInScreen, useLoginBase } from './SignInScreen';
import { useSignInForm } from './useSignInForm';

interface ResetValues extends PhoneCodeValues {
  newPassword: string;
  repeatPassword: string;
}

/**
 * /login/reset-password (and under /cost-manager-login): a code sent to the phone (type
 * findPassword) proves the account; the new password twice under the policy of spec 000 §5.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = useLoginBase();
  const captcha = useCaptcha();
  const form = useSignInForm<ResetValues>(
    { phone: '', captcha: '', smsCode: '', newPassword: '', repeatPassword: '' },
    () => ({
      phone: mobile(),
      captcha: captchaAnswer(captcha.enabled),
      smsCode: smsCode(),
      newPassword: newPassword('signin.field.newPasswordRequired'),
      repeatPassword: sameAs('newPassword', 'signin.field.repeatPasswordRequired'),
    }),
  );

  const reset = useMutation({
    mutationFn: (body: FindPasswordBody) => api.auth.findPassword({ body }),
    onSuccess: async () => {
      toast.success(t('signin.reset.success'));
      await navigate(base, { replace: true });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check(['phone', 'smsCode', 'newPassword', 'repeatPassword'])) return;
    reset.mutate({
      phone: form.values.phone.trim(),
      captcha: form.values.smsCode.trim(),
      newPassword: form.values.newPassword,
      userType: 1,
    });
  };

  const title = t('signin.route.resetPassword');
  return (
    <SignInScreen title={title} intro={t('signin.reset.intro')} back={base}>
      <SignInForm id={form.formId} noValidate onSubmit={submit} aria-label={title}>
        <PhoneCodeFields form={form} captcha={captcha} purpose="findPassword" />
        <TextField
          {...form.bind('newPassword', { checkOnBlur: true })}
          type="password"
          label={t('signin.field.newPassword')}
          description={t('signin.field.passwordHint')}
          autoComplete="new-password"
        />
        <TextField
          {...form.bind('repeatPassword', { checkOnBlur: true })}
          type="password"
          label={t('signin.field.repeatPassword')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="primary" size="medium" isPending={reset.isPending}>
          {t('signin.reset.submit')}
        </Button>
      </SignInForm>
    </SignInScreen>
  );
}
