import { z } from 'zod';
import { endpoint } from '../endpoint';
import { businessTypeSchema, customerKindSchema } from './finance';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

// 市场经营 (issue 10, spec 001 §2 "sales and planning pages"): sales opportunities (商机) with their
// stage history, personal work plans (工作计划), and the figures of the sales pages — the funnel,
// marketing monitoring against targets, sales by region, key customers — plus the construction
// sites board (/construction-site-data). Every figure is computed by the server from opportunities,
// work plans, contracts, receipts, invoices, contract members and quality findings. Money travels
// as decimal strings with two places (元, VAT included); ratios as percent strings with two places,
// null when the base is zero.

/** See the sales pages. */
export const SALES_VIEW = 'sales:view';
/** Create and change one's own opportunities and work plans. */
export const SALES_EDIT = 'sales:edit';
/** Every department's opportunities and plans: see the team of the whole company and change them. */
export const SALES_ALL = 'sales:all';

/** 线索 → 意向 → 方案 → 报价 → 谈判 → 签约 / 输单 */
export const SALES_STAGES = [
  'lead',
  'intent',
  'proposal',
  'quote',
  'negotiation',
  'won',
  'lost',
] as const;
export const salesStageSchema = z.enum(SALES_STAGES);
export type SalesStage = z.infer<typeof salesStageSchema>;
/** The open stages in order (the funnel's layers, before 签约). */
export const SALES_OPEN_STAGES = ['lead', 'intent', 'proposal', 'quote', 'negotiation'] as const;
/** Win probability of each stage in %. */
export const SALES_STAGE_PROBABILITY: Record<SalesStage, number> = {
  lead: 10,
  intent: 25,
  proposal: 40,
  quote: 60,
  negotiation: 80,
  won: 100,
  lost: 0,
};

const money = z.string();
const percent = z.string().nullable();
const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式须为 yyyy-MM-dd' });
/** An amount the user typed: thousands commas allowed, at most two decimals, not negative. */
const amountInput = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(/,/g, ''))
  .pipe(z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, { error: '预计金额须为不小于 0 的数字' }));

// ── Opportunities ────────────────────────────────────────────────────────────────────────────

export const salesStageMoveSchema = z.object({
  fromStage: salesStageSchema.nullable(),
  toStage: salesStageSchema,
  reason: z.string().nullable(),
  movedOn: z.string(),
  movedBy: z.string().nullable(),
  movedByName: z.string().nullable(),
});
export type SalesStageMove = z.infer<typeof salesStageMoveSchema>;

export const salesOpportunitySchema = z
  .object({
    id: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    name: z.string(),
    businessType: businessTypeSchema,
    region: z.string().nullable(),
    departmentId: z.string().nullable(),
    departmentName: z.string().nullable(),
    ownerUserId: z.string(),
    ownerName: z.string().nullable(),
    expectedAmount: money,
    stage: salesStageSchema,
    /** Win probability of the stage in %. */
    probability: z.number().int(),
    /** expectedAmount × probability. */
    weightedAmount: money,
    openedDate: z.string(),
    expectedSignDate: z.string().nullable(),
    closedDate: z.string().nullable(),
    lostReason: z.string().nullable(),
    contractId: z.string().nullable(),
    contractCode: z.string().nullable(),
    memo: z.string().nullable(),
    /** Whether the caller may change it (his own, or he holds sales:all). */
    editable: z.boolean(),
  })
  .extend(auditSchema.shape);
export type SalesOpportunity = z.infer<typeof salesOpportunitySchema>;

export const salesOpportunityListParamsSchema = z.object({
  keyword: plainText(100).optional(),
  stage: salesStageSchema.optional(),
  customerId: idSchema.optional(),
  departmentId: idSchema.optional(),
  ownerUserId: idSchema.optional(),
  /** Only the caller's own. */
  mine: z.boolean().optional(),
});

export const salesOpportunityList = endpoint({
  method: 'POST',
  path: '/b/sales/opportunity/list',
  summary:
    'Opportunities (创收平台), newest opened first, paged, by name/customer (keyword), stage, customer, department and owner',
  access: { permission: SALES_VIEW },
  body: pageRequest(salesOpportunityListParamsSchema),
  data: pageOf(salesOpportunitySchema),
});

