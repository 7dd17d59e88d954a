import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { FundCompareLine, PriceRequest } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, fill, press, sent, stubServer } from '../../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../../admin/footprints/adminPageTesting';
import PricePage from '../../invoicing/PricePage';
import { renderFeature } from '../../profile/renderFeature';
import { FINANCE_VIEW, financeServer, financeUser } from '../financeFixtures';
import { thisMonth } from '../financeShared';
import EntryFundsPage, { matchCandidates } from './EntryFundsPage';

vi.setConfig({ testTimeout: 120_000 });

const COMPARE = '/api/b/finance/comparisonFund/entryFunds';
const MATCH = '/api/b/finance/comparisonFund/match';

beforeEach(() => layOutByRole({ grid: { width: 4000, height: 800 } }));
afterEach(() => {
  cleanUpPage();
  for (const node of document.querySelectorAll('[data-live-announcer]')) node.remove();
});

function line(key: string, extra: Partial<FundCompareLine>): FundCompareLine {
  return {
    key,
    kind: 'bankOnly',
    bankDetailId: key,
    accountId: 'acc-1',
    accountName: '基本户',
    accountNo: '6222020200001234',
    bankDate: '2026-03-05',
    bankAmount: '1000.00',
    otherSideName: '杭州市教育局',
    summary: '咨询费',
    receiptIds: [],
    entryCount: 0,
    entryAmount: null,
    entryDateFrom: null,
    entryDateTo: null,
    contractCodes: null,
    customerNames: null,
    difference: '1000.00',
    dateDiffDays: 0,
    ...extra,
  };
}

const hand = line('e-1', {
  kind: 'entryOnly',
  bankDetailId: null,
  accountId: null,
  accountName: null,
  accountNo: null,
  bankDate: null,
  bankAmount: null,
  otherSideName: null,
  summary: null,
  receiptIds: ['e-1'],
  entryCount: 1,
  entryAmount: '800.00',
  entryDateFrom: '2026-03-06',
  entryDateTo: '2026-03-06',
  contractCodes: 'ZX-2026-001',
  customerNames: '杭州市教育局',
  difference: '-800.00',
});
const LINES: FundCompareLine[] = [
  line('r-1', {
    kind: 'matched',
    bankAmount: '57000.00',
    receiptIds: ['c-1'],
    entryCount: 1,
    entryAmount: '57000.00',
    entryDateFrom: '2026-03-05',
    entryDateTo: '2026-03-05',
    contractCodes: 'ZX-2026-002',
    difference: '0.00',
  }),
  line('r-2', { bankDate: '2026-03-06', otherSideName: '宁波城投集团有限公司' }),
  line('r-3', { bankAmount: '500.00', difference: '500.00', otherSideName: '小额付款单位' }),
  hand,
];
const ANSWER = {
  lines: LINES,
  byKind: {
    matched: { count: 1, bankAmount: '57000.00', entryAmount: '57000.00' },
    amountDiff: { count: 0, bankAmount: '0.00', entryAmount: '0.00' },
    dateDiff: { count: 0, bankAmount: '0.00', entryAmount: '0.00' },
    entryOnly: { count: 1, bankAmount: '0.00', entryAmount: '800.00' },
    bankOnly: { count: 2, bankAmount: '1500.00', entryAmount: '0.00' },
  },
  totals: { bankAmount: '58500.00', entryAmount: '57800.00', difference: '700.00' },
};

