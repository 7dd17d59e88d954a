import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalInput, decimalString } from './cost';
import { businessTypeSchema } from './finance';
import { isValidUscc } from './invoicingMath';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

export * from './invoicingMath';

// Invoicing, loans and price requests (issue 10): 开票申请 (/single-invoice/list) with the tax
// split, issue, return and red-letter voiding; 超额开票 (/over-invoicing/list); 借款申请
// (/loan-application/list) with partial repayments; 请价 (/please-price/list) with the guidance fee
// of a 差额定率累进 table. Money travels as decimal strings with two places, rates as fractions
// ("0.06"), dates as "YYYY-MM-DD".

const invoicingDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式须为 yyyy-MM-dd' });

/** A positive amount (up to 2 decimals, commas allowed). */
const invoicingMoney = (label: string) =>
  decimalInput(label).pipe(
    z
      .string()
      .regex(/^\d{1,13}(\.\d{1,2})?$/, { error: '金额须大于0且最多两位小数' })
      .refine((value) => Number(value) > 0, { error: '金额须大于0且最多两位小数' }),
  );

const moneyTotalsOf = <K extends string>(keys: readonly K[]) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, decimalString])) as Record<K, typeof decimalString>,
  );

// ── 开票申请 ────────────────────────────────────────────────────────────────────────────────

/** special: 增值税专用发票; normal: 增值税普通发票; electronic: 电子发票（普通） */
export const invoiceKindSchema = z.enum(['special', 'normal', 'electronic']);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

/** draft 草稿 → submitted 已提交 → issued 已开票 (→ voided 作废, red-letter) or returned 已退回. */
export const invoiceApplyStatusSchema = z.enum([
  'draft',
  'submitted',
  'issued',
  'returned',
  'voided',
]);
export type InvoiceApplyStatus = z.infer<typeof invoiceApplyStatusSchema>;

