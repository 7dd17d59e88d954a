import { z } from 'zod';
import { endpoint } from '../endpoint';
import { importRowErrorSchema } from './cost';
import { isValidUscc, moneyToCents } from './invoicingMath';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

// 电子发票 (/main-page/electronic-invoice, issue 10): the register of e-invoices received (进项)
// and issued (销项). Invoices issued through 开票申请 are listed from the invoicing tables
// (source "invoicing", read-only here); the others are registered by hand or imported from the
// tax platform's Excel export. An invoice number is registered once (防重复报销). Money travels
// as decimal strings with two places, dates as "YYYY-MM-DD".

const einvoiceDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式须为 yyyy-MM-dd' });

export const einvoiceDirectionSchema = z.enum(['in', 'out']);
export type EinvoiceDirection = z.infer<typeof einvoiceDirectionSchema>;

/** unverified 未查验, verified 已查验, failed 查验异常. */
export const einvoiceVerifySchema = z.enum(['unverified', 'verified', 'failed']);
export type EinvoiceVerify = z.infer<typeof einvoiceVerifySchema>;

/** manual 手工登记, import 导入, invoicing 开票申请 (issued through the invoicing pages). */
export const einvoiceSourceSchema = z.enum(['manual', 'import', 'invoicing']);
export type EinvoiceSource = z.infer<typeof einvoiceSourceSchema>;

export const einvoiceTypeSchema = z.enum(['special', 'normal']);
export type EinvoiceType = z.infer<typeof einvoiceTypeSchema>;

export type EinvoiceNumber =
  | { ok: true; numberKind: 'digital' | 'legacy'; code: string | null; number: string; key: string }
  | { ok: false; message: string };

/**
 * Checks an invoice number: a 数电票 (全电发票) has a 20-digit number and no code; an older
 * e-invoice has a 12-digit code (发票代码) and an 8-digit number (发票号码). The key is the
 * number as one text, what duplicates are told by.
 */
export function checkEinvoiceNumber(
  code: string | null | undefined,
  number: string,
): EinvoiceNumber {
  const cleanCode = (code ?? '').replace(/\s/g, '');
  const cleanNumber = number.replace(/\s/g, '');
  if (!cleanCode) {
    if (/^\d{20}$/.test(cleanNumber))
      return { ok: true, numberKind: 'digital', code: null, number: cleanNumber, key: cleanNumber };
    if (/^\d{8}$/.test(cleanNumber)) return { ok: false, message: '请填写12位发票代码' };
    return { ok: false, message: '发票号码须为20位数字（数电票）或8位数字（另填12位发票代码）' };
  }
  if (!/^\d{12}$/.test(cleanCode)) return { ok: false, message: '发票代码须为12位数字' };
  if (!/^\d{8}$/.test(cleanNumber))
    return { ok: false, message: '有发票代码时发票号码须为8位数字' };
  return {
    ok: true,
    numberKind: 'legacy',
    code: cleanCode,
    number: cleanNumber,
    key: `${cleanCode}${cleanNumber}`,
  };
}

/** total = amount + tax, exactly (cents). */
export function einvoiceTotalMatches(amount: string, taxAmount: string, total: string): boolean {
  try {
    return moneyToCents(amount) + moneyToCents(taxAmount) === moneyToCents(total);
  } catch {
    return false;
  }
}

