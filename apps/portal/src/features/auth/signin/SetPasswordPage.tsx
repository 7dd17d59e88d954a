import { useTranslation } from 'react-i18next';
import { PasswordChangeScreen } from './PasswordChangeScreen';

/**
 * /login/set-password: the forced change after sign-in. The server's user info carries no
 * must-change flag today, so nothing sends users here yet; the page works when linked to.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  return (
    <PasswordChangeScreen
      title={t('signin.route.setPassword')}
      intro={t('signin.password.setIntro')}
    />
  );
}
