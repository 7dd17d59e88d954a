import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { envelope, type ServerStub } from '../../../app/testing';
import { bodiesSentTo } from '../roles/roleFixtures';
import {
  enterprises,
  grades,
  huaxin,
  page,
  refused,
  userWith,
  rowOf,
  openSaasPage,
  servePage,
  setUpPageTests,
} from './saasFixtures';

const LIST = 'POST /api/b/saas/company/queryList';
const GRADES = 'POST /api/b/saas/grade/queryList';
const SAVE = 'POST /api/b/saas/company';

const editor = userWith('saas:company:view', 'saas:company:edit');

function serve(user = editor, extra: ServerStub = {}) {
  return servePage(user, {
    [LIST]: { body: page(enterprises) },
    [GRADES]: { body: page(grades) },
    ...extra,
  });
}

async function openPage(waitForRow = true) {
  const view = await openSaasPage('/sys-manager/saas-enterprise-user', '企业用户');
  if (waitForRow) await screen.findByRole('gridcell', { name: 'huaxin' });
  return view;
}

setUpPageTests();

// A busy two-core machine takes long to type into the dialogs.
describe('EnterprisesPage', { timeout: 90_000 }, () => {
  it('lists the enterprises with grade, state and contact; the operator row offers no edit', async () => {
    const fetchStub = serve();
    await openPage();

    const row = rowOf('huaxin');
    expect(within(row).getByText('华信造价')).toBeInTheDocument();
    expect(within(row).getByText('基础版')).toBeInTheDocument();
    expect(within(row).getByText('启用')).toBeInTheDocument();
    expect(within(row).getByText('13800138000')).toBeInTheDocument();
    expect(within(row).getByRole('gridcell', { name: 'huaxin_admin' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    const platform = rowOf('demo');
    expect(within(platform).getByText('平台运营方')).toBeInTheDocument();
    expect(within(platform).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(bodiesSentTo(fetchStub, LIST)[0]).toEqual({ pageNo: 1, pageSize: 20, params: {} });
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('searches by keyword and state from the first page', async () => {
    const fetchStub = serve();
    const { user } = await openPage();

    await user.type(screen.getByRole('textbox', { name: '关键字' }), ' 华信 ');
    await user.click(
      within(screen.getByRole('search', { name: '查询企业' })).getByRole('button', {
        name: /状态/,
      }),
    );
    await user.click(await screen.findByRole('option', { name: '停用' }));
    await user.click(
      within(screen.getByRole('search', { name: '查询企业' })).getByRole('button', {
        name: '搜索',
      }),
    );

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, LIST).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { keyword: '华信', enabled: false },
      }),
    );
  });

  it('opens an enterprise: refuses a bad code and a missing administrator, then sends them all', async () => {
    const fetchStub = serve(editor, { [SAVE]: { body: envelope(huaxin) } });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: '开通企业' }));
    const dialog = await screen.findByRole('dialog', { name: '开通企业' });
    expect(dialog).toHaveTextContent('根部门');
    await user.type(within(dialog).getByRole('textbox', { name: '企业编码' }), '1hx');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(within(dialog).getByRole('textbox', { name: '企业编码' })).toHaveAccessibleDescription(
      /企业编码以字母开头，由 2–32 位字母、数字、- 或 _ 组成/,
    );
    expect(within(dialog).getByRole('textbox', { name: '企业名称' })).toHaveAccessibleDescription(
      '请输入企业名称',
    );
    expect(
      within(dialog).getByRole('textbox', { name: '管理员登录名' }),
    ).toHaveAccessibleDescription('请输入管理员登录名');
    expect(bodiesSentTo(fetchStub, SAVE)).toEqual([]);

    const code = within(dialog).getByRole('textbox', { name: '企业编码' });
    await user.clear(code);
    await user.type(code, 'huaxin');
    await user.type(within(dialog).getByRole('textbox', { name: '企业名称' }), '华信造价');
    await user.click(within(dialog).getByRole('button', { name: /用户等级/ }));
    await user.click(await screen.findByRole('option', { name: '基础版' }));
    await user.type(within(dialog).getByRole('textbox', { name: '管理员登录名' }), 'huaxin_admin');
    await user.type(within(dialog).getByLabelText('管理员密码'), 'short');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText('管理员密码')).toHaveAccessibleDescription(
      '至少包括字母、数字、特殊字符任意2种且不少于8个字符',
    );
    expect(bodiesSentTo(fetchStub, SAVE)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('管理员密码'));
    await user.type(within(dialog).getByLabelText('管理员密码'), 'Huaxin@123456');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE)).toEqual([
        {
          code: 'huaxin',
          name: '华信造价',
          gradeId: 'g-basic',
          enabled: true,
          contactName: null,
          contactPhone: null,
          adminLoginName: 'huaxin_admin',
          adminName: null,
          adminPassword: 'Huaxin@123456',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bodiesSentTo(fetchStub, LIST)).toHaveLength(2));
  });

  it('edits an enterprise: a new grade is explained before saving, and sent with the id', async () => {
    const fetchStub = serve(editor, { [SAVE]: { body: envelope(huaxin) } });
    const { user } = await openPage();

    await user.click(within(rowOf('huaxin')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑企业 华信造价' });
    expect(dialog).toHaveTextContent('更换等级会按新等级重新生成该企业的菜单');
    expect(within(dialog).queryByRole('textbox', { name: '管理员登录名' })).toBeNull();
    expect(within(dialog).queryByRole('status')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: /用户等级/ }));
    await user.click(await screen.findByRole('option', { name: '专业版' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '保存后该企业的菜单将按“专业版”重新生成',
    );
    await user.click(within(dialog).getByRole('switch', { name: '启用' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchStub, SAVE)).toEqual([
        {
          id: 'c-huaxin',
          code: 'huaxin',
          name: '华信造价',
          gradeId: 'g-pro',
          enabled: false,
          contactName: '李华',
          contactPhone: '13800138000',
          adminName: null,
        },
      ]),
    );
  });

  it('keeps the dialog open with the server’s message when it refuses the save', async () => {
    serve(editor, {
      [SAVE]: {
        status: 200,
        body: { code: 2000, success: false, msg: '企业编码 huaxin 已被使用', data: null },
      },
    });
    const { user } = await openPage();
    await user.click(within(rowOf('huaxin')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑企业 华信造价' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('企业编码 huaxin 已被使用')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '编辑企业 华信造价' })).toBeInTheDocument();
  });

  it('given only the view permission, offers neither 开通企业 nor 编辑', async () => {
    serve(userWith('saas:company:view'));
    await openPage();

    expect(screen.queryByRole('button', { name: '开通企业' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('tells a company that is not the operator that the server refused, in the page', async () => {
    serve(editor, { [LIST]: refused, [GRADES]: refused });
    await openPage(false);

    const notice = await screen.findByRole('alert', { name: '无法打开此页面' });
    expect(notice).toHaveTextContent('没有权限执行此操作');
    expect(notice).toHaveTextContent('只有运营方企业的账号可以使用');
    expect(screen.queryByRole('button', { name: '开通企业' })).toBeNull();
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});
