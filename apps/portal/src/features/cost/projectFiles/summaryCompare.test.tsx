import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  failure,
  paramListAnswer,
  renderPortal,
  stubServer,
  type ServerStub,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage, layOutByRole } from '../../admin/footprints/adminPageTesting';
import { libraryProjects, projectKinds } from '../library/libraryFixtures';
import {
  compareAnswer,
  conditionStubs,
  projectSummaryAnswer,
  viewStub,
} from './projectFileFixtures';

vi.setConfig({ testTimeout: 120_000 });

const SEARCH = '/api/b/project/index/search/searchProject';
const COMPARE = '/api/b/compare/billDetailByBt/';

const viewer: UserInfo = zhangsan;

function base(extra: ServerStub): ServerStub {
  return {
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(viewer) },
    ...extra,
  };
}

const calls = (fetchMock: ReturnType<typeof stubServer>, prefix: string) =>
  fetchMock.mock.calls
    .map(([input]) => (input instanceof Request ? input.url : String(input)))
    .filter((url) => url.includes(prefix))
    .map((url) => decodeURIComponent(url.slice(url.indexOf(prefix) + prefix.length)));

beforeEach(() =>
  layOutByRole({ grid: { width: 2400, height: 800 }, treegrid: { width: 2400, height: 600 } }),
);
afterEach(cleanUpPage);

