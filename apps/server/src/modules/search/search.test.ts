import type { SearchHit, SearchType } from '@ccms/api-client';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, fileItems } from '../../db/schema';
import { inTenant } from '../../db/tenancy';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { highlightsIn, snippetOf } from './service';
import { searchSources } from './sources';

let t: TestApp;
let admin: string;
let zhangsan: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  const now = t.clock.now();
  await t.database.db.insert(fileItems).values({
    id: 'file-report',
    companyId: 'demo',
    fileName: '滨江新城安置房结算审核报告.pdf',
    suffix: 'pdf',
    contentType: 'application/pdf',
    size: 2048,
    storageKey: 'demo/file-report',
    createdBy: 'user-zhangsan',
    createdAt: now,
    updatedAt: now,
  });
  admin = await t.tokenOf('admin', 'Admin@123456');
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
});
afterAll(() => t.close());

type Page<T> = { pageNo: number; pageSize: number; total: number; data: T[] };

const search = (token: string, params: Record<string, unknown>, extra: object = {}) =>
  t.call<Page<SearchHit>>({
    method: 'POST',
    url: '/api/b/global/search/queryList',
    headers: { AuthToken: token },
    payload: { params, ...extra },
  });
const hits = async (token: string, params: Record<string, unknown>) =>
  (await search(token, params)).body.data.data.map((hit) => `${hit.type}:${hit.id}`);
const asAdmin = <T>(options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: admin, ...options.headers } });

describe('the searchable types', () => {
  it('lists every type for an administrator, with names in zh, en and es', async () => {
    const { body } = await asAdmin<SearchType[]>({
      method: 'GET',
      url: '/api/b/global/search/typeList',
      headers: { 'accept-language': 'es' },
    });
    expect(body.data.map((type) => type.type)).toEqual([
      'article',
      'project',
      'dept',
      'user',
      'message',
      'file',
      'dict',
    ]);
    expect(body.data[0]).toEqual({
      type: 'article',
      name: 'Artículos',
      zh: '文章',
      en: 'Articles',
      es: 'Artículos',
    });
  });

  it('leaves out the types a user has no permission for', async () => {
    const { body } = await t.call<SearchType[]>({
      method: 'GET',
      url: '/api/b/global/search/typeList',
      headers: { AuthToken: zhangsan },
    });
    expect(body.data.map((type) => type.type)).not.toContain('dict');
    expect(body.data.map((type) => type.type)).toContain('user');
  });
});

