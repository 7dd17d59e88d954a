import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../../excel/exceljs';
import {
  round,
  type BillItem,
  type CostProject,
  type CostResource,
  type ProjectNode,
  type UnitData,
} from '../engine/model';
import { rng } from '../sample/prng';

/**
 * Test fixtures: a 表-08 workbook as cost software exports it (title, 工程名称/标段/页码 row, two
 * header rows with 金额（元） merged over 综合单价 | 合价 | 其中：暂估价, 分部 rows with their
 * subtotal, 本页小计 rows and repeated page headers, a 合计 row), plus optional 总价措施, 其他项目,
 * 综合单价分析 and 人材机汇总 sheets. Headers are spelt here, not taken from layout.ts, so the
 * reader is tested against the file format rather than against itself.
 */
export type FixtureCell = string | number | null;

export interface FixtureItem {
  seq?: FixtureCell;
  code?: FixtureCell;
  name?: FixtureCell;
  features?: FixtureCell;
  unit?: FixtureCell;
  quantity?: FixtureCell;
  unitPrice?: FixtureCell;
  amount?: FixtureCell;
  provisional?: FixtureCell;
}

export type FixtureBillRow =
  | FixtureItem
  | { division: string; seq?: FixtureCell; code?: FixtureCell; amount?: FixtureCell }
  /** 本页小计 / 合计, written across 序号…工程量 as exports merge it. */
  | { subtotal: string; amount?: FixtureCell }
  /** A printed page break: the title, 工程名称 and both header rows again. */
  | { pageBreak: true };

export interface BillFixture {
  sheetName?: string;
  /** Only one header row (综合单价 | 合价 | 暂估价 without 金额（元） above). */
  singleHeader?: boolean;
  /** No title and 工程名称 rows: the header is row 1. */
  noTitle?: boolean;
  bills: FixtureBillRow[];
  /** Rows of 总价措施: 序号, 项目编码, 项目名称, 计算基础, 费率(%), 金额, 调整费率(%), 调整后金额, 备注. */
  measures?: FixtureCell[][];
  /** Rows of 其他项目: 序号, 项目名称, 计量单位, 数量, 单价, 金额（元）, 备注. */
  others?: FixtureCell[][];
  /** Rows of 综合单价分析: 类别, 编码, 名称, 规格型号, 单位, 数量, 单价, 人工费, 材料费, 机械费, 管理费, 利润. */
  analysis?: FixtureCell[][];
  /** Rows of 人材机汇总: 编码, 名称, 规格型号, 单位, 类别, 数量, 市场价, 信息价, 是否暂估. */
  resources?: FixtureCell[][];
}

/** The Excel row of the n-th (0-based) entry of `bills` when no page break precedes it. */
export const firstDataRow = (fixture: BillFixture) =>
  (fixture.noTitle ? 0 : 2) + (fixture.singleHeader ? 1 : 2) + 1;

const BILL_TITLE = '分部分项工程和单价措施项目清单与计价表';
const bold = { bold: true };

function pageHead(sheet: ExcelJS.Worksheet, fixture: BillFixture, title: string, width: number) {
  if (!fixture.noTitle) {
    const t = sheet.addRow([title]);
    t.font = { bold: true, size: 16 };
    sheet.mergeCells(t.number, 1, t.number, width);
    const info = sheet.addRow([
      '工程名称：某住宅楼-建筑与装饰工程',
      null,
      null,
      '标段：一标段',
      null,
      null,
      null,
      '第 1 页 共 2 页',
    ]);
    sheet.mergeCells(info.number, 1, info.number, 3);
  }
}

function billHeader(sheet: ExcelJS.Worksheet, fixture: BillFixture) {
  pageHead(sheet, fixture, BILL_TITLE, 9);
  if (fixture.singleHeader) {
    sheet.addRow([
      '序号',
      '项目编码',
      '项目名称',
      '项目特征描述',
      '计量单位',
      '工程量',
      '综合单价（元）',
      '合价（元）',
      '暂估价（元）',
    ]).font = bold;
    return;
  }
  const top = sheet.addRow([
    '序号',
    '项目编码',
    '项目名称',
    '项目特征描述',
    '计量单位',
    '工程量',
    '金额（元）',
  ]);
  const sub = sheet.addRow([
    null,
    null,
    null,
    null,
    null,
    null,
    '综合单价',
    '合价',
    '其中：暂估价',
  ]);
  top.font = bold;
  sub.font = bold;
  for (let c = 1; c <= 6; c++) sheet.mergeCells(top.number, c, sub.number, c);
  sheet.mergeCells(top.number, 7, top.number, 9);
}

function simpleSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  title: string,
  header: string[],
  rows: FixtureCell[][],
) {
  const sheet = workbook.addWorksheet(name);
  const t = sheet.addRow([title]);
  sheet.mergeCells(t.number, 1, t.number, header.length);
  sheet.addRow(['工程名称：某住宅楼-建筑与装饰工程']);
  sheet.addRow(header).font = bold;
  for (const row of rows) sheet.addRow(row);
}

export async function buildBillWorkbook(fixture: BillFixture): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  const sheet = workbook.addWorksheet(fixture.sheetName ?? '表-08');
  billHeader(sheet, fixture);
  for (const row of fixture.bills) {
    if ('pageBreak' in row) {
      billHeader(sheet, fixture);
      continue;
    }
    if ('subtotal' in row) {
      const added = sheet.addRow([
        row.subtotal,
        null,
        null,
        null,
        null,
        null,
        null,
        row.amount ?? null,
      ]);
      sheet.mergeCells(added.number, 1, added.number, 6);
      continue;
    }
    if ('division' in row) {
      sheet.addRow([
        row.seq ?? null,
        row.code ?? null,
        row.division,
        null,
        null,
        null,
        null,
        row.amount ?? null,
      ]).font = bold;
      continue;
    }
    sheet.addRow([
      row.seq ?? null,
      row.code ?? null,
      row.name ?? null,
      row.features ?? null,
      row.unit ?? null,
      row.quantity ?? null,
      row.unitPrice ?? null,
      row.amount ?? null,
      row.provisional ?? null,
    ]);
  }
  if (fixture.measures)
    simpleSheet(
      workbook,
      '总价措施',
      '总价措施项目清单与计价表',
      [
        '序号',
        '项目编码',
        '项目名称',
        '计算基础',
        '费率(%)',
        '金额（元）',
        '调整费率(%)',
        '调整后金额（元）',
        '备注',
      ],
      fixture.measures,
    );
  if (fixture.others)
    simpleSheet(
      workbook,
      '其他项目',
      '其他项目清单与计价汇总表',
      ['序号', '项目名称', '计量单位', '数量', '单价', '金额（元）', '备注'],
      fixture.others,
    );
  if (fixture.analysis)
    simpleSheet(
      workbook,
      '综合单价分析表',
      '综合单价分析表',
      [
        '类别',
        '编码',
        '名称',
        '规格型号',
        '单位',
        '数量',
        '单价',
        '人工费',
        '材料费',
        '机械费',
        '管理费',
        '利润',
      ],
      fixture.analysis,
    );
  if (fixture.resources)
    simpleSheet(
      workbook,
      '人材机汇总',
      '人材机汇总表',
      ['编码', '名称', '规格型号', '单位', '类别', '数量', '市场价', '信息价', '是否暂估'],
      fixture.resources,
    );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A realistic small 表-08: nested 分部, a page break with 本页小计, 单价措施 items, a 合计. */
export function sampleBills(): FixtureBillRow[] {
  return [
    { division: '分部分项工程', amount: '62,160.00' },
    { division: '土石方工程', amount: 10_135.5 },
    {
      seq: 1,
      code: '010101001001',
      name: '平整场地',
      features: '1.土壤类别：三类土\n2.弃土运距：5km',
      unit: '平方米',
      quantity: 1200,
      unitPrice: 2.35,
      amount: '2,820.00',
    },
    {
      seq: 2,
      code: '010101002001',
      name: '挖一般土方',
      features: '1.土壤类别：三类土\n2.挖土深度：2m内',
      unit: 'm³',
      quantity: '850.5',
      unitPrice: '¥8.60',
      amount: '¥7,314.30',
    },
    { subtotal: '本页小计', amount: 10_134.3 },
    { pageBreak: true },
    { division: '混凝土及钢筋混凝土工程', amount: 52_024.5 },
    {
      seq: 3,
      code: '010515001001',
      name: '现浇构件钢筋',
      features: 'HRB400 Φ12',
      unit: '吨',
      quantity: 10.125,
      unitPrice: 4_800,
      amount: 48_600,
      provisional: 1_000,
    },
    {
      seq: 4,
      code: '01B001',
      name: '植筋',
      features: 'Φ12，深 15d',
      unit: '根',
      quantity: 300,
      unitPrice: 11.415,
      amount: 3_424.5,
    },
    { division: '单价措施项目', amount: 9_000 },
    {
      seq: 5,
      code: '011701001001',
      name: '综合脚手架',
      features: '多层，檐高 20m 内',
      unit: 'm2',
      quantity: 1_500,
      unitPrice: 6,
      amount: 9_000,
    },
    { subtotal: '合  计', amount: 71_158.8 },
  ];
}

