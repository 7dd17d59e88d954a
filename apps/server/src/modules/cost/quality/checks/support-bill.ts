/**
 * Helpers shared by the bill-level quality checks (DOMAIN.md §3): rule definitions, findings,
 * matching rows against the control price by code, library percentiles and the GB 50500 bill
 * codes that identify rebar, concrete, formwork, excavation, backfill and roof quantities.
 * Everything is linear: indexes are Maps keyed by code, built once per run.
 */
import type {
  BillItem,
  CostProject,
  CostResource,
  Percentiles,
  ProjectKindCode,
  ProjectNode,
  Severity,
  SourceTable,
  UnitData,
} from '../../engine/model';
import { hasSourceTable, normaliseUnit, quantityDecimals } from '../../engine/model';
import type {
  CheckId,
  CheckInput,
  EffectiveRule,
  Finding,
  RowKind,
  RuleDef,
  Texts,
} from '../types';

/** DOMAIN.md: a kind's library replaces the default indicator ranges once it has this many projects. */
export const LIBRARY_MIN_SAMPLES = 30;
/**
 * The fewest comparable projects the server loads the library for the checks (the project itself
 * never counts: ../../library/stats.ts leaves it out). Each check's own minimum N is in the rule
 * table (`${check}.librarySamples`); set lower than this it has no effect.
 */
export const LIBRARY_LOAD_MIN = 5;
/** The default minimum N of comparable projects for a library comparison. */
export const LIBRARY_DEFAULT_SAMPLES = 5;
/** The default narrowest band a library comparison fires on: 10 % of P50. */
export const LIBRARY_DEFAULT_BAND = 10;

type KindRanges = Partial<Record<ProjectKindCode, { min: number | null; max: number | null }>>;

/** One RuleDef: key `${check}.${name}`. */
export function ruleDef(
  check: CheckId,
  name: string,
  severity: Severity,
  title: Texts,
  message: Texts,
  range: { min?: number | null; max?: number | null; unit?: string; byKind?: KindRanges } = {},
): RuleDef {
  return {
    key: `${check}.${name}`,
    check,
    severity,
    ...(range.min !== undefined ? { min: range.min } : {}),
    ...(range.max !== undefined ? { max: range.max } : {}),
    ...(range.byKind ? { byKind: range.byKind } : {}),
    ...(range.unit ? { unit: range.unit } : {}),
    title,
    message,
  };
}

/**
 * The two settings of a check's library comparison, rows of the rule table: `librarySamples`
 * (min: the fewest comparable projects, default `samples`) and `libraryBand` (min: the narrowest
 * band, in % of P50, a comparison uses; narrower ones are widened). No findings of their own.
 */
export function libraryRuleDefs(
  check: CheckId,
  samples = LIBRARY_DEFAULT_SAMPLES,
  band = LIBRARY_DEFAULT_BAND,
): RuleDef[] {
  return [
    ruleDef(
      check,
      'librarySamples',
      'INFO',
      {
        zh: '案例库比较所需的最少同类工程数（不含本工程）',
        en: 'Fewest comparable library projects (the project itself not counted) for a library comparison',
        es: 'Mínimo de proyectos comparables de la biblioteca (sin contar el propio) para compararse con ella',
      },
      {
        zh: '案例库同类工程不足 {min} 个，未作案例库比较',
        en: 'Fewer than {min} comparable library projects; no library comparison',
        es: 'Menos de {min} proyectos comparables en la biblioteca; sin comparación',
      },
      { min: samples, unit: '个' },
    ),
    ruleDef(
      check,
      'libraryBand',
      'INFO',
      {
        zh: '案例库区间的最小宽度（占 P50 的 %），更窄的区间放宽到此宽度再比较',
        en: 'Narrowest library band (in % of P50); a narrower band is widened to it before comparing',
        es: 'Banda mínima de la biblioteca (en % de P50); una más estrecha se ensancha hasta ella antes de comparar',
      },
      {
        zh: '案例库区间窄于 P50 的 {min}%，已放宽',
        en: 'The library band is narrower than {min}% of P50 and was widened',
        es: 'La banda de la biblioteca es más estrecha que el {min} % de P50 y se ensanchó',
      },
      { min: band, unit: '%' },
    ),
  ];
}

