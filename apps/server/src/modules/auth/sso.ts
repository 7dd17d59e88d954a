import { randomBytes, randomUUID } from 'node:crypto';
import {
  ssoGetLoginData,
  ssoLogout,
  ssoTokenUserInfo,
  ssoCallback,
  ssoUserNav,
  type SsoLoginData,
  type UserInfo,
} from '@ccms/api-client';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as Oidc from 'openid-client';
import type { Db } from '../../db/database';
import { ssoSessions, ssoStates, users } from '../../db/schema';
import { readCookie, serializeCookie } from '../../http/cookies';
import { API_PREFIX, registerEndpoint } from '../../http/endpoint';
import { businessFailure } from '../../http/failure';
import { companyIdOf } from './phone';
import { createWindowLimiter } from './phoneRoutes';
import type { AuthService, ClientInfo, UserRow } from './service';
import { hashToken, type Session } from './sessions';
import { normalisePhone, phoneSpellings, tooManyRequests } from './sms';

/** Which field of an account the provider's claim is matched against. */
/** openid-client loads with the first single sign-on, not with every server. */
const loadOidc = () => import('openid-client');

export const SSO_MATCH_FIELDS = ['loginName', 'phone', 'email'] as const;
export type SsoMatchField = (typeof SSO_MATCH_FIELDS)[number];

/** Single sign-on through an OpenID Connect provider (environment SSO_*, see README). */
export interface SsoSettings {
  /** The provider's issuer URL (its discovery document is read from it). */
  issuer: string;
  clientId: string;
  /** Without a secret the server is a public client (PKCE only). */
  clientSecret?: string;
  /** The portal page the provider sends the browser back to; it calls /login/sso/userinfo. */
  redirectUri: string;
  /** Default: openid profile email phone. */
  scope?: string;
  /** The claim naming the user (default preferred_username) … */
  claim?: string;
  /** … and the account field it must equal (default loginName). */
  matchBy?: SsoMatchField;
  /** The company (id or code) whose accounts single sign-on signs in to. */
  company: string;
  /** Where the provider sends the browser after logging out there. */
  postLogoutRedirectUri?: string;
  /** Accept a plain-http issuer: development and tests only. */
  allowHttp?: boolean;
}

/** The provider's answer for a signed-in user. */
export interface SsoIdentity {
  /** The id token's and the userinfo endpoint's claims together. */
  claims: Record<string, unknown>;
  idToken: string | null;
}

/**
 * What the server needs of an OpenID provider. createOidcProvider implements it with
 * openid-client for any provider; the tests run the same implementation against a real provider
 * on a local port, so production and tests differ only by configuration.
 */
