import { USER_CONFIG_KEYS_MAX, type MySetting, type UserInfo } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userConfigs, userSettings } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';

const PANEL_LAYOUT = JSON.stringify([
  { title: '消息提醒', code: 'message', morePath: '/main-page/messagePage' },
  null,
]);
const WORK_MODE = JSON.stringify({ commonUse: '2', mainFunciton: ['1', '4'], checkedList: [] });

let t: TestApp;
let zhangsan: string;
let lisi: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ captchaEnabled: false });
  await seedTestTenants(t.database.db, t.clock.now());
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  lisi = await t.tokenOf('lisi', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
});
afterAll(() => t.close());

const as = <T>(token: string, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });

const saveConfig = (token: string, key: string, value: string) =>
  as<Record<string, string>>(token, {
    method: 'POST',
    url: '/api/b/member/config/updateUserConfig',
    payload: { key, value },
  });

describe('user settings (mySetting)', () => {
  it('reads projectNameRule projectName before anything is saved', async () => {
    const { body } = await as<MySetting>(lisi, {
      method: 'GET',
      url: '/api/b/user/setting/getUserSetting',
    });
    expect(body.data).toEqual({ projectNameRule: 'projectName' });
  });

  it('saves the caller’s own rule, stamped, and the user info carries it', async () => {
    t.clock.advance(60_000);
    const saved = await as<MySetting>(zhangsan, {
      method: 'POST',
      url: '/api/b/user/setting/addUserSetting',
      payload: { projectNameRule: 'fileName' },
    });
    expect(saved.body).toMatchObject({ success: true, data: { projectNameRule: 'fileName' } });
    const [row] = await t.database.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, 'user-zhangsan'));
    expect(row).toMatchObject({
      companyId: 'demo',
      createdBy: 'user-zhangsan',
      updatedBy: 'user-zhangsan',
      updatedAt: t.clock.now(),
    });

    const info = await as<UserInfo>(zhangsan, { method: 'GET', url: '/api/user/info' });
    expect(info.body.data.mySetting).toEqual({ projectNameRule: 'fileName' });
    // Saving again changes the one row and its change stamp, not the creation stamp.
    t.clock.advance(60_000);
    await as(zhangsan, {
      method: 'POST',
      url: '/api/b/user/setting/addUserSetting',
      payload: { projectNameRule: 'projectName' },
    });
    const rows = await t.database.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, 'user-zhangsan'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.projectNameRule).toBe('projectName');
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThan(rows[0]!.createdAt.getTime());
    // Another user's settings did not move.
    const other = await as<MySetting>(lisi, {
      method: 'GET',
      url: '/api/b/user/setting/getUserSetting',
    });
    expect(other.body.data.projectNameRule).toBe('projectName');
  });

  it('refuses a rule that is neither projectName nor fileName', async () => {
    const { response, body } = await as(zhangsan, {
      method: 'POST',
      url: '/api/b/user/setting/addUserSetting',
      payload: { projectNameRule: 'folderName' },
    });
    expect(response.statusCode).toBe(400);
    expect(body.msg.startsWith('projectNameRule：')).toBe(true);
  });

  it('answers the token’s user from getTokenUser', async () => {
    const { body } = await as<UserInfo>(lisi, {
      method: 'GET',
      url: '/api/b/user/setting/getTokenUser',
    });
    expect(body.data).toMatchObject({ userId: 'user-lisi', loginName: 'lisi', authToken: lisi });
  });
});

