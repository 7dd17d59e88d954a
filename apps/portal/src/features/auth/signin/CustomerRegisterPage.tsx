import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Logo } from './signin.styles';
import { RegisterForm } from './RegisterForm';
import { SignInScreen } from './SignInScreen';
import { useCompanyBrand } from './useCompanyBrand';

/** /{customerCode}/login/register: a customer member registers with that company. */
export default function CustomerRegisterPage() {
  const { t } = useTranslation();
  const { customerCode = '' } = useParams();
  const brand = useCompanyBrand(customerCode);
  const loginPath = `/${encodeURIComponent(customerCode)}/login`;
  const title = t('signin.route.customerRegister');
  return (
    <SignInScreen
      title={title}
      intro={
        brand.data ? (
          <>
            {brand.data.logo ? <Logo src={brand.data.logo} alt="" /> : null}
            {t('signin.register.customerIntro', { company: brand.data.name })}
          </>
        ) : (
          t('signin.register.intro')
        )
      }
      back={loginPath}
      wide
    >
      <RegisterForm customerId={customerCode} loginPath={loginPath} label={title} />
    </SignInScreen>
  );
}
