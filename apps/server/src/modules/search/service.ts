import type { SearchHit, SearchType, searchRequestSchema } from '@ccms/api-client';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { formatDateTime, type Locale } from '../../i18n';
import { loadGrants } from '../auth/access';
import { matchCondition, searchSources, type SearchContext, type SearchSource } from './sources';

type SearchRequest = z.output<typeof searchRequestSchema>;

interface Highlight {
  start: number;
  length: number;
}

/** The sources the caller may search (by the permissions of their roles). */
async function permittedSources(db: Db, actor: Actor) {
  const grants = await loadGrants(db, { id: actor.userId, companyId: actor.companyId });
  const held = new Set(grants.permissions);
  const can = (permission: string) => grants.isAdmin || held.has(permission);
  return {
    can,
    sources: searchSources().filter((source) => !source.permission || can(source.permission)),
  };
}

const typeOf = (source: SearchSource, locale: Locale): SearchType => ({
  type: source.type,
  name: source.names[locale],
  ...source.names,
});

export async function searchTypes(db: Db, actor: Actor, locale: Locale): Promise<SearchType[]> {
  const { sources } = await permittedSources(db, actor);
  return sources.map((source) => typeOf(source, locale));
}

/** Every place the keyword occurs in a text, ignoring case. */
export function highlightsIn(text: string, keyword: string): Highlight[] {
  if (!keyword) return [];
  let haystack = text.toLowerCase();
  let needle = keyword.toLowerCase();
  // Lower-casing may change a length (rare letters); then match the text as it is.
  if (haystack.length !== text.length || needle.length !== keyword.length) {
    haystack = text;
    needle = keyword;
  }
  const found: Highlight[] = [];
  for (
    let at = haystack.indexOf(needle);
    at !== -1;
    at = haystack.indexOf(needle, at + needle.length)
  )
    found.push({ start: at, length: needle.length });
  return found;
}

const SNIPPET_RADIUS = 40;
const SUMMARY_LENGTH = 120;

/** A piece of the text around the keyword's first occurrence, with the occurrences in it. */
export function snippetOf(
  text: string,
  keyword: string,
): { text: string; highlights: Highlight[] } {
  const [first] = highlightsIn(text, keyword);
  if (!first) {
    const cut = text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH)}…` : text;
    return { text: cut, highlights: [] };
  }
  const start = Math.max(0, first.start - SNIPPET_RADIUS);
  const end = Math.min(text.length, first.start + first.length + SNIPPET_RADIUS * 2);
  const piece = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return { text: piece, highlights: highlightsIn(piece, keyword) };
}

interface HitRow {
  type: string;
  id: string;
  title: string;
  detail: string | null;
  summary: string | null;
  updated_at: Date | string;
  extra: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Records of every permitted source whose text contains the keyword (a substring, any case),
 * newest first. Without a keyword nothing is found. Each source adds its own visibility rules
 * (own messages only, drafts only for editors); row-level security keeps it to the company.
 */
export async function search(
  db: Db,
  actor: Actor,
  now: Date,
  locale: Locale,
  request: SearchRequest,
) {
  const params = request.params;
  const keyword = (params?.searchkey ?? params?.keyword ?? '').trim();
  const type = params?.type ?? params?.tableCode;
  const empty = { pageNo: request.pageNo, pageSize: request.pageSize, total: 0, data: [] };
  if (!keyword) return empty;
  const { can, sources } = await permittedSources(db, actor);
  const chosen = sources.filter((source) => !type || source.type === type);
  if (chosen.length === 0) return empty;

  const context: SearchContext = {
    companyId: actor.companyId,
    userId: actor.userId,
    keyword,
    now,
    can,
  };
  const union = sql.join(
    chosen.map((source) => sql`(${source.select(context, matchCondition(source, context))})`),
    sql` union all `,
  );
  const rows = rowsOf<HitRow>(
    await db.execute(sql`
      select type, id, title, detail, summary, updated_at, extra from (${union}) as hits
      order by updated_at desc, type, id
      limit ${request.pageSize} offset ${(request.pageNo - 1) * request.pageSize}`),
  );
  const total =
    rows.length > 0 && rows.length < request.pageSize
      ? (request.pageNo - 1) * request.pageSize + rows.length
      : Number(
          rowsOf<{ total: number | string }>(
            await db.execute(sql`select count(*)::int as total from (${union}) as hits`),
          )[0]?.total ?? 0,
        );

  const byType = new Map(chosen.map((source) => [source.type, source]));
  const data: SearchHit[] = rows.map((row) => {
    const source = byType.get(row.type)!;
    const fromDetail = row.detail ? snippetOf(row.detail, keyword) : undefined;
    const summary =
      fromDetail && fromDetail.highlights.length > 0
        ? fromDetail
        : snippetOf(row.summary ?? '', keyword);
    return {
      type: row.type,
      typeName: source.names[locale],
      id: row.id,
      title: row.title,
      summary: summary.text,
      updatedAt: formatDateTime(new Date(row.updated_at)),
      route: source.route({ id: row.id, extra: row.extra }),
      titleHighlights: highlightsIn(row.title, keyword),
      summaryHighlights: summary.highlights,
    };
  });
  return { pageNo: request.pageNo, pageSize: request.pageSize, total, data };
}
