/**
 * unusualAnalyze (spec 001 §7): a stored project against the company's library of its kind, and
 * the quality tool's drill-downs of a bill (its materials through the norms, its spliced text).
 * Reads only; every query runs in the request's tenant transaction.
 */
import type {
  UnusualCheckId,
  UnusualFinding as UnusualFindingDto,
  costBillMaterialInfo,
  costBillSplicWordResult,
  costUnusualAnalyze,
  EndpointData,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { costBills, costResources } from '../../../db/schema';
import { recordNotFound, unknownReference } from '../../../http/failure';
import type { Locale } from '../../../i18n';
import type { CostProject, Norm } from '../engine/model';
import { loadProject } from '../store';
import { kindLibrary, libraryProjectCount, type KindLibrary } from './stats';
import {
  INDICATOR_TITLES,
  runUnusual,
  UNUSUAL_CHECK_TITLES,
  UNUSUAL_MIN_SAMPLES,
  unusualMessage,
  type UnusualFinding,
} from './unusual';

/** The findings unusualAnalyze answers. */
export const UNUSUAL_LIMIT = 1000;
const SEVERITY_RANK = { ERROR: 0, WARN: 1, INFO: 2 } as const;

/** Each node's path below the 建设项目 ("1#楼 / 建筑与装饰工程 / 混凝土及钢筋混凝土工程"). */
export function nodePathsOf(project: Pick<CostProject, 'nodes'>): (id: string | null) => string {
  const byId = new Map(project.nodes.map((node) => [node.id, node]));
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

export function ruleTitle(finding: UnusualFinding, locale: Locale): string {
  if (finding.rule === 'unusual.billPrice')
    return { zh: '清单综合单价', en: 'Bill unit price', es: 'Precio unitario de partida' }[locale];
  if (finding.rule === 'unusual.resourcePrice')
    return { zh: '人材机价格', en: 'Resource price', es: 'Precio de recurso' }[locale];
  const title = INDICATOR_TITLES[finding.params.indicator as keyof typeof INDICATOR_TITLES][locale];
  if (finding.rule === 'unusual.indicatorDefault')
    return {
      zh: `${title}（默认范围）`,
      en: `${title} (default range)`,
      es: `${title} (rango predeterminado)`,
    }[locale];
  return title;
}

export function unusualCheckTitle(check: UnusualCheckId, locale: Locale): string {
  return UNUSUAL_CHECK_TITLES[check][locale];
}

export async function unusualAnalyze(
  db: Db,
  locale: Locale,
  check: UnusualCheckId,
  body: { projectId: string; nodeId?: string | undefined },
): Promise<EndpointData<typeof costUnusualAnalyze>> {
  const project = await loadProject(db, body.projectId);
  const nodeId = body.nodeId ?? null;
  if (nodeId && !project.nodes.some((node) => node.id === nodeId)) throw unknownReference('nodeId');
  const count = project.kind ? await libraryProjectCount(db, project.kind, project.id) : 0;
  // Below UNUSUAL_MIN_SAMPLES projects no key can be judged: skip the aggregates.
  const library: KindLibrary | null =
    project.kind && count >= UNUSUAL_MIN_SAMPLES
      ? await kindLibrary(db, project.kind, project.id)
      : null;
  const findings = runUnusual(check, project, library, nodeId)
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) =>
        SEVERITY_RANK[a.finding.severity] - SEVERITY_RANK[b.finding.severity] || a.index - b.index,
    )
    .map(({ finding }) => finding);
  const pathOf = nodePathsOf(project);
  const toDto = (finding: UnusualFinding): UnusualFindingDto => ({
    check: finding.check,
    rule: finding.rule,
    ruleTitle: ruleTitle(finding, locale),
    severity: finding.severity,
    nodeId: finding.nodeId,
    nodePath: pathOf(finding.nodeId),
    rowKind: finding.rowKind,
    rowId: finding.rowId,
    rowLabel: finding.rowLabel,
    expected: finding.expected,
    actual: finding.actual,
    message: unusualMessage(finding, locale),
    z: finding.z,
    n: finding.n,
  });
  return {
    check,
    libraryProjects: count,
    minSamples: UNUSUAL_MIN_SAMPLES,
    total: findings.length,
    findings: findings.slice(0, UNUSUAL_LIMIT).map(toDto),
    unusualBillIds:
      check === 'isUnusual'
        ? [...new Set(findings.filter((f) => f.rowId !== null).map((f) => f.rowId!))]
        : [],
  };
}

// ── A bill's drill-downs ────────────────────────────────────────────────────────────────────

const text = (value: Decimal.Value, places: number) => new Decimal(value).toFixed(places);

async function billRow(db: Db, id: string) {
  const [row] = await db.select().from(costBills).where(eq(costBills.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

/** The resources a bill uses through its norms (quantity = norm quantity × consumption). */
export async function billMaterialInfo(
  db: Db,
  id: string,
): Promise<EndpointData<typeof costBillMaterialInfo>> {
  const bill = await billRow(db, id);
  const norms = (bill.norms ?? []) as Norm[];
  const codes = [...new Set(norms.flatMap((norm) => norm.resources.map((use) => use.code)))];
  const resources =
    codes.length === 0
      ? []
      : await db
          .select()
          .from(costResources)
          .where(and(eq(costResources.unitId, bill.unitId), inArray(costResources.code, codes)));
  const byCode = new Map(resources.map((row) => [row.code, row]));
  const materials = norms.flatMap((norm) =>
    norm.resources.map((use) => {
      const resource = byCode.get(use.code);
      const quantity = new Decimal(norm.quantity).times(use.consumption);
      const price = new Decimal(resource?.price ?? 0);
      return {
        normCode: norm.code,
        code: use.code,
        name: resource?.name ?? '',
        spec: resource?.spec ?? '',
        unit: resource?.unit ?? '',
        kind: resource?.kind ?? '',
        consumption: text(use.consumption, 4),
        quantity: text(quantity, 4),
        price: text(price, 2),
        amount: text(quantity.times(price), 2),
      };
    }),
  );
  return {
    billId: bill.id,
    code: bill.code,
    name: bill.name,
    unit: bill.unit,
    quantity: text(bill.quantity, 4),
    unitPrice: text(bill.unitPrice, 2),
    materials,
  };
}

/**
 * A bill's name and its feature lines spliced into one text: numbering ("1.") and labels before
 * "：" dropped, so "1. 混凝土强度等级：C30" gives "C30"; parts joined with a space.
 */
export function splicedWords(name: string, features: string): { features: string[]; text: string } {
  const lines = features
    .split(/\r?\n|；|;/)
    .map((line) => line.trim())
    .filter(Boolean);
  const words = lines
    .map((line) => line.replace(/^\d+[.、．]\s*/, ''))
    .map((line) => {
      const at = Math.max(line.lastIndexOf('：'), line.lastIndexOf(':'));
      return (at >= 0 ? line.slice(at + 1) : line).trim();
    })
    .filter(Boolean);
  return { features: lines, text: [name.trim(), ...words].filter(Boolean).join(' ') };
}

export async function billSplicWordResult(
  db: Db,
  id: string,
): Promise<EndpointData<typeof costBillSplicWordResult>> {
  const bill = await billRow(db, id);
  const spliced = splicedWords(bill.name, bill.features);
  return { billId: bill.id, code: bill.code, name: bill.name, unit: bill.unit, ...spliced };
}
