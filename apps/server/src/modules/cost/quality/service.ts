/**
 * The quality-check tool (spec 001 /b/quality/…): runs the checks of DOMAIN.md §3 on a project,
 * keeps each run as a record with all its findings, lets reviewers view, ignore and annotate them,
 * reports them as a workbook, and keeps the company's rule table (thresholds by project kind,
 * region and file type). Every query runs in the request's tenant transaction: another company's
 * record, finding or project is simply not there (404).
 */
import { randomUUID } from 'node:crypto';
import type {
  CheckRecord,
  ParsedInput,
  Finding as FindingDto,
  QualityCheckId,
  QualityRule,
  qualityFindings as qualityFindingsEndpoint,
  qualityRangeSetSave as qualityRangeSetSaveEndpoint,
} from '@ccms/api-client';
import { ErrorCode } from '@ccms/api-client';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costNodes,
  costProjects,
  qualityFindings,
  qualityRecords,
  qualityRuleOverrides,
  users,
} from '../../../db/schema';
import { Failure, recordNotFound, unknownReference } from '../../../http/failure';
import type { ProgressReporter } from '../../../http/progress';
import { formatDateTime, type Locale, type MessageKey, type MessageParams } from '../../../i18n';
import type { CostProject, ProjectKindCode, FileType, Severity } from '../engine/model';
import { qualityLibrary } from '../library/stats';
import { bulkInsert, loadProject } from '../store';
import {
  allRuleDefs,
  checkCount,
  checkTitle,
  eachCheck,
  isRegistered,
  QUALITY_CHECKS,
  render,
  ruleDefOf,
  ruleTitle,
  runChecks,
} from './registry';
import { ruleLookup } from './rules';
import { CHECK_IDS, type CheckId, type CheckInput, type Finding, type RuleOverride } from './types';

type FindingRow = typeof qualityFindings.$inferSelect;
type RecordRow = typeof qualityRecords.$inferSelect;
type FindingsQuery = ParsedInput<typeof qualityFindingsEndpoint>['body'];
type RangeSetSave = ParsedInput<typeof qualityRangeSetSaveEndpoint>['body'];

const SEVERITY_RANK: Record<Severity, number> = { ERROR: 0, WARN: 1, INFO: 2 };
/** The findings /b/quality/check/{check} answers (it keeps nothing). */
export const RUN_CHECK_LIMIT = 1000;

/** A refusal of the input (HTTP 400) with a message that says what to change. */
const invalid = (key: MessageKey, params: MessageParams = {}) =>
  new Failure(ErrorCode.validation, key, params, 400);

// ── Running ─────────────────────────────────────────────────────────────────────────────────

/** The company's overrides as the rule engine reads them. */
async function overridesOf(db: Db, key?: string): Promise<(RuleOverride & { id: string })[]> {
  const rows = await db
    .select()
    .from(qualityRuleOverrides)
    .where(key ? eq(qualityRuleOverrides.key, key) : undefined)
    .orderBy(asc(qualityRuleOverrides.key), asc(qualityRuleOverrides.id));
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    projectKind: row.projectKind as ProjectKindCode | null,
    region: row.region,
    fileType: row.fileType as FileType | null,
    min: row.min === null ? null : Number(row.min),
    max: row.max === null ? null : Number(row.max),
    severity: row.severity as Severity | null,
    enabled: row.enabled,
  }));
}

async function checkInputOf(
  db: Db,
  projectId: string,
  controlProjectId: string | null,
): Promise<CheckInput> {
  const project = await loadProject(db, projectId);
  const control = controlProjectId ? await loadProject(db, controlProjectId) : null;
  return { ...(await checkInputFor(db, project)), control };
}

/**
 * What the checks of a project need besides the project: the company's rule table applied to it
 * and the library's percentiles (once the project's kind has enough other projects).
 */
