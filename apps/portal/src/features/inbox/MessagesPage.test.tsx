import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import { renderPortal, zhangsan } from '../../app/testing';
import { message } from './fakeSocket';
import { serveInbox } from './inboxServer';
import { MESSAGES_PATH } from './messageRoute';

// ---- Fixtures -------------------------------------------------------------------------------

const inbox = [
  message('m-1', {
    type: 'business',
    title: '待办提醒：滨江新城安置房结算审核',
    content: '请于本周内完成审核\n附件见流程',
    createdAt: '2026-03-05 09:30:00',
  }),
  message('m-2', { type: 'contract', title: '合同到期提醒', createdAt: '2026-03-04 10:00:00' }),
  message('m-3', {
    type: 'hr',
    title: '入职手续已办结',
    read: true,
    readAt: '2026-03-04 08:00:00',
    createdAt: '2026-03-03 17:00:00',
  }),
  message('m-4', { type: 'admin', title: '消防演练通知', createdAt: '2026-03-02 08:00:00' }),
  message('m-5', { type: 'contract', title: '合同归档完成', read: true, readAt: '2026-03-01' }),
];

async function openMessages(messages = inbox) {
  const server = serveInbox(zhangsan, messages);
  session.signIn(zhangsan);
  const view = await renderPortal(MESSAGES_PATH);
  // The first test also waits for the page's module to load.
  await screen.findByRole('heading', { level: 1, name: '消息提醒' });
  await screen.findByRole('grid', { name: '消息列表' });
  return { ...server, ...view, user: userEvent.setup({ pointerEventsCheck: 0, delay: null }) };
}

const grid = () => screen.getByRole('grid', { name: '消息列表' });
const rowOf = (title: string) => {
  const row = within(grid())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(title) !== null);
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};
const searchBar = () => screen.getByRole('search', { name: '查询消息' });
const toolbar = () => screen.getByRole('toolbar', { name: '消息操作' });

// jsdom lays nothing out: the grid gets a wide, tall box so it renders every column and row.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.getAttribute('role') === 'grid' ? 600 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.getAttribute('role') === 'grid' ? 3000 : 0;
  });
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

// ---- Tests ----------------------------------------------------------------------------------