describe('user config (userConfig)', () => {
  it('keeps favourite flows and both layouts, and sign-in answers them', async () => {
    await saveConfig(zhangsan, 'flow_start_List', '["leave","expense"]');
    await saveConfig(zhangsan, 'ecms_panelManagement_layout', PANEL_LAYOUT);
    const { body } = await saveConfig(zhangsan, 'ecms_workMode_layout', WORK_MODE);
    const expected = {
      flow_start_List: '["leave","expense"]',
      ecms_panelManagement_layout: PANEL_LAYOUT,
      ecms_workMode_layout: WORK_MODE,
    };
    expect(body.data).toEqual(expected);

    const signIn = await t.login('zhangsan', 'Staff@123456');
    expect(signIn.data.userConfig).toEqual(expected);
    const lisiInfo = await as<UserInfo>(lisi, { method: 'GET', url: '/api/user/info' });
    expect(lisiInfo.body.data.userConfig).toEqual({});
  });

  it('replaces a key’s value and stamps the change', async () => {
    t.clock.advance(60_000);
    const { body } = await saveConfig(zhangsan, 'flow_start_List', '["contract"]');
    expect(body.data.flow_start_List).toBe('["contract"]');
    const rows = await t.database.db
      .select()
      .from(userConfigs)
      .where(eq(userConfigs.userId, 'user-zhangsan'));
    const favourites = rows.find((row) => row.key === 'flow_start_List')!;
    expect(favourites).toMatchObject({ updatedBy: 'user-zhangsan', updatedAt: t.clock.now() });
    expect(rows.filter((row) => row.key === 'flow_start_List')).toHaveLength(1);
  });

  it.each([
    ['a key with spaces', 'my key', '[]', 'key：配置键格式不正确'],
    ['a key with markup', '<b>', '[]', 'key：配置键格式不正确'],
    ['a key of 65 characters', `k${'x'.repeat(64)}`, '[]', 'key：配置键格式不正确'],
    ['a value that is not JSON', 'theme', 'dark', 'value：不是有效的 JSON，或结构不符'],
    [
      'favourites that are not a list',
      'flow_start_List',
      '{"a":1}',
      'value：不是有效的 JSON，或结构不符',
    ],
    [
      'favourites that are not keys',
      'flow_start_List',
      '[1,2]',
      'value：不是有效的 JSON，或结构不符',
    ],
    [
      'a layout that is bare text',
      'ecms_workMode_layout',
      '"x"',
      'value：不是有效的 JSON，或结构不符',
    ],
  ])('refuses %s', async (_what, key, value, message) => {
    const { response, body } = await saveConfig(lisi, key, value);
    expect(response.statusCode).toBe(400);
    expect(body.msg).toBe(message);
  });

  it('refuses a value over 16,000 characters', async () => {
    const { response, body } = await saveConfig(lisi, 'note', JSON.stringify('x'.repeat(16_000)));
    expect(response.statusCode).toBe(400);
    expect(body.msg.startsWith('value：')).toBe(true);
  });

  it(`keeps at most ${USER_CONFIG_KEYS_MAX} keys per user, but an existing key still changes`, async () => {
    for (let index = 0; index < USER_CONFIG_KEYS_MAX; index += 1) {
      const { body } = await saveConfig(lisi, `extra_${index}`, String(index));
      expect(body.success).toBe(true);
    }
    const refused = await saveConfig(lisi, 'one_more', '1');
    expect(refused.body).toMatchObject({
      success: false,
      msg: `个人配置最多保存 ${USER_CONFIG_KEYS_MAX} 项`,
    });
    const changed = await saveConfig(lisi, 'extra_0', '"changed"');
    expect(changed.body.data.extra_0).toBe('"changed"');
  });

  it('keeps each company’s and each user’s config apart', async () => {
    const { body } = await saveConfig(bob, 'flow_start_List', '["bob-flow"]');
    expect(body.data).toEqual({ flow_start_List: '["bob-flow"]' });
    const [row] = await t.database.db
      .select()
      .from(userConfigs)
      .where(eq(userConfigs.userId, OTHER_COMPANY.adminId));
    expect(row!.companyId).toBe(OTHER_COMPANY.id);
    const mine = await as<UserInfo>(zhangsan, { method: 'GET', url: '/api/user/info' });
    expect(mine.body.data.userConfig.flow_start_List).toBe('["contract"]');
  });
});
