import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Footprint, FootprintAnalysis } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import { envelope, paramListAnswer, renderPortal, stubServer, zhangsan } from '../../app/testing';

function footprint(id: string, menuName: string, visitAt: string, extra: Partial<Footprint> = {}) {
  return {
    id,
    type: 0,
    typeName: '其他',
    menuName,
    businessId: null,
    businessName: null,
    visitCount: 1,
    firstVisitAt: visitAt,
    visitAt,
    ...extra,
  } satisfies Footprint;
}

const FOOTPRINTS: Footprint[] = [
  footprint('f1', '项目案例库', '2026-03-02 16:20:00', {
    businessId: 'p-1',
    businessName: '示例大厦造价咨询',
    visitCount: 3,
  }),
  footprint('f2', '合同台账', '2026-03-02 09:05:00', { type: 30, typeName: '合同' }),
  footprint('f3', '首页', '2026-03-01 18:00:00'),
];

const ANALYSIS: FootprintAnalysis = {
  total: 3,
  visits: 5,
  byType: [
    { type: 0, typeName: '其他', count: 2, visits: 4 },
    { type: 30, typeName: '合同', count: 1, visits: 1 },
  ],
  byMenu: [
    { menuName: '项目案例库', type: 0, typeName: '其他', count: 1, visits: 3 },
    { menuName: '首页', type: 0, typeName: '其他', count: 1, visits: 1 },
  ],
};

function tracksServer() {
  const queryList = vi.fn((init: RequestInit | undefined) => {
    void init;
    return { body: envelope({ pageNo: 1, pageSize: 20, total: 45, data: FOOTPRINTS }) };
  });
  const analyzeList = vi.fn((init: RequestInit | undefined) => {
    void init;
    return { body: envelope(ANALYSIS) };
  });
  stubServer({
    'GET /api/share/param/paramList': paramListAnswer({}),
    'GET /api/user/info': { body: envelope(zhangsan) },
    'POST /api/b/footmark/queryList': queryList,
    'POST /api/b/footmark/analyzeList': analyzeList,
  });
  return { queryList, analyzeList };
}

const bodyOf = (call: { mock: { calls: unknown[][] } }, index: number) =>
  JSON.parse((call.mock.calls[index]?.[0] as RequestInit).body as string) as unknown;

async function openTracks() {
  session.signIn(zhangsan);
  const view = await renderPortal('/main-page/myTracks');
  // The first render loads the shell and the page's module: give it more than the default second.
  const main = await screen.findByRole('main', {});
  await within(main).findByRole('heading', { level: 1, name: '我的足迹' });
  await within(main).findByRole('heading', { level: 3, name: '2026-03-02' });
  return { ...view, main };
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('MyTracksPage', () => {
  it('lists the footprints by day, 20 a page, beside the most visited pages', async () => {
    const { queryList, analyzeList } = tracksServer();
    const { main } = await openTracks();

    expect(bodyOf(queryList, 0)).toEqual({ pageNo: 1, pageSize: 20, params: {} });
    expect(bodyOf(analyzeList, 0)).toEqual({});

    const list = within(main).getByRole('region', { name: '足迹列表' });
    const days = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((day) => day.textContent);
    expect(days).toEqual(['2026-03-02', '2026-03-01']);
    const firstDay = within(list).getAllByRole('listitem')[0]!;
    expect(within(firstDay).getByText('16:20')).toBeInTheDocument();
    expect(within(firstDay).getByText(/示例大厦造价咨询/)).toBeInTheDocument();
    expect(within(firstDay).getByLabelText('访问 3 次')).toBeInTheDocument();
    // A page no longer in the user's menu is shown, but not as a link.
    expect(within(list).queryByRole('link', { name: '合同台账' })).not.toBeInTheDocument();
    expect(within(list).getByText('合同台账')).toBeInTheDocument();

    const overview = within(main).getByRole('region', { name: '访问概况' });
    const ranking = within(overview).getByRole('list', { name: '最常访问' });
    expect(
      within(ranking)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['项目案例库3 次', '首页1 次']);
    await expectNoAxeViolations(main);
  });

  it('opens the page of a footprint when it is clicked', async () => {
    tracksServer();
    const { main, router } = await openTracks();
    const user = userEvent.setup();

    const list = within(main).getByRole('region', { name: '足迹列表' });
    await user.click(within(list).getByRole('link', { name: '项目案例库' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/main-page/cost-data'));
  });

  it('filters by keyword and moves between pages', async () => {
    const { queryList } = tracksServer();
    const { main } = await openTracks();
    const user = userEvent.setup();

    const filters = within(main).getByRole('search', { name: '筛选足迹' });
    await user.click(within(filters).getByLabelText('关键词'));
    await user.paste(' 案例 ');
    await user.click(within(filters).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(queryList).toHaveBeenCalledTimes(2));
    expect(bodyOf(queryList, 1)).toEqual({ pageNo: 1, pageSize: 20, params: { keyword: '案例' } });

    await user.click(within(main).getByRole('button', { name: /第 2 页|^2$/ }));
    await waitFor(() => expect(queryList).toHaveBeenCalledTimes(3));
    expect(bodyOf(queryList, 2)).toEqual({ pageNo: 2, pageSize: 20, params: { keyword: '案例' } });
  });
});
