import { randomUUID } from 'node:crypto';
import type {
  ApprovalStatus,
  Loan,
  LoanRepayment,
  loanApprove,
  loanQueryList,
  loanRepay,
  loanSave,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { departments, loanRepayments, loans, users } from '../../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../../http/failure';
import type { HandlerInput } from '../../../http/endpoint';
import { formatDateTime } from '../../../i18n';
import { sumMoney } from '../shared';
import { dayOf, daysBetween, nextCode } from '../invoicing/shared';

type ListBody = HandlerInput<typeof loanQueryList>['body'];
type SaveBody = HandlerInput<typeof loanSave>['body'];
type ApproveBody = HandlerInput<typeof loanApprove>['body'];
type RepayBody = HandlerInput<typeof loanRepay>['body'];

const EDITABLE: ApprovalStatus[] = ['draft', 'rejected'];
const borrower = alias(users, 'borrower');
const approver = alias(users, 'approver');

/** What is still owed: amount − repaid once approved, else nothing. */
const outstandingSql = sql`case when ${loans.status} = 'approved' then ${loans.amount} - ${loans.repaidTotal} else 0 end`;

const selectLoans = (db: Db) =>
  db
    .select({
      row: loans,
      borrowerName: borrower.name,
      approvedByName: approver.name,
      departmentName: departments.name,
    })
    .from(loans)
    .leftJoin(borrower, eq(borrower.id, loans.borrowerId))
    .leftJoin(approver, eq(approver.id, loans.approvedBy))
    .leftJoin(departments, eq(departments.id, loans.departmentId));

type LoanRow = Awaited<ReturnType<ReturnType<typeof selectLoans>['execute']>>[number];

function toLoan({ row, ...joined }: LoanRow, today: string): Loan {
  const outstanding =
    row.status === 'approved' ? new Decimal(row.amount).minus(row.repaidTotal) : new Decimal(0);
  const overdue = outstanding.greaterThan(0) && row.expectedRepayDate < today;
  return {
    id: row.id,
    code: row.code,
    borrowerId: row.borrowerId,
    borrowerName: joined.borrowerName,
    departmentId: row.departmentId,
    departmentName: joined.departmentName,
    amount: row.amount,
    purpose: row.purpose,
    loanDate: row.loanDate,
    expectedRepayDate: row.expectedRepayDate,
    status: row.status as ApprovalStatus,
    repaidTotal: row.repaidTotal,
    outstanding: outstanding.toFixed(2),
    overdue,
    overdueDays: overdue ? daysBetween(row.expectedRepayDate, today) : 0,
    approvedBy: row.approvedBy,
    approvedByName: joined.approvedByName,
    approvedAt: row.approvedAt ? formatDateTime(row.approvedAt) : null,
    opinion: row.opinion,
    memo: row.memo,
    ...auditOf(row),
  };
}

export async function listLoans(db: Db, now: Date, body: ListBody) {
  const params = body.params ?? {};
  const today = dayOf(now);
  const filters: (SQL | undefined)[] = [];
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      or(ilike(loans.code, pattern), ilike(loans.purpose, pattern), ilike(borrower.name, pattern)),
    );
  }
  if (params.status) filters.push(eq(loans.status, params.status));
  if (params.borrowerId) filters.push(eq(loans.borrowerId, params.borrowerId));
  if (params.departmentId) filters.push(eq(loans.departmentId, params.departmentId));
  if (params.outstanding !== undefined)
    filters.push(params.outstanding ? sql`${outstandingSql} > 0` : sql`${outstandingSql} = 0`);
  if (params.overdue !== undefined) {
    const overdue = sql`(${outstandingSql} > 0 and ${loans.expectedRepayDate} < ${today})`;
    filters.push(params.overdue ? overdue : sql`not ${overdue}`);
  }
  const where = and(...filters);
  const [rows, [totals]] = await Promise.all([
    selectLoans(db)
      .where(where)
      .orderBy(desc(loans.loanDate), desc(loans.code))
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize),
    db
      .select({
        total: count(),
        amount: sumMoney(loans.amount),
        repaidTotal: sumMoney(loans.repaidTotal),
        outstanding: sumMoney(outstandingSql),
      })
      .from(loans)
      .leftJoin(borrower, eq(borrower.id, loans.borrowerId))
      .where(where),
  ]);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: totals?.total ?? 0,
    data: rows.map((row) => toLoan(row, today)),
    totals: {
      amount: totals?.amount ?? '0.00',
      repaidTotal: totals?.repaidTotal ?? '0.00',
      outstanding: totals?.outstanding ?? '0.00',
    },
  };
}

async function findLoan(db: Db, now: Date, id: string): Promise<Loan> {
  const [row] = await selectLoans(db).where(eq(loans.id, id));
  if (!row) throw recordNotFound();
  return toLoan(row, dayOf(now));
}

async function repaymentsOf(db: Db, loanId: string): Promise<LoanRepayment[]> {
  const rows = await db
    .select({
      id: loanRepayments.id,
      loanId: loanRepayments.loanId,
      amount: loanRepayments.amount,
      repaidDate: loanRepayments.repaidDate,
      memo: loanRepayments.memo,
      createdBy: loanRepayments.createdBy,
      createdByName: users.name,
      createdAt: loanRepayments.createdAt,
    })
    .from(loanRepayments)
    .leftJoin(users, eq(users.id, loanRepayments.createdBy))
    .where(eq(loanRepayments.loanId, loanId))
    .orderBy(asc(loanRepayments.repaidDate), asc(loanRepayments.createdAt));
  return rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) }));
}