/** The library settings of a check for one run (rules of libraryRuleDefs). */
export interface LibrarySettings {
  samples: number;
  band: number;
}

export function librarySettings(input: CheckInput, check: CheckId): LibrarySettings {
  const samples = input.rules(`${check}.librarySamples`);
  const band = input.rules(`${check}.libraryBand`);
  return {
    samples: samples.enabled ? (samples.min ?? LIBRARY_DEFAULT_SAMPLES) : LIBRARY_DEFAULT_SAMPLES,
    band: band.enabled ? (band.min ?? 0) : 0,
  };
}

/**
 * The library band [low, high] between two values of a distribution, or null when the library
 * may not be used (fewer than `samples` comparable projects). A band narrower than `band` % of
 * P50 is widened to that width around its middle: a clean price would fall outside a band a few
 * % wide every few rows, while a price far off it is still found.
 */
export function libraryBand(
  stats: Percentiles | undefined,
  low: number | null,
  high: number | null,
  settings: LibrarySettings,
): { low: number | null; high: number | null } | null {
  if (!stats || stats.n < settings.samples) return null;
  const floor = (Math.abs(stats.p50) * settings.band) / 100;
  if (low !== null && high !== null && high - low < floor) {
    const middle = (low + high) / 2;
    return { low: middle - floor / 2, high: middle + floor / 2 };
  }
  return { low, high };
}

/** The effective rule, or null when the administrator switched it off. */
export function activeRule(input: CheckInput, key: string): EffectiveRule | null {
  const rule = input.rules(key);
  return rule.enabled ? rule : null;
}

/** Where a finding points. */
export interface Place {
  nodeId: string | null;
  rowKind: RowKind;
  rowId: string | null;
  rowLabel: string;
}

export function billPlace(bill: BillItem): Place {
  return {
    nodeId: bill.nodeId,
    rowKind: 'bill',
    rowId: bill.id,
    rowLabel: `${bill.code} ${bill.name}`,
  };
}

export function resourcePlace(resource: CostResource): Place {
  const spec = resource.spec ? ` ${resource.spec}` : '';
  return {
    nodeId: resource.unitId,
    rowKind: 'resource',
    rowId: resource.id,
    rowLabel: `${resource.code} ${resource.name}${spec}`,
  };
}

export function nodePlace(node: ProjectNode | undefined, nodeId: string): Place {
  return {
    nodeId,
    rowKind: 'node',
    rowId: nodeId,
    rowLabel: node ? `${node.code} ${node.name}`.trim() : nodeId,
  };
}

export function projectPlace(project: CostProject): Place {
  return { nodeId: null, rowKind: 'project', rowId: null, rowLabel: project.name };
}

/** Collects one check's findings. */
export class Findings {
  readonly list: Finding[] = [];
  constructor(private readonly check: CheckId) {}

  add(
    rule: EffectiveRule,
    place: Place,
    expected: string | null,
    actual: string | null,
    params: Record<string, string | number> = {},
  ): void {
    this.list.push({
      check: this.check,
      rule: rule.key,
      severity: rule.severity,
      nodeId: place.nodeId,
      rowKind: place.rowKind,
      rowId: place.rowId,
      rowLabel: place.rowLabel,
      expected,
      actual,
      params: { row: place.rowLabel, expected: expected ?? '', actual: actual ?? '', ...params },
    });
  }
}

// ── skipping what a unit's file does not carry ─────────────────────────────────────────────

