import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { formatDateTime, notify, toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { AppProviders, createQueryClient } from '../../app/providers';
import { session } from '../../app/session';
import { zhangsan } from '../../app/testing';
import { FakeSocket, message } from './fakeSocket';
import { serveInbox } from './inboxServer';
import { MessageBell, useMessageSocket } from './index';
import { MESSAGES_PATH } from './messageRoute';
import { SESSION_ENDED_CLOSE_CODE } from './messageSocket';

// ---- Fixtures -------------------------------------------------------------------------------

const minutesAgo = (minutes: number) => formatDateTime(Date.now() - minutes * 60_000);

const inbox = [
  message('m-contract-1', {
    type: 'contract',
    title: '合同到期提醒：滨江新城',
    content: '\n合同将于 30 天后到期\n请及时续签',
    createdAt: minutesAgo(5),
  }),
  message('m-contract-2', { type: 'contract', title: '合同审批通过', createdAt: minutesAgo(90) }),
  message('m-contract-old', { type: 'contract', title: '已读的合同消息', read: true }),
  message('m-hr-1', { type: 'hr', title: '请完成绩效自评' }),
  message('m-finance-1', { type: 'finance', title: '报销已到账', read: true }),
];

/** What the shell will hold: the live socket and the bell in the header, the page in main. */
function Header() {
  useMessageSocket(zhangsan, { WebSocket: FakeSocket });
  return (
    <header>
      <MessageBell />
    </header>
  );
}

async function renderBell() {
  const server = serveInbox(zhangsan, inbox);
  session.signIn(zhangsan);
  const router = createMemoryRouter(
    [
      { path: '/', element: <Header /> },
      {
        path: MESSAGES_PATH,
        lazy: async () => {
          const { default: MessagesPage } = await import('./MessagesPage');
          return {
            element: (
              <>
                <Header />
                <main>
                  <MessagesPage />
                </main>
              </>
            ),
          };
        },
      },
    ],
    { initialEntries: ['/'] },
  );
  await act(async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { ...server, router, user };
}

/** The live region the notification host announces info popups in. */
/** The notification popups' live region (the toasts have their own, 通知). */
const NOTIFICATIONS = '消息弹窗';
const popover = () => screen.getByRole('dialog', { name: '消息提醒' });

beforeEach(() => {
  FakeSocket.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    notify.clear();
    session.clear();
  });
});

// ---- Tests ----------------------------------------------------------------------------------

