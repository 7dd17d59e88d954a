import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalInput, decimalString } from './cost';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

// Business profits, departmental funds and costs, and cost registration (issue 10, spec 001 §2:
// /business-profits, /main-page/departmental-funds, /main-page/departmental-cost,
// /cost-management1 and 2). Every figure is computed by the server from contracts, receipts,
// invoices and cost entries; money travels as decimal strings with two places (元), ratios as
// percent strings with two places (null when the base is zero).
//
// Definitions:
// - revenue: receipts without VAT, round(amount / (1 + the contract's VAT rate), 2), by received date;
// - direct fee (直接费用): cost entries charged to a contract, counted to the contract's department;
// - indirect fee (间接费用): cost entries charged to no contract. A department's own indirect costs
//   go to its contracts by their share of the department's revenue; the indirect costs of
//   departments without revenue in the period (management, finance …) are first shared among the
//   departments with revenue by their share of the company's revenue. Cents are distributed by the
//   largest remainder, so the parts add up to the whole exactly;
// - profit: revenue − direct − allocated indirect; margin = profit / revenue in %.

export const PROFITS_VIEW = 'finance:profit:view';
export const COST_VIEW = 'finance:cost:view';
export const COST_EDIT = 'finance:cost:edit';
export const FUNDS_VIEW = 'finance:funds:view';
/** The dictionary of cost subjects (费用类别). */
export const COST_SUBJECT_DICT = 'cost-subject';

/** "YYYY-MM" */
const monthString = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '月份格式须为 yyyy-MM' });
/** "YYYY-MM-DD" */
const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式须为 yyyy-MM-dd' });
const money = decimalString;
const percent = z.string().nullable();

/** A range of months (both included, at most five years) and optionally one department's subtree. */
export const profitsPeriodSchema = z
  .object({
    startMonth: monthString,
    endMonth: monthString,
    /** Only this department and those below it. */
    departmentId: idSchema.optional(),
  })
  .refine((value) => value.startMonth <= value.endMonth, {
    error: '开始月份不能晚于结束月份',
    path: ['endMonth'],
  })
  .refine(
    (value) => {
      const [y1, m1] = value.startMonth.split('-').map(Number);
      const [y2, m2] = value.endMonth.split('-').map(Number);
      return (y2! - y1!) * 12 + (m2! - m1!) < 60;
    },
    { error: '月份范围不能超过60个月', path: ['endMonth'] },
  );
export type ProfitsPeriod = z.input<typeof profitsPeriodSchema>;

/** An amount of one subject (费用类别). */
export const profitsSubjectAmountSchema = z.object({ subject: z.string(), amount: money });
export type ProfitsSubjectAmount = z.infer<typeof profitsSubjectAmountSchema>;

const departmentRef = {
  /** '' for rows without a department. */
  departmentId: z.string(),
  departmentName: z.string(),
};

export const directFeeContractSchema = z.object({
  contractId: z.string(),
  contractCode: z.string(),
  contractName: z.string(),
  businessType: z.string(),
  ...departmentRef,
  amount: money,
  count: z.number().int(),
  bySubject: z.array(profitsSubjectAmountSchema),
});
export type DirectFeeContract = z.infer<typeof directFeeContractSchema>;

export const indirectFeeDepartmentSchema = z.object({
  ...departmentRef,
  /** Revenue of the period (without VAT) of the department's contracts. */
  revenue: money,
  /** Share of the company's revenue, in %. */
  revenueShare: percent,
  /** Indirect costs the department itself booked. */
  own: money,
  /** Its part of the costs of departments without revenue (0 for those departments). */
  shared: money,
  /** What the department's contracts carry: own + shared, or 0 when it has no revenue. */
  allocated: money,
  bySubject: z.array(profitsSubjectAmountSchema),
});
export type IndirectFeeDepartment = z.infer<typeof indirectFeeDepartmentSchema>;

const profitFigures = {
  revenue: money,
  direct: money,
  indirect: money,
  profit: money,
  /** profit / revenue in %. */
  margin: percent,
};

export const profitContractSchema = z.object({
  contractId: z.string(),
  contractCode: z.string(),
  contractName: z.string(),
  businessType: z.string(),
  ...departmentRef,
  ...profitFigures,
});
export type ProfitContract = z.infer<typeof profitContractSchema>;

export const profitDepartmentSchema = z.object({ ...departmentRef, ...profitFigures });
export type ProfitDepartment = z.infer<typeof profitDepartmentSchema>;

