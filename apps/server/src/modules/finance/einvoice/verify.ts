import { randomUUID } from 'node:crypto';
import {
  type EinvoiceCheckResult,
  type EinvoiceVerification,
  type einvoiceVerify,
  type einvoiceVerifyBatch,
  checkEinvoiceNumber,
  einvoiceTotalMatches,
  isValidUscc,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  eInvoiceVerifications,
  eInvoices,
  invoiceApplications,
  invoices,
  users,
} from '../../../db/schema';
import type { HandlerInput } from '../../../http/endpoint';
import { recordNotFound } from '../../../http/failure';
import { dayOf } from '../invoicing/shared';
import { earlierEntries, findEinvoice, requireOwn, stamp } from './service';

// 电子发票 查验 without a live tax platform: the server checks what it can from the invoice itself
// and the company's own records; the clerk adds the tax platform's result when they have one.
// Each 查验 is kept (who, when, the checks, the note); the latest gives the invoice's status.

type VerifyBody = HandlerInput<typeof einvoiceVerify>['body'];
type VerifyBatchBody = HandlerInput<typeof einvoiceVerifyBatch>['body'];

/** The VAT rates an invoice line may carry (0 免税/零税率, 1 %, 3 % 小规模, 5 %, 6 %, 9 %, 13 %). */
export const VAT_RATES = ['0', '0.01', '0.03', '0.05', '0.06', '0.09', '0.13'] as const;
/** The tax may differ from 金额 × rate by rounding over the lines: at most 1.27 (税额容差). */
export const TAX_TOLERANCE = '1.27';

export interface CheckedInvoice {
  direction: 'in' | 'out';
  invoiceCode: string | null;
  invoiceNumber: string;
  invoiceType: 'special' | 'normal';
  issueDate: string;
  sellerTaxNo: string | null;
  buyerTaxNo: string | null;
  amount: string;
  taxAmount: string;
  total: string;
}

/** The rate whose 金额 × rate is nearest the tax, if within the tolerance. */
export function matchingVatRate(amount: string, taxAmount: string): string | null {
  const net = new Decimal(amount).abs();
  const tax = new Decimal(taxAmount).abs();
  let best: { rate: string; gap: Decimal } | null = null;
  for (const rate of VAT_RATES) {
    const gap = net.times(rate).minus(tax).abs();
    if (gap.lte(TAX_TOLERANCE) && (!best || gap.lt(best.gap))) best = { rate, gap };
  }
  return best ? `${new Decimal(best.rate).times(100).toString()}%` : null;
}

/** The checks that need only the invoice itself (pure; `today` as YYYY-MM-DD). */
export function invoiceChecks(invoice: CheckedInvoice, today: string): EinvoiceCheckResult[] {
  const number = checkEinvoiceNumber(invoice.invoiceCode, invoice.invoiceNumber);
  const seller = invoice.sellerTaxNo;
  const buyer = invoice.buyerTaxNo;
  const rate = matchingVatRate(invoice.amount, invoice.taxAmount);
  const total = einvoiceTotalMatches(invoice.amount, invoice.taxAmount, invoice.total);
  return [
    { check: 'number', ok: number.ok, detail: number.ok ? number.numberKind : null },
    { check: 'sellerTaxNo', ok: Boolean(seller && isValidUscc(seller)), detail: seller },
    {
      check: 'buyerTaxNo',
      ok: buyer ? isValidUscc(buyer) : invoice.invoiceType !== 'special',
      detail: buyer,
    },
    {
      check: 'amounts',
      ok: total,
      detail: total
        ? null
        : new Decimal(invoice.amount).plus(invoice.taxAmount).minus(invoice.total).toFixed(2),
    },
    { check: 'taxRate', ok: rate !== null, detail: rate },
    { check: 'issueDate', ok: invoice.issueDate <= today, detail: invoice.issueDate },
  ];
}

/** The checks against the company's records: the number once, and 销项 from a 开票申请. */
async function recordChecks(
  db: Db,
  id: string,
  invoice: CheckedInvoice & { invoiceKey: string; buyerName: string; contractId: string | null },
): Promise<EinvoiceCheckResult[]> {
  const earlier = (await earlierEntries(db, [invoice.invoiceKey], id)).get(invoice.invoiceKey);
  const checks: EinvoiceCheckResult[] = [
    {
      check: 'duplicate',
      ok: !earlier,
      detail: earlier ? `${earlier.reference} ${earlier.date}`.trim() : null,
    },
  ];
  if (invoice.direction === 'out') {
    const buyer = invoice.buyerTaxNo
      ? or(
          eq(invoiceApplications.buyerTaxNo, invoice.buyerTaxNo),
          eq(invoiceApplications.buyerName, invoice.buyerName),
        )
      : eq(invoiceApplications.buyerName, invoice.buyerName);
    const [application] = await db
      .select({ code: invoiceApplications.code })
      .from(invoiceApplications)
      .where(
        and(
          inArray(invoiceApplications.status, ['submitted', 'issued']),
          eq(invoiceApplications.amount, invoice.total),
          buyer,
          invoice.contractId ? eq(invoiceApplications.contractId, invoice.contractId) : sql`true`,
        ),
      )
      .orderBy(desc(invoiceApplications.appliedDate))
      .limit(1);
    checks.push({
      check: 'application',
      ok: Boolean(application),
      detail: application?.code ?? null,
    });
  }
  return checks;
}

