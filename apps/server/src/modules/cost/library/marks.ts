/**
 * Bill marks of the unusual-data checks: every check of unusualAnalyze run on a project, each
 * finding turned into the bills behind it, stored (cost_unusual_marks, replaced per project) so
 * the bill list can filter on them (只看异常), and answered for the grid's badges.
 *
 * The bills behind a finding (billsBehind, pure):
 *  - expandCheck, isUnusual: the bill whose unit price is unusual;
 *  - materialCheck: the bills of the resource's unit project whose norms use the resource;
 *  - quantityCheck, relativityCheck: the bills of the rebar, concrete or formwork the indicator
 *    is made of (rebar kg/m²: rebar bills; rebar t per m³ of concrete: rebar and concrete …);
 *  - economicCheck (cost per m²): the bills priced beyond the library's P90 when the cost is high
 *    (below P10 when low) — those making the project dear (cheap); none without a library.
 */
import type { costUnusualMarkBills, EndpointData, UnusualBillMark } from '@ccms/api-client';
import { UNUSUAL_MARKS_MAX } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { costUnusualMarks } from '../../../db/schema';
import type { Locale } from '../../../i18n';
import type { BillItem, CostProject } from '../engine/model';
import { billKey } from '../engine/model';
import { loadProject } from '../store';
import { ruleTitle } from './service';
import {
  classQuantity,
  kindLibrary,
  libraryProjectCount,
  projectIndicators,
  type IndicatorKey,
  type KindLibrary,
} from './stats';
import {
  DEFAULT_RANGES,
  runUnusual,
  UNUSUAL_CHECK_TITLES,
  UNUSUAL_CHECKS,
  UNUSUAL_MIN_SAMPLES,
  unusualMessage,
  type UnusualCheckId,
  type UnusualFinding,
} from './unusual';

type QuantityClass = 'rebar' | 'concrete' | 'formwork';

/** The quantities an indicator is made of. */
const CLASSES_OF: Partial<Record<IndicatorKey, readonly QuantityClass[]>> = {
  rebarKgPerM2: ['rebar'],
  concreteM3PerM2: ['concrete'],
  formworkM2PerM2: ['formwork'],
  rebarTPerConcreteM3: ['rebar', 'concrete'],
  formworkM2PerConcreteM3: ['formwork', 'concrete'],
};

const SEVERITY_RANK = { ERROR: 0, WARN: 1, INFO: 2 } as const;

function allBills(project: CostProject): BillItem[] {
  return Object.values(project.units).flatMap((unit) => unit.bills);
}

/** Whether the project's cost per m² lies above the middle of what it was judged against. */
function costIsHigh(project: CostProject, library: KindLibrary | null): boolean {
  const value = projectIndicators(project).costPerM2 ?? 0;
  const stats = library?.indicators.costPerM2;
  if (stats && stats.n >= UNUSUAL_MIN_SAMPLES) return value > stats.mean;
  const range = project.kind ? DEFAULT_RANGES[project.kind].costPerM2 : undefined;
  return range ? value > (range[0] + range[1]) / 2 : true;
}

/** The ids of the bills behind one finding (see the module comment). */
export function billsBehind(
  finding: UnusualFinding,
  project: CostProject,
  library: KindLibrary | null,
): string[] {
  if (finding.rowKind === 'bill') return finding.rowId ? [finding.rowId] : [];
  if (finding.rowKind === 'resource') {
    const unit = finding.nodeId ? project.units[finding.nodeId] : undefined;
    const resource = unit?.resources.find((row) => row.id === finding.rowId);
    if (!unit || !resource) return [];
    return unit.bills
      .filter((bill) =>
        bill.norms.some((norm) => norm.resources.some((use) => use.code === resource.code)),
      )
      .map((bill) => bill.id);
  }
  const indicator = finding.params.indicator as IndicatorKey | undefined;
  if (!indicator) return [];
  if (indicator === 'costPerM2') {
    if (!library) return [];
    const high = costIsHigh(project, library);
    return allBills(project)
      .filter((bill) => {
        const stats = library.billPrices[billKey(bill.code, bill.unit)];
        if (!stats || stats.n < UNUSUAL_MIN_SAMPLES || !(bill.unitPrice > 0)) return false;
        return high ? bill.unitPrice > stats.p90 : bill.unitPrice < stats.p10;
      })
      .map((bill) => bill.id);
  }
  const classes = CLASSES_OF[indicator];
  if (!classes) return [];
  return allBills(project)
    .filter((bill) => {
      const cls = classQuantity(bill)?.cls;
      return cls !== undefined && classes.includes(cls);
    })
    .map((bill) => bill.id);
}

