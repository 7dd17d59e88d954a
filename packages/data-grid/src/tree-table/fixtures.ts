import type { TreeRow } from '../core/treeModel';
import type { DataGridColumn } from '../data-grid/DataGrid';

/** A node of a project's structure (建设项目 → 单项工程 → 单位工程 → 分部), as stories and tests show it. */
export interface StructureRow extends TreeRow {
  name: string;
  code: string;
  kind: '建设项目' | '单项工程' | '单位工程' | '分部工程';
  /** 万元 */
  amount: number;
}

const node = (
  id: string,
  parentId: string | null,
  order: number,
  name: string,
  kind: StructureRow['kind'],
  amount: number,
  hasChildren?: boolean,
): StructureRow => ({
  id,
  parentId,
  order,
  name,
  code: id,
  kind,
  amount,
  ...(hasChildren ? { hasChildren } : {}),
});

/** Two construction projects; 地下车库 (B1-3) is lazy: its children come from `loadStructureChildren`. */
export const structureRows: StructureRow[] = [
  node('B1', null, 1, '第一人民医院新院区', '建设项目', 52300),
  node('B1-1', 'B1', 1, '门诊楼', '单项工程', 18600),
  node('B1-1-1', 'B1-1', 1, '土建工程', '单位工程', 12100),
  node('B1-1-1-1', 'B1-1-1', 1, '土石方工程', '分部工程', 1350),
  node('B1-1-1-2', 'B1-1-1', 2, '混凝土工程', '分部工程', 6420),
  node('B1-1-2', 'B1-1', 2, '安装工程', '单位工程', 6500),
  node('B1-2', 'B1', 2, '住院楼', '单项工程', 26400),
  node('B1-3', 'B1', 3, '地下车库', '单项工程', 7300, true),
  node('B2', null, 2, '滨江中学改扩建', '建设项目', 8900),
  node('B2-1', 'B2', 1, '教学楼', '单项工程', 5200),
  node('B2-2', 'B2', 2, '体育馆', '单项工程', 3700),
];

/** The children of the lazy 地下车库. */
export const garageChildren: StructureRow[] = [
  node('B1-3-1', 'B1-3', 1, '人防工程', '单位工程', 4100),
  node('B1-3-2', 'B1-3', 2, '机电安装', '单位工程', 3200),
];

// One formatter for every cell: creating an Intl formatter per cell costs more than the row.
const amountFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2 });

export const structureColumns: DataGridColumn<StructureRow>[] = [
  { key: 'name', title: '名称', width: 300 },
  { key: 'code', title: '编码', width: 110 },
  { key: 'kind', title: '类型', width: 110 },
  {
    key: 'amount',
    title: '造价（万元）',
    align: 'right',
    render: (row) => amountFormat.format(row.amount),
  },
];

/** A deterministic pseudo-random sequence (mulberry32), so generated trees look the same every run. */
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

const kinds: StructureRow['kind'][] = ['建设项目', '单项工程', '单位工程', '分部工程'];

/**
 * `count` rows, breadth first: 10 projects, each row with up to `fanout` children. The same
 * seed gives the same tree.
 */
export function makeStructureTree(count: number, seed = 7, fanout = 10): StructureRow[] {
  const random = seededRandom(seed);
  const rows: StructureRow[] = [];
  const roots = Math.min(10, count);
  const depths: number[] = [];
  for (let i = 0; i < count; i++) {
    const parentIndex = i < roots ? -1 : Math.floor((i - roots) / fanout);
    const depth = parentIndex < 0 ? 0 : depths[parentIndex]! + 1;
    depths.push(depth);
    const order = parentIndex < 0 ? i + 1 : ((i - roots) % fanout) + 1;
    rows.push(
      node(
        `N${i + 1}`,
        parentIndex < 0 ? null : `N${parentIndex + 1}`,
        order,
        `${kinds[Math.min(depth, kinds.length - 1)]} ${i + 1}`,
        kinds[Math.min(depth, kinds.length - 1)]!,
        Math.round(random() * 1_000_000) / 100,
      ),
    );
  }
  return rows;
}
