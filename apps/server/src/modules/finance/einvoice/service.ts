import { randomUUID } from 'node:crypto';
import {
  type Einvoice,
  type EinvoiceParams,
  type einvoiceQueryList,
  type einvoiceSave,
  checkEinvoiceNumber,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { containing, createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  contracts,
  eInvoiceVerifications,
  eInvoices,
  fileItems,
  invoiceApplications,
  invoices,
} from '../../../db/schema';
import type { HandlerInput } from '../../../http/endpoint';
import {
  businessFailure,
  recordNotFound,
  unknownReference,
  validationFailure,
} from '../../../http/failure';
import { formatDateTime } from '../../../i18n';

type ListBody = HandlerInput<typeof einvoiceQueryList>['body'];
type SaveBody = HandlerInput<typeof einvoiceSave>['body'];

/**
 * The register as one relation: the e-invoices registered or imported here, and the invoices
 * issued through 开票申请 (read from the invoicing tables, never copied: one source of truth).
 * An issued invoice's seller is the company itself, its buyer the application's; its net and
 * tax are split from the amount including tax as 开票申请 splits them (rounded half away from 0).
 */
const register = sql`(
  select e.id, e.source, e.direction, e.invoice_code, e.invoice_number, e.invoice_key,
    e.invoice_type, e.issue_date::text as issue_date, e.seller_name, e.seller_tax_no,
    e.buyer_name, e.buyer_tax_no, e.amount, e.tax_amount, e.total, e.contract_id,
    e.reimbursement_no, null::text as application_code, e.file_id, e.verify_status,
    e.verified_date::text as verified_date, v.verified_by_name, v.verified_at, v.note as verify_note,
    coalesce(v.failed_checks, '[]'::jsonb) as failed_checks, e.memo,
    e.created_at, e.created_by, e.updated_at, e.updated_by
  from ${eInvoices} e
  left join lateral (
    select ev.verified_by_name, ev.verified_at, ev.note,
      (select coalesce(jsonb_agg(c->>'check'), '[]'::jsonb) from jsonb_array_elements(ev.checks) c
        where (c->>'ok')::boolean = false) as failed_checks
    from ${eInvoiceVerifications} ev
    where ev.invoice_id = e.id and e.verify_status <> 'unverified'
    order by ev.verified_at desc, ev.id desc limit 1
  ) v on true
  union all
  select i.id, 'invoicing', 'out', null, i.invoice_no, i.invoice_no,
    case when i.kind = 'special' then 'special' else 'normal' end, i.issued_date::text,
    co.name, null, coalesce(a.buyer_name, cu.name, ''), a.buyer_tax_no,
    round(i.amount / (1 + i.tax_rate), 2), i.amount - round(i.amount / (1 + i.tax_rate), 2),
    i.amount, i.contract_id, null, a.code, null, 'verified', i.issued_date::text, null, null,
    null, '[]'::jsonb, null,
    i.created_at, i.created_by, i.updated_at, i.updated_by
  from ${invoices} i
  join companies co on co.id = i.company_id
  left join ${invoiceApplications} a on a.invoice_id = i.id or a.red_invoice_id = i.id
  left join ${contracts} c on c.id = i.contract_id
  left join customers cu on cu.id = c.customer_id
)`;

interface RegisterRow extends Record<string, unknown> {
  id: string;
  source: Einvoice['source'];
  direction: Einvoice['direction'];
  invoice_code: string | null;
  invoice_number: string;
  invoice_type: Einvoice['invoiceType'];
  issue_date: string;
  seller_name: string;
  seller_tax_no: string | null;
  buyer_name: string;
  buyer_tax_no: string | null;
  amount: string;
  tax_amount: string;
  total: string;
  contract_id: string | null;
  contract_code: string | null;
  contract_name: string | null;
  reimbursement_no: string | null;
  application_code: string | null;
  file_id: string | null;
  file_name: string | null;
  verify_status: Einvoice['verifyStatus'];
  verified_date: string | null;
  verified_by_name: string | null;
  verified_at: Date | string | null;
  verify_note: string | null;
  failed_checks: string[] | string;
  memo: string | null;
  created_at: Date | string;
  created_by: string | null;
  updated_at: Date | string;
  updated_by: string | null;
}

/** A numeric as text with exactly two decimals (numeric(18,2) already has them). */
function fixed2(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

export const stamp = (value: Date | string) =>
  formatDateTime(value instanceof Date ? value : new Date(value));

function toEinvoice(row: RegisterRow): Einvoice {
  return {
    id: row.id,
    source: row.source,
    direction: row.direction,
    invoiceCode: row.invoice_code,
    invoiceNumber: row.invoice_number,
    invoiceType: row.invoice_type,
    issueDate: row.issue_date,
    sellerName: row.seller_name,
    sellerTaxNo: row.seller_tax_no,
    buyerName: row.buyer_name,
    buyerTaxNo: row.buyer_tax_no,
    amount: fixed2(row.amount),
    taxAmount: fixed2(row.tax_amount),
    total: fixed2(row.total),
    contractId: row.contract_id,
    contractCode: row.contract_code,
    contractName: row.contract_name,
    reimbursementNo: row.reimbursement_no,
    applicationCode: row.application_code,
    fileId: row.file_id,
    fileName: row.file_name,
    verifyStatus: row.verify_status,
    verifiedDate: row.verified_date,
    verifiedByName: row.verified_by_name,
    verifiedAt: row.verified_at ? stamp(row.verified_at) : null,
    verifyNote: row.verify_note,
    failedChecks:
      typeof row.failed_checks === 'string'
        ? (JSON.parse(row.failed_checks) as string[])
        : row.failed_checks,
    memo: row.memo,
    createdAt: stamp(row.created_at),
    createdBy: row.created_by,
    updatedAt: stamp(row.updated_at),
    updatedBy: row.updated_by,
  };
}

function registerFilters(params: EinvoiceParams): SQL {
  const filters: SQL[] = [sql`true`];
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      sql`(r.invoice_key ilike ${pattern} or r.invoice_number ilike ${pattern} or r.seller_name ilike ${pattern} or r.buyer_name ilike ${pattern} or r.reimbursement_no ilike ${pattern} or c.code ilike ${pattern} or c.name ilike ${pattern} or r.application_code ilike ${pattern})`,
    );
  }
  if (params.direction) filters.push(sql`r.direction = ${params.direction}`);
  if (params.source) filters.push(sql`r.source = ${params.source}`);
  if (params.verifyStatus) filters.push(sql`r.verify_status = ${params.verifyStatus}`);
  if (params.contractId) filters.push(sql`r.contract_id = ${params.contractId}`);
  if (params.dateFrom) filters.push(sql`r.issue_date >= ${params.dateFrom}`);
  if (params.dateTo) filters.push(sql`r.issue_date <= ${params.dateTo}`);
  return sql.join(filters, sql` and `);
}

