import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema';
import { createTestApp, TEST_CAPTCHA_TEXT, type TestApp } from '../../test/createTestApp';
import { createCaptchaStore, svgCaptchaGenerator } from './captcha';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (cookie: string | undefined, captcha: string) =>
  t.call({
    method: 'POST',
    url: '/api/login',
    headers: cookie ? { cookie } : {},
    payload: { username: 'admin', password: 'Admin@123456', captcha },
  });

describe('the captcha image', () => {
  it('answers an SVG and binds its answer to an HttpOnly cookie on /api', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha?_=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^ccms_captcha=[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api');
  });

  it('keeps only a hash of the answer', async () => {
    const cookie = await t.captchaCookie();
    const id = cookie.split('=')[1]!;
    const [row] = await t.database.db.select().from(captchas).where(eq(captchas.id, id));
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.answerHash.toLowerCase()).not.toContain(TEST_CAPTCHA_TEXT.toLowerCase());
  });

  it('draws five characters without look-alikes from the real generator', () => {
    for (let i = 0; i < 20; i++) {
      const { text, svg } = svgCaptchaGenerator.create();
      expect(text).toMatch(/^[^0oO1iIlL]{5}$/);
      expect(svg).toContain('<svg');
    }
  });
});

describe('checking the captcha at sign-in', () => {
  it('accepts the answer in any case', async () => {
    const { body } = await signIn(await t.captchaCookie(), TEST_CAPTCHA_TEXT.toUpperCase());
    expect(body.success).toBe(true);
  });

  it('rejects a wrong answer without looking at the password', async () => {
    const { response, body } = await signIn(await t.captchaCookie(), 'wrong');
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      success: false,
      code: 2000,
      msg: '验证码错误或已过期，请刷新后重试',
    });
    expect(body.httpCode).toBeUndefined();
  });

  it('rejects a sign-in without the captcha cookie', async () => {
    const { body } = await signIn(undefined, TEST_CAPTCHA_TEXT);
    expect(body).toMatchObject({ success: false, code: 2000 });
  });

  it('is single use, even after a right answer', async () => {
    const cookie = await t.captchaCookie();
    expect((await signIn(cookie, TEST_CAPTCHA_TEXT)).body.success).toBe(true);
    expect((await signIn(cookie, TEST_CAPTCHA_TEXT)).body).toMatchObject({
      success: false,
      code: 2000,
    });
  });

  it('is used up by a wrong answer too', async () => {
    const cookie = await t.captchaCookie();
    await signIn(cookie, 'wrong');
    expect((await signIn(cookie, TEST_CAPTCHA_TEXT)).body.success).toBe(false);
  });

  it('expires after two minutes', async () => {
    const fresh = await t.captchaCookie();
    t.clock.advance(119_000);
    expect((await signIn(fresh, TEST_CAPTCHA_TEXT)).body.success).toBe(true);

    const stale = await t.captchaCookie();
    t.clock.advance(120_000);
    expect((await signIn(stale, TEST_CAPTCHA_TEXT)).body).toMatchObject({
      success: false,
      code: 2000,
    });
  });

  it('is checked by any instance sharing the database', async () => {
    const cookie = await t.captchaCookie();
    const otherInstance = createCaptchaStore({
      db: t.database.db,
      now: t.clock.now,
      generator: svgCaptchaGenerator,
    });
    expect(await otherInstance.consume(cookie.split('=')[1], TEST_CAPTCHA_TEXT)).toBe(true);
  });
});
