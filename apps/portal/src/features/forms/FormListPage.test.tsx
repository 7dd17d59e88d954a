import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import {
  envelope,
  failure,
  fill,
  press,
  sent,
  stubServer,
  type ServerStub,
} from '../../app/testing';
import { cleanUpPage, layOutByRole, rowIn } from '../admin/footprints/adminPageTesting';
import { renderFeature } from '../profile/renderFeature';
import FormListPage from './FormListPage';
import { formsUser, record, RECEIVE, startNode } from './formsFixtures';

vi.setConfig({ testTimeout: 120_000 });

const PAGE = '/administration-management/office-supplies-management/receive-list';
const LIST = `/api/form/${RECEIVE.code}/queryList`;
const EDIT = ['adm:supplies:receive:view', 'adm:supplies:receive:edit'];

const ROWS = [
  record('rec-1'),
  record('rec-2', {
    values: { ...record('rec-2').values, title: '领用硒鼓' },
    instanceId: 'inst-2',
    instanceStatus: 'running',
    lastSubmitDate: '2026-03-03 09:00:00',
  }),
];

async function openPage(permissions = EDIT, extra: ServerStub = {}) {
  const fetchMock = stubServer({
    'GET /api/b/wf/form/display': { body: envelope({ form: RECEIVE, node: startNode() }) },
    [`POST ${LIST}`]: {
      body: envelope({ pageNo: 1, pageSize: 20, total: ROWS.length, data: ROWS }),
    },
    ...extra,
  });
  session.signIn(formsUser(permissions));
  await renderFeature(<FormListPage />, PAGE);
  const grid = await screen.findByRole('grid', { name: '办公用品领用列表' }, { timeout: 30_000 });
  await within(grid).findByText('领用打印纸', {});
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, grid, user };
}

beforeEach(() => layOutByRole({ grid: { width: 2600, height: 800 } }));
afterEach(cleanUpPage);

describe('FormListPage', () => {
  it('lists the listed fields with applicant, submit time and flow status', async () => {
    const { grid } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: '办公用品领用' })).toBeInTheDocument();
    const first = rowIn(grid, '领用打印纸');
    expect(within(first).getByText('综合部')).toBeInTheDocument();
    expect(within(first).getByText('1,234.50')).toBeInTheDocument();
    expect(within(first).getByText('张三')).toBeInTheDocument();
    expect(within(first).getByText('未提交')).toBeInTheDocument();
    const running = rowIn(grid, '领用硒鼓');
    expect(within(running).getByText('审批中')).toBeInTheDocument();
    expect(within(running).getByText('2026-03-03 09:00:00')).toBeInTheDocument();
    // 提交审批 only where a flow may start.
    expect(within(first).getByText('提交审批')).toBeInTheDocument();
    expect(within(running).queryByText('提交审批')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('searches by keyword', async () => {
    const { fetchMock, user } = await openPage();
    await fill(user, screen.getByLabelText('关键字'), '硒鼓');
    await user.click(press(document.body, '搜索'));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', LIST).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { keyword: '硒鼓' },
      }),
    );
  });

  it('deletes after confirming; a row under a running flow explains why it cannot', async () => {
    const { fetchMock, grid, user } = await openPage(EDIT, {
      [`DELETE /api/form/${RECEIVE.code}/rec-1`]: { body: envelope(null) },
    });
    await user.click(press(rowIn(grid, '领用硒鼓'), '删除'));
    expect(await screen.findByText('流程进行中，不能编辑或删除')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(press(rowIn(grid, '领用打印纸'), '删除'));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(press(dialog, '删除'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([, init]) => init?.method === 'DELETE')
          .map(([input]) => input as string),
      ).toEqual([`/api/form/${RECEIVE.code}/rec-1`]),
    );
    await waitFor(() => expect(sent(fetchMock, 'POST', LIST).length).toBeGreaterThan(1));
  });

  it('submits for approval and tells the instance’s current step; a refusal is told', async () => {
    let calls = 0;
    const { fetchMock, grid, user } = await openPage(EDIT, {
      [`POST /api/form/${RECEIVE.code}/rec-1/submit`]: () => {
        calls += 1;
        return calls === 1
          ? failure('流程进行中，不能重复提交')
          : {
              body: envelope({
                record: record('rec-1', { instanceStatus: 'running' }),
                instance: {
                  id: 'inst-1',
                  title: '办公用品领用',
                  definitionKey: 'officeSupplies',
                  definitionName: '办公用品申领',
                  version: 1,
                  starterId: 'u-wangwu',
                  starterName: '王五',
                  status: 'running',
                  formId: RECEIVE.id,
                  recordId: 'rec-1',
                  current: ['部门领导审批'],
                  startedAt: '2026-03-03 10:00:00',
                  endedAt: null,
                },
              }),
            };
      },
    });
    await user.click(press(rowIn(grid, '领用打印纸'), '提交审批'));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(press(dialog, '提交审批'));
    expect(await screen.findByText('流程进行中，不能重复提交')).toBeInTheDocument();

    await user.click(press(rowIn(grid, '领用打印纸'), '提交审批'));
    dialog = await screen.findByRole('alertdialog');
    await user.click(press(dialog, '提交审批'));
    expect(
      await screen.findByText('已提交审批：办公用品领用，当前步骤 部门领导审批'),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', `/api/form/${RECEIVE.code}/rec-1/submit`)).toEqual([
      { title: '办公用品领用' },
      { title: '办公用品领用' },
    ]);
  });

  it('opens 编辑 in the form page of the record', async () => {
    const { grid, user } = await openPage();
    await user.click(press(rowIn(grid, '领用打印纸'), '编辑'));
    expect(screen.getByTestId('location').textContent).toBe(
      `/sys-manager/${RECEIVE.id}/wf-form?mode=edit&id=rec-1&back=${encodeURIComponent(PAGE)}`,
    );
  });

  it('opens 新增 in the form page of the form', async () => {
    const { user } = await openPage();
    await user.click(press(document.body, '新增'));
    expect(screen.getByTestId('location').textContent).toBe(
      `/sys-manager/${RECEIVE.id}/wf-form?mode=create&back=${encodeURIComponent(PAGE)}`,
    );
  });

  it('given the view permission only, shows neither 新增, 编辑 nor 删除', async () => {
    const { grid } = await openPage(['adm:supplies:receive:view']);
    expect(screen.queryByText('新增')).toBeNull();
    expect(within(grid).queryByText('编辑')).toBeNull();
    expect(within(grid).queryByText('删除')).toBeNull();
    expect(within(rowIn(grid, '领用打印纸')).getByText('查看')).toBeInTheDocument();
  });
});
