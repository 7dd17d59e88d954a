import { count } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password';
import type { Db } from './database';
import {
  companies,
  departments,
  menus,
  parameters,
  roleDepartments,
  roleMenus,
  roles,
  userRoles,
  users,
} from './schema';

/** The demo company; its id doubles as its code. */
export const DEMO_COMPANY_ID = 'demo';
const SEEDER = 'system';

export const DEMO_SIGN_INS = [
  { loginName: 'admin', password: 'Admin@123456' },
  { loginName: 'zhangsan', password: 'Staff@123456' },
  { loginName: 'lisi', password: 'Staff@123456' },
] as const;

interface MenuSeed {
  id: string;
  nameKey: string;
  name: string;
  type: 1 | 2 | 3 | 4;
  permission: string;
  url?: string;
  openType?: 1 | 3;
  icon?: string;
  children?: MenuSeed[];
}

const page = (
  id: string,
  nameKey: string,
  name: string,
  url: string,
  permission: string,
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({
  id,
  nameKey,
  name,
  type: 2,
  url,
  permission,
  ...extra,
});
const directory = (
  id: string,
  nameKey: string,
  name: string,
  permission: string,
  children: MenuSeed[],
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({
  id,
  nameKey,
  name,
  type: 1,
  permission,
  children,
  ...extra,
});
const button = (id: string, nameKey: string, name: string, permission: string): MenuSeed => ({
  id,
  nameKey,
  name,
  type: 4,
  permission,
});

/** The shell's menu (common brief); ids are stable so roles and tests can name them. */
export const DEMO_MENU: MenuSeed[] = [
  page('menu-home', 'menu.home', '首页', '/main-page', 'home:view', { icon: 'home' }),
  directory(
    'menu-workflow',
    'menu.workflow',
    '流程中心',
    'wf:view',
    [
      {
        id: 'menu-start-flow',
        nameKey: 'menu.startFlow',
        name: '发起流程',
        type: 3,
        permission: 'home:start:flow',
      },
      page('menu-todo', 'menu.todo', '待办事项', '/main-page/toDoAll', 'wf:todo:view'),
      page('menu-done', 'menu.done', '已办事项', '/main-page/haveDoneAll', 'wf:done:view'),
      page(
        'menu-my-applications',
        'menu.myApplications',
        '我的申请',
        '/main-page/myApplicationAll',
        'wf:my:view',
      ),
    ],
    { icon: 'workflow' },
  ),
  directory(
    'menu-cost-data',
    'menu.costData',
    '造价数据',
    'cost:view',
    [
      page(
        'menu-project-library',
        'menu.projectLibrary',
        '项目案例库',
        '/main-page/cost-data',
        'cost:project:view',
      ),
      page(
        'menu-cost-file-manage',
        'menu.costFileManage',
        '造价文件管理',
        '/main-page/cost-file-manage',
        'cost:file:view',
      ),
    ],
    { icon: 'cost' },
  ),
  directory(
    'menu-finance',
    'menu.finance',
    '财务管理',
    'finance:view',
    [
      page(
        'menu-departmental-funds',
        'menu.departmentalFunds',
        '部门资金',
        '/main-page/departmental-funds',
        'finance:funds:view',
      ),
      page(
        'menu-electronic-invoice',
        'menu.electronicInvoice',
        '电子发票',
        '/main-page/electronic-invoice',
        'finance:invoice:view',
      ),
      page(
        'menu-departmental-cost',
        'menu.departmentalCost',
        '部门成本',
        '/main-page/departmental-cost',
        'finance:cost:view',
      ),
    ],
    { icon: 'finance' },
  ),
  directory(
    'menu-administration',
    'menu.administration',
    '行政管理',
    'admin:view',
    [
      page(
        'menu-office-supplies',
        'menu.officeSupplies',
        '办公用品',
        '/administration-management/office-supplies-management/inventory-list',
        'admin:supplies:view',
      ),
      page(
        'menu-meeting-rooms',
        'menu.meetingRooms',
        '会议室管理',
        '/administration-management/meeting-room-management',
        'admin:meeting:view',
      ),
    ],
    { icon: 'administration' },
  ),
  directory(
    'menu-human',
    'menu.human',
    '人力资源',
    'hr:view',
    [
      page(
        'menu-staff-notice',
        'menu.staffNotice',
        '员工通知',
        '/human/staff-notice',
        'hr:notice:view',
      ),
    ],
    { icon: 'human' },
  ),
  page('menu-cockpit', 'menu.cockpit', '管理驾驶舱', '/management-cockpit-newTab', 'cockpit:view', {
    openType: 3,
    icon: 'cockpit',
  }),
  directory(
    'menu-system',
    'menu.system',
    '系统管理',
    'system',
    [
      page(
        'menu-organization',
        'menu.organization',
        '组织机构',
        '/sys-manager/organization',
        'sys:dept:view',
        {
          children: [
            button('menu-dept-edit', 'menu.deptEdit', '编辑部门', 'sys:dept:edit'),
            button('menu-dept-delete', 'menu.deptDelete', '删除部门', 'sys:dept:delete'),
          ],
        },
      ),
      page('menu-user', 'menu.user', '用户管理', '/sys-manager/user', 'sys:user:view', {
        children: [
          button('menu-user-add', 'menu.userAdd', '新增用户', 'sys:user:add'),
          button('menu-user-edit', 'menu.userEdit', '编辑用户', 'sys:user:edit'),
          button('menu-user-delete', 'menu.userDelete', '删除用户', 'sys:user:delete'),
        ],
      }),
      page('menu-role', 'menu.role', '角色管理', '/sys-manager/role', 'sys:role:view', {
        children: [
          button('menu-role-edit', 'menu.roleEdit', '编辑角色', 'sys:role:edit'),
          button('menu-role-delete', 'menu.roleDelete', '删除角色', 'sys:role:delete'),
          button('menu-role-auth', 'menu.roleAuth', '角色授权', 'sys:role:auth'),
        ],
      }),
      page('menu-menu', 'menu.menu', '菜单管理', '/sys-manager/menu', 'sys:menu:view', {
        children: [
          button('menu-menu-edit', 'menu.menuEdit', '编辑菜单', 'sys:menu:edit'),
          button('menu-menu-delete', 'menu.menuDelete', '删除菜单', 'sys:menu:delete'),
        ],
      }),
      page('menu-dict', 'menu.dict', '字典管理', '/sys-manager/dict', 'sys:dict:view'),
      page(
        'menu-params',
        'menu.params',
        '系统参数',
        '/sys-manager/system-params-manage/basic',
        'sys:param:view',
      ),
    ],
    { url: '/sys-manager', icon: 'system' },
  ),
];

/** Roles and the top-level menus each grants (with everything beneath them). */
const DEMO_ROLES = [
  { id: 'role-admin', code: 'admin', name: '系统管理员', sort: 1, grants: 'all' },
  {
    id: 'role-cost-engineer',
    code: 'cost_engineer',
    name: '造价工程师',
    sort: 2,
    grants: ['menu-home', 'menu-workflow', 'menu-cost-data'],
  },
  {
    id: 'role-finance',
    code: 'finance',
    name: '财务',
    sort: 3,
    grants: ['menu-home', 'menu-workflow', 'menu-finance'],
  },
] as const;

const DEMO_DEPARTMENTS = [
  { id: 'dept-root', parentId: null, name: '示例造价咨询有限公司', sort: 1 },
  { id: 'dept-office', parentId: 'dept-root', name: '总经办', sort: 1 },
  { id: 'dept-cost-1', parentId: 'dept-root', name: '造价一部', sort: 2 },
  { id: 'dept-cost-2', parentId: 'dept-root', name: '造价二部', sort: 3 },
  { id: 'dept-cost-3', parentId: 'dept-root', name: '造价三部', sort: 4 },
  { id: 'dept-quality', parentId: 'dept-root', name: '技术质量部', sort: 5 },
  { id: 'dept-finance', parentId: 'dept-root', name: '财务部', sort: 6 },
  { id: 'dept-general', parentId: 'dept-root', name: '综合部', sort: 7 },
] as const;

/** Department authorization: whose people each role's holders see in the user list. */
const DEMO_ROLE_DEPARTMENTS: Record<string, readonly string[]> = {
  'role-cost-engineer': ['dept-cost-1', 'dept-cost-2', 'dept-cost-3', 'dept-quality'],
  'role-finance': DEMO_DEPARTMENTS.map((dept) => dept.id),
};

const DEMO_USERS = [
  {
    id: 'user-admin',
    loginName: 'admin',
    name: '系统管理员',
    deptId: 'dept-root',
    job: null,
    no: 'A0001',
    roleId: 'role-admin',
    password: 'Admin@123456',
  },
  {
    id: 'user-zhangsan',
    loginName: 'zhangsan',
    name: '张三',
    deptId: 'dept-cost-1',
    job: '造价工程师',
    no: 'E0001',
    roleId: 'role-cost-engineer',
    password: 'Staff@123456',
  },
  {
    id: 'user-lisi',
    loginName: 'lisi',
    name: '李四',
    deptId: 'dept-finance',
    job: '会计',
    no: 'E0002',
    roleId: 'role-finance',
    password: 'Staff@123456',
  },
] as const;

/** Basic parameters of spec 000 §3 (captcha.enabled is answered from the configuration). */
const BASIC_PARAMETERS: Record<string, string> = {
  'sys.name': '造价咨询管理平台',
  'sys.logo': '',
  'sys.copyright': '© 2026 示例造价咨询有限公司',
  'cas.login': 'false',
  'cost.login': 'false',
  ProjectCostIndustryName: '行业,建筑工程',
  'file.suffix': 'doc,docx,xls,xlsx,pdf,jpg,jpeg,png,zip,rar',
  isPrivate: 'false',
  'wise.costcloud.url': '',
  'ydccs.server.url': '',
  'ecms3.url': '',
  'map.key': '',
};

function flattenMenu(
  items: MenuSeed[],
  parentId: string | null,
  into: { seed: MenuSeed; parentId: string | null; sort: number }[] = [],
) {
  items.forEach((seed, index) => {
    into.push({ seed, parentId, sort: index + 1 });
    if (seed.children) flattenMenu(seed.children, seed.id, into);
  });
  return into;
}

function subtreeIds(item: MenuSeed): string[] {
  return [item.id, ...(item.children ?? []).flatMap(subtreeIds)];
}

function ancestorIds(id: string | null): string {
  const chain: string[] = [];
  let current = DEMO_DEPARTMENTS.find((dept) => dept.id === id);
  while (current) {
    chain.unshift(current.id);
    const parentId: string | null = current.parentId;
    current = DEMO_DEPARTMENTS.find((dept) => dept.id === parentId);
  }
  return chain.map((ancestor) => `${ancestor},`).join('');
}

/** Writes the demo company when the database has no company yet; answers whether it did. */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(companies);
  if ((existing?.total ?? 0) > 0) return false;

  const stamp = { createdAt: now, createdBy: SEEDER, updatedAt: now, updatedBy: SEEDER };
  const company = DEMO_COMPANY_ID;
  const passwordHashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  const flatMenu = flattenMenu(DEMO_MENU, null);

  await db.transaction(async (tx) => {
    await tx
      .insert(companies)
      .values({ id: company, code: company, name: '示例造价咨询有限公司', ...stamp });
    await tx.insert(departments).values(
      DEMO_DEPARTMENTS.map((dept) => ({
        id: dept.id,
        companyId: company,
        parentId: dept.parentId,
        parentIds: ancestorIds(dept.parentId),
        name: dept.name,
        sort: dept.sort,
        ...stamp,
      })),
    );
    await tx.insert(users).values(
      DEMO_USERS.map((user, index) => ({
        id: user.id,
        companyId: company,
        loginName: user.loginName,
        passwordHash: passwordHashes[index]!,
        name: user.name,
        deptId: user.deptId,
        job: user.job,
        no: user.no,
        ...stamp,
      })),
    );
    await tx.insert(roles).values(
      DEMO_ROLES.map(({ id, code, name, sort }) => ({
        id,
        companyId: company,
        code,
        name,
        sort,
        ...stamp,
      })),
    );
    await tx.insert(userRoles).values(
      DEMO_USERS.map((user) => ({
        companyId: company,
        userId: user.id,
        roleId: user.roleId,
        createdAt: now,
        createdBy: SEEDER,
      })),
    );
    await tx.insert(menus).values(
      flatMenu.map(({ seed, parentId, sort }) => ({
        id: seed.id,
        companyId: company,
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
    const grants = DEMO_ROLES.flatMap((role) => {
      const menuIds =
        role.grants === 'all'
          ? flatMenu.map(({ seed }) => seed.id)
          : DEMO_MENU.filter((item) =>
              (role.grants as readonly string[]).includes(item.id),
            ).flatMap(subtreeIds);
      return menuIds.map((menuId) => ({
        companyId: company,
        roleId: role.id,
        menuId,
        createdAt: now,
        createdBy: SEEDER,
      }));
    });
    await tx.insert(roleMenus).values(grants);
    await tx.insert(roleDepartments).values(
      Object.entries(DEMO_ROLE_DEPARTMENTS).flatMap(([roleId, deptIds]) =>
        deptIds.map((deptId) => ({
          companyId: company,
          roleId,
          deptId,
          createdAt: now,
          createdBy: SEEDER,
        })),
      ),
    );
    await tx.insert(parameters).values(
      Object.entries(BASIC_PARAMETERS).map(([key, value]) => ({
        id: `param-${key}`,
        companyId: null,
        key,
        value,
        ...stamp,
      })),
    );
  });
  return true;
}
