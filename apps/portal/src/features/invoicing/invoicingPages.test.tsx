import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type {
  InvoiceApply,
  Loan,
  OverInvoicingRow,
  PriceRateTier,
  PriceRequest,
  UserInfo,
} from '@ccms/api-client';
import type { ReactElement } from 'react';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import { envelope, fill, press, sent, stubServer, type ServerStub } from '../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../admin/footprints/adminPageTesting';
import { financeServer, financeUser } from '../finance/financeFixtures';
import { renderFeature } from '../profile/renderFeature';
import InvoiceApplyPage from './InvoiceApplyPage';
import LoanPage from './LoanPage';
import OverInvoicingPage from './OverInvoicingPage';
import PricePage from './PricePage';

vi.setConfig({ testTimeout: 120_000 });

const ALL = [
  'finance:contract:view',
  'finance:invoice:view',
  'finance:invoice:edit',
  'finance:invoice:issue',
  'finance:loan:view',
  'finance:loan:edit',
  'finance:loan:approve',
  'finance:loan:repay',
  'finance:price:view',
  'finance:price:edit',
  'finance:price:approve',
];
const audit = {
  createdBy: 'u-lisi',
  createdAt: '2026-03-01 09:00:00',
  updatedBy: 'u-lisi',
  updatedAt: '2026-03-01 09:00:00',
};
const page = <T,>(data: T[], extra: object) =>
  envelope({ pageNo: 1, pageSize: 20, total: data.length, data, ...extra });

function application(id: string, extra: Partial<InvoiceApply> = {}): InvoiceApply {
  return {
    id,
    code: 'KP2026030001',
    contractId: 'c-1',
    contractCode: 'ZX-2026-001',
    contractName: '滨江学校结算审核',
    customerName: '杭州市教育局',
    kind: 'special',
    buyerName: '杭州市教育局',
    buyerTaxNo: '11330100002494123U',
    buyerAddressPhone: '杭州市解放路18号 0571-87000000',
    buyerBankAccount: '工商银行杭州分行 1202000000000000001',
    amount: '106000.00',
    taxRate: '0.06',
    taxAmount: '6000.00',
    netAmount: '100000.00',
    content: '咨询服务费',
    memo: null,
    overInvoicing: false,
    overReason: null,
    status: 'submitted',
    applicantId: 'u-lisi',
    applicantName: '李四',
    appliedDate: '2026-03-01',
    invoiceNo: null,
    issuedDate: null,
    returnReason: null,
    redInvoiceNo: null,
    redDate: null,
    voidReason: null,
    ...audit,
    ...extra,
  };
}

