import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../../excel/exceljs';
import {
  round,
  type BillItem,
  type CostProject,
  type CostResource,
  type FileType,
  type MeasureItem,
  type OtherItem,
  type ProjectKindCode,
  type ProjectNode,
} from '../engine/model';
import { costRangeCheck } from '../quality/checks/costRangeCheck';
import { generateProject } from '../sample/generator';

/**
 * A corpus of unit-project workbooks shaped like pricing-software exports (GB 50500-2013 forms):
 * 封面 / 工程项目信息, 表-04 单位工程汇总表, 表-08 (two header rows, 分部 rows with 小计 rows
 * interleaved), 表-09 (some), 表-11 总价措施, 表-12 其他项目 with its detail tables (below the
 * summary or on their own sheets), 表-13 规费、税金项目计价表, 人材机汇总 in header dialects and
 * sometimes a 暂估材料 table. Each workbook comes as a CLEAN twin, consistent to the fen, and a
 * FLAWED twin whose planted flaws the manifest lists. Deterministic: the data comes from the
 * sample generator (seeded), the shapes from the variant's index.
 */

export type FlawKind =
  | 'divisionSubtotal'
  | 'summaryRow'
  | 'missingLawfeeRow'
  | 'taxRate'
  | 'lawfeeAmount'
  | 'duplicateBillCode'
  | 'twoPrices'
  | 'billAmount'
  | 'zeroPrice'
  | 'provisionalMismatch'
  | 'safetyRate'
  | 'negativeQuantity';

export const FLAW_KINDS: readonly FlawKind[] = [
  'divisionSubtotal',
  'summaryRow',
  'missingLawfeeRow',
  'taxRate',
  'lawfeeAmount',
  'duplicateBillCode',
  'twoPrices',
  'billAmount',
  'zeroPrice',
  'provisionalMismatch',
  'safetyRate',
  'negativeQuantity',
];

/** One planted flaw: where it is (1-based Excel row) and what a check should report. */
export interface PlantedFlaw {
  kind: FlawKind;
  sheet: string;
  row: number;
  expect: string;
}

export interface CorpusVariant {
  index: number;
  name: string;
  fileType: FileType;
  kind: ProjectKindCode;
  /** 表-09 written. */
  analysis: boolean;
  /** 人材机汇总 header dialect: 0 名称 + 规格型号, 1 名称及规格, 2 名称、规格、型号. */
  dialect: 0 | 1 | 2;
  /** Rows per printed page of 表-08 (the header repeats), or null. */
  pageRows: number | null;
  spacers: boolean;
  /** Money written as text: 'comma' "1,234.56", 'fullwidth' "１２３４．５６". */
  textNumbers: null | 'comma' | 'fullwidth';
  /** 其他项目 detail tables on their own sheets (else below the summary). */
  detailSheets: boolean;
  provisionalTable: boolean;
  /** Sheet names: 'standard' 表-xx names, 'other' Sheet1… names (the title tells). */
  names: 'standard' | 'other';
  /** Sheets shuffled. */
  shuffled: boolean;
  /** 分部 subtotal on a 小计 row below its items (else on the 分部 row). */
  subtotalRows: boolean;
  /** Two unit projects in the workbook. */
  twoUnits: boolean;
}

/** The figures the clean file states for a unit (what an import should read back). */
export interface CorpusUnitFigures {
  code: string;
  name: string;
  bills: number;
  total: number;
  lawfee: number;
  tax: number;
  taxRate: number;
  fbfx: number;
  /** 分部 code → stated subtotal. */
  divisions: Record<string, number>;
}

export interface CorpusWorkbook {
  variant: CorpusVariant;
  file: string;
  clean: Buffer;
  flawed: Buffer;
  units: CorpusUnitFigures[];
  /** The flawed twin's planted flaws. */
  flaws: PlantedFlaw[];
  /** The project information the file states. */
  info: Record<string, string>;
}

export const CORPUS_SIZE = 12;
const FILE_TITLES: Record<FileType, string> = {
  control: '招标控制价',
  bid: '投标报价',
  settlement: '竣工结算',
};
const KINDS: ProjectKindCode[] = [
  'residential-multi',
  'residential-high',
  'office-high',
  'basement',
];

export function corpusVariant(index: number): CorpusVariant {
  const fileTypes: FileType[] = ['control', 'bid', 'settlement'];
  return {
    index,
    name: `corpus-${String(index + 1).padStart(2, '0')}`,
    fileType: fileTypes[index % 3]!,
    kind: KINDS[index % 4]!,
    analysis: index % 3 === 0,
    dialect: (index % 3) as 0 | 1 | 2,
    pageRows: index % 2 === 1 ? 18 : null,
    spacers: index % 4 === 2,
    textNumbers: index % 4 === 1 ? 'comma' : index % 4 === 3 ? 'fullwidth' : null,
    detailSheets: index % 2 === 1,
    provisionalTable: index % 3 !== 1,
    names: index % 3 === 2 ? 'other' : 'standard',
    shuffled: index % 5 === 4,
    subtotalRows: index % 2 === 0,
    twoUnits: index >= 10,
  };
}