export const einvoiceSchema = z
  .object({
    /** For source "invoicing" the invoice's id in the invoicing tables. */
    id: z.string(),
    source: einvoiceSourceSchema,
    direction: einvoiceDirectionSchema,
    invoiceCode: z.string().nullable(),
    invoiceNumber: z.string(),
    invoiceType: einvoiceTypeSchema,
    issueDate: z.string(),
    sellerName: z.string(),
    sellerTaxNo: z.string().nullable(),
    buyerName: z.string(),
    buyerTaxNo: z.string().nullable(),
    amount: z.string(),
    taxAmount: z.string(),
    total: z.string(),
    contractId: z.string().nullable(),
    contractCode: z.string().nullable(),
    contractName: z.string().nullable(),
    reimbursementNo: z.string().nullable(),
    /** The 开票申请 an invoice of source "invoicing" was issued from. */
    applicationCode: z.string().nullable(),
    fileId: z.string().nullable(),
    fileName: z.string().nullable(),
    verifyStatus: einvoiceVerifySchema,
    verifiedDate: z.string().nullable(),
    /** The latest 查验: who, when (yyyy-MM-dd HH:mm:ss) and the note (null before one). */
    verifiedByName: z.string().nullable(),
    verifiedAt: z.string().nullable(),
    verifyNote: z.string().nullable(),
    /** The checks the latest 查验 found failing (keys of einvoiceCheckSchema). */
    failedChecks: z.array(z.string()),
    memo: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type Einvoice = z.infer<typeof einvoiceSchema>;

export const einvoiceParamsSchema = z.object({
  /** Number, seller, buyer, reimbursement number or contract contains. */
  keyword: plainText(100).optional(),
  direction: einvoiceDirectionSchema.optional(),
  source: einvoiceSourceSchema.optional(),
  verifyStatus: einvoiceVerifySchema.optional(),
  contractId: idSchema.optional(),
  dateFrom: einvoiceDate.optional(),
  dateTo: einvoiceDate.optional(),
});
export type EinvoiceParams = z.infer<typeof einvoiceParamsSchema>;

export const einvoiceQueryList = endpoint({
  method: 'POST',
  path: '/b/finance/eInvoice/queryList',
  summary:
    'The e-invoice register (registered, imported and issued through 开票申请), newest first, paged, by keyword, direction, source, verification, contract and period, with the totals of the filtered list',
  access: { permission: 'einvoice:view' },
  body: pageRequest(einvoiceParamsSchema),
  data: pageOf(einvoiceSchema).extend({
    totals: z.object({ amount: z.string(), taxAmount: z.string(), total: z.string() }),
  }),
});

/** A signed amount with up to 2 decimals (red-letter invoices are negative). */
const einvoiceMoney = () =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().replace(/,/g, ''))
    .pipe(z.string().regex(/^-?\d{1,15}(\.\d{1,2})?$/, { error: '金额须为最多两位小数的数字' }));

const taxNoSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || isValidUscc(value), {
    error: '纳税人识别号（统一社会信用代码）不正确，请核对校验位',
  })
  .nullish()
  .transform((value) => (value ? value : null));

export const einvoiceSaveSchema = z
  .object({
    id: idSchema.optional(),
    direction: einvoiceDirectionSchema,
    invoiceCode: optionalText(12),
    invoiceNumber: plainText(20).pipe(z.string().min(1, { error: '请输入发票号码' })),
    invoiceType: einvoiceTypeSchema.default('normal'),
    issueDate: einvoiceDate,
    sellerName: plainText(100).pipe(z.string().min(1, { error: '请输入销售方名称' })),
    sellerTaxNo: taxNoSchema,
    buyerName: plainText(100).pipe(z.string().min(1, { error: '请输入购买方名称' })),
    buyerTaxNo: taxNoSchema,
    amount: einvoiceMoney(),
    taxAmount: einvoiceMoney(),
    total: einvoiceMoney(),
    contractId: idSchema.nullish().transform((value) => value ?? null),
    reimbursementNo: optionalText(50),
    fileId: idSchema.nullish().transform((value) => value ?? null),
    memo: optionalText(500),
  })
  .superRefine((value, ctx) => {
    const number = checkEinvoiceNumber(value.invoiceCode, value.invoiceNumber);
    if (!number.ok)
      ctx.addIssue({ code: 'custom', path: ['invoiceNumber'], message: number.message });
    if (!einvoiceTotalMatches(value.amount, value.taxAmount, value.total))
      ctx.addIssue({ code: 'custom', path: ['total'], message: '价税合计须等于金额加税额' });
  });
export type EinvoiceSave = z.input<typeof einvoiceSaveSchema>;

export const einvoiceSave = endpoint({
  method: 'POST',
  path: '/b/finance/eInvoice',
  summary:
    'Register (no id) or change an e-invoice; a number registered before (here or issued through 开票申请) is refused naming the earlier entry',
  access: { permission: 'einvoice:edit' },
  body: einvoiceSaveSchema,
  data: einvoiceSchema,
});

