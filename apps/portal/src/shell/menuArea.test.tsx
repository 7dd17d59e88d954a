import { MenuType } from '@ccms/api-client';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@ccms/ui';
import { session } from '../app/session';
import {
  envelope,
  menu,
  paramListAnswer,
  renderPortal,
  stubServer,
  systemAdmin,
} from '../app/testing';
import { menuAreaAt, menuAreaOfPage } from './menuArea';

configure({ asyncUtilTimeout: 10_000 });

/** The administrator with 行政管理 in the main menu and 流程设置, 窗口管理 in the administration area. */
const admin = {
  ...systemAdmin,
  menuList: [
    ...systemAdmin.menuList.filter((item) => item.id !== 'm-system'),
    menu('m-admin', 'menu.administration', '行政管理', {
      type: MenuType.directory,
      children: [menu('m-notice', 'menu.staffNotice', '员工公告', { url: '/human/staff-notice' })],
    }),
    {
      ...systemAdmin.menuList.find((item) => item.id === 'm-system')!,
      children: [
        ...systemAdmin.menuList.find((item) => item.id === 'm-system')!.children,
        menu('m-setting-flow', 'menu.settingFlow', '流程设置', { url: '/main-page/setting-flow' }),
        menu('m-window', 'menu.windowManagement', '窗口管理', {
          url: '/window-management/left-column',
        }),
      ],
    },
  ],
};
const FORM = '/sys-manager/form-notice/wf-form?mode=create&back=%2Fhuman%2Fstaff-notice';

describe('the menu area of a page', () => {
  it('given a page one menu lists, is that menu’s area whatever the address', () => {
    expect(menuAreaOfPage(admin.menuList, '/main-page/setting-flow')).toBe('system');
    expect(menuAreaOfPage(admin.menuList, '/main-page/setting-flow/notice')).toBe('system');
    expect(menuAreaOfPage(admin.menuList, '/window-management/left-column')).toBe('system');
    expect(menuAreaOfPage(admin.menuList, '/human/staff-notice')).toBe('main');
    expect(menuAreaOfPage(admin.menuList, '/sys-manager/user')).toBe('system');
    expect(menuAreaOfPage(admin.menuList, FORM.split('?')[0]!)).toBeUndefined();
  });

  it('given a page no menu lists, is the area it was opened from, else its way back’s', () => {
    expect(menuAreaAt(admin.menuList, FORM, 'main')).toBe('main');
    expect(menuAreaAt(admin.menuList, FORM, 'system')).toBe('system');
    expect(menuAreaAt(admin.menuList, FORM, undefined)).toBe('main');
    expect(menuAreaAt(admin.menuList, '/sys-manager/form-x/wf-form', undefined)).toBe('system');
  });
});

describe('the side menu keeps the area a page was opened from', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    act(() => {
      toast.clear();
      session.clear();
    });
  });

  async function open(path: string) {
    stubServer({
      'GET /api/share/param/paramList': paramListAnswer({}),
      'GET /api/user/info': { body: envelope(admin) },
    });
    session.signIn(admin);
    return renderPortal(path);
  }
  const sideMenu = () => screen.getByRole('navigation', { name: '主菜单' });

  it('when 新增 on a 行政管理 list opens the form under /sys-manager, the main menu stays', async () => {
    const { router } = await open('/human/staff-notice');
    await within(await screen.findByRole('navigation', { name: '主菜单' })).findByRole('button', {
      name: '行政管理',
    });

    await act(async () => {
      await router.navigate(FORM);
    });

    expect(within(sideMenu()).getByRole('button', { name: '行政管理' })).toBeInTheDocument();
    expect(within(sideMenu()).queryByRole('link', { name: '返回首页' })).not.toBeInTheDocument();
  }, 60_000);

  it('when 流程设置 and 窗口管理 open from 系统管理, the administration menu stays', async () => {
    const { router } = await open('/sys-manager/user');
    const areaMenu = await screen.findByRole('navigation', { name: '主菜单' });
    expect(await within(areaMenu).findByRole('link', { name: '返回首页' })).toBeInTheDocument();

    for (const path of ['/main-page/setting-flow', '/window-management/left-column']) {
      await act(async () => {
        await router.navigate(path);
      });
      // 流程设置 goes on to its first settings tab.
      await waitFor(() =>
        expect(router.state.location.pathname.startsWith(path.split('/left')[0]!)).toBe(true),
      );
      expect(within(sideMenu()).getByRole('link', { name: '返回首页' })).toBeInTheDocument();
      expect(within(sideMenu()).getByRole('link', { name: '用户管理' })).toBeInTheDocument();
    }

    // At a settings tab, 流程设置 is the current entry and its crumb; 返回首页 is not current.
    await act(async () => {
      await router.navigate('/main-page/setting-flow/f-flow-step');
    });
    const entry = within(sideMenu()).getByRole('link', { name: '流程设置' });
    expect(entry).toHaveAttribute('aria-current', 'page');
    expect(within(sideMenu()).getByRole('link', { name: '返回首页' })).not.toHaveAttribute(
      'aria-current',
    );
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByText('流程设置')).toBeInTheDocument();
  }, 60_000);
});
