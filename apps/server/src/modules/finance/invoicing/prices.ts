import { randomUUID } from 'node:crypto';
import {
  discountRateOf,
  tieredFee,
  type ApprovalStatus,
  type BusinessType,
  type PriceBasisKind,
  type PriceRequest,
  type priceRequestApprove,
  type priceRequestQueryList,
  type priceRequestSave,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { contracts, customers, departments, priceRequests, users } from '../../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../../http/failure';
import type { HandlerInput } from '../../../http/endpoint';
import { formatDateTime } from '../../../i18n';
import { sumMoney } from '../shared';
import { tiersOf } from './rates';
import { nextCode } from './shared';

type ListBody = HandlerInput<typeof priceRequestQueryList>['body'];
type SaveBody = HandlerInput<typeof priceRequestSave>['body'];
type ApproveBody = HandlerInput<typeof priceRequestApprove>['body'];

const EDITABLE: ApprovalStatus[] = ['draft', 'rejected'];
const applicant = alias(users, 'applicant');
const approver = alias(users, 'approver');

const selectRequests = (db: Db) =>
  db
    .select({
      row: priceRequests,
      applicantName: applicant.name,
      approvedByName: approver.name,
      departmentName: departments.name,
      contractCode: contracts.code,
    })
    .from(priceRequests)
    .leftJoin(applicant, eq(applicant.id, priceRequests.applicantId))
    .leftJoin(approver, eq(approver.id, priceRequests.approvedBy))
    .leftJoin(departments, eq(departments.id, priceRequests.departmentId))
    .leftJoin(contracts, eq(contracts.id, priceRequests.contractId));

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function toRequest({ row, ...joined }: RequestRow): PriceRequest {
  return {
    id: row.id,
    code: row.code,
    customerId: row.customerId,
    customerName: row.customerName,
    projectName: row.projectName,
    businessType: row.businessType as BusinessType,
    basisKind: row.basisKind as PriceBasisKind,
    basisAmount: row.basisAmount,
    guidanceFee: row.guidanceFee,
    proposedFee: row.proposedFee,
    discountRate: row.discountRate,
    reason: row.reason,
    status: row.status as ApprovalStatus,
    applicantId: row.applicantId,
    applicantName: joined.applicantName,
    departmentId: row.departmentId,
    departmentName: joined.departmentName,
    approvedBy: row.approvedBy,
    approvedByName: joined.approvedByName,
    approvedAt: row.approvedAt ? formatDateTime(row.approvedAt) : null,
    opinion: row.opinion,
    contractId: row.contractId,
    contractCode: joined.contractCode,
    ...auditOf(row),
  };
}

export async function listRequests(db: Db, body: ListBody) {
  const params = body.params ?? {};
  const filters: (SQL | undefined)[] = [];
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      or(
        ilike(priceRequests.code, pattern),
        ilike(priceRequests.customerName, pattern),
        ilike(priceRequests.projectName, pattern),
      ),
    );
  }
  if (params.status) filters.push(eq(priceRequests.status, params.status));
  if (params.businessType) filters.push(eq(priceRequests.businessType, params.businessType));
  if (params.usable)
    filters.push(eq(priceRequests.status, 'approved'), isNull(priceRequests.contractId));
  const where = and(...filters);
  const [rows, [totals]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(desc(priceRequests.createdAt), desc(priceRequests.code))
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize),
    db
      .select({
        total: count(),
        basisAmount: sumMoney(priceRequests.basisAmount),
        guidanceFee: sumMoney(priceRequests.guidanceFee),
        proposedFee: sumMoney(priceRequests.proposedFee),
      })
      .from(priceRequests)
      .where(where),
  ]);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: totals?.total ?? 0,
    data: rows.map(toRequest),
    totals: {
      basisAmount: totals?.basisAmount ?? '0.00',
      guidanceFee: totals?.guidanceFee ?? '0.00',
      proposedFee: totals?.proposedFee ?? '0.00',
    },
  };
}

async function findRequest(db: Db, id: string): Promise<PriceRequest> {
  const [row] = await selectRequests(db).where(eq(priceRequests.id, id));
  if (!row) throw recordNotFound();
  return toRequest(row);
}

