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

const LIST = '/api/b/member/level/queryList';
const SAVE = '/api/b/member/level';

setUpPageTests();

async function levelGrid() {
  const grid = await screen.findByRole('treegrid', { name: '会员等级列表' });
  await within(grid).findByText('普通会员');
  return grid;
}

function rowNames(grid: HTMLElement) {
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((element) => element.querySelector('[role="gridcell"]')?.textContent?.trim());
}

describe('LevelsTab', () => {
  it(
    'lists the levels by sort, asking the server for sort ascending, axe clean',
    { timeout: 40_000 },
    async () => {
      const { fetchMock } = await openClubPage(admin, '?tab=levels');
      const grid = await levelGrid();
      expect(rowNames(grid)).toEqual(['普通会员', '银卡会员', '金卡会员']);
      expect(within(rowOf('银卡会员', grid)).getByText('年费 500')).toBeInTheDocument();
      expect(sent(fetchMock, 'POST', LIST)[0]).toMatchObject({ orderBy: 'sort', order: 'ASC' });
      await expectNoAxeViolations(screen.getByRole('main'));
    },
  );

  it('moves a level: the drop goes to the server as after the level above it', async () => {
    const { fetchMock, user } = await openClubPage(admin, '?tab=levels');
    const grid = await levelGrid();
    await user.click(rowOf('金卡会员', grid));
    await user.keyboard('{Control>}{Shift>}{ArrowUp}{/Shift}{/Control}');
    await waitFor(() =>
      expect(
        sent(fetchMock, 'POST', '/api/b/member/level/updateSort/l-gold/l-normal/after'),
      ).toHaveLength(1),
    );
  });

  it('moves a level to the top as before the first one', async () => {
    const { fetchMock, user } = await openClubPage(admin, '?tab=levels');
    const grid = await levelGrid();
    await user.click(rowOf('银卡会员', grid));
    await user.keyboard('{Control>}{Shift>}{ArrowUp}{/Shift}{/Control}');
    await waitFor(() =>
      expect(
        sent(fetchMock, 'POST', '/api/b/member/level/updateSort/l-silver/l-normal/before'),
      ).toHaveLength(1),
    );
  });

  it('refuses to put a level inside another', async () => {
    const { fetchMock, user } = await openClubPage(admin, '?tab=levels');
    const grid = await levelGrid();
    await user.click(rowOf('银卡会员', grid));
    await user.keyboard('{Control>}{Shift>}{ArrowRight}{/Shift}{/Control}');
    expect(await screen.findByText('会员等级不分上下级，只能调整前后顺序')).toBeInTheDocument();
    expect(rowNames(grid)).toEqual(['普通会员', '银卡会员', '金卡会员']);
    expect(
      fetchMock.mock.calls.some(([input]) =>
        (input instanceof Request ? input.url : input.toString()).includes('updateSort'),
      ),
    ).toBe(false);
  });

  it('creates a level last, after the contract’s name check', async () => {
    const { fetchMock, user } = await openClubPage(admin, '?tab=levels');
    await levelGrid();
    await user.click(press(document.body, '新增等级'));
    const dialog = await screen.findByRole('dialog', { name: '新增会员等级' });
    await user.click(press(dialog, '保存'));
    expect(within(dialog).getByLabelText('等级名称')).toHaveAccessibleDescription(
      '请输入会员等级名称',
    );
    await fill(user, within(dialog).getByLabelText('等级名称'), '钻石会员');
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({ name: '钻石会员', sort: 4, remarks: null });
  });

  it('edits a level and shows the server’s refusal', async () => {
    const { fetchMock, user } = await openClubPage(admin, '?tab=levels', {
      [`POST ${SAVE}`]: failure('会员等级 金卡会员 已存在'),
    });
    const grid = await levelGrid();
    await user.click(press(rowOf('银卡会员', grid), '编辑'));
    const dialog = await screen.findByRole('dialog', { name: '编辑会员等级：银卡会员' });
    const name = within(dialog).getByLabelText('等级名称');
    await user.clear(name);
    await fill(user, name, '金卡会员');
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      id: 'l-silver',
      name: '金卡会员',
      sort: 2,
      remarks: '年费 500',
    });
    expect(await screen.findByText('会员等级 金卡会员 已存在')).toBeInTheDocument();
  });

  it('deletes after confirmation and shows the refusal of a level in use', async () => {
    const removeGold = vi.fn(() => ({ body: envelope(null) }));
    const { user } = await openClubPage(admin, '?tab=levels', {
      'DELETE /api/b/member/level/l-gold': removeGold,
      'DELETE /api/b/member/level/l-normal': failure('还有 2 名会员属于该等级，请先调整会员的等级'),
    });
    const grid = await levelGrid();
    await user.click(press(rowOf('金卡会员', grid), '删除'));
    let confirmation = await screen.findByRole('alertdialog', { name: '删除会员等级' });
    await user.click(press(confirmation, '删除'));
    await waitFor(() => expect(removeGold).toHaveBeenCalledTimes(1));

    await user.click(press(rowOf('普通会员', grid), '删除'));
    confirmation = await screen.findByRole('alertdialog', { name: '删除会员等级' });
    await user.click(press(confirmation, '删除'));
    expect(
      await screen.findByText('还有 2 名会员属于该等级，请先调整会员的等级'),
    ).toBeInTheDocument();
  });

  it('given only the view permission, offers no way to change or move levels', async () => {
    // The page itself needs member:club:view (its route's permission).
    await openClubPage(withPermissions('member:club:view', 'member:level:view'), '?tab=levels');
    const grid = await levelGrid();
    expect(screen.queryByText('新增等级', { selector: 'button' })).toBeNull();
    expect(within(grid).queryByText('编辑', { selector: 'button' })).toBeNull();
    expect(grid.querySelector('[data-part="drag-handle"]')).toBeNull();
  });
});
