import { randomUUID } from 'node:crypto';
import type {
  BonusAllocation,
  BonusCalculation,
  BonusEntrust,
  BonusRule,
  BonusTemplate,
  bonusAdjust,
  bonusAdjustmentList,
  bonusCalculate,
  bonusCalculationList,
  bonusContractList,
  bonusEntrustList,
  bonusEntrustSave,
  bonusPay,
  bonusPaymentList,
  bonusRuleList,
  bonusRuleSave,
  bonusTemplateSave,
  myBonusList,
  BonusCalculationTrace,
  BonusRuleFigures as ContractRuleFigures,
  MyBonusSum,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  bonusAdjustments,
  bonusAllocations,
  bonusCalculations,
  bonusEntrusts,
  bonusPayments,
  bonusRules,
  bonusTemplates,
  contractMembers,
  contracts,
  receipts,
  users,
} from '../../../db/schema';
import { outerColumn } from '../../../db/outerColumn';
import {
  businessFailure,
  forbidden,
  recordNotFound,
  unknownReference,
} from '../../../http/failure';
import type { HandlerInput } from '../../../http/endpoint';
import { formatDateTime } from '../../../i18n';
import {
  applyAdjustment,
  BonusError,
  calculateBonus,
  validateRule,
  type AllocationTrace,
  type BonusMember,
  type BonusRole,
  type BonusRuleFigures,
  type BonusStage,
  type BusinessType,
} from './engine';

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2);
/** A fraction as stored (numeric(6,4)) without trailing zeros: '0.2000' → '0.2'. */
const fraction = (value: string) => new Decimal(value).toString();

/** Runs the engine, turning its refusals into business failures the caller reads. */
function engine<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof BonusError) {
      throw businessFailure(error.key, error.params);
    }
    throw error;
  }
}

// ── Rules ───────────────────────────────────────────────────────────────────────────────────

type RuleRow = typeof bonusRules.$inferSelect;

function figuresOf(row: RuleRow): BonusRuleFigures {
  const splits = <K extends string>(value: Record<string, string>, keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, fraction(value[key] ?? '0')])) as Record<K, string>;
  return {
    id: row.id,
    name: row.name,
    businessType: row.businessType as BusinessType,
    rate: fraction(row.rate),
    coefficientMin: fraction(row.coefficientMin),
    coefficientMax: fraction(row.coefficientMax),
    roleSplits: splits(row.roleSplits, ['lead', 'preparer', 'checker', 'reviewer', 'approver']),
    stageSplits: row.stageSplits
      ? splits(row.stageSplits, ['tender', 'construction', 'settlement'])
      : null,
    holdbackRate: fraction(row.holdbackRate),
  };
}

function toRule(row: RuleRow): BonusRule {
  const figures = figuresOf(row);
  return {
    id: row.id,
    name: row.name,
    businessType: figures.businessType,
    rate: figures.rate,
    coefficientMin: figures.coefficientMin,
    coefficientMax: figures.coefficientMax,
    roleSplits: figures.roleSplits,
    stageSplits: figures.stageSplits,
    holdbackRate: figures.holdbackRate,
    effectiveFrom: row.effectiveFrom,
    enabled: row.enabled,
    remark: row.remark,
    ...auditOf(row),
  };
}

/** Figures as the engine takes them; stage splits only where the business type uses them. */
function engineFigures(figures: ContractRuleFigures): BonusRuleFigures {
  return {
    ...figures,
    stageSplits: figures.businessType === 'whole_process' ? figures.stageSplits : null,
  };
}

export async function listRules(db: Db, body: HandlerInput<typeof bonusRuleList>['body']) {
  const params = body.params ?? {};
  const conditions: SQL[] = [];
  if (params.businessType) conditions.push(eq(bonusRules.businessType, params.businessType));
  if (params.enabled !== undefined) conditions.push(eq(bonusRules.enabled, params.enabled));
  const where = and(...conditions);
  const [total] = await db.select({ total: count() }).from(bonusRules).where(where);
  const rows = await db
    .select()
    .from(bonusRules)
    .where(where)
    .orderBy(asc(bonusRules.businessType), desc(bonusRules.effectiveFrom), asc(bonusRules.id))
    .limit(body.pageSize)
    .offset((body.pageNo - 1) * body.pageSize);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map(toRule),
  };
}

async function findRule(db: Db, id: string): Promise<RuleRow> {
  const [row] = await db.select().from(bonusRules).where(eq(bonusRules.id, id));
  if (!row) throw recordNotFound();
  return row;
}

