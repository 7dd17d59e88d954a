import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { envelope, type ServerStub } from '../../../app/testing';
import { bodiesSentTo, ok } from '../roles/roleFixtures';
import {
  catalogue,
  costManager,
  grades,
  page,
  refused,
  saasRoles,
  userWith,
  rowOf,
  openSaasPage,
  servePage,
  setUpPageTests,
} from './saasFixtures';

const LIST = 'POST /api/b/saas/role/queryList';
const GRADES = 'POST /api/b/saas/grade/queryList';
const TREE = 'POST /api/b/saas/menu/queryTree';
const SAVE = 'POST /api/b/saas/role';

const editor = userWith('saas:grade:view', 'saas:grade:edit', 'saas:grade:delete');

function serve(user = editor, extra: ServerStub = {}) {
  return servePage(user, {
    [LIST]: { body: page(saasRoles) },
    [GRADES]: { body: page(grades) },
    [TREE]: { body: envelope(catalogue) },
    ...extra,
  });
}

async function openPage(waitForRow = true) {
  const view = await openSaasPage('/sys-manager/saas-user-role', '等级角色');
  if (waitForRow) await screen.findByRole('gridcell', { name: 'cost_manager' });
  return view;
}

setUpPageTests();

describe('SaasRolesPage', { timeout: 90_000 }, () => {
  it('lists the grade roles with their grade name, and filters by grade', async () => {
    const fetchStub = serve();
    const { user } = await openPage();

    const row = rowOf('cost_manager');
    expect(within(row).getByText('基础版')).toBeInTheDocument();
    expect(within(row).getByText('造价经理')).toBeInTheDocument();
    expect(bodiesSentTo(fetchStub, LIST)[0]).toEqual({ pageNo: 1, pageSize: 20, params: {} });
    await expectNoAxeViolations(screen.getByRole('main'));

    const search = screen.getByRole('search', { name: '查询等级角色' });
    await user.click(within(search).getByRole('button', { name: /所属等级/ }));
    await user.click(await screen.findByRole('option', { name: '专业版' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, LIST).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { gradeId: 'g-pro' },
      }),
    );
  });

  it('creates a role: refuses admin as code, offers only the grade’s menus, then saves', async () => {
    const fetchStub = serve(editor, { [SAVE]: { body: envelope(costManager) } });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增等级角色' });
    expect(dialog).toHaveTextContent('请先选择所属等级');
    await user.type(within(dialog).getByRole('textbox', { name: '角色编码' }), 'admin');
    await user.type(within(dialog).getByRole('textbox', { name: '角色名称' }), '审核员');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('textbox', { name: '角色编码' })).toHaveAccessibleDescription(
      /每家企业自有系统管理员角色，不能用 admin/,
    );
    expect(dialog).toHaveTextContent('请选择所属等级');
    expect(bodiesSentTo(fetchStub, SAVE)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: /所属等级/ }));
    await user.click(await screen.findByRole('option', { name: '基础版' }));
    const tree = await within(dialog).findByRole('tree', { name: '角色授权' });
    // 基础版 holds no 造价报表: it is not offered.
    expect(within(tree).queryByRole('treeitem', { name: '造价报表' })).toBeNull();
    const box = within(tree)
      .getByRole('treeitem', { name: '项目案例库' })
      .querySelector('[data-part="checkbox"]');
    await user.click(box!);
    const code = within(dialog).getByRole('textbox', { name: '角色编码' });
    await user.clear(code);
    await user.type(code, 'auditor');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(bodiesSentTo(fetchStub, SAVE)).toHaveLength(1));
    const [body] = bodiesSentTo(fetchStub, SAVE) as Record<string, unknown>[];
    expect(body).toMatchObject({
      gradeId: 'g-basic',
      code: 'auditor',
      name: '审核员',
      sort: 0,
      remarks: null,
    });
    expect([...(body!.menuIds as string[])].sort()).toEqual(['s-cost', 's-cost-project']);
  });

  it('asks before deleting a role, then deletes it', async () => {
    const fetchStub = serve(editor, { 'DELETE /api/b/saas/role/sr-cost-manager': ok });
    const { user } = await openPage();

    await user.click(within(rowOf('cost_manager')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确定要删除 造价经理 吗？');
    expect(question).toHaveTextContent('不再随平台同步');
    await user.click(within(question).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, 'DELETE /api/b/saas/role/sr-cost-manager')).toHaveLength(1),
    );
  });

  it('given only the view permission, offers no add, edit or delete', async () => {
    serve(userWith('saas:grade:view'));
    await openPage();

    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('shows the server’s refusal to a company that is not the operator', async () => {
    serve(editor, { [LIST]: refused, [GRADES]: refused });
    await openPage(false);

    const notice = await screen.findByRole('alert', { name: '无法打开此页面' });
    expect(notice).toHaveTextContent('没有权限执行此操作');
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});
