import { randomUUID } from 'node:crypto';
import {
  customerRegister,
  findPassword,
  getUUID,
  loginCheckPhone,
  memberRegister,
  registerCheckPhone,
  registerCheckPhoneExist,
  registerOptions,
  smsLogin,
  smsSend,
} from '@ccms/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../../http/cookies';
import { API_PREFIX, registerEndpoint } from '../../http/endpoint';
import { translate } from '../../i18n';
import { CAPTCHA_COOKIE } from './captcha';
import type { PhoneIdentity } from './phone';
import type { AuthService } from './service';
import { tooManyRequests } from './sms';

/** Phone lookups one client address may make per window (they tell whether a phone is known). */
export const PHONE_CHECK_LIMIT = 20;
export const PHONE_CHECK_WINDOW_MS = 10 * 60_000;

/** Counts calls per key in fixed windows; in memory and bounded, like the unknown-name counter. */
export function createWindowLimiter(
  limit: number,
  windowMs: number,
  now: () => Date,
  size = 10_000,
) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string): boolean => {
    const at = now().getTime();
    const current = windows.get(key);
    const window =
      current && at - current.start < windowMs
        ? { start: current.start, count: current.count + 1 }
        : { start: at, count: 1 };
    windows.delete(key);
    windows.set(key, window);
    if (windows.size > size) windows.delete(windows.keys().next().value!);
    return window.count <= limit;
  };
}

export function registerPhoneRoutes(
  app: FastifyInstance,
  auth: AuthService,
  identity: PhoneIdentity,
  now: () => Date,
): void {
  registerEndpoint(
    app,
    smsSend,
    async ({ body, locale }) => {
      await identity.sendCode(body.phone, body.type, (code, minutes) =>
        translate(locale, 'sms.text', { code, minutes }),
      );
      return null;
    },
    {
      // The image captcha is used up first, right or wrong, as /login and /modPassword do.
      beforeTransaction: async (request, reply) => {
        reply.header(
          'Set-Cookie',
          serializeCookie(CAPTCHA_COOKIE, '', { path: API_PREFIX, maxAgeSeconds: 0 }),
        );
        const { captcha: answer } = request.parsedInput?.body as { captcha: string };
        await auth.checkCaptcha(readCookie(request.headers.cookie, CAPTCHA_COOKIE), answer);
      },
    },
  );

  registerEndpoint(app, smsLogin, ({ body, request }) =>
    identity.signIn(
      { phone: body.phone, code: body.captcha },
      { ip: request.ip, userAgent: request.headers['user-agent'] },
    ),
  );

  registerEndpoint(app, findPassword, async ({ body }) => {
    await identity.resetPassword({
      phone: body.phone,
      code: body.captcha,
      newPassword: body.newPassword,
    });
    return null;
  });

  registerEndpoint(app, memberRegister, async ({ body }) => {
    await identity.register(body);
    return null;
  });

  registerEndpoint(app, customerRegister, async ({ body }) => {
    await identity.register(body);
    return null;
  });

  const allowCheck = createWindowLimiter(PHONE_CHECK_LIMIT, PHONE_CHECK_WINDOW_MS, now);
  const checkPhone = (request: FastifyRequest, phone: string) => {
    if (!allowCheck(request.ip)) throw tooManyRequests('register.tooManyChecks');
    return identity.phoneExists(phone);
  };
  registerEndpoint(app, registerCheckPhoneExist, ({ params, request }) =>
    checkPhone(request, params.phone),
  );
  registerEndpoint(app, registerCheckPhone, ({ body, request }) => checkPhone(request, body.phone));
  registerEndpoint(app, loginCheckPhone, ({ params, request }) =>
    checkPhone(request, params.phone),
  );

  registerEndpoint(app, registerOptions, ({ query }) => identity.options(query.customerId));

  registerEndpoint(app, getUUID, () => randomUUID());
}
