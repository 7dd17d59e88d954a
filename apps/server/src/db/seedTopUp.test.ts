import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/createTestApp';
import { eq, inArray } from 'drizzle-orm';
import {
  companies,
  menus,
  parameters,
  roleMenus,
  saasGrades,
  saasMenus,
  seedMarks,
} from './schema';
import { seedOrTopUp } from './seedTopUp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bringing a database seeded by an earlier release up to date', () => {
  it('marks everything a fresh seed put in, so a restart adds nothing', async () => {
    const marks = await t.database.db.select().from(seedMarks);
    expect(marks.map((mark) => mark.key)).toEqual(
      expect.arrayContaining(['menu:menu-home', 'param:watermark.type', 'saas', 'content']),
    );
    expect(await seedOrTopUp(t.database.db, t.clock.now())).toEqual({
      seeded: false,
      toppedUp: [],
    });
  });

  it('given basic parameters an earlier release seeded without names, names them once and keeps a name an administrator set', async () => {
    const db = t.database.db;
    await db
      .delete(seedMarks)
      .where(inArray(seedMarks.key, ['param-name:sys.name', 'param-name:map.key']));
    await db.update(parameters).set({ name: null }).where(eq(parameters.key, 'sys.name'));
    await db.update(parameters).set({ name: '地图' }).where(eq(parameters.key, 'map.key'));

    const { toppedUp } = await seedOrTopUp(db, t.clock.now());

    expect(toppedUp.sort()).toEqual(['param-name:map.key', 'param-name:sys.name']);
    const named = await db
      .select({ key: parameters.key, name: parameters.name })
      .from(parameters)
      .where(inArray(parameters.key, ['sys.name', 'map.key']));
    expect(Object.fromEntries(named.map((row) => [row.key, row.name]))).toEqual({
      'sys.name': '系统名称',
      'map.key': '地图',
    });
  });

  it('adds what an earlier release did not have, once, and leaves what was deleted since deleted', async () => {
    const db = t.database.db;
    // As the previous release left it: no SaaS, no company-info menu, no watermark type.
    await db.delete(seedMarks).where(eq(seedMarks.key, 'saas'));
    await db.delete(seedMarks).where(eq(seedMarks.key, 'menu:menu-company-info-edit'));
    await db.delete(seedMarks).where(eq(seedMarks.key, 'menu:menu-company-info'));
    await db.delete(seedMarks).where(eq(seedMarks.key, 'param:watermark.type'));
    const infoMenus = ['menu-company-info-edit', 'menu-company-info'];
    await db.delete(roleMenus).where(inArray(roleMenus.menuId, infoMenus));
    await db.delete(menus).where(inArray(menus.id, infoMenus));
    await db.delete(parameters).where(eq(parameters.key, 'watermark.type'));
    await db.update(companies).set({ isPlatform: false });
    await db.delete(saasGrades);
    await db.delete(saasMenus);

    const first = await seedOrTopUp(db, t.clock.now());
    expect(first.toppedUp.sort()).toEqual([
      'menu:menu-company-info',
      'menu:menu-company-info-edit',
      'param:watermark.type',
      'saas',
    ]);
    const [info] = await db.select().from(menus).where(eq(menus.id, 'menu-company-info-edit'));
    expect(info).toMatchObject({ parentId: 'menu-company-info', permission: 'sys:company:edit' });
    const [demo] = await db.select().from(companies).where(eq(companies.id, 'demo'));
    expect(demo!.isPlatform).toBe(true);
    expect((await db.select().from(saasGrades)).map((grade) => grade.name).sort()).toEqual([
      '专业版',
      '基础版',
      '旗舰版',
    ]);

    // An administrator removes a menu the top-up added: a restart does not bring it back.
    await db.delete(roleMenus).where(eq(roleMenus.menuId, 'menu-company-info-edit'));
    await db.delete(menus).where(eq(menus.id, 'menu-company-info-edit'));
    expect((await seedOrTopUp(db, t.clock.now())).toppedUp).toEqual([]);
    expect(await db.select().from(menus).where(eq(menus.id, 'menu-company-info-edit'))).toEqual([]);
  });
});
