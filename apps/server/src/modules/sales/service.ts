import { randomUUID } from 'node:crypto';
import {
  SALES_ALL,
  SALES_STAGE_PROBABILITY,
  type SalesOpportunity,
  type SalesStage,
  type SalesStageMove,
  type SalesWorkPlan,
  type salesOpportunityList,
  type salesOpportunityMove,
  type salesOpportunitySave,
  type salesWorkPlanComplete,
  type salesWorkPlanList,
  type salesWorkPlanSave,
  type WorkPlanKind,
  type WorkPlanStatus,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, gte, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditOf, containing, createdStamp, updatedStamp } from '../../db/audit';
import type { Db } from '../../db/database';
import {
  contracts,
  customers,
  departments,
  salesOpportunities,
  salesOpportunityStages,
  salesWorkPlans,
  users,
} from '../../db/schema';
import type { HandlerInput } from '../../http/endpoint';
import { businessFailure, forbidden, recordNotFound, unknownReference } from '../../http/failure';
import { hasPermission } from '../auth/access';
import type { Session } from '../auth/sessions';
import { isClosed, moveProblem } from './stages';

// Opportunities (商机) and work plans (工作计划). Everyone with sales:view sees the company's
// opportunities; one changes his own only, unless he holds sales:all (every department).

/** Who acts: the session's user, his department and whether he holds sales:all. */
export interface SalesActor {
  userId: string;
  companyId: string;
  departmentId: string | null;
  all: boolean;
}

export async function salesActorOf(db: Db, session: Session): Promise<SalesActor> {
  const [user] = await db
    .select({ deptId: users.deptId })
    .from(users)
    .where(eq(users.id, session.userId));
  return {
    userId: session.userId,
    companyId: session.companyId,
    departmentId: user?.deptId ?? null,
    all: await hasPermission(db, { id: session.userId, companyId: session.companyId }, SALES_ALL),
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const money = (value: Decimal.Value) =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

const owner = alias(users, 'owner');

const opportunityColumns = {
  row: salesOpportunities,
  customerName: customers.name,
  departmentName: departments.name,
  ownerName: owner.name,
  contractCode: contracts.code,
};

function opportunityQuery(db: Db) {
  return db
    .select(opportunityColumns)
    .from(salesOpportunities)
    .innerJoin(customers, eq(customers.id, salesOpportunities.customerId))
    .leftJoin(departments, eq(departments.id, salesOpportunities.departmentId))
    .leftJoin(owner, eq(owner.id, salesOpportunities.ownerUserId))
    .leftJoin(contracts, eq(contracts.id, salesOpportunities.contractId));
}

type OpportunityRow = Awaited<ReturnType<ReturnType<typeof opportunityQuery>['execute']>>[number];

function opportunityOf(actor: SalesActor, found: OpportunityRow): SalesOpportunity {
  const { row } = found;
  const stage = row.stage as SalesStage;
  const probability = SALES_STAGE_PROBABILITY[stage];
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: found.customerName,
    name: row.name,
    businessType: row.businessType as SalesOpportunity['businessType'],
    region: row.region,
    departmentId: row.departmentId,
    departmentName: found.departmentName,
    ownerUserId: row.ownerUserId,
    ownerName: found.ownerName,
    expectedAmount: money(row.expectedAmount),
    stage,
    probability,
    weightedAmount: money(new Decimal(row.expectedAmount).times(probability).div(100)),
    openedDate: row.openedDate,
    expectedSignDate: row.expectedSignDate,
    closedDate: row.closedDate,
    lostReason: row.lostReason,
    contractId: row.contractId,
    contractCode: found.contractCode,
    memo: row.memo,
    editable: actor.all || row.ownerUserId === actor.userId,
    ...auditOf(row),
  };
}

async function findOpportunity(db: Db, actor: SalesActor, id: string) {
  const [found] = await opportunityQuery(db).where(eq(salesOpportunities.id, id));
  if (!found) throw recordNotFound();
  return opportunityOf(actor, found);
}

type ListBody = HandlerInput<typeof salesOpportunityList>['body'];

export async function listOpportunities(db: Db, actor: SalesActor, body: ListBody) {
  const params = body.params ?? {};
  const filters: (SQL | undefined)[] = [];
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(or(ilike(salesOpportunities.name, pattern), ilike(customers.name, pattern)));
  }
  if (params.stage) filters.push(eq(salesOpportunities.stage, params.stage));
  if (params.customerId) filters.push(eq(salesOpportunities.customerId, params.customerId));
  if (params.departmentId) filters.push(eq(salesOpportunities.departmentId, params.departmentId));
  if (params.ownerUserId) filters.push(eq(salesOpportunities.ownerUserId, params.ownerUserId));
  if (params.mine) filters.push(eq(salesOpportunities.ownerUserId, actor.userId));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    opportunityQuery(db)
      .where(where)
      .orderBy(desc(salesOpportunities.openedDate), desc(salesOpportunities.id))
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize),
    db
      .select({ total: count() })
      .from(salesOpportunities)
      .innerJoin(customers, eq(customers.id, salesOpportunities.customerId))
      .where(where),
  ]);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map((row) => opportunityOf(actor, row)),
  };
}

