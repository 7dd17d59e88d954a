/**
 * Logical checks (spec 001 §7 /b/quality/logical/…): the rule table on a project, a run kept as a
 * record with one result per rule, the bills behind a rule, and the reviewer's ignore and opinion.
 * Every query runs in the request's tenant transaction (another company's project, record or
 * result is simply not there: 404).
 */
import { randomUUID } from 'node:crypto';
import type {
  LogicalBill,
  LogicalRecord,
  LogicalResult,
  LogicalRule as LogicalRuleDto,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { qualityLogicalRecords, qualityLogicalResults, users } from '../../../db/schema';
import { recordNotFound, unknownReference } from '../../../http/failure';
import { formatDateTime, type Locale } from '../../../i18n';
import type { Severity } from '../engine/model';
import { nodePathsOf } from '../library/service';
import { findProjectRow, loadProject } from '../store';
import {
  expectedText,
  logicalRuleOf,
  relationText,
  runLogical,
  sideQuantity,
  type LogicalRule,
  type LogicalStatus,
} from './rules';
import { activeLogicalRules, loadLogicalRules } from './ruleTable';

/** The company's rules by key (a rule since removed falls back to the standard one), and their order. */
async function ruleIndex(db: Db) {
  const { rules } = await loadLogicalRules(db);
  const byKey = new Map<string, LogicalRule>(rules.map((rule) => [rule.key, rule]));
  const order = new Map(rules.map((rule, index) => [rule.key, index]));
  return { ruleOf: (key: string) => byKey.get(key) ?? logicalRuleOf(key), order };
}
type RuleIndex = Awaited<ReturnType<typeof ruleIndex>>;

type RecordRow = typeof qualityLogicalRecords.$inferSelect;
type ResultRow = typeof qualityLogicalResults.$inferSelect;

const decimal = (value: Decimal.Value, places = 4) => {
  const fixed = new Decimal(value).toFixed(places);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
};

/** The rule table with the project's A and B values and whether each rule applies. */
export async function checkList(
  db: Db,
  locale: Locale,
  projectId: string,
): Promise<LogicalRuleDto[]> {
  const project = await loadProject(db, projectId);
  return runLogical(project, await activeLogicalRules(db)).map(({ rule, status, a, b }) => ({
    key: rule.key,
    title: rule.title[locale],
    a: rule.a.name[locale],
    b: rule.b.name[locale],
    relation: rule.relation,
    relationText: relationText(rule.relation, locale),
    tolerance: decimal(rule.tolerance),
    severity: rule.severity,
    applicable: status !== 'skipped',
    aValue: decimal(a.value),
    bValue: decimal(b.value),
    aUnit: rule.a.unit,
    bUnit: rule.b.unit,
  }));
}

async function namesOf(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function toResult(
  row: ResultRow,
  locale: Locale,
  names: Map<string, string>,
  rules: RuleIndex,
): LogicalResult {
  const rule = rules.ruleOf(row.rule);
  return {
    id: row.id,
    recordId: row.recordId,
    rule: row.rule,
    title: rule?.title[locale] ?? row.rule,
    a: rule?.a.name[locale] ?? '',
    b: rule?.b.name[locale] ?? '',
    relation: rule?.relation ?? 'implies',
    severity: row.severity as Severity,
    status: row.status as LogicalStatus,
    aValue: decimal(row.aValue),
    bValue: decimal(row.bValue),
    aUnit: rule?.a.unit ?? '',
    bUnit: rule?.b.unit ?? '',
    expected: rule ? expectedText(rule, Number(row.bValue), locale) : '',
    ignored: row.ignored,
    ignoredBy: row.ignoredBy ? (names.get(row.ignoredBy) ?? row.ignoredBy) : null,
    ignoredAt: row.ignoredAt ? formatDateTime(row.ignoredAt) : null,
    opinion: row.opinion,
  };
}

const byRuleOrder = (order: Map<string, number>) => (a: ResultRow, b: ResultRow) =>
  (order.get(a.rule) ?? order.size) - (order.get(b.rule) ?? order.size);

async function recordsWithResults(
  db: Db,
  locale: Locale,
  records: RecordRow[],
): Promise<LogicalRecord[]> {
  if (records.length === 0) return [];
  const results = await db
    .select()
    .from(qualityLogicalResults)
    .where(
      inArray(
        qualityLogicalResults.recordId,
        records.map((record) => record.id),
      ),
    )
    .orderBy(asc(qualityLogicalResults.id));
  const names = await namesOf(db, [
    ...records.map((record) => record.checkedBy),
    ...results.map((row) => row.ignoredBy),
  ]);
  const rules = await ruleIndex(db);
  return records.map((record) => ({
    id: record.id,
    projectId: record.projectId,
    checkedAt: formatDateTime(record.checkedAt),
    checkedBy: record.checkedBy ? (names.get(record.checkedBy) ?? record.checkedBy) : null,
    passed: record.passed,
    failed: record.failed,
    skipped: record.skipped,
    results: results
      .filter((row) => row.recordId === record.id)
      .sort(byRuleOrder(rules.order))
      .map((row) => toResult(row, locale, names, rules)),
  }));
}

/** Runs every rule on the project and keeps the outcome as a record. */
export async function runLogicalCheck(
  db: Db,
  actor: Actor,
  now: Date,
  locale: Locale,
  projectId: string,
): Promise<LogicalRecord> {
  const project = await loadProject(db, projectId);
  const outcomes = runLogical(project, await activeLogicalRules(db));
  const count = (status: LogicalStatus) => outcomes.filter((o) => o.status === status).length;
  const recordId = randomUUID();
  await db.insert(qualityLogicalRecords).values({
    id: recordId,
    companyId: actor.companyId,
    projectId: project.id,
    checkedAt: now,
    checkedBy: actor.userId,
    passed: count('pass'),
    failed: count('fail'),
    skipped: count('skipped'),
  });
  await db.insert(qualityLogicalResults).values(
    outcomes.map((outcome, index) => ({
      id: `${recordId}_${String(index).padStart(3, '0')}`,
      companyId: actor.companyId,
      recordId,
      rule: outcome.rule.key,
      status: outcome.status,
      severity: outcome.rule.severity,
      aValue: decimal(outcome.a.value),
      bValue: decimal(outcome.b.value),
    })),
  );
  const [record] = await db
    .select()
    .from(qualityLogicalRecords)
    .where(eq(qualityLogicalRecords.id, recordId));
  const [dto] = await recordsWithResults(db, locale, [record!]);
  return dto!;
}

/** A project's records, newest first. */
export async function recordList(
  db: Db,
  locale: Locale,
  projectId: string,
): Promise<LogicalRecord[]> {
  await findProjectRow(db, projectId);
  const records = await db
    .select()
    .from(qualityLogicalRecords)
    .where(eq(qualityLogicalRecords.projectId, projectId))
    .orderBy(desc(qualityLogicalRecords.checkedAt), desc(qualityLogicalRecords.id));
  return recordsWithResults(db, locale, records);
}

export const BILL_LIST_LIMIT = 1000;

/** The bills behind a rule's A and B sides. */
export async function billList(
  db: Db,
  body: { projectId: string; rule: string },
): Promise<{ total: number; bills: LogicalBill[] }> {
  const rule = (await ruleIndex(db)).ruleOf(body.rule);
  if (!rule) throw unknownReference('rule');
  const project = await loadProject(db, body.projectId);
  const pathOf = nodePathsOf(project);
  const bills: LogicalBill[] = [];
  for (const [side, target] of [
    ['a', rule.a],
    ['b', rule.b],
  ] as const) {
    if (target.basement) continue;
    for (const unit of Object.values(project.units))
      for (const bill of unit.bills) {
        if (sideQuantity(target, bill) === null) continue;
        bills.push({
          id: bill.id,
          side,
          nodeId: bill.nodeId,
          nodePath: pathOf(bill.nodeId),
          code: bill.code,
          name: bill.name,
          unit: bill.unit,
          quantity: decimal(bill.quantity),
        });
      }
  }
  return { total: bills.length, bills: bills.slice(0, BILL_LIST_LIMIT) };
}

/** Ignore (or restore) a result and set its opinion; what the body leaves out stays. */
export async function saveCheckRecord(
  db: Db,
  actor: Actor,
  now: Date,
  locale: Locale,
  body: { id: string; ignored?: boolean | undefined; opinion?: string | undefined },
): Promise<LogicalResult> {
  const changes: Partial<typeof qualityLogicalResults.$inferInsert> = {};
  if (body.ignored !== undefined)
    Object.assign(
      changes,
      body.ignored
        ? { ignored: true, ignoredBy: actor.userId, ignoredAt: now }
        : { ignored: false, ignoredBy: null, ignoredAt: null },
    );
  if (body.opinion !== undefined) changes.opinion = body.opinion === '' ? null : body.opinion;
  const [current] = await db
    .select()
    .from(qualityLogicalResults)
    .where(eq(qualityLogicalResults.id, body.id))
    .limit(1);
  if (!current) throw recordNotFound();
  const [row] =
    Object.keys(changes).length === 0
      ? [current]
      : await db
          .update(qualityLogicalResults)
          .set(changes)
          .where(eq(qualityLogicalResults.id, body.id))
          .returning();
  return toResult(row!, locale, await namesOf(db, [row!.ignoredBy]), await ruleIndex(db));
}
