import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { envelope, type ServerStub } from '../../../app/testing';
import { bodiesSentTo, ok } from '../roles/roleFixtures';
import {
  basicGrade,
  catalogue,
  grades,
  page,
  refused,
  userWith,
  rowOf,
  openSaasPage,
  servePage,
  setUpPageTests,
} from './saasFixtures';

const LIST = 'POST /api/b/saas/grade/queryList';
const TREE = 'POST /api/b/saas/menu/queryTree';
const SAVE = 'POST /api/b/saas/grade';

const editor = userWith('saas:grade:view', 'saas:grade:edit', 'saas:grade:delete');

function serve(user = editor, extra: ServerStub = {}) {
  return servePage(user, {
    [LIST]: { body: page(grades) },
    [TREE]: { body: envelope(catalogue) },
    ...extra,
  });
}

async function openPage(waitForRow = true) {
  const view = await openSaasPage('/sys-manager/saas-user-grade', '用户等级');
  if (waitForRow) await screen.findByRole('gridcell', { name: '基础版' });
  return view;
}

/** Ticks or unticks a node by its box, as a pointer does. */
async function toggle(user: ReturnType<typeof userEvent.setup>, tree: HTMLElement, name: string) {
  const box = within(tree).getByRole('treeitem', { name }).querySelector('[data-part="checkbox"]');
  if (!box) throw new Error(`no box on ${name}`);
  await user.click(box);
}

setUpPageTests();

describe('GradesPage', { timeout: 90_000 }, () => {
  it('lists the grades with their menu and enterprise counts', async () => {
    const fetchStub = serve();
    await openPage();

    const basic = rowOf('基础版');
    expect(within(basic).getByText('小型事务所')).toBeInTheDocument();
    expect(within(basic).getAllByRole('gridcell', { name: '2' }).length).toBeGreaterThan(0);
    expect(within(rowOf('专业版')).getByRole('gridcell', { name: '3' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchStub, LIST)[0]).toEqual({ pageNo: 1, pageSize: 20 });
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('creates a grade: refuses an empty name, then sends the ticked pages with their directory', async () => {
    const fetchStub = serve(editor, { [SAVE]: { body: envelope(basicGrade) } });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增等级' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('textbox', { name: '等级名称' })).toHaveAccessibleDescription(
      '请输入等级名称',
    );
    expect(bodiesSentTo(fetchStub, SAVE)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: '等级名称' }), ' 旗舰版 ');
    const tree = await within(dialog).findByRole('tree', { name: '等级菜单' });
    await toggle(user, tree, '造价报表');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(bodiesSentTo(fetchStub, SAVE)).toHaveLength(1));
    const [body] = bodiesSentTo(fetchStub, SAVE) as { menuIds: string[] }[];
    expect(body).toEqual({
      name: '旗舰版',
      sort: 3,
      remarks: null,
      menuIds: expect.arrayContaining(['s-cost-report', 's-cost']) as unknown,
    });
    expect(body!.menuIds).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a grade from its menus, telling how many enterprises follow', async () => {
    const fetchStub = serve(editor, { [SAVE]: { body: envelope(basicGrade) } });
    const { user } = await openPage();

    await user.click(within(rowOf('基础版')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑等级' });
    expect(dialog).toHaveTextContent('有 1 家企业使用此等级');
    const tree = await within(dialog).findByRole('tree', { name: '等级菜单' });
    expect(within(tree).getByRole('treeitem', { name: '项目案例库' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(tree).getByRole('treeitem', { name: '造价数据' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await toggle(user, tree, '项目案例库');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE)).toEqual([
        { id: 'g-basic', name: '基础版', sort: 1, remarks: '小型事务所', menuIds: [] },
      ]),
    );
  });

  it('asks before deleting, then deletes; the server’s refusal is shown', async () => {
    const fetchStub = serve(editor, {
      'DELETE /api/b/saas/grade/g-pro': ok,
      'DELETE /api/b/saas/grade/g-basic': {
        body: { code: 2000, success: false, msg: '有 1 家企业使用此等级，不能删除', data: null },
      },
    });
    const { user } = await openPage();

    await user.click(within(rowOf('专业版')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('确定要删除 专业版 吗？');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(bodiesSentTo(fetchStub, 'DELETE /api/b/saas/grade/g-pro')).toHaveLength(0);

    await user.click(within(rowOf('专业版')).getByRole('button', { name: '删除' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }),
    );
    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, 'DELETE /api/b/saas/grade/g-pro')).toHaveLength(1),
    );
    await waitFor(() => expect(bodiesSentTo(fetchStub, LIST)).toHaveLength(2));

    await user.click(within(rowOf('基础版')).getByRole('button', { name: '删除' }));
    const inUse = await screen.findByRole('alertdialog');
    expect(inUse).toHaveTextContent('有 1 家企业使用此等级，请先为它们更换等级');
    await user.click(within(inUse).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('有 1 家企业使用此等级，不能删除')).toBeInTheDocument();
  });

  it('given only the view permission, offers no add, edit or delete', async () => {
    serve(userWith('saas:grade:view'));
    await openPage();

    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('shows the server’s refusal to a company that is not the operator', async () => {
    serve(editor, { [LIST]: refused });
    await openPage(false);

    const notice = await screen.findByRole('alert', { name: '无法打开此页面' });
    expect(notice).toHaveTextContent('没有权限执行此操作');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});
