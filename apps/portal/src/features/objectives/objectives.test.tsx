import type {
  ObjectiveMeasureFigures,
  ObjectivePlan,
  ObjectiveProduction,
  ObjectiveTarget,
} from '@ccms/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import { envelope, sent, stubServer } from '../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../admin/footprints/adminPageTesting';
import { financeServer, financeUser } from '../finance/financeFixtures';
import { renderFeature } from '../profile/renderFeature';
import { fromCents, toCents } from './objectivesShared';
import PlanMethodPage from './PlanMethodPage';
import PlanProductionPage from './PlanProductionPage';

vi.setConfig({ testTimeout: 120_000 });

const PLAN = '/api/b/business-objectives/plan';
const SAVE = '/api/b/business-objectives/plan/save';
const ADJUST = '/api/b/business-objectives/plan/adjust';
const PRODUCTION = '/api/b/business-objectives/production';
const PROGRESS = '/api/b/business-objectives/progress/queryList';
const PROGRESS_SAVE = '/api/b/business-objectives/progress/save';

beforeEach(() => layOutByRole({ grid: { width: 2400, height: 800 } }));
afterEach(cleanUpPage);

const common = {
  'GET /api/share/dept/deptTree': {
    body: envelope([
      { id: 'dept-cost-1', name: '造价一部', children: [], parentId: null, sort: 1 },
    ]),
  },
};

const zeroMonths = Array.from({ length: 12 }, () => '0.00');
const target = (departmentId: string, measure: ObjectiveTarget['measure'], annual: string) => ({
  departmentId,
  measure,
  annual,
  method: 'even' as const,
  months: Array.from({ length: 12 }, () => fromCents(toCents(annual)! / 12n)),
});

function plan(extra: Partial<ObjectivePlan> = {}): ObjectivePlan {
  return {
    year: new Date().getFullYear(),
    status: 'draft',
    totals: { contract: '2400000.00', production: '0.00', receipt: '0.00', profit: '0.00' },
    departmentSums: { contract: '2400000.00', production: '0.00', receipt: '0.00', profit: '0.00' },
    issuedAt: null,
    issuedBy: null,
    departments: [
      { departmentId: 'dept-root', departmentName: '示例公司', parentId: null, depth: 0 },
      { departmentId: 'dept-cost-1', departmentName: '造价一部', parentId: 'dept-root', depth: 1 },
      { departmentId: 'dept-cost-2', departmentName: '造价二部', parentId: 'dept-root', depth: 1 },
    ],
    targets: [
      target('dept-cost-1', 'contract', '1200000.00'),
      target('dept-cost-2', 'contract', '1200000.00'),
    ],
    effective: [],
    adjustments: [],
    canEditAll: true,
    ...extra,
  };
}

describe('cents', () => {
  it('reads and writes decimals exactly', () => {
    expect(toCents('1,234.5')).toBe(123450n);
    expect(toCents('12.345')).toBeNull();
    expect(fromCents(-5n)).toBe('-0.05');
  });
});

