import { randomUUID } from 'node:crypto';
import {
  splitTax,
  type InvoiceApply,
  type InvoiceApplyStatus,
  type invoiceApplyIssue,
  type invoiceApplyQueryList,
  type invoiceApplyReturn,
  type invoiceApplySave,
  type invoiceApplyVoid,
  type InvoiceKind,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  contracts,
  customers,
  eInvoices,
  invoiceApplications,
  invoices,
  receipts,
  users,
} from '../../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../../http/failure';
import type { HandlerInput } from '../../../http/endpoint';
import { sumMoney } from '../shared';
import { dayOf, nextCode } from './shared';

type ListBody = HandlerInput<typeof invoiceApplyQueryList>['body'];
type SaveBody = HandlerInput<typeof invoiceApplySave>['body'];
type IssueBody = HandlerInput<typeof invoiceApplyIssue>['body'];
type ReturnBody = HandlerInput<typeof invoiceApplyReturn>['body'];
type VoidBody = HandlerInput<typeof invoiceApplyVoid>['body'];

/** What an application invoices when the applicant leaves the content empty. */
export const DEFAULT_INVOICE_CONTENT = '咨询服务费';

const EDITABLE: InvoiceApplyStatus[] = ['draft', 'returned'];

const selectApplications = (db: Db) =>
  db
    .select({
      row: invoiceApplications,
      contractCode: contracts.code,
      contractName: contracts.name,
      customerName: customers.name,
      applicantName: users.name,
    })
    .from(invoiceApplications)
    .innerJoin(contracts, eq(contracts.id, invoiceApplications.contractId))
    .leftJoin(customers, eq(customers.id, contracts.customerId))
    .leftJoin(users, eq(users.id, invoiceApplications.applicantId));

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

function toApplication({ row, ...joined }: ApplicationRow): InvoiceApply {
  return {
    id: row.id,
    code: row.code,
    contractId: row.contractId,
    contractCode: joined.contractCode,
    contractName: joined.contractName,
    customerName: joined.customerName,
    kind: row.kind as InvoiceKind,
    buyerName: row.buyerName,
    buyerTaxNo: row.buyerTaxNo,
    buyerAddressPhone: row.buyerAddressPhone,
    buyerBankAccount: row.buyerBankAccount,
    amount: row.amount,
    taxRate: new Decimal(row.taxRate).toString(),
    taxAmount: row.taxAmount,
    netAmount: row.netAmount,
    content: row.content,
    memo: row.memo,
    overInvoicing: row.overInvoicing,
    overReason: row.overReason,
    status: row.status as InvoiceApplyStatus,
    applicantId: row.applicantId,
    applicantName: joined.applicantName,
    appliedDate: row.appliedDate,
    invoiceNo: row.invoiceNo,
    issuedDate: row.issuedDate,
    returnReason: row.returnReason,
    redInvoiceNo: row.redInvoiceNo,
    redDate: row.redDate,
    voidReason: row.voidReason,
    ...auditOf(row),
  };
}

function applicationFilters(params: NonNullable<ListBody['params']>): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = [];
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      or(
        ilike(invoiceApplications.code, pattern),
        ilike(invoiceApplications.buyerName, pattern),
        ilike(invoiceApplications.invoiceNo, pattern),
        ilike(contracts.code, pattern),
        ilike(contracts.name, pattern),
      ),
    );
  }
  if (params.status) filters.push(eq(invoiceApplications.status, params.status));
  if (params.kind) filters.push(eq(invoiceApplications.kind, params.kind));
  if (params.contractId) filters.push(eq(invoiceApplications.contractId, params.contractId));
  if (params.overInvoicing !== undefined)
    filters.push(eq(invoiceApplications.overInvoicing, params.overInvoicing));
  if (params.dateFrom) filters.push(sql`${invoiceApplications.appliedDate} >= ${params.dateFrom}`);
  if (params.dateTo) filters.push(sql`${invoiceApplications.appliedDate} <= ${params.dateTo}`);
  return filters;
}

