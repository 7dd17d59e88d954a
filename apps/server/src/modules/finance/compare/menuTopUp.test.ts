import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, roles, seedMarks } from '../../../db/schema';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { seedOrTopUp } from '../../../db/seedTopUp';
import { createTestApp, type TestApp } from '../../../test/createTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

/** This stop's menus, a page under 资金管理 and a button under 请价, plus a top-level page. */
const ADDED = ['menu-comparison-fund', 'menu-contract-from-price', 'menu-construction-site-data'];

async function grantsOf(menuId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ roleId: roleMenus.roleId })
    .from(roleMenus)
    .where(eq(roleMenus.menuId, menuId));
  return rows.map((row) => row.roleId).sort();
}

describe('menus added by a later release reach an existing database with their grants', () => {
  it('adds the missing menus and grants them to the roles that hold the parent, once', async () => {
    const db = t.database.db;
    const now = t.clock.now();
    // As a database seeded before these menus existed: none of them, no grants, no marks — and a
    // role an administrator made that holds 请价.
    await db.delete(roleMenus).where(inArray(roleMenus.menuId, ADDED));
    await db.delete(menus).where(inArray(menus.id, ADDED));
    await db.delete(seedMarks).where(
      inArray(
        seedMarks.key,
        ADDED.map((id) => `menu:${id}`),
      ),
    );
    await db.insert(roles).values({
      id: 'role-pricing',
      companyId: DEMO_COMPANY_ID,
      code: 'pricing',
      name: '报价员',
      createdAt: now,
      updatedAt: now,
    });
    await db.insert(roleMenus).values(
      ['menu-finance', 'menu-please-price'].map((menuId) => ({
        companyId: DEMO_COMPANY_ID,
        roleId: 'role-pricing',
        menuId,
        createdAt: now,
      })),
    );

    const first = await seedOrTopUp(db, now);
    expect(first.toppedUp.sort()).toEqual(ADDED.map((id) => `menu:${id}`).sort());
    const [page] = await db.select().from(menus).where(eq(menus.id, 'menu-comparison-fund'));
    expect(page).toMatchObject({ parentId: 'menu-finance', url: '/comparison-fund' });
    // Finance holds 资金管理 by its seeded grants; the administrator's role holds 请价 and
    // 资金管理 but is no demo role, so it takes what is under what it holds.
    expect(await grantsOf('menu-comparison-fund')).toEqual([
      'role-admin',
      'role-finance',
      'role-pricing',
    ]);
    expect(await grantsOf('menu-contract-from-price')).toEqual([
      'role-admin',
      'role-finance',
      'role-pricing',
    ]);
    // A top-level page: the demo roles whose seeded grants name it (here only the administrator).
    expect(await grantsOf('menu-construction-site-data')).toEqual(['role-admin']);

    // Idempotent: a restart adds nothing, grants stay as they are.
    expect((await seedOrTopUp(db, now)).toppedUp).toEqual([]);
    expect(await grantsOf('menu-comparison-fund')).toEqual([
      'role-admin',
      'role-finance',
      'role-pricing',
    ]);

    // A grant the administrator removed is not brought back, even when the step runs again.
    await db
      .delete(roleMenus)
      .where(
        and(eq(roleMenus.roleId, 'role-pricing'), eq(roleMenus.menuId, 'menu-comparison-fund')),
      );
    await db.delete(seedMarks).where(eq(seedMarks.key, 'menu:menu-comparison-fund'));
    expect((await seedOrTopUp(db, now)).toppedUp).toEqual(['menu:menu-comparison-fund']);
    expect(await grantsOf('menu-comparison-fund')).toEqual(['role-admin', 'role-finance']);
  });

  it('does not grant a directory’s new menu to a demo role that holds the directory for another page', async () => {
    // 造价工程师 holds 市场经营 for his sales pages, not 全部门商机 (a button under the directory).
    const db = t.database.db;
    expect(await grantsOf('menu-sales-all')).not.toContain('role-cost-engineer');
    await db.delete(roleMenus).where(eq(roleMenus.menuId, 'menu-sales-all'));
    await db.delete(menus).where(eq(menus.id, 'menu-sales-all'));
    await db.delete(seedMarks).where(eq(seedMarks.key, 'menu:menu-sales-all'));
    expect((await seedOrTopUp(db, t.clock.now())).toppedUp).toEqual(['menu:menu-sales-all']);
    const granted = await grantsOf('menu-sales-all');
    expect(granted).toContain('role-admin');
    expect(granted).not.toContain('role-cost-engineer');
  });
});