async function open(
  element: ReactElement,
  path: string,
  grid: string,
  text: string,
  extra: ServerStub,
  user: UserInfo = financeUser(ALL),
) {
  const fetchMock = stubServer(financeServer(user, extra));
  session.signIn(user);
  await renderFeature(element, path);
  const found = await screen.findByRole('grid', { name: grid }, { timeout: 30_000 });
  await within(found).findByText(text, {});
  return {
    fetchMock,
    grid: found,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

beforeEach(() => layOutByRole({ grid: { width: 4000, height: 800 } }));
afterEach(() => {
  cleanUpPage();
  // react-aria's live announcer (a date picked in a dialog) outlives the test; its stale region
  // would be judged by the next test's axe run on document.body.
  for (const node of document.querySelectorAll('[data-live-announcer]')) node.remove();
});

const INVOICES = '/api/b/finance/invoiceApply/queryList';
const invoiceServer = (extra: ServerStub = {}): ServerStub => ({
  [`POST ${INVOICES}`]: {
    body: page(
      [
        application('a-1'),
        application('a-2', {
          code: 'KP2026030002',
          status: 'issued',
          invoiceNo: '33001234567890',
          issuedDate: '2026-03-05',
          buyerName: '宁波城投集团有限公司',
        }),
      ],
      {
        totals: { amount: '212000.00', taxAmount: '12000.00', netAmount: '200000.00' },
      },
    ),
  },
  'POST /api/b/finance/contract/queryList': { body: page([], {}) },
  ...extra,
});

describe('InvoiceApplyPage', () => {
  it('lists applications with exact money, status and the totals of the search', async () => {
    const { grid } = await open(
      <InvoiceApplyPage />,
      '/single-invoice/list',
      '开票申请列表',
      'KP2026030001',
      invoiceServer(),
    );
    const first = rowIn(grid, 'KP2026030001');
    expect(within(first).getByText('106,000.00')).toBeInTheDocument();
    expect(within(first).getByText('100,000.00')).toBeInTheDocument();
    expect(within(first).getByText('已提交')).toBeInTheDocument();
    expect(within(rowIn(grid, 'KP2026030002')).getByText('已开票')).toBeInTheDocument();
    expect(
      screen.getByText('合计（2 张）：含税 212,000.00 元，税额 12,000.00 元，不含税 200,000.00 元'),
    ).toBeInTheDocument();
    // Issued rows offer 红冲, submitted ones 开票 and 退回.
    expect(within(first).getByText('开票')).toBeInTheDocument();
    expect(within(rowIn(grid, 'KP2026030002')).getByText('红冲')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('records the invoice number and date of a submitted application', async () => {
    const ISSUE = '/api/b/finance/invoiceApply/issue';
    const { grid, user, fetchMock } = await open(
      <InvoiceApplyPage />,
      '/single-invoice/list',
      '开票申请列表',
      'KP2026030001',
      invoiceServer({
        [`POST ${ISSUE}`]: { body: envelope(application('a-1', { status: 'issued' })) },
      }),
    );
    await user.click(within(rowIn(grid, 'KP2026030001')).getByText('开票'));
    const dialog = await screen.findByRole('dialog', { name: '开票登记 KP2026030001' });
    await fill(user, within(dialog).getByLabelText(/^发票号码/), 'abc');
    await user.click(press(dialog, '开票'));
    expect(await within(dialog).findByText('发票号码为8到20位数字或字母')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', ISSUE)).toHaveLength(0);
    const field = within(dialog).getByLabelText(/^发票号码/);
    await user.clear(field);
    await user.paste('33001234567891');
    await user.click(press(dialog, '开票'));
    await waitFor(() => expect(sent(fetchMock, 'POST', ISSUE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', ISSUE)[0]).toMatchObject({
      id: 'a-1',
      invoiceNo: '33001234567891',
    });
    // The dialog closes once the answer is in (and its toast shown) before the next test.
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: '开票登记 KP2026030001' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows the exact tax split while typing and refuses a wrong tax number before saving', async () => {
    const SAVE = '/api/b/finance/invoiceApply';
    const { user, fetchMock } = await open(
      <InvoiceApplyPage />,
      '/single-invoice/list',
      '开票申请列表',
      'KP2026030001',
      invoiceServer(),
    );
    await user.click(press(document.body, '申请开票'));
    const dialog = await screen.findByRole('dialog', { name: '新增开票申请' });
    await fill(user, within(dialog).getByLabelText(/^开票金额/), '100');
    expect(
      await within(dialog).findByText('不含税金额 94.34 元，税额 5.66 元'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await fill(user, within(dialog).getByLabelText(/^纳税人识别号/), '91350100M000100Y44');
    await user.click(press(dialog, '保存'));
    expect(await within(dialog).findByText(/请核对校验位/)).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(0);
  });

  it('fills the buyer from the contract’s last application', async () => {
    const contract = {
      id: 'c-1',
      code: 'ZX-2026-001',
      name: '滨江学校结算审核',
      customerId: 'k-1',
      customerName: '杭州市教育局',
      businessType: 'settlement',
      departmentId: null,
      departmentName: null,
      leaderUserId: null,
      leaderName: null,
      signedDate: '2026-01-01',
      amount: '300000.00',
      vatRate: '0.06',
      status: 'executing',
      region: null,
      costProjectId: null,
      receivedTotal: '50000.00',
      invoicedTotal: '106000.00',
    };
    const { user } = await open(
      <InvoiceApplyPage />,
      '/single-invoice/list',
      '开票申请列表',
      'KP2026030001',
      invoiceServer({
        'POST /api/b/finance/contract/queryList': { body: page([contract], {}) },
        'GET /api/b/finance/invoiceApply/position/c-1': {
          body: envelope({
            customerName: '杭州市教育局',
            contractAmount: '300000.00',
            invoicedTotal: '106000.00',
            receivedTotal: '50000.00',
            pendingTotal: '0.00',
            available: '194000.00',
            lastBilling: {
              buyerName: '杭州市教育局',
              buyerTaxNo: '11330100002494123U',
              buyerAddressPhone: '杭州市解放路18号 0571-87000000',
              buyerBankAccount: '工商银行杭州分行 1202000000000000001',
            },
          }),
        },
      }),
    );
    await user.click(press(document.body, '申请开票'));
    const dialog = await screen.findByRole('dialog', { name: '新增开票申请' });
    await user.click(within(dialog).getByRole('combobox', { name: /^合同/ }));
    await user.click(await screen.findByRole('option', { name: /ZX-2026-001/ }));
    expect(await within(dialog).findByText(/可开票余额 194,000.00 元/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^纳税人识别号/)).toHaveValue('11330100002494123U'),
    );
    expect(within(dialog).getByLabelText(/^购买方名称/)).toHaveValue('杭州市教育局');
  });

  it('prints the application with the amount in Chinese capitals', async () => {
    const { grid, user } = await open(
      <InvoiceApplyPage />,
      '/single-invoice/list',
      '开票申请列表',
      'KP2026030001',
      invoiceServer(),
    );
    await user.click(within(rowIn(grid, 'KP2026030001')).getByText('打印'));
    const dialog = await screen.findByRole('dialog', { name: '开票申请单 KP2026030001' });
    expect(within(dialog).getByText('壹拾万陆仟元整')).toBeInTheDocument();
    expect(within(dialog).getByText('6%')).toBeInTheDocument();
  });

  it('given only the view permission, offers no change', async () => {
    const { grid } = await open(
      <InvoiceApplyPage />,
      '/single-invoice/list',
      '开票申请列表',
      'KP2026030001',
      invoiceServer(),
      financeUser(['finance:invoice:view']),
    );
    expect(screen.queryByText('申请开票')).not.toBeInTheDocument();
    expect(within(grid).queryByText('开票')).not.toBeInTheDocument();
    expect(within(grid).queryByText('红冲')).not.toBeInTheDocument();
  });
});

describe('OverInvoicingPage', () => {
  it('lists over-invoiced contracts with excess, days and totals, and the requests', async () => {
    const row: OverInvoicingRow = {
      contractId: 'c-9',
      contractCode: 'ZX-2025-009',
      contractName: '科创园二期全过程造价咨询',
      customerName: '杭州城投集团有限公司',
      departmentName: '造价一部',
      leaderName: '张三',
      contractAmount: '500000.00',
      invoicedTotal: '150000.00',
      receivedTotal: '50000.00',
      exceeded: '100000.00',
      daysOutstanding: 45,
      since: '2026-01-15',
    };
    const { grid, fetchMock, user } = await open(
      <OverInvoicingPage />,
      '/over-invoicing/list',
      '超额开票合同',
      'ZX-2025-009',
      invoiceServer({
        'POST /api/b/finance/overInvoicing/queryList': {
          body: page([row], {
            totals: {
              contractAmount: '500000.00',
              invoicedTotal: '150000.00',
              receivedTotal: '50000.00',
              exceeded: '100000.00',
            },
          }),
        },
      }),
    );
    const line = rowIn(grid, 'ZX-2025-009');
    expect(within(line).getByText('100,000.00')).toBeInTheDocument();
    expect(within(line).getByText('45')).toBeInTheDocument();
    expect(
      screen.getByText(
        '合计（1 个合同）：已开票 150,000.00 元，已回款 50,000.00 元，超额 100,000.00 元',
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('tab', { name: '超额开票申请' }));
    expect(await screen.findByRole('grid', { name: '超额开票申请列表' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', INVOICES)[0]).toMatchObject({
        params: { overInvoicing: true },
      }),
    );
  });
});

function loan(id: string, extra: Partial<Loan> = {}): Loan {
  return {
    id,
    code: 'JK2026010001',
    borrowerId: 'u-zhangsan',
    borrowerName: '张三',
    departmentId: 'dept-cost-1',
    departmentName: '造价一部',
    amount: '8000.00',
    purpose: '绍兴项目驻场差旅费',
    loanDate: '2026-01-05',
    expectedRepayDate: '2026-02-05',
    status: 'approved',
    repaidTotal: '3000.00',
    outstanding: '5000.00',
    overdue: true,
    overdueDays: 30,
    approvedBy: 'u-admin',
    approvedByName: '管理员',
    approvedAt: '2026-01-06 15:00:00',
    opinion: '同意',
    memo: null,
    ...audit,
    ...extra,
  };
}

describe('LoanPage', () => {
  const LOANS = '/api/b/finance/loan/queryList';
  const REPAY = '/api/b/finance/loan/repay';
  const server = (extra: ServerStub = {}): ServerStub => ({
    [`POST ${LOANS}`]: {
      body: page(
        [
          loan('l-1'),
          loan('l-2', {
            code: 'JK2026030002',
            status: 'submitted',
            outstanding: '0.00',
            repaidTotal: '0.00',
            overdue: false,
            overdueDays: 0,
            approvedByName: null,
            opinion: null,
          }),
        ],
        {
          totals: { amount: '16000.00', repaidTotal: '3000.00', outstanding: '5000.00' },
        },
      ),
    },
    ...extra,
  });

  it('lists loans with outstanding, overdue marks and totals', async () => {
    const { grid } = await open(
      <LoanPage />,
      '/loan-application/list',
      '借款申请列表',
      'JK2026010001',
      server(),
    );
    const first = rowIn(grid, 'JK2026010001');
    expect(within(first).getByText('5,000.00')).toBeInTheDocument();
    expect(within(first).getByText('逾期 30 天')).toBeInTheDocument();
    expect(within(rowIn(grid, 'JK2026030002')).getByText('审批中')).toBeInTheDocument();
    expect(
      screen.getByText('合计（2 笔）：借款 16,000.00 元，已还 3,000.00 元，未还 5,000.00 元'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('refuses a repayment beyond what is outstanding before sending it', async () => {
    const { grid, user, fetchMock } = await open(
      <LoanPage />,
      '/loan-application/list',
      '借款申请列表',
      'JK2026010001',
      server({
        [`POST ${REPAY}`]: { body: envelope({ ...loan('l-1'), repayments: [] }) },
      }),
    );
    await user.click(within(rowIn(grid, 'JK2026010001')).getByText('还款'));
    const dialog = await screen.findByRole('dialog', { name: '登记还款 JK2026010001' });
    const amount = within(dialog).getByLabelText(/^还款金额/);
    await user.clear(amount);
    await user.paste('5000.01');
    await user.click(press(dialog, '还款'));
    expect(
      await within(dialog).findByText('还款金额不能超过未还金额 5,000.00 元'),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', REPAY)).toHaveLength(0);
    await user.clear(amount);
    await user.paste('2,000');
    await user.click(press(dialog, '还款'));
    await waitFor(() => expect(sent(fetchMock, 'POST', REPAY)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', REPAY)[0]).toMatchObject({ loanId: 'l-1', amount: '2000' });
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: '登记还款 JK2026010001' }),
      ).not.toBeInTheDocument(),
    );
  });
});

const BUDGET_TIERS: PriceRateTier[] = (
  [
    ['1000000', '0.0055'],
    ['5000000', '0.0045'],
    ['10000000', '0.004'],
    ['50000000', '0.0035'],
    [null, '0.003'],
  ] as const
).map(([upperLimit, rate], seq) => ({
  businessType: 'budget',
  seq: seq + 1,
  upperLimit,
  rate,
}));

function price(id: string, extra: Partial<PriceRequest> = {}): PriceRequest {
  return {
    id,
    code: 'QJ2026030001',
    customerId: null,
    customerName: '某区教育局',
    projectName: '某中学新建工程预算编制',
    businessType: 'budget',
    basisKind: 'construction',
    basisAmount: '12000000.00',
    guidanceFee: '50500.00',
    proposedFee: '42900.00',
    discountRate: '0.150495',
    reason: '长期合作客户',
    status: 'submitted',
    applicantId: 'u-zhangsan',
    applicantName: '张三',
    departmentId: null,
    departmentName: null,
    approvedBy: null,
    approvedByName: null,
    approvedAt: null,
    opinion: null,
    contractId: null,
    contractCode: null,
    ...audit,
    ...extra,
  };
}

describe('PricePage', () => {
  const server = (): ServerStub => ({
    'POST /api/b/finance/pleasePrice/queryList': {
      body: page([price('p-1')], {
        totals: { basisAmount: '12000000.00', guidanceFee: '50500.00', proposedFee: '42900.00' },
      }),
    },
    'GET /api/b/finance/priceRate/list': { body: envelope(BUDGET_TIERS) },
  });

  it('lists requests with guidance fee, quote and 下浮率', async () => {
    const { grid } = await open(
      <PricePage />,
      '/please-price/list',
      '请价列表',
      'QJ2026030001',
      server(),
    );
    const first = rowIn(grid, 'QJ2026030001');
    expect(within(first).getByText('50,500.00')).toBeInTheDocument();
    expect(within(first).getByText('15.05%')).toBeInTheDocument();
    expect(
      screen.getByText(
        '合计（1 笔）：计费基数 12,000,000.00 元，指导价 50,500.00 元，报价 42,900.00 元',
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('previews the guidance fee tier by tier while the basis is typed', async () => {
    const { user } = await open(
      <PricePage />,
      '/please-price/list',
      '请价列表',
      'QJ2026030001',
      server(),
    );
    await user.click(press(document.body, '新增请价'));
    const dialog = await screen.findByRole('dialog', { name: '新增请价' });
    await fill(
      user,
      within(dialog).getByLabelText(/^计费基数\b|^计费基数$|^计费基数 /),
      '12,000,000',
    );
    expect(
      await within(dialog).findByText('按差额定率累进计算的指导价：50,500.00 元'),
    ).toBeInTheDocument();
    const tiers = within(dialog).getByRole('list', { name: '计费明细' });
    expect(within(tiers).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(tiers).getByText(
        '5,000,000.00–10,000,000.00 元部分 5,000,000.00 元 × 4‰ = 20,000.00 元',
      ),
    ).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/^报价/), '42925');
    expect(await within(dialog).findByText('下浮率：15.00%')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
  });
});
