import { demoOrganisation, departmentsOf } from './fixtures';
import {
  departmentChoices,
  indexOrg,
  joinPicked,
  mergeLoadedOrg,
  needsChildren,
  splitPicked,
  togglePicked,
  toTreeNodes,
  type OrgNode,
} from './orgTree';

describe('orgTree', () => {
  it('given departments only, drops people from the tree and makes people leaves otherwise', () => {
    const departments = toTreeNodes(demoOrganisation, { departmentsOnly: true });
    const cost1 = departments[0]?.children?.[0]?.children?.[0];
    expect(cost1).toEqual({ key: 'cost1', label: '造价一部', children: [] });

    const everyone = toTreeNodes(demoOrganisation);
    const zhang = everyone[0]?.children?.[0]?.children?.[0]?.children?.[0];
    expect(zhang).toEqual({ key: 'u-zhang', label: '张伟', isLeaf: true });
    const zhao = everyone[0]?.children?.[0]?.children?.[1]?.children?.[1];
    expect(zhao).toMatchObject({ key: 'u-zhao', isDisabled: true });
  });

  it('merges lazily loaded children and keeps untouched branches', () => {
    const roots: OrgNode[] = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B', children: [] },
    ];
    expect(mergeLoadedOrg(roots, new Map())).toBe(roots);
    const merged = mergeLoadedOrg(roots, new Map([['a', [{ id: 'a1', name: 'A1' }]]]));
    expect(merged[0]?.children).toEqual([{ id: 'a1', name: 'A1' }]);
    expect(merged[1]).toBe(roots[1]);
    expect(indexOrg(merged).get('a1')).toEqual({ node: { id: 'a1', name: 'A1' }, parentId: 'a' });
  });

  it('offers the top level first, then the highlighted department with its sub-departments', () => {
    const tree = demoOrganisation;
    const index = indexOrg(tree);
    expect(departmentChoices(tree, index, null).map((node) => node.id)).toEqual(['demo']);
    expect(departmentChoices(tree, index, 'cost').map((node) => node.id)).toEqual([
      'cost',
      'cost1',
      'cost2',
    ]);
    // People under a department are never offered as departments.
    expect(departmentChoices(tree, index, 'cost1').map((node) => node.id)).toEqual(['cost1']);
    expect(departmentChoices(departmentsOf(tree), index, 'gone').map((node) => node.id)).toEqual([
      'demo',
    ]);
  });

  it('needs children only for unloaded departments of a lazy tree', () => {
    expect(needsChildren({ id: 'a', name: 'A' }, true)).toBe(true);
    expect(needsChildren({ id: 'a', name: 'A' }, false)).toBe(false);
    expect(needsChildren({ id: 'a', name: 'A', isLeaf: true }, true)).toBe(false);
    expect(needsChildren({ id: 'a', name: 'A', children: [] }, true)).toBe(false);
    expect(needsChildren({ id: 'u', name: 'U', kind: 'User' }, true)).toBe(false);
  });

  it('in single mode replaces the previous pick; in multiple mode toggles', () => {
    const zhang = { id: 'u-zhang', name: '张伟' };
    const wang = { id: 'u-wang', name: '王芳' };
    expect(togglePicked([zhang], wang, false)).toEqual([wang]);
    expect(togglePicked([zhang], wang, true)).toEqual([zhang, wang]);
    expect(togglePicked([zhang, wang], zhang, true)).toEqual([wang]);
  });

  it('joins ids and names with commas and reads them back', () => {
    const picked = [
      { id: 'cost1', name: '造价一部' },
      { id: 'finance', name: '财务部' },
    ];
    expect(joinPicked(picked)).toEqual({ ids: 'cost1,finance', names: '造价一部,财务部' });
    expect(splitPicked('cost1,finance', '造价一部,财务部')).toEqual(picked);
    expect(splitPicked('cost1,x', '造价一部')).toEqual([
      { id: 'cost1', name: '造价一部' },
      { id: 'x', name: 'x' },
    ]);
    expect(splitPicked('')).toEqual([]);
  });
});
