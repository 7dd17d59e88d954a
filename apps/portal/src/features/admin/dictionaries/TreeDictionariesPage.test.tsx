import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, renderPortal, press, type ServerStub, stubServer } from '../../../app/testing';
import { bodiesSentTo, giveElementsABox, ok, shellAnswers } from '../roles/roleFixtures';
import {
  dictEditor,
  dictUser,
  engineeringTree,
  engineeringType,
  failure,
  page,
  postItems,
} from './dictFixtures';

const TYPES = 'POST /api/a/bd/dict/type/queryList';
const TREE = 'POST /api/a/bd/treedict/queryTree';
const SAVE = 'POST /api/a/bd/treedict';
const SORT = 'POST /api/a/bd/treedict/updateSortList';

function serve(user: UserInfo = dictEditor, extra: ServerStub = {}) {
  session.signIn(user);
  return stubServer({
    ...shellAnswers(user),
    [TYPES]: { body: page([engineeringType]) },
    [TREE]: { body: envelope(engineeringTree()) },
    [SAVE]: { body: envelope(postItems[0]) },
    [SORT]: ok,
    ...extra,
  });
}

async function openPage(path = '/sys-manager/hierarchy-dict') {
  const view = await renderPortal(path);
  await screen.findByRole('heading', { level: 1, name: '树形字典' }, { timeout: 20_000 });
  const grid = await screen.findByRole('treegrid', { name: '工程类别的节点' });
  await within(grid).findByText('保障性住房');
  // jsdom computes styles slowly; nothing on this page turns pointer events off.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, grid, user };
}

// Rows are found by their text inside the grid: role queries by name are slow in jsdom.
function row(name: string): HTMLElement {
  const grid = screen.getByRole('treegrid');
  const found = within(grid).getByText(name).closest<HTMLElement>('[role="row"]');
  if (!found) throw new Error(`no row ${name}`);
  return found;
}

async function moveFocusedRow(user: ReturnType<typeof userEvent.setup>, name: string, key: string) {
  await user.click(row(name));
  await user.keyboard(`{Control>}{Shift>}{${key}}{/Shift}{/Control}`);
}

configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await import('./TreeDictionariesPage');
}, 60_000);
beforeEach(giveElementsABox);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('TreeDictionariesPage', () => {
  it('lists the tree dictionaries and shows the chosen one’s nodes nested, all open', async () => {
    const fetchStub = serve();
    await openPage();

    expect(bodiesSentTo(fetchStub, TYPES)[0]).toEqual({
      pageNo: 1,
      pageSize: 500,
      params: { kind: 'tree' },
    });
    expect(bodiesSentTo(fetchStub, TREE)[0]).toEqual({ type: 'engineering-type' });
    expect(row('房屋建筑工程')).toHaveAttribute('aria-level', '1');
    expect(row('住宅')).toHaveAttribute('aria-level', '2');
    expect(row('保障性住房')).toHaveAttribute('aria-level', '3');
    expect(row('城市道路')).toHaveAttribute('aria-level', '3');
    expect(within(row('办公楼')).getByText('office')).toBeInTheDocument();
    // The third level takes no children.
    expect(within(row('住宅')).queryByText('新增下级', { selector: 'button' })).not.toBeNull();
    expect(within(row('保障性住房')).queryByText('新增下级', { selector: 'button' })).toBeNull();
    expect(screen.getByRole('treegrid').querySelector('[data-part="drag-handle"]')).not.toBeNull();
    await expectNoAxeViolations(screen.getByRole('main'));
  }, 60_000);

  it('adds a child under a node through the tree endpoint, last among its siblings', async () => {
    const fetchStub = serve();
    const { user } = await openPage();

    await user.click(press(row('房屋建筑工程'), '新增下级'));
    const dialog = await screen.findByRole('dialog', { name: '新增下级：房屋建筑工程' });
    expect(dialog).toHaveTextContent('上级节点房屋建筑工程');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(bodiesSentTo(fetchStub, SAVE)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: '标签' }), '学校');
    await user.type(within(dialog).getByRole('textbox', { name: '键值' }), 'school');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE)).toEqual([
        {
          type: 'engineering-type',
          parentId: 'i-building',
          label: '学校',
          value: 'school',
          group: null,
          sort: 3,
          enabled: true,
          remarks: null,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bodiesSentTo(fetchStub, TREE).length).toBeGreaterThan(1));
  });

  it('edits a node, keeping its parent, and shows a refusal with the dialog still open', async () => {
    const fetchStub = serve(dictEditor, {
      [SAVE]: failure('树形字典最多 3 级，“道路”放在这里会超过 3 级'),
    });
    const { user } = await openPage();

    await user.click(press(row('道路工程'), '编辑'));
    const dialog = await screen.findByRole('dialog', { name: '编辑条目：道路工程' });
    expect(dialog).toHaveTextContent('上级节点市政工程');
    const label = within(dialog).getByRole('textbox', { name: '标签' });
    await user.clear(label);
    await user.type(label, '道路');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE)).toEqual([
        expect.objectContaining({ id: 'i-road', parentId: 'i-municipal', label: '道路' }),
      ]),
    );
    expect(
      await screen.findByText('树形字典最多 3 级，“道路”放在这里会超过 3 级'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '编辑条目：道路工程' })).toBeInTheDocument();
  });

  it('asks before deleting a node and tells the server’s refusal of one with children', async () => {
    const fetchStub = serve(dictEditor, {
      'DELETE /api/a/bd/treedict/i-road': failure('该条目下还有下级条目，请先删除下级条目'),
      'DELETE /api/a/bd/treedict/i-office': ok,
    });
    const { user } = await openPage();

    await user.click(press(row('办公楼'), '删除'));
    let question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确定要删除 办公楼 吗？');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(bodiesSentTo(fetchStub, 'DELETE /api/a/bd/treedict/i-office')).toHaveLength(0);

    await user.click(press(row('办公楼'), '删除'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }),
    );
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, 'DELETE /api/a/bd/treedict/i-office')).toHaveLength(1),
    );

    await user.click(press(row('道路工程'), '删除'));
    question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('该条目下还有下级条目，请先删除下级条目')).toBeInTheDocument();
  });

  it('when a node moves up, saves the renumbered level with its parent', async () => {
    const fetchStub = serve();
    const { user } = await openPage();
    await moveFocusedRow(user, '办公楼', 'ArrowUp');

    await waitFor(() => expect(bodiesSentTo(fetchStub, SORT)).toHaveLength(1));
    expect(bodiesSentTo(fetchStub, SORT)[0]).toEqual([
      { id: 'i-residential', parentId: 'i-building', sort: 2 },
      { id: 'i-office', parentId: 'i-building', sort: 1 },
    ]);
  });

  it('refuses a move that would make a fourth level, and the row snaps back', async () => {
    const fetchStub = serve();
    const { user } = await openPage();
    // Into 房屋建筑工程: 市政工程 › 道路工程 › 城市道路 would end at level 4.
    await moveFocusedRow(user, '市政工程', 'ArrowRight');

    expect(await screen.findByText('“市政工程”不能移到这里：树形字典最多三级')).toBeInTheDocument();
    await waitFor(() => expect(row('市政工程')).toHaveAttribute('aria-level', '1'));
    expect(bodiesSentTo(fetchStub, SORT)).toEqual([]);
  });

  it('given only the view permission, offers no add, edit, delete or drag', async () => {
    serve(dictUser());
    const { grid } = await openPage('/main-page/dict/project');

    const main = screen.getByRole('main');
    for (const text of [
      '新增树形字典',
      '编辑字典',
      '删除字典',
      '新增顶级节点',
      '新增下级',
      '编辑',
      '删除',
    ]) {
      expect(within(main).queryByText(text, { selector: 'button' })).toBeNull();
    }
    expect(within(main).queryByText(/拖动行可调整顺序/)).toBeNull();
    expect(grid.querySelector('[data-part="drag-handle"]')).toBeNull();
    await expectNoAxeViolations(main);
  });
});
