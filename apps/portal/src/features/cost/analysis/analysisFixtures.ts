import type {
  AnalysisBillLine,
  AnalysisExpandNode,
  AnalysisIndicator,
  AnalysisNodeRow,
  AnalysisRelativityUnit,
  AnalysisSpecialtyRow,
} from '@ccms/api-client';

const node = (
  id: string,
  level: AnalysisNodeRow['level'],
  name: string,
  amount: string,
  parts: [string, string, string, string, string],
  children: AnalysisNodeRow[] = [],
  share: string | null = null,
): AnalysisNodeRow => ({
  id,
  parentId: null,
  level,
  code: '',
  name,
  amount,
  share,
  area: '1000.00',
  perM2: (Number(amount) / 1000).toFixed(2),
  fbfx: parts[0],
  measures: parts[1],
  other: parts[2],
  lawfee: parts[3],
  tax: parts[4],
  children,
});

/** 滨江花园二期 → 1#楼 → 建筑 (2,000,000) and 安装 (500,000). */
export const composition: AnalysisNodeRow[] = [
  node(
    'n-root',
    'project',
    '滨江花园二期',
    '2500000.00',
    ['1800000.00', '300000.00', '150000.00', '40000.00', '210000.00'],
    [
      node(
        'n-s1',
        'single',
        '1#楼',
        '2500000.00',
        ['1800000.00', '300000.00', '150000.00', '40000.00', '210000.00'],
        [
          node(
            'n-u1',
            'unit',
            '建筑与装饰工程',
            '2000000.00',
            ['1500000.00', '250000.00', '50000.00', '30000.00', '170000.00'],
            [],
            '80.00',
          ),
          node(
            'n-u2',
            'unit',
            '给排水工程',
            '500000.00',
            ['300000.00', '50000.00', '100000.00', '10000.00', '40000.00'],
            [],
            '20.00',
          ),
        ],
        '100.00',
      ),
    ],
  ),
];

/** The first page of a unit's bill tree: 150 lines, of which this page shows two. */
export const unitBills: {
  pageNo: number;
  pageSize: number;
  total: number;
  data: AnalysisBillLine[];
} = {
  pageNo: 1,
  pageSize: 100,
  total: 150,
  data: [
    {
      id: 'd-1',
      kind: 'division',
      code: '',
      name: '混凝土及钢筋混凝土工程',
      unit: '',
      quantity: null,
      unitPrice: null,
      amount: '1200000.00',
      share: '80.00',
      depth: 1,
    },
    {
      id: 'b-1',
      kind: 'bill',
      code: '010502001001',
      name: '矩形柱',
      unit: 'm3',
      quantity: '100.000',
      unitPrice: '12000.00',
      amount: '1200000.00',
      share: '80.00',
      depth: 2,
    },
  ],
};

export const specialties: AnalysisSpecialtyRow[] = [
  {
    key: '01',
    level: 'specialty',
    code: '01',
    name: '',
    amount: '1500000.00',
    share: '83.33',
    billCount: 120,
    children: [
      {
        key: '01/0105',
        level: 'appendix',
        code: '0105',
        name: '混凝土及钢筋混凝土工程',
        amount: '1500000.00',
        share: '83.33',
        billCount: 120,
        children: [],
      },
    ],
  },
  {
    key: '03',
    level: 'specialty',
    code: '03',
    name: '',
    amount: '300000.00',
    share: '16.67',
    billCount: 40,
    children: [],
  },
];

export const resources = {
  area: '1000.00',
  kinds: [
    {
      kind: 'labour' as const,
      amount: '400000.00',
      share: '40.00',
      rows: [
        {
          key: 'labour|R1',
          kind: 'labour' as const,
          code: 'R1',
          name: '综合工日',
          spec: '',
          unit: '工日',
          quantity: '2500.000',
          price: '160.00',
          amount: '400000.00',
          share: '40.00',
          perM2: '2.5000',
        },
      ],
    },
    {
      kind: 'material' as const,
      amount: '600000.00',
      share: '60.00',
      rows: [
        {
          key: 'material|C30',
          kind: 'material' as const,
          code: 'C30',
          name: '商品混凝土',
          spec: 'C30',
          unit: 'm3',
          quantity: '1000.000',
          price: '600.00',
          amount: '600000.00',
          share: '60.00',
          perM2: '1.0000',
        },
      ],
    },
  ],
  contents: [
    { key: 'rebarPerM2' as const, quantity: '52000.000', perM2: '52.000' },
    { key: 'concretePerM2' as const, quantity: '420.000', perM2: '0.420' },
    { key: 'formworkPerM2' as const, quantity: '3200.000', perM2: '3.200' },
  ],
};

