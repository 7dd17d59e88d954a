import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  sent,
  stubServer,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import { libraryProjects } from '../library/libraryFixtures';
import {
  complement,
  composition,
  indicators,
  resources,
  specialties,
  unitBills,
} from './analysisFixtures';

// Each test mounts the whole portal; on a busy two-core machine the first one also loads it.
vi.setConfig({ testTimeout: 120_000 });

const PAGE = '/consult/detail/project-summary?projectId=p-1';

async function openPage(path = PAGE, withProject = true) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(zhangsan) },
    'GET /api/b/project/p-1': { body: envelope(libraryProjects[0]) },
    'POST /api/b/analyzeProject/queryData': { body: envelope(indicators) },
    'POST /api/b/analyze1/queryTree': { body: envelope(composition) },
    'POST /api/b/analyze1/queryTreeForBill': { body: envelope(unitBills) },
    'POST /api/b/analyze2/queryTree': { body: envelope(specialties) },
    'POST /api/b/analyze3/queryTree': { body: envelope(resources) },
    'GET /api/b/analyzeProject/queryComplementStatus/p-1': { body: envelope(complement) },
  });
  session.signIn(zhangsan);
  await renderPortal(path);
  if (withProject)
    await screen.findByRole('heading', { level: 1, name: '滨江花园二期' }, { timeout: 30_000 });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, user };
}

const rowOf = (table: HTMLElement, text: string) => {
  const row = within(table).getByText(text).closest('tr');
  if (!row) throw new Error(`no row ${text}`);
  return row;
};

afterEach(cleanUpPage);

describe('ProjectSummaryPage', () => {
  it('shows the indicators against their ranges, the composition and its chart data', async () => {
    await openPage();
    const table = await screen.findByRole('table', { name: '关键指标与案例库对比' });
    const perM2 = await within(table).findByText('单方造价(元/m²)');
    const row = perM2.closest('tr')!;
    expect(row).toHaveTextContent('2,500.00');
    expect(row).toHaveTextContent('2,300.00');
    expect(row).toHaveTextContent('3,500.00');
    expect(row).toHaveTextContent('默认区间');
    expect(rowOf(table, '人工费占分部分项(%)')).toHaveTextContent('偏高');
    expect(rowOf(table, '总造价(元)')).toHaveTextContent('无参考');

    // The donut's numbers: the project's fee-table parts.
    const donut = await screen.findByRole('table', { name: '费用构成' });
    expect(rowOf(donut, '分部分项')).toHaveTextContent('1800000.00');
    expect(rowOf(donut, '税金')).toHaveTextContent('210000.00');
    // The bar chart's numbers: one bar per unit.
    const bars = screen.getByRole('table', { name: '各单位工程造价' });
    expect(rowOf(bars, '给排水工程')).toHaveTextContent('500000.00');

    const tree = screen.getByRole('table', { name: '造价构成分析' });
    expect(rowOf(tree, '1#楼')).toHaveTextContent('单项工程');
    expect(rowOf(tree, '建筑与装饰工程')).toHaveTextContent('80.00');
    expect(rowOf(tree, '建筑与装饰工程')).toHaveTextContent('1,500,000.00');

    const nav = screen.getByRole('navigation', { name: '项目页面' });
    expect(within(nav).getByRole('link', { name: '项目概况' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: '数据中台' })).toHaveAttribute(
      'href',
      '/consult/detail/data-middle-ground?projectId=p-1',
    );
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it("opens a unit's divisions and bills from the composition table", async () => {
    const { fetchMock, user } = await openPage();
    const tree = await screen.findByRole('table', { name: '造价构成分析' });
    await user.click(await within(tree).findByRole('button', { name: '建筑与装饰工程' }));
    const bills = await screen.findByRole('table', { name: '分部与清单：建筑与装饰工程' });
    expect(await within(bills).findByText('矩形柱')).toBeInTheDocument();
    expect(rowOf(bills, '矩形柱')).toHaveTextContent('12,000.00');
    expect(sent(fetchMock, 'POST', '/api/b/analyze1/queryTreeForBill')).toEqual([
      { projectId: 'p-1', nodeId: 'n-u1', pageNo: 1, pageSize: 100 },
    ]);
    // 150 lines: the table pages, asking the server for the next page only.
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await vi.waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/analyze1/queryTreeForBill')).toEqual([
        { projectId: 'p-1', nodeId: 'n-u1', pageNo: 1, pageSize: 100 },
        { projectId: 'p-1', nodeId: 'n-u1', pageNo: 2, pageSize: 100 },
      ]),
    );
  });

  it('shows specialties, resources, contents and what the data lack', async () => {
    await openPage();
    const split = await screen.findByRole('table', { name: '专业与章节分析' });
    expect(await within(split).findByText('房屋建筑与装饰工程')).toBeInTheDocument();
    expect(rowOf(split, '0105 混凝土及钢筋混凝土工程')).toHaveTextContent('83.33');
    expect(rowOf(split, '通用安装工程')).toHaveTextContent('300,000.00');

    const kinds = await screen.findByRole('table', { name: '人材机金额' });
    expect(rowOf(kinds, '材料')).toHaveTextContent('600000.00');
    const contents = screen.getByRole('table', { name: '含量指标' });
    expect(await within(contents).findByText('钢筋(kg/m²)')).toBeInTheDocument();
    expect(rowOf(contents, '钢筋(kg/m²)')).toHaveTextContent('52.000');

    const completeness = await screen.findByRole('table', { name: '数据完整性' });
    expect(await within(completeness).findByText('已计价清单的定额')).toBeInTheDocument();
    expect(rowOf(completeness, '已计价清单的定额')).toHaveTextContent('缺 3 / 160');
    expect(rowOf(completeness, '建筑面积（项目与单项工程）')).toHaveTextContent('完整');
    expect(screen.getByText('部分数据缺失，相关分析可能不准确。')).toBeInTheDocument();
  });

  it('asks for a project without one', async () => {
    await openPage('/consult/detail/project-summary', false);
    expect(
      await screen.findByText('请从项目案例库选择一个项目。', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });
});
