import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  fill,
  paramListAnswer,
  press,
  renderPortal,
  sent,
  stubServer,
  type ServerStub,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage, layOutByRole } from '../../admin/footprints/adminPageTesting';
import { libraryProjects, project, projectKinds, savedSearches } from './libraryFixtures';
import { conditionStubs } from '../projectFiles/projectFileFixtures';

// Each test mounts the whole portal; on a busy two-core machine the first one also loads it
// (and creating a project loads the detail page too).
vi.setConfig({ testTimeout: 120_000 });

const SEARCH = '/api/b/project/index/search/searchProject';
const SAVE_SEARCH = '/api/b/project/index/search';
const SAVED_LIST = '/api/b/project/index/search/defaultInfo/consult';
const SAVE_PROJECT = '/api/b/project/saveProject';

const viewer: UserInfo = zhangsan;
const editor: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'cost:project:edit', 'cost:project:delete'],
};

function page(data: unknown[], total: number, pageNo = 1) {
  return { body: envelope({ pageNo, pageSize: 20, total, data }) };
}

async function openPage(signedIn: UserInfo = editor, extra: ServerStub = {}) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(signedIn) },
    'GET /api/share/bd/treedict/project-kind': { body: envelope(projectKinds) },
    [`POST ${SEARCH}`]: page(libraryProjects, 45),
    [`GET ${SAVED_LIST}`]: { body: envelope(savedSearches) },
    'GET /api/b/project/index/search/s-1': { body: envelope(savedSearches[0]) },
    ...conditionStubs(),
    ...extra,
  });
  session.signIn(signedIn);
  await renderPortal('/consult/list');
  const grid = await screen.findByRole('grid', { name: '项目列表' }, { timeout: 30_000 });
  await within(grid).findByText('滨江花园二期', {});
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, grid, user };
}

function row(grid: HTMLElement, name: string) {
  const found = within(grid).getByText(name).closest<HTMLElement>('[role="row"]');
  if (!found) throw new Error(`no row ${name}`);
  return found;
}

beforeEach(() => layOutByRole({ grid: { width: 2400, height: 800 } }));
afterEach(cleanUpPage);

