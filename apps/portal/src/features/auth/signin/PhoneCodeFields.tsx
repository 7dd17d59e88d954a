import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SmsPurpose, SmsSendBody } from '@ccms/api-client';
import { Button, TextField, toast } from '@ccms/ui';
import { api } from '../../../api/client';
import { CaptchaField, type useCaptcha } from './CaptchaField';
import { FieldWithButton } from './signin.styles';
import { useCountdown } from './useCountdown';
import type { SignInForm } from './useSignInForm';

export interface PhoneCodeValues extends Record<string, string> {
  phone: string;
  captcha: string;
  smsCode: string;
}

interface PhoneCodeFieldsProps<V extends PhoneCodeValues> {
  form: SignInForm<V>;
  captcha: ReturnType<typeof useCaptcha>;
  purpose: SmsPurpose;
  /** Called when focus leaves the phone field (registration asks whether it is taken). */
  onPhoneBlur?: () => void;
}

/**
 * Phone, image captcha and the text-message code with its send button (spec 000 §7.1
 * /login/sms/send). Sending checks phone and captcha first; the captcha is single use, so it is
 * renewed after every send; a sent code locks the button for 60 seconds.
 */
export function PhoneCodeFields<V extends PhoneCodeValues>({
  form,
  captcha,
  purpose,
  onPhoneBlur,
}: PhoneCodeFieldsProps<V>) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const send = useMutation({
    mutationFn: (body: SmsSendBody) => api.auth.smsSend({ body }),
    onSuccess: () => {
      toast.success(t('signin.field.codeSent'));
      countdown.start();
    },
    onSettled: () => {
      form.setValue('captcha', '');
      captcha.refresh();
    },
  });

  const sendCode = () => {
    if (!form.check(['phone', 'captcha'])) return;
    send.mutate({
      phone: form.values.phone.trim(),
      captcha: captcha.enabled ? form.values.captcha.trim() : '',
      type: purpose,
    });
  };

  return (
    <>
      <TextField
        {...form.bind('phone')}
        onBlur={onPhoneBlur}
        type="tel"
        label={t('signin.field.phone')}
        placeholder={t('signin.field.phonePlaceholder')}
        autoComplete="tel"
      />
      <CaptchaField
        binding={form.bind('captcha')}
        captcha={captcha}
        description={t('signin.field.captchaForSms')}
      />
      <FieldWithButton>
        <TextField
          {...form.bind('smsCode')}
          inputMode="numeric"
          maxLength={6}
          label={t('signin.field.smsCode')}
          placeholder={t('signin.field.smsCodePlaceholder')}
          autoComplete="one-time-code"
        />
        <Button
          type="button"
          variant="default"
          size="medium"
          isDisabled={countdown.seconds > 0}
          isPending={send.isPending}
          onPress={sendCode}
        >
          {countdown.seconds > 0
            ? t('signin.field.resendIn', { seconds: countdown.seconds })
            : send.isSuccess
              ? t('signin.field.resend')
              : t('signin.field.sendCode')}
        </Button>
      </FieldWithButton>
    </>
  );
}
