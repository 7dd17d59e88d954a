import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { captcha as captchaEndpoint, endpointUrl, type LoginBody } from '@ccms/api-client';
import { Button, TextField } from '@ccms/ui';
import { api } from '../../api/client';
import { paramText, queryKeys, useBasicParams } from '../../api/queries';
import { CaptchaButton, CaptchaRow } from './captcha.styles';
import { safeRedirectTarget } from '../../app/decideRoute';
import { session } from '../../app/session';
import {
  validateLoginForm,
  type LoginField,
  type LoginFormErrors,
  type LoginFormValues,
} from './loginForm';

const Card = styled.div`
  width: min(400px, calc(100vw - 32px));
  margin: 6vh auto;
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.xxl} ${theme.spacing.xl}`};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.popup};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.text.primary};
    text-align: center;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xl};
    font-size: ${({ theme }) => theme.fontSizes.base};
    font-weight: normal;
    color: ${({ theme }) => theme.colors.text.secondary};
    text-align: center;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};

  button[type='submit'] {
    width: 100%;
  }
`;

const FIELD_ORDER: readonly LoginField[] = ['username', 'password', 'captcha'];
const EMPTY_FORM: LoginFormValues = { username: '', password: '', captcha: '' };

/** /login: sign in with login name, password and (unless switched off) the image captcha. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const params = useBasicParams();
  const systemName = paramText(params.data, 'sys.name', t('app.name'));
  // Unknown while loading (hidden, no flash); if the parameters cannot load, the server still checks it.
  const captchaEnabled = params.data ? params.data['captcha.enabled'] !== false : params.isError;

  const [values, setValues] = useState<LoginFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  const refreshCaptcha = () => setCaptchaStamp(Date.now());

  const login = useMutation({
    mutationFn: (body: LoginBody) => api.auth.login({ body }),
    onSuccess: async (user) => {
      session.signIn(user);
      queryClient.setQueryData(queryKeys.userInfo(user.authToken), user);
      await navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true });
    },
    onError: () => {
      // The request layer shows the server's message; a captcha answer is single use.
      setValues((current) => ({ ...current, captcha: '' }));
      refreshCaptcha();
    },
  });

  const update = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLoginForm(values, captchaEnabled);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    login.mutate({
      username: values.username.trim(),
      password: values.password,
      captcha: captchaEnabled ? values.captcha.trim() : '',
      loginType: 1,
    });
  };

  const errorText = (field: LoginField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <Card>
      <h1>{systemName}</h1>
      <h2>{t('login.heading')}</h2>
      <Form noValidate onSubmit={submit} aria-label={t('login.heading')}>
        <TextField
          name="username"
          label={t('login.username')}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          isRequired
          validationBehavior="aria"
          value={values.username}
          onChange={update('username')}
          errorMessage={errorText('username')}
        />
        <TextField
          name="password"
          type="password"
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          isRequired
          validationBehavior="aria"
          value={values.password}
          onChange={update('password')}
          errorMessage={errorText('password')}
        />
        {captchaEnabled ? (
          <CaptchaRow>
            <TextField
              name="captcha"
              label={t('login.captcha')}
              placeholder={t('login.captchaPlaceholder')}
              autoComplete="off"
              isRequired
              validationBehavior="aria"
              value={values.captcha}
              onChange={update('captcha')}
              errorMessage={errorText('captcha')}
            />
            <CaptchaButton type="button" onClick={refreshCaptcha}>
              <img
                src={endpointUrl('/api', captchaEndpoint, { query: { _: String(captchaStamp) } })}
                alt={t('login.captchaImage')}
                width={120}
                height={32}
              />
            </CaptchaButton>
          </CaptchaRow>
        ) : null}
        <Button type="submit" variant="primary" size="medium" isPending={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form>
    </Card>
  );
}
