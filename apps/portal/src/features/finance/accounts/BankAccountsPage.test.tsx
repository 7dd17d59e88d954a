import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  failure,
  fill,
  press,
  sent,
  stubServer,
  type ServerStub,
} from '../../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import { account, ACCOUNTS, FINANCE_VIEW, financeServer, financeUser } from '../financeFixtures';
import BankAccountsPage from './BankAccountsPage';

vi.setConfig({ testTimeout: 120_000 });

const LIST = '/api/b/finance/bankAccount/queryList';
const SAVE = '/api/b/finance/bankAccount';

async function openPage(user: UserInfo = financeUser(), extra: ServerStub = {}) {
  const fetchMock = stubServer(financeServer(user, extra));
  session.signIn(user);
  await renderFeature(<BankAccountsPage />, '/bank-funds/accounts');
  const grid = await screen.findByRole('grid', { name: '银行账户' }, { timeout: 30_000 });
  await within(grid).findByText('基本户', {});
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, grid, user: events };
}

beforeEach(() => layOutByRole({ grid: { width: 2600, height: 800 } }));
afterEach(cleanUpPage);

describe('BankAccountsPage', () => {
  it('lists accounts with balance, rows and last transaction', async () => {
    const { grid } = await openPage();
    const first = rowIn(grid, '6222020200001234');
    expect(within(first).getByText('1,234,567.89')).toBeInTheDocument();
    expect(within(first).getByText('100,000.00')).toBeInTheDocument();
    expect(within(first).getByText('2026/03/05 16:20:00')).toBeInTheDocument();
    expect(within(first).getByText('启用')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('adds an account; the server’s refusal keeps the dialog open', async () => {
    let calls = 0;
    const { fetchMock, user } = await openPage(financeUser(), {
      [`POST ${SAVE}`]: () => {
        calls += 1;
        return calls === 1
          ? failure('银行账号 6222000011112222 已存在')
          : { body: envelope(account('acc-3')) };
      },
    });
    await user.click(press(document.body, '新增账户'));
    const dialog = await screen.findByRole('dialog', { name: '新增银行账户' });
    await fill(user, within(dialog).getByLabelText(/^开户单位/), '华建造价咨询有限公司');
    await fill(user, within(dialog).getByLabelText(/^账户名称/), '专用户');
    await fill(user, within(dialog).getByLabelText(/^账号/), '6222 0000 1111 2222');
    await fill(user, within(dialog).getByLabelText(/^开户行/), '农业银行');
    const opening = within(dialog).getByLabelText(/期初余额/);
    await user.clear(opening);
    await user.paste('12,000.50');
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(1));
    expect(sent(fetchMock, 'POST', SAVE)[0]).toEqual({
      accountUnit: '华建造价咨询有限公司',
      accountName: '专用户',
      accountNo: '6222 0000 1111 2222',
      bankName: '农业银行',
      currency: 'CNY',
      openingBalance: '12,000.50',
      openingDate: null,
      departmentId: null,
      enabled: true,
    });
    expect(await screen.findByText('银行账号 6222000011112222 已存在')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '新增银行账户' })).toBeInTheDocument();
    await user.click(press(dialog, '保存'));
    await waitFor(() => expect(sent(fetchMock, 'POST', SAVE)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '新增银行账户' })).not.toBeInTheDocument(),
    );
    expect(sent(fetchMock, 'POST', LIST).length).toBeGreaterThan(1);
  });

  it('given only the view permission, shows no add, edit or delete', async () => {
    const { grid } = await openPage(financeUser(FINANCE_VIEW));
    expect(screen.queryByText('新增账户')).not.toBeInTheDocument();
    expect(within(grid).queryByText('编辑')).not.toBeInTheDocument();
    expect(within(grid).queryByText('删除')).not.toBeInTheDocument();
    expect(ACCOUNTS).toHaveLength(2);
  });
});