const fromRegister = sql`from ${register} r
  left join ${contracts} c on c.id = r.contract_id
  left join ${fileItems} f on f.id = r.file_id`;

const selectColumns = sql`r.id, r.source, r.direction, r.invoice_code, r.invoice_number,
  r.invoice_type, r.issue_date, r.seller_name, r.seller_tax_no, r.buyer_name, r.buyer_tax_no,
  r.amount::text as amount, r.tax_amount::text as tax_amount, r.total::text as total,
  r.contract_id, r.reimbursement_no, r.application_code, r.file_id, r.verify_status,
  r.verified_date, r.verified_by_name, r.verified_at, r.verify_note, r.failed_checks, r.memo, r.created_at, r.created_by, r.updated_at, r.updated_by,
  c.code as contract_code, c.name as contract_name, f.file_name`;

/** The rows of a raw query (PGlite and node-postgres both answer { rows }). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function registerRows(db: Db, where: SQL, tail: SQL = sql``): Promise<RegisterRow[]> {
  return rowsOf<RegisterRow>(
    await db.execute(sql`select ${selectColumns} ${fromRegister} where ${where} ${tail}`),
  );
}

export async function listEinvoices(db: Db, body: ListBody) {
  const where = registerFilters(body.params ?? {});
  const [rows, totals] = await Promise.all([
    registerRows(
      db,
      where,
      sql`order by r.issue_date desc, r.invoice_key desc limit ${body.pageSize} offset ${(body.pageNo - 1) * body.pageSize}`,
    ),
    db.execute(
      sql`select count(*)::int as total, coalesce(sum(r.amount), 0)::numeric(20,2)::text as amount,
        coalesce(sum(r.tax_amount), 0)::numeric(20,2)::text as tax_amount,
        coalesce(sum(r.total), 0)::numeric(20,2)::text as sum_total ${fromRegister} where ${where}`,
    ),
  ]);
  const sums = rowsOf<{ total: number; amount: string; tax_amount: string; sum_total: string }>(
    totals,
  )[0]!;
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: Number(sums.total),
    data: rows.map(toEinvoice),
    totals: { amount: sums.amount, taxAmount: sums.tax_amount, total: sums.sum_total },
  };
}

export async function findEinvoice(db: Db, id: string): Promise<Einvoice> {
  const [row] = await registerRows(db, sql`r.id = ${id}`);
  if (!row) throw recordNotFound();
  return toEinvoice(row);
}

/** Where a number was registered before: an e-invoice here, or an invoice issued in 开票申请. */
export interface EarlierEntry {
  kind: 'register' | 'issued';
  id: string;
  invoiceNo: string;
  date: string;
  who: string;
  reference: string;
}

