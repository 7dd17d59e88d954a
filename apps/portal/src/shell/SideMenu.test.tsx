import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@ccms/ui';
import { session } from '../app/session';
import {
  envelope,
  menu,
  paramListAnswer,
  renderPortal,
  stubServer,
  systemAdmin,
  zhangsan,
} from '../app/testing';
import { MenuType } from '@ccms/api-client';
import { SUBMENU_CLOSE_DELAY_MS } from './SideMenu';

// The first visit loads the shell's and the page's modules, which on a busy two-core machine
// takes longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

function serverFor(user: typeof zhangsan) {
  return stubServer({
    'GET /api/share/param/paramList': paramListAnswer({}),
    'GET /api/user/info': { body: envelope(user) },
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('the side menu', () => {
  it('leads the administration entry to its own area, whose menu is that entry’s pages', async () => {
    serverFor(systemAdmin);
    session.signIn(systemAdmin);
    const { router } = await renderPortal('/main-page');
    const user = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: '主菜单' });

    await user.click(within(menu).getByRole('link', { name: '系统管理' }));

    // /sys-manager goes on to the area's first page, and the menu becomes the area's.
    await waitFor(() => expect(router.state.location.pathname).toBe('/sys-manager/organization'));
    const areaMenu = screen.getByRole('navigation', { name: '主菜单' });
    await waitFor(() =>
      expect(within(areaMenu).getByRole('link', { name: '组织机构' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(areaMenu).getByRole('link', { name: '用户管理' })).toBeInTheDocument();
    // /sys-manager only led on: it is no tab of its own.
    const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
    expect(within(tabs).queryByRole('link', { name: '系统管理' })).not.toBeInTheDocument();
    expect(within(areaMenu).queryByRole('button', { name: '造价数据' })).not.toBeInTheDocument();

    await user.click(within(areaMenu).getByRole('link', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page'));
    expect(
      await within(screen.getByRole('navigation', { name: '主菜单' })).findByRole('button', {
        name: '造价数据',
      }),
    ).toBeInTheDocument();
  });

  it('closes open submenus 2 s after the mouse leaves, unless it comes back; remembers them on reload', async () => {
    serverFor(zhangsan);
    session.signIn(zhangsan);
    const first = await renderPortal('/main-page');
    const menu = await screen.findByRole('navigation', { name: '主菜单' });
    const directory = within(menu).getByRole('button', { name: '造价数据' });
    fireEvent.click(directory);
    expect(directory).toHaveAttribute('aria-expanded', 'true');

    // Remembered for this browser tab: a new mount (a reload) opens it again.
    first.unmount();
    await renderPortal('/main-page');
    const reloaded = await screen.findByRole('navigation', { name: '主菜单' });
    const again = within(reloaded).getByRole('button', { name: '造价数据' });
    expect(again).toHaveAttribute('aria-expanded', 'true');

    vi.useFakeTimers();
    fireEvent.mouseLeave(reloaded);
    act(() => {
      vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS - 1);
    });
    fireEvent.mouseEnter(reloaded);
    act(() => {
      vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS);
    });
    expect(again).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(reloaded);
    act(() => {
      vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS - 1);
    });
    expect(again).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(again).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps open the submenu that leads to the current page', async () => {
    serverFor(zhangsan);
    session.signIn(zhangsan);
    await renderPortal('/main-page/cost-data');
    const menu = await screen.findByRole('navigation', { name: '主菜单' });
    const directory = within(menu).getByRole('button', { name: '造价数据' });
    expect(directory).toHaveAttribute('aria-expanded', 'true');
    vi.useFakeTimers();
    fireEvent.mouseLeave(menu);
    act(() => {
      vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS);
    });
    expect(directory).toHaveAttribute('aria-expanded', 'true');
  });

  it('given 发起流程 in the menu (with or without its permission), opens the start-flow dialog', async () => {
    const starter = {
      ...zhangsan,
      menuList: [
        ...zhangsan.menuList,
        menu('m-start', 'menu.startFlow', '发起流程', { type: MenuType.popup, permission: null }),
      ],
    };
    serverFor(starter);
    session.signIn(starter);
    await renderPortal('/main-page');
    const user = userEvent.setup();
    const sideMenu = await screen.findByRole('navigation', { name: '主菜单' });

    await user.click(within(sideMenu).getByRole('button', { name: '发起流程' }));

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  }, 45_000);
});
