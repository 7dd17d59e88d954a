/**
 * The cost-data domain model the pure engines work on (fee formulas, quality checks, analyses,
 * the sample generator and the 表-08 Excel reader/writer). Plain, serialisable objects: no Maps,
 * no classes, no database access — the server loads a project into this shape and the engines
 * never touch storage. Rules and thresholds: ../shared/DOMAIN.md.
 *
 * Numbers: quantities and money are JS numbers carrying the decimal values stored in the
 * database's `numeric` columns (at most 15 significant digits, so they round-trip exactly).
 * Money that an engine *computes and keeps* (fee amounts) is computed in decimal arithmetic
 * (decimal.js) and rounded to 2 places; identity checks compare within the tolerances of
 * DOMAIN.md §3 (0.01 元 per line, 1 元 per total), far above binary rounding noise.
 */

/** 建设项目 → 单项工程 → 单位工程 → 分部 (nested) */
export type NodeLevel = 'project' | 'single' | 'unit' | 'division';

/** 招标控制价 / 投标 / 结算 */
export type FileType = 'control' | 'bid' | 'settlement';
export const FILE_TYPES: readonly FileType[] = ['control', 'bid', 'settlement'];

/** 一般计税 / 简易计税 */
export type TaxMethod = 'general' | 'simple';

/** The project kinds with default indicator ranges in DOMAIN.md §3. */
export type ProjectKindCode = 'residential-multi' | 'residential-high' | 'office-high' | 'basement';
export const PROJECT_KIND_CODES: readonly ProjectKindCode[] = [
  'residential-multi',
  'residential-high',
  'office-high',
  'basement',
];

/** 人工 / 材料 / 机械 / 主材 / 设备 */
export type ResourceKind = 'labour' | 'material' | 'machine' | 'main' | 'equipment';

export type Severity = 'ERROR' | 'WARN' | 'INFO';

/** A node of the project structure tree. Bill items hang under a unit or a division. */
export interface ProjectNode {
  id: string;
  parentId: string | null;
  level: NodeLevel;
  /** 单项 2 digits, 单位 4-digit specialty code (01xx 房建, 03xx 安装 …), else free. */
  code: string;
  name: string;
  sort: number;
  /** The file's own total of the node (分部 合价 row, 单位/单项/建设项目 造价), when the file states one. */
  amount: number | null;
  /** 建筑面积 m² of a unit or single project, when known. */
  area: number | null;
}

/** A resource's use by a norm: consumption per one unit of the norm. */
export interface NormResourceUse {
  /** The resource's code within the unit project (CostResource.code). */
  code: string;
  consumption: number;
}

/** 定额子目 pricing a bill item. */
export interface Norm {
  code: string;
  name: string;
  unit: string;
  quantity: number;
  /** The norm's unit price (综合单价 of the norm). */
  price: number;
  resources: NormResourceUse[];
}

/** 分部分项 / 单价措施 item */
export type BillKind = 'item' | 'measure';

/** 清单项目 (a row of 表-08). */
export interface BillItem {
  id: string;
  /** The unit or division node it hangs under. */
  nodeId: string;
  kind: BillKind;
  /** 序号 as written in the file. */
  seq: number;
  /** 项目编码: 12 digits, or a supplementary code like 01B001. */
  code: string;
  name: string;
  /** 项目特征描述 */
  features: string;
  /** As written (m², 平方米 …); normaliseUnit() gives the canonical form. */
  unit: string;
  quantity: number;
  /** 综合单价 */
  unitPrice: number;
  /** 合价 */
  amount: number;
  /** 其中：暂估价 (an amount). */
  provisional: number;
  /** The parts of 综合单价 per unit: 人工费, 材料费, 机械费, 管理费, 利润, 风险. */
  labour: number;
  material: number;
  machine: number;
  overhead: number;
  profit: number;
  risk: number;
  norms: Norm[];
  /**
   * The file marks the item as priced within other items (综合单价 left as 已含 / 包含在…中):
   * a 0 price is then not a flaw. Absent = not marked.
   */
  includedElsewhere?: boolean;
}