export async function listApplications(db: Db, body: ListBody) {
  const where = and(...applicationFilters(body.params ?? {}));
  const [rows, [totals]] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(desc(invoiceApplications.appliedDate), desc(invoiceApplications.code))
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize),
    db
      .select({
        total: count(),
        amount: sumMoney(invoiceApplications.amount),
        taxAmount: sumMoney(invoiceApplications.taxAmount),
        netAmount: sumMoney(invoiceApplications.netAmount),
      })
      .from(invoiceApplications)
      .innerJoin(contracts, eq(contracts.id, invoiceApplications.contractId))
      .where(where),
  ]);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: totals?.total ?? 0,
    data: rows.map(toApplication),
    totals: {
      amount: totals?.amount ?? '0.00',
      taxAmount: totals?.taxAmount ?? '0.00',
      netAmount: totals?.netAmount ?? '0.00',
    },
  };
}

async function findApplication(db: Db, id: string): Promise<InvoiceApply> {
  const [row] = await selectApplications(db).where(eq(invoiceApplications.id, id));
  if (!row) throw recordNotFound();
  return toApplication(row);
}

/**
 * Where a contract stands: its amount, Σ issued invoices (red-letter ones negative), Σ receipts,
 * Σ submitted applications not yet issued, and what is left to invoice. `lock` takes the
 * contract's row lock first, so two issues on one contract are checked one after the other.
 */
export async function contractPosition(db: Db, contractId: string, lock = false) {
  if (lock) await db.execute(sql`select 1 from ${contracts} where id = ${contractId} for update`);
  const [contract] = await db
    .select({ id: contracts.id, amount: contracts.amount, customerName: customers.name })
    .from(contracts)
    .leftJoin(customers, eq(customers.id, contracts.customerId))
    .where(eq(contracts.id, contractId));
  if (!contract) throw unknownReference('contractId');
  const [[invoiced], [received], [pending]] = await Promise.all([
    db
      .select({ total: sumMoney(invoices.amount) })
      .from(invoices)
      .where(and(eq(invoices.contractId, contractId), sql`${invoices.status} <> 'voided'`)),
    db
      .select({ total: sumMoney(receipts.amount) })
      .from(receipts)
      .where(eq(receipts.contractId, contractId)),
    db
      .select({ total: sumMoney(invoiceApplications.amount) })
      .from(invoiceApplications)
      .where(
        and(
          eq(invoiceApplications.contractId, contractId),
          eq(invoiceApplications.status, 'submitted'),
        ),
      ),
  ]);
  const invoicedTotal = invoiced?.total ?? '0.00';
  const pendingTotal = pending?.total ?? '0.00';
  return {
    customerName: contract.customerName,
    contractAmount: contract.amount,
    invoicedTotal,
    receivedTotal: received?.total ?? '0.00',
    pendingTotal,
    available: new Decimal(contract.amount).minus(invoicedTotal).minus(pendingTotal).toFixed(2),
  };
}

export async function positionWithBilling(db: Db, contractId: string) {
  const [found] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!found) throw recordNotFound();
  const position = await contractPosition(db, contractId);
  const [last] = await db
    .select({
      buyerName: invoiceApplications.buyerName,
      buyerTaxNo: invoiceApplications.buyerTaxNo,
      buyerAddressPhone: invoiceApplications.buyerAddressPhone,
      buyerBankAccount: invoiceApplications.buyerBankAccount,
    })
    .from(invoiceApplications)
    .where(eq(invoiceApplications.contractId, contractId))
    .orderBy(desc(invoiceApplications.createdAt))
    .limit(1);
  return { ...position, lastBilling: last ?? null };
}

