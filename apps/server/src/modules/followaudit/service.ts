import { randomUUID } from 'node:crypto';
import type {
  FollowAuditItem,
  FollowAuditMeasureRow,
  FollowAuditPay,
  FollowAuditPeriod,
  FollowAuditProject,
  FollowAuditStatus,
  FollowAuditSummaryItem,
  FollowAuditSummaryPeriod,
  followAuditItemSave,
  followAuditMeasureSave,
  followAuditPayApprove,
  followAuditPaySave,
  followAuditProjectQueryList,
  followAuditProjectSave,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import {
  costBills,
  costProjects,
  customers,
  followAuditItems,
  followAuditMeasures,
  followAuditPeriods,
  followAuditProjects,
  users,
} from '../../db/schema';
import type { HandlerInput } from '../../http/endpoint';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';
import { formatDateTime } from '../../i18n';
import {
  exceedsLimit,
  isOver,
  lineAmount,
  payFigures,
  percentOf,
  quantityText,
  type PayFigures,
  type PayHistory,
} from './engine';

type ListBody = HandlerInput<typeof followAuditProjectQueryList>['body'];
type ProjectBody = HandlerInput<typeof followAuditProjectSave>['body'];
type ItemBody = HandlerInput<typeof followAuditItemSave>['body'];
type MeasureBody = HandlerInput<typeof followAuditMeasureSave>['body'];
type PayBody = HandlerInput<typeof followAuditPaySave>['body'];
type ApproveBody = HandlerInput<typeof followAuditPayApprove>['body'];

/** A period's quantities and pay proposal may change while it is a draft or returned. */
const EDITABLE: FollowAuditStatus[] = ['draft', 'returned'];

const ratioText = (value: string) => new Decimal(value).toFixed();

// ── Projects ────────────────────────────────────────────────────────────────────────────────

const selectProjects = (db: Db) =>
  db
    .select({
      row: followAuditProjects,
      customerName: customers.name,
      costProjectName: costProjects.name,
    })
    .from(followAuditProjects)
    .leftJoin(customers, eq(customers.id, followAuditProjects.customerId))
    .leftJoin(costProjects, eq(costProjects.id, followAuditProjects.costProjectId));

type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];

/** Item and period counts, the latest period and the approved and paid totals of projects. */
async function projectFigures(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, Omit<ProjectFigure, 'id'>>();
  const [items, periods] = await Promise.all([
    db
      .select({ id: followAuditItems.projectId, items: count() })
      .from(followAuditItems)
      .where(inArray(followAuditItems.projectId, ids))
      .groupBy(followAuditItems.projectId),
    db
      .select({
        id: followAuditPeriods.projectId,
        period: followAuditPeriods.period,
        status: followAuditPeriods.status,
        approvedAmount: followAuditPeriods.approvedAmount,
        payAmount: followAuditPeriods.payAmount,
      })
      .from(followAuditPeriods)
      .where(inArray(followAuditPeriods.projectId, ids))
      .orderBy(asc(followAuditPeriods.period)),
  ]);
  const figures = new Map<string, Omit<ProjectFigure, 'id'>>(
    ids.map((id) => [
      id,
      {
        itemCount: 0,
        periodCount: 0,
        latestPeriod: null,
        latestStatus: null,
        approvedTotal: '0.00',
        paidTotal: '0.00',
      },
    ]),
  );
  for (const row of items) figures.get(row.id)!.itemCount = row.items;
  for (const row of periods) {
    const figure = figures.get(row.id)!;
    figure.periodCount += 1;
    figure.latestPeriod = row.period;
    figure.latestStatus = row.status as FollowAuditStatus;
    if (row.status === 'approved') {
      figure.approvedTotal = new Decimal(figure.approvedTotal)
        .plus(row.approvedAmount ?? 0)
        .toFixed(2);
      figure.paidTotal = new Decimal(figure.paidTotal).plus(row.payAmount ?? 0).toFixed(2);
    }
  }
  return figures;
}