describe('searching each source', () => {
  it('finds articles by a word in their text, with a snippet around it', async () => {
    const { body } = await search(admin, { searchkey: '盾构区间' });
    expect(body.data.data).toEqual([
      expect.objectContaining({
        type: 'article',
        typeName: '文章',
        id: 'article-site-visit',
        route: '/main-page/content-list?id=article-site-visit',
      }),
    ]);
    const hit = body.data.data[0]!;
    expect(hit.summary.slice(hit.summaryHighlights[0]!.start).startsWith('盾构区间')).toBe(true);
  });

  it('finds departments, people, own messages, attachments and dictionary entries', async () => {
    expect(await hits(admin, { searchkey: '技术质量', type: 'dept' })).toEqual([
      'dept:dept-quality',
    ]);
    // Without a type, the department's articles (by author) are found too.
    expect(await hits(admin, { searchkey: '技术质量' })).toEqual(
      expect.arrayContaining(['dept:dept-quality', 'article:article-policy']),
    );
    expect(await hits(admin, { searchkey: 'LISI' })).toEqual(['user:user-lisi']);
    expect(await hits(admin, { searchkey: '消防' })).toEqual(['message:msg-admin-4']);
    expect(await hits(admin, { searchkey: '审核报告', type: 'file' })).toEqual([
      'file:file-report',
    ]);
    const { body } = await search(admin, { keyword: '资料员', tableCode: 'dict' });
    expect(body.data.data).toEqual([
      expect.objectContaining({
        id: 'dict-projectPost-archivist',
        summary: '项目岗位',
        route: '/sys-manager/dict?type=projectPost',
      }),
    ]);
  });

  it('given a project of the case library, finds it by name, code or region, and a new one at once', async () => {
    const project = await hits(admin, { searchkey: '滨江花园二期', type: 'project' });
    expect(project).toEqual(['project:cost-demo-residential']);
    expect(await hits(admin, { searchkey: 'bjhy-2024', type: 'project' })).toEqual(project);
    const { body } = await search(admin, { searchkey: '滨江花园二期' });
    expect(body.data.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'project',
          typeName: '项目',
          title: '滨江花园二期高层住宅',
          route: '/consult/detail/project-info/project-structure?projectId=cost-demo-residential',
        }),
      ]),
    );
    const saved = await asAdmin<{ id: string }>({
      method: 'POST',
      url: '/api/b/project/saveProject',
      payload: {
        name: '云栖小镇人才公寓',
        code: 'YQ-7',
        region: '杭州西湖区',
        priceDate: '2026-03-01',
      },
    });
    expect(saved.body.success).toBe(true);
    expect(await hits(admin, { searchkey: '西湖区', type: 'project' })).toEqual([
      `project:${saved.body.data.id}`,
    ]);
    // another company's projects stay out of sight
    expect(await hits(bob, { searchkey: '滨江花园二期', type: 'project' })).toEqual([]);
  });

  it('matches a Chinese substring anywhere, one character or several, and ignores case', async () => {
    const found = await hits(admin, { searchkey: '安置房' });
    expect(found).toEqual(expect.arrayContaining(['message:msg-admin-1', 'file:file-report']));
    expect(await hits(admin, { searchkey: '张', type: 'user' })).toEqual(['user:user-zhangsan']);
    const { body } = await search(admin, { searchkey: 'pdf' });
    expect(body.data.data.map((hit) => hit.id)).toContain('file-report');
  });

  it('does not take records holding the pairs of the keyword apart for a match', async () => {
    await asAdmin({
      method: 'POST',
      url: '/api/a/sys/dept',
      payload: { parentId: 'dept-root', name: '合同科同编组', sort: 9 },
    });
    expect(await hits(admin, { searchkey: '同编组', type: 'dept' })).toHaveLength(1);
    expect(await hits(admin, { searchkey: '合同编', type: 'dept' })).toEqual([]);
  });

  it('highlights the keyword in the title', async () => {
    const { body } = await search(admin, { searchkey: '造价二', type: 'dept' });
    expect(body.data.data).toEqual([
      expect.objectContaining({
        title: '造价二部',
        titleHighlights: [{ start: 0, length: 3 }],
        route: '/sys-manager/organization?deptId=dept-cost-2',
      }),
    ]);
  });

  it('finds nothing without a keyword', async () => {
    const { body } = await search(admin, { searchkey: '  ' });
    expect(body.data).toEqual({ pageNo: 1, pageSize: 10, total: 0, data: [] });
  });
});

describe('keeping the index current', () => {
  it('follows a rename and a delete of a record', async () => {
    const { body: created } = await asAdmin<{ id: string }>({
      method: 'POST',
      url: '/api/a/sys/dept',
      payload: { parentId: 'dept-root', name: '招标代理部', sort: 10 },
    });
    expect(await hits(admin, { searchkey: '招标代理' })).toEqual([`dept:${created.data.id}`]);
    await asAdmin({
      method: 'POST',
      url: '/api/a/sys/dept',
      payload: { id: created.data.id, parentId: 'dept-root', name: '工程监理部', sort: 10 },
    });
    expect(await hits(admin, { searchkey: '招标代理' })).toEqual([]);
    expect(await hits(admin, { searchkey: '监理' })).toEqual([`dept:${created.data.id}`]);
    await asAdmin({ method: 'DELETE', url: `/api/a/sys/dept/${created.data.id}` });
    expect(await hits(admin, { searchkey: '监理' })).toEqual([]);
  });

  it('finds a new article by its text once saved', async () => {
    await asAdmin({
      method: 'POST',
      url: '/api/a/cms/article',
      payload: {
        categoryId: 'cms-news',
        title: '公司通过ISO9001质量管理体系复审',
        content: '<p>审核组对<b>咨询成果质量控制</b>流程给予肯定。</p>',
        status: 'published',
      },
    });
    const { body } = await search(admin, { searchkey: '质量控制' });
    expect(body.data.data[0]).toMatchObject({
      type: 'article',
      title: '公司通过ISO9001质量管理体系复审',
    });
    expect(body.data.data[0]!.summary).toContain('咨询成果质量控制流程');
  });
});

