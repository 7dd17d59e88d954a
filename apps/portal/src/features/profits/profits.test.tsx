import type { BusinessProfit, CostEntry, DepartmentFunds } from '@ccms/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import { envelope, sent, stubServer } from '../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../admin/footprints/adminPageTesting';
import { renderFeature } from '../profile/renderFeature';
import { financeServer, financeUser } from '../finance/financeFixtures';
import BusinessIncomeTabsPage from './BusinessIncomeTabsPage';
import BusinessProfitsPage from './BusinessProfitsPage';
import ContractIncomePage from './ContractIncomePage';
import CostEntriesPage from './CostEntriesPage';
import DepartmentFundsPage from './DepartmentFundsPage';
import MonthlyCostPage from './MonthlyCostPage';
import { monthOptions, thisYear } from './profitsShared';

vi.setConfig({ testTimeout: 120_000 });

const PROFIT = '/api/b/profits/businessProfit';
const FUNDS = '/api/b/profits/departmentFunds';
const ENTRIES = '/api/b/profits/costEntry/queryList';

beforeEach(() => layOutByRole({ grid: { width: 2400, height: 800 } }));
afterEach(cleanUpPage);

const common = {
  'GET /api/share/dept/deptTree': {
    body: envelope([
      { id: 'dept-cost-1', name: '造价一部', children: [], parentId: null, sort: 1 },
    ]),
  },
  'GET /api/share/bd/dict/cost-subject': {
    body: envelope(
      ['工资', '外包'].map((label, i) => ({
        id: `s${i}`,
        label,
        value: `v${i}`,
        key: `v${i}`,
        text: label,
        enabled: true,
      })),
    ),
  },
};

const profit: BusinessProfit = {
  startMonth: '2026-01',
  endMonth: '2026-03',
  direct: {
    total: '30000.00',
    byContract: [
      {
        contractId: 'c1',
        contractCode: 'HT-001',
        contractName: '滨江学校结算审核',
        businessType: 'settlement',
        departmentId: 'dept-cost-1',
        departmentName: '造价一部',
        amount: '30000.00',
        count: 2,
        bySubject: [{ subject: '外包', amount: '30000.00' }],
      },
    ],
    byDepartment: [{ departmentId: 'dept-cost-1', departmentName: '造价一部', amount: '30000.00' }],
    bySubject: [{ subject: '外包', amount: '30000.00' }],
  },
  indirect: {
    total: '50000.00',
    pool: '10000.00',
    allocated: '50000.00',
    unallocated: '0.00',
    byDepartment: [],
    bySubject: [],
  },
  profits: {
    total: {
      revenue: '200000.00',
      direct: '30000.00',
      indirect: '50000.00',
      profit: '120000.00',
      margin: '60.00',
    },
    byContract: [
      {
        contractId: 'c1',
        contractCode: 'HT-001',
        contractName: '滨江学校结算审核',
        businessType: 'settlement',
        departmentId: 'dept-cost-1',
        departmentName: '造价一部',
        revenue: '200000.00',
        direct: '30000.00',
        indirect: '50000.00',
        profit: '120000.00',
        margin: '60.00',
      },
    ],
    byDepartment: [
      {
        departmentId: 'dept-cost-1',
        departmentName: '造价一部',
        revenue: '200000.00',
        direct: '30000.00',
        indirect: '50000.00',
        profit: '120000.00',
        margin: '60.00',
      },
    ],
  },
};

describe('month ranges', () => {
  it('default to January to this month and offer five years of months', () => {
    expect(thisYear(new Date(2026, 2, 5))).toEqual({
      startMonth: '2026-01',
      endMonth: '2026-03',
      departmentId: null,
    });
    const months = monthOptions(new Date(2026, 2, 5));
    expect(months).toHaveLength(60);
    expect(months[0]!.value).toBe('2026-12');
  });
});

