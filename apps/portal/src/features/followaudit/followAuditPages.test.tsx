import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type {
  FollowAuditMeasureRow,
  FollowAuditPay,
  FollowAuditPeriod,
  FollowAuditProject,
  UserInfo,
} from '@ccms/api-client';
import type { ReactElement } from 'react';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import { envelope, press, sent, stubServer, type ServerStub } from '../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../admin/footprints/adminPageTesting';
import { financeServer, financeUser } from '../finance/financeFixtures';
import { renderFeature } from '../profile/renderFeature';
import MeasureSummaryPage from './MeasureSummaryPage';
import MeasureTablePage, { nextPeriod, scaledQuantity } from './MeasureTablePage';
import PayApprovalPage from './PayApprovalPage';
import PayCertificatePage from './PayCertificatePage';
import { ratioPercent } from './followAuditShared';

vi.setConfig({ testTimeout: 120_000 });

const ALL = ['followaudit:view', 'followaudit:edit', 'followaudit:approve'];
const audit = {
  createdBy: 'u-lisi',
  createdAt: '2026-03-01 09:00:00',
  updatedBy: 'u-lisi',
  updatedAt: '2026-03-01 09:00:00',
};

const PROJECT: FollowAuditProject = {
  id: 'fa-1',
  name: '滨江花园二期跟踪审计',
  customerId: 'customer-001',
  customerName: '杭州市建设局',
  contractor: '浙江宏远建设集团有限公司',
  costProjectId: null,
  costProjectName: null,
  contractAmount: '55853.33',
  payRatio: '0.8',
  advanceAmount: '5000.00',
  advanceStartRatio: '0.1',
  advanceDeductRatio: '0.25',
  retentionRatio: '0.03',
  memo: null,
  itemCount: 2,
  periodCount: 2,
  latestPeriod: '2025-02',
  latestStatus: 'draft',
  approvedTotal: '22097.71',
  paidTotal: '12887.15',
  ...audit,
};
const PERIODS: FollowAuditPeriod[] = [
  {
    id: 'p-1',
    projectId: 'fa-1',
    period: '2025-01',
    status: 'approved',
    returnReason: null,
    approvedAt: '2025-02-03 10:00:00',
  },
  {
    id: 'p-2',
    projectId: 'fa-1',
    period: '2025-02',
    status: 'draft',
    returnReason: null,
    approvedAt: null,
  },
];

function measureRow(extra: Partial<FollowAuditMeasureRow>): FollowAuditMeasureRow {
  return {
    itemId: 'i-1',
    seq: 1,
    code: '010101002001',
    name: '挖一般土方',
    unit: 'm3',
    contractQuantity: '100',
    unitPrice: '450.50',
    contractAmount: '45050.00',
    reportedQuantity: '50',
    reportedAmount: '22525.00',
    approvedQuantity: '50',
    approvedAmount: '22525.00',
    reducedAmount: '0.00',
    previousQuantity: '38.5',
    cumulativeQuantity: '88.5',
    cumulativeAmount: '39869.25',
    cumulativePercent: '88.50',
    over: false,
    overReason: null,
    memo: null,
    ...extra,
  };
}
const ROWS = [
  measureRow({}),
  measureRow({
    itemId: 'i-2',
    seq: 2,
    code: '010515001001',
    name: '现浇构件钢筋',
    unit: 't',
    contractQuantity: '2.5',
    unitPrice: '4321.33',
    contractAmount: '10803.33',
    reportedQuantity: '1.2',
    reportedAmount: '5185.60',
    approvedQuantity: '1.1',
    approvedAmount: '4753.46',
    reducedAmount: '432.14',
    previousQuantity: '1.1',
    cumulativeQuantity: '2.2',
    cumulativeAmount: '9506.93',
    cumulativePercent: '88.00',
  }),
];

function measures(periodId: string, editable: boolean) {
  const period = PERIODS.find((row) => row.id === periodId)!;
  return envelope({
    period,
    projectName: PROJECT.name,
    editable,
    rows: ROWS,
    totals: {
      contractAmount: '55853.33',
      reportedAmount: '27710.60',
      approvedAmount: '27278.46',
      reducedAmount: '432.14',
      cumulativeAmount: '49376.18',
    },
  });
}