describe('who sees what', () => {
  it('searches only sources the caller may see', async () => {
    expect(await hits(zhangsan, { searchkey: '资料员' })).toEqual([]);
    expect(await hits(zhangsan, { searchkey: '资料员', type: 'dict' })).toEqual([]);
    expect(await hits(admin, { searchkey: '资料员' })).toEqual(['dict:dict-projectPost-archivist']);
  });

  it('shows drafts only to those who may edit content', async () => {
    expect(await hits(admin, { searchkey: '经营工作总结' })).toEqual([
      'article:article-draft-annual',
    ]);
    expect(await hits(zhangsan, { searchkey: '经营工作总结' })).toEqual([]);
    expect(await hits(zhangsan, { searchkey: '清明节' })).toEqual(['article:article-holiday']);
  });

  it("finds only the caller's own messages", async () => {
    expect(await hits(zhangsan, { searchkey: '消防' })).toEqual([]);
  });

  it("never shows another company's records", async () => {
    expect(await hits(bob, { searchkey: '张三' })).toEqual([]);
    expect(await hits(bob, { searchkey: '造价' })).toEqual([]);
    expect(await hits(bob, { searchkey: '另一家' })).toEqual([`dept:${OTHER_COMPANY.deptId}`]);
  });
});

describe('paging', () => {
  it('pages through every hit, newest first, without repeats', async () => {
    const first = await search(admin, { searchkey: '造价' }, { pageSize: 3 });
    const total = first.body.data.total;
    expect(total).toBeGreaterThan(6);
    const seen: string[] = [];
    for (let pageNo = 1; (pageNo - 1) * 3 < total; pageNo += 1) {
      const { body } = await search(admin, { searchkey: '造价' }, { pageSize: 3, pageNo });
      expect(body.data.total).toBe(total);
      seen.push(...body.data.data.map((hit) => `${hit.type}:${hit.id}`));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const beyond = await search(admin, { searchkey: '造价' }, { pageSize: 3, pageNo: 99 });
    expect(beyond.body.data).toMatchObject({ total, data: [] });
  });

  it('answers ten hits a page by default', async () => {
    const { body } = await search(admin, { searchkey: '造价' });
    expect(body.data.pageSize).toBe(10);
    expect(body.data.data).toHaveLength(Math.min(10, body.data.total));
  });
});

describe('the index and its triggers', () => {
  it('has a trigger on each source table naming the source and its columns', async () => {
    const result: unknown = await t.database.db.execute(sql`
      select c.relname as "table", encode(g.tgargs, 'escape') as args
      from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname = 'search_sync'`);
    const triggers = new Map(
      (result as { rows: { table: string; args: string }[] }).rows.map((row) => [
        row.table,
        row.args.split('\\000').filter(Boolean),
      ]),
    );
    for (const source of searchSources()) {
      expect(triggers.get(source.table), source.type).toEqual([source.type, ...source.columns]);
    }
  });

  it('lets a tenant request look tokens up through an index despite row-level security', async () => {
    const plan = await inTenant(t.database.db, 'demo', async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result: unknown = await tx.execute(sql`
        explain select record_id from search_tokens
        where company_id = 'demo' and source = 'user'
          and token = any(ccms_search_query_tokens('张三'))`);
      return (result as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    expect(plan).toContain('search_tokens_lookup_idx');
  });

  it('keeps a department rename in the system context indexed as well', async () => {
    await t.database.db
      .update(departments)
      .set({ name: '综合管理部' })
      .where(eq(departments.id, 'dept-general'));
    expect(await hits(admin, { searchkey: '综合管理' })).toEqual(['dept:dept-general']);
  });
});

describe('highlights and snippets', () => {
  it('finds every occurrence, ignoring case', () => {
    expect(highlightsIn('Abc abc ABC', 'abc')).toEqual([
      { start: 0, length: 3 },
      { start: 4, length: 3 },
      { start: 8, length: 3 },
    ]);
  });

  it('cuts a long text around the first occurrence', () => {
    const text = `${'前'.repeat(100)}关键字${'后'.repeat(200)}`;
    const { text: snippet, highlights } = snippetOf(text, '关键字');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.slice(highlights[0]!.start, highlights[0]!.start + 3)).toBe('关键字');
    expect(snippet.length).toBeLessThan(140);
  });
});
