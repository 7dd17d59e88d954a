import { useTranslation } from 'react-i18next';
import { PasswordChangeScreen } from './PasswordChangeScreen';

/** /login/mod-password: the signed-in user changes their password, then signs in again. */
export default function ModPasswordPage() {
  const { t } = useTranslation();
  return (
    <PasswordChangeScreen
      title={t('signin.route.modPassword')}
      intro={t('signin.password.modIntro')}
    />
  );
}