export interface SsoProvider {
  authorizationUrl(request: {
    state: string;
    nonce: string;
    codeChallenge: string;
  }): Promise<string>;
  /** Checks the callback (state, issuer, PKCE, id token signature, audience, nonce) and answers the user. */
  finish(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<SsoIdentity>;
  /** Where to send the browser to log out at the provider; null when it has no such endpoint. */
  endSessionUrl(idToken: string | null): Promise<string | null>;
}

export function createOidcProvider(settings: SsoSettings): SsoProvider {
  let discovered: Promise<Oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= loadOidc()
      .then((oidc) =>
        oidc.discovery(
          new URL(settings.issuer),
          settings.clientId,
          settings.clientSecret,
          settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
          { execute: settings.allowHttp ? [oidc.allowInsecureRequests] : [] },
        ),
      )
      .catch((error: unknown) => {
        // A provider that was down is asked again next time.
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async authorizationUrl({ state, nonce, codeChallenge }) {
      const oidc = await loadOidc();
      return oidc
        .buildAuthorizationUrl(await configuration(), {
          redirect_uri: settings.redirectUri,
          scope: settings.scope ?? 'openid profile email phone',
          response_type: 'code',
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString();
    },

    async finish(callbackUrl, checks) {
      const oidc = await loadOidc();
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims: Record<string, unknown> = tokens.claims() ?? {};
      // Providers put profile claims (email, phone) in the id token or only at the userinfo endpoint.
      const profile = config.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(config, tokens.access_token, String(idClaims.sub))
        : {};
      return { claims: { ...profile, ...idClaims }, idToken: tokens.id_token ?? null };
    },

    async endSessionUrl(idToken) {
      const oidc = await loadOidc();
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      const parameters: Record<string, string> = { client_id: settings.clientId };
      if (idToken) parameters.id_token_hint = idToken;
      if (settings.postLogoutRedirectUri)
        parameters.post_logout_redirect_uri = settings.postLogoutRedirectUri;
      return oidc.buildEndSessionUrl(config, parameters).toString();
    },
  };
}

/** The cookie that binds an authorization request to the browser that started it. */
export const SSO_COOKIE = 'ccms_sso';
/** How long a started sign-on may take at the provider. */
export const SSO_STATE_LIFETIME_MS = 10 * 60_000;
const SWEEP_AFTER_MS = 24 * 60 * 60_000;
/** Sign-ons one client address may start per window (each leaves a state row). */
export const SSO_START_LIMIT = 30;
export const SSO_START_WINDOW_MS = 10 * 60_000;

export interface SingleSignOnOptions {
  db: Db;
  now: () => Date;
  auth: AuthService;
  /** Undefined: single sign-on is switched off. */
  settings: SsoSettings | undefined;
  /** By default openid-client against settings.issuer. */
  provider?: SsoProvider;
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const stateInvalid = () => businessFailure('sso.stateInvalid');

export function createSingleSignOn({ db, now, auth, settings, provider }: SingleSignOnOptions) {
  const idp = settings ? (provider ?? createOidcProvider(settings)) : undefined;

  const enabled = () => {
    if (!settings || !idp) throw businessFailure('sso.disabled');
    return { settings, idp };
  };

  /** The configured company's live account whose field equals the claim. */
  async function accountOf(sso: SsoSettings, value: string): Promise<UserRow | undefined> {
    const company = await companyIdOf(db, sso.company);
    if (!company) return undefined;
    const field = sso.matchBy ?? 'loginName';
    const match =
      field === 'phone'
        ? inArray(users.phone, phoneSpellings(normalisePhone(value)))
        : field === 'email'
          ? sql`lower(${users.email}) = ${value.toLowerCase()}`
          : eq(users.loginName, value);
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.companyId, company), eq(users.deleted, false), match))
      .limit(2);
    // Two accounts with one phone or e-mail: the claim does not say which, so neither.
    return rows.length === 1 ? rows[0] : undefined;
  }

  return {
    /** Starts a sign-on: state, nonce and PKCE verifier stay here; the browser gets a binding cookie. */
    async start(): Promise<{ data: SsoLoginData; browser: string | null }> {
      if (!settings || !idp)
        return { data: { enabled: false, authorizationUrl: null }, browser: null };
      const moment = now();
      const oidc = await loadOidc();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const browser = randomBytes(32).toString('base64url');
      await db
        .delete(ssoStates)
        .where(lt(ssoStates.expiresAt, new Date(moment.getTime() - SWEEP_AFTER_MS)));
      await db.insert(ssoStates).values({
        id: randomUUID(),
        stateHash: hashToken(state),
        browserHash: hashToken(browser),
        nonce,
        codeVerifier,
        createdAt: moment,
        expiresAt: new Date(moment.getTime() + SSO_STATE_LIFETIME_MS),
      });
      const authorizationUrl = await idp.authorizationUrl({
        state,
        nonce,
        codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      });
      return { data: { enabled: true, authorizationUrl }, browser };
    },

    /**
     * Finishes a sign-on from the provider's callback: the state must be one this server issued,
     * unused, unexpired and started by this browser; the provider's user must be an existing
     * account of the configured company. Answers the user info with a new session.
     */
    async finish(
      callback: Record<string, string | undefined>,
      browser: string | undefined,
      client: ClientInfo,
    ): Promise<UserInfo> {
      const sso = enabled();
      const moment = now();
      if (!callback.state) throw stateInvalid();
      // Used up whatever follows, so a callback cannot be replayed.
      const [pending] = await db
        .update(ssoStates)
        .set({ usedAt: moment })
        .where(
          and(
            eq(ssoStates.stateHash, hashToken(callback.state)),
            isNull(ssoStates.usedAt),
            gt(ssoStates.expiresAt, iso(moment)),
          ),
        )
        .returning();
      if (!pending || !browser || hashToken(browser) !== pending.browserHash) throw stateInvalid();
      if (callback.error || !callback.code) throw businessFailure('sso.refused');

      const callbackUrl = new URL(sso.settings.redirectUri);
      for (const name of ['code', 'state', 'iss', 'session_state'] as const) {
        const value = callback[name];
        if (value !== undefined) callbackUrl.searchParams.set(name, value);
      }
      let identity: SsoIdentity;
      try {
        identity = await sso.idp.finish(callbackUrl, {
          state: callback.state,
          nonce: pending.nonce,
          codeVerifier: pending.codeVerifier,
        });
      } catch {
        throw businessFailure('sso.exchangeFailed');
      }
      const claimed = identity.claims[sso.settings.claim ?? 'preferred_username'];
      const user =
        typeof claimed === 'string' && claimed.trim() !== ''
          ? await accountOf(sso.settings, claimed.trim())
          : undefined;
      if (!user) throw businessFailure('sso.unknownUser');
      const session = await auth.admit(user, client);
      await db.insert(ssoSessions).values({
        sessionId: session.id,
        companyId: user.companyId,
        userId: user.id,
        subject: typeof identity.claims.sub === 'string' ? identity.claims.sub : '',
        idToken: identity.idToken,
        createdAt: moment,
      });
      return auth.userInfo(session);
    },

    /** Ends the session here; answers where to log out at the provider when it came from there. */
    async logout(session: Session, tx: Db): Promise<{ endSessionUrl: string | null }> {
      const [signOn] = await tx
        .select({ idToken: ssoSessions.idToken })
        .from(ssoSessions)
        .where(eq(ssoSessions.sessionId, session.id))
        .limit(1);
      await auth.signOut(session, tx);
      if (!signOn || !idp) return { endSessionUrl: null };
      try {
        return { endSessionUrl: await idp.endSessionUrl(signOn.idToken) };
      } catch {
        // The provider is unreachable: the session here has ended all the same.
        return { endSessionUrl: null };
      }
    },
  };
}

export type SingleSignOn = ReturnType<typeof createSingleSignOn>;

export function registerSsoRoutes(
  app: FastifyInstance,
  auth: AuthService,
  sso: SingleSignOn,
  now: () => Date,
): void {
  const cookiePath = `${API_PREFIX}/login/sso`;
  const allowStart = createWindowLimiter(SSO_START_LIMIT, SSO_START_WINDOW_MS, now);

  registerEndpoint(app, ssoGetLoginData, async ({ reply, request }) => {
    if (!allowStart(request.ip)) throw tooManyRequests('login.tooManyRequests');
    const { data, browser } = await sso.start();
    reply.header('Cache-Control', 'no-store');
    if (browser)
      reply.header(
        'Set-Cookie',
        serializeCookie(SSO_COOKIE, browser, {
          path: cookiePath,
          maxAgeSeconds: SSO_STATE_LIFETIME_MS / 1000,
          secure: request.protocol === 'https',
        }),
      );
    return data;
  });

  registerEndpoint(app, ssoCallback, ({ query, request, reply }) => {
    reply.header(
      'Set-Cookie',
      serializeCookie(SSO_COOKIE, '', { path: cookiePath, maxAgeSeconds: 0 }),
    );
    return sso.finish(query, readCookie(request.headers.cookie, SSO_COOKIE), {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
  });

  registerEndpoint(app, ssoLogout, ({ requireSession, db }) => sso.logout(requireSession(), db));

  registerEndpoint(app, ssoTokenUserInfo, ({ query }) => auth.signInWithToken(query.token));

  registerEndpoint(app, ssoUserNav, ({ requireSession, db }) =>
    auth.navigation(requireSession(), db),
  );
}