describe('BusinessProfitsPage', () => {
  it('opens the direct fee tab and shows the profit per department and contract', async () => {
    const user = financeUser(['finance:profit:view']);
    const fetchMock = stubServer(
      financeServer(user, { ...common, [`POST ${PROFIT}`]: { body: envelope(profit) } }),
    );
    session.signIn(user);
    const view = await renderFeature(<BusinessProfitsPage />, '/business-profits');
    await waitFor(() =>
      expect(view.getByTestId('location').textContent).toBe('/business-profits/cost-directly-fee'),
    );
    const direct = await screen.findByRole(
      'grid',
      { name: '直接费用（按合同）' },
      { timeout: 30_000 },
    );
    await waitFor(() =>
      expect(within(rowIn(direct, 'HT-001')).getByText('30,000.00')).toBeInTheDocument(),
    );
    const period = thisYear();
    expect(sent(fetchMock, 'POST', PROFIT)[0]).toEqual({
      startMonth: period.startMonth,
      endMonth: period.endMonth,
    });
    await view.router.navigate('/business-profits/profits');
    const byDepartment = await screen.findByRole('grid', { name: '利润（按部门）' });
    await waitFor(() =>
      expect(within(rowIn(byDepartment, '造价一部')).getByText('120,000.00')).toBeInTheDocument(),
    );
    expect(within(rowIn(byDepartment, '造价一部')).getByText('60.00%')).toBeInTheDocument();
    expect(
      screen.getByText(
        '收入 200,000.00，直接费用 30,000.00，间接费用 50,000.00，利润 120,000.00，利润率 60.00%',
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });
});

const entry: CostEntry = {
  id: 'e1',
  departmentId: 'dept-cost-1',
  departmentName: '造价一部',
  category: 'direct',
  subject: '外包',
  amount: '12000.00',
  occurredDate: '2026-03-04',
  contractId: 'c1',
  contractCode: 'HT-001',
  contractName: '滨江学校结算审核',
  memo: '外审',
  attachments: [{ id: 'f1', fileName: '合同.pdf' }],
  createdBy: 'u-admin',
  createdAt: '2026-03-04 10:00:00',
  updatedBy: 'u-admin',
  updatedAt: '2026-03-04 10:00:00',
};

describe('CostEntriesPage', () => {
  it('lists the entries of the department it was opened for, with the filtered total', async () => {
    const user = financeUser(['finance:cost:view', 'finance:cost:edit']);
    const fetchMock = stubServer(
      financeServer(user, {
        ...common,
        [`POST ${ENTRIES}`]: {
          body: envelope({
            pageNo: 1,
            pageSize: 20,
            total: 1,
            totalAmount: '12000.00',
            data: [entry],
          }),
        },
      }),
    );
    session.signIn(user);
    await renderFeature(<CostEntriesPage />, '/cost-management1/list?departmentId=dept-cost-1');
    const grid = await screen.findByRole('grid', { name: '成本登记列表' }, { timeout: 30_000 });
    await waitFor(() =>
      expect(within(rowIn(grid, '2026-03-04')).getByText('12,000.00')).toBeInTheDocument(),
    );
    expect(within(rowIn(grid, '2026-03-04')).getByText('合同.pdf')).toBeInTheDocument();
    expect(screen.getByText('共 1 笔，金额合计 12,000.00 元')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登记成本' })).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', ENTRIES)[0]).toEqual({
      pageNo: 1,
      pageSize: 20,
      params: { departmentId: 'dept-cost-1' },
    });
    await expectNoAxeViolations(document.body);
  });
});

const figures = (cost: string, bySubject: string[]) => ({
  received: '0.00',
  invoiced: '0.00',
  cost,
  direct: cost,
  indirect: '0.00',
  bySubject,
  balance: `-${cost}`,
});

describe('MonthlyCostPage', () => {
  it('shows month × subject with the totals row', async () => {
    const funds: DepartmentFunds = {
      startMonth: '2026-01',
      endMonth: '2026-02',
      subjects: ['工资', '外包'],
      months: ['2026-01', '2026-02'],
      departments: [],
      monthTotals: [figures('150.00', ['100.00', '50.00']), figures('70.00', ['70.00', '0.00'])],
      total: figures('220.00', ['170.00', '50.00']),
    };
    const user = financeUser(['finance:cost:view']);
    stubServer(financeServer(user, { ...common, [`POST ${FUNDS}`]: { body: envelope(funds) } }));
    session.signIn(user);
    await renderFeature(<MonthlyCostPage />, '/cost-management2/list');
    const grid = await screen.findByRole(
      'grid',
      { name: '月度成本（月份 × 费用类别）' },
      { timeout: 30_000 },
    );
    await waitFor(() =>
      expect(within(rowIn(grid, '2026-01')).getByText('150.00')).toBeInTheDocument(),
    );
    expect(within(rowIn(grid, '合计')).getByText('220.00')).toBeInTheDocument();
    expect(within(rowIn(grid, '合计')).getByText('170.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });
});

describe('income pages', () => {
  const summary = {
    count: 2,
    signed: '500000.00',
    invoiced: '300000.00',
    received: '250000.00',
    outstanding: '250000.00',
    receivable: '50000.00',
    receivedRatio: '50.00',
  };
  const answer = {
    pageNo: 1,
    pageSize: 20,
    total: 2,
    data: [
      {
        ...summary,
        contractId: 'c1',
        contractCode: 'HT-001',
        contractName: '滨江学校结算审核',
        customerName: '滨江区教育局',
        businessType: 'settlement',
        departmentId: 'dept-cost-1',
        departmentName: '造价一部',
        signedDate: '2026-02-01',
        status: 'executing',
      },
    ],
    totals: summary,
    byBusinessType: [{ ...summary, businessType: 'settlement' }],
  };

  it('合同收入 lists each contract with received ratio and the totals of the list', async () => {
    const user = financeUser(['finance:income:view']);
    const fetchMock = stubServer(
      financeServer(user, {
        ...common,
        'POST /api/b/profits/contractIncome/queryList': { body: envelope(answer) },
      }),
    );
    session.signIn(user);
    await renderFeature(<ContractIncomePage />, '/b/contract-income-list');
    const grid = await screen.findByRole('grid', { name: '合同收入列表' }, { timeout: 30_000 });
    await waitFor(() =>
      expect(within(rowIn(grid, 'HT-001')).getByText('50.00%')).toBeInTheDocument(),
    );
    expect(within(rowIn(grid, 'HT-001')).getByText('结算审核')).toBeInTheDocument();
    expect(
      screen.getByText(
        '共 2 份合同，合同金额 500,000.00 元，已开票 300,000.00 元，已回款 250,000.00 元，回款率 50.00%',
      ),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/profits/contractIncome/queryList')[0]).toEqual({
      pageNo: 1,
      pageSize: 20,
      params: { year: new Date().getFullYear() },
    });
    await expectNoAxeViolations(document.body);
  });

  it('业务收入 by type tabs asks for the tab’s business type', async () => {
    const user = financeUser(['finance:income:view']);
    const fetchMock = stubServer(
      financeServer(user, {
        ...common,
        'POST /api/b/profits/contractIncome/queryList': { body: envelope(answer) },
      }),
    );
    session.signIn(user);
    await renderFeature(<BusinessIncomeTabsPage />, '/b/business-income-list-tabs?type=settlement');
    await screen.findByRole('grid', { name: '合同收入列表' }, { timeout: 30_000 });
    expect(screen.getByRole('link', { name: '结算审核' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/profits/contractIncome/queryList')[0]).toMatchObject({
        params: { businessType: 'settlement' },
      }),
    );
  });
});

describe('DepartmentFundsPage', () => {
  it('shows each department’s received, cost and balance and drills into its months', async () => {
    const month = (received: string, cost: string, balance: string) => ({
      received,
      invoiced: received,
      cost,
      direct: cost,
      indirect: '0.00',
      bySubject: [cost, '0.00'],
      balance,
    });
    const funds: DepartmentFunds = {
      startMonth: '2026-01',
      endMonth: '2026-02',
      subjects: ['工资', '外包'],
      months: ['2026-01', '2026-02'],
      departments: [
        {
          departmentId: 'dept-cost-1',
          departmentName: '造价一部',
          total: month('9000.00', '4000.00', '5000.00'),
          months: [month('6000.00', '1000.00', '5000.00'), month('3000.00', '3000.00', '0.00')],
        },
      ],
      monthTotals: [month('6000.00', '1000.00', '5000.00'), month('3000.00', '3000.00', '0.00')],
      total: month('9000.00', '4000.00', '5000.00'),
    };
    const user = financeUser(['finance:funds:view']);
    stubServer(
      financeServer(user, {
        ...common,
        'POST /api/b/profits/departmentFunds/funds': { body: envelope(funds) },
      }),
    );
    session.signIn(user);
    await renderFeature(<DepartmentFundsPage />, '/main-page/departmental-funds');
    const grid = await screen.findByRole(
      'grid',
      { name: '部门资金（按部门）' },
      { timeout: 30_000 },
    );
    await waitFor(() =>
      expect(within(rowIn(grid, '造价一部')).getByText('5,000.00')).toBeInTheDocument(),
    );
    await userEvent
      .setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
      .click(within(rowIn(grid, '造价一部')).getByRole('button', { name: '查看各月' }));
    const months = await screen.findByRole('grid', { name: '造价一部 各月资金' });
    expect(within(rowIn(months, '2026-02')).getAllByText('3,000.00').length).toBeGreaterThan(0);
    await expectNoAxeViolations(document.body);
  });
});