/** Which flaws the flawed twin of variant `index` carries (every kind across the corpus). */
export function flawsOf(variant: CorpusVariant): FlawKind[] {
  const kinds = FLAW_KINDS.filter(
    (kind) => kind !== 'provisionalMismatch' || variant.provisionalTable,
  );
  const picked = new Set<FlawKind>();
  for (let k = 0; k < 6; k++) picked.add(kinds[(variant.index * 5 + k) % kinds.length]!);
  return FLAW_KINDS.filter((kind) => picked.has(kind));
}

// ── The unit as the file states it ─────────────────────────────────────────────

interface UnitFile {
  code: string;
  name: string;
  divisions: ProjectNode[];
  bills: BillItem[];
  measures: MeasureItem[];
  others: OtherItem[];
  resources: CostResource[];
  /** Resource rows appended (a second price of a code). */
  extraResources: CostResource[];
  safetyRate: number;
  taxRate: number;
}

interface FeeLine {
  key: string;
  seq: string;
  name: string;
  baseText: string;
  base: number | null;
  rate: number | null;
  amount: number;
}

interface Derived {
  divisionAmounts: Map<string, number>;
  fbfx: number;
  unitMeasures: number;
  measures: number;
  others: number;
  labourBase: number;
  lawfees: FeeLine[];
  lawfee: number;
  taxBase: number;
  tax: number;
  total: number;
  provisional: number;
}

const sum = (values: number[]) =>
  round(
    values.reduce((a, b) => a + b, 0),
    2,
  );

function derive(unit: UnitFile): Derived {
  const divisionAmounts = new Map<string, number>();
  const byId = new Map(unit.divisions.map((d) => [d.id, d]));
  for (const bill of unit.bills)
    for (let at = byId.get(bill.nodeId); at; at = byId.get(at.parentId ?? ''))
      divisionAmounts.set(at.id, round((divisionAmounts.get(at.id) ?? 0) + bill.amount, 2));
  const fbfx = sum(unit.bills.filter((b) => b.kind === 'item').map((b) => b.amount));
  const unitMeasures = sum(unit.bills.filter((b) => b.kind === 'measure').map((b) => b.amount));
  for (const measure of unit.measures) {
    const safety = measure.name.includes('安全文明');
    if (safety) measure.rate = unit.safetyRate;
    measure.base = safety ? 'FBFXHJ+DJCSHJ' : 'FBFXHJ';
    measure.amount = round(((safety ? fbfx + unitMeasures : fbfx) * measure.rate) / 100, 2);
  }
  const measures = round(unitMeasures + sum(unit.measures.map((m) => m.amount)), 2);
  const others = sum(unit.others.map((o) => o.amount));
  const labourBase = sum(unit.bills.map((b) => round(b.labour * b.quantity, 2)));
  const lawfees: FeeLine[] = [
    ['socialInsurance', '1.1', '社会保险费', 16],
    ['housingFund', '1.2', '住房公积金', 5],
  ].map(([key, seq, name, rate]) => ({
    key: key as string,
    seq: seq as string,
    name: name as string,
    baseText: '定额人工费',
    base: labourBase,
    rate: rate as number,
    amount: round((labourBase * (rate as number)) / 100, 2),
  }));
  const lawfee = sum(lawfees.map((f) => f.amount));
  const taxBase = round(fbfx + measures + others + lawfee, 2);
  const tax = round((taxBase * unit.taxRate) / 100, 2);
  return {
    divisionAmounts,
    fbfx,
    unitMeasures,
    measures,
    others,
    labourBase,
    lawfees,
    lawfee,
    taxBase,
    tax,
    total: round(taxBase + tax, 2),
    provisional: sum(unit.bills.map((b) => b.provisional)),
  };
}

/** The floor area a unit's file is measured on: its 综合脚手架 quantity (S.1 011701001). */
function scaffoldingArea(unit: UnitFile): number | null {
  const quantities = unit.bills
    .filter((b) => b.code.startsWith('011701001'))
    .map((b) => b.quantity);
  return quantities.length > 0 ? round(sum(quantities), 2) : null;
}

/**
 * The variant's units from the first of a few seeds whose cost per m² lies inside the kind's
 * usual band (the costRangeCheck defaults): a clean file is a plausible building, not only one
 * that adds up.
 */
