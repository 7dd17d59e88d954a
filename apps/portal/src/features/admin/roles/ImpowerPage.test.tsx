import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MenuType,
  OpenType,
  type DataAttrNode,
  type DepartmentNode,
  type MenuItem,
  type UserInfo,
  type UserRow,
} from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { session } from '../../../app/session';
import { envelope, renderPortal, stubServer, type ServerStub } from '../../../app/testing';
import {
  bodiesSentTo,
  giveElementsABox,
  ok,
  requestsMade,
  rolePage,
  shellAnswers,
  userWith,
} from './roleFixtures';

// ---- The company: menus, departments, data, people ----------------------------------------

function menu(id: string, name: string, type: number, children: MenuItem[] = []): MenuItem {
  return {
    id,
    parentId: null,
    name,
    nameKey: null,
    url: null,
    href: null,
    icon: null,
    permission: null,
    type,
    openType: OpenType.tab,
    sort: 0,
    children,
  };
}

const menuTree = [
  menu('m-sys', '系统管理', MenuType.directory, [
    menu('m-role', '角色管理', MenuType.page, [
      menu('m-role-edit', '编辑角色', MenuType.button),
      menu('m-role-delete', '删除角色', MenuType.button),
    ]),
    menu('m-user', '用户管理', MenuType.page),
  ]),
  menu('m-home', '首页', MenuType.page),
];

function department(id: string, name: string, children: DepartmentNode[] = []): DepartmentNode {
  return {
    id,
    parentId: null,
    parentIds: '',
    name,
    sort: 0,
    userCount: 0,
    createdBy: null,
    createdAt: '2026-01-01 00:00:00',
    updatedBy: null,
    updatedAt: '2026-01-01 00:00:00',
    children,
  };
}

const departments = [
  department('d-company', '示例造价咨询有限公司', [
    department('d-cost-1', '造价一部'),
    department('d-cost-2', '造价二部'),
  ]),
];

function attribute(id: string, name: string, children: DataAttrNode[] = []): DataAttrNode {
  return { id, parentId: null, name, sort: 0, children };
}

function member(id: string, name: string): UserRow {
  return {
    id,
    loginName: id,
    name,
    phone: null,
    email: null,
    no: null,
    job: '造价工程师',
    deptId: 'd-cost-1',
    deptName: '造价一部',
    roleIds: ['r-cost-manager'],
    roleNames: ['造价经理'],
    createdBy: null,
    createdAt: '2026-01-01 00:00:00',
    updatedBy: null,
    updatedAt: '2026-01-01 00:00:00',
  };
}

const ROLE_LIST = 'POST /api/a/sys/role/queryList';
const SAVE_MENUS = 'PUT /api/a/sys/role/data/r-cost-manager/menuIdList';
const SAVE_DEPARTMENTS = 'PUT /api/a/sys/role/data/r-cost-manager/deptIdList';
const SAVE_DATA = 'POST /api/b/role/data/attr/saveDataRef/r-cost-manager/data-project-by-kind';
const SAVE_MEMBERS = 'POST /api/a/sys/role/saveRoleUser/';

const authorizer = userWith('sys:role:auth');

function serve(user: UserInfo = authorizer, extra: ServerStub = {}) {
  session.signIn(user);
  return stubServer({
    ...shellAnswers(user),
    [ROLE_LIST]: { body: rolePage() },
    'POST /api/a/sys/menu/queryTree': { body: envelope(menuTree) },
    'GET /api/a/sys/role/queryRoleMenuId/r-cost-manager': { body: envelope(['m-home']) },
    'GET /api/a/sys/role/queryRoleMenuId/r-engineer': { body: envelope(['m-user', 'm-sys']) },
    'GET /api/a/sys/role/queryRoleMenuId/r-admin': {
      body: envelope(['m-sys', 'm-role', 'm-role-edit', 'm-role-delete', 'm-user', 'm-home']),
    },
    ...extra,
  });
}