/** The standard tables by name, as the skip message names them. */
export const SOURCE_TABLE_NAMES: Record<SourceTable, Texts> = {
  bills: {
    zh: '分部分项工程量清单（表-08）',
    en: 'bill of quantities (form 08)',
    es: 'mediciones (formulario 08)',
  },
  analysis: {
    zh: '综合单价分析表（表-09）',
    en: 'unit price analysis (form 09)',
    es: 'análisis de precios unitarios (formulario 09)',
  },
  measures: {
    zh: '总价措施项目表（表-11）',
    en: 'lump-sum measures (form 11)',
    es: 'medidas a tanto alzado (formulario 11)',
  },
  others: {
    zh: '其他项目表（表-12）',
    en: 'other items (form 12)',
    es: 'otras partidas (formulario 12)',
  },
  fees: {
    zh: '规费、税金项目表（表-13）',
    en: 'statutory fees and tax (form 13)',
    es: 'cargas legales e impuesto (formulario 13)',
  },
  summary: {
    zh: '单位工程汇总表（表-04）',
    en: 'unit project summary (form 04)',
    es: 'resumen de la obra unitaria (formulario 04)',
  },
  resources: { zh: '人材机汇总表', en: 'resource summary', es: 'resumen de recursos' },
  provisionalMaterials: {
    zh: '材料暂估单价表',
    en: 'provisional materials table',
    es: 'tabla de materiales con precio provisional',
  },
  ownerMaterials: {
    zh: '发包人提供材料表',
    en: 'owner-supplied materials table',
    es: 'tabla de materiales suministrados por el promotor',
  },
  projectInfo: { zh: '工程项目信息', en: 'project information', es: 'información del proyecto' },
};

/** Why a part of a check was skipped: a table the file lacks, or 综合单价 not split into parts. */
export type SkipReason = SourceTable | 'noParts';

const NO_PARTS: Texts = {
  zh: '综合单价未分解（人工费、材料费、机械费、利润均为 0）',
  en: 'unit prices are not split into parts (labour, material, machinery and profit are all 0)',
  es: 'los precios unitarios no están desglosados (mano de obra, materiales, maquinaria y beneficio son 0)',
};

/**
 * The rule of a check's one-per-unit note that part of it was skipped and why (INFO): a check
 * that needs a table the unit's file lacks says so once, never once per row.
 */
export function skipRuleDef(check: CheckId): RuleDef {
  return ruleDef(
    check,
    'skipped',
    'INFO',
    {
      zh: '缺少所需资料时跳过并说明（每个单位工程一次）',
      en: 'Skipped, once per unit project, when the file lacks what the check needs',
      es: 'Se omite, una vez por obra unitaria, cuando el archivo no tiene lo que la comprobación necesita',
    },
    {
      zh: '单位工程 {row}：{reasonZh}，未检查{skippedZh}',
      en: 'Unit project {row}: {reasonEn}; not checked: {skippedEn}',
      es: 'Obra unitaria {row}: {reasonEs}; no se comprobó: {skippedEs}',
    },
  );
}

/** The tables of `tables` the unit's file lacks (none for data made in the product). */
export function missingTables(
  unit: Pick<UnitData, 'sources'>,
  tables: readonly SourceTable[],
): SourceTable[] {
  return tables.filter((table) => !hasSourceTable(unit, table));
}

/** Adds the unit's one skip note: the reasons (missing tables first) and what was not checked. */
export function addSkip(
  out: Findings,
  rule: EffectiveRule | null,
  place: Place,
  reasons: readonly SkipReason[],
  skipped: Texts,
): void {
  if (!rule || reasons.length === 0) return;
  const tables = reasons.filter((r): r is SourceTable => r !== 'noParts');
  const parts: Texts[] = [];
  if (tables.length > 0) {
    const names = (lang: keyof Texts, sep: string) =>
      tables.map((t) => SOURCE_TABLE_NAMES[t][lang]).join(sep);
    parts.push({
      zh: `文件没有${names('zh', '、')}`,
      en: `the file has no ${names('en', ', ')}`,
      es: `el archivo no tiene ${names('es', ', ')}`,
    });
  }
  if (reasons.includes('noParts')) parts.push(NO_PARTS);
  const join = (lang: keyof Texts, sep: string) => parts.map((p) => p[lang]).join(sep);
  out.add(rule, place, null, null, {
    reasonZh: join('zh', '；'),
    reasonEn: join('en', '; '),
    reasonEs: join('es', '; '),
    skippedZh: skipped.zh,
    skippedEn: skipped.en,
    skippedEs: skipped.es,
    tables: tables.join(','),
  });
}