export const salesOpportunityGet = endpoint({
  method: 'GET',
  path: '/b/sales/opportunity/{id}',
  summary: 'One opportunity with its stage history, oldest move first',
  access: { permission: SALES_VIEW },
  params: z.object({ id: idSchema }),
  data: salesOpportunitySchema.extend({ history: z.array(salesStageMoveSchema) }),
});

export const salesOpportunitySaveSchema = z.object({
  id: idSchema.optional(),
  customerId: idSchema,
  name: plainText(100).pipe(z.string().min(1, { error: '请输入商机名称' })),
  businessType: businessTypeSchema,
  region: optionalText(40),
  departmentId: idSchema.nullish().transform((value) => value ?? null),
  /** Defaults to the caller; someone else only with sales:all. */
  ownerUserId: idSchema.optional(),
  expectedAmount: amountInput,
  expectedSignDate: dateString.nullish().transform((value) => value ?? null),
  memo: optionalText(500),
});
export type SalesOpportunitySave = z.input<typeof salesOpportunitySaveSchema>;

export const salesOpportunitySave = endpoint({
  method: 'POST',
  path: '/b/sales/opportunity/save',
  summary:
    'Create an opportunity (it opens at 线索) or edit its fields; the stage changes only by a stage move',
  access: { permission: SALES_EDIT },
  body: salesOpportunitySaveSchema,
  data: salesOpportunitySchema,
});

export const salesOpportunityDelete = endpoint({
  method: 'DELETE',
  path: '/b/sales/opportunity/{id}',
  summary: 'Delete an opportunity that has not been won',
  access: { permission: SALES_EDIT },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const salesStageMoveBodySchema = z.object({
  stage: salesStageSchema,
  /** Required to move back or to 输单. */
  reason: optionalText(200),
  /** Required for 签约: the contract it was won with (same customer, not linked to another). */
  contractId: idSchema.optional(),
});
export type SalesStageMoveBody = z.input<typeof salesStageMoveBodySchema>;

export const salesOpportunityMove = endpoint({
  method: 'POST',
  path: '/b/sales/opportunity/{id}/stage',
  summary:
    'Move an opportunity to another stage: forward freely, back or to 输单 with a reason, to 签约 with its contract; closed ones do not move',
  access: { permission: SALES_EDIT },
  params: z.object({ id: idSchema }),
  body: salesStageMoveBodySchema,
  data: salesOpportunitySchema,
});

/** The customers to choose from in the sales forms (key customers first). */
export const salesCustomerOptions = endpoint({
  method: 'GET',
  path: '/b/sales/customer/options',
  summary: 'Customers to choose from in the sales forms: key customers first, then by name',
  access: { permission: SALES_VIEW },
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      region: z.string().nullable(),
      isKey: z.boolean(),
    }),
  ),
});

/** A customer's contracts, to say which one an opportunity was won with. */
export const salesCustomerContracts = endpoint({
  method: 'GET',
  path: '/b/sales/customer/{id}/contracts',
  summary:
    "A customer's contracts, newest signed first, with the opportunity each is already linked to",
  access: { permission: SALES_VIEW },
  params: z.object({ id: idSchema }),
  data: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      signedDate: z.string(),
      amount: money,
      opportunityId: z.string().nullable(),
    }),
  ),
});

// ── Work plans ───────────────────────────────────────────────────────────────────────────────

export const workPlanKindSchema = z.enum(['visit', 'bid', 'proposal', 'quote', 'meeting', 'other']);
export type WorkPlanKind = z.infer<typeof workPlanKindSchema>;
export const workPlanStatusSchema = z.enum(['planned', 'done', 'cancelled']);
export type WorkPlanStatus = z.infer<typeof workPlanStatusSchema>;
export const workPlanPeriodSchema = z.enum(['week', 'month']);

export const salesWorkPlanSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  periodKind: workPlanPeriodSchema,
  /** Monday of the week, or the first of the month. */
  periodStart: z.string(),
  kind: workPlanKindSchema,
  title: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  opportunityId: z.string().nullable(),
  opportunityName: z.string().nullable(),
  plannedDate: z.string(),
  status: workPlanStatusSchema,
  result: z.string().nullable(),
  doneDate: z.string().nullable(),
  editable: z.boolean(),
});
export type SalesWorkPlan = z.infer<typeof salesWorkPlanSchema>;

