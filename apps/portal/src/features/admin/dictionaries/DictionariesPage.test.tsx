import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, renderPortal, stubServer, type ServerStub } from '../../../app/testing';
import { bodiesSentTo, giveElementsABox, ok, shellAnswers } from '../roles/roleFixtures';
import { allTypes, buildFee, dictEditor, dictUser, failure, page, postItems } from './dictFixtures';

const TYPES = 'POST /api/a/bd/dict/type/queryList';
const ITEMS = 'POST /api/a/bd/dict/queryList';
const SAVE_ITEM = 'POST /api/a/bd/dict';
const SAVE_TYPE = 'POST /api/a/bd/dict/type';

function serve(user: UserInfo = dictEditor, extra: ServerStub = {}) {
  session.signIn(user);
  return stubServer({
    ...shellAnswers(user),
    [TYPES]: { body: page(allTypes) },
    [ITEMS]: { body: page(postItems) },
    ...extra,
  });
}

async function openPage(path = '/sys-manager/dict') {
  const view = await renderPortal(path);
  await screen.findByRole('heading', { level: 1, name: '字典管理' }, { timeout: 20_000 });
  await screen.findByText('项目负责人', {}, { timeout: 20_000 });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

function rowOf(name: string): HTMLElement {
  // By text, not by role and name: accessible names are slow to compute in jsdom.
  const row = screen
    .getByText(name, { selector: '[role="gridcell"] *, [role="gridcell"]' })
    .closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

configure({ asyncUtilTimeout: 5_000 });

// The route loads the page lazily; load it once up front so no test pays for its first import.
beforeAll(async () => {
  await import('./DictionariesPage');
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

describe('DictionariesPage', () => {
  it('lists the dictionaries and the first one’s entries with value, sort, status and remarks', async () => {
    const fetchStub = serve();
    await openPage();

    const list = screen.getByRole('tree', { name: '字典列表' });
    expect(within(list).getByText('项目岗位（projectPost）')).toBeInTheDocument();
    expect(within(list).getByText('工程类别（engineering-type）')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '项目岗位（projectPost）' }),
    ).toBeInTheDocument();
    const manager = rowOf('项目负责人');
    expect(within(manager).getByRole('gridcell', { name: 'manager' })).toBeInTheDocument();
    expect(within(manager).getByText('启用')).toBeInTheDocument();
    expect(within(manager).getByText('对项目全面负责')).toBeInTheDocument();
    expect(within(rowOf('审核人')).getByText('停用')).toBeInTheDocument();
    expect(bodiesSentTo(fetchStub, ITEMS)[0]).toEqual({
      pageNo: 1,
      pageSize: 20,
      params: { type: 'projectPost' },
      orderBy: 'sort',
      order: 'ASC',
    });
    await expectNoAxeViolations(screen.getByRole('main'));
  }, 60_000);

  it('shows another dictionary’s entries when it is chosen, and searches them', async () => {
    const fetchStub = serve();
    const { user } = await openPage();

    await user.click(screen.getByText('建安费用（build-fee）'));
    await screen.findByRole('heading', { level: 2, name: '建安费用（build-fee）' });
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, ITEMS).at(-1)).toMatchObject({
        params: { type: 'build-fee' },
      }),
    );
    await user.type(screen.getByRole('textbox', { name: '标签或键值' }), ' 税 ');
    await user.click(
      within(screen.getByRole('search', { name: '搜索条目' })).getByRole('button', {
        name: '搜索',
      }),
    );
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, ITEMS).at(-1)).toMatchObject({
        pageNo: 1,
        params: { type: 'build-fee', keyword: '税' },
      }),
    );
  });

  it('points a tree dictionary to the tree dictionaries page', async () => {
    serve();
    const { user } = await openPage();

    await user.click(screen.getByText('工程类别（engineering-type）'));
    const link = await screen.findByRole('link', { name: '打开树形字典' });
    expect(link).toHaveAttribute('href', '/sys-manager/hierarchy-dict?type=engineering-type');
    expect(screen.queryByRole('grid', { name: '字典条目' })).toBeNull();
  });

  it('refuses an empty label, then creates an entry in the chosen dictionary', async () => {
    const fetchStub = serve(dictEditor, { [SAVE_ITEM]: { body: envelope(postItems[0]) } });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: '新增条目' }));
    const dialog = await screen.findByRole('dialog', { name: '新增条目' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('textbox', { name: '标签' })).toHaveAccessibleDescription(
      '请输入字典标签',
    );
    expect(bodiesSentTo(fetchStub, SAVE_ITEM)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: '标签' }), '造价员');
    await user.type(within(dialog).getByRole('textbox', { name: '键值' }), 'cost clerk');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(bodiesSentTo(fetchStub, SAVE_ITEM)).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: '键值' }));
    await user.type(within(dialog).getByRole('textbox', { name: '键值' }), 'cost-clerk');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE_ITEM)).toEqual([
        {
          type: 'projectPost',
          parentId: null,
          label: '造价员',
          value: 'cost-clerk',
          group: null,
          sort: 3,
          enabled: true,
          remarks: null,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('操作成功')).toBeInTheDocument();
  });

  it('edits an entry from its row, and shows the server’s refusal with the dialog still open', async () => {
    const fetchStub = serve(dictEditor, {
      [SAVE_ITEM]: failure('字典中已有键值为 reviewer 的条目'),
    });
    const { user } = await openPage();

    await user.click(within(rowOf('项目负责人')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑条目：项目负责人' });
    const value = within(dialog).getByRole('textbox', { name: '键值' });
    expect(value).toHaveValue('manager');
    await user.clear(value);
    await user.type(value, 'reviewer');
    await user.click(within(dialog).getByRole('switch', { name: '启用' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE_ITEM)).toEqual([
        expect.objectContaining({ id: 'i-manager', value: 'reviewer', enabled: false }),
      ]),
    );
    expect(await screen.findByText('字典中已有键值为 reviewer 的条目')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '编辑条目：项目负责人' })).toBeInTheDocument();
  });

  it('asks before deleting an entry, then deletes it and reads the list again', async () => {
    const fetchStub = serve(dictEditor, { 'DELETE /api/a/bd/dict/i-reviewer': ok });
    const { user } = await openPage();

    await user.click(within(rowOf('审核人')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确定要删除 审核人 吗？');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(bodiesSentTo(fetchStub, 'DELETE /api/a/bd/dict/i-reviewer')).toHaveLength(0);

    await user.click(within(rowOf('审核人')).getByRole('button', { name: '删除' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }),
    );
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, 'DELETE /api/a/bd/dict/i-reviewer')).toHaveLength(1),
    );
    await waitFor(() => expect(bodiesSentTo(fetchStub, ITEMS).length).toBeGreaterThan(1));
  });

  it('saves a sort typed into the sort cell with the rest of the entry', async () => {
    const fetchStub = serve(dictEditor, { [SAVE_ITEM]: { body: envelope(postItems[1]) } });
    const { user } = await openPage();

    await user.click(within(rowOf('审核人')).getByRole('gridcell', { name: '2' }));
    await user.keyboard('{Enter}');
    const cell = screen.getByRole('textbox', { name: '编辑 排序' });
    await user.clear(cell);
    await user.type(cell, '9{Enter}');

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE_ITEM)).toEqual([
        expect.objectContaining({
          id: 'i-reviewer',
          type: 'projectPost',
          value: 'reviewer',
          sort: 9,
        }),
      ]),
    );
  });

  it('creates a dictionary and deletes one after asking, telling a refusal', async () => {
    const fetchStub = serve(dictEditor, {
      [SAVE_TYPE]: { body: envelope(buildFee) },
      'DELETE /api/a/bd/dict/type/t-post': failure('该字典下还有 2 个条目，请先删除条目'),
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: '新增字典' }));
    const dialog = await screen.findByRole('dialog', { name: '新增字典' });
    await user.type(within(dialog).getByRole('textbox', { name: '字典名称' }), '费用类别');
    await user.type(within(dialog).getByRole('textbox', { name: '字典编码' }), 'fee-kind');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE_TYPE)).toEqual([
        { code: 'fee-kind', name: '费用类别', kind: 'list', sort: 0, remarks: null },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByText('项目岗位（projectPost）'));
    await user.click(screen.getByRole('button', { name: '删除字典' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确定要删除 项目岗位（projectPost） 吗？');
    await user.click(within(question).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('该字典下还有 2 个条目，请先删除条目')).toBeInTheDocument();
    expect(bodiesSentTo(fetchStub, 'DELETE /api/a/bd/dict/type/t-post')).toHaveLength(1);
  });

  it('given only the view permission, offers no add, edit, delete or sort editing', async () => {
    serve(dictUser());
    await openPage('/main-page/dict');

    const main = screen.getByRole('main');
    for (const name of ['新增字典', '编辑字典', '删除字典', '新增条目', '编辑', '删除']) {
      expect(within(main).queryByRole('button', { name })).toBeNull();
    }
    expect(within(main).getByRole('searchbox', { name: '字典名称或编码' })).toBeInTheDocument();
    await expectNoAxeViolations(main);
  });
});
