import { dateRenderer, dictionaryRenderer, moneyRenderer } from './cellRenderers';
import type { DataGridColumn } from './gridColumn';

/** A project of the project library, as the stories and tests show it. */
export interface ProjectRow {
  id: string;
  name: string;
  region: string;
  /** 万元 */
  amount: number;
  signedOn: string;
  status: 'draft' | 'active' | 'closed';
}

export const projectRows: ProjectRow[] = [
  {
    id: 'P-001',
    name: '北京市朝阳区办公楼',
    region: '北京',
    amount: 5230.5,
    signedOn: '2024-03-01',
    status: 'active',
  },
  {
    id: 'P-002',
    name: '安徽省合肥市第三中学',
    region: '安徽',
    amount: 1210,
    signedOn: '2023-01-15',
    status: 'closed',
  },
  {
    id: 'P-003',
    name: '重庆市人民医院门诊楼',
    region: '重庆',
    amount: 8890.25,
    signedOn: '2022-11-20',
    status: 'draft',
  },
  {
    id: 'P-004',
    name: '广州市地铁站房',
    region: '广东',
    amount: 12650,
    signedOn: '2024-06-30',
    status: 'active',
  },
  {
    id: 'P-005',
    name: '杭州市滨江区住宅',
    region: '浙江',
    amount: 3400,
    signedOn: '2023-08-08',
    status: 'active',
  },
];

export const regionOptions = ['北京', '安徽', '重庆', '广东', '浙江'].map((region) => ({
  value: region,
  label: region,
}));

export const statusOptions = [
  { value: 'draft', label: '草稿' },
  { value: 'active', label: '进行中' },
  { value: 'closed', label: '已结束' },
];

export const projectColumns: DataGridColumn<ProjectRow>[] = [
  { key: 'id', title: '编号', width: 100 },
  { key: 'name', title: '项目名称', width: 220, sortable: true, filter: 'text' },
  { key: 'region', title: '地区', sortable: true, filter: 'select', filterOptions: regionOptions },
  {
    key: 'amount',
    title: '造价（万元）',
    sortable: true,
    align: 'right',
    filter: 'number',
    render: moneyRenderer('amount'),
  },
  {
    key: 'signedOn',
    title: '签约日期',
    sortable: true,
    filter: 'date',
    render: dateRenderer('signedOn'),
  },
];

export const statusColumn: DataGridColumn<ProjectRow> = {
  key: 'status',
  title: '状态',
  width: 100,
  render: dictionaryRenderer('status', statusOptions),
};

/** A deterministic pseudo-random sequence (mulberry32), so generated stories look the same every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` projects derived from the five above, with seeded amounts and dates. */
export function generateProjects(count: number, seed = 7): ProjectRow[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const base = projectRows[index % projectRows.length]!;
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    return {
      ...base,
      id: `P-${String(index + 1).padStart(6, '0')}`,
      amount: Math.round(random() * 2_000_000) / 100,
      signedOn: `202${Math.floor(random() * 5)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    };
  });
}

/** A wide row: an id and `columnCount - 1` numeric measures. */
export type WideRow = { id: number } & Record<string, number>;

/** Rows × columns of seeded numbers, for the 100,000-row story and the benchmark. */
export function generateWideRows(rowCount: number, columnCount: number, seed = 11): WideRow[] {
  const random = seededRandom(seed);
  const rows: WideRow[] = new Array<WideRow>(rowCount);
  for (let index = 0; index < rowCount; index++) {
    const row = { id: index + 1 } as WideRow;
    for (let column = 1; column < columnCount; column++) {
      row[`c${column}`] = Math.round(random() * 100000) / 100;
    }
    rows[index] = row;
  }
  return rows;
}

export function wideColumns(columnCount: number): DataGridColumn<WideRow>[] {
  return [
    { key: 'id', title: '序号', width: 100, pinned: 'left', sortable: true },
    ...Array.from({ length: columnCount - 1 }, (_, index) => ({
      key: `c${index + 1}`,
      title: `指标 ${index + 1}`,
      sortable: true,
      align: 'right' as const,
      render: moneyRenderer<WideRow>(`c${index + 1}`),
    })),
  ];
}