async function openImpower(path: string) {
  const view = await renderPortal(path);
  // The first visit loads the page module, which takes a while on a busy machine.
  await screen.findByRole('heading', { level: 1, name: '综合授权' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const treeItem = (tree: string, name: string) =>
  within(screen.getByRole('tree', { name: tree })).getByRole('treeitem', { name });

/** Ticks or unticks a node by its box, as a pointer does. */
async function toggle(user: ReturnType<typeof userEvent.setup>, tree: string, name: string) {
  const box = treeItem(tree, name).querySelector('[data-part="checkbox"]');
  if (!box) throw new Error(`no box on ${name}`);
  await user.click(box);
}

// Each tab loads its data after the page module; on a busy two-core machine that exceeds 1 s.
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

describe('ImpowerPage', () => {
  it("shows the chosen role's menus ticked and saves the ticked menus with their directories", async () => {
    const fetchStub = serve(authorizer, { [SAVE_MENUS]: ok });
    const { user, router } = await openImpower('/main-page/impower-new?roleId=r-cost-manager');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/main-page/impower-new/function'),
    );
    expect(router.state.location.search).toBe('?roleId=r-cost-manager');
    expect(await screen.findByRole('tab', { name: '功能权限' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('treeitem', { name: '首页' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(treeItem('角色', '造价经理')).toHaveAttribute('aria-selected', 'true');
    expect(treeItem('菜单和按钮', '角色管理')).toHaveAttribute('aria-checked', 'false');
    const save = screen.getByRole('button', { name: '保存' });
    expect(save).toBeDisabled();

    await toggle(user, '菜单和按钮', '角色管理');
    expect(treeItem('菜单和按钮', '系统管理')).toHaveAttribute('aria-checked', 'mixed');
    await user.click(save);

    await waitFor(() => expect(bodiesSentTo(fetchStub, SAVE_MENUS)).toHaveLength(1));
    expect((bodiesSentTo(fetchStub, SAVE_MENUS)[0] as string[]).sort()).toEqual([
      'm-home',
      'm-role',
      'm-role-delete',
      'm-role-edit',
      'm-sys',
    ]);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('given unsaved changes, asks before switching tab or role: 留下 keeps them, 离开 goes', async () => {
    serve();
    const { user, router } = await openImpower(
      '/main-page/impower-new/function?roleId=r-cost-manager',
    );
    await screen.findByRole('treeitem', { name: '首页' });

    await toggle(user, '菜单和按钮', '首页');
    await user.click(screen.getByRole('tab', { name: '部门权限' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '留下' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/main-page/impower-new/function');
    expect(screen.getByRole('tab', { name: '功能权限' })).toHaveAttribute('aria-selected', 'true');

    await user.click(treeItem('角色', '造价工程师'));
    const question = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
    await user.click(within(question).getByRole('button', { name: '留下' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.search).toBe('?roleId=r-cost-manager');
    expect(treeItem('菜单和按钮', '首页')).toHaveAttribute('aria-checked', 'false');

    await user.click(treeItem('角色', '造价工程师'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '离开' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?roleId=r-engineer'));
    await waitFor(() =>
      expect(treeItem('菜单和按钮', '用户管理')).toHaveAttribute('aria-checked', 'true'),
    );
    expect(treeItem('菜单和按钮', '首页')).toHaveAttribute('aria-checked', 'false');
    expect(treeItem('角色', '造价工程师')).toHaveAttribute('aria-selected', 'true');
  });

  it('switches tabs through the URL and saves the fully ticked departments', async () => {
    const fetchStub = serve(authorizer, {
      'GET /api/a/sys/dept/queryRoleList/r-cost-manager': {
        body: envelope({ tree: departments, checkedIds: ['d-cost-1'] }),
      },
      [SAVE_DEPARTMENTS]: ok,
    });
    const { user, router } = await openImpower('/main-page/impower-new?roleId=r-cost-manager');

    await user.click(await screen.findByRole('tab', { name: '部门权限' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/main-page/impower-new/department'),
    );
    expect(router.state.location.search).toBe('?roleId=r-cost-manager');
    expect(await screen.findByRole('treeitem', { name: '造价一部' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await toggle(user, '可见部门', '造价二部');
    expect(treeItem('可见部门', '示例造价咨询有限公司')).toHaveAttribute('aria-checked', 'true');
    await toggle(user, '可见部门', '造价一部');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(bodiesSentTo(fetchStub, SAVE_DEPARTMENTS)).toEqual([['d-cost-2']]));
  });

  it("shows the first data menu's attributes and saves the role's data grants on it", async () => {
    const fetchStub = serve(authorizer, {
      'GET /api/a/sys/data/menu/listAllDataMenu': {
        body: envelope([
          {
            id: 'data-project-by-kind',
            name: '项目（按工程类别）',
            nameKey: 'dataMenu.projectByKind',
            attribute: 'projectKind',
            sort: 1,
          },
          {
            id: 'data-project-by-area',
            name: '项目（按地区）',
            nameKey: 'dataMenu.projectByArea',
            attribute: 'area',
            sort: 2,
          },
        ]),
      },
      'GET /api/b/role/data/attr/queryRoleAttrTree/r-cost-manager/data-project-by-kind': {
        body: envelope({
          tree: [
            attribute('pk-building', '房屋建筑', [
              attribute('pk-house', '住宅'),
              attribute('pk-office', '办公楼'),
            ]),
            attribute('pk-road', '市政道路'),
          ],
          checkedIds: ['pk-road'],
        }),
      },
      [SAVE_DATA]: ok,
    });
    const { user } = await openImpower('/main-page/impower-new/data?roleId=r-cost-manager');

    expect(await screen.findByRole('treeitem', { name: '市政道路' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('button', { name: /数据菜单/ })).toHaveTextContent(
      '项目（按工程类别）',
    );
    await toggle(user, '数据属性', '房屋建筑');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(bodiesSentTo(fetchStub, SAVE_DATA)).toHaveLength(1));
    expect((bodiesSentTo(fetchStub, SAVE_DATA)[0] as string[]).sort()).toEqual([
      'pk-building',
      'pk-house',
      'pk-office',
      'pk-road',
    ]);
  });

  it("lists the role's people and takes the selected ones out after asking", async () => {
    const fetchStub = serve(authorizer, {
      'POST /api/a/sys/role/queryUserList/r-cost-manager': {
        body: envelope({
          pageNo: 1,
          pageSize: 20,
          total: 2,
          data: [member('u-zhangsan', '张三'), member('u-lisi', '李四')],
        }),
      },
      [SAVE_MEMBERS]: ok,
    });
    const { user } = await openImpower('/main-page/impower-new/account?roleId=r-cost-manager');

    const grid = await screen.findByRole('grid', { name: '角色成员' });
    const lisi = (await within(grid).findByRole('gridcell', { name: '李四' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    const remove = screen.getByRole('button', { name: '移出角色' });
    expect(remove).toBeDisabled();

    await user.click(within(lisi).getByRole('checkbox', { name: '选择此行' }));
    await user.click(remove);
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确定将选中的 1 人移出角色“造价经理”吗？');
    await user.click(within(question).getByRole('button', { name: '移出角色' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE_MEMBERS)).toEqual([
        { roleId: 'r-cost-manager', userIds: ['u-lisi'], remove: true },
      ]),
    );
  });

  it('adds the people picked in the person picker to the role', async () => {
    const fetchStub = serve(authorizer, {
      'POST /api/a/sys/role/queryUserList/r-cost-manager': {
        body: envelope({ pageNo: 1, pageSize: 20, total: 0, data: [] }),
      },
      'GET /api/share/dept/deptTree': { body: envelope(departments) },
      'POST /api/share/user/queryList': {
        body: envelope({
          pageNo: 1,
          pageSize: 500,
          total: 1,
          data: [{ ...member('u-wangfang', '王芳'), deptId: 'd-company' }],
        }),
      },
      [SAVE_MEMBERS]: ok,
    });
    const { user } = await openImpower('/main-page/impower-new/account?roleId=r-cost-manager');

    const add = await screen.findByRole('button', { name: '加入角色' });
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '选择人员' }));
    await user.click(await screen.findByRole('treeitem', { name: '示例造价咨询有限公司' }));
    await user.click(await screen.findByRole('treeitem', { name: '王芳' }));
    await user.click(
      within(screen.getByRole('dialog', { name: '选择人员' })).getByRole('button', {
        name: '确定',
      }),
    );
    await user.click(add);

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE_MEMBERS)).toEqual([
        { roleId: 'r-cost-manager', userIds: ['u-wangfang'], remove: false },
      ]),
    );
  });

  it('given no sys:role:auth, shows the grants locked, without save or copy', async () => {
    serve(userWith());
    await openImpower('/main-page/impower-new/function?roleId=r-cost-manager');

    expect(await screen.findByRole('treeitem', { name: '首页' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('note')).toHaveTextContent('您没有授权权限，只能查看。');
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '复制 / 合并授权' })).toBeNull();
  });

  it('shows the administrator role as holding every function, locked', async () => {
    serve();
    await openImpower('/main-page/impower-new/function?roleId=r-admin');

    expect(await screen.findByRole('treeitem', { name: '首页' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('note')).toHaveTextContent('系统管理员角色拥有全部权限');
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('copies menus and data (covering) to the chosen role, after asking for what is missing', async () => {
    const fetchStub = serve(authorizer, {
      'GET /api/a/sys/role/copyRoleMenu/r-cost-manager/r-engineer': ok,
      'POST /api/b/role/data/attr/copyRoleData/r-cost-manager/r-engineer/true': ok,
    });
    const { user } = await openImpower('/main-page/impower-new?roleId=r-cost-manager');

    await user.click(await screen.findByRole('button', { name: '复制 / 合并授权' }));
    const dialog = await screen.findByRole('dialog', { name: /造价经理/ });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择目标角色')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少选择一项')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /覆盖/ })).toBeNull();

    await user.type(within(dialog).getByRole('combobox', { name: '目标角色' }), '造价');
    const options = await screen.findByRole('listbox');
    expect(within(options).queryByRole('option', { name: '造价经理' })).toBeNull();
    await user.click(within(options).getByRole('option', { name: '造价工程师' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^功能权限/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: '数据权限' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /覆盖/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsMade(fetchStub).filter((request) => request.includes('copyRole'))).toEqual([
      'GET /api/a/sys/role/copyRoleMenu/r-cost-manager/r-engineer',
      'POST /api/b/role/data/attr/copyRoleData/r-cost-manager/r-engineer/true',
    ]);
  });
});