export const salesWorkPlanList = endpoint({
  method: 'POST',
  path: '/b/sales/workPlan/list',
  summary:
    "Work plan items by planned date: the caller's own (mine) or his team's (his department, every department with sales:all)",
  access: { permission: SALES_VIEW },
  body: z.object({
    scope: z.enum(['mine', 'team']).default('mine'),
    periodKind: workPlanPeriodSchema.optional(),
    status: workPlanStatusSchema.optional(),
    dateFrom: dateString.optional(),
    dateTo: dateString.optional(),
  }),
  data: z.object({
    rows: z.array(salesWorkPlanSchema),
    /** Items, done and their rate in % of items not cancelled. */
    total: z.number().int(),
    done: z.number().int(),
    doneRate: percent,
  }),
});

export const salesWorkPlanSave = endpoint({
  method: 'POST',
  path: '/b/sales/workPlan/save',
  summary: 'Create a work plan item (the period follows from its date) or edit one still planned',
  access: { permission: SALES_EDIT },
  body: z.object({
    id: idSchema.optional(),
    /** Defaults to the caller; someone else only with sales:all. */
    userId: idSchema.optional(),
    periodKind: workPlanPeriodSchema,
    kind: workPlanKindSchema,
    title: plainText(100).pipe(z.string().min(1, { error: '请输入计划内容' })),
    customerId: idSchema.nullish().transform((value) => value ?? null),
    opportunityId: idSchema.nullish().transform((value) => value ?? null),
    plannedDate: dateString,
  }),
  data: salesWorkPlanSchema,
});

export const salesWorkPlanComplete = endpoint({
  method: 'POST',
  path: '/b/sales/workPlan/{id}/complete',
  summary: 'Close a planned item as done (with its result and day) or cancelled',
  access: { permission: SALES_EDIT },
  params: z.object({ id: idSchema }),
  body: z.object({
    status: z.enum(['done', 'cancelled']),
    result: optionalText(500),
    doneDate: dateString.optional(),
  }),
  data: salesWorkPlanSchema,
});

export const salesWorkPlanDelete = endpoint({
  method: 'DELETE',
  path: '/b/sales/workPlan/{id}',
  summary: 'Delete a work plan item',
  access: { permission: SALES_EDIT },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

// ── Figures ──────────────────────────────────────────────────────────────────────────────────

const yearSchema = z.coerce
  .number()
  .int()
  .min(2000, { error: '年份不正确' })
  .max(2100, { error: '年份不正确' });

export const salesFunnelStageSchema = z.object({
  stage: salesStageSchema,
  /** Opportunities now at this stage, and their expected amount. */
  count: z.number().int(),
  amount: money,
  /** Opportunities that ever reached this stage (or a later one). */
  reached: z.number().int(),
  /** reached of this stage / reached of the previous stage, in %. */
  conversion: percent,
});

export const salesFunnel = endpoint({
  method: 'POST',
  path: '/b/sales/funnel',
  summary:
    'Sales funnel (销售漏斗): per stage the opportunities now in it, their amount, how many reached it and the conversion from the stage before',
  access: { permission: SALES_VIEW },
  body: z.object({
    /** Only opportunities opened in this year. */
    year: yearSchema.optional(),
    /** This department and those below it. */
    departmentId: idSchema.optional(),
  }),
  data: z.object({
    stages: z.array(salesFunnelStageSchema),
    total: z.number().int(),
    totalAmount: money,
    /** Σ expected amount × probability of the open ones. */
    weightedOpenAmount: money,
    /** won / (won + lost), in %. */
    winRate: percent,
    /** won / all, in %. */
    overallConversion: percent,
    lostReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  }),
});

export const salesMetricSchema = z.enum(['opportunities', 'visits', 'quotes', 'signings']);
export type SalesMetric = z.infer<typeof salesMetricSchema>;

const metricSeries = z.object({
  actual: z.array(z.number().int()),
  /** Target per period; null for weeks (targets are monthly). */
  target: z.array(z.number().int().nullable()),
  totalActual: z.number().int(),
  totalTarget: z.number().int().nullable(),
  /** totalActual / totalTarget in %. */
  completion: percent,
});

export const salesMonitoring = endpoint({
  method: 'POST',
  path: '/b/sales/monitoring',
  summary:
    'Marketing monitoring (营销监控): new opportunities, done visits, quotes and signings per department per month of a year (or per week of a month) against the monthly targets',
  access: { permission: SALES_VIEW },
  body: z.object({
    year: yearSchema,
    granularity: z.enum(['month', 'week']).default('month'),
    /** With weeks: the month whose weeks (Monday first) are shown. */
    month: z.coerce
      .number()
      .int()
      .min(1, { error: '月份不正确' })
      .max(12, { error: '月份不正确' })
      .optional(),
  }),
  data: z.object({
    periods: z.array(z.object({ key: z.string(), from: z.string(), to: z.string() })),
    departments: z.array(
      z.object({
        departmentId: z.string(),
        departmentName: z.string(),
        metrics: z.object({
          opportunities: metricSeries,
          visits: metricSeries,
          quotes: metricSeries,
          signings: metricSeries,
        }),
      }),
    ),
  }),
});

export const salesAreaRowSchema = z.object({
  region: z.string(),
  contracts: z.number().int(),
  signed: money,
  received: money,
  /** received / signed, in %. */
  receivedRate: percent,
  /** Open opportunities in the region and their expected amount. */
  openOpportunities: z.number().int(),
  openAmount: money,
});
export type SalesAreaRow = z.infer<typeof salesAreaRowSchema>;

export const salesAreaAnalysis = endpoint({
  method: 'POST',
  path: '/b/sales/areaAnalysis',
  summary:
    'Sales by region (区域销售分析): contracts signed and their amount, receipts of the year, open opportunities',
  access: { permission: SALES_VIEW },
  body: z.object({ year: yearSchema }),
  data: z.object({
    year: z.number().int(),
    rows: z.array(salesAreaRowSchema),
    total: salesAreaRowSchema,
  }),
});

export const salesKeyCustomerSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  kind: customerKindSchema,
  region: z.string().nullable(),
  contact: z.string().nullable(),
  contracts: z.number().int(),
  amount: money,
  received: money,
  /** amount − received. */
  outstanding: money,
  /** The last done visit (work plan of kind visit). */
  lastVisit: z.string().nullable(),
  openOpportunities: z.number().int(),
  openAmount: money,
});
export type SalesKeyCustomer = z.infer<typeof salesKeyCustomerSchema>;

