/**
 * The sample generator's catalogue: resources (人材机) with base prices, GB 50500 / GB 50856
 * bill items with their norms (定额) and consumptions, the 分部 they sit in, and per-kind
 * design indicators (DOMAIN.md §3 default ranges) the quantities are derived from.
 * Quantities are per m² of building area; prices are 2024 national averages (元, tax excluded).
 */
import type { BillKind, ProjectKindCode, ResourceKind } from '../engine/model';
import { SAFETY_BASE, SAFETY_RATE } from '../fee/template';

export interface ResourceDef {
  code: string;
  name: string;
  spec: string;
  unit: string;
  kind: ResourceKind;
  price: number;
}

/** Labour resources: priced at the unit's day rate. */
export const LABOUR_BUILDING = '00010101';
export const LABOUR_INSTALL = '00010102';

export const RESOURCES: readonly ResourceDef[] = [
  {
    code: LABOUR_BUILDING,
    name: '综合工日',
    spec: '建筑装饰',
    unit: '工日',
    kind: 'labour',
    price: 135,
  },
  {
    code: LABOUR_INSTALL,
    name: '综合工日',
    spec: '安装',
    unit: '工日',
    kind: 'labour',
    price: 145,
  },
  { code: '80210021', name: '商品混凝土', spec: 'C15', unit: 'm3', kind: 'material', price: 470 },
  { code: '80210023', name: '商品混凝土', spec: 'C30', unit: 'm3', kind: 'material', price: 520 },
  { code: '80210025', name: '商品混凝土', spec: 'C35', unit: 'm3', kind: 'material', price: 545 },
  {
    code: '01010101',
    name: '钢筋',
    spec: 'HRB400 Φ10以内',
    unit: 't',
    kind: 'material',
    price: 4150,
  },
  {
    code: '01010103',
    name: '钢筋',
    spec: 'HRB400 Φ12~Φ25',
    unit: 't',
    kind: 'material',
    price: 4050,
  },
  { code: '03010101', name: '镀锌铁丝', spec: '22#', unit: 'kg', kind: 'material', price: 6.8 },
  { code: '35010101', name: '复合模板', spec: '18mm', unit: 'm2', kind: 'material', price: 36 },
  { code: '35020101', name: '钢支撑', spec: '', unit: 'kg', kind: 'material', price: 4.9 },
  {
    code: '04150101',
    name: '蒸压加气混凝土砌块',
    spec: '600×240×200',
    unit: 'm3',
    kind: 'material',
    price: 300,
  },
  {
    code: '80050101',
    name: '干混砌筑砂浆',
    spec: 'DM M5.0',
    unit: 'm3',
    kind: 'material',
    price: 390,
  },
  {
    code: '80010101',
    name: '干混抹灰砂浆',
    spec: 'DP M10',
    unit: 'm3',
    kind: 'material',
    price: 420,
  },
  { code: '34110101', name: '水', spec: '', unit: 'm3', kind: 'material', price: 5.6 },
  {
    code: '11010101',
    name: '断桥铝合金平开窗',
    spec: '6+12A+6',
    unit: 'm2',
    kind: 'material',
    price: 460,
  },
  { code: '11020101', name: '钢质防火门', spec: '乙级', unit: 'm2', kind: 'material', price: 520 },
  { code: '11030101', name: '木质夹板门', spec: '', unit: 'm2', kind: 'material', price: 380 },
  {
    code: '13330101',
    name: 'SBS改性沥青防水卷材',
    spec: '3mm',
    unit: 'm2',
    kind: 'material',
    price: 32,
  },
  { code: '13330201', name: '聚氨酯防水涂料', spec: '', unit: 'kg', kind: 'material', price: 18 },
  {
    code: '14350101',
    name: '挤塑聚苯板',
    spec: 'XPS 50mm',
    unit: 'm2',
    kind: 'material',
    price: 36,
  },
  { code: '11050101', name: '陶瓷地砖', spec: '800×800', unit: 'm2', kind: 'material', price: 72 },
  { code: '11070101', name: '釉面砖', spec: '300×600', unit: 'm2', kind: 'material', price: 48 },
  { code: '11060101', name: '乳胶漆', spec: '', unit: 'kg', kind: 'material', price: 21 },
  { code: '11060201', name: '腻子粉', spec: '', unit: 'kg', kind: 'material', price: 1.6 },
  {
    code: '09010101',
    name: '轻钢龙骨',
    spec: 'U型 不上人',
    unit: 'm2',
    kind: 'material',
    price: 28,
  },
  { code: '09020101', name: '纸面石膏板', spec: '9.5mm', unit: 'm2', kind: 'material', price: 18 },
  {
    code: '12010101',
    name: '中空Low-E玻璃',
    spec: '6+12A+6',
    unit: 'm2',
    kind: 'material',
    price: 300,
  },
  { code: '12020101', name: '铝合金型材', spec: '幕墙', unit: 'kg', kind: 'material', price: 28 },
  {
    code: '35030101',
    name: '脚手架钢管',
    spec: 'Φ48×3.5',
    unit: 'kg',
    kind: 'material',
    price: 4.9,
  },
  { code: '35030201', name: '扣件', spec: '', unit: '个', kind: 'material', price: 6.2 },
  { code: '01030101', name: '型钢', spec: '综合', unit: 'kg', kind: 'material', price: 4.8 },
  {
    code: '99010101',
    name: '履带式单斗挖掘机',
    spec: '1m3',
    unit: '台班',
    kind: 'machine',
    price: 1350,
  },
  { code: '99010201', name: '自卸汽车', spec: '15t', unit: '台班', kind: 'machine', price: 1050 },
  {
    code: '99030101',
    name: '电动夯实机',
    spec: '250N·m',
    unit: '台班',
    kind: 'machine',
    price: 32,
  },
  {
    code: '99050101',
    name: '混凝土振捣器',
    spec: '插入式',
    unit: '台班',
    kind: 'machine',
    price: 12,
  },
  {
    code: '99050201',
    name: '混凝土输送泵',
    spec: '60m3/h',
    unit: '台班',
    kind: 'machine',
    price: 1250,
  },
  { code: '99110101', name: '钢筋切断机', spec: 'Φ40', unit: '台班', kind: 'machine', price: 48 },
  { code: '99110201', name: '钢筋弯曲机', spec: 'Φ40', unit: '台班', kind: 'machine', price: 28 },
  { code: '99250101', name: '交流弧焊机', spec: '32kVA', unit: '台班', kind: 'machine', price: 95 },
  {
    code: '99090101',
    name: '塔式起重机',
    spec: '800kN·m',
    unit: '台班',
    kind: 'machine',
    price: 880,
  },
  { code: '99070101', name: '载重汽车', spec: '6t', unit: '台班', kind: 'machine', price: 520 },
  {
    code: '99130101',
    name: '干混砂浆罐式搅拌机',
    spec: '',
    unit: '台班',
    kind: 'machine',
    price: 230,
  },
  { code: '99210101', name: '施工电梯', spec: '双笼', unit: '台班', kind: 'machine', price: 460 },
  { code: '99190101', name: '管子切断机', spec: 'Φ150', unit: '台班', kind: 'machine', price: 42 },
  { code: '99190201', name: '热熔焊接机', spec: 'SH-63', unit: '台班', kind: 'machine', price: 65 },
  { code: '99070201', name: '汽车式起重机', spec: '8t', unit: '台班', kind: 'machine', price: 760 },
  // 安装主材 (未计价材料)
  { code: '26410101', name: '照明配电箱', spec: '嵌入式', unit: '台', kind: 'main', price: 1200 },
  { code: '29060101', name: '紧定式钢导管', spec: 'JDG20', unit: 'm', kind: 'main', price: 6.5 },
  {
    code: '28030101',
    name: '阻燃铜芯电线',
    spec: 'ZR-BV-2.5',
    unit: 'm',
    kind: 'main',
    price: 2.3,
  },
  { code: '28010101', name: '电力电缆', spec: 'YJV-5×16', unit: 'm', kind: 'main', price: 98 },
  { code: '25010101', name: 'LED吸顶灯', spec: '18W', unit: '套', kind: 'main', price: 85 },
  { code: '26010101', name: '单相五孔插座', spec: '10A', unit: '个', kind: 'main', price: 18 },
  { code: '17010101', name: '钢塑复合管', spec: 'DN25', unit: 'm', kind: 'main', price: 26 },
  { code: '17030101', name: 'PVC-U排水管', spec: 'De110', unit: 'm', kind: 'main', price: 28 },
  { code: '19010101', name: '截止阀', spec: 'DN25', unit: '个', kind: 'main', price: 45 },
  { code: '18010101', name: '坐便器', spec: '连体', unit: '套', kind: 'main', price: 680 },
  { code: '18020101', name: '洗脸盆', spec: '台下盆', unit: '套', kind: 'main', price: 320 },
  { code: '17050101', name: '热镀锌钢管', spec: 'DN100', unit: 'm', kind: 'main', price: 62 },
  { code: '19050101', name: '喷头', spec: 'ZSTX-15 68℃', unit: '个', kind: 'main', price: 28 },
  { code: '25050101', name: '点型感烟探测器', spec: 'JTY-GD', unit: '个', kind: 'main', price: 95 },
  { code: '17070101', name: '镀锌钢板', spec: 'δ0.75', unit: 'm2', kind: 'main', price: 58 },
  { code: '19070101', name: '防火阀', spec: '70℃ 800×400', unit: '个', kind: 'main', price: 520 },
  { code: '30010101', name: '风机盘管', spec: 'FP-68', unit: '台', kind: 'main', price: 1800 },
];