/**
 * The earlier entries of these numbers (keys; an issued invoice is matched by its number alone),
 * by key. `exceptId` leaves out the e-invoice being changed.
 */
export async function earlierEntries(
  db: Db,
  keys: readonly string[],
  exceptId?: string,
): Promise<Map<string, EarlierEntry>> {
  const found = new Map<string, EarlierEntry>();
  if (keys.length === 0) return found;
  const registered = rowsOf<{
    id: string;
    invoice_key: string;
    created_at: Date | string;
    who: string | null;
    reimbursement_no: string | null;
    contract_code: string | null;
  }>(
    await db.execute(sql`select e.id, e.invoice_key, e.created_at, coalesce(u.name, e.created_by) as who,
        e.reimbursement_no, c.code as contract_code
      from ${eInvoices} e
      left join users u on u.id = e.created_by
      left join ${contracts} c on c.id = e.contract_id
      where e.invoice_key in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}) ${exceptId ? sql`and e.id <> ${exceptId}` : sql``}`),
  );
  for (const row of registered)
    found.set(row.invoice_key, {
      kind: 'register',
      id: row.id,
      invoiceNo: row.invoice_key,
      date: stamp(row.created_at).slice(0, 10),
      who: row.who ?? '',
      reference: row.reimbursement_no ?? row.contract_code ?? '—',
    });
  const issued = await db
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      issuedDate: invoices.issuedDate,
      code: invoiceApplications.code,
    })
    .from(invoices)
    .leftJoin(
      invoiceApplications,
      or(
        eq(invoiceApplications.invoiceId, invoices.id),
        eq(invoiceApplications.redInvoiceId, invoices.id),
      ),
    )
    .where(inArray(invoices.invoiceNo, [...keys]));
  for (const row of issued)
    if (!found.has(row.invoiceNo))
      found.set(row.invoiceNo, {
        kind: 'issued',
        id: row.id,
        invoiceNo: row.invoiceNo,
        date: row.issuedDate,
        who: '',
        reference: row.code ?? '—',
      });
  return found;
}

/** The refusal of a number registered before, naming the earlier entry. */
export function duplicateFailure(entry: EarlierEntry) {
  return entry.kind === 'issued'
    ? businessFailure('einvoice.duplicateIssued', {
        invoiceNo: entry.invoiceNo,
        date: entry.date,
        code: entry.reference,
      })
    : businessFailure('einvoice.duplicate', {
        invoiceNo: entry.invoiceNo,
        date: entry.date,
        who: entry.who,
        reference: entry.reference,
      });
}