export async function checkInputFor(db: Db, project: CostProject): Promise<CheckInput> {
  const overrides = await overridesOf(db);
  // The library of the project's kind once it has 5+ other projects; each check applies its own N.
  const library = await qualityLibrary(db, project);
  return { project, control: null, library, rules: ruleLookup(allRuleDefs(), overrides, project) };
}

function requireRegistered(ids: readonly CheckId[]): void {
  for (const id of ids)
    if (!isRegistered(id)) throw invalid('quality.checkUnavailable', { check: id });
}

/** Pre-order position of every node (parents before children, siblings by sort). */
function nodeOrder(project: CostProject): Map<string, number> {
  const children = new Map<string | null, CostProject['nodes']>();
  for (const node of project.nodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  const ids = new Set(project.nodes.map((node) => node.id));
  const order = new Map<string, number>();
  const stack = project.nodes.filter((node) => node.parentId === null || !ids.has(node.parentId));
  stack.sort((a, b) => b.sort - a.sort);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (order.has(node.id)) continue;
    order.set(node.id, order.size);
    const kids = [...(children.get(node.id) ?? [])].sort((a, b) => b.sort - a.sort);
    for (const kid of kids) stack.push(kid);
  }
  return order;
}

/** Each node's place in the findings' order: 0 for the project itself, then node order. */
function nodePlaces(project: CostProject): (nodeId: string | null) => number {
  const order = nodeOrder(project);
  return (nodeId) => (nodeId === null ? 0 : (order.get(nodeId) ?? order.size) + 1);
}

/** Most severe first, then the project's own findings, then node order; stable otherwise. */
function sortFindings(findings: Finding[], project: CostProject): Finding[] {
  const placeOf = nodePlaces(project);
  // Sorted through typed arrays of keys: no wrapper object per finding.
  const rank = Uint8Array.from(findings, (finding) => SEVERITY_RANK[finding.severity]);
  const at = Int32Array.from(findings, (finding) => placeOf(finding.nodeId));
  const indices = Uint32Array.from(findings.keys());
  indices.sort((a, b) => rank[a]! - rank[b]! || at[a]! - at[b]! || a - b);
  return Array.from(indices, (index) => findings[index]!);
}

/**
 * A finding's id: its record's id, then a key that sorts the record's findings most severe first,
 * then the project's own findings, then in node order, then in the order the checks found them —
 * so ordering by id lists them that way and a run can write its findings check by check, without
 * ever holding them all (a 100,000-item project can have 200,000 findings).
 */
function findingKey(
  recordId: string,
  severity: Severity,
  nodeAt: number,
  sequence: number,
): string {
  return `${recordId}_${SEVERITY_RANK[severity]}${String(nodeAt).padStart(7, '0')}${String(sequence).padStart(7, '0')}`;
}

export interface StartTimings {
  loadMs: number;
  checksMs: number;
  insertMs: number;
  findings: number;
  byCheck: Partial<Record<CheckId, number>>;
}

