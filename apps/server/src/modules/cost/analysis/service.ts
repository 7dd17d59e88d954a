/**
 * The analysis endpoints (spec 001 §7 "Analysis"): load the project in the engine model (row-level
 * security keeps it to the caller's company: another company's id is a 404) and run the pure
 * analyses of engine.ts; the indicators against the library, the group comparison and the funnel
 * come from indicators.ts (SQL, percentile_cont).
 */
import type { AnalysisBillLine, AnalysisIndicator, AnalysisIndicatorKey } from '@ccms/api-client';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { costBills, costProjects, qualityRuleOverrides } from '../../../db/schema';
import { recordNotFound } from '../../../http/failure';
import type { CostProject, FileType, ProjectKindCode, Severity } from '../engine/model';
import { LIBRARY_MIN_SAMPLES } from '../quality/checks/support-bill';
import { allRuleDefs } from '../quality/registry';
import { ruleLookup } from '../quality/rules';
import type { RuleLookup, RuleOverride } from '../quality/types';
import { findProjectRow, loadBillGroups, loadProject } from '../store';
import {
  billLine,
  billLinePlan,
  cents,
  complementStatus,
  compositionTree,
  expandNodes,
  fixed,
  relativityBills,
  relativityUnits,
  resourceAnalysis,
  specialtyTreeOfGroups,
  unitOfNode,
} from './engine';
import {
  distributions,
  indicatorQuery,
  INDICATOR_KEYS,
  INDICATOR_PLACES,
  projectIndicatorRows,
  rowsOf,
  type Distribution,
} from './indicators';

/** A node id that is not the project's is a 404, like another company's. */
function requireNode(project: CostProject, nodeId: string | undefined): void {
  if (nodeId !== undefined && !project.nodes.some((node) => node.id === nodeId))
    throw recordNotFound();
}

/**
 * The project with one bill per group of loadBillGroups (Σ quantity, Σ amount) instead of every
 * bill: what the quantity classes, contents and specialties read (code, unit, quantity, amount,
 * node), summed in SQL rather than 100,000 bills loaded into the process.
 */
async function groupedProject(db: Db, projectId: string): Promise<CostProject> {
  const project = await loadProject(db, projectId, { noBills: true });
  const groups = await loadBillGroups(db, projectId);
  groups.forEach((group, index) =>
    project.units[group.unitId]?.bills.push({
      id: `group-${index}`,
      nodeId: group.nodeId,
      kind: group.kind,
      seq: index + 1,
      code: group.code,
      name: '',
      features: '',
      unit: group.unit,
      quantity: group.quantity,
      unitPrice: 0,
      amount: group.amount,
      provisional: 0,
      labour: 0,
      material: 0,
      machine: 0,
      overhead: 0,
      profit: 0,
      risk: 0,
      norms: [],
    }),
  );
  return project;
}

export async function analyze1(db: Db, body: { projectId: string; nodeId?: string }) {
  const project = await loadProject(db, body.projectId, { billsSummed: true });
  requireNode(project, body.nodeId);
  return compositionTree(project, body.nodeId);
}

/**
 * One page of a unit's (or division's) bill tree, in lines: the bills are counted and summed per
 * node in SQL and only the page's bills are read (a unit may hold 100,000 of them; the lines are
 * those of the engine's billTree, in the same order).
 */
