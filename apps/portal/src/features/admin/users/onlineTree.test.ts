import type { OnlineNode } from '@ccms/api-client';
import { filterOnlineTree, parentRowIds, toOnlineRows } from './onlineTree';

function personNode(id: string, name: string, online: boolean, deptName: string | null) {
  return {
    id,
    name,
    dept: false,
    online,
    onlineNo: online ? 1 : 0,
    job: null,
    deptName,
    children: [],
  } satisfies OnlineNode;
}

function deptNode(id: string, name: string, children: OnlineNode[]): OnlineNode {
  const onlineNo = children.reduce((sum, child) => sum + child.onlineNo, 0);
  return {
    id,
    name,
    dept: true,
    online: onlineNo > 0,
    onlineNo,
    job: null,
    deptName: null,
    children,
  };
}

const tree: OnlineNode[] = [
  deptNode('d-company', '示例造价咨询有限公司', [
    deptNode('d-cost-1', '造价一部', [
      personNode('u-zhangsan', '张三', true, '造价一部'),
      personNode('u-lisi', '李四', false, '造价一部'),
    ]),
    deptNode('d-finance', '财务部', [personNode('u-zhaoliu', '赵六', false, '财务部')]),
  ]),
  personNode('u-guest', '访客', true, null),
];

const names = (nodes: readonly OnlineNode[]): string[] =>
  nodes.flatMap((node) => [node.name, ...names(node.children).map((name) => `  ${name}`)]);

describe('filterOnlineTree', () => {
  it('given no keyword and every status, keeps the whole tree, empty departments too', () => {
    expect(filterOnlineTree(tree, { keyword: '', status: 'all' })).toBe(tree);
  });

  it('given online, keeps the people signed in under their departments and drops the rest', () => {
    expect(names(filterOnlineTree(tree, { keyword: '', status: 'online' }))).toEqual([
      '示例造价咨询有限公司',
      '  造价一部',
      '    张三',
      '访客',
    ]);
  });

  it('given a person’s name, keeps them with the departments above them', () => {
    expect(names(filterOnlineTree(tree, { keyword: ' 李 ', status: 'all' }))).toEqual([
      '示例造价咨询有限公司',
      '  造价一部',
      '    李四',
    ]);
  });

  it('given a department’s name, keeps its people, still filtered by status', () => {
    expect(names(filterOnlineTree(tree, { keyword: '财务', status: 'all' }))).toEqual([
      '示例造价咨询有限公司',
      '  财务部',
      '    赵六',
    ]);
    expect(filterOnlineTree(tree, { keyword: '财务', status: 'online' })).toEqual([]);
  });
});

describe('toOnlineRows', () => {
  it('flattens the tree with parents and order, and ids that say the kind', () => {
    const rows = toOnlineRows(tree);
    expect(rows.map(({ id, parentId, order }) => [id, parentId, order])).toEqual([
      ['dept:d-company', null, 0],
      ['dept:d-cost-1', 'dept:d-company', 0],
      ['user:u-zhangsan', 'dept:d-cost-1', 0],
      ['user:u-lisi', 'dept:d-cost-1', 1],
      ['dept:d-finance', 'dept:d-company', 1],
      ['user:u-zhaoliu', 'dept:d-finance', 0],
      ['user:u-guest', null, 1],
    ]);
    expect(parentRowIds(rows)).toEqual(['dept:d-company', 'dept:d-cost-1', 'dept:d-finance']);
  });
});