export async function saveRule(
  db: Db,
  actor: Actor,
  now: Date,
  body: HandlerInput<typeof bonusRuleSave>['body'],
): Promise<BonusRule> {
  const figures = engineFigures(body);
  engine(() => validateRule(figures));
  const fields = {
    name: body.name,
    businessType: figures.businessType,
    rate: figures.rate,
    coefficientMin: figures.coefficientMin,
    coefficientMax: figures.coefficientMax,
    roleSplits: figures.roleSplits,
    stageSplits: figures.stageSplits,
    holdbackRate: figures.holdbackRate,
    effectiveFrom: body.effectiveFrom,
    enabled: body.enabled,
    remark: body.remark,
  };
  if (body.id) {
    const existing = await findRule(db, body.id);
    await db
      .update(bonusRules)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(bonusRules.id, existing.id));
    return toRule(await findRule(db, existing.id));
  }
  const id = randomUUID();
  await db
    .insert(bonusRules)
    .values({ id, companyId: actor.companyId, ...fields, ...createdStamp(actor, now) });
  return toRule(await findRule(db, id));
}

export async function deleteRule(db: Db, id: string): Promise<null> {
  const existing = await findRule(db, id);
  await db.delete(bonusRules).where(eq(bonusRules.id, existing.id));
  return null;
}

// ── Templates ───────────────────────────────────────────────────────────────────────────────

type TemplateRow = typeof bonusTemplates.$inferSelect;

function toTemplate(row: TemplateRow): BonusTemplate {
  return {
    id: row.id,
    name: row.name,
    remark: row.remark,
    figures: row.figures as ContractRuleFigures[],
    ...auditOf(row),
  };
}

export async function listTemplates(db: Db): Promise<BonusTemplate[]> {
  const rows = await db.select().from(bonusTemplates).orderBy(asc(bonusTemplates.name));
  return rows.map(toTemplate);
}

async function findTemplate(db: Db, id: string): Promise<TemplateRow> {
  const [row] = await db.select().from(bonusTemplates).where(eq(bonusTemplates.id, id));
  if (!row) throw recordNotFound();
  return row;
}

export async function saveTemplate(
  db: Db,
  actor: Actor,
  now: Date,
  body: HandlerInput<typeof bonusTemplateSave>['body'],
): Promise<BonusTemplate> {
  const seen = new Set<string>();
  const figures = body.figures.map((entry) => {
    if (seen.has(entry.businessType)) {
      throw businessFailure('bonus.template.duplicateType', { type: entry.businessType });
    }
    seen.add(entry.businessType);
    const checked = engineFigures(entry);
    engine(() => validateRule(checked));
    return checked;
  });
  const [taken] = await db
    .select({ id: bonusTemplates.id })
    .from(bonusTemplates)
    .where(eq(bonusTemplates.name, body.name));
  if (taken && taken.id !== body.id) {
    throw businessFailure('bonus.template.nameTaken', { name: body.name });
  }
  const fields = { name: body.name, remark: body.remark, figures };
  if (body.id) {
    const existing = await findTemplate(db, body.id);
    await db
      .update(bonusTemplates)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(bonusTemplates.id, existing.id));
    return toTemplate(await findTemplate(db, existing.id));
  }
  const id = randomUUID();
  await db
    .insert(bonusTemplates)
    .values({ id, companyId: actor.companyId, ...fields, ...createdStamp(actor, now) });
  return toTemplate(await findTemplate(db, id));
}

export async function deleteTemplate(db: Db, id: string): Promise<null> {
  const existing = await findTemplate(db, id);
  await db.delete(bonusTemplates).where(eq(bonusTemplates.id, existing.id));
  return null;
}

/** A rule of each of the template's business types, named after the template. */
export async function applyTemplate(
  db: Db,
  actor: Actor,
  now: Date,
  id: string,
  effectiveFrom: string,
): Promise<BonusRule[]> {
  const template = toTemplate(await findTemplate(db, id));
  const made: BonusRule[] = [];
  for (const figures of template.figures) {
    made.push(
      await saveRule(db, actor, now, {
        ...figures,
        name: template.name,
        effectiveFrom,
        enabled: true,
        remark: null,
      }),
    );
  }
  return made;
}

// ── Entrusts ────────────────────────────────────────────────────────────────────────────────

const principals = alias(users, 'principal');
const agents = alias(users, 'agent');

async function entrustsWhere(db: Db, where: SQL | undefined) {
  return db
    .select({
      entrust: bonusEntrusts,
      principalName: principals.name,
      agentName: agents.name,
    })
    .from(bonusEntrusts)
    .innerJoin(principals, eq(principals.id, bonusEntrusts.principalUserId))
    .innerJoin(agents, eq(agents.id, bonusEntrusts.agentUserId))
    .where(where);
}

function toEntrust(row: Awaited<ReturnType<typeof entrustsWhere>>[number]): BonusEntrust {
  const { entrust } = row;
  return {
    id: entrust.id,
    principalUserId: entrust.principalUserId,
    principalName: row.principalName,
    agentUserId: entrust.agentUserId,
    agentName: row.agentName,
    startDate: entrust.startDate,
    endDate: entrust.endDate,
    remark: entrust.remark,
    ...auditOf(entrust),
  };
}