/** 总价措施项目 (a row of the 总价措施 table). */
export interface MeasureItem {
  id: string;
  unitId: string;
  seq: number;
  code: string;
  name: string;
  /** 计算基础 as a base-code expression (e.g. FBFXHJ, FBFXRGFHJ+FBFXJXFHJ). */
  base: string;
  /** 费率 % */
  rate: number;
  amount: number;
  adjustedRate: number | null;
  adjustedAmount: number | null;
}

/** 其他项目: 暂列金额, 专业工程暂估价, 计日工, 总承包服务费. */
export type OtherKind = 'provisionalSum' | 'specialtyEstimate' | 'dayWork' | 'contractorService';

export interface OtherItem {
  id: string;
  unitId: string;
  kind: OtherKind;
  name: string;
  amount: number;
  /** 计日工: unit, quantity and price of the line. */
  unit: string | null;
  quantity: number | null;
  price: number | null;
  /** 总承包服务费: rate % on base amount. */
  rate: number | null;
  baseAmount: number | null;
}

/** A resource of a unit project's 人材机 summary. */
export interface CostResource {
  id: string;
  unitId: string;
  code: string;
  name: string;
  spec: string;
  unit: string;
  kind: ResourceKind;
  /** The price used in the file (市场价). */
  price: number;
  /** The summary quantity stated by the file. */
  quantity: number;
  /** The published information price (信息价), when known. */
  infoPrice: number | null;
  /** 暂估材料 */
  provisional: boolean;
  /** 甲供 and the owner's list values. */
  ownerSupplied: boolean;
  ownerQuantity: number | null;
  ownerPrice: number | null;
  /** 风险系数 % */
  riskRate: number | null;
}

/** What a fee row stands for, so checks find 规费, 税金 … without reading names. */
export type FeeCategory =
  | 'fbfx' // 分部分项工程费
  | 'measures' // 措施项目费
  | 'safety' // 安全文明施工费 (inside measures)
  | 'other' // 其他项目费
  | 'lawfee' // 规费
  | 'socialInsurance' // 社会保险费 (inside 规费)
  | 'housingFund' // 住房公积金 (inside 规费)
  | 'tax' // 税金
  | 'total' // 单位工程造价
  | 'custom';

/** A row of the unit project's fee table (单位工程费用汇总). */
export interface FeeRow {
  id: string;
  unitId: string;
  parentId: string | null;
  sort: number;
  /** Row code (A, B, D1 …); referenced by other rows' base expressions. */
  code: string;
  name: string;
  category: FeeCategory;
  /** 计算基础: an expression over base codes and row codes. */
  base: string;
  /** 费率 %; 100 passes the base through. */
  rate: number;
  /** The amount as stored (computed by the fee engine, or as the file stated it). */
  amount: number;
  /** 计算基数: the base's value as the file stated it (表-13); absent when not from a file. */
  statedBase?: number | null;
  /** 不可竞争费 (安全文明施工费, 规费, 税金) */
  nonCompetitive: boolean;
  isTotal: boolean;
}

/**
 * The standard tables (GB 50500-2013) a unit's file carried: bills 表-08, analysis 表-09
 * (综合单价分析表: norms and the parts of 综合单价), measures 表-11, others 表-12 (and its detail
 * tables 表-12-1…12-5), fees 表-13 (规费、税金), summary 表-04 (单位工程汇总表), resources
 * (人材机汇总), provisionalMaterials (暂估材料 / 材料暂估单价表), ownerMaterials (发包人提供材料),
 * projectInfo (封面 / 工程项目信息).
 */
export type SourceTable =
  | 'bills'
  | 'analysis'
  | 'measures'
  | 'others'
  | 'fees'
  | 'summary'
  | 'resources'
  | 'provisionalMaterials'
  | 'ownerMaterials'
  | 'projectInfo';

/**
 * Where a unit's data came from. A check that needs a table the file did not carry skips once
 * for the unit and says why, instead of one finding per row.
 */
export interface UnitSources {
  /** The tables the imported file carried for this unit. */
  tables: SourceTable[];
}