/**
 * Runs the checks on each invoice and records a 查验: 已查验 when all pass (and the clerk's platform
 * result, if given, is consistent), else 查验异常. Returns each invoice's outcome.
 */
export async function recordVerifications(
  db: Db,
  actor: Actor,
  now: Date,
  ids: readonly string[],
  options: { note?: string | null; platform?: 'verified' | 'failed'; verifiedDate?: string },
) {
  const [who] = await db.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
  const today = dayOf(now);
  const rows = ids.length
    ? await db
        .select()
        .from(eInvoices)
        .where(inArray(eInvoices.id, [...ids]))
    : [];
  const results = [];
  for (const row of rows) {
    const invoice = {
      direction: row.direction as 'in' | 'out',
      invoiceCode: row.invoiceCode,
      invoiceNumber: row.invoiceNumber,
      invoiceKey: row.invoiceKey,
      invoiceType: row.invoiceType as 'special' | 'normal',
      issueDate: row.issueDate,
      sellerTaxNo: row.sellerTaxNo,
      buyerTaxNo: row.buyerTaxNo,
      buyerName: row.buyerName,
      amount: row.amount,
      taxAmount: row.taxAmount,
      total: row.total,
      contractId: row.contractId,
    };
    const checks = [...invoiceChecks(invoice, today), ...(await recordChecks(db, row.id, invoice))];
    if (options.platform)
      checks.push({ check: 'platform', ok: options.platform === 'verified', detail: null });
    const verifyStatus: 'verified' | 'failed' = checks.every((check) => check.ok)
      ? 'verified'
      : 'failed';
    await db.insert(eInvoiceVerifications).values({
      id: randomUUID(),
      companyId: actor.companyId,
      invoiceId: row.id,
      status: verifyStatus,
      checks,
      note: options.note ?? null,
      verifiedAt: now,
      verifiedBy: actor.userId,
      verifiedByName: who?.name ?? actor.userId,
    });
    await db
      .update(eInvoices)
      .set({
        verifyStatus,
        verifiedDate: options.verifiedDate ?? today,
        ...updatedStamp(actor, now),
      })
      .where(eq(eInvoices.id, row.id));
    results.push({
      id: row.id,
      invoiceNumber: row.invoiceKey,
      verifyStatus,
      failedChecks: checks.filter((check) => !check.ok).map((check) => check.check),
    });
  }
  return results;
}
export async function verifyEinvoice(db: Db, actor: Actor, now: Date, body: VerifyBody) {
  await requireOwn(db, body.id);
  if (body.verifyStatus === 'unverified') {
    await db
      .update(eInvoices)
      .set({ verifyStatus: 'unverified', verifiedDate: null, ...updatedStamp(actor, now) })
      .where(eq(eInvoices.id, body.id));
    return findEinvoice(db, body.id);
  }
  await recordVerifications(db, actor, now, [body.id], {
    note: body.note,
    platform: body.verifyStatus,
    verifiedDate: body.verifiedDate,
  });
  return findEinvoice(db, body.id);
}

/** Batch 查验: each registered or imported invoice checked and recorded; issued ones skipped. */
export async function verifyEinvoiceBatch(db: Db, actor: Actor, now: Date, body: VerifyBatchBody) {
  const ids = [...new Set(body.ids)];
  const own = await db
    .select({ id: eInvoices.id })
    .from(eInvoices)
    .where(inArray(eInvoices.id, ids));
  const ownIds = new Set(own.map((row) => row.id));
  const issued = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  const unknown = ids.filter((id) => !ownIds.has(id) && !issued.some((row) => row.id === id));
  // An id the company does not have (another company's, or none at all): as if absent.
  if (unknown.length > 0) throw recordNotFound();
  const results = await recordVerifications(db, actor, now, [...ownIds], { note: body.note });
  return {
    verified: results.filter((row) => row.verifyStatus === 'verified').length,
    failed: results.filter((row) => row.verifyStatus === 'failed').length,
    skipped: ids.length - ownIds.size,
    results,
  };
}

export async function listVerifications(db: Db, id: string): Promise<EinvoiceVerification[]> {
  await requireOwn(db, id);
  const rows = await db
    .select()
    .from(eInvoiceVerifications)
    .where(eq(eInvoiceVerifications.invoiceId, id))
    .orderBy(desc(eInvoiceVerifications.verifiedAt), desc(eInvoiceVerifications.id));
  return rows.map((row) => ({
    id: row.id,
    verifyStatus: row.status as EinvoiceVerification['verifyStatus'],
    checks: row.checks as EinvoiceCheckResult[],
    note: row.note,
    verifiedAt: stamp(row.verifiedAt),
    verifiedByName: row.verifiedByName,
  }));
}
