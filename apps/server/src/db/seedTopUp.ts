import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { seedCostProjects } from '../modules/cost/seed';
import { seedBillModels } from '../modules/cost/billModel/seed';
import { seedDemoLibrary } from '../modules/cost/library/demoLibrary';
import { seedCostKindData } from '../modules/cost/kinds/seed';
import { seedCostNodeData } from '../modules/cost/nodes/seed';
import { seedFinance } from '../modules/finance/seed';
import { seedBonus } from '../modules/finance/bonus/seed';
import { seedInvoicing } from '../modules/finance/invoicing/seed';
import { seedEinvoices } from '../modules/finance/einvoice/seed';
import { seedPaymentCycles } from '../modules/finance/cycles/seed';
import { seedCertificates } from '../modules/certificates/seed';
import { seedFollowAudit } from '../modules/followaudit/seed';
import { seedFundCompare } from '../modules/finance/compare/seed';
import { seedSales } from '../modules/sales/seed';
import { seedWorkflow } from '../modules/workflow/seed';
import { seedForms } from '../modules/forms/seed';
import { seedDemoFlows } from '../modules/workflow/demoFlows';
import { seedObjectives } from '../modules/objectives/seed';
import { seedExcelTemplates } from '../modules/excel/seed';
import type { Db } from './database';
import {
  clubs,
  cmsCategories,
  companies,
  costKinds,
  dictTypes,
  excelTemplates,
  members,
  menus,
  parameters,
  roleMenus,
  roles,
  saasMenus,
  seedMarks,
} from './schema';
import {
  CATALOGUE_MENU_IDS,
  DEMO_COMPANY_ID,
  DEMO_MENU,
  demoParameterRows,
  demoRoleGrantsMenu,
  flattenMenu,
  seedClubs,
  seedIfEmpty,
} from './seed';
import { seedContent } from './seedContent';
import { DEMO_DICTIONARIES, seedDictionaries } from './seedDictionaries';
import { seedSaas } from './seedSaas';

const SEEDER = 'system';

/**
 * One piece of demo data, put in once: `apply` adds it when it is missing (and does nothing when
 * it is there), the mark records that it was put in, so what an administrator later deletes is
 * not brought back.
 */
interface TopUpStep {
  key: string;
  /** Runs only when the demo company exists (seedOrTopUp checks it once). */
  apply(tx: Db, now: Date): Promise<void>;
}

const stampOf = (now: Date) => ({
  createdAt: now,
  createdBy: SEEDER,
  updatedAt: now,
  updatedBy: SEEDER,
});

/**
 * Grants a menu the top-up has just added to the roles that should see it: under a parent, the
 * roles holding the parent (a demo role only if its seeded grants include the menu — holding a
 * directory for one page of it is not all of it); at the top, the demo roles whose seeded grants
 * include it. A menu that was already there is left as the administrator keeps it.
 */
async function grantAddedMenu(tx: Db, menuId: string, parentId: string | null, now: Date) {
  const candidates = parentId
    ? await tx
        .select({ roleId: roleMenus.roleId })
        .from(roleMenus)
        .where(and(eq(roleMenus.companyId, DEMO_COMPANY_ID), eq(roleMenus.menuId, parentId)))
    : await tx.select({ roleId: roles.id }).from(roles).where(eq(roles.companyId, DEMO_COMPANY_ID));
  const roleIds = candidates
    .map((row) => row.roleId)
    .filter((roleId) => demoRoleGrantsMenu(roleId, menuId) ?? parentId !== null);
  if (roleIds.length === 0) return;
  await tx
    .insert(roleMenus)
    .values(
      roleIds.map((roleId) => ({
        companyId: DEMO_COMPANY_ID,
        roleId,
        menuId,
        createdAt: now,
        createdBy: SEEDER,
      })),
    )
    .onConflictDoNothing();
}

