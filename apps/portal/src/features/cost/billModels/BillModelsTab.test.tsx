import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { BillModel, BillModelBillRow, HkBillTreeRow, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  failure,
  paramListAnswer,
  renderPortal,
  sent,
  stubServer,
  type ServerStub,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage, layOutByRole } from '../../admin/footprints/adminPageTesting';
import { libraryProjects } from '../library/libraryFixtures';

// Each test mounts the whole portal; on a busy two-core machine the first one also loads it.
vi.setConfig({ testTimeout: 120_000 });

const PAGE = '/consult/detail/digitization-build?projectId=p-1&tab=billModels';
const ANALYZE = '/api/b/project/subject/p-1/itAnalyzeHkBillModel';
const FIX = '/api/b/subject/hkBill/savefixValue';
const BOOK = '/api/b/subject/hkBill/getHkBillBook';
const BILLS = '/api/b/subject/hkBill/queryBillList';
const SET = '/api/b/subject/bill/hand/setBillModel';
const SAVE_AND_SET = '/api/b/subject/bill/hand/saveAndSetBillModel';
const SET_ATTR = '/api/b/subject/bill/hand/setBillModelAttr';
const SAVE_AND_SET_ATTR = '/api/b/subject/bill/hand/saveAndSetBillModelAttr';
const SUBJECT_IT = '/api/b/project/subject/p-1/itAnalyzeSubjectModel';

const viewer: UserInfo = zhangsan;
const editor: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'cost:project:edit'],
};

const treeRows: HkBillTreeRow[] = [
  {
    code: '04',
    name: '钢筋混凝土工程',
    parentCode: null,
    depth: 0,
    models: 12,
    placedModels: 9,
    unplacedModels: 3,
    bills: 420,
  },
  {
    code: '0402',
    name: '柱',
    parentCode: '04',
    depth: 1,
    models: 2,
    placedModels: 1,
    unplacedModels: 1,
    bills: 37,
  },
];

const column: BillModel = {
  id: 'bm-1',
  subjectCode: '0402',
  subjectName: '柱',
  code: '010502001',
  name: '矩形柱',
  unit: 'm3',
  attributes: [
    { name: '混凝土种类', fixValue: '商品混凝土' },
    { name: '混凝土强度等级', fixValue: null },
  ],
  billCount: 37,
};

const unplaced: BillModelBillRow = {
  billId: 'b-1',
  code: '01B002001',
  name: '成品保护',
  features: '',
  unit: '项',
  modelId: null,
  modelCode: null,
  modelName: null,
  method: null,
  score: null,
  attributes: [],
};
const manual: BillModelBillRow = {
  billId: 'b-2',
  code: '010502001001',
  name: '矩形柱',
  features: '1. 混凝土种类：自拌混凝土',
  unit: 'm3',
  modelId: 'bm-1',
  modelCode: '010502001',
  modelName: '矩形柱',
  method: 'manual',
  score: null,
  attributes: [
    { name: '混凝土种类', value: '自拌混凝土', fixValue: '商品混凝土', deviates: true },
    { name: '混凝土强度等级', value: '', fixValue: null, deviates: false },
  ],
};

async function openPage(signedIn: UserInfo = editor, extra: ServerStub = {}) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(signedIn) },
    'GET /api/b/project/p-1': { body: envelope(libraryProjects[0]) },
    'POST /api/b/subject/hkBill/querySubjectTree': {
      body: envelope({ rows: treeRows, unplacedBills: 5 }),
    },
    'GET /api/b/subject/hkBill/countHkBillModelNum': {
      body: envelope({
        bills: 425,
        byCode: 400,
        bySimilarity: 18,
        manual: 2,
        unplacedBills: 5,
        models: 44,
        placedModels: 30,
        unplacedModels: 14,
      }),
    },
    'POST /api/b/bill/xml/getBillVerion': {
      body: envelope({
        book: {
          id: 'gb50500-2013',
          name: '建设工程工程量清单计价规范',
          version: 'GB 50500-2013',
          region: '全国',
          year: 2013,
        },
        source: 'recorded',
      }),
    },
    'POST /api/b/norm/xml/getNornVerion': { body: envelope({ book: null, source: 'unknown' }) },
    [`GET ${BOOK}`]: { body: envelope([column]) },
    [`POST ${ANALYZE}`]: {
      body: envelope({ byCode: 400, bySimilarity: 18, unmatched: 5, kept: 2 }),
    },
    [`POST ${FIX}`]: { body: envelope(column) },
    [`POST ${BILLS}`]: {
      body: envelope({ pageNo: 1, pageSize: 20, total: 2, data: [unplaced, manual] }),
    },
    ...extra,
  });
  session.signIn(signedIn);
  await renderPortal(PAGE);
  const tree = await screen.findByRole('treegrid', { name: '清单模型库' }, { timeout: 30_000 });
  await within(tree).findByText('04 钢筋混凝土工程', {});
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, tree, user };
}

