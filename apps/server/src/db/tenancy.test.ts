import { allEndpoints, type Endpoint } from '@ccms/api-client';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_COMPANY, seedTestTenants } from '../test/companies';
import { labelOf, placeholderQuery, placeholderUrl } from '../test/contractCalls';
import { createTestApp, type TestApp } from '../test/createTestApp';
import { DEMO_COST_PROJECT_ID } from '../modules/cost/demoIds';
import { DEMO_COMPANY_ID } from './seed';
import * as schema from './schema';
import { inTenant } from './tenancy';

let t: TestApp;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
});
afterAll(() => t.close());

const asBob = <T>(options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: bob, ...options.headers } });

const TENANT_TABLES = {
  departments: schema.departments,
  users: schema.users,
  roles: schema.roles,
  userRoles: schema.userRoles,
  menus: schema.menus,
  roleMenus: schema.roleMenus,
  roleDepartments: schema.roleDepartments,
  areas: schema.areas,
  projectKinds: schema.projectKinds,
  memberLevels: schema.memberLevels,
  members: schema.members,
  roleMemberLevels: schema.roleMemberLevels,
  roleDataRefs: schema.roleDataRefs,
  dictTypes: schema.dictTypes,
  dictItems: schema.dictItems,
  fileItems: schema.fileItems,
  excelTemplates: schema.excelTemplates,
  excelTemplateColumns: schema.excelTemplateColumns,
  userSettings: schema.userSettings,
  userConfigs: schema.userConfigs,
  messages: schema.messages,
  clubs: schema.clubs,
  clubMembers: schema.clubMembers,
  cmsCategories: schema.cmsCategories,
  cmsArticles: schema.cmsArticles,
  footprints: schema.footprints,
  searchTokens: schema.searchTokens,
  loginQrCodes: schema.loginQrCodes,
  ssoSessions: schema.ssoSessions,
  invoiceInfos: schema.invoiceInfos,
  costProjects: schema.costProjects,
  costNodes: schema.costNodes,
  costFees: schema.costFees,
  costSavedSearches: schema.costSavedSearches,
  qualityRecords: schema.qualityRecords,
  qualityLogicalRecords: schema.qualityLogicalRecords,
  qualityLogicalResults: schema.qualityLogicalResults,
  qualityFindings: schema.qualityFindings,
  qualityRuleOverrides: schema.qualityRuleOverrides,
  costKinds: schema.costKinds,
  costKindAttrs: schema.costKindAttrs,
  costProjectKinds: schema.costProjectKinds,
  costNodeFeatures: schema.costNodeFeatures,
  costProjectTrees: schema.costProjectTrees,
  costProjectAuthorizes: schema.costProjectAuthorizes,
  costProjectFactors: schema.costProjectFactors,
  costKindFactors: schema.costKindFactors,
  feeToolBases: schema.feeToolBases,
  feeToolDetails: schema.feeToolDetails,
  feeToolSimples: schema.feeToolSimples,
  costMaterialCodes: schema.costMaterialCodes,
  costBillSubjects: schema.costBillSubjects,
  costProjectViews: schema.costProjectViews,
  costPersonLib: schema.costPersonLib,
  costFiles: schema.costFiles,
  costSubjectSplices: schema.costSubjectSplices,
  costSubjectBillEdits: schema.costSubjectBillEdits,
  costSubjectBillRemovals: schema.costSubjectBillRemovals,
  costBillModels: schema.costBillModels,
  costBillModelLinks: schema.costBillModelLinks,
  costProjectBooks: schema.costProjectBooks,
  costUnusualMarks: schema.costUnusualMarks,
  bankAccounts: schema.bankAccounts,
  bankImportBatches: schema.bankImportBatches,
  bankDetails: schema.bankDetails,
  customers: schema.customers,
  contracts: schema.contracts,
  contractMembers: schema.contractMembers,
  receipts: schema.receipts,
  invoices: schema.invoices,
  costEntries: schema.costEntries,
  bonusRules: schema.bonusRules,
  bonusTemplates: schema.bonusTemplates,
  bonusEntrusts: schema.bonusEntrusts,
  bonusCalculations: schema.bonusCalculations,
  bonusAllocations: schema.bonusAllocations,
  bonusAdjustments: schema.bonusAdjustments,
  bonusPayments: schema.bonusPayments,
  invoiceApplications: schema.invoiceApplications,
  loans: schema.loans,
  loanRepayments: schema.loanRepayments,
  priceRateTiers: schema.priceRateTiers,
  priceRequests: schema.priceRequests,
  followAuditProjects: schema.followAuditProjects,
  followAuditItems: schema.followAuditItems,
  followAuditPeriods: schema.followAuditPeriods,
  followAuditMeasures: schema.followAuditMeasures,
  wfCategories: schema.wfCategories,
  wfModels: schema.wfModels,
  wfDefinitions: schema.wfDefinitions,
  wfInstances: schema.wfInstances,
  wfTasks: schema.wfTasks,
  wfOpinions: schema.wfOpinions,
  wfCopies: schema.wfCopies,
  wfFavourites: schema.wfFavourites,
  wfDeptLeaders: schema.wfDeptLeaders,
  wfForms: schema.wfForms,
  wfFormRecords: schema.wfFormRecords,
  wfFocus: schema.wfFocus,
  wfStartRoles: schema.wfStartRoles,
  wfFlowSettings: schema.wfFlowSettings,
  wfFormVersions: schema.wfFormVersions,
  salesOpportunities: schema.salesOpportunities,
  salesOpportunityStages: schema.salesOpportunityStages,
  salesWorkPlans: schema.salesWorkPlans,
  salesTargets: schema.salesTargets,
  staffCertificates: schema.staffCertificates,
  eInvoices: schema.eInvoices,
  objectivePlans: schema.objectivePlans,
  objectiveTargets: schema.objectiveTargets,
  objectiveAdjustments: schema.objectiveAdjustments,
  objectiveProgress: schema.objectiveProgress,
  eInvoiceVerifications: schema.eInvoiceVerifications,
  contractPaymentCycles: schema.contractPaymentCycles,
  costRuleTables: schema.costRuleTables,
  costCatalogueMaterials: schema.costCatalogueMaterials,
  qualityLogicalRules: schema.qualityLogicalRules,
  qualityRecordForms: schema.qualityRecordForms,
  costSubjectFactors: schema.costSubjectFactors,
  costNodeFactors: schema.costNodeFactors,
};

