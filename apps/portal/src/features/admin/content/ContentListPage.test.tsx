import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CmsArticle, UserInfo } from '@ccms/api-client';
import { toast } from '@ccms/ui';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
// The server's own sanitiser: the stub answers what the real server stores for a saved article.
import { sanitizeArticleHtml } from '../../../../../server/src/modules/cms/sanitize';
import { session } from '../../../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  stubServer,
  zhangsan,
} from '../../../app/testing';

vi.setConfig({ testTimeout: 60_000 });

const reader: UserInfo = { ...zhangsan };

function article(id: string, title: string, extra: Partial<CmsArticle> = {}): CmsArticle {
  return {
    id,
    categoryId: 'cms-notice',
    categoryName: '通知公告',
    title,
    summary: null,
    coverImageId: null,
    author: '办公室',
    source: null,
    status: 'published',
    publishedAt: '2026-03-01 09:00:00',
    sort: 0,
    top: false,
    viewCount: 12,
    content: '<p>正文</p>',
    createdBy: null,
    createdAt: '2026-03-01 09:00:00',
    updatedBy: null,
    updatedAt: '2026-03-01 09:00:00',
    ...extra,
  };
}

/** What an editor saved; the server stores it sanitised. */
const SAVED =
  '<p>请各部门<strong>按时</strong>报送。</p><script>window.__pwned = true</script>' +
  '<img src="x" onerror="window.__pwned = true"><a href="javascript:alert(1)">链接</a>';

function serve() {
  const lists: unknown[] = [];
  stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(reader) },
    'POST /api/web/article/queryList': (init) => {
      lists.push(JSON.parse(init?.body as string));
      return {
        body: envelope({
          pageNo: 1,
          pageSize: 10,
          total: 1,
          data: [article('a-1', '关于报送季度资料的通知', { summary: '请按时报送' })],
        }),
      };
    },
    'GET /api/web/article/a-1': {
      body: envelope(
        article('a-1', '关于报送季度资料的通知', { content: sanitizeArticleHtml(SAVED) }),
      ),
    },
  });
  return { lists };
}

async function open(path: string) {
  const server = serve();
  session.signIn(reader);
  await renderPortal(path);
  await screen.findByRole('heading', { level: 1, name: '内容列表' });
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toast.clear();
    session.clear();
  });
});

describe('ContentListPage', () => {
  it('lists the published articles of the category a link asks for', async () => {
    const { lists } = await open('/main-page/content-list?category=notice');
    const link = await screen.findByRole('link', { name: '关于报送季度资料的通知' });
    expect(link).toHaveAttribute('href', '/main-page/content-list?category=notice&id=a-1');
    expect(lists[0]).toEqual({
      pageNo: 1,
      pageSize: 10,
      params: { companyId: zhangsan.companyId, categoryCode: 'notice' },
    });
    const tabs = screen.getByRole('navigation', { name: '文章栏目' });
    expect(within(tabs).getByRole('link', { name: '通知公告' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current');
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('shows an article as the server answered it: a saved <script> never reaches the DOM', async () => {
    await open('/main-page/content-list?id=a-1');
    const view = await screen.findByRole('article');
    expect(
      within(view).getByRole('heading', { name: '关于报送季度资料的通知' }),
    ).toBeInTheDocument();
    const body = within(view).getByTestId('article-body');
    expect(body).toHaveTextContent('请各部门按时报送。');
    expect(body.querySelector('strong')).toHaveTextContent('按时');
    expect(document.querySelectorAll('main script')).toHaveLength(0);
    expect(body.innerHTML).not.toMatch(/onerror|javascript:|__pwned/);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(within(view).getByRole('link', { name: '返回列表' })).toHaveAttribute(
      'href',
      '/main-page/content-list',
    );
  });

  it('searches by title', async () => {
    const { lists } = await open('/main-page/content-list');
    await screen.findByRole('link', { name: '关于报送季度资料的通知' });
    const search = screen.getByRole('search', { name: '搜索文章' });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    await user.type(within(search).getByLabelText('标题'), '季度');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(lists.at(-1)).toEqual({
        pageNo: 1,
        pageSize: 10,
        params: { companyId: zhangsan.companyId, title: '季度' },
      }),
    );
  });
});