/** Whether any item of the unit states a part of its 综合单价 (人, 材, 机, 管, 利). */
export function partsStated(unit: Pick<UnitData, 'bills'>): boolean {
  for (const bill of unit.bills)
    if (
      bill.labour !== 0 ||
      bill.material !== 0 ||
      bill.machine !== 0 ||
      bill.overhead !== 0 ||
      bill.profit !== 0
    )
      return true;
  return false;
}

/**
 * Why the parts of 综合单价 (人工费, 材料费, 机械费, 利润 …) are unknown for a unit: its file has
 * no 表-09, or no item states them. Empty when they are known.
 */
export function partsUnknown(unit: Pick<UnitData, 'bills' | 'sources'>): SkipReason[] {
  if (!hasSourceTable(unit, 'analysis')) return ['analysis'];
  return partsStated(unit) ? [] : ['noParts'];
}

/** Nodes by id. */
export function nodeIndex(project: CostProject): Map<string, ProjectNode> {
  const map = new Map<string, ProjectNode>();
  for (const node of project.nodes) map.set(node.id, node);
  return map;
}

/**
 * A unit project's key for matching it between two files (control ↔ bid): the codes of its
 * single project and of itself ("01/0101"), which survive re-numbered ids.
 */
export function unitKeys(project: CostProject): Map<string, string> {
  const nodes = nodeIndex(project);
  const keys = new Map<string, string>();
  for (const unitId of Object.keys(project.units)) {
    const unit = nodes.get(unitId);
    const parent = unit?.parentId ? nodes.get(unit.parentId) : undefined;
    keys.set(unitId, unit ? `${parent?.code ?? ''}/${unit.code}` : unitId);
  }
  return keys;
}

/**
 * Rows of a file by code: first within the same unit project (by unitKeys), else by the code
 * alone when it is unique in the whole file. Nested Maps keep the lookups on the rows' own code
 * strings (no key strings built per row).
 */
export class CodeIndex<T> {
  private readonly byUnit = new Map<string, Map<string, T>>();
  /** Built on the first miss: most files match unit by unit. */
  private byCode: Map<string, T | null> | null = null;

  add(unitKey: string, code: string, row: T): void {
    let rows = this.byUnit.get(unitKey);
    if (!rows) this.byUnit.set(unitKey, (rows = new Map<string, T>()));
    if (!rows.has(code)) rows.set(code, row);
    this.byCode = null;
  }

  /** The rows of one unit project: pass to find() for each row of that unit. */
  scope(unitKey: string): Map<string, T> | undefined {
    return this.byUnit.get(unitKey);
  }

  find(scope: Map<string, T> | undefined, code: string): T | undefined {
    const row = scope?.get(code);
    if (row !== undefined) return row;
    if (!this.byCode) {
      this.byCode = new Map();
      for (const rows of this.byUnit.values())
        for (const [rowCode, candidate] of rows)
          this.byCode.set(rowCode, this.byCode.has(rowCode) ? null : candidate);
    }
    return this.byCode.get(code) ?? undefined;
  }
}

/** Bill items of a file by code. */
export function billIndex(project: CostProject): CodeIndex<BillItem> {
  const keys = unitKeys(project);
  const index = new CodeIndex<BillItem>();
  for (const [unitId, unit] of Object.entries(project.units)) {
    const key = keys.get(unitId) ?? unitId;
    for (const bill of unit.bills) index.add(key, bill.code, bill);
  }
  return index;
}

/** Resources of a file by code. */
export function resourceIndex(project: CostProject): CodeIndex<CostResource> {
  const keys = unitKeys(project);
  const index = new CodeIndex<CostResource>();
  for (const [unitId, unit] of Object.entries(project.units)) {
    const key = keys.get(unitId) ?? unitId;
    for (const resource of unit.resources) index.add(key, resource.code, resource);
  }
  return index;
}

/**
 * The value at percentile `at` (1–99) of a library distribution, interpolated linearly between
 * the stored P1, P10, P50, P90 and P99 (clamped outside them).
 */
