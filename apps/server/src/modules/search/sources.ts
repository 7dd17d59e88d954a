import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../i18n';

/** What a source knows about the search being run. */
export interface SearchContext {
  companyId: string;
  userId: string;
  keyword: string;
  now: Date;
  /** Whether the caller holds a permission (administrators hold them all). */
  can(permission: string): boolean;
}

/**
 * A searchable kind of record. A module contributes one with registerSearchSource and, in its
 * migration, a trigger that keeps the token index in step with its table:
 *
 *   CREATE TRIGGER search_sync AFTER INSERT OR UPDATE OR DELETE ON <table>
 *     FOR EACH ROW EXECUTE FUNCTION ccms_search_sync('<type>', '<column>', …);
 *
 * (plus a one-off INSERT INTO search_tokens … for rows that already exist). The table needs text
 * columns id and company_id. search.test.ts checks that every source's trigger names its columns.
 */
export interface SearchSource {
  /** The type code clients filter by (params.type). */
  type: string;
  names: Record<Locale, string>;
  /** The permission needed to search it; null: anyone signed in. */
  permission: string | null;
  /** Place in typeList. */
  sort: number;
  /** The table, its alias in select, and the columns whose text is indexed (the trigger's). */
  table: string;
  alias: string;
  columns: readonly string[];
  /**
   * The matching rows as `type, id, title, detail, summary, updated_at, extra` (text, text, text,
   * text|null, text|null, timestamptz, text|null). `match` is the keyword condition on the
   * source's alias and must be part of the WHERE clause; add the source's own visibility rules.
   */
  select(context: SearchContext, match: SQL): SQL;
  /** Where the portal opens a hit. */
  route(hit: { id: string; extra: string | null }): string;
}

const sources = new Map<string, SearchSource>();

export function registerSearchSource(source: SearchSource): void {
  if (sources.has(source.type)) throw new Error(`search source ${source.type} registered twice`);
  sources.set(source.type, source);
}

/** Every registered source, in typeList order. */
export function searchSources(): SearchSource[] {
  return [...sources.values()].sort((a, b) => a.sort - b.sort || a.type.localeCompare(b.type));
}

/**
 * The keyword condition of a source: the record is indexed under every token of the keyword
 * (search_tokens, by text equality, which an index serves even under row-level security), and
 * its text really contains the keyword (the tokens alone allow false positives).
 */
export function matchCondition(source: SearchSource, context: SearchContext): SQL {
  const id = sql.raw(`${source.alias}.id`);
  const text = sql.raw(
    `concat_ws(' ', ${source.columns.map((column) => `${source.alias}.${column}`).join(', ')})`,
  );
  const tokens = sql`ccms_search_query_tokens(${context.keyword})`;
  return sql`${id} in (
      select record_id from search_tokens
      where company_id = ${context.companyId} and source = ${source.type} and token = any(${tokens})
      group by record_id having count(*) = cardinality(${tokens})
    ) and strpos(lower(${text}), lower(${context.keyword})) > 0`;
}

// ── The sources of the areas built so far ───────────────────────────────────────

registerSearchSource({
  type: 'article',
  names: { zh: '文章', en: 'Articles', es: 'Artículos' },
  // Everyone reads published articles; editors find drafts too.
  permission: null,
  sort: 10,
  table: 'cms_articles',
  alias: 'a',
  columns: ['title', 'summary', 'plain_text', 'author'],
  select: (context, match) => sql`
    select 'article' as type, a.id, a.title,
      concat_ws(' ', a.summary, a.plain_text, a.author) as detail,
      coalesce(a.summary, c.name) as summary, a.updated_at, c.name as extra
    from cms_articles a join cms_categories c on c.id = a.category_id
    where ${match}
    ${
      context.can('cms:article:view')
        ? sql``
        : sql`and a.status = 'published' and a.published_at <= ${context.now}`
    }`,
  route: (hit) => `/main-page/content-list?id=${encodeURIComponent(hit.id)}`,
});