export async function startCheck(
  db: Db,
  actor: Actor,
  now: Date,
  locale: Locale,
  body: { projectId: string; checks?: CheckId[]; controlProjectId: string | null },
  timings?: (figures: StartTimings) => void,
  progress?: ProgressReporter,
): Promise<CheckRecord> {
  const ids = body.checks && body.checks.length > 0 ? [...new Set(body.checks)] : undefined;
  if (ids) requireRegistered(ids);
  const t0 = performance.now();
  progress?.stage('load', [0, 10]);
  const input = await checkInputOf(db, body.projectId, body.controlProjectId);
  const project = { id: input.project.id, name: input.project.name };
  const nodeAt = nodePlaces(input.project);
  const t1 = performance.now();
  const recordId = randomUUID();
  await db.insert(qualityRecords).values({
    id: recordId,
    companyId: actor.companyId,
    projectId: project.id,
    checks: ids ? CHECKS_ORDER.filter((id) => ids.includes(id)) : [...CHECKS_ORDER],
    status: 'finished',
    startedAt: now,
    finishedAt: now,
    durationMs: 0,
    startedBy: actor.userId,
  });
  progress?.stage('check', [10, 99]);
  const total = checkCount(ids);
  const counts = { ERROR: 0, WARN: 0, INFO: 0 };
  const ruleCounts = new Map<string, RuleCountRow>();
  const byCheck: Partial<Record<CheckId, number>> = {};
  let sequence = 0;
  let checksMs = 0;
  let insertMs = 0;
  let done = 0;
  for (const run of eachCheck(input, ids)) {
    checksMs += run.ms;
    byCheck[run.check] = run.ms;
    const written = performance.now();
    for (const finding of run.findings) {
      counts[finding.severity]++;
      const key = `${finding.check}\u0000${finding.rule}\u0000${finding.severity}`;
      const entry = ruleCounts.get(key);
      if (entry) entry.total++;
      else
        ruleCounts.set(key, {
          recordId,
          check: finding.check,
          rule: finding.rule,
          severity: finding.severity,
          total: 1,
          ignored: 0,
          viewed: 0,
        });
    }
    // Made as bulkInsert takes them: only one chunk of records is alive at a time.
    const rows = (function* () {
      for (const finding of run.findings)
        yield {
          id: findingKey(recordId, finding.severity, nodeAt(finding.nodeId), sequence++),
          company_id: actor.companyId,
          record_id: recordId,
          check: finding.check,
          rule: finding.rule,
          severity: finding.severity,
          node_id: finding.nodeId,
          row_kind: finding.rowKind,
          row_id: finding.rowId,
          row_label: finding.rowLabel,
          expected: finding.expected,
          actual: finding.actual,
          params: finding.params,
        };
    })();
    await bulkInsert(db, 'quality_findings', FINDING_COLUMNS, rows);
    insertMs += performance.now() - written;
    progress?.step((done += 1), total);
  }
  const durationMs = Math.round(checksMs);
  await db
    .update(qualityRecords)
    .set({
      finishedAt: new Date(now.getTime() + durationMs),
      durationMs,
      errors: counts.ERROR,
      warnings: counts.WARN,
      infos: counts.INFO,
    })
    .where(eq(qualityRecords.id, recordId));
  progress?.finish();
  timings?.({
    loadMs: t1 - t0,
    checksMs,
    insertMs,
    findings: sequence,
    byCheck,
  });
  const [saved] = await db.select().from(qualityRecords).where(eq(qualityRecords.id, recordId));
  return toRecord(
    saved!,
    project.name,
    [...ruleCounts.values()],
    locale,
    await namesOf(db, [actor.userId]),
  );
}

/** quality_findings columns a run writes (viewed, ignored … take their defaults). */
const FINDING_COLUMNS = {
  id: 'text',
  company_id: 'text',
  record_id: 'text',
  check: 'text',
  rule: 'text',
  severity: 'text',
  node_id: 'text',
  row_kind: 'text',
  row_id: 'text',
  row_label: 'text',
  expected: 'text',
  actual: 'text',
  params: 'jsonb',
} as const;

const CHECKS_ORDER: readonly CheckId[] = QUALITY_CHECKS.map((check) => check.id);

/** One check on a project, nothing kept: the total and the first 1,000 findings. */
export async function runOneCheck(
  db: Db,
  locale: Locale,
  check: CheckId,
  body: { projectId: string; controlProjectId: string | null },
): Promise<{ check: QualityCheckId; total: number; findings: FindingDto[] }> {
  requireRegistered([check]);
  const input = await checkInputOf(db, body.projectId, body.controlProjectId);
  const findings = sortFindings(runChecks(input, [check]).findings, input.project);
  const paths = nodePaths(input.project.nodes);
  return {
    check,
    total: findings.length,
    findings: findings.slice(0, RUN_CHECK_LIMIT).map((finding) =>
      toFindingDto(
        {
          ...finding,
          id: '',
          recordId: '',
          viewed: false,
          ignored: false,
          ignoredBy: null,
          ignoredAt: null,
          opinion: null,
        },
        locale,
        paths,
        new Map(),
      ),
    ),
  };
}

