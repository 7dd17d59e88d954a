import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchHit, SearchType } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../tooling/vitest/axe';
import { session } from '../../app/session';
import { envelope, paramListAnswer, renderPortal, stubServer, zhangsan } from '../../app/testing';
import { renderFeature } from '../profile/renderFeature';
import { GlobalSearchBox } from './GlobalSearchBox';
import GlobalSearchPage from './GlobalSearchPage';

// ---- Fixtures ------------------------------------------------------------------------------

const TYPES: SearchType[] = [
  { type: 'article', name: '文章', zh: '文章', en: 'Articles', es: 'Artículos' },
  { type: 'user', name: '人员', zh: '人员', en: 'People', es: 'Personas' },
  { type: 'file', name: '附件', zh: '附件', en: 'Attachments', es: 'Adjuntos' },
];

const HITS: SearchHit[] = [
  {
    type: 'article',
    typeName: '文章',
    id: 'a-1',
    title: '2026 年造价指标发布',
    summary: '…本季度住宅造价指标上涨 3%…',
    updatedAt: '2026-03-02 10:00:00',
    route: '/main-page/content-list?id=a-1',
    titleHighlights: [{ start: 6, length: 2 }],
    summaryHighlights: [{ start: 6, length: 2 }],
  },
  {
    type: 'file',
    typeName: '附件',
    id: 'f-1',
    title: '造价报告.pdf',
    summary: '张三 · PDF',
    updatedAt: '2026-03-01 09:00:00',
    route: '/api/b/fileItem/download/f-1',
    titleHighlights: [{ start: 0, length: 2 }],
    summaryHighlights: [],
  },
];

type Call = { mock: { calls: unknown[][] } };
const bodyOf = (call: Call, index: number) =>
  JSON.parse((call.mock.calls[index]?.[0] as RequestInit).body as string) as unknown;

function searchServer(hits: SearchHit[] = HITS, total = 23) {
  const queryList = vi.fn((init: RequestInit | undefined) => {
    void init;
    return { body: envelope({ pageNo: 1, pageSize: 10, total, data: hits }) };
  });
  stubServer({
    'GET /api/share/param/paramList': paramListAnswer({}),
    'GET /api/user/info': { body: envelope(zhangsan) },
    'GET /api/b/global/search/typeList': { body: envelope(TYPES) },
    'POST /api/b/global/search/queryList': queryList,
  });
  return queryList;
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

// ---- The header box ------------------------------------------------------------------------

describe('GlobalSearchBox', () => {
  it('opens the search page with the keyword, trimmed; an empty box goes nowhere', async () => {
    searchServer();
    session.signIn(zhangsan);
    await renderFeature(<GlobalSearchBox />, '/main-page');
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: '全局搜索' });

    await user.type(box, '   {Enter}');
    expect(location()).toBe('/main-page');

    await user.type(box, '造价 指标 {Enter}');
    // URLSearchParams writes a space as +.
    expect(location()).toBe('/global-search?searchkey=%E9%80%A0%E4%BB%B7+%E6%8C%87%E6%A0%87');
    await expectNoAxeViolations(screen.getByRole('search', { name: '全局搜索' }));
  });

  it('on the search page, only refreshes the list: the same keyword again, or a new one in place', async () => {
    const queryList = searchServer();
    session.signIn(zhangsan);
    const { router } = await renderFeature(
      <>
        <GlobalSearchBox />
        <GlobalSearchPage />
      </>,
      '/global-search?searchkey=造价',
    );
    const user = userEvent.setup();
    await screen.findByText('找到 23 条与“造价”相关的结果');
    expect(queryList).toHaveBeenCalledTimes(1);
    const [headerBox] = screen.getAllByRole('searchbox', { name: '全局搜索' });
    expect(headerBox).toHaveValue('造价');

    await user.click(screen.getAllByRole('button', { name: '搜索' })[0]!);
    await waitFor(() => expect(queryList).toHaveBeenCalledTimes(2));
    expect(bodyOf(queryList, 1)).toEqual({ pageNo: 1, pageSize: 10, params: { keyword: '造价' } });

    await user.clear(headerBox!);
    await user.type(headerBox!, '报告{Enter}');
    await waitFor(() => expect(queryList).toHaveBeenCalledTimes(3));
    expect(bodyOf(queryList, 2)).toEqual({ pageNo: 1, pageSize: 10, params: { keyword: '报告' } });
    expect(location()).toBe(`/global-search?searchkey=${encodeURIComponent('报告')}`);
    expect(router.state.historyAction).toBe('REPLACE');
    // The page's own box follows the new keyword.
    expect(screen.getAllByRole('searchbox', { name: '全局搜索' })[1]).toHaveValue('报告');
  });
});

