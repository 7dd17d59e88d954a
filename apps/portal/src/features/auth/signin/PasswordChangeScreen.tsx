import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { ChangePasswordSection } from '../../profile/ChangePasswordSection';
import { StatusPanel, TextLink } from './signin.styles';
import { SignInScreen } from './SignInScreen';

/**
 * A password change of the signed-in user outside the shell (/modPassword: old password, the new
 * one twice, captcha). On success 恭喜，修改密码成功 and the user signs in again at /login.
 */
export function PasswordChangeScreen({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  const { token } = useSession();
  if (!token) {
    return (
      <SignInScreen title={title}>
        <StatusPanel>
          <p>{t('signin.password.needSession')}</p>
          <TextLink to="/login">{t('signin.password.goLogin')}</TextLink>
        </StatusPanel>
      </SignInScreen>
    );
  }
  return (
    <SignInScreen title={title} intro={intro} wide>
      <ChangePasswordSection />
    </SignInScreen>
  );
}
