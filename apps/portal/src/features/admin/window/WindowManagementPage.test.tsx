import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo, WorkMode } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  stubServer,
  systemAdmin,
  zhangsan,
} from '../../../app/testing';
import { giveElementsABox } from '../roles/roleFixtures';
import { toLayoutSave } from './windowLayout';

const SLOW = { timeout: 15_000 };
const TEST_TIMEOUT = 60_000;

const companyWorkMode: WorkMode = {
  commonUse: '2',
  mainFunciton: ['1', '4'],
  showcheckedList: true,
  checkedList: ['m-cost-project'],
  showleftNav: true,
  leftNav: ['m-cost', 'm-cost-project'],
};

const viewer: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'sys:window:view'],
};

/** The JSON text a stubbed request sent. */
const bodyOf = (init: RequestInit | undefined): string =>
  typeof init?.body === 'string' ? init.body : 'null';

function serve(user: UserInfo) {
  const posted: Record<string, unknown[]> = {
    'left-column': [],
    'normal-mode': [],
    'work-mode': [],
  };
  let normalMode: unknown = null;
  stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(user) },
    'POST /api/b/footmark': { body: envelope(null) },
    'GET /api/a/session/online/NO': { body: envelope({ onlineNo: 1, totalNo: 1 }) },
    'GET /api/b/notice/msg/toReadCounts': {
      body: envelope({ business: 0, contract: 0, hr: 0, admin: 0, finance: 0 }),
    },
    'GET /api/b/window/left-column': { body: envelope(['m-cost-project']) },
    'POST /api/b/window/left-column': (init) => {
      const body = JSON.parse(bodyOf(init)) as string[];
      posted['left-column']!.push(body);
      return { body: envelope(body) };
    },
    'GET /api/b/window/normal-mode': () => ({ body: envelope(normalMode) }),
    'POST /api/b/window/normal-mode': (init) => {
      const body = JSON.parse(bodyOf(init)) as { code: string }[];
      posted['normal-mode']!.push(body);
      const kept = body.map((slot) => (slot.code === '' ? null : slot));
      normalMode = kept.some(Boolean) ? kept : null;
      return { body: envelope(normalMode) };
    },
    'GET /api/b/window/work-mode': { body: envelope(companyWorkMode) },
    'POST /api/b/window/work-mode': (init) => {
      const body = JSON.parse(bodyOf(init)) as WorkMode;
      posted['work-mode']!.push(body);
      return { body: envelope(body) };
    },
  });
  return posted;
}

// The tree is virtualised: its rows render only in a box (jsdom lays nothing out).
beforeEach(giveElementsABox);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('窗口管理', () => {
  it(
    'opens on the left column and saves the modules offered there',
    async () => {
      const user = userEvent.setup();
      const posted = serve(systemAdmin);
      session.signIn(systemAdmin);
      const { router, container } = await renderPortal('/window-management');

      const tree = await screen.findByRole('tree', { name: '左栏可选功能模块' }, SLOW);
      expect(router.state.location.pathname).toBe('/window-management/left-column');
      expect(await within(tree).findByRole('treeitem', { name: '项目案例库' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      const save = screen.getByRole('button', { name: '保存' });
      expect(save).toBeDisabled();

      const home = within(tree).getByRole('treeitem', { name: '首页' });
      await user.click(home.querySelector('[data-part="checkbox"]')!);
      expect(home).toHaveAttribute('aria-checked', 'true');
      await user.click(save);
      await waitFor(() => expect(posted['left-column']).toHaveLength(1));
      expect(posted['left-column']![0]).toEqual(
        expect.arrayContaining(['m-cost-project', 'm-home']),
      );
      expect(await screen.findByText('窗口设置已保存')).toBeInTheDocument();
      await expectNoAxeViolations(container);
    },
    TEST_TIMEOUT,
  );

  it(
    'saves the default panel layout and restores the built-in one',
    async () => {
      const user = userEvent.setup();
      const posted = serve(systemAdmin);
      session.signIn(systemAdmin);
      await renderPortal('/window-management/normal-mode');

      expect(await screen.findByText(/当前使用系统内置布局/, undefined, SLOW)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '删除模块 1 的栏目' }));
      await user.click(screen.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(posted['normal-mode']).toHaveLength(1));
      const layout = posted['normal-mode']![0] as { code: string }[];
      // The built-in seven with the first slot emptied: an empty slot is spelled with code ''.
      expect(layout.map((slot) => slot.code)).toEqual([
        '',
        'notice',
        'industryNews',
        'pictureNews',
        'enterpriseBrand',
        'upgradeNotes',
        'mail',
      ]);
      expect(await screen.findByText(/当前使用本公司设置的布局/)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: '恢复内置布局' }));
      await waitFor(() => expect(posted['normal-mode']).toHaveLength(2));
      expect(posted['normal-mode']![1]).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the default work-mode form and saves it from the work-mode dialog',
    async () => {
      const user = userEvent.setup();
      const posted = serve(systemAdmin);
      session.signIn(systemAdmin);
      await renderPortal('/window-management/work-mode');

      const tab = await screen.findByRole('tabpanel', undefined, SLOW);
      expect(await within(tab).findByText('系统默认')).toBeInTheDocument();
      expect(within(tab).getByText('待办业务、消息提醒')).toBeInTheDocument();
      await user.click(within(tab).getByRole('button', { name: '编辑' }));
      const dialog = await screen.findByRole('dialog', { name: '工作模式管理' }, SLOW);
      await user.click(within(dialog).getByRole('checkbox', { name: '奖金管理' }));
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(posted['work-mode']).toHaveLength(1));
      expect(posted['work-mode']![0]).toMatchObject({
        commonUse: '2',
        mainFunciton: ['1', '4', '5'],
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'lets a user who may only view see the settings without saving',
    async () => {
      serve(viewer);
      session.signIn(viewer);
      await renderPortal('/window-management/left-column');
      expect(await screen.findByRole('tree', undefined, SLOW)).toBeInTheDocument();
      expect(screen.getByText('您没有编辑窗口设置的权限，只能查看。')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});

describe('toLayoutSave', () => {
  it('spells empty slots and unknown panels with an empty code', () => {
    expect(
      toLayoutSave([
        null,
        { title: '通知公告', code: 'notice', morePath: '/x' },
        { title: '天气', code: 'weather', morePath: '' },
      ]),
    ).toEqual([
      { title: '', code: '', morePath: '' },
      { title: '通知公告', code: 'notice', morePath: '/x' },
      { title: '', code: '', morePath: '' },
    ]);
  });
});