// ---- The page ------------------------------------------------------------------------------

describe('GlobalSearchPage', () => {
  async function openSearch(path: string) {
    session.signIn(zhangsan);
    const view = await renderPortal(path);
    const main = await screen.findByRole('main', {});
    await within(main).findByRole('heading', { level: 1, name: '全局搜索' });
    return { ...view, main };
  }

  it('asks for 10 hits of the keyword and marks the keyword in titles and snippets', async () => {
    const queryList = searchServer();
    const { main } = await openSearch(`/global-search?searchkey=${encodeURIComponent('造价')}`);

    await within(main).findByText('找到 23 条与“造价”相关的结果');
    expect(bodyOf(queryList, 0)).toEqual({ pageNo: 1, pageSize: 10, params: { keyword: '造价' } });

    const hits = within(main)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ol'));
    const article = hits[0]!;
    const title = within(article).getByRole('link', { name: '2026 年造价指标发布' });
    expect(title).toHaveAttribute('href', '/main-page/content-list?id=a-1');
    expect([...article.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      '造价',
      '造价',
    ]);
    expect(within(article).getByText('文章')).toBeInTheDocument();
    expect(within(article).getByText('更新于 2026-03-02 10:00:00')).toBeInTheDocument();

    // An attachment downloads from /api, with the token in the query (a link sends no header).
    const file = within(hits[1]!).getByRole('link', { name: '造价报告.pdf' });
    expect(file).toHaveAttribute(
      'href',
      `/api/b/fileItem/download/f-1?AuthToken=${zhangsan.authToken}`,
    );

    const types = within(main).getByRole('tablist', { name: '搜索类型' });
    expect(
      within(types)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['全部', '文章', '人员', '附件']);
    await expectNoAxeViolations(main);
  });

  it('narrows by type and pages on, starting again at page 1 for a new type', async () => {
    const queryList = searchServer();
    const { main, router } = await openSearch('/global-search?searchkey=zhang');
    const user = userEvent.setup();
    await within(main).findByText('找到 23 条与“zhang”相关的结果');

    await user.click(within(main).getByRole('button', { name: /第 2 页|^2$/ }));
    await waitFor(() => expect(queryList).toHaveBeenCalledTimes(2));
    expect(bodyOf(queryList, 1)).toEqual({ pageNo: 2, pageSize: 10, params: { keyword: 'zhang' } });

    await user.click(within(main).getByRole('tab', { name: '人员' }));
    await waitFor(() => expect(queryList).toHaveBeenCalledTimes(3));
    expect(bodyOf(queryList, 2)).toEqual({
      pageNo: 1,
      pageSize: 10,
      params: { keyword: 'zhang', tableCode: 'user' },
    });
    expect(router.state.location.search).toBe('?searchkey=zhang&type=user');
  });

  it('without a keyword asks for one and sends nothing; with no hits says so', async () => {
    const queryList = searchServer([], 0);
    const { main, router } = await openSearch('/global-search');
    expect(await within(main).findByText(/输入关键词，搜索你有权查看的/)).toBeInTheDocument();
    expect(queryList).not.toHaveBeenCalled();

    await act(() => router.navigate('/global-search?searchkey=不存在的词'));
    expect(await within(main).findByText('没有找到与“不存在的词”相关的结果')).toBeInTheDocument();
  });
});