export async function listEntrusts(db: Db, body: HandlerInput<typeof bonusEntrustList>['body']) {
  const userId = body.params?.userId;
  const where = userId
    ? or(eq(bonusEntrusts.principalUserId, userId), eq(bonusEntrusts.agentUserId, userId))
    : undefined;
  const [total] = await db.select({ total: count() }).from(bonusEntrusts).where(where);
  const rows = (await entrustsWhere(db, where))
    .sort(
      (a, b) =>
        b.entrust.startDate.localeCompare(a.entrust.startDate) ||
        a.entrust.id.localeCompare(b.entrust.id),
    )
    .slice((body.pageNo - 1) * body.pageSize, body.pageNo * body.pageSize);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map(toEntrust),
  };
}

async function findEntrust(db: Db, id: string): Promise<BonusEntrust> {
  const [row] = await entrustsWhere(db, eq(bonusEntrusts.id, id));
  if (!row) throw recordNotFound();
  return toEntrust(row);
}

async function requireUser(db: Db, id: string, field: string): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.deleted, false)));
  if (!row) throw unknownReference(field);
}

export async function saveEntrust(
  db: Db,
  actor: Actor,
  now: Date,
  body: HandlerInput<typeof bonusEntrustSave>['body'],
): Promise<BonusEntrust> {
  if (body.principalUserId === body.agentUserId) throw businessFailure('bonus.entrust.samePerson');
  if (body.endDate < body.startDate) throw businessFailure('bonus.entrust.endBeforeStart');
  await requireUser(db, body.principalUserId, 'principalUserId');
  await requireUser(db, body.agentUserId, 'agentUserId');
  const fields = {
    principalUserId: body.principalUserId,
    agentUserId: body.agentUserId,
    startDate: body.startDate,
    endDate: body.endDate,
    remark: body.remark,
  };
  if (body.id) {
    const existing = await findEntrust(db, body.id);
    await db
      .update(bonusEntrusts)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(bonusEntrusts.id, existing.id));
    return findEntrust(db, existing.id);
  }
  const id = randomUUID();
  await db
    .insert(bonusEntrusts)
    .values({ id, companyId: actor.companyId, ...fields, ...createdStamp(actor, now) });
  return findEntrust(db, id);
}

export async function deleteEntrust(db: Db, id: string): Promise<null> {
  const existing = await findEntrust(db, id);
  await db.delete(bonusEntrusts).where(eq(bonusEntrusts.id, existing.id));
  return null;
}

// ── Contracts to calculate ──────────────────────────────────────────────────────────────────

export async function listContracts(db: Db, body: HandlerInput<typeof bonusContractList>['body']) {
  const keyword = body.params?.keyword;
  const where = keyword
    ? or(ilike(contracts.code, containing(keyword)), ilike(contracts.name, containing(keyword)))
    : undefined;
  const [total] = await db.select({ total: count() }).from(contracts).where(where);
  const rows = await db
    .select({
      id: contracts.id,
      code: contracts.code,
      name: contracts.name,
      businessType: contracts.businessType,
      status: contracts.status,
      amount: contracts.amount,
      vatRate: contracts.vatRate,
      received: sql<string>`(select coalesce(sum(${receipts.amount}), 0)::text from ${receipts} where ${receipts.contractId} = ${outerColumn(contracts.id)})`,
      memberCount: sql<number>`(select count(*)::int from ${contractMembers} where ${contractMembers.contractId} = ${outerColumn(contracts.id)})`,
    })
    .from(contracts)
    .where(where)
    .orderBy(desc(contracts.signedDate), asc(contracts.code))
    .limit(body.pageSize)
    .offset((body.pageNo - 1) * body.pageSize);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map((row) => ({
      ...row,
      businessType: row.businessType as BusinessType,
      amount: money(row.amount),
      vatRate: fraction(row.vatRate),
      received: money(row.received),
    })),
  };
}

// ── Calculations ────────────────────────────────────────────────────────────────────────────

const summaryColumns = {
  calc: bonusCalculations,
  contractCode: contracts.code,
  contractName: contracts.name,
  businessType: contracts.businessType,
  contractStatus: contracts.status,
  paid: sql<string>`(select coalesce(sum(${bonusAllocations.paid}), 0)::text from ${bonusAllocations} where ${bonusAllocations.calculationId} = ${outerColumn(bonusCalculations.id)})`,
};

type SummaryRow = {
  calc: typeof bonusCalculations.$inferSelect;
  contractCode: string;
  contractName: string;
  businessType: string;
  contractStatus: string;
  paid: string;
};

function toSummary(row: SummaryRow) {
  const { calc } = row;
  return {
    id: calc.id,
    contractId: calc.contractId,
    contractCode: row.contractCode,
    contractName: row.contractName,
    businessType: row.businessType as BusinessType,
    periodFrom: calc.periodFrom,
    periodTo: calc.periodTo,
    received: money(calc.received),
    receivedExVat: money(calc.receivedExVat),
    coefficient: fraction(calc.coefficient),
    pool: money(calc.pool),
    paid: money(row.paid),
    status: calc.status as 'draft' | 'confirmed' | 'paid',
    createdAt: formatDateTime(calc.createdAt),
  };
}

