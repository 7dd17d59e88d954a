import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExcelTarget, ExcelTemplate, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  stubServer,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage, layOutByRole, recordingCalls, rowIn } from '../footprints/adminPageTesting';

vi.setConfig({ testTimeout: 60_000 });

const manager: UserInfo = {
  ...zhangsan,
  permissions: [
    ...zhangsan.permissions,
    'excel:template:view',
    'excel:template:edit',
    'excel:template:delete',
    'excel:import',
  ],
};
const viewer: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'excel:template:view'],
};

const audit = {
  createdBy: null,
  createdAt: '2026-01-01 00:00:00',
  updatedBy: null,
  updatedAt: '2026-01-02 09:00:00',
};

const userTarget: ExcelTarget = {
  target: 'user',
  name: '用户',
  permission: 'sys:user:add',
  uniqueKey: ['loginName'],
  fields: [
    {
      field: 'loginName',
      title: '登录名',
      type: 'string',
      required: true,
      dictCode: null,
      maxLength: 64,
    },
    { field: 'name', title: '姓名', type: 'string', required: true, dictCode: null, maxLength: 64 },
    {
      field: 'phone',
      title: '手机',
      type: 'string',
      required: false,
      dictCode: null,
      maxLength: 20,
    },
  ],
};

function column(field: string, title: string, sort: number, required = true) {
  return {
    field,
    title,
    aliases: [],
    type: 'string' as const,
    required,
    dictCode: null,
    unique: false,
    maxLength: 64,
    width: 16,
    sort,
  };
}

const userTemplate: ExcelTemplate = {
  id: 'excel-tpl-user',
  code: 'user-import',
  name: '用户导入模板',
  target: 'user',
  targetName: '用户',
  sheetName: '用户',
  headerRow: 2,
  remarks: null,
  columns: [
    column('loginName', '登录名', 1),
    column('name', '姓名', 2),
    column('phone', '手机', 3, false),
  ],
  ...audit,
};
const deptTemplate: ExcelTemplate = {
  ...userTemplate,
  id: 'excel-tpl-dept',
  code: 'dept-import',
  name: '部门导入模板',
  target: 'dept',
  targetName: '部门',
  columns: [column('name', '部门名称', 1)],
};

function serve(user: UserInfo) {
  const { record, sent } = recordingCalls();
  stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(user) },
    'POST /api/b/excel/template/queryList': record('queryList', {
      pageNo: 1,
      pageSize: 20,
      total: 2,
      data: [userTemplate, deptTemplate],
    }),
    'GET /api/b/excel/template/targets': { body: envelope([userTarget]) },
    'GET /api/b/excel/template/excel-tpl-user': { body: envelope(userTemplate) },
    'POST /api/b/excel/template': record('save', userTemplate),
    'DELETE /api/b/excel/template/excel-tpl-dept': record('delete', null),
    'POST /api/b/excel/template/importData': record('importData', {
      created: 1,
      updated: 0,
      skipped: ['user-import'],
    }),
  });
  return { sent };
}

async function openPage(user: UserInfo = manager) {
  const server = serve(user);
  session.signIn(user);
  await renderPortal('/sys-manager/excel-template');
  await screen.findByRole('heading', { level: 1, name: '导入模板' });
  await screen.findByText('部门导入模板');
  return { ...server, user: userEvent.setup({ pointerEventsCheck: 0, delay: null }) };
}

const grid = () => screen.getByRole('grid', { name: '导入模板列表' });
const rowOf = (text: string) => rowIn(grid(), text);

beforeEach(() =>
  layOutByRole({
    grid: { width: 3000, height: 600 },
  }),
);
afterEach(cleanUpPage);