function topUpSteps(): TopUpStep[] {
  const flatMenu = flattenMenu(DEMO_MENU, null);
  const menuSteps = flatMenu.map(({ seed, parentId, sort }): TopUpStep => ({
    key: `menu:${seed.id}`,
    async apply(tx, now) {
      const [parent] = parentId
        ? await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, parentId))
        : [];
      const added = await tx
        .insert(menus)
        .values({
          id: seed.id,
          companyId: DEMO_COMPANY_ID,
          parentId: parent?.id ?? null,
          name: seed.name,
          nameKey: seed.nameKey,
          url: seed.url ?? null,
          icon: seed.icon ?? null,
          permission: seed.permission,
          type: seed.type,
          openType: seed.openType ?? 1,
          sort,
          saasMenuId: CATALOGUE_MENU_IDS.has(seed.id) ? seed.id : null,
          ...stampOf(now),
        })
        .onConflictDoNothing()
        .returning({ id: menus.id });
      if (added.length > 0) await grantAddedMenu(tx, seed.id, parent?.id ?? null, now);
    },
  }));
  const parameterSteps = demoParameterRows(stampOf(new Date(0))).map((row): TopUpStep => ({
    key: `param:${row.key}`,
    async apply(tx, now) {
      const [existing] = await tx
        .select({ id: parameters.id })
        .from(parameters)
        .where(eq(parameters.key, row.key))
        .limit(1);
      if (!existing)
        await tx
          .insert(parameters)
          .values({ ...row, ...stampOf(now) })
          .onConflictDoNothing();
    },
  }));
  // The basic parameters were first seeded without names (系统参数 showed an empty 参数名称).
  const parameterNameSteps = demoParameterRows(stampOf(new Date(0)))
    .filter((row) => row.category === 'basic' && row.name)
    .map((row): TopUpStep => ({
      key: `param-name:${row.key}`,
      async apply(tx) {
        await tx
          .update(parameters)
          .set({ name: row.name })
          .where(
            and(eq(parameters.key, row.key), isNull(parameters.companyId), isNull(parameters.name)),
          );
      },
    }));
  const dictionarySteps = DEMO_DICTIONARIES.map(({ code }): TopUpStep => ({
    key: `dict:${code}`,
    async apply(tx, now) {
      const [existing] = await tx
        .select({ id: dictTypes.id })
        .from(dictTypes)
        .where(and(eq(dictTypes.companyId, DEMO_COMPANY_ID), eq(dictTypes.code, code)))
        .limit(1);
      if (!existing) await seedDictionaries(tx, DEMO_COMPANY_ID, stampOf(now), new Set([code]));
    },
  }));
  return [
    ...menuSteps,
    ...parameterSteps,
    ...parameterNameSteps,
    ...dictionarySteps,
    {
      key: 'clubs',
      async apply(tx, now) {
        const [row] = await tx
          .select({ total: count() })
          .from(clubs)
          .where(eq(clubs.companyId, DEMO_COMPANY_ID));
        const [wang] = await tx
          .select({ id: members.id })
          .from(members)
          .where(eq(members.id, 'member-wang'));
        if (row!.total === 0 && wang) await seedClubs(tx, DEMO_COMPANY_ID, stampOf(now));
      },
    },
    {
      key: 'content',
      async apply(tx, now) {
        const [row] = await tx
          .select({ total: count() })
          .from(cmsCategories)
          .where(eq(cmsCategories.companyId, DEMO_COMPANY_ID));
        if (row!.total === 0) await seedContent(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      key: 'excel-templates',
      async apply(tx, now) {
        const [row] = await tx
          .select({ total: count() })
          .from(excelTemplates)
          .where(eq(excelTemplates.companyId, DEMO_COMPANY_ID));
        if (row!.total === 0) await seedExcelTemplates(tx, DEMO_COMPANY_ID, stampOf(now));
      },
    },
    {
      key: 'cost-projects',
      async apply(tx, now) {
        await seedCostProjects(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      key: 'cost-kinds',
      async apply(tx, now) {
        const [kinds] = await tx
          .select({ total: count() })
          .from(costKinds)
          .where(eq(costKinds.companyId, DEMO_COMPANY_ID));
        if (kinds!.total === 0) await seedCostKindData(tx, DEMO_COMPANY_ID, stampOf(now));
      },
    },
    {
      key: 'cost-nodes',
      async apply(tx, now) {
        await seedCostNodeData(tx, DEMO_COMPANY_ID, stampOf(now));
      },
    },
    {
      key: 'finance',
      async apply(tx, now) {
        await seedFinance(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      key: 'bonus',
      async apply(tx, now) {
        await seedBonus(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      // 开票申请, 借款申请 and 请价 (with the fee-rate table) joined the finance demo later.
      key: 'invoicing',
      async apply(tx, now) {
        await seedInvoicing(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      // 跟踪审计: the audited project with its items, periods and pay approvals.
      key: 'follow-audit',
      async apply(tx, now) {
        await seedFollowAudit(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      // 资金录入对比: receipts entered by hand joined the finance demo later.
      key: 'fund-compare',
      async apply(tx, now) {
        await seedFundCompare(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      key: 'sales',
      async apply(tx, now) {
        await seedSales(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      key: 'workflow',
      async apply(tx, now) {
        await seedWorkflow(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      key: 'forms',
      async apply(tx, now) {
        await seedForms(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      // The tree form 资产分类 (wf-treegrid) joined the seeded forms later.
      key: 'forms-asset-category',
      async apply(tx, now) {
        await seedForms(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      // Flows in progress (办公用品领用 waiting at each step, one finished, one terminated), so
      // 待办 is not empty for the demo people.
      key: 'workflow-demo-flows',
      async apply(tx, now) {
        await seedDemoFlows(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      // 经营目标: 产值申报 and last year's and this year's plans.
      key: 'objectives',
      async apply(tx, now) {
        await seedObjectives(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      // 电子发票 and 人员证书: their demo rows, and the e-invoice page's own permission (it was a
      // placeholder under finance:invoice:view).
      key: 'certificates-einvoices',
      async apply(tx, now) {
        await seedEinvoices(tx, DEMO_COMPANY_ID, now);
        await seedCertificates(tx, DEMO_COMPANY_ID, now);
        await tx
          .update(menus)
          .set({ permission: 'einvoice:view' })
          .where(
            and(
              eq(menus.id, 'menu-electronic-invoice'),
              eq(menus.permission, 'finance:invoice:view'),
            ),
          );
      },
    },
    {
      // A contract's payment cycles (付款节点, fin10).
      key: 'payment-cycles',
      async apply(tx, now) {
        await seedPaymentCycles(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      // The bill-model book (清单模型) and the demo project's placement on it (subject9c).
      key: 'cost-bill-models',
      async apply(tx, now) {
        await seedBillModels(tx, DEMO_COMPANY_ID, now);
      },
    },
    {
      key: 'saas',
      async apply(tx, now) {
        const [platform] = await tx
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.isPlatform, true))
          .limit(1);
        if (!platform)
          await tx
            .update(companies)
            .set({ isPlatform: true })
            .where(eq(companies.id, DEMO_COMPANY_ID));
        const [catalogue] = await tx.select({ total: count() }).from(saasMenus);
        if (catalogue!.total > 0) return;
        // Link the demo company's own menus to the catalogue they now make up.
        await tx
          .update(menus)
          .set({ saasMenuId: menus.id })
          .where(
            and(eq(menus.companyId, DEMO_COMPANY_ID), inArray(menus.id, [...CATALOGUE_MENU_IDS])),
          );
        await seedSaas(tx, flatMenu, CATALOGUE_MENU_IDS, now, { enterprise: 'when-free' });
      },
    },
  ];
}

export interface SeedOptions {
  /**
   * The demo project library (30 generated projects per demo project kind, so library statistics
   * and unusual-data checks compare against a real library): `npm start` asks for it
   * (DEMO_LIBRARY=1), test apps do not.
   */
  demoLibrary?: boolean;
}

const DEMO_LIBRARY_STEP: TopUpStep = {
  key: 'cost-demo-library',
  async apply(tx, now) {
    await seedDemoLibrary(tx, DEMO_COMPANY_ID, now);
  },
};

/** A library seeded with `project:row` ids (refused by the contract) gets its rows written again. */
const DEMO_LIBRARY_IDS_STEP: TopUpStep = {
  key: 'cost-demo-library-ids',
  async apply(tx, now) {
    await seedDemoLibrary(tx, DEMO_COMPANY_ID, now);
  },
};

/**
 * Seeds an empty database; brings one seeded by an earlier release up to the current demo data
 * (each piece once). Answers whether it seeded and the keys it topped up.
 */
export async function seedOrTopUp(
  db: Db,
  now: Date = new Date(),
  options: SeedOptions = {},
): Promise<{ seeded: boolean; toppedUp: string[] }> {
  const steps = topUpSteps();
  if (options.demoLibrary) steps.push(DEMO_LIBRARY_STEP, DEMO_LIBRARY_IDS_STEP);
  if (await seedIfEmpty(db, now)) {
    if (options.demoLibrary) await db.transaction((tx) => DEMO_LIBRARY_STEP.apply(tx, now));
    await db
      .insert(seedMarks)
      .values(steps.map((step) => ({ key: step.key, appliedAt: now })))
      .onConflictDoNothing();
    return { seeded: true, toppedUp: [] };
  }
  const [demo] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, DEMO_COMPANY_ID));
  if (!demo) return { seeded: false, toppedUp: [] };
  const marked = new Set(
    (await db.select({ key: seedMarks.key }).from(seedMarks)).map((m) => m.key),
  );
  const missing = steps.filter((step) => !marked.has(step.key));
  if (missing.length === 0) return { seeded: false, toppedUp: [] };
  await db.transaction(async (tx) => {
    for (const step of missing) await step.apply(tx, now);
    await tx
      .insert(seedMarks)
      .values(missing.map((step) => ({ key: step.key, appliedAt: now })))
      .onConflictDoNothing();
  });
  return { seeded: false, toppedUp: missing.map((step) => step.key) };
}