interface ProjectFigure {
  id: string;
  itemCount: number;
  periodCount: number;
  latestPeriod: string | null;
  latestStatus: FollowAuditStatus | null;
  approvedTotal: string;
  paidTotal: string;
}

function toProject(
  { row, customerName, costProjectName }: ProjectRow,
  figure: Omit<ProjectFigure, 'id'>,
): FollowAuditProject {
  return {
    id: row.id,
    name: row.name,
    customerId: row.customerId,
    customerName,
    contractor: row.contractor,
    costProjectId: row.costProjectId,
    costProjectName,
    contractAmount: row.contractAmount,
    payRatio: ratioText(row.payRatio),
    advanceAmount: row.advanceAmount,
    advanceStartRatio: ratioText(row.advanceStartRatio),
    advanceDeductRatio: ratioText(row.advanceDeductRatio),
    retentionRatio: ratioText(row.retentionRatio),
    memo: row.memo,
    ...figure,
    ...auditOf(row),
  };
}

export async function listProjects(db: Db, body: ListBody) {
  const keyword = body.params?.keyword;
  const where = keyword
    ? or(
        ilike(followAuditProjects.name, containing(keyword)),
        ilike(followAuditProjects.contractor, containing(keyword)),
        ilike(customers.name, containing(keyword)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectProjects(db)
      .where(where)
      .orderBy(desc(followAuditProjects.createdAt), asc(followAuditProjects.id))
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize),
    db
      .select({ total: count() })
      .from(followAuditProjects)
      .leftJoin(customers, eq(customers.id, followAuditProjects.customerId))
      .where(where),
  ]);
  const figures = await projectFigures(
    db,
    rows.map(({ row }) => row.id),
  );
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map((row) => toProject(row, figures.get(row.row.id)!)),
  };
}

async function findProject(db: Db, id: string): Promise<FollowAuditProject> {
  const [row] = await selectProjects(db).where(eq(followAuditProjects.id, id));
  if (!row) throw recordNotFound();
  const figures = await projectFigures(db, [id]);
  return toProject(row, figures.get(id)!);
}

const toItem = (row: typeof followAuditItems.$inferSelect): FollowAuditItem => ({
  id: row.id,
  projectId: row.projectId,
  seq: row.seq,
  code: row.code,
  name: row.name,
  unit: row.unit,
  contractQuantity: quantityText(row.contractQuantity),
  unitPrice: row.unitPrice,
  contractAmount: lineAmount(row.contractQuantity, row.unitPrice),
});

const itemsOf = (db: Db, projectId: string) =>
  db
    .select()
    .from(followAuditItems)
    .where(eq(followAuditItems.projectId, projectId))
    .orderBy(asc(followAuditItems.seq), asc(followAuditItems.code));

const toPeriod = (row: typeof followAuditPeriods.$inferSelect): FollowAuditPeriod => ({
  id: row.id,
  projectId: row.projectId,
  period: row.period,
  status: row.status as FollowAuditStatus,
  returnReason: row.returnReason,
  approvedAt: row.approvedAt ? formatDateTime(row.approvedAt) : null,
});

const periodsOf = (db: Db, projectId: string) =>
  db
    .select()
    .from(followAuditPeriods)
    .where(eq(followAuditPeriods.projectId, projectId))
    .orderBy(asc(followAuditPeriods.period));

export async function getProject(db: Db, id: string) {
  const project = await findProject(db, id);
  const [items, periods] = await Promise.all([itemsOf(db, id), periodsOf(db, id)]);
  return { ...project, items: items.map(toItem), periods: periods.map(toPeriod) };
}