// ── Records ─────────────────────────────────────────────────────────────────────────────────

interface RuleCountRow {
  recordId: string;
  check: string;
  rule: string;
  severity: string;
  total: number;
  ignored: number;
  viewed: number;
}

function toRecord(
  row: RecordRow,
  projectName: string,
  counts: RuleCountRow[],
  locale: Locale,
  names: Map<string, string>,
): CheckRecord {
  const checkIndex = (id: string) => CHECK_INDEX.get(id) ?? CHECK_INDEX.size;
  const rules = [...counts]
    .sort(
      (a, b) =>
        checkIndex(a.check) - checkIndex(b.check) ||
        SEVERITY_RANK[a.severity as Severity] - SEVERITY_RANK[b.severity as Severity] ||
        a.rule.localeCompare(b.rule),
    )
    .map((count) => ({
      check: count.check as CheckId,
      checkTitle: checkTitle(count.check as CheckId, locale),
      rule: count.rule,
      ruleTitle: ruleTitle(count.rule, locale),
      severity: count.severity as Severity,
      total: count.total,
      ignored: count.ignored,
      viewed: count.viewed,
    }));
  return {
    id: row.id,
    projectId: row.projectId,
    projectName,
    checks: row.checks as CheckId[],
    status: row.status as CheckRecord['status'],
    startedAt: formatDateTime(row.startedAt),
    finishedAt: row.finishedAt ? formatDateTime(row.finishedAt) : null,
    durationMs: row.durationMs,
    startedBy: row.startedBy ? (names.get(row.startedBy) ?? row.startedBy) : null,
    errors: row.errors,
    warnings: row.warnings,
    infos: row.infos,
    rules,
  };
}

const CHECK_INDEX = new Map<string, number>(CHECK_IDS.map((id, index) => [id, index]));

