import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, failure, sent, stubServer, type ServerStub } from '../../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import { instance, page, taskRow, wfUser, workflowServer } from '../workflowFixtures';
import { AdminProcessPage, MyApplicationsPage, TodoListPage } from './listPages';

vi.setConfig({ testTimeout: 120_000 });

const TODO = '/api/b/wf/task/queryTodoList';
const MY = '/api/b/wf/process/queryMyList';

async function open(
  element: React.ReactElement,
  path: string,
  extra: ServerStub,
  perms: string[] = [],
) {
  const fetchMock = stubServer(workflowServer(wfUser(perms), extra));
  session.signIn(wfUser(perms));
  const view = await renderFeature(element, path);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, user, ...view };
}

beforeEach(() => layOutByRole({ grid: { width: 2000, height: 600 } }));
afterEach(cleanUpPage);

describe('待办事项', () => {
  it('lists the open tasks and opens one in the flow page', async () => {
    const { user, fetchMock, container } = await open(<TodoListPage />, '/main-page/toDoAll', {
      [`POST ${TODO}`]: {
        body: envelope(
          page([
            taskRow(),
            taskRow({ id: 'task-2', title: '会议室预约-李四', starterName: '李四' }),
          ]),
        ),
      },
    });
    const grid = await screen.findByRole('grid', { name: '待办事项列表' });
    const row = await within(grid).findByText('办公用品申领-张三');
    const first = rowIn(grid, '办公用品申领-张三');
    expect(within(first).getByText('部门领导审批')).toBeInTheDocument();
    expect(within(first).getByText('张三')).toBeInTheDocument();
    expect(within(first).getByText('审批中')).toBeInTheDocument();
    for (const title of ['标题', '流程', '当前步骤', '申请人', '到达时间', '状态']) {
      expect(within(grid).getByText(title)).toBeInTheDocument();
    }
    await expectNoAxeViolations(container);

    // The title filter searches on the server.
    await user.type(within(screen.getByRole('search')).getByLabelText('标题'), '办公');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', TODO).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { title: '办公' },
      }),
    );

    await user.click(row);
    const location = screen.getByTestId('location').textContent ?? '';
    expect(location.startsWith('/flowhandle/flow-business/flow-business-common-form?')).toBe(true);
    const query = new URLSearchParams(location.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      taskId: 'task-1',
      procInstId: 'inst-1',
      taskDefKey: 'leader',
      addTab: 'true',
      name: '办公用品申领-张三',
    });
  });
});

describe('我的申请', () => {
  it('withdraws a running application, showing a refusal first', async () => {
    let calls = 0;
    const { user, fetchMock } = await open(<MyApplicationsPage />, '/main-page/myApplicationAll', {
      [`POST ${MY}`]: {
        body: envelope(
          page([instance(), instance({ id: 'inst-2', title: '已完成的申请', status: 'finished' })]),
        ),
      },
      'POST /api/b/wf/process/inst-1/withdraw': () => {
        calls += 1;
        return calls === 1
          ? failure('下一步已办理，不能撤回')
          : { body: envelope(instance({ status: 'withdrawn' })) };
      },
    });
    const grid = await screen.findByRole('grid', { name: '我的申请列表' });
    await within(grid).findByText('办公用品申领-张三');
    // Only the running one can be withdrawn.
    expect(within(rowIn(grid, '已完成的申请')).queryByText('撤回')).toBeNull();
    // A view of the instance (流程查看).
    expect(within(grid).getByText('已完成的申请').closest('a')?.getAttribute('href')).toContain(
      'procInstId=inst-2&id=rec-1&view=true',
    );

    await user.click(within(rowIn(grid, '办公用品申领-张三')).getByText('撤回'));
    const dialog = await screen.findByRole('alertdialog', { name: '撤回申请' });
    await user.click(within(dialog).getByLabelText('处理意见'));
    await user.paste('写错了');
    await user.click(within(dialog).getByRole('button', { name: '撤回' }));
    expect(await screen.findByText('下一步已办理，不能撤回')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: '撤回申请' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '撤回' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: '撤回申请' })).not.toBeInTheDocument(),
    );
    expect(sent(fetchMock, 'POST', '/api/b/wf/process/inst-1/withdraw')).toEqual([
      { opinion: '写错了' },
      { opinion: '写错了' },
    ]);
    // The lists are refreshed after the withdrawal.
    await waitFor(() => expect(sent(fetchMock, 'POST', MY).length).toBeGreaterThan(1));
  });
});

describe('流程实例 (administration)', () => {
  it('terminates a running instance and opens another for admin edit', async () => {
    const { user, fetchMock } = await open(
      <AdminProcessPage />,
      '/sys-manager/process-instance',
      {
        'POST /api/b/wf/process/queryList': { body: envelope(page([instance()])) },
        'POST /api/b/wf/process/inst-1/terminate': {
          body: envelope(instance({ status: 'terminated' })),
        },
      },
      ['wf:admin'],
    );
    const grid = await screen.findByRole('grid', { name: '流程实例列表' });
    await within(grid).findByText('办公用品申领-张三');
    await user.click(within(rowIn(grid, '办公用品申领-张三')).getByText('终止'));
    const dialog = await screen.findByRole('alertdialog', { name: '终止流程' });
    await user.click(within(dialog).getByRole('button', { name: '终止' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/b/wf/process/inst-1/terminate')).toEqual([
        { opinion: '' },
      ]),
    );
    await user.click(within(rowIn(grid, '办公用品申领-张三')).getByText('修改'));
    expect(screen.getByTestId('location').textContent).toContain('adminEdit=true');
  });
});