describe('汇总 tab', () => {
  it('shows the singles and units as a tree with money figures and the project total last', async () => {
    stubServer(
      base({
        'GET /api/b/project/p-1': { body: envelope(libraryProjects[0]) },
        'GET /api/b/project/xml/summary/p-1': { body: envelope(projectSummaryAnswer) },
        ...viewStub('p-1', 2),
      }),
    );
    session.signIn(viewer);
    await renderPortal('/consult/detail/project-info/project-cost-summary?projectId=p-1');
    const tab = await screen.findByRole('link', { name: '汇总' }, { timeout: 30_000 });
    expect(tab).toHaveAttribute('aria-current', 'page');
    const tree = await screen.findByRole('treegrid', { name: '单项与单位工程汇总' });
    const unit = (await within(tree).findByText('建筑工程')).closest<HTMLElement>('[role="row"]')!;
    expect(within(unit).getByText('1,234.50')).toBeInTheDocument();
    expect(within(unit).getByText('单位工程')).toBeInTheDocument();
    const total = within(tree).getByText('项目合计').closest<HTMLElement>('[role="row"]')!;
    expect(within(total).getByText('1,234,567.89')).toBeInTheDocument();
    // The total is the last row, after the single and its two units.
    const rows = within(tree).getAllByRole('row');
    expect(rows.at(-1)).toBe(total);
    expect(rows.map((row) => row.getAttribute('aria-level')).filter(Boolean)).toEqual([
      '1',
      '2',
      '2',
      '1',
    ]);
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('says so when the project has no singles or units', async () => {
    stubServer(
      base({
        'GET /api/b/project/p-1': { body: envelope(libraryProjects[0]) },
        'GET /api/b/project/xml/summary/p-1': {
          body: envelope({ ...projectSummaryAnswer, rows: [] }),
        },
        ...viewStub('p-1', 2),
      }),
    );
    session.signIn(viewer);
    await renderPortal('/consult/detail/project-info/project-cost-summary?projectId=p-1');
    expect(
      await screen.findByText('项目还没有单项或单位工程', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('treegrid')).not.toBeInTheDocument();
  });
});

describe('清单对比', () => {
  it('shows the bills side by side with the highest and lowest unit price marked', async () => {
    const fetchMock = stubServer(
      base({ [`GET ${COMPARE}p-1%2Cp-2`]: { body: envelope(compareAnswer) } }),
    );
    session.signIn(viewer);
    await renderPortal('/consult/compare?ids=p-1,p-2');
    const table = await screen.findByRole('table', { name: '清单对比表' }, { timeout: 30_000 });
    expect(within(table).getByRole('columnheader', { name: /科技园办公楼/ })).toBeInTheDocument();
    const flat = within(table).getByRole('rowheader', { name: '010101001' }).closest('tr')!;
    expect(within(flat).getByText('12.50').closest('td')).toHaveAttribute('data-mark', 'high');
    expect(within(flat).getByText('最高单价')).toBeInTheDocument();
    expect(within(flat).getByText('10.00').closest('td')).toHaveAttribute('data-mark', 'low');
    expect(within(flat).getByText('2.50')).toBeInTheDocument();
    expect(within(flat).getByText('25.0%')).toBeInTheDocument();
    const scaffold = within(table).getByRole('rowheader', { name: '011701001' }).closest('tr')!;
    expect(within(scaffold).getAllByText('—')).toHaveLength(2);
    expect(screen.getByText('共 3 条清单')).toBeInTheDocument();
    const totals = within(table)
      .getByRole('rowheader', { name: '所列清单合价合计' })
      .closest('tr')!;
    expect(within(totals).getByText('13,500.00')).toBeInTheDocument();
    expect(within(totals).getByText('12,500.00')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '科技园办公楼' })).toHaveAttribute(
      'href',
      '/consult/detail/project-info/project-structure?projectId=p-2',
    );
    await expectNoAxeViolations(screen.getByRole('main'));

    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('checkbox', { name: '只看单价有差异的清单' }));
    expect(await screen.findByText('共 1 条清单')).toBeInTheDocument();
    expect(within(table).getByText('1,000.00', { selector: 'tfoot td' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: '010501003' })).not.toBeInTheDocument();
    expect(calls(fetchMock, COMPARE)).toEqual(['p-1,p-2']);
  });

  it('refuses one project without asking the server', async () => {
    const fetchMock = stubServer(base({}));
    session.signIn(viewer);
    // The same project twice is one project.
    await renderPortal('/consult/compare?ids=p-1,p-1');
    expect(
      await screen.findByText('请至少选择 2 个项目进行对比', {}, { timeout: 30_000 }),
    ).toHaveAttribute('role', 'alert');
    expect(calls(fetchMock, COMPARE)).toEqual([]);
  });

  it('shows the server’s refusal on the page', async () => {
    stubServer(
      base({ [`GET ${COMPARE}p-1%2Cp-9`]: failure('请选择 2 至 6 个不同的项目进行对比') }),
    );
    session.signIn(viewer);
    await renderPortal('/consult/compare?ids=p-1,p-9');
    await waitFor(
      () =>
        expect(
          screen
            .getAllByRole('alert')
            .some((alert) => alert.textContent === '请选择 2 至 6 个不同的项目进行对比'),
        ).toBe(true),
      { timeout: 30_000 },
    );
    expect(screen.queryByRole('table', { name: '清单对比表' })).not.toBeInTheDocument();
  });

  it('ticks projects in the library into the compare tray and opens the comparison', async () => {
    const fetchMock = stubServer(
      base({
        'GET /api/share/bd/treedict/project-kind': { body: envelope(projectKinds) },
        [`POST ${SEARCH}`]: {
          body: envelope({ pageNo: 1, pageSize: 20, total: 2, data: libraryProjects }),
        },
        'GET /api/b/project/index/search/defaultInfo/consult': { body: envelope([]) },
        ...conditionStubs(),
        [`GET ${COMPARE}p-1%2Cp-2`]: { body: envelope(compareAnswer) },
      }),
    );
    session.signIn(viewer);
    await renderPortal('/consult/list');
    const grid = await screen.findByRole('grid', { name: '项目列表' }, { timeout: 30_000 });
    await within(grid).findByText('滨江花园二期');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const tick = (name: string) =>
      within(within(grid).getByText(name).closest<HTMLElement>('[role="row"]')!).getByRole(
        'checkbox',
      );
    await user.click(tick('滨江花园二期'));
    const tray = await screen.findByRole('region', { name: '对比栏' });
    expect(within(tray).getByRole('status')).toHaveTextContent('已选 1 个项目（可选 2 至 6 个）');
    await user.click(within(tray).getByRole('button', { name: '对比所选' }));
    expect(await screen.findByText('请至少选择 2 个项目进行对比')).toBeInTheDocument();
    expect(calls(fetchMock, COMPARE)).toEqual([]);
    await expectNoAxeViolations(tray);

    await user.click(tick('科技园办公楼'));
    await user.click(within(tray).getByRole('button', { name: '对比所选' }));
    await screen.findByRole('table', { name: '清单对比表' }, { timeout: 30_000 });
    expect(calls(fetchMock, COMPARE)).toEqual(['p-1,p-2']);
  });
});
