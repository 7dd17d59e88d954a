import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { SalesOpportunity, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
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
} from '../../app/testing';
import { cleanUpPage, layOutByRole } from '../admin/footprints/adminPageTesting';

// Each test mounts the whole portal; on a busy two-core machine the first one also loads it.
vi.setConfig({ testTimeout: 120_000 });

const seller: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'sales:view', 'sales:edit', 'cockpit:view'],
};

const stage = (
  name: string,
  count: number,
  amount: string,
  reached: number,
  conversion: string | null,
) => ({ stage: name, count, amount, reached, conversion });

const funnel = {
  stages: [
    stage('lead', 5, '500000.00', 40, null),
    stage('intent', 4, '400000.00', 30, '75.00'),
    stage('proposal', 3, '300000.00', 24, '80.00'),
    stage('quote', 2, '200000.00', 18, '75.00'),
    stage('negotiation', 1, '100000.00', 15, '83.33'),
    stage('won', 12, '3600000.00', 12, '80.00'),
    stage('lost', 13, '650000.00', 13, null),
  ],
  total: 40,
  totalAmount: '5750000.00',
  weightedOpenAmount: '412345.00',
  winRate: '48.00',
  overallConversion: '30.00',
  lostReasons: [{ reason: '报价高于竞争对手', count: 7 }],
};

const opportunity = (over: Partial<SalesOpportunity>): SalesOpportunity => ({
  id: 'opp-1',
  customerId: 'customer-01',
  customerName: '杭州市住房和城乡建设局',
  name: '城北安置小区预算编制',
  businessType: 'budget',
  region: '杭州市',
  departmentId: 'd-cost-1',
  departmentName: '造价一部',
  ownerUserId: 'u-zhangsan',
  ownerName: '张三',
  expectedAmount: '120000.00',
  stage: 'quote',
  probability: 60,
  weightedAmount: '72000.00',
  openedDate: '2026-01-05',
  expectedSignDate: '2026-04-01',
  closedDate: null,
  lostReason: null,
  contractId: null,
  contractCode: null,
  memo: null,
  editable: true,
  createdBy: 'u-zhangsan',
  createdAt: '2026-01-05 09:00:00',
  updatedBy: 'u-zhangsan',
  updatedAt: '2026-01-05 09:00:00',
  ...over,
});

async function open(path: string, heading: string, extra: ServerStub, level: 1 | 2 = 1) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(seller) },
    ...extra,
  });
  session.signIn(seller);
  await renderPortal(path);
  await screen.findByRole('heading', { level, name: heading }, { timeout: 30_000 });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, user };
}

