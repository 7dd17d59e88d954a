import type { CmsArticle, CmsArticleRow, CmsCategory, CmsCategoryNode } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsArticles, cmsCategories, fileItems } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { plainTextOf, sanitizeArticleHtml } from './sanitize';

let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  staff = await t.tokenOf('zhangsan', 'Staff@123456');
});
afterAll(() => t.close());

const asAdmin = <T>(options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: admin, ...options.headers } });

type Page<T> = { pageNo: number; pageSize: number; total: number; data: T[] };

const tree = () =>
  asAdmin<CmsCategoryNode[]>({ method: 'POST', url: '/api/a/cms/category/queryTree' });
const saveCategory = (payload: Record<string, unknown>) =>
  asAdmin<CmsCategory>({ method: 'POST', url: '/api/a/cms/category', payload });
const placeCategories = (payload: unknown[]) =>
  asAdmin<null>({ method: 'PUT', url: '/api/a/cms/category/updateList', payload });
const deleteCategory = (id: string) =>
  asAdmin<null>({ method: 'DELETE', url: `/api/a/cms/category/${id}` });
const createArticle = (payload: Record<string, unknown>) =>
  asAdmin<CmsArticle>({ method: 'POST', url: '/api/a/cms/article', payload });
const updateArticle = (payload: Record<string, unknown>) =>
  asAdmin<CmsArticle>({ method: 'PUT', url: '/api/a/cms/article', payload });
const queryArticles = (payload: Record<string, unknown>) =>
  asAdmin<Page<CmsArticle>>({ method: 'POST', url: '/api/a/cms/article/queryList', payload });
const webList = (payload: Record<string, unknown>) =>
  t.call<Page<CmsArticleRow>>({ method: 'POST', url: '/api/web/article/queryList', payload });
const webRead = (id: string, companyId?: string) =>
  t.call<CmsArticle>({
    method: 'GET',
    url: `/api/web/article/${id}${companyId ? `?companyId=${companyId}` : ''}`,
  });

const names = (nodes: CmsCategoryNode[]) => nodes.map((node) => node.name);
const find = (nodes: CmsCategoryNode[], id: string): CmsCategoryNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = find(node.children, id);
    if (inner) return inner;
  }
  return undefined;
};

