import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuType, type UserInfo, type WorkMode } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import {
  envelope,
  menu,
  paramListAnswer,
  renderPortal,
  stubServer,
  zhangsan,
  type ServerStub,
} from '../../app/testing';

const workModeForm: WorkMode = {
  commonUse: '3',
  mainFunciton: ['1', '4'],
  showcheckedList: true,
  checkedList: ['m-cost-project'],
  showleftNav: true,
  leftNav: ['m-cost', 'm-cost-project'],
};

const noticeSlot = {
  title: '通知公告',
  code: 'notice',
  morePath: '/main-page/content-list?category=notice',
};
const mailSlot = { title: '邮件', code: 'mail', morePath: '' };

function article(id: string, title: string) {
  return {
    id,
    categoryId: 'cms-notice',
    categoryName: '通知公告',
    title,
    summary: null,
    coverImageId: null,
    author: null,
    source: null,
    status: 'published',
    publishedAt: '2026-03-01 09:00:00',
    sort: 0,
    top: false,
    viewCount: 0,
    createdBy: null,
    createdAt: '2026-03-01 09:00:00',
    updatedBy: null,
    updatedAt: '2026-03-01 09:00:00',
  };
}

const page = (data: unknown[]) => envelope({ pageNo: 1, pageSize: 5, total: data.length, data });

/** The signed-in user with these user-config values (JSON-encoded). */
function userWith(config: Record<string, unknown>): UserInfo {
  return {
    ...zhangsan,
    userConfig: Object.fromEntries(
      Object.entries(config).map(([key, value]) => [key, JSON.stringify(value)]),
    ),
  };
}

/** The JSON text a stubbed request sent. */
const bodyOf = (init: RequestInit | undefined): string =>
  typeof init?.body === 'string' ? init.body : 'null';

function serve(user: UserInfo, extra: ServerStub = {}) {
  const configs: { key: string; value: string }[] = [];
  const workMenus: unknown[] = [];
  let userConfig = { ...user.userConfig };
  const fetchStub = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(user) },
    'POST /api/b/footmark': { body: envelope(null) },
    'GET /api/a/session/online/NO': { body: envelope({ onlineNo: 1, totalNo: 1 }) },
    'GET /api/b/notice/msg/toReadCounts': {
      body: envelope({ business: 1, contract: 0, hr: 0, admin: 0, finance: 0 }),
    },
    // One unread message; nothing read.
    'POST /api/b/notice/msg/queryList': (init) => {
      const body = JSON.parse(bodyOf(init)) as { params?: { read?: boolean } };
      return {
        body: page(
          body.params?.read === true
            ? []
            : [
                {
                  id: 'msg-1',
                  type: 'business',
                  title: '项目 A 的审核已通过',
                  content: '请查看',
                  read: false,
                  readAt: null,
                  createdBy: null,
                  createdAt: '2026-03-02 10:00:00',
                  updatedBy: null,
                  updatedAt: '2026-03-02 10:00:00',
                },
              ],
        ),
      };
    },
    'POST /api/web/article/queryList': (init) => {
      const body = JSON.parse(bodyOf(init)) as { params: { categoryCode: string } };
      return {
        body: page(body.params.categoryCode === 'notice' ? [article('a-1', '五一放假通知')] : []),
      };
    },
    'GET /api/b/window/defaults': {
      body: envelope({
        leftColumn: [],
        normalMode: [{ title: 'KPI评分', code: 'kpiScore', morePath: '' }],
        workMode: { ...workModeForm, commonUse: '1' },
      }),
    },
    'GET /api/a/bd/workMode/getWorkMode': {
      body: envelope({ workMode: workModeForm, modules: zhangsan.menuList }),
    },
    'POST /api/a/bd/workMode/workMenu': (init) => {
      workMenus.push(JSON.parse(bodyOf(init)));
      return { body: envelope(zhangsan.menuList.filter((item) => item.id === 'm-cost')) };
    },
    'POST /api/b/footmark/analyzeList': {
      body: envelope({
        total: 1,
        visits: 4,
        byType: [],
        byMenu: [{ type: 0, typeName: '其他', menuName: '项目案例库', count: 1, visits: 4 }],
      }),
    },
    'POST /api/b/member/config/updateUserConfig': (init) => {
      const change = JSON.parse(bodyOf(init)) as { key: string; value: string };
      configs.push(change);
      userConfig = { ...userConfig, [change.key]: change.value };
      return { body: envelope(userConfig) };
    },
    ...extra,
  });
  return { fetchStub, configs, workMenus };
}

