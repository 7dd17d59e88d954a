import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { toast } from '@ccms/ui';
import { forwardRef } from 'react';
import { session } from '../../app/session';
import { envelope, renderPortal, stubServer } from '../../app/testing';
import { instance, page, taskDetail, taskRow, wfUser, workflowServer } from './workflowFixtures';

// The flow pages inside the shell: one tab per group whatever inner tab shows, titled from the
// query (任务审核-…), closed by the page after an action.

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 120_000 });

vi.mock('../forms/FormHost', () => ({
  FormHost: forwardRef(function FakeFormHost() {
    return <p>business form</p>;
  }),
}));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

it('keeps one tab for a flow page, titled from its query, and closes it after an action', async () => {
  stubServer(
    workflowServer(wfUser(), {
      'POST /api/b/footmark': { body: envelope(null) },
      'POST /api/b/wf/task/queryTodoList': { body: envelope(page([taskRow()])) },
      'GET /api/b/wf/task/task-1': { body: envelope(taskDetail({ readonly: true })) },
      'POST /api/b/wf/task': { body: envelope(instance()) },
    }),
  );
  session.signIn(wfUser());
  const { router } = await renderPortal('/main-page/toDoAll');
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const tabs = await screen.findByRole('navigation', { name: '已打开的页面' });
  await within(tabs).findByRole('link', { name: '待办事项' });

  await act(() =>
    router.navigate(
      '/flowhandle/flow-business/flow-business-common-form?taskId=task-1&procInstId=inst-1&name=%E5%8A%9E%E5%85%AC',
    ),
  );
  expect(await within(tabs).findByRole('link', { name: '任务审核-办公' })).toBeInTheDocument();
  const main = screen.getByRole('main');
  await user.click(await within(main).findByRole('tab', { name: '审批意见' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/flowhandle/flow-status'));
  // Still one tab for the flow page, now leading to its opinions.
  await waitFor(() =>
    expect(within(tabs).getByRole('link', { name: '任务审核-办公' })).toHaveAttribute(
      'href',
      expect.stringContaining('/flowhandle/flow-status?'),
    ),
  );
  expect(within(tabs).getAllByRole('link', { name: '任务审核-办公' })).toHaveLength(1);

  await user.click(within(main).getByRole('tab', { name: '业务内容' }));
  await user.click(await within(main).findByRole('button', { name: '同意' }));
  // The tab closes and the list before it shows again.
  await waitFor(() => expect(router.state.location.pathname).toBe('/main-page/toDoAll'));
  expect(within(tabs).queryByRole('link', { name: '任务审核-办公' })).toBeNull();
});