/** Everything of one 单位工程. */
export interface UnitData {
  /**
   * The tables the unit's imported file carried; absent for data made or edited in the product,
   * where every table is taken as present.
   */
  sources?: UnitSources;
  unitId: string;
  /** Labour day rate used (元/工日), and the published one, when known. */
  labourDayRate: number | null;
  publishedLabourDayRate: number | null;
  bills: BillItem[];
  measures: MeasureItem[];
  others: OtherItem[];
  resources: CostResource[];
  fees: FeeRow[];
}

/** Percentiles of the library for one comparable quantity. */
export interface Percentiles {
  n: number;
  p1: number;
  p10: number;
  p50: number;
  p90: number;
  p99: number;
  mean: number;
  sd: number;
}

/** What the project library knows, for the checks that compare against it. */
export interface LibraryStats {
  /** Unit price of a bill item, keyed by billKey(code, unit). */
  billPrices: Record<string, Percentiles>;
  /** Resource prices keyed by resource code. */
  resourcePrices: Record<string, Percentiles>;
  /** Cost per m² by project kind. */
  costPerM2: Partial<Record<ProjectKindCode, Percentiles>>;
}

/** One project file (a 建设项目 with everything beneath it). */
export interface CostProject {
  id: string;
  name: string;
  kind: ProjectKindCode | null;
  fileType: FileType;
  taxMethod: TaxMethod;
  /** Province/city code or name, for regional rules. */
  region: string | null;
  /** 计价日期 / 编制日期 YYYY-MM-DD: picks the VAT rate. */
  priceDate: string;
  /** 建筑面积 m² (above ground + basement) and storeys above ground. */
  area: number | null;
  floors: number | null;
  /** Special units of the project for expandCheck: 车位, 床, 户, km. */
  specialUnits: { parkingSpaces?: number; beds?: number; households?: number; km?: number };
  /** Project features (工程特征) by name. */
  features: Record<string, string>;
  nodes: ProjectNode[];
  /** Keyed by the unit node's id. */
  units: Record<string, UnitData>;
}

/** Canonical units of DOMAIN.md §1. */
export function normaliseUnit(unit: string): string {
  const u = unit.trim().replace(/\s+/g, '');
  switch (u) {
    case '平方米':
    case '㎡':
    case 'm²':
    case 'M2':
      return 'm2';
    case '立方米':
    case '㎥':
    case 'm³':
    case 'M3':
      return 'm3';
    case '吨':
    case 'T':
      return 't';
    case '公里':
      return 'km';
    case '米':
    case 'M':
      return 'm';
    case '千克':
    case '公斤':
    case 'KG':
      return 'kg';
    default:
      return u;
  }
}

/** Decimals a quantity may carry in its unit (DOMAIN.md §1); null when the unit has no rule. */
export function quantityDecimals(unit: string): number | null {
  const u = normaliseUnit(unit);
  if (u === 't') return 3;
  if (['m', 'm2', 'm3', 'kg', 'km'].includes(u)) return 2;
  if (['个', '件', '根', '组', '系统', '台', '套', '樘', '处', '座', '块', '只', '项'].includes(u))
    return 0;
  return null;
}

/** The library key of a bill item's price. */
export function billKey(code: string, unit: string): string {
  return `${code.slice(0, 9)}|${normaliseUnit(unit)}`;
}

/** Round half away from zero to `places` decimals, correct for decimal inputs like 1.005. */
export function round(value: number, places = 2): number {
  const factor = 10 ** places;
  const scaled = Math.abs(value) * factor;
  // The nudge absorbs binary representation error (1.005 * 100 = 100.49999…).
  const rounded = Math.round(scaled + scaled * Number.EPSILON * 8) / factor;
  return value < 0 ? -rounded : rounded;
}

/** Per-line and per-total tolerances of DOMAIN.md §3. */
export const LINE_TOLERANCE = 0.01;
export const TOTAL_TOLERANCE = 1;

/** Whether the unit's data has the table: always, unless it came from a file without it. */
export function hasSourceTable(unit: Pick<UnitData, 'sources'>, table: SourceTable): boolean {
  return unit.sources === undefined || unit.sources.tables.includes(table);
}