registerSearchSource({
  type: 'dept',
  names: { zh: '部门', en: 'Departments', es: 'Departamentos' },
  // The department tree is shared with everyone signed in (pickers, /share/dept/deptTree).
  permission: null,
  sort: 20,
  table: 'departments',
  alias: 'd',
  columns: ['name'],
  select: (_context, match) => sql`
    select 'dept' as type, d.id, d.name as title, null::text as detail,
      p.name as summary, d.updated_at, null::text as extra
    from departments d left join departments p on p.id = d.parent_id
    where ${match}`,
  route: (hit) => `/sys-manager/organization?deptId=${encodeURIComponent(hit.id)}`,
});

registerSearchSource({
  type: 'user',
  names: { zh: '人员', en: 'People', es: 'Personas' },
  // Colleagues are shared with everyone signed in (person pickers, /share/user/queryList).
  permission: null,
  sort: 30,
  table: 'users',
  alias: 'u',
  columns: ['name', 'login_name', 'no', 'job'],
  select: (_context, match) => sql`
    select 'user' as type, u.id, u.name as title,
      concat_ws(' ', u.login_name, u.no, u.job) as detail,
      concat_ws(' · ', d.name, u.job) as summary, u.updated_at, null::text as extra
    from users u left join departments d on d.id = u.dept_id
    where ${match} and u.deleted = false`,
  route: (hit) => `/sys-manager/user?userId=${encodeURIComponent(hit.id)}`,
});

registerSearchSource({
  type: 'message',
  names: { zh: '消息', en: 'Messages', es: 'Mensajes' },
  // Only one's own reminders.
  permission: null,
  sort: 40,
  table: 'messages',
  alias: 'm',
  columns: ['title', 'content'],
  select: (context, match) => sql`
    select 'message' as type, m.id, m.title, m.content as detail, m.content as summary,
      m.created_at as updated_at, m.type as extra
    from messages m
    where ${match} and m.user_id = ${context.userId}`,
  route: (hit) => `/main-page/messagePage?id=${encodeURIComponent(hit.id)}`,
});

registerSearchSource({
  type: 'file',
  names: { zh: '附件', en: 'Attachments', es: 'Adjuntos' },
  // As the attachment lists: any signed-in user of the company.
  permission: null,
  sort: 50,
  table: 'file_items',
  alias: 'f',
  columns: ['file_name'],
  select: (_context, match) => sql`
    select 'file' as type, f.id, f.file_name as title, null::text as detail,
      concat_ws(' · ', u.name, upper(f.suffix)) as summary, f.updated_at, null::text as extra
    from file_items f left join users u on u.id = f.created_by
    where ${match}`,
  route: (hit) => `/api/b/fileItem/download/${encodeURIComponent(hit.id)}`,
});

registerSearchSource({
  type: 'dict',
  names: { zh: '字典', en: 'Dictionaries', es: 'Diccionarios' },
  permission: 'sys:dict:view',
  sort: 60,
  table: 'dict_items',
  alias: 'i',
  columns: ['label', 'value'],
  select: (_context, match) => sql`
    select 'dict' as type, i.id, i.label as title, i.value as detail, t.name as summary,
      i.updated_at, t.code as extra
    from dict_items i join dict_types t on t.id = i.type_id
    where ${match}`,
  route: (hit) => `/sys-manager/dict?type=${encodeURIComponent(hit.extra ?? '')}`,
});

registerSearchSource({
  type: 'project',
  names: { zh: '项目', en: 'Projects', es: 'Proyectos' },
  // The case library's projects, as the library lists them (its permission).
  permission: 'cost:project:view',
  sort: 15,
  table: 'cost_projects',
  alias: 'p',
  columns: ['name', 'code', 'region'],
  select: (_context, match) => sql`
    select 'project' as type, p.id, p.name as title, concat_ws(' ', p.code, p.region) as detail,
      concat_ws(' · ', p.code, p.region) as summary, p.updated_at, null::text as extra
    from cost_projects p
    where ${match}`,
  route: (hit) =>
    `/consult/detail/project-info/project-structure?projectId=${encodeURIComponent(hit.id)}`,
});