/** Every row the demo company owns, read in the system context. */
async function demoCompanyRows() {
  const snapshot: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(TENANT_TABLES)) {
    snapshot[name] = await t.database.db
      .select()
      .from(table)
      .where(eq(table.companyId, DEMO_COMPANY_ID))
      .orderBy(sql`1, 2, 3`);
  }
  return snapshot;
}

describe('row-level security in the database', () => {
  it('shows a tenant transaction only its company’s rows, whatever the query asks', async () => {
    const seen = await inTenant(t.database.db, OTHER_COMPANY.id, (tx) =>
      tx.select({ id: schema.users.id, companyId: schema.users.companyId }).from(schema.users),
    );
    expect(seen).toEqual([{ id: OTHER_COMPANY.adminId, companyId: OTHER_COMPANY.id }]);
    const asked = await inTenant(t.database.db, OTHER_COMPANY.id, (tx) =>
      tx.select().from(schema.users).where(eq(schema.users.companyId, DEMO_COMPANY_ID)),
    );
    expect(asked).toEqual([]);
  });

  it('refuses to write a row of another company', async () => {
    const now = t.clock.now();
    await expect(
      inTenant(t.database.db, OTHER_COMPANY.id, (tx) =>
        tx.insert(schema.departments).values({
          id: 'planted',
          companyId: DEMO_COMPANY_ID,
          name: '植入',
          createdAt: now,
          updatedAt: now,
        }),
      ),
    ).rejects.toThrow();
    const updated = await inTenant(t.database.db, OTHER_COMPANY.id, (tx) =>
      tx
        .update(schema.departments)
        .set({ name: '篡改' })
        .where(eq(schema.departments.id, 'dept-cost-1'))
        .returning(),
    );
    expect(updated).toEqual([]);
  });

  it('keeps user settings, user config and messages to their company', async () => {
    const now = t.clock.now();
    const owned = {
      userId: 'user-zhangsan',
      companyId: DEMO_COMPANY_ID,
      createdAt: now,
      updatedAt: now,
    };
    await t.database.db.insert(schema.userSettings).values(owned);
    await t.database.db.insert(schema.userConfigs).values({ ...owned, key: 'k', value: '[]' });
    for (const table of [schema.userSettings, schema.userConfigs, schema.messages]) {
      const seen = (companyId: string) =>
        inTenant(t.database.db, companyId, (tx) => tx.select().from(table));
      expect(await seen(OTHER_COMPANY.id)).toEqual([]);
      expect((await seen(DEMO_COMPANY_ID)).length).toBeGreaterThan(0);
    }
    await expect(
      inTenant(t.database.db, OTHER_COMPANY.id, (tx) =>
        tx.insert(schema.messages).values({ ...owned, id: 'planted', type: 'hr', title: '植入' }),
      ),
    ).rejects.toThrow();
  });

  it('shows nothing to a tenant transaction without a company', async () => {
    const seen = await inTenant(t.database.db, '', (tx) => tx.select().from(schema.menus));
    expect(seen).toEqual([]);
  });
});

