import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepartmentNode, UserInfo, UserRow } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  stubServer,
  zhangsan,
  type ServerStub,
} from '../../../app/testing';

// ---- Fixtures ------------------------------------------------------------------------------

const audit = {
  createdBy: null,
  createdAt: '2026-01-01 00:00:00',
  updatedBy: null,
  updatedAt: '2026-01-01 00:00:00',
};

function department(
  id: string,
  parentId: string | null,
  name: string,
  sort: number,
  userCount: number,
  children: DepartmentNode[] = [],
): DepartmentNode {
  return { id, parentId, parentIds: '', name, sort, userCount, children, ...audit };
}

const TREE = [
  department('dept-root', null, '示例造价咨询有限公司', 1, 1, [
    department('dept-cost-1', 'dept-root', '造价一部', 2, 2, [
      department('dept-cost-1a', 'dept-cost-1', '造价一部一组', 1, 0),
    ]),
    department('dept-finance', 'dept-root', '财务部', 6, 1),
  ]),
];

function person(id: string, name: string, deptId: string, deptName: string): UserRow {
  return {
    id,
    loginName: id,
    name,
    phone: '13800000000',
    email: null,
    no: null,
    job: '造价工程师',
    deptId,
    deptName,
    roleIds: [],
    roleNames: ['造价工程师', '项目负责人'],
    ...audit,
  };
}

const PEOPLE: Record<string, UserRow[]> = {
  'dept-root': [
    person('admin', '管理员', 'dept-root', '示例造价咨询有限公司'),
    person('zhangsan', '张三', 'dept-cost-1', '造价一部'),
    person('lisi', '李四', 'dept-cost-1', '造价一部'),
    person('wangwu', '王五', 'dept-finance', '财务部'),
  ],
  'dept-cost-1': [
    person('zhangsan', '张三', 'dept-cost-1', '造价一部'),
    person('lisi', '李四', 'dept-cost-1', '造价一部'),
  ],
  'dept-finance': [person('wangwu', '王五', 'dept-finance', '财务部')],
};

const administrator: UserInfo = { ...zhangsan, isAdmin: true };
/** May look at departments and people, change nothing. */
const viewer: UserInfo = { ...zhangsan, permissions: ['sys:dept:view', 'sys:user:view'] };
/** May look at departments only. */
const deptViewer: UserInfo = { ...zhangsan, permissions: ['sys:dept:view'] };

// ---- Server --------------------------------------------------------------------------------

interface PeopleRequest {
  pageNo: number;
  pageSize: number;
  params?: { deptId?: string; keyword?: string };
}

/** The JSON body the page sent. */
function jsonBody<T>(init: RequestInit | undefined): T {
  if (typeof init?.body !== 'string') throw new Error('expected a JSON body');
  return JSON.parse(init.body) as T;
}

/** The organisation server: answers the tree and the people, records what the page sends. */
function organisationServer(user: UserInfo, extra: ServerStub = {}) {
  const sent = { people: [] as PeopleRequest[], saved: [] as unknown[] };
  const fetchStub = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(user) },
    'POST /api/a/sys/dept/queryTree': { body: envelope(TREE) },
    'POST /api/a/sys/user/queryList': (init) => {
      const request = jsonBody<PeopleRequest>(init);
      sent.people.push(request);
      const rows = PEOPLE[request.params?.deptId ?? 'dept-root'] ?? [];
      return {
        body: envelope({
          pageNo: request.pageNo,
          pageSize: request.pageSize,
          total: request.params?.deptId === 'dept-root' ? 45 : rows.length,
          data: rows,
        }),
      };
    },
    'POST /api/a/sys/dept': (init) => {
      const body = jsonBody<{ parentId: string | null }>(init);
      sent.saved.push(body);
      return { body: envelope({ ...department('dept-new', body.parentId, '新部门', 0, 0) }) };
    },
    ...extra,
  });
  const calls = (key: string) =>
    fetchStub.mock.calls.filter(([input, init]) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return `${init?.method ?? 'GET'} ${new URL(href, 'http://localhost').pathname}` === key;
    });
  return { sent, calls };
}

async function openPage(user: UserInfo, path = '/sys-manager/organization') {
  session.signIn(user);
  const view = await renderPortal(path);
  await screen.findByRole('heading', { level: 1, name: '组织机构' });
  return view;
}

const pageTree = () => screen.getByRole('tree', { name: '部门树' });
const treeItem = (name: string) => within(pageTree()).getByRole('treeitem', { name });
const visibleDepartments = () =>
  within(pageTree())
    .getAllByRole('treeitem')
    .map((item) => item.textContent);
const peopleGrid = (department: string) =>
  screen.getByRole('grid', { name: `${department}的人员` });
const departmentActions = () => screen.getByRole('toolbar', { name: '部门操作' });