describe('ConsultListPage', () => {
  it('lists projects with their figures: 万元, 元/m², file type and check badges', async () => {
    const { grid } = await openPage();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: '项目案例库' })).toBeInTheDocument();
    const first = within(row(grid, '滨江花园二期'));
    expect(first.getByText('12345.68')).toBeInTheDocument();
    expect(first.getByText('2,743.48')).toBeInTheDocument();
    expect(first.getByText('招标控制价')).toBeInTheDocument();
    expect(first.getByText('一般计税')).toBeInTheDocument();
    expect(first.getByText('错误 3')).toBeInTheDocument();
    expect(first.getByText('警告 5')).toBeInTheDocument();
    const second = within(row(grid, '科技园办公楼'));
    expect(second.getByText('结算')).toBeInTheDocument();
    expect(second.getByText('880.00')).toBeInTheDocument();
    expect(second.getByText('未检查')).toBeInTheDocument();
    expect(first.getByText('滨江花园二期').closest('a')).toHaveAttribute(
      'href',
      '/consult/detail/project-info/project-structure?projectId=p-1',
    );
    await expectNoAxeViolations(main);
  });

  it('searches with the condition, pages, and resets', async () => {
    const { fetchMock, user } = await openPage();
    expect(sent(fetchMock, 'POST', SEARCH)[0]).toEqual({ pageNo: 1, pageSize: 20, params: {} });

    const bar = screen.getByRole('search', { name: '项目查询条件' });
    await fill(user, within(bar).getByLabelText('关键字'), '花园');
    await fill(user, within(bar).getByLabelText('地区'), '广州');
    await user.click(within(bar).getByText('仅看有错误的项目'));
    await user.click(press(bar, '搜索'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', SEARCH).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { searchContent: '花园', region: '广州', hasErrors: true },
      }),
    );

    await user.click(screen.getByLabelText('第 2 页'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', SEARCH).at(-1)).toEqual(
        expect.objectContaining({
          pageNo: 2,
          params: expect.objectContaining({ region: '广州' }) as unknown,
        }),
      ),
    );

    await user.click(press(bar, '重置'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', SEARCH).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: {},
      }),
    );
    expect(within(bar).getByLabelText('关键字')).toHaveValue('');
  });

  it('saves the current condition under a name and applies a saved search', async () => {
    const { fetchMock, user } = await openPage(editor, {
      [`POST ${SAVE_SEARCH}`]: { body: envelope({ ...savedSearches[0], id: 's-2', name: '广州' }) },
    });
    const bar = screen.getByRole('search', { name: '项目查询条件' });
    await fill(user, within(bar).getByLabelText('地区'), '广州');
    await user.click(press(bar, '搜索'));
    await user.click(press(document.body, '保存查询'));
    const dialog = await screen.findByRole('dialog', { name: '保存当前查询条件' });
    await fill(user, within(dialog).getByLabelText('查询名称'), '广州项目');
    await user.click(press(dialog, '保存'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', SAVE_SEARCH)).toEqual([
        { name: '广州项目', condition: { region: '广州' } },
      ]),
    );

    await user.click(press(document.body, '常用查询'));
    await user.click(await screen.findByRole('menuitem', { name: '深圳结算' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', SEARCH).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { region: '深圳', fileType: 'settlement' },
      }),
    );
    // The fields show the saved condition.
    await waitFor(() =>
      expect(
        within(screen.getByRole('search', { name: '项目查询条件' })).getByLabelText('地区'),
      ).toHaveValue('深圳'),
    );
  });

  it('creates a project and opens it', async () => {
    const created = project('p-new', { name: '城南学校', priceDate: '2026-05-01' });
    const { fetchMock, user } = await openPage(editor, {
      [`POST ${SAVE_PROJECT}`]: { body: envelope(created) },
      'GET /api/b/project/p-new': { body: envelope(created) },
      'GET /api/b/project/node/queryProjectTree/p-new': { body: envelope([]) },
    });
    await user.click(press(document.body, '新建项目'));
    const dialog = await screen.findByRole('dialog', { name: '新建项目' });
    await user.click(press(dialog, '保存'));
    expect(within(dialog).getByLabelText('项目名称')).toHaveAccessibleDescription(
      /请输入项目名称|不能为空/,
    );
    expect(sent(fetchMock, 'POST', SAVE_PROJECT)).toEqual([]);

    await fill(user, within(dialog).getByLabelText('项目名称'), '城南学校');
    await fill(user, within(dialog).getByLabelText('建筑面积(m²)'), '8,000');
    await user.click(within(dialog).getByLabelText('结算'));
    const date = within(dialog).getAllByRole('spinbutton');
    await user.click(date[0]!);
    await user.keyboard('20260501');
    await user.click(press(dialog, '保存'));

    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE_PROJECT)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE_PROJECT)[0]).toEqual(
      expect.objectContaining({
        name: '城南学校',
        fileType: 'settlement',
        taxMethod: 'general',
        priceDate: '2026-05-01',
        area: '8,000',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '城南学校' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });

  it('deletes a project’s root node after confirmation', async () => {
    const remove = vi.fn(() => ({ body: envelope(null) }));
    const { grid, user } = await openPage(editor, {
      'DELETE /api/b/project/node/p-2-root': remove,
    });
    await user.click(press(row(grid, '科技园办公楼'), '删除'));
    const confirmation = await screen.findByRole('alertdialog', { name: '删除项目' });
    expect(confirmation).toHaveTextContent('确定要删除 科技园办公楼 吗？');
    await user.click(press(confirmation, '删除'));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it('given only the view permission, offers no create or delete', async () => {
    const { grid } = await openPage(viewer);
    expect(screen.queryByText('新建项目', { selector: 'button' })).not.toBeInTheDocument();
    expect(within(grid).queryByText('删除', { selector: 'button' })).not.toBeInTheDocument();
  });
});