export async function saveProject(db: Db, actor: Actor, now: Date, body: ProjectBody) {
  if (body.customerId) {
    const [found] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, body.customerId));
    if (!found) throw unknownReference('customerId');
  }
  if (body.costProjectId) {
    const [found] = await db
      .select({ id: costProjects.id })
      .from(costProjects)
      .where(eq(costProjects.id, body.costProjectId));
    if (!found) throw unknownReference('costProjectId');
  }
  const values = {
    name: body.name,
    customerId: body.customerId,
    contractor: body.contractor,
    costProjectId: body.costProjectId,
    contractAmount: body.contractAmount,
    payRatio: body.payRatio,
    advanceAmount: body.advanceAmount,
    advanceStartRatio: body.advanceStartRatio,
    advanceDeductRatio: body.advanceDeductRatio,
    retentionRatio: body.retentionRatio,
    memo: body.memo,
  };
  if (body.id) {
    const updated = await db
      .update(followAuditProjects)
      .set({ ...values, ...updatedStamp(actor, now) })
      .where(eq(followAuditProjects.id, body.id))
      .returning({ id: followAuditProjects.id });
    if (updated.length === 0) throw recordNotFound();
    return findProject(db, body.id);
  }
  const id = randomUUID();
  await db.insert(followAuditProjects).values({
    id,
    companyId: actor.companyId,
    ...values,
    ...createdStamp(actor, now),
  });
  return findProject(db, id);
}

// ── Items ───────────────────────────────────────────────────────────────────────────────────

async function findItem(db: Db, id: string) {
  const [row] = await db.select().from(followAuditItems).where(eq(followAuditItems.id, id));
  if (!row) throw recordNotFound();
  return row;
}

async function nextSeq(db: Db, projectId: string) {
  const [row] = await db
    .select({ last: sql<number | null>`max(${followAuditItems.seq})` })
    .from(followAuditItems)
    .where(eq(followAuditItems.projectId, projectId));
  return (row?.last ?? 0) + 1;
}

/** Measures of an item in periods no longer editable (submitted or approved). */
async function lockedMeasureCount(db: Db, itemId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(followAuditMeasures)
    .innerJoin(followAuditPeriods, eq(followAuditPeriods.id, followAuditMeasures.periodId))
    .where(
      and(
        eq(followAuditMeasures.itemId, itemId),
        inArray(followAuditPeriods.status, ['submitted', 'approved']),
      ),
    );
  return row?.total ?? 0;
}

export async function saveItem(db: Db, actor: Actor, now: Date, body: ItemBody) {
  await findProject(db, body.projectId);
  const values = {
    code: body.code,
    name: body.name,
    unit: body.unit,
    contractQuantity: body.contractQuantity,
    unitPrice: body.unitPrice,
  };
  if (body.id) {
    const current = await findItem(db, body.id);
    if (current.projectId !== body.projectId) throw unknownReference('projectId');
    if (
      !new Decimal(current.unitPrice).equals(body.unitPrice) &&
      (await lockedMeasureCount(db, body.id)) > 0
    )
      throw businessFailure('followaudit.item.priceLocked', { code: current.code });
    await db
      .update(followAuditItems)
      .set({ ...values, ...updatedStamp(actor, now) })
      .where(eq(followAuditItems.id, body.id));
    return toItem(await findItem(db, body.id));
  }
  const id = randomUUID();
  await db.insert(followAuditItems).values({
    id,
    companyId: actor.companyId,
    projectId: body.projectId,
    seq: await nextSeq(db, body.projectId),
    ...values,
    ...createdStamp(actor, now),
  });
  return toItem(await findItem(db, id));
}

export async function deleteItem(db: Db, id: string): Promise<null> {
  const item = await findItem(db, id);
  const [measured] = await db
    .select({ total: count() })
    .from(followAuditMeasures)
    .where(eq(followAuditMeasures.itemId, id));
  if ((measured?.total ?? 0) > 0)
    throw businessFailure('followaudit.item.measured', { code: item.code });
  await db.delete(followAuditItems).where(eq(followAuditItems.id, id));
  return null;
}

