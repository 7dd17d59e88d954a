import type {
  WfDefinition,
  WfDeptLeaderRow,
  WfFlowSettings,
  WfFlowSettingView,
} from '@ccms/api-client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { session } from '../../../app/session';
import { envelope, sent, stubServer } from '../../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../../admin/footprints/adminPageTesting';
import { instance, page, wfUser, workflowServer, XML } from '../workflowFixtures';
import FlowSettingsPage from './FlowSettingsPage';

// bpmn-js needs a real layout engine; the diagram tab only has to hand it the deployed XML.
vi.mock('../chart/FlowChart', () => ({
  default: ({ xml }: { xml: string }) => <p data-testid="flow-chart">{xml.length}</p>,
}));

vi.setConfig({ testTimeout: 120_000 });

const SETTING = '/api/b/wf/setting/officeSupplies';
const LEADERS = '/api/b/wf/dept-leader';

const DEFAULTS: WfFlowSettings = {
  base: { description: '', sort: 0 },
  notices: { steps: {}, end: { tellStarter: true, users: [] } },
  expire: { steps: {} },
  advance: { allowWithdraw: true, opinionRequired: 'reject', rejectTo: 'any' },
};

const definition: WfDefinition = {
  id: 'def-1',
  key: 'officeSupplies',
  name: '办公用品申领',
  categoryId: 'cat-admin',
  version: 2,
  versions: [2, 1],
  pcEnabled: true,
  deployedAt: '2026-03-01 08:00:00',
  favourite: false,
  formId: 'form-receive',
  formCode: 'officeSuppliesReceive',
};

function view(settings: WfFlowSettings = DEFAULTS): WfFlowSettingView {
  return {
    key: 'officeSupplies',
    definition,
    definitionXml: XML,
    model: {
      id: 'model-1',
      key: 'officeSupplies',
      name: '办公用品申领',
      categoryId: 'cat-admin',
      categoryName: '行政管理',
      xml: XML,
      pcEnabled: true,
      deployedVersion: 2,
      updatedAt: '2026-03-01 08:00:00',
    },
    settings,
    steps: [
      {
        id: 'os_apply',
        name: '申请人',
        assignee: '${starter}',
        candidateUsers: [],
        candidateRoles: [],
        candidateDepts: [],
        leaderField: null,
        countersign: null,
        sequential: false,
      },
      {
        id: 'os_leader',
        name: '部门领导审批',
        assignee: null,
        candidateUsers: [],
        candidateRoles: [],
        candidateDepts: [],
        leaderField: 'deptId',
        countersign: null,
        sequential: false,
      },
      {
        id: 'os_admin',
        name: '综合部会签',
        assignee: null,
        candidateUsers: [],
        candidateRoles: [],
        candidateDepts: ['dept-general'],
        leaderField: null,
        countersign: 'all',
        sequential: false,
      },
    ],
    formFields: [{ key: 'deptId', label: '申领部门', type: 'dept' }],
    formNodes: { os_leader: { deptId: { display: true, readonly: true, required: false } } },
    names: { 'dept-general': '综合部' },
    updatedAt: null,
  };
}