describe('MessageBell', () => {
  it('shows the server’s unread total in its badge and its name', async () => {
    await renderBell();
    const button = await screen.findByRole('button', { name: '消息提醒，3 条未读' });
    expect(button).toHaveTextContent('3');
    await expectNoAxeViolations(document.body);
  });

  it('reads 9999+ above 9999 unread, and says so when nothing is unread', async () => {
    const { answerCounts } = await renderBell();
    await screen.findByRole('button', { name: '消息提醒，3 条未读' });

    answerCounts({ business: 9000, contract: 1000, hr: 0, admin: 0, finance: 0 });
    act(() => FakeSocket.latest().push(message('m-new')));
    const button = await screen.findByRole('button', { name: '消息提醒，9999+ 条未读' });
    expect(button).toHaveTextContent('9999+');

    answerCounts({ business: 0, contract: 0, hr: 0, admin: 0, finance: 0 });
    act(() => FakeSocket.latest().push(message('m-newer')));
    expect(
      await screen.findByRole('button', { name: '消息提醒，没有未读消息' }),
    ).not.toHaveTextContent(/\d/);
  });

  it('opens on the first category with unread messages, listing them with relative time and first line', async () => {
    const { callsTo, user } = await renderBell();
    await user.click(await screen.findByRole('button', { name: '消息提醒，3 条未读' }));

    const tabs = within(popover()).getByRole('tablist', { name: '消息类别' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['业务 ', '合同 22 条未读', '人力 11 条未读', '行政 ', '财务 ']);
    expect(within(tabs).getByRole('tab', { name: '合同 2 条未读' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await within(popover()).findByRole('list', { name: '合同的最新未读消息' });
    expect(callsTo('queryList').at(-1)?.body).toEqual({
      pageNo: 1,
      pageSize: 5,
      params: { type: 'contract', read: false },
    });
    const entries = within(list).getAllByRole('button');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('合同到期提醒：滨江新城');
    expect(entries[0]).toHaveTextContent('5分钟前');
    expect(entries[0]).toHaveTextContent('合同将于 30 天后到期');
    expect(entries[0]).not.toHaveTextContent('请及时续签');
    expect(entries[1]).toHaveTextContent('1小时前');
    await expectNoAxeViolations(popover());

    // Arrow keys move between categories; 业务 has nothing unread.
    within(tabs).getByRole('tab', { name: /合同/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(
      await within(popover()).findByRole('list', { name: '人力的最新未读消息' }),
    ).toHaveTextContent('请完成绩效自评');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await within(popover()).findByText('没有未读消息')).toBeInTheDocument();
    expect(within(popover()).getByRole('button', { name: '全部已读' })).toBeDisabled();
  });

  it('pressing Enter on a message marks it read, refreshes the counts and shows it on the messages page', async () => {
    const { callsTo, router, user } = await renderBell();
    await user.click(await screen.findByRole('button', { name: '消息提醒，3 条未读' }));
    const list = await within(popover()).findByRole('list', { name: '合同的最新未读消息' });
    within(list).getAllByRole('button')[0]!.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(callsTo('setRead m-contract-1')).toHaveLength(1));
    expect(await screen.findByText('确定成功！')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(MESSAGES_PATH));
    // The first visit also loads the page's module.
    const shown = await screen.findByRole('dialog', { name: '合同到期提醒：滨江新城' });
    expect(shown).toHaveTextContent('请及时续签');
    // Behind the modal message the bell is hidden from the accessibility tree, yet counts anew.
    expect(
      await screen.findByRole('button', { name: '消息提醒，2 条未读', hidden: true }),
    ).toBeInTheDocument();
    // Marked once, by the bell: the page does not mark it again.
    expect(callsTo('setRead m-contract-1')).toHaveLength(1);
  });

  it('全部已读 marks the category read; 查看全部 goes to the messages page', async () => {
    const { callsTo, router, user } = await renderBell();
    await user.click(await screen.findByRole('button', { name: '消息提醒，3 条未读' }));
    await within(popover()).findByRole('list', { name: '合同的最新未读消息' });
    await user.click(within(popover()).getByRole('button', { name: '全部已读' }));

    await waitFor(() => expect(callsTo('setAllRead contract')).toHaveLength(1));
    // The open popover is modal: the bell behind it is hidden from the accessibility tree.
    expect(
      await screen.findByRole('button', { name: '消息提醒，1 条未读', hidden: true }),
    ).toBeInTheDocument();
    expect(await within(popover()).findByText('没有未读消息')).toBeInTheDocument();

    await user.click(within(popover()).getByRole('button', { name: '查看全部' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(MESSAGES_PATH));
    expect(screen.queryByRole('dialog', { name: '消息提醒' })).not.toBeInTheDocument();
  });
});

describe('useMessageSocket', () => {
  it('opens the user’s socket with the session token on the page’s host', async () => {
    await renderBell();
    expect(FakeSocket.latest().url).toBe(
      `ws://${window.location.host}/api/websocket/u-zhangsan?AuthToken=token-zhangsan`,
    );
  });

  it('a pushed message refreshes the badge and pops up a notification with its title and first line', async () => {
    const { store, user } = await renderBell();
    await screen.findByRole('button', { name: '消息提醒，3 条未读' });
    const pushed = message('m-pushed', {
      type: 'admin',
      title: '会议室预订成功',
      content: '三楼大会议室\n14:00-16:00',
      createdAt: minutesAgo(0),
    });
    store(pushed);
    act(() => {
      FakeSocket.latest().open();
      FakeSocket.latest().push(pushed);
    });

    const region = screen.getByRole('status', { name: NOTIFICATIONS });
    expect(within(region).getByText('会议室预订成功')).toBeInTheDocument();
    expect(within(region).getByText('三楼大会议室')).toBeInTheDocument();
    expect(within(region).queryByText(/14:00/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '消息提醒，4 条未读' }));
    expect(within(popover()).getByRole('tab', { name: /行政/ })).toHaveTextContent('行政 1');
  });

  it('stops listening when the user signs out, and after the server closes with 4401', async () => {
    await renderBell();
    const first = FakeSocket.latest();
    act(() => first.drop(SESSION_ENDED_CLOSE_CODE));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(FakeSocket.opened).toHaveLength(1);

    // Signing in again (a new token) listens afresh; signing out closes it.
    act(() => session.signIn({ ...zhangsan, authToken: 'token-2' }));
    const second = FakeSocket.latest();
    expect(second.url).toContain('AuthToken=token-2');
    act(() => session.clear());
    expect(second.closedWith).toBe(1000);
  });
});
