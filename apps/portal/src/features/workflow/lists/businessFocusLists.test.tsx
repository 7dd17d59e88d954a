import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import { envelope, sent, stubServer, type ServerStub } from '../../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../../admin/footprints/adminPageTesting';
import { renderFeature } from '../../profile/renderFeature';
import { instance, page, wfUser, workflowServer } from '../workflowFixtures';
import { MyBusinessPage, MyFocusPage } from './listPages';

vi.setConfig({ testTimeout: 120_000 });

const BUSINESS = '/api/b/wf/process/queryBusinessList';
const FOCUS_LIST = '/api/b/wf/process/queryFocusList';
const FOCUS = '/api/b/wf/focus';

async function open(element: React.ReactElement, path: string, extra: ServerStub) {
  const fetchMock = stubServer(workflowServer(wfUser(), extra));
  session.signIn(wfUser());
  const view = await renderFeature(element, path);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, user, ...view };
}

beforeEach(() => layOutByRole({ grid: { width: 2000, height: 600 } }));
afterEach(cleanUpPage);

describe('我的业务', () => {
  it('lists the flows the caller has business with, filtered on the server by title and status', async () => {
    const { user, fetchMock, container } = await open(
      <MyBusinessPage />,
      '/main-page/my-business-all',
      {
        [`POST ${BUSINESS}`]: {
          body: envelope(
            page([
              instance(),
              instance({ id: 'inst-2', title: '会议室预约-李四', starterName: '李四' }),
            ]),
          ),
        },
      },
    );
    const grid = await screen.findByRole('grid', { name: '我的业务列表' });
    await within(grid).findByText('会议室预约-李四');
    expect(within(rowIn(grid, '会议室预约-李四')).getByText('李四')).toBeInTheDocument();
    // No note about a missing server query any more: the list is the real one.
    expect(screen.queryByText(/服务端暂无/)).toBeNull();
    // Opens as a view of the flow.
    expect(within(grid).getByText('会议室预约-李四').closest('a')?.getAttribute('href')).toContain(
      'procInstId=inst-2',
    );
    await expectNoAxeViolations(container);

    const search = within(screen.getByRole('search'));
    await user.type(search.getByLabelText('标题'), '会议');
    await user.click(search.getByRole('button', { name: /流程状态/ }));
    await user.click(await screen.findByRole('option', { name: '已完成' }));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', BUSINESS).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { title: '会议', status: 'finished' },
      }),
    );
    expect(sent(fetchMock, 'POST', '/api/b/wf/process/queryMyList')).toEqual([]);
  });
});

describe('我的关注', () => {
  it('lists the followed flows and unfollows one', async () => {
    let followed = [instance(), instance({ id: 'inst-2', title: '会议室预约-李四' })];
    const { user, fetchMock, container } = await open(<MyFocusPage />, '/main-page/my-focus-all', {
      [`POST ${FOCUS_LIST}`]: () => ({ body: envelope(page(followed)) }),
      [`POST ${FOCUS}`]: () => {
        followed = followed.filter((row) => row.id !== 'inst-2');
        return { body: envelope(null) };
      },
    });
    const grid = await screen.findByRole('grid', { name: '我的关注列表' });
    await within(grid).findByText('会议室预约-李四');
    await expectNoAxeViolations(container);

    await user.click(within(rowIn(grid, '会议室预约-李四')).getByText('取消关注'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', FOCUS)).toEqual([{ instanceId: 'inst-2', focus: false }]),
    );
    expect(await screen.findByText('已取消关注')).toBeInTheDocument();
    // The list is read again and no longer has it.
    await waitFor(() => expect(within(grid).queryByText('会议室预约-李四')).toBeNull());
    expect(within(grid).getByText('办公用品申领-张三')).toBeInTheDocument();
  });
});