beforeEach(() =>
  layOutByRole({ grid: { width: 2400, height: 600 }, treegrid: { width: 1200, height: 600 } }),
);
afterEach(cleanUpPage);

describe('DigitizationPage · 清单模型', () => {
  it('shows the book tree with placed and unplaced models, the counts and the books', async () => {
    const { tree } = await openPage();
    const main = screen.getByRole('main');
    const tabs = within(main).getByRole('navigation', { name: '数字化建库页签' });
    expect(within(tabs).getByText('清单模型')).toHaveAttribute('aria-current', 'page');
    const row = within(tree).getByText('04 钢筋混凝土工程').closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('9')).toBeInTheDocument();
    expect(within(row).getByText('420')).toBeInTheDocument();
    const counts = within(main).getByLabelText('清单模型统计');
    expect(within(counts).getByText('425')).toBeInTheDocument();
    expect(within(counts).getByText('14')).toBeInTheDocument();
    const books = within(main).getByLabelText('清单库和定额库');
    expect(
      within(books).getByText('建设工程工程量清单计价规范 GB 50500-2013（导入时记录）'),
    ).toBeInTheDocument();
    expect(within(books).getByText('未知')).toBeInTheDocument();
    expect(within(main).getByText('未归入任何模型的清单：5 条')).toBeInTheDocument();
    await expectNoAxeViolations(main);
  });

  it('runs the analysis and tells its result', async () => {
    const { fetchMock, user } = await openPage();
    await user.click(screen.getByRole('button', { name: '分析清单模型' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', ANALYZE)).toHaveLength(1));
    const [body] = sent(fetchMock, 'POST', ANALYZE) as { progressId?: unknown }[];
    expect(typeof body?.progressId).toBe('string');
    expect(
      await screen.findByText('按编码 400 条，按相似度 18 条，未匹配 5 条，保留人工指定 2 条'),
    ).toBeInTheDocument();
  });

  it('lists a node’s models and saves their fixed values', async () => {
    const { fetchMock, tree, user } = await openPage();
    await user.click(within(tree).getByText('0402 柱'));
    const models = await screen.findByRole('grid', { name: '0402 柱 的清单模型' });
    await within(models).findByText('矩形柱');
    expect(within(models).getByText('混凝土种类：商品混凝土')).toBeInTheDocument();
    expect(within(models).getByText('混凝土强度等级：不固定')).toBeInTheDocument();
    const hrefOf = (input: RequestInfo | URL) =>
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const bookCall = fetchMock.mock.calls
      .map(([input]) => hrefOf(input))
      .find((href) => href.includes(BOOK));
    expect(bookCall).toContain('subjectCode=0402');
    await user.click(within(models).getByRole('button', { name: '固定值' }));
    const dialog = await screen.findByRole('dialog');
    const grade = within(dialog).getByRole('textbox', { name: '混凝土强度等级' });
    await user.type(grade, 'C30');
    const kind = within(dialog).getByRole('textbox', { name: '混凝土种类' });
    await user.clear(kind);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', FIX)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', FIX)[0]).toEqual({
      modelId: 'bm-1',
      attributes: [
        { name: '混凝土种类', fixValue: null },
        { name: '混凝土强度等级', fixValue: 'C30' },
      ],
    });
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('marks hand placements and places an unplaced bill on a model picked in the tree', async () => {
    const { fetchMock, user } = await openPage(editor, {
      [`POST ${SET}`]: { body: envelope({ placed: 1 }) },
    });
    const bills = await screen.findByRole('grid', { name: '清单归属' });
    const manualRow = (await within(bills).findByText('010502001001')).closest<HTMLElement>(
      '[role="row"]',
    )!;
    expect(within(manualRow).getByText('手动')).toBeInTheDocument();
    const oddRow = within(bills).getByText('01B002001').closest<HTMLElement>('[role="row"]')!;
    expect(within(oddRow).getByText('未归入')).toBeInTheDocument();
    expect(within(oddRow).queryByRole('button', { name: '设置特征' })).toBeNull();
    const listCalls = sent(fetchMock, 'POST', BILLS).length;

    await user.click(within(oddRow).getByRole('button', { name: '指定模型' }));
    const dialog = await screen.findByRole('dialog', { name: '指定模型：01B002001 成品保护' });
    await user.click(within(dialog).getByRole('button', { name: '指定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择一个清单模型');
    const picker = within(dialog).getByRole('treegrid', { name: '选择模型库节点' });
    await user.click(await within(picker).findByText('0402 柱'));
    await user.click(await within(dialog).findByRole('radio', { name: '010502001 矩形柱（m3）' }));
    await user.click(within(dialog).getByRole('button', { name: '指定' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', SET)).toEqual([{ billIds: ['b-1'], modelId: 'bm-1' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(sent(fetchMock, 'POST', BILLS).length).toBeGreaterThan(listCalls));
    expect(sent(fetchMock, 'POST', BILLS)[0]).toEqual({
      projectId: 'p-1',
      pageNo: 1,
      pageSize: 20,
      params: { status: 'all' },
    });
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('saves the edited bill and its model in one call (保存并指定)', async () => {
    const { fetchMock, user } = await openPage(editor, {
      [`POST ${SAVE_AND_SET}`]: { body: envelope({ ...manual, name: '矩形柱 C30' }) },
    });
    const bills = await screen.findByRole('grid', { name: '清单归属' });
    const row = (await within(bills).findByText('010502001001')).closest<HTMLElement>(
      '[role="row"]',
    )!;
    await user.click(within(row).getByRole('button', { name: '指定模型' }));
    const dialog = await screen.findByRole('dialog', { name: /指定模型：010502001001/ });
    expect(within(dialog).getByText(/当前模型：010502001 矩形柱/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: /同时修改清单/ }));
    const name = within(dialog).getByRole('textbox', { name: /清单名称/ });
    await user.clear(name);
    await user.type(name, '矩形柱 C30');
    await user.click(within(dialog).getByRole('button', { name: '保存并指定' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', SAVE_AND_SET)).toEqual([
        {
          billId: 'b-2',
          modelId: 'bm-1',
          bill: { name: '矩形柱 C30', features: '1. 混凝土种类：自拌混凝土', unit: 'm3' },
        },
      ]),
    );
  });

  it('sets attribute values with fixed ones read-only, and shows the server’s refusal', async () => {
    const refusal = '特征“混凝土种类”已固定为“商品混凝土”，不能取其他值';
    let refuse = true;
    const { fetchMock, user } = await openPage(editor, {
      [`POST ${SAVE_AND_SET_ATTR}`]: () => (refuse ? failure(refusal) : { body: envelope(manual) }),
      [`POST ${SET_ATTR}`]: { body: envelope(manual) },
    });
    const bills = await screen.findByRole('grid', { name: '清单归属' });
    const row = (await within(bills).findByText('010502001001')).closest<HTMLElement>(
      '[role="row"]',
    )!;
    await user.click(within(row).getByRole('button', { name: '设置特征' }));
    const dialog = await screen.findByRole('dialog', { name: /设置特征值/ });
    const fixed = within(dialog).getByRole('textbox', { name: '混凝土种类' });
    expect(fixed).toHaveAttribute('readonly');
    expect(fixed).toHaveValue('商品混凝土');
    expect(within(dialog).getByText(/当前清单为“自拌混凝土”/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '混凝土强度等级' }), 'C30');
    await user.click(within(dialog).getByRole('switch', { name: /写回/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(sent(fetchMock, 'POST', SAVE_AND_SET_ATTR)).toEqual([
      {
        billId: 'b-2',
        attributes: [
          { name: '混凝土种类', value: '商品混凝土' },
          { name: '混凝土强度等级', value: 'C30' },
        ],
      },
    ]);
    refuse = false;
    await user.click(within(dialog).getByRole('switch', { name: /写回/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', SET_ATTR)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('runs the subject-model analysis with a progress id and tells its result', async () => {
    const result = { assigned: 10, unmatched: 2, kept: 1 };
    const { fetchMock, user } = await openPage(editor, {
      [`POST ${SUBJECT_IT}`]: {
        body: envelope({ byCode: result, bySimilarity: { assigned: 3, unmatched: 2, kept: 0 } }),
      },
    });
    await user.click(screen.getByRole('button', { name: '分析科目模型' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', SUBJECT_IT)).toHaveLength(1));
    const [body] = sent(fetchMock, 'POST', SUBJECT_IT) as { progressId?: unknown }[];
    expect(typeof body?.progressId).toBe('string');
    expect(
      await screen.findByText('归入科目 13 条，未匹配 2 条，保留人工指定 1 条'),
    ).toBeInTheDocument();
  });

  it('shows a viewer the book without the editing actions', async () => {
    const { tree, user } = await openPage(viewer);
    expect(screen.queryByRole('button', { name: '分析清单模型' })).toBeNull();
    expect(screen.queryByRole('button', { name: '清空清单模型' })).toBeNull();
    await user.click(within(tree).getByText('0402 柱'));
    const models = await screen.findByRole('grid', { name: '0402 柱 的清单模型' });
    await within(models).findByText('矩形柱');
    expect(within(models).queryByRole('button', { name: '固定值' })).toBeNull();
    const bills = screen.getByRole('grid', { name: '清单归属' });
    await within(bills).findByText('010502001001');
    expect(within(bills).queryByRole('button', { name: '指定模型' })).toBeNull();
    expect(screen.queryByRole('button', { name: '分析科目模型' })).toBeNull();
  });
});