export async function listCalculations(
  db: Db,
  body: HandlerInput<typeof bonusCalculationList>['body'],
) {
  const params = body.params ?? {};
  const conditions: SQL[] = [];
  if (params.contractId) conditions.push(eq(bonusCalculations.contractId, params.contractId));
  if (params.status) conditions.push(eq(bonusCalculations.status, params.status));
  if (params.keyword) {
    conditions.push(
      or(
        ilike(contracts.code, containing(params.keyword)),
        ilike(contracts.name, containing(params.keyword)),
      )!,
    );
  }
  const where = and(...conditions);
  const [total] = await db
    .select({ total: count() })
    .from(bonusCalculations)
    .innerJoin(contracts, eq(contracts.id, bonusCalculations.contractId))
    .where(where);
  const rows = await db
    .select(summaryColumns)
    .from(bonusCalculations)
    .innerJoin(contracts, eq(contracts.id, bonusCalculations.contractId))
    .where(where)
    .orderBy(desc(bonusCalculations.periodTo), desc(bonusCalculations.createdAt))
    .limit(body.pageSize)
    .offset((body.pageNo - 1) * body.pageSize);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map(toSummary),
  };
}

type AllocationRow = typeof bonusAllocations.$inferSelect;

/** What may be paid now: the released part, all of it once the contract is finished, less paid. */
function payableOf(row: AllocationRow, calcStatus: string, contractStatus: string): string {
  if (calcStatus === 'draft') return '0.00';
  const due = contractStatus === 'finished' ? row.amount : row.released;
  return money(Decimal.max(new Decimal(due).minus(row.paid), 0));
}

async function allocationsOf(
  db: Db,
  calculationIds: string[],
): Promise<(AllocationRow & { userName: string; adjusted: string })[]> {
  if (calculationIds.length === 0) return [];
  return db
    .select({
      ...bonusAllocationColumns(),
      userName: users.name,
      adjusted: sql<string>`(select coalesce(sum(${bonusAdjustments.delta}), 0)::text from ${bonusAdjustments} where ${bonusAdjustments.allocationId} = ${outerColumn(bonusAllocations.id)})`,
    })
    .from(bonusAllocations)
    .innerJoin(users, eq(users.id, bonusAllocations.userId))
    .where(inArray(bonusAllocations.calculationId, calculationIds))
    .orderBy(asc(bonusAllocations.stage), asc(bonusAllocations.role), asc(users.name));
}

function bonusAllocationColumns() {
  return {
    id: bonusAllocations.id,
    companyId: bonusAllocations.companyId,
    calculationId: bonusAllocations.calculationId,
    userId: bonusAllocations.userId,
    role: bonusAllocations.role,
    stage: bonusAllocations.stage,
    amount: bonusAllocations.amount,
    released: bonusAllocations.released,
    heldBack: bonusAllocations.heldBack,
    paid: bonusAllocations.paid,
    trace: bonusAllocations.trace,
  };
}

function toAllocation(
  row: AllocationRow & { userName: string; adjusted: string },
  calcStatus: string,
  contractStatus: string,
): BonusAllocation {
  return {
    id: row.id,
    calculationId: row.calculationId,
    userId: row.userId,
    userName: row.userName,
    role: row.role as BonusRole,
    stage: row.stage as BonusStage | null,
    amount: money(row.amount),
    released: money(row.released),
    heldBack: money(row.heldBack),
    paid: money(row.paid),
    payable: payableOf(row, calcStatus, contractStatus),
    adjusted: money(row.adjusted),
    trace: row.trace as AllocationTrace,
  };
}

export async function getCalculation(db: Db, id: string): Promise<BonusCalculation> {
  const [row] = await db
    .select({ ...summaryColumns, ruleName: bonusRules.name })
    .from(bonusCalculations)
    .innerJoin(contracts, eq(contracts.id, bonusCalculations.contractId))
    .leftJoin(bonusRules, eq(bonusRules.id, bonusCalculations.ruleId))
    .where(eq(bonusCalculations.id, id));
  if (!row) throw recordNotFound();
  const allocations = await allocationsOf(db, [id]);
  return {
    ...toSummary(row),
    ruleId: row.calc.ruleId,
    ruleName: row.ruleName,
    contractStatus: row.contractStatus,
    confirmedBy: row.calc.confirmedBy,
    confirmedAt: row.calc.confirmedAt ? formatDateTime(row.calc.confirmedAt) : null,
    trace: row.calc.trace as BonusCalculationTrace,
    allocations: allocations.map((a) => toAllocation(a, row.calc.status, row.contractStatus)),
  };
}