export const businessProfitSchema = z.object({
  startMonth: z.string(),
  endMonth: z.string(),
  direct: z.object({
    total: money,
    byContract: z.array(directFeeContractSchema),
    byDepartment: z.array(z.object({ ...departmentRef, amount: money })),
    bySubject: z.array(profitsSubjectAmountSchema),
  }),
  indirect: z.object({
    /** Every indirect cost of the period (in the departments shown). */
    total: money,
    /** The costs of departments without revenue, shared among the others. */
    pool: money,
    /** What contracts carry; total − allocated is left unallocated (no revenue at all). */
    allocated: money,
    unallocated: money,
    byDepartment: z.array(indirectFeeDepartmentSchema),
    bySubject: z.array(profitsSubjectAmountSchema),
  }),
  profits: z.object({
    total: z.object(profitFigures),
    byContract: z.array(profitContractSchema),
    byDepartment: z.array(profitDepartmentSchema),
  }),
});
export type BusinessProfit = z.infer<typeof businessProfitSchema>;

export const profitsBusinessProfit = endpoint({
  method: 'POST',
  path: '/b/profits/businessProfit',
  summary:
    'Business profits of a month range (直接费用, 间接费用 with its allocation, 利润 per contract and department)',
  access: { permission: PROFITS_VIEW },
  body: profitsPeriodSchema,
  data: businessProfitSchema,
});

// ── Departmental funds and costs, monthly cost ──────────────────────────────────────────────

/** Funds and costs of a department (or of all shown), in a month or a whole range. */
export const departmentFundsFiguresSchema = z.object({
  /** Receipts (VAT included) of the department's contracts. */
  received: money,
  /** Invoices issued (VAT included, voided left out). */
  invoiced: money,
  /** Every cost entry the department booked. */
  cost: money,
  direct: money,
  indirect: money,
  /** Cost per subject, in the order of `subjects`. */
  bySubject: z.array(money),
  /** received − cost */
  balance: money,
});
export type DepartmentFundsFigures = z.infer<typeof departmentFundsFiguresSchema>;

export const departmentFundsSchema = z.object({
  startMonth: z.string(),
  endMonth: z.string(),
  /** The cost subjects in column order: the dictionary's, then any others found. */
  subjects: z.array(z.string()),
  /** The months of the range, "YYYY-MM". */
  months: z.array(z.string()),
  departments: z.array(
    z.object({
      ...departmentRef,
      total: departmentFundsFiguresSchema,
      /** One entry per month of `months`. */
      months: z.array(departmentFundsFiguresSchema),
    }),
  ),
  /** All departments shown, per month. */
  monthTotals: z.array(departmentFundsFiguresSchema),
  total: departmentFundsFiguresSchema,
});
export type DepartmentFunds = z.infer<typeof departmentFundsSchema>;

export const profitsDepartmentFunds = endpoint({
  method: 'POST',
  path: '/b/profits/departmentFunds',
  summary:
    'Per department and month: received, invoiced, costs by subject and balance (部门资金, 部门成本, 月度成本)',
  access: { permission: COST_VIEW },
  body: profitsPeriodSchema,
  data: departmentFundsSchema,
});

/** Same figures for 部门资金 (a separate menu permission). */
export const profitsDepartmentFundsView = endpoint({
  method: 'POST',
  path: '/b/profits/departmentFunds/funds',
  summary: 'The departmental funds (部门资金): the same figures under the funds permission',
  access: { permission: FUNDS_VIEW },
  body: profitsPeriodSchema,
  data: departmentFundsSchema,
});

// ── Cost entries (成本登记) ────────────────────────────────────────────────────────────────

/**
 * The accounting category a cost is booked under: direct (production: the department's project
 * staff, outsourcing, travel) or indirect (overheads). Business profits count as direct fee only
 * what is charged to a contract, whatever its category.
 */
export const costCategorySchema = z.enum(['direct', 'indirect']);
export type CostCategory = z.infer<typeof costCategorySchema>;

export const costEntryAttachmentSchema = z.object({ id: z.string(), fileName: z.string() });

export const costEntrySchema = z
  .object({
    id: z.string(),
    departmentId: z.string().nullable(),
    departmentName: z.string().nullable(),
    category: costCategorySchema,
    subject: z.string(),
    amount: money,
    occurredDate: z.string(),
    contractId: z.string().nullable(),
    contractCode: z.string().nullable(),
    contractName: z.string().nullable(),
    memo: z.string().nullable(),
    attachments: z.array(costEntryAttachmentSchema),
  })
  .extend(auditSchema.shape);
export type CostEntry = z.infer<typeof costEntrySchema>;

