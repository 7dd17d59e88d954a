import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { BillModel, HkBillTreeRow, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
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
    ...extra,
  });
  session.signIn(signedIn);
  await renderPortal(PAGE);
  const tree = await screen.findByRole('treegrid', { name: '清单模型库' }, { timeout: 30_000 });
  await within(tree).findByText('04 钢筋混凝土工程', {}, { timeout: 10_000 });
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

  it('shows a viewer the book without the editing actions', async () => {
    const { tree, user } = await openPage(viewer);
    expect(screen.queryByRole('button', { name: '分析清单模型' })).toBeNull();
    expect(screen.queryByRole('button', { name: '清空清单模型' })).toBeNull();
    await user.click(within(tree).getByText('0402 柱'));
    const models = await screen.findByRole('grid', { name: '0402 柱 的清单模型' });
    await within(models).findByText('矩形柱');
    expect(within(models).queryByRole('button', { name: '固定值' })).toBeNull();
  });
});