const PAY: FollowAuditPay = {
  periodId: 'p-2',
  period: '2025-02',
  status: 'submitted',
  projectId: 'fa-1',
  projectName: PROJECT.name,
  customerName: '杭州市建设局',
  contractor: PROJECT.contractor,
  contractAmount: '55853.33',
  payRatio: '0.8',
  advanceAmount: '5000.00',
  retentionRatio: '0.03',
  approvedAmount: '29007.00',
  cumulativeApproved: '51104.71',
  payableLimit: '40883.77',
  advanceDeduction: '871.91',
  advanceDeductedTotal: '5000.00',
  retention: '870.21',
  retentionTotal: '1533.14',
  payableCumulative: '34350.63',
  previouslyPaid: '12887.15',
  payableThisPeriod: '21463.48',
  payAmount: '21463.48',
  paidTotal: '34350.63',
  paidPercent: '61.50',
  opinion: '同意支付',
  returnReason: null,
  submittedAt: '2025-03-02 09:00:00',
  submittedByName: '张三',
  approvedAt: null,
  approvedByName: null,
};

const server = (extra: ServerStub = {}): ServerStub => ({
  'POST /api/b/followAudit/project/queryList': {
    body: envelope({ pageNo: 1, pageSize: 500, total: 1, data: [PROJECT] }),
  },
  'GET /api/b/followAudit/project/fa-1': {
    body: envelope({ ...PROJECT, items: [], periods: PERIODS }),
  },
  'GET /api/b/followAudit/period/p-2/measures': { body: measures('p-2', true) },
  'GET /api/b/followAudit/period/p-1/measures': { body: measures('p-1', false) },
  'GET /api/b/followAudit/pay/p-2': { body: envelope(PAY) },
  ...extra,
});

