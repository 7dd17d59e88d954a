import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../api/client';
import { paramText, useBasicParams } from '../api/queries';
import { decideRoute } from './decideRoute';
import { usePageTitle } from './pageTitle';
import { session } from './session';

/** Query flags of an embedding system, kept for the whole browser session (spec 000 §2.1). */
const KEPT_QUERY_FLAGS = ['qtopen', 'qtopenUrl'] as const;

/** Signs in with an AuthToken from a link: stored data is cleared first, then the new session stored. */
async function loginByToken(authToken: string): Promise<void> {
  session.clear();
  try {
    session.signIn(await api.auth.initAuthToken({ query: { AuthToken: authToken } }));
  } catch {
    // The request layer has told the user; without a session the guard sends them to login.
    session.clear();
  }
}

/** Runs before every navigation (spec 000 §2.1): login by token, then the guard's decision. */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(request.url);
  for (const flag of KEPT_QUERY_FLAGS) {
    const value = url.searchParams.get(flag);
    if (value !== null) sessionStorage.setItem(flag, value);
  }
  const authToken = url.searchParams.get('AuthToken');
  if (authToken) {
    await loginByToken(authToken);
    url.searchParams.delete('AuthToken');
    return redirect(`${url.pathname}${url.search}`);
  }
  const user = session.getUserInfo();
  const decision = decideRoute(`${url.pathname}${url.search}`, {
    hasToken: session.getToken() !== null,
    ...(user ? { permissions: user.permissions, isAdmin: user.isAdmin } : {}),
  });
  return decision.kind === 'redirect' ? redirect(decision.to) : null;
}

/** The root route's view: keeps the document title in step with the page, then renders it. */
export function RouteGuard() {
  const { t } = useTranslation();
  const params = useBasicParams();
  const systemName = paramText(params.data, 'sys.name', t('app.name'));
  const pageTitle = usePageTitle();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${systemName}` : systemName;
  }, [pageTitle, systemName]);
  return <Outlet />;
}
