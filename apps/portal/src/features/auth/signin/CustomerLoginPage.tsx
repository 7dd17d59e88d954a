import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '@ccms/ui';
import { LoginMethods } from './LoginMethods';
import { PasswordLoginForm } from './PasswordLoginForm';
import { Card, LinksRow, Logo, StatusPanel, TextLink } from './signin.styles';
import { useCompanyBrand } from './useCompanyBrand';

/**
 * /{customerCode}/login: a company's own branded sign-in (spec 000 §2.2): its logo and name from
 * /saas/company/{code}; the password and SMS sign-ins go to that company (/saas/login…).
 */
export default function CustomerLoginPage() {
  const { t } = useTranslation();
  const { customerCode = '' } = useParams();
  const brand = useCompanyBrand(customerCode);
  const company = () => customerCode;

  if (brand.isPending) {
    return (
      <Card>
        <StatusPanel>
          <Spinner label={t('signin.customer.loading')} />
        </StatusPanel>
      </Card>
    );
  }
  if (brand.isError) {
    return (
      <Card>
        <h1>{t('signin.route.customerLogin')}</h1>
        <StatusPanel>
          <p role="alert">{t('signin.customer.notFound')}</p>
          <TextLink to="/login">{t('signin.links.backToLogin')}</TextLink>
        </StatusPanel>
      </Card>
    );
  }
  const subtitle = t('signin.route.customerLogin');
  return (
    <Card>
      {brand.data.logo ? <Logo src={brand.data.logo} alt="" /> : null}
      <h1>{brand.data.name}</h1>
      <h2>{subtitle}</h2>
      <LoginMethods
        account={<PasswordLoginForm mode={{ kind: 'saas', company }} label={subtitle} />}
        sms={{ company }}
        qr={false}
      />
      <LinksRow aria-label={t('signin.links.label')}>
        <TextLink to="/login/reset-password">{t('signin.links.forgot')}</TextLink>
        <TextLink to={`/${encodeURIComponent(customerCode)}/login/register`}>
          {t('signin.links.register')}
        </TextLink>
      </LinksRow>
    </Card>
  );
}