/** Copies the linked cost project's bills (分部分项 then 单价措施), skipping codes already there. */
export async function copyBills(db: Db, actor: Actor, now: Date, projectId: string) {
  const project = await findProject(db, projectId);
  if (!project.costProjectId) throw businessFailure('followaudit.project.noCostProject', {});
  const [bills, existing] = await Promise.all([
    db
      .select({
        code: costBills.code,
        name: costBills.name,
        unit: costBills.unit,
        quantity: costBills.quantity,
        unitPrice: costBills.unitPrice,
      })
      .from(costBills)
      .where(eq(costBills.projectId, project.costProjectId))
      .orderBy(asc(costBills.kind), asc(costBills.unitId), asc(costBills.seq)),
    itemsOf(db, projectId),
  ]);
  const taken = new Set(existing.map((item) => item.code));
  let seq = await nextSeq(db, projectId);
  const rows: (typeof followAuditItems.$inferInsert)[] = [];
  for (const bill of bills) {
    if (taken.has(bill.code)) continue;
    taken.add(bill.code);
    rows.push({
      id: randomUUID(),
      companyId: actor.companyId,
      projectId,
      seq: seq++,
      code: bill.code,
      name: bill.name,
      unit: bill.unit,
      contractQuantity: new Decimal(bill.quantity).toDecimalPlaces(4).toFixed(),
      unitPrice: new Decimal(bill.unitPrice).toFixed(2),
      ...createdStamp(actor, now),
    });
  }
  if (rows.length > 0) await db.insert(followAuditItems).values(rows);
  return { added: rows.length, skipped: bills.length - rows.length };
}

// ── Periods and the 计量表 ──────────────────────────────────────────────────────────────────

async function findPeriod(db: Db, id: string) {
  const [row] = await db.select().from(followAuditPeriods).where(eq(followAuditPeriods.id, id));
  if (!row) throw recordNotFound();
  return row;
}

const lockProject = (db: Db, projectId: string) =>
  db.execute(sql`select 1 from ${followAuditProjects} where id = ${projectId} for update`);

export async function createPeriod(
  db: Db,
  actor: Actor,
  now: Date,
  body: { projectId: string; period: string },
) {
  await findProject(db, body.projectId);
  await lockProject(db, body.projectId);
  const [latest] = await db
    .select()
    .from(followAuditPeriods)
    .where(eq(followAuditPeriods.projectId, body.projectId))
    .orderBy(desc(followAuditPeriods.period))
    .limit(1);
  if (latest && latest.status !== 'approved')
    throw businessFailure('followaudit.period.openExists', { period: latest.period });
  if (latest && body.period <= latest.period)
    throw businessFailure('followaudit.period.notAfter', { latest: latest.period });
  const id = randomUUID();
  await db.insert(followAuditPeriods).values({
    id,
    companyId: actor.companyId,
    projectId: body.projectId,
    period: body.period,
    status: 'draft',
    ...createdStamp(actor, now),
  });
  return toPeriod(await findPeriod(db, id));
}

/** Σ approved quantity per item over the project's periods before `period`. */
async function previousQuantities(db: Db, projectId: string, period: string) {
  const rows = await db
    .select({
      itemId: followAuditMeasures.itemId,
      quantity: sql<string>`sum(${followAuditMeasures.approvedQuantity})::text`,
    })
    .from(followAuditMeasures)
    .innerJoin(followAuditPeriods, eq(followAuditPeriods.id, followAuditMeasures.periodId))
    .where(and(eq(followAuditPeriods.projectId, projectId), lt(followAuditPeriods.period, period)))
    .groupBy(followAuditMeasures.itemId);
  return new Map(rows.map((row) => [row.itemId, row.quantity]));
}

