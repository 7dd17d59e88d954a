import { departmentSaveSchema, type DepartmentNode } from '@ccms/api-client';
import type { OrgNode } from '@ccms/pickers';
import { contractRule } from '../shared/contractRule';
import { indexDepartments, nextSort, parentChoices, toTreeNodes } from './departmentTree';

function department(
  id: string,
  name: string,
  sort: number,
  children: DepartmentNode[] = [],
): DepartmentNode {
  return {
    id,
    name,
    sort,
    children,
    parentId: null,
    parentIds: '',
    userCount: 0,
    createdBy: null,
    createdAt: '2026-01-01 00:00:00',
    updatedBy: null,
    updatedAt: '2026-01-01 00:00:00',
  };
}

const tree = [
  department('root', '公司', 1, [
    department('cost', '造价部', 3, [department('cost-a', '造价一组', 1)]),
    department('finance', '财务部', 7),
  ]),
];

/** id → disabled, for every node of a picker tree. */
function disabledById(nodes: readonly OrgNode[]): Record<string, boolean> {
  return Object.fromEntries(
    nodes.flatMap((node) => [
      [node.id, node.isDisabled === true],
      ...Object.entries(disabledById(node.children ?? [])),
    ]),
  );
}

describe('the department tree of the organisation page', () => {
  it('indexes every department by id, however deep', () => {
    expect([...indexDepartments(tree).keys()].sort()).toEqual(
      ['cost', 'cost-a', 'finance', 'root'].sort(),
    );
  });

  it('gives the page tree keys and labels, with leaves having no children', () => {
    expect(toTreeNodes(tree)).toEqual([
      {
        key: 'root',
        label: '公司',
        children: [
          {
            key: 'cost',
            label: '造价部',
            children: [{ key: 'cost-a', label: '造价一组', children: [] }],
          },
          { key: 'finance', label: '财务部', children: [] },
        ],
      },
    ]);
  });

  it('when editing, disables the department and its descendants as parents, nothing else', () => {
    expect(disabledById(parentChoices(tree, 'cost'))).toEqual({
      root: false,
      cost: true,
      'cost-a': true,
      finance: false,
    });
  });

  it('when creating, offers every department as parent', () => {
    expect(Object.values(disabledById(parentChoices(tree)))).not.toContain(true);
  });

  it('puts a new department after its siblings, first when there are none', () => {
    expect(nextSort(tree[0]!.children)).toBe(8);
    expect(nextSort([])).toBe(0);
  });
});

describe('contractRule', () => {
  const nameRule = (language: string) =>
    contractRule(departmentSaveSchema.shape.name, language, { required: true });

  it("marks the field required with the contract's message for an empty name", () => {
    expect(nameRule('zh')).toMatchObject({ required: true, message: '请输入部门名称' });
    expect(nameRule('en')).toMatchObject({ message: 'Enter the department name' });
  });

  it('answers what the server would refuse, and nothing for a valid name', () => {
    expect(nameRule('zh').validator?.('<b>财务</b>', {})).toBe('不能包含 < 或 >');
    expect(nameRule('zh').validator?.('财务部', {})).toBeNull();
  });
});
