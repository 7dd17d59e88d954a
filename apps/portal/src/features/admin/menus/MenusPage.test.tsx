import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  paramListAnswer,
  failure,
  fill,
  envelope,
  renderPortal,
  press,
  sent,
  type ServerStub,
  stubServer,
  zhangsan,
} from '../../../app/testing';
import { companyMenus, noLoginMenus } from './menuFixtures';

const admin: UserInfo = { ...zhangsan, isAdmin: true };
const viewer: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'sys:menu:view'],
};

const SORT_LIST = '/api/a/sys/menu/updateSortList';
const SAVE = '/api/a/sys/menu';
const TREE = '/api/a/sys/menu/queryTree';

async function openPage(signedIn: UserInfo = admin, extra: ServerStub = {}) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(signedIn) },
    [`POST ${TREE}`]: { body: envelope(companyMenus) },
    'GET /api/share/menu/getNoLoginMenuTree': { body: envelope(noLoginMenus) },
    [`POST ${SAVE}`]: { body: envelope(companyMenus[2]) },
    [`POST ${SORT_LIST}`]: { body: envelope(null) },
    ...extra,
  });
  session.signIn(signedIn);
  await renderPortal('/sys-manager/menu');
  // The first test also waits for the lazily loaded page module.
  const grid = await screen.findByRole('treegrid', { name: '菜单树' });
  await within(grid).findByText('系统管理', {});
  // The pointer-events check reads computed styles up the whole tree on every press, which
  // jsdom computes slowly; nothing on this page turns pointer events off.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, grid, user };
}

// Role queries by name compute accessible names with jsdom's slow getComputedStyle: rows and
// buttons are found by their text instead, inside the smallest container that holds them.
function row(name: string) {
  const grid = screen.getByRole('treegrid');
  const found = within(grid).getByText(name).closest<HTMLElement>('[role="row"]');
  if (!found) throw new Error(`no row ${name}`);
  return found;
}

function rowNames(grid: HTMLElement) {
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((element) => element.querySelector('[role="gridcell"]')?.textContent?.trim());
}

