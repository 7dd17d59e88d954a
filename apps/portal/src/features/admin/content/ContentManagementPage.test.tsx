import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CmsArticle, CmsCategoryNode, UserInfo } from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { session } from '../../../app/session';
import {
  envelope,
  paramListAnswer,
  renderPortal,
  stubServer,
  zhangsan,
} from '../../../app/testing';
import { cleanUpPage, layOutByRole, recordingCalls, rowIn } from '../footprints/adminPageTesting';

vi.setConfig({ testTimeout: 60_000 });

const editor: UserInfo = {
  ...zhangsan,
  permissions: [
    ...zhangsan.permissions,
    'cms:article:view',
    'cms:article:edit',
    'cms:article:delete',
    'cms:category:edit',
    'cms:category:delete',
  ],
};
const viewer: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'cms:article:view'],
};

const audit = {
  createdBy: null,
  createdAt: '2026-01-01 00:00:00',
  updatedBy: null,
  updatedAt: '2026-01-01 00:00:00',
};

function category(
  id: string,
  name: string,
  sort: number,
  children: CmsCategoryNode[] = [],
  parentId: string | null = null,
): CmsCategoryNode {
  return {
    id,
    parentId,
    parentIds: parentId ? `${parentId},` : '',
    name,
    code: id.replace('cms-', ''),
    sort,
    remarks: null,
    articleCount: 1,
    children,
    ...audit,
  };
}

const tree = [
  category('cms-news', '新闻动态', 1, [category('cms-policy', '政策法规', 1, [], 'cms-news')]),
  category('cms-notice', '通知公告', 2),
  category('cms-industry', '行业资讯', 3),
];

function article(id: string, title: string, extra: Partial<CmsArticle> = {}): CmsArticle {
  return {
    id,
    categoryId: 'cms-notice',
    categoryName: '通知公告',
    title,
    summary: null,
    coverImageId: null,
    author: null,
    source: null,
    status: 'published',
    publishedAt: '2026-03-01 09:00:00',
    sort: 1,
    top: false,
    viewCount: 3,
    content: '<p>原有正文</p>',
    ...audit,
    ...extra,
  };
}

const notice = article('a-1', '春节放假通知', {
  // A row the server would never answer; the editor's schema must still drop the script.
  content: '<p>原有正文</p><script>window.__pwned = true</script>',
});
const draft = article('a-2', '年度总结草稿', { status: 'draft', publishedAt: null, top: true });

function serve(user: UserInfo) {
  const { record, sent } = recordingCalls();
  stubServer({
    'GET /api/share/param/paramList': paramListAnswer({ 'sys.name': '造价咨询管理平台' }),
    'GET /api/user/info': { body: envelope(user) },
    'POST /api/a/cms/category/queryTree': { body: envelope(tree) },
    'POST /api/a/cms/article/queryList': record('articles', {
      pageNo: 1,
      pageSize: 20,
      total: 2,
      data: [notice, draft],
    }),
    'POST /api/a/cms/category': record('saveCategory', tree[1]),
    'PUT /api/a/cms/category/updateList': record('placeCategories', null),
    'POST /api/a/cms/article': record('createArticle', notice),
    'PUT /api/a/cms/article': record('updateArticle', notice),
    'PUT /api/a/cms/article/updateSort': record('updateSort', null),
    'DELETE /api/a/cms/article/a-2': record('deleteArticle', null),
  });
  return { sent };
}

async function openPage(user: UserInfo = editor) {
  const server = serve(user);
  session.signIn(user);
  await renderPortal('/sys-manager/content-management');
  await screen.findByRole('heading', { level: 1, name: '内容管理' });
  await screen.findByText('春节放假通知');
  return { ...server, user: userEvent.setup({ pointerEventsCheck: 0, delay: null }) };
}

const grid = () => screen.getByRole('grid', { name: '文章列表' });
const rowOf = (text: string) => rowIn(grid(), text);
const treeItem = (name: RegExp) =>
  within(screen.getByRole('tree', { name: '栏目树' })).getByRole('treeitem', { name });

beforeEach(() => {
  layOutByRole({
    grid: { width: 3000, height: 600 },
    tree: { width: 300, height: 420 },
  });
  // ProseMirror measures the selection; jsdom lays nothing out.
  const rects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});
afterEach(cleanUpPage);

