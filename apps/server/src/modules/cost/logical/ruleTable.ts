/**
 * The logical rules as a company's editable table: until a company first edits them, the rules
 * of rules.ts apply (no rows, so results are those of the code defaults); the first edit copies
 * them into the company's rows and changes them from then on. Queries run in the request's
 * tenant transaction.
 */
import type { RulesLogicalRule, RulesLogicalSide } from '@ccms/api-client';
import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { qualityLogicalRules } from '../../../db/schema';
import { recordNotFound } from '../../../http/failure';
import type { Locale } from '../../../i18n';
import type { Severity } from '../engine/model';
import { dropOwnTable, hasOwnTable, markOwnTable } from '../materials/catalogueTable';
import type { Texts } from '../quality/types';
import {
  CLASS_UNITS,
  LOGICAL_RULES,
  type LogicalRelation,
  type LogicalRule,
  type LogicalSide,
} from './rules';

export interface TableRule extends LogicalRule {
  enabled: boolean;
}

type RuleRow = typeof qualityLogicalRules.$inferSelect;

/** The stored (and edited) shape of a side: every field present. */
function sideOut(side: LogicalSide): RulesLogicalSide {
  return {
    name: { ...side.name },
    cls: side.cls ?? null,
    prefixes: [...(side.prefixes ?? [])],
    names: [...(side.names ?? [])],
    notNames: [...(side.notNames ?? [])],
    basement: side.basement ?? false,
    unit: side.unit,
  };
}

const filledTexts = (texts: { zh: string; en: string; es: string }): Texts => ({
  zh: texts.zh,
  en: texts.en || texts.zh,
  es: texts.es || texts.en || texts.zh,
});

/** A side as rules.ts evaluates it (empty lists left out, a class's unit its own). */
export function sideIn(side: RulesLogicalSide): LogicalSide {
  const out: LogicalSide = {
    name: filledTexts(side.name),
    unit: side.cls ? CLASS_UNITS[side.cls] : side.unit,
  };
  if (side.cls) out.cls = side.cls;
  if (side.prefixes.length > 0) out.prefixes = side.prefixes;
  if (side.names.length > 0) out.names = side.names;
  if (side.notNames.length > 0) out.notNames = side.notNames;
  if (side.basement) out.basement = true;
  return out;
}

function ruleOfRow(row: RuleRow): TableRule {
  return {
    key: row.key,
    title: filledTexts(row.title),
    a: sideIn(row.a as unknown as RulesLogicalSide),
    b: sideIn(row.b as unknown as RulesLogicalSide),
    relation: row.relation as LogicalRelation,
    tolerance: Number(row.tolerance),
    severity: row.severity as Severity,
    enabled: row.enabled,
  };
}

function rowOf(rule: TableRule, companyId: string, sort: number) {
  return {
    id: randomUUID(),
    companyId,
    key: rule.key,
    sort,
    title: { ...rule.title },
    a: sideOut(rule.a) as unknown as Record<string, unknown>,
    b: sideOut(rule.b) as unknown as Record<string, unknown>,
    relation: rule.relation,
    tolerance: new Decimal(rule.tolerance).toFixed(4),
    severity: rule.severity,
    enabled: rule.enabled,
  };
}

/** The company's rules (disabled ones included), in check order. */
export async function loadLogicalRules(db: Db): Promise<{ edited: boolean; rules: TableRule[] }> {
  if (!(await hasOwnTable(db, 'logical')))
    return { edited: false, rules: LOGICAL_RULES.map((rule) => ({ ...rule, enabled: true })) };
  const rows = await db
    .select()
    .from(qualityLogicalRules)
    .orderBy(asc(qualityLogicalRules.sort), asc(qualityLogicalRules.key));
  return { edited: true, rules: rows.map(ruleOfRow) };
}

/** The rules a check runs: the enabled ones. */
export async function activeLogicalRules(db: Db): Promise<TableRule[]> {
  return (await loadLogicalRules(db)).rules.filter((rule) => rule.enabled);
}

export function ruleDto(rule: TableRule, locale: Locale): RulesLogicalRule {
  return {
    key: rule.key,
    label: rule.title[locale],
    title: { ...rule.title },
    a: sideOut(rule.a),
    b: sideOut(rule.b),
    relation: rule.relation,
    tolerance: new Decimal(rule.tolerance).toFixed(4).replace(/\.?0+$/, ''),
    severity: rule.severity,
    enabled: rule.enabled,
  };
}

export async function logicalRuleTable(db: Db, locale: Locale) {
  const { edited, rules } = await loadLogicalRules(db);
  return { edited, rules: rules.map((rule) => ruleDto(rule, locale)) };
}

async function ensureOwnRules(db: Db, companyId: string, now: Date): Promise<void> {
  if (await hasOwnTable(db, 'logical')) return;
  await db
    .insert(qualityLogicalRules)
    .values(
      LOGICAL_RULES.map((rule, index) => rowOf({ ...rule, enabled: true }, companyId, index + 1)),
    );
  await markOwnTable(db, companyId, 'logical', now);
}

export interface LogicalRuleInput {
  key: string;
  title: { zh: string; en: string; es: string };
  a: RulesLogicalSide;
  b: RulesLogicalSide;
  relation: LogicalRelation;
  tolerance: string;
  severity: Severity;
  enabled: boolean;
}

/** Adds (at the end) or changes one rule, by key. */
export async function saveLogicalRule(
  db: Db,
  companyId: string,
  now: Date,
  locale: Locale,
  input: LogicalRuleInput,
): Promise<RulesLogicalRule> {
  await ensureOwnRules(db, companyId, now);
  const rule: TableRule = {
    key: input.key,
    title: filledTexts(input.title),
    a: sideIn(input.a),
    b: sideIn(input.b),
    relation: input.relation,
    tolerance: Number(input.tolerance),
    severity: input.severity,
    enabled: input.enabled,
  };
  const rows = await db.select().from(qualityLogicalRules);
  const existing = rows.find((row) => row.key === input.key);
  const sort = existing?.sort ?? rows.reduce((max, row) => Math.max(max, row.sort), 0) + 1;
  const { id: _id, ...values } = rowOf(rule, companyId, sort);
  if (existing)
    await db.update(qualityLogicalRules).set(values).where(eq(qualityLogicalRules.id, existing.id));
  else await db.insert(qualityLogicalRules).values({ id: randomUUID(), ...values });
  return ruleDto(rule, locale);
}

export async function deleteLogicalRule(
  db: Db,
  companyId: string,
  now: Date,
  key: string,
): Promise<void> {
  const { rules } = await loadLogicalRules(db);
  if (!rules.some((rule) => rule.key === key)) throw recordNotFound();
  await ensureOwnRules(db, companyId, now);
  await db.delete(qualityLogicalRules).where(eq(qualityLogicalRules.key, key));
}

export async function resetLogicalRules(db: Db): Promise<void> {
  await db.delete(qualityLogicalRules);
  await dropOwnTable(db, 'logical');
}
