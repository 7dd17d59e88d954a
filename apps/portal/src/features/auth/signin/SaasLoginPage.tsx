import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TextField } from '@ccms/ui';
import { paramText, useBasicParams } from '../../../api/queries';
import { LoginMethods } from './LoginMethods';
import { PasswordLoginForm } from './PasswordLoginForm';
import { Card, Intro, LinksRow, TextLink } from './signin.styles';

const COMPANY_FIELD_ID = 'saas-company-code';

/**
 * /saasLogin: sign in to one company (SaaS) with its company code and a login name or phone
 * (/saas/login), or a text-message code (/saas/login/sms). A `companyId` query fills the code.
 */
export default function SaasLoginPage() {
  const { t } = useTranslation();
  const params = useBasicParams();
  const systemName = paramText(params.data, 'sys.name', t('app.name'));
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState(() => searchParams.get('companyId') ?? '');
  const [error, setError] = useState<string | undefined>();

  /** The company code, or null (with its message shown and the field focused) when empty. */
  const company = () => {
    const value = code.trim();
    if (value) return value;
    setError(t('signin.field.companyCodeRequired'));
    document.getElementById(COMPANY_FIELD_ID)?.querySelector('input')?.focus();
    return null;
  };

  const subtitle = t('signin.route.saasLogin');
  return (
    <Card>
      <h1>{systemName}</h1>
      <h2>{subtitle}</h2>
      <Intro>{t('signin.saas.intro')}</Intro>
      <div id={COMPANY_FIELD_ID}>
        <TextField
          name="companyCode"
          label={t('signin.field.companyCode')}
          placeholder={t('signin.field.companyCodePlaceholder')}
          autoComplete="organization"
          isRequired
          validationBehavior="aria"
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          errorMessage={error}
        />
      </div>
      <LoginMethods
        account={<PasswordLoginForm mode={{ kind: 'saas', company }} label={subtitle} />}
        sms={{ company }}
        qr={false}
      />
      <LinksRow aria-label={t('signin.links.label')}>
        <TextLink to="/login/reset-password">{t('signin.links.forgot')}</TextLink>
        <TextLink to="/login">{t('signin.links.backToLogin')}</TextLink>
      </LinksRow>
    </Card>
  );
}
