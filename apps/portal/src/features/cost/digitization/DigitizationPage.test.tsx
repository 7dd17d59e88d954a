import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Material, MaterialCatalogueGroup, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  failure,
  fill,
  paramListAnswer,
  renderPortal,
  sent,
  stubServer,
  type ServerStub,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage, layOutByRole } from '../../admin/footprints/adminPageTesting';
import { libraryProjects } from '../library/libraryFixtures';
import { catalogueRows } from './catalogueRows';

// Each test mounts the whole portal; on a busy two-core machine the first one also loads it.
vi.setConfig({ testTimeout: 120_000 });

const LIST = '/api/b/project/material/queryListFront';
const SOURCE = '/api/b/project/material/getSourceBill';
const UPDATE = '/api/b/project/material/updateByItem';
const AUTO = '/api/b/autoCoder/p-1';
const PAGE = '/consult/detail/digitization-build?projectId=p-1';

const viewer: UserInfo = zhangsan;
const editor: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'cost:project:edit'],
};

function material(code: string, extra: Partial<Material> = {}): Material {
  return {
    code,
    name: '钢筋',
    spec: 'HRB400 Φ12~Φ25',
    unit: 't',
    kind: 'material',
    quantity: '123.456789',
    price: '4050',
    amount: '500000.00',
    unitCount: 2,
    catalogueCode: null,
    catalogueName: null,
    catalogueSpec: null,
    catalogueUnit: null,
    confidence: null,
    method: null,
    confirmed: false,
    transformUnit: null,
    transformFactor: null,
    transformedQuantity: null,
    ...extra,
  };
}

const rebar = material('01010103', {
  catalogueCode: '01010103',
  catalogueName: '钢筋',
  catalogueSpec: 'HRB400 Φ12~Φ25',
  catalogueUnit: 't',
  confidence: '1.0000',
  method: 'code',
});
const coating = material('ZX0002', {
  name: '纳米自洁涂层',
  spec: '特种',
  unit: 'm2',
  quantity: '10.5',
  price: '88',
  amount: '924.00',
});

const catalogue: MaterialCatalogueGroup[] = [
  {
    code: '11',
    name: '门窗及装饰材料',
    spec: '',
    unit: '',
    level: 'group',
    children: [
      {
        code: '1106',
        name: '涂料',
        spec: '',
        unit: '',
        level: 'class',
        children: [
          { code: '11060101', name: '乳胶漆', spec: '', unit: 'kg', level: 'item' },
          { code: '11060201', name: '腻子粉', spec: '', unit: 'kg', level: 'item' },
        ],
      },
    ],
  },
];

async function openPage(signedIn: UserInfo = editor, extra: ServerStub = {}) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(signedIn) },
    'GET /api/b/project/p-1': { body: envelope(libraryProjects[0]) },
    [`POST ${LIST}`]: {
      body: envelope({
        pageNo: 1,
        pageSize: 50,
        total: 2,
        data: [rebar, coating],
        summary: {
          count: 2,
          amount: '500924.00',
          coded: 1,
          confirmed: 0,
          kinds: [
            { kind: 'labour', count: 0, amount: '0.00' },
            { kind: 'material', count: 2, amount: '500924.00' },
            { kind: 'main', count: 0, amount: '0.00' },
            { kind: 'equipment', count: 0, amount: '0.00' },
            { kind: 'machine', count: 0, amount: '0.00' },
          ],
        },
      }),
    },
    'POST /api/b/project/material/sumTransformedQuantity': {
      body: envelope([
        { classCode: '0101', className: '钢筋', unit: 't', quantity: '123.457', count: 1 },
      ]),
    },
    [`POST ${SOURCE}`]: {
      body: envelope({
        rows: [
          {
            resourceCode: '01010103',
            billId: 'b-1',
            unitId: 'n-u1',
            unitName: '建筑与装饰工程',
            billCode: '010515001001',
            billName: '现浇构件钢筋',
            billUnit: 't',
            billQuantity: '120',
            normCode: '5-86',
            normName: '钢筋制安 Φ12~Φ25',
            normUnit: 't',
            normQuantity: '120',
            consumption: '1.02',
            quantity: '122.4',
            price: '4050',
            amount: '495720.00',
          },
        ],
        quantity: '122.4',
        amount: '495720.00',
        total: 1,
      }),
    },
    'GET /api/b/getMaterialTree': { body: envelope(catalogue) },
    ...extra,
  });
  session.signIn(signedIn);
  await renderPortal(PAGE);
  const grid = await screen.findByRole('grid', { name: '材料列表' }, { timeout: 30_000 });
  await within(grid).findByText('纳米自洁涂层', {});
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, grid, user };
}