describe('MessagesPage', () => {
  it('lists all of the user’s messages from page 1, 20 a page, with state, category and first line', async () => {
    const { callsTo, container } = await openMessages();

    expect(callsTo('queryList')[0]?.body).toEqual({ pageNo: 1, pageSize: 20, params: {} });
    expect(within(grid()).getAllByRole('row')).toHaveLength(1 + inbox.length);
    const first = rowOf('待办提醒：滨江新城安置房结算审核');
    for (const text of ['未读', '业务', '请于本周内完成审核', '2026-03-05 09:30:00']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).queryByText(/附件见流程/)).not.toBeInTheDocument();
    const read = rowOf('入职手续已办结');
    expect(within(read).getByText('已读')).toBeInTheDocument();
    expect(within(read).getByText('2026-03-04 08:00:00')).toBeInTheDocument();

    const tabs = screen.getByRole('tablist', { name: '消息类别' });
    expect(within(tabs).getByRole('tab', { name: '全部 3 条未读' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: '合同 1 条未读' })).toBeInTheDocument();
    expect(within(toolbar()).getByRole('button', { name: '标记已读' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('filters by category tab, read state and words, each from page 1; 重置 keeps the category', async () => {
    const { callsTo, user } = await openMessages();
    const lastQuery = () => callsTo('queryList').at(-1)?.body;

    await user.click(screen.getByRole('tab', { name: '合同 1 条未读' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 20, params: { type: 'contract' } }),
    );
    expect(await screen.findByText('合同归档完成')).toBeInTheDocument();
    expect(screen.queryByText('消防演练通知')).not.toBeInTheDocument();

    await user.click(within(searchBar()).getByRole('radio', { name: '未读' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { type: 'contract', read: false },
      }),
    );
    await waitFor(() => expect(screen.queryByText('合同归档完成')).not.toBeInTheDocument());

    await user.type(within(searchBar()).getByLabelText('关键字'), ' 到期 ');
    await user.click(within(searchBar()).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { type: 'contract', read: false, keyword: '到期' },
      }),
    );

    await user.click(within(searchBar()).getByRole('button', { name: '重置' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 20, params: { type: 'contract' } }),
    );
    expect(within(searchBar()).getByLabelText('关键字')).toHaveValue('');
    expect(within(searchBar()).getByRole('radio', { name: '全部' })).toBeChecked();
  });

  it('标记已读 sends the selected unread messages’ ids, says 确定成功！ and refreshes', async () => {
    const { callsTo, user } = await openMessages();
    await user.click(within(rowOf('合同到期提醒')).getByRole('checkbox', { name: '选择此行' }));
    await user.click(within(rowOf('入职手续已办结')).getByRole('checkbox', { name: '选择此行' }));
    await user.click(within(rowOf('消防演练通知')).getByRole('checkbox', { name: '选择此行' }));
    await user.click(within(toolbar()).getByRole('button', { name: '标记已读' }));

    await waitFor(() => expect(callsTo('setReadList')).toHaveLength(1));
    // 入职手续已办结 was read already: only the unread ones are sent.
    expect(callsTo('setReadList')[0]?.body).toEqual(['m-2', 'm-4']);
    expect(await screen.findByText('确定成功！')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf('消防演练通知')).getByText('已读')).toBeInTheDocument(),
    );
    expect(screen.getByRole('tab', { name: '全部 1 条未读' })).toBeInTheDocument();
    expect(within(toolbar()).getByRole('button', { name: '标记已读' })).toBeDisabled();
  });

  it('全部已读 marks the shown category, or on 全部 every category with unread messages', async () => {
    const { callsTo, user } = await openMessages();
    await user.click(screen.getByRole('tab', { name: '合同 1 条未读' }));
    await screen.findByText('合同归档完成');
    await user.click(within(toolbar()).getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(callsTo('setAllRead contract')).toHaveLength(1));
    expect(await screen.findByText('确定成功！')).toBeInTheDocument();

    await user.click(await screen.findByRole('tab', { name: '全部 2 条未读' }));
    await user.click(within(toolbar()).getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(callsTo('setAllRead admin')).toHaveLength(1));
    expect(callsTo('setAllRead business')).toHaveLength(1);
    // Categories with nothing unread are not asked.
    expect(callsTo('setAllRead hr')).toHaveLength(0);
    expect(callsTo('setAllRead contract')).toHaveLength(1);
    await waitFor(() =>
      expect(within(toolbar()).getByRole('button', { name: '全部已读' })).toBeDisabled(),
    );
  });

  it('opening a message shows it in full and marks it read; a read one is only shown', async () => {
    const { callsTo, user } = await openMessages();
    await user.click(
      within(rowOf('待办提醒：滨江新城安置房结算审核')).getByRole('link', {
        name: '待办提醒：滨江新城安置房结算审核',
      }),
    );
    const shown = screen.getByRole('dialog', { name: '待办提醒：滨江新城安置房结算审核' });
    expect(shown).toHaveTextContent('请于本周内完成审核');
    expect(shown).toHaveTextContent('附件见流程');
    expect(shown).toHaveTextContent('业务');
    await waitFor(() => expect(callsTo('setRead m-1')).toHaveLength(1));
    expect(await screen.findByText('确定成功！')).toBeInTheDocument();
    await expectNoAxeViolations(shown);
    await user.click(within(shown).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rowOf('入职手续已办结')).getByRole('link', { name: '入职手续已办结' }));
    expect(screen.getByRole('dialog', { name: '入职手续已办结' })).toHaveTextContent(
      '2026-03-04 08:00:00',
    );
    expect(callsTo('setRead m-3')).toHaveLength(0);
  });

  it('pages on the server, 20 a page', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      message(`m-${index + 1}`, { title: `消息第 ${index + 1} 条` }),
    );
    const { callsTo, user } = await openMessages(many);
    expect(within(grid()).getAllByRole('row')).toHaveLength(1 + 20);
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() =>
      expect(callsTo('queryList').at(-1)?.body).toEqual({ pageNo: 2, pageSize: 20, params: {} }),
    );
    expect(await screen.findByText('消息第 25 条')).toBeInTheDocument();
  });

  it('says so when there are no messages', async () => {
    await openMessages([]);
    expect(within(grid()).getByText('暂无消息')).toBeInTheDocument();
    expect(within(toolbar()).getByRole('button', { name: '全部已读' })).toBeDisabled();
  });
});