export const einvoiceDelete = endpoint({
  method: 'DELETE',
  path: '/b/finance/eInvoice/{id}',
  summary: 'Delete a registered or imported e-invoice (issued ones are voided in 开票申请)',
  access: { permission: 'einvoice:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

/**
 * What a 查验 checks. The server runs all but `platform` itself: number (数电票 20 digits or 代码 12
 * + 号码 8), sellerTaxNo / buyerTaxNo (统一社会信用代码 check character; the buyer's is required on a
 * 专票), amounts (金额 + 税额 = 价税合计), taxRate (税额 within ±1.27 of 金额 × a VAT rate),
 * issueDate (not after today), duplicate (the number registered once, here and in 开票申请),
 * application (销项: a 开票申请 of the same buyer and amount); platform is the clerk's result on
 * the tax platform, when given.
 */
export const einvoiceCheckSchema = z.enum([
  'number',
  'sellerTaxNo',
  'buyerTaxNo',
  'amounts',
  'taxRate',
  'issueDate',
  'duplicate',
  'application',
  'platform',
]);
export type EinvoiceCheck = z.infer<typeof einvoiceCheckSchema>;

export const einvoiceCheckResultSchema = z.object({
  check: einvoiceCheckSchema,
  ok: z.boolean(),
  /** Language-neutral particulars (the earlier entry, the matching 开票申请 code, the rate…). */
  detail: z.string().nullable(),
});
export type EinvoiceCheckResult = z.infer<typeof einvoiceCheckResultSchema>;

export const einvoiceVerifyNote = optionalText(500);

export const einvoiceVerify = endpoint({
  method: 'POST',
  path: '/b/finance/eInvoice/verify',
  summary:
    "查验 one e-invoice: the server's checks run and, with the clerk's result on the tax platform, give 已查验 or 查验异常 (any failing check; a platform mismatch needs a note); unverified resets it to 未查验",
  access: { permission: 'einvoice:edit' },
  body: z
    .object({
      id: idSchema,
      verifyStatus: einvoiceVerifySchema,
      verifiedDate: einvoiceDate.optional(),
      note: einvoiceVerifyNote,
    })
    .refine((value) => value.verifyStatus !== 'failed' || Boolean(value.note), {
      path: ['note'],
      error: '查验不符时请填写查验说明',
    }),
  data: einvoiceSchema,
});

export const einvoiceVerifyBatch = endpoint({
  method: 'POST',
  path: '/b/finance/eInvoice/verifyBatch',
  summary:
    "Batch 查验: runs the server's checks on each registered or imported e-invoice (issued ones are skipped) and records 已查验 or 查验异常 with who, when and the note",
  access: { permission: 'einvoice:edit' },
  body: z.object({
    ids: z.array(idSchema).min(1, { error: '请选择要查验的发票' }).max(500),
    note: einvoiceVerifyNote,
  }),
  data: z.object({
    verified: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
    results: z.array(
      z.object({
        id: z.string(),
        invoiceNumber: z.string(),
        verifyStatus: einvoiceVerifySchema,
        failedChecks: z.array(einvoiceCheckSchema),
      }),
    ),
  }),
});

export const einvoiceVerificationSchema = z.object({
  id: z.string(),
  verifyStatus: einvoiceVerifySchema,
  checks: z.array(einvoiceCheckResultSchema),
  note: z.string().nullable(),
  verifiedAt: z.string(),
  verifiedByName: z.string().nullable(),
});
export type EinvoiceVerification = z.infer<typeof einvoiceVerificationSchema>;

export const einvoiceVerifications = endpoint({
  method: 'GET',
  path: '/b/finance/eInvoice/{id}/verifications',
  summary: "An e-invoice's 查验 history, newest first, with each check's result",
  access: { permission: 'einvoice:view' },
  params: z.object({ id: idSchema }),
  data: z.array(einvoiceVerificationSchema),
});

export const einvoiceImport = endpoint({
  method: 'POST',
  path: '/b/finance/eInvoice/import',
  summary:
    "Import the tax platform's Excel export (发票代码, 发票号码/数电票号码, 开票日期, 销方/购方名称与识别号, 金额, 税额, 价税合计); all or nothing: any error or number registered before writes nothing and fails with the per-row report as data",
  access: { permission: 'einvoice:edit' },
  body: z.object({
    /** The direction of the sheet's rows (a 进销项 column overrides it). */
    direction: einvoiceDirectionSchema,
    fileItems: z.array(idSchema).length(1, { error: '请选择一个文件' }),
  }),
  data: z.object({ imported: z.number().int(), errors: z.array(importRowErrorSchema) }),
});