describe('ExcelTemplatesPage', () => {
  it('lists the templates with a download link that carries the token', async () => {
    await openPage();
    const row = rowOf('用户导入模板');
    expect(within(row).getByText('user-import')).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: '下载“用户导入模板”的 Excel 模板' });
    expect(link).toHaveAttribute(
      'href',
      '/api/b/excel/user-import/downloadTemplate?AuthToken=token-zhangsan',
    );
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('searches by keyword', async () => {
    const { sent, user } = await openPage();
    const search = screen.getByRole('search', { name: '查询导入模板' });
    await user.type(within(search).getByLabelText('关键字'), 'dept');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(sent('queryList').at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { keyword: 'dept' },
      }),
    );
  });

  it('creates a template: the importer’s required fields start the columns', async () => {
    const { sent, user } = await openPage();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增导入模板' });
    await user.type(within(dialog).getByLabelText('模板编码'), 'staff');
    await user.type(within(dialog).getByLabelText('模板名称'), '员工导入');
    await user.click(within(dialog).getByRole('button', { name: /导入对象/ }));
    await user.click(await screen.findByRole('option', { name: '用户' }));
    const columns = within(dialog).getByRole('list', { name: '模板的列' });
    await waitFor(() => expect(within(columns).getAllByRole('group')).toHaveLength(2));
    const second = within(columns).getByRole('group', { name: '第 2 列' });
    const title = within(second).getByLabelText('列标题');
    await user.clear(title);
    await user.type(title, '员工姓名');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(sent('save')).toHaveLength(1));
    expect(sent('save')[0]).toMatchObject({
      code: 'staff',
      name: '员工导入',
      target: 'user',
      headerRow: 2,
      sheetName: null,
      columns: [
        { field: 'loginName', title: '登录名', required: true, sort: 1 },
        { field: 'name', title: '员工姓名', required: true, sort: 2 },
      ],
    });
  });

  it('refuses to save a template without columns, sending nothing', async () => {
    const { sent, user } = await openPage();
    await user.click(within(rowOf('用户导入模板')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑导入模板：用户导入模板' });
    for (const index of [3, 2, 1])
      await user.click(within(dialog).getByRole('button', { name: `删除第 ${index} 列` }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请至少设置一列');
    expect(sent('save')).toEqual([]);
  });

  it('edits a template read from the server, moving and removing columns', async () => {
    const { sent, user } = await openPage();
    await user.click(within(rowOf('用户导入模板')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑导入模板：用户导入模板' });
    expect(within(dialog).getByLabelText('模板编码')).toHaveValue('user-import');
    await user.click(within(dialog).getByRole('button', { name: '删除第 1 列' }));
    await user.click(within(dialog).getByRole('button', { name: '上移第 2 列' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('save')).toHaveLength(1));
    const body = sent('save')[0] as { id: string; columns: { field: string; sort: number }[] };
    expect(body.id).toBe('excel-tpl-user');
    expect(body.columns.map((c) => [c.field, c.sort])).toEqual([
      ['phone', 1],
      ['name', 2],
    ]);
  });

  it('deletes a template after confirmation', async () => {
    const { sent, user } = await openPage();
    await user.click(within(rowOf('部门导入模板')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除导入模板' });
    expect(confirm).toHaveTextContent('确定要删除 部门导入模板 吗？');
    expect(sent('delete')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(sent('delete')).toHaveLength(1));
  });

  it('imports a definition file', async () => {
    const { sent, user } = await openPage();
    await user.click(screen.getByRole('button', { name: '导入模板定义' }));
    const dialog = await screen.findByRole('dialog', { name: '导入模板定义' });
    const submit = within(dialog).getByRole('button', { name: '导入' });
    expect(submit).toBeDisabled();
    const file = within(dialog).getByLabelText('模板定义文件（.json）');
    await user.upload(file, new File(['not json'], 'x.json', { type: 'application/json' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('无法读取该文件');
    const definition = {
      code: 'staff',
      name: '员工',
      target: 'user',
      columns: [column('name', '姓名', 1)],
    };
    await user.upload(
      file,
      new File([JSON.stringify({ templates: [definition] })], 'set.json', {
        type: 'application/json',
      }),
    );
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(within(dialog).getByText('覆盖编码相同的已有模板'));
    await user.click(submit);
    await waitFor(() =>
      expect(sent('importData')).toEqual([{ templates: [definition], overwrite: true }]),
    );
    expect(await screen.findByText('新建 1 个，更新 0 个，跳过 1 个')).toBeInTheDocument();
  });

  it('given only the view permission, lists templates without changing or downloading them', async () => {
    await openPage(viewer);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(within(grid()).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(grid()).queryByRole('link')).not.toBeInTheDocument();
  });
});
