import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalInput, decimalString } from './cost';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';
import { progressIdSchema } from './progress';

// The finance area (issue 10, spec 001 §2–§9, DOMAIN.md §4): bank accounts, bank-statement
// import (getBankTemplate, importExcel), the bank-funds list, subscription (认领) and claims,
// corrections, the day count and the capital position (资金状况表), plus the read-only contract
// and customer lists the claim dialog picks from. Money travels as decimal strings with two
// places ("12345.60"); bank times as "YYYY-MM-DD HH:mm:ss" (the portal shows YYYY/MM/DD).

/** "YYYY-MM-DD" */
const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式须为 yyyy-MM-dd' });

/** A positive amount of money (up to 2 decimals) the user typed; commas allowed. */
const positiveMoney = (label: string) =>
  decimalInput(label).pipe(
    z
      .string()
      .regex(/^\d{1,15}(\.\d{1,2})?$/, { error: '金额须大于0且最多两位小数' })
      .refine((value) => Number(value) > 0, { error: '金额须大于0且最多两位小数' }),
  );

// ── Bank accounts ───────────────────────────────────────────────────────────────────────────

export const bankAccountSchema = z
  .object({
    id: z.string(),
    /** 开户单位 */
    accountUnit: z.string(),
    accountName: z.string(),
    accountNo: z.string(),
    bankName: z.string(),
    currency: z.string(),
    openingBalance: decimalString,
    openingDate: z.string().nullable(),
    departmentId: z.string().nullable(),
    departmentName: z.string().nullable(),
    enabled: z.boolean(),
    sort: z.number().int(),
    /** Statement rows stored for the account. */
    rowCount: z.number().int(),
    /** The balance after the account's last stored row (else the opening balance). */
    balance: decimalString,
    /** Time of the last stored row ("YYYY-MM-DD HH:mm:ss"), null without rows. */
    lastDateTime: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountQueryList = endpoint({
  method: 'POST',
  path: '/b/finance/bankAccount/queryList',
  summary: 'Bank accounts of the company, paged, by name/number/bank (keyword) and enabled',
  access: { permission: 'finance:bank:view' },
  body: pageRequest(
    z.object({
      keyword: plainText(64).optional(),
      enabled: z.boolean().optional(),
    }),
  ),
  data: pageOf(bankAccountSchema),
});

export const bankAccountSaveSchema = z.object({
  id: idSchema.optional(),
  accountUnit: plainText(100).pipe(z.string().min(1, { error: '请输入开户单位' })),
  accountName: plainText(100).pipe(z.string().min(1, { error: '请输入账户名称' })),
  accountNo: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[0-9A-Za-z-]{4,40}$/, { error: '银行账号为4到40位数字或字母' })),
  bankName: plainText(100).default(''),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, { error: '币种为三位大写字母' })
    .default('CNY'),
  openingBalance: decimalInput('期初余额').default('0'),
  openingDate: dateString.nullish().transform((value) => value ?? null),
  departmentId: idSchema.nullish().transform((value) => value ?? null),
  enabled: z.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type BankAccountSave = z.input<typeof bankAccountSaveSchema>;

export const bankAccountSave = endpoint({
  method: 'POST',
  path: '/b/finance/bankAccount',
  summary:
    'Add (no id) or update a bank account; the account number is unique in the company; the opening balance cannot change once rows exist',
  access: { permission: 'finance:bank:account' },
  body: bankAccountSaveSchema,
  data: bankAccountSchema,
});

export const bankAccountDelete = endpoint({
  method: 'DELETE',
  path: '/b/finance/bankAccount/{id}',
  summary: 'Delete a bank account; refused while it has statement rows',
  access: { permission: 'finance:bank:account' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

// ── Statement import ────────────────────────────────────────────────────────────────────────

/** The bank-row fields a statement column can fill (the statement engine's StatementField). */
export const statementFieldSchema = z.enum([
  'dateTime',
  /** A separate time-of-day column (交易时间 next to 交易日期). */
  'time',
  'income',
  'pay',
  'amount',
  'direction',
  'balance',
  'otherSideName',
  'otherSideAccount',
  'otherSideUnit',
  'summary',
  'matter',
  'memo',
  'serialNo',
]);
export type StatementField = z.infer<typeof statementFieldSchema>;

const columnIndex = z.coerce.number().int().min(0).max(255);

/** Which account the rows go to and, optionally, which column holds each field. */
export const bankAccountImportConfigSchema = z.object({
  accountId: idSchema,
  /** 0-based column per field; a field left out is found by its header aliases. */
  columns: z.partialRecord(statementFieldSchema, columnIndex).default({}),
});

/** Where the table sits: the sheet (0-based) and the header row (1-based Excel row). */
export const excelSheetVoSchema = z.object({
  sheet: z.coerce.number().int().min(0).max(100).optional(),
  headerRow: z.coerce.number().int().min(1).max(100).optional(),
});

export const bankImportBodySchema = z.object({
  bankAccountImportConfig: bankAccountImportConfigSchema,
  excelSheetVo: excelSheetVoSchema.default({}),
  /** The uploaded statement's attachment id (one; see /b/file/upload). */
  fileItems: z.array(idSchema).length(1, { error: '请选择一个对账单文件' }),
  /** Pushes the call's progress to the caller's message socket (contract/progress.ts). */
  progressId: progressIdSchema,
});
export type BankImportBody = z.input<typeof bankImportBodySchema>;

/** One problem of a statement: Excel row (0 for the whole file), field, message. */
export const bankImportIssueSchema = z.object({
  rowNumber: z.number().int(),
  /** A StatementField or `row` (the whole row, e.g. a balance break). */
  field: z.string(),
  message: z.string(),
});
export type BankImportIssue = z.infer<typeof bankImportIssueSchema>;

/** A statement line as mapped, for the preview table. */
export const bankImportLineSchema = z.object({
  rowNumber: z.number().int(),
  dateTime: z.string(),
  income: decimalString,
  pay: decimalString,
  balance: decimalString.nullable(),
  otherSideName: z.string().nullable(),
  otherSideAccount: z.string().nullable(),
  otherSideUnit: z.string().nullable(),
  summary: z.string().nullable(),
  matter: z.string().nullable(),
  memo: z.string().nullable(),
  serialNo: z.string().nullable(),
  /** Already stored, or repeated earlier in the file: skipped on import. */
  duplicate: z.boolean(),
});
export type BankImportLine = z.infer<typeof bankImportLineSchema>;

export const bankImportPreviewSchema = z.object({
  fileName: z.string(),
  sheet: z.number().int(),
  sheetNames: z.array(z.string()),
  headerRow: z.number().int(),
  headers: z.array(z.string()),
  /** The column (0-based) each field was read from, null when none. */
  columns: z.record(z.string(), z.number().int().nullable()),
  /** What the metadata rows above the header say (账号, 账户名称, 币种). */
  meta: z.object({
    accountNo: z.string().nullable(),
    accountName: z.string().nullable(),
    currency: z.string().nullable(),
  }),
  /** The metadata's account number differs from the chosen account's. */
  accountMismatch: z.boolean(),
  rowCount: z.number().int(),
  duplicateCount: z.number().int(),
  /** Rows that would be added. */
  freshCount: z.number().int(),
  /** The stored balance the first new line continues from (null: none known). */
  previousBalance: decimalString.nullable(),
  /** Row problems and balance breaks; the import refuses the file while any remain. */
  issues: z.array(bankImportIssueSchema),
  /** The first mapped lines (up to 50), duplicates flagged. */
  lines: z.array(bankImportLineSchema),
});
export type BankImportPreview = z.infer<typeof bankImportPreviewSchema>;

export const bankImportResultSchema = z.object({
  /** The import batch; null when nothing was added (or on failure). */
  batchId: z.string().nullable(),
  rowCount: z.number().int(),
  addedCount: z.number().int(),
  duplicateCount: z.number().int(),
  /** Empty on success; on failure (success false) every bad row. */
  issues: z.array(bankImportIssueSchema),
});
export type BankImportResult = z.infer<typeof bankImportResultSchema>;

export const bankTemplateDownload = endpoint({
  method: 'GET',
  path: '/b/finance/bankDetailExcel/getBankTemplate',
  summary: 'The bank statement import template (xlsx, the bank row fields, dates YYYY/MM/DD)',
  access: { permission: 'finance:bank:import' },
  data: z.null(),
  response: 'binary',
});

export const bankImportPreview = endpoint({
  method: 'POST',
  path: '/b/finance/bankDetailExcel/previewExcel',
  summary:
    'Read an uploaded statement without saving: detected header row, headers, column mapping, first rows, row issues, duplicates and balance breaks',
  access: { permission: 'finance:bank:import' },
  body: bankImportBodySchema,
  data: bankImportPreviewSchema,
});

export const bankImportExcel = endpoint({
  method: 'POST',
  path: '/b/finance/bankDetailExcel/importExcel',
  summary:
    'Import an uploaded statement into an account, all or nothing: duplicates are skipped; any row issue or balance break saves nothing and fails with every bad row as data',
  access: { permission: 'finance:bank:import' },
  body: bankImportBodySchema,
  data: bankImportResultSchema,
});

// ── Bank rows ───────────────────────────────────────────────────────────────────────────────

/** The spec's bank statement row (spec 001 §3). */
export const bankDetailSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  accountUnit: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  /** "YYYY-MM-DD HH:mm:ss" */
  dateTime: z.string(),
  income: decimalString,
  pay: decimalString,
  balance: decimalString.nullable(),
  otherSideUnit: z.string().nullable(),
  otherSideName: z.string().nullable(),
  otherSideAccount: z.string().nullable(),
  matter: z.string().nullable(),
  summary: z.string().nullable(),
  memo: z.string().nullable(),
  serialNo: z.string().nullable(),
  isNeedClaim: z.boolean(),
  claimTotal: decimalString,
  needClaimTotal: decimalString,
  isCorrect: z.boolean(),
  correctedBy: z.string().nullable(),
  correctedByName: z.string().nullable(),
  correctedAt: z.string().nullable(),
  isChangeAccount: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type BankDetail = z.infer<typeof bankDetailSchema>;

export const bankDetailParamsSchema = z.object({
  accountId: idSchema.optional(),
  dateFrom: dateString.optional(),
  dateTo: dateString.optional(),
  /** in: income rows; out: pay rows. */
  direction: z.enum(['in', 'out']).optional(),
  /** Counterparty, summary, matter or memo contains. */
  keyword: plainText(100).optional(),
  isNeedClaim: z.boolean().optional(),
  isCorrect: z.boolean().optional(),
});
export type BankDetailParams = z.infer<typeof bankDetailParamsSchema>;

const moneyTotals = z.object({ income: decimalString, pay: decimalString });

export const bankDetailQueryList = endpoint({
  method: 'POST',
  path: '/b/finance/bankDetail/queryList',
  summary:
    'Bank rows (银行资金), newest first, paged and filtered, with the totals in and out of the whole filtered list and of the page',
  access: { permission: 'finance:bank:view' },
  body: pageRequest(bankDetailParamsSchema),
  data: pageOf(bankDetailSchema).extend({ totals: moneyTotals, pageTotals: moneyTotals }),
});

export const bankDetailGet = endpoint({
  method: 'GET',
  path: '/b/finance/bankDetail/{id}',
  summary: 'One bank row',
  access: { permission: 'finance:bank:view' },
  params: z.object({ id: idSchema }),
  data: bankDetailSchema,
});

export const bankDetailCorrect = endpoint({
  method: 'POST',
  path: '/b/finance/bankDetail/correct',
  summary:
    'Mark a bank row corrected (or not) and edit its summary, matter and memo; who and when are stamped',
  access: { permission: 'finance:bank:correct' },
  body: z.object({
    id: idSchema,
    isCorrect: z.boolean(),
    summary: optionalText(200).optional(),
    matter: optionalText(200).optional(),
    memo: optionalText(500).optional(),
  }),
  data: bankDetailSchema,
});

export const bankDetailSetNeedClaim = endpoint({
  method: 'POST',
  path: '/b/finance/bankDetail/setNeedClaim',
  summary:
    'Whether an income row needs claiming (false e.g. for an internal transfer, isChangeAccount); refused while claims exist',
  access: { permission: 'finance:bank:claim' },
  body: z.object({
    id: idSchema,
    isNeedClaim: z.boolean(),
    isChangeAccount: z.boolean().optional(),
  }),
  data: bankDetailSchema,
});

// ── Subscription (认领) and claims ──────────────────────────────────────────────────────────

export const bankSubscriptionQueryList = endpoint({
  method: 'POST',
  path: '/b/finance/bankSubscription/queryList',
  summary:
    'Income rows still to claim (资金认领: needClaimTotal > 0; all: also fully claimed ones), newest first',
  access: { permission: 'finance:bank:view' },
  body: pageRequest(
    bankDetailParamsSchema
      .pick({ accountId: true, dateFrom: true, dateTo: true, keyword: true })
      .extend({ all: z.boolean().optional() }),
  ),
  data: pageOf(bankDetailSchema).extend({
    /** Σ needClaimTotal of the filtered list. */
    needClaimTotal: decimalString,
  }),
});

/** A claim of a bank row to a contract: the receipt (回款) it made. */
export const bankClaimSchema = z.object({
  receiptId: z.string(),
  bankDetailId: z.string().nullable(),
  contractId: z.string(),
  contractCode: z.string(),
  contractName: z.string(),
  customerName: z.string().nullable(),
  amount: decimalString,
  receivedDate: z.string(),
  memo: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type BankClaim = z.infer<typeof bankClaimSchema>;

export const bankClaimList = endpoint({
  method: 'GET',
  path: '/b/finance/bankSubscription/claims/{id}',
  summary: 'The claims (receipts) made from a bank row',
  access: { permission: 'finance:bank:view' },
  params: z.object({ id: idSchema }),
  data: z.array(bankClaimSchema),
});

export const bankClaim = endpoint({
  method: 'POST',
  path: '/b/finance/bankSubscription/claim',
  summary:
    'Claim part or all of an income row to a contract: makes a receipt; the amount cannot exceed what is left to claim',
  access: { permission: 'finance:bank:claim' },
  body: z.object({
    bankDetailId: idSchema,
    contractId: idSchema,
    amount: positiveMoney('认领金额'),
    memo: optionalText(200),
  }),
  data: z.object({ claim: bankClaimSchema, detail: bankDetailSchema }),
});

export const bankUnclaim = endpoint({
  method: 'POST',
  path: '/b/finance/bankSubscription/unclaim',
  summary: 'Undo a claim: deletes its receipt and gives the amount back to the bank row',
  access: { permission: 'finance:bank:claim' },
  body: z.object({ receiptId: idSchema }),
  data: bankDetailSchema,
});

// ── Day count and capital position ──────────────────────────────────────────────────────────

const periodSchema = z.object({
  accountId: idSchema.optional(),
  dateFrom: dateString,
  dateTo: dateString,
});

export const bankDayCountRowSchema = z.object({
  date: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  count: z.number().int(),
  income: decimalString,
  pay: decimalString,
  /** The balance after the day's last row. */
  closingBalance: decimalString.nullable(),
});
export type BankDayCountRow = z.infer<typeof bankDayCountRowSchema>;

export const bankDayCount = endpoint({
  method: 'POST',
  path: '/b/finance/bankDetail/dayCount',
  summary: 'Per day and account (资金日报): rows, in, out and closing balance, newest day first',
  access: { permission: 'finance:bank:view' },
  body: periodSchema,
  data: z.object({
    rows: z.array(bankDayCountRowSchema),
    totals: z.object({ count: z.number().int(), income: decimalString, pay: decimalString }),
  }),
});

export const capitalPositionRowSchema = z.object({
  accountId: z.string(),
  accountUnit: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  bankName: z.string(),
  opening: decimalString,
  income: decimalString,
  pay: decimalString,
  closing: decimalString,
});
export type CapitalPositionRow = z.infer<typeof capitalPositionRowSchema>;

export const capitalPosition = endpoint({
  method: 'POST',
  path: '/b/finance/capitalPosition',
  summary:
    'The capital position (资金状况表) of a period, per account: opening, in, out, closing (exact yuan), with totals',
  access: { permission: 'finance:bank:view' },
  body: periodSchema,
  data: z.object({
    rows: z.array(capitalPositionRowSchema),
    totals: capitalPositionRowSchema.pick({
      opening: true,
      income: true,
      pay: true,
      closing: true,
    }),
  }),
});

// ── Customers and contracts (read-only this slice) ──────────────────────────────────────────

export const customerKindSchema = z.enum(['government', 'developer', 'contractor', 'other']);

export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: customerKindSchema,
  region: z.string().nullable(),
  isKey: z.boolean(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  contractCount: z.number().int(),
});
export type FinanceCustomer = z.infer<typeof customerSchema>;

export const customerQueryList = endpoint({
  method: 'POST',
  path: '/b/finance/customer/queryList',
  summary: 'Customers, paged, by name/contact (keyword), kind and key customers, by name',
  access: { permission: 'finance:contract:view' },
  body: pageRequest(
    z.object({
      keyword: plainText(64).optional(),
      kind: customerKindSchema.optional(),
      isKey: z.boolean().optional(),
    }),
  ),
  data: pageOf(customerSchema),
});

/** 预算编制 / 招标控制价 / 结算审核 / 全过程造价咨询 / 其他咨询 */
export const businessTypeSchema = z.enum([
  'budget',
  'control',
  'settlement',
  'whole_process',
  'consulting',
]);
export type BusinessType = z.infer<typeof businessTypeSchema>;

export const contractStatusSchema = z.enum(['signed', 'executing', 'finished', 'terminated']);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const contractSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  businessType: businessTypeSchema,
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  leaderUserId: z.string().nullable(),
  leaderName: z.string().nullable(),
  signedDate: z.string(),
  /** Including VAT. */
  amount: decimalString,
  vatRate: decimalString,
  status: contractStatusSchema,
  region: z.string().nullable(),
  costProjectId: z.string().nullable(),
  /** Σ receipts (incl. VAT). */
  receivedTotal: decimalString,
  /** Σ issued invoices (incl. tax). */
  invoicedTotal: decimalString,
});
export type FinanceContract = z.infer<typeof contractSchema>;

export const contractQueryList = endpoint({
  method: 'POST',
  path: '/b/finance/contract/queryList',
  summary:
    'Contracts, newest signed first, paged, by code/name/customer (keyword), customer, business type, status, department and signing period',
  access: { permission: 'finance:contract:view' },
  body: pageRequest(
    z.object({
      keyword: plainText(100).optional(),
      customerId: idSchema.optional(),
      businessType: businessTypeSchema.optional(),
      status: contractStatusSchema.optional(),
      departmentId: idSchema.optional(),
      signedFrom: dateString.optional(),
      signedTo: dateString.optional(),
    }),
  ),
  data: pageOf(contractSchema),
});

export const contractMemberSchema = z.object({
  userId: z.string(),
  userName: z.string().nullable(),
  role: z.enum(['lead', 'preparer', 'checker', 'reviewer', 'approver']),
  stage: z.enum(['tender', 'construction', 'settlement']).nullable(),
  weight: decimalString,
});

export const contractInvoiceSchema = z.object({
  id: z.string(),
  invoiceNo: z.string(),
  kind: z.enum(['special', 'normal', 'electronic']),
  amount: decimalString,
  taxRate: decimalString,
  issuedDate: z.string(),
  status: z.string(),
});

export const contractGet = endpoint({
  method: 'GET',
  path: '/b/finance/contract/{id}',
  summary: 'A contract with its members, receipts (claims), invoices and the 请价 it was made from',
  access: { permission: 'finance:contract:view' },
  params: z.object({ id: idSchema }),
  data: contractSchema.extend({
    /** amount − receivedTotal */
    outstanding: decimalString,
    members: z.array(contractMemberSchema),
    receipts: z.array(bankClaimSchema),
    invoices: z.array(contractInvoiceSchema),
    /** The approved 请价 the contract was made from (null: signed without one). */
    priceRequest: z
      .object({
        id: z.string(),
        code: z.string(),
        projectName: z.string(),
        guidanceFee: decimalString,
        proposedFee: decimalString,
        /** 下浮率, a fraction. */
        discountRate: decimalString,
        approvedByName: z.string().nullable(),
        approvedAt: z.string().nullable(),
      })
      .nullable(),
  }),
});