/** Display names of users (their id when the user is gone). */
async function namesOf(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function ruleCounts(db: Db, recordIds: readonly string[]): Promise<RuleCountRow[]> {
  if (recordIds.length === 0) return [];
  const rows = await db
    .select({
      recordId: qualityFindings.recordId,
      check: qualityFindings.check,
      rule: qualityFindings.rule,
      severity: qualityFindings.severity,
      total: count(),
      ignored: sql<number>`count(*) filter (where ${qualityFindings.ignored})`.mapWith(Number),
      viewed: sql<number>`count(*) filter (where ${qualityFindings.viewed})`.mapWith(Number),
    })
    .from(qualityFindings)
    .where(inArray(qualityFindings.recordId, [...recordIds]))
    .groupBy(
      qualityFindings.recordId,
      qualityFindings.check,
      qualityFindings.rule,
      qualityFindings.severity,
    );
  return rows;
}

export async function findRecord(db: Db, id: string): Promise<RecordRow> {
  const [row] = await db.select().from(qualityRecords).where(eq(qualityRecords.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

async function projectName(db: Db, projectId: string): Promise<string> {
  const [row] = await db
    .select({ name: costProjects.name })
    .from(costProjects)
    .where(eq(costProjects.id, projectId))
    .limit(1);
  return row?.name ?? '';
}

export async function getRecord(db: Db, id: string, locale: Locale): Promise<CheckRecord> {
  const row = await findRecord(db, id);
  return toRecord(
    row,
    await projectName(db, row.projectId),
    await ruleCounts(db, [row.id]),
    locale,
    await namesOf(db, [row.startedBy]),
  );
}

/** A project's records, newest first. */
export async function projectRecords(
  db: Db,
  projectId: string,
  locale: Locale,
): Promise<CheckRecord[]> {
  const [project] = await db
    .select({ id: costProjects.id, name: costProjects.name })
    .from(costProjects)
    .where(eq(costProjects.id, projectId))
    .limit(1);
  if (!project) throw recordNotFound();
  const rows = await db
    .select()
    .from(qualityRecords)
    .where(eq(qualityRecords.projectId, projectId))
    .orderBy(desc(qualityRecords.startedAt), desc(qualityRecords.id));
  const counts = await ruleCounts(
    db,
    rows.map((row) => row.id),
  );
  const byRecord = new Map<string, RuleCountRow[]>();
  for (const c of counts) byRecord.set(c.recordId, [...(byRecord.get(c.recordId) ?? []), c]);
  const names = await namesOf(
    db,
    rows.map((row) => row.startedBy),
  );
  return rows.map((row) => toRecord(row, project.name, byRecord.get(row.id) ?? [], locale, names));
}

export async function deleteRecord(db: Db, id: string): Promise<void> {
  await findRecord(db, id);
  await db.delete(qualityFindings).where(eq(qualityFindings.recordId, id));
  await db.delete(qualityRecords).where(eq(qualityRecords.id, id));
}

// ── Findings ────────────────────────────────────────────────────────────────────────────────

interface NodeRef {
  id: string;
  parentId: string | null;
  level: string;
  name: string;
}

/** Each node's path below the 建设项目 ("1#楼 / 建筑与装饰工程 / 混凝土及钢筋混凝土工程"). */
function nodePaths(nodes: readonly NodeRef[]): (id: string | null) => string {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const memo = new Map<string, string>();
  const pathOf = (id: string, depth = 0): string => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    if (!node || depth > 64) return '';
    const parent = node.parentId ? pathOf(node.parentId, depth + 1) : '';
    const own = node.level === 'project' ? '' : node.name;
    const path = parent && own ? `${parent} / ${own}` : parent || own;
    memo.set(id, path);
    return path;
  };
  return (id) => (id ? pathOf(id) : '');
}

async function recordNodes(db: Db, projectId: string): Promise<NodeRef[]> {
  return db
    .select({
      id: costNodes.id,
      parentId: costNodes.parentId,
      level: costNodes.level,
      name: costNodes.name,
    })
    .from(costNodes)
    .where(eq(costNodes.projectId, projectId));
}

type StoredFinding = Omit<FindingRow, 'companyId' | 'ignoredAt'> & { ignoredAt: Date | null };

function toFindingDto(
  row: StoredFinding,
  locale: Locale,
  pathOf: (id: string | null) => string,
  names: Map<string, string>,
): FindingDto {
  const finding = { check: row.check as CheckId, rule: row.rule, params: row.params };
  return {
    id: row.id,
    recordId: row.recordId,
    check: row.check as CheckId,
    rule: row.rule,
    ruleTitle: ruleTitle(row.rule, locale),
    severity: row.severity as Severity,
    nodeId: row.nodeId,
    nodePath: pathOf(row.nodeId),
    rowKind: row.rowKind,
    rowId: row.rowId,
    rowLabel: row.rowLabel,
    expected: row.expected,
    actual: row.actual,
    message: render(finding, locale),
    viewed: row.viewed,
    ignored: row.ignored,
    ignoredBy: row.ignoredBy ? (names.get(row.ignoredBy) ?? row.ignoredBy) : null,
    ignoredAt: row.ignoredAt ? formatDateTime(row.ignoredAt) : null,
    opinion: row.opinion,
  };
}

export async function findingDtos(
  db: Db,
  rows: FindingRow[],
  projectId: string,
  locale: Locale,
): Promise<FindingDto[]> {
  if (rows.length === 0) return [];
  const pathOf = nodePaths(await recordNodes(db, projectId));
  const names = await namesOf(
    db,
    rows.map((row) => row.ignoredBy),
  );
  return rows.map((row) => toFindingDto(row, locale, pathOf, names));
}

/** The ids of a node and every node beneath it. */
function subtreeOf(nodes: readonly NodeRef[], rootId: string): string[] {
  const children = new Map<string, string[]>();
  for (const node of nodes)
    if (node.parentId)
      children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  const ids: string[] = [];
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    ids.push(id);
    for (const child of children.get(id) ?? []) stack.push(child);
  }
  return ids;
}

export async function queryFindings(
  db: Db,
  locale: Locale,
  request: FindingsQuery,
): Promise<{ pageNo: number; pageSize: number; total: number; data: FindingDto[] }> {
  const params = request.params;
  if (!params) throw unknownReference('params.recordId');
  const record = await findRecord(db, params.recordId);
  const nodes = await recordNodes(db, record.projectId);
  const where: (SQL | undefined)[] = [eq(qualityFindings.recordId, record.id)];
  if (params.check) where.push(eq(qualityFindings.check, params.check));
  if (params.rule) where.push(eq(qualityFindings.rule, params.rule));
  if (params.severity) where.push(eq(qualityFindings.severity, params.severity));
  if (params.nodeId) where.push(inArray(qualityFindings.nodeId, subtreeOf(nodes, params.nodeId)));
  if (!params.includeIgnored) where.push(eq(qualityFindings.ignored, false));
  if (params.viewed !== undefined) where.push(eq(qualityFindings.viewed, params.viewed));
  const condition = and(...where);
  const [total] = await db.select({ total: count() }).from(qualityFindings).where(condition);
  const rows = await db
    .select()
    .from(qualityFindings)
    .where(condition)
    .orderBy(asc(qualityFindings.id))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  const pathOf = nodePaths(nodes);
  const names = await namesOf(
    db,
    rows.map((row) => row.ignoredBy),
  );
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: total?.total ?? 0,
    data: rows.map((row) => toFindingDto(row, locale, pathOf, names)),
  };
}

/** Every id must name a finding of the company; otherwise nothing is changed. */
async function requireFindings(db: Db, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: qualityFindings.id })
    .from(qualityFindings)
    .where(inArray(qualityFindings.id, unique));
  if (rows.length !== unique.length) throw unknownReference('ids');
  return unique;
}