/** Every item of the period's project with its quantities and amounts in the period. */
async function measureRows(db: Db, period: typeof followAuditPeriods.$inferSelect) {
  const [items, measures, previous] = await Promise.all([
    itemsOf(db, period.projectId),
    db.select().from(followAuditMeasures).where(eq(followAuditMeasures.periodId, period.id)),
    previousQuantities(db, period.projectId, period.period),
  ]);
  const byItem = new Map(measures.map((row) => [row.itemId, row]));
  return items.map((item): FollowAuditMeasureRow => {
    const measure = byItem.get(item.id);
    const reported = measure?.reportedQuantity ?? '0';
    const approved = measure?.approvedQuantity ?? '0';
    const before = previous.get(item.id) ?? '0';
    const cumulative = new Decimal(before).plus(approved);
    const reportedAmount = lineAmount(reported, item.unitPrice);
    const approvedAmount = lineAmount(approved, item.unitPrice);
    return {
      itemId: item.id,
      seq: item.seq,
      code: item.code,
      name: item.name,
      unit: item.unit,
      contractQuantity: quantityText(item.contractQuantity),
      unitPrice: item.unitPrice,
      contractAmount: lineAmount(item.contractQuantity, item.unitPrice),
      reportedQuantity: quantityText(reported),
      reportedAmount,
      approvedQuantity: quantityText(approved),
      approvedAmount,
      reducedAmount: new Decimal(reportedAmount).minus(approvedAmount).toFixed(2),
      previousQuantity: quantityText(before),
      cumulativeQuantity: quantityText(cumulative),
      cumulativeAmount: lineAmount(cumulative, item.unitPrice),
      cumulativePercent: percentOf(cumulative, item.contractQuantity),
      over: isOver(cumulative, item.contractQuantity),
      overReason: measure?.overReason ?? null,
      memo: measure?.memo ?? null,
    };
  });
}

const sumOf = <K extends string>(rows: readonly Record<K, string>[], key: K) =>
  rows.reduce((total, row) => total.plus(row[key]), new Decimal(0)).toFixed(2);

export async function measureTable(db: Db, periodId: string) {
  const period = await findPeriod(db, periodId);
  const project = await findProject(db, period.projectId);
  const rows = await measureRows(db, period);
  return {
    period: toPeriod(period),
    projectName: project.name,
    editable: EDITABLE.includes(period.status as FollowAuditStatus),
    rows,
    totals: {
      contractAmount: sumOf(rows, 'contractAmount'),
      reportedAmount: sumOf(rows, 'reportedAmount'),
      approvedAmount: sumOf(rows, 'approvedAmount'),
      reducedAmount: sumOf(rows, 'reducedAmount'),
      cumulativeAmount: sumOf(rows, 'cumulativeAmount'),
    },
  };
}

function refuseLocked(period: typeof followAuditPeriods.$inferSelect) {
  if (!EDITABLE.includes(period.status as FollowAuditStatus))
    throw businessFailure('followaudit.period.locked', { period: period.period });
}

/** An over-quantity row without its reason (变更/超量 needs one). */
function refuseOverWithoutReason(rows: readonly FollowAuditMeasureRow[]) {
  const missing = rows.find((row) => row.over && !row.overReason);
  if (missing)
    throw businessFailure('followaudit.measure.overNeedsReason', {
      code: missing.code,
      cumulative: missing.cumulativeQuantity,
      contract: missing.contractQuantity,
      percent: missing.cumulativePercent ?? '—',
    });
}

export async function saveMeasures(db: Db, actor: Actor, now: Date, body: MeasureBody) {
  const period = await findPeriod(db, body.periodId);
  refuseLocked(period);
  const items = await itemsOf(db, period.projectId);
  const byId = new Map(items.map((item) => [item.id, item]));
  const seen = new Set<string>();
  for (const row of body.rows) {
    const item = byId.get(row.itemId);
    if (!item) throw unknownReference('itemId');
    if (seen.has(row.itemId))
      throw businessFailure('followaudit.measure.duplicateItem', { code: item.code });
    seen.add(row.itemId);
  }
  const values = body.rows.map((row) => ({
    id: randomUUID(),
    companyId: actor.companyId,
    periodId: period.id,
    itemId: row.itemId,
    reportedQuantity: row.reportedQuantity,
    approvedQuantity: row.approvedQuantity,
    overReason: row.overReason,
    memo: row.memo,
    ...createdStamp(actor, now),
  }));
  // Guarded by the status: a period submitted meanwhile takes nothing (the request is refused).
  const guard = await db
    .update(followAuditPeriods)
    .set(updatedStamp(actor, now))
    .where(and(eq(followAuditPeriods.id, period.id), inArray(followAuditPeriods.status, EDITABLE)))
    .returning({ id: followAuditPeriods.id });
  if (guard.length === 0)
    throw businessFailure('followaudit.period.locked', { period: period.period });
  await db
    .insert(followAuditMeasures)
    .values(values)
    .onConflictDoUpdate({
      target: [followAuditMeasures.periodId, followAuditMeasures.itemId],
      set: {
        reportedQuantity: sql`excluded.reported_quantity`,
        approvedQuantity: sql`excluded.approved_quantity`,
        overReason: sql`excluded.over_reason`,
        memo: sql`excluded.memo`,
        updatedAt: sql`excluded.updated_at`,
        updatedBy: sql`excluded.updated_by`,
      },
    });
  // Checked on what is now stored (the whole request rolls back when refused).
  refuseOverWithoutReason(await measureRows(db, period));
  return { saved: values.length };
}