// The route loads the page lazily; load it once up front so no test pays for its first import.
beforeAll(async () => {
  await import('./OrganizationPage');
}, 60_000);

// jsdom lays nothing out: give elements a box so the tree's and grid's virtualizers have a window.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

// ---- Tests ---------------------------------------------------------------------------------

describe('OrganizationPage', () => {
  it('given the tree, opens the top level, shows the company and a page of its people', async () => {
    const { sent } = organisationServer(administrator);
    await openPage(administrator);

    await screen.findByRole('tree', { name: '部门树' });
    expect(visibleDepartments()).toEqual(['示例造价咨询有限公司', '造价一部', '财务部']);
    expect(treeItem('示例造价咨询有限公司')).toHaveAttribute('aria-selected', 'true');

    const details = screen.getByRole('region', { name: '示例造价咨询有限公司' });
    expect(within(details).getByText('无（顶级部门）')).toBeInTheDocument();
    const grid = await waitFor(() => peopleGrid('示例造价咨询有限公司'));
    await within(grid).findByRole('gridcell', { name: '王五' });
    expect(within(grid).getAllByRole('gridcell', { name: '造价工程师、项目负责人' })).toHaveLength(
      4,
    );
    expect(sent.people).toEqual([{ pageNo: 1, pageSize: 20, params: { deptId: 'dept-root' } }]);

    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('when a department is selected, shows its facts and asks for its people; pages and searches them', async () => {
    const { sent } = organisationServer(administrator);
    await openPage(administrator);
    const user = userEvent.setup();
    await screen.findByRole('tree', { name: '部门树' });

    // The company has 45 people: page 2 asks for the next 20.
    await waitFor(() => expect(sent.people).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(sent.people.at(-1)).toMatchObject({ pageNo: 2, pageSize: 20 }));

    await user.click(treeItem('造价一部'));
    const details = screen.getByRole('region', { name: '造价一部' });
    expect(within(details).getByText('示例造价咨询有限公司')).toBeInTheDocument();
    await within(peopleGrid('造价一部')).findByRole('gridcell', { name: '李四' });
    // Another department starts again from its first page.
    expect(sent.people.at(-1)).toEqual({
      pageNo: 1,
      pageSize: 20,
      params: { deptId: 'dept-cost-1' },
    });

    await user.click(within(details).getByRole('searchbox', { name: '搜索人员' }));
    await user.paste(' 李四 ');
    await user.click(within(details).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(sent.people.at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { deptId: 'dept-cost-1', keyword: '李四' },
      }),
    );
  });

  it('filters the tree by name, keeping the ancestors of each match, and works by keyboard', async () => {
    organisationServer(administrator);
    await openPage(administrator);
    const user = userEvent.setup();
    await screen.findByRole('tree', { name: '部门树' });

    await user.type(screen.getByRole('searchbox', { name: '搜索部门' }), '一组');
    expect(visibleDepartments()).toEqual(['示例造价咨询有限公司', '造价一部', '造价一部一组']);

    await user.clear(screen.getByRole('searchbox', { name: '搜索部门' }));
    expect(visibleDepartments()).toEqual(['示例造价咨询有限公司', '造价一部', '财务部']);

    // The keyboard alone moves through the tree and selects.
    pageTree().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(treeItem('财务部')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: '财务部' })).toBeInTheDocument();
  });

  it('adds a sub-department of the selected one; an empty name is refused before anything is sent', async () => {
    const { sent } = organisationServer(administrator);
    await openPage(administrator);
    const user = userEvent.setup();
    await screen.findByRole('tree', { name: '部门树' });
    await user.click(treeItem('造价一部'));

    await user.click(within(departmentActions()).getByRole('button', { name: '新增下级部门' }));
    const dialog = await screen.findByRole('dialog', { name: '新增部门' });
    expect(within(dialog).getByRole('textbox', { name: '上级部门' })).toHaveValue('造价一部');
    // After the existing sub-department (order 1).
    expect(within(dialog).getByRole('textbox', { name: /排序/ })).toHaveValue('2');

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const name = within(dialog).getByRole('textbox', { name: '部门名称' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('请输入部门名称'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sent.saved).toEqual([]);

    await user.click(name);
    await user.paste(' 造价一部二组 ');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.saved).toEqual([{ parentId: 'dept-cost-1', name: '造价一部二组', sort: 2 }]);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('adds a top-level department from the page toolbar', async () => {
    const { sent } = organisationServer(administrator);
    await openPage(administrator);
    const user = userEvent.setup();

    const pageActions = await screen.findByRole('toolbar', { name: '组织机构操作' });
    await user.click(within(pageActions).getByRole('button', { name: '新增部门' }));
    const dialog = await screen.findByRole('dialog', { name: '新增部门' });
    expect(within(dialog).getByRole('textbox', { name: '上级部门' })).toHaveValue('');
    await user.click(within(dialog).getByRole('textbox', { name: '部门名称' }));
    await user.paste('分公司');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(sent.saved).toEqual([{ parentId: null, name: '分公司', sort: 2 }]));
  });

  it('edits and moves a department; it can never move under itself or its descendants', async () => {
    const { sent } = organisationServer(administrator);
    await openPage(administrator);
    const user = userEvent.setup();
    await screen.findByRole('tree', { name: '部门树' });
    await user.click(treeItem('造价一部'));

    await user.click(within(departmentActions()).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑部门' });
    expect(within(dialog).getByRole('textbox', { name: '部门名称' })).toHaveValue('造价一部');

    await user.click(within(dialog).getByRole('button', { name: '选择部门' }));
    const picker = await screen.findByRole('dialog', { name: '选择部门' });
    await user.click(within(picker).getByRole('treeitem', { name: '示例造价咨询有限公司' }));
    const choices = within(picker).getByRole('listbox', { name: '可选部门' });
    expect(within(choices).getByRole('option', { name: '造价一部' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(choices).getByRole('option', { name: '财务部' }));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '选择部门' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('textbox', { name: '上级部门' })).toHaveValue('财务部');

    const name = within(dialog).getByRole('textbox', { name: '部门名称' });
    await user.clear(name);
    await user.paste('造价咨询部');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent.saved).toEqual([
        { id: 'dept-cost-1', parentId: 'dept-finance', name: '造价咨询部', sort: 2 },
      ]),
    );
  });

  it('deletes a department only after confirmation, and refreshes the tree', async () => {
    const { calls } = organisationServer(administrator, {
      'DELETE /api/a/sys/dept/dept-finance': { body: envelope(null) },
    });
    await openPage(administrator);
    const user = userEvent.setup();
    await screen.findByRole('tree', { name: '部门树' });
    await user.click(treeItem('财务部'));

    await user.click(within(departmentActions()).getByRole('button', { name: '删除' }));
    let question = await screen.findByRole('alertdialog', { name: '删除部门' });
    expect(question).toHaveTextContent('确定要删除 财务部 吗？');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(calls('DELETE /api/a/sys/dept/dept-finance')).toHaveLength(0);

    await user.click(within(departmentActions()).getByRole('button', { name: '删除' }));
    question = await screen.findByRole('alertdialog', { name: '删除部门' });
    await user.click(within(question).getByRole('button', { name: '删除' }));

    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(calls('DELETE /api/a/sys/dept/dept-finance')).toHaveLength(1);
    await waitFor(() => expect(calls('POST /api/a/sys/dept/queryTree')).toHaveLength(2));
    // The deleted department's parent is shown instead.
    expect(screen.getByRole('region', { name: '示例造价咨询有限公司' })).toBeInTheDocument();
  });

  it("when the server refuses a deletion, shows the server's message and closes the question", async () => {
    organisationServer(administrator, {
      'DELETE /api/a/sys/dept/dept-cost-1': {
        body: { code: 1400, success: false, msg: '该部门下有下级部门，不能删除', data: null },
      },
    });
    await openPage(administrator);
    const user = userEvent.setup();
    await screen.findByRole('tree', { name: '部门树' });
    await user.click(treeItem('造价一部'));

    await user.click(within(departmentActions()).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog', { name: '删除部门' });
    await user.click(within(question).getByRole('button', { name: '删除' }));

    expect(await screen.findByText('该部门下有下级部门，不能删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: '造价一部' })).toBeInTheDocument();
  });

  it('without edit and delete permissions, offers no changes but still shows the people', async () => {
    organisationServer(viewer);
    await openPage(viewer);
    await screen.findByRole('tree', { name: '部门树' });

    expect(screen.queryByRole('toolbar', { name: '组织机构操作' })).not.toBeInTheDocument();
    const actions = within(departmentActions()).getAllByRole('button');
    expect(actions.map((button) => button.textContent)).toEqual(['到用户管理查看']);
    await within(peopleGrid('示例造价咨询有限公司')).findByRole('gridcell', { name: '王五' });
  });

  it('opens the user page of the department in the same area', async () => {
    organisationServer(viewer);
    const { router } = await openPage(viewer, '/main-page/organization');
    const user = userEvent.setup();
    await screen.findByRole('tree', { name: '部门树' });
    await user.click(treeItem('财务部'));

    await user.click(within(departmentActions()).getByRole('button', { name: '到用户管理查看' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page/user'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      deptId: 'dept-finance',
      deptName: '财务部',
    });
  });

  it('without the permission to view people, asks for none and says so', async () => {
    const { calls } = organisationServer(deptViewer);
    await openPage(deptViewer);
    await screen.findByRole('tree', { name: '部门树' });

    expect(screen.getByText('你没有查看人员的权限。')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(calls('POST /api/a/sys/user/queryList')).toHaveLength(0);
  });
});