export function percentileValue(p: Percentiles, at: number): number {
  const points: [number, number][] = [
    [1, p.p1],
    [10, p.p10],
    [50, p.p50],
    [90, p.p90],
    [99, p.p99],
  ];
  if (at <= 1) return p.p1;
  if (at >= 99) return p.p99;
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x0, y0] = points[i - 1]!;
    if (at <= x1) return y0 + ((y1 - y0) * (at - x0)) / (x1 - x0);
  }
  return p.p99;
}

const UNITS = new Map<string, string>();

/** normaliseUnit, memoised: files repeat a handful of unit spellings over thousands of rows. */
export function canonicalUnit(unit: string): string {
  let canonical = UNITS.get(unit);
  if (canonical === undefined) {
    canonical = normaliseUnit(unit);
    if (UNITS.size < 10_000) UNITS.set(unit, canonical);
  }
  return canonical;
}

const DECIMALS = new Map<string, number | null>();

/** quantityDecimals, memoised like canonicalUnit. */
export function unitDecimals(unit: string): number | null {
  let decimals = DECIMALS.get(unit);
  if (decimals === undefined) {
    decimals = quantityDecimals(unit);
    if (DECIMALS.size < 10_000) DECIMALS.set(unit, decimals);
  }
  return decimals;
}

/** Whether `a` and `b` differ by more than `tolerance` (plus binary noise). */
export function differs(a: number, b: number, tolerance: number): boolean {
  return Math.abs(a - b) > tolerance + 1e-9;
}

/** Half of the last decimal a quantity in this unit carries: the rounding slack of a summary. */
export function roundingSlack(decimals: number | null): number {
  return 0.5 * 10 ** -(decimals ?? 4);
}

/** Relative difference in %, against `reference` (100 when the reference is 0 and value is not). */
export function deviationPercent(value: number, reference: number): number {
  if (reference === 0) return value === 0 ? 0 : 100;
  return ((value - reference) / Math.abs(reference)) * 100;
}

// ---------------------------------------------------------------------------------------------
// Quantities identified by bill code (GB 50500-2013 with GB 50854-2013 appendices) or, when a
// unit project has no such bills, by its resource summary.

export type QuantityClass =
  'concrete' | 'rebar' | 'formwork' | 'excavation' | 'backfill' | 'roofWaterproofing' | 'roofArea';

/** Bill-code prefixes (6 digits: 分部 of an appendix; 9 digits: one 清单项目) per class. */
export const QUANTITY_PREFIXES: Record<QuantityClass, readonly string[]> = {
  // E.1–E.10 现浇/预制混凝土: 010501 基础, 010502 柱, 010503 梁, 010504 墙, 010505 板, 010506 楼梯,
  // 010507 其他构件, 010508 后浇带, 010509 预制柱, 010510 预制梁 (m³)
  concrete: [
    '010501',
    '010502',
    '010503',
    '010504',
    '010505',
    '010506',
    '010507',
    '010508',
    '010509',
    '010510',
  ],
  // E.15 钢筋工程: 010515001 现浇构件钢筋, 002 预制构件钢筋, 003 钢筋网片, 004 钢筋笼 … (t)
  rebar: ['010515'],
  // S.2 混凝土模板及支架（撑）(单价措施, m²)
  formwork: ['011702'],
  // A.1 土方 挖: 010101002 挖一般土方, 003 挖沟槽土方, 004 挖基坑土方; A.2 010102 石方 (m³)
  excavation: ['010101002', '010101003', '010101004', '010102'],
  // A.3 010103001 回填方 (m³)
  backfill: ['010103001'],
  // J.2 屋面防水: 010902001 屋面卷材防水, 010902002 屋面涂膜防水 (m²)
  roofWaterproofing: ['010902001', '010902002'],
  // The roof's own area: K.1 011001001 保温隔热屋面, J.1 010901 瓦、型材及其他屋面 (m²)
  roofArea: ['011001001', '010901'],
};

