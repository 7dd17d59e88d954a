import { allEndpoints } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, roles, userRoles } from '../../db/schema';
import { DEMO_COMPANY_ID } from '../../db/seed';
import { seedTestTenants, ROLELESS_USER } from '../../test/companies';
import { labelOf, permissionEndpoints, placeholderUrl } from '../../test/contractCalls';
import { createTestApp, type TestApp } from '../../test/createTestApp';

const GRANTED_ROLE = 'role-matrix';

let t: TestApp;
const tokens: Record<'admin' | 'nobody' | 'granted', string> = {
  admin: '',
  nobody: '',
  granted: '',
};

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  const now = t.clock.now();
  // The role-less user gets a role whose grants each case below sets to exactly one permission.
  await t.database.db.insert(roles).values({
    id: GRANTED_ROLE,
    companyId: DEMO_COMPANY_ID,
    code: 'matrix',
    name: '矩阵',
    createdAt: now,
    updatedAt: now,
  });
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.nobody = await t.tokenOf(ROLELESS_USER.loginName, ROLELESS_USER.password);
});
afterAll(() => t.close());

async function grantOnly(permission: string | null) {
  const db = t.database.db;
  await db.delete(roleMenus).where(eq(roleMenus.roleId, GRANTED_ROLE));
  await db.delete(userRoles).where(eq(userRoles.userId, ROLELESS_USER.id));
  if (!permission) return;
  const [menu] = await db.select().from(menus).where(eq(menus.permission, permission)).limit(1);
  const now = t.clock.now();
  await db
    .insert(roleMenus)
    .values({ companyId: DEMO_COMPANY_ID, roleId: GRANTED_ROLE, menuId: menu!.id, createdAt: now });
  await db.insert(userRoles).values({
    companyId: DEMO_COMPANY_ID,
    userId: ROLELESS_USER.id,
    roleId: GRANTED_ROLE,
    createdAt: now,
  });
}

type GuardedEndpoint = ReturnType<typeof permissionEndpoints>[number];

const callAs = (token: string, endpoint: GuardedEndpoint) =>
  t.app.inject({
    method: endpoint.method,
    url: placeholderUrl(endpoint),
    headers: { AuthToken: token },
    ...(endpoint.body ? { payload: {} } : {}),
  });

describe('the permission matrix, generated from the contract', () => {
  const guarded = permissionEndpoints();

  it('covers the organisation and authorization areas', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(30);
  });

  it('names only permissions some menu or button of the seed carries', async () => {
    const carried = new Set(
      (await t.database.db.select({ permission: menus.permission }).from(menus)).map(
        (m) => m.permission,
      ),
    );
    expect(
      guarded.map((endpoint) => endpoint.access.permission).filter((p) => !carried.has(p)),
    ).toEqual([]);
  });

  it.each(guarded.map((endpoint) => [labelOf(endpoint), endpoint] as const))(
    '%s: refused without the permission, served with it',
    async (_label, endpoint) => {
      await grantOnly(null);
      expect((await callAs(tokens.nobody, endpoint)).statusCode).toBe(403);

      await grantOnly(endpoint.access.permission);
      const granted = await callAs(tokens.nobody, endpoint);
      expect([401, 403]).not.toContain(granted.statusCode);
      expect(granted.statusCode).toBeLessThan(500);

      const asAdmin = await callAs(tokens.admin, endpoint);
      expect([401, 403]).not.toContain(asAdmin.statusCode);
      expect(asAdmin.statusCode).toBeLessThan(500);
    },
  );

  it.each(
    allEndpoints()
      .filter((endpoint) => endpoint.access !== 'public')
      .map((endpoint) => [labelOf(endpoint), endpoint] as const),
  )('%s: answers 401 without a session', async (_label, endpoint) => {
    const response = await t.app.inject({ method: endpoint.method, url: placeholderUrl(endpoint) });
    expect(response.statusCode).toBe(401);
  });
});
