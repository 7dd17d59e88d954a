// Test data: one project's structure tree and bills as the server answers them.
import type { BillItem, ProjectNodeTree } from '@ccms/api-client';

function node(
  id: string,
  parentId: string | null,
  level: ProjectNodeTree['level'],
  name: string,
  sort: number,
  amount: string,
  children: ProjectNodeTree[] = [],
): ProjectNodeTree {
  return {
    id,
    projectId: 'p-1',
    parentId,
    level,
    code: '',
    name,
    sort,
    amount,
    area: null,
    billCount: 0,
    children,
  };
}

/** 滨江花园二期 → 1#楼 (建筑与装饰工程 → 土石方工程, 混凝土工程) and 2#楼 (empty). */
export const structureTree: ProjectNodeTree[] = [
  node('p-1-root', null, 'project', '滨江花园二期', 1, '123456789.50', [
    node('n-s1', 'p-1-root', 'single', '1#楼', 1, '100000000.00', [
      node('n-u1', 'n-s1', 'unit', '建筑与装饰工程', 1, '80000000.00', [
        node('n-d1', 'n-u1', 'division', '土石方工程', 1, '1200000.00'),
        node('n-d2', 'n-u1', 'division', '混凝土及钢筋混凝土工程', 2, '5600000.00'),
      ]),
    ]),
    node('n-s2', 'p-1-root', 'single', '2#楼', 2, '23456789.50'),
  ]),
];

export function bill(id: string, seq: number, extra: Partial<BillItem> = {}): BillItem {
  return {
    id,
    nodeId: 'n-d2',
    nodePath: '混凝土及钢筋混凝土工程',
    kind: 'item',
    seq,
    code: `0105020010${String(seq).padStart(2, '0')}`,
    name: `矩形柱 ${seq}`,
    features: 'C30 商品混凝土',
    unit: 'm3',
    quantity: '10.00',
    unitPrice: '650.00',
    amount: '6500.00',
    provisional: '0',
    labour: '1200.00',
    material: '4800.00',
    machine: '100.00',
    overhead: '250.00',
    profit: '150.00',
    normCount: 1,
    ...extra,
  };
}
