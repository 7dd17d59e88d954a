import type { MenuItem, SavedPanelSlot, WindowDefaults, WorkMode } from '@ccms/api-client';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parameters } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { DEFAULT_WORK_MODE, WINDOW_CATEGORY, WINDOW_KEYS } from './service';

const ids = (tree: readonly MenuItem[]): string[] =>
  tree.flatMap((item) => [item.id, ...ids(item.children)]);

const companyForm: WorkMode = {
  commonUse: '4',
  mainFunciton: ['4', '1'],
  showcheckedList: true,
  checkedList: ['menu-project-library', 'no-such-menu'],
  showleftNav: false,
  leftNav: ['menu-cost-data', 'menu-project-library'],
};

const empty = { title: '', code: '', morePath: '' };
const notice: SavedPanelSlot = {
  title: '通知公告',
  code: 'notice',
  morePath: '/main-page/content-list?category=notice',
};

describe('work mode and window management', () => {
  let t: TestApp;
  let admin: string;
  let zhangsan: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedTestTenants(t.database.db, t.clock.now());
    admin = await t.tokenOf('admin', 'Admin@123456');
    zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
    bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  });
  afterAll(() => t.close());

  const call = <T>(token: string, options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });
  const get = <T>(token: string, url: string) => call<T>(token, { method: 'GET', url });
  const post = <T>(token: string, url: string, payload: unknown) =>
    call<T>(token, { method: 'POST', url, payload: payload as InjectOptions['payload'] });
  const workModeOf = (token: string) =>
    get<{ workMode: WorkMode; modules: MenuItem[] }>(token, '/api/a/bd/workMode/getWorkMode');

  it('answers the spec’s defaults before the company sets any', async () => {
    const { body } = await get<WindowDefaults>(zhangsan, '/api/b/window/defaults');
    expect(body.data).toEqual({ leftColumn: [], normalMode: null, workMode: DEFAULT_WORK_MODE });
    const mine = await workModeOf(zhangsan);
    expect(mine.body.data.workMode).toEqual(DEFAULT_WORK_MODE);
    expect(ids(mine.body.data.modules)).toContain('menu-project-library');
  });

  it('refuses reading and editing to users without the window permissions', async () => {
    expect((await get(zhangsan, '/api/b/window/left-column')).response.statusCode).toBe(403);
    for (const kind of ['left-column', 'normal-mode', 'work-mode']) {
      const { response } = await post(zhangsan, `/api/b/window/${kind}`, []);
      expect(response.statusCode).toBe(403);
    }
  });

  it('keeps the left column to the company’s menus and offers only those in work mode', async () => {
    const { body } = await post<string[]>(admin, '/api/b/window/left-column', [
      'menu-project-library',
      'menu-todo',
      'acme-menu-home',
      'menu-project-library',
    ]);
    expect(body.data).toEqual(['menu-project-library', 'menu-todo']);
    expect((await get<string[]>(admin, '/api/b/window/left-column')).body.data).toEqual([
      'menu-project-library',
      'menu-todo',
    ]);
    const offered = ids((await workModeOf(zhangsan)).body.data.modules);
    expect(offered).toEqual(
      expect.arrayContaining(['menu-cost-data', 'menu-project-library', 'menu-todo']),
    );
    expect(offered).not.toContain('menu-cost-file-manage');
    // Another company sees none of it.
    expect((await get<string[]>(bob, '/api/b/window/left-column')).body.data).toEqual([]);
  });

  it('stores the defaults as the company’s reserved parameter rows', async () => {
    const rows = await t.database.db
      .select()
      .from(parameters)
      .where(eq(parameters.key, WINDOW_KEYS.leftColumn));
    expect(rows).toEqual([
      expect.objectContaining({ companyId: 'demo', category: WINDOW_CATEGORY }),
    ]);
    const basic = await post<{ data: { key: string }[] }>(admin, '/api/a/sys/param/queryList', {
      params: { category: 'basic' },
      pageSize: 100,
    });
    expect(basic.body.data.data.map((param) => param.key)).not.toContain(WINDOW_KEYS.leftColumn);
  });

  it('saves the default layout trimmed after its last panel, and clears it with no panel', async () => {
    const saved = await post<SavedPanelSlot[] | null>(admin, '/api/b/window/normal-mode', [
      empty,
      notice,
      empty,
    ]);
    expect(saved.body.data).toEqual([null, notice]);
    const defaults = await get<WindowDefaults>(zhangsan, '/api/b/window/defaults');
    expect(defaults.body.data.normalMode).toEqual([null, notice]);
    expect((await get(bob, '/api/b/window/defaults')).body).toMatchObject({
      data: { normalMode: null },
    });
    const cleared = await post(admin, '/api/b/window/normal-mode', [empty]);
    expect(cleared.body.data).toBeNull();
    expect((await get(admin, '/api/b/window/normal-mode')).body.data).toBeNull();
  });

  it('refuses a layout with an unknown panel, one twice, or too many slots, writing nothing', async () => {
    await post(admin, '/api/b/window/normal-mode', [notice]);
    const unknown = await post(admin, '/api/b/window/normal-mode', [
      { ...notice, code: 'weather' },
    ]);
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.body.success).toBe(false);
    const twice = await post(admin, '/api/b/window/normal-mode', [notice, notice]);
    expect(twice.response.statusCode).toBe(400);
    const tooMany = await post(admin, '/api/b/window/normal-mode', Array(9).fill(empty));
    expect(tooMany.response.statusCode).toBe(400);
    // A slot left out (null) is refused rather than read as empty.
    const gap = await post(admin, '/api/b/window/normal-mode', [null, notice]);
    expect(gap.response.statusCode).toBe(400);
    const outside = await post(admin, '/api/b/window/normal-mode', [
      { ...notice, morePath: 'https://evil.example' },
    ]);
    expect(outside.response.statusCode).toBe(400);
    expect((await get(admin, '/api/b/window/normal-mode')).body.data).toEqual([notice]);
  });

  it('gives users without a form of their own the company’s work-mode default', async () => {
    const saved = await post<WorkMode>(admin, '/api/b/window/work-mode', companyForm);
    expect(saved.body.data).toEqual({
      ...companyForm,
      mainFunciton: ['1', '4'],
      showleftNav: true,
      checkedList: ['menu-project-library'],
    });
    expect((await get(admin, '/api/b/window/work-mode')).body.data).toEqual(saved.body.data);
    expect((await workModeOf(zhangsan)).body.data.workMode).toEqual(saved.body.data);
    // Bob's company keeps the spec's defaults.
    expect((await workModeOf(bob)).body.data.workMode).toEqual(DEFAULT_WORK_MODE);

    // A user's own saved form wins over the company's.
    const own = { ...DEFAULT_WORK_MODE, commonUse: '3' };
    await post(zhangsan, '/api/b/member/config/updateUserConfig', {
      key: 'ecms_workMode_layout',
      value: JSON.stringify(own),
    });
    expect((await workModeOf(zhangsan)).body.data.workMode).toEqual(own);
  });

  it('refuses an invalid work-mode form and keeps the saved one', async () => {
    const bad = await post(admin, '/api/b/window/work-mode', { ...companyForm, commonUse: '9' });
    expect(bad.response.statusCode).toBe(400);
    const markup = await post(admin, '/api/b/window/work-mode', {
      ...companyForm,
      checkedList: ['<b>x</b>'],
    });
    expect(markup.response.statusCode).toBe(400);
    expect((await get<WorkMode>(admin, '/api/b/window/work-mode')).body.data.commonUse).toBe('4');
    const rows = await t.database.db
      .select()
      .from(parameters)
      .where(and(eq(parameters.key, WINDOW_KEYS.workMode), eq(parameters.companyId, 'demo')));
    expect(rows).toHaveLength(1);
  });

  it('keeps the work menu to the ids asked for, within the user’s own menu', async () => {
    const { body } = await post<MenuItem[]>(zhangsan, '/api/a/bd/workMode/workMenu', [
      'menu-project-library',
      'menu-user',
    ]);
    expect(ids(body.data)).toEqual(['menu-cost-data', 'menu-project-library']);
  });
});
