import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import {
  envelope,
  failure,
  paramListAnswer,
  renderPortal,
  sent,
  stubServer,
  type ServerStub,
  zhangsan,
} from '../../app/testing';
import { cleanUpPage } from '../admin/footprints/adminPageTesting';
import { contracts, departmentTree, overview, revenue } from './cockpitFixtures';
import { periodFromSearch } from './CockpitPage';

vi.setConfig({ testTimeout: 120_000 });

const MANAGE = '/api/b/cockpit/manageCockpit';
const REVENUE = '/api/b/cockpit/revenueManage';
const CONTRACT = '/api/b/cockpit/contractSupervise';

const manager: UserInfo = { ...zhangsan, permissions: [...zhangsan.permissions, 'cockpit:view'] };

async function openCockpit(path: string, extra: ServerStub = {}, heading = '管理驾驶舱') {
  const fetchMock = stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(manager) },
    'GET /api/share/dept/deptTree': { body: envelope(departmentTree) },
    [`POST ${MANAGE}`]: (init) => {
      const body = JSON.parse(init?.body as string) as { currentMonth: number };
      return { body: envelope(overview(body.currentMonth)) };
    },
    [`POST ${REVENUE}`]: { body: envelope(revenue) },
    [`POST ${CONTRACT}`]: { body: envelope(contracts) },
    ...extra,
  });
  session.signIn(manager);
  const view = await renderPortal(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { fetchMock, user, ...view };
}

afterEach(cleanUpPage);

describe('CockpitPage', () => {
  it('given the overview, shows each figure in 万元 against last year, with the page tabs', async () => {
    const { fetchMock, container } = await openCockpit(
      '/management-cockpit-newTab?currentYear=2025&currentMonth=6',
    );
    const signed = await screen.findByRole('group', { name: '本年签约额' }, { timeout: 30_000 });
    expect(signed).toHaveTextContent('1,234.57');
    expect(signed).toHaveTextContent('万元');
    expect(signed).toHaveTextContent('较去年同期');
    expect(screen.getByRole('group', { name: '应收账款' })).toHaveTextContent('52.00');
    expect(screen.getByRole('group', { name: '利润率' })).toHaveTextContent('37.5');
    expect(screen.getByText('在执行合同').nextSibling).toHaveTextContent('17');
    expect(sent(fetchMock, 'POST', MANAGE)).toEqual([{ currentYear: 2025, currentMonth: 6 }]);
    const nav = screen.getByRole('navigation', { name: '驾驶舱页面' });
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
    expect(within(nav).getByRole('link', { name: '经营驾驶舱' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: '营收管理' })).toHaveAttribute(
      'href',
      '/management-cockpit-newTab/revenue-manage?currentYear=2025&currentMonth=6',
    );
    await expectNoAxeViolations(container);
  });

  it('after choosing another month, asks for it and keeps it in the URL', async () => {
    const { fetchMock, user, router } = await openCockpit(
      '/management-cockpit-newTab/manage-cockpit?currentYear=2025&currentMonth=6',
    );
    await screen.findByRole('group', { name: '本年签约额' }, { timeout: 30_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: '月份' }), '3');
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', MANAGE)).toContainEqual({
        currentYear: 2025,
        currentMonth: 3,
      }),
    );
    expect(router.state.location.search).toContain('currentMonth=3');
    expect(screen.getByText(/2025年1–3月累计/)).toBeInTheDocument();
  });

  it('after choosing a department, asks for its figures and keeps it across the tabs', async () => {
    const { fetchMock, user } = await openCockpit(
      '/management-cockpit-newTab?currentYear=2025&currentMonth=6',
    );
    await screen.findByRole('group', { name: '本年签约额' }, { timeout: 30_000 });
    const select = screen.getByRole('combobox', { name: '部门' });
    await within(select).findByRole('option', { name: /造价一部/ });
    await user.selectOptions(select, 'dept-cost-1');
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', MANAGE)).toContainEqual({
        currentYear: 2025,
        currentMonth: 6,
        departmentId: 'dept-cost-1',
      }),
    );
    expect(screen.getByRole('link', { name: '营收管理' })).toHaveAttribute(
      'href',
      '/management-cockpit-newTab/revenue-manage?currentYear=2025&currentMonth=6&departmentId=dept-cost-1',
    );
    await user.selectOptions(select, '');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '营收管理' })).not.toHaveAttribute(
        'href',
        expect.stringContaining('departmentId'),
      ),
    );
  });

  it('after following a tab, shows that page for the same period', async () => {
    const { fetchMock, user, container } = await openCockpit(
      '/management-cockpit-newTab?currentYear=2025&currentMonth=6',
    );
    await screen.findByRole('group', { name: '本年签约额' }, { timeout: 30_000 });
    await user.click(screen.getByRole('link', { name: '合同监管' }));
    const table = await screen.findByRole('table', { name: '逾期应收合同' }, { timeout: 30_000 });
    const row = within(table).getByRole('row', { name: /HT-2024-001/ });
    expect(row).toHaveTextContent('19.50');
    expect(row).toHaveTextContent('执行中');
    expect(sent(fetchMock, 'POST', CONTRACT)).toEqual([{ currentYear: 2025, currentMonth: 6 }]);
    expect(screen.getByRole('table', { name: '本年最大合同' })).toHaveTextContent('暂无数据');
    await expectNoAxeViolations(container);
  });

  it('given a refusal, says so and offers to retry', async () => {
    await openCockpit('/management-cockpit-newTab/revenue-manage?currentYear=2025&currentMonth=6', {
      [`POST ${REVENUE}`]: failure('服务暂不可用'),
    });
    const section = await screen.findByRole('region', { name: '营收管理' }, { timeout: 30_000 });
    const alert = await within(section).findByRole('alert', {}, { timeout: 30_000 });
    expect(alert).toHaveTextContent('数据加载失败');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('the business status board', () => {
  it('shows the overview alone, without the page tabs', async () => {
    const { fetchMock } = await openCockpit(
      '/business-status-dashboard?currentYear=2025&currentMonth=6',
      {},
      '经营状况看板',
    );
    await screen.findByRole('group', { name: '本年签约额' }, { timeout: 30_000 });
    expect(screen.queryByRole('navigation', { name: '驾驶舱页面' })).toBeNull();
    expect(sent(fetchMock, 'POST', MANAGE)).toEqual([{ currentYear: 2025, currentMonth: 6 }]);
  });
});

describe('periodFromSearch', () => {
  const today = new Date(2026, 10, 23);
  it('takes the year and month from the URL', () => {
    expect(periodFromSearch(new URLSearchParams('currentYear=2024&currentMonth=2'), today)).toEqual(
      {
        currentYear: 2024,
        currentMonth: 2,
      },
    );
  });
  it('keeps a well-formed department id and drops anything else', () => {
    expect(periodFromSearch(new URLSearchParams('departmentId=dept-cost-1'), today)).toHaveProperty(
      'departmentId',
      'dept-cost-1',
    );
    expect(periodFromSearch(new URLSearchParams('departmentId=a%27%3B'), today)).not.toHaveProperty(
      'departmentId',
    );
  });
  it('falls back to today for missing or impossible values', () => {
    expect(
      periodFromSearch(new URLSearchParams('currentYear=1999&currentMonth=13'), today),
    ).toEqual({
      currentYear: 2026,
      currentMonth: 11,
    });
  });
});
