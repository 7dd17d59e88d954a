import { useTranslation } from 'react-i18next';
import { RegisterForm } from './RegisterForm';
import { SignInScreen, useLoginBase } from './SignInScreen';

/** /login/register (and under /cost-manager-login): a member registers themselves. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const base = useLoginBase();
  const title = t('signin.route.register');
  return (
    <SignInScreen title={title} intro={t('signin.register.intro')} back={base} wide>
      <RegisterForm loginPath={base} label={title} />
    </SignInScreen>
  );
}