// ── 计量汇总表 ───────────────────────────────────────────────────────────────────────────────

export async function measureSummary(db: Db, projectId: string) {
  const project = await findProject(db, projectId);
  const [items, periods] = await Promise.all([itemsOf(db, projectId), periodsOf(db, projectId)]);
  const measures = periods.length
    ? await db
        .select()
        .from(followAuditMeasures)
        .where(
          inArray(
            followAuditMeasures.periodId,
            periods.map((period) => period.id),
          ),
        )
    : [];
  const itemById = new Map(items.map((item) => [item.id, item]));
  const perItem = new Map(
    items.map((item) => [
      item.id,
      {
        reported: new Decimal(0),
        approved: new Decimal(0),
        reportedAmount: new Decimal(0),
        approvedAmount: new Decimal(0),
      },
    ]),
  );
  const perPeriod = new Map(
    periods.map((period) => [period.id, { reported: new Decimal(0), approved: new Decimal(0) }]),
  );
  for (const measure of measures) {
    const item = itemById.get(measure.itemId);
    const total = perItem.get(measure.itemId);
    const inPeriod = perPeriod.get(measure.periodId);
    if (!item || !total || !inPeriod) continue;
    const reportedAmount = lineAmount(measure.reportedQuantity, item.unitPrice);
    const approvedAmount = lineAmount(measure.approvedQuantity, item.unitPrice);
    total.reported = total.reported.plus(measure.reportedQuantity);
    total.approved = total.approved.plus(measure.approvedQuantity);
    total.reportedAmount = total.reportedAmount.plus(reportedAmount);
    total.approvedAmount = total.approvedAmount.plus(approvedAmount);
    inPeriod.reported = inPeriod.reported.plus(reportedAmount);
    inPeriod.approved = inPeriod.approved.plus(approvedAmount);
  }
  let cumulative = new Decimal(0);
  const periodRows = periods.map((period): FollowAuditSummaryPeriod => {
    const { reported, approved } = perPeriod.get(period.id)!;
    cumulative = cumulative.plus(approved);
    const reduced = reported.minus(approved);
    return {
      periodId: period.id,
      period: period.period,
      status: period.status as FollowAuditStatus,
      reportedAmount: reported.toFixed(2),
      approvedAmount: approved.toFixed(2),
      reducedAmount: reduced.toFixed(2),
      reducedPercent: percentOf(reduced, reported),
      cumulativeApproved: cumulative.toFixed(2),
      cumulativePercent: percentOf(cumulative, project.contractAmount),
    };
  });
  const itemRows = items.map((item): FollowAuditSummaryItem => {
    const total = perItem.get(item.id)!;
    const reducedAmount = total.reportedAmount.minus(total.approvedAmount);
    return {
      itemId: item.id,
      code: item.code,
      name: item.name,
      unit: item.unit,
      contractQuantity: quantityText(item.contractQuantity),
      contractAmount: lineAmount(item.contractQuantity, item.unitPrice),
      reportedQuantity: quantityText(total.reported),
      reportedAmount: total.reportedAmount.toFixed(2),
      approvedQuantity: quantityText(total.approved),
      approvedAmount: total.approvedAmount.toFixed(2),
      reducedAmount: reducedAmount.toFixed(2),
      cumulativePercent: percentOf(total.approved, item.contractQuantity),
      over: isOver(total.approved, item.contractQuantity),
    };
  });
  const reportedAmount = sumOf(periodRows, 'reportedAmount');
  const approvedAmount = sumOf(periodRows, 'approvedAmount');
  const reducedAmount = new Decimal(reportedAmount).minus(approvedAmount).toFixed(2);
  return {
    projectName: project.name,
    contractAmount: project.contractAmount,
    periods: periodRows,
    items: itemRows,
    totals: {
      contractAmount: sumOf(itemRows, 'contractAmount'),
      reportedAmount,
      approvedAmount,
      reducedAmount,
      reducedPercent: percentOf(reducedAmount, reportedAmount),
    },
  };
}