export async function getApplication(db: Db, id: string) {
  const application = await findApplication(db, id);
  const { customerName: _customer, ...position } = await contractPosition(
    db,
    application.contractId,
  );
  return { ...application, position };
}

export async function saveApplication(
  db: Db,
  actor: Actor,
  now: Date,
  body: SaveBody,
): Promise<InvoiceApply> {
  await contractPosition(db, body.contractId);
  const split = splitTax(body.amount, body.taxRate);
  const values = {
    contractId: body.contractId,
    kind: body.kind,
    buyerName: body.buyerName,
    buyerTaxNo: body.buyerTaxNo,
    buyerAddressPhone: body.buyerAddressPhone,
    buyerBankAccount: body.buyerBankAccount,
    amount: split.amount,
    taxRate: body.taxRate,
    taxAmount: split.taxAmount,
    netAmount: split.netAmount,
    content: body.content ?? DEFAULT_INVOICE_CONTENT,
    memo: body.memo,
    overInvoicing: body.overInvoicing,
    overReason: body.overInvoicing ? body.overReason : null,
    appliedDate: body.appliedDate ?? dayOf(now),
  };
  if (body.id) {
    const updated = await db
      .update(invoiceApplications)
      .set({ ...values, ...updatedStamp(actor, now) })
      .where(
        and(eq(invoiceApplications.id, body.id), inArray(invoiceApplications.status, EDITABLE)),
      )
      .returning({ id: invoiceApplications.id });
    if (updated.length === 0) {
      const current = await findApplication(db, body.id);
      throw businessFailure('invoicing.apply.notEditable', { code: current.code });
    }
    return findApplication(db, body.id);
  }
  const id = randomUUID();
  await db.insert(invoiceApplications).values({
    id,
    companyId: actor.companyId,
    code: await nextCode(db, invoiceApplications, invoiceApplications.code, 'KP', now),
    ...values,
    status: 'draft',
    applicantId: actor.userId,
    ...createdStamp(actor, now),
  });
  return findApplication(db, id);
}

/** Refuses an amount past what the contract has left, unless the application is flagged. */
function checkLimit(
  application: InvoiceApply,
  position: Awaited<ReturnType<typeof contractPosition>>,
) {
  if (application.overInvoicing) return;
  if (new Decimal(application.amount).greaterThan(position.available))
    throw businessFailure('invoicing.apply.exceedsContract', {
      amount: application.amount,
      available: position.available,
      contractAmount: position.contractAmount,
    });
}

/** Moves an application from one of `from` to `to` in one guarded update; else the failure. */
async function transition(
  db: Db,
  actor: Actor,
  now: Date,
  application: InvoiceApply,
  from: InvoiceApplyStatus[],
  set: Partial<typeof invoiceApplications.$inferInsert>,
): Promise<void> {
  const updated = await db
    .update(invoiceApplications)
    .set({ ...set, ...updatedStamp(actor, now) })
    .where(
      and(eq(invoiceApplications.id, application.id), inArray(invoiceApplications.status, from)),
    )
    .returning({ id: invoiceApplications.id });
  if (updated.length === 0)
    throw businessFailure('invoicing.apply.wrongStatus', { code: application.code });
}

export async function submitApplication(db: Db, actor: Actor, now: Date, id: string) {
  const application = await findApplication(db, id);
  if (!EDITABLE.includes(application.status))
    throw businessFailure('invoicing.apply.wrongStatus', { code: application.code });
  checkLimit(application, await contractPosition(db, application.contractId, true));
  await transition(db, actor, now, application, EDITABLE, {
    status: 'submitted',
    submittedAt: now,
    returnReason: null,
  });
  return findApplication(db, id);
}

export async function deleteApplication(db: Db, id: string): Promise<null> {
  const application = await findApplication(db, id);
  const deleted = await db
    .delete(invoiceApplications)
    .where(and(eq(invoiceApplications.id, id), inArray(invoiceApplications.status, EDITABLE)))
    .returning({ id: invoiceApplications.id });
  if (deleted.length === 0)
    throw businessFailure('invoicing.apply.notEditable', { code: application.code });
  return null;
}

