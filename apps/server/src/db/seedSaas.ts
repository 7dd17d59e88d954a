import { saveEnterprise } from '../modules/saas/service';
import type { Db } from './database';
import { eq } from 'drizzle-orm';
import {
  companies,
  saasGradeMenus,
  saasGrades,
  saasMenus,
  saasRoleMenus,
  saasRoles,
  users,
} from './schema';

/** A second company on the platform, so the SaaS pages and the package bounds have something to show. */
export const DEMO_ENTERPRISE = {
  id: 'huaxin',
  code: 'huaxin',
  name: '华信工程造价咨询有限公司',
  gradeId: 'grade-basic',
  adminLoginName: 'huaxin_admin',
  adminPassword: 'Huaxin@123456',
} as const;

/** Each package by the top-level demo menus it holds (with everything beneath them). */
const DEMO_GRADES = [
  {
    id: 'grade-basic',
    name: '基础版',
    sort: 1,
    remarks: '流程、行政、人事与系统管理',
    tops: ['menu-home', 'menu-workflow', 'menu-administration', 'menu-human', 'menu-system'],
  },
  {
    id: 'grade-pro',
    name: '专业版',
    sort: 2,
    remarks: '基础版加造价数据与财务管理',
    tops: [
      'menu-home',
      'menu-workflow',
      'menu-cost-data',
      'menu-finance',
      'menu-administration',
      'menu-human',
      'menu-system',
    ],
  },
  { id: 'grade-flagship', name: '旗舰版', sort: 3, remarks: '全部功能，含管理驾驶舱', tops: 'all' },
] as const;

/** The user roles each package gives its companies, by the top-level demo menus they grant. */
const DEMO_SAAS_ROLES = [
  {
    id: 'saas-role-basic-staff',
    gradeId: 'grade-basic',
    code: 'staff',
    name: '普通员工',
    sort: 2,
    tops: ['menu-home', 'menu-workflow'],
  },
  {
    id: 'saas-role-pro-staff',
    gradeId: 'grade-pro',
    code: 'staff',
    name: '普通员工',
    sort: 2,
    tops: ['menu-home', 'menu-workflow'],
  },
  {
    id: 'saas-role-pro-cost',
    gradeId: 'grade-pro',
    code: 'cost_engineer',
    name: '造价工程师',
    sort: 3,
    tops: ['menu-home', 'menu-workflow', 'menu-cost-data'],
  },
  {
    id: 'saas-role-pro-finance',
    gradeId: 'grade-pro',
    code: 'finance',
    name: '财务',
    sort: 4,
    tops: ['menu-home', 'menu-workflow', 'menu-finance'],
  },
] as const;

interface FlatMenu {
  seed: {
    id: string;
    name: string;
    nameKey: string;
    type: number;
    permission: string;
    url?: string;
    icon?: string;
    openType?: number;
  };
  parentId: string | null;
  sort: number;
}

/**
 * The enterprise-menu catalogue (the demo menus without the operator's own pages), three packages
 * and a second enterprise holding the basic one. Runs inside the seeding transaction.
 */
export async function seedSaas(
  tx: Db,
  flatMenu: readonly FlatMenu[],
  catalogueIds: ReadonlySet<string>,
  now: Date,
  /** On a database seeded earlier the demo enterprise is added only if its code and login are free. */
  { enterprise = 'always' }: { enterprise?: 'always' | 'when-free' } = {},
): Promise<void> {
  const stamp = { createdAt: now, createdBy: 'system', updatedAt: now, updatedBy: 'system' };
  const catalogue = flatMenu.filter(({ seed }) => catalogueIds.has(seed.id));
  await tx.insert(saasMenus).values(
    catalogue.map(({ seed, parentId, sort }) => ({
      id: seed.id,
      parentId,
      name: seed.name,
      nameKey: seed.nameKey,
      url: seed.url ?? null,
      href: null,
      icon: seed.icon ?? null,
      permission: seed.permission,
      type: seed.type,
      openType: seed.openType ?? 1,
      sort,
      ...stamp,
    })),
  );
  const parents = new Map(catalogue.map(({ seed, parentId }) => [seed.id, parentId]));
  const topOf = (id: string): string => {
    let at = id;
    for (let parent = parents.get(at); parent; parent = parents.get(at)) at = parent;
    return at;
  };
  await tx
    .insert(saasGrades)
    .values(
      DEMO_GRADES.map(({ id, name, sort, remarks }) => ({ id, name, sort, remarks, ...stamp })),
    );
  await tx
    .insert(saasGradeMenus)
    .values(
      DEMO_GRADES.flatMap((grade) =>
        catalogue
          .filter(
            ({ seed }) =>
              grade.tops === 'all' || (grade.tops as readonly string[]).includes(topOf(seed.id)),
          )
          .map(({ seed }) => ({ gradeId: grade.id, saasMenuId: seed.id })),
      ),
    );
  await tx
    .insert(saasRoles)
    .values(
      DEMO_SAAS_ROLES.map(({ tops: _tops, ...role }) => ({ ...role, remarks: null, ...stamp })),
    );
  await tx
    .insert(saasRoleMenus)
    .values(
      DEMO_SAAS_ROLES.flatMap((role) =>
        catalogue
          .filter(({ seed }) => (role.tops as readonly string[]).includes(topOf(seed.id)))
          .map(({ seed }) => ({ saasRoleId: role.id, saasMenuId: seed.id })),
      ),
    );
  if (enterprise === 'when-free') {
    const [taken] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.code, DEMO_ENTERPRISE.code))
      .union(
        tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.loginName, DEMO_ENTERPRISE.adminLoginName)),
      );
    if (taken) return;
  }
  await saveEnterprise(
    tx,
    { userId: 'system', companyId: 'demo' },
    now,
    {
      code: DEMO_ENTERPRISE.code,
      name: DEMO_ENTERPRISE.name,
      gradeId: DEMO_ENTERPRISE.gradeId,
      enabled: true,
      contactName: '华信管理员',
      contactPhone: '13900000021',
      adminLoginName: DEMO_ENTERPRISE.adminLoginName,
      adminName: '华信管理员',
      adminPassword: DEMO_ENTERPRISE.adminPassword,
    },
    DEMO_ENTERPRISE.id,
  );
}
