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

// Each test mounts the whole portal; on a busy two-core machine the first one also loads it.
vi.setConfig({ testTimeout: 30_000 });

// ---- Fixtures -------------------------------------------------------------------------------

const USER_ADMIN_PERMISSIONS = [
  'sys:user:view',
  'sys:user:add',
  'sys:user:edit',
  'sys:user:delete',
  'sys:role:view',
  'sys:online:view',
];

/** The company's staff administrator 王五: every user permission, and may list roles. */
const wangwu: UserInfo = {
  ...zhangsan,
  authToken: 'token-wangwu',
  userId: 'u-wangwu',
  displayName: '王五',
  name: '王五',
  loginName: 'wangwu',
  permissions: USER_ADMIN_PERMISSIONS,
};

function department(id: string, name: string): DepartmentNode {
  return {
    id,
    parentId: null,
    parentIds: '',
    name,
    sort: 0,
    userCount: 1,
    createdBy: null,
    createdAt: '2026-01-01 00:00:00',
    updatedBy: null,
    updatedAt: '2026-01-01 00:00:00',
    children: [],
  };
}

function person(id: string, name: string, extra: Partial<UserRow> = {}): UserRow {
  return {
    id,
    loginName: id.replace('u-', ''),
    name,
    phone: null,
    email: null,
    no: null,
    job: null,
    deptId: 'd-cost-1',
    deptName: '造价一部',
    roleIds: [],
    roleNames: [],
    createdBy: null,
    createdAt: '2026-01-02 09:00:00',
    updatedBy: null,
    updatedAt: '2026-01-02 09:00:00',
    ...extra,
  };
}

const lisi = person('u-lisi', '李四', {
  phone: '13912345678',
  email: 'lisi@example.com',
  no: 'E007',
  job: '造价工程师',
  roleIds: ['r-cost'],
  roleNames: ['造价工程师'],
});
const zhaoliu = person('u-zhaoliu', '赵六', { deptId: 'd-finance', deptName: '财务部' });
const admin = person('u-admin', '系统管理员', { loginName: 'admin' });
const self = person('u-wangwu', '王五');

const roles = [
  { id: 'r-admin', name: '系统管理员' },
  { id: 'r-cost', name: '造价工程师' },
  { id: 'r-finance', name: '财务' },
].map((role, sort) => ({
  ...role,
  code: role.id,
  sort,
  remarks: null,
  selfRegister: false,
  userCount: 1,
  createdBy: null,
  createdAt: '2026-01-01 00:00:00',
  updatedBy: null,
  updatedAt: '2026-01-01 00:00:00',
}));

type Call = { path: string; body: unknown };

/** A server with the list (45 people over 3 pages; page 1 shows four), recording each call. */
function serve(user: UserInfo, extra: ServerStub = {}) {
  const calls: Call[] = [];
  const record =
    (key: string, data: unknown = null) =>
    (init: RequestInit | undefined) => {
      calls.push({
        path: key,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return { body: envelope(data) };
    };
  stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(user) },
    'GET /api/share/dept/deptTree': {
      body: envelope([department('d-cost-1', '造价一部'), department('d-finance', '财务部')]),
    },
    'POST /api/a/sys/role/queryList': record('roles', {
      pageNo: 1,
      pageSize: 500,
      total: roles.length,
      data: roles,
    }),
    'POST /api/a/sys/user/queryList': (init) => {
      const body = JSON.parse(init?.body as string) as { pageNo: number };
      calls.push({ path: 'queryList', body });
      const data = body.pageNo === 1 ? [admin, self, lisi, zhaoliu] : [person('u-p2', '钱七')];
      return { body: envelope({ pageNo: body.pageNo, pageSize: 20, total: 45, data }) };
    },
    'POST /api/a/sys/user': record('save', lisi),
    'DELETE /api/a/sys/user/u-lisi': record('delete u-lisi'),
    'DELETE /api/a/sys/user/u-zhaoliu': record('delete u-zhaoliu'),
    'PUT /api/a/sys/user/resetPassword/u-lisi': record('reset u-lisi'),
    ...extra,
  });
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { callsTo };
}

