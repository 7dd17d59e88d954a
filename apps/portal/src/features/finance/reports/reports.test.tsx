import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, press, sent, stubServer } from '../../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import { FINANCE_VIEW, financeServer, financeUser } from '../financeFixtures';
import { lastDays, thisMonth } from '../financeShared';
import CapitalPositionPage from './CapitalPositionPage';
import DayCountPage from './DayCountPage';

vi.setConfig({ testTimeout: 120_000 });

const DAY_COUNT = '/api/b/finance/bankDetail/dayCount';
const CAPITAL = '/api/b/finance/capitalPosition';

beforeEach(() => layOutByRole({ grid: { width: 2400, height: 800 } }));
afterEach(cleanUpPage);

describe('report periods', () => {
  it('count back from today in the local calendar', () => {
    const today = new Date(2026, 2, 5);
    expect(thisMonth(today)).toEqual({ start: '2026-03-01', end: '2026-03-05' });
    expect(lastDays(30, today)).toEqual({ start: '2026-02-04', end: '2026-03-05' });
  });
});

describe('DayCountPage', () => {
  it('shows per day and account counts, in, out and closing balance, with the totals', async () => {
    const user = financeUser(FINANCE_VIEW);
    const fetchMock = stubServer(
      financeServer(user, {
        [`POST ${DAY_COUNT}`]: {
          body: envelope({
            rows: [
              {
                date: '2026-03-05',
                accountId: 'acc-1',
                accountName: '基本户',
                accountNo: '6222020200001234',
                count: 3,
                income: '57000.00',
                pay: '120.00',
                closingBalance: '1234567.89',
              },
              {
                date: '2026-03-04',
                accountId: 'acc-1',
                accountName: '基本户',
                accountNo: '6222020200001234',
                count: 1,
                income: '0.00',
                pay: '8800.50',
                closingBalance: '1177687.89',
              },
            ],
            totals: { count: 4, income: '57000.00', pay: '8920.50' },
          }),
        },
      }),
    );
    session.signIn(user);
    await renderFeature(<DayCountPage />, '/bank-funds/day-count');
    const grid = await screen.findByRole('grid', { name: '资金日报' }, { timeout: 30_000 });
    const day = rowIn(grid, '2026/03/05');
    await waitFor(() => expect(within(day).getByText('57,000.00')).toBeInTheDocument());
    expect(within(day).getByText('1,234,567.89')).toBeInTheDocument();
    expect(within(day).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('合计：4 笔，收入 57,000.00 元，支出 8,920.50 元')).toBeInTheDocument();
    const period = lastDays(30);
    expect(sent(fetchMock, 'POST', DAY_COUNT)[0]).toEqual({
      dateFrom: period.start,
      dateTo: period.end,
    });
    await expectNoAxeViolations(document.body);
  });
});

describe('CapitalPositionPage', () => {
  it('shows opening, in, out and closing per account with totals, in 元 or 万元', async () => {
    const user = financeUser(FINANCE_VIEW);
    const row = {
      accountUnit: '华建造价咨询有限公司',
      bankName: '工商银行杭州分行',
    };
    const fetchMock = stubServer(
      financeServer(user, {
        [`POST ${CAPITAL}`]: {
          body: envelope({
            rows: [
              {
                ...row,
                accountId: 'acc-1',
                accountName: '基本户',
                accountNo: '6222020200001234',
                opening: '1000000.00',
                income: '256000.00',
                pay: '12345.67',
                closing: '1243654.33',
              },
              {
                ...row,
                accountId: 'acc-2',
                accountName: '一般户',
                accountNo: '3301040160009999',
                opening: '50000.00',
                income: '0.00',
                pay: '0.00',
                closing: '50000.00',
              },
            ],
            totals: {
              opening: '1050000.00',
              income: '256000.00',
              pay: '12345.67',
              closing: '1293654.33',
            },
          }),
        },
      }),
    );
    session.signIn(user);
    await renderFeature(<CapitalPositionPage />, '/capital-position');
    const grid = await screen.findByRole('grid', { name: '资金状况表' }, { timeout: 30_000 });
    const total = await within(grid).findByText('合计', {});
    const totalRow = total.closest<HTMLElement>('[role="row"]')!;
    expect(within(totalRow).getByText('1,293,654.33')).toBeInTheDocument();
    expect(
      within(rowIn(grid, '基本户 6222020200001234')).getByText('12,345.67'),
    ).toBeInTheDocument();
    expect(screen.getByText('期末余额(元)')).toBeInTheDocument();
    const month = thisMonth();
    expect(sent(fetchMock, 'POST', CAPITAL)[0]).toEqual({
      dateFrom: month.start,
      dateTo: month.end,
    });
    await expectNoAxeViolations(document.body);

    const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await events.click(screen.getByRole('radio', { name: '万元' }));
    expect(within(totalRow).getByText('129.37')).toBeInTheDocument();
    expect(within(rowIn(grid, '基本户 6222020200001234')).getByText('1.23')).toBeInTheDocument();
    expect(screen.getByText('期末余额(万元)')).toBeInTheDocument();
    expect(screen.getByText('单位：万元')).toBeInTheDocument();

    // Another account searches again.
    const bar = screen.getByRole('search', { name: '资金状况表查询条件' });
    await events.click(within(bar).getByRole('button', { name: /账户/ }));
    await events.click(await screen.findByRole('option', { name: '一般户 3301040160009999' }));
    await events.click(press(bar, '搜索'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', CAPITAL).at(-1)).toEqual({
        accountId: 'acc-2',
        dateFrom: month.start,
        dateTo: month.end,
      }),
    );
  });
});
