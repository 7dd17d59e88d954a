import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@ccms/api-client';
import { Button } from '@ccms/ui';
import { api } from '../../../api/client';
import { useCaptcha } from './CaptchaField';
import { PhoneCodeFields, type PhoneCodeValues } from './PhoneCodeFields';
import { captchaAnswer, mobile, smsCode } from './rules';
import { SignInForm } from './signin.styles';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useSignInForm } from './useSignInForm';

export interface SmsLoginPanelProps {
  /**
   * A SaaS login's company (id or code): /saas/login/sms instead of /login/sms. Null: the page
   * has shown why there is none.
   */
  company?: () => string | null;
}

/**
 * 短信登录 (spec 000 §4, §7.1): phone and image captcha ask for a code (60 s countdown); the
 * code signs in. Loaded only when its tab is chosen.
 */
export default function SmsLoginPanel({ company }: SmsLoginPanelProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const completeSignIn = useCompleteSignIn();
  const form = useSignInForm<PhoneCodeValues>({ phone: '', captcha: '', smsCode: '' }, () => ({
    phone: mobile(),
    captcha: captchaAnswer(captcha.enabled),
    smsCode: smsCode(),
  }));

  const login = useMutation({
    mutationFn: ({
      phone,
      code,
      companyId,
    }: {
      phone: string;
      code: string;
      companyId: string | undefined;
    }): Promise<UserInfo> =>
      companyId
        ? api.auth.saasSmsLogin({ body: { phone, captcha: code, companyId } })
        : api.auth.smsLogin({ body: { phone, captcha: code, loginType: 1 } }),
    onSuccess: completeSignIn,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const companyId = company ? company() : undefined;
    if (companyId === null || !form.check(['phone', 'smsCode'])) return;
    login.mutate({
      phone: form.values.phone.trim(),
      code: form.values.smsCode.trim(),
      companyId,
    });
  };

  return (
    <SignInForm id={form.formId} noValidate onSubmit={submit} aria-label={t('signin.methods.sms')}>
      <PhoneCodeFields form={form} captcha={captcha} purpose="login" />
      <Button type="submit" variant="primary" size="medium" isPending={login.isPending}>
        {login.isPending ? t('signin.sms.submitting') : t('signin.sms.submit')}
      </Button>
    </SignInForm>
  );
}
