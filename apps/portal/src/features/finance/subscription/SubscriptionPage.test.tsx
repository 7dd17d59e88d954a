import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, fill, press, sent, stubServer, type ServerStub } from '../../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import {
  CLAIMS,
  contract,
  detail,
  FINANCE_VIEW,
  financeServer,
  financeUser,
} from '../financeFixtures';
import { toCents } from './ClaimDialog';
import SubscriptionPage from './SubscriptionPage';

vi.setConfig({ testTimeout: 120_000 });

const LIST = '/api/b/finance/bankSubscription/queryList';
const CONTRACTS = '/api/b/finance/contract/queryList';
const CLAIM = '/api/b/finance/bankSubscription/claim';
const UNCLAIM = '/api/b/finance/bankSubscription/unclaim';
const NEED_CLAIM = '/api/b/finance/bankDetail/setNeedClaim';

const ROWS = [
  detail('d-1', { claimTotal: '6000.00', needClaimTotal: '50000.00' }),
  detail('d-3', {
    otherSideName: '西湖区住建局',
    income: '1200.00',
    needClaimTotal: '1200.00',
    dateTime: '2026-03-02 11:00:00',
  }),
];

async function openPage(user: UserInfo = financeUser(), extra: ServerStub = {}) {
  const fetchMock = stubServer(
    financeServer(user, {
      [`POST ${LIST}`]: {
        body: envelope({
          pageNo: 1,
          pageSize: 20,
          total: 2,
          data: ROWS,
          needClaimTotal: '51200.00',
        }),
      },
      [`POST ${CONTRACTS}`]: {
        body: envelope({
          pageNo: 1,
          pageSize: 50,
          total: 2,
          data: [
            contract('k-1'),
            contract('k-2', {
              code: 'HT-2026-002',
              name: '西湖小学预算编制',
              customerName: '西湖区住建局',
            }),
          ],
        }),
      },
      'GET /api/b/finance/bankSubscription/claims/d-1': { body: envelope(CLAIMS) },
      ...extra,
    }),
  );
  session.signIn(user);
  await renderFeature(<SubscriptionPage />, '/bank-subscription/list');
  const grid = await screen.findByRole('grid', { name: '待认领收入' }, { timeout: 30_000 });
  await within(grid).findByText('西湖区住建局', {});
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, grid, user: events };
}

beforeEach(() => layOutByRole({ grid: { width: 3000, height: 800 } }));
afterEach(cleanUpPage);

describe('toCents', () => {
  it('reads amounts with commas exactly, refusing more than two decimals', () => {
    expect(toCents('1,200.5')).toBe(120050n);
    expect(toCents('0.01')).toBe(1n);
    expect(toCents('1.234')).toBeNull();
    expect(toCents('abc')).toBeNull();
  });
});

describe('SubscriptionPage', () => {
  it('lists income left to claim with its total', async () => {
    const { grid, fetchMock } = await openPage();
    expect(sent(fetchMock, 'POST', LIST)[0]).toEqual({ pageNo: 1, pageSize: 20, params: {} });
    expect(screen.getByText('待认领合计：51,200.00 元')).toBeInTheDocument();
    const first = rowIn(grid, '杭州城投建设有限公司');
    expect(within(first).getByText('50,000.00')).toBeInTheDocument();
    expect(within(first).getByText('6,000.00')).toBeInTheDocument();
    // A row with claims lists them; one without may be marked as needing none.
    expect(within(first).getByText('认领记录')).toBeInTheDocument();
    expect(within(first).queryByText('无需认领')).not.toBeInTheDocument();
    expect(within(rowIn(grid, '西湖区住建局')).getByText('无需认领')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('claims part of a row to a contract found by search; more than is left is refused', async () => {
    const { fetchMock, grid, user } = await openPage(financeUser(), {
      [`POST ${CLAIM}`]: {
        body: envelope({ claim: CLAIMS[0], detail: ROWS[0] }),
      },
    });
    await user.click(within(rowIn(grid, '杭州城投建设有限公司')).getByText('认领'));
    const dialog = await screen.findByRole('dialog', { name: '认领收入' });
    const amount = within(dialog).getByLabelText(/认领金额/);
    // The amount starts at what is left to claim.
    expect(amount).toHaveValue('50000.00');

    await fill(user, within(dialog).getByLabelText('查找合同'), '西湖');
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', CONTRACTS).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { keyword: '西湖' },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: /合同/ }));
    await user.click(
      await screen.findByRole('option', { name: 'HT-2026-002 西湖小学预算编制（西湖区住建局）' }),
    );
    expect(
      within(dialog).getByText('合同金额 300,000.00 元，已回款 100,000.00 元'),
    ).toBeInTheDocument();

    await user.clear(amount);
    await user.paste('50,000.01');
    await user.click(press(dialog, '认领'));
    expect(
      await within(dialog).findByText('认领金额不能超过待认领的 50,000.00 元'),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', CLAIM)).toEqual([]);

    await user.clear(amount);
    await user.paste('20,000');
    await user.click(press(dialog, '认领'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', CLAIM)).toEqual([
        { bankDetailId: 'd-1', contractId: 'k-2', amount: '20000', memo: '' },
      ]),
    );
    expect(await screen.findByText('已认领 20,000.00 元')).toBeInTheDocument();
  });

  it('lists a row’s claims and undoes one', async () => {
    const { fetchMock, grid, user } = await openPage(financeUser(), {
      [`POST ${UNCLAIM}`]: { body: envelope(ROWS[0]) },
    });
    await user.click(within(rowIn(grid, '杭州城投建设有限公司')).getByText('认领记录'));
    const dialog = await screen.findByRole('dialog', { name: /认领记录/ });
    const claims = await within(dialog).findByRole('grid', { name: '认领记录' });
    await user.click(within(rowIn(claims, 'HT-2026-001')).getByText('撤销认领'));
    const confirm = await screen.findByRole('alertdialog', { name: '撤销认领' });
    expect(
      within(confirm).getByText('撤销对合同 HT-2026-001 城投大厦结算审核 的 6,000.00 元认领？'),
    ).toBeInTheDocument();
    await user.click(press(confirm, '撤销认领'));
    await waitFor(() => expect(sent(fetchMock, 'POST', UNCLAIM)).toEqual([{ receiptId: 'r-1' }]));
  });

  it('marks a row as needing no claim', async () => {
    const { fetchMock, grid, user } = await openPage(financeUser(), {
      [`POST ${NEED_CLAIM}`]: { body: envelope({ ...ROWS[1], isNeedClaim: false }) },
    });
    await user.click(within(rowIn(grid, '西湖区住建局')).getByText('无需认领'));
    const confirm = await screen.findByRole('alertdialog', { name: '标记为无需认领' });
    await user.click(press(confirm, '无需认领'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', NEED_CLAIM)).toEqual([{ id: 'd-3', isNeedClaim: false }]),
    );
  });

  it('given only the view permission, offers no claim actions', async () => {
    const { grid } = await openPage(financeUser(FINANCE_VIEW));
    expect(within(grid).queryByText('认领')).not.toBeInTheDocument();
    expect(within(grid).queryByText('无需认领')).not.toBeInTheDocument();
    expect(within(rowIn(grid, '杭州城投建设有限公司')).getByText('认领记录')).toBeInTheDocument();
  });
});
