import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalString } from './cost';
import { contractSchema } from './finance';
import { idSchema, optionalText } from './paging';

// 资金录入对比 (/comparison-fund/entry-funds, spec 001 §2) and contracts made from an approved
// 请价 (issue 10). The comparison sets what finance entered by hand (receipts of contracts) against
// the bank statement's income rows that need claiming, per account and period; the server computes
// every line and total in SQL numeric. Money as decimal strings with two places.

/** "YYYY-MM-DD" */
const compareDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式须为 yyyy-MM-dd' });

/**
 * matched: a bank row whose receipts add up to its income, all on its date;
 * amountDiff: a bank row with receipts that do not add up to its income;
 * dateDiff: amounts agree but a receipt is dated on another day than the bank row;
 * entryOnly: a receipt entered by hand without a bank row;
 * bankOnly: an income row that needs claiming and has no receipt.
 */
export const fundCompareKindSchema = z.enum([
  'matched',
  'amountDiff',
  'dateDiff',
  'entryOnly',
  'bankOnly',
]);
export type FundCompareKind = z.infer<typeof fundCompareKindSchema>;

export const fundCompareLineSchema = z.object({
  /** The bank row's id (bank lines), else the receipt's id (entryOnly). */
  key: z.string(),
  kind: fundCompareKindSchema,
  bankDetailId: z.string().nullable(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNo: z.string().nullable(),
  /** "YYYY-MM-DD" of the bank row. */
  bankDate: z.string().nullable(),
  bankAmount: decimalString.nullable(),
  otherSideName: z.string().nullable(),
  summary: z.string().nullable(),
  /** The receipts of the line (one for entryOnly). */
  receiptIds: z.array(z.string()),
  entryCount: z.number().int(),
  entryAmount: decimalString.nullable(),
  /** Earliest and latest receipt date. */
  entryDateFrom: z.string().nullable(),
  entryDateTo: z.string().nullable(),
  /** Contract codes of the receipts, comma separated. */
  contractCodes: z.string().nullable(),
  customerNames: z.string().nullable(),
  /** bankAmount − entryAmount (a missing side counts 0). */
  difference: decimalString,
  /** The largest number of days between a receipt and its bank row (0 when none). */
  dateDiffDays: z.number().int(),
});
export type FundCompareLine = z.infer<typeof fundCompareLineSchema>;

const kindTotal = z.object({
  count: z.number().int(),
  bankAmount: decimalString,
  entryAmount: decimalString,
});

export const fundCompareQuery = endpoint({
  method: 'POST',
  path: '/b/finance/comparisonFund/entryFunds',
  summary:
    '资金录入对比 of a period (and account): bank income rows needing a claim against the receipts entered for them or by hand — matched, amount or date differences, entries without a bank row, bank rows without an entry — with totals per kind and both sides',
  access: { permission: 'finance:bank:view' },
  body: z
    .object({
      accountId: idSchema.optional(),
      dateFrom: compareDate,
      dateTo: compareDate,
      kind: fundCompareKindSchema.optional(),
    })
    .refine((body) => body.dateFrom <= body.dateTo, {
      error: '结束日期不能早于开始日期',
      path: ['dateTo'],
    }),
  data: z.object({
    lines: z.array(fundCompareLineSchema),
    byKind: z.object({
      matched: kindTotal,
      amountDiff: kindTotal,
      dateDiff: kindTotal,
      entryOnly: kindTotal,
      bankOnly: kindTotal,
    }),
    totals: z.object({
      /** Σ income of the bank rows compared. */
      bankAmount: decimalString,
      /** Σ receipts compared (on those rows and entered by hand in the period). */
      entryAmount: decimalString,
      /** bankAmount − entryAmount */
      difference: decimalString,
    }),
  }),
});

export const fundCompareMatch = endpoint({
  method: 'POST',
  path: '/b/finance/comparisonFund/match',
  summary:
    'Match a receipt entered by hand to an income bank row that needs claiming: the row must have at least the amount left to claim',
  access: { permission: 'finance:bank:claim' },
  body: z.object({ receiptId: idSchema, bankDetailId: idSchema }),
  data: z.object({
    receiptId: z.string(),
    bankDetailId: z.string(),
    needClaimTotal: decimalString,
  }),
});

export const fundCompareUnmatch = endpoint({
  method: 'POST',
  path: '/b/finance/comparisonFund/unmatch',
  summary:
    'Unmatch a receipt from its bank row: the receipt stays as a hand entry, its amount returns to the row',
  access: { permission: 'finance:bank:claim' },
  body: z.object({ receiptId: idSchema }),
  data: z.object({
    receiptId: z.string(),
    bankDetailId: z.string(),
    needClaimTotal: decimalString,
  }),
});

// ── 请价 → contract ─────────────────────────────────────────────────────────────────────────

export const contractFromPriceRequest = endpoint({
  method: 'POST',
  path: '/b/finance/contract/fromPriceRequest',
  summary:
    'Sign a contract at an approved price request: customer, business type, department and the agreed fee come from the request, which is then used up',
  access: { permission: 'finance:contract:edit' },
  body: z.object({
    priceRequestId: idSchema,
    /** Empty: HT + yyyy + a 4-digit sequence. */
    code: optionalText(40),
    /** Empty: the request's project name. */
    name: optionalText(200),
    signedDate: compareDate,
    leaderUserId: idSchema.nullish().transform((value) => value ?? null),
    region: optionalText(50),
  }),
  data: contractSchema.extend({
    priceRequestId: z.string(),
    priceRequestCode: z.string(),
  }),
});
