import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  fill,
  paramListAnswer,
  press,
  renderPortal,
  sent,
  stubServer,
  type ServerStub,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage, layOutByRole } from '../../admin/footprints/adminPageTesting';
import { libraryProjects } from '../library/libraryFixtures';
import { bill, structureTree } from './projectFixtures';
import { viewStub } from '../projectFiles/projectFileFixtures';

// Each test mounts the whole portal; on a busy two-core machine the first one also loads it.
vi.setConfig({ testTimeout: 120_000 });

const TREE = '/api/b/project/node/queryProjectTree/p-1';
const BILLS = '/api/b/item/getItemsData';
const BILL_SAVE = '/api/b/item/bill';
const UPDATE_LIST = '/api/b/project/node/updateList';
const IMPORT = '/api/b/project/file/importExcel';
const PREVIEW = '/api/b/project/file/importPreview';

/** The attachment upload answers `f-bills`; the URLs it was sent to are returned. */
function fakeUpload(): string[] {
  const uploads: string[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    withCredentials = false;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror = null;
    onabort = null;
    ontimeout = null;
    open(_method: string, url: string) {
      uploads.push(url);
    }
    setRequestHeader() {}
    abort() {}
    send() {
      setTimeout(() => {
        this.status = 200;
        this.responseText = JSON.stringify(envelope(['f-bills']));
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}

/** What the preview reads from a flawed 招标控制价 workbook. */
const previewAnswer = {
  units: [
    {
      code: '0101',
      name: '建筑与装饰工程',
      tables: ['bills', 'analysis', 'summary', 'fees', 'projectInfo'],
      bills: 32,
      divisions: 20,
      measures: 6,
      others: 4,
      norms: 96,
      resources: 41,
      fees: 9,
      totals: { total: '7828155.78', lawfee: '309291.87', tax: null },
    },
  ],
  features: { 建筑面积: '22014.69', 结构类型: '框架结构' },
  errors: [],
  findings: {
    error: 2,
    warn: 1,
    info: 0,
    items: [
      {
        severity: 'ERROR',
        ruleTitle: '分部小计',
        place: '建筑与装饰工程 · 0101 土石方工程',
        expected: '48,347.71',
        actual: '49,347.71',
        message: '分部小计比清单合价之和多 1,000.00',
      },
      {
        severity: 'ERROR',
        ruleTitle: '税金费率',
        place: '建筑与装饰工程 · 税金',
        expected: '9%',
        actual: '3%',
        message: '税金费率与一般计税不符',
      },
      {
        severity: 'WARN',
        ruleTitle: '项目编码重复',
        place: '建筑与装饰工程 · 010103001001',
        expected: null,
        actual: null,
        message: '项目编码 010103001001 出现 2 次',
      },
    ],
  },
};

async function uploadWorkbook(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(press(dialog, '选择清单文件'));
  const upload = await screen.findByRole('dialog', { name: '上传清单文件（.xlsx）' });
  const input = upload.querySelector<HTMLInputElement>('input[type="file"]');
  fireEvent.change(input!, { target: { files: [new File(['x'], '安装.xlsx')] } });
  await user.click(await within(upload).findByRole('button', { name: '全部上传' }));
  expect(await within(dialog).findByText('已选择：安装.xlsx')).toBeInTheDocument();
}

const viewer: UserInfo = zhangsan;
const editor: UserInfo = {
  ...zhangsan,
  permissions: [
    ...zhangsan.permissions,
    'cost:project:edit',
    'cost:project:delete',
    'cost:project:import',
    'cost:fee:edit',
  ],
};

const bills = [bill('b-1', 1), bill('b-2', 2, { name: '构造柱', unitPrice: '700.00' })];

function billPage(data = bills, pageNo = 1, total = data.length) {
  return { body: envelope({ pageNo, pageSize: 50, total, data }) };
}

async function openPage(path: string, signedIn: UserInfo = editor, extra: ServerStub = {}) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(signedIn) },
    'GET /api/b/project/p-1': { body: envelope(libraryProjects[0]) },
    [`GET ${TREE}`]: { body: envelope(structureTree) },
    [`POST ${BILLS}`]: billPage(),
    'GET /api/b/item/bill/b-1': {
      body: envelope({
        ...bills[0],
        norms: [
          {
            code: '5-12',
            name: '现浇混凝土 矩形柱',
            unit: '10m3',
            quantity: '0.1',
            price: '6500.00',
            resources: [{ code: 'C30', consumption: '10.1' }],
          },
        ],
      }),
    },
    [`PUT ${UPDATE_LIST}`]: { body: envelope(null) },
    ...viewStub(),
    ...extra,
  });
  session.signIn(signedIn);
  await renderPortal(path);
  const tree = await screen.findByRole('treegrid', { name: '项目结构树' }, { timeout: 30_000 });
  await within(tree).findByText('建筑与装饰工程', {});
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, tree, user };
}

