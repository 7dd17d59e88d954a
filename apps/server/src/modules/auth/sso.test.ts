import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ssoLoginDataSchema, type UserInfo } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoSessions } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { SSO_COOKIE, SSO_START_LIMIT, SSO_STATE_LIFETIME_MS, type SsoSettings } from './sso';

// A real OpenID provider (oidc-provider) on a random local port; the server talks to it through
// the same openid-client code as in production, configured only by SsoSettings.

const REDIRECT_URI = 'http://portal.test/auth-redirect';
const POST_LOGOUT_URI = 'http://portal.test/login';

/** The provider's accounts: its subject and the claims it releases. */
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  'idp-zhangsan': { preferred_username: 'zhangsan', name: '张三', phone_number: '+8613800000002' },
  'idp-stranger': { preferred_username: 'stranger', name: '陌生人', phone_number: '13711112222' },
  'idp-bob': { preferred_username: OTHER_COMPANY.adminLogin, name: '鲍勃' },
};

let server: Server;
let issuer: string;

async function startProvider(): Promise<void> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'ccms',
        client_secret: 'ccms-test-secret',
        redirect_uris: [REDIRECT_URI],
        post_logout_redirect_uris: [POST_LOGOUT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name'],
      phone: ['phone_number'],
    },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['oidc-test-cookie-key'] },
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            format: 'jwk',
          }),
          kid: 'test',
          alg: 'RS256',
          use: 'sig',
        },
      ],
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount(_ctx, id) {
      const claims = ACCOUNTS[id];
      return claims
        ? { accountId: id, claims: () => Promise.resolve({ sub: id, ...claims }) }
        : undefined;
    },
  });
  const callback = provider.callback();
  handle = (req, res) => void callback(req, res);
}

function settings(overrides: Partial<SsoSettings> = {}): SsoSettings {
  return {
    issuer,
    clientId: 'ccms',
    clientSecret: 'ccms-test-secret',
    redirectUri: REDIRECT_URI,
    company: 'demo',
    postLogoutRedirectUri: POST_LOGOUT_URI,
    allowHttp: true,
    ...overrides,
  };
}

/**
 * A browser at the provider: follows its redirects with a cookie jar, signs in as the account at
 * the login prompt and consents, until the provider sends it back to the redirect URI.
 */