function plausibleUnitFiles(variant: CorpusVariant): { units: UnitFile[]; project: CostProject } {
  const band = costRangeCheck.rules.find((rule) => rule.key.endsWith('.costPerM2'))?.byKind?.[
    variant.kind
  ];
  let first: ReturnType<typeof unitFiles> | null = null;
  for (let attempt = 0; attempt < 10; attempt++) {
    const files = unitFiles(variant, 1000 + variant.index + attempt * 100);
    first ??= files;
    const area = scaffoldingArea(files.units[0]!);
    const total = sum(files.units.map((unit) => derive(structuredClone(unit)).total));
    if (!band || area === null) return files;
    const perM2 = total / area;
    if (perM2 >= (band.min ?? 0) * 1.02 && perM2 <= (band.max ?? Infinity) * 0.98) return files;
  }
  return first!;
}

function unitFiles(
  variant: CorpusVariant,
  seed: number,
): { units: UnitFile[]; project: CostProject } {
  const project = generateProject({
    kind: variant.kind,
    items: 120,
    seed,
    fileType: variant.fileType,
  });
  const unitNodes = project.nodes.filter((n) => n.level === 'unit').slice(0, 2);
  const units = unitNodes.slice(0, variant.twoUnits ? 2 : 1).map((node): UnitFile => {
    const data = structuredClone(project.units[node.id]!);
    const ids = new Set([node.id]);
    const divisions: ProjectNode[] = [];
    for (const candidate of project.nodes)
      if (candidate.level === 'division' && ids.has(candidate.parentId ?? '')) {
        ids.add(candidate.id);
        divisions.push({ ...candidate });
      }
    for (const bill of data.bills) bill.amount = round(bill.quantity * bill.unitPrice, 2);
    // 暂估 materials: two resources flagged; their Σ qty × price sits in one bill's 暂估价 column.
    for (const bill of data.bills) bill.provisional = 0;
    const candidates = data.resources.filter((r) => r.kind === 'material').slice(0, 2);
    for (const r of candidates) r.provisional = true;
    const provisional = sum(candidates.map((r) => round(r.quantity * r.price, 2)));
    const largest = [...data.bills].sort((a, b) => b.amount - a.amount)[0];
    if (largest && provisional <= largest.amount) largest.provisional = provisional;
    else for (const r of candidates) r.provisional = false;
    return {
      code: node.code,
      name: node.name,
      divisions,
      bills: data.bills,
      measures: data.measures,
      others: data.others,
      resources: data.resources,
      extraResources: [],
      safetyRate: 3.1,
      taxRate: 9,
    };
  });
  return { units, project };
}

// ── Writing ───────────────────────────────────────────────────────────────────

type Cell = string | number | null;