/** Codes inside a class prefix that do not count: 010501001 垫层 is plain (unreinforced) concrete. */
export const QUANTITY_EXCLUDED: readonly string[] = ['010501001'];

/** The unit each class is counted in (bills in other units are converted or ignored). */
export const QUANTITY_UNITS: Record<QuantityClass, string> = {
  concrete: 'm3',
  rebar: 't',
  formwork: 'm2',
  excavation: 'm3',
  backfill: 'm3',
  roofWaterproofing: 'm2',
  roofArea: 'm2',
};

/** Fallback when a unit project has no bills of the class: resource names (人材机汇总). */
export const QUANTITY_RESOURCE_NAMES: Partial<Record<QuantityClass, readonly string[]>> = {
  concrete: ['混凝土', '砼'],
  rebar: ['钢筋'],
  formwork: ['模板'],
};

const PREFIX9 = new Map<string, QuantityClass | null>();
const PREFIX6 = new Map<string, QuantityClass>();
for (const [cls, prefixes] of Object.entries(QUANTITY_PREFIXES) as [QuantityClass, string[]][]) {
  for (const prefix of prefixes) {
    if (prefix.length === 9) PREFIX9.set(prefix, cls);
    else PREFIX6.set(prefix, cls);
  }
}
for (const code of QUANTITY_EXCLUDED) PREFIX9.set(code, null);

/** The class of a bill code, or null. */
export function quantityClass(code: string): QuantityClass | null {
  const by9 = PREFIX9.get(code.slice(0, 9));
  if (by9 !== undefined) return by9;
  return PREFIX6.get(code.slice(0, 6)) ?? null;
}

/** A quantity converted into its class's unit, or null when the unit does not fit. */
function inClassUnit(cls: QuantityClass, quantity: number, unit: string): number | null {
  const u = canonicalUnit(unit);
  const target = QUANTITY_UNITS[cls];
  if (u === target) return quantity;
  if (target === 't' && u === 'kg') return quantity / 1000;
  return null;
}

export type ClassQuantities = Record<QuantityClass, number>;

const CLASSES = Object.keys(QUANTITY_PREFIXES) as QuantityClass[];

function emptyQuantities(): ClassQuantities {
  return {
    concrete: 0,
    rebar: 0,
    formwork: 0,
    excavation: 0,
    backfill: 0,
    roofWaterproofing: 0,
    roofArea: 0,
  };
}

/**
 * A unit project's rebar t, concrete m³, formwork m², excavation and backfill m³, roof
 * waterproofing and roof area m², from its bills; a class without bills falls back to the
 * resource summary by name. `fromBills` says where each came from.
 */
export function unitQuantities(unit: UnitData): {
  quantities: ClassQuantities;
  fromBills: Record<QuantityClass, boolean>;
} {
  const quantities = emptyQuantities();
  const fromBills = {} as Record<QuantityClass, boolean>;
  for (const cls of CLASSES) fromBills[cls] = false;
  for (const bill of unit.bills) {
    const cls = quantityClass(bill.code);
    if (!cls) continue;
    const q = inClassUnit(cls, bill.quantity, bill.unit);
    if (q === null) continue;
    quantities[cls] += q;
    fromBills[cls] = true;
  }
  for (const cls of CLASSES) {
    const names = QUANTITY_RESOURCE_NAMES[cls];
    if (fromBills[cls] || !names) continue;
    for (const resource of unit.resources) {
      if (resource.kind !== 'material' && resource.kind !== 'main') continue;
      if (!names.some((name) => resource.name.includes(name))) continue;
      const q = inClassUnit(cls, resource.quantity, resource.unit);
      if (q !== null) quantities[cls] += q;
    }
  }
  return { quantities, fromBills };
}

/** Sums class quantities. */
export function addQuantities(into: ClassQuantities, add: ClassQuantities): void {
  for (const cls of CLASSES) into[cls] += add[cls];
}

export function totalQuantities(project: CostProject): ClassQuantities {
  const total = emptyQuantities();
  for (const unit of Object.values(project.units))
    addQuantities(total, unitQuantities(unit).quantities);
  return total;
}
