import { randomUUID } from 'node:crypto';
import { cellText, isBlank, parseBoolean, parseNumber, type CellValue } from '../../excel/cells';
import type { SheetData } from '../../excel/workbook';
import {
  normaliseUnit,
  round,
  type BillItem,
  type CostResource,
  type FeeRow,
  type MeasureItem,
  type Norm,
  type OtherItem,
  type OtherKind,
  type ProjectNode,
  type ResourceKind,
  type SourceTable,
  type UnitData,
  type UnitSources,
} from '../engine/model';
import type { Texts } from '../quality/types';
import {
  ANALYSIS_TABLE,
  BILL_CODE,
  FEE_READ_TABLE,
  headerKey,
  otherDetailOf,
  otherKindOf,
  type PROVISIONAL_TABLE,
  READ_TABLES,
  resourceKindOf,
  type BILL_TABLE,
  type MEASURE_TABLE,
  type OTHER_TABLE,
  type RESOURCE_TABLE,
  tableOfTitle,
  type TableDef,
  type TableKind,
} from './layout';
import { fill, TABLE_NAMES, type BillExcelMessage } from './messages';
import { feeRowsOf, type StatedFee } from './fees';
import { openXlsx, type XlsxBook } from '../../excel/xlsxSheets';

/** One reason the workbook cannot be imported: sheet, 1-based Excel row, header name. */
export interface RowError {
  sheet: string;
  row: number;
  column: string | null;
  message: Texts;
  value?: string;
}

export type BillWorkbookUnit = Omit<UnitData, 'fees'> & {
  divisions: ProjectNode[];
  /** The fee rows the file states (表-04 / 表-13 / the export's 费用汇总), amounts as stated; empty when none. */
  fees: FeeRow[];
  sources: UnitSources;
};

/** The file's own totals of the unit, as stated (null when the file does not state them). */
export interface BillWorkbookTotals {
  /** 表-04's (or the fee table's) total row. */
  total: number | null;
  lawfee: number | null;
  tax: number | null;
}

export interface BillWorkbookStats {
  /** 表-08 rows read: 分部分项 and 单价措施 items. */
  bills: number;
  divisions: number;
  /** 总价措施 rows. */
  measures: number;
  others: number;
  norms: number;
  resources: number;
  /** Fee rows read (表-04 and 表-13 merged). */
  fees: number;
}

export type BillWorkbookResult =
  | {
      ok: true;
      unit: BillWorkbookUnit;
      stats: BillWorkbookStats;
      totals: BillWorkbookTotals;
      /** The project information sheet's values (建筑面积, 地上层数, 屋面面积 …), by label. */
      info: Record<string, string>;
    }
  | { ok: false; errors: RowError[] };

export interface BillWorkbookOptions {
  /** The unit project (单位工程) node the bills are read into. */
  unitId: string;
  /** Ids for new divisions, bills, measures, other items and resources (default: UUIDs). */
  idOf?: () => string;
  /**
   * When the workbook holds several unit projects (sheets named "0101 表-08 …", as
   * writeBillWorkbook names them), the prefix of the one to read.
   */
  sheetPrefix?: string;
  /** Hears how much of the workbook's sheet XML is read (done, total). */
  onProgress?: (done: number, total: number) => void;
}

/** Errors listed at most; one more entry says how many were left out. */
export const MAX_ROW_ERRORS = 500;

/** Rows searched for a sheet's header (titles and 工程名称/标段 rows sit above it). */
const HEADER_SEARCH_ROWS = 40;
/** Rows read of every sheet to place it: the title and header search, and a sub-header. */
const HEAD_ROWS = HEADER_SEARCH_ROWS + 1;

// ── Reading the workbook ──────────────────────────────────────────────────────

const isZip = (content: Uint8Array) =>
  content.length > 4 && content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03;
const isLegacyExcel = (content: Uint8Array) =>
  content.length > 8 && content[0] === 0xd0 && content[1] === 0xcf && content[2] === 0x11;

// The sheets are read by modules/excel/xlsxSheets.ts, which scans the sheet XML directly (a
// 100,000-row 表-08 in about a second, a tenth of exceljs's time and memory).

// ── Errors ────────────────────────────────────────────────────────────────────

class ErrorList {
  readonly list: RowError[] = [];
  add(
    sheet: string,
    row: number,
    column: string | null,
    key: BillExcelMessage,
    params: Record<string, string | number | Texts> = {},
  ) {
    const value = params.value;
    const error: RowError = {
      sheet,
      row,
      column,
      message: fill(key, { column: column ?? '', ...params }),
    };
    if (typeof value === 'string' || typeof value === 'number') error.value = String(value);
    this.list.push(error);
  }
  capped(): RowError[] {
    if (this.list.length <= MAX_ROW_ERRORS) return this.list;
    const more = this.list.length - MAX_ROW_ERRORS;
    return [
      ...this.list.slice(0, MAX_ROW_ERRORS),
      { sheet: '', row: 0, column: null, message: fill('moreErrors', { count: more }) },
    ];
  }
}

// ── Locating tables ───────────────────────────────────────────────────────────

interface Located<K extends string> {
  def: TableDef<K>;
  sheet: SheetData;
  /** What the sheet's name and title say it is. */
  hint: string;
  /** 0-based index of the first data row. */
  firstRow: number;
  cols: Partial<Record<K, number>>;
}

const aliasMaps = new Map<TableKind, Map<string, string>>();
function aliasMap(def: TableDef): Map<string, string> {
  let map = aliasMaps.get(def.kind);
  if (!map) {
    map = new Map();
    for (const column of def.columns)
      for (const alias of [column.title, ...column.aliases]) map.set(headerKey(alias), column.key);
    aliasMaps.set(def.kind, map);
  }
  return map;
}

