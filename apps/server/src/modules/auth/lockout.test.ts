import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/createTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe('sign-in throttling', () => {
  it('counts down, locks the fifth failure within 15 minutes, and refuses even the right password', async () => {
    for (const remaining of [4, 3, 2, 1]) {
      expect((await t.login('lisi', 'Wrong@123456')).msg).toBe(
        `用户名或密码错误，还可尝试 ${remaining} 次`,
      );
      t.clock.advance(2 * MINUTE);
    }
    const locked = await t.login('lisi', 'Wrong@123456');
    // 09:08 + 15 minutes, on China time.
    expect(locked).toMatchObject({
      success: false,
      code: 1423,
      msg: '登录失败次数过多，账号已锁定，请于 2026-03-02 09:23:00 后再试',
    });
    expect(locked.httpCode).toBeUndefined();

    t.clock.advance(14 * MINUTE);
    expect(await t.login('lisi', 'Staff@123456')).toMatchObject({ success: false, code: 1423 });
  });

  it('unlocks after 15 minutes with a fresh count', async () => {
    t.clock.advance(MINUTE);
    expect((await t.login('lisi', 'Wrong@123456')).msg).toBe('用户名或密码错误，还可尝试 4 次');
    expect((await t.login('lisi', 'Staff@123456')).success).toBe(true);
  });

  it('does not lock for failures spread over more than 15 minutes', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const body = await t.login('zhangsan', 'Wrong@123456');
      expect(body.code).toBe(2000);
      t.clock.advance(4 * MINUTE);
    }
    expect((await t.login('zhangsan', 'Staff@123456')).success).toBe(true);
  });

  it('locks unknown names the same way, so answers do not reveal which names exist', async () => {
    for (const remaining of [4, 3, 2, 1]) {
      expect((await t.login('ghost', 'Wrong@123456')).msg).toBe(
        `用户名或密码错误，还可尝试 ${remaining} 次`,
      );
    }
    expect(await t.login('ghost', 'Wrong@123456')).toMatchObject({ success: false, code: 1423 });
  });
});