export type NormRes = readonly [code: string, consumption: number];

export interface NormDef {
  code: string;
  name: string;
  unit: string;
  /** Norm quantity per one unit of the bill item. */
  factor: number;
  res: readonly NormRes[];
  /** Consumptions scale with the kind (scaffolding and hoisting grow with the height). */
  scaleBy?: 'scaffoldScale' | 'verticalScale';
}

/** A design indicator set of one project kind. */
export interface KindParams {
  label: string;
  singles: [number, number];
  floors: [number, number];
  /** Storeys below ground (the 地下室 kind: its levels). */
  basementLevels: number;
  /** Storey area m² per single project. */
  storeyArea: [number, number];
  /** Target 建安 cost per m² (the middle of DOMAIN.md's range). */
  costPerM2: number;
  concrete: number;
  rebarKg: number;
  /** Concrete shares by element: cushion, foundation, column, beam, wall, slab, stair. */
  split: [number, number, number, number, number, number, number];
  excavation: number;
  backfill: number;
  scaffoldScale: number;
  verticalScale: number;
  curtainWall: number;
  specialties: readonly string[];
}

export const KINDS: Record<ProjectKindCode, KindParams> = {
  'residential-multi': {
    label: '多层住宅',
    singles: [4, 6],
    floors: [5, 6],
    basementLevels: 0,
    storeyArea: [560, 760],
    costPerM2: 2300,
    concrete: 0.28,
    rebarKg: 30,
    split: [0.04, 0.14, 0.16, 0.24, 0, 0.36, 0.06],
    excavation: 0.35,
    backfill: 0.15,
    scaffoldScale: 1.3,
    verticalScale: 1,
    curtainWall: 0,
    specialties: ['0101', '0304', '0310'],
  },
  'residential-high': {
    label: '高层住宅',
    singles: [2, 4],
    floors: [18, 32],
    basementLevels: 0,
    storeyArea: [520, 680],
    costPerM2: 2900,
    concrete: 0.44,
    rebarKg: 55,
    split: [0.02, 0.18, 0.06, 0.16, 0.3, 0.24, 0.04],
    excavation: 0.25,
    backfill: 0.08,
    scaffoldScale: 1.8,
    verticalScale: 1.3,
    curtainWall: 0,
    specialties: ['0101', '0304', '0310', '0309'],
  },
  'office-high': {
    label: '高层办公',
    singles: [2, 3],
    floors: [20, 30],
    basementLevels: 0,
    storeyArea: [1200, 1600],
    costPerM2: 6000,
    concrete: 0.47,
    rebarKg: 67,
    split: [0.02, 0.16, 0.14, 0.22, 0.16, 0.26, 0.04],
    excavation: 0.3,
    backfill: 0.08,
    scaffoldScale: 2.2,
    verticalScale: 1.6,
    curtainWall: 0.45,
    specialties: ['0101', '0304', '0310', '0309', '0307'],
  },
  basement: {
    label: '地下室',
    singles: [2, 3],
    floors: [0, 0],
    basementLevels: 2,
    storeyArea: [3500, 6000],
    costPerM2: 4750,
    concrete: 1.1,
    rebarKg: 130,
    split: [0.03, 0.3, 0.07, 0.13, 0.22, 0.25, 0],
    excavation: 4.5,
    backfill: 0.9,
    scaffoldScale: 0.6,
    verticalScale: 0.5,
    curtainWall: 0,
    specialties: ['0101', '0304', '0310', '0309', '0307'],
  },
};

