import {
  captcha,
  getPKeys,
  initAuthToken,
  login,
  logout,
  memberCurrentUserInfo,
  modPassword,
  userInfo,
  userNav,
} from '@ccms/api-client';
import type { FastifyInstance } from 'fastify';
import { readCookie, serializeCookie } from '../../http/cookies';
import { API_PREFIX, registerEndpoint } from '../../http/endpoint';
import { CAPTCHA_COOKIE, CAPTCHA_LIFETIME_MS, type CaptchaStore } from './captcha';
import type { LoginKeys } from './loginKey';
import type { AuthService } from './service';

export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthService,
  captchas: CaptchaStore,
  loginKeys: LoginKeys,
): void {
  registerEndpoint(app, captcha, async ({ reply }) => {
    const { id, svg } = await captchas.issue();
    reply
      .header(
        'Set-Cookie',
        serializeCookie(CAPTCHA_COOKIE, id, {
          path: API_PREFIX,
          maxAgeSeconds: CAPTCHA_LIFETIME_MS / 1000,
        }),
      )
      .header('Cache-Control', 'no-store')
      .type('image/svg+xml')
      .send(svg);
    return null;
  });

  registerEndpoint(app, login, async ({ body, request, reply }) => {
    // The captcha is single use: the browser forgets it whatever the outcome.
    reply.header(
      'Set-Cookie',
      serializeCookie(CAPTCHA_COOKIE, '', { path: API_PREFIX, maxAgeSeconds: 0 }),
    );
    return auth.signIn({
      username: body.username,
      password: await loginKeys.passwordOf(body),
      captcha: body.captcha,
      captchaId: readCookie(request.headers.cookie, CAPTCHA_COOKIE),
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
  });

  registerEndpoint(app, getPKeys, async ({ reply }) => {
    reply.header('Cache-Control', 'no-store');
    return loginKeys.publicKey();
  });

  registerEndpoint(app, initAuthToken, ({ query }) => auth.signInWithToken(query.AuthToken));

  registerEndpoint(app, logout, async ({ requireSession, db }) => {
    await auth.signOut(requireSession(), db);
    return null;
  });

  registerEndpoint(
    app,
    modPassword,
    async ({ body, requireSession, db }) => {
      await auth.changePassword(
        requireSession(),
        { oldPassword: body.oldPassword, newPassword: body.newPassword },
        db,
      );
      return null;
    },
    {
      // The captcha is used up before the change runs, so a wrong old password cannot roll its
      // use back and try again with the same captcha.
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

  registerEndpoint(app, userInfo, ({ requireSession, db }) => auth.userInfo(requireSession(), db));

  registerEndpoint(app, userNav, ({ requireSession, db }) => auth.navigation(requireSession(), db));

  // The member's own info: the same user info, whose member fields come from the member list.
  registerEndpoint(app, memberCurrentUserInfo, ({ requireSession, db }) =>
    auth.userInfo(requireSession(), db),
  );
}