describe('the category tree', () => {
  it('given the demo company, answers its categories nested, in order, with article counts', async () => {
    const { body } = await tree();
    expect(body.success).toBe(true);
    expect(names(body.data)).toEqual(['企业新闻', '行业动态', '通知公告', '图片新闻']);
    const industry = body.data[1]!;
    expect(industry).toMatchObject({ code: 'industry', articleCount: 1 });
    expect(industry.children).toEqual([
      expect.objectContaining({ name: '政策法规', parentIds: 'cms-industry,', articleCount: 1 }),
    ]);
  });

  it('refuses people without the content permission', async () => {
    const { response } = await t.call({
      method: 'POST',
      url: '/api/a/cms/category/queryTree',
      headers: { AuthToken: staff },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('saving categories', () => {
  it('when created, stamps who and when and derives its ancestors', async () => {
    t.clock.advance(60_000);
    const { body } = await saveCategory({
      parentId: 'cms-industry',
      name: ' 市场行情 ',
      code: 'market',
      sort: 2,
    });
    expect(body.data).toMatchObject({
      name: '市场行情',
      code: 'market',
      parentIds: 'cms-industry,',
      articleCount: 0,
      createdBy: 'user-admin',
      createdAt: '2026-03-02 09:01:00',
    });
  });

  it('refuses a code another category already uses', async () => {
    const { body } = await saveCategory({ name: '新闻二', code: 'news' });
    expect(body).toMatchObject({ success: false, msg: '栏目编码 news 已被其他栏目使用' });
  });

  it('refuses to move a category under itself or beneath itself', async () => {
    const { body } = await saveCategory({
      id: 'cms-industry',
      parentId: 'cms-policy',
      name: '行业动态',
    });
    expect(body).toMatchObject({ success: false, msg: '不能把栏目移到它自己或它的下级栏目之下' });
  });

  it('refuses a parent that does not exist', async () => {
    const { response } = await saveCategory({ parentId: 'no-such-category', name: '孤岛' });
    expect(response.statusCode).toBe(400);
  });
});

describe('moving categories in a batch', () => {
  it('moves and re-orders several at once, carrying what is beneath them', async () => {
    const { body } = await placeCategories([
      { id: 'cms-industry', parentId: 'cms-news', sort: 1 },
      { id: 'cms-picture', parentId: null, sort: 0 },
    ]);
    expect(body.success).toBe(true);
    const { body: after } = await tree();
    expect(names(after.data)).toEqual(['图片新闻', '企业新闻', '通知公告']);
    expect(find(after.data, 'cms-policy')!.parentIds).toBe('cms-news,cms-industry,');
    await placeCategories([
      { id: 'cms-industry', parentId: null, sort: 2 },
      { id: 'cms-picture', parentId: null, sort: 4 },
    ]);
    const { body: back } = await tree();
    expect(find(back.data, 'cms-policy')!.parentIds).toBe('cms-industry,');
  });

  it('refuses a batch that makes a cycle, changing nothing', async () => {
    const { body } = await placeCategories([
      { id: 'cms-news', parentId: 'cms-notice', sort: 1 },
      { id: 'cms-notice', parentId: 'cms-news', sort: 1 },
    ]);
    expect(body).toMatchObject({ success: false, msg: '不能把栏目移到它自己或它的下级栏目之下' });
    const { body: after } = await tree();
    expect(names(after.data)).toEqual(['企业新闻', '行业动态', '通知公告', '图片新闻']);
  });

  it('refuses an id that names no category', async () => {
    const { response, body } = await placeCategories([{ id: 'ghost', parentId: null, sort: 1 }]);
    expect(response.statusCode).toBe(400);
    expect(body.msg).toMatch(/^0\.id：/);
  });
});

describe('deleting categories', () => {
  it('refuses a category with categories beneath it', async () => {
    const { body } = await deleteCategory('cms-industry');
    expect(body).toMatchObject({
      success: false,
      msg: '该栏目下还有下级栏目，请先删除或移走下级栏目',
    });
  });

  it('refuses a category that holds articles, saying how many', async () => {
    const { body } = await deleteCategory('cms-notice');
    expect(body).toMatchObject({
      success: false,
      msg: '该栏目下还有 2 篇文章，请先删除或移走文章',
    });
  });

  it('deletes an empty leaf, then answers 404 for it', async () => {
    const { body: created } = await saveCategory({ name: '临时栏目' });
    expect((await deleteCategory(created.data.id)).body.success).toBe(true);
    const { response } = await deleteCategory(created.data.id);
    expect(response.statusCode).toBe(404);
  });
});

describe('sanitising article HTML', () => {
  const dirty = [
    '<h2>标题</h2>',
    '<p style="color: red; background-image: url(javascript:alert(1))" onclick="steal()">正文<script>alert(1)</script></p>',
    '<img src="https://cdn.example.com/a.png" alt="现场" onerror="alert(1)">',
    '<a href="javascript:alert(1)">坏链接</a><a href="https://www.mohurd.gov.cn" target="_blank">住建部</a>',
    '<iframe src="https://evil.example.com/x"></iframe>',
    '<iframe src="https://player.bilibili.com/player.html?bvid=1"></iframe>',
    '<table><tr><td colspan="2">合计</td></tr></table>',
    '<style>body{display:none}</style><svg onload="alert(1)"></svg>',
  ].join('');

  it('removes scripts, event handlers, javascript: links and foreign frames', () => {
    const clean = sanitizeArticleHtml(dirty);
    expect(clean).not.toMatch(
      /script|onerror|onclick|onload|javascript:|evil\.example|<style|<svg|url\(/i,
    );
  });

  it('keeps ordinary formatting, tables, images, links and known players', () => {
    const clean = sanitizeArticleHtml(dirty);
    expect(clean).toContain('<h2>标题</h2>');
    expect(clean).toContain('<p style="color:red">正文</p>');
    expect(clean).toContain('<img src="https://cdn.example.com/a.png" alt="现场" />');
    expect(clean).toContain(
      '<a href="https://www.mohurd.gov.cn" target="_blank" rel="noopener noreferrer">住建部</a>',
    );
    expect(clean).toContain('<a>坏链接</a>');
    expect(clean).toContain('player.bilibili.com');
    expect(clean).toContain('<td colspan="2">合计</td>');
  });

  it('reads the text of HTML with words kept apart and entities decoded', () => {
    expect(plainTextOf('<p>造价&amp;咨询</p><p>第二段&nbsp;&lt;b&gt;</p>')).toBe(
      '造价&咨询 第二段 <b>',
    );
  });
});

describe('articles', () => {
  let createdId = '';

  it('when created, stores sanitised HTML and publishes at the current time', async () => {
    t.clock.advance(60_000);
    const { body } = await createArticle({
      categoryId: 'cms-news',
      title: '公司召开2026年度安全生产工作会议',
      summary: '部署全年安全生产重点工作',
      content: '<p onclick="x()">会议强调<strong>安全第一</strong><script>alert(1)</script></p>',
      author: '综合部',
      source: '本站',
      status: 'published',
    });
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      categoryName: '企业新闻',
      content: '<p>会议强调<strong>安全第一</strong></p>',
      status: 'published',
      publishedAt: '2026-03-02 09:02:00',
      top: false,
      viewCount: 0,
      createdBy: 'user-admin',
    });
    createdId = body.data.id;
  });

  it('keeps a draft unpublished until it is published, then keeps its time', async () => {
    const { body } = await createArticle({ categoryId: 'cms-notice', title: '草拟通知' });
    expect(body.data).toMatchObject({ status: 'draft', publishedAt: null, content: '' });
    t.clock.advance(60_000);
    const { body: published } = await updateArticle({
      id: body.data.id,
      categoryId: 'cms-notice',
      title: '正式通知',
      status: 'published',
    });
    expect(published.data.publishedAt).toBe('2026-03-02 09:03:00');
    t.clock.advance(60_000);
    const { body: edited } = await updateArticle({
      id: body.data.id,
      categoryId: 'cms-notice',
      title: '正式通知（修订）',
      status: 'published',
    });
    expect(edited.data).toMatchObject({
      publishedAt: '2026-03-02 09:03:00',
      updatedAt: '2026-03-02 09:04:00',
    });
    await asAdmin({ method: 'DELETE', url: `/api/a/cms/article/${body.data.id}` });
  });

  it('refuses an unknown category, an unknown cover and a cover that is not an image', async () => {
    const now = t.clock.now();
    await t.database.db.insert(fileItems).values({
      id: 'file-sheet',
      companyId: 'demo',
      fileName: '结算书.xlsx',
      suffix: 'xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 10,
      storageKey: 'x',
      createdAt: now,
      updatedAt: now,
    });
    const base = { categoryId: 'cms-news', title: '封面测试' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, categoryId: 'no-such' }, 'categoryId：所选的记录不存在'],
      [{ ...base, coverImageId: 'no-such-file' }, 'coverImageId：所选的记录不存在'],
      [{ ...base, coverImageId: 'file-sheet' }, 'coverImageId：封面必须是图片附件'],
    ];
    for (const [payload, msg] of cases) {
      const { response, body } = await createArticle(payload);
      expect(response.statusCode).toBe(400);
      expect(body.msg).toBe(msg);
    }
  });

  it('answers 404 when editing an article that does not exist', async () => {
    const { response } = await updateArticle({
      id: 'no-such',
      categoryId: 'cms-news',
      title: '无',
    });
    expect(response.statusCode).toBe(404);
  });

  it('lists a category with those beneath it, top articles first', async () => {
    const { body } = await queryArticles({ params: { categoryId: 'cms-industry' } });
    expect(body.data.data.map((article) => article.id).sort()).toEqual([
      'article-policy',
      'article-price-index',
    ]);
    const { body: news } = await queryArticles({ params: { categoryId: 'cms-news' } });
    expect(news.data.data[0]!.id).toBe('article-award');
    expect(news.data.total).toBe(4);
  });

  it('filters by title keyword and status, and pages', async () => {
    const { body: byTitle } = await queryArticles({ params: { title: '价格指数' } });
    expect(byTitle.data.data.map((article) => article.id)).toEqual(['article-price-index']);
    const { body: drafts } = await queryArticles({ params: { status: 'draft' } });
    expect(drafts.data.data.map((article) => article.id)).toEqual(['article-draft-annual']);
    const { body: page2 } = await queryArticles({ pageNo: 2, pageSize: 3 });
    expect(page2.data).toMatchObject({ pageNo: 2, pageSize: 3, total: 9 });
    expect(page2.data.data).toHaveLength(3);
  });

  it('sets sort and top flags in a batch, refusing unknown ids', async () => {
    const { body } = await asAdmin<null>({
      method: 'PUT',
      url: '/api/a/cms/article/updateSort',
      payload: [
        { id: 'article-training', sort: 0, top: true },
        { id: 'article-award', sort: 9 },
      ],
    });
    expect(body.success).toBe(true);
    const { body: news } = await queryArticles({ params: { categoryId: 'cms-news' } });
    expect(news.data.data.slice(0, 2).map((article) => [article.id, article.top])).toEqual([
      ['article-training', true],
      ['article-award', true],
    ]);
    const { response } = await asAdmin({
      method: 'PUT',
      url: '/api/a/cms/article/updateSort',
      payload: [{ id: 'ghost', sort: 1 }],
    });
    expect(response.statusCode).toBe(400);
  });

  it('deletes an article, then answers 404 for it', async () => {
    const url = `/api/a/cms/article/${createdId}`;
    expect((await asAdmin({ method: 'DELETE', url })).body.success).toBe(true);
    expect((await asAdmin({ method: 'DELETE', url })).response.statusCode).toBe(404);
  });
});

describe('public reading', () => {
  beforeAll(async () => {
    const now = t.clock.now();
    const stamp = { createdAt: now, updatedAt: now };
    await t.database.db.insert(cmsCategories).values({
      id: 'acme-news',
      companyId: OTHER_COMPANY.id,
      name: '公司新闻',
      code: 'news',
      ...stamp,
    });
    await t.database.db.insert(cmsArticles).values([
      {
        id: 'acme-published',
        companyId: OTHER_COMPANY.id,
        categoryId: 'acme-news',
        title: '另一家公司的新闻',
        content: '<p>公开</p>',
        status: 'published',
        publishedAt: now,
        ...stamp,
      },
      {
        id: 'acme-draft',
        companyId: OTHER_COMPANY.id,
        categoryId: 'acme-news',
        title: '另一家公司的草稿',
        status: 'draft',
        ...stamp,
      },
    ]);
  });

  it('lists only published articles of the demo company by default, without a session', async () => {
    const { body } = await webList({ pageSize: 50 });
    const ids = body.data.data.map((article) => article.id);
    expect(ids).toContain('article-holiday');
    expect(ids).not.toContain('article-draft-annual');
    expect(ids).not.toContain('acme-published');
    expect(body.data.data.every((article) => article.status === 'published')).toBe(true);
  });

  it('lists a category by code with those beneath it', async () => {
    const { body } = await webList({ params: { categoryCode: 'industry' } });
    expect(body.data.data.map((article) => article.id).sort()).toEqual([
      'article-policy',
      'article-price-index',
    ]);
    const { body: none } = await webList({ params: { categoryCode: 'no-such' } });
    expect(none.data.total).toBe(0);
  });

  it('reads a published article and counts the view', async () => {
    const first = await webRead('article-policy');
    expect(first.body.data).toMatchObject({
      title: '住建部发布关于推进工程造价市场化改革的指导意见',
    });
    const second = await webRead('article-policy');
    expect(second.body.data.viewCount).toBe(first.body.data.viewCount + 1);
  });

  it('answers 404 for a draft and for an article published in the future', async () => {
    expect((await webRead('article-draft-annual')).response.statusCode).toBe(404);
    const { body } = await createArticle({
      categoryId: 'cms-notice',
      title: '定时发布的通知',
      status: 'published',
      publishedAt: '2026-04-01 08:00:00',
    });
    expect(body.data.publishedAt).toBe('2026-04-01 08:00:00');
    expect((await webRead(body.data.id)).response.statusCode).toBe(404);
    const { body: list } = await webList({ params: { title: '定时发布' } });
    expect(list.data.total).toBe(0);
  });

  it("shows another company's published articles only when that company is named, never its drafts", async () => {
    expect((await webRead('acme-published')).response.statusCode).toBe(404);
    expect((await webRead('acme-published', OTHER_COMPANY.id)).body.data.title).toBe(
      '另一家公司的新闻',
    );
    expect((await webRead('acme-draft', OTHER_COMPANY.id)).response.statusCode).toBe(404);
    expect((await webRead('article-policy', OTHER_COMPANY.id)).response.statusCode).toBe(404);
    const { body } = await webList({ params: { companyId: OTHER_COMPANY.id } });
    expect(body.data.data.map((article) => article.id)).toEqual(['acme-published']);
    const { body: unknown } = await webList({ params: { companyId: 'no-such-company' } });
    expect(unknown.data.total).toBe(0);
  });

  it("does not show the demo company's editors another company's articles", async () => {
    const { body } = await queryArticles({ params: { title: '另一家公司' } });
    expect(body.data.total).toBe(0);
  });
});