interface Mark {
  billId: string;
  checks: Set<UnusualCheckId>;
  notes: { finding: UnusualFinding; order: number }[];
}

/** Every check's findings on the project turned into bill marks (pure). */
export function markBills(
  project: CostProject,
  library: KindLibrary | null,
): { marks: Mark[]; perCheck: { check: UnusualCheckId; findings: number; bills: number }[] } {
  const marks = new Map<string, Mark>();
  const perCheck: { check: UnusualCheckId; findings: number; bills: number }[] = [];
  let order = 0;
  for (const check of UNUSUAL_CHECKS) {
    const findings = runUnusual(check, project, library);
    const flagged = new Set<string>();
    for (const finding of findings) {
      order++;
      for (const billId of billsBehind(finding, project, library)) {
        flagged.add(billId);
        let mark = marks.get(billId);
        if (!mark) {
          mark = { billId, checks: new Set(), notes: [] };
          marks.set(billId, mark);
        }
        mark.checks.add(check);
        mark.notes.push({ finding, order });
      }
    }
    perCheck.push({ check, findings: findings.length, bills: flagged.size });
  }
  const worst = (mark: Mark) =>
    Math.min(...mark.notes.map((note) => SEVERITY_RANK[note.finding.severity]));
  const list = [...marks.values()].sort((a, b) => worst(a) - worst(b));
  for (const mark of list)
    mark.notes.sort(
      (a, b) =>
        SEVERITY_RANK[a.finding.severity] - SEVERITY_RANK[b.finding.severity] || a.order - b.order,
    );
  return { marks: list, perCheck };
}

const MARK_CHUNK = 1000;

/**
 * unusualMarkBills: runs the six checks against the library of the project's kind, replaces the
 * project's stored marks with this run's and answers them.
 */
export async function unusualMarkBills(
  db: Db,
  locale: Locale,
  now: Date,
  companyId: string,
  projectId: string,
): Promise<EndpointData<typeof costUnusualMarkBills>> {
  const project = await loadProject(db, projectId);
  const count = project.kind ? await libraryProjectCount(db, project.kind, project.id) : 0;
  const library =
    project.kind && count >= UNUSUAL_MIN_SAMPLES
      ? await kindLibrary(db, project.kind, project.id)
      : null;
  const { marks, perCheck } = markBills(project, library);

  await db.delete(costUnusualMarks).where(eq(costUnusualMarks.projectId, project.id));
  const rows = marks.map((mark) => ({
    billId: mark.billId,
    companyId,
    projectId: project.id,
    checks: UNUSUAL_CHECKS.filter((check) => mark.checks.has(check)),
    notes: mark.notes.map(({ finding }) => ({
      check: finding.check,
      rule: finding.rule,
      severity: finding.severity,
    })),
    markedAt: now,
  }));
  for (let at = 0; at < rows.length; at += MARK_CHUNK)
    await db.insert(costUnusualMarks).values(rows.slice(at, at + MARK_CHUNK));

  const toDto = (mark: Mark): UnusualBillMark => {
    const seen = new Set<string>();
    const notes: UnusualBillMark['notes'] = [];
    for (const { finding } of mark.notes) {
      const message = unusualMessage(finding, locale);
      const key = `${finding.check}|${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      notes.push({
        check: finding.check,
        severity: finding.severity,
        ruleTitle: ruleTitle(finding, locale),
        message,
      });
    }
    return {
      billId: mark.billId,
      checks: UNUSUAL_CHECKS.filter((check) => mark.checks.has(check)),
      notes,
    };
  };
  return {
    libraryProjects: count,
    minSamples: UNUSUAL_MIN_SAMPLES,
    checks: perCheck.map((entry) => ({
      ...entry,
      title: UNUSUAL_CHECK_TITLES[entry.check][locale],
    })),
    total: marks.length,
    marks: marks.slice(0, UNUSUAL_MARKS_MAX).map(toDto),
  };
}