export const SPECIALTY_NAMES: Record<string, string> = {
  '0101': '建筑与装饰工程',
  '0304': '电气设备安装工程',
  '0310': '给排水工程',
  '0309': '消防工程',
  '0307': '通风空调工程',
};

/** 分部: code → name and parent 分部 (nested). */
export const DIVISIONS: Record<string, { name: string; parent: string | null }> = {
  '0101': { name: '土石方工程', parent: null },
  '0104': { name: '砌筑工程', parent: null },
  '0105': { name: '混凝土及钢筋混凝土工程', parent: null },
  '010501': { name: '现浇混凝土基础', parent: '0105' },
  '010502': { name: '现浇混凝土柱', parent: '0105' },
  '010503': { name: '现浇混凝土梁', parent: '0105' },
  '010504': { name: '现浇混凝土墙', parent: '0105' },
  '010505': { name: '现浇混凝土板', parent: '0105' },
  '010506': { name: '现浇混凝土楼梯', parent: '0105' },
  '010515': { name: '钢筋工程', parent: '0105' },
  '0108': { name: '门窗工程', parent: null },
  '0109': { name: '屋面及防水工程', parent: null },
  '0110': { name: '保温、隔热、防腐工程', parent: null },
  '0111': { name: '楼地面装饰工程', parent: null },
  '0112': { name: '墙、柱面装饰与隔断、幕墙工程', parent: null },
  '0113': { name: '天棚工程', parent: null },
  '0114': { name: '油漆、涂料、裱糊工程', parent: null },
  '0117': { name: '措施项目', parent: null },
  '011701': { name: '脚手架工程', parent: '0117' },
  '011702': { name: '混凝土模板及支架（撑）', parent: '0117' },
  '011703': { name: '垂直运输', parent: '0117' },
  '030404': { name: '控制设备及低压电器安装', parent: null },
  '030408': { name: '电缆安装', parent: null },
  '030411': { name: '配管、配线', parent: null },
  '030412': { name: '照明器具安装', parent: null },
  '031001': { name: '给排水、采暖、燃气管道', parent: null },
  '031002': { name: '支架及其他', parent: null },
  '031003': { name: '管道附件', parent: null },
  '031004': { name: '卫生器具', parent: null },
  '030901': { name: '水灭火系统', parent: null },
  '030904': { name: '火灾自动报警系统', parent: null },
  '030702': { name: '通风管道制作安装', parent: null },
  '030703': { name: '通风管道部件制作安装', parent: null },
  '030701': { name: '通风及空调设备及部件制作安装', parent: null },
};

/** What a bill's quantity is derived from. */
export interface QtyContext {
  kind: KindParams;
  /** Storeys above ground (basement: levels), ≥ 1. */
  storeys: number;
}

export interface BillDef {
  code9: string;
  name: string;
  unit: string;
  features: string;
  kind: BillKind;
  division: string;
  specialty: string;
  /** Indicator quantities are fixed by the design ratios; flex quantities scale to the cost target. */
  flex: boolean;
  /** Quantity per m² of building area. */
  qty: (c: QtyContext) => number;
  /** Relative number of bill rows it is split into. */
  weight: number;
  norms: readonly NormDef[];
}

const L = LABOUR_BUILDING;
const round4 = (value: number) => Math.round(value * 10000) / 10000;
const LI = LABOUR_INSTALL;
/** Concrete m³ per m² of an element; the indicator excludes 垫层 (plain concrete, element 0). */
const conc = (c: QtyContext, i: number) =>
  i === 0
    ? c.kind.concrete * c.kind.split[0]
    : (c.kind.concrete * c.kind.split[i]!) / (1 - c.kind.split[0]);
const concreteNorm = (code: string, name: string, labour: number, grade = '80210023'): NormDef => ({
  code,
  name,
  unit: '10m3',
  factor: 0.1,
  res: [
    [L, labour],
    [grade, 10.1],
    ['34110101', 1.2],
    ['99050101', 1.2],
    ['99050201', 0.6],
  ],
});
const formworkNorm = (code: string, name: string, labour: number): NormDef => ({
  code,
  name,
  unit: '100m2',
  factor: 0.01,
  res: [
    [L, round4(labour * 0.7)],
    ['35010101', 22],
    ['35020101', 200],
    ['03010101', 4.5],
    ['99070101', 0.35],
  ],
});
/** Formwork m² per m³ of concrete, by element. */
const FORM = { foundation: 1.4, column: 10.5, beam: 8.8, wall: 8, slab: 8.2, stair: 2.5 };

