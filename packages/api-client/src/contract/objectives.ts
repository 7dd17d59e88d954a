import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalString } from './cost';
import { idSchema } from './paging';

// Business objectives (经营目标, issue 10, spec 001 §2: /b/business-objectives/plan-method and
// /plan-production). A company sets, per year and department, targets of four measures and splits
// each into 12 months; the server computes the split exactly (cents by the largest remainder, so the
// months add up to the year) and the actuals from the data.
//
// Measures and their actuals (by the contract's department, amounts including VAT unless said):
// - contract (合同额): contract amounts by signed date;
// - production (产值): work done, from 产值申报 — a contract's cumulative progress (0–100 %) declared
//   at the end of a month; a month's production value is
//   round(amount × progress / 100, 2) − round(amount × previous declared progress / 100, 2),
//   so a contract's production values add up to amount × its latest progress exactly;
// - receipt (回款): receipts by received date;
// - profit (利润): the business profit of the month (revenue without VAT − direct − allocated
//   indirect costs, /business-profits' definition, computed month by month).
// Split methods: even (平均), last_year (按上年同期比例: by last year's actuals of the same
// department and measure; even when last year has none), manual (手工: 12 amounts that must add up).
// States: draft (草稿, editable) → issued (已下达, locked; changed only by 调整 with a reason, kept).
// Departments roll up (apps/server/src/modules/objectives/rollup.ts): a department's actual
// includes the departments below it; its target is its own when entered, else its children's
// sum; an entered parent target must equal its children's sum when they have targets; the
// company total is the sum of the top-level departments.

export const OBJECTIVES_VIEW = 'objectives:view';
export const OBJECTIVES_EDIT = 'objectives:edit';

export const OBJECTIVE_MEASURES = ['contract', 'production', 'receipt', 'profit'] as const;
export type ObjectiveMeasure = (typeof OBJECTIVE_MEASURES)[number];
export const OBJECTIVE_METHODS = ['even', 'last_year', 'manual'] as const;
export type ObjectiveMethod = (typeof OBJECTIVE_METHODS)[number];
export const OBJECTIVE_STATUSES = ['none', 'draft', 'issued'] as const;
export type ObjectivePlanStatus = (typeof OBJECTIVE_STATUSES)[number];
/** Traffic light: on track (≥ 100 % of the target to date), behind (≥ 80 %), far behind, no target. */
export const OBJECTIVE_LIGHTS = ['green', 'yellow', 'red', 'none'] as const;
export type ObjectiveLight = (typeof OBJECTIVE_LIGHTS)[number];

const money = decimalString;
const percent = z.string().nullable();
const yearSchema = z
  .number({ error: '年度须为数字' })
  .int({ error: '年度须为整数' })
  .min(2000, { error: '年度须在2000至2100之间' })
  .max(2100, { error: '年度须在2000至2100之间' });
/** "YYYY-MM" */
const monthString = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '月份格式须为 yyyy-MM' });
/** A non-negative amount with at most two decimals (元). */
const targetAmount = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(/,/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{1,15}(\.\d{1,2})?$/, { error: '目标金额须为不小于0的数字，最多两位小数' }),
  );

export const objectiveTotalsSchema = z.object({
  contract: money,
  production: money,
  receipt: money,
  profit: money,
});
export type ObjectiveTotals = z.infer<typeof objectiveTotalsSchema>;

export const objectiveTotalsInputSchema = z.object({
  contract: targetAmount,
  production: targetAmount,
  receipt: targetAmount,
  profit: targetAmount,
});

export const objectiveTargetSchema = z.object({
  departmentId: z.string(),
  measure: z.enum(OBJECTIVE_MEASURES),
  annual: money,
  method: z.enum(OBJECTIVE_METHODS),
  /** 12 amounts, January first, adding up to `annual`. */
  months: z.array(money),
});
export type ObjectiveTarget = z.infer<typeof objectiveTargetSchema>;

/** own: entered for the department; children: the sum of its children's effective targets. */
export const objectiveTargetSourceSchema = z.enum(['own', 'children']);
export type ObjectiveTargetSource = z.infer<typeof objectiveTargetSourceSchema>;

export const objectiveEffectiveTargetSchema = z.object({
  departmentId: z.string(),
  measure: z.enum(OBJECTIVE_MEASURES),
  annual: money,
  months: z.array(money),
  source: objectiveTargetSourceSchema,
});
export type ObjectiveEffectiveTarget = z.infer<typeof objectiveEffectiveTargetSchema>;

export const objectiveDepartmentSchema = z.object({
  departmentId: z.string(),
  departmentName: z.string(),
  parentId: z.string().nullable(),
  /** 0 for the top of the tree. */
  depth: z.number().int(),
});
export type ObjectiveDepartment = z.infer<typeof objectiveDepartmentSchema>;