/** Ids of the demo company's records, by path parameter name and area. */
function demoIdFor(endpoint: Endpoint, name: string): string {
  if (name === 'encodedItem')
    return Buffer.from(JSON.stringify({ id: 'menu-home' })).toString('base64');
  if (endpoint.path.includes('/bd/dict/type/')) return 'dict-projectPost';
  if (endpoint.path.includes('/cms/category/')) return 'cms-news';
  if (endpoint.path.includes('/cms/article/')) return 'article-award';
  if (endpoint.path.includes('/bd/dict/book/')) return 'norm-book';
  if (endpoint.path.includes('/bd/treedict/'))
    return name === 'group' ? 'municipal' : 'engineering-type';
  if (endpoint.path.includes('/bd/dict/'))
    return { item: 'manager', id: 'dict-projectPost-manager' }[name] ?? 'projectPost';
  if (endpoint.path.startsWith('/b/excel/'))
    return { id: 'excel-tpl-user', code: 'user-import' }[name] ?? 'no-such-file';
  if (endpoint.path.includes('/sys/param/')) return 'param-sys-name';
  if (endpoint.path.startsWith('/b/project/exportProjectFullAttr/'))
    return name === 'a' ? DEMO_COST_PROJECT_ID : 'all';
  // getProjectInfoStatus/{type}/{projectId}: the part asked for, then A's project.
  if (endpoint.path.includes('/auditing/getProjectInfoStatus/') && name === 'type') return 'all';
  if (endpoint.path.startsWith('/b/project/') && !endpoint.path.includes('/fee/'))
    return DEMO_COST_PROJECT_ID;
  // getSourceMaterial/{id}?code=: A's project (and a material code of it), not just any id
  if (endpoint.path.startsWith('/b/getSourceMaterial/')) return DEMO_COST_PROJECT_ID;
  if (endpoint.path.startsWith('/b/wf/model/')) return 'wf-model-office-supplies';
  if (endpoint.path.startsWith('/b/wf/form/'))
    return name === 'version' ? '1' : 'form-supplies-inventory';
  if (endpoint.path.startsWith('/form/{formCode}'))
    return name === 'formCode' ? 'officeSuppliesInventory' : 'form-rec-inventory-pen';
  if (endpoint.path.startsWith('/act/procdef/key/'))
    return name === 'version' ? '1' : 'officeSupplies';
  if (endpoint.path.startsWith('/act/procdef/')) return 'wf-def-office-supplies-1';
  if (endpoint.path.startsWith('/b/wf/start-roles/')) return 'officeSupplies';
  if (endpoint.path.startsWith('/b/wf/setting/')) return 'officeSupplies';
  if (endpoint.path.startsWith('/b/bonus/rule/')) return 'bonus-rule-settlement';
  if (endpoint.path.startsWith('/b/bonus/template/')) return 'bonus-template-standard';
  if (endpoint.path.startsWith('/b/sales/opportunity/')) return 'sales-opp-001';
  if (endpoint.path.startsWith('/b/sales/customer/')) return 'customer-01';
  if (endpoint.path.startsWith('/b/sales/workPlan/')) return 'sales-plan-0001';
  if (endpoint.path.includes('/msg/')) return 'msg-admin-1';
  if (['roleId', 'src', 'tar', 'srcRoleId', 'tarRoleId'].includes(name)) return 'role-finance';
  if (name === 'dataMenuId') return 'data-project-by-area';
  if (endpoint.path.includes('/member/level')) return 'level-silver';
  if (name === 'sourceId' || name === 'targetId') return 'menu-home';
  if (endpoint.path.includes('/member/')) return 'member-wang';
  if (endpoint.path.startsWith('/b/club')) return 'club-east';
  if (endpoint.path.includes('/bd/area')) return 'area-jiangsu';
  if (endpoint.path.includes('/queryRoleMemberLevelId')) return 'role-finance';
  if (endpoint.path.includes('/dept')) return 'dept-cost-1';
  if (endpoint.path.includes('/user')) return 'user-zhangsan';
  if (endpoint.path.includes('/role')) return 'role-finance';
  return 'menu-home';
}

