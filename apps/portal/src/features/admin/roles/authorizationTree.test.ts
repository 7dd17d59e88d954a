import { branchKeys, grantedIds, lockedTree, sameGrant, toTreeNodes } from './authorizationTree';

// 系统管理 ▸ 角色管理 ▸ (编辑角色, 删除角色), 用户管理; 首页 on its own.
const menus = [
  {
    id: 'sys',
    name: '系统管理',
    children: [
      {
        id: 'role',
        name: '角色管理',
        children: [
          { id: 'role-edit', name: '编辑角色', children: [] },
          { id: 'role-delete', name: '删除角色', children: [] },
        ],
      },
      { id: 'user', name: '用户管理', children: [] },
    ],
  },
  { id: 'home', name: '首页', children: [] },
];
const nodes = toTreeNodes(menus, (menu) => menu.name);
const sorted = (ids: string[]) => [...ids].sort();

describe('authorization trees', () => {
  it('turns menus, departments or attributes into tree nodes with their labels', () => {
    expect(nodes[0]).toMatchObject({ key: 'sys', label: '系统管理' });
    expect(nodes[0]?.children?.[0]?.children?.map((node) => node.label)).toEqual([
      '编辑角色',
      '删除角色',
    ]);
    expect(branchKeys(nodes)).toEqual(['sys', 'role']);
  });

  it('given one button of a page, grants the page and its directory with it for menus', () => {
    expect(sorted(grantedIds(nodes, ['role-edit'], 'withAncestors'))).toEqual([
      'role',
      'role-edit',
      'sys',
    ]);
  });

  it('given a partly ticked branch, grants only the fully ticked nodes for departments and data', () => {
    expect(sorted(grantedIds(nodes, ['role-edit', 'home'], 'exact'))).toEqual([
      'home',
      'role-edit',
    ]);
    expect(sorted(grantedIds(nodes, ['role-edit', 'role-delete'], 'exact'))).toEqual([
      'role',
      'role-delete',
      'role-edit',
    ]);
  });

  it('given a directory id the server listed without its children, grants nothing under it', () => {
    expect(grantedIds(nodes, ['sys'], 'withAncestors')).toEqual([]);
  });

  it('compares grants whatever their order', () => {
    expect(sameGrant(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameGrant(['a'], ['a', 'b'])).toBe(false);
    expect(sameGrant(['a', 'c'], ['a', 'b'])).toBe(false);
  });

  it('locks every node of a tree that cannot change', () => {
    const locked = lockedTree(nodes);
    expect(locked[0]?.isDisabled).toBe(true);
    expect(locked[0]?.children?.[0]?.children?.[1]?.isDisabled).toBe(true);
    expect(nodes[0]?.isDisabled).toBeUndefined();
  });
});
