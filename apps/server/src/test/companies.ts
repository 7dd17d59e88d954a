import type { Db } from '../db/database';
import { companies, departments, menus, roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { DEMO_COMPANY_ID } from '../db/seed';

/** A second tenant: its own department, administrator and menu, to prove isolation. */
export const OTHER_COMPANY = {
  id: 'acme',
  deptId: 'acme-dept',
  adminId: 'acme-user-bob',
  adminLogin: 'bob',
  roleId: 'acme-role-admin',
  menuId: 'acme-menu-home',
  password: 'Other@123456',
} as const;

/** A signed-in user of the demo company who holds no role at all. */
export const ROLELESS_USER = { id: 'user-nobody', loginName: 'nobody', password: 'Nobody@123456' };

const stamp = (now: Date) => ({
  createdAt: now,
  createdBy: 'test',
  updatedAt: now,
  updatedBy: 'test',
});

/** Writes the second company and a role-less demo user, in the system context as seeding does. */
export async function seedTestTenants(db: Db, now: Date): Promise<void> {
  const other = OTHER_COMPANY;
  await db.transaction(async (tx) => {
    await tx
      .insert(companies)
      .values({ id: other.id, code: other.id, name: '另一家咨询公司', ...stamp(now) });
    await tx.insert(departments).values({
      id: other.deptId,
      companyId: other.id,
      parentId: null,
      parentIds: '',
      name: '另一家咨询公司',
      sort: 1,
      ...stamp(now),
    });
    await tx.insert(users).values([
      {
        id: other.adminId,
        companyId: other.id,
        loginName: other.adminLogin,
        passwordHash: await hashPassword(other.password),
        name: '鲍勃',
        deptId: other.deptId,
        ...stamp(now),
      },
      {
        id: ROLELESS_USER.id,
        companyId: DEMO_COMPANY_ID,
        loginName: ROLELESS_USER.loginName,
        passwordHash: await hashPassword(ROLELESS_USER.password),
        name: '无角色',
        deptId: 'dept-general',
        ...stamp(now),
      },
    ]);
    await tx.insert(roles).values({
      id: other.roleId,
      companyId: other.id,
      code: 'admin',
      name: '管理员',
      sort: 1,
      ...stamp(now),
    });
    await tx.insert(userRoles).values({
      companyId: other.id,
      userId: other.adminId,
      roleId: other.roleId,
      createdAt: now,
      createdBy: 'test',
    });
    await tx.insert(menus).values({
      id: other.menuId,
      companyId: other.id,
      parentId: null,
      name: '首页',
      nameKey: 'menu.home',
      url: '/main-page',
      permission: 'home:view',
      type: 2,
      sort: 1,
      noLogin: true,
      ...stamp(now),
    });
  });
}