const indicator = (
  key: AnalysisIndicator['key'],
  value: string,
  range: [string | null, string | null, string | null],
  extra: Partial<AnalysisIndicator> = {},
): AnalysisIndicator => ({
  key,
  value,
  p10: range[0],
  p50: range[1],
  p90: range[2],
  n: 3,
  source: 'default',
  status: 'ok',
  ...extra,
});

export const indicators = {
  projectId: 'p-1',
  kind: 'residential-high' as const,
  libraryCount: 3,
  indicators: [
    indicator('total', '2500000.00', [null, null, null], { source: 'none', status: 'unknown' }),
    indicator('costPerM2', '2500.00', ['2300.00', '2900.00', '3500.00']),
    indicator('fbfxShare', '72.00', ['60.00', '72.50', '85.00']),
    indicator('labourShare', '38.00', ['10.00', '20.00', '30.00'], { status: 'high' }),
  ],
};

export const complement = {
  complete: false,
  items: [
    { key: 'area' as const, total: 2, missing: 0, complete: true },
    { key: 'features' as const, total: 5, missing: 0, complete: true },
    { key: 'feeTables' as const, total: 2, missing: 0, complete: true },
    { key: 'norms' as const, total: 160, missing: 3, complete: false },
    { key: 'resourcePrices' as const, total: 20, missing: 0, complete: true },
  ],
};

export const funnel = {
  indicator: 'costPerM2' as const,
  value: '2500.00',
  steps: [
    { key: 'all' as const, count: 40 },
    { key: 'sameKind' as const, count: 20 },
    { key: 'sameRegion' as const, count: 12 },
    { key: 'similarScale' as const, count: 8 },
    { key: 'sameYears' as const, count: 6 },
    { key: 'complete' as const, count: 5 },
  ],
  p10: '2400.00',
  p50: '2800.00',
  p90: '3300.00',
};

export const relativity: AnalysisRelativityUnit[] = [
  {
    unitId: 'n-u1',
    code: '0101',
    name: '建筑与装饰工程',
    rules: [
      {
        modelId: 'rebarPerConcrete',
        a: '52.000',
        b: '420.000',
        ratio: '0.124',
        min: '0.080',
        max: '0.180',
        status: 'ok',
      },
      {
        modelId: 'formworkPerConcrete',
        a: '6000.000',
        b: '420.000',
        ratio: '14.286',
        min: '5.000',
        max: '12.000',
        status: 'high',
      },
    ],
  },
];

export const relativityBills = [
  {
    id: 'b-9',
    code: '010515001001',
    name: '现浇构件钢筋',
    unit: 't',
    quantity: '52.000',
    amount: '260000.00',
  },
];

export const expand: {
  nodes: AnalysisExpandNode[];
  features: { name: string; value: string | null }[];
} = {
  nodes: [
    {
      nodeId: 'n-root',
      level: 'project',
      code: '',
      name: '滨江花园二期',
      area: '1000.00',
      indicators: [
        {
          key: 'perHousehold',
          basis: '10.00',
          value: '250000.00',
          min: null,
          max: null,
          status: 'ok',
        },
        {
          key: 'rebarPerM2',
          basis: '52000.000',
          value: '52.000',
          min: '45.000',
          max: '65.000',
          status: 'ok',
        },
      ],
    },
  ],
  features: [
    { name: '结构类型', value: '框架-剪力墙' },
    { name: '檐高', value: null },
  ],
};

export const groupColumns = [
  {
    projectId: 'p-1',
    name: '滨江花园二期',
    code: 'BJ-02',
    kind: 'residential-high' as const,
    fileType: 'control' as const,
    priceDate: '2024-06-30',
    area: '1000.00',
  },
  {
    projectId: 'p-2',
    name: '科技园办公楼',
    code: null,
    kind: 'office-high' as const,
    fileType: 'settlement' as const,
    priceDate: '2024-06-30',
    area: '2000.00',
  },
];

export const groupRows = [
  { key: 'total' as const, values: ['2500000.00', '9000000.00'] },
  { key: 'costPerM2' as const, values: ['2500.00', '4500.00'] },
];