function demoUrl(endpoint: Endpoint, swap: Partial<Record<string, string>> = {}): string {
  const url = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'before'
      ? 'inner'
      : name === 'cover'
        ? 'true'
        : name === 'flag'
          ? 'code'
          : name === 'count'
            ? '1'
            : (swap[name] ?? demoIdFor(endpoint, name)),
  );
  return placeholderUrl({ ...endpoint, path: url }) + placeholderQuery(endpoint);
}

/** A body that passes validation, so the handler (and the database) decide. */
/** Bodies with required fields of endpoints that name a record in their path. */
const ID_BODIES: Record<string, unknown> = {
  '/b/sales/opportunity/{id}/stage': { stage: 'intent' },
  '/b/sales/workPlan/{id}/complete': { status: 'cancelled' },
};

function validBody(endpoint: Endpoint): unknown {
  if (!endpoint.body) return undefined;
  if (endpoint.path in ID_BODIES) return ID_BODIES[endpoint.path];
  return endpoint.body.safeParse([]).success ? [] : { password: 'Valid@2026' };
}

/**
 * Their path names a message category, not a record: B counts and marks only B's own messages
 * (modules/message/message.test.ts proves A's stay unread and uncounted).
 */
const BY_CATEGORY = new Set([
  '/b/notice/msg/toReadNumber/{type}',
  '/b/notice/msg/setAllRead/{type}',
  // A page of the caller's own saved searches (project/project.test.ts keeps them to their user).
  '/b/project/index/search/defaultInfo/{id}',
  // The formats of a kind of project upload: the same for every company, no record.
  '/b/project/file/support/{kind}',
]);

/**
 * Their path names a quality check, not a record: B runs a check on its own projects (the project
 * in the body; modules/cost/quality/quality.test.ts proves A's is a 404) and reads its own rule table.
 */
