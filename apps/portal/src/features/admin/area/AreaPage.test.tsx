import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { AreaNode, UserInfo } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  paramListAnswer,
  failure,
  envelope,
  renderPortal,
  type ServerStub,
  stubServer,
  zhangsan,
} from '../../../app/testing';
import { fill, press, sent } from '../club/clubFixtures';

const admin: UserInfo = { ...zhangsan, isAdmin: true };
const viewer: UserInfo = { ...zhangsan, permissions: [...zhangsan.permissions, 'bd:area:view'] };

const TREE = '/api/a/bd/area/queryTree';
const SAVE = '/api/a/bd/area';

const audit = {
  createdBy: 'u-admin',
  createdAt: '2026-01-01 08:00:00',
  updatedBy: 'u-admin',
  updatedAt: '2026-01-02 08:00:00',
};

function area(
  id: string,
  name: string,
  sort: number,
  parent: AreaNode | null,
  children: AreaNode[] = [],
): AreaNode {
  const node: AreaNode = {
    id,
    parentId: parent?.id ?? null,
    parentIds: parent ? `${parent.parentIds}${parent.id},` : '',
    name,
    sort,
    ...audit,
    children,
  };
  return node;
}

const east = area('a-east', '华东', 1, null);
const shanghai = area('a-sh', '上海', 1, east);
const pudong = area('a-pd', '浦东新区', 1, shanghai);
const jiangsu = area('a-js', '江苏', 2, east);
const north = area('a-north', '华北', 2, null);
const beijing = area('a-bj', '北京', 1, north);
shanghai.children = [pudong];
east.children = [shanghai, jiangsu];
north.children = [beijing];
const tree = [east, north];

