import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FootprintAdminRow, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  stubServer,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from './adminPageTesting';

vi.setConfig({ testTimeout: 60_000 });

const manager: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'sys:footprint:view', 'sys:footprint:delete'],
};
const viewer: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'sys:footprint:view'],
};

function footprint(id: string, userName: string, menuName: string, type = 30): FootprintAdminRow {
  return {
    id,
    type,
    typeName: type === 30 ? '合同' : '财务',
    menuName,
    businessId: null,
    businessName: null,
    visitCount: 2,
    firstVisitAt: '2026-03-02 09:00:00',
    visitAt: '2026-03-02 09:10:00',
    userId: `u-${id}`,
    userName,
    loginName: `login-${id}`,
  };
}

const rows = [
  footprint('f1', '李四', '合同台账'),
  footprint('f2', '王五', '财务报销', 50),
  { ...footprint('f3', '赵六', '合同台账'), businessName: '安置房结算' },
];

type Sent = { method: string; body: unknown };

function serve(user: UserInfo) {
  const sent: Sent[] = [];
  stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(user) },
    'POST /api/b/footmark/admin/queryList': (init) => {
      const body = JSON.parse(init?.body as string) as unknown;
      sent.push({ method: 'POST', body });
      return {
        body: envelope({
          pageNo: 1,
          pageSize: 20,
          total: 3,
          data: rows,
          users: [{ userId: 'u-f1', userName: '李四', count: 2, visits: 5 }],
        }),
      };
    },
    'DELETE /api/b/footmark/admin': (init) => {
      sent.push({ method: 'DELETE', body: JSON.parse(init?.body as string) as unknown });
      return { body: envelope({ deleted: 2 }) };
    },
  });
  return {
    queries: () => sent.filter((call) => call.method === 'POST').map((call) => call.body),
    deletes: () => sent.filter((call) => call.method === 'DELETE').map((call) => call.body),
  };
}

async function openPage(user: UserInfo = manager) {
  const server = serve(user);
  session.signIn(user);
  await renderPortal('/sys-manager/footprint-management');
  await screen.findByRole('heading', { level: 1, name: '足迹管理' });
  await screen.findByText('安置房结算');
  return { ...server, user: userEvent.setup({ pointerEventsCheck: 0, delay: null }) };
}

const grid = () => screen.getByRole('grid', { name: '用户足迹列表' });
const rowOf = (text: string) => rowIn(grid(), text);

beforeEach(() =>
  layOutByRole({
    grid: { width: 3000, height: 600 },
  }),
);
afterEach(cleanUpPage);

describe('FootprintManagementPage', () => {
  it('lists every user’s footprints with the most active users, in the page’s main', async () => {
    const { queries } = await openPage();
    const main = screen.getByRole('main');
    expect(within(rowOf('王五')).getByText('财务报销')).toBeInTheDocument();
    expect(within(rowOf('赵六')).getByText('安置房结算')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '访问最多的用户' });
    expect(summary).toHaveTextContent('李四2 条足迹，5 次访问');
    expect(queries()[0]).toEqual({ pageNo: 1, pageSize: 20, params: {} });
    await expectNoAxeViolations(main);
  });

  it('searches by user, type and menu name', async () => {
    const { queries, user } = await openPage();
    const search = screen.getByRole('search', { name: '搜索足迹' });
    await user.type(within(search).getByLabelText('用户'), '李');
    await user.type(within(search).getByLabelText('菜单名称'), '合同');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(queries().at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { user: '李', menuName: '合同' },
      }),
    );
  });

  it('deletes the selected footprints after confirmation', async () => {
    const { deletes, user } = await openPage();
    const deleteSelected = screen.getByRole('button', { name: '删除所选' });
    expect(deleteSelected).toBeDisabled();
    await user.click(within(rowOf('李四')).getByRole('checkbox', { name: '选择此行' }));
    await user.click(within(rowOf('王五')).getByRole('checkbox', { name: '选择此行' }));
    await user.click(deleteSelected);
    let confirm = await screen.findByRole('alertdialog', { name: '删除足迹' });
    expect(confirm).toHaveTextContent('确定要删除所选的 2 条足迹吗？');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(deletes()).toEqual([]);

    await user.click(deleteSelected);
    confirm = await screen.findByRole('alertdialog', { name: '删除足迹' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deletes()).toEqual([{ ids: ['f1', 'f2'] }]));
    expect(await screen.findByText('已删除 2 条足迹')).toBeInTheDocument();
  });

  it('deletes one row from its own action', async () => {
    const { deletes, user } = await openPage();
    await user.click(within(rowOf('赵六')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除足迹' });
    expect(confirm).toHaveTextContent('确定要删除 赵六 在“合同台账”的足迹吗？');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deletes()).toEqual([{ ids: ['f3'] }]));
  });

  it('clears footprints before a chosen day, after confirmation', async () => {
    const { deletes, user } = await openPage();
    await user.click(screen.getByRole('button', { name: '按日期清除' }));
    const dialog = await screen.findByRole('dialog', { name: '按日期清除足迹' });
    const clear = within(dialog).getByRole('button', { name: '清除' });
    expect(clear).toBeDisabled();
    const [year] = within(dialog).getAllByRole('spinbutton');
    await user.click(year!);
    await user.keyboard('20260301');
    await waitFor(() => expect(clear).toBeEnabled());
    await user.click(clear);
    const confirm = await screen.findByRole('alertdialog', { name: '按日期清除足迹' });
    expect(confirm).toHaveTextContent('确定要清除 2026-03-01 之前的全部足迹吗？');
    expect(deletes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '清除' }));
    await waitFor(() => expect(deletes()).toEqual([{ before: '2026-03-01' }]));
  });

  it('given only the view permission, offers no way to delete', async () => {
    await openPage(viewer);
    expect(screen.queryByRole('button', { name: '删除所选' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '按日期清除' })).not.toBeInTheDocument();
    expect(within(grid()).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(grid()).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