const BY_CHECK = new Set([
  '/b/quality/check/{check}',
  '/b/quality/rangeSet/{id}',
  // unusualAnalyze: the project is in the body (cost/library/unusual.http.test.ts: A's is a 404)
  '/b/unusualAnalyze/{unusualCheck}',
]);

/** The platform operator's endpoints: every other company is refused them outright. */
const isPlatformEndpoint = (endpoint: Endpoint) =>
  typeof endpoint.access === 'object' && endpoint.access.permission.startsWith('saas:');

describe('a user of company B against company A', () => {
  const byId = allEndpoints().filter(
    (endpoint) =>
      endpoint.access !== 'public' &&
      /\{\w+\}/.test(endpoint.path) &&
      !BY_CATEGORY.has(endpoint.path) &&
      !BY_CHECK.has(endpoint.path) &&
      !isPlatformEndpoint(endpoint),
  );

  it.each(
    allEndpoints()
      .filter(isPlatformEndpoint)
      .map((endpoint) => [labelOf(endpoint), endpoint] as const),
  )(
    '%s: refused (only the platform operator manages other companies)',
    async (_label, endpoint) => {
      const { response } = await asBob({
        method: endpoint.method,
        url: demoUrl(endpoint),
        ...(endpoint.body ? { payload: validBody(endpoint) as object } : {}),
      });
      expect(response.statusCode).toBe(403);
    },
  );
  let before: Awaited<ReturnType<typeof demoCompanyRows>>;
  beforeAll(async () => {
    before = await demoCompanyRows();
  });

  it.each(byId.map((endpoint) => [labelOf(endpoint), endpoint] as const))(
    '%s with A’s ids: not found',
    async (_label, endpoint) => {
      for (const swap of [
        {},
        { tar: OTHER_COMPANY.roleId, tarRoleId: OTHER_COMPANY.roleId },
        { src: OTHER_COMPANY.roleId, srcRoleId: OTHER_COMPANY.roleId },
      ]) {
        const { response, body } = await asBob({
          method: endpoint.method,
          url: demoUrl(endpoint, swap),
          ...(endpoint.body ? { payload: validBody(endpoint) as object } : {}),
        });
        expect(body.success).toBe(false);
        expect(response.statusCode).toBe(404);
      }
    },
  );

  it.each([
    ['edit A’s department', '/api/a/sys/dept', { id: 'dept-cost-1', name: '篡改' }, 404],
    ['file under A’s department', '/api/a/sys/dept', { parentId: 'dept-root', name: '寄生' }, 400],
    [
      'edit A’s person',
      '/api/a/sys/user',
      { id: 'user-zhangsan', loginName: 'zhangsan', name: '篡改' },
      404,
    ],
    [
      'place a person in A’s department',
      '/api/a/sys/user',
      { loginName: 'mole', name: '卧底', password: 'Mole@20260', deptId: 'dept-cost-1' },
      400,
    ],
    [
      'give a person A’s role',
      '/api/a/sys/user',
      { loginName: 'mole2', name: '卧底', password: 'Mole@20260', roleIds: ['role-admin'] },
      400,
    ],
    [
      'edit A’s role',
      '/api/a/sys/role',
      { id: 'role-finance', code: 'finance', name: '篡改' },
      404,
    ],
    ['edit A’s menu', '/api/a/sys/menu', { id: 'menu-home', name: '篡改', type: 2 }, 404],
    [
      'take A’s people into a role',
      '/api/a/sys/role/saveRoleUser/',
      { roleId: OTHER_COMPANY.roleId, userIds: ['user-zhangsan'] },
      400,
    ],
    [
      'move A’s people out of A’s role',
      '/api/a/sys/role/saveRoleUser/',
      { roleId: 'role-finance', userIds: ['user-lisi'], remove: true },
      404,
    ],
    [
      're-sort A’s menus',
      '/api/a/sys/menu/updateSortList',
      [{ id: 'menu-home', parentId: null, sort: 9 }],
      400,
    ],
    ['edit A’s area', '/api/a/bd/area', { id: 'area-east', name: '篡改' }, 404],
    ['file an area under A’s', '/api/a/bd/area', { parentId: 'area-east', name: '寄生' }, 400],
    ['edit A’s member level', '/api/b/member/level', { id: 'level-gold', name: '篡改' }, 404],
    [
      'edit A’s member',
      '/api/b/member/save',
      { id: 'member-wang', name: '篡改', phone: '13900000001' },
      404,
    ],
    [
      'give a member A’s level',
      '/api/b/member/save',
      { name: '卧底', phone: '13900000011', levelId: 'level-gold' },
      400,
    ],
    [
      'put a member in A’s area',
      '/api/b/member/save',
      { name: '卧底', phone: '13900000012', areaId: 'area-east' },
      400,
    ],
    [
      'give its role A’s member levels',
      '/api/a/sys/role/saveRoleMemberLevel/',
      { roleId: OTHER_COMPANY.roleId, levelIds: ['level-gold'] },
      400,
    ],
    ['edit A’s content category', '/api/a/cms/category', { id: 'cms-news', name: '篡改' }, 404],
    [
      'file a category under A’s',
      '/api/a/cms/category',
      { parentId: 'cms-news', name: '寄生' },
      400,
    ],
    [
      'file an article in A’s category',
      '/api/a/cms/article',
      { categoryId: 'cms-news', title: '寄生' },
      400,
    ],
    [
      'hang its menu under A’s',
      '/api/a/sys/menu',
      { parentId: 'menu-system', name: '寄生', type: 2 },
      400,
    ],
  ] as const)('cannot %s', async (_what, url, payload, status) => {
    const { response, body } = await asBob({ method: 'POST', url, payload });
    expect(body.success).toBe(false);
    expect(response.statusCode).toBe(status);
  });

  it.each([
    ['PUT', '/api/a/sys/role/updateSort', [{ id: 'role-finance', sort: 9 }]],
    ['PUT', '/api/a/sys/menu/updateSort', [{ id: 'menu-home', sort: 9 }]],
    ['PUT', `/api/a/sys/role/data/${OTHER_COMPANY.roleId}/menuIdList`, ['menu-home']],
    ['PUT', `/api/a/sys/role/data/${OTHER_COMPANY.roleId}/deptIdList`, ['dept-cost-1']],
    ['POST', `/api/a/sys/role/saveRoleUserList/${OTHER_COMPANY.roleId}`, ['user-zhangsan']],
    ['POST', `/api/a/sys/role/saveRoleMemberLevelList/${OTHER_COMPANY.roleId}`, ['level-gold']],
    [
      'POST',
      `/api/b/role/data/attr/saveDataRef/${OTHER_COMPANY.roleId}/data-project-by-area`,
      ['area-east'],
    ],
    [
      'POST',
      `/api/b/role/data/attr/saveDataRef/${OTHER_COMPANY.roleId}/data-project-by-kind`,
      ['kind-building'],
    ],
    ['PUT', '/api/a/cms/category/updateList', [{ id: 'cms-news', parentId: null, sort: 9 }]],
    ['PUT', '/api/a/cms/article/updateSort', [{ id: 'article-award', sort: 9 }]],
  ] as const)('cannot %s %s with A’s ids', async (method, url, payload) => {
    const { response } = await asBob({ method, url, payload: [...payload] });
    expect(response.statusCode).toBe(400);
  });

  it('changed and deleted none of A’s rows', async () => {
    expect(await demoCompanyRows()).toEqual(before);
  });
});