async function open(element: ReactElement, path: string, stub: ServerStub, user: UserInfo) {
  const fetchMock = stubServer(financeServer(user, stub));
  session.signIn(user);
  await renderFeature(element, path);
  return {
    fetchMock,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

beforeEach(() => layOutByRole({ grid: { width: 4000, height: 800 } }));
afterEach(() => {
  cleanUpPage();
  for (const node of document.querySelectorAll('[data-live-announcer]')) node.remove();
});

describe('helpers', () => {
  it('compares quantities exactly and proposes the next month', () => {
    expect(scaledQuantity('1.1')! + scaledQuantity('1.4')!).toBe(scaledQuantity('2.5'));
    expect(scaledQuantity('0.1')! + scaledQuantity('0.2')!).toBe(scaledQuantity('0.3'));
    expect(scaledQuantity('1.23456')).toBeNull();
    expect(scaledQuantity('-1')).toBeNull();
    expect(nextPeriod('2025-12')).toBe('2026-01');
    expect(nextPeriod('2025-02')).toBe('2025-03');
    expect(ratioPercent('0.8')).toBe('80%');
    expect(ratioPercent('0.035')).toBe('3.5%');
    expect(ratioPercent('1')).toBe('100%');
  });
});

describe('MeasureTablePage', () => {
  it('shows exact amounts and asks a reason once the cumulative passes the contract quantity', async () => {
    const SAVE = '/api/b/followAudit/measure';
    const { user, fetchMock } = await open(
      <MeasureTablePage />,
      '/b/follow-audit/measure-table',
      server({ [`POST ${SAVE}`]: { body: envelope({ saved: 2 }) } }),
      financeUser(ALL),
    );
    const table = await screen.findByRole('table', { name: '计量明细' }, { timeout: 30_000 });
    const steel = rowIn(table, '010515001001');
    expect(within(steel).getByText('5,185.60')).toBeInTheDocument();
    expect(within(steel).getByText('4,753.46')).toBeInTheDocument();
    expect(within(steel).getByText('88.00%')).toBeInTheDocument();
    expect(
      screen.getByText(
        '合计：送审 27,710.60 元，审定 27,278.46 元，核减 432.14 元，累计审定 49,376.18 元',
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);

    // 1.1 before + 1.5 now = 2.6 > 2.5: flagged, and saving waits for the reason.
    const approved = within(steel).getByLabelText('010515001001 本期审定量');
    await user.clear(approved);
    await user.type(approved, '1.5');
    expect(within(steel).getByText('超量')).toBeInTheDocument();
    const save = press(document.body, '保存计量');
    expect(save).toBeDisabled();
    await user.type(within(steel).getByLabelText('010515001001 变更/超量原因'), '设计变更BG-003');
    expect(save).not.toBeDisabled();
    await user.click(save);
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      periodId: 'p-2',
      rows: [
        { itemId: 'i-1', reportedQuantity: '50', approvedQuantity: '50', overReason: null },
        {
          itemId: 'i-2',
          reportedQuantity: '1.2',
          approvedQuantity: '1.5',
          overReason: '设计变更BG-003',
        },
      ],
    });
  });

  it('creates a project with its pay terms', async () => {
    const SAVE = '/api/b/followAudit/project';
    const { user, fetchMock } = await open(
      <MeasureTablePage />,
      '/b/follow-audit/measure-table',
      server({ [`POST ${SAVE}`]: { body: envelope({ ...PROJECT, id: 'fa-2' }) } }),
      financeUser(ALL),
    );
    await screen.findByRole('table', { name: '计量明细' }, { timeout: 30_000 });
    await user.click(press(document.body, '新建项目'));
    const dialog = await screen.findByRole('dialog', { name: '新建跟踪审计项目' });
    await user.type(within(dialog).getByLabelText(/^项目名称/), '某医院新建工程跟踪审计');
    await user.type(within(dialog).getByLabelText(/^施工单位/), '某建设集团');
    await user.type(within(dialog).getByLabelText(/^合同金额/), '12,000,000');
    await user.type(within(dialog).getByLabelText(/^质保金比例/), '0.03');
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toMatchObject({
      name: '某医院新建工程跟踪审计',
      contractor: '某建设集团',
      contractAmount: '12,000,000',
      payRatio: '0.8',
      advanceAmount: '0',
      retentionRatio: '0.03',
      customerId: null,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '新建跟踪审计项目' })).not.toBeInTheDocument(),
    );
  });

  it('deletes a draft period and the project after confirming', async () => {
    const { user, fetchMock } = await open(
      <MeasureTablePage />,
      '/b/follow-audit/measure-table?project=fa-1&period=p-2',
      server({
        'DELETE /api/b/followAudit/period/p-2': { body: envelope(null) },
        'DELETE /api/b/followAudit/project/fa-1': { body: envelope(null) },
      }),
      financeUser(ALL),
    );
    await screen.findByRole('table', { name: '计量明细' }, { timeout: 30_000 });
    const deletes = () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'DELETE')
        .map(([input]) => input as string);
    await user.click(press(document.body, '删除本期'));
    const period = await screen.findByRole('alertdialog');
    expect(within(period).getByText(/只能删除草稿状态的计量期/)).toBeInTheDocument();
    await expectNoAxeViolations(period);
    await user.click(press(period, '删除'));
    await waitFor(() => expect(deletes()).toEqual(['/api/b/followAudit/period/p-2']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(press(document.body, '删除项目'));
    const project = await screen.findByRole('alertdialog');
    expect(within(project).getByText(/已提交过计量期的项目/)).toBeInTheDocument();
    await user.click(press(project, '删除'));
    await waitFor(() =>
      expect(deletes()).toEqual([
        '/api/b/followAudit/period/p-2',
        '/api/b/followAudit/project/fa-1',
      ]),
    );
  });

  it('edits and deletes bill items from 清单管理', async () => {
    const ITEM = {
      id: 'i-1',
      projectId: 'fa-1',
      seq: 1,
      code: '010101002001',
      name: '挖一般土方',
      unit: 'm3',
      contractQuantity: '1000.0000',
      unitPrice: '25.50',
      contractAmount: '25500.00',
    };
    const { user, fetchMock } = await open(
      <MeasureTablePage />,
      '/b/follow-audit/measure-table?project=fa-1&period=p-2',
      server({
        'GET /api/b/followAudit/project/fa-1': {
          body: envelope({ ...PROJECT, items: [ITEM], periods: PERIODS }),
        },
        'POST /api/b/followAudit/item': { body: envelope({ ...ITEM, unitPrice: '26.00' }) },
        'DELETE /api/b/followAudit/item/i-1': { body: envelope(null) },
      }),
      financeUser(ALL),
    );
    await screen.findByRole('table', { name: '计量明细' }, { timeout: 30_000 });
    await user.click(press(document.body, '清单管理'));
    const dialog = await screen.findByRole('dialog', { name: /^清单管理/ });
    expect(within(dialog).getByText('25.50')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: '编辑清单 010101002001' }));
    const edit = await screen.findByRole('dialog', { name: '编辑清单 010101002001' });
    const price = within(edit).getByLabelText(/^综合单价/);
    await user.clear(price);
    await user.type(price, '26.00');
    await user.click(press(edit, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/api/b/followAudit/item')).toHaveLength(1));
    expect(sent(fetchMock, 'POST', '/api/b/followAudit/item')[0]).toMatchObject({
      id: 'i-1',
      projectId: 'fa-1',
      unitPrice: '26.00',
    });
    const again = await screen.findByRole('dialog', { name: /^清单管理/ });
    await user.click(within(again).getByRole('button', { name: '删除清单 010101002001' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(press(confirm, '删除'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => init?.method === 'DELETE' && input === '/api/b/followAudit/item/i-1',
        ),
      ).toBe(true),
    );
  });

  it('picks the client and the cost project by server-side search', async () => {
    const SAVE = '/api/b/followAudit/project';
    const CUSTOMERS = '/api/b/finance/customer/queryList';
    const PROJECTS = '/api/b/project/index/search/searchProject';
    const page = (data: object[]) =>
      envelope({ pageNo: 1, pageSize: 20, total: data.length, data });
    const { user, fetchMock } = await open(
      <MeasureTablePage />,
      '/b/follow-audit/measure-table',
      server({
        [`POST ${SAVE}`]: { body: envelope({ ...PROJECT, id: 'fa-2' }) },
        [`POST ${CUSTOMERS}`]: {
          body: page([
            {
              id: 'cu-9',
              name: '某市人民医院',
              kind: 'government',
              region: null,
              isKey: false,
              contact: null,
            },
          ]),
        },
        [`POST ${PROJECTS}`]: { body: page([{ id: 'cp-3', name: '某医院新建工程' }]) },
      }),
      financeUser([...ALL, 'finance:contract:view', 'cost:project:view']),
    );
    await screen.findByRole('table', { name: '计量明细' }, { timeout: 30_000 });
    await user.click(press(document.body, '新建项目'));
    const dialog = await screen.findByRole('dialog', { name: '新建跟踪审计项目' });
    await user.type(within(dialog).getByLabelText('搜索建设单位'), '人民医院');
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', CUSTOMERS).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { keyword: '人民医院' },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: /建设单位（委托方）$/ }));
    await user.click(await screen.findByRole('option', { name: '某市人民医院' }));
    await user.click(within(dialog).getByRole('button', { name: /造价项目（复制清单来源）$/ }));
    await user.click(await screen.findByRole('option', { name: '某医院新建工程' }));
    await user.type(within(dialog).getByLabelText(/^项目名称/), '某医院跟踪审计');
    await user.type(within(dialog).getByLabelText(/^施工单位/), '某建设集团');
    await user.type(within(dialog).getByLabelText(/^合同金额/), '1000000');
    await expectNoAxeViolations(dialog);
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toMatchObject({
      customerId: 'cu-9',
      costProjectId: 'cp-3',
    });
  });

  it('shows an approved period read-only', async () => {
    await open(
      <MeasureTablePage />,
      '/b/follow-audit/measure-table?project=fa-1&period=p-1',
      server(),
      financeUser(ALL),
    );
    const table = await screen.findByRole('table', { name: '计量明细' }, { timeout: 30_000 });
    expect(within(table).queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByText('本期已提交或已审批，计量不能修改')).toBeInTheDocument();
    expect(screen.queryByText('保存计量')).not.toBeInTheDocument();
  });
});

describe('PayApprovalPage', () => {
  it('shows the exact figures with the capital amount and lets the approver approve', async () => {
    const APPROVE = '/api/b/followAudit/pay/approve';
    const { user, fetchMock } = await open(
      <PayApprovalPage />,
      '/b/follow-audit/pay-approval-table',
      server({ [`POST ${APPROVE}`]: { body: envelope({ ...PAY, status: 'approved' }) } }),
      financeUser(ALL),
    );
    const table = await screen.findByRole('table', { name: '支付计算' }, { timeout: 30_000 });
    const value = (label: string) =>
      within(within(table).getByText(label).closest('tr')!).getAllByRole('cell')[0]!.textContent;
    expect(value('本期应付金额')).toBe('21,463.48');
    expect(value('以前各期已付')).toBe('12,887.15');
    expect(value('本期预付款扣回')).toBe('871.91');
    expect(value('进度款支付比例')).toBe('80%');
    expect(value('本期支付金额（大写）')).toBe('贰万壹仟肆佰陆拾叁元肆角捌分');
    await expectNoAxeViolations(document.body);
    await user.click(press(document.body, '审批通过'));
    await waitFor(() => expect(sent(fetchMock, 'POST', APPROVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', APPROVE)[0]).toEqual({ periodId: 'p-2', approved: true });
  });

  it('offers no approval to a user without the permission', async () => {
    await open(
      <PayApprovalPage />,
      '/b/follow-audit/pay-approval-table',
      server(),
      financeUser(['followaudit:view']),
    );
    await screen.findByRole('table', { name: '支付计算' }, { timeout: 30_000 });
    expect(screen.queryByText('审批通过')).not.toBeInTheDocument();
    expect(screen.queryByText('退回')).not.toBeInTheDocument();
  });
});

describe('PayCertificatePage', () => {
  it('prints an approved period with the amount in capitals and the signature blocks', async () => {
    const approved: FollowAuditPay = {
      ...PAY,
      periodId: 'p-1',
      period: '2025-01',
      status: 'approved',
      payAmount: '12887.15',
      approvedByName: '李四',
      approvedAt: '2025-02-03 10:00:00',
    };
    await open(
      <PayCertificatePage />,
      '/follow-audit/pay-certificate?periodId=p-1',
      server({ 'GET /api/b/followAudit/pay/p-1': { body: envelope(approved) } }),
      financeUser(ALL),
    );
    expect(
      await screen.findByRole('heading', { name: '工程进度款支付证书' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('本期支付金额（大写）：壹万贰仟捌佰捌拾柒元壹角伍分（¥12,887.15）'),
    ).toBeInTheDocument();
    for (const party of ['建设单位（盖章）', '跟踪审计单位（盖章）', '施工单位（盖章）'])
      expect(screen.getByRole('region', { name: party })).toBeInTheDocument();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(press(document.body, '打印'));
    expect(print).toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
  });

  it('refuses a period not approved yet', async () => {
    await open(
      <PayCertificatePage />,
      '/follow-audit/pay-certificate?periodId=p-2',
      server(),
      financeUser(ALL),
    );
    expect(
      await screen.findByText(
        '该期支付审批尚未审批通过，不能出具支付证书',
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('MeasureSummaryPage', () => {
  it('lists periods and items with totals and exports the workbook', async () => {
    const EXPORT = '/api/b/followAudit/project/fa-1/summary/export';
    const { user, fetchMock } = await open(
      <MeasureSummaryPage />,
      '/b/follow-audit/measure-summary-table',
      server({
        'GET /api/b/followAudit/project/fa-1/summary': {
          body: envelope({
            projectName: PROJECT.name,
            contractAmount: '55853.33',
            periods: [
              {
                periodId: 'p-1',
                period: '2025-01',
                status: 'approved',
                reportedAmount: '23205.60',
                approvedAmount: '22097.71',
                reducedAmount: '1107.89',
                reducedPercent: '4.77',
                cumulativeApproved: '22097.71',
                cumulativePercent: '39.56',
              },
            ],
            items: [
              {
                itemId: 'i-2',
                code: '010515001001',
                name: '现浇构件钢筋',
                unit: 't',
                contractQuantity: '2.5',
                contractAmount: '10803.33',
                reportedQuantity: '2.8',
                reportedAmount: '12099.72',
                approvedQuantity: '2.6',
                approvedAmount: '11235.46',
                reducedAmount: '864.26',
                cumulativePercent: '104.00',
                over: true,
              },
            ],
            totals: {
              contractAmount: '55853.33',
              reportedAmount: '23205.60',
              approvedAmount: '22097.71',
              reducedAmount: '1107.89',
              reducedPercent: '4.77',
            },
          }),
        },
        [`GET ${EXPORT}`]: { body: envelope(null) },
      }),
      financeUser(ALL),
    );
    const periods = await screen.findByRole('grid', { name: '按期汇总' }, { timeout: 30_000 });
    await within(periods).findByText('2025-01', {});
    expect(within(rowIn(periods, '2025-01')).getByText('4.77%')).toBeInTheDocument();
    const items = screen.getByRole('grid', { name: '按清单汇总' });
    expect(within(rowIn(items, '010515001001')).getByText('超量')).toBeInTheDocument();
    expect(
      screen.getByText(
        '合计：合同 55,853.33 元，送审 23,205.60 元，审定 22,097.71 元，核减 1,107.89 元，核减率 4.77%',
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(press(document.body, '导出 Excel'));
    await waitFor(() => expect(sent(fetchMock, 'GET', EXPORT)).toHaveLength(1));
  });
});
