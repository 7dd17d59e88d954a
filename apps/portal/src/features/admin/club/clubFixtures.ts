import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toast } from '@ccms/ui';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { AreaNode, Club, Member, MemberLevel, UserInfo } from '@ccms/api-client';
import { session } from '../../../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  stubServer,
  zhangsan,
  type ServerStub,
} from '../../../app/testing';

// Test support of the 俱乐部 page's tabs: a company with two areas, three levels, members and
// clubs, a stubbed server answering for them, and helpers that read what was sent.

export const admin: UserInfo = { ...zhangsan, isAdmin: true };

/** Signed in with exactly these permissions (on top of 张三's own). */
export function withPermissions(...permissions: string[]): UserInfo {
  return { ...zhangsan, permissions: [...zhangsan.permissions, ...permissions] };
}

const audit = {
  createdBy: 'u-admin',
  createdAt: '2026-01-01 08:00:00',
  updatedBy: 'u-admin',
  updatedAt: '2026-01-02 08:00:00',
};

const east: AreaNode = {
  id: 'a-east',
  parentId: null,
  parentIds: '',
  name: '华东',
  sort: 1,
  ...audit,
  children: [
    {
      id: 'a-sh',
      parentId: 'a-east',
      parentIds: 'a-east,',
      name: '上海',
      sort: 1,
      ...audit,
      children: [],
    },
  ],
};
export const areas: AreaNode[] = [east];

export const levels: MemberLevel[] = [
  { id: 'l-normal', name: '普通会员', sort: 1, remarks: null, memberCount: 2, ...audit },
  { id: 'l-silver', name: '银卡会员', sort: 2, remarks: '年费 500', memberCount: 1, ...audit },
  { id: 'l-gold', name: '金卡会员', sort: 3, remarks: null, memberCount: 0, ...audit },
];

export const members: Member[] = [
  {
    id: 'm-li',
    name: '李四',
    phone: '13800000001',
    email: 'lisi@example.com',
    levelId: 'l-silver',
    levelName: '银卡会员',
    areaId: 'a-sh',
    areaName: '上海',
    remarks: null,
    ...audit,
  },
  {
    id: 'm-wang',
    name: '王五',
    phone: '13800000002',
    email: null,
    levelId: null,
    levelName: null,
    areaId: null,
    areaName: null,
    remarks: '老客户',
    ...audit,
  },
];

export const clubs: Club[] = [
  {
    id: 'c-sh',
    name: '上海造价俱乐部',
    areaId: 'a-sh',
    areaName: '上海',
    leaderId: 'm-li',
    leaderName: '李四',
    sort: 1,
    remarks: '每月一次沙龙',
    memberCount: 2,
    ...audit,
  },
  {
    id: 'c-east',
    name: '华东客户群',
    areaId: 'a-east',
    areaName: '华东',
    leaderId: null,
    leaderName: null,
    sort: 2,
    remarks: null,
    memberCount: 0,
    ...audit,
  },
];

export const page = <T>(data: readonly T[]) => ({
  body: envelope({ pageNo: 1, pageSize: 20, total: data.length, data }),
});

/** Opens the page at `/sys-manager/club` plus `search`, signed in as `signedIn`. */
export async function openClubPage(signedIn: UserInfo, search = '', extra: ServerStub = {}) {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(signedIn) },
    'POST /api/a/bd/area/queryTree': { body: envelope(areas) },
    'POST /api/b/club/queryList': page(clubs),
    'POST /api/b/club': { body: envelope(clubs[0]) },
    'GET /api/b/club/c-sh/memberIds': { body: envelope(['m-li']) },
    'POST /api/b/club/c-sh/memberIds': { body: envelope(clubs[0]) },
    'POST /api/b/member/queryList': page(members),
    'POST /api/b/member/save': { body: envelope(members[0]) },
    'POST /api/b/member/level/queryList': page(levels),
    'POST /api/b/member/level': { body: envelope(levels[0]) },
    ...extra,
  });
  session.signIn(signedIn);
  const view = await renderPortal(`/sys-manager/club${search}`);
  await screen.findByRole('heading', { level: 1, name: '俱乐部' }, { timeout: 10_000 });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, user, router: view.router };
}

/** The grid row that shows `text`. */
export function rowOf(text: string, container: HTMLElement = document.body) {
  const found = within(container).getByText(text).closest<HTMLElement>('[role="row"]');
  if (!found) throw new Error(`no row ${text}`);
  return found;
}

// jsdom lays nothing out: the grids get a wide, tall box so they render every column and row.
const LAID_OUT: Record<string, { width: number; height: number }> = {
  grid: { width: 3000, height: 600 },
};
const boxOf = (element: Element) => LAID_OUT[element.getAttribute('role') ?? ''];

/** Lays the grids out before each test of the file, and undoes the stubs and sign-in after. */
export function setUpPageTests() {
  beforeEach(layOutGrids);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    act(() => {
      toast.clear();
      session.clear();
    });
  });
}

function layOutGrids() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return boxOf(this)?.height ?? 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return boxOf(this)?.width ?? 0;
  });
  if (!('scrollTo' in Element.prototype)) {
    (Element.prototype as { scrollTo?: () => void }).scrollTo = () => undefined;
  }
}

export { failure, sent, press, fill } from '../../../app/testing';