describe('PlanMethodPage', () => {
  it('checks the company total against the departments and saves the draft', async () => {
    const user = financeUser(['objectives:view', 'objectives:edit']);
    const fetchMock = stubServer(
      financeServer(user, {
        ...common,
        [`POST ${PLAN}`]: { body: envelope(plan()) },
        [`POST ${SAVE}`]: { body: envelope(plan()) },
      }),
    );
    session.signIn(user);
    await renderFeature(<PlanMethodPage />, '/b/business-objectives/plan-method');
    const input = await screen.findByRole(
      'textbox',
      { name: '造价一部 合同额年度目标' },
      { timeout: 30_000 },
    );
    const typist = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await typist.clear(input);
    await typist.type(input, '1300000');
    expect(
      await screen.findByText('合同额：部门合计 2,500,000.00 与公司目标 2,400,000.00 不一致'),
    ).toBeInTheDocument();
    const total = screen.getByRole('textbox', { name: '公司合同额目标' });
    await typist.clear(total);
    await typist.type(total, '2500000');
    await waitFor(() => expect(screen.queryByText(/不一致/)).not.toBeInTheDocument());
    await typist.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      year: new Date().getFullYear(),
      totals: { contract: '2500000', production: '0.00', receipt: '0.00', profit: '0.00' },
      targets: [
        { departmentId: 'dept-cost-1', measure: 'contract', annual: '1300000', method: 'even' },
        { departmentId: 'dept-cost-2', measure: 'contract', annual: '1200000.00', method: 'even' },
      ],
    });
    const months = screen.getByRole('table', { name: '合同额月度分解' });
    expect(within(rowIn(months, '造价一部')).getAllByText('100,000.00')).toHaveLength(12);
    await expectNoAxeViolations(document.body);
  });

  it('rolls the children up into a parent and checks a parent’s own target against them', async () => {
    const user = financeUser(['objectives:view', 'objectives:edit']);
    const fetchMock = stubServer(
      financeServer(user, {
        ...common,
        [`POST ${PLAN}`]: { body: envelope(plan()) },
        [`POST ${SAVE}`]: { body: envelope(plan()) },
      }),
    );
    session.signIn(user);
    await renderFeature(<PlanMethodPage />, '/b/business-objectives/plan-method');
    const root = await screen.findByRole(
      'textbox',
      { name: '示例公司 合同额年度目标' },
      { timeout: 30_000 },
    );
    // Without its own target the parent takes its children's sum.
    expect(screen.getByText('下级汇总 2,400,000.00')).toBeInTheDocument();
    const typist = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await typist.type(root, '2000000');
    expect(
      await screen.findByText(
        '合同额：示例公司 的下级部门合计 2,400,000.00，与其本级目标 2,000,000.00 不一致',
      ),
    ).toBeInTheDocument();
    // The company is the top level: the parent's own 2,000,000, not 2,000,000 + its children.
    expect(
      screen.getByText('合同额：部门合计 2,000,000.00 与公司目标 2,400,000.00 不一致'),
    ).toBeInTheDocument();
    await typist.clear(root);
    await typist.type(root, '2400000');
    await waitFor(() => expect(screen.queryByText(/不一致/)).not.toBeInTheDocument());
    await typist.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(
      (sent(fetchMock, 'POST', SAVE)[0] as { targets: { departmentId: string }[] }).targets.map(
        (target) => target.departmentId,
      ),
    ).toEqual(['dept-root', 'dept-cost-1', 'dept-cost-2']);
  });

  it('locks an issued plan and adjusts it only with a reason', async () => {
    const user = financeUser(['objectives:view', 'objectives:edit']);
    const issued = plan({
      status: 'issued',
      issuedAt: '2026-01-05 10:00:00',
      issuedBy: '系统管理员',
      adjustments: [
        {
          id: 'a1',
          reason: '年中调整',
          createdAt: '2026-06-30 09:00:00',
          createdBy: '李四',
          changes: [
            {
              departmentId: 'dept-cost-1',
              departmentName: '造价一部',
              measure: 'contract',
              before: '1000000.00',
              after: '1200000.00',
            },
          ],
        },
      ],
    });
    const fetchMock = stubServer(
      financeServer(user, {
        ...common,
        [`POST ${PLAN}`]: { body: envelope(issued) },
        [`POST ${ADJUST}`]: { body: envelope(issued) },
      }),
    );
    session.signIn(user);
    await renderFeature(<PlanMethodPage />, '/b/business-objectives/plan-method');
    const adjust = await screen.findByRole('button', { name: '调整' }, { timeout: 30_000 });
    expect(screen.queryByRole('textbox', { name: '造价一部 合同额年度目标' })).toBeNull();
    expect(screen.getByText(/系统管理员 于 2026-01-05 10:00:00 下达/)).toBeInTheDocument();
    const history = screen.getByRole('grid', { name: '经营目标调整记录' });
    await waitFor(() =>
      expect(
        within(rowIn(history, '年中调整')).getByText('造价一部合同额：1,000,000.00 → 1,200,000.00'),
      ).toBeInTheDocument(),
    );
    const typist = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await typist.click(adjust);
    const input = screen.getByRole('textbox', { name: '造价二部 合同额年度目标' });
    await typist.clear(input);
    await typist.type(input, '1100000');
    const total = screen.getByRole('textbox', { name: '公司合同额目标' });
    await typist.clear(total);
    await typist.type(total, '2300000');
    await typist.click(screen.getByRole('button', { name: '保存调整' }));
    const dialog = await screen.findByRole('dialog', { name: '填写调整原因' });
    await typist.type(within(dialog).getByRole('textbox', { name: /调整原因/ }), '市场下行');
    await typist.click(within(dialog).getByRole('button', { name: '保存调整' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', ADJUST)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', ADJUST)[0]).toMatchObject({
      reason: '市场下行',
      totals: { contract: '2300000' },
      targets: [
        { departmentId: 'dept-cost-1', annual: '1200000.00' },
        { departmentId: 'dept-cost-2', annual: '1100000' },
      ],
    });
  });
});