export const objectiveChangeSchema = z.object({
  /** '' for the company totals. */
  departmentId: z.string(),
  departmentName: z.string(),
  measure: z.enum(OBJECTIVE_MEASURES),
  before: money.nullable(),
  after: money.nullable(),
});
export type ObjectiveChange = z.infer<typeof objectiveChangeSchema>;

export const objectiveAdjustmentSchema = z.object({
  id: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  changes: z.array(objectiveChangeSchema),
});
export type ObjectiveAdjustment = z.infer<typeof objectiveAdjustmentSchema>;

export const objectivePlanSchema = z.object({
  year: z.number().int(),
  /** none: nothing saved for the year yet. */
  status: z.enum(OBJECTIVE_STATUSES),
  totals: objectiveTotalsSchema,
  /**
   * The top-level departments' effective targets added up per measure (must equal `totals` to
   * save). A department's effective target is its own when entered, else its children's sum.
   */
  departmentSums: objectiveTotalsSchema,
  /** Every department's effective target per measure (own, or rolled up from its children). */
  effective: z.array(objectiveEffectiveTargetSchema),
  issuedAt: z.string().nullable(),
  issuedBy: z.string().nullable(),
  /** The company's departments in tree order (those the caller may see). */
  departments: z.array(objectiveDepartmentSchema),
  targets: z.array(objectiveTargetSchema),
  adjustments: z.array(objectiveAdjustmentSchema),
  /** Whether the caller sees every department (needed to save, issue or adjust). */
  canEditAll: z.boolean(),
});
export type ObjectivePlan = z.infer<typeof objectivePlanSchema>;

export const objectiveYearSchema = z.object({ year: yearSchema });
export type ObjectiveYear = z.input<typeof objectiveYearSchema>;

export const objectiveTargetInputSchema = z.object({
  departmentId: idSchema,
  measure: z.enum(OBJECTIVE_MEASURES, { error: '指标须为合同额、产值、回款或利润' }),
  annual: targetAmount,
  method: z.enum(OBJECTIVE_METHODS, { error: '分解方式须为平均、按上年同期比例或手工' }),
  /** Only for manual: 12 amounts adding up to `annual`. */
  months: z.array(targetAmount).length(12, { error: '手工分解须填写12个月' }).optional(),
});
export type ObjectiveTargetInput = z.input<typeof objectiveTargetInputSchema>;

export const objectivePlanSaveSchema = z.object({
  year: yearSchema,
  totals: objectiveTotalsInputSchema,
  targets: z.array(objectiveTargetInputSchema).max(2000),
});
export type ObjectivePlanSave = z.input<typeof objectivePlanSaveSchema>;

export const objectivePlanAdjustSchema = objectivePlanSaveSchema.extend({
  reason: z
    .string()
    .trim()
    .min(2, { error: '请填写调整原因（至少2个字）' })
    .max(500, { error: '调整原因不能超过500个字' })
    .refine((value) => !/[<>]/.test(value), { error: '不能包含 < 或 >' }),
});
export type ObjectivePlanAdjust = z.input<typeof objectivePlanAdjustSchema>;

export const objectiveSplitPreviewSchema = objectiveTargetInputSchema.extend({ year: yearSchema });
export type ObjectiveSplitPreview = z.input<typeof objectiveSplitPreviewSchema>;

export const objectivesPlanGet = endpoint({
  method: 'POST',
  path: '/b/business-objectives/plan',
  summary: 'The business-objectives plan of a year (目标制定): totals, department targets, history',
  access: { permission: OBJECTIVES_VIEW },
  body: objectiveYearSchema,
  data: objectivePlanSchema,
});

export const objectivesSplitPreview = endpoint({
  method: 'POST',
  path: '/b/business-objectives/plan/split',
  summary: 'The monthly split of one target by its method (nothing is saved)',
  access: { permission: OBJECTIVES_VIEW },
  body: objectiveSplitPreviewSchema,
  data: z.object({ months: z.array(money) }),
});

export const objectivesPlanSave = endpoint({
  method: 'POST',
  path: '/b/business-objectives/plan/save',
  summary:
    'Save a draft plan (company totals and every department target; totals = sum of departments)',
  access: { permission: OBJECTIVES_EDIT },
  body: objectivePlanSaveSchema,
  data: objectivePlanSchema,
});

export const objectivesPlanIssue = endpoint({
  method: 'POST',
  path: '/b/business-objectives/plan/issue',
  summary: 'Issue (下达) a draft plan: it is locked from then on',
  access: { permission: OBJECTIVES_EDIT },
  body: objectiveYearSchema,
  data: objectivePlanSchema,
});

export const objectivesPlanAdjust = endpoint({
  method: 'POST',
  path: '/b/business-objectives/plan/adjust',
  summary: 'Adjust (调整) an issued plan with a reason; the change is kept in its history',
  access: { permission: OBJECTIVES_EDIT },
  body: objectivePlanAdjustSchema,
  data: objectivePlanSchema,
});

