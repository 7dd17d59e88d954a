import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_CAPTCHA_TEXT, type TestApp } from '../../test/createTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Changed#2026';

async function change(token: string, payload: Record<string, unknown>, withCaptcha = true) {
  const headers: InjectOptions['headers'] = { AuthToken: token };
  if (withCaptcha) headers.cookie = await t.captchaCookie();
  return t.call<null>({ method: 'POST', url: '/api/modPassword', headers, payload });
}

const form = (overrides: Record<string, unknown> = {}) => ({
  oldPassword: 'Staff@123456',
  newPassword: NEW_PASSWORD,
  repeatPassword: NEW_PASSWORD,
  captcha: TEST_CAPTCHA_TEXT,
  ...overrides,
});

const signedIn = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/user/info', headers: { AuthToken: token } })).response
    .statusCode === 200;

describe('changing one’s password', () => {
  it.each([
    [{ repeatPassword: 'Other#2026x' }, '两次输入密码不一致'],
    [
      { newPassword: 'abcdefgh', repeatPassword: 'abcdefgh' },
      '至少包括字母、数字、特殊字符任意2种且不少于8个字符',
    ],
    [{ newPassword: '' }, '请输入新密码'],
    [{ oldPassword: '' }, '请输入原密码'],
  ])('given %o, refuses with HTTP 400 and the rule', async (overrides, message) => {
    const token = await t.tokenOf('lisi', 'Staff@123456');
    const { response, body } = await change(token, form(overrides));
    expect(response.statusCode).toBe(400);
    expect(body.msg).toContain(message);
    expect(await t.login('lisi', 'Staff@123456')).toMatchObject({ success: true });
  });

  it('given a wrong old password or captcha, refuses and keeps the old password', async () => {
    const token = await t.tokenOf('lisi', 'Staff@123456');
    const wrongOld = await change(token, form({ oldPassword: 'Wrong@123456' }));
    expect(wrongOld.body).toMatchObject({ success: false, msg: '原密码不正确' });
    const wrongCaptcha = await change(token, form({ captcha: 'zzzzz' }));
    expect(wrongCaptcha.body.success).toBe(false);
    const noCaptcha = await change(token, form(), false);
    expect(noCaptcha.body.success).toBe(false);
    const same = await change(
      token,
      form({ newPassword: 'Staff@123456', repeatPassword: 'Staff@123456' }),
    );
    expect(same.body.msg).toBe('新密码不能与原密码相同');
    expect(await t.login('lisi', 'Staff@123456')).toMatchObject({ success: true });
  });

  it('given a wrong old password, uses the captcha up: the same captcha cannot try again', async () => {
    const token = await t.tokenOf('lisi', 'Staff@123456');
    const cookie = await t.captchaCookie();
    const send = (payload: Record<string, unknown>) =>
      t.call<null>({
        method: 'POST',
        url: '/api/modPassword',
        headers: { AuthToken: token, cookie },
        payload,
      });
    expect((await send(form({ oldPassword: 'Wrong@123456' }))).body.msg).toBe('原密码不正确');
    const again = await send(form());
    expect(again.body).toMatchObject({ success: false, msg: '验证码错误或已过期，请刷新后重试' });
    expect(await t.login('lisi', 'Staff@123456')).toMatchObject({ success: true });
  });

  it('without a session, answers 401', async () => {
    const { response } = await t.call({ method: 'POST', url: '/api/modPassword', payload: form() });
    expect(response.statusCode).toBe(401);
  });

  it('when changed, signs in with the new password only and ends the person’s other sessions', async () => {
    const current = await t.tokenOf('zhangsan', 'Staff@123456');
    const elsewhere = await t.tokenOf('zhangsan', 'Staff@123456');
    const lisi = await t.tokenOf('lisi', 'Staff@123456');
    const { body } = await change(current, form());
    expect(body.success).toBe(true);
    expect(await signedIn(current)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(lisi)).toBe(true);
    expect((await t.login('zhangsan', 'Staff@123456')).success).toBe(false);
    expect((await t.login('zhangsan', NEW_PASSWORD)).success).toBe(true);
  });
});
