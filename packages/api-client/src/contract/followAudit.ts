import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalInput, decimalString } from './cost';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

// 跟踪审计 (issue 10): audit projects with the bill items of the audited contract, monthly
// measurement periods (计量表: 送审量, 审定量, 核减), the measurement summary (计量汇总表), the pay
// approval of each period (支付审批表: approved × ratio − 预付款扣回 − 质保金, capped by the cumulative
// approved × ratio) and the pay certificate (支付证书) of an approved period. Money travels as
// decimal strings with two places, quantities with up to four, ratios as fractions ("0.8").

/** "YYYY-MM" */
const periodString = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '计量期格式须为 yyyy-MM' });

/** A non-negative amount (up to 2 decimals, commas allowed). */
const followAuditMoney = (label: string) =>
  decimalInput(label).pipe(
    z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, { error: '金额不能为负且最多两位小数' }),
  );

/** A non-negative quantity (up to 4 decimals, commas allowed). */
const followAuditQuantity = (label: string) =>
  decimalInput(label).pipe(
    z.string().regex(/^\d{1,14}(\.\d{1,4})?$/, { error: '工程量不能为负且最多四位小数' }),
  );

/** A fraction from 0 to 1 with up to 4 decimals ("0.8" for 80 %). */
const followAuditRatio = (label: string) =>
  decimalInput(label).pipe(
    z.string().regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, { error: '比例须在0到1之间，最多四位小数' }),
  );

/** draft 草稿 → submitted 已提交 → approved 已审批 (locked) / returned 已退回 */
export const followAuditStatusSchema = z.enum(['draft', 'submitted', 'approved', 'returned']);
export type FollowAuditStatus = z.infer<typeof followAuditStatusSchema>;

// ── Projects and items ──────────────────────────────────────────────────────────────────────

export const followAuditProjectSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    customerId: z.string().nullable(),
    customerName: z.string().nullable(),
    contractor: z.string(),
    costProjectId: z.string().nullable(),
    costProjectName: z.string().nullable(),
    contractAmount: decimalString,
    payRatio: decimalString,
    advanceAmount: decimalString,
    advanceStartRatio: decimalString,
    advanceDeductRatio: decimalString,
    retentionRatio: decimalString,
    memo: z.string().nullable(),
    itemCount: z.number().int(),
    periodCount: z.number().int(),
    /** The latest period and its status (null before the first). */
    latestPeriod: z.string().nullable(),
    latestStatus: followAuditStatusSchema.nullable(),
    /** Σ approved amounts of approved periods, and Σ paid of approved pay approvals. */
    approvedTotal: decimalString,
    paidTotal: decimalString,
  })
  .extend(auditSchema.shape);
export type FollowAuditProject = z.infer<typeof followAuditProjectSchema>;

export const followAuditItemSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  seq: z.number().int(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  contractQuantity: decimalString,
  unitPrice: decimalString,
  /** contractQuantity × unitPrice, 2 places. */
  contractAmount: decimalString,
});
export type FollowAuditItem = z.infer<typeof followAuditItemSchema>;

export const followAuditPeriodSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  period: z.string(),
  status: followAuditStatusSchema,
  returnReason: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type FollowAuditPeriod = z.infer<typeof followAuditPeriodSchema>;

export const followAuditProjectQueryList = endpoint({
  method: 'POST',
  path: '/b/followAudit/project/queryList',
  summary:
    '跟踪审计项目, newest first, paged, by keyword (name, contractor, client), with items, periods and the approved and paid totals',
  access: { permission: 'followaudit:view' },
  body: pageRequest(z.object({ keyword: plainText(100).optional() })),
  data: pageOf(followAuditProjectSchema),
});

export const followAuditProjectGet = endpoint({
  method: 'GET',
  path: '/b/followAudit/project/{id}',
  summary: 'One audit project with its bill items and its periods (oldest first)',
  access: { permission: 'followaudit:view' },
  params: z.object({ id: idSchema }),
  data: followAuditProjectSchema.extend({
    items: z.array(followAuditItemSchema),
    periods: z.array(followAuditPeriodSchema),
  }),
});