export async function getLoan(db: Db, now: Date, id: string) {
  const loan = await findLoan(db, now, id);
  return { ...loan, repayments: await repaymentsOf(db, id) };
}

export async function saveLoan(db: Db, actor: Actor, now: Date, body: SaveBody): Promise<Loan> {
  const [person] = await db
    .select({ deptId: users.deptId })
    .from(users)
    .where(eq(users.id, body.borrowerId));
  if (!person) throw unknownReference('borrowerId');
  if (body.departmentId) {
    const [dept] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, body.departmentId));
    if (!dept) throw unknownReference('departmentId');
  }
  const values = {
    borrowerId: body.borrowerId,
    departmentId: body.departmentId ?? person.deptId,
    amount: new Decimal(body.amount).toFixed(2),
    purpose: body.purpose,
    loanDate: body.loanDate,
    expectedRepayDate: body.expectedRepayDate,
    memo: body.memo,
  };
  if (body.id) {
    const updated = await db
      .update(loans)
      .set({ ...values, ...updatedStamp(actor, now) })
      .where(and(eq(loans.id, body.id), inArray(loans.status, EDITABLE)))
      .returning({ id: loans.id });
    if (updated.length === 0) {
      const current = await findLoan(db, now, body.id);
      throw businessFailure('invoicing.approval.notEditable', { code: current.code });
    }
    return findLoan(db, now, body.id);
  }
  const id = randomUUID();
  await db.insert(loans).values({
    id,
    companyId: actor.companyId,
    code: await nextCode(db, loans, loans.code, 'JK', now),
    ...values,
    status: 'draft',
    ...createdStamp(actor, now),
  });
  return findLoan(db, now, id);
}

export async function submitLoan(db: Db, actor: Actor, now: Date, id: string) {
  const loan = await findLoan(db, now, id);
  const updated = await db
    .update(loans)
    .set({ status: 'submitted', opinion: null, ...updatedStamp(actor, now) })
    .where(and(eq(loans.id, id), inArray(loans.status, EDITABLE)))
    .returning({ id: loans.id });
  if (updated.length === 0)
    throw businessFailure('invoicing.approval.wrongStatus', { code: loan.code });
  return findLoan(db, now, id);
}

export async function deleteLoan(db: Db, now: Date, id: string): Promise<null> {
  const loan = await findLoan(db, now, id);
  const deleted = await db
    .delete(loans)
    .where(and(eq(loans.id, id), inArray(loans.status, EDITABLE)))
    .returning({ id: loans.id });
  if (deleted.length === 0)
    throw businessFailure('invoicing.approval.notEditable', { code: loan.code });
  return null;
}

export async function approveLoan(db: Db, actor: Actor, now: Date, body: ApproveBody) {
  const loan = await findLoan(db, now, body.id);
  if (loan.createdBy === actor.userId || loan.borrowerId === actor.userId)
    throw businessFailure('invoicing.approval.ownRequest');
  const updated = await db
    .update(loans)
    .set({
      status: body.approved ? 'approved' : 'rejected',
      approvedBy: actor.userId,
      approvedAt: now,
      opinion: body.opinion,
      ...updatedStamp(actor, now),
    })
    .where(and(eq(loans.id, body.id), eq(loans.status, 'submitted')))
    .returning({ id: loans.id });
  if (updated.length === 0)
    throw businessFailure('invoicing.approval.wrongStatus', { code: loan.code });
  return findLoan(db, now, body.id);
}

/**
 * Records a repayment. The loan's repaid total grows in one guarded UPDATE (what is outstanding
 * must cover the amount), so two repayments racing for the last yuan cannot both pass: the second
 * finds the loan already reduced and fails, and its request writes nothing.
 */
export async function repayLoan(db: Db, actor: Actor, now: Date, body: RepayBody) {
  const loan = await findLoan(db, now, body.loanId);
  if (loan.status !== 'approved')
    throw businessFailure('invoicing.loan.notApproved', { code: loan.code });
  if (body.repaidDate < loan.loanDate)
    throw businessFailure('invoicing.loan.repaidBeforeLoan', { loanDate: loan.loanDate });
  const updated = await db
    .update(loans)
    .set({
      repaidTotal: sql`${loans.repaidTotal} + ${body.amount}::numeric`,
      ...updatedStamp(actor, now),
    })
    .where(
      and(
        eq(loans.id, loan.id),
        eq(loans.status, 'approved'),
        sql`${loans.amount} - ${loans.repaidTotal} >= ${body.amount}::numeric`,
      ),
    )
    .returning({ id: loans.id });
  if (updated.length === 0) {
    const fresh = await findLoan(db, now, loan.id);
    throw businessFailure('invoicing.loan.exceedsOutstanding', { outstanding: fresh.outstanding });
  }
  await db.insert(loanRepayments).values({
    id: randomUUID(),
    companyId: actor.companyId,
    loanId: loan.id,
    amount: new Decimal(body.amount).toFixed(2),
    repaidDate: body.repaidDate,
    memo: body.memo,
    ...createdStamp(actor, now),
  });
  return getLoan(db, now, loan.id);
}
