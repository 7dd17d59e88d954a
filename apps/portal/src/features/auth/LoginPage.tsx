import { useTranslation } from 'react-i18next';
import { StaffLoginScreen } from './signin/StaffLoginScreen';

/**
 * /login: sign in with login name, password and (unless switched off) the image captcha; or by
 * text message or QR code, whose parts load when their tab is chosen.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  return <StaffLoginScreen base="/login" subtitle={t('login.heading')} />;
}