export async function getOpportunity(db: Db, actor: SalesActor, id: string) {
  const opportunity = await findOpportunity(db, actor, id);
  const history = await db
    .select({ move: salesOpportunityStages, name: users.name })
    .from(salesOpportunityStages)
    .leftJoin(users, eq(users.id, salesOpportunityStages.movedBy))
    .where(eq(salesOpportunityStages.opportunityId, id))
    .orderBy(asc(salesOpportunityStages.movedAt), asc(salesOpportunityStages.id));
  return {
    ...opportunity,
    history: history.map(({ move, name }): SalesStageMove => ({
      fromStage: move.fromStage as SalesStage | null,
      toStage: move.toStage as SalesStage,
      reason: move.reason,
      movedOn: move.movedOn,
      movedBy: move.movedBy,
      movedByName: name,
    })),
  };
}

/** A user of the company (the owner of something); refused as an unknown reference otherwise. */
async function userOf(db: Db, id: string, field: string) {
  const [user] = await db
    .select({ id: users.id, deptId: users.deptId })
    .from(users)
    .where(and(eq(users.id, id), eq(users.deleted, false)));
  if (!user) throw unknownReference(field);
  return user;
}

async function customerOf(db: Db, id: string, field = 'customerId') {
  const [customer] = await db
    .select({ id: customers.id, region: customers.region })
    .from(customers)
    .where(eq(customers.id, id));
  if (!customer) throw unknownReference(field);
  return customer;
}

type SaveBody = HandlerInput<typeof salesOpportunitySave>['body'];

export async function saveOpportunity(db: Db, actor: SalesActor, now: Date, body: SaveBody) {
  const ownerId = body.ownerUserId ?? actor.userId;
  if (ownerId !== actor.userId && !actor.all) throw forbidden();
  const ownerUser = await userOf(db, ownerId, 'ownerUserId');
  const customer = await customerOf(db, body.customerId);
  if (body.departmentId) {
    const [dept] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, body.departmentId));
    if (!dept) throw unknownReference('departmentId');
  }
  const fields = {
    customerId: customer.id,
    name: body.name,
    businessType: body.businessType,
    region: body.region ?? customer.region,
    departmentId: body.departmentId ?? ownerUser.deptId,
    ownerUserId: ownerId,
    expectedAmount: money(body.expectedAmount),
    expectedSignDate: body.expectedSignDate,
    memo: body.memo,
  };
  if (body.id) {
    const current = await findOpportunity(db, actor, body.id);
    if (!current.editable) throw forbidden();
    if (isClosed(current.stage)) throw businessFailure('sales.opportunity.closed');
    await db
      .update(salesOpportunities)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(salesOpportunities.id, body.id));
    return findOpportunity(db, actor, body.id);
  }
  const id = randomUUID();
  const today = isoDay(now);
  await db.insert(salesOpportunities).values({
    id,
    companyId: actor.companyId,
    ...fields,
    stage: 'lead',
    openedDate: today,
    ...createdStamp(actor, now),
  });
  await db.insert(salesOpportunityStages).values({
    id: randomUUID(),
    companyId: actor.companyId,
    opportunityId: id,
    fromStage: null,
    toStage: 'lead',
    movedOn: today,
    movedAt: now,
    movedBy: actor.userId,
  });
  return findOpportunity(db, actor, id);
}

export async function deleteOpportunity(db: Db, actor: SalesActor, id: string) {
  const current = await findOpportunity(db, actor, id);
  if (!current.editable) throw forbidden();
  if (current.stage === 'won') throw businessFailure('sales.opportunity.wonLocked');
  await db.delete(salesOpportunities).where(eq(salesOpportunities.id, id));
  return null;
}

type MoveBody = HandlerInput<typeof salesOpportunityMove>['body'];