export const costEntryParamsSchema = z.object({
  departmentId: idSchema.optional(),
  category: costCategorySchema.optional(),
  subject: plainText(32).optional(),
  contractId: idSchema.optional(),
  dateFrom: dateString.optional(),
  dateTo: dateString.optional(),
  /** Matches the memo, the contract's code or name. */
  keyword: plainText(64).optional(),
});
export type CostEntryParams = z.input<typeof costEntryParamsSchema>;

export const profitsCostEntryList = endpoint({
  method: 'POST',
  path: '/b/profits/costEntry/queryList',
  summary: 'Cost entries (成本登记), newest first, with the total of the whole filtered list',
  access: { permission: COST_VIEW },
  body: pageRequest(costEntryParamsSchema),
  data: pageOf(costEntrySchema).extend({ totalAmount: money }),
});

export const costEntrySaveSchema = z.object({
  /** Absent to create. */
  id: idSchema.optional(),
  departmentId: idSchema,
  category: costCategorySchema,
  subject: plainText(32).min(1, { error: '请选择费用类别' }),
  amount: decimalInput('金额').pipe(
    z
      .string()
      .regex(/^\d{1,15}(\.\d{1,2})?$/, { error: '金额须大于0且最多两位小数' })
      .refine((value) => Number(value) > 0, { error: '金额须大于0且最多两位小数' }),
  ),
  occurredDate: dateString,
  contractId: idSchema.nullish().transform((value) => value ?? null),
  memo: optionalText(200),
  /** Files uploaded through the file module. */
  fileIds: z.array(idSchema).max(20).default([]),
});
export type CostEntrySave = z.input<typeof costEntrySaveSchema>;

export const profitsCostEntrySave = endpoint({
  method: 'POST',
  path: '/b/profits/costEntry',
  summary: 'Create or change a cost entry (subject from the 费用类别 dictionary, attachments)',
  access: { permission: COST_EDIT },
  body: costEntrySaveSchema,
  data: costEntrySchema,
});

export const profitsCostEntryDelete = endpoint({
  method: 'DELETE',
  path: '/b/profits/costEntry/{id}',
  summary: 'Delete a cost entry (its attachments are unlinked)',
  access: { permission: COST_EDIT },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

// ── Business and contract income (业务收入, 合同收入) ─────────────────────────────────────────

export const INCOME_VIEW = 'finance:income:view';

export const incomeBusinessTypeSchema = z.enum([
  'budget',
  'control',
  'settlement',
  'whole_process',
  'consulting',
]);

export const contractIncomeParamsSchema = z.object({
  /** Contracts signed in this year (all years when absent). */
  year: z.coerce
    .number()
    .int()
    .min(2000, { error: '年份不正确' })
    .max(2100, { error: '年份不正确' })
    .optional(),
  businessType: incomeBusinessTypeSchema.optional(),
  /** This department and those below it. */
  departmentId: idSchema.optional(),
  /** Matches the contract's code or name or the customer. */
  keyword: plainText(64).optional(),
});
export type ContractIncomeParams = z.input<typeof contractIncomeParamsSchema>;
export type ContractIncomeQuery = z.infer<typeof contractIncomeParamsSchema>;

const incomeFigures = {
  /** Contract amounts (VAT included). */
  signed: money,
  /** Invoices issued to date, voided left out. */
  invoiced: money,
  /** Receipts to date. */
  received: money,
  /** signed − received */
  outstanding: money,
  /** invoiced − received (应收) */
  receivable: money,
  /** received / signed in %. */
  receivedRatio: percent,
};

export const contractIncomeSchema = z.object({
  contractId: z.string(),
  contractCode: z.string(),
  contractName: z.string(),
  customerName: z.string().nullable(),
  businessType: z.string(),
  ...departmentRef,
  signedDate: z.string(),
  status: z.string(),
  ...incomeFigures,
});
export type ContractIncome = z.infer<typeof contractIncomeSchema>;

export const incomeSummarySchema = z.object({ count: z.number().int(), ...incomeFigures });
export type IncomeSummary = z.infer<typeof incomeSummarySchema>;

export const profitsContractIncome = endpoint({
  method: 'POST',
  path: '/b/profits/contractIncome/queryList',
  summary:
    'Per contract signed, invoiced, received, outstanding and received ratio, with totals and a summary by business type (业务收入, 合同收入)',
  access: { permission: INCOME_VIEW },
  body: pageRequest(contractIncomeParamsSchema),
  data: pageOf(contractIncomeSchema).extend({
    totals: incomeSummarySchema,
    byBusinessType: z.array(incomeSummarySchema.extend({ businessType: z.string() })),
  }),
});