async function openUsers(
  user: UserInfo = wangwu,
  extra: ServerStub = {},
  path = '/sys-manager/user',
) {
  const server = serve(user, extra);
  session.signIn(user);
  const view = await renderPortal(path);
  // The first test also waits for the page's module to load.
  await screen.findByRole('heading', { level: 1, name: '用户管理' });
  await screen.findByText('李四');
  // Skipping the pointer-events check spares a getComputedStyle walk per event over the whole
  // styled page, which is most of the time a click takes in jsdom.
  return { ...server, ...view, user: userEvent.setup({ pointerEventsCheck: 0, delay: null }) };
}

const grid = () => screen.getByRole('grid', { name: '用户列表' });
const rowOf = (name: string) => {
  const row = within(grid())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(name) !== null);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const searchBar = () => screen.getByRole('search', { name: '查询用户' });
const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });

// jsdom lays nothing out: the grid gets a wide, tall box so it renders every column and row,
// and the department picker's tree its pane height (as the pickers' own tests do).
const LAID_OUT: Record<string, { width: number; height: number }> = {
  grid: { width: 3000, height: 600 },
  tree: { width: 300, height: 300 },
};
const boxOf = (element: Element) => LAID_OUT[element.getAttribute('role') ?? ''];
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return boxOf(this)?.height ?? 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return boxOf(this)?.width ?? 0;
  });
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

// ---- Tests ----------------------------------------------------------------------------------