// ── 目标完成 ─────────────────────────────────────────────────────────────────────────────────

export const objectiveMeasureFiguresSchema = z.object({
  measure: z.enum(OBJECTIVE_MEASURES),
  /** 12 monthly targets, actuals and last year's actuals. */
  target: z.array(money),
  actual: z.array(money),
  lastYear: z.array(money),
  targetTotal: money,
  actualTotal: money,
  /** Up to and including the current month (the whole year for a past year). */
  targetToDate: money,
  actualToDate: money,
  lastYearToDate: money,
  /** actualToDate / targetToDate in %. */
  completion: percent,
  /** actualTotal / targetTotal in %. */
  annualCompletion: percent,
  /** 同比: (actualToDate − lastYearToDate) / |lastYearToDate| in %. */
  yoy: percent,
  light: z.enum(OBJECTIVE_LIGHTS),
  /** Where the target comes from (none: no target); actuals always include the departments below. */
  targetSource: z.enum(['own', 'children', 'none']),
});
export type ObjectiveMeasureFigures = z.infer<typeof objectiveMeasureFiguresSchema>;

export const objectiveProductionRowSchema = z.object({
  /** '' for the company total. */
  departmentId: z.string(),
  departmentName: z.string(),
  depth: z.number().int(),
  parentId: z.string().nullable(),
  /** Whether departments below it are rolled into its figures. */
  hasChildren: z.boolean(),
  measures: z.array(objectiveMeasureFiguresSchema),
});
export type ObjectiveProductionRow = z.infer<typeof objectiveProductionRowSchema>;

export const objectiveProductionSchema = z.object({
  year: z.number().int(),
  status: z.enum(OBJECTIVE_STATUSES),
  /** The last month counted "to date" (1–12). */
  currentMonth: z.number().int(),
  months: z.array(z.string()),
  /** The sum of the rows below. */
  company: objectiveProductionRowSchema,
  departments: z.array(objectiveProductionRowSchema),
});
export type ObjectiveProduction = z.infer<typeof objectiveProductionSchema>;

export const objectiveProductionQuerySchema = z.object({
  year: yearSchema,
  /** Only this department and those below it. */
  departmentId: idSchema.optional(),
});
export type ObjectiveProductionQuery = z.input<typeof objectiveProductionQuerySchema>;

export const objectivesProduction = endpoint({
  method: 'POST',
  path: '/b/business-objectives/production',
  summary:
    'Targets against actuals by month and to date per department and measure (目标完成), completion, 同比, status',
  access: { permission: OBJECTIVES_VIEW },
  body: objectiveProductionQuerySchema,
  data: objectiveProductionSchema,
});

// ── 产值申报 ─────────────────────────────────────────────────────────────────────────────────

export const objectiveProgressRowSchema = z.object({
  contractId: z.string(),
  contractCode: z.string(),
  contractName: z.string(),
  departmentId: z.string(),
  departmentName: z.string(),
  amount: money,
  /** The latest progress declared before this month (0.00 when none). */
  previous: money,
  /** This month's declared progress, null when not declared. */
  progress: money.nullable(),
  /** The production value of this month (0.00 when not declared). */
  value: money,
});
export type ObjectiveProgressRow = z.infer<typeof objectiveProgressRowSchema>;

export const objectiveProgressQuerySchema = z.object({
  month: monthString,
  departmentId: idSchema.optional(),
});
export type ObjectiveProgressQuery = z.input<typeof objectiveProgressQuerySchema>;

export const objectivesProgressList = endpoint({
  method: 'POST',
  path: '/b/business-objectives/progress/queryList',
  summary:
    'Contracts signed by the month with their declared progress and production value (产值申报)',
  access: { permission: OBJECTIVES_VIEW },
  body: objectiveProgressQuerySchema,
  data: z.object({ month: z.string(), rows: z.array(objectiveProgressRowSchema), total: money }),
});

const progressInput = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: '进度须为0至100之间的数字，最多两位小数' })
      .refine((value) => Number(value) <= 100, { error: '进度须为0至100之间的数字，最多两位小数' }),
  );

export const objectiveProgressSaveSchema = z.object({
  month: monthString,
  items: z
    .array(z.object({ contractId: idSchema, progress: progressInput }))
    .min(1, { error: '请至少填写一个合同的进度' })
    .max(500),
});
export type ObjectiveProgressSave = z.input<typeof objectiveProgressSaveSchema>;

export const objectivesProgressSave = endpoint({
  method: 'POST',
  path: '/b/business-objectives/progress/save',
  summary:
    'Declare contracts’ cumulative progress at the end of a month (产值申报); never below an earlier month',
  access: { permission: OBJECTIVES_EDIT },
  body: objectiveProgressSaveSchema,
  data: z.object({ saved: z.number().int() }),
});
