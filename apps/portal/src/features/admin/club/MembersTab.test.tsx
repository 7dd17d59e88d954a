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

const LIST = '/api/b/member/queryList';
const SAVE = '/api/b/member/save';

setUpPageTests();

async function memberGrid() {
  const grid = await screen.findByRole('grid', { name: '会员列表' });
  await within(grid).findByText('李四');
  return grid;
}

describe('MembersTab', () => {
  it('lists members with their level and area, axe clean', { timeout: 40_000 }, async () => {
    await openClubPage(admin, '?tab=members');
    const grid = await memberGrid();
    const row = within(rowOf('李四', grid));
    expect(row.getByText('13800000001')).toBeInTheDocument();
    expect(row.getByText('银卡会员')).toBeInTheDocument();
    expect(row.getByText('上海')).toBeInTheDocument();
    expect(within(rowOf('王五', grid)).getByText('老客户')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('searches by keyword and level, from page one', async () => {
    const { fetchMock, user } = await openClubPage(admin, '?tab=members');
    await memberGrid();
    const search = screen.getByRole('search', { name: '查询会员' });
    await fill(user, within(search).getByLabelText('关键字'), '1380000');
    await user.click(within(search).getByRole('button', { name: /会员等级/ }));
    await user.click(await screen.findByRole('option', { name: '银卡会员' }));
    await user.click(press(search, '搜索'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', LIST).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { keyword: '1380000', levelId: 'l-silver' },
      }),
    );
  });

  it('creates a member after the contract’s checks of name and mobile', async () => {
    const { fetchMock, user } = await openClubPage(admin, '?tab=members');
    await memberGrid();
    await user.click(press(document.body, '新增会员'));
    const dialog = await screen.findByRole('dialog', { name: '新增会员' });
    await user.click(press(dialog, '保存'));
    expect(within(dialog).getByLabelText('会员姓名')).toHaveAccessibleDescription('请输入会员姓名');

    await fill(user, within(dialog).getByLabelText('会员姓名'), '赵六');
    await fill(user, within(dialog).getByLabelText('手机号码'), '12345');
    await user.click(press(dialog, '保存'));
    expect(within(dialog).getByLabelText('手机号码')).toHaveAccessibleDescription(
      '手机号码格式不正确',
    );
    expect(sent(fetchMock, 'POST', SAVE)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('手机号码'));
    await fill(user, within(dialog).getByLabelText('手机号码'), '13900000009');
    await user.click(within(dialog).getByRole('button', { name: /会员等级/ }));
    await user.click(await screen.findByRole('option', { name: '金卡会员' }));
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      name: '赵六',
      phone: '13900000009',
      email: null,
      levelId: 'l-gold',
      areaId: null,
      remarks: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a member and shows the server’s refusal', async () => {
    const { fetchMock, user } = await openClubPage(admin, '?tab=members', {
      [`POST ${SAVE}`]: failure('手机号 13800000002 已被其他会员使用'),
    });
    const grid = await memberGrid();
    await user.click(press(rowOf('李四', grid), '编辑'));
    const dialog = await screen.findByRole('dialog', { name: '编辑会员：李四' });
    const phone = within(dialog).getByLabelText('手机号码');
    await user.clear(phone);
    await fill(user, phone, '13800000002');
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      id: 'm-li',
      name: '李四',
      phone: '13800000002',
      email: 'lisi@example.com',
      levelId: 'l-silver',
      areaId: 'a-sh',
      remarks: null,
    });
    expect(await screen.findByText('手机号 13800000002 已被其他会员使用')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '编辑会员：李四' })).toBeInTheDocument();
  });

  it('resets a password with the password in the body and "-" in the path', async () => {
    const reset = vi.fn((_init: RequestInit | undefined) => ({ body: envelope(null) }));
    const { user } = await openClubPage(admin, '?tab=members', {
      'PUT /api/b/member/resetPassword/m-li/-': reset,
    });
    const grid = await memberGrid();
    await user.click(press(rowOf('李四', grid), '重置密码'));
    const dialog = await screen.findByRole('dialog', { name: '重置密码 - 李四' });
    await fill(user, within(dialog).getByLabelText('新密码'), 'Cost@2026');
    await fill(user, within(dialog).getByLabelText('确认新密码'), 'Cost@2025');
    await user.click(press(dialog, '重置密码'));
    expect(reset).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('确认新密码'));
    await fill(user, within(dialog).getByLabelText('确认新密码'), 'Cost@2026');
    await user.click(press(dialog, '重置密码'));
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    expect(JSON.parse(reset.mock.calls[0]![0]?.body as string)).toEqual({ password: 'Cost@2026' });
    const done = await screen.findByRole('dialog', { name: '密码已重置' });
    expect(within(done).getByText('Cost@2026')).toBeInTheDocument();
  });

  it('deletes after confirmation and shows a refusal', async () => {
    const { user } = await openClubPage(admin, '?tab=members', {
      'DELETE /api/b/member/m-wang': failure('会员不存在或已被删除'),
    });
    const grid = await memberGrid();
    await user.click(press(rowOf('王五', grid), '删除'));
    const confirmation = await screen.findByRole('alertdialog', { name: '删除会员' });
    expect(confirmation).toHaveTextContent('确定要删除 王五 吗？');
    await user.click(press(confirmation, '删除'));
    expect(await screen.findByText('会员不存在或已被删除')).toBeInTheDocument();
  });

  it('given only the view permission, offers no way to change members', async () => {
    // The page itself needs member:club:view (its route's permission).
    await openClubPage(withPermissions('member:club:view', 'member:view'), '?tab=members');
    const grid = await memberGrid();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['俱乐部', '会员']);
    expect(screen.queryByText('新增会员', { selector: 'button' })).toBeNull();
    expect(within(grid).queryByText('重置密码', { selector: 'button' })).toBeNull();
    expect(within(grid).queryByText('删除', { selector: 'button' })).toBeNull();
    // No level or area filter without the permission to list them.
    const search = screen.getByRole('search', { name: '查询会员' });
    expect(within(search).queryByRole('combobox')).toBeNull();
    expect(within(search).queryByRole('button', { name: /会员等级/ })).toBeNull();
  });
});