async function moveFocusedRow(user: ReturnType<typeof userEvent.setup>, name: string, key: string) {
  await user.click(row(name));
  await user.keyboard(`{Control>}{Shift>}{${key}}{/Shift}{/Control}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('MenusPage', () => {
  it('shows the company’s menu tree with translated names, types, addresses and flags', async () => {
    const { grid } = await openPage();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: '菜单管理' })).toBeInTheDocument();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      '菜单名称',
      '类型',
      '路由地址',
      '权限标识',
      '图标',
      '打开方式',
      '排序',
      '登录前显示',
      '操作',
    ]);
    // The top-level branch is open; the pages' buttons are not.
    expect(rowNames(grid)).toEqual(['首页', '系统管理', '用户管理', '菜单管理', '报表中心']);
    const userRow = within(row('用户管理'));
    expect(userRow.getByText('页面')).toBeInTheDocument();
    expect(userRow.getByText('/sys-manager/user')).toBeInTheDocument();
    expect(userRow.getByText('sys:user:view')).toBeInTheDocument();
    expect(userRow.getByText('标签页')).toBeInTheDocument();
    expect(userRow.getByText('是')).toBeInTheDocument();
    expect(within(row('系统管理')).getByText('目录')).toBeInTheDocument();
    expect(within(row('菜单管理')).queryByText('是')).not.toBeInTheDocument();
    expect(row('用户管理')).toHaveAttribute('aria-level', '2');
    await expectNoAxeViolations(main);
  });

  it('expands and collapses the whole tree', async () => {
    const { grid, user } = await openPage();
    await user.click(press(document.body, '全部展开'));
    expect(rowNames(grid)).toContain('新增用户');
    expect(within(row('新增用户')).getByText('按钮')).toBeInTheDocument();
    // A button holds nothing: it offers no child.
    expect(within(row('新增用户')).queryByText('新增下级', { selector: 'button' })).toBeNull();
    await user.click(press(document.body, '全部折叠'));
    expect(rowNames(grid)).toEqual(['首页', '系统管理', '报表中心']);
  });

  it('when a row moves up, saves the renumbered level with its parent and announces it', async () => {
    const { fetchMock, user } = await openPage();
    await moveFocusedRow(user, '菜单管理', 'ArrowUp');

    await waitFor(() => expect(sent(fetchMock, 'POST', SORT_LIST)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SORT_LIST)[0]).toEqual([
      { id: 'm-user', parentId: 'm-sys', sort: 2 },
      { id: 'm-menu', parentId: 'm-sys', sort: 1 },
    ]);
    expect(await screen.findByText('菜单管理 已移动：第 2 级，第 1 项')).toBeInTheDocument();
    // The tree is read again from the server.
    await waitFor(() => expect(sent(fetchMock, 'POST', TREE).length).toBeGreaterThan(1));
  });

  it('when a directory moves into the directory above it, saves the new parent and order', async () => {
    const { fetchMock, user } = await openPage();
    await moveFocusedRow(user, '报表中心', 'ArrowRight');

    await waitFor(() => expect(sent(fetchMock, 'POST', SORT_LIST)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SORT_LIST)[0]).toEqual([
      { id: 'm-report', parentId: 'm-sys', sort: 3 },
    ]);
  });

  it('given a place the menu’s type does not fit, refuses the move and the row snaps back', async () => {
    const { fetchMock, grid, user } = await openPage();
    // Right: into 用户管理, a page — no place for another page.
    await moveFocusedRow(user, '菜单管理', 'ArrowRight');

    expect(
      await screen.findByText('“菜单管理”不能移到这里：目录、页面和弹窗只能放在顶级或目录下'),
    ).toBeInTheDocument();
    expect(screen.getByText('菜单管理 未能移动，已恢复到原位置')).toHaveAttribute('role', 'status');
    expect(row('菜单管理')).toHaveAttribute('aria-level', '2');
    // 用户管理 stays open from the attempt; 菜单管理 is back after it, not inside it.
    expect(rowNames(grid)).toEqual([
      '首页',
      '系统管理',
      '用户管理',
      '新增用户',
      '菜单管理',
      '报表中心',
    ]);
    expect(row('新增用户')).toHaveAttribute('aria-level', '3');
    expect(sent(fetchMock, 'POST', SORT_LIST)).toEqual([]);
  });

  it('when the server refuses a move, shows its message and the row snaps back', async () => {
    const { fetchMock, grid, user } = await openPage(admin, {
      [`POST ${SORT_LIST}`]: failure('不能把菜单移到它自己或它的下级之下'),
    });
    await moveFocusedRow(user, '菜单管理', 'ArrowUp');

    expect(await screen.findByText('不能把菜单移到它自己或它的下级之下')).toBeInTheDocument();
    expect(await screen.findByText('菜单管理 未能移动，已恢复到原位置')).toBeInTheDocument();
    expect(rowNames(grid)).toEqual(['首页', '系统管理', '用户管理', '菜单管理', '报表中心']);
    expect(sent(fetchMock, 'POST', SORT_LIST)).toHaveLength(1);
  });

  it('creates a top-level page with exactly the fields of the form', async () => {
    const { fetchMock, user } = await openPage();
    await user.click(press(document.body, '新增菜单'));
    const dialog = await screen.findByRole('dialog', { name: '新增菜单' });
    expect(within(dialog).getByLabelText('目录')).toBeChecked();
    expect(within(dialog).getByRole('combobox')).toHaveValue('（顶级菜单）');

    await user.click(within(dialog).getByLabelText('页面'));
    await fill(user, within(dialog).getByLabelText('菜单名称'), '项目报表');
    await fill(user, within(dialog).getByLabelText('路由地址'), '/reports');
    await fill(user, within(dialog).getByLabelText('权限标识'), 'report:view');
    await fill(user, within(dialog).getByLabelText('图标'), 'chart');
    await user.click(within(dialog).getByLabelText('新窗口'));
    await user.click(within(dialog).getByLabelText('登录前显示'));
    await user.click(press(dialog, '保存'));

    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      parentId: null,
      name: '项目报表',
      nameKey: null,
      url: '/reports',
      href: null,
      icon: 'chart',
      permission: 'report:view',
      type: 2,
      openType: 3,
      sort: 4,
      noLogin: true,
    });
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('validates the form by type before anything is sent', async () => {
    const { fetchMock, user } = await openPage();
    await user.click(press(document.body, '新增菜单'));
    const dialog = await screen.findByRole('dialog', { name: '新增菜单' });
    const save = press(dialog, '保存');

    await user.click(save);
    const name = within(dialog).getByLabelText('菜单名称');
    expect(name).toHaveAccessibleDescription('菜单名称不能为空');
    expect(name).toHaveFocus();

    await fill(user, name, '<b>报表</b>');
    await user.click(within(dialog).getByLabelText('页面'));
    await user.click(save);
    expect(name).toHaveAccessibleDescription('不能包含 < 或 >');
    const url = within(dialog).getByLabelText('路由地址');
    expect(url).toHaveAccessibleDescription(expect.stringContaining('路由地址不能为空'));

    await fill(user, url, 'reports');
    await user.click(save);
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('地址须以 / 、http:// 或 https:// 开头'),
    );

    // A button needs a permission and a screen to sit on; it has no address.
    await user.click(within(dialog).getByLabelText('按钮'));
    await user.click(save);
    // The first failing field takes the focus: the parent, whose list opens to pick another.
    expect(within(dialog).getByRole('combobox')).toHaveFocus();
    expect(within(dialog).queryByLabelText('路由地址')).toBeNull();
    expect(within(dialog).getByLabelText('权限标识')).toHaveAccessibleDescription(
      expect.stringContaining('权限标识不能为空'),
    );
    expect(within(dialog).getByText('按钮只能放在页面或弹窗下')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('权限标识'), 'report view');
    await user.click(save);
    expect(within(dialog).getByText('权限标识只能包含字母、数字和 : _ . -')).toBeInTheDocument();

    expect(sent(fetchMock, 'POST', SAVE)).toEqual([]);
  });

  it('adds a button under a page from the page’s row', async () => {
    const { fetchMock, user } = await openPage();
    await user.click(press(row('菜单管理'), '新增下级'));
    const dialog = await screen.findByRole('dialog', { name: '新增“菜单管理”的下级' });
    expect(within(dialog).getByLabelText('按钮')).toBeChecked();
    expect(within(dialog).getByRole('combobox')).toHaveValue('系统管理 / 菜单管理');

    await fill(user, within(dialog).getByLabelText('菜单名称'), '删除菜单');
    await fill(user, within(dialog).getByLabelText('权限标识'), 'sys:menu:delete');
    await user.click(press(dialog, '保存'));

    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      parentId: 'm-menu',
      name: '删除菜单',
      nameKey: null,
      url: null,
      href: null,
      icon: null,
      permission: 'sys:menu:delete',
      type: 4,
      openType: 1,
      sort: 2,
      noLogin: false,
    });
    // The closed page opens to show its new button.
    await waitFor(() => expect(row('菜单管理')).toHaveAttribute('aria-expanded', 'true'));
  });

  it('edits a menu and sends back what it did not change, its login flag included', async () => {
    const { fetchMock, user } = await openPage();
    await user.click(press(row('用户管理'), '编辑'));
    const dialog = await screen.findByRole('dialog', { name: '编辑菜单：用户管理' });
    const name = within(dialog).getByLabelText('菜单名称');
    expect(name).toHaveValue('用户管理');
    expect(within(dialog).getByLabelText('登录前显示')).toBeChecked();
    await expectNoAxeViolations(dialog);

    await user.clear(name);
    await fill(user, name, '用户与账号');
    await user.click(press(dialog, '保存'));

    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      id: 'm-user',
      parentId: 'm-sys',
      name: '用户与账号',
      nameKey: 'menu.user',
      url: '/sys-manager/user',
      href: null,
      icon: null,
      permission: 'sys:user:view',
      type: 2,
      openType: 1,
      sort: 1,
      noLogin: true,
    });
  });

  it('deletes after confirmation, and shows the server’s refusal of a menu with children', async () => {
    const remove = vi.fn(() => ({ body: envelope(null) }));
    const { user } = await openPage(admin, {
      'DELETE /api/a/sys/menu/m-report': remove,
      'DELETE /api/a/sys/menu/m-sys': failure('该菜单下还有子菜单或按钮，请先删除它们'),
    });

    await user.click(press(row('报表中心'), '删除'));
    let confirmation = await screen.findByRole('alertdialog', { name: '删除菜单' });
    expect(confirmation).toHaveTextContent('确定要删除 报表中心 吗？');
    await user.click(press(confirmation, '取消'));
    expect(remove).not.toHaveBeenCalled();

    await user.click(press(row('报表中心'), '删除'));
    confirmation = await screen.findByRole('alertdialog', { name: '删除菜单' });
    await user.click(press(confirmation, '删除'));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();

    await user.click(press(row('系统管理'), '删除'));
    confirmation = await screen.findByRole('alertdialog', { name: '删除菜单' });
    await user.click(press(confirmation, '删除'));
    expect(await screen.findByText('该菜单下还有子菜单或按钮，请先删除它们')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('given only the view permission, shows the tree without ways to change it', async () => {
    const { fetchMock, grid, user } = await openPage(viewer);
    expect(rowNames(grid)).toContain('菜单管理');
    expect(screen.queryByText('新增菜单', { selector: 'button' })).not.toBeInTheDocument();
    expect(within(grid).queryByText('操作')).not.toBeInTheDocument();
    expect(within(grid).queryByText('编辑', { selector: 'button' })).not.toBeInTheDocument();
    expect(grid.querySelector('[data-part="drag-handle"]')).toBeNull();

    await moveFocusedRow(user, '菜单管理', 'ArrowUp');
    expect(rowNames(grid)).toEqual(['首页', '系统管理', '用户管理', '菜单管理', '报表中心']);
    expect(sent(fetchMock, 'POST', SORT_LIST)).toEqual([]);
  });
});