export const BILLS: readonly BillDef[] = [
  // ── 0101 土石方工程 ──
  {
    code9: '010101001',
    name: '平整场地',
    unit: 'm2',
    kind: 'item',
    division: '0101',
    specialty: '0101',
    features: '1. 土壤类别：三类土\n2. 弃土运距：场内平衡',
    flex: false,
    weight: 0.3,
    qty: (c) => 1 / c.storeys,
    norms: [
      {
        code: '1-1',
        name: '平整场地',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 2.4],
          ['99030101', 0.2],
        ],
      },
    ],
  },
  {
    code9: '010101002',
    name: '挖一般土方',
    unit: 'm3',
    kind: 'item',
    division: '0101',
    specialty: '0101',
    features: '1. 土壤类别：三类土\n2. 挖土深度：综合\n3. 弃土运距：5km',
    flex: false,
    weight: 0.6,
    qty: (c) => c.kind.excavation,
    norms: [
      {
        code: '1-19',
        name: '挖掘机挖一般土方 三类土',
        unit: '10m3',
        factor: 0.1,
        res: [
          [L, 0.12],
          ['99010101', 0.028],
        ],
      },
      {
        code: '1-45',
        name: '自卸汽车运土方 运距5km',
        unit: '10m3',
        factor: 0.1,
        res: [
          [L, 0.02],
          ['99010201', 0.11],
        ],
      },
    ],
  },
  {
    code9: '010103001',
    name: '回填方',
    unit: 'm3',
    kind: 'item',
    division: '0101',
    specialty: '0101',
    features: '1. 密实度要求：压实系数≥0.94\n2. 填方材料品种：素土',
    flex: false,
    weight: 0.4,
    qty: (c) => c.kind.backfill,
    norms: [
      {
        code: '1-128',
        name: '机械夯填土',
        unit: '10m3',
        factor: 0.1,
        res: [
          [L, 1.45],
          ['99030101', 0.8],
          ['34110101', 0.15],
        ],
      },
    ],
  },
  // ── 0104 砌筑工程 ──
  {
    code9: '010402001',
    name: '砌块墙',
    unit: 'm3',
    kind: 'item',
    division: '0104',
    specialty: '0101',
    features:
      '1. 砌块品种、规格、强度等级：蒸压加气混凝土砌块 A3.5 B06\n2. 墙体类型：200厚内外墙\n3. 砂浆强度等级：DM M5.0',
    flex: true,
    weight: 1.2,
    qty: () => 0.17,
    norms: [
      {
        code: '4-45',
        name: '蒸压加气混凝土砌块墙',
        unit: '10m3',
        factor: 0.1,
        res: [
          [L, 11.5],
          ['04150101', 9.6],
          ['80050101', 0.8],
          ['34110101', 1],
          ['99130101', 0.4],
          ['99070101', 0.1],
        ],
      },
    ],
  },
  // ── 0105 混凝土及钢筋混凝土工程 ──
  {
    code9: '010501001',
    name: '垫层',
    unit: 'm3',
    kind: 'item',
    division: '010501',
    specialty: '0101',
    features: '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C15',
    flex: false,
    weight: 0.3,
    qty: (c) => conc(c, 0),
    norms: [concreteNorm('5-1', '混凝土垫层', 6, '80210021')],
  },
  {
    code9: '010501003',
    name: '独立基础',
    unit: 'm3',
    kind: 'item',
    division: '010501',
    specialty: '0101',
    features: '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C30',
    flex: false,
    weight: 0.6,
    qty: (c) => (c.kind.split[4] === 0 ? conc(c, 1) : 0),
    norms: [concreteNorm('5-5', '独立基础 混凝土', 5.2)],
  },
  {
    code9: '010501004',
    name: '满堂基础',
    unit: 'm3',
    kind: 'item',
    division: '010501',
    specialty: '0101',
    features: '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C35 P6',
    flex: false,
    weight: 0.6,
    qty: (c) => (c.kind.split[4] === 0 ? 0 : conc(c, 1)),
    norms: [concreteNorm('5-8', '满堂基础 有梁式', 4.8, '80210025')],
  },
  {
    code9: '010502001',
    name: '矩形柱',
    unit: 'm3',
    kind: 'item',
    division: '010502',
    specialty: '0101',
    features: '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C30',
    flex: false,
    weight: 1,
    qty: (c) => conc(c, 2),
    norms: [concreteNorm('5-12', '矩形柱', 9.8)],
  },
  {
    code9: '010503002',
    name: '矩形梁',
    unit: 'm3',
    kind: 'item',
    division: '010503',
    specialty: '0101',
    features: '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C30',
    flex: false,
    weight: 1,
    qty: (c) => conc(c, 3),
    norms: [concreteNorm('5-17', '矩形梁', 7.2)],
  },
  {
    code9: '010504001',
    name: '直形墙',
    unit: 'm3',
    kind: 'item',
    division: '010504',
    specialty: '0101',
    features: '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C35',
    flex: false,
    weight: 1,
    qty: (c) => conc(c, 4),
    norms: [concreteNorm('5-24', '直形墙', 8.1, '80210025')],
  },
  {
    code9: '010505001',
    name: '有梁板',
    unit: 'm3',
    kind: 'item',
    division: '010505',
    specialty: '0101',
    features: '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C30',
    flex: false,
    weight: 1.2,
    qty: (c) => conc(c, 5),
    norms: [concreteNorm('5-30', '有梁板', 6.6)],
  },
  {
    code9: '010506001',
    name: '直形楼梯',
    unit: 'm3',
    kind: 'item',
    division: '010506',
    specialty: '0101',
    features: '1. 混凝土种类：商品混凝土\n2. 混凝土强度等级：C30',
    flex: false,
    weight: 0.4,
    qty: (c) => conc(c, 6),
    norms: [concreteNorm('5-41', '直形楼梯', 11.5)],
  },
  {
    code9: '010515001',
    name: '现浇构件钢筋',
    unit: 't',
    kind: 'item',
    division: '010515',
    specialty: '0101',
    features: '1. 钢筋种类、规格：HRB400 综合\n2. 连接方式：绑扎、直螺纹',
    flex: false,
    weight: 1.5,
    qty: (c) => c.kind.rebarKg / 1000,
    norms: [
      {
        code: '5-89',
        name: '现浇构件带肋钢筋 Φ10以内',
        unit: 't',
        factor: 0.35,
        res: [
          [L, 10.2],
          ['01010101', 1.02],
          ['03010101', 5.6],
          ['99110101', 0.1],
          ['99110201', 0.25],
          ['99070201', 0.08],
          ['99090101', 0.15],
        ],
      },
      {
        code: '5-92',
        name: '现浇构件带肋钢筋 Φ25以内',
        unit: 't',
        factor: 0.65,
        res: [
          [L, 6.1],
          ['01010103', 1.025],
          ['03010101', 2.4],
          ['99110101', 0.08],
          ['99110201', 0.18],
          ['99250101', 0.6],
          ['99070201', 0.08],
          ['99090101', 0.15],
        ],
      },
    ],
  },
  // ── 0108 门窗工程 ──
  {
    code9: '010801001',
    name: '木质门',
    unit: '樘',
    kind: 'item',
    division: '0108',
    specialty: '0101',
    features: '1. 门代号及洞口尺寸：M0921 900×2100\n2. 门框、扇材质：实木复合夹板门',
    flex: true,
    weight: 0.6,
    qty: () => 0.03,
    norms: [
      {
        code: '8-1',
        name: '成品木门安装',
        unit: 'm2',
        factor: 1.89,
        res: [
          [L, 0.35],
          ['11030101', 1],
        ],
      },
    ],
  },
  {
    code9: '010802003',
    name: '钢质防火门',
    unit: 'm2',
    kind: 'item',
    division: '0108',
    specialty: '0101',
    features: '1. 门代号：FM乙1221\n2. 门框、扇材质：钢质 乙级',
    flex: true,
    weight: 0.4,
    qty: () => 0.02,
    norms: [
      {
        code: '8-30',
        name: '钢质防火门安装',
        unit: 'm2',
        factor: 1,
        res: [
          [L, 0.4],
          ['11020101', 1],
          ['99250101', 0.02],
        ],
      },
    ],
  },
  {
    code9: '010807001',
    name: '金属（塑钢、断桥）窗',
    unit: 'm2',
    kind: 'item',
    division: '0108',
    specialty: '0101',
    features: '1. 窗代号：C1515\n2. 框、扇材质：断桥铝合金\n3. 玻璃品种、厚度：6+12A+6 中空玻璃',
    flex: true,
    weight: 0.8,
    qty: () => 0.18,
    norms: [
      {
        code: '8-75',
        name: '断桥铝合金窗安装',
        unit: 'm2',
        factor: 1,
        res: [
          [L, 0.45],
          ['11010101', 1],
          ['99250101', 0.01],
        ],
      },
    ],
  },
  // ── 0109 屋面及防水工程 ──
  {
    code9: '010902001',
    name: '屋面卷材防水',
    unit: 'm2',
    kind: 'item',
    division: '0109',
    specialty: '0101',
    features: '1. 卷材品种、规格、厚度：SBS改性沥青防水卷材 3mm\n2. 防水层数：两道',
    flex: false,
    weight: 0.4,
    qty: (c) => 1.12 / c.storeys,
    norms: [
      {
        code: '9-35',
        name: 'SBS改性沥青卷材 热熔 满铺',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 2.8],
          ['13330101', 231],
        ],
      },
    ],
  },
  {
    code9: '010904002',
    name: '楼（地）面涂膜防水',
    unit: 'm2',
    kind: 'item',
    division: '0109',
    specialty: '0101',
    features: '1. 防水膜品种：聚氨酯防水涂料\n2. 涂膜厚度：1.5mm',
    flex: true,
    weight: 0.4,
    qty: () => 0.1,
    norms: [
      {
        code: '9-88',
        name: '聚氨酯防水涂膜 1.5mm',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 3],
          ['13330201', 250],
        ],
      },
    ],
  },
  // ── 0110 保温 ──
  {
    code9: '011001003',
    name: '保温隔热墙面',
    unit: 'm2',
    kind: 'item',
    division: '0110',
    specialty: '0101',
    features: '1. 保温隔热部位：外墙\n2. 保温隔热材料品种、规格：XPS挤塑板 50mm',
    flex: true,
    weight: 0.6,
    qty: () => 0.75,
    norms: [
      {
        code: '10-80',
        name: '外墙外保温 XPS板',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 18],
          ['14350101', 102],
          ['80010101', 0.6],
          ['99130101', 0.1],
        ],
      },
    ],
  },
  {
    code9: '011001001',
    name: '保温隔热屋面',
    unit: 'm2',
    kind: 'item',
    division: '0110',
    specialty: '0101',
    features: '1. 保温隔热材料品种、规格、厚度：XPS挤塑板 50mm\n2. 粘结材料种类：干混抹灰砂浆',
    flex: false,
    weight: 0.3,
    qty: (c) => 1 / c.storeys,
    norms: [
      {
        code: '10-12',
        name: '屋面保温 XPS板 干铺',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 4.5],
          ['14350101', 102],
          ['80010101', 0.3],
        ],
      },
    ],
  },
  // ── 0111 楼地面 ──
  {
    code9: '011101001',
    name: '水泥砂浆楼地面',
    unit: 'm2',
    kind: 'item',
    division: '0111',
    specialty: '0101',
    features: '1. 面层厚度、砂浆配合比：20厚 DP M15',
    flex: true,
    weight: 0.5,
    qty: () => 0.3,
    norms: [
      {
        code: '11-1',
        name: '水泥砂浆楼地面 20mm',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 8],
          ['80010101', 2.02],
          ['34110101', 3.8],
          ['99130101', 0.34],
        ],
      },
    ],
  },
  {
    code9: '011102003',
    name: '块料楼地面',
    unit: 'm2',
    kind: 'item',
    division: '0111',
    specialty: '0101',
    features: '1. 面层材料品种、规格：陶瓷地砖 800×800\n2. 结合层：30厚 DS M15',
    flex: true,
    weight: 0.9,
    qty: () => 0.6,
    norms: [
      {
        code: '11-30',
        name: '陶瓷地砖楼地面 800×800',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 22],
          ['11050101', 102],
          ['80010101', 2.2],
          ['99130101', 0.37],
        ],
      },
    ],
  },
  // ── 0112 墙柱面 ──
  {
    code9: '011201001',
    name: '墙面一般抹灰',
    unit: 'm2',
    kind: 'item',
    division: '0112',
    specialty: '0101',
    features: '1. 墙体类型：砌块墙\n2. 底层厚度、砂浆配合比：15厚 DP M10\n3. 面层厚度：5厚',
    flex: true,
    weight: 0.9,
    qty: () => 2,
    norms: [
      {
        code: '12-1',
        name: '内墙面抹灰 20mm',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 14],
          ['80010101', 2.3],
          ['34110101', 0.7],
          ['99130101', 0.39],
        ],
      },
    ],
  },
  {
    code9: '011204003',
    name: '块料墙面',
    unit: 'm2',
    kind: 'item',
    division: '0112',
    specialty: '0101',
    features: '1. 墙体类型：砌块墙\n2. 面层材料品种、规格：釉面砖 300×600',
    flex: true,
    weight: 0.6,
    qty: () => 0.3,
    norms: [
      {
        code: '12-52',
        name: '墙面镶贴釉面砖',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 36],
          ['11070101', 103],
          ['80010101', 1.2],
          ['99130101', 0.2],
        ],
      },
    ],
  },
  {
    code9: '011209001',
    name: '带骨架幕墙',
    unit: 'm2',
    kind: 'item',
    division: '0112',
    specialty: '0101',
    features:
      '1. 骨架材料种类：铝合金型材\n2. 面层材料品种：6+12A+6 Low-E中空玻璃\n3. 隐框、明框：明框',
    flex: true,
    weight: 0.6,
    qty: (c) => c.kind.curtainWall,
    norms: [
      {
        code: '12-180',
        name: '明框玻璃幕墙',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 45],
          ['12010101', 102],
          ['12020101', 1500],
          ['99250101', 8],
          ['99070201', 5],
          ['99070101', 2],
        ],
      },
    ],
  },
  // ── 0113 天棚 ──
  {
    code9: '011301001',
    name: '天棚抹灰',
    unit: 'm2',
    kind: 'item',
    division: '0113',
    specialty: '0101',
    features: '1. 基层类型：现浇混凝土板\n2. 抹灰厚度、材料种类：10厚 DP M10',
    flex: true,
    weight: 0.6,
    qty: () => 0.75,
    norms: [
      {
        code: '13-1',
        name: '混凝土天棚抹灰',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 13],
          ['80010101', 1.6],
          ['99130101', 0.27],
        ],
      },
    ],
  },
  {
    code9: '011302001',
    name: '吊顶天棚',
    unit: 'm2',
    kind: 'item',
    division: '0113',
    specialty: '0101',
    features: '1. 龙骨材料种类：轻钢龙骨 不上人\n2. 面层材料品种：9.5mm 纸面石膏板',
    flex: true,
    weight: 0.5,
    qty: () => 0.1,
    norms: [
      {
        code: '13-30',
        name: '轻钢龙骨石膏板吊顶',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 25],
          ['09010101', 102],
          ['09020101', 105],
          ['99250101', 0.5],
        ],
      },
    ],
  },
  // ── 0114 油漆涂料 ──
  {
    code9: '011407001',
    name: '墙面喷刷涂料',
    unit: 'm2',
    kind: 'item',
    division: '0114',
    specialty: '0101',
    features: '1. 腻子种类：耐水腻子 两遍\n2. 涂料品种、喷刷遍数：乳胶漆 两遍',
    flex: true,
    weight: 0.8,
    qty: () => 2.4,
    norms: [
      {
        code: '14-190',
        name: '内墙乳胶漆 两遍 满刮腻子两遍',
        unit: '100m2',
        factor: 0.01,
        res: [
          [L, 7],
          ['11060101', 28],
          ['11060201', 160],
        ],
      },
    ],
  },
  // ── 0117 单价措施 ──
  {
    code9: '011701001',
    name: '综合脚手架',
    unit: 'm2',
    kind: 'measure',
    division: '011701',
    specialty: '0101',
    features: '1. 建筑结构形式：框架\n2. 檐口高度：按设计',
    flex: false,
    weight: 0.2,
    qty: () => 1,
    norms: [
      {
        code: '17-8',
        name: '综合脚手架',
        unit: '100m2',
        factor: 0.01,
        scaleBy: 'scaffoldScale',
        res: [
          [L, 6.5],
          ['35030101', 95],
          ['35030201', 25],
          ['99070101', 0.3],
        ],
      },
    ],
  },
  {
    code9: '011702001',
    name: '基础',
    unit: 'm2',
    kind: 'measure',
    division: '011702',
    specialty: '0101',
    features: '1. 基础类型：综合\n2. 模板材质：复合模板',
    flex: false,
    weight: 0.3,
    qty: (c) => conc(c, 1) * FORM.foundation,
    norms: [formworkNorm('17-130', '基础模板 复合模板', 20)],
  },
  {
    code9: '011702002',
    name: '矩形柱',
    unit: 'm2',
    kind: 'measure',
    division: '011702',
    specialty: '0101',
    features: '1. 模板材质：复合模板\n2. 支撑：钢支撑',
    flex: false,
    weight: 0.6,
    qty: (c) => conc(c, 2) * FORM.column,
    norms: [formworkNorm('17-150', '矩形柱模板 复合模板 钢支撑', 24)],
  },
  {
    code9: '011702006',
    name: '矩形梁',
    unit: 'm2',
    kind: 'measure',
    division: '011702',
    specialty: '0101',
    features: '1. 模板材质：复合模板\n2. 支撑高度：3.6m以内',
    flex: false,
    weight: 0.6,
    qty: (c) => conc(c, 3) * FORM.beam,
    norms: [formworkNorm('17-160', '矩形梁模板 复合模板 钢支撑', 26)],
  },
  {
    code9: '011702011',
    name: '直形墙',
    unit: 'm2',
    kind: 'measure',
    division: '011702',
    specialty: '0101',
    features: '1. 模板材质：复合模板\n2. 支撑：对拉螺栓',
    flex: false,
    weight: 0.6,
    qty: (c) => conc(c, 4) * FORM.wall,
    norms: [formworkNorm('17-170', '直形墙模板 复合模板', 21)],
  },
  {
    code9: '011702014',
    name: '有梁板',
    unit: 'm2',
    kind: 'measure',
    division: '011702',
    specialty: '0101',
    features: '1. 模板材质：复合模板\n2. 支撑高度：3.6m以内',
    flex: false,
    weight: 0.8,
    qty: (c) => conc(c, 5) * FORM.slab,
    norms: [formworkNorm('17-180', '有梁板模板 复合模板 钢支撑', 23)],
  },
  {
    code9: '011702024',
    name: '楼梯',
    unit: 'm2',
    kind: 'measure',
    division: '011702',
    specialty: '0101',
    features: '1. 类型：直形楼梯\n2. 模板材质：复合模板',
    flex: false,
    weight: 0.3,
    qty: (c) => conc(c, 6) * FORM.stair,
    norms: [formworkNorm('17-200', '直形楼梯模板', 45)],
  },
  {
    code9: '011703001',
    name: '垂直运输',
    unit: 'm2',
    kind: 'measure',
    division: '011703',
    specialty: '0101',
    features: '1. 建筑物建筑类型及结构形式：框架\n2. 檐口高度、层数：按设计',
    flex: false,
    weight: 0.2,
    qty: () => 1,
    norms: [
      {
        code: '17-220',
        name: '垂直运输 塔吊 施工电梯',
        unit: '100m2',
        factor: 0.01,
        scaleBy: 'verticalScale',
        res: [
          [L, 1.5],
          ['99090101', 2.1],
          ['99210101', 1],
        ],
      },
    ],
  },
  // ── 0304 电气 ──
  {
    code9: '030404017',
    name: '配电箱',
    unit: '台',
    kind: 'item',
    division: '030404',
    specialty: '0304',
    features: '1. 名称：照明配电箱 AL\n2. 安装方式：嵌入式 底边距地1.5m',
    flex: true,
    weight: 0.4,
    qty: () => 0.004,
    norms: [
      {
        code: '4-2-76',
        name: '成套配电箱安装 嵌入式 半周长1.0m',
        unit: '台',
        factor: 1,
        res: [
          [LI, 2.5],
          ['26410101', 1],
          ['99250101', 0.2],
          ['99070101', 0.05],
        ],
      },
    ],
  },
  {
    code9: '030411001',
    name: '配管',
    unit: 'm',
    kind: 'item',
    division: '030411',
    specialty: '0304',
    features: '1. 材质：紧定式钢导管\n2. 规格：JDG20\n3. 配置形式：暗配',
    flex: true,
    weight: 1.2,
    qty: () => 2.2,
    norms: [
      {
        code: '4-12-33',
        name: '紧定式钢导管敷设 暗配 DN20',
        unit: '100m',
        factor: 0.01,
        res: [
          [LI, 5.2],
          ['29060101', 103],
          ['99190101', 0.9],
          ['99250101', 0.6],
        ],
      },
    ],
  },
  {
    code9: '030411004',
    name: '配线',
    unit: 'm',
    kind: 'item',
    division: '030411',
    specialty: '0304',
    features: '1. 配线形式：管内穿线\n2. 型号、规格：ZR-BV-2.5',
    flex: true,
    weight: 1.2,
    qty: () => 6,
    norms: [
      {
        code: '4-13-5',
        name: '管内穿照明线 铜芯 2.5mm2',
        unit: '100m',
        factor: 0.01,
        res: [
          [LI, 0.85],
          ['28030101', 116],
        ],
      },
    ],
  },
  {
    code9: '030408001',
    name: '电力电缆',
    unit: 'm',
    kind: 'item',
    division: '030408',
    specialty: '0304',
    features: '1. 型号、规格：YJV-5×16\n2. 敷设方式：桥架内敷设',
    flex: true,
    weight: 0.5,
    qty: () => 0.15,
    norms: [
      {
        code: '4-9-140',
        name: '铜芯电力电缆敷设 截面16mm2以内',
        unit: '100m',
        factor: 0.01,
        res: [
          [LI, 4.5],
          ['28010101', 101],
          ['99070101', 0.6],
          ['99070201', 0.3],
        ],
      },
    ],
  },
  {
    code9: '030412001',
    name: '普通灯具',
    unit: '套',
    kind: 'item',
    division: '030412',
    specialty: '0304',
    features: '1. 名称：LED吸顶灯\n2. 规格：18W',
    flex: true,
    weight: 0.6,
    qty: () => 0.12,
    norms: [
      {
        code: '4-14-2',
        name: '吸顶灯具安装',
        unit: '10套',
        factor: 0.1,
        res: [
          [LI, 1.5],
          ['25010101', 10.1],
        ],
      },
    ],
  },
  {
    code9: '030404035',
    name: '插座',
    unit: '个',
    kind: 'item',
    division: '030404',
    specialty: '0304',
    features: '1. 名称：单相五孔插座\n2. 规格：10A 250V\n3. 安装方式：暗装',
    flex: true,
    weight: 0.6,
    qty: () => 0.2,
    norms: [
      {
        code: '4-14-380',
        name: '单相暗插座 15A 5孔',
        unit: '10个',
        factor: 0.1,
        res: [
          [LI, 0.9],
          ['26010101', 10.2],
        ],
      },
    ],
  },
  // ── 0310 给排水 ──
  {
    code9: '031001007',
    name: '复合管',
    unit: 'm',
    kind: 'item',
    division: '031001',
    specialty: '0310',
    features:
      '1. 安装部位：室内\n2. 介质：给水\n3. 材质、规格：钢塑复合管 DN25\n4. 连接形式：螺纹连接',
    flex: true,
    weight: 1,
    qty: () => 0.6,
    norms: [
      {
        code: '10-1-220',
        name: '室内钢塑复合管 螺纹连接 DN25',
        unit: '10m',
        factor: 0.1,
        res: [
          [LI, 0.75],
          ['17010101', 10.2],
          ['99190101', 0.3],
        ],
      },
    ],
  },
  {
    code9: '031001006',
    name: '塑料管',
    unit: 'm',
    kind: 'item',
    division: '031001',
    specialty: '0310',
    features: '1. 安装部位：室内\n2. 介质：排水\n3. 材质、规格：PVC-U De110\n4. 连接形式：粘接',
    flex: true,
    weight: 1,
    qty: () => 0.35,
    norms: [
      {
        code: '10-1-310',
        name: '室内塑料排水管 粘接 De110',
        unit: '10m',
        factor: 0.1,
        res: [
          [LI, 1.1],
          ['17030101', 9.8],
          ['99190201', 0.4],
        ],
      },
    ],
  },
  {
    code9: '031002001',
    name: '管道支架',
    unit: 'kg',
    kind: 'item',
    division: '031002',
    specialty: '0310',
    features: '1. 材质：型钢\n2. 管架形式：一般管架',
    flex: true,
    weight: 0.5,
    qty: () => 0.4,
    norms: [
      {
        code: '10-11-1',
        name: '管道支架制作安装',
        unit: '100kg',
        factor: 0.01,
        res: [
          [LI, 5.5],
          ['01030101', 105],
          ['99250101', 2.4],
          ['99190101', 0.5],
        ],
      },
    ],
  },
  {
    code9: '031003001',
    name: '螺纹阀门',
    unit: '个',
    kind: 'item',
    division: '031003',
    specialty: '0310',
    features: '1. 类型：截止阀\n2. 规格：DN25\n3. 连接形式：螺纹连接',
    flex: true,
    weight: 0.4,
    qty: () => 0.03,
    norms: [
      {
        code: '10-5-3',
        name: '螺纹阀门安装 DN25',
        unit: '个',
        factor: 1,
        res: [
          [LI, 0.1],
          ['19010101', 1.01],
        ],
      },
    ],
  },
  {
    code9: '031004006',
    name: '大便器',
    unit: '组',
    kind: 'item',
    division: '031004',
    specialty: '0310',
    features: '1. 材质：陶瓷\n2. 规格、类型：连体坐便器',
    flex: true,
    weight: 0.4,
    qty: () => 0.012,
    norms: [
      {
        code: '10-6-15',
        name: '坐式大便器安装 连体水箱',
        unit: '10组',
        factor: 0.1,
        res: [
          [LI, 9],
          ['18010101', 10.1],
          ['99070101', 0.1],
        ],
      },
    ],
  },
  {
    code9: '031004003',
    name: '洗脸盆',
    unit: '组',
    kind: 'item',
    division: '031004',
    specialty: '0310',
    features: '1. 材质：陶瓷\n2. 规格、类型：台下盆',
    flex: true,
    weight: 0.4,
    qty: () => 0.012,
    norms: [
      {
        code: '10-6-3',
        name: '洗脸盆安装 台下式',
        unit: '10组',
        factor: 0.1,
        res: [
          [LI, 6],
          ['18020101', 10.1],
          ['99070101', 0.1],
        ],
      },
    ],
  },
  // ── 0309 消防 ──
  {
    code9: '030901001',
    name: '水喷淋钢管',
    unit: 'm',
    kind: 'item',
    division: '030901',
    specialty: '0309',
    features: '1. 安装部位：室内\n2. 材质、规格：热镀锌钢管 DN100\n3. 连接形式：沟槽连接',
    flex: true,
    weight: 1,
    qty: () => 0.35,
    norms: [
      {
        code: '9-1-12',
        name: '水喷淋镀锌钢管 沟槽连接 DN100',
        unit: '10m',
        factor: 0.1,
        res: [
          [LI, 1.6],
          ['17050101', 10.2],
          ['99190101', 0.4],
          ['99070201', 0.05],
        ],
      },
    ],
  },
  {
    code9: '030901003',
    name: '水喷淋（雾）喷头',
    unit: '个',
    kind: 'item',
    division: '030901',
    specialty: '0309',
    features: '1. 安装部位：有吊顶\n2. 材质、型号、规格：ZSTX-15 68℃',
    flex: true,
    weight: 0.6,
    qty: () => 0.1,
    norms: [
      {
        code: '9-1-40',
        name: '喷头安装 有吊顶 DN15',
        unit: '10个',
        factor: 0.1,
        res: [
          [LI, 1.2],
          ['19050101', 10.1],
          ['99250101', 0.1],
        ],
      },
    ],
  },
  {
    code9: '030904001',
    name: '点型探测器',
    unit: '个',
    kind: 'item',
    division: '030904',
    specialty: '0309',
    features: '1. 名称：点型感烟探测器\n2. 线制：总线制',
    flex: true,
    weight: 0.6,
    qty: () => 0.05,
    norms: [
      {
        code: '9-4-1',
        name: '点型感烟探测器安装',
        unit: '个',
        factor: 1,
        res: [
          [LI, 0.18],
          ['25050101', 1],
          ['99070101', 0.005],
        ],
      },
    ],
  },
  // ── 0307 通风空调 ──
  {
    code9: '030702001',
    name: '碳钢通风管道',
    unit: 'm2',
    kind: 'item',
    division: '030702',
    specialty: '0307',
    features: '1. 材质：镀锌钢板\n2. 形状：矩形\n3. 板材厚度：δ0.75\n4. 接口形式：共板法兰',
    flex: true,
    weight: 1,
    qty: () => 0.5,
    norms: [
      {
        code: '7-2-5',
        name: '镀锌薄钢板矩形风管 长边1000以内',
        unit: '10m2',
        factor: 0.1,
        res: [
          [LI, 2.6],
          ['17070101', 11.38],
          ['99250101', 0.2],
          ['99070201', 0.08],
        ],
      },
    ],
  },
  {
    code9: '030703001',
    name: '碳钢阀门',
    unit: '个',
    kind: 'item',
    division: '030703',
    specialty: '0307',
    features: '1. 名称：防火阀 70℃\n2. 规格：800×400',
    flex: true,
    weight: 0.4,
    qty: () => 0.01,
    norms: [
      {
        code: '7-3-20',
        name: '防火阀安装 周长2400以内',
        unit: '个',
        factor: 1,
        res: [
          [LI, 0.8],
          ['19070101', 1],
          ['99070201', 0.02],
        ],
      },
    ],
  },
  {
    code9: '030701004',
    name: '风机盘管',
    unit: '台',
    kind: 'item',
    division: '030701',
    specialty: '0307',
    features: '1. 名称：卧式暗装风机盘管\n2. 型号：FP-68',
    flex: true,
    weight: 0.5,
    qty: () => 0.02,
    norms: [
      {
        code: '7-1-120',
        name: '风机盘管安装 吊顶式',
        unit: '台',
        factor: 1,
        res: [
          [LI, 1.6],
          ['30010101', 1],
          ['99070201', 0.05],
        ],
      },
    ],
  },
];