/** The machine running the suite may be busy: lazy chunks (the layout, the dialogs) can take a while. */
const SLOW = { timeout: 15_000 };
const TEST_TIMEOUT = 60_000;

const mainMenu = () => screen.queryByRole('navigation', { name: '主菜单' });

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('display mode', () => {
  it(
    'switches to work mode, remembers it on the server, and narrows the side menu to the work menu',
    async () => {
      const user = userEvent.setup();
      const { configs, workMenus } = serve(zhangsan);
      session.signIn(zhangsan);
      await renderPortal('/main-page');

      const toggle = await screen.findByRole('switch', { name: '工作模式' }, SLOW);
      expect(toggle).not.toBeChecked();
      expect(within(mainMenu()!).getByRole('link', { name: '首页' })).toBeInTheDocument();

      await user.click(toggle);
      await waitFor(() =>
        expect(configs).toContainEqual({ key: 'ecms_displayMode', value: '{"mode":"work"}' }),
      );
      expect(await screen.findByRole('switch', { name: '工作模式' })).toBeChecked();
      await waitFor(() => expect(workMenus).toContainEqual(['m-cost', 'm-cost-project']));
      await waitFor(() =>
        expect(within(mainMenu()!).queryByRole('link', { name: '首页' })).not.toBeInTheDocument(),
      );
      expect(within(mainMenu()!).getByRole('button', { name: '造价数据' })).toBeInTheDocument();
      // The home page follows without a reload: work mode's 主页功能.
      const main = screen.getByRole('main');
      expect(await within(main).findByRole('heading', { name: '待办业务' })).toBeInTheDocument();

      // Back to normal: the full menu again.
      await user.click(screen.getByRole('switch', { name: '工作模式' }));
      await waitFor(() =>
        expect(configs.at(-1)).toEqual({ key: 'ecms_displayMode', value: '{"mode":"normal"}' }),
      );
      await waitFor(() =>
        expect(within(mainMenu()!).getByRole('link', { name: '首页' })).toBeInTheDocument(),
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'shows no side menu in work mode when 左栏 is hidden',
    async () => {
      serve(userWith({ ecms_displayMode: { mode: 'work' } }), {
        'GET /api/a/bd/workMode/getWorkMode': {
          body: envelope({
            workMode: { ...workModeForm, showcheckedList: false, showleftNav: false },
            modules: zhangsan.menuList,
          }),
        },
      });
      session.signIn(userWith({ ecms_displayMode: { mode: 'work' } }));
      await renderPortal('/main-page');
      expect(await screen.findByRole('switch', { name: '工作模式' }, SLOW)).toBeChecked();
      await waitFor(() => expect(mainMenu()).not.toBeInTheDocument());
    },
    TEST_TIMEOUT,
  );
});

describe('the header’s management button', () => {
  it(
    'opens panel management in normal mode and saves the layout to the user config',
    async () => {
      const user = userEvent.setup();
      const { configs } = serve(userWith({ ecms_panelManagement_layout: [noticeSlot, mailSlot] }));
      session.signIn(userWith({ ecms_panelManagement_layout: [noticeSlot, mailSlot] }));
      await renderPortal('/main-page');

      await user.click(await screen.findByRole('button', { name: '面板管理' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: '管理首页面板' }, SLOW);
      await user.click(within(dialog).getByRole('button', { name: '删除模块 2 的栏目' }));
      await user.click(within(dialog).getByRole('button', { name: '确定' }));

      await waitFor(() =>
        expect(configs).toContainEqual({
          key: 'ecms_panelManagement_layout',
          value: JSON.stringify([noticeSlot]),
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The home page follows: the mail panel is gone.
      const main = screen.getByRole('main');
      await waitFor(() =>
        expect(within(main).queryByRole('heading', { name: '邮件' })).not.toBeInTheDocument(),
      );
      expect(within(main).getByRole('heading', { name: '通知公告' })).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'opens work-mode management in work mode and saves the form',
    async () => {
      const user = userEvent.setup();
      const worker = userWith({ ecms_displayMode: { mode: 'work' } });
      const { configs } = serve(worker);
      session.signIn(worker);
      await renderPortal('/main-page');

      await user.click(await screen.findByRole('button', { name: '工作模式管理' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: '工作模式管理' }, SLOW);
      await user.click(within(dialog).getByRole('radio', { name: '系统默认' }));
      await user.click(within(dialog).getByRole('button', { name: '确定' }));

      await waitFor(() =>
        expect(configs.map((change) => change.key)).toContain('ecms_workMode_layout'),
      );
      const saved = JSON.parse(
        configs.find((change) => change.key === 'ecms_workMode_layout')!.value,
      ) as WorkMode;
      expect(saved).toMatchObject({ commonUse: '2', mainFunciton: ['1', '4'], showleftNav: true });
    },
    TEST_TIMEOUT,
  );

  it(
    'keeps the dialog open when the save fails',
    async () => {
      const user = userEvent.setup();
      serve(zhangsan, {
        'POST /api/b/member/config/updateUserConfig': {
          body: { code: 1001, success: false, msg: '配置键过多', data: null },
        },
      });
      session.signIn(zhangsan);
      await renderPortal('/main-page');
      await user.click(await screen.findByRole('button', { name: '面板管理' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: '管理首页面板' }, SLOW);
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await screen.findByText('配置键过多')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: '管理首页面板' })).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});

describe('the home page', () => {
  it(
    'in normal mode shows the user’s panels with real data',
    async () => {
      serve(userWith({ ecms_panelManagement_layout: [noticeSlot, null, mailSlot] }));
      session.signIn(userWith({ ecms_panelManagement_layout: [noticeSlot, null, mailSlot] }));
      const { container } = await renderPortal('/main-page');
      const main = screen.getByRole('main');

      const notices = await within(main).findByRole('region', { name: '通知公告' }, SLOW);
      expect(await within(notices).findByText('五一放假通知')).toBeInTheDocument();
      expect(within(notices).getByRole('link', { name: '更多通知公告' })).toHaveAttribute(
        'href',
        '/main-page/content-list?category=notice',
      );
      // 邮件: the user's internal messages, unread first, each opening on the messages page.
      const mail = within(main).getByRole('region', { name: '邮件' });
      expect(
        await within(mail).findByRole('link', { name: '项目 A 的审核已通过' }),
      ).toHaveAttribute('href', '/main-page/messagePage');
      expect(mail).toHaveTextContent('未读');
      expect(within(mail).getByRole('link', { name: '更多邮件' })).toHaveAttribute(
        'href',
        '/main-page/messagePage',
      );
      // The fixed panels, and nothing the layout does not hold.
      expect(within(main).getByRole('region', { name: '常用功能' })).toBeInTheDocument();
      expect(within(main).getByRole('region', { name: '工作流' })).toBeInTheDocument();
      expect(within(main).queryByRole('region', { name: '消息提醒' })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    },
    TEST_TIMEOUT,
  );

  it(
    'without a layout of their own, a user gets the company’s default',
    async () => {
      serve(zhangsan);
      session.signIn(zhangsan);
      await renderPortal('/main-page');
      const main = screen.getByRole('main');
      const kpi = await within(main).findByRole('region', { name: 'KPI 评分' }, SLOW);
      // Its figures are the business objectives, which 张三 may not see.
      expect(kpi).toHaveTextContent('没有查看经营目标的权限');
      expect(within(main).queryByRole('region', { name: '通知公告' })).not.toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'in work mode shows the chosen home functions and the most used pages first',
    async () => {
      const worker = userWith({ ecms_displayMode: { mode: 'work' } });
      serve(worker);
      session.signIn(worker);
      const { container } = await renderPortal('/main-page');
      const main = screen.getByRole('main');

      const todo = await within(main).findByRole('region', { name: '待办业务' }, SLOW);
      expect(todo).toHaveTextContent('没有查看待办业务的权限');
      const messages = within(main).getByRole('region', { name: '消息提醒' });
      expect(
        await within(messages).findByRole('link', { name: '项目 A 的审核已通过' }),
      ).toHaveAttribute('href', '/main-page/messagePage');
      expect(within(main).queryByRole('region', { name: '已办业务' })).not.toBeInTheDocument();
      // 最近使用靠前: the visited page, with its visits.
      const common = within(main).getByRole('region', { name: '常用功能' });
      const link = await within(common).findByRole('link', { name: /项目案例库/ });
      expect(link).toHaveTextContent('访问 4 次');
      await expectNoAxeViolations(container);
    },
    TEST_TIMEOUT,
  );

  it(
    'in work mode shows this year’s bonus of the signed-in user from the bonus ledger',
    async () => {
      const worker = {
        ...userWith({ ecms_displayMode: { mode: 'work' } }),
        permissions: [...zhangsan.permissions, 'bonus:view'],
        menuList: [
          ...zhangsan.menuList,
          menu('m-my-bonus-sum', 'menu.myBonusTheSum', '我的奖金汇总', { url: '/my-bonus-thesum' }),
        ],
      };
      const sums: unknown[] = [];
      const money = { amount: '12345.6', released: '10000', heldBack: '2345.6', paid: '8000' };
      serve(worker, {
        'GET /api/a/bd/workMode/getWorkMode': {
          body: envelope({
            workMode: { ...workModeForm, mainFunciton: ['5'] },
            modules: worker.menuList,
          }),
        },
        'POST /api/b/bonus/my/sum': (init) => {
          sums.push(JSON.parse(bodyOf(init)));
          return {
            body: envelope({
              userId: worker.userId,
              userName: worker.name,
              year: new Date().getFullYear(),
              total: money,
              byMonth: [],
              byContract: [],
              principals: [],
            }),
          };
        },
      });
      session.signIn(worker);
      const { container } = await renderPortal('/main-page');
      const main = screen.getByRole('main');
      const bonus = await within(main).findByRole('region', { name: '奖金管理' }, SLOW);
      await within(bonus).findByText('12,345.60', {}, SLOW);
      expect(bonus).toHaveTextContent('奖金合计（元）12,345.60');
      expect(bonus).toHaveTextContent('预留2,345.60');
      expect(within(bonus).getByRole('link', { name: '打开奖金管理' })).toHaveAttribute(
        'href',
        '/my-bonus-thesum',
      );
      expect(sums).toEqual([{ year: new Date().getFullYear() }]);
      await expectNoAxeViolations(container);
    },
    TEST_TIMEOUT,
  );
});

const todoMenu = menu('m-wf', 'menu.workflow', '流程中心', {
  type: MenuType.directory,
  children: [menu('m-todo', 'menu.todo', '待办事项', { url: '/main-page/toDoAll' })],
});

function task(id: string, title: string) {
  return {
    id,
    instanceId: `inst-${id}`,
    title,
    definitionKey: 'officeSupplies',
    activityId: 'os_leader',
    name: '部门领导审批',
    assignee: 'u-zhangsan',
    status: 'open',
    outcome: null,
    delegationState: null,
    starterId: 'u-lisi',
    starterName: '李四',
    instanceStatus: 'running',
    createdAt: '2026-03-02 08:00:00',
    completedAt: null,
  };
}

describe('the home page’s 工作流 panel', () => {
  it(
    'given tasks waiting, shows how many and the newest, each opening its task, with a link to 待办',
    async () => {
      const user = { ...zhangsan, menuList: [...zhangsan.menuList, todoMenu] };
      const asked: unknown[] = [];
      serve(user, {
        'POST /api/b/wf/task/queryTodoList': (init) => {
          asked.push(JSON.parse(bodyOf(init)));
          return {
            body: envelope({
              pageNo: 1,
              pageSize: 5,
              total: 7,
              data: [task('t-1', '办公用品领用-申领打印纸'), task('t-2', '办公用品领用-申领硒鼓')],
            }),
          };
        },
      });
      session.signIn(user);
      const { container } = await renderPortal('/main-page');
      const main = screen.getByRole('main');
      const flows = await within(main).findByRole('region', { name: '工作流' }, SLOW);
      const first = await within(flows).findByRole(
        'link',
        { name: '办公用品领用-申领打印纸' },
        SLOW,
      );
      expect(first.getAttribute('href')).toContain('taskId=t-1');
      expect(first.getAttribute('href')).toContain('procInstId=inst-t-1');
      expect(flows).toHaveTextContent('共 7 项待办');
      expect(flows).toHaveTextContent('部门领导审批');
      expect(within(flows).getByRole('link', { name: '更多待办事项' })).toHaveAttribute(
        'href',
        '/main-page/toDoAll',
      );
      expect(asked).toEqual([{ pageNo: 1, pageSize: 5, params: {} }]);
      await expectNoAxeViolations(container);
    },
    TEST_TIMEOUT,
  );

  it(
    'given nothing to do, says so',
    async () => {
      const user = { ...zhangsan, menuList: [...zhangsan.menuList, todoMenu] };
      serve(user, {
        'POST /api/b/wf/task/queryTodoList': {
          body: envelope({ pageNo: 1, pageSize: 5, total: 0, data: [] }),
        },
      });
      session.signIn(user);
      await renderPortal('/main-page');
      const flows = await within(screen.getByRole('main')).findByRole(
        'region',
        { name: '工作流' },
        SLOW,
      );
      expect(await within(flows).findByText('暂无待办事项', {}, SLOW)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});
