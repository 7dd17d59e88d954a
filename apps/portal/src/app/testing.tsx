import { act, render, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { MenuType, OpenType, type MenuItem, type UserInfo } from '@ccms/api-client';
import { AppProviders, createQueryClient } from './providers';
import { createPortalRoutes } from './router';

/** Test support: the portal mounted at a path, and a stubbed server answering by method and path. */

type Answer = { status?: number; body: unknown };
export type ServerStub = Record<string, Answer | ((init: RequestInit | undefined) => Answer)>;

export function envelope(data: unknown) {
  return { code: 1000, success: true, msg: '', data };
}

/** Installs a fetch that answers `"GET /api/…"` keys from the stub; anything else is a 404 envelope. */
export function stubServer(stub: ServerStub) {
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const entry = stub[key];
    const answer =
      typeof entry === 'function'
        ? entry(init)
        : (entry ?? {
            status: 404,
            body: { code: 1404, success: false, msg: 'not found', data: null, httpCode: 404 },
          });
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** The envelope of a refusal with the server's message (code 2000, HTTP 200). */
export function failure(msg: string): Answer {
  return { body: { code: 2000, success: false, msg, data: null } };
}

/** The JSON bodies the page sent with one method to one path, in order. */
export function sent(
  fetchMock: ReturnType<typeof stubServer>,
  method: string,
  path: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const href = input instanceof Request ? input.url : String(input);
      return (
        (init?.method ?? 'GET') === method && new URL(href, 'http://localhost').pathname === path
      );
    })
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    );
}

/**
 * The button showing a text inside a container. Role queries by name compute accessible names
 * with jsdom's slow getComputedStyle, so buttons are found by their text instead.
 */
export function press(container: HTMLElement, text: string): HTMLElement {
  return within(container).getByText(text, { selector: 'button' });
}

/** Types a value in one go (a paste): keystroke by keystroke costs seconds per field in jsdom. */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

export function paramListAnswer(params: Record<string, string>): Answer {
  return { body: envelope(Object.entries(params).map(([key, value]) => ({ key, value }))) };
}

/** Mounts the portal at a path and lets the first route decision and queries settle inside act. */
export async function renderPortal(path: string, { width = 1280 }: { width?: number } = {}) {
  // jsdom lays nothing out: the shell reads the window's width to choose desktop or mobile.
  window.innerWidth = width;
  const router = createMemoryRouter(createPortalRoutes(), { initialEntries: [path] });
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view!, router };
}

export function menu(
  id: string,
  nameKey: string,
  name: string,
  extra: Partial<MenuItem> = {},
): MenuItem {
  return {
    id,
    parentId: null,
    name,
    nameKey,
    url: null,
    href: null,
    icon: null,
    permission: null,
    type: MenuType.page,
    openType: OpenType.tab,
    sort: 0,
    children: [],
    ...extra,
  };
}

/** The seeded cost engineer 张三, as /login answers. */
export const zhangsan: UserInfo = {
  authToken: 'token-zhangsan',
  userId: 'u-zhangsan',
  displayName: '张三',
  name: '张三',
  loginName: 'zhangsan',
  phone: null,
  deptId: 'd-cost-1',
  deptName: '造价一部',
  no: null,
  job: '造价工程师',
  roleName: '造价工程师',
  email: null,
  isMember: false,
  levelName: null,
  memberFee: null,
  beginDate: null,
  endDate: null,
  createTime: '2026-01-01 00:00:00',
  isAdmin: false,
  permissions: ['home:view', 'cost:view', 'cost:project:view'],
  mySetting: { projectNameRule: 'projectName' },
  userConfig: {},
  customerInfo: null,
  customerCode: null,
  companyId: 'demo',
  menuList: [
    menu('m-home', 'menu.home', '首页', { url: '/main-page' }),
    menu('m-cost', 'menu.costData', '造价数据', {
      type: MenuType.directory,
      children: [
        menu('m-cost-project', 'menu.projectLibrary', '项目案例库', {
          url: '/main-page/cost-data',
        }),
      ],
    }),
  ],
};

/** The seeded administrator: every permission, with the administration area in the menu. */
export const systemAdmin: UserInfo = {
  ...zhangsan,
  userId: 'u-admin',
  loginName: 'admin',
  name: '系统管理员',
  displayName: '系统管理员',
  isAdmin: true,
  permissions: [...zhangsan.permissions, 'system', 'sys:dept:view', 'sys:user:view'],
  menuList: [
    ...zhangsan.menuList,
    menu('m-system', 'menu.system', '系统管理', {
      type: MenuType.directory,
      permission: 'system',
      url: '/sys-manager',
      icon: 'system',
      children: [
        menu('m-org', 'menu.organization', '组织机构', {
          url: '/sys-manager/organization',
          permission: 'sys:dept:view',
        }),
        menu('m-user', 'menu.user', '用户管理', {
          url: '/sys-manager/user',
          permission: 'sys:user:view',
        }),
      ],
    }),
  ],
};
