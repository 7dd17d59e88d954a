import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { envelope, type ServerStub } from '../../../app/testing';
import { bodiesSentTo, ok } from '../roles/roleFixtures';
import {
  catalogue,
  refused,
  userWith,
  openSaasPage,
  servePage,
  setUpPageTests,
} from './saasFixtures';

const TREE = 'POST /api/b/saas/menu/queryTree';
const SAVE = 'POST /api/b/saas/menu';

const editor = userWith('saas:menu:view', 'saas:menu:edit', 'saas:menu:delete');

function serve(user = editor, extra: ServerStub = {}) {
  return servePage(user, {
    [TREE]: { body: envelope(catalogue) },
    ...extra,
  });
}

async function openPage(waitForRow = true) {
  const view = await openSaasPage('/sys-manager/saas-enterprise-menu', '企业菜单');
  if (waitForRow) {
    const grid = await screen.findByRole('treegrid', { name: '企业菜单目录' });
    await within(grid).findByText('项目案例库');
  }
  return view;
}

function rowOf(text: string): HTMLElement {
  const grid = screen.getByRole('treegrid', { name: '企业菜单目录' });
  const row = within(grid).getByText(text).closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

setUpPageTests();

describe('SaasMenusPage', { timeout: 90_000 }, () => {
  it('shows the catalogue as a tree with types, addresses and permissions, no login column', async () => {
    serve();
    await openPage();

    const grid = screen.getByRole('treegrid', { name: '企业菜单目录' });
    expect(within(rowOf('项目案例库')).getByText('cost:project:view')).toBeInTheDocument();
    expect(within(rowOf('项目案例库')).getByText('/main-page/cost-data')).toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: /免登录/ })).toBeNull();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('adds a page under a directory: refuses it without an address, then saves it there', async () => {
    const fetchStub = serve(editor, { [SAVE]: { body: envelope(catalogue[0]) } });
    const { user } = await openPage();

    await user.click(within(rowOf('造价数据')).getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: '菜单名称' }), '造价指标');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(bodiesSentTo(fetchStub, SAVE)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /路由地址/ }), '/main-page/index');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesSentTo(fetchStub, SAVE)).toHaveLength(1));
    const [body] = bodiesSentTo(fetchStub, SAVE) as Record<string, unknown>[];
    expect(body).toMatchObject({
      parentId: 's-cost',
      name: '造价指标',
      url: '/main-page/index',
      type: 2,
    });
    expect(body).not.toHaveProperty('noLogin');
  });

  it('asks before deleting an entry; the server’s refusal is shown', async () => {
    const fetchStub = serve(editor, {
      'DELETE /api/b/saas/menu/s-office': ok,
      'DELETE /api/b/saas/menu/s-cost': {
        body: { code: 2000, success: false, msg: '请先删除下级菜单', data: null },
      },
    });
    const { user } = await openPage();

    await user.click(within(rowOf('办公')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确定要删除 办公 吗？');
    await user.click(within(question).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, 'DELETE /api/b/saas/menu/s-office')).toHaveLength(1),
    );

    await user.click(within(rowOf('造价数据')).getByRole('button', { name: '删除' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }),
    );
    expect(await screen.findByText('请先删除下级菜单')).toBeInTheDocument();
  });

  it('given only the view permission, offers no add, edit or delete', async () => {
    serve(userWith('saas:menu:view'));
    await openPage();

    expect(screen.queryByRole('button', { name: '新增菜单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('shows the server’s refusal to a company that is not the operator', async () => {
    serve(editor, { [TREE]: refused });
    await openPage(false);

    const notice = await screen.findByRole('alert', { name: '无法打开此页面' });
    expect(notice).toHaveTextContent('没有权限执行此操作');
    expect(screen.queryByRole('button', { name: '新增菜单' })).toBeNull();
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});