async function signInAtProvider(authorizationUrl: string, accountId: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair!.indexOf('=');
      jar.set(pair!.slice(0, separator), pair!.slice(separator + 1));
    }
    await response.arrayBuffer();
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} without a redirect`);
    return new URL(location, url);
  };
  let next = await send(authorizationUrl);
  let prompt: 'login' | 'consent' = 'login';
  for (let step = 0; step < 10; step++) {
    if (next.href.startsWith(REDIRECT_URI)) return next;
    if (next.pathname.startsWith('/interaction/')) {
      next = await send(
        next.href,
        prompt === 'login' ? { prompt: 'login', login: accountId } : { prompt: 'consent' },
      );
      prompt = 'consent';
    } else next = await send(next.href);
  }
  throw new Error('the provider never sent the browser back');
}

let t: TestApp;
beforeAll(async () => {
  await startProvider();
  t = await createTestApp({ sso: settings() });
  await seedTestTenants(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

/** The login page starts a sign-on: the authorization URL and this browser's binding cookie. */
async function start(app: TestApp = t) {
  const { response, body } = await app.call({ method: 'GET', url: '/api/login/sso/getLoginData' });
  const data = ssoLoginDataSchema.parse(body.data);
  const cookie = [response.headers['set-cookie']]
    .flat()
    .find((value) => value?.startsWith(`${SSO_COOKIE}=`));
  return { ...data, cookie: cookie?.split(';')[0] };
}

/** The portal's redirect page hands the provider's callback query to the server. */
const finish = (callback: URL, cookie: string | undefined, app: TestApp = t) =>
  app.call<UserInfo>({
    method: 'GET',
    url: `/api/login/sso/userinfo${callback.search}`,
    headers: cookie ? { cookie } : {},
  });

const STATE_INVALID = { success: false, msg: '单点登录请求无效或已过期，请重新登录' };
const UNKNOWN_USER = {
  success: false,
  msg: '单点登录账号在本系统中没有对应的用户，请联系管理员',
};

describe('single sign-on through an OpenID Connect provider', () => {
  it('starts with an authorization-code request carrying state, nonce and PKCE (S256)', async () => {
    const { enabled, authorizationUrl, cookie } = await start();
    expect(enabled).toBe(true);
    const url = new URL(authorizationUrl!);
    expect(url.origin).toBe(issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'ccms',
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(name)).toMatch(/^[\w-]{32,}$/);
    expect(cookie).toMatch(new RegExp(`^${SSO_COOKIE}=[\\w-]{43}$`));
  });

  it('signs the provider’s user in to the matching account with a normal session', async () => {
    const { authorizationUrl, cookie } = await start();
    const callback = await signInAtProvider(authorizationUrl!, 'idp-zhangsan');
    expect(callback.searchParams.get('code')).toBeTruthy();
    const { body } = await finish(callback, cookie);
    expect(body.data).toMatchObject({ userId: 'user-zhangsan', companyId: 'demo' });
    const token = body.data.authToken;

    const [signOn] = await t.database.db
      .select()
      .from(ssoSessions)
      .where(eq(ssoSessions.userId, 'user-zhangsan'));
    expect(signOn).toMatchObject({ subject: 'idp-zhangsan', companyId: 'demo' });
    expect(signOn!.idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const info = await t.call({ method: 'GET', url: `/api/login/sso/user/info?token=${token}` });
    expect(info.body.data).toMatchObject({ userId: 'user-zhangsan' });
    const nav = await t.call<unknown[]>({
      method: 'GET',
      url: '/api/login/sso/user/nav',
      headers: { AuthToken: token },
    });
    expect(nav.body.success).toBe(true);
    expect(nav.body.data.length).toBeGreaterThan(0);

    // The callback cannot be replayed: its state is used up.
    expect((await finish(callback, cookie)).body).toMatchObject(STATE_INVALID);
  });

  it('refuses a callback whose state this server did not issue or another browser started', async () => {
    const { authorizationUrl, cookie } = await start();
    const callback = await signInAtProvider(authorizationUrl!, 'idp-zhangsan');
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state-value-forged-state-value');
    expect((await finish(forged, cookie)).body).toMatchObject(STATE_INVALID);
    // Without the cookie of the browser that started it (a callback planted on someone else).
    const other = await start();
    expect((await finish(callback, other.cookie)).body).toMatchObject(STATE_INVALID);
    expect((await finish(callback, undefined)).body).toMatchObject(STATE_INVALID);
    const noState = new URL(callback);
    noState.searchParams.delete('state');
    expect((await finish(noState, cookie)).body).toMatchObject(STATE_INVALID);
  });

  it('refuses a sign-on that took longer than its state lives', async () => {
    const { authorizationUrl, cookie } = await start();
    const callback = await signInAtProvider(authorizationUrl!, 'idp-zhangsan');
    t.clock.advance(SSO_STATE_LIFETIME_MS);
    expect((await finish(callback, cookie)).body).toMatchObject(STATE_INVALID);
  });

  it('refuses a provider user with no account, and an account of another company', async () => {
    for (const account of ['idp-stranger', 'idp-bob']) {
      const { authorizationUrl, cookie } = await start();
      const callback = await signInAtProvider(authorizationUrl!, account);
      expect((await finish(callback, cookie)).body).toMatchObject(UNKNOWN_USER);
    }
  });

  it('answers the provider’s refusal clearly', async () => {
    const { authorizationUrl, cookie } = await start();
    const state = new URL(authorizationUrl!).searchParams.get('state')!;
    const refused = new URL(`${REDIRECT_URI}?error=access_denied&state=${state}`);
    expect((await finish(refused, cookie)).body).toMatchObject({
      success: false,
      msg: '身份认证服务拒绝了登录请求',
    });
  });

  it('logs out: the session ends here and the provider’s end-session URL is answered', async () => {
    const { authorizationUrl, cookie } = await start();
    const { body } = await finish(
      await signInAtProvider(authorizationUrl!, 'idp-zhangsan'),
      cookie,
    );
    const token = body.data.authToken;
    const logout = await t.call<{ endSessionUrl: string | null }>({
      method: 'GET',
      url: '/api/login/sso/logout',
      headers: { AuthToken: token },
    });
    const endSession = new URL(logout.body.data.endSessionUrl!);
    expect(endSession.origin).toBe(issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(POST_LOGOUT_URI);
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The provider accepts it (it shows its logout confirmation).
    expect((await fetch(endSession)).status).toBe(200);

    const after = await t.call({
      method: 'GET',
      url: '/api/user/info',
      headers: { AuthToken: token },
    });
    expect(after.response.statusCode).toBe(401);
  });

  it('answers no end-session URL for a session that did not come from single sign-on', async () => {
    const token = await t.tokenOf('lisi', 'Staff@123456');
    const logout = await t.call({
      method: 'GET',
      url: '/api/login/sso/logout',
      headers: { AuthToken: token },
    });
    expect(logout.body).toMatchObject({ success: true, data: { endSessionUrl: null } });
    const after = await t.call({
      method: 'GET',
      url: '/api/user/nav',
      headers: { AuthToken: token },
    });
    expect(after.response.statusCode).toBe(401);
  });
});

describe('single sign-on configuration', () => {
  it('limits how many sign-ons one client address may start', async () => {
    const begin = () =>
      t.call({ method: 'GET', url: '/api/login/sso/getLoginData', remoteAddress: '203.0.113.7' });
    for (let i = 0; i < SSO_START_LIMIT; i++) expect((await begin()).body.success).toBe(true);
    const refused = await begin();
    expect(refused.response.statusCode).toBe(429);
    expect(refused.body.success).toBe(false);
  });

  it('matches by another claim and field when configured (phone_number → phone)', async () => {
    const phoneApp = await createTestApp({
      sso: settings({ claim: 'phone_number', matchBy: 'phone' }),
    });
    try {
      const { authorizationUrl, cookie } = await start(phoneApp);
      const callback = await signInAtProvider(authorizationUrl!, 'idp-zhangsan');
      const { body } = await finish(callback, cookie, phoneApp);
      expect(body.data).toMatchObject({ userId: 'user-zhangsan' });
    } finally {
      await phoneApp.close();
    }
  });

  it('is off without settings: the login page learns it, the callback refuses', async () => {
    const plain = await createTestApp();
    try {
      const { body } = await plain.call({ method: 'GET', url: '/api/login/sso/getLoginData' });
      expect(body.data).toEqual({ enabled: false, authorizationUrl: null });
      const callback = await plain.call({
        method: 'GET',
        url: '/api/login/sso/userinfo?code=x&state=y',
      });
      expect(callback.body).toMatchObject({ success: false, msg: '未启用单点登录' });
    } finally {
      await plain.close();
    }
  });
});