export async function computeFee(db: Db, businessType: BusinessType, basisAmount: string) {
  return tieredFee(basisAmount, await tiersOf(db, businessType));
}

export async function getRequest(db: Db, id: string) {
  const request = await findRequest(db, id);
  const { parts } = await computeFee(db, request.businessType, request.basisAmount);
  return { ...request, parts };
}

export async function saveRequest(db: Db, actor: Actor, now: Date, body: SaveBody) {
  let customerName = body.customerName;
  if (body.customerId) {
    const [customer] = await db
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.id, body.customerId));
    if (!customer) throw unknownReference('customerId');
    customerName = customer.name;
  }
  const { fee } = await computeFee(db, body.businessType, body.basisAmount);
  const values = {
    customerId: body.customerId,
    customerName,
    projectName: body.projectName,
    businessType: body.businessType,
    basisKind: body.basisKind,
    basisAmount: new Decimal(body.basisAmount).toFixed(2),
    guidanceFee: fee,
    proposedFee: new Decimal(body.proposedFee).toFixed(2),
    discountRate: discountRateOf(fee, body.proposedFee),
    reason: body.reason,
    departmentId: body.departmentId,
  };
  if (body.id) {
    const updated = await db
      .update(priceRequests)
      .set({ ...values, ...updatedStamp(actor, now) })
      .where(and(eq(priceRequests.id, body.id), inArray(priceRequests.status, EDITABLE)))
      .returning({ id: priceRequests.id });
    if (updated.length === 0) {
      const current = await findRequest(db, body.id);
      throw businessFailure('invoicing.approval.notEditable', { code: current.code });
    }
    return findRequest(db, body.id);
  }
  const id = randomUUID();
  await db.insert(priceRequests).values({
    id,
    companyId: actor.companyId,
    code: await nextCode(db, priceRequests, priceRequests.code, 'QJ', now),
    ...values,
    status: 'draft',
    applicantId: actor.userId,
    ...createdStamp(actor, now),
  });
  return findRequest(db, id);
}

export async function submitRequest(db: Db, actor: Actor, now: Date, id: string) {
  const request = await findRequest(db, id);
  if (new Decimal(request.proposedFee).lessThan(request.guidanceFee) && !request.reason)
    throw businessFailure('invoicing.price.reasonNeeded', {
      guidanceFee: request.guidanceFee,
    });
  const updated = await db
    .update(priceRequests)
    .set({ status: 'submitted', opinion: null, ...updatedStamp(actor, now) })
    .where(and(eq(priceRequests.id, id), inArray(priceRequests.status, EDITABLE)))
    .returning({ id: priceRequests.id });
  if (updated.length === 0)
    throw businessFailure('invoicing.approval.wrongStatus', { code: request.code });
  return findRequest(db, id);
}

export async function deleteRequest(db: Db, id: string): Promise<null> {
  const request = await findRequest(db, id);
  const deleted = await db
    .delete(priceRequests)
    .where(and(eq(priceRequests.id, id), inArray(priceRequests.status, EDITABLE)))
    .returning({ id: priceRequests.id });
  if (deleted.length === 0)
    throw businessFailure('invoicing.approval.notEditable', { code: request.code });
  return null;
}

export async function approveRequest(db: Db, actor: Actor, now: Date, body: ApproveBody) {
  const request = await findRequest(db, body.id);
  if (request.createdBy === actor.userId) throw businessFailure('invoicing.approval.ownRequest');
  const updated = await db
    .update(priceRequests)
    .set({
      status: body.approved ? 'approved' : 'rejected',
      approvedBy: actor.userId,
      approvedAt: now,
      opinion: body.opinion,
      ...updatedStamp(actor, now),
    })
    .where(and(eq(priceRequests.id, body.id), eq(priceRequests.status, 'submitted')))
    .returning({ id: priceRequests.id });
  if (updated.length === 0)
    throw businessFailure('invoicing.approval.wrongStatus', { code: request.code });
  return findRequest(db, body.id);
}