const GROUP_TITLES = new Set(
  ['金额', '其中', '合价', '综合单价组成', '综合单价组成明细'].map(headerKey),
);

function headerKeysOf(def: TableDef, row: readonly CellValue[]): Map<number, string> {
  const map = aliasMap(def);
  const found = new Map<number, string>();
  for (let c = 0; c < row.length; c++) {
    const value = row[c];
    if (typeof value !== 'string') continue;
    const key = map.get(headerKey(value));
    if (key) found.set(c, key);
  }
  return found;
}

/** The header of `def` in the sheet: the first row with all required columns, plus a sub-header row. */
function locate<K extends string>(
  def: TableDef<K>,
  sheet: SheetData,
  hint: string,
): Located<K> | { missing: string[] } {
  let best: { missing: string[] } = { missing: [] };
  let bestHits = -1;
  const required = def.columns.filter((column) => column.required);
  const limit = Math.min(sheet.rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < limit; r++) {
    const found = headerKeysOf(def, sheet.rows[r]!);
    if (found.size === 0) continue;
    const cols: Partial<Record<K, number>> = {};
    for (const [c, key] of found) if (cols[key as K] === undefined) cols[key as K] = c;
    let firstRow = r + 1;
    // A second header row (综合单价 | 合价 | 其中：暂估价 under 金额（元）): its cells name columns.
    const next = sheet.rows[r + 1];
    if (next) {
      const sub = headerKeysOf(def, next);
      const others = next.some(
        (value, c) =>
          !isBlank(value) && !sub.has(c) && !GROUP_TITLES.has(headerKey(cellText(value))),
      );
      if (sub.size > 0 && !others) {
        for (const [c, key] of sub) cols[key as K] = c;
        firstRow = r + 2;
      }
    }
    const missing = required.filter((column) => cols[column.key] === undefined);
    if (missing.length === 0) return { def, sheet, hint, firstRow, cols };
    if (found.size > bestHits) {
      bestHits = found.size;
      best = { missing: missing.map((column) => column.title) };
    }
  }
  if (bestHits < 0) best = { missing: required.map((column) => column.title) };
  return best;
}

/** Whether a header found without a title hint is really this table (columns only it has). */
function signatureFits(kind: TableKind, cols: Partial<Record<string, number>>): boolean {
  switch (kind) {
    case 'measures':
      return cols.base !== undefined || cols.rate !== undefined;
    case 'analysis':
      return cols.labour !== undefined || cols.overhead !== undefined;
    case 'resources':
      return cols.spec !== undefined || cols.kind !== undefined || cols.infoPrice !== undefined;
    case 'bills':
      return true;
    case 'others':
      return true;
    default:
      return false;
  }
}

const HEADER_ORDER: readonly TableKind[] = ['measures', 'analysis', 'resources', 'bills', 'others'];
const TABLE_BY_KIND = new Map<TableKind, TableDef>(READ_TABLES.map((def) => [def.kind, def]));
const OTHER_TABLE_DEF = TABLE_BY_KIND.get('others')!;

function titleText(sheet: SheetData): string {
  const parts = [sheet.name];
  // The title sits in the first rows; 工程名称 rows are left out (a project's name may say anything).
  for (let r = 0; r < Math.min(3, sheet.rows.length); r++)
    for (const value of sheet.rows[r]!)
      if (typeof value === 'string' && !META_TEXT.test(value.trim())) parts.push(value);
  return parts.join(' ');
}

const META_TEXT = /^(工程名称|标段|项目名称)/;
const UNIT_PREFIX = /^(\S+)\s+(?:表-|人材机)|^(\d{2,8})\s+\S/;

// ── Cell helpers ──────────────────────────────────────────────────────────────

const PLACEHOLDER = /^[-—–/\\]+$/;
const MONEY_MARKS = /[¥￥元\s]/g;

/** A number cell: null when blank (or a dash placeholder), NaN when it is not a number. */
function numberOf(value: CellValue | undefined): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  let text = value.normalize('NFKC').replace(MONEY_MARKS, '');
  if (text === '' || PLACEHOLDER.test(text)) return null;
  if (text.endsWith('%')) text = text.slice(0, -1);
  return parseNumber(text) ?? Number.NaN;
}

const SKIP_TEXT =
  /(小计|合计|总计)$|^(工程名称|标段|第\d+页|共\d+页|注[:：]|说明[:：]|编制人|复核人|审核人|校对人|编制日期|编制单位|法定代表人|造价工程师|表-?\d)/;

/** A 分部's subtotal row (分部小计, 土石方工程小计); not a page's or a group's. */
const SUBTOTAL_TEXT = /小计$/;
const NOT_SUBTOTAL = /^(本页|人工|材料|机械|施工机械)小计$/;

/** The row's first text, NFKC and without spaces; '' when it starts with a number or is blank. */
function firstText(row: readonly CellValue[]): string {
  for (const value of row) {
    if (isBlank(value)) continue;
    if (typeof value !== 'string') return '';
    return value.normalize('NFKC').replace(/\s+/g, '');
  }
  return '';
}

/** Subtotals, page headers and notes: the row's first text, spaces removed. */
function isSkippedRow(row: readonly CellValue[]): boolean {
  for (const value of row) {
    if (isBlank(value)) continue;
    if (typeof value !== 'string') return false;
    return SKIP_TEXT.test(value.normalize('NFKC').replace(/\s+/g, ''));
  }
  return true;
}

