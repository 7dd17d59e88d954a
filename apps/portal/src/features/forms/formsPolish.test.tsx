import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { FormDefinition, FormRecord } from '@ccms/api-client';
import { Route, Routes } from 'react-router-dom';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import { envelope, fill, sent, stubServer, type ServerStub } from '../../app/testing';
import { cleanUpPage, layOutByRole } from '../admin/footprints/adminPageTesting';
import { renderFeature } from '../profile/renderFeature';
import DevOnlinePage from './DevOnlinePage';
import FormCompPage from './FormCompPage';
import { FormHost } from './FormHost';
import FormTreePage from './FormTreePage';
import { formsUser, record, RECEIVE, startNode } from './formsFixtures';

vi.setConfig({ testTimeout: 120_000 });

const text = (
  key: string,
  label: string,
  extra: Partial<FormDefinition['fields'][number]> = {},
) => ({
  key,
  label,
  type: 'text' as const,
  required: false,
  width: 1 as const,
  listed: false,
  ...extra,
});

/** 资产分类: a tree form, its parent in parentId. */
const TREE: FormDefinition = {
  id: 'form-cat',
  code: 'assetCategory',
  name: '资产分类',
  processKey: null,
  categoryName: '行政管理',
  permission: 'admin:asset:category',
  treeParent: 'parentId',
  version: 1,
  fields: [
    text('name', '分类名称', { listed: true, required: true }),
    text('parentId', '上级分类'),
    { ...text('years', '折旧年限', { listed: true }), type: 'number' },
  ],
  nodes: {},
  updatedAt: '2026-03-01 09:00:00',
};

const category = (id: string, name: string, parentId: string | null, at: string): FormRecord => ({
  ...record(id),
  formCode: TREE.code,
  values: { name, parentId, years: '5' },
  labels: {},
  createdDate: at,
});
const CATEGORIES = [
  category('cat-furniture', '办公家具', null, '2026-03-01 10:00:03'),
  category('cat-computer', '计算机', 'cat-office', '2026-03-01 10:00:02'),
  category('cat-office', '办公设备', null, '2026-03-01 10:00:01'),
];

/** 员工通知 with a rich-text body. */
const NOTICE: FormDefinition = {
  id: 'form-notice',
  code: 'staffNotice',
  name: '员工通知',
  processKey: null,
  categoryName: '人力资源',
  permission: 'hr:notice',
  version: 2,
  fields: [
    text('title', '标题', { required: true, listed: true }),
    { ...text('body', '正文'), type: 'richText', width: 4 },
  ],
  nodes: {},
  updatedAt: '2026-03-01 09:00:00',
};

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => layOutByRole({ treegrid: { width: 2000, height: 600 } }));
afterEach(cleanUpPage);

describe('FormTreePage (wf-treegrid)', () => {
  async function openTree(permissions: string[]) {
    const fetchMock = stubServer({
      'GET /api/b/wf/form/display': { body: envelope({ form: TREE, node: startNode(TREE) }) },
      'POST /api/form/assetCategory/queryList': {
        body: envelope({ pageNo: 1, pageSize: 500, total: 3, data: CATEGORIES }),
      },
    });
    session.signIn(formsUser(permissions));
    await renderFeature(
      <FormTreePage />,
      '/administration-management/asset-management/office-base-data',
    );
    const grid = await screen.findByRole(
      'treegrid',
      { name: '资产分类树形列表' },
      { timeout: 30_000 },
    );
    await within(grid).findByText('计算机', {});
    return { fetchMock, grid };
  }

  it('shows the records as a tree (children under their parent) and opens 新增下级 with the parent', async () => {
    const { fetchMock, grid } = await openTree([
      'admin:asset:category:view',
      'admin:asset:category:edit',
    ]);
    // All records are loaded at once for the tree.
    expect(sent(fetchMock, 'POST', '/api/form/assetCategory/queryList')[0]).toMatchObject({
      pageSize: 500,
    });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('aria-level'))).toEqual(['1', '2', '1']);
    expect(rows.map((row) => row.querySelector('[role="gridcell"]')?.textContent)).toEqual([
      expect.stringContaining('办公设备'),
      expect.stringContaining('计算机'),
      expect.stringContaining('办公家具'),
    ]);
    await expectNoAxeViolations(document.body);

    await user().click(within(rows[0]!).getByText('新增下级'));
    const location = screen.getByTestId('location').textContent ?? '';
    expect(location).toMatch(/^\/sys-manager\/form-cat\/wf-form\?mode=create&/);
    expect(new URL(location, 'http://x').searchParams.get('parent')).toBe('cat-office');
  });

  it('gives readers without :edit no add or delete', async () => {
    const { grid } = await openTree(['admin:asset:category:view']);
    expect(within(grid).queryByText('新增下级')).toBeNull();
    expect(screen.queryByRole('button', { name: '新增顶级' })).toBeNull();
    expect(within(grid).getAllByText('查看')).toHaveLength(3);
  });
});