const STRUCTURE = '/consult/detail/project-info/project-structure?projectId=p-1';

function treeRow(name: string) {
  const found = within(screen.getByRole('treegrid'))
    .getByText(name)
    .closest<HTMLElement>('[role="row"]');
  if (!found) throw new Error(`no row ${name}`);
  return found;
}

async function billsGrid() {
  // Shown once the chosen node's panel renders; slow on a loaded machine.
  return screen.findByRole('grid', { name: '清单列表' });
}

beforeEach(() =>
  layOutByRole({ grid: { width: 2000, height: 600 }, treegrid: { width: 1200, height: 600 } }),
);
afterEach(cleanUpPage);

describe('ProjectDetailPage', () => {
  it('shows the project header, the tab links and the tree with its levels and amounts', async () => {
    const { tree } = await openPage(STRUCTURE);
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: '滨江花园二期' }),
    ).toBeInTheDocument();
    expect(within(main).getByText('12345.68')).toBeInTheDocument();
    expect(within(main).getByText('错误 3')).toBeInTheDocument();
    const tabs = within(main).getByRole('navigation', { name: '项目页签' });
    expect(within(tabs).getByText('项目结构')).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByText('招标控制价').closest('a')).toHaveAttribute(
      'href',
      '/consult/detail/project-info/bidding-control-price?projectId=p-1',
    );
    expect(treeRow('滨江花园二期')).toHaveAttribute('aria-level', '1');
    expect(treeRow('1#楼')).toHaveAttribute('aria-level', '2');
    expect(treeRow('建筑与装饰工程')).toHaveAttribute('aria-level', '3');
    expect(within(treeRow('建筑与装饰工程')).getByText('单位工程')).toBeInTheDocument();
    expect(within(treeRow('建筑与装饰工程')).getByText('80,000,000.00')).toBeInTheDocument();
    expect(within(tree).queryByText('土石方工程')).toBeNull();
    expect(
      within(main).getByText('在左侧选择一个单位工程或分部，查看其清单和费用。'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(main);
  });

  it('when a division moves up, sends the renumbered level in one updateList', async () => {
    const { fetchMock, user } = await openPage(`${STRUCTURE}&node=n-d1`);
    await user.click(treeRow('混凝土及钢筋混凝土工程'));
    await user.keyboard('{Control>}{Shift>}{ArrowUp}{/Shift}{/Control}');
    await waitFor(() => expect(sent(fetchMock, 'PUT', UPDATE_LIST)).toHaveLength(1));
    expect(sent(fetchMock, 'PUT', UPDATE_LIST)[0]).toEqual([
      { id: 'n-d1', parentId: 'n-u1', sort: 2 },
      { id: 'n-d2', parentId: 'n-u1', sort: 1 },
    ]);
  });

  it('refuses a move the levels do not allow, sending nothing', async () => {
    const { fetchMock, user } = await openPage(STRUCTURE);
    // Left: 建筑与装饰工程 would become a sibling of 1#楼, under the project.
    await user.click(treeRow('建筑与装饰工程'));
    await user.keyboard('{Control>}{Shift>}{ArrowLeft}{/Shift}{/Control}');
    expect(await screen.findByText(/“建筑与装饰工程”不能移到这里/)).toBeInTheDocument();
    expect(treeRow('建筑与装饰工程')).toHaveAttribute('aria-level', '3');
    expect(sent(fetchMock, 'PUT', UPDATE_LIST)).toEqual([]);
  });

  it('edits a bill: sends billSave, then reads the tree’s amounts again', async () => {
    const { fetchMock, user } = await openPage(STRUCTURE, editor, {
      [`PUT ${BILL_SAVE}`]: { body: envelope({ ...bills[0], quantity: '12', amount: '7800.00' }) },
    });
    await user.click(within(treeRow('建筑与装饰工程')).getByText('建筑与装饰工程'));
    const grid = await billsGrid();
    await within(grid).findByText('矩形柱 1');
    expect(sent(fetchMock, 'POST', BILLS)[0]).toEqual({
      pageNo: 1,
      pageSize: 50,
      params: { nodeId: 'n-u1' },
    });
    // A unit also has its fee summary.
    expect(screen.getByRole('tab', { name: '费用汇总' })).toBeInTheDocument();

    const first = within(grid).getByText('矩形柱 1').closest<HTMLElement>('[role="row"]')!;
    await user.click(press(first, '编辑'));
    const dialog = await screen.findByRole('dialog', { name: '编辑清单：010502001001' });
    const quantity = within(dialog).getByLabelText('工程量');
    await user.clear(quantity);
    await fill(user, quantity, 'abc');
    await user.click(press(dialog, '保存'));
    expect(quantity).toHaveAccessibleDescription(/工程量须为数字|格式/);
    await user.clear(quantity);
    await fill(user, quantity, '12');
    const treeReads = sent(fetchMock, 'GET', TREE).length;
    await user.click(press(dialog, '保存'));

    await waitFor(() => expect(sent(fetchMock, 'PUT', BILL_SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'PUT', BILL_SAVE)[0]).toEqual({
      id: 'b-1',
      name: '矩形柱 1',
      features: 'C30 商品混凝土',
      unit: 'm3',
      quantity: '12',
      unitPrice: '650.00',
    });
    await waitFor(() => expect(sent(fetchMock, 'GET', TREE).length).toBeGreaterThan(treeReads));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a bill’s 综合单价分析 with its norms and resources', async () => {
    const { user } = await openPage(`${STRUCTURE}&node=n-d2`);
    const grid = await billsGrid();
    await user.click(await within(grid).findByText('矩形柱 1'));
    const dialog = await screen.findByRole('dialog', {
      name: '综合单价分析：010502001001 矩形柱 1',
    });
    expect(await within(dialog).findByText('现浇混凝土 矩形柱')).toBeInTheDocument();
    expect(within(dialog).getByText('C30 × 10.1000')).toBeInTheDocument();
  });

  it('a deep link opens the page holding the bill and marks its row', async () => {
    const target = bill('b-60', 60, { name: '框架柱' });
    const { fetchMock } = await openPage(`${STRUCTURE}&node=n-d2&bill=b-60`, editor, {
      [`POST ${BILLS}`]: billPage([target, bill('b-61', 61)], 2, 80),
    });
    const grid = await billsGrid();
    const row = (await within(grid).findByText('框架柱')).closest<HTMLElement>('[role="row"]')!;
    expect(row).toHaveAttribute('aria-selected', 'true');
    expect(sent(fetchMock, 'POST', BILLS)[0]).toEqual({
      pageNo: 1,
      pageSize: 50,
      params: { nodeId: 'n-d2', billId: 'b-60' },
    });
    expect(screen.getByLabelText('第 2 页')).toHaveAttribute('aria-current', 'page');
    // The way to the division is open in the tree, the division marked as the chosen node.
    expect(
      within(treeRow('混凝土及钢筋混凝土工程')).getByText('混凝土及钢筋混凝土工程'),
    ).toHaveAttribute('aria-current', 'true');
  });

  it('given a workbook with unreadable rows, the preview shows them, 导入 stays enabled and the refused import reports them', async () => {
    const uploads = fakeUpload();
    const refused = {
      body: {
        code: 2000,
        success: false,
        msg: '清单文件有 2 处错误，未导入',
        data: {
          unitId: null,
          bills: 0,
          divisions: 0,
          measures: 0,
          others: 0,
          norms: 0,
          resources: 0,
          errors: [
            { sheet: '表-08', row: 12, column: 'F', message: '工程量须为数字', value: 'abc' },
            { sheet: '表-08', row: 15, column: null, message: '项目编码重复', value: null },
          ],
        },
      },
    };
    const rowErrors = refused.body.data.errors;
    const { fetchMock, user } = await openPage(STRUCTURE, editor, {
      [`POST ${IMPORT}`]: refused,
      [`POST ${PREVIEW}`]: {
        body: envelope({
          ...previewAnswer,
          errors: rowErrors,
          findings: { error: 0, warn: 0, info: 0, items: [] },
        }),
      },
    });
    await user.click(press(document.body, '导入清单'));
    const dialog = await screen.findByRole('dialog', { name: '导入清单' });
    await fill(user, within(dialog).getByLabelText('单位工程名称'), '安装工程');
    await user.click(press(dialog, '导入'));
    expect(within(dialog).getByText('请先选择一个 .xlsx 清单文件')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', IMPORT)).toEqual([]);

    await uploadWorkbook(user, dialog);
    // The preview reads the file first: the rows the import would refuse, before any import.
    const unreadable = await within(dialog).findByRole('grid', { name: '无法读取的行' });
    expect(within(unreadable).getByText('工程量须为数字')).toBeInTheDocument();
    expect(
      within(dialog).getByText('共 2 处无法读取，导入时将被拒绝。请修改文件后重新上传。'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('未发现问题')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', IMPORT)).toEqual([]);
    expect(press(dialog, '导入')).toBeEnabled();

    await user.click(press(dialog, '导入'));
    await waitFor(() => expect(sent(fetchMock, 'POST', IMPORT)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', IMPORT)[0]).toEqual({
      projectId: 'p-1',
      projectNodeId: 'n-s1',
      fileItems: ['f-bills'],
      name: '安装工程',
      code: '',
      area: null,
      // Its progress comes over the message socket under this id.
      progressId: expect.stringMatching(/^[\w-]{8,64}$/) as unknown,
    });
    const report = await within(dialog).findByRole('grid', { name: '导入失败的行' });
    expect(within(report).getByText('工程量须为数字')).toBeInTheDocument();
    expect(within(report).getByText('项目编码重复')).toBeInTheDocument();
    expect(within(report).getByText('abc')).toBeInTheDocument();
    expect(
      within(dialog).getByText('共 2 处问题，未导入任何数据。请修改文件后重新导入。'),
    ).toBeInTheDocument();
    expect(await screen.findByText('清单文件有 2 处错误，未导入')).toBeInTheDocument();
    expect(uploads).toEqual(['/api/b/fileItem/upload']);
  });

  it('given an uploaded workbook, shows what was read (tables, counts, totals, information, problems) and asks again when the 单项 changes', async () => {
    fakeUpload();
    const imported = {
      unitId: 'n-new',
      bills: 32,
      divisions: 20,
      measures: 6,
      others: 4,
      norms: 96,
      resources: 41,
      errors: [],
      units: [{ ...previewAnswer.units[0], unitId: 'n-new' }],
      features: previewAnswer.features,
    };
    const { fetchMock, user } = await openPage(STRUCTURE, editor, {
      [`POST ${PREVIEW}`]: { body: envelope(previewAnswer) },
      [`POST ${IMPORT}`]: { body: envelope(imported) },
    });
    await user.click(press(document.body, '导入清单'));
    const dialog = await screen.findByRole('dialog', { name: '导入清单' });
    expect(within(dialog).queryByRole('region', { name: '读取结果' })).toBeNull();
    await uploadWorkbook(user, dialog);

    const read = await within(dialog).findByRole('region', { name: '读取结果' });
    expect(sent(fetchMock, 'POST', PREVIEW)).toEqual([
      { projectId: 'p-1', projectNodeId: 'n-s1', fileItems: ['f-bills'] },
    ]);
    const unit = within(read).getByRole('region', { name: '单位工程：建筑与装饰工程' });
    const tables = within(unit).getByRole('list', { name: '识别到的表' });
    expect(
      within(tables)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '单位工程汇总 表-04',
      '分部分项清单 表-08',
      '综合单价分析 表-09',
      '规费税金 表-13',
      '工程信息',
    ]);
    expect(within(unit).getByText(/清单 32 条 · 分部 20 个/)).toBeInTheDocument();
    const totals = within(unit).getByRole('table', { name: '文件中的金额' });
    expect(within(totals).getByText('7,828,155.78')).toBeInTheDocument();
    expect(within(totals).getByText('309,291.87')).toBeInTheDocument();
    expect(within(totals).getByText('文件未列出')).toBeInTheDocument();
    const features = within(read).getByRole('table', { name: '将补充的工程信息' });
    expect(within(features).getByText('框架结构')).toBeInTheDocument();
    const problems = within(read).getByRole('region', { name: '已发现的问题' });
    expect(within(problems).getByText('错误 2 · 警告 1 · 提示 0')).toBeInTheDocument();
    const list = within(problems).getByRole('table', { name: '已发现的问题' });
    const first = within(list).getAllByRole('row')[1]!;
    expect(within(first).getByText('错误')).toBeInTheDocument();
    expect(within(first).getByText('分部小计')).toBeInTheDocument();
    expect(within(first).getByText('建筑与装饰工程 · 0101 土石方工程')).toBeInTheDocument();
    expect(within(first).getByText('49,347.71')).toBeInTheDocument();
    expect(within(list).getByText('警告')).toBeInTheDocument();
    expect(within(dialog).queryByRole('grid', { name: '无法读取的行' })).toBeNull();

    // Another 单项: the preview is asked again for it.
    await user.click(within(dialog).getByRole('button', { name: /所属单项工程/ }));
    await user.click(await screen.findByRole('option', { name: '2#楼' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', PREVIEW)).toHaveLength(2));
    expect(sent(fetchMock, 'POST', PREVIEW)[1]).toEqual({
      projectId: 'p-1',
      projectNodeId: 'n-s2',
      fileItems: ['f-bills'],
    });
    await within(dialog).findByRole('region', { name: '读取结果' });

    await fill(user, within(dialog).getByLabelText('单位工程名称'), '建筑与装饰工程');
    await user.click(press(dialog, '导入'));
    expect(
      await screen.findByText('导入完成：1 个单位工程，32 条清单，20 个分部'),
    ).toBeInTheDocument();
  });

  it('marks the bills the unusual checks flag, names the checks, and lists only them on request', async () => {
    const marks = {
      libraryProjects: 30,
      minSamples: 10,
      checks: [
        { check: 'relativityCheck', title: '相关性异常', findings: 0, bills: 0 },
        { check: 'expandCheck', title: '清单综合单价异常', findings: 1, bills: 1 },
        { check: 'materialCheck', title: '人材机价格异常', findings: 0, bills: 0 },
        { check: 'quantityCheck', title: '单方含量异常', findings: 1, bills: 1 },
        { check: 'economicCheck', title: '单方造价异常', findings: 0, bills: 0 },
        { check: 'isUnusual', title: '清单是否异常', findings: 1, bills: 1 },
      ],
      total: 2,
      marks: [
        {
          billId: 'b-2',
          checks: ['expandCheck', 'isUnusual'],
          notes: [
            {
              check: 'expandCheck',
              severity: 'WARN',
              ruleTitle: '清单综合单价',
              message: '综合单价 700.00 高于案例库 P99 610.00',
            },
          ],
        },
        {
          billId: 'b-1',
          checks: ['quantityCheck'],
          notes: [
            {
              check: 'quantityCheck',
              severity: 'WARN',
              ruleTitle: '单方混凝土含量',
              message: '单方混凝土含量 0.61 m³/m² 超出案例库正常范围 0.38–0.50 m³/m²',
            },
          ],
        },
      ],
    };
    const { fetchMock, user } = await openPage(`${STRUCTURE}&node=n-u1`, viewer, {
      'POST /api/b/unusualAnalyze/bills/mark': { body: envelope(marks) },
    });
    const grid = await billsGrid();
    await within(grid).findByText('矩形柱 1');
    const badge = await within(grid).findByRole('button', {
      name: '异常：010502001002 构造柱（清单综合单价、异常清单）清单综合单价：综合单价 700.00 高于案例库 P99 610.00',
    });
    expect(badge).toHaveTextContent('异常×2');
    const flaggedRow = badge.closest<HTMLElement>('[role="row"]')!;
    expect(within(flaggedRow).getByText('构造柱')).toBeInTheDocument();
    // a content check marks the bills behind the indicator, named after it
    const contentRow = within(grid).getByText('矩形柱 1').closest<HTMLElement>('[role="row"]')!;
    expect(
      within(contentRow).getByRole('button', { name: /^异常：.*（单方含量）单方混凝土含量：/ }),
    ).toHaveTextContent(/^异常$/);
    expect(sent(fetchMock, 'POST', '/api/b/unusualAnalyze/bills/mark')).toEqual([
      { projectId: 'p-1' },
    ]);

    // Resting the pointer on it shows the tooltip naming the checks, what they found, where it leads.
    // react-aria opens on hover only once the user is known to use a pointer.
    await user.click(document.body);
    await user.hover(badge);
    const tip = await screen.findByRole('tooltip', {});
    expect(tip).toHaveTextContent('清单综合单价、异常清单');
    expect(tip).toHaveTextContent('综合单价 700.00 高于案例库 P99 610.00');
    expect(tip).toHaveTextContent('点击查看综合单价分析');
    await expectNoAxeViolations(screen.getByRole('main'));

    // 只看异常: the list asks the server for the marked bills only, from its first page.
    await user.click(screen.getByRole('switch', { name: '只看异常（2）' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', BILLS).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 50,
        params: { nodeId: 'n-u1', unusual: true },
      }),
    );
    // Pressing a price check's badge opens the bill's analysis.
    await user.click(badge);
    expect(
      await screen.findByRole('dialog', { name: '综合单价分析：010502001002 构造柱' }),
    ).toBeInTheDocument();
  });

  it('given only the view permission, shows the structure and bills without ways to change them', async () => {
    const { tree } = await openPage(`${STRUCTURE}&node=n-u1`, viewer);
    const grid = await billsGrid();
    await within(grid).findByText('矩形柱 1');
    expect(within(tree).queryByText('新增下级', { selector: 'button' })).toBeNull();
    expect(within(tree).queryByText('删除', { selector: 'button' })).toBeNull();
    expect(tree.querySelector('[data-part="drag-handle"]')).toBeNull();
    expect(within(grid).queryByText('编辑', { selector: 'button' })).toBeNull();
    expect(within(grid).getAllByText('单价分析', { selector: 'button' }).length).toBe(2);
    expect(screen.queryByText('导入清单', { selector: 'button' })).toBeNull();
    expect(screen.queryByText('重新计算', { selector: 'button' })).toBeNull();
    expect(screen.queryByText('编辑项目', { selector: 'button' })).toBeNull();
    expect(screen.getByText('导出 Excel').closest('a')).toHaveAttribute(
      'href',
      expect.stringContaining('/api/b/project/exportProjectFullAttr/p-1/n-u1'),
    );
  });

  it('shows a stage tab as a panel without data, and recomputes the fees', async () => {
    const { fetchMock, user } = await openPage(STRUCTURE, editor, {
      'POST /api/b/project/fee/sysUpdateProjectFee': { body: envelope({ amount: '1', units: 1 }) },
    });
    await user.click(press(document.body, '重新计算'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/project/fee/sysUpdateProjectFee')).toEqual([
        { projectId: 'p-1' },
      ]),
    );
    await user.click(
      within(screen.getByRole('navigation', { name: '项目页签' })).getByText('合同价'),
    );
    expect(await screen.findByText('该阶段暂无数据。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '合同价' })).toBeInTheDocument();
  });
});
