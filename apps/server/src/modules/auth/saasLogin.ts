import { saasLogin, saasSmsLogin } from '@ccms/api-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { readCookie, serializeCookie } from '../../http/cookies';
import { API_PREFIX, registerEndpoint } from '../../http/endpoint';
import { CAPTCHA_COOKIE } from './captcha';
import type { LoginKeys } from './loginKey';
import { companyIdOf, phoneAccountIn, type PhoneIdentity } from './phone';
import type { AuthService, UserRow } from './service';
import { normalisePhone } from './sms';

/**
 * The account a SaaS login form names: by login name (or, without one, by phone) within the
 * company the page belongs to. Another company's account of the same name or phone is not it.
 */
export async function saasAccount(
  db: Db,
  form: { companyId: string; username?: string | undefined; phone?: string | undefined },
): Promise<UserRow | undefined> {
  if (form.username) {
    const company = await companyIdOf(db, form.companyId);
    if (!company) return undefined;
    const [user] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.companyId, company),
          eq(users.loginName, form.username),
          eq(users.deleted, false),
        ),
      )
      .limit(1);
    return user;
  }
  return form.phone ? phoneAccountIn(db, normalisePhone(form.phone), form.companyId) : undefined;
}

export function registerSaasLoginRoutes(
  app: FastifyInstance,
  auth: AuthService,
  identity: PhoneIdentity,
  loginKeys: LoginKeys,
): void {
  registerEndpoint(app, saasLogin, async ({ body, request, reply, db }) => {
    // The captcha is single use: the browser forgets it whatever the outcome (as /login).
    reply.header(
      'Set-Cookie',
      serializeCookie(CAPTCHA_COOKIE, '', { path: API_PREFIX, maxAgeSeconds: 0 }),
    );
    const name = body.username || normalisePhone(body.phone ?? '');
    return auth.signInWithPassword({
      password: await loginKeys.passwordOf(body),
      captcha: body.captcha,
      captchaId: readCookie(request.headers.cookie, CAPTCHA_COOKIE),
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      // Unknown names lock per company, as a wrong company is just another unknown account.
      unknownKey: `${body.companyId}/${name}`,
      find: () => saasAccount(db, body),
    });
  });

  registerEndpoint(app, saasSmsLogin, ({ body, request }) =>
    identity.signIn(
      { phone: body.phone, code: body.captcha, company: body.companyId },
      { ip: request.ip, userAgent: request.headers['user-agent'] },
    ),
  );
}