/** Depth a 分部's 序号 or code states: A / A.1, 1 / 1.1, 0101 / 010101, 一、 / （一）; null when none. */
const ALPHA_OUTLINE = /^[A-Z](?:\.\d+)*\.?$/;
const DOTTED_OUTLINE = /^\d+(?:\.\d+)*\.?$/;
const DIGIT_CODE = /^\d{4}(?:\d{2})*$/;
const CN_OUTLINE = /^[一二三四五六七八九十百]+[、.]?$/;
const CN_PAREN_OUTLINE = /^\([一二三四五六七八九十百]+\)$/;
function outlineDepth(text: string): number | null {
  const t = text.normalize('NFKC').trim();
  if (!t) return null;
  if (DIGIT_CODE.test(t)) return t.length / 2 - 1;
  if (ALPHA_OUTLINE.test(t) || DOTTED_OUTLINE.test(t))
    return t.replace(/\.$/, '').split('.').length;
  if (CN_OUTLINE.test(t)) return 1;
  if (CN_PAREN_OUTLINE.test(t)) return 2;
  return null;
}

const MEASURE_DIVISION = /措施/;
const TOP_DIVISION = /^(分部分项(工程)?|(单价)?措施项目)(清单)?$/;

// ── The reader ────────────────────────────────────────────────────────────────

/**
 * Reads one unit project's bill workbook (表-08, 总价措施, 其他项目, 综合单价分析, 人材机汇总) into
 * the domain model. All or nothing: any error gives no unit and every error (up to 500).
 */
export async function readBillWorkbook(
  buffer: Buffer | Uint8Array,
  options: BillWorkbookOptions,
): Promise<BillWorkbookResult> {
  const errors = new ErrorList();
  const content = Buffer.isBuffer(buffer)
    ? buffer
    : Buffer.from(buffer.buffer, buffer.byteOffset, buffer.length);
  if (!isZip(content)) {
    errors.add('', 0, null, isLegacyExcel(content) ? 'legacyXls' : 'unreadable');
    return { ok: false, errors: errors.list };
  }
  // Two passes, so that no sheet's rows are held (a 100,000-item workbook's sheets are over 100 MB
  // as cell arrays): first every sheet's first rows, enough for its title and header; then the
  // sheets that hold a table, in the order they must be read, each row going to the reader as the
  // sheet streams.
  let book: XlsxBook;
  const sheets: SheetData[] = [];
  /** Each placed sheet's position in the workbook. */
  const indexOf = new Map<SheetData, number>();
  try {
    book = openXlsx(content);
    for (const [index, { name }] of book.sheets.entries()) {
      // Sheets of other units are left out; sheets of no unit (封面, 工程项目信息) are shared.
      if (
        options.sheetPrefix &&
        !name.startsWith(`${options.sheetPrefix} `) &&
        unitPrefixOf(name) !== null
      )
        continue;
      const sheet = { name, rows: await book.rows(index, { limit: HEAD_ROWS }) };
      indexOf.set(sheet, index);
      sheets.push(sheet);
    }
  } catch {
    errors.add('', 0, null, 'unreadable');
    return { ok: false, errors: errors.list };
  }

  // Which table each sheet holds: its name or title first, else its header.
  const found: Record<TableKind, Located<string>[]> = {
    bills: [],
    measures: [],
    others: [],
    analysis: [],
    resources: [],
    fees: [],
    provisionalMaterials: [],
    projectInfo: [],
  };
  const info: Record<string, string> = {};
  for (const sheet of sheets) {
    const hint = titleText(sheet);
    const titled = tableOfTitle(hint);
    if (titled === 'projectInfo') {
      readInfo(sheet, info);
      found.projectInfo.push({ def: FEE_READ_TABLE, sheet, hint, firstRow: 0, cols: {} });
      continue;
    }
    if (titled) {
      const located = locate(TABLE_BY_KIND.get(titled)!, sheet, hint);
      // A summary or detail table the reader cannot place is left unread, not refused.
      if ('missing' in located && OPTIONAL_TABLES.has(titled)) continue;
      if ('missing' in located)
        errors.add(sheet.name, 1, null, 'headerMissing', {
          sheet: sheet.name,
          table: TABLE_NAMES[titled]!,
          columns: located.missing.join('、'),
        });
      else found[titled].push(located);
      continue;
    }
    for (const kind of HEADER_ORDER) {
      const located = locate(TABLE_BY_KIND.get(kind)!, sheet, hint);
      if (!('missing' in located) && signatureFits(kind, located.cols)) {
        found[kind].push(located);
        break;
      }
    }
  }
  if (found.bills.length === 0 && errors.list.length === 0) errors.add('', 0, null, 'noBillSheet');
  const units = new Set(
    found.bills.map((located) => unitPrefixOf(located.sheet.name)).filter(Boolean),
  );
  if (units.size > 1 && !options.sheetPrefix)
    errors.add('', 0, null, 'severalUnits', { units: [...units].join('、') });
  if (errors.list.length > 0) return { ok: false, errors: errors.capped() };

  const idOf = options.idOf ?? randomUUID;
  const reader = new UnitReader(options.unitId, idOf, errors);
  // Bills before the analysis, whose norms attach to them.
  const steps: (readonly [Located<string>, () => RowHandler])[] = [
    ...found.bills.map((l) => [l, () => reader.bills(l as Located<BillKey>)] as const),
    ...found.measures.map((l) => [l, () => reader.measures(l as Located<MeasureKey>)] as const),
    ...found.others.map((l) => [l, () => reader.others(l as Located<OtherKey>)] as const),
    ...found.resources.map((l) => [l, () => reader.resources(l as Located<ResourceKey>)] as const),
    ...found.fees.map((l) => [l, () => reader.fees(l as Located<FeeKey>)] as const),
    ...found.provisionalMaterials.map(
      (l) => [l, () => reader.provisional(l as Located<ProvisionalKey>)] as const,
    ),
    ...found.analysis.map((l) => [l, () => reader.analysis(l as Located<AnalysisKey>)] as const),
  ];
  const sizeOf = (sheet: SheetData) => book.sheets[indexOf.get(sheet)!]!.size;
  const total = steps.reduce((sum, [located]) => sum + sizeOf(located.sheet), 0);
  let before = 0;
  for (const [{ sheet }, handler] of steps) {
    const size = sizeOf(sheet);
    try {
      // The rows go to the reader as the sheet streams; none are kept.
      await book.rows(indexOf.get(sheet)!, {
        onRow: handler(),
        onProgress: (done) => options.onProgress?.(before + Math.min(done, size), total),
      });
    } catch {
      errors.add('', 0, null, 'unreadable');
      return { ok: false, errors: errors.list };
    }
    before += size;
    options.onProgress?.(before, total);
  }
  reader.finish(found.resources.length > 0);
  if (errors.list.length > 0) return { ok: false, errors: errors.capped() };
  const tables: SourceTable[] = [];
  const has = (kind: TableKind) => found[kind].length > 0;
  for (const kind of [
    'bills',
    'analysis',
    'measures',
    'others',
    'resources',
    'provisionalMaterials',
    'projectInfo',
  ] as const)
    if (has(kind)) tables.push(kind);
  if (found.fees.some((l) => feeSheetKind(l) === 'fees')) tables.push('fees');
  if (found.fees.some((l) => feeSheetKind(l) === 'summary')) tables.push('summary');
  const unit = reader.unit({ tables });
  return { ok: true, unit, stats: reader.stats(), totals: reader.totals(), info };
}