/** The rule in force for a business type at a date: enabled, latest effective date on or before it. */
async function ruleInForce(db: Db, businessType: string, at: string): Promise<RuleRow | null> {
  const [row] = await db
    .select()
    .from(bonusRules)
    .where(
      and(
        eq(bonusRules.businessType, businessType),
        eq(bonusRules.enabled, true),
        lte(bonusRules.effectiveFrom, at),
      ),
    )
    .orderBy(desc(bonusRules.effectiveFrom), desc(bonusRules.createdAt))
    .limit(1);
  return row ?? null;
}

export async function calculate(
  db: Db,
  actor: Actor,
  now: Date,
  body: HandlerInput<typeof bonusCalculate>['body'],
): Promise<BonusCalculation> {
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, body.contractId));
  if (!contract) throw unknownReference('contractId');
  const rule = body.ruleId
    ? await findRuleReference(db, body.ruleId)
    : await ruleInForce(db, contract.businessType, body.periodTo);
  if (!rule) throw businessFailure('bonus.calc.noRule', { type: contract.businessType });
  if (rule.businessType !== contract.businessType) {
    throw businessFailure('bonus.calc.ruleMismatch', { type: contract.businessType });
  }
  const [overlap] = await db
    .select({ from: bonusCalculations.periodFrom, to: bonusCalculations.periodTo })
    .from(bonusCalculations)
    .where(
      and(
        eq(bonusCalculations.contractId, contract.id),
        lte(bonusCalculations.periodFrom, body.periodTo),
        gte(bonusCalculations.periodTo, body.periodFrom),
      ),
    )
    .limit(1);
  if (overlap) throw businessFailure('bonus.calc.periodOverlap', overlap);
  const receiptRows = await db
    .select({ id: receipts.id, amount: receipts.amount, receivedDate: receipts.receivedDate })
    .from(receipts)
    .where(
      and(
        eq(receipts.contractId, contract.id),
        gte(receipts.receivedDate, body.periodFrom),
        lte(receipts.receivedDate, body.periodTo),
      ),
    )
    .orderBy(asc(receipts.receivedDate), asc(receipts.id));
  if (receiptRows.length === 0) throw businessFailure('bonus.calc.noReceipts');
  const memberRows = await db
    .select({
      userId: contractMembers.userId,
      role: contractMembers.role,
      stage: contractMembers.stage,
      weight: contractMembers.weight,
    })
    .from(contractMembers)
    .where(eq(contractMembers.contractId, contract.id))
    .orderBy(asc(contractMembers.role), asc(contractMembers.userId));
  const figures = figuresOf(rule);
  const result = engine(() =>
    calculateBonus({
      rule: figures,
      vatRate: fraction(contract.vatRate),
      receipts: receiptRows.map((r) => ({ ...r, amount: money(r.amount) })),
      members: memberRows as BonusMember[],
      coefficient: body.coefficient,
      contractFinished: contract.status === 'finished',
    }),
  );
  const id = randomUUID();
  await db.insert(bonusCalculations).values({
    id,
    companyId: actor.companyId,
    contractId: contract.id,
    ruleId: rule.id,
    periodFrom: body.periodFrom,
    periodTo: body.periodTo,
    received: result.received,
    receivedExVat: result.receivedExVat,
    coefficient: body.coefficient,
    pool: result.pool,
    status: 'draft',
    ruleSnapshot: figures,
    trace: result.trace,
    ...createdStamp(actor, now),
  });
  if (result.allocations.length > 0) {
    await db.insert(bonusAllocations).values(
      result.allocations.map((a) => ({
        id: randomUUID(),
        companyId: actor.companyId,
        calculationId: id,
        userId: a.userId,
        role: a.role,
        stage: a.stage,
        amount: a.amount,
        released: a.released,
        heldBack: a.heldBack,
        paid: '0',
        trace: a.trace,
      })),
    );
  }
  return getCalculation(db, id);
}

async function findRuleReference(db: Db, id: string): Promise<RuleRow> {
  const [row] = await db.select().from(bonusRules).where(eq(bonusRules.id, id));
  if (!row) throw unknownReference('ruleId');
  return row;
}

async function findCalculationRow(db: Db, id: string) {
  const [row] = await db.select().from(bonusCalculations).where(eq(bonusCalculations.id, id));
  if (!row) throw recordNotFound();
  return row;
}

export async function confirmCalculation(
  db: Db,
  actor: Actor,
  now: Date,
  id: string,
): Promise<BonusCalculation> {
  const calc = await findCalculationRow(db, id);
  if (calc.status !== 'draft') throw businessFailure('bonus.calc.notDraft');
  await db
    .update(bonusCalculations)
    .set({
      status: 'confirmed',
      confirmedBy: actor.userId,
      confirmedAt: now,
      ...updatedStamp(actor, now),
    })
    .where(eq(bonusCalculations.id, id));
  return getCalculation(db, id);
}

export async function deleteCalculation(db: Db, id: string): Promise<null> {
  const calc = await findCalculationRow(db, id);
  if (calc.status !== 'draft') throw businessFailure('bonus.calc.notDraft');
  await db.delete(bonusCalculations).where(eq(bonusCalculations.id, id));
  return null;
}