export const followAuditProjectSaveSchema = z.object({
  id: idSchema.optional(),
  name: plainText(200).pipe(z.string().min(1, { error: '请输入项目名称' })),
  customerId: idSchema.nullish().transform((value) => value ?? null),
  contractor: plainText(200).pipe(z.string().min(1, { error: '请输入施工单位' })),
  costProjectId: idSchema.nullish().transform((value) => value ?? null),
  contractAmount: followAuditMoney('合同金额'),
  payRatio: followAuditRatio('进度款支付比例'),
  advanceAmount: followAuditMoney('预付款').default('0'),
  advanceStartRatio: followAuditRatio('预付款起扣点').default('0'),
  advanceDeductRatio: followAuditRatio('预付款扣回比例').default('0'),
  retentionRatio: followAuditRatio('质保金比例').default('0'),
  memo: optionalText(500),
});
export type FollowAuditProjectSave = z.input<typeof followAuditProjectSaveSchema>;

export const followAuditProjectSave = endpoint({
  method: 'POST',
  path: '/b/followAudit/project',
  summary: 'Add (no id) or change an audit project: client, contractor, contract sum and pay terms',
  access: { permission: 'followaudit:edit' },
  body: followAuditProjectSaveSchema,
  data: followAuditProjectSchema,
});