type KeysOf<T> = T extends TableDef<infer K> ? K : never;
type BillKey = KeysOf<typeof BILL_TABLE>;
type MeasureKey = KeysOf<typeof MEASURE_TABLE>;
type OtherKey = KeysOf<typeof OTHER_TABLE>;
type AnalysisKey = KeysOf<typeof ANALYSIS_TABLE>;
type ResourceKey = KeysOf<typeof RESOURCE_TABLE>;
type FeeKey = KeysOf<typeof FEE_READ_TABLE>;
type ProvisionalKey = KeysOf<typeof PROVISIONAL_TABLE>;

/** Tables read when found and left unread when their header cannot be placed. */
const OPTIONAL_TABLES = new Set<TableKind>(['fees', 'provisionalMaterials']);

/** Which fee table a sheet is: 表-13 (规费、税金) or the export's fee table, else 表-04. */
function feeSheetKind(located: Located<string>): 'fees' | 'summary' {
  return /规费|税金|费用汇总/.test(located.hint.normalize('NFKC')) ||
    located.cols.code !== undefined
    ? 'fees'
    : 'summary';
}

/**
 * The unit a sheet belongs to in a workbook of several: "0101 表-08 …" (writeBillWorkbook's
 * names) or "0101 Sheet4"; null for a sheet of no unit.
 */