describe('ContentManagementPage', () => {
  it('shows the categories as a tree beside the articles, in the page’s main', async () => {
    const { sent } = await openPage();
    expect(treeItem(/新闻动态/)).toBeInTheDocument();
    expect(treeItem(/政策法规/)).toBeInTheDocument();
    expect(within(rowOf('年度总结草稿')).getByText('草稿')).toBeInTheDocument();
    expect(within(rowOf('年度总结草稿')).getByText('置顶')).toBeInTheDocument();
    expect(sent('articles')[0]).toEqual({ pageNo: 1, pageSize: 20, params: {} });
    // Adding an article waits for a category.
    expect(screen.getByRole('button', { name: '新增文章' })).toBeDisabled();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('lists the chosen category’s articles, searched by title', async () => {
    const { sent, user } = await openPage();
    await user.click(treeItem(/通知公告/));
    await waitFor(() =>
      expect(sent('articles').at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { categoryId: 'cms-notice' },
      }),
    );
    expect(screen.getByRole('heading', { name: '“通知公告”的文章' })).toBeInTheDocument();
    const search = screen.getByRole('search', { name: '查询文章' });
    await user.type(within(search).getByLabelText('标题'), '放假');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(sent('articles').at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        params: { categoryId: 'cms-notice', title: '放假' },
      }),
    );
  });

  it('adds a subcategory under the chosen one, and moves a category up', async () => {
    const { sent, user } = await openPage();
    await user.click(treeItem(/新闻动态/));
    await user.click(screen.getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog', { name: '新增“新闻动态”的下级栏目' });
    await user.type(within(dialog).getByLabelText('栏目名称'), '公司新闻');
    await user.type(within(dialog).getByLabelText('栏目编码'), 'company');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent('saveCategory')).toEqual([
        { parentId: 'cms-news', name: '公司新闻', code: 'company', sort: 2, remarks: null },
      ]),
    );

    await user.click(treeItem(/行业资讯/));
    await user.click(screen.getByRole('button', { name: '上移' }));
    await waitFor(() =>
      expect(sent('placeCategories')).toEqual([
        [
          { id: 'cms-news', parentId: null, sort: 1 },
          { id: 'cms-industry', parentId: null, sort: 2 },
          { id: 'cms-notice', parentId: null, sort: 3 },
        ],
      ]),
    );
  });

  it('edits an article in the rich-text editor, whose toolbar buttons tell their state', async () => {
    const { sent, user } = await openPage();
    await user.click(within(rowOf('春节放假通知')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑文章：春节放假通知' });
    const toolbar = await within(dialog).findByRole('toolbar', { name: '正文格式' });
    const text = within(dialog).getByRole('textbox', { name: '正文' });
    expect(text).toHaveTextContent('原有正文');
    // The editor's schema has no place for a script: it never reaches the DOM.
    expect(dialog.querySelector('script')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();

    const bold = within(toolbar).getByRole('button', { name: '加粗' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(within(toolbar).getByRole('button', { name: '撤销' })).toBeDisabled();
    await user.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await user.click(within(toolbar).getByRole('button', { name: '二级标题' }));
    await waitFor(() => expect(text.querySelector('h2')).toHaveTextContent('原有正文'));
    expect(within(toolbar).getByRole('button', { name: '二级标题' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(dialog).getByLabelText('草稿'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('updateArticle')).toHaveLength(1));
    const body = sent('updateArticle')[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 'a-1',
      categoryId: 'cms-notice',
      title: '春节放假通知',
      status: 'draft',
      publishedAt: '2026-03-01 09:00:00',
    });
    expect(body.content).toMatch(/^<h2>原有正文<\/h2>/);
    expect(body.content).not.toMatch(/script|__pwned/);
  });

  it('pins an article and deletes one after confirmation', async () => {
    const { sent, user } = await openPage();
    await user.click(within(rowOf('春节放假通知')).getByRole('button', { name: '置顶' }));
    await waitFor(() => expect(sent('updateSort')).toEqual([[{ id: 'a-1', sort: 1, top: true }]]));
    await user.click(within(rowOf('年度总结草稿')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除文章' });
    expect(sent('deleteArticle')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(sent('deleteArticle')).toHaveLength(1));
  });

  it('given only the view permission, offers no way to change anything', async () => {
    await openPage(viewer);
    expect(screen.queryByRole('button', { name: '新增栏目' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增文章' })).not.toBeInTheDocument();
    expect(within(grid()).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });
});
