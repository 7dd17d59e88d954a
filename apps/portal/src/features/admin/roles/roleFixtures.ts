// Test support for the role pages: seeded roles, users with the role permissions, and the
// requests a stubbed server received.
import type { Role, UserInfo } from '@ccms/api-client';
import { envelope, zhangsan, type ServerStub, type stubServer } from '../../../app/testing';

const audit = {
  createdBy: 'seed',
  createdAt: '2026-01-01 00:00:00',
  updatedBy: null,
  updatedAt: '2026-01-01 00:00:00',
};

export const adminRole: Role = {
  id: 'r-admin',
  code: 'admin',
  name: '系统管理员',
  sort: 1,
  remarks: '拥有全部权限',
  selfRegister: false,
  userCount: 1,
  ...audit,
};

export const costManagerRole: Role = {
  id: 'r-cost-manager',
  code: 'cost_manager',
  name: '造价经理',
  sort: 2,
  remarks: null,
  selfRegister: false,
  userCount: 3,
  ...audit,
};

export const engineerRole: Role = {
  id: 'r-engineer',
  code: 'engineer',
  name: '造价工程师',
  sort: 3,
  remarks: '一线造价人员',
  selfRegister: true,
  userCount: 12,
  ...audit,
};

export const seededRoles = [adminRole, costManagerRole, engineerRole];

export function rolePage(rows: readonly Role[] = seededRoles) {
  return envelope({ pageNo: 1, pageSize: 20, total: rows.length, data: rows });
}

/** 张三 with the given role permissions (and the page's own view permission). */
export function userWith(...permissions: string[]): UserInfo {
  return { ...zhangsan, permissions: [...zhangsan.permissions, 'sys:role:view', ...permissions] };
}

/** The answers every signed-in page needs: parameters and the user's own info. */
export function shellAnswers(user: UserInfo): ServerStub {
  return {
    'GET /api/share/param/paramList': { body: envelope([]) },
    'GET /api/user/info': { body: envelope(user) },
  };
}

export const ok = { body: envelope(null) };

type FetchStub = ReturnType<typeof stubServer>;

function requestKey([input, init]: FetchStub['mock']['calls'][number]): string {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return `${init?.method ?? 'GET'} ${new URL(href, 'http://localhost').pathname}`;
}

/** The requests the stub received, as `"METHOD /api/path"`, oldest first. */
export function requestsMade(fetchStub: FetchStub): string[] {
  return fetchStub.mock.calls.map(requestKey);
}

/** The JSON bodies the stub received for `"METHOD /api/path"`, oldest first. */
export function bodiesSentTo(fetchStub: FetchStub, key: string): unknown[] {
  return fetchStub.mock.calls
    .filter((call) => requestKey(call) === key)
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    );
}

/**
 * jsdom lays nothing out: give every element a 1024 × 400 box so the grid's and trees'
 * virtualizers have rows to render (the data-grid tests do the same). Call in beforeEach.
 */
export function giveElementsABox() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
}
