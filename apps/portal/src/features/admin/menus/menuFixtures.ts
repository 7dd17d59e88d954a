// Test data: a small company menu as the server's queryTree answers it.
import { MenuType, OpenType, type MenuItem } from '@ccms/api-client';

function item(
  id: string,
  parentId: string | null,
  sort: number,
  name: string,
  type: number,
  extra: Partial<MenuItem> = {},
): MenuItem {
  return {
    id,
    parentId,
    name,
    nameKey: null,
    url: null,
    href: null,
    icon: null,
    permission: null,
    type,
    openType: OpenType.tab,
    sort,
    children: [],
    ...extra,
  };
}

/**
 * 首页 (page) · 系统管理 (directory: 用户管理 page with 新增用户 button, 菜单管理 page with
 * 编辑菜单 button) · 报表中心 (an empty directory, named without a translation key).
 */
export const companyMenus: MenuItem[] = [
  item('m-home', null, 1, '首页', MenuType.page, {
    nameKey: 'menu.home',
    url: '/main-page',
    permission: 'home:view',
    icon: 'home',
  }),
  item('m-sys', null, 2, '系统管理', MenuType.directory, {
    nameKey: 'menu.system',
    permission: 'system',
    children: [
      item('m-user', 'm-sys', 1, '用户管理', MenuType.page, {
        nameKey: 'menu.user',
        url: '/sys-manager/user',
        permission: 'sys:user:view',
        children: [
          item('m-user-add', 'm-user', 1, '新增用户', MenuType.button, {
            permission: 'sys:user:add',
          }),
        ],
      }),
      item('m-menu', 'm-sys', 2, '菜单管理', MenuType.page, {
        nameKey: 'menu.menu',
        url: '/sys-manager/menu',
        permission: 'sys:menu:view',
        children: [
          item('m-menu-edit', 'm-menu', 1, '编辑菜单', MenuType.button, {
            permission: 'sys:menu:edit',
          }),
        ],
      }),
    ],
  }),
  item('m-report', null, 3, '报表中心', MenuType.directory, { icon: 'chart' }),
];

/** The no-login tree of the company: 首页 and 用户管理 are shown before sign-in. */
export const noLoginMenus: MenuItem[] = [
  item('m-home', null, 1, '首页', MenuType.page),
  item('m-user', 'm-sys', 1, '用户管理', MenuType.page),
];
