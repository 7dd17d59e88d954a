import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiError, type UserInfo } from '@ccms/api-client';
import { Button, Spinner } from '@ccms/ui';
import { api, quietApi } from '../../../api/client';
import { StatusPanel, TextLink } from './signin.styles';
import { SignInScreen } from './SignInScreen';
import { useCompleteSignIn } from './useCompleteSignIn';

const CALLBACK_KEYS = [
  'code',
  'state',
  'iss',
  'session_state',
  'error',
  'error_description',
] as const;
type CallbackQuery = Partial<Record<(typeof CALLBACK_KEYS)[number], string>>;

/**
 * /cas: where single sign-on returns. The provider's callback query goes to
 * /login/sso/userinfo, which answers the user info with a new session; then into the portal.
 * A failure says why, with a new attempt and the way back to /login.
 */
export default function CasPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const query: CallbackQuery = {};
  for (const key of CALLBACK_KEYS) {
    const value = searchParams.get(key);
    if (value) query[key] = value;
  }
  const hasCallback = Boolean(query.code || query.error);

  // A code works once: the query cache keeps the one exchange, whatever re-renders.
  const exchange = useQuery({
    queryKey: ['signin', 'ssoCallback', searchParams.toString()],
    queryFn: () => quietApi.auth.ssoCallback({ query }),
    enabled: hasCallback,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const entered = useRef(false);
  const enter = useEffectEvent((user: UserInfo) => void completeSignIn(user));
  useEffect(() => {
    if (!exchange.data || entered.current) return;
    entered.current = true;
    enter(exchange.data);
  }, [exchange.data]);

  const retry = useMutation({
    mutationFn: () => api.auth.ssoGetLoginData(),
    onSuccess: (data) => {
      if (data.enabled && data.authorizationUrl) window.location.assign(data.authorizationUrl);
    },
  });

  const title = t('signin.route.cas');
  if (hasCallback && !exchange.isError) {
    return (
      <SignInScreen title={title}>
        <StatusPanel>
          <Spinner size={24} />
          <p role="status">{t('signin.cas.working')}</p>
        </StatusPanel>
      </SignInScreen>
    );
  }

  let reason: string;
  if (!hasCallback) reason = t('signin.cas.missing');
  else if (exchange.error instanceof ApiError && exchange.error.message)
    reason = exchange.error.message;
  else reason = t('request.unavailable');

  return (
    <SignInScreen title={title}>
      <StatusPanel role="alert">
        <p>
          <strong>{t('signin.cas.failed')}</strong>
        </p>
        <p>{reason}</p>
      </StatusPanel>
      <StatusPanel>
        <Button
          variant="primary"
          size="medium"
          isPending={retry.isPending}
          onPress={() => retry.mutate()}
        >
          {t('signin.cas.retry')}
        </Button>
        <TextLink to="/login">{t('signin.cas.backToLogin')}</TextLink>
      </StatusPanel>
    </SignInScreen>
  );
}