export const salesKeyCustomers = endpoint({
  method: 'POST',
  path: '/b/sales/keyCustomers',
  summary:
    'Key customers (重点客户): contracts, amount, received, outstanding, last visit and open opportunities, largest amount first',
  access: { permission: SALES_VIEW },
  body: z.object({ keyword: plainText(64).optional() }),
  data: z.object({
    rows: z.array(salesKeyCustomerSchema),
    total: z.object({
      customers: z.number().int(),
      contracts: z.number().int(),
      amount: money,
      received: money,
      outstanding: money,
      openOpportunities: z.number().int(),
      openAmount: money,
    }),
  }),
});

export const constructionSiteSchema = z.object({
  contractId: z.string(),
  contractCode: z.string(),
  contractName: z.string(),
  customerName: z.string().nullable(),
  projectId: z.string(),
  projectName: z.string(),
  region: z.string().nullable(),
  status: z.string(),
  amount: money,
  /** Progress payments billed (issued invoices). */
  invoiced: money,
  received: money,
  /** invoiced / amount in %, at most 100 (the progress the payments were billed for). */
  completion: z.string(),
  /** received / amount, in %. */
  receivedRate: percent,
  /** Findings of the project's latest finished quality check not marked ignored. */
  openFindings: z.number().int(),
  staff: z.array(z.object({ userId: z.string(), name: z.string(), role: z.string() })),
});
export type ConstructionSite = z.infer<typeof constructionSiteSchema>;

export const salesConstructionSites = endpoint({
  method: 'POST',
  path: '/b/site/constructionSiteData',
  summary:
    'Construction sites (工地数据): contracts under way linked to a cost project, with amount, progress payments, receipts, completion, open quality findings and staff',
  access: { permission: 'cockpit:view' },
  body: z.object({}),
  data: z.object({
    sites: z.array(constructionSiteSchema),
    totals: z.object({
      sites: z.number().int(),
      amount: money,
      invoiced: money,
      received: money,
      openFindings: z.number().int(),
      staff: z.number().int(),
    }),
  }),
});