// ── Adjustments ─────────────────────────────────────────────────────────────────────────────

export async function adjust(
  db: Db,
  actor: Actor,
  now: Date,
  body: HandlerInput<typeof bonusAdjust>['body'],
): Promise<BonusCalculation> {
  const calc = await findCalculationRow(db, body.calculationId);
  if (calc.status === 'paid') throw businessFailure('bonus.calc.locked');
  const rows = await db
    .select()
    .from(bonusAllocations)
    .where(
      and(
        eq(bonusAllocations.calculationId, calc.id),
        inArray(bonusAllocations.id, [body.fromAllocationId, body.toAllocationId]),
      ),
    );
  const parts = new Map(
    rows.map((row) => [
      row.id,
      {
        amount: money(row.amount),
        paid: money(row.paid),
        holdbackRate: (row.trace as AllocationTrace).holdbackRate,
      },
    ]),
  );
  const next = engine(() =>
    applyAdjustment(parts, {
      fromAllocationId: body.fromAllocationId,
      toAllocationId: body.toAllocationId,
      amount: body.amount,
    }),
  );
  for (const [allocationId, figures] of next) {
    await db.update(bonusAllocations).set(figures).where(eq(bonusAllocations.id, allocationId));
  }
  const moveId = randomUUID();
  await db.insert(bonusAdjustments).values(
    [
      [body.fromAllocationId, money(new Decimal(body.amount).negated())],
      [body.toAllocationId, money(body.amount)],
    ].map(([allocationId, delta]) => ({
      id: randomUUID(),
      companyId: actor.companyId,
      calculationId: calc.id,
      allocationId: allocationId!,
      moveId,
      delta: delta!,
      reason: body.reason,
      ...createdStamp(actor, now),
    })),
  );
  return getCalculation(db, calc.id);
}

export async function listAdjustments(
  db: Db,
  body: HandlerInput<typeof bonusAdjustmentList>['body'],
) {
  const calculationId = body.params?.calculationId;
  const where = calculationId ? eq(bonusAdjustments.calculationId, calculationId) : undefined;
  const [total] = await db.select({ total: count() }).from(bonusAdjustments).where(where);
  const rows = await db
    .select({
      adjustment: bonusAdjustments,
      contractCode: contracts.code,
      contractName: contracts.name,
      userName: users.name,
      role: bonusAllocations.role,
      stage: bonusAllocations.stage,
    })
    .from(bonusAdjustments)
    .innerJoin(bonusAllocations, eq(bonusAllocations.id, bonusAdjustments.allocationId))
    .innerJoin(bonusCalculations, eq(bonusCalculations.id, bonusAdjustments.calculationId))
    .innerJoin(contracts, eq(contracts.id, bonusCalculations.contractId))
    .innerJoin(users, eq(users.id, bonusAllocations.userId))
    .where(where)
    .orderBy(
      desc(bonusAdjustments.createdAt),
      asc(bonusAdjustments.moveId),
      asc(bonusAdjustments.delta),
    )
    .limit(body.pageSize)
    .offset((body.pageNo - 1) * body.pageSize);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map(({ adjustment, ...row }) => ({
      id: adjustment.id,
      moveId: adjustment.moveId,
      calculationId: adjustment.calculationId,
      contractCode: row.contractCode,
      contractName: row.contractName,
      allocationId: adjustment.allocationId,
      userName: row.userName,
      role: row.role as BonusRole,
      stage: row.stage as BonusStage | null,
      delta: money(adjustment.delta),
      reason: adjustment.reason,
      createdBy: adjustment.createdBy,
      createdAt: formatDateTime(adjustment.createdAt),
    })),
  };
}

// ── Payments ────────────────────────────────────────────────────────────────────────────────