const FULL_WIDTH = (text: string) =>
  text.replace(/[0-9.,\-%]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

class Writer {
  /** Where each logical element was written: key → [sheet, 1-based row]. */
  readonly at = new Map<string, [string, number]>();
  constructor(
    readonly book: ExcelJS.Workbook,
    readonly variant: CorpusVariant,
  ) {}
  money(value: number | null): Cell {
    if (value === null) return null;
    const fixed = value.toFixed(2);
    if (this.variant.textNumbers === 'comma')
      return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    if (this.variant.textNumbers === 'fullwidth') return FULL_WIDTH(fixed);
    return value;
  }
  qty(value: number): Cell {
    return this.variant.textNumbers === 'fullwidth' ? FULL_WIDTH(String(value)) : value;
  }
  add(sheet: ExcelJS.Worksheet, cells: Cell[], key?: string): number {
    const row = sheet.addRow(cells);
    if (key) this.at.set(key, [sheet.name, row.number]);
    return row.number;
  }
  spacer(sheet: ExcelJS.Worksheet) {
    if (this.variant.spacers) sheet.addRow([]);
  }
  title(sheet: ExcelJS.Worksheet, title: string, subtitle: string, width: number) {
    const r = sheet.addRow([title]);
    sheet.mergeCells(r.number, 1, r.number, width);
    sheet.addRow([subtitle, null, null, null, '第1页 共1页']);
  }
  signature(sheet: ExcelJS.Worksheet) {
    sheet.addRow([]);
    sheet.addRow(['注：本表金额单位为元。']);
    sheet.addRow(['编制人：张工', null, '复核人：李工', null, '编制日期：2026-11-30']);
  }
}

interface SheetPlan {
  name: string;
  write: (sheet: ExcelJS.Worksheet) => void;
}

function sheetName(w: Writer, prefix: string, standard: string, counter: { n: number }): string {
  counter.n += 1;
  const base = w.variant.names === 'standard' ? standard : `Sheet${counter.n}`;
  return prefix ? `${prefix} ${base}` : base;
}

function planUnit(
  w: Writer,
  unit: UnitFile,
  d: Derived,
  flaws: Set<FlawKind>,
  projectName: string,
  prefix: string,
  counter: { n: number },
): SheetPlan[] {
  const v = w.variant;
  const subtitle = `工程名称：${projectName}－${unit.name}`;
  const key = (k: string) => `${prefix}|${k}`;
  const plans: SheetPlan[] = [];
  const fileTitle = FILE_TITLES[v.fileType];

  // 表-04
  const summaryRows: [string, string, number, number | null, string][] = [
    ['1', '分部分项工程', d.fbfx, d.provisional, 'fbfx'],
    ['2', '措施项目', d.measures, null, 'measures'],
    [
      '2.1',
      '其中：安全文明施工费',
      unit.measures.find((m) => m.name.includes('安全文明'))?.amount ?? 0,
      null,
      'safety',
    ],
    ['3', '其他项目', d.others, null, 'others'],
    ['4', '规费', d.lawfee, null, 'lawfee'],
    ['5', '税金', d.tax, null, 'tax'],
  ];
  plans.push({
    name: sheetName(w, prefix, '表-04 单位工程汇总表', counter),
    write: (s) => {
      w.title(s, `单位工程${fileTitle}汇总表`, subtitle, 4);
      w.add(s, ['序号', '汇总内容', '金额（元）', '其中：暂估价（元）']);
      for (const [seq, name, amount, provisional, k] of summaryRows) {
        let stated = amount;
        if (k === 'measures' && flaws.has('summaryRow')) stated = round(amount + 500, 2);
        w.add(s, [seq, name, w.money(stated), w.money(provisional)], key(`summary:${k}`));
        w.spacer(s);
      }
      w.add(s, [`${fileTitle}合计=1+2+3+4+5`, null, w.money(d.total), null], key('summary:total'));
      w.signature(s);
    },
  });

  // 表-08
  plans.push({
    name: sheetName(w, prefix, '表-08 分部分项', counter),
    write: (s) => {
      const header = () => {
        w.title(s, '分部分项工程和单价措施项目清单与计价表', subtitle, 9);
        const h1 = s.addRow([
          '序号',
          '项目编码',
          '项目名称',
          '项目特征描述',
          '计量单位',
          '工程量',
          '金额（元）',
          null,
          null,
        ]);
        s.addRow([null, null, null, null, null, null, '综合单价', '合价', '其中：暂估价']);
        s.mergeCells(h1.number, 7, h1.number, 9);
        for (const c of [1, 2, 3, 4, 5, 6]) s.mergeCells(h1.number, c, h1.number + 1, c);
      };
      header();
      let onPage = 0;
      const pageBreak = () => {
        if (!v.pageRows) return;
        onPage += 1;
        if (onPage < v.pageRows) return;
        onPage = 0;
        s.addRow([null, '本页小计', null, null, null, null, null, null, null]);
        header();
      };
      const children = (parentId: string) => unit.divisions.filter((x) => x.parentId === parentId);
      let seq = 0;
      const walk = (division: ProjectNode, outline: string) => {
        const amount = d.divisionAmounts.get(division.id) ?? 0;
        const stated =
          flaws.has('divisionSubtotal') && division === unit.divisions[0]
            ? round(amount + 1000, 2)
            : amount;
        const onRow = !v.subtotalRows;
        w.add(
          s,
          [
            outline,
            division.code,
            division.name,
            null,
            null,
            null,
            null,
            onRow ? w.money(stated) : null,
            null,
          ],
          onRow ? key(`division:${division.code}`) : undefined,
        );
        pageBreak();
        for (const bill of unit.bills.filter((b) => b.nodeId === division.id)) {
          seq += 1;
          w.add(
            s,
            [
              seq,
              bill.code,
              bill.name,
              bill.features,
              bill.unit,
              w.qty(bill.quantity),
              w.money(bill.unitPrice),
              w.money(bill.amount),
              bill.provisional ? w.money(bill.provisional) : null,
            ],
            key(`bill:${bill.id}`),
          );
          w.spacer(s);
          pageBreak();
        }
        children(division.id).forEach((child, i) => walk(child, `${outline}.${i + 1}`));
        if (v.subtotalRows) {
          w.add(
            s,
            [null, null, '分部小计', null, null, null, null, w.money(stated), null],
            key(`division:${division.code}`),
          );
          pageBreak();
        }
      };
      const unitId = unit.divisions[0]?.parentId ?? '';
      children(unitId).forEach((division, i) => walk(division, String.fromCharCode(65 + i)));
      s.addRow([
        null,
        null,
        '合计',
        null,
        null,
        null,
        null,
        w.money(d.fbfx + d.unitMeasures),
        null,
      ]);
      w.signature(s);
    },
  });

  // 表-09
  if (v.analysis)
    plans.push({
      name: sheetName(w, prefix, '表-09 综合单价分析', counter),
      write: (s) => {
        w.title(s, '综合单价分析表', subtitle, 14);
        const cols = ['序号', '类别', '编码', '名称', '规格型号', '单位', '数量', '单价'];
        w.add(s, [...cols, '人工费', '材料费', '机械费', '管理费', '利润', '风险费']);
        const byCode = new Map(unit.resources.map((r) => [r.code, r]));
        unit.bills.forEach((bill, i) => {
          w.add(s, [
            i + 1,
            '清单',
            bill.code,
            bill.name,
            null,
            bill.unit,
            w.qty(bill.quantity),
            w.money(bill.unitPrice),
            bill.labour,
            bill.material,
            bill.machine,
            bill.overhead,
            bill.profit,
            bill.risk,
          ]);
          for (const norm of bill.norms) {
            w.add(s, [
              null,
              '定额',
              norm.code,
              norm.name,
              null,
              norm.unit,
              norm.quantity,
              norm.price,
            ]);
            for (const use of norm.resources) {
              const r = byCode.get(use.code);
              const kind = {
                labour: '人工',
                material: '材料',
                machine: '机械',
                main: '主材',
                equipment: '设备',
              }[r?.kind ?? 'material'];
              w.add(s, [
                null,
                kind,
                use.code,
                r?.name ?? '',
                r?.spec ?? '',
                r?.unit ?? '',
                use.consumption,
                r?.price ?? null,
              ]);
            }
          }
        });
      },
    });

  // 表-11
  plans.push({
    name: sheetName(w, prefix, '表-11 总价措施', counter),
    write: (s) => {
      w.title(s, '总价措施项目清单与计价表', subtitle, 9);
      w.add(s, [
        '序号',
        '项目编码',
        '项目名称',
        '计算基础',
        '费率（%）',
        '金额（元）',
        '调整费率（%）',
        '调整后金额（元）',
        '备注',
      ]);
      unit.measures.forEach((m, i) => {
        const baseText = m.base === 'FBFXHJ' ? '分部分项工程费' : '分部分项工程费+单价措施项目费';
        w.add(
          s,
          [i + 1, m.code, m.name, baseText, m.rate, w.money(m.amount), null, null, null],
          key(`measure:${m.code}`),
        );
      });
      s.addRow([null, null, '合计', null, null, w.money(sum(unit.measures.map((m) => m.amount)))]);
      w.signature(s);
    },
  });

  // 表-12 and its details
  const byKind = (kind: OtherItem['kind']) => unit.others.filter((o) => o.kind === kind);
  const kindSum = (kind: OtherItem['kind']) => sum(byKind(kind).map((o) => o.amount));
  const details: { title: string; write: (s: ExcelJS.Worksheet) => void }[] = [
    {
      title: '暂列金额明细表',
      write: (s) => {
        w.add(s, ['序号', '项目名称', '计量单位', '暂定金额（元）', '备注']);
        byKind('provisionalSum').forEach((o, i) =>
          w.add(s, [i + 1, o.name, '项', w.money(o.amount), null]),
        );
        s.addRow([null, '合计', null, w.money(kindSum('provisionalSum')), null]);
      },
    },
    {
      title: '专业工程暂估价及结算价表',
      write: (s) => {
        w.add(s, ['序号', '工程名称', '工程内容', '暂估金额（元）', '结算金额（元）', '备注']);
        byKind('specialtyEstimate').forEach((o, i) =>
          w.add(s, [i + 1, o.name, '供应及安装', w.money(o.amount), null, null]),
        );
        s.addRow([null, '合计', null, w.money(kindSum('specialtyEstimate')), null, null]);
      },
    },
    {
      title: '计日工表',
      write: (s) => {
        w.add(s, [
          '编号',
          '项目名称',
          '单位',
          '暂定数量',
          '实际数量',
          '综合单价（元）',
          '合价（元）',
        ]);
        s.addRow(['一', '人工', null, null, null, null, null]);
        byKind('dayWork').forEach((o, i) =>
          w.add(s, [
            i + 1,
            o.name,
            o.unit ?? '工日',
            o.quantity,
            null,
            w.money(o.price),
            w.money(o.amount),
          ]),
        );
        s.addRow([null, '人工小计', null, null, null, null, w.money(kindSum('dayWork'))]);
        s.addRow([null, '总计', null, null, null, null, w.money(kindSum('dayWork'))]);
      },
    },
    {
      title: '总承包服务费计价表',
      write: (s) => {
        w.add(s, [
          '序号',
          '项目名称',
          '项目价值（元）',
          '服务内容',
          '计算基础',
          '费率（%）',
          '金额（元）',
        ]);
        byKind('contractorService').forEach((o, i) =>
          w.add(s, [
            i + 1,
            o.name,
            w.money(o.baseAmount),
            '总包管理、协调',
            '项目价值',
            o.rate,
            w.money(o.amount),
          ]),
        );
        s.addRow([null, '合计', null, null, null, null, w.money(kindSum('contractorService'))]);
      },
    },
  ];
  plans.push({
    name: sheetName(w, prefix, '表-12 其他项目', counter),
    write: (s) => {
      w.title(s, '其他项目清单与计价汇总表', subtitle, 5);
      w.add(s, ['序号', '项目名称', '金额（元）', '结算金额（元）', '备注']);
      w.add(s, ['1', '暂列金额', w.money(kindSum('provisionalSum')), null, '明细详见表-12-1']);
      w.add(s, ['2', '暂估价', w.money(kindSum('specialtyEstimate')), null, null]);
      w.add(s, ['2.1', '材料（工程设备）暂估价/结算价', '—', null, '明细详见表-12-2']);
      w.add(s, [
        '2.2',
        '专业工程暂估价/结算价',
        w.money(kindSum('specialtyEstimate')),
        null,
        '明细详见表-12-3',
      ]);
      w.add(s, ['3', '计日工', w.money(kindSum('dayWork')), null, '明细详见表-12-4']);
      w.add(s, [
        '4',
        '总承包服务费',
        w.money(kindSum('contractorService')),
        null,
        '明细详见表-12-5',
      ]);
      s.addRow([null, '合计', w.money(d.others), null, null]);
      if (!v.detailSheets)
        for (const detail of details) {
          s.addRow([]);
          s.addRow([detail.title]);
          detail.write(s);
        }
    },
  });
  if (v.detailSheets)
    details.forEach((detail, i) =>
      plans.push({
        name: sheetName(w, prefix, `表-12-${i + 1}`, counter),
        write: (s) => {
          w.title(s, detail.title, subtitle, 6);
          detail.write(s);
        },
      }),
    );

  // 表-13
  plans.push({
    name: sheetName(w, prefix, '表-13 规费税金', counter),
    write: (s) => {
      w.title(s, '规费、税金项目计价表', subtitle, 6);
      w.add(s, ['序号', '项目名称', '计算基础', '计算基数', '计算费率（%）', '金额（元）']);
      w.add(
        s,
        ['1', '规费', '定额人工费', w.money(d.labourBase), null, w.money(d.lawfee)],
        key('fee:lawfee'),
      );
      for (const line of d.lawfees) {
        if (line.key === 'housingFund' && flaws.has('missingLawfeeRow')) continue;
        const stated =
          line.key === 'socialInsurance' && flaws.has('lawfeeAmount')
            ? round(line.amount + 100, 2)
            : line.amount;
        w.add(
          s,
          [line.seq, line.name, line.baseText, w.money(line.base), line.rate, w.money(stated)],
          key(`fee:${line.key}`),
        );
      }
      w.add(
        s,
        [
          '2',
          '税金',
          '分部分项工程费+措施项目费+其他项目费+规费-按规定不计税的工程设备金额',
          w.money(d.taxBase),
          unit.taxRate,
          w.money(d.tax),
        ],
        key('fee:tax'),
      );
      s.addRow([null, '合计', null, null, null, w.money(round(d.lawfee + d.tax, 2))]);
      w.signature(s);
    },
  });

  // 人材机汇总
  const nameHeader = ['名称', '名称及规格', '名称、规格、型号'][v.dialect]!;
  const qtyHeader = v.index % 2 === 0 ? '数量' : '消耗量';
  const priceHeader = ['单价', '市场价', '除税单价'][v.index % 3]!;
  plans.push({
    name: sheetName(w, prefix, '人材机汇总表', counter),
    write: (s) => {
      w.title(s, '人材机汇总表', subtitle, 8);
      const head = ['序号', '编码', nameHeader];
      if (v.dialect === 0) head.push('规格型号');
      head.push('类别', '单位', qtyHeader, priceHeader, '合价（元）');
      w.add(s, head);
      const kindLabel = {
        labour: '人工',
        material: '材料',
        machine: '机械',
        main: '主材',
        equipment: '设备',
      };
      [...unit.resources, ...unit.extraResources].forEach((r, i) => {
        const name = v.dialect === 0 ? [r.name] : [r.spec ? `${r.name} ${r.spec}` : r.name];
        if (v.dialect === 0) name.push(r.spec);
        w.add(
          s,
          [
            i + 1,
            r.code,
            ...name,
            kindLabel[r.kind],
            r.unit,
            w.qty(r.quantity),
            w.money(r.price),
            w.money(round(r.quantity * r.price, 2)),
          ],
          key(`resource:${i}`),
        );
      });
      w.signature(s);
    },
  });

  if (v.provisionalTable)
    plans.push({
      name: sheetName(w, prefix, '表-12-2 暂估材料', counter),
      write: (s) => {
        w.title(s, '材料（工程设备）暂估单价及调整表', subtitle, 7);
        w.add(s, [
          '序号',
          '材料编码',
          '材料（工程设备）名称、规格、型号',
          '计量单位',
          '数量',
          '暂估单价（元）',
          '暂估合价（元）',
        ]);
        unit.resources
          .filter((r) => r.provisional)
          .forEach((r, i) =>
            w.add(s, [
              i + 1,
              r.code,
              `${r.name} ${r.spec}`.trim(),
              r.unit,
              w.qty(r.quantity),
              w.money(r.price),
              w.money(round(r.quantity * r.price, 2)),
            ]),
          );
      },
    });
  return plans;
}

/** Applies the flaws that change the data itself (the figures derived from it follow). */
function plantDataFlaws(unit: UnitFile, flaws: Set<FlawKind>) {
  const items = unit.bills.filter((b) => b.kind === 'item');
  if (flaws.has('duplicateBillCode')) items[3]!.code = items[2]!.code;
  if (flaws.has('billAmount')) items[5]!.amount = round(items[5]!.amount + 10, 2);
  if (flaws.has('zeroPrice')) {
    items[7]!.unitPrice = 0;
    items[7]!.amount = 0;
  }
  if (flaws.has('negativeQuantity')) {
    items[9]!.quantity = -items[9]!.quantity;
    items[9]!.amount = round(items[9]!.quantity * items[9]!.unitPrice, 2);
  }
  if (flaws.has('provisionalMismatch')) {
    const bill = unit.bills.find((b) => b.provisional > 0) ?? items[1]!;
    bill.provisional = round(bill.provisional + 200, 2);
  }
  if (flaws.has('twoPrices')) {
    const r = unit.resources.find((x) => x.kind === 'material')!;
    unit.extraResources.push({
      ...r,
      id: `${r.id}-2`,
      price: round(r.price * 1.1, 2),
      quantity: 1,
    });
  }
  if (flaws.has('safetyRate')) unit.safetyRate = 2;
  if (flaws.has('taxRate')) unit.taxRate = 3;
}

function manifest(w: Writer, unit: UnitFile, prefix: string, flaws: Set<FlawKind>): PlantedFlaw[] {
  const at = (k: string): [string, number] => w.at.get(`${prefix}|${k}`) ?? ['', 0];
  const items = unit.bills.filter((b) => b.kind === 'item');
  const out: PlantedFlaw[] = [];
  const push = (kind: FlawKind, where: [string, number], expect: string) =>
    out.push({ kind, sheet: where[0], row: where[1], expect });
  for (const kind of flaws)
    switch (kind) {
      case 'divisionSubtotal':
        push(
          kind,
          at(`division:${unit.divisions[0]!.code}`),
          `分部 ${unit.divisions[0]!.name} 小计比清单合价之和多 1,000.00`,
        );
        break;
      case 'summaryRow':
        push(kind, at('summary:measures'), '表-04 措施项目比措施项目明细多 500.00');
        break;
      case 'missingLawfeeRow':
        push(kind, at('fee:lawfee'), '表-13 缺少住房公积金行');
        break;
      case 'taxRate':
        push(kind, at('fee:tax'), '税金费率 3%，应为 9%（一般计税）');
        break;
      case 'lawfeeAmount':
        push(kind, at('fee:socialInsurance'), '社会保险费金额 ≠ 计算基数 × 费率（多 100.00）');
        break;
      case 'duplicateBillCode':
        push(kind, at(`bill:${items[3]!.id}`), `项目编码 ${items[3]!.code} 重复`);
        break;
      case 'twoPrices': {
        const index = unit.resources.length;
        push(kind, at(`resource:${index}`), `人材机 ${unit.extraResources[0]!.code} 有两个单价`);
        break;
      }
      case 'billAmount':
        push(kind, at(`bill:${items[5]!.id}`), '合价 ≠ 工程量 × 综合单价（多 10.00）');
        break;
      case 'zeroPrice':
        push(kind, at(`bill:${items[7]!.id}`), '综合单价为 0 的计价清单');
        break;
      case 'provisionalMismatch': {
        const bill = unit.bills.find((b) => b.provisional > 0)!;
        push(kind, at(`bill:${bill.id}`), '清单暂估价合计 ≠ 暂估材料表合计（多 200.00）');
        break;
      }
      case 'safetyRate':
        push(
          kind,
          at(`measure:${unit.measures.find((m) => m.name.includes('安全文明'))!.code}`),
          '安全文明施工费费率 2%，低于规定的 3.10%',
        );
        break;
      case 'negativeQuantity':
        push(kind, at(`bill:${items[9]!.id}`), '工程量为负数');
        break;
    }
  return out;
}

function shuffle<T>(list: T[], seed: number): T[] {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function writeWorkbook(
  variant: CorpusVariant,
  flawed: boolean,
): Promise<{
  buffer: Buffer;
  flaws: PlantedFlaw[];
  units: CorpusUnitFigures[];
  info: Record<string, string>;
}> {
  const { units, project } = plausibleUnitFiles(variant);
  const flaws = new Set<FlawKind>(flawed ? flawsOf(variant) : []);
  const book = new (await loadExcelJs()).Workbook();
  const w = new Writer(book, variant);
  // The file covers its own building: its floor area is what 综合脚手架 is measured on, its roof
  // the area one waterproofing layer covers (the sample project's figures are the whole site's).
  const bills = units[0]!.bills;
  const quantityOf = (prefixes: readonly string[]) =>
    bills.filter((b) => prefixes.some((p) => b.code.startsWith(p))).map((b) => b.quantity);
  const area = scaffoldingArea(units[0]!) ?? project.area ?? 0;
  const waterproofing = quantityOf(['010902001', '010902002']);
  const roof =
    waterproofing.length > 0
      ? Math.max(...waterproofing)
      : round(area / Math.max(1, project.floors ?? 1), 2);
  const info: Record<string, string> = {
    建筑面积: `${area}`,
    地上层数: `${project.floors ?? 0}`,
    地下层数: project.features['地下层数'] ?? '0',
    屋面面积: `${roof}`,
    结构类型: project.features['结构类型'] ?? '框架结构',
    基础类型: project.features['基础类型'] ?? '筏板基础',
    檐高: project.features['檐高'] ?? `${round(3 * Math.max(1, project.floors ?? 1), 1)}`,
    抗震设防烈度: project.features['抗震设防烈度'] ?? '7度',
  };
  const plans: SheetPlan[] = [
    {
      name: '封面',
      write: (s) => {
        s.addRow([project.name]);
        s.addRow([FILE_TITLES[variant.fileType]]);
        s.addRow([]);
        s.addRow(['招标人：', '某某建设有限公司']);
        s.addRow(['编制人：', '张工', '复核人：', '李工']);
      },
    },
    {
      name: '工程项目信息',
      write: (s) => {
        s.addRow(['工程项目信息表']);
        s.addRow(['项目', '内容', '项目', '内容']);
        s.addRow(['工程名称', project.name, '建设地点', project.region ?? '']);
        s.addRow(['建筑面积（m²）', info.建筑面积, '地上层数', info.地上层数]);
        s.addRow(['地下层数', info.地下层数, '屋面面积（m²）', info.屋面面积]);
        s.addRow(['结构类型', info.结构类型, '檐高', info.檐高]);
        s.addRow(['基础类型', info.基础类型, '抗震设防烈度', info.抗震设防烈度]);
      },
    },
  ];
  const figures: CorpusUnitFigures[] = [];
  const planted: PlantedFlaw[] = [];
  const counter = { n: 2 };
  const written: { unit: UnitFile; prefix: string }[] = [];
  for (const unit of units) {
    const prefix = units.length > 1 ? unit.code : '';
    // Flaws go into the first unit only.
    const unitFlaws = unit === units[0] ? flaws : new Set<FlawKind>();
    plantDataFlaws(unit, unitFlaws);
    const d = derive(unit);
    figures.push({
      code: unit.code,
      name: unit.name,
      bills: unit.bills.length,
      total: d.total,
      lawfee: d.lawfee,
      tax: d.tax,
      taxRate: unit.taxRate,
      fbfx: d.fbfx,
      divisions: Object.fromEntries(
        unit.divisions.map((x) => [x.code, d.divisionAmounts.get(x.id) ?? 0]),
      ),
    });
    plans.push(...planUnit(w, unit, d, unitFlaws, project.name, prefix, counter));
    written.push({ unit, prefix });
  }
  for (const plan of variant.shuffled ? shuffle(plans, variant.index) : plans)
    plan.write(book.addWorksheet(plan.name));
  for (const { unit, prefix } of written)
    if (unit === units[0]) planted.push(...manifest(w, unit, prefix, flaws));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { buffer, flaws: planted, units: figures, info };
}

/** One corpus workbook: its clean and flawed twins and the manifest. */
export async function corpusWorkbook(index: number): Promise<CorpusWorkbook> {
  const variant = corpusVariant(index);
  const clean = await writeWorkbook(variant, false);
  const flawed = await writeWorkbook(variant, true);
  return {
    variant,
    file: variant.name,
    clean: clean.buffer,
    flawed: flawed.buffer,
    units: clean.units,
    flaws: flawed.flaws,
    info: clean.info,
  };
}