export function unitPrefixOf(name: string): string | null {
  const match = UNIT_PREFIX.exec(name);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The units a workbook holds by its sheet names (empty for a workbook of one unit). */
export function workbookUnits(buffer: Buffer | Uint8Array): string[] {
  const content = Buffer.isBuffer(buffer)
    ? buffer
    : Buffer.from(buffer.buffer, buffer.byteOffset, buffer.length);
  if (!isZip(content)) return [];
  try {
    const units: string[] = [];
    for (const { name } of openXlsx(content).sheets) {
      const prefix = unitPrefixOf(name);
      if (prefix && !units.includes(prefix)) units.push(prefix);
    }
    return units.length > 1 ? units : [];
  } catch {
    return [];
  }
}

const INFO_SKIP = new Set(['项目', '内容', '工程名称', '序号', '名称'].map((t) => headerKey(t)));

/** The label/value pairs of a project information sheet (label cells followed by their value). */
function readInfo(sheet: SheetData, info: Record<string, string>) {
  for (const row of sheet.rows)
    for (let c = 0; c + 1 < row.length; c++) {
      const label = row[c];
      const value = row[c + 1];
      if (typeof label !== 'string' || isBlank(value ?? null)) continue;
      const key = headerKey(label).replace(/m²|m2|㎡/g, '');
      // A label the project keeps elsewhere (工程名称) passes over its value too.
      if (INFO_SKIP.has(key)) {
        c++;
        continue;
      }
      if (!key || key.length > 12 || /[:：]/.test(label.slice(0, -1))) continue;
      if (!(key in info)) info[key] = cellText(value ?? null);
      c++;
    }
}

/** One data row of a located table, with typed access that records errors. */
class RowCursor<K extends string> {
  row: readonly CellValue[] = [];
  excelRow = 0;
  constructor(
    private readonly located: Located<K>,
    private readonly errors: ErrorList,
  ) {}
  private title(key: K): string {
    return this.located.def.columns.find((column) => column.key === key)!.title;
  }
  raw(key: K): CellValue | undefined {
    const c = this.located.cols[key];
    return c === undefined ? undefined : this.row[c];
  }
  text(key: K): string {
    return cellText(this.raw(key) ?? null);
  }
  error(key: K | null, message: BillExcelMessage, params: Record<string, string | number> = {}) {
    this.errors.add(
      this.located.sheet.name,
      this.excelRow,
      key ? this.title(key) : null,
      message,
      params,
    );
  }
  /** A required text; records an error when blank. */
  need(key: K): string {
    const value = this.text(key);
    if (!value) this.error(key, 'required');
    return value;
  }
  /** A number; null when blank. Records an error when not a number or negative (unless allowed). */
  number(key: K, { required = false, negative = true } = {}): number | null {
    const raw = this.raw(key);
    const value = numberOf(raw);
    if (value === null) {
      if (required) this.error(key, 'required');
      return null;
    }
    if (Number.isNaN(value)) {
      this.error(key, 'notNumber', { value: cellText(raw ?? null) });
      return null;
    }
    if (!negative && value < 0) {
      this.error(key, 'negative', { value });
      return null;
    }
    return value;
  }
  flag(key: K): boolean {
    const raw = this.raw(key) ?? null;
    if (isBlank(raw)) return false;
    const value = parseBoolean(raw);
    if (value === null) this.error(key, 'notYesNo', { value: cellText(raw) });
    return value ?? false;
  }
}

interface DerivedResource {
  resource: CostResource;
  row: number;
}

/** Reads a located table's rows as the sheet streams them (row: its 0-based index). */
type RowHandler = (row: readonly CellValue[], r: number) => void;

class UnitReader {
  private readonly divisions: ProjectNode[] = [];
  private readonly billList: BillItem[] = [];
  /** Bills by code, in file order (a file may repeat a code). */
  private readonly billRows = new Map<string, BillItem[]>();
  private readonly summaryOthers: OtherItem[] = [];
  private readonly detailOthers: OtherItem[] = [];
  private readonly statedFees: StatedFee[] = [];
  private readonly provisionalCodes = new Set<string>();
  private readonly provisionalNames = new Set<string>();
  private readonly measureList: MeasureItem[] = [];
  private readonly otherList: OtherItem[] = [];
  private readonly resourceList: CostResource[] = [];
  private readonly resourceRows = new Map<string, number>();
  /** Resources seen in the analysis, for a workbook without 人材机汇总. */
  private readonly derived = new Map<string, DerivedResource>();
  /** Norm resource uses to check against the summary: code → first analysis row. */
  private readonly usedResources = new Map<string, { sheet: string; row: number }>();
  private norms = 0;
  /** The analysis so far: bill code → bills of the code analysed, and the bill and norm rows below attach to. */
  private readonly analysed = new Map<string, { count: number; first: number }>();
  private analysingBill: BillItem | null = null;
  private analysingNorm: Norm | null = null;

  constructor(
    private readonly unitId: string,
    private readonly idOf: () => string,
    private readonly errors: ErrorList,
  ) {}

  // 表-08 ──────────────────────────────────────────────────────────────────────
  bills(located: Located<BillKey>): RowHandler {
    const cursor = new RowCursor(located, this.errors);
    const headerMap = aliasMap(located.def);
    const sheetIsMeasures = /单价措施/.test(located.hint) && !/分部分项/.test(located.hint);
    /** Open divisions, index = depth − 1. */
    const stack: ProjectNode[] = [];
    let previousWasDivision = false;
    /** Depth of the open 单价措施 division; items beneath it are measures. */
    let measureDepth = sheetIsMeasures ? 0 : -1;
    const handle = (row: readonly CellValue[], r: number) => {
      if (r < located.firstRow) return;
      cursor.row = row;
      cursor.excelRow = r + 1;
      const code = cursor.text('code');
      const name = cursor.text('name');
      const unit = cursor.text('unit');
      const quantityCell = cursor.raw('quantity') ?? null;
      const billLike = BILL_CODE.test(code);
      // A header repeated on a new printed page.
      if (!billLike && code && headerMap.get(headerKey(code)) === 'code') return;
      if (!billLike) {
        const first = firstText(row);
        // A 分部's subtotal: the file's figure goes to the innermost open 分部 without one.
        if (SUBTOTAL_TEXT.test(first) && !NOT_SUBTOTAL.test(first)) {
          const amount = cursor.number('amount');
          for (let d = stack.length - 1; d >= 0; d--)
            if (stack[d]!.amount === null) {
              stack[d]!.amount = amount;
              stack.length = d + 1;
              break;
            }
          previousWasDivision = false;
          return;
        }
        // Notes, signatures, page rows and totals.
        if (isSkippedRow(row)) return;
      }
      if (!billLike && !unit && isBlank(quantityCell)) {
        if (isSkippedRow(row) || !name) return;
        // A 分部 row: its depth from its 序号 or code, else 单价措施项目 and 分部分项工程 head
        // the tree, else a 分部 right under another is its child, else a sibling of the last.
        const stated = outlineDepth(cursor.text('seq')) ?? (code ? outlineDepth(code) : null);
        let depth =
          stated ??
          (TOP_DIVISION.test(name)
            ? 1
            : previousWasDivision
              ? stack.length + 1
              : Math.max(1, stack.length));
        depth = Math.min(Math.max(1, depth), stack.length + 1);
        stack.length = depth - 1;
        const amount = cursor.number('amount');
        const node: ProjectNode = {
          id: this.idOf(),
          parentId: stack[depth - 2]?.id ?? this.unitId,
          level: 'division',
          code,
          name,
          sort: this.divisions.length + 1,
          amount,
          area: null,
        };
        stack.push(node);
        this.divisions.push(node);
        if (measureDepth > 0 && depth <= measureDepth) measureDepth = -1;
        if (measureDepth < 0 && MEASURE_DIVISION.test(name)) measureDepth = depth;
        previousWasDivision = true;
        return;
      }
      if (!billLike && !name && !unit && isSkippedRow(row)) return;
      previousWasDivision = false;
      if (!code) cursor.error('code', 'required');
      if (!name) cursor.error('name', 'required');
      if (!unit) cursor.error('unit', 'required');
      const quantity = cursor.number('quantity', { required: true });
      const unitPrice = cursor.number('unitPrice');
      const amount = cursor.number('amount');
      const provisional = cursor.number('provisional', { negative: false });
      // A duplicate code is kept (a finding of the checks, not an import error).
      if (!code || !name || !unit || quantity === null) return;
      const price = unitPrice ?? 0;
      const bill: BillItem = {
        id: this.idOf(),
        nodeId: stack[stack.length - 1]?.id ?? this.unitId,
        kind: measureDepth >= 0 ? 'measure' : 'item',
        seq: numberOf(cursor.raw('seq')) || this.billList.length + 1,
        code,
        name,
        features: cursor.text('features'),
        unit: normaliseUnit(unit),
        quantity,
        unitPrice: price,
        // A blank 合价 (a formula saved without its value) is the line's product.
        amount: amount ?? round(quantity * price, 2),
        provisional: provisional ?? 0,
        labour: 0,
        material: 0,
        machine: 0,
        overhead: 0,
        profit: 0,
        risk: 0,
        norms: [],
      };
      const same = this.billRows.get(code);
      if (same) same.push(bill);
      else this.billRows.set(code, [bill]);
      this.billList.push(bill);
    };
    return handle;
  }

  // 总价措施 ────────────────────────────────────────────────────────────────────
  measures(located: Located<MeasureKey>): RowHandler {
    const cursor = new RowCursor(located, this.errors);
    const handle = (row: readonly CellValue[], r: number) => {
      if (r < located.firstRow) return;
      cursor.row = row;
      cursor.excelRow = r + 1;
      const name = cursor.text('name');
      if (!name && isBlank(cursor.raw('amount') ?? null)) return;
      if (isSkippedRow(row) && !cursor.text('code')) return;
      if (!name) cursor.error('name', 'required');
      const rate = cursor.number('rate', { negative: false });
      const amount = cursor.number('amount');
      const adjustedRate = cursor.number('adjustedRate', { negative: false });
      const adjustedAmount = cursor.number('adjustedAmount');
      if (!name) return;
      this.measureList.push({
        id: this.idOf(),
        unitId: this.unitId,
        seq: numberOf(cursor.raw('seq')) || this.measureList.length + 1,
        code: cursor.text('code'),
        name,
        base: cursor.text('base'),
        rate: rate ?? 0,
        amount: amount ?? 0,
        adjustedRate,
        adjustedAmount,
      });
    };
    return handle;
  }

  // 其他项目 ────────────────────────────────────────────────────────────────────
  /**
   * 表-12's summary rows, and the detail tables (表-12-1 暂列金额明细表, 专业工程暂估价表, 计日工表,
   * 总承包服务费计价表) below it or on their own sheets: a title row names the table, the next
   * header row places its columns. A kind's detail rows are its items; a kind without details
   * keeps its summary row.
   */
  others(located: Located<OtherKey>): RowHandler {
    let current = located;
    let cursor = new RowCursor(current, this.errors);
    let section: OtherKind | null = otherDetailOf(located.hint);
    const handle = (row: readonly CellValue[], r: number) => {
      if (r < located.firstRow) return;
      const first = firstText(row);
      const detail = first ? otherDetailOf(first) : null;
      if (detail) {
        section = detail;
        return;
      }
      const header = headerKeysOf(OTHER_TABLE_DEF, row);
      if (header.size >= 2 && [...header.values()].includes('name')) {
        const cols: Partial<Record<OtherKey, number>> = {};
        for (const [c, key] of header)
          if (cols[key as OtherKey] === undefined) cols[key as OtherKey] = c;
        current = { ...located, cols };
        cursor = new RowCursor(current, this.errors);
        return;
      }
      cursor.row = row;
      cursor.excelRow = r + 1;
      const name = cursor.text('name');
      const kindText = cursor.text('kind');
      if (!name && !kindText) return;
      if (isSkippedRow(row)) return;
      if (section !== null) {
        // A detail row: its amount makes it an item; group rows (一 人工) have none.
        const amount = cursor.number('amount');
        if (amount === null || !name) return;
        this.detailOthers.push(this.otherItem(cursor, section, name, amount));
        return;
      }
      const kind = otherKindOf(kindText) ?? otherKindOf(name);
      if (kind === 'skip') return;
      if (kind === null) {
        // A row of a kind the model has no place for (索赔与现场签证 …) is left out, unless
        // its 类别 says something unreadable.
        if (kindText) cursor.error('kind', 'unknownOtherKind', { value: kindText });
        return;
      }
      const amount = cursor.number('amount', { required: true });
      if (amount === null) return;
      this.summaryOthers.push(this.otherItem(cursor, kind, name || kindText, amount));
    };
    return handle;
  }

  private otherItem(
    cursor: RowCursor<OtherKey>,
    kind: OtherKind,
    name: string,
    amount: number,
  ): OtherItem {
    return {
      id: this.idOf(),
      unitId: this.unitId,
      kind,
      name,
      amount,
      unit: cursor.text('unit') || null,
      quantity: cursor.number('quantity'),
      price: cursor.number('price'),
      rate: cursor.number('rate', { negative: false }),
      baseAmount: cursor.number('baseAmount'),
    };
  }

  // 表-04 / 表-13 / 费用汇总 ─────────────────────────────────────────────────────
  fees(located: Located<FeeKey>): RowHandler {
    const cursor = new RowCursor(located, this.errors);
    const from = feeSheetKind(located);
    const headerMap = aliasMap(located.def);
    const handle = (row: readonly CellValue[], r: number) => {
      if (r < located.firstRow) return;
      cursor.row = row;
      cursor.excelRow = r + 1;
      let name = cursor.text('name');
      const seq = cursor.text('seq');
      // 表-04's total row writes 招标控制价合计=1+2+3+4+5 across 序号 and 汇总内容.
      if (!name && /合计|总计|总价|造价/.test(seq)) name = seq;
      if (!name || headerMap.get(headerKey(name)) === 'name') return;
      const head = firstText(row);
      if (/^(注[:：]|说明|编制|复核|审核|工程名称|第\d+页)/.test(head)) return;
      const amount = cursor.number('amount');
      if (amount === null) return;
      this.statedFees.push({
        from,
        seq,
        code: cursor.text('code'),
        name: name.normalize('NFKC').replace(/\s+/g, ''),
        base: cursor.text('base'),
        baseAmount: cursor.number('baseAmount'),
        rate: cursor.number('rate'),
        amount,
        nonCompetitive: cursor.text('nonCompetitive') === '是',
      });
    };
    return handle;
  }

  // 暂估材料 ────────────────────────────────────────────────────────────────────
  provisional(located: Located<ProvisionalKey>): RowHandler {
    const cursor = new RowCursor(located, this.errors);
    const handle = (row: readonly CellValue[], r: number) => {
      if (r < located.firstRow) return;
      cursor.row = row;
      cursor.excelRow = r + 1;
      const name = cursor.text('name');
      if (!name || isSkippedRow(row)) return;
      const code = cursor.text('code');
      if (code) this.provisionalCodes.add(code);
      this.provisionalNames.add(name.normalize('NFKC').replace(/\s+/g, ''));
    };
    return handle;
  }

  // 人材机汇总 ──────────────────────────────────────────────────────────────────
  resources(located: Located<ResourceKey>): RowHandler {
    const cursor = new RowCursor(located, this.errors);
    const handle = (row: readonly CellValue[], r: number) => {
      if (r < located.firstRow) return;
      cursor.row = row;
      cursor.excelRow = r + 1;
      const code = cursor.text('code');
      const name = cursor.text('name');
      if (!code && !name) return;
      if (!code && isSkippedRow(row)) return;
      cursor.need('code');
      cursor.need('name');
      const unit = cursor.need('unit');
      const kindText = cursor.text('kind');
      const kind: ResourceKind | null = kindText
        ? resourceKindOf(kindText)
        : normaliseUnit(unit) === '工日'
          ? 'labour'
          : 'material';
      if (kind === null) cursor.error('kind', 'unknownResourceKind', { value: kindText });
      const quantity = cursor.number('quantity', { required: true });
      const price = cursor.number('price', { required: true, negative: false });
      const infoPrice = cursor.number('infoPrice', { negative: false });
      const ownerQuantity = cursor.number('ownerQuantity');
      const ownerPrice = cursor.number('ownerPrice', { negative: false });
      const riskRate = cursor.number('riskRate');
      const provisional = cursor.flag('provisional');
      const ownerSupplied = cursor.flag('ownerSupplied');
      // A code listed twice (one resource at two prices) keeps both rows for the checks.
      if (!code || !name || !unit || !kind || quantity === null || price === null) return;
      if (!this.resourceRows.has(code)) this.resourceRows.set(code, r + 1);
      this.resourceList.push({
        id: this.idOf(),
        unitId: this.unitId,
        code,
        name,
        spec: cursor.text('spec'),
        unit: normaliseUnit(unit),
        kind,
        price,
        quantity,
        infoPrice,
        provisional,
        ownerSupplied,
        ownerQuantity,
        ownerPrice,
        riskRate,
      });
    };
    return handle;
  }

  // 综合单价分析表 ──────────────────────────────────────────────────────────────
  analysis(located: Located<AnalysisKey>): RowHandler {
    const cursor = new RowCursor(located, this.errors);
    const sheet = located.sheet.name;
    const analysed = this.analysed;
    // A bill's norms may continue on the next sheet (a sheet holds at most 1,048,576 rows).
    let bill = this.analysingBill;
    let norm = this.analysingNorm;
    const handle = (row: readonly CellValue[], r: number) => {
      if (r < located.firstRow) return;
      cursor.row = row;
      cursor.excelRow = r + 1;
      const code = cursor.text('code');
      const name = cursor.text('name');
      if (!code && !name) return;
      if (!code && isSkippedRow(row)) return;
      const typeText = cursor.text('type');
      const sameCode = code ? this.billRows.get(code) : undefined;
      const known = sameCode?.[Math.min(analysed.get(code)?.count ?? 0, sameCode.length - 1)];
      let type: 'bill' | 'norm' | ResourceKind | null;
      if (typeText) {
        const t = typeText.normalize('NFKC').replace(/\s+/g, '');
        type = t.startsWith('清单')
          ? 'bill'
          : t.startsWith('定额') || t.startsWith('子目')
            ? 'norm'
            : resourceKindOf(t);
        if (type === null) {
          cursor.error('type', 'unknownRowType', { value: typeText });
          return;
        }
      } else type = known || BILL_CODE.test(code) ? 'bill' : 'norm';

      if (type === 'bill') {
        norm = null;
        bill = null;
        if (!known) {
          cursor.error('code', code ? 'analysisUnknownBill' : 'required', { value: code });
          return;
        }
        // A code the file repeats is analysed once per bill of the code.
        const done = analysed.get(code);
        if (done && done.count >= sameCode.length) {
          cursor.error('code', 'analysisDuplicateBill', { value: code, first: done.first });
          return;
        }
        analysed.set(code, { count: (done?.count ?? 0) + 1, first: done?.first ?? r + 1 });
        bill = known;
        bill.labour = cursor.number('labour') ?? 0;
        bill.material = cursor.number('material') ?? 0;
        bill.machine = cursor.number('machine') ?? 0;
        bill.overhead = cursor.number('overhead') ?? 0;
        bill.profit = cursor.number('profit') ?? 0;
        bill.risk = cursor.number('risk') ?? 0;
        return;
      }
      if (type === 'norm') {
        norm = null;
        if (!bill) {
          cursor.error('code', 'normWithoutBill', { value: code || name });
          return;
        }
        if (!code) cursor.error('code', 'required');
        const quantity = cursor.number('quantity', { required: true });
        const price = cursor.number('price');
        if (!code || quantity === null) return;
        norm = {
          code,
          name,
          unit: cursor.text('unit'),
          quantity,
          price: price ?? 0,
          resources: [],
        };
        bill.norms.push(norm);
        this.norms++;
        return;
      }
      // A resource used by the norm above.
      if (!norm) {
        cursor.error('code', 'resourceWithoutNorm', { value: code || name });
        return;
      }
      if (!code) cursor.error('code', 'required');
      const consumption = cursor.number('quantity', { required: true, negative: false });
      const price = cursor.number('price', { negative: false });
      if (!code || consumption === null) return;
      norm.resources.push({ code, consumption });
      if (!this.usedResources.has(code)) this.usedResources.set(code, { sheet, row: r + 1 });
      const unit = normaliseUnit(cursor.text('unit'));
      const seen = this.derived.get(code);
      if (seen) {
        const known = seen.resource;
        if (known.name !== name || known.unit !== unit || (price !== null && known.price !== price))
          cursor.error('code', 'resourceConflict', { value: code, first: seen.row });
        known.quantity += norm.quantity * consumption;
      } else
        this.derived.set(code, {
          row: r + 1,
          resource: {
            id: '',
            unitId: this.unitId,
            code,
            name,
            spec: cursor.text('spec'),
            unit,
            kind: type,
            price: price ?? 0,
            quantity: norm.quantity * consumption,
            infoPrice: null,
            provisional: false,
            ownerSupplied: false,
            ownerQuantity: null,
            ownerPrice: null,
            riskRate: null,
          },
        });
    };
    return (row: readonly CellValue[], r: number) => {
      handle(row, r);
      this.analysingBill = bill;
      this.analysingNorm = norm;
    };
  }

  /** Checks resource uses against the summary, or builds the summary from the analysis. */
  finish(hasSummary: boolean) {
    // 其他项目: a kind's detail rows when the file has them, else its summary rows.
    const detailed = new Set(this.detailOthers.map((other) => other.kind));
    for (const other of this.summaryOthers)
      if (!detailed.has(other.kind)) this.otherList.push(other);
    this.otherList.push(...this.detailOthers);
    if (this.provisionalCodes.size > 0 || this.provisionalNames.size > 0)
      for (const resource of this.resourceList)
        if (
          this.provisionalCodes.has(resource.code) ||
          this.provisionalNames.has(
            `${resource.name}${resource.spec}`.normalize('NFKC').replace(/\s+/g, ''),
          )
        )
          resource.provisional = true;
    if (hasSummary) {
      for (const [code, at] of this.usedResources)
        if (!this.resourceRows.has(code))
          this.errors.add(
            at.sheet,
            at.row,
            ANALYSIS_TABLE.columns[2]!.title,
            'resourceNotInSummary',
            {
              value: code,
            },
          );
      return;
    }
    for (const { resource } of this.derived.values())
      this.resourceList.push({
        ...resource,
        id: this.idOf(),
        quantity: round(resource.quantity, 6),
      });
  }

  unit(sources: UnitSources): BillWorkbookUnit {
    const labour = this.resourceList.find(
      (resource) => resource.kind === 'labour' && resource.unit === '工日',
    );
    return {
      unitId: this.unitId,
      labourDayRate: labour?.price ?? null,
      publishedLabourDayRate: labour?.infoPrice ?? null,
      bills: this.billList,
      measures: this.measureList,
      others: this.otherList,
      resources: this.resourceList,
      divisions: this.divisions,
      fees: feeRowsOf(this.statedFees, this.unitId, this.idOf),
      sources,
    };
  }

  totals(): BillWorkbookTotals {
    const stated = (test: RegExp) => {
      const fees13 = this.statedFees.filter((fee) => fee.from === 'fees' && test.test(fee.name));
      const summary = this.statedFees.filter(
        (fee) => fee.from === 'summary' && test.test(fee.name),
      );
      return (fees13[0] ?? summary[0])?.amount ?? null;
    };
    const totalRow = this.statedFees
      .filter((fee) => fee.from === 'summary' || fee.code)
      .reverse()
      .find((fee) => /合计|总计|总价|造价/.test(fee.name) && !/规费|税金/.test(fee.name));
    return {
      total: totalRow?.amount ?? null,
      lawfee: stated(/^(其中[:：])?规费$/),
      tax: stated(/^(其中[:：])?(税金|增值税|增值税销项税额)$/),
    };
  }

  stats(): BillWorkbookStats {
    return {
      bills: this.billList.length,
      divisions: this.divisions.length,
      measures: this.measureList.length,
      others: this.otherList.length,
      norms: this.norms,
      resources: this.resourceList.length,
      fees: this.statedFees.length,
    };
  }
}