async function openCompare(permissions: readonly string[], path = '/comparison-fund/entry-funds') {
  const user = financeUser(permissions);
  const fetchMock = stubServer(
    financeServer(user, {
      [`POST ${COMPARE}`]: { body: envelope(ANSWER) },
      [`POST ${MATCH}`]: {
        body: envelope({ receiptId: 'e-1', bankDetailId: 'r-2', needClaimTotal: '200.00' }),
      },
    }),
  );
  session.signIn(user);
  await renderFeature(<EntryFundsPage />, path);
  const grid = await screen.findByRole('grid', { name: '资金录入对比明细' }, { timeout: 30_000 });
  await within(grid).findByText('ZX-2026-001', {});
  return {
    grid,
    fetchMock,
    events: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

describe('EntryFundsPage', () => {
  it('shows every line with its kind, the totals per kind and of both sides', async () => {
    const { grid, fetchMock } = await openCompare(FINANCE_VIEW);
    expect(within(rowIn(grid, 'ZX-2026-002')).getByText('一致')).toBeInTheDocument();
    const entry = rowIn(grid, 'ZX-2026-001');
    expect(within(entry).getByText('有录入无流水')).toBeInTheDocument();
    expect(within(entry).getByText('-800.00')).toBeInTheDocument();
    expect(
      screen.getByText('有流水无录入：2 笔，流水 1,500.00 元，录入 0.00 元'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('合计：流水 58,500.00 元，录入 57,800.00 元，差额 700.00 元'),
    ).toBeInTheDocument();
    const month = thisMonth();
    expect(sent(fetchMock, 'POST', COMPARE)[0]).toEqual({
      dateFrom: month.start,
      dateTo: month.end,
    });
    // Viewing only: no match action.
    expect(within(entry).queryByText('对应流水')).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('opens its one tab from /comparison-fund', async () => {
    await openCompare(FINANCE_VIEW, '/comparison-fund');
    expect(screen.getByTestId('location')).toHaveTextContent('/comparison-fund/entry-funds');
  });

  it('filters by kind on the page', async () => {
    const { grid, events } = await openCompare(FINANCE_VIEW);
    const kindSelect = screen
      .getAllByRole('button', { name: /类别/ })
      .find((button) => !grid.contains(button));
    await events.click(kindSelect!);
    await events.click(await screen.findByRole('option', { name: '有流水无录入' }));
    await waitFor(() => expect(within(grid).queryByText('ZX-2026-001')).not.toBeInTheDocument());
    expect(within(grid).getByText('宁波城投集团有限公司')).toBeInTheDocument();
  });

  it('matches a hand entry to a bank row that has enough left', async () => {
    const { grid, fetchMock, events } = await openCompare([
      'finance:bank:view',
      'finance:bank:claim',
    ]);
    await events.click(within(rowIn(grid, 'ZX-2026-001')).getByText('对应流水'));
    const dialog = await screen.findByRole('dialog', {
      name: '将录入 800.00 元对应到银行流水',
    });
    await events.click(within(dialog).getByRole('button', { name: /银行流水/ }));
    const options = await screen.findAllByRole('option');
    // 500.00 left on r-3 cannot take 800.00: only r-2 is offered.
    expect(options.map((option) => option.textContent)).toEqual([
      '2026-03-06 宁波城投集团有限公司 流水 1,000.00 元，已录入 0.00 元',
    ]);
    await events.click(options[0]!);
    await expectNoAxeViolations(dialog);
    await events.click(press(dialog, '确定'));
    await waitFor(() => expect(sent(fetchMock, 'POST', MATCH)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', MATCH)[0]).toEqual({ receiptId: 'e-1', bankDetailId: 'r-2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers only bank lines with at least the entry left to claim', () => {
    expect(matchCandidates(LINES, hand).map((candidate) => candidate.key)).toEqual(['r-2']);
    expect(
      matchCandidates(LINES, { ...hand, entryAmount: '500.00' }).map((candidate) => candidate.key),
    ).toEqual(['r-2', 'r-3']);
  });
});

describe('请价 → 签订合同', () => {
  const approved: PriceRequest = {
    id: 'p-1',
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
    status: 'approved',
    applicantId: 'u-zhangsan',
    applicantName: '张三',
    departmentId: null,
    departmentName: null,
    approvedBy: 'u-admin',
    approvedByName: '管理员',
    approvedAt: '2026-03-02 10:00:00',
    opinion: '同意',
    contractId: null,
    contractCode: null,
    createdBy: 'u-zhangsan',
    createdAt: '2026-03-01 09:00:00',
    updatedBy: 'u-admin',
    updatedAt: '2026-03-02 10:00:00',
  };
  const FROM_PRICE = '/api/b/finance/contract/fromPriceRequest';

  async function openPrices(permissions: readonly string[]) {
    const user = financeUser(['finance:price:view', ...permissions]);
    const fetchMock = stubServer(
      financeServer(user, {
        'POST /api/b/finance/pleasePrice/queryList': {
          body: envelope({
            pageNo: 1,
            pageSize: 20,
            total: 2,
            data: [
              approved,
              {
                ...approved,
                id: 'p-2',
                code: 'QJ2026030002',
                contractId: 'c-9',
                contractCode: 'HT2026030001',
              },
            ],
            totals: {
              basisAmount: '24000000.00',
              guidanceFee: '101000.00',
              proposedFee: '85800.00',
            },
          }),
        },
        [`POST ${FROM_PRICE}`]: {
          body: envelope({ id: 'c-10', code: 'HT2026030002', priceRequestId: 'p-1' }),
        },
      }),
    );
    session.signIn(user);
    await renderFeature(<PricePage />, '/please-price/list');
    const grid = await screen.findByRole('grid', { name: '请价列表' }, { timeout: 30_000 });
    await within(grid).findByText('QJ2026030001', {});
    return {
      grid,
      fetchMock,
      events: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
    };
  }

  it('signs a contract from an approved request not yet used, once', async () => {
    const { grid, fetchMock, events } = await openPrices(['finance:contract:edit']);
    // The used request offers no second contract.
    expect(within(rowIn(grid, 'QJ2026030002')).queryByText('签订合同')).not.toBeInTheDocument();
    await events.click(within(rowIn(grid, 'QJ2026030001')).getByText('签订合同'));
    const dialog = await screen.findByRole('dialog', {
      name: '据请价 QJ2026030001 签订合同',
    });
    expect(within(dialog).getByText('42,900.00')).toBeInTheDocument();
    expect(within(dialog).getByText('某区教育局')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^合同名称/)).toHaveValue('某中学新建工程预算编制');
    await expectNoAxeViolations(dialog);
    await fill(events, within(dialog).getByLabelText(/^合同编号/), 'HT-<1>');
    await events.click(press(dialog, '签订'));
    expect(await within(dialog).findByText(/不能包含 < 或 >/)).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', FROM_PRICE)).toHaveLength(0);
    await events.clear(within(dialog).getByLabelText(/^合同编号/));
    await events.click(press(dialog, '签订'));
    await waitFor(() => expect(sent(fetchMock, 'POST', FROM_PRICE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', FROM_PRICE)[0]).toMatchObject({
      priceRequestId: 'p-1',
      code: '',
      name: '某中学新建工程预算编制',
    });
    expect(await screen.findByText('已签订合同 HT2026030002')).toBeInTheDocument();
  });

  it('offers no contract to whoever may not sign one', async () => {
    const { grid } = await openPrices([]);
    expect(within(rowIn(grid, 'QJ2026030001')).queryByText('签订合同')).not.toBeInTheDocument();
  });
});
