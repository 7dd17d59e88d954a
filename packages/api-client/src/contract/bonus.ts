import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalString } from './cost';
import {
  auditSchema,
  idListSchema,
  idSchema,
  optionalText,
  pageOf,
  pageRequest,
  plainText,
} from './paging';

// The consultant bonus (issue 10, DOMAIN.md §4): rules by business type, templates, entrusts,
// calculations from a contract's receipts and members, adjustments, payments, and every staff
// member's own bonus. The engine is the server's modules/finance/bonus/engine.ts.

export const bonusBusinessTypeSchema = z.enum([
  'budget',
  'control',
  'settlement',
  'whole_process',
  'consulting',
]);
export type BonusBusinessType = z.infer<typeof bonusBusinessTypeSchema>;
export const bonusRoleSchema = z.enum(['lead', 'preparer', 'checker', 'reviewer', 'approver']);
export type BonusRole = z.infer<typeof bonusRoleSchema>;
export const bonusStageSchema = z.enum(['tender', 'construction', 'settlement']);
export type BonusStage = z.infer<typeof bonusStageSchema>;
export const bonusCalculationStatusSchema = z.enum(['draft', 'confirmed', 'paid']);
export type BonusCalculationStatus = z.infer<typeof bonusCalculationStatusSchema>;

/** "YYYY-MM-DD" */
const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式须为 yyyy-MM-dd' });
/** A fraction the user typed ("0.2" is 20 %), 0 to 2 with up to 4 places. */
const fraction = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    z.string().regex(/^(0|1|2)(\.\d{1,4})?$/, { error: '比例须为 0 到 2 之间、最多4位小数的数' }),
  );
/** Money the user typed: thousands commas allowed, 2 places at most. */
const moneyInput = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(/,/g, ''))
  .pipe(z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, { error: '金额须为不超过2位小数的正数' }));

export const bonusRoleSplitsSchema = z.object({
  lead: fraction,
  preparer: fraction,
  checker: fraction,
  reviewer: fraction,
  approver: fraction,
});
export const bonusStageSplitsSchema = z.object({
  tender: fraction,
  construction: fraction,
  settlement: fraction,
});

/** A rule's figures: what the engine computes with (and what a template carries per business type). */
export const bonusRuleFiguresSchema = z.object({
  businessType: bonusBusinessTypeSchema,
  rate: fraction,
  coefficientMin: fraction.default('0.8'),
  coefficientMax: fraction.default('1.2'),
  roleSplits: bonusRoleSplitsSchema,
  stageSplits: bonusStageSplitsSchema.nullish().transform((value) => value ?? null),
  holdbackRate: fraction.default('0.15'),
});
export type BonusRuleFigures = z.output<typeof bonusRuleFiguresSchema>;

/** The figures as answers carry them (plain strings, no input transforms). */
export const bonusRuleFiguresDataSchema = z.object({
  businessType: bonusBusinessTypeSchema,
  rate: z.string(),
  coefficientMin: z.string(),
  coefficientMax: z.string(),
  roleSplits: z.record(bonusRoleSchema, z.string()),
  stageSplits: z.record(bonusStageSchema, z.string()).nullable(),
  holdbackRate: z.string(),
});

// ── Rules (bonus-rule) ──────────────────────────────────────────────────────────────────────

export const bonusRuleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    businessType: bonusBusinessTypeSchema,
    rate: z.string(),
    coefficientMin: z.string(),
    coefficientMax: z.string(),
    roleSplits: z.record(bonusRoleSchema, z.string()),
    stageSplits: z.record(bonusStageSchema, z.string()).nullable(),
    holdbackRate: z.string(),
    effectiveFrom: z.string(),
    enabled: z.boolean(),
    remark: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type BonusRule = z.infer<typeof bonusRuleSchema>;