function gridRow(grid: HTMLElement, text: string) {
  const found = within(grid).getByText(text).closest<HTMLElement>('[role="row"]');
  if (!found) throw new Error(`no row ${text}`);
  return found;
}

beforeEach(() =>
  layOutByRole({ grid: { width: 2400, height: 600 }, treegrid: { width: 1200, height: 600 } }),
);
afterEach(cleanUpPage);

describe('DigitizationPage · 材料汇总', () => {
  it('shows the materials with their totals by kind, coding state and converted totals', async () => {
    const { grid } = await openPage();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: '滨江花园二期' })).toBeVisible();
    const facts = within(main).getByLabelText('材料合计');
    expect(within(facts).getByText('500,924.00')).toBeInTheDocument();
    expect(within(facts).getByText('2 / 500,924.00')).toBeInTheDocument();
    expect(within(facts).getByText('1 / 2')).toBeInTheDocument();
    expect(within(gridRow(grid, '纳米自洁涂层')).getByText('未编码')).toBeInTheDocument();
    expect(within(gridRow(grid, '123.4568')).getByText('按编码')).toBeInTheDocument();
    const totals = screen.getByRole('grid', { name: '按标准类别汇总的转换工程量' });
    expect(within(totals).getByText('0101 钢筋')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: '自动编码' })).toBeInTheDocument();
    await expectNoAxeViolations(main);
  });

  it('searches by keyword through the search bar', async () => {
    const { fetchMock, user } = await openPage();
    const bar = screen.getByRole('search', { name: '材料查询' });
    await user.type(within(bar).getByRole('textbox', { name: '关键字' }), '涂层');
    await user.click(within(bar).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', LIST).length).toBeGreaterThan(1));
    expect(sent(fetchMock, 'POST', LIST).at(-1)).toMatchObject({
      pageNo: 1,
      params: { projectId: 'p-1', keyword: '涂层' },
    });
  });

  it('opens the source bills beside the grid with their total', async () => {
    const { fetchMock, grid, user } = await openPage();
    await user.click(within(gridRow(grid, '123.4568')).getByRole('button', { name: '来源清单' }));
    const panel = await screen.findByRole('region', { name: '来源清单' });
    expect(sent(fetchMock, 'POST', SOURCE)[0]).toEqual({ projectId: 'p-1', code: '01010103' });
    expect(await within(panel).findByText('现浇构件钢筋')).toBeInTheDocument();
    expect(within(panel).getByText('合计 122.4000 t，495,720.00 元，共 1 条')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
    await user.click(within(panel).getByRole('button', { name: '关闭来源清单' }));
    expect(screen.queryByRole('region', { name: '来源清单' })).toBeNull();
  });

  it('auto-codes the project and reports the counts', async () => {
    const { fetchMock, user } = await openPage(editor, {
      [`POST ${AUTO}`]: { body: envelope({ coded: 60, uncoded: 1, kept: 2 }) },
    });
    await user.click(screen.getByRole('button', { name: '自动编码' }));
    expect(
      await screen.findByText('已编码 60 项，未能编码 1 项，保留人工确认 2 项'),
    ).toBeInTheDocument();
    const [body] = sent(fetchMock, 'POST', AUTO) as { progressId: string }[];
    expect(body!.progressId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('codes by the library and shows the coding counts by kind', async () => {
    const { fetchMock, user } = await openPage(editor, {
      'POST /api/b/project/material/countCodingNum': {
        body: envelope({
          total: 2,
          coded: 1,
          uncoded: 1,
          confirmed: 0,
          byKind: [{ kind: 'material', total: 2, coded: 1, uncoded: 1, confirmed: 0 }],
        }),
      },
      'POST /api/b/project/material/itCoderByItem': {
        body: envelope({
          coded: 1,
          uncoded: 0,
          kept: 0,
          matches: [{ code: 'ZX0002', catalogueCode: '11060101', count: 3, votes: 4 }],
        }),
      },
    });
    const counts = await screen.findByLabelText('编码统计（已编码 / 未编码）');
    expect(within(counts).getByText('全部')).toBeInTheDocument();
    expect(within(counts).getAllByText('1 / 1')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '按库编码' }));
    expect(
      await screen.findByText('按库编码 1 项，库中无可参照 0 项，保留人工确认 0 项'),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/project/material/itCoderByItem')).toEqual([
      { projectId: 'p-1' },
    ]);
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('codes a material by choosing from the catalogue tree, and keeps the dialog on a refusal', async () => {
    let refuse = true;
    const { fetchMock, grid, user } = await openPage(editor, {
      [`POST ${UPDATE}`]: () =>
        refuse
          ? failure('标准材料库中没有编码 11060101：请从材料库中选择')
          : { body: envelope({ ...coating, catalogueCode: '11060101', confirmed: true }) },
    });
    await user.click(within(gridRow(grid, '纳米自洁涂层')).getByRole('button', { name: '编码' }));
    const dialog = await screen.findByRole('dialog', { name: '选择标准材料：纳米自洁涂层' });
    await user.type(within(dialog).getByRole('textbox', { name: '查找标准材料' }), '乳胶');
    const tree = within(dialog).getByRole('treegrid', { name: '标准材料库' });
    expect(within(tree).queryByText('腻子粉')).toBeNull();
    await user.click(await within(tree).findByRole('button', { name: /选择 11060101 乳胶漆/ }));
    await waitFor(() => expect(sent(fetchMock, 'POST', UPDATE)).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: '选择标准材料：纳米自洁涂层' })).toBeInTheDocument();
    refuse = false;
    await user.click(within(tree).getByRole('button', { name: /选择 11060101 乳胶漆/ }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '选择标准材料：纳米自洁涂层' })).toBeNull(),
    );
    expect(sent(fetchMock, 'POST', UPDATE)[1]).toEqual({
      projectId: 'p-1',
      code: 'ZX0002',
      catalogueCode: '11060101',
    });
  });

  it('runs 智能分析 with a progress bar and reports what it coded', async () => {
    const ANALYZE = '/api/b/itAnalyzeMaterial/p-1';
    const { fetchMock, user } = await openPage(editor, {
      [`POST ${ANALYZE}`]: {
        body: envelope({ byCatalogue: 40, byLibrary: 3, uncoded: 2, kept: 1 }),
      },
    });
    // the analysis answers only when the test lets it, so the progress shows meanwhile
    const answer = fetchMock.getMockImplementation()!;
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    fetchMock.mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes(ANALYZE)
        ? held.then(() => answer(input, init))
        : answer(input, init),
    );
    await user.click(screen.getByRole('button', { name: '智能分析' }));
    expect(await screen.findByRole('progressbar', { name: '正在智能分析…' })).toBeInTheDocument();
    finish();
    expect(
      await screen.findByText(
        '按标准材料库编码 40 项，按案例库编码 3 项，未能编码 2 项，保留人工确认 1 项',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: '正在智能分析…' })).toBeNull();
    expect(sent(fetchMock, 'POST', ANALYZE)).toHaveLength(1);
    // the list is asked again after the coding
    await waitFor(() => expect(sent(fetchMock, 'POST', LIST).length).toBeGreaterThan(1));
  });

  it('clears the automatic codings only after the question is confirmed', async () => {
    const CLEAR = '/api/b/clearItemCollection/p-1';
    const { fetchMock, user } = await openPage(editor, {
      [`POST ${CLEAR}`]: { body: envelope({ cleared: 5, kept: 1 }) },
    });
    await user.click(screen.getByRole('button', { name: '清除自动编码' }));
    let question = await screen.findByRole('alertdialog', { name: '清除自动编码' });
    await expectNoAxeViolations(question);
    await user.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent(fetchMock, 'POST', CLEAR)).toEqual([]);

    await user.click(screen.getByRole('button', { name: '清除自动编码' }));
    question = await screen.findByRole('alertdialog', { name: '清除自动编码' });
    await user.click(within(question).getByRole('button', { name: '清除' }));
    expect(await screen.findByText('已清除 5 项自动编码，保留人工确认 1 项')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', CLEAR)).toHaveLength(1);
  });

  it('edits a material’s description, checked like the server, keeping the dialog on a refusal', async () => {
    const SAVE = '/api/b/project/material';
    let refuse = true;
    const { fetchMock, grid, user } = await openPage(editor, {
      [`POST ${SAVE}`]: () =>
        refuse
          ? failure('材料 ZX0002 不在项目中')
          : { body: envelope({ ...coating, name: '自洁涂料' }) },
    });
    await user.click(within(gridRow(grid, '纳米自洁涂层')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑材料：ZX0002' });
    const name = within(dialog).getByRole('textbox', { name: /名称/ });
    expect(name).toHaveValue('纳米自洁涂层');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入材料名称')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', SAVE)).toEqual([]);
    await expectNoAxeViolations(dialog);

    await fill(user, name, '自洁涂料');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('未能保存：材料 ZX0002 不在项目中')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '编辑材料：ZX0002' })).toBeNull(),
    );
    expect(sent(fetchMock, 'POST', SAVE)[1]).toEqual({
      projectId: 'p-1',
      code: 'ZX0002',
      name: '自洁涂料',
      spec: '特种',
      unit: 'm2',
    });
  });

  it('lists the resource rows of each unit under the source bills', async () => {
    const { fetchMock, grid, user } = await openPage(editor, {
      'GET /api/b/getSourceMaterial/p-1': {
        body: envelope([
          {
            id: 'r-1',
            unitId: 'n-u1',
            unitName: '建筑与装饰工程',
            code: '01010103',
            name: '钢筋',
            spec: 'HRB400 Φ12~Φ25',
            unit: 't',
            kind: 'material',
            price: '4050',
            quantity: '122.4',
            amount: '495720.00',
            ownerSupplied: true,
            provisional: false,
          },
        ]),
      },
    });
    await user.click(within(gridRow(grid, '123.4568')).getByRole('button', { name: '来源清单' }));
    const panel = await screen.findByRole('region', { name: '来源清单' });
    const table = await within(panel).findByRole('table', { name: '各单位工程中的该材料' });
    const row = within(table).getByRole('rowheader', { name: '建筑与装饰工程' }).closest('tr')!;
    expect(within(row).getByText('495,720.00')).toBeInTheDocument();
    expect(within(row).getByText('甲供')).toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input instanceof Request ? input.url : input))
      .filter((href) => href.includes('/api/b/getSourceMaterial/p-1'));
    expect(asked).toEqual([expect.stringContaining('?code=01010103')]);
    await expectNoAxeViolations(panel);
  });

  it('offers a viewer the lists but no coding actions', async () => {
    const { grid } = await openPage(viewer);
    expect(screen.queryByRole('button', { name: '自动编码' })).toBeNull();
    expect(screen.queryByRole('button', { name: '智能分析' })).toBeNull();
    expect(screen.queryByRole('button', { name: '清除自动编码' })).toBeNull();
    expect(
      within(gridRow(grid, '纳米自洁涂层')).queryByRole('button', { name: '编辑' }),
    ).toBeNull();
    expect(
      within(gridRow(grid, '纳米自洁涂层')).queryByRole('button', { name: '编码' }),
    ).toBeNull();
    expect(
      within(gridRow(grid, '纳米自洁涂层')).getByRole('button', { name: '来源清单' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});

describe('catalogueRows', () => {
  it('keeps only matching materials with their class and group when searching', () => {
    expect(catalogueRows(catalogue).map((row) => row.id)).toEqual([
      '11',
      '1106',
      '11060101',
      '11060201',
    ]);
    expect(catalogueRows(catalogue, '腻子').map((row) => row.id)).toEqual([
      '11',
      '1106',
      '11060201',
    ]);
    expect(catalogueRows(catalogue, '不存在')).toEqual([]);
  });
});

describe('DigitizationPage · 科目模型', () => {
  const SUBJECTS = '/consult/detail/digitization-build?projectId=p-1&tab=subjects';
  const subjectBill = {
    kind: 'bill',
    billId: 'b-9',
    billIds: ['b-9'],
    unitId: 'n-u1',
    code: '01B001',
    name: '现浇矩形柱（补充）',
    features: 'C30',
    unit: 'm3',
    quantity: '12.5',
    unitPrice: '700.00',
    amount: '8750.00',
    subjectCode: null,
    subjectName: null,
    method: null,
    score: null,
    edited: false,
    norms: [],
  };
  const treeRows = [
    {
      code: '04',
      name: '钢筋混凝土工程',
      parentCode: null,
      depth: 0,
      billCount: 10,
      amount: '1000000.00',
      share: '40.00',
      perM2: '22.22',
    },
    {
      code: '0402',
      name: '柱',
      parentCode: '04',
      depth: 1,
      billCount: 3,
      amount: '300000.00',
      share: '12.00',
      perM2: '6.67',
    },
  ];

  async function openSubjects(signedIn: UserInfo = editor, extra: ServerStub = {}) {
    const fetchMock = stubServer({
      'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
      'GET /api/user/info': { body: envelope(signedIn) },
      'GET /api/b/project/p-1': { body: envelope(libraryProjects[0]) },
      'POST /api/b/subject/item/querySubjectTree': {
        body: envelope({
          rows: treeRows,
          total: '2500000.00',
          area: '45000.00',
          unassignedCount: 1,
          unassignedAmount: '8750.00',
        }),
      },
      'POST /api/b/subject/item/countSubjectModelNum': {
        body: envelope({ bills: 11, byCode: 10, bySimilarity: 0, manual: 0, unassigned: 1 }),
      },
      'POST /api/b/subject/item/querySubjectBill': {
        body: envelope({ pageNo: 1, pageSize: 50, total: 1, data: [subjectBill] }),
      },
      'POST /api/b/subject/item/findSimilarBill': {
        body: envelope([
          {
            billId: 'b-2',
            projectName: '科创中心写字楼',
            code: '010502001001',
            name: '矩形柱',
            features: 'C30',
            unit: 'm3',
            subjectCode: '0402',
            subjectName: '柱',
            score: '0.8123',
          },
        ]),
      },
      'POST /api/b/subject/item/confirmSimilarBill': { body: envelope({ assigned: 1 }) },
      ...extra,
    });
    session.signIn(signedIn);
    await renderPortal(SUBJECTS);
    const tree = await screen.findByRole('treegrid', { name: '科目树' }, { timeout: 30_000 });
    await within(tree).findByText('04 钢筋混凝土工程', {});
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    return { fetchMock, tree, user };
  }

  it('shows the subject tree with amounts, shares and per-m² values', async () => {
    const { tree } = await openSubjects();
    const main = screen.getByRole('main');
    const tabs = within(main).getByRole('navigation', { name: '数字化建库页签' });
    expect(within(tabs).getByText('科目模型')).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByText('材料汇总')).not.toHaveAttribute('aria-current');
    const row = within(tree).getByText('04 钢筋混凝土工程').closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('1,000,000.00')).toBeInTheDocument();
    expect(within(row).getByText('40.00')).toBeInTheDocument();
    expect(within(row).getByText('22.22')).toBeInTheDocument();
    expect(within(main).getByText(/未归类清单 1 条，8,750.00 元/)).toBeInTheDocument();
    await expectNoAxeViolations(main);
  });

  it('lists the unassigned bills and assigns one to a similar bill’s subject', async () => {
    const { fetchMock, user } = await openSubjects();
    await user.click(screen.getByRole('button', { name: '查看未归类清单' }));
    const bills = await screen.findByRole('grid', { name: '科目清单' });
    expect(sent(fetchMock, 'POST', '/api/b/subject/item/querySubjectBill').at(-1)).toMatchObject({
      params: { projectId: 'p-1', unassigned: true },
    });
    const row = (await within(bills).findByText('现浇矩形柱（补充）')).closest<HTMLElement>(
      '[role="row"]',
    )!;
    await user.click(within(row).getByRole('button', { name: '查找相似' }));
    const dialog = await screen.findByRole('dialog', { name: /相似清单/ });
    await within(dialog).findByText('科创中心写字楼');
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: '采用此科目' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/subject/item/confirmSimilarBill')).toEqual([
        { billIds: ['b-9'], subjectCode: '0402' },
      ]),
    );
  });

  it('analyses by code with a progress id', async () => {
    const { fetchMock, user } = await openSubjects(editor, {
      'POST /api/b/project/subject/analyzeSubjectModelByCode': {
        body: envelope({ assigned: 10, unmatched: 1, kept: 0 }),
      },
    });
    await user.click(screen.getByRole('button', { name: '按编码分析' }));
    expect(await screen.findByText('已归类 10 条，未能归类 1 条，保留 0 条')).toBeInTheDocument();
    const [body] = sent(fetchMock, 'POST', '/api/b/project/subject/analyzeSubjectModelByCode') as {
      projectId: string;
      progressId: string;
    }[];
    expect(body!.projectId).toBe('p-1');
    expect(body!.progressId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('splices two bills of a subject under a name', async () => {
    const columns = [
      {
        ...subjectBill,
        billId: 'b-1',
        billIds: ['b-1'],
        code: '010502001001',
        name: '矩形柱',
        subjectCode: '0402',
        subjectName: '柱',
        method: 'code',
      },
      {
        ...subjectBill,
        billId: 'b-2',
        billIds: ['b-2'],
        code: '010502001002',
        name: '构造柱',
        subjectCode: '0402',
        subjectName: '柱',
        method: 'code',
      },
    ];
    const { fetchMock, tree, user } = await openSubjects(editor, {
      'POST /api/b/subject/item/querySubjectBill': {
        body: envelope({ pageNo: 1, pageSize: 50, total: 2, data: columns }),
      },
      'POST /api/b/subject/item/splicSubjectBill': {
        body: envelope({ ...columns[0], kind: 'splice', billId: 's-1', billIds: ['b-1', 'b-2'] }),
      },
      'POST /api/b/subject/item/validSplicBill': { body: envelope({ valid: true, problems: [] }) },
    });
    await user.click(within(tree).getByRole('button', { name: '0402 柱' }));
    const bills = await screen.findByRole('grid', { name: '科目清单' });
    await within(bills).findByText('构造柱');
    expect(screen.getByRole('button', { name: '拼接所选（0）' })).toBeDisabled();
    for (const name of ['矩形柱', '构造柱']) {
      const row = within(bills).getByText(name).closest<HTMLElement>('[role="row"]')!;
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: '拼接所选（2）' }));
    const dialog = await screen.findByRole('dialog', { name: '拼接 2 条清单' });
    await expectNoAxeViolations(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: '拼接后的名称' }), '框架柱');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/subject/item/splicSubjectBill')).toEqual([
        { billIds: ['b-1', 'b-2'], name: '框架柱' },
      ]),
    );
  });

  it('shows a subject’s indicator factors and sets them from the project’s factors', async () => {
    const SUBJECT_FACTORS = '/api/b/subject/factors/queryList';
    const SAVE_FACTORS = '/api/b/subject/factors';
    const factor = (code: string, name: string, source: 'project' | 'kind') => ({
      code,
      name,
      unit: '',
      value: '1',
      formula: null,
      result: '1.0000',
      source,
      nodeValue: null,
    });
    const ruleEditor: UserInfo = {
      ...editor,
      permissions: [...editor.permissions, 'cost:quality:rule'],
    };
    const { fetchMock, tree, user } = await openSubjects(ruleEditor, {
      [`POST ${SUBJECT_FACTORS}`]: {
        body: envelope([{ subjectCode: '0402', subjectName: '柱', factorCodes: ['JZMJ'] }]),
      },
      'POST /api/b/projectFactors/querySpecialList2': {
        body: envelope([factor('JZMJ', '建筑面积', 'project'), factor('CWS', '车位数', 'kind')]),
      },
      [`POST ${SAVE_FACTORS}`]: {
        body: envelope({ subjectCode: '0402', subjectName: '柱', factorCodes: ['JZMJ', 'CWS'] }),
      },
    });
    await user.click(within(tree).getByRole('button', { name: '0402 柱' }));
    const factors = await screen.findByRole('group', { name: '指标因子' });
    expect(await within(factors).findByText('指标因子：建筑面积（JZMJ）')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', SUBJECT_FACTORS)[0]).toEqual({ subjectCode: '0402' });

    await user.click(within(factors).getByRole('button', { name: '设置指标因子' }));
    const dialog = await screen.findByRole('dialog', { name: '指标因子：柱' });
    expect(within(dialog).getByRole('checkbox', { name: '建筑面积（JZMJ）' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: '车位数（CWS）' }));
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', SAVE_FACTORS)).toEqual([
        { subjectCode: '0402', factorCodes: ['JZMJ', 'CWS'] },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '指标因子：柱' })).toBeNull());
    // the list is asked again after the save
    expect(sent(fetchMock, 'POST', SUBJECT_FACTORS).length).toBeGreaterThan(1);
  });

  it('gives a viewer no analysis buttons', async () => {
    await openSubjects(viewer);
    expect(screen.queryByRole('button', { name: '按编码分析' })).toBeNull();
    expect(screen.queryByRole('button', { name: '清除科目模型' })).toBeNull();
  });
});