/** 总价措施 rows: code, name, base, rate % (安全文明施工费 at the regulated rate). */
export const TOTAL_MEASURES: readonly { code: string; name: string; base: string; rate: number }[] =
  [
    { code: '011707001', name: '安全文明施工费', base: SAFETY_BASE, rate: SAFETY_RATE },
    { code: '011707002', name: '夜间施工增加费', base: 'FBFXHJ', rate: 1 },
    { code: '011707004', name: '二次搬运费', base: 'FBFXHJ', rate: 1 },
    { code: '011707005', name: '冬雨季施工增加费', base: 'FBFXHJ', rate: 0.8 },
    { code: '011707007', name: '已完工程及设备保护费', base: 'FBFXHJ', rate: 0.1 },
  ];

/** 计日工 lines: name, unit, quantity per 1,000 m², price. */
export const DAY_WORK: readonly { name: string; unit: string; per1000: number; price: number }[] = [
  { name: '普工', unit: '工日', per1000: 6, price: 150 },
  { name: '技工', unit: '工日', per1000: 4, price: 210 },
  { name: '载重汽车 8t', unit: '台班', per1000: 0.5, price: 650 },
];

/** Overhead and profit rates (% of direct cost 人+材+机) of a control price and of a bid. */
export const CONTROL_RATES = { overhead: 0.07, profit: 0.09 };
export const BID_RATES = { overhead: 0.055, profit: 0.06 };

/** Published labour day rates (元/工日). */
export const PUBLISHED_DAY_RATE: Record<string, number> = {
  [LABOUR_BUILDING]: 130,
  [LABOUR_INSTALL]: 140,
};
