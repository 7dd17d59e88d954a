// Test support for the multi-tenant pages: the demo platform's packages, enterprises, grade roles
// and catalogue, users with the pages' permissions, and the server's refusal of a non-operator.
import {
  MenuType,
  OpenType,
  type CompanyInfo,
  type Enterprise,
  type MenuItem,
  type SaasGrade,
  type SaasRole,
  type UserInfo,
} from '@ccms/api-client';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { toast } from '@ccms/ui';
import { session } from '../../../app/session';
import {
  envelope,
  renderPortal,
  stubServer,
  zhangsan,
  type ServerStub,
} from '../../../app/testing';
import { giveElementsABox, shellAnswers } from '../roles/roleFixtures';

const audit = {
  createdBy: 'seed',
  createdAt: '2026-01-01 00:00:00',
  updatedBy: null,
  updatedAt: '2026-01-02 00:00:00',
};

export const basicGrade: SaasGrade = {
  id: 'g-basic',
  name: '基础版',
  sort: 1,
  remarks: '小型事务所',
  menuIds: ['s-cost', 's-cost-project'],
  companyCount: 1,
  ...audit,
};

export const proGrade: SaasGrade = {
  id: 'g-pro',
  name: '专业版',
  sort: 2,
  remarks: null,
  menuIds: ['s-cost', 's-cost-project', 's-cost-report'],
  companyCount: 0,
  ...audit,
};

export const grades = [basicGrade, proGrade];

export const platformCompany: Enterprise = {
  id: 'demo',
  code: 'demo',
  name: '演示造价咨询公司',
  gradeId: null,
  gradeName: null,
  enabled: true,
  isPlatform: true,
  contactName: null,
  contactPhone: null,
  userCount: 12,
  adminLoginName: 'admin',
  ...audit,
};

export const huaxin: Enterprise = {
  id: 'c-huaxin',
  code: 'huaxin',
  name: '华信造价',
  gradeId: 'g-basic',
  gradeName: '基础版',
  enabled: true,
  isPlatform: false,
  contactName: '李华',
  contactPhone: '13800138000',
  userCount: 3,
  adminLoginName: 'huaxin_admin',
  ...audit,
};

export const enterprises = [platformCompany, huaxin];

export const costManager: SaasRole = {
  id: 'sr-cost-manager',
  gradeId: 'g-basic',
  code: 'cost_manager',
  name: '造价经理',
  sort: 1,
  remarks: '审核成果',
  menuIds: ['s-cost', 's-cost-project'],
  ...audit,
};

export const saasRoles = [costManager];

function entry(id: string, name: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    parentId: null,
    name,
    nameKey: null,
    url: null,
    href: null,
    icon: null,
    permission: null,
    type: MenuType.page,
    openType: OpenType.tab,
    sort: 1,
    children: [],
    ...extra,
  };
}

export const catalogue: MenuItem[] = [
  entry('s-cost', '造价数据', {
    type: MenuType.directory,
    url: '/main-page/cost',
    children: [
      entry('s-cost-project', '项目案例库', {
        parentId: 's-cost',
        url: '/main-page/cost-data',
        permission: 'cost:project:view',
      }),
      entry('s-cost-report', '造价报表', {
        parentId: 's-cost',
        url: '/main-page/cost-report',
        permission: 'cost:report:view',
        sort: 2,
      }),
    ],
  }),
  entry('s-office', '办公', { type: MenuType.directory, url: '/main-page/office', sort: 2 }),
];

export const companyInfo: CompanyInfo = {
  id: 'c-huaxin',
  code: 'huaxin',
  name: '华信造价',
  logo: '/api/saas/company/c-huaxin/logo/1',
  logo2: null,
  logo3: null,
  logoFileId: 'f-logo-1',
  logo2FileId: null,
  logo3FileId: null,
  contactName: '李华',
  contactPhone: '13800138000',
  gradeName: '基础版',
};

export function page<T>(rows: readonly T[]) {
  return envelope({ pageNo: 1, pageSize: 20, total: rows.length, data: rows });
}

/** 张三 with the given permissions. */
export function userWith(...permissions: string[]): UserInfo {
  return { ...zhangsan, permissions: [...zhangsan.permissions, ...permissions] };
}

/** The server's answer when a company that is not the operator calls a `saas:` endpoint. */
export const refused = {
  status: 403,
  body: {
    code: 1403,
    success: false,
    msg: '没有权限执行此操作',
    data: null,
    httpCode: 403,
  },
};

/** Each test starts from a clean page: jsdom boxes, no stubs, no toasts, signed out after. */
export function setUpPageTests() {
  // Saves and reloads take longer than 1 s on a busy two-core machine.
  configure({ asyncUtilTimeout: 5_000 });
  beforeEach(giveElementsABox);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    act(() => {
      toast.clear();
      session.clear();
    });
  });
}

/** Signs the user in and stubs the shell's answers with the page's own. */
export function servePage(user: UserInfo, answers: ServerStub) {
  session.signIn(user);
  return stubServer({ ...shellAnswers(user), ...answers });
}

/** Opens a page and waits for its heading (the first visit loads the page module). */
export async function openSaasPage(path: string, heading: string) {
  const view = await renderPortal(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  // jsdom computes styles slowly; nothing on these pages turns pointer events off.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, user };
}

/** The grid row holding a cell with this text. */
export function rowOf(text: string, container: HTMLElement = document.body): HTMLElement {
  const row = within(container)
    .getByRole('gridcell', { name: text })
    .closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}