// ── 支付审批表 ───────────────────────────────────────────────────────────────────────────────

/** What the project's approved periods before `period` add up to. */
async function historyBefore(db: Db, projectId: string, period: string): Promise<PayHistory> {
  const [row] = await db
    .select({
      approved: sql<string>`coalesce(sum(${followAuditPeriods.approvedAmount}), 0)::text`,
      advanceDeducted: sql<string>`coalesce(sum(${followAuditPeriods.advanceDeduction}), 0)::text`,
      retained: sql<string>`coalesce(sum(${followAuditPeriods.retention}), 0)::text`,
      paid: sql<string>`coalesce(sum(${followAuditPeriods.payAmount}), 0)::text`,
    })
    .from(followAuditPeriods)
    .where(
      and(
        eq(followAuditPeriods.projectId, projectId),
        eq(followAuditPeriods.status, 'approved'),
        lt(followAuditPeriods.period, period),
      ),
    );
  return row ?? { approved: '0', advanceDeducted: '0', retained: '0', paid: '0' };
}

async function figuresOf(
  db: Db,
  period: typeof followAuditPeriods.$inferSelect,
  project: FollowAuditProject,
  proposed: string | null,
): Promise<PayFigures> {
  const history = await historyBefore(db, period.projectId, period.period);
  if (period.status === 'approved' && period.approvedAmount !== null)
    return payFigures(project, history, period.approvedAmount, proposed, {
      advanceDeduction: period.advanceDeduction ?? '0',
      retention: period.retention ?? '0',
    });
  const rows = await measureRows(db, period);
  return payFigures(project, history, sumOf(rows, 'approvedAmount'), proposed);
}