export async function moveOpportunity(
  db: Db,
  actor: SalesActor,
  now: Date,
  id: string,
  body: MoveBody,
) {
  const current = await findOpportunity(db, actor, id);
  if (!current.editable) throw forbidden();
  const problem = moveProblem(current.stage, body.stage, body);
  if (problem) throw businessFailure(problem);
  const today = isoDay(now);
  const change: Partial<typeof salesOpportunities.$inferInsert> = { stage: body.stage };
  if (body.stage === 'won') {
    const contractId = body.contractId!;
    const [contract] = await db
      .select({ id: contracts.id, customerId: contracts.customerId, code: contracts.code })
      .from(contracts)
      .where(eq(contracts.id, contractId));
    if (!contract) throw unknownReference('contractId');
    if (contract.customerId !== current.customerId)
      throw businessFailure('sales.stage.contractCustomer', { code: contract.code });
    const [taken] = await db
      .select({ name: salesOpportunities.name })
      .from(salesOpportunities)
      .where(and(eq(salesOpportunities.contractId, contractId), ne(salesOpportunities.id, id)));
    if (taken)
      throw businessFailure('sales.stage.contractTaken', { code: contract.code, name: taken.name });
    change.contractId = contractId;
    change.closedDate = today;
  } else if (body.stage === 'lost') {
    change.lostReason = body.reason;
    change.closedDate = today;
  }
  await db
    .update(salesOpportunities)
    .set({ ...change, ...updatedStamp(actor, now) })
    .where(eq(salesOpportunities.id, id));
  // Moves keep their order even when the clock reads the same instant twice.
  const [last] = await db
    .select({
      at: sql<Date>`max(${salesOpportunityStages.movedAt})`.mapWith(salesOpportunityStages.movedAt),
    })
    .from(salesOpportunityStages)
    .where(eq(salesOpportunityStages.opportunityId, id));
  const movedAt =
    last?.at && last.at.getTime() >= now.getTime() ? new Date(last.at.getTime() + 1) : now;
  await db.insert(salesOpportunityStages).values({
    id: randomUUID(),
    companyId: actor.companyId,
    opportunityId: id,
    fromStage: current.stage,
    toStage: body.stage,
    reason: body.reason,
    movedOn: today,
    movedAt,
    movedBy: actor.userId,
  });
  return findOpportunity(db, actor, id);
}

// ── Work plans ───────────────────────────────────────────────────────────────────────────────

/** Monday of the date's week, or the first of its month. */
export function periodStartOf(kind: 'week' | 'month', day: string): string {
  if (kind === 'month') return `${day.slice(0, 8)}01`;
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday);
  return isoDay(date);
}

const planUser = alias(users, 'plan_user');
const planOpportunity = alias(salesOpportunities, 'plan_opportunity');

function planQuery(db: Db) {
  return db
    .select({
      row: salesWorkPlans,
      userName: planUser.name,
      departmentName: departments.name,
      customerName: customers.name,
      opportunityName: planOpportunity.name,
    })
    .from(salesWorkPlans)
    .leftJoin(planUser, eq(planUser.id, salesWorkPlans.userId))
    .leftJoin(departments, eq(departments.id, salesWorkPlans.departmentId))
    .leftJoin(customers, eq(customers.id, salesWorkPlans.customerId))
    .leftJoin(planOpportunity, eq(planOpportunity.id, salesWorkPlans.opportunityId));
}
type PlanRow = Awaited<ReturnType<ReturnType<typeof planQuery>['execute']>>[number];

function planOf(actor: SalesActor, found: PlanRow): SalesWorkPlan {
  const { row } = found;
  return {
    id: row.id,
    userId: row.userId,
    userName: found.userName,
    departmentId: row.departmentId,
    departmentName: found.departmentName,
    periodKind: row.periodKind as 'week' | 'month',
    periodStart: row.periodStart,
    kind: row.kind as WorkPlanKind,
    title: row.title,
    customerId: row.customerId,
    customerName: found.customerName,
    opportunityId: row.opportunityId,
    opportunityName: found.opportunityName,
    plannedDate: row.plannedDate,
    status: row.status as WorkPlanStatus,
    result: row.result,
    doneDate: row.doneDate,
    editable: actor.all || row.userId === actor.userId,
  };
}

async function findPlan(db: Db, actor: SalesActor, id: string) {
  const [found] = await planQuery(db).where(eq(salesWorkPlans.id, id));
  if (!found) throw recordNotFound();
  return planOf(actor, found);
}

type PlanListBody = HandlerInput<typeof salesWorkPlanList>['body'];