async function openPage(signedIn: UserInfo = admin, extra: ServerStub = {}) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(signedIn) },
    [`POST ${TREE}`]: { body: envelope(tree) },
    [`POST ${SAVE}`]: { body: envelope({ ...jiangsu, children: undefined }) },
    ...extra,
  });
  session.signIn(signedIn);
  await renderPortal('/sys-manager/area');
  const grid = await screen.findByRole('treegrid', { name: '区域树' });
  await within(grid).findByText('华东', {});
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, grid, user };
}

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

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('AreaPage', () => {
  it(
    'shows the area tree with its top-level branches open, inside main, axe clean',
    { timeout: 40_000 },
    async () => {
      const { grid } = await openPage();
      const main = screen.getByRole('main');
      expect(within(main).getByRole('heading', { level: 1, name: '区域管理' })).toBeInTheDocument();
      expect(rowNames(grid)).toEqual(['华东', '上海', '江苏', '华北', '北京']);
      expect(row('上海')).toHaveAttribute('aria-level', '2');
      await expectNoAxeViolations(main);
    },
  );

  it('searches by name, keeping the matches’ ancestors, and resets', async () => {
    const { grid, user } = await openPage();
    await fill(user, screen.getByLabelText('区域名称'), '浦东');
    await user.click(press(screen.getByRole('search', { name: '查询区域' }), '搜索'));
    await waitFor(() => expect(rowNames(grid)).toEqual(['华东', '上海', '浦东新区']));
    // No moves on a part of the tree.
    expect(grid.querySelector('[data-part="drag-handle"]')).toBeNull();
    await user.click(press(screen.getByRole('search', { name: '查询区域' }), '重置'));
    await waitFor(() => expect(rowNames(grid)).toEqual(['华东', '上海', '江苏', '华北', '北京']));
  });

  it('adds a sub-area under a row, with its parent, ancestor list and the next sort', async () => {
    const { fetchMock, user } = await openPage();
    await user.click(press(row('华东'), '新增下级'));
    const dialog = await screen.findByRole('dialog', { name: '新增“华东”的下级区域' });
    expect(within(dialog).getByRole('combobox')).toHaveValue('华东');
    await fill(user, within(dialog).getByLabelText('区域名称'), '浙江');
    await user.click(press(dialog, '保存'));

    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      parentId: 'a-east',
      parentIds: 'a-east,',
      name: '浙江',
      sort: 3,
    });
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('validates the name with the contract’s message before anything is sent', async () => {
    const { fetchMock, user } = await openPage();
    await user.click(press(document.body, '新增区域'));
    const dialog = await screen.findByRole('dialog', { name: '新增区域' });
    await user.click(press(dialog, '保存'));
    expect(within(dialog).getByLabelText('区域名称')).toHaveAccessibleDescription('请输入区域名称');
    expect(sent(fetchMock, 'POST', SAVE)).toEqual([]);
  });

  it('edits an area and shows the server’s refusal, keeping the dialog open', async () => {
    const { fetchMock, user } = await openPage(admin, {
      [`POST ${SAVE}`]: failure('不能把区域移到它自己或它的下级区域之下'),
    });
    await user.click(press(row('上海'), '编辑'));
    const dialog = await screen.findByRole('dialog', { name: '编辑区域：上海' });
    const name = within(dialog).getByLabelText('区域名称');
    expect(name).toHaveValue('上海');
    await user.clear(name);
    await fill(user, name, '上海市');
    await user.click(press(dialog, '保存'));

    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      id: 'a-sh',
      parentId: 'a-east',
      parentIds: 'a-east,',
      name: '上海市',
      sort: 1,
    });
    expect(await screen.findByText('不能把区域移到它自己或它的下级区域之下')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '编辑区域：上海' })).toBeInTheDocument();
  });

  it('saves every renumbered area of a move with its new parent and sort', async () => {
    const { fetchMock, user } = await openPage();
    await user.click(row('江苏'));
    await user.keyboard('{Control>}{Shift>}{ArrowUp}{/Shift}{/Control}');

    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(2));
    expect(sent(fetchMock, 'POST', SAVE)).toEqual([
      { id: 'a-sh', parentId: 'a-east', parentIds: 'a-east,', name: '上海', sort: 2 },
      { id: 'a-js', parentId: 'a-east', parentIds: 'a-east,', name: '江苏', sort: 1 },
    ]);
    expect(await screen.findByText('江苏 已移动：第 2 级，第 1 项')).toBeInTheDocument();
  });

  it('deletes after confirmation and shows the server’s refusal', async () => {
    const remove = vi.fn(() => ({ body: envelope(null) }));
    const { user } = await openPage(admin, {
      'DELETE /api/a/bd/area/a-bj': remove,
      'DELETE /api/a/bd/area/a-east': failure('该区域下还有下级区域，请先删除下级区域'),
    });

    await user.click(press(row('北京'), '删除'));
    let confirmation = await screen.findByRole('alertdialog', { name: '删除区域' });
    expect(confirmation).toHaveTextContent('确定要删除 北京 吗？');
    await user.click(press(confirmation, '取消'));
    expect(remove).not.toHaveBeenCalled();

    await user.click(press(row('北京'), '删除'));
    confirmation = await screen.findByRole('alertdialog', { name: '删除区域' });
    await user.click(press(confirmation, '删除'));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));

    await user.click(press(row('华东'), '删除'));
    confirmation = await screen.findByRole('alertdialog', { name: '删除区域' });
    await user.click(press(confirmation, '删除'));
    expect(await screen.findByText('该区域下还有下级区域，请先删除下级区域')).toBeInTheDocument();
  });

  it('given only the view permission, shows the tree without ways to change it', async () => {
    const { grid } = await openPage(viewer);
    expect(rowNames(grid)).toContain('上海');
    expect(screen.queryByText('新增区域', { selector: 'button' })).not.toBeInTheDocument();
    expect(within(grid).queryByText('操作')).not.toBeInTheDocument();
    expect(within(grid).queryByText('编辑', { selector: 'button' })).not.toBeInTheDocument();
    expect(grid.querySelector('[data-part="drag-handle"]')).toBeNull();
  });
});
