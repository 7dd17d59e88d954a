import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnlineNode, UserInfo } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  stubServer,
  zhangsan,
} from '../../../app/testing';

// Each test mounts the whole portal; on a busy two-core machine the first one also loads it.
vi.setConfig({ testTimeout: 30_000 });

// ---- Fixtures -------------------------------------------------------------------------------

/** The staff administrator 王五, who may see who is online and sign people out. */
const wangwu: UserInfo = {
  ...zhangsan,
  authToken: 'token-wangwu',
  userId: 'u-wangwu',
  displayName: '王五',
  name: '王五',
  loginName: 'wangwu',
  permissions: ['sys:user:view', 'sys:online:view', 'sys:online:kick'],
};

function personNode(id: string, name: string, online: boolean, deptName: string): OnlineNode {
  return {
    id,
    name,
    dept: false,
    online,
    onlineNo: online ? 1 : 0,
    job: '造价工程师',
    deptName,
    children: [],
  };
}

function deptNode(id: string, name: string, children: OnlineNode[]): OnlineNode {
  const onlineNo = children.reduce((sum, child) => sum + child.onlineNo, 0);
  return {
    id,
    name,
    dept: true,
    online: onlineNo > 0,
    onlineNo,
    job: null,
    deptName: null,
    children,
  };
}

const onlineTree: OnlineNode[] = [
  deptNode('d-cost-1', '造价一部', [
    personNode('u-lisi', '李四', true, '造价一部'),
    personNode('u-wangwu', '王五', true, '造价一部'),
    personNode('u-sunba', '孙八', false, '造价一部'),
  ]),
  deptNode('d-finance', '财务部', [personNode('u-zhaoliu', '赵六', true, '财务部')]),
];

function serve(user: UserInfo) {
  const kicked: string[] = [];
  const sent: unknown[] = [];
  let treeCalls = 0;
  stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(user) },
    'GET /api/a/session/online/queryList': () => {
      treeCalls += 1;
      return { body: envelope(onlineTree) };
    },
    'GET /api/a/session/online/NO': { body: envelope({ onlineNo: 3, totalNo: 4 }) },
    'DELETE /api/a/session/online/u-lisi': () => {
      kicked.push('u-lisi');
      return { body: envelope({ ended: 2 }) };
    },
    'POST /api/b/notice/msg/send': (init) => {
      sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
      return { body: envelope(1) };
    },
  });
  return { kicked, sent, treeCalls: () => treeCalls };
}

async function openOnline(user: UserInfo = wangwu) {
  const server = serve(user);
  session.signIn(user);
  const view = await renderPortal('/sys-manager/user/online-list');
  // The first test also waits for the page's module to load.
  await screen.findByRole('heading', { level: 1, name: '在线用户' });
  await screen.findByText('李四');
  return { ...server, ...view, user: userEvent.setup({ pointerEventsCheck: 0, delay: null }) };
}

const table = () => screen.getByRole('treegrid', { name: '在线用户列表' });
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[role="gridcell"]')?.textContent?.trim());
const rowOf = (name: string) => {
  const row = within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(name) !== null);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const searchBar = () => screen.getByRole('search', { name: '查询在线用户' });

// jsdom lays nothing out: the tree-table gets its height so its rows render.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.getAttribute('role') === 'treegrid' ? 480 : 0;
  });
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
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

describe('OnlineUsersPage', () => {
  it('shows the count and the people signed in now under their departments, opened', async () => {
    const { container } = await openOnline();

    expect(screen.getByText('当前在线 3 人，共 4 人')).toBeInTheDocument();
    expect(rowNames()).toEqual(['造价一部', '李四', '王五', '财务部', '赵六']);
    expect(within(rowOf('造价一部')).getByText('2 人在线')).toBeInTheDocument();
    expect(within(rowOf('李四')).getByText('在线')).toBeInTheDocument();
    // Signing oneself out is not offered (the server refuses it).
    expect(within(rowOf('李四')).getByRole('button', { name: '强制下线' })).toBeInTheDocument();
    expect(within(rowOf('王五')).queryByRole('button', { name: '强制下线' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('filters by name or department and status; 重置 returns to the people online', async () => {
    const { user } = await openOnline();

    await user.click(within(searchBar()).getByRole('button', { name: /状态/ }));
    await user.click(screen.getByRole('option', { name: '全部' }));
    expect(rowNames()).toEqual(['造价一部', '李四', '王五', '孙八', '财务部', '赵六']);
    expect(within(rowOf('孙八')).getByText('离线')).toBeInTheDocument();
    expect(within(rowOf('孙八')).queryByRole('button', { name: '强制下线' })).toBeNull();

    await user.type(within(searchBar()).getByLabelText('姓名或部门'), '财务{Enter}');
    expect(rowNames()).toEqual(['财务部', '赵六']);

    await user.click(within(searchBar()).getByRole('button', { name: '重置' }));
    expect(rowNames()).toEqual(['造价一部', '李四', '王五', '财务部', '赵六']);
    expect(within(searchBar()).getByLabelText('姓名或部门')).toHaveValue('');
  });

  it('signs a person out only after confirmation, then reloads the list', async () => {
    const { kicked, treeCalls, user } = await openOnline();
    const before = treeCalls();

    await user.click(within(rowOf('李四')).getByRole('button', { name: '强制下线' }));
    let question = screen.getByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('确定将 李四 强制下线吗？');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(kicked).toEqual([]);

    await user.click(within(rowOf('李四')).getByRole('button', { name: '强制下线' }));
    question = screen.getByRole('alertdialog', { name: '提示' });
    await user.click(within(question).getByRole('button', { name: '强制下线' }));

    await waitFor(() => expect(kicked).toEqual(['u-lisi']));
    expect(await screen.findByText('已将 李四 强制下线')).toBeInTheDocument();
    await waitFor(() => expect(treeCalls()).toBeGreaterThan(before));
  });

  it('refreshes the list on 刷新', async () => {
    const { treeCalls, user } = await openOnline();
    const before = treeCalls();
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(treeCalls()).toBe(before + 1));
  });

  it('given no sys:online:kick, offers no 强制下线', async () => {
    await openOnline({ ...wangwu, permissions: ['sys:user:view', 'sys:online:view'] });
    expect(screen.queryByRole('button', { name: '强制下线' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });

  it('sends a message to a colleague, online or not, after checking the title', async () => {
    const { sent, user } = await openOnline({
      ...wangwu,
      permissions: [...wangwu.permissions, 'sys:msg:send'],
    });
    await user.click(within(searchBar()).getByRole('button', { name: /状态/ }));
    await user.click(screen.getByRole('option', { name: '全部' }));
    expect(within(rowOf('王五')).queryByRole('button', { name: '发消息' })).toBeNull();

    await user.click(within(rowOf('孙八')).getByRole('button', { name: '发消息' }));
    const dialog = await screen.findByRole('dialog', { name: '发送消息给 孙八' });
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await within(dialog).findByText('请输入消息标题')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^标题/), '周五前提交报销单');
    await user.type(within(dialog).getByLabelText(/^内容/), '逾期顺延到下月');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          userIds: ['u-sunba'],
          type: 'admin',
          title: '周五前提交报销单',
          content: '逾期顺延到下月',
        },
      ]),
    );
    expect(await screen.findByText('已发送给 孙八')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '发送消息给 孙八' })).toBeNull(),
    );
  });

  it('given no sys:msg:send, offers no 发消息', async () => {
    await openOnline();
    expect(screen.queryByRole('button', { name: '发消息' })).toBeNull();
  });
});