describe('FormHost: tree parent, presets, rich text, versions, renderField', () => {
  it('picks a tree record’s parent among the other records (never itself or its children)', async () => {
    const fetchMock = stubServer({
      'GET /api/b/wf/form/display': { body: envelope({ form: TREE, node: startNode(TREE) }) },
      'GET /api/form/assetCategory/cat-office': { body: envelope(CATEGORIES[2]) },
      'POST /api/form/assetCategory/queryList': {
        body: envelope({ pageNo: 1, pageSize: 500, total: 3, data: CATEGORIES }),
      },
      'POST /api/form/assetCategory': { body: envelope(CATEGORIES[2]) },
    });
    session.signIn(formsUser(['admin:asset:category:edit']));
    await renderFeature(
      <FormHost formCode="assetCategory" recordId="cat-office" readonly={false} />,
    );
    const form = await screen.findByRole('form', { name: '资产分类' }, { timeout: 30_000 });
    const picker = await within(form).findByRole('button', { name: /上级分类/ });
    await user().click(picker);
    const options = await screen.findAllByRole('option');
    // 办公设备 itself and its child 计算机 are not offered.
    expect(options.map((option) => option.textContent)).toEqual(['办公家具']);
    expect(fetchMock).toHaveBeenCalled();
  });

  it('starts a new child with the preset parent, shown by its path', async () => {
    stubServer({
      'GET /api/b/wf/form/display': { body: envelope({ form: TREE, node: startNode(TREE) }) },
      'POST /api/form/assetCategory/queryList': {
        body: envelope({ pageNo: 1, pageSize: 500, total: 3, data: CATEGORIES }),
      },
    });
    session.signIn(formsUser(['admin:asset:category:edit']));
    await renderFeature(
      <FormHost
        formCode="assetCategory"
        readonly={false}
        presetValues={{ parentId: 'cat-computer' }}
      />,
    );
    const form = await screen.findByRole('form', { name: '资产分类' }, { timeout: 30_000 });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /上级分类/ })).toHaveValue(
        '办公设备 / 计算机',
      ),
    );
  });

  it('renders a read-only rich text as the sanitised HTML the server stored', async () => {
    const stored = {
      ...record('n-1'),
      formCode: NOTICE.code,
      formVersion: 2,
      values: { title: '放假通知', body: '<p>春节<strong>放假</strong></p><ul><li>值班</li></ul>' },
    };
    stubServer({
      'GET /api/b/wf/form/display': { body: envelope({ form: NOTICE, node: startNode(NOTICE) }) },
      'GET /api/form/staffNotice/n-1': { body: envelope(stored) },
    });
    session.signIn(formsUser(['hr:notice:view']));
    await renderFeature(<FormHost formCode="staffNotice" recordId="n-1" readonly />);
    const body = await screen.findByTestId('rich-body', {}, { timeout: 30_000 });
    expect(body.querySelector('strong')?.textContent).toBe('放假');
    expect(within(body).getByRole('listitem')).toHaveTextContent('值班');
    await expectNoAxeViolations(document.body);
  });

  it('edits rich text in the content editor: an editable text box with its toolbar', async () => {
    const fetchMock = stubServer({
      'GET /api/b/wf/form/display': { body: envelope({ form: NOTICE, node: startNode(NOTICE) }) },
    });
    session.signIn(formsUser(['hr:notice:edit']));
    await renderFeature(<FormHost formCode="staffNotice" readonly={false} />);
    const editor = await screen.findByRole('textbox', { name: '正文' }, { timeout: 30_000 });
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByRole('toolbar')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('shows a read-only record with the version it was saved with', async () => {
    const v1: FormDefinition = {
      ...NOTICE,
      version: 1,
      fields: [text('title', '旧标题'), text('oldNote', '旧说明')],
    };
    const stored = {
      ...record('n-old'),
      formCode: NOTICE.code,
      formVersion: 1,
      values: { title: '去年的通知', oldNote: '第一版才有的字段' },
    };
    const fetchMock = stubServer({
      'GET /api/b/wf/form/display': { body: envelope({ form: NOTICE, node: startNode(NOTICE) }) },
      'GET /api/form/staffNotice/n-old': { body: envelope(stored) },
      'GET /api/b/wf/form/form-notice/versions/1': { body: envelope(v1) },
    });
    session.signIn(formsUser(['hr:notice:view']));
    await renderFeature(<FormHost formCode="staffNotice" recordId="n-old" readonly />);
    expect(await screen.findByText('旧说明', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('第一版才有的字段')).toBeInTheDocument();
    expect(screen.queryByText('正文')).toBeNull();
    expect(sent(fetchMock, 'GET', '/api/b/wf/form/form-notice/versions/1')).toHaveLength(1);
  });

  it('renderField: a node shows another field’s stored value in a field’s place, read-only', async () => {
    const node = {
      ...startNode(),
      purpose: { display: true, readonly: false, required: false, renderField: 'title' },
    };
    stubServer({
      'GET /api/b/wf/form/display': { body: envelope({ form: RECEIVE, node }) },
      'GET /api/form/officeSuppliesReceive/rec-1': { body: envelope(record('rec-1')) },
      'GET /api/share/dept/deptTree': { body: envelope([]) },
    });
    session.signIn(formsUser(['adm:supplies:receive:edit']));
    await renderFeature(<FormHost formCode={RECEIVE.code} recordId="rec-1" readonly={false} />);
    const form = await screen.findByRole('form', { name: '办公用品领用' }, { timeout: 30_000 });
    const slot = form.querySelector<HTMLElement>('[data-form-field="purpose"]')!;
    // 用途 is labelled as itself but shows 申请事由's value, and cannot be edited there.
    expect(within(slot).getByText('用途')).toBeInTheDocument();
    expect(within(slot).getByText('领用打印纸')).toBeInTheDocument();
    expect(within(slot).queryByRole('textbox')).toBeNull();
    // The field itself stays editable where it is.
    expect(within(form).getByLabelText(/^申请事由/)).toHaveValue('领用打印纸');
  });
});

describe('DevOnlinePage (在线开发)', () => {
  const MENU_TREE = [
    {
      id: 'menu-administration',
      parentId: null,
      name: '行政管理',
      nameKey: null,
      url: null,
      href: null,
      icon: null,
      permission: 'admin:view',
      type: 1,
      openType: 1,
      sort: 1,
      children: [],
    },
  ];

  async function openDev(extra: ServerStub = {}) {
    const fetchMock = stubServer({
      'POST /api/b/wf/form/queryList': {
        body: envelope({
          pageNo: 1,
          pageSize: 500,
          total: 1,
          data: [{ ...TREE, fieldCount: 3, recordCount: 3 }],
        }),
      },
      'GET /api/b/wf/form/display': { body: envelope({ form: TREE, node: startNode(TREE) }) },
      'POST /api/form/assetCategory/queryList': {
        body: envelope({ pageNo: 1, pageSize: 500, total: 3, data: CATEGORIES }),
      },
      'POST /api/a/sys/menu/queryTree': { body: envelope(MENU_TREE) },
      ...extra,
    });
    session.signIn(formsUser(['form:design', 'sys:menu:edit']));
    await renderFeature(<DevOnlinePage />, '/sys-manager/dev-online?formId=form-cat');
    const form = await screen.findByRole('form', { name: '资产分类' }, { timeout: 30_000 });
    return { fetchMock, form };
  }

  it('checks the values like a save but never stores them', async () => {
    const { fetchMock, form } = await openDev();
    await user().click(screen.getByRole('button', { name: '校验' }));
    expect(await within(form).findByText('请填写「分类名称」')).toBeInTheDocument();
    await fill(user(), within(form).getByLabelText(/^分类名称/), '车辆');
    await user().click(screen.getByRole('button', { name: '校验' }));
    const values = await screen.findByTestId('sandbox-values');
    expect(JSON.parse(values.textContent ?? '{}')).toMatchObject({ name: '车辆' });
    expect(sent(fetchMock, 'POST', '/api/form/assetCategory')).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });

  it('publishes the form as a menu page under a directory, with its edit button', async () => {
    let saved = 0;
    const { fetchMock } = await openDev({
      'POST /api/a/sys/menu': () => ({
        body: envelope({ ...MENU_TREE[0], id: `menu-new-${++saved}`, type: saved === 1 ? 2 : 4 }),
      }),
    });
    const u = user();
    await u.click(screen.getByRole('button', { name: '发布为菜单页面' }));
    const dialog = await screen.findByRole('dialog', { name: '发布为菜单页面' });
    await u.click(within(dialog).getByRole('button', { name: /上级目录/ }));
    await u.click(await screen.findByRole('option', { name: '行政管理' }));
    await u.click(within(dialog).getByRole('button', { name: '发布为菜单页面' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/api/a/sys/menu')).toHaveLength(2));
    expect(sent(fetchMock, 'POST', '/api/a/sys/menu')).toEqual([
      expect.objectContaining({
        parentId: 'menu-administration',
        name: '资产分类',
        url: '/main-page/form-cat/wf-list',
        permission: 'admin:asset:category:view',
        type: 2,
      }),
      expect.objectContaining({
        parentId: 'menu-new-1',
        permission: 'admin:asset:category:edit',
        type: 4,
      }),
    ]);
  });
});

describe('FormCompPage (wf-form-comp)', () => {
  it('shows one record read-only under the form’s name, without the shell', async () => {
    stubServer({
      'GET /api/b/wf/form/display': { body: envelope({ form: NOTICE, node: startNode(NOTICE) }) },
      'GET /api/form/staffNotice/n-1': {
        body: envelope({
          ...record('n-1'),
          formCode: NOTICE.code,
          formVersion: 2,
          values: { title: '放假通知', body: '<p>春节放假</p>' },
        }),
      },
    });
    session.signIn(formsUser(['hr:notice:view']));
    await renderFeature(
      <Routes>
        <Route path="/sys-manager/:formId/wf-form-comp" element={<FormCompPage />} />
      </Routes>,
      '/sys-manager/form-notice/wf-form-comp?id=n-1',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '员工通知' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('放假通知')).toBeInTheDocument();
    expect(screen.getByTestId('rich-body')).toHaveTextContent('春节放假');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    // The page itself (an earlier test's dialog leaves a detached image node in the body).
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});