export async function setIgnored(
  db: Db,
  actor: Actor,
  now: Date,
  body: { ids: string[]; ignored: boolean },
): Promise<{ updated: number }> {
  const ids = await requireFindings(db, body.ids);
  const updated = await db
    .update(qualityFindings)
    .set(
      body.ignored
        ? { ignored: true, ignoredBy: actor.userId, ignoredAt: now }
        : { ignored: false, ignoredBy: null, ignoredAt: null },
    )
    .where(inArray(qualityFindings.id, ids))
    .returning({ id: qualityFindings.id });
  return { updated: updated.length };
}

export async function setViewed(
  db: Db,
  body: { ids: string[]; viewed: boolean },
): Promise<{ updated: number }> {
  const ids = await requireFindings(db, body.ids);
  const updated = await db
    .update(qualityFindings)
    .set({ viewed: body.viewed })
    .where(inArray(qualityFindings.id, ids))
    .returning({ id: qualityFindings.id });
  return { updated: updated.length };
}

export async function setOpinion(
  db: Db,
  locale: Locale,
  body: { id: string; opinion: string },
): Promise<FindingDto> {
  const [row] = await db
    .update(qualityFindings)
    .set({ opinion: body.opinion === '' ? null : body.opinion })
    .where(eq(qualityFindings.id, body.id))
    .returning();
  if (!row) throw recordNotFound();
  const record = await findRecord(db, row.recordId);
  const [dto] = await findingDtos(db, [row], record.projectId, locale);
  return dto!;
}

// ── Report ──────────────────────────────────────────────────────────────────────────────────

/** The record and every finding of it (ignored ones too), in the record's order. */
/** Findings a report reads from the database at a time. */
const REPORT_PAGE = 5000;

/**
 * A record and its findings for a report, in the record's order. The findings are read a page at
 * a time as the report is written, so a 200,000-finding record is never held whole. `perRule`
 * reads only the first findings of each rule (the PDF lists no more).
 */