export const followAuditProjectDelete = endpoint({
  method: 'DELETE',
  path: '/b/followAudit/project/{id}',
  summary:
    'Delete an audit project with its items and draft periods; refused (naming the period) once a period was submitted',
  access: { permission: 'followaudit:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const followAuditItemSaveSchema = z.object({
  id: idSchema.optional(),
  projectId: idSchema,
  code: plainText(50).pipe(z.string().min(1, { error: '请输入清单编码' })),
  name: plainText(200).pipe(z.string().min(1, { error: '请输入项目名称' })),
  unit: plainText(20).pipe(z.string().min(1, { error: '请输入计量单位' })),
  contractQuantity: followAuditQuantity('合同工程量'),
  unitPrice: followAuditMoney('综合单价'),
});
export type FollowAuditItemSave = z.input<typeof followAuditItemSaveSchema>;

export const followAuditItemSave = endpoint({
  method: 'POST',
  path: '/b/followAudit/item',
  summary:
    'Add (no id) or change a bill item; its unit price is fixed once a submitted or approved period measured it',
  access: { permission: 'followaudit:edit' },
  body: followAuditItemSaveSchema,
  data: followAuditItemSchema,
});

export const followAuditItemDelete = endpoint({
  method: 'DELETE',
  path: '/b/followAudit/item/{id}',
  summary: 'Delete a bill item no period has measured',
  access: { permission: 'followaudit:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const followAuditItemsCopy = endpoint({
  method: 'POST',
  path: '/b/followAudit/project/copyBills',
  summary:
    "Copy the linked cost project's bill items (分部分项 and 单价措施) into the audit project, skipping codes it already has",
  access: { permission: 'followaudit:edit' },
  body: z.object({ projectId: idSchema }),
  data: z.object({ added: z.number().int(), skipped: z.number().int() }),
});

// ── 计量表 ──────────────────────────────────────────────────────────────────────────────────

export const followAuditPeriodCreate = endpoint({
  method: 'POST',
  path: '/b/followAudit/period',
  summary:
    'Open the next measurement period (YYYY-MM, after the latest one, which must be approved)',
  access: { permission: 'followaudit:edit' },
  body: z.object({ projectId: idSchema, period: periodString }),
  data: followAuditPeriodSchema,
});

export const followAuditPeriodDelete = endpoint({
  method: 'DELETE',
  path: '/b/followAudit/period/{id}',
  summary: 'Delete a draft measurement period with its measures (submitted ones are kept)',
  access: { permission: 'followaudit:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const followAuditMeasureRowSchema = z.object({
  itemId: z.string(),
  seq: z.number().int(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  contractQuantity: decimalString,
  unitPrice: decimalString,
  contractAmount: decimalString,
  /** 本期送审 */
  reportedQuantity: decimalString,
  reportedAmount: decimalString,
  /** 本期审定 */
  approvedQuantity: decimalString,
  approvedAmount: decimalString,
  /** 核减 = reported − approved (amount). */
  reducedAmount: decimalString,
  /** Approved quantity of the earlier periods. */
  previousQuantity: decimalString,
  /** 累计审定 (earlier periods + this one). */
  cumulativeQuantity: decimalString,
  cumulativeAmount: decimalString,
  /** cumulativeQuantity ÷ contractQuantity × 100, 2 places (null when the contract quantity is 0). */
  cumulativePercent: decimalString.nullable(),
  /** The cumulative approved quantity passes the contract quantity (变更/超量). */
  over: z.boolean(),
  overReason: z.string().nullable(),
  memo: z.string().nullable(),
});
export type FollowAuditMeasureRow = z.infer<typeof followAuditMeasureRowSchema>;

const measureTotalsSchema = z.object({
  contractAmount: decimalString,
  reportedAmount: decimalString,
  approvedAmount: decimalString,
  reducedAmount: decimalString,
  cumulativeAmount: decimalString,
});

export const followAuditMeasureTable = endpoint({
  method: 'GET',
  path: '/b/followAudit/period/{id}/measures',
  summary:
    "A period's 计量表: every bill item with reported and approved quantities and amounts, 核减, the cumulative approved quantity and its share of the contract quantity, with totals",
  access: { permission: 'followaudit:view' },
  params: z.object({ id: idSchema }),
  data: z.object({
    period: followAuditPeriodSchema,
    projectName: z.string(),
    /** Editable: draft or returned. */
    editable: z.boolean(),
    rows: z.array(followAuditMeasureRowSchema),
    totals: measureTotalsSchema,
  }),
});

export const followAuditMeasureSave = endpoint({
  method: 'POST',
  path: '/b/followAudit/measure',
  summary:
    "Save a period's reported and approved quantities (one row per item); refused when the period is submitted or approved, or when an item's cumulative approved quantity passes its contract quantity without a reason",
  access: { permission: 'followaudit:edit' },
  body: z.object({
    periodId: idSchema,
    rows: z
      .array(
        z.object({
          itemId: idSchema,
          reportedQuantity: followAuditQuantity('送审工程量'),
          approvedQuantity: followAuditQuantity('审定工程量'),
          overReason: optionalText(500),
          memo: optionalText(500),
        }),
      )
      .min(1)
      .max(5000),
  }),
  data: z.object({ saved: z.number().int() }),
});

// ── 计量汇总表 ───────────────────────────────────────────────────────────────────────────────

export const followAuditSummaryPeriodSchema = z.object({
  periodId: z.string(),
  period: z.string(),
  status: followAuditStatusSchema,
  reportedAmount: decimalString,
  approvedAmount: decimalString,
  reducedAmount: decimalString,
  /** 核减率 = 核减 ÷ 送审 × 100, 2 places (null when nothing was reported). */
  reducedPercent: decimalString.nullable(),
  cumulativeApproved: decimalString,
  /** cumulativeApproved ÷ contract amount × 100, 2 places. */
  cumulativePercent: decimalString.nullable(),
});
export type FollowAuditSummaryPeriod = z.infer<typeof followAuditSummaryPeriodSchema>;

export const followAuditSummaryItemSchema = z.object({
  itemId: z.string(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  contractQuantity: decimalString,
  contractAmount: decimalString,
  reportedQuantity: decimalString,
  reportedAmount: decimalString,
  approvedQuantity: decimalString,
  approvedAmount: decimalString,
  reducedAmount: decimalString,
  cumulativePercent: decimalString.nullable(),
  over: z.boolean(),
});
export type FollowAuditSummaryItem = z.infer<typeof followAuditSummaryItemSchema>;

export const followAuditMeasureSummary = endpoint({
  method: 'GET',
  path: '/b/followAudit/project/{id}/summary',
  summary:
    "A project's 计量汇总表: per period reported, approved, 核减 and 核减率 and the cumulative; per item the totals over all periods; with a totals row",
  access: { permission: 'followaudit:view' },
  params: z.object({ id: idSchema }),
  data: z.object({
    projectName: z.string(),
    contractAmount: decimalString,
    periods: z.array(followAuditSummaryPeriodSchema),
    items: z.array(followAuditSummaryItemSchema),
    totals: z.object({
      contractAmount: decimalString,
      reportedAmount: decimalString,
      approvedAmount: decimalString,
      reducedAmount: decimalString,
      reducedPercent: decimalString.nullable(),
    }),
  }),
});

export const followAuditSummaryExport = endpoint({
  method: 'GET',
  path: '/b/followAudit/project/{id}/summary/export',
  summary: 'The 计量汇总表 as a workbook: a sheet per period and a sheet per item, with totals',
  access: { permission: 'followaudit:view' },
  params: z.object({ id: idSchema }),
  data: z.null(),
  response: 'binary',
});

// ── 支付审批表 and 支付证书 ─────────────────────────────────────────────────────────────────────

export const followAuditPaySchema = z.object({
  periodId: z.string(),
  period: z.string(),
  status: followAuditStatusSchema,
  projectId: z.string(),
  projectName: z.string(),
  customerName: z.string().nullable(),
  contractor: z.string(),
  contractAmount: decimalString,
  payRatio: decimalString,
  advanceAmount: decimalString,
  retentionRatio: decimalString,
  /** 本期审定金额 and 累计审定金额 */
  approvedAmount: decimalString,
  cumulativeApproved: decimalString,
  /** cumulativeApproved × payRatio: what may be paid in all (支付上限). */
  payableLimit: decimalString,
  /** 本期预付款扣回 and the cumulative. */
  advanceDeduction: decimalString,
  advanceDeductedTotal: decimalString,
  /** 本期质保金 and the cumulative. */
  retention: decimalString,
  retentionTotal: decimalString,
  /** payableLimit − advanceDeductedTotal − retentionTotal */
  payableCumulative: decimalString,
  /** Σ paid in the earlier (approved) periods. */
  previouslyPaid: decimalString,
  /** payableCumulative − previouslyPaid (not below 0). */
  payableThisPeriod: decimalString,
  /** 本期支付 as proposed (payableThisPeriod unless changed). */
  payAmount: decimalString,
  paidTotal: decimalString,
  /** paidTotal ÷ contractAmount × 100, 2 places. */
  paidPercent: decimalString.nullable(),
  opinion: z.string().nullable(),
  returnReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  submittedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedByName: z.string().nullable(),
});
export type FollowAuditPay = z.infer<typeof followAuditPaySchema>;

export const followAuditPayGet = endpoint({
  method: 'GET',
  path: '/b/followAudit/pay/{periodId}',
  summary:
    "A period's 支付审批表 (and, once approved, its 支付证书): approved this period and cumulative, payable = approved × ratio − 预付款扣回 − 质保金, previously paid, payable this period",
  access: { permission: 'followaudit:view' },
  params: z.object({ periodId: idSchema }),
  data: followAuditPaySchema,
});

export const followAuditPaySave = endpoint({
  method: 'POST',
  path: '/b/followAudit/pay',
  summary:
    "Set a draft or returned period's 本期支付 (empty: the computed payable) and 审核意见; refused when the cumulative payment would pass the cumulative approved × ratio",
  access: { permission: 'followaudit:edit' },
  body: z.object({
    periodId: idSchema,
    payAmount: followAuditMoney('本期支付金额').nullish(),
    opinion: optionalText(1000),
  }),
  data: followAuditPaySchema,
});

export const followAuditPaySubmit = endpoint({
  method: 'POST',
  path: '/b/followAudit/pay/submit',
  summary:
    'Submit a draft or returned pay approval (the payment cap and the over-quantity reasons are checked again); the period can no longer be edited',
  access: { permission: 'followaudit:edit' },
  body: z.object({ periodId: idSchema }),
  data: followAuditPaySchema,
});

export const followAuditPayApprove = endpoint({
  method: 'POST',
  path: '/b/followAudit/pay/approve',
  summary:
    'Approve (已审批: the figures are kept and the period is locked) or return (已退回, with the reason) a submitted pay approval',
  access: { permission: 'followaudit:approve' },
  body: z
    .object({
      periodId: idSchema,
      approved: z.boolean(),
      reason: optionalText(500),
    })
    .refine((value) => value.approved || Boolean(value.reason), {
      path: ['reason'],
      error: '请填写退回原因',
    }),
  data: followAuditPaySchema,
});