export async function listPlans(db: Db, actor: SalesActor, body: PlanListBody) {
  const filters: (SQL | undefined)[] = [];
  if (body.scope === 'mine') filters.push(eq(salesWorkPlans.userId, actor.userId));
  else if (!actor.all)
    filters.push(
      actor.departmentId
        ? sql`${salesWorkPlans.userId} in (select u.id from users u where u.dept_id = ${actor.departmentId})`
        : eq(salesWorkPlans.userId, actor.userId),
    );
  if (body.periodKind) filters.push(eq(salesWorkPlans.periodKind, body.periodKind));
  if (body.status) filters.push(eq(salesWorkPlans.status, body.status));
  if (body.dateFrom) filters.push(gte(salesWorkPlans.plannedDate, body.dateFrom));
  if (body.dateTo) filters.push(lte(salesWorkPlans.plannedDate, body.dateTo));
  const rows = (
    await planQuery(db)
      .where(and(...filters))
      .orderBy(desc(salesWorkPlans.plannedDate), asc(salesWorkPlans.userId), asc(salesWorkPlans.id))
      .limit(2000)
  ).map((row) => planOf(actor, row));
  const counted = rows.filter((row) => row.status !== 'cancelled');
  const done = counted.filter((row) => row.status === 'done').length;
  return {
    rows,
    total: rows.length,
    done,
    doneRate: counted.length
      ? new Decimal(done).div(counted.length).times(100).toDecimalPlaces(2).toFixed(2)
      : null,
  };
}

type PlanSaveBody = HandlerInput<typeof salesWorkPlanSave>['body'];

export async function savePlan(db: Db, actor: SalesActor, now: Date, body: PlanSaveBody) {
  const userId = body.userId ?? actor.userId;
  if (userId !== actor.userId && !actor.all) throw forbidden();
  const user = await userOf(db, userId, 'userId');
  if (body.customerId) await customerOf(db, body.customerId);
  if (body.opportunityId) {
    const [found] = await db
      .select({ id: salesOpportunities.id })
      .from(salesOpportunities)
      .where(eq(salesOpportunities.id, body.opportunityId));
    if (!found) throw unknownReference('opportunityId');
  }
  const fields = {
    userId,
    departmentId: user.deptId,
    periodKind: body.periodKind,
    periodStart: periodStartOf(body.periodKind, body.plannedDate),
    kind: body.kind,
    title: body.title,
    customerId: body.customerId,
    opportunityId: body.opportunityId,
    plannedDate: body.plannedDate,
  };
  if (body.id) {
    const current = await findPlan(db, actor, body.id);
    if (!current.editable) throw forbidden();
    if (current.status !== 'planned') throw businessFailure('sales.plan.closed');
    await db
      .update(salesWorkPlans)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(salesWorkPlans.id, body.id));
    return findPlan(db, actor, body.id);
  }
  const id = randomUUID();
  await db.insert(salesWorkPlans).values({
    id,
    companyId: actor.companyId,
    ...fields,
    status: 'planned',
    ...createdStamp(actor, now),
  });
  return findPlan(db, actor, id);
}

type CompleteBody = HandlerInput<typeof salesWorkPlanComplete>['body'];

export async function completePlan(
  db: Db,
  actor: SalesActor,
  now: Date,
  id: string,
  body: CompleteBody,
) {
  const current = await findPlan(db, actor, id);
  if (!current.editable) throw forbidden();
  if (current.status !== 'planned') throw businessFailure('sales.plan.closed');
  if (body.status === 'done' && !body.result) throw businessFailure('sales.plan.resultRequired');
  await db
    .update(salesWorkPlans)
    .set({
      status: body.status,
      result: body.result,
      doneDate: body.status === 'done' ? (body.doneDate ?? isoDay(now)) : null,
      ...updatedStamp(actor, now),
    })
    .where(eq(salesWorkPlans.id, id));
  return findPlan(db, actor, id);
}

export async function deletePlan(db: Db, actor: SalesActor, id: string) {
  const current = await findPlan(db, actor, id);
  if (!current.editable) throw forbidden();
  await db.delete(salesWorkPlans).where(eq(salesWorkPlans.id, id));
  return null;
}

// ── Choices for the forms ────────────────────────────────────────────────────────────────────

export async function customerOptions(db: Db) {
  return db
    .select({
      id: customers.id,
      name: customers.name,
      region: customers.region,
      isKey: customers.isKey,
    })
    .from(customers)
    .orderBy(desc(customers.isKey), asc(customers.name));
}

export async function customerContracts(db: Db, customerId: string) {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw recordNotFound();
  const rows = await db
    .select({
      id: contracts.id,
      code: contracts.code,
      name: contracts.name,
      signedDate: contracts.signedDate,
      amount: contracts.amount,
      opportunityId: salesOpportunities.id,
    })
    .from(contracts)
    .leftJoin(salesOpportunities, eq(salesOpportunities.contractId, contracts.id))
    .where(eq(contracts.customerId, customerId))
    .orderBy(desc(contracts.signedDate), asc(contracts.code));
  return rows.map((row) => ({ ...row, amount: money(row.amount) }));
}