async function checkReferences(db: Db, contractId: string | null, fileId: string | null) {
  if (contractId) {
    const [contract] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.id, contractId));
    if (!contract) throw unknownReference('contractId');
  }
  if (fileId) {
    // Only a file the company uploaded, looked up by id (never a path the client names).
    const [file] = await db
      .select({ id: fileItems.id, suffix: fileItems.suffix })
      .from(fileItems)
      .where(eq(fileItems.id, fileId));
    if (!file) throw unknownReference('fileId');
    if (!EINVOICE_FILE_SUFFIXES.has(file.suffix.toLowerCase()))
      throw businessFailure('einvoice.fileType', { suffix: file.suffix });
  }
}

/** What a 查验 looks at: changing one of them makes the invoice 未查验 again. */
const CHECKED_FIELDS = [
  'direction',
  'invoiceKey',
  'invoiceType',
  'issueDate',
  'sellerName',
  'sellerTaxNo',
  'buyerName',
  'buyerTaxNo',
  'amount',
  'taxAmount',
  'total',
] as const;
const MONEY_FIELDS = new Set<string>(['amount', 'taxAmount', 'total']);

/** The forms an e-invoice comes in. */
export const EINVOICE_FILE_SUFFIXES = new Set(['pdf', 'ofd', 'xml']);

export async function saveEinvoice(db: Db, actor: Actor, now: Date, body: SaveBody) {
  const number = checkEinvoiceNumber(body.invoiceCode, body.invoiceNumber);
  if (!number.ok) throw validationFailure('invoiceNumber', number.message);
  await checkReferences(db, body.contractId, body.fileId);
  if (body.id) {
    const [own] = await db
      .select({ id: eInvoices.id })
      .from(eInvoices)
      .where(eq(eInvoices.id, body.id));
    if (!own) {
      const [issued] = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.id, body.id));
      if (issued) throw businessFailure('einvoice.issuedReadOnly');
      throw recordNotFound();
    }
  }
  const earlier = (await earlierEntries(db, [number.key], body.id)).get(number.key);
  if (earlier) throw duplicateFailure(earlier);
  const values = {
    direction: body.direction,
    numberKind: number.numberKind,
    invoiceCode: number.code,
    invoiceNumber: number.number,
    invoiceKey: number.key,
    invoiceType: body.invoiceType,
    issueDate: body.issueDate,
    sellerName: body.sellerName,
    sellerTaxNo: body.sellerTaxNo,
    buyerName: body.buyerName,
    buyerTaxNo: body.buyerTaxNo,
    amount: body.amount,
    taxAmount: body.taxAmount,
    total: body.total,
    contractId: body.contractId,
    reimbursementNo: body.reimbursementNo,
    fileId: body.fileId,
    memo: body.memo,
  };
  if (body.id) {
    const [before] = await db.select().from(eInvoices).where(eq(eInvoices.id, body.id));
    // A change of what 查验 looked at (number, date, parties, amounts) undoes the 查验.
    const checked = (row: Record<string, unknown>) =>
      JSON.stringify(
        CHECKED_FIELDS.map((field) =>
          MONEY_FIELDS.has(field)
            ? new Decimal(String(row[field])).toFixed(2)
            : (row[field] ?? null),
        ),
      );
    const reset =
      before && checked(before) !== checked(values)
        ? { verifyStatus: 'unverified', verifiedDate: null }
        : {};
    await db
      .update(eInvoices)
      .set({ ...values, ...reset, ...updatedStamp(actor, now) })
      .where(eq(eInvoices.id, body.id));
    return findEinvoice(db, body.id);
  }
  const id = randomUUID();
  await db.insert(eInvoices).values({
    id,
    companyId: actor.companyId,
    source: 'manual',
    ...values,
    ...createdStamp(actor, now),
  });
  return findEinvoice(db, id);
}

export async function requireOwn(db: Db, id: string) {
  const [own] = await db.select({ id: eInvoices.id }).from(eInvoices).where(eq(eInvoices.id, id));
  if (own) return;
  const [issued] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id));
  if (issued) throw businessFailure('einvoice.issuedReadOnly');
  throw recordNotFound();
}

export async function deleteEinvoice(db: Db, id: string) {
  await requireOwn(db, id);
  await db.delete(eInvoices).where(eq(eInvoices.id, id));
  return null;
}