/** A number already issued here or kept in the 电子发票 register (received or entered by hand). */
async function refuseTakenInvoiceNo(db: Db, invoiceNo: string) {
  const [taken] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.invoiceNo, invoiceNo))
    .limit(1);
  const [registered] = taken
    ? [taken]
    : await db
        .select({ id: eInvoices.id })
        .from(eInvoices)
        .where(eq(eInvoices.invoiceKey, invoiceNo))
        .limit(1);
  if (registered) throw businessFailure('invoicing.apply.invoiceNoTaken', { invoiceNo });
}

export async function issueApplication(db: Db, actor: Actor, now: Date, body: IssueBody) {
  const application = await findApplication(db, body.id);
  if (application.status !== 'submitted')
    throw businessFailure('invoicing.apply.wrongStatus', { code: application.code });
  const position = await contractPosition(db, application.contractId, true);
  // At issue only what is actually invoiced counts (other pending applications were checked
  // when they were submitted and are checked again when they are issued).
  checkLimit(application, {
    ...position,
    available: new Decimal(position.contractAmount).minus(position.invoicedTotal).toFixed(2),
  });
  if (body.issuedDate < application.appliedDate)
    throw businessFailure('invoicing.apply.issuedBeforeApplied', {
      appliedDate: application.appliedDate,
    });
  await refuseTakenInvoiceNo(db, body.invoiceNo);
  const invoiceId = randomUUID();
  // The invoice first (the application points at it); a failed transition rolls both back.
  await db.insert(invoices).values({
    id: invoiceId,
    companyId: actor.companyId,
    contractId: application.contractId,
    invoiceNo: body.invoiceNo,
    kind: application.kind,
    amount: application.amount,
    taxRate: application.taxRate,
    issuedDate: body.issuedDate,
    status: 'issued',
    ...createdStamp(actor, now),
  });
  await transition(db, actor, now, application, ['submitted'], {
    status: 'issued',
    invoiceId,
    invoiceNo: body.invoiceNo,
    issuedDate: body.issuedDate,
    issuedBy: actor.userId,
  });
  return findApplication(db, body.id);
}

export async function returnApplication(db: Db, actor: Actor, now: Date, body: ReturnBody) {
  const application = await findApplication(db, body.id);
  await transition(db, actor, now, application, ['submitted'], {
    status: 'returned',
    returnReason: body.reason,
  });
  return findApplication(db, body.id);
}

/** 红冲: a negative invoice of the same amount, kind and rate; the application becomes voided. */
export async function voidApplication(db: Db, actor: Actor, now: Date, body: VoidBody) {
  const application = await findApplication(db, body.id);
  if (application.status !== 'issued')
    throw businessFailure('invoicing.apply.wrongStatus', { code: application.code });
  if (application.issuedDate && body.redDate < application.issuedDate)
    throw businessFailure('invoicing.apply.redBeforeIssue', {
      issuedDate: application.issuedDate,
    });
  await refuseTakenInvoiceNo(db, body.redInvoiceNo);
  const redInvoiceId = randomUUID();
  await db.insert(invoices).values({
    id: redInvoiceId,
    companyId: actor.companyId,
    contractId: application.contractId,
    invoiceNo: body.redInvoiceNo,
    kind: application.kind,
    amount: new Decimal(application.amount).negated().toFixed(2),
    taxRate: application.taxRate,
    issuedDate: body.redDate,
    status: 'issued',
    ...createdStamp(actor, now),
  });
  await transition(db, actor, now, application, ['issued'], {
    status: 'voided',
    redInvoiceId,
    redInvoiceNo: body.redInvoiceNo,
    redDate: body.redDate,
    voidReason: body.reason,
  });
  return findApplication(db, body.id);
}
