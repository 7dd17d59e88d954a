import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '@ccms/api-client';
import { TextField } from '@ccms/ui';
import { routeOf } from '../../../api/endpointTable';
import { useBasicParams } from '../../../api/queries';
import { CaptchaButton, CaptchaRow } from '../captcha.styles';

/**
 * Whether the image captcha is on (basic parameter captcha.enabled) and the stamp of the image
 * shown. Unknown while loading (hidden, no flash); if the parameters cannot load, the server
 * still checks it, so it is shown.
 */
export function useCaptcha() {
  const params = useBasicParams();
  const enabled = params.data ? params.data['captcha.enabled'] !== false : params.isError;
  const [stamp, setStamp] = useState(() => Date.now());
  // A new stamp always differs, even within the same millisecond.
  const refresh = () => setStamp((current) => Math.max(Date.now(), current + 1));
  return { enabled, stamp, refresh };
}

export interface CaptchaFieldProps {
  /** The form's binding of the answer (value, change, message). */
  binding: { value: string; onChange: (value: string) => void; errorMessage: string | undefined };
  captcha: ReturnType<typeof useCaptcha>;
  description?: string;
}

/** The image-captcha answer and its image, which a press refreshes; nothing while it is off. */
export function CaptchaField({ binding, captcha, description }: CaptchaFieldProps) {
  const { t } = useTranslation();
  if (!captcha.enabled) return null;
  return (
    <CaptchaRow>
      <TextField
        name="captcha"
        label={t('login.captcha')}
        placeholder={t('login.captchaPlaceholder')}
        autoComplete="off"
        isRequired
        validationBehavior="aria"
        value={binding.value}
        onChange={binding.onChange}
        errorMessage={binding.errorMessage}
        description={description}
      />
      <CaptchaButton type="button" onClick={captcha.refresh}>
        <img
          src={endpointUrl('/api', routeOf('auth', 'captcha'), {
            query: { _: String(captcha.stamp) },
          })}
          alt={t('login.captchaImage')}
          width={120}
          height={32}
        />
      </CaptchaButton>
    </CaptchaRow>
  );
}
