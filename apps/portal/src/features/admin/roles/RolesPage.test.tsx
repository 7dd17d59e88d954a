import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, renderPortal, stubServer, type ServerStub } from '../../../app/testing';
import {
  adminRole,
  bodiesSentTo,
  costManagerRole,
  engineerRole,
  giveElementsABox,
  ok,
  rolePage,
  shellAnswers,
  userWith,
} from './roleFixtures';

const LIST = 'POST /api/a/sys/role/queryList';
const SAVE = 'POST /api/a/sys/role';

const editor = userWith('sys:role:edit', 'sys:role:delete', 'sys:role:auth');

function serve(user = editor, extra: ServerStub = {}) {
  session.signIn(user);
  return stubServer({ ...shellAnswers(user), [LIST]: { body: rolePage() }, ...extra });
}

async function openRoles() {
  const view = await renderPortal('/sys-manager/role');
  // The first visit loads the page module, which takes a while on a busy machine.
  await screen.findByRole('heading', { level: 1, name: '角色管理' });
  await screen.findByRole('gridcell', { name: '造价经理' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('gridcell', { name }).closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

// Saves and reloads take longer than 1 s on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(giveElementsABox);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('RolesPage', () => {
  it("shows the server's roles with their code, sort, remarks and registration flag", async () => {
    const fetchStub = serve();
    await openRoles();

    const engineer = rowOf('造价工程师');
    expect(within(engineer).getByRole('gridcell', { name: 'engineer' })).toBeInTheDocument();
    expect(within(engineer).getByText('一线造价人员')).toBeInTheDocument();
    expect(within(engineer).getByText('是')).toBeInTheDocument();
    expect(within(rowOf('造价经理')).getByText('否')).toBeInTheDocument();
    expect(bodiesSentTo(fetchStub, LIST)[0]).toEqual({ pageNo: 1, pageSize: 20 });
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('searches by keyword from the first page', async () => {
    const fetchStub = serve();
    const { user } = await openRoles();

    await user.type(screen.getByRole('textbox', { name: '关键字' }), ' 造价 ');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: '搜索' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, LIST).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { keyword: '造价' },
      }),
    );
  });

  it('given an empty name, refuses to save; with name and code, creates the role', async () => {
    const fetchStub = serve(editor, { [SAVE]: { body: envelope(costManagerRole) } });
    const { user } = await openRoles();

    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增角色' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    const name = within(dialog).getByRole('textbox', { name: '角色名称' });
    expect(name).toHaveAccessibleDescription('请输入角色名称');
    expect(bodiesSentTo(fetchStub, SAVE)).toEqual([]);

    await user.type(name, ' 造价经理 ');
    await user.type(within(dialog).getByRole('textbox', { name: '角色编码' }), '1abc');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('textbox', { name: '角色编码' })).toHaveAccessibleDescription(
      '编码以字母开头，最多32位字母、数字或下划线',
    );
    expect(bodiesSentTo(fetchStub, SAVE)).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: '角色编码' }));
    await user.type(within(dialog).getByRole('textbox', { name: '角色编码' }), 'cost_manager');
    await user.type(within(dialog).getByRole('textbox', { name: '备注' }), '负责审核');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE)).toEqual([
        {
          name: '造价经理',
          code: 'cost_manager',
          sort: 0,
          remarks: '负责审核',
          selfRegister: false,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('操作成功')).toBeInTheDocument();
  });

  it('edits a role from its row: the form starts from the role, the save carries its id', async () => {
    const fetchStub = serve(editor, { [SAVE]: { body: envelope(engineerRole) } });
    const { user } = await openRoles();

    await user.click(within(rowOf('造价工程师')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑角色' });
    const name = within(dialog).getByRole('textbox', { name: '角色名称' });
    expect(name).toHaveValue('造价工程师');
    expect(within(dialog).getByRole('switch', { name: '开放注册' })).toBeChecked();

    await user.clear(name);
    await user.type(name, '高级造价工程师');
    await user.click(within(dialog).getByRole('switch', { name: '开放注册' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE)).toEqual([
        {
          id: 'r-engineer',
          name: '高级造价工程师',
          code: 'engineer',
          sort: 3,
          remarks: '一线造价人员',
          selfRegister: false,
        },
      ]),
    );
  });

  it('asks before deleting, then deletes; the administrator role offers no delete', async () => {
    const fetchStub = serve(editor, { 'DELETE /api/a/sys/role/r-cost-manager': ok });
    const { user } = await openRoles();

    expect(within(rowOf('系统管理员')).queryByRole('button', { name: '删除' })).toBeNull();

    await user.click(within(rowOf('造价经理')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确定要删除 造价经理 吗？');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(bodiesSentTo(fetchStub, 'DELETE /api/a/sys/role/r-cost-manager')).toHaveLength(0);

    await user.click(within(rowOf('造价经理')).getByRole('button', { name: '删除' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }),
    );
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, 'DELETE /api/a/sys/role/r-cost-manager')).toHaveLength(1),
    );
    await waitFor(() => expect(bodiesSentTo(fetchStub, LIST)).toHaveLength(2));
  });

  it('saves a sort typed into the sort cell as the new sort of that role', async () => {
    const fetchStub = serve(editor, { 'PUT /api/a/sys/role/updateSort': ok });
    const { user } = await openRoles();

    await user.click(within(rowOf('造价经理')).getByRole('gridcell', { name: '2' }));
    await user.keyboard('{Enter}');
    const cell = screen.getByRole('textbox', { name: '编辑 排序' });
    await user.clear(cell);
    await user.type(cell, '8{Enter}');

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, 'PUT /api/a/sys/role/updateSort')).toEqual([
        [{ id: 'r-cost-manager', sort: 8 }],
      ]),
    );
  });

  it('given only the view permission, offers no add, edit or delete, and 授权 opens the role', async () => {
    serve(userWith(), {
      'GET /api/a/sys/menu/queryTree': { body: envelope([]) },
    });
    const { user, router } = await openRoles();

    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();

    await user.click(within(rowOf(adminRole.name)).getByRole('button', { name: '授权' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/main-page/impower-new/function'),
    );
    expect(router.state.location.search).toBe('?roleId=r-admin');
  });
});