export async function pay(
  db: Db,
  actor: Actor,
  now: Date,
  body: HandlerInput<typeof bonusPay>['body'],
): Promise<{ count: number; amount: string }> {
  const rows = await db
    .select({
      allocation: bonusAllocations,
      calcStatus: bonusCalculations.status,
      contractStatus: contracts.status,
    })
    .from(bonusAllocations)
    .innerJoin(bonusCalculations, eq(bonusCalculations.id, bonusAllocations.calculationId))
    .innerJoin(contracts, eq(contracts.id, bonusCalculations.contractId))
    .where(inArray(bonusAllocations.id, body.allocationIds));
  if (rows.length !== new Set(body.allocationIds).size) throw unknownReference('allocationIds');
  if (rows.some((row) => row.calcStatus === 'draft'))
    throw businessFailure('bonus.pay.notConfirmed');
  let total = new Decimal(0);
  let paidCount = 0;
  const touched = new Set<string>();
  for (const { allocation, calcStatus, contractStatus } of rows) {
    const payable = new Decimal(payableOf(allocation, calcStatus, contractStatus));
    if (payable.lte(0)) continue;
    await db.insert(bonusPayments).values({
      id: randomUUID(),
      companyId: actor.companyId,
      allocationId: allocation.id,
      userId: allocation.userId,
      amount: money(payable),
      paidDate: body.paidDate,
      remark: body.remark,
      ...createdStamp(actor, now),
    });
    await db
      .update(bonusAllocations)
      .set({ paid: money(payable.plus(allocation.paid)) })
      .where(eq(bonusAllocations.id, allocation.id));
    total = total.plus(payable);
    paidCount += 1;
    touched.add(allocation.calculationId);
  }
  if (paidCount === 0) throw businessFailure('bonus.pay.nothingPayable');
  // A calculation whose every part is paid in full is paid.
  for (const calculationId of touched) {
    const [open] = await db
      .select({ n: count() })
      .from(bonusAllocations)
      .where(
        and(
          eq(bonusAllocations.calculationId, calculationId),
          sql`${bonusAllocations.paid} < ${bonusAllocations.amount}`,
        ),
      );
    if ((open?.n ?? 0) === 0) {
      await db
        .update(bonusCalculations)
        .set({ status: 'paid', ...updatedStamp(actor, now) })
        .where(eq(bonusCalculations.id, calculationId));
    }
  }
  return { count: paidCount, amount: money(total) };
}

export async function listPayments(db: Db, body: HandlerInput<typeof bonusPaymentList>['body']) {
  const params = body.params ?? {};
  const conditions: SQL[] = [];
  if (params.userId) conditions.push(eq(bonusPayments.userId, params.userId));
  if (params.calculationId)
    conditions.push(eq(bonusAllocations.calculationId, params.calculationId));
  const where = and(...conditions);
  const from = () =>
    db
      .select({
        payment: bonusPayments,
        calculationId: bonusAllocations.calculationId,
        role: bonusAllocations.role,
        contractCode: contracts.code,
        contractName: contracts.name,
        userName: users.name,
      })
      .from(bonusPayments)
      .innerJoin(bonusAllocations, eq(bonusAllocations.id, bonusPayments.allocationId))
      .innerJoin(bonusCalculations, eq(bonusCalculations.id, bonusAllocations.calculationId))
      .innerJoin(contracts, eq(contracts.id, bonusCalculations.contractId))
      .innerJoin(users, eq(users.id, bonusPayments.userId));
  const [total] = await db
    .select({ total: count() })
    .from(bonusPayments)
    .innerJoin(bonusAllocations, eq(bonusAllocations.id, bonusPayments.allocationId))
    .where(where);
  const rows = await from()
    .where(where)
    .orderBy(desc(bonusPayments.paidDate), desc(bonusPayments.createdAt), asc(bonusPayments.id))
    .limit(body.pageSize)
    .offset((body.pageNo - 1) * body.pageSize);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map(({ payment, ...row }) => ({
      id: payment.id,
      allocationId: payment.allocationId,
      calculationId: row.calculationId,
      contractCode: row.contractCode,
      contractName: row.contractName,
      userId: payment.userId,
      userName: row.userName,
      role: row.role as BonusRole,
      amount: money(payment.amount),
      paidDate: payment.paidDate,
      remark: payment.remark,
      createdBy: payment.createdBy,
      createdAt: formatDateTime(payment.createdAt),
    })),
  };
}

// ── My bonus ────────────────────────────────────────────────────────────────────────────────

const today = (now: Date) => formatDateTime(now).slice(0, 10);

/** Principals who entrusted their bonus to the user, today. */
async function principalsOf(db: Db, userId: string, now: Date) {
  const day = today(now);
  return db
    .select({ userId: bonusEntrusts.principalUserId, userName: users.name })
    .from(bonusEntrusts)
    .innerJoin(users, eq(users.id, bonusEntrusts.principalUserId))
    .where(
      and(
        eq(bonusEntrusts.agentUserId, userId),
        lte(bonusEntrusts.startDate, day),
        gte(bonusEntrusts.endDate, day),
      ),
    )
    .orderBy(asc(users.name));
}

/** Whose bonus the caller may see: their own, or an entrusting principal's (enforced here). */
async function bonusOwner(db: Db, actor: Actor, now: Date, forUserId: string | undefined) {
  if (!forUserId || forUserId === actor.userId) return actor.userId;
  const allowed = await principalsOf(db, actor.userId, now);
  if (!allowed.some((p) => p.userId === forUserId)) throw forbidden();
  return forUserId;
}

const yearOf = (column: typeof bonusCalculations.periodTo, year: number) =>
  and(gte(column, `${year}-01-01`), lte(column, `${year}-12-31`))!;