const leaders: WfDeptLeaderRow[] = [
  {
    deptId: 'dept-general',
    deptName: '综合部',
    parentId: 'dept-root',
    leaders: [{ userId: 'user-admin', name: '系统管理员' }],
  },
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function open(path: string) {
  let stored = DEFAULTS;
  const user = wfUser(['wf:model:edit', 'wf:admin']);
  const fetchMock = stubServer(
    workflowServer(user, {
      [`GET ${SETTING}`]: () => ({ body: envelope(view(stored)) }),
      [`POST ${SETTING}`]: (init) => {
        stored = JSON.parse(init?.body as string) as WfFlowSettings;
        return { body: envelope(view(stored)) };
      },
      'POST /api/act/procdef/queryList': { body: envelope(page([definition])) },
      'GET /api/b/wf/category/list': {
        body: envelope([{ id: 'cat-admin', name: '行政管理', sort: 1 }]),
      },
      'POST /api/b/wf/process/queryList': {
        body: envelope(page([instance({ title: '申领打印纸' })])),
      },
      'POST /api/b/wf/setting/expire/run': { body: envelope({ tasks: 2, messages: 3 }) },
      [`GET ${LEADERS}/list`]: { body: envelope(leaders) },
    }),
  );
  session.signIn(user);
  const router = createMemoryRouter(
    ['/main-page/setting-flow/:tab?', '/b/sub-flow/:tab?'].map((routePath) => ({
      path: routePath,
      element: (
        <>
          <FlowSettingsPage />
          <LocationProbe />
        </>
      ),
    })),
    { initialEntries: [path] },
  );
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return {
    fetchMock,
    container: rendered!.container,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => layOutByRole({ grid: { width: 2000, height: 600 } }));
afterEach(cleanUpPage);

describe('流程设置 (setting-flow)', () => {
  it('without a key, picks a flow and opens its first tab', async () => {
    const { user, container } = await open('/main-page/setting-flow');
    const grid = await screen.findByRole('grid', { name: '流程列表' });
    await waitFor(() => expect(location()).toBe('/main-page/setting-flow/f-base-setting'));
    await within(grid).findByText('办公用品申领');
    await expectNoAxeViolations(container);
    await user.click(within(rowIn(grid, '办公用品申领')).getByText('设置'));
    await waitFor(() =>
      expect(location()).toBe('/main-page/setting-flow/f-base-setting?key=officeSupplies'),
    );
    expect(
      await screen.findByRole('heading', { name: '流程设置：办公用品申领' }),
    ).toBeInTheDocument();
  });

  it('shows the nine tabs as links and saves the advance settings', async () => {
    const { user, fetchMock, container } = await open(
      '/b/sub-flow/f-advance-setting?key=officeSupplies',
    );
    const tabs = await screen.findByRole('navigation', { name: '流程设置页签' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '基本设置',
      '表单管理',
      '流程设计',
      '流程步骤',
      '步骤通知',
      '超时提醒',
      '流程数据',
      '领导字段',
      '高级设置',
    ]);
    expect(within(tabs).getByText('高级设置')).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByText('流程步骤')).toHaveAttribute(
      'href',
      '/b/sub-flow/f-flow-step?key=officeSupplies',
    );
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('switch', { name: '允许发起人在下一步办理前撤回' }));
    await user.click(screen.getByRole('radio', { name: '同意和驳回时都必须填写' }));
    await user.click(screen.getByRole('radio', { name: '仅退回发起人' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', SETTING)).toEqual([
        {
          ...DEFAULTS,
          advance: { allowWithdraw: false, opinionRequired: 'always', rejectTo: 'start' },
        },
      ]),
    );
    expect(await screen.findByText('流程设置已保存')).toBeInTheDocument();
  });

  it('lists the steps with their assignment in words', async () => {
    const { container } = await open('/main-page/setting-flow/f-flow-step?key=officeSupplies');
    const grid = await screen.findByRole('grid', { name: '流程步骤' });
    expect(within(rowIn(grid, '申请人')).getByText('办理人：发起人')).toBeInTheDocument();
    expect(
      within(rowIn(grid, '部门领导审批')).getByText('表单字段 deptId 所指部门的领导'),
    ).toBeInTheDocument();
    expect(within(rowIn(grid, '综合部会签')).getByText('候选部门：综合部')).toBeInTheDocument();
    expect(within(rowIn(grid, '综合部会签')).getByText('全部通过')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('sets due hours per step and runs the overdue check', async () => {
    const { user, fetchMock, container } = await open(
      '/main-page/setting-flow/f-flow-expire-notice?key=officeSupplies',
    );
    const leaderStep = await screen.findByRole('group', { name: '部门领导审批' });
    const hours = within(leaderStep).getByRole('textbox', { name: '时限（小时）' });
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(within(leaderStep).getByRole('checkbox', { name: '提醒发起人' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', SETTING)).toHaveLength(1));
    const body = sent(fetchMock, 'POST', SETTING)[0] as WfFlowSettings;
    expect(body.expire.steps['os_leader']).toEqual({
      hours: 24,
      tellAssignee: true,
      tellStarter: true,
      users: [],
    });
    await user.click(screen.getByRole('button', { name: '立即检查超时' }));
    expect(await screen.findByText('已发送 3 条提醒（2 个超时任务）')).toBeInTheDocument();
  });

  it('turns a step’s arrival notice off', async () => {
    const { user, fetchMock } = await open(
      '/main-page/setting-flow/f-flow-notice?key=officeSupplies',
    );
    const leaderStep = await screen.findByRole('group', { name: '部门领导审批' });
    await user.click(within(leaderStep).getByRole('checkbox', { name: '通知办理人' }));
    const end = screen.getByRole('group', { name: '流程结束' });
    expect(within(end).getByRole('checkbox', { name: '通知发起人' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', SETTING)).toHaveLength(1));
    const body = sent(fetchMock, 'POST', SETTING)[0] as WfFlowSettings;
    expect(body.notices.steps['os_leader']).toEqual({
      onArrive: false,
      tellStarter: false,
      users: [],
    });
  });

  it('shows the leader fields and the department leaders', async () => {
    const { container } = await open('/main-page/setting-flow/f-leader-field?key=officeSupplies');
    expect(
      await screen.findByText(/部门领导审批：表单字段 deptId（申领部门）/),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: '部门领导' });
    expect(within(rowIn(grid, '综合部')).getByText('系统管理员')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the form’s node rules with a link to the form designer', async () => {
    const { container } = await open('/main-page/setting-flow/f-form-manager?key=officeSupplies');
    expect(await screen.findByText('绑定的表单：officeSuppliesReceive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打开表单设计' })).toHaveAttribute(
      'href',
      '/sys-manager/model-form-manager?formId=form-receive',
    );
    const rules = screen.getByRole('grid', { name: '各步骤的字段规则' });
    expect(within(rowIn(rules, '部门领导审批')).getByText('申领部门')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('hands the deployed diagram to the chart', async () => {
    await open('/main-page/setting-flow/f-flow-design?key=officeSupplies');
    expect(await screen.findByTestId('flow-chart')).toHaveTextContent(String(XML.length));
    expect(screen.getByRole('link', { name: '打开流程模型' })).toHaveAttribute(
      'href',
      '/sys-manager/act-models',
    );
  });

  it('lists the flow’s instances (f-flow-data)', async () => {
    const { fetchMock } = await open('/main-page/setting-flow/f-flow-data?key=officeSupplies');
    const grid = await screen.findByRole('grid', { name: '该流程的实例' });
    await within(grid).findByText('申领打印纸');
    expect(sent(fetchMock, 'POST', '/api/b/wf/process/queryList')).toEqual([
      { pageNo: 1, pageSize: 20, params: { definitionKey: 'officeSupplies' } },
    ]);
  });
});