// jsdom has no canvas: echarts gets a 2D context that ignores every call, so a chart drawn (or torn
// down) while a test ends cannot fail it (mocks are restored after each test: set it before each).
beforeEach(() => {
  const context: object = new Proxy(
    {},
    {
      get: (target, key) =>
        key in target
          ? (target as Record<PropertyKey, unknown>)[key]
          : key === 'measureText'
            ? () => ({ width: 0 })
            : () => undefined,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as CanvasRenderingContext2D,
  );
});
beforeEach(() => layOutByRole({ grid: { width: 2400, height: 800 } }));
afterEach(cleanUpPage);

describe('SalesFunnelPage', () => {
  it('shows each stage as the server counts it, the win rate and the lost reasons', async () => {
    const { fetchMock } = await open('/sales-funnel', '销售漏斗', {
      'POST /api/b/sales/funnel': { body: envelope(funnel) },
    });
    const table = await screen.findByRole('table', { name: '各阶段商机' });
    const quote = within(table).getByRole('row', { name: /^报价/ });
    expect(
      within(quote)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '20.00', '18', '75.00%']);
    expect(screen.getByText('48.00%')).toBeInTheDocument();
    expect(screen.getByText('575.00')).toBeInTheDocument();
    const reasons = screen.getByRole('table', { name: '输单原因' });
    expect(within(reasons).getByRole('row', { name: /报价高于竞争对手/ })).toHaveTextContent('7');
    expect(sent(fetchMock, 'POST', '/api/b/sales/funnel')[0]).toEqual({});
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});

describe('KeyCustomersPage', () => {
  it('lists key customers in 万元 with the last visit and searches by name', async () => {
    const row = {
      customerId: 'customer-01',
      name: '杭州市住房和城乡建设局',
      kind: 'government',
      region: '杭州市',
      contact: '王经理',
      contracts: 4,
      amount: '1234567.00',
      received: '234567.00',
      outstanding: '1000000.00',
      lastVisit: '2026-02-20',
      openOpportunities: 2,
      openAmount: '150000.00',
    };
    const answer = {
      rows: [
        row,
        { ...row, customerId: 'customer-08', name: '宁波中天置业有限公司', lastVisit: null },
      ],
      total: {
        customers: 2,
        contracts: 8,
        amount: '2469134.00',
        received: '469134.00',
        outstanding: '2000000.00',
        openOpportunities: 4,
        openAmount: '300000.00',
      },
    };
    const { fetchMock, user } = await open('/key-customers', '重点客户', {
      'POST /api/b/sales/keyCustomers': { body: envelope(answer) },
    });
    const table = await screen.findByRole('table', { name: '重点客户列表' });
    const first = within(table).getByRole('row', { name: /杭州市住房和城乡建设局/ });
    expect(first).toHaveTextContent('123.46');
    expect(first).toHaveTextContent('100.00');
    expect(first).toHaveTextContent('2026-02-20');
    expect(within(table).getByRole('row', { name: /宁波中天置业/ })).toHaveTextContent('未拜访');
    await expectNoAxeViolations(screen.getByRole('main'));
    await fill(user, screen.getByRole('textbox', { name: '客户名称' }), '杭州');
    await user.click(press(screen.getByRole('search', { name: '客户名称' }), '查询'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/sales/keyCustomers')).toContainEqual({
        keyword: '杭州',
      }),
    );
  });
});

describe('AreaSaleAnalysisPage', () => {
  it('tables signed and received by region with the total', async () => {
    const region = (name: string, signed: string, received: string) => ({
      region: name,
      contracts: 3,
      signed,
      received,
      receivedRate: '50.00',
      openOpportunities: 1,
      openAmount: '10000.00',
    });
    const { fetchMock } = await open('/area-sale-analysis', '区域销售分析', {
      'POST /api/b/sales/areaAnalysis': {
        body: envelope({
          year: 2026,
          rows: [region('杭州市', '2000000.00', '1000000.00'), region('', '100000.00', '50000.00')],
          total: { ...region('', '2100000.00', '1050000.00'), contracts: 6 },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: '各地区销售' });
    expect(within(table).getByRole('row', { name: /^杭州市/ })).toHaveTextContent('200.00');
    expect(within(table).getByRole('row', { name: /^未填写地区/ })).toHaveTextContent('10.00');
    expect(within(table).getByRole('row', { name: /^合计/ })).toHaveTextContent('210.00');
    expect(sent(fetchMock, 'POST', '/api/b/sales/areaAnalysis')[0]).toEqual({
      year: new Date().getFullYear(),
    });
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});

describe('CreateIncomePlatformPage', () => {
  const page = (data: SalesOpportunity[]) => ({
    body: envelope({ pageNo: 1, pageSize: 20, total: data.length, data }),
  });

  it('offers changes only on his own open opportunities and checks a new one before saving', async () => {
    const { fetchMock, user } = await open('/create-income-platform', '创收平台', {
      'POST /api/b/sales/opportunity/list': page([
        opportunity({}),
        opportunity({ id: 'opp-2', name: '别人的商机', ownerUserId: 'u-admin', editable: false }),
      ]),
      'GET /api/b/sales/customer/options': {
        body: envelope([
          { id: 'customer-01', name: '杭州市住房和城乡建设局', region: '杭州市', isKey: true },
        ]),
      },
      'POST /api/b/sales/opportunity/save': { body: envelope(opportunity({ id: 'opp-3' })) },
      'POST /api/b/sales/opportunity/opp-1/stage': {
        body: envelope(opportunity({ stage: 'lost', lostReason: '价格' })),
      },
    });
    const grid = await screen.findByRole('grid', { name: '商机列表' });
    const own = await within(grid).findByRole('row', { name: /城北安置小区预算编制/ });
    const others = within(grid).getByRole('row', { name: /别人的商机/ });
    expect(within(own).queryByRole('button', { name: '推进阶段' })).not.toBeNull();
    expect(within(others).queryByRole('button', { name: '推进阶段' })).toBeNull();
    expect(within(others).queryByRole('button', { name: '阶段记录' })).not.toBeNull();
    await expectNoAxeViolations(screen.getByRole('main'));

    // Moving to 输单 needs a reason.
    await user.click(press(own, '推进阶段'));
    const move = await screen.findByRole('dialog', { name: /推进「城北安置小区预算编制」/ });
    await user.click(within(move).getByRole('button', { name: /目标阶段/ }));
    await user.click(await screen.findByRole('option', { name: '输单' }));
    await user.click(press(move, '保存'));
    expect(await within(move).findByText('请填写原因')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/sales/opportunity/opp-1/stage')).toHaveLength(0);
    await fill(user, within(move).getByLabelText(/^原因/), '价格');
    await user.click(press(move, '保存'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/sales/opportunity/opp-1/stage')).toEqual([
        { stage: 'lost', reason: '价格' },
      ]),
    );

    // A new opportunity: nothing is sent until the name and amount are right.
    await user.click(screen.getByRole('button', { name: '新增商机' }));
    const dialog = await screen.findByRole('dialog', { name: '新增商机' });
    await expectNoAxeViolations(dialog);
    await fill(user, within(dialog).getByLabelText(/预计金额/), 'abc');
    await user.click(press(dialog, '保存'));
    expect(await within(dialog).findByText('请输入商机名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择客户')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/sales/opportunity/save')).toHaveLength(0);
  });
});

describe('WorkPlanPage and MarketingMonitoringPage', () => {
  it('shows the plan summary and the team scope on request', async () => {
    const plan = {
      id: 'plan-1',
      userId: 'u-zhangsan',
      userName: '张三',
      departmentId: 'd-cost-1',
      departmentName: '造价一部',
      periodKind: 'week',
      periodStart: '2026-03-02',
      kind: 'visit',
      title: '拜访客户，了解项目进展',
      customerId: 'customer-01',
      customerName: '杭州市住房和城乡建设局',
      opportunityId: null,
      opportunityName: null,
      plannedDate: '2026-03-03',
      status: 'planned',
      result: null,
      doneDate: null,
      editable: true,
    };
    const { fetchMock, user } = await open('/work-plan', '工作计划', {
      'POST /api/b/sales/workPlan/list': {
        body: envelope({ rows: [plan], total: 10, done: 8, doneRate: '88.89' }),
      },
    });
    const grid = await screen.findByRole('grid', { name: '工作计划列表' });
    const row = await within(grid).findByRole('row', { name: /拜访客户/ });
    expect(within(row).queryByRole('button', { name: '完成' })).not.toBeNull();
    expect(screen.getByText(/共 10 项，已完成 8 项/)).toHaveTextContent('88.89%');
    await expectNoAxeViolations(screen.getByRole('main'));
    await user.click(screen.getByRole('button', { name: /范围/ }));
    await user.click(await screen.findByRole('option', { name: '团队计划' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/sales/workPlan/list')).toContainEqual({
        scope: 'team',
      }),
    );
  });

  it('tables each department against its targets', async () => {
    const series = (actual: number[], target: number) => ({
      actual,
      target: actual.map(() => target),
      totalActual: actual.reduce((a, b) => a + b, 0),
      totalTarget: target * actual.length,
      completion: null,
    });
    const months = Array.from({ length: 12 }, (_, i) => ({
      key: `2026-${String(i + 1).padStart(2, '0')}`,
      from: `2026-${String(i + 1).padStart(2, '0')}-01`,
      to: `2026-${String(i + 1).padStart(2, '0')}-28`,
    }));
    await open('/marketing-monitoring', '营销监控', {
      'POST /api/b/sales/monitoring': {
        body: envelope({
          periods: months,
          departments: [
            {
              departmentId: 'd-cost-1',
              departmentName: '造价一部',
              metrics: {
                opportunities: { ...series(Array(12).fill(2) as number[], 3), completion: '66.67' },
                visits: series(Array(12).fill(9) as number[], 10),
                quotes: series(Array(12).fill(1) as number[], 2),
                signings: series(Array(12).fill(1) as number[], 2),
              },
            },
          ],
        }),
      },
    });
    const table = await screen.findByRole('table', { name: '造价一部的营销指标' });
    expect(
      within(within(table).getByRole('row', { name: /新增商机/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['24', '36', '66.67%']);
    await expectNoAxeViolations(screen.getByRole('main'));
  });
});

describe('ConstructionSiteDataPage', () => {
  it('shows every site with its payments, progress, findings and team', async () => {
    await open(
      '/construction-site-data',
      '工地数据',
      {
        'POST /api/b/site/constructionSiteData': {
          body: envelope({
            sites: [
              {
                contractId: 'contract-140',
                contractCode: 'ZX-2026-140',
                contractName: '杭州城东安置房全过程造价咨询',
                customerName: '杭州市住房和城乡建设局',
                projectId: 'cost-demo-residential',
                projectName: '滨江花园二期高层住宅',
                region: '杭州市',
                status: 'executing',
                amount: '3000000.00',
                invoiced: '1200000.00',
                received: '900000.00',
                completion: '40.00',
                receivedRate: '30.00',
                openFindings: 3,
                staff: [
                  { userId: 'u-zhangsan', name: '张三', role: 'lead' },
                  { userId: 'u-admin', name: '系统管理员', role: 'checker' },
                ],
              },
            ],
            totals: {
              sites: 1,
              amount: '3000000.00',
              invoiced: '1200000.00',
              received: '900000.00',
              openFindings: 3,
              staff: 2,
            },
          }),
        },
      },
      1,
    );
    const table = await screen.findByRole('table', { name: '在建工地明细' });
    const row = within(table).getByRole('row', { name: /滨江花园二期高层住宅/ });
    expect(row).toHaveTextContent('300.00');
    expect(row).toHaveTextContent('40.00%');
    expect(row).toHaveTextContent('张三（项目负责人）、系统管理员（校核人）');
    // The page's own markup (the echarts canvas inside the chart is the charts package's and is
    // aria-hidden there; axe in jsdom still flags echarts' role="img" on it).
    await expectNoAxeViolations(table);
    await expectNoAxeViolations(
      screen.getByRole('heading', { level: 1, name: '工地数据' }).closest('header')!,
    );
  });
});