export async function reportData(
  db: Db,
  recordId: string,
  locale: Locale,
  { pageSize = REPORT_PAGE, perRule }: { pageSize?: number; perRule?: number } = {},
): Promise<{ record: CheckRecord; findings: AsyncIterable<FindingDto> }> {
  const record = await getRecord(db, recordId, locale);
  const pathOf = nodePaths(await recordNodes(db, record.projectId));
  async function* findings() {
    let after = '';
    for (;;) {
      const rows = await db
        .select()
        .from(qualityFindings)
        .where(
          and(
            eq(qualityFindings.recordId, recordId),
            sql`${qualityFindings.id} > ${after}`,
            perRule === undefined
              ? undefined
              : sql`${qualityFindings.id} in (select ranked.id from (select id, row_number() over (partition by rule order by id) as n from quality_findings where record_id = ${recordId}) ranked where ranked.n <= ${perRule})`,
          ),
        )
        .orderBy(asc(qualityFindings.id))
        .limit(pageSize);
      if (rows.length === 0) return;
      const names = await namesOf(
        db,
        rows.map((row) => row.ignoredBy),
      );
      for (const row of rows) yield toFindingDto(row, locale, pathOf, names);
      if (rows.length < pageSize) return;
      after = rows[rows.length - 1]!.id;
    }
  }
  return { record, findings: findings() };
}

// ── Rule table ──────────────────────────────────────────────────────────────────────────────

/** A threshold as the contract's decimal string (at most 6 decimals, no exponent). */
function decimalText(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const fixed = Number(value).toFixed(6);
  return fixed.replace(/\.?0+$/, '') || '0';
}

function toRule(
  key: string,
  locale: Locale,
  overrides: (RuleOverride & { id: string })[],
): QualityRule {
  const def = ruleDefOf(key)!;
  return {
    key: def.key,
    check: def.check,
    title: def.title[locale],
    unit: def.unit ?? null,
    defaultSeverity: def.severity,
    defaultMin: decimalText(def.min),
    defaultMax: decimalText(def.max),
    overrides: overrides.map((row) => ({
      id: row.id,
      projectKind: row.projectKind,
      region: row.region,
      fileType: row.fileType,
      min: decimalText(row.min),
      max: decimalText(row.max),
      severity: row.severity,
      enabled: row.enabled,
    })),
  };
}

export async function rangeSet(
  db: Db,
  locale: Locale,
  id: CheckId | 'all',
): Promise<QualityRule[]> {
  const defs = allRuleDefs().filter((def) => id === 'all' || def.check === id);
  const overrides = await overridesOf(db);
  const byKey = new Map<string, (RuleOverride & { id: string })[]>();
  for (const row of overrides) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  return defs.map((def) => toRule(def.key, locale, byKey.get(def.key) ?? []));
}

/** Replaces a rule's overrides; refused (nothing written) for an unknown key or min above max. */
export async function saveRangeSet(
  db: Db,
  actor: Actor,
  locale: Locale,
  body: RangeSetSave,
): Promise<QualityRule> {
  if (!ruleDefOf(body.key)) throw invalid('quality.unknownRule', { key: body.key });
  body.overrides.forEach((row, index) => {
    if (row.min !== null && row.max !== null && Number(row.min) > Number(row.max))
      throw invalid('quality.minAboveMax', {
        field: `overrides.${index}.min`,
        row: index + 1,
        min: row.min,
        max: row.max,
      });
  });
  await db.delete(qualityRuleOverrides).where(eq(qualityRuleOverrides.key, body.key));
  // Ids keep the rows' order (between equally specific rows the later one wins).
  const prefix = randomUUID();
  if (body.overrides.length > 0)
    await db.insert(qualityRuleOverrides).values(
      body.overrides.map((row, index) => ({
        id: `${prefix}_${String(index).padStart(3, '0')}`,
        companyId: actor.companyId,
        key: body.key,
        projectKind: row.projectKind,
        region: row.region,
        fileType: row.fileType,
        min: row.min,
        max: row.max,
        severity: row.severity,
        enabled: row.enabled,
      })),
    );
  return toRule(body.key, locale, await overridesOf(db, body.key));
}