export async function myBonus(
  db: Db,
  actor: Actor,
  now: Date,
  body: HandlerInput<typeof myBonusList>['body'],
) {
  const params = body.params ?? {};
  const owner = await bonusOwner(db, actor, now, params.forUserId);
  const conditions: SQL[] = [
    eq(bonusAllocations.userId, owner),
    inArray(bonusCalculations.status, ['confirmed', 'paid']),
  ];
  if (params.year) conditions.push(yearOf(bonusCalculations.periodTo, params.year));
  if (params.contractId) conditions.push(eq(bonusCalculations.contractId, params.contractId));
  const where = and(...conditions);
  const [total] = await db
    .select({ total: count() })
    .from(bonusAllocations)
    .innerJoin(bonusCalculations, eq(bonusCalculations.id, bonusAllocations.calculationId))
    .where(where);
  const rows = await db
    .select({
      allocation: bonusAllocationColumns(),
      userName: users.name,
      adjusted: sql<string>`(select coalesce(sum(${bonusAdjustments.delta}), 0)::text from ${bonusAdjustments} where ${bonusAdjustments.allocationId} = ${outerColumn(bonusAllocations.id)})`,
      calc: bonusCalculations,
      contractCode: contracts.code,
      contractName: contracts.name,
      contractStatus: contracts.status,
    })
    .from(bonusAllocations)
    .innerJoin(bonusCalculations, eq(bonusCalculations.id, bonusAllocations.calculationId))
    .innerJoin(contracts, eq(contracts.id, bonusCalculations.contractId))
    .innerJoin(users, eq(users.id, bonusAllocations.userId))
    .where(where)
    .orderBy(
      desc(bonusCalculations.periodTo),
      asc(contracts.code),
      asc(bonusAllocations.stage),
      asc(bonusAllocations.role),
    )
    .limit(body.pageSize)
    .offset((body.pageNo - 1) * body.pageSize);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map((row) => ({
      ...toAllocation(
        { ...row.allocation, userName: row.userName, adjusted: row.adjusted },
        row.calc.status,
        row.contractStatus,
      ),
      contractId: row.calc.contractId,
      contractCode: row.contractCode,
      contractName: row.contractName,
      periodFrom: row.calc.periodFrom,
      periodTo: row.calc.periodTo,
      status: row.calc.status as 'draft' | 'confirmed' | 'paid',
    })),
  };
}

export async function myBonusSum(
  db: Db,
  actor: Actor,
  now: Date,
  forUserId: string | undefined,
  year: number,
): Promise<MyBonusSum> {
  const owner = await bonusOwner(db, actor, now, forUserId);
  const [person] = await db.select({ name: users.name }).from(users).where(eq(users.id, owner));
  const sums = {
    amount: sql<string>`coalesce(sum(${bonusAllocations.amount}), 0)::text`,
    released: sql<string>`coalesce(sum(${bonusAllocations.released}), 0)::text`,
    heldBack: sql<string>`coalesce(sum(${bonusAllocations.heldBack}), 0)::text`,
    paid: sql<string>`coalesce(sum(${bonusAllocations.paid}), 0)::text`,
  };
  const where = and(
    eq(bonusAllocations.userId, owner),
    inArray(bonusCalculations.status, ['confirmed', 'paid']),
    yearOf(bonusCalculations.periodTo, year),
  );
  const month = sql<number>`extract(month from ${bonusCalculations.periodTo})::int`;
  const byMonth = await db
    .select({ month, ...sums })
    .from(bonusAllocations)
    .innerJoin(bonusCalculations, eq(bonusCalculations.id, bonusAllocations.calculationId))
    .where(where)
    .groupBy(month)
    .orderBy(month);
  const byContract = await db
    .select({
      contractId: contracts.id,
      contractCode: contracts.code,
      contractName: contracts.name,
      ...sums,
    })
    .from(bonusAllocations)
    .innerJoin(bonusCalculations, eq(bonusCalculations.id, bonusAllocations.calculationId))
    .innerJoin(contracts, eq(contracts.id, bonusCalculations.contractId))
    .where(where)
    .groupBy(contracts.id, contracts.code, contracts.name)
    .orderBy(asc(contracts.code));
  const fix = <T extends { amount: string; released: string; heldBack: string; paid: string }>(
    row: T,
  ) => ({
    ...row,
    amount: money(row.amount),
    released: money(row.released),
    heldBack: money(row.heldBack),
    paid: money(row.paid),
  });
  const total = byMonth.reduce(
    (acc, row) => ({
      amount: acc.amount.plus(row.amount),
      released: acc.released.plus(row.released),
      heldBack: acc.heldBack.plus(row.heldBack),
      paid: acc.paid.plus(row.paid),
    }),
    {
      amount: new Decimal(0),
      released: new Decimal(0),
      heldBack: new Decimal(0),
      paid: new Decimal(0),
    },
  );
  return {
    userId: owner,
    userName: person?.name ?? '',
    year,
    total: {
      amount: money(total.amount),
      released: money(total.released),
      heldBack: money(total.heldBack),
      paid: money(total.paid),
    },
    byMonth: byMonth.map(fix),
    byContract: byContract.map(fix),
    principals: await principalsOf(db, actor.userId, now),
  };
}