export const invoiceApplySchema = z
  .object({
    id: z.string(),
    code: z.string(),
    contractId: z.string(),
    contractCode: z.string(),
    contractName: z.string(),
    customerName: z.string().nullable(),
    kind: invoiceKindSchema,
    buyerName: z.string(),
    buyerTaxNo: z.string().nullable(),
    buyerAddressPhone: z.string().nullable(),
    buyerBankAccount: z.string().nullable(),
    /** Including tax. */
    amount: decimalString,
    taxRate: decimalString,
    taxAmount: decimalString,
    netAmount: decimalString,
    content: z.string(),
    memo: z.string().nullable(),
    overInvoicing: z.boolean(),
    overReason: z.string().nullable(),
    status: invoiceApplyStatusSchema,
    applicantId: z.string().nullable(),
    applicantName: z.string().nullable(),
    appliedDate: z.string(),
    invoiceNo: z.string().nullable(),
    issuedDate: z.string().nullable(),
    returnReason: z.string().nullable(),
    redInvoiceNo: z.string().nullable(),
    redDate: z.string().nullable(),
    voidReason: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type InvoiceApply = z.infer<typeof invoiceApplySchema>;

export const invoiceApplyParamsSchema = z.object({
  /** Code, contract code/name, buyer or invoice number contains. */
  keyword: plainText(100).optional(),
  status: invoiceApplyStatusSchema.optional(),
  kind: invoiceKindSchema.optional(),
  contractId: idSchema.optional(),
  overInvoicing: z.boolean().optional(),
  dateFrom: invoicingDate.optional(),
  dateTo: invoicingDate.optional(),
});
export type InvoiceApplyParams = z.infer<typeof invoiceApplyParamsSchema>;

const invoiceTotals = moneyTotalsOf(['amount', 'taxAmount', 'netAmount'] as const);

export const invoiceApplyQueryList = endpoint({
  method: 'POST',
  path: '/b/finance/invoiceApply/queryList',
  summary:
    '开票申请, newest first, paged, by keyword, status, kind, contract, over-invoicing flag and application period, with the totals of the filtered list',
  access: { permission: 'finance:invoice:view' },
  body: pageRequest(invoiceApplyParamsSchema),
  data: pageOf(invoiceApplySchema).extend({ totals: invoiceTotals }),
});

/** What the contract stands at, for the application form. */
export const invoiceContractPositionSchema = z.object({
  contractAmount: decimalString,
  /** Σ issued invoices (red-letter ones negative). */
  invoicedTotal: decimalString,
  receivedTotal: decimalString,
  /** Σ applications submitted and not yet issued. */
  pendingTotal: decimalString,
  /** contractAmount − invoicedTotal − pendingTotal */
  available: decimalString,
});
export type InvoiceContractPosition = z.infer<typeof invoiceContractPositionSchema>;

export const invoiceApplyGet = endpoint({
  method: 'GET',
  path: '/b/finance/invoiceApply/{id}',
  summary: 'One 开票申请 with its contract position',
  access: { permission: 'finance:invoice:view' },
  params: z.object({ id: idSchema }),
  data: invoiceApplySchema.extend({ position: invoiceContractPositionSchema }),
});

export const invoiceContractPosition = endpoint({
  method: 'GET',
  path: '/b/finance/invoiceApply/position/{contractId}',
  summary:
    "A contract's invoicing position (amount, invoiced, received, pending, available) and the buyer's billing data of its last application",
  access: { permission: 'finance:invoice:view' },
  params: z.object({ contractId: idSchema }),
  data: invoiceContractPositionSchema.extend({
    customerName: z.string().nullable(),
    lastBilling: z
      .object({
        buyerName: z.string(),
        buyerTaxNo: z.string().nullable(),
        buyerAddressPhone: z.string().nullable(),
        buyerBankAccount: z.string().nullable(),
      })
      .nullable(),
  }),
});

const usccSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || isValidUscc(value), {
    error: '纳税人识别号（统一社会信用代码）不正确，请核对校验位',
  })
  .nullish()
  .transform((value) => (value ? value : null));

export const invoiceApplySaveSchema = z
  .object({
    id: idSchema.optional(),
    contractId: idSchema,
    kind: invoiceKindSchema,
    buyerName: plainText(100).pipe(z.string().min(1, { error: '请输入购买方名称' })),
    buyerTaxNo: usccSchema,
    buyerAddressPhone: optionalText(200),
    buyerBankAccount: optionalText(200),
    amount: invoicingMoney('开票金额'),
    taxRate: decimalInput('税率')
      .pipe(z.string().regex(/^0(\.\d{1,4})?$/, { error: '税率须在0到1之间，最多四位小数' }))
      .default('0.06'),
    /** 开票内容; empty: 咨询服务费 (the server's default). */
    content: optionalText(100),
    memo: optionalText(500),
    overInvoicing: z.boolean().default(false),
    overReason: optionalText(500),
    appliedDate: invoicingDate.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'special') {
      if (!value.buyerTaxNo)
        ctx.addIssue({
          code: 'custom',
          path: ['buyerTaxNo'],
          message: '增值税专用发票须填写纳税人识别号',
        });
      if (!value.buyerAddressPhone)
        ctx.addIssue({
          code: 'custom',
          path: ['buyerAddressPhone'],
          message: '增值税专用发票须填写地址、电话',
        });
      if (!value.buyerBankAccount)
        ctx.addIssue({
          code: 'custom',
          path: ['buyerBankAccount'],
          message: '增值税专用发票须填写开户行及账号',
        });
    }
    if (value.overInvoicing && !value.overReason)
      ctx.addIssue({ code: 'custom', path: ['overReason'], message: '超额开票须填写原因' });
  });
export type InvoiceApplySave = z.input<typeof invoiceApplySaveSchema>;

export const invoiceApplySave = endpoint({
  method: 'POST',
  path: '/b/finance/invoiceApply',
  summary:
    'Add (no id) or change a draft or returned 开票申请; tax and net are computed exactly from the amount and rate',
  access: { permission: 'finance:invoice:edit' },
  body: invoiceApplySaveSchema,
  data: invoiceApplySchema,
});

export const invoiceApplySubmit = endpoint({
  method: 'POST',
  path: '/b/finance/invoiceApply/submit',
  summary:
    'Submit a draft or returned application; refused when it would take the contract past its amount unless flagged as over-invoicing',
  access: { permission: 'finance:invoice:edit' },
  body: z.object({ id: idSchema }),
  data: invoiceApplySchema,
});