describe('lists seen by company B', () => {
  it('show only B’s departments, people, roles and menus', async () => {
    const depts = await asBob<{ id: string }[]>({
      method: 'POST',
      url: '/api/a/sys/dept/queryTree',
    });
    expect(depts.body.data.map((dept) => dept.id)).toEqual([OTHER_COMPANY.deptId]);
    const shared = await asBob<{ id: string }[]>({
      method: 'GET',
      url: '/api/share/dept/deptTree',
    });
    expect(shared.body.data.map((dept) => dept.id)).toEqual([OTHER_COMPANY.deptId]);
    for (const url of ['/api/a/sys/user/queryList', '/api/share/user/queryList']) {
      const people = await asBob<{ total: number; data: { id: string }[] }>({
        method: 'POST',
        url,
        payload: {},
      });
      expect(people.body.data.data.map((user) => user.id)).toEqual([OTHER_COMPANY.adminId]);
      const searched = await asBob<{ total: number }>({
        method: 'POST',
        url,
        payload: { params: { keyword: 'zhang' } },
      });
      expect(searched.body.data.total).toBe(0);
    }
    const roles = await asBob<{ data: { id: string }[] }>({
      method: 'POST',
      url: '/api/a/sys/role/queryList',
      payload: {},
    });
    expect(roles.body.data.data.map((role) => role.id)).toEqual([OTHER_COMPANY.roleId]);
    const menus = await asBob<{ id: string }[]>({
      method: 'POST',
      url: '/api/a/sys/menu/queryTree',
    });
    expect(menus.body.data.map((menu) => menu.id)).toEqual([OTHER_COMPANY.menuId]);
    const tree = await asBob<{ id: string; children: { id: string }[] }[]>({
      method: 'POST',
      url: '/api/a/sys/user/queryListTree/',
    });
    expect(tree.body.data).toEqual([
      expect.objectContaining({
        id: OTHER_COMPANY.deptId,
        children: [expect.objectContaining({ id: OTHER_COMPANY.adminId })],
      }),
    ]);
    const info = await asBob<{ menuList: { id: string }[]; companyId: string }>({
      method: 'GET',
      url: '/api/user/info',
    });
    expect(info.body.data.companyId).toBe(OTHER_COMPANY.id);
    expect(info.body.data.menuList.map((menu) => menu.id)).toEqual([OTHER_COMPANY.menuId]);
  });

  it('show none of A’s areas, project kinds, member levels or members', async () => {
    const areas = await asBob<unknown[]>({ method: 'POST', url: '/api/a/bd/area/queryTree' });
    expect(areas.body.data).toEqual([]);
    for (const dataMenu of ['data-project-by-area', 'data-project-by-kind']) {
      const tree = await asBob<unknown[]>({
        method: 'GET',
        url: `/api/b/role/data/attr/queryAttrTree/${dataMenu}`,
      });
      expect(tree.body.data).toEqual([]);
    }
    for (const url of ['/api/b/member/level/queryList', '/api/b/member/queryList']) {
      const page = await asBob<{ total: number }>({ method: 'POST', url, payload: {} });
      expect(page.body.data.total).toBe(0);
    }
    const levels = await asBob<unknown[]>({
      method: 'POST',
      url: `/api/a/sys/role/queryMemberLevelList/${OTHER_COMPANY.roleId}`,
      payload: {},
    });
    expect(levels.body.data).toEqual([]);
  });

  it('answers a company’s own no-login menus before sign-in', async () => {
    const { body } = await t.call<{ id: string }[]>({
      method: 'GET',
      url: `/api/share/menu/getNoLoginMenuTree?companyId=${OTHER_COMPANY.id}`,
    });
    expect(body.data.map((menu) => menu.id)).toEqual([OTHER_COMPANY.menuId]);
  });

  it('keeps login names unique across companies', async () => {
    const { body } = await asBob({
      method: 'POST',
      url: '/api/a/sys/user',
      payload: { loginName: 'zhangsan', name: '另一个张三', password: 'Other@2026' },
    });
    expect(body).toMatchObject({ success: false, msg: '登录名 zhangsan 已被使用' });
  });
});