export const bonusRuleList = endpoint({
  method: 'POST',
  path: '/b/bonus/rule/list',
  summary: 'Bonus rules, by business type and newest effective date first',
  access: { permission: 'bonus:rule:edit' },
  body: pageRequest(
    z.object({ businessType: bonusBusinessTypeSchema.optional(), enabled: z.boolean().optional() }),
  ),
  data: pageOf(bonusRuleSchema),
});

export const bonusRuleSaveSchema = bonusRuleFiguresSchema.extend({
  id: idSchema.optional(),
  name: plainText(60).pipe(z.string().min(1, { error: '请输入规则名称' })),
  effectiveFrom: dateString,
  enabled: z.boolean().default(true),
  remark: optionalText(200),
});
export type BonusRuleSave = z.input<typeof bonusRuleSaveSchema>;

export const bonusRuleSave = endpoint({
  method: 'POST',
  path: '/b/bonus/rule/save',
  summary:
    'Create or edit a bonus rule; splits must sum to 100 %, the coefficient range lie in (0, 2]',
  access: { permission: 'bonus:rule:edit' },
  body: bonusRuleSaveSchema,
  data: bonusRuleSchema,
});

export const bonusRuleDelete = endpoint({
  method: 'DELETE',
  path: '/b/bonus/rule/{id}',
  summary: 'Delete a bonus rule (calculations keep their snapshot of it)',
  access: { permission: 'bonus:rule:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

// ── Templates (bonus-temp) ──────────────────────────────────────────────────────────────────

export const bonusTemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    remark: z.string().nullable(),
    figures: z.array(bonusRuleFiguresDataSchema),
  })
  .extend(auditSchema.shape);
export type BonusTemplate = z.infer<typeof bonusTemplateSchema>;

export const bonusTemplateList = endpoint({
  method: 'GET',
  path: '/b/bonus/template/list',
  summary: 'The named rule sets, by name',
  access: { permission: 'bonus:rule:edit' },
  data: z.array(bonusTemplateSchema),
});

export const bonusTemplateSave = endpoint({
  method: 'POST',
  path: '/b/bonus/template/save',
  summary: 'Create or edit a rule set (one entry per business type, each validated as a rule)',
  access: { permission: 'bonus:rule:edit' },
  body: z.object({
    id: idSchema.optional(),
    name: plainText(60).pipe(z.string().min(1, { error: '请输入模板名称' })),
    remark: optionalText(200),
    figures: z.array(bonusRuleFiguresSchema).min(1, { error: '模板至少包含一种业务类型' }).max(5),
  }),
  data: bonusTemplateSchema,
});

export const bonusTemplateDelete = endpoint({
  method: 'DELETE',
  path: '/b/bonus/template/{id}',
  summary: 'Delete a rule set',
  access: { permission: 'bonus:rule:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const bonusTemplateApply = endpoint({
  method: 'POST',
  path: '/b/bonus/template/apply',
  summary: "Make a rule of each of the template's business types, in force from the date given",
  access: { permission: 'bonus:rule:edit' },
  body: z.object({ id: idSchema, effectiveFrom: dateString }),
  data: z.array(bonusRuleSchema),
});

// ── Entrusts (bonus-entrust) ────────────────────────────────────────────────────────────────

export const bonusEntrustSchema = z
  .object({
    id: z.string(),
    principalUserId: z.string(),
    principalName: z.string(),
    agentUserId: z.string(),
    agentName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    remark: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type BonusEntrust = z.infer<typeof bonusEntrustSchema>;

export const bonusEntrustList = endpoint({
  method: 'POST',
  path: '/b/bonus/entrust/list',
  summary: 'Entrusts: who receives and decides whose bonus, and when',
  access: { permission: 'bonus:rule:edit' },
  body: pageRequest(z.object({ userId: idSchema.optional() })),
  data: pageOf(bonusEntrustSchema),
});

export const bonusEntrustSave = endpoint({
  method: 'POST',
  path: '/b/bonus/entrust/save',
  summary:
    'Create or edit an entrust (principal and agent differ; the end is not before the start)',
  access: { permission: 'bonus:rule:edit' },
  body: z.object({
    id: idSchema.optional(),
    principalUserId: idSchema,
    agentUserId: idSchema,
    startDate: dateString,
    endDate: dateString,
    remark: optionalText(200),
  }),
  data: bonusEntrustSchema,
});

export const bonusEntrustDelete = endpoint({
  method: 'DELETE',
  path: '/b/bonus/entrust/{id}',
  summary: 'Delete an entrust',
  access: { permission: 'bonus:rule:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

// ── Calculations (bonus-calculation) ────────────────────────────────────────────────────────

/** A contract the bonus can be calculated for, with its receipts so far. */
export const bonusContractSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  businessType: bonusBusinessTypeSchema,
  status: z.string(),
  amount: decimalString,
  vatRate: z.string(),
  received: decimalString,
  memberCount: z.number().int(),
});
export type BonusContract = z.infer<typeof bonusContractSchema>;

export const bonusContractList = endpoint({
  method: 'POST',
  path: '/b/bonus/contract/list',
  summary: 'Contracts to calculate the bonus of (code or name contains), with receipts so far',
  access: { permission: 'bonus:calc' },
  body: pageRequest(z.object({ keyword: plainText(60).optional() })),
  data: pageOf(bonusContractSchema),
});

export const bonusCalculationSummarySchema = z.object({
  id: z.string(),
  contractId: z.string(),
  contractCode: z.string(),
  contractName: z.string(),
  businessType: bonusBusinessTypeSchema,
  periodFrom: z.string(),
  periodTo: z.string(),
  received: decimalString,
  receivedExVat: decimalString,
  coefficient: z.string(),
  pool: decimalString,
  paid: decimalString,
  status: bonusCalculationStatusSchema,
  createdAt: z.string(),
});
export type BonusCalculationSummary = z.infer<typeof bonusCalculationSummarySchema>;

/** The engine's allocation trace (see engine.ts AllocationTrace). */
export const bonusAllocationTraceSchema = z.object({
  receiptIds: z.array(z.string()),
  ruleId: z.string().nullable(),
  pool: z.string(),
  coefficient: z.string(),
  stage: bonusStageSchema.nullable(),
  stageRuleShare: z.string().nullable(),
  stageShare: z.string().nullable(),
  stageAmount: z.string().nullable(),
  roleRuleShare: z.string(),
  roleShare: z.string(),
  roleAmount: z.string(),
  weight: z.string(),
  weightShare: z.string(),
  holdbackRate: z.string(),
});

export const bonusAllocationSchema = z.object({
  id: z.string(),
  calculationId: z.string(),
  userId: z.string(),
  userName: z.string(),
  role: bonusRoleSchema,
  stage: bonusStageSchema.nullable(),
  amount: decimalString,
  released: decimalString,
  heldBack: decimalString,
  paid: decimalString,
  /** What may be paid now: released (all of it once the contract is finished) less what was paid. */
  payable: decimalString,
  /** Σ adjustments of this part (0.00 when none). */
  adjusted: decimalString,
  trace: bonusAllocationTraceSchema,
});
export type BonusAllocation = z.infer<typeof bonusAllocationSchema>;

const traceRoleSchema = z.object({
  role: bonusRoleSchema,
  ruleShare: z.string(),
  share: z.string(),
  amount: z.string(),
  people: z.array(z.object({ userId: z.string(), weight: z.string(), amount: z.string() })),
});
export const bonusCalculationTraceSchema = z.object({
  receipts: z.array(
    z.object({
      id: z.string(),
      receivedDate: z.string(),
      amount: z.string(),
      amountExVat: z.string(),
    }),
  ),
  received: z.string(),
  vatRate: z.string(),
  receivedExVat: z.string(),
  rule: bonusRuleFiguresDataSchema.extend({
    id: z.string().optional(),
    name: z.string().optional(),
  }),
  coefficient: z.string(),
  pool: z.string(),
  stages: z.array(
    z.object({
      stage: bonusStageSchema.nullable(),
      ruleShare: z.string().nullable(),
      share: z.string().nullable(),
      amount: z.string(),
      roles: z.array(traceRoleSchema),
    }),
  ),
  vacant: z.array(
    z.object({ stage: bonusStageSchema.nullable(), role: bonusRoleSchema.nullable() }),
  ),
});
export type BonusCalculationTrace = z.infer<typeof bonusCalculationTraceSchema>;

export const bonusCalculationSchema = bonusCalculationSummarySchema.extend({
  ruleId: z.string().nullable(),
  ruleName: z.string().nullable(),
  contractStatus: z.string(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  trace: bonusCalculationTraceSchema,
  allocations: z.array(bonusAllocationSchema),
});
export type BonusCalculation = z.infer<typeof bonusCalculationSchema>;

export const bonusCalculationList = endpoint({
  method: 'POST',
  path: '/b/bonus/calculation/list',
  summary: 'Bonus calculations, newest period first',
  access: { permission: 'bonus:calc' },
  body: pageRequest(
    z.object({
      contractId: idSchema.optional(),
      status: bonusCalculationStatusSchema.optional(),
      keyword: plainText(60).optional(),
    }),
  ),
  data: pageOf(bonusCalculationSummarySchema),
});

export const bonusCalculationGet = endpoint({
  method: 'GET',
  path: '/b/bonus/calculation/{id}',
  summary: 'A calculation: pool → stages → roles → people, with the receipts and rule behind it',
  access: { permission: 'bonus:calc' },
  params: z.object({ id: idSchema }),
  data: bonusCalculationSchema,
});

export const bonusCalculate = endpoint({
  method: 'POST',
  path: '/b/bonus/calculation/calculate',
  summary:
    "Calculate a contract's bonus (a draft) from its receipts in the period and its members; periods of one contract do not overlap",
  access: { permission: 'bonus:calc' },
  body: z
    .object({
      contractId: idSchema,
      periodFrom: dateString,
      periodTo: dateString,
      coefficient: fraction.default('1'),
      /** A rule of the contract's business type; default: the one in force at the period's end. */
      ruleId: idSchema.optional(),
    })
    .refine((body) => body.periodFrom <= body.periodTo, {
      error: '结束日期不能早于开始日期',
      path: ['periodTo'],
    }),
  data: bonusCalculationSchema,
});

export const bonusCalculationConfirm = endpoint({
  method: 'POST',
  path: '/b/bonus/calculation/confirm/{id}',
  summary: 'Confirm a draft calculation: its parts show in each person’s bonus and may be paid',
  access: { permission: 'bonus:calc' },
  params: z.object({ id: idSchema }),
  data: bonusCalculationSchema,
});

export const bonusCalculationDelete = endpoint({
  method: 'DELETE',
  path: '/b/bonus/calculation/{id}',
  summary: 'Delete a draft calculation',
  access: { permission: 'bonus:calc' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

// ── Adjustments (bonus-aujust-index) ────────────────────────────────────────────────────────

export const bonusAdjustmentSchema = z.object({
  id: z.string(),
  moveId: z.string(),
  calculationId: z.string(),
  contractCode: z.string(),
  contractName: z.string(),
  allocationId: z.string(),
  userName: z.string(),
  role: bonusRoleSchema,
  stage: bonusStageSchema.nullable(),
  delta: decimalString,
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type BonusAdjustment = z.infer<typeof bonusAdjustmentSchema>;

export const bonusAdjustmentList = endpoint({
  method: 'POST',
  path: '/b/bonus/adjustment/list',
  summary: 'Adjustments, newest first (each move is two rows: −amount and +amount)',
  access: { permission: 'bonus:calc' },
  body: pageRequest(z.object({ calculationId: idSchema.optional() })),
  data: pageOf(bonusAdjustmentSchema),
});

export const bonusAdjust = endpoint({
  method: 'POST',
  path: '/b/bonus/adjustment/save',
  summary:
    'Move an amount from one part of a calculation to another (the pool keeps its sum; a part never drops below what was paid)',
  access: { permission: 'bonus:calc' },
  body: z.object({
    calculationId: idSchema,
    fromAllocationId: idSchema,
    toAllocationId: idSchema,
    amount: moneyInput,
    reason: plainText(200).pipe(z.string().min(1, { error: '请输入调整原因' })),
  }),
  data: bonusCalculationSchema,
});

// ── Payments (bonus-payment) ────────────────────────────────────────────────────────────────

export const bonusPaymentSchema = z.object({
  id: z.string(),
  allocationId: z.string(),
  calculationId: z.string(),
  contractCode: z.string(),
  contractName: z.string(),
  userId: z.string(),
  userName: z.string(),
  role: bonusRoleSchema,
  amount: decimalString,
  paidDate: z.string(),
  remark: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type BonusPayment = z.infer<typeof bonusPaymentSchema>;

export const bonusPaymentList = endpoint({
  method: 'POST',
  path: '/b/bonus/payment/list',
  summary: 'Bonus payments, newest first',
  access: { permission: 'bonus:pay' },
  body: pageRequest(z.object({ userId: idSchema.optional(), calculationId: idSchema.optional() })),
  data: pageOf(bonusPaymentSchema),
});

export const bonusPay = endpoint({
  method: 'POST',
  path: '/b/bonus/payment/pay',
  summary:
    'Pay what is payable of confirmed parts (released; the hold-back too once the contract is finished)',
  access: { permission: 'bonus:pay' },
  body: z.object({
    allocationIds: idListSchema.min(1, { error: '请选择要发放的奖金' }).max(500),
    paidDate: dateString,
    remark: optionalText(200),
  }),
  data: z.object({ count: z.number().int(), amount: decimalString }),
});

// ── My bonus (my-bonus, my-bonus-thesum) ────────────────────────────────────────────────────

export const myBonusRowSchema = bonusAllocationSchema.extend({
  contractId: z.string(),
  contractCode: z.string(),
  contractName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  status: bonusCalculationStatusSchema,
});
export type MyBonusRow = z.infer<typeof myBonusRowSchema>;

/** Whose bonus: the caller's own, or a principal who entrusted it to the caller today. */
const forUserSchema = z.object({ forUserId: idSchema.optional() });

export const myBonusList = endpoint({
  method: 'POST',
  path: '/b/bonus/my/list',
  summary: "The caller's confirmed bonus parts (or an entrusting principal's), with their trace",
  access: { permission: 'bonus:view' },
  body: pageRequest(
    forUserSchema.extend({
      year: z.coerce.number().int().min(2000).max(2100).optional(),
      contractId: idSchema.optional(),
    }),
  ),
  data: pageOf(myBonusRowSchema),
});

const bonusSumSchema = z.object({
  amount: decimalString,
  released: decimalString,
  heldBack: decimalString,
  paid: decimalString,
});

export const myBonusSumSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  year: z.number().int(),
  total: bonusSumSchema,
  byMonth: z.array(bonusSumSchema.extend({ month: z.number().int() })),
  byContract: z.array(
    bonusSumSchema.extend({
      contractId: z.string(),
      contractCode: z.string(),
      contractName: z.string(),
    }),
  ),
  /** The principals who entrusted their bonus to the caller today. */
  principals: z.array(z.object({ userId: z.string(), userName: z.string() })),
});
export type MyBonusSum = z.infer<typeof myBonusSumSchema>;

export const myBonusSum = endpoint({
  method: 'POST',
  path: '/b/bonus/my/sum',
  summary: "The caller's (or an entrusting principal's) bonus of a year by month and by contract",
  access: { permission: 'bonus:view' },
  body: forUserSchema.extend({ year: z.coerce.number().int().min(2000).max(2100) }),
  data: myBonusSumSchema,
});