export const invoiceApplyDelete = endpoint({
  method: 'DELETE',
  path: '/b/finance/invoiceApply/{id}',
  summary: 'Delete a draft or returned application',
  access: { permission: 'finance:invoice:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

const invoiceNoSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{8,20}$/, { error: '发票号码为8到20位数字或字母' });

export const invoiceApplyIssue = endpoint({
  method: 'POST',
  path: '/b/finance/invoiceApply/issue',
  summary:
    'Record a submitted application as invoiced (已开票) with its invoice number and date: creates the invoice; the contract limit is checked again',
  access: { permission: 'finance:invoice:issue' },
  body: z.object({ id: idSchema, invoiceNo: invoiceNoSchema, issuedDate: invoicingDate }),
  data: invoiceApplySchema,
});

export const invoiceApplyReturn = endpoint({
  method: 'POST',
  path: '/b/finance/invoiceApply/return',
  summary: 'Return a submitted application to the applicant with a reason (已退回)',
  access: { permission: 'finance:invoice:issue' },
  body: z.object({
    id: idSchema,
    reason: plainText(500).pipe(z.string().min(1, { error: '请填写退回原因' })),
  }),
  data: invoiceApplySchema,
});

export const invoiceApplyVoid = endpoint({
  method: 'POST',
  path: '/b/finance/invoiceApply/void',
  summary:
    'Void an issued invoice by a red-letter invoice (红冲): a negative invoice of the same amount is created and the application becomes 作废',
  access: { permission: 'finance:invoice:issue' },
  body: z.object({
    id: idSchema,
    redInvoiceNo: invoiceNoSchema,
    redDate: invoicingDate,
    reason: plainText(500).pipe(z.string().min(1, { error: '请填写红冲原因' })),
  }),
  data: invoiceApplySchema,
});

// ── 超额开票 ────────────────────────────────────────────────────────────────────────────────

export const overInvoicingRowSchema = z.object({
  contractId: z.string(),
  contractCode: z.string(),
  contractName: z.string(),
  customerName: z.string().nullable(),
  departmentName: z.string().nullable(),
  leaderName: z.string().nullable(),
  contractAmount: decimalString,
  invoicedTotal: decimalString,
  receivedTotal: decimalString,
  /** invoiced − received (basis received) or invoiced − contract amount (basis contract). */
  exceeded: decimalString,
  /** Days since the oldest invoice not yet covered by receipts (or past the contract amount). */
  daysOutstanding: z.number().int(),
  /** The date that count starts from. */
  since: z.string().nullable(),
});
export type OverInvoicingRow = z.infer<typeof overInvoicingRowSchema>;

export const overInvoicingQueryList = endpoint({
  method: 'POST',
  path: '/b/finance/overInvoicing/queryList',
  summary:
    'Contracts invoiced beyond what was received (basis received) or beyond their amount (basis contract), largest excess first, with totals',
  access: { permission: 'finance:invoice:view' },
  body: pageRequest(
    z.object({
      basis: z.enum(['received', 'contract']).default('received'),
      keyword: plainText(100).optional(),
      departmentId: idSchema.optional(),
    }),
  ),
  data: pageOf(overInvoicingRowSchema).extend({
    totals: moneyTotalsOf([
      'contractAmount',
      'invoicedTotal',
      'receivedTotal',
      'exceeded',
    ] as const),
  }),
});

// ── 借款申请 ────────────────────────────────────────────────────────────────────────────────

/** draft 草稿 → submitted 审批中 → approved 已批准 / rejected 已驳回 */
export const approvalStatusSchema = z.enum(['draft', 'submitted', 'approved', 'rejected']);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const loanSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    borrowerId: z.string(),
    borrowerName: z.string().nullable(),
    departmentId: z.string().nullable(),
    departmentName: z.string().nullable(),
    amount: decimalString,
    purpose: z.string(),
    loanDate: z.string(),
    expectedRepayDate: z.string(),
    status: approvalStatusSchema,
    repaidTotal: decimalString,
    /** amount − repaidTotal once approved, else 0. */
    outstanding: decimalString,
    /** Approved, something outstanding and the expected date passed. */
    overdue: z.boolean(),
    /** Days past the expected date (0 when not overdue). */
    overdueDays: z.number().int(),
    approvedBy: z.string().nullable(),
    approvedByName: z.string().nullable(),
    approvedAt: z.string().nullable(),
    opinion: z.string().nullable(),
    memo: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type Loan = z.infer<typeof loanSchema>;

export const loanRepaymentSchema = z.object({
  id: z.string(),
  loanId: z.string(),
  amount: decimalString,
  repaidDate: z.string(),
  memo: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type LoanRepayment = z.infer<typeof loanRepaymentSchema>;

export const loanQueryList = endpoint({
  method: 'POST',
  path: '/b/finance/loan/queryList',
  summary:
    '借款申请, newest first, paged, by keyword (code, borrower, purpose), status, borrower, department, overdue and outstanding, with totals',
  access: { permission: 'finance:loan:view' },
  body: pageRequest(
    z.object({
      keyword: plainText(100).optional(),
      status: approvalStatusSchema.optional(),
      borrowerId: idSchema.optional(),
      departmentId: idSchema.optional(),
      overdue: z.boolean().optional(),
      outstanding: z.boolean().optional(),
    }),
  ),
  data: pageOf(loanSchema).extend({
    totals: moneyTotalsOf(['amount', 'repaidTotal', 'outstanding'] as const),
  }),
});

export const loanGet = endpoint({
  method: 'GET',
  path: '/b/finance/loan/{id}',
  summary: 'One loan with its repayments',
  access: { permission: 'finance:loan:view' },
  params: z.object({ id: idSchema }),
  data: loanSchema.extend({ repayments: z.array(loanRepaymentSchema) }),
});

export const loanSaveSchema = z
  .object({
    id: idSchema.optional(),
    borrowerId: idSchema,
    departmentId: idSchema.nullish().transform((value) => value ?? null),
    amount: invoicingMoney('借款金额'),
    purpose: plainText(500).pipe(z.string().min(1, { error: '请填写借款用途' })),
    loanDate: invoicingDate,
    expectedRepayDate: invoicingDate,
    memo: optionalText(500),
  })
  .refine((value) => value.expectedRepayDate >= value.loanDate, {
    path: ['expectedRepayDate'],
    error: '预计还款日期不能早于借款日期',
  });
export type LoanSave = z.input<typeof loanSaveSchema>;

export const loanSave = endpoint({
  method: 'POST',
  path: '/b/finance/loan',
  summary: 'Add (no id) or change a draft or rejected loan application',
  access: { permission: 'finance:loan:edit' },
  body: loanSaveSchema,
  data: loanSchema,
});

export const loanSubmit = endpoint({
  method: 'POST',
  path: '/b/finance/loan/submit',
  summary: 'Submit a draft or rejected loan application for approval',
  access: { permission: 'finance:loan:edit' },
  body: z.object({ id: idSchema }),
  data: loanSchema,
});

export const loanDelete = endpoint({
  method: 'DELETE',
  path: '/b/finance/loan/{id}',
  summary: 'Delete a draft or rejected loan application',
  access: { permission: 'finance:loan:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

const approvalBody = z
  .object({ id: idSchema, approved: z.boolean(), opinion: optionalText(500) })
  .refine((value) => value.approved || value.opinion, {
    path: ['opinion'],
    error: '驳回须填写意见',
  });

export const loanApprove = endpoint({
  method: 'POST',
  path: '/b/finance/loan/approve',
  summary:
    'Approve or reject a submitted loan application with an opinion; nobody approves an application they created',
  access: { permission: 'finance:loan:approve' },
  body: approvalBody,
  data: loanSchema,
});

export const loanRepay = endpoint({
  method: 'POST',
  path: '/b/finance/loan/repay',
  summary:
    'Record a (partial) repayment of an approved loan; it cannot exceed what is outstanding (checked in one guarded update)',
  access: { permission: 'finance:loan:repay' },
  body: z.object({
    loanId: idSchema,
    amount: invoicingMoney('还款金额'),
    repaidDate: invoicingDate,
    memo: optionalText(200),
  }),
  data: loanSchema.extend({ repayments: z.array(loanRepaymentSchema) }),
});

// ── 请价 ────────────────────────────────────────────────────────────────────────────────────

/** investment: 投资额; construction: 建安费; submitted: 送审金额 */
export const priceBasisKindSchema = z.enum(['investment', 'construction', 'submitted']);
export type PriceBasisKind = z.infer<typeof priceBasisKindSchema>;

export const priceRateTierSchema = z.object({
  businessType: businessTypeSchema,
  seq: z.number().int(),
  upperLimit: decimalString.nullable(),
  rate: decimalString,
});
export type PriceRateTier = z.infer<typeof priceRateTierSchema>;

export const priceRateList = endpoint({
  method: 'GET',
  path: '/b/finance/priceRate/list',
  summary: 'The guidance-fee tiers (差额定率累进) of every business type',
  access: { permission: 'finance:price:view' },
  data: z.array(priceRateTierSchema),
});

export const tieredFeePartSchema = z.object({
  lower: decimalString,
  upper: decimalString.nullable(),
  rate: decimalString,
  base: decimalString,
  fee: decimalString,
});

export const priceRateCompute = endpoint({
  method: 'POST',
  path: '/b/finance/priceRate/compute',
  summary: 'The guidance fee of a basis amount for a business type, tier by tier',
  access: { permission: 'finance:price:view' },
  body: z.object({ businessType: businessTypeSchema, basisAmount: invoicingMoney('计费基数') }),
  data: z.object({ fee: decimalString, parts: z.array(tieredFeePartSchema) }),
});

export const priceRequestSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    customerId: z.string().nullable(),
    customerName: z.string(),
    projectName: z.string(),
    businessType: businessTypeSchema,
    basisKind: priceBasisKindSchema,
    basisAmount: decimalString,
    guidanceFee: decimalString,
    proposedFee: decimalString,
    /** (guidance − proposed) / guidance (下浮率), a fraction. */
    discountRate: decimalString,
    reason: z.string().nullable(),
    status: approvalStatusSchema,
    applicantId: z.string().nullable(),
    applicantName: z.string().nullable(),
    departmentId: z.string().nullable(),
    departmentName: z.string().nullable(),
    approvedBy: z.string().nullable(),
    approvedByName: z.string().nullable(),
    approvedAt: z.string().nullable(),
    opinion: z.string().nullable(),
    contractId: z.string().nullable(),
    contractCode: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type PriceRequest = z.infer<typeof priceRequestSchema>;

export const priceRequestQueryList = endpoint({
  method: 'POST',
  path: '/b/finance/pleasePrice/queryList',
  summary:
    '请价, newest first, paged, by keyword (code, customer, project), status, business type and usable (approved, no contract yet), with totals',
  access: { permission: 'finance:price:view' },
  body: pageRequest(
    z.object({
      keyword: plainText(100).optional(),
      status: approvalStatusSchema.optional(),
      businessType: businessTypeSchema.optional(),
      /** Approved and not yet used by a contract: what contract creation may pick. */
      usable: z.boolean().optional(),
    }),
  ),
  data: pageOf(priceRequestSchema).extend({
    totals: moneyTotalsOf(['basisAmount', 'guidanceFee', 'proposedFee'] as const),
  }),
});

export const priceRequestGet = endpoint({
  method: 'GET',
  path: '/b/finance/pleasePrice/{id}',
  summary: 'One price request with its guidance fee tier by tier',
  access: { permission: 'finance:price:view' },
  params: z.object({ id: idSchema }),
  data: priceRequestSchema.extend({ parts: z.array(tieredFeePartSchema) }),
});

export const priceRequestSaveSchema = z.object({
  id: idSchema.optional(),
  customerId: idSchema.nullish().transform((value) => value ?? null),
  customerName: plainText(100).pipe(z.string().min(1, { error: '请输入委托单位' })),
  projectName: plainText(200).pipe(z.string().min(1, { error: '请输入项目名称' })),
  businessType: businessTypeSchema,
  basisKind: priceBasisKindSchema,
  basisAmount: invoicingMoney('计费基数'),
  proposedFee: invoicingMoney('报价'),
  reason: optionalText(500),
  departmentId: idSchema.nullish().transform((value) => value ?? null),
});
export type PriceRequestSave = z.input<typeof priceRequestSaveSchema>;

export const priceRequestSave = endpoint({
  method: 'POST',
  path: '/b/finance/pleasePrice',
  summary:
    'Add (no id) or change a draft or rejected price request; the guidance fee and 下浮率 are computed by the server',
  access: { permission: 'finance:price:edit' },
  body: priceRequestSaveSchema,
  data: priceRequestSchema,
});

export const priceRequestSubmit = endpoint({
  method: 'POST',
  path: '/b/finance/pleasePrice/submit',
  summary: 'Submit a draft or rejected price request; a fee below the guidance fee needs a reason',
  access: { permission: 'finance:price:edit' },
  body: z.object({ id: idSchema }),
  data: priceRequestSchema,
});

export const priceRequestDelete = endpoint({
  method: 'DELETE',
  path: '/b/finance/pleasePrice/{id}',
  summary: 'Delete a draft or rejected price request',
  access: { permission: 'finance:price:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const priceRequestApprove = endpoint({
  method: 'POST',
  path: '/b/finance/pleasePrice/approve',
  summary:
    'Approve or reject a submitted price request with an opinion; nobody approves a request they created',
  access: { permission: 'finance:price:approve' },
  body: approvalBody,
  data: priceRequestSchema,
});