const UNITS = ['m3', 'm2', 't', '根', 'm', 'kg', '个', '项', '樘'];
const RESOURCE_SEEDS: [string, string, string, string, CostResource['kind'], number][] = [
  ['R00001', '综合工日', '', '工日', 'labour', 150],
  ['C00001', '水', '', 'm3', 'material', 5.2],
  ['C00002', '普通硅酸盐水泥', 'P.O 42.5', 't', 'material', 480],
  ['C00003', '商品混凝土', 'C30', 'm3', 'main', 520.5],
  ['C00004', '热轧带肋钢筋', 'HRB400 Φ12', 't', 'main', 4_150],
  ['J00001', '履带式单斗挖掘机', '1m3', '台班', 'machine', 1_230.88],
  ['E00001', '排风机', 'Q=5000m3/h', '台', 'equipment', 6_800],
];

/**
 * A project for round-trip and scale tests until the sample generator (../sample/generator.ts)
 * exists: units with nested 分部 (分部分项工程 → 分部 → 子分部), items with norms and resources,
 * a 单价措施项目 分部 with measure items, 总价措施, 其他项目, the 人材机 summary and fee rows.
 */
export function fixtureProject({ units = 1, bills = 40, seed = 1 } = {}): CostProject {
  const random = rng(seed);
  const nodes: ProjectNode[] = [
    {
      id: 'P',
      parentId: null,
      level: 'project',
      code: '',
      name: '某住宅小区',
      sort: 1,
      amount: null,
      area: 12_000,
    },
    {
      id: 'S1',
      parentId: 'P',
      level: 'single',
      code: '01',
      name: '1#住宅楼',
      sort: 1,
      amount: null,
      area: 12_000,
    },
  ];
  const data: Record<string, UnitData> = {};
  for (let u = 1; u <= units; u++) {
    const unitId = `U${u}`;
    nodes.push({
      id: unitId,
      parentId: 'S1',
      level: 'unit',
      code: `010${u}`,
      name: `建筑与装饰工程${u}`,
      sort: u,
      amount: null,
      area: null,
    });
    const division = (id: string, parentId: string, code: string, name: string, sort: number) =>
      nodes.push({
        id: `${unitId}-${id}`,
        parentId,
        level: 'division',
        code,
        name,
        sort,
        amount: null,
        area: null,
      });
    division('D0', unitId, '', '分部分项工程', 1);
    const sections = 4;
    for (let d = 1; d <= sections; d++) {
      division(`D${d}`, `${unitId}-D0`, `01${String(d).padStart(2, '0')}`, `分部${d}`, d);
      division(
        `D${d}.1`,
        `${unitId}-D${d}`,
        `01${String(d).padStart(2, '0')}01`,
        `子分部${d}.1`,
        1,
      );
    }
    division('M', unitId, '', '单价措施项目', 2);
    const resources: CostResource[] = RESOURCE_SEEDS.map(
      ([code, name, spec, unit, kind, price], i) => ({
        id: `${unitId}-r${i}`,
        unitId,
        code,
        name,
        spec,
        unit,
        kind,
        price,
        quantity: 0,
        infoPrice: i % 2 === 0 ? round(price * 0.95, 2) : null,
        provisional: code === 'C00004',
        ownerSupplied: code === 'C00003',
        ownerQuantity: code === 'C00003' ? 100 : null,
        ownerPrice: code === 'C00003' ? 500 : null,
        riskRate: code === 'C00004' ? 5 : null,
      }),
    );
    const billList: BillItem[] = [];
    const measureCount = Math.max(1, Math.floor(bills / 10));
    for (let b = 0; b < bills; b++) {
      const measure = b >= bills - measureCount;
      const section = (b % sections) + 1;
      const unit = UNITS[b % UNITS.length]!;
      const decimals = unit === 't' ? 3 : ['个', '项', '樘', '根'].includes(unit) ? 0 : 2;
      const quantity = round(random.range(1, 5_000), decimals) || 1;
      const [labour, material, machine] = [
        random.range(5, 80),
        random.range(10, 400),
        random.range(0, 40),
      ].map((v) => round(v, 2));
      const overhead = round(labour! * 0.2, 2);
      const profit = round(labour! * 0.15, 2);
      const unitPrice = round(labour! + material! + machine! + overhead + profit, 2);
      const norms = [0, 1].slice(0, 1 + (b % 2)).map((n) => {
        const uses = [0, 1 + ((b + n) % 6)].map((r) => ({
          code: resources[r]!.code,
          consumption: round(random.range(0.01, 3), 4),
        }));
        return {
          code: `A${section}-${b}-${n}`,
          name: `定额子目${b}-${n}`,
          unit: unit,
          quantity: round(quantity / (n + 1), 4),
          price: round(unitPrice / 2, 2),
          resources: uses,
        };
      });
      for (const norm of norms)
        for (const use of norm.resources) {
          const resource = resources.find((r) => r.code === use.code)!;
          resource.quantity += norm.quantity * use.consumption;
        }
      billList.push({
        id: `${unitId}-b${b}`,
        nodeId: measure
          ? `${unitId}-M`
          : b % 3 === 0
            ? `${unitId}-D${section}`
            : `${unitId}-D${section}.1`,
        kind: measure ? 'measure' : 'item',
        seq: b + 1,
        code: measure
          ? `0117010${String(b).padStart(5, '0')}`
          : `01${String(section).padStart(2, '0')}01${String(b).padStart(6, '0')}`,
        name: measure ? `脚手架${b}` : `清单项目${b}`,
        features: `1.部位：${section}层\n2.做法：详见图纸`,
        unit,
        quantity,
        unitPrice,
        amount: round(quantity * unitPrice, 2),
        provisional: b % 7 === 0 ? round(quantity * 10, 2) : 0,
        labour: labour!,
        material: material!,
        machine: machine!,
        overhead,
        profit,
        risk: 0,
        norms,
      });
    }
    for (const resource of resources) resource.quantity = round(resource.quantity, 6);
    data[unitId] = {
      unitId,
      labourDayRate: 150,
      publishedLabourDayRate: round(150 * 0.95, 2),
      bills: billList,
      measures: [
        {
          id: `${unitId}-m1`,
          unitId,
          seq: 1,
          code: '011707001001',
          name: '安全文明施工费',
          base: 'FBFXHJ',
          rate: 3.5,
          amount: 12_345.67,
          adjustedRate: null,
          adjustedAmount: null,
        },
        {
          id: `${unitId}-m2`,
          unitId,
          seq: 2,
          code: '011707002001',
          name: '夜间施工增加费',
          base: 'FBFXRGFHJ+FBFXJXFHJ',
          rate: 0.5,
          amount: 321.5,
          adjustedRate: 0.4,
          adjustedAmount: 257.2,
        },
      ],
      others: [
        {
          id: `${unitId}-o1`,
          unitId,
          kind: 'provisionalSum',
          name: '暂列金额',
          amount: 50_000,
          unit: '项',
          quantity: null,
          price: null,
          rate: null,
          baseAmount: null,
        },
        {
          id: `${unitId}-o2`,
          unitId,
          kind: 'specialtyEstimate',
          name: '消防工程',
          amount: 80_000,
          unit: '项',
          quantity: null,
          price: null,
          rate: null,
          baseAmount: null,
        },
        {
          id: `${unitId}-o3`,
          unitId,
          kind: 'dayWork',
          name: '普工',
          amount: 1_500,
          unit: '工日',
          quantity: 10,
          price: 150,
          rate: null,
          baseAmount: null,
        },
        {
          id: `${unitId}-o4`,
          unitId,
          kind: 'contractorService',
          name: '发包人发包专业工程',
          amount: 1_200,
          unit: '项',
          quantity: null,
          price: null,
          rate: 1.5,
          baseAmount: 80_000,
        },
      ],
      resources,
      fees: [
        {
          id: `${unitId}-f1`,
          unitId,
          parentId: null,
          sort: 1,
          code: 'A',
          name: '分部分项工程费',
          category: 'fbfx',
          base: 'FBFXHJ',
          rate: 100,
          amount: 1,
          nonCompetitive: false,
          isTotal: false,
        },
        {
          id: `${unitId}-f2`,
          unitId,
          parentId: null,
          sort: 2,
          code: 'B',
          name: '税金',
          category: 'tax',
          base: 'A',
          rate: 9,
          amount: 0.09,
          nonCompetitive: true,
          isTotal: false,
        },
        {
          id: `${unitId}-f3`,
          unitId,
          parentId: null,
          sort: 3,
          code: 'C',
          name: '工程造价',
          category: 'total',
          base: 'A+B',
          rate: 100,
          amount: 1.09,
          nonCompetitive: false,
          isTotal: true,
        },
      ],
    };
  }
  return {
    id: 'P',
    name: '某住宅小区',
    kind: 'residential-multi',
    fileType: 'control',
    taxMethod: 'general',
    region: null,
    priceDate: '2024-05-01',
    area: 12_000,
    floors: 6,
    specialUnits: {},
    features: {},
    nodes,
    units: data,
  };
}
