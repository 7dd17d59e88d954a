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
import { libraryProjects, project } from '../library/libraryFixtures';
import {
  expand,
  funnel,
  groupColumns,
  groupRows,
  relativity,
  relativityBills,
} from './analysisFixtures';

vi.setConfig({ testTimeout: 120_000 });

const PAGE = '/consult/detail/data-middle-ground?projectId=p-1';

async function openPage(projects = libraryProjects) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(zhangsan) },
    'GET /api/b/project/p-1': { body: envelope(libraryProjects[0]) },
    'POST /api/b/project/index/search/searchProject': {
      body: envelope({ pageNo: 1, pageSize: 50, total: projects.length, data: projects }),
    },
    'POST /api/b/indicator/funnel/getIndexDataSource': { body: envelope(funnel) },
    'POST /api/b/analyzeGroup/queryColumn': { body: envelope(groupColumns) },
    'POST /api/b/analyzeGroup/queryData': { body: envelope(groupRows) },
    'POST /api/b/relativityAnalyze/queryTree': { body: envelope(relativity) },
    'POST /api/b/relativityAnalyze/queryBillByModelId': { body: envelope(relativityBills) },
    'POST /api/b/expandAnalyze/queryTree': { body: envelope(expand) },
  });
  session.signIn(zhangsan);
  await renderPortal(PAGE);
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

describe('DataMiddleGroundPage', () => {
  it('shows the funnel of library projects and the indicator range; changes the indicator', async () => {
    const { fetchMock, user } = await openPage();
    const stages = await screen.findByRole('table', { name: '各筛选步骤剩余案例数' });
    expect(rowOf(stages, '全部案例')).toHaveTextContent('40');
    expect(rowOf(stages, '规模相近（±30%）')).toHaveTextContent('8');
    expect(rowOf(stages, '数据完整')).toHaveTextContent('5');
    const facts = screen.getByLabelText('最后一步的指标分布', { selector: 'dl' });
    expect(facts).toHaveTextContent('2,800.00');
    await user.selectOptions(screen.getByRole('combobox', { name: '指标' }), 'labourShare');
    await vi.waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/indicator/funnel/getIndexDataSource')).toContainEqual({
        projectId: 'p-1',
        indicator: 'labourShare',
      }),
    );
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('compares the chosen projects side by side', async () => {
    const { fetchMock, user } = await openPage();
    const choices = await screen.findByRole('group', { name: '选择对比项目（2–10 个）' });
    const compare = screen.getByRole('button', { name: '对比' });
    expect(await within(choices).findByRole('checkbox', { name: /^滨江花园二期/ })).toBeChecked();
    expect(compare).toBeDisabled();
    await user.click(within(choices).getByRole('checkbox', { name: /^科技园办公楼/ }));
    await user.click(compare);
    const table = await screen.findByRole('table', { name: '多项目指标对比' });
    expect(
      await within(table).findByRole('columnheader', {
        name: '科技园办公楼（结算 · 2024-06-30）',
      }),
    ).toBeInTheDocument();
    expect(rowOf(table, '单方造价(元/m²)')).toHaveTextContent('4,500.00');
    expect(sent(fetchMock, 'POST', '/api/b/analyzeGroup/queryData')).toEqual([
      { projectIds: ['p-1', 'p-2'] },
    ]);
    const chart = screen.getByRole('table', { name: '单方造价对比' });
    expect(rowOf(chart, '科技园办公楼（结算 · 2024-06-30）')).toHaveTextContent('4500.00');
  });

  it('given projects of one name, tells them apart by code, file type and price date', async () => {
    const twin = project('p-3', {
      name: '滨江花园二期',
      code: 'BJ-02-JS',
      fileType: 'settlement',
      priceDate: '2026-05-01',
    });
    await openPage([...libraryProjects, twin]);
    const choices = await screen.findByRole('group', { name: '选择对比项目（2–10 个）' });
    const named = await within(choices).findAllByRole('checkbox', { name: /^滨江花园二期/ });
    expect(named).toHaveLength(2);
    const labels = named.map((box) => box.closest('label')?.textContent);
    expect(labels).toEqual([
      '滨江花园二期 BJ-02 · 招标控制价 · 2026-03-01',
      '滨江花园二期 BJ-02-JS · 结算 · 2026-05-01',
    ]);
  });

  it('lists the ratio rules per unit and the bills behind A', async () => {
    const { fetchMock, user } = await openPage();
    const table = await screen.findByRole('table', { name: '相关性分析' });
    const formwork = await within(table).findByText('模板(m²) ÷ 混凝土(m³)');
    expect(formwork.closest('tr')).toHaveTextContent('偏高');
    expect(formwork.closest('tr')).toHaveTextContent('14.286');
    await user.click(
      within(table).getByRole('button', {
        name: 'A 的清单：钢筋(t) ÷ 混凝土(m³)（建筑与装饰工程）',
      }),
    );
    const bills = await screen.findByRole('table', {
      name: '建筑与装饰工程：钢筋(t) ÷ 混凝土(m³) 的 A 清单',
    });
    expect(await within(bills).findByText('现浇构件钢筋')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/relativityAnalyze/queryBillByModelId')).toEqual([
      { projectId: 'p-1', unitId: 'n-u1', modelId: 'rebarPerConcrete', side: 'a' },
    ]);
  });

  it('shows the expand indicators and the required features', async () => {
    await openPage();
    const table = await screen.findByRole('table', { name: '扩展指标' });
    expect(await within(table).findByText('每户造价(元)')).toBeInTheDocument();
    expect(rowOf(table, '每户造价(元)')).toHaveTextContent('250,000.00');
    expect(rowOf(table, '钢筋含量(kg/m²)')).toHaveTextContent('45.00 – 65.00');
    const features = screen.getByRole('table', { name: '必填工程特征' });
    expect(rowOf(features, '檐高')).toHaveTextContent('未填写');
  });
});