export async function analyze1Bills(
  db: Db,
  body: { projectId: string; nodeId: string; pageNo: number; pageSize: number },
) {
  const shell = await loadProject(db, body.projectId, { unitIds: [] });
  requireNode(shell, body.nodeId);
  const page = {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: 0,
    data: [] as AnalysisBillLine[],
  };
  const unitId = unitOfNode(shell, body.nodeId);
  if (!unitId) return page;
  const sums = await db
    .select({
      nodeId: costBills.nodeId,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${costBills.amount})::text`,
    })
    .from(costBills)
    .where(eq(costBills.unitId, unitId))
    .groupBy(costBills.nodeId);
  const plan = billLinePlan(
    shell,
    body.nodeId,
    new Map(
      sums.map((row) => [
        row.nodeId,
        { count: Number(row.count), cents: cents(Number(row.amount)) },
      ]),
    ),
  );
  page.total = plan.lines;
  const first = (body.pageNo - 1) * body.pageSize;
  const end = Math.min(plan.lines, first + body.pageSize);
  for (const segment of plan.segments) {
    if ('line' in segment) {
      if (segment.from >= first && segment.from < end) page.data.push(segment.line);
      continue;
    }
    const from = Math.max(first, segment.from);
    const to = Math.min(end, segment.from + segment.count);
    if (from >= to) continue;
    const bills = await db
      .select({
        id: costBills.id,
        code: costBills.code,
        name: costBills.name,
        unit: costBills.unit,
        quantity: costBills.quantity,
        unitPrice: costBills.unitPrice,
        amount: costBills.amount,
      })
      .from(costBills)
      .where(and(eq(costBills.unitId, unitId), eq(costBills.nodeId, segment.nodeId)))
      .orderBy(asc(costBills.seq), asc(costBills.kind), asc(costBills.id))
      .limit(to - from)
      .offset(from - segment.from);
    for (const bill of bills)
      page.data.push(
        billLine(
          {
            ...bill,
            quantity: Number(bill.quantity),
            unitPrice: Number(bill.unitPrice),
            amount: Number(bill.amount),
          },
          segment.depth,
          plan.total,
        ),
      );
  }
  return page;
}

export async function analyze2(db: Db, body: { projectId: string; nodeId?: string }) {
  const project = await loadProject(db, body.projectId, { noBills: true });
  requireNode(project, body.nodeId);
  return specialtyTreeOfGroups(project, await loadBillGroups(db, body.projectId), body.nodeId);
}

export async function analyze3(db: Db, body: { projectId: string; nodeId?: string }) {
  const project = await groupedProject(db, body.projectId);
  requireNode(project, body.nodeId);
  return resourceAnalysis(project, body.nodeId);
}

/** The company's effective quality rules for a project (the ranges of the analyses). */
async function rulesFor(db: Db, project: CostProject): Promise<RuleLookup> {
  const rows = await db
    .select()
    .from(qualityRuleOverrides)
    .orderBy(asc(qualityRuleOverrides.key), asc(qualityRuleOverrides.id));
  const overrides: RuleOverride[] = rows.map((row) => ({
    key: row.key,
    projectKind: row.projectKind as ProjectKindCode | null,
    region: row.region,
    fileType: row.fileType as FileType | null,
    min: row.min === null ? null : Number(row.min),
    max: row.max === null ? null : Number(row.max),
    severity: row.severity as Severity | null,
    enabled: row.enabled,
  }));
  return ruleLookup(allRuleDefs(), overrides, project);
}

export async function relativityTree(db: Db, projectId: string) {
  const project = await groupedProject(db, projectId);
  return relativityUnits(project, await rulesFor(db, project));
}

export async function relativityBillList(
  db: Db,
  body: { projectId: string; unitId: string; modelId: string; side: 'a' | 'b' },
) {
  const shell = await loadProject(db, body.projectId, { unitIds: [] });
  if (!shell.nodes.some((node) => node.id === body.unitId && node.level === 'unit'))
    throw recordNotFound();
  const project = await loadProject(db, body.projectId, { unitIds: [body.unitId] });
  return relativityBills(
    project,
    body.unitId,
    body.modelId as Parameters<typeof relativityBills>[2],
    body.side,
  );
}

export async function expandTree(db: Db, projectId: string) {
  const project = await groupedProject(db, projectId);
  return expandNodes(project, await rulesFor(db, project));
}

/** The project without its bills; of those, only how many have an amount and no norms (SQL). */
export async function complement(db: Db, projectId: string) {
  const project = await loadProject(db, projectId, { noBills: true });
  const [norms] = await db
    .select({
      total: sql<number>`count(*) filter (where ${costBills.amount} <> 0)::int`,
      missing: sql<number>`count(*) filter (where ${costBills.amount} <> 0 and jsonb_array_length(${costBills.norms}) = 0)::int`,
    })
    .from(costBills)
    .where(eq(costBills.projectId, projectId));
  return complementStatus(project, {
    total: Number(norms?.total ?? 0),
    missing: Number(norms?.missing ?? 0),
  });
}

// ── Indicators against the library ──────────────────────────────────────────────────────────

/** The quality rule whose default range stands in for an indicator's library range. */
const DEFAULT_RULES: Partial<Record<AnalysisIndicatorKey, string>> = {
  costPerM2: 'costRangeCheck.costPerM2',
  fbfxShare: 'economicCheck.fbfxShare',
  measuresShare: 'economicCheck.measuresShare',
  otherShare: 'economicCheck.otherShare',
  lawfeeShare: 'economicCheck.lawfeeShare',
  labourShare: 'economicCheck.labourShare',
  materialShare: 'economicCheck.materialShare',
  machineShare: 'economicCheck.machineShare',
  rebarPerM2: 'expandCheck.rebarPerM2',
  concretePerM2: 'expandCheck.concretePerM2',
};

/**
 * DOMAIN.md's range as P10–P90 (P50 its middle): the effective rule of the matching check; 税金
 * ≈ rate ÷ (1 + rate) of the total (9 % general, 3 % simple), ± 0.5 points.
 */
function defaultRange(
  key: AnalysisIndicatorKey,
  rules: RuleLookup,
  taxMethod: CostProject['taxMethod'],
): { p10: number | null; p50: number | null; p90: number | null } | null {
  if (key === 'taxShare') {
    const rate = taxMethod === 'simple' ? 3 : 9;
    const p50 = (rate / (100 + rate)) * 100;
    return { p10: p50 - 0.5, p50, p90: p50 + 0.5 };
  }
  const ruleKey = DEFAULT_RULES[key];
  if (!ruleKey) return null;
  const rule = rules(ruleKey);
  if (rule.min === null && rule.max === null) return null;
  const p50 = rule.min !== null && rule.max !== null ? (rule.min + rule.max) / 2 : null;
  return { p10: rule.min, p50, p90: rule.max };
}

const out = (key: AnalysisIndicatorKey, value: number | null): string | null =>
  value === null || !Number.isFinite(value) ? null : fixed(value, INDICATOR_PLACES[key]);

/**
 * An indicator against its range. Judged on the figures shown (rounded to the indicator's
 * places): a value that reads the same as P10 (or P90) is within the band, even when the band is
 * one figure (P10 = P50 = P90) that the value's unrounded digits fall a hair short of.
 */
export function indicatorOf(
  key: AnalysisIndicatorKey,
  value: number | null,
  library: Distribution | undefined,
  fallback: ReturnType<typeof defaultRange>,
): AnalysisIndicator {
  const useLibrary = library !== undefined && library.n >= LIBRARY_MIN_SAMPLES;
  const range = useLibrary ? library : fallback;
  const p10 = range?.p10 ?? null;
  const p90 = range?.p90 ?? null;
  const shown = (figure: number) => Number(fixed(figure, INDICATOR_PLACES[key]));
  let status: AnalysisIndicator['status'] = 'unknown';
  if (value !== null && Number.isFinite(value) && (p10 !== null || p90 !== null))
    status =
      p10 !== null && shown(value) < shown(p10)
        ? 'low'
        : p90 !== null && shown(value) > shown(p90)
          ? 'high'
          : 'ok';
  return {
    key,
    value: out(key, value),
    p10: out(key, p10),
    p50: out(key, range?.p50 ?? null),
    p90: out(key, p90),
    n: library?.n ?? 0,
    source: useLibrary ? 'library' : range ? 'default' : 'none',
    status,
  };
}

/** The library of a project: the company's other projects of the same kind. */
const libraryFilter = (projectId: string, kind: string | null) =>
  kind === null
    ? sql`p.id <> ${projectId} and p.kind is null`
    : sql`p.id <> ${projectId} and p.kind = ${kind}`;

export async function projectData(db: Db, projectId: string) {
  const project = await loadProject(db, projectId, { unitIds: [] });
  const own = (await projectIndicatorRows(db, [projectId])).get(projectId);
  if (!own) throw recordNotFound();
  const library = await distributions(db, indicatorQuery(libraryFilter(projectId, project.kind)));
  const rules = await rulesFor(db, project);
  const libraryCount = Math.max(0, ...Object.values(library).map((d) => d.n));
  return {
    projectId,
    kind: project.kind,
    libraryCount,
    indicators: INDICATOR_KEYS.map((key) =>
      indicatorOf(key, own[key], library[key], defaultRange(key, rules, project.taxMethod)),
    ),
  };
}

// ── Group comparison ────────────────────────────────────────────────────────────────────────

/** The chosen projects in the order given; an id the caller cannot see is a 404. */
async function groupProjects(db: Db, projectIds: readonly string[]) {
  const ids = [...new Set(projectIds)];
  const rows = await db.select().from(costProjects).where(inArray(costProjects.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw recordNotFound();
    return row;
  });
}

export async function groupColumns(db: Db, projectIds: readonly string[]) {
  return (await groupProjects(db, projectIds)).map((row) => ({
    projectId: row.id,
    name: row.name,
    code: row.code,
    kind: row.kind as ProjectKindCode | null,
    fileType: row.fileType as FileType,
    priceDate: row.priceDate,
    area: row.area === null ? null : Number(row.area).toFixed(2),
  }));
}

export async function groupData(db: Db, projectIds: readonly string[]) {
  const projects = await groupProjects(db, projectIds);
  const rows = await projectIndicatorRows(
    db,
    projects.map((p) => p.id),
  );
  return INDICATOR_KEYS.map((key) => ({
    key,
    values: projects.map((p) => out(key, rows.get(p.id)?.[key] ?? null)),
  }));
}

// ── The indicator funnel ────────────────────────────────────────────────────────────────────

/**
 * The company's other projects remaining after each step: all → same kind → same region →
 * similar scale (area within ±30 %) → same years (price date within a year of the project's) →
 * complete (area, a fee table in every unit, the indicator known); the indicator's P10/P50/P90
 * over what remains.
 */
export async function funnel(db: Db, projectId: string, indicator: AnalysisIndicatorKey) {
  await findProjectRow(db, projectId);
  const own = (await projectIndicatorRows(db, [projectId])).get(projectId);
  if (!own) throw recordNotFound();
  const query = indicatorQuery(sql`p.id <> ${projectId}`);
  const steps = [
    sql`true`,
    own.kind === null ? sql`kind is null` : sql`kind = ${own.kind}`,
    own.region === null ? sql`region is null` : sql`region = ${own.region}`,
    own.area === null ? sql`false` : sql`area between ${own.area * 0.7} and ${own.area * 1.3}`,
    sql`abs(year - ${own.year}) <= 1`,
    sql`complete and ${sql.raw(`"${indicator}"`)} is not null`,
  ];
  const keys = ['all', 'sameKind', 'sameRegion', 'similarScale', 'sameYears', 'complete'] as const;
  const cumulative = steps.map((_, index) => sql.join(steps.slice(0, index + 1), sql` and `));
  const counts = sql.join(
    cumulative.map(
      (condition, index) => sql`count(*) filter (where ${condition}) as ${sql.raw(`"s${index}"`)}`,
    ),
    sql`, `,
  );
  const [row = {}] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${counts} from (${query}) as i`,
  );
  const last = await distributions(db, query, cumulative[cumulative.length - 1], [indicator]);
  const d = last[indicator]!;
  return {
    indicator,
    value: out(indicator, own[indicator]),
    steps: keys.map((key, index) => ({ key, count: Number(row[`s${index}`] ?? 0) })),
    p10: out(indicator, d.p10),
    p50: out(indicator, d.p50),
    p90: out(indicator, d.p90),
  };
}