const figures = (measure: ObjectiveMeasureFigures['measure']): ObjectiveMeasureFigures => ({
  measure,
  target: Array.from({ length: 12 }, () => '100000.00'),
  actual: ['90000.00', '80000.00', ...zeroMonths.slice(2)],
  lastYear: Array.from({ length: 12 }, () => '50000.00'),
  targetToDate: '200000.00',
  actualToDate: '170000.00',
  lastYearToDate: '100000.00',
  targetTotal: '1200000.00',
  actualTotal: '170000.00',
  completion: '85.00',
  annualCompletion: '14.17',
  yoy: '70.00',
  light: 'yellow',
  targetSource: 'own',
});
const production: ObjectiveProduction = {
  year: new Date().getFullYear(),
  status: 'issued',
  currentMonth: 2,
  months: Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
  company: {
    departmentId: '',
    departmentName: '',
    depth: 0,
    parentId: null,
    hasChildren: true,
    measures: (['contract', 'production', 'receipt', 'profit'] as const).map(figures),
  },
  departments: [
    {
      departmentId: 'dept-cost-1',
      departmentName: '造价一部',
      depth: 1,
      parentId: 'dept-root',
      hasChildren: false,
      measures: (['contract', 'production', 'receipt', 'profit'] as const).map(figures),
    },
  ],
};

describe('PlanProductionPage', () => {
  it('shows completion, 同比 and the light, and saves a progress declaration', async () => {
    const user = financeUser(['objectives:view', 'objectives:edit']);
    const fetchMock = stubServer(
      financeServer(user, {
        ...common,
        [`POST ${PRODUCTION}`]: { body: envelope(production) },
        [`POST ${PROGRESS}`]: {
          body: envelope({
            month: '2026-10',
            total: '0.00',
            rows: [
              {
                contractId: 'c1',
                contractCode: 'HT-001',
                contractName: '滨江学校结算审核',
                departmentId: 'dept-cost-1',
                departmentName: '造价一部',
                amount: '200000.00',
                previous: '40.00',
                progress: null,
                value: '0.00',
              },
            ],
          }),
        },
        [`POST ${PROGRESS_SAVE}`]: { body: envelope({ saved: 1 }) },
      }),
    );
    session.signIn(user);
    await renderFeature(<PlanProductionPage />, '/b/business-objectives/plan-production');
    const grid = await screen.findByRole(
      'grid',
      { name: '各部门合同额完成情况' },
      { timeout: 30_000 },
    );
    await waitFor(() =>
      expect(within(rowIn(grid, '造价一部')).getByText('85.00%')).toBeInTheDocument(),
    );
    expect(within(rowIn(grid, '造价一部')).getByText('70.00%')).toBeInTheDocument();
    expect(within(rowIn(grid, '造价一部')).getByText('滞后')).toBeInTheDocument();
    expect(within(rowIn(grid, '公司合计')).getByText('1,200,000.00')).toBeInTheDocument();

    const progress = await screen.findByRole('textbox', { name: 'HT-001 本月累计进度' });
    const typist = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await typist.type(progress, '120');
    expect(await screen.findByText('进度须为0至100之间的数字')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存申报' })).toBeDisabled();
    await typist.clear(progress);
    await typist.type(progress, '55.5');
    await typist.click(screen.getByRole('button', { name: '保存申报' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', PROGRESS_SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', PROGRESS_SAVE)[0]).toMatchObject({
      items: [{ contractId: 'c1', progress: '55.5' }],
    });
    await expectNoAxeViolations(document.body);
  });
});
