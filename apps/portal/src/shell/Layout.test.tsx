import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { session } from '../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  stubServer,
  systemAdmin,
  zhangsan,
} from '../app/testing';
import { WATERMARK_DELAY_MS } from './useWatermark';

// The first visit loads the shell's and the page's modules, which on a busy two-core machine
// takes longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

function signedInServer(user = zhangsan) {
  return stubServer({
    'GET /api/share/param/paramList': paramListAnswer({
      'sys.name': '造价咨询管理平台',
      'sys.copyright': '© 2026 示例',
    }),
    'GET /api/user/info': { body: envelope(user) },
    'POST /api/logout': { body: envelope(null) },
    'POST /api/b/footmark': { body: envelope(null) },
    'GET /api/a/session/online/NO': { body: envelope({ onlineNo: 2, totalNo: 5 }) },
    'GET /api/a/session/online/queryList': {
      body: envelope([
        {
          id: 'd1',
          name: '造价一部',
          dept: true,
          online: true,
          onlineNo: 1,
          job: null,
          deptName: null,
          children: [
            {
              id: 'u-zhangsan',
              name: '张三',
              dept: false,
              online: true,
              onlineNo: 1,
              job: '造价工程师',
              deptName: '造价一部',
              children: [],
            },
          ],
        },
      ]),
    },
    'GET /api/b/notice/msg/toReadCounts': {
      body: envelope({ business: 2, contract: 1, hr: 0, admin: 0, finance: 0 }),
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('the shell', () => {
  it('given a signed-in cost engineer, shows the home page in the one main landmark and only the granted menus', async () => {
    signedInServer();
    session.signIn(zhangsan);
    await renderPortal('/');

    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: '你好，张三' }),
    ).toBeInTheDocument();
    expect(within(main).getByText('造价一部')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    const banner = screen.getByRole('banner');
    // The header's message bell counts the unread reminders of the five categories.
    expect(
      await within(banner).findByRole('button', { name: '消息提醒，3 条未读' }),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('searchbox', { name: '全局搜索' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 示例');

    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(menu).getByRole('button', { name: '造价数据' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(menu).queryByRole('button', { name: '系统管理' })).not.toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
    expect(within(tabs).getByRole('link', { name: '首页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).queryByRole('button', { name: /^关闭 / })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('button', { name: '关闭全部' })).toBeDisabled();

    await expectNoAxeViolations(document.body);
  });

  it('opens a menu page as a closable tab; closing the active tab returns to the previous one', async () => {
    signedInServer();
    session.signIn(zhangsan);
    const { router } = await renderPortal('/main-page');
    const user = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: '主菜单' });

    await user.click(within(menu).getByRole('button', { name: '造价数据' }));
    await user.click(within(menu).getByRole('link', { name: '项目案例库' }));

    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: '项目案例库' }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
    await user.click(within(tabs).getByRole('button', { name: '关闭 项目案例库' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page'));
    expect(within(tabs).queryByRole('link', { name: '项目案例库' })).not.toBeInTheDocument();
  });

  it('tab context menu closes the other tabs; the bar refreshes, goes home and maximizes the page', async () => {
    const fetchStub = signedInServer();
    session.signIn(zhangsan);
    const { router } = await renderPortal('/main-page');
    const user = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: '主菜单' });
    await user.click(within(menu).getByRole('button', { name: '造价数据' }));
    await user.click(within(menu).getByRole('link', { name: '项目案例库' }));
    const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
    await within(tabs).findByRole('link', { name: '项目案例库' });

    // Right-click the home tab: 关闭其他 closes 项目案例库 and, as it was active, goes home.
    fireEvent.contextMenu(within(tabs).getByRole('link', { name: '首页' }), {
      clientX: 10,
      clientY: 10,
    });
    const tabMenu = await screen.findByRole('menu', { name: '首页 的操作' });
    expect(within(tabMenu).getByRole('menuitem', { name: '关闭' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(tabMenu).getByRole('menuitem', { name: '关闭左侧' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(tabMenu).getByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page'));
    expect(within(tabs).queryByRole('link', { name: '项目案例库' })).not.toBeInTheDocument();

    // Opening a menu page recorded a footprint under the menu's name.
    const footprints = fetchStub.mock.calls.filter(([url]) => url === '/api/b/footmark');
    const bodies = footprints.map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    );
    expect(bodies).toContainEqual({
      menuName: '项目案例库',
    });

    // Refresh goes through /redirect and lands on the same page again.
    const visited: string[] = [];
    const stop = router.subscribe((state) => visited.push(state.location.pathname));
    await user.click(within(tabs).getByRole('button', { name: '刷新当前页' }));
    // The refresh page is a lazy module: on a busy machine its first load takes a while.
    await waitFor(() => expect(visited).toContain('/redirect/main-page'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page'), {
      timeout: 15_000,
    });
    stop();
    expect(within(tabs).getAllByRole('link')).toHaveLength(1);

    // Maximize hides the header and the menu; restore brings them back.
    await user.click(within(tabs).getByRole('button', { name: '最大化' }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    const restore = within(tabs).getByRole('button', { name: '还原' });
    expect(restore).toHaveAttribute('aria-pressed', 'true');
    await user.click(restore);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
  }, 45_000);

  it('on a narrow screen the menu starts closed, opens from the header and closes on navigation', async () => {
    signedInServer();
    session.signIn(zhangsan);
    const { router } = await renderPortal('/main-page', { width: 1026 });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: '展开菜单' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();

    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('button', { name: '造价数据' }));
    await user.click(within(menu).getByRole('link', { name: '项目案例库' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page/cost-data'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument(),
    );
    // The breadcrumb names the way to the page.
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByText('造价数据')).toBeInTheDocument();
  });

  it('on a desktop screen remembers the menu hidden', async () => {
    signedInServer();
    session.signIn(zhangsan);
    const first = await renderPortal('/main-page', { width: 1027 });
    const user = userEvent.setup();
    await screen.findByRole('navigation', { name: '主菜单' });
    await user.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();

    first.unmount();
    await renderPortal('/main-page', { width: 1280 });
    expect(await screen.findByRole('button', { name: '展开菜单' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    localStorage.clear();
  });

  it('user menu: 管理后台 for administrators, 系统设置 opens the theme settings, 我的足迹 opens the footprints', async () => {
    signedInServer(systemAdmin);
    session.signIn(systemAdmin);
    const { router } = await renderPortal('/main-page');
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: '用户菜单：系统管理员' });

    await user.click(trigger);
    expect(screen.getByRole('button', { name: '个人信息编辑' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '系统设置' }));
    const drawer = await screen.findByRole('dialog', { name: '系统设置' });
    expect(within(drawer).getByRole('heading', { name: '主题颜色' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: '个人信息编辑' }));
    expect(await screen.findByRole('dialog', { name: '个人中心' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: '我的足迹' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page/myTracks'));
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: '管理后台' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sys-manager/organization'), {
      timeout: 5000,
    });
  });

  it('user menu of a customer account has no 个人信息编辑 and no 管理后台', async () => {
    const customer = {
      ...zhangsan,
      customerInfo: { loginSystemName: '客户系统' },
    } as unknown as typeof zhangsan;
    stubServer({
      'GET /api/share/param/paramList': paramListAnswer({}),
      'GET /api/user/info': { body: envelope(customer) },
    });
    session.signIn(customer);
    await renderPortal('/main-page');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '用户菜单：张三' }));
    expect(screen.queryByRole('button', { name: '个人信息编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '管理后台' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '系统设置' })).toBeInTheDocument();
  });

  it('asks for the watermark 1 s after sign-in and lays it over the page', async () => {
    const server = stubServer({
      'GET /api/share/param/paramList': paramListAnswer({}),
      'GET /api/user/info': { body: envelope(zhangsan) },
      'GET /api/b/desktop/getWaterMark': {
        body: envelope({ enabled: true, waterType: 'text', waterValue: '张三 zhangsan' }),
      },
    });
    session.signIn(zhangsan);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderPortal('/main-page');
    await screen.findByRole('main');
    const askedForWatermark = () =>
      server.mock.calls.some(([url]) => typeof url === 'string' && url.includes('getWaterMark'));
    expect(askedForWatermark()).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WATERMARK_DELAY_MS);
    });
    await waitFor(() => expect(askedForWatermark()).toBe(true));
    vi.useRealTimers();
  });

  it('counts the people online in the header and lists them in the online-user modal', async () => {
    signedInServer();
    session.signIn(zhangsan);
    await renderPortal('/main-page');
    const user = userEvent.setup();
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: '在线用户 2' }));
    const modal = await screen.findByRole('dialog', { name: '在线用户' });
    expect(await within(modal).findByText('张三')).toBeInTheDocument();
  });

  it('logs out: the session is cleared and the login page shows', async () => {
    const server = signedInServer();
    session.signIn(zhangsan);
    const { router } = await renderPortal('/main-page');
    const user = userEvent.setup();

    const trigger = await screen.findByRole('button', { name: '用户菜单：张三' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(panel!).getByText('造价一部')).toBeInTheDocument();
    expect(within(panel!).getByText('造价工程师')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '退出登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.getToken()).toBeNull();
    expect(server).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('given no token, sends a closed page to login with the way back', async () => {
    signedInServer();
    const { router } = await renderPortal('/main-page/cost-data?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/main-page/cost-data?x=1')}`,
    );
  });

  it('signs in by the AuthToken of a link, then drops it from the address', async () => {
    const server = stubServer({
      'GET /api/share/param/paramList': paramListAnswer({}),
      'GET /api/login/initAuthToken': { body: envelope(zhangsan) },
      'GET /api/user/info': { body: envelope(zhangsan) },
    });
    const { router } = await renderPortal('/main-page?AuthToken=token-zhangsan&tab=1');

    await waitFor(() => expect(router.state.location.search).toBe('?tab=1'));
    expect(router.state.location.pathname).toBe('/main-page');
    expect(session.getToken()).toBe('token-zhangsan');
    expect(server).toHaveBeenCalledWith(
      '/api/login/initAuthToken?AuthToken=token-zhangsan',
      expect.anything(),
    );
  });
});
