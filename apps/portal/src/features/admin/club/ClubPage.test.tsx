import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { envelope } from '../../../app/testing';
import {
  admin,
  failure,
  fill,
  openClubPage,
  press,
  rowOf,
  sent,
  setUpPageTests,
  withPermissions,
} from './clubFixtures';

const LIST = '/api/b/club/queryList';
const SAVE = '/api/b/club';

setUpPageTests();

async function clubGrid() {
  const grid = await screen.findByRole('grid', { name: '俱乐部列表' });
  await within(grid).findByText('上海造价俱乐部');
  return grid;
}

describe('ClubPage tabs', () => {
  it(
    'shows the three tabs, keeps the chosen one in ?tab= and opens it from the address',
    { timeout: 40_000 },
    async () => {
      const { user, router } = await openClubPage(admin);
      const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
      expect(tabs).toEqual(['俱乐部', '会员', '会员等级']);
      expect(screen.getByRole('tab', { name: '俱乐部' })).toHaveAttribute('aria-selected', 'true');

      await user.click(screen.getByRole('tab', { name: '会员等级' }));
      await waitFor(() => expect(router.state.location.search).toBe('?tab=levels'));
      expect(await screen.findByRole('treegrid', { name: '会员等级列表' })).toBeInTheDocument();
    },
  );

  it('opens the tab the address names (a refresh keeps it)', async () => {
    await openClubPage(admin, '?tab=members');
    expect(screen.getByRole('tab', { name: '会员' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('grid', { name: '会员列表' })).toBeInTheDocument();
  });

  it('leaves out the tabs the user may not view, and falls back from one they may not', async () => {
    await openClubPage(withPermissions('member:club:view', 'member:level:view'), '?tab=members');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '俱乐部',
      '会员等级',
    ]);
    expect(screen.getByRole('tab', { name: '俱乐部' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('ClubsTab', () => {
  it('lists clubs with area, leader, member count, sort and remarks, axe clean', async () => {
    await openClubPage(admin);
    const grid = await clubGrid();
    const row = within(rowOf('上海造价俱乐部', grid));
    expect(row.getByText('上海')).toBeInTheDocument();
    expect(row.getByText('李四')).toBeInTheDocument();
    expect(row.getByText('每月一次沙龙')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('filters by name and area', async () => {
    const { fetchMock, user } = await openClubPage(admin);
    await clubGrid();
    const search = screen.getByRole('search', { name: '查询俱乐部' });
    await fill(user, within(search).getByLabelText('俱乐部名称'), '上海');
    await user.click(within(search).getByRole('combobox', { name: '所属区域' }));
    await user.click(await screen.findByRole('option', { name: '华东 / 上海' }));
    await user.click(press(search, '搜索'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', LIST).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { name: '上海', areaId: 'a-sh' },
      }),
    );
  });

  it('creates a club with exactly the form’s fields, after the contract’s name check', async () => {
    const { fetchMock, user } = await openClubPage(admin);
    await clubGrid();
    await user.click(press(document.body, '新增俱乐部'));
    const dialog = await screen.findByRole('dialog', { name: '新增俱乐部' });
    await user.click(press(dialog, '保存'));
    expect(within(dialog).getByLabelText('俱乐部名称')).toHaveAccessibleDescription(
      '请输入俱乐部名称',
    );
    expect(sent(fetchMock, 'POST', SAVE)).toEqual([]);

    await fill(user, within(dialog).getByLabelText('俱乐部名称'), '苏州沙龙');
    await fill(user, within(dialog).getByLabelText('备注'), '新成立');
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      name: '苏州沙龙',
      areaId: null,
      leaderId: null,
      sort: 0,
      remarks: '新成立',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a club and shows the server’s refusal, keeping the dialog open', async () => {
    const { fetchMock, user } = await openClubPage(admin, '', {
      [`POST ${SAVE}`]: failure('俱乐部 华东客户群 已存在'),
    });
    const grid = await clubGrid();
    await user.click(press(rowOf('上海造价俱乐部', grid), '编辑'));
    const dialog = await screen.findByRole('dialog', { name: '编辑俱乐部：上海造价俱乐部' });
    const name = within(dialog).getByLabelText('俱乐部名称');
    await user.clear(name);
    await fill(user, name, '华东客户群');
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      id: 'c-sh',
      name: '华东客户群',
      areaId: 'a-sh',
      leaderId: 'm-li',
      sort: 1,
      remarks: '每月一次沙龙',
    });
    expect(await screen.findByText('俱乐部 华东客户群 已存在')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '编辑俱乐部：上海造价俱乐部' })).toBeInTheDocument();
  });

  it('sets a club’s members to the chosen ones', async () => {
    const { fetchMock, user } = await openClubPage(admin);
    const grid = await clubGrid();
    await user.click(press(rowOf('上海造价俱乐部', grid), '成员'));
    const dialog = await screen.findByRole('dialog', { name: '俱乐部成员：上海造价俱乐部' });
    expect(within(dialog).getByText('已选 1 名会员', { exact: false })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: '王五（13800000002）' }));
    await user.click(press(dialog, '保存'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/club/c-sh/memberIds')).toEqual([['m-li', 'm-wang']]),
    );
  });

  it('deletes after confirmation', async () => {
    const remove = vi.fn(() => ({ body: envelope(null) }));
    const { user } = await openClubPage(admin, '', { 'DELETE /api/b/club/c-east': remove });
    const grid = await clubGrid();
    await user.click(press(rowOf('华东客户群', grid), '删除'));
    let confirmation = await screen.findByRole('alertdialog', { name: '删除俱乐部' });
    expect(confirmation).toHaveTextContent('确定要删除 华东客户群 吗？');
    await user.click(press(confirmation, '取消'));
    expect(remove).not.toHaveBeenCalled();
    await user.click(press(rowOf('华东客户群', grid), '删除'));
    confirmation = await screen.findByRole('alertdialog', { name: '删除俱乐部' });
    await user.click(press(confirmation, '删除'));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
  });

  it('given only the view permission, offers no way to change clubs', async () => {
    await openClubPage(withPermissions('member:club:view'));
    const grid = await clubGrid();
    expect(screen.queryByText('新增俱乐部', { selector: 'button' })).toBeNull();
    expect(within(grid).queryByText('编辑', { selector: 'button' })).toBeNull();
    expect(within(grid).queryByText('删除', { selector: 'button' })).toBeNull();
    expect(within(grid).queryByText('操作')).toBeNull();
  });
});