describe('UsersPage', () => {
  it('shows the first page of the server’s people with their details, roles and actions', async () => {
    const { callsTo, container } = await openUsers();

    expect(callsTo('queryList')[0]?.body).toEqual({ pageNo: 1, pageSize: 20, params: {} });
    const lisiRow = rowOf('李四');
    for (const text of [
      'lisi',
      'E007',
      '造价一部',
      '造价工程师',
      '13912345678',
      'lisi@example.com',
    ]) {
      expect(within(lisiRow).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(rowOf('赵六')).getByText('财务部')).toBeInTheDocument();
    expect(within(lisiRow).getByText('3')).toBeInTheDocument(); // serial
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    for (const action of ['编辑', '重置密码', '删除']) {
      expect(within(lisiRow).getByRole('button', { name: action })).toBeInTheDocument();
    }
    // Nobody deletes themselves or the built-in administrator.
    expect(within(rowOf('王五')).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(
      within(rowOf('系统管理员')).queryByRole('button', { name: '删除' }),
    ).not.toBeInTheDocument();
    const toolbar = screen.getByRole('group', { name: '用户操作' });
    expect(within(toolbar).getByRole('button', { name: '新增' })).toBeEnabled();
    expect(within(toolbar).getByRole('button', { name: '删除所选' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('opens filtered by the department a link names (the organisation page’s 到用户管理查看)', async () => {
    const { callsTo } = await openUsers(
      wangwu,
      {},
      '/sys-manager/user?deptId=d-cost1&deptName=%E9%80%A0%E4%BB%B7%E4%B8%80%E9%83%A8',
    );
    expect(callsTo('queryList')[0]?.body).toEqual({
      pageNo: 1,
      pageSize: 20,
      params: { deptId: 'd-cost1' },
    });
    expect(within(searchBar()).getByDisplayValue('造价一部')).toBeInTheDocument();
  });

  it('searches by keyword, department and role, from page 1; 重置 clears the filter', async () => {
    const { callsTo, user } = await openUsers();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(callsTo('queryList').at(-1)?.body).toMatchObject({ pageNo: 2 }));
    expect(await screen.findByText('钱七')).toBeInTheDocument();

    await user.type(within(searchBar()).getByLabelText('关键字'), ' 李 ');
    await user.click(within(searchBar()).getByRole('button', { name: '选择部门' }));
    const picker = dialog('选择部门');
    await user.click(within(picker).getByRole('option', { name: '财务部' }));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await user.click(within(searchBar()).getByRole('button', { name: /角色/ }));
    await user.click(screen.getByRole('option', { name: '财务' }));
    await user.click(within(searchBar()).getByRole('button', { name: '搜索' }));

    await waitFor(() =>
      expect(callsTo('queryList').at(-1)?.body).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { keyword: '李', deptId: 'd-finance', roleId: 'r-finance' },
      }),
    );

    await user.click(within(searchBar()).getByRole('button', { name: '重置' }));
    await waitFor(() =>
      expect(callsTo('queryList').at(-1)?.body).toEqual({ pageNo: 1, pageSize: 20, params: {} }),
    );
    expect(within(searchBar()).getByLabelText('关键字')).toHaveValue('');
  });

  it('refuses to create a user with required fields empty or an invalid phone, sending nothing', async () => {
    const { callsTo, user } = await openUsers();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = dialog('新增用户');

    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('登录名不能为空')).toBeInTheDocument();
    expect(within(form).getByText('姓名不能为空')).toBeInTheDocument();
    expect(within(form).getByText('初始密码不能为空')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^登录名/)).toHaveFocus();

    await user.type(within(form).getByLabelText(/^登录名/), '李 四');
    await user.type(within(form).getByLabelText(/^手机号码/), '12345');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(
      await within(form).findByText('登录名为2到32位字母、数字或 _ . @ -'),
    ).toBeInTheDocument();
    expect(within(form).getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(callsTo('save')).toHaveLength(0);
  });

  it('creates a user: sends the contract’s body, says 保存成功 and reloads the list', async () => {
    const { callsTo, user } = await openUsers();
    const listCalls = callsTo('queryList').length;
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = dialog('新增用户');

    await user.type(within(form).getByLabelText(/^登录名/), ' sunba ');
    await user.type(within(form).getByLabelText(/^姓名/), '孙八');
    await user.type(within(form).getByLabelText(/^初始密码/), 'Start@2026');
    await user.type(within(form).getByLabelText(/^确认密码/), 'Start@2026');
    await user.click(within(form).getByRole('button', { name: '选择部门' }));
    const picker = dialog('选择部门');
    await user.click(within(picker).getByRole('option', { name: '造价一部' }));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await user.type(within(form).getByLabelText(/^手机号码/), '+8613812345678');
    await user.click(within(form).getByRole('button', { name: /角色/ }));
    await user.click(screen.getByRole('option', { name: '造价工程师' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(callsTo('save')).toHaveLength(1));
    expect(callsTo('save')[0]?.body).toEqual({
      password: 'Start@2026',
      loginName: 'sunba',
      name: '孙八',
      deptId: 'd-cost-1',
      no: null,
      job: null,
      phone: '+8613812345678',
      email: null,
      roleIds: ['r-cost'],
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo('queryList').length).toBeGreaterThan(listCalls));
  });

  it('edits a user: the form starts from the row and the body carries the id, never a password', async () => {
    const { callsTo, user } = await openUsers();
    await user.click(within(rowOf('李四')).getByRole('button', { name: '编辑' }));
    const form = dialog('编辑用户 - 李四');

    expect(within(form).getByLabelText(/^登录名/)).toHaveValue('lisi');
    expect(within(form).getByRole('textbox', { name: '所属部门' })).toHaveValue('造价一部');
    expect(within(form).queryByLabelText(/^初始密码/)).not.toBeInTheDocument();
    const job = within(form).getByLabelText(/^职务/);
    await user.clear(job);
    await user.type(job, '高级造价工程师');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(callsTo('save')).toHaveLength(1));
    expect(callsTo('save')[0]?.body).toEqual({
      id: 'u-lisi',
      loginName: 'lisi',
      name: '李四',
      deptId: 'd-cost-1',
      no: 'E007',
      job: '高级造价工程师',
      phone: '13912345678',
      email: 'lisi@example.com',
      roleIds: ['r-cost'],
    });
  });

  it('deletes a user only after confirmation; cancelling sends nothing', async () => {
    const { callsTo, user } = await openUsers();
    await user.click(within(rowOf('李四')).getByRole('button', { name: '删除' }));
    let question = screen.getByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('确定要删除 李四 吗？');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(callsTo('delete u-lisi')).toHaveLength(0);

    await user.click(within(rowOf('李四')).getByRole('button', { name: '删除' }));
    question = screen.getByRole('alertdialog', { name: '提示' });
    await user.click(within(question).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(callsTo('delete u-lisi')).toHaveLength(1));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('deletes the selected users one by one after one confirmation', async () => {
    const { callsTo, user } = await openUsers();
    await user.click(within(rowOf('李四')).getByRole('checkbox', { name: '选择此行' }));
    await user.click(within(rowOf('赵六')).getByRole('checkbox', { name: '选择此行' }));
    await user.click(screen.getByRole('button', { name: '删除所选' }));
    const question = screen.getByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('所选的 2 位用户');
    await user.click(within(question).getByRole('button', { name: '删除' }));

    await waitFor(() => expect(callsTo('delete u-zhaoliu')).toHaveLength(1));
    expect(callsTo('delete u-lisi')).toHaveLength(1);
  });

  it('resets a password under the policy, then shows the password that took effect', async () => {
    const { callsTo, user } = await openUsers();
    await user.click(within(rowOf('李四')).getByRole('button', { name: '重置密码' }));
    const form = dialog('重置密码 - 李四');

    await user.type(within(form).getByLabelText(/^新密码/), 'short');
    await user.type(within(form).getByLabelText(/^确认新密码/), 'other');
    await user.click(within(form).getByRole('button', { name: '重置密码' }));
    expect(
      await within(form).findByText('至少包括字母、数字、特殊字符任意2种且不少于8个字符'),
    ).toBeInTheDocument();
    expect(callsTo('reset u-lisi')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: '随机生成' }));
    const generated = within(form).getByLabelText<HTMLInputElement>(/^新密码/).value;
    expect(generated).toMatch(/^\S{12}$/);
    await user.click(within(form).getByRole('button', { name: '重置密码' }));

    const done = await screen.findByRole('dialog', { name: '密码已重置' });
    expect(callsTo('reset u-lisi')[0]?.body).toEqual({ password: generated });
    expect(within(done).getByRole('status', { name: '新密码' })).toHaveTextContent(generated);
    await expectNoAxeViolations(done);
    await user.click(within(done).getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given only sys:user:view, shows the list without add, delete, edit, selection or role filter', async () => {
    const viewer: UserInfo = { ...wangwu, permissions: ['sys:user:view'] };
    const { callsTo } = await openUsers(viewer);

    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除所选' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(searchBar()).queryByRole('button', { name: /角色/ })).not.toBeInTheDocument();
    expect(callsTo('roles')).toHaveLength(0);
  });

  it('given edit but not add, offers 编辑 and 重置密码 but not 新增', async () => {
    await openUsers({ ...wangwu, permissions: ['sys:user:view', 'sys:user:edit'] });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(within(rowOf('李四')).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(rowOf('李四')).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('links to 在线用户', async () => {
    const { router, user } = await openUsers(wangwu, {
      'GET /api/a/session/online/queryList': { body: envelope([]) },
      'GET /api/a/session/online/NO': { body: envelope({ onlineNo: 0, totalNo: 0 }) },
    });
    await user.click(screen.getByRole('link', { name: '在线用户' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/sys-manager/user/online-list'),
    );
  });
});