async function nameOf(db: Db, userId: string | null) {
  if (!userId) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export async function payOf(db: Db, periodId: string): Promise<FollowAuditPay> {
  const period = await findPeriod(db, periodId);
  const project = await findProject(db, period.projectId);
  const figures = await figuresOf(db, period, project, period.payAmount);
  const [submittedByName, approvedByName] = await Promise.all([
    nameOf(db, period.submittedBy),
    nameOf(db, period.approvedBy),
  ]);
  return {
    periodId: period.id,
    period: period.period,
    status: period.status as FollowAuditStatus,
    projectId: project.id,
    projectName: project.name,
    customerName: project.customerName,
    contractor: project.contractor,
    contractAmount: project.contractAmount,
    payRatio: project.payRatio,
    advanceAmount: project.advanceAmount,
    retentionRatio: project.retentionRatio,
    ...figures,
    opinion: period.opinion,
    returnReason: period.returnReason,
    submittedAt: period.submittedAt ? formatDateTime(period.submittedAt) : null,
    submittedByName,
    approvedAt: period.approvedAt ? formatDateTime(period.approvedAt) : null,
    approvedByName,
  };
}

function refuseOverLimit(figures: PayFigures) {
  if (exceedsLimit(figures))
    throw businessFailure('followaudit.pay.exceedsLimit', {
      paidTotal: figures.paidTotal,
      limit: figures.payableLimit,
      maximum: Decimal.max(
        0,
        new Decimal(figures.payableLimit).minus(figures.previouslyPaid),
      ).toFixed(2),
    });
}

/** Moves a period from one of `from` in one guarded update; else the wrong-status failure. */
async function transition(
  db: Db,
  actor: Actor,
  now: Date,
  period: typeof followAuditPeriods.$inferSelect,
  from: FollowAuditStatus[],
  set: Partial<typeof followAuditPeriods.$inferInsert>,
) {
  const updated = await db
    .update(followAuditPeriods)
    .set({ ...set, ...updatedStamp(actor, now) })
    .where(and(eq(followAuditPeriods.id, period.id), inArray(followAuditPeriods.status, from)))
    .returning({ id: followAuditPeriods.id });
  if (updated.length === 0)
    throw businessFailure('followaudit.pay.wrongStatus', { period: period.period });
}

export async function savePay(db: Db, actor: Actor, now: Date, body: PayBody) {
  const period = await findPeriod(db, body.periodId);
  refuseLocked(period);
  const project = await findProject(db, period.projectId);
  const payAmount = body.payAmount ?? null;
  refuseOverLimit(await figuresOf(db, period, project, payAmount));
  await transition(db, actor, now, period, EDITABLE, { payAmount, opinion: body.opinion });
  return payOf(db, period.id);
}

export async function submitPay(db: Db, actor: Actor, now: Date, periodId: string) {
  const period = await findPeriod(db, periodId);
  refuseLocked(period);
  await lockProject(db, period.projectId);
  const project = await findProject(db, period.projectId);
  refuseOverWithoutReason(await measureRows(db, period));
  refuseOverLimit(await figuresOf(db, period, project, period.payAmount));
  await transition(db, actor, now, period, EDITABLE, {
    status: 'submitted',
    submittedAt: now,
    submittedBy: actor.userId,
    returnReason: null,
  });
  return payOf(db, periodId);
}

export async function approvePay(db: Db, actor: Actor, now: Date, body: ApproveBody) {
  const period = await findPeriod(db, body.periodId);
  if (period.status !== 'submitted')
    throw businessFailure('followaudit.pay.wrongStatus', { period: period.period });
  if (!body.approved) {
    await transition(db, actor, now, period, ['submitted'], {
      status: 'returned',
      returnReason: body.reason,
    });
    return payOf(db, period.id);
  }
  await lockProject(db, period.projectId);
  const project = await findProject(db, period.projectId);
  const figures = await figuresOf(db, period, project, period.payAmount);
  refuseOverLimit(figures);
  await transition(db, actor, now, period, ['submitted'], {
    status: 'approved',
    approvedAt: now,
    approvedBy: actor.userId,
    approvedAmount: figures.approvedAmount,
    advanceDeduction: figures.advanceDeduction,
    retention: figures.retention,
    payAmount: figures.payAmount,
  });
  return payOf(db, period.id);
}

/**
 * Deletes a project with its items and draft periods (the tables cascade). Once a period was
 * submitted the project's figures are part of a pay approval: refused, naming the period.
 */
export async function deleteProject(db: Db, id: string): Promise<null> {
  await findProject(db, id);
  await lockProject(db, id);
  const [kept] = await db
    .select({ period: followAuditPeriods.period })
    .from(followAuditPeriods)
    .where(and(eq(followAuditPeriods.projectId, id), sql`${followAuditPeriods.status} <> 'draft'`))
    .orderBy(asc(followAuditPeriods.period))
    .limit(1);
  if (kept) throw businessFailure('followaudit.project.hasSubmitted', { period: kept.period });
  await db.delete(followAuditProjects).where(eq(followAuditProjects.id, id));
  return null;
}

/** Deletes a draft period and its measures; a submitted, returned or approved one is kept. */
export async function deletePeriod(db: Db, id: string): Promise<null> {
  const period = await findPeriod(db, id);
  await lockProject(db, period.projectId);
  const [current] = await db
    .select({ status: followAuditPeriods.status })
    .from(followAuditPeriods)
    .where(eq(followAuditPeriods.id, id))
    .for('update');
  if (current?.status !== 'draft')
    throw businessFailure('followaudit.period.notDraft', { period: period.period });
  await db.delete(followAuditPeriods).where(eq(followAuditPeriods.id, id));
  return null;
}
