import { z } from 'zod';
import { endpoint } from '../endpoint';
import { plainText } from './paging';

// ── Global search (全局搜索): one box over every source the caller may see ─────────────────────

/** A source's code (article, dept, user, message, file, dict …). */
export const searchTypeCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '搜索类型格式不正确' });

/** A searchable type, with its name in each language the portal speaks. */
export const searchTypeSchema = z.object({
  type: z.string(),
  /** The name in the request's language. */
  name: z.string(),
  zh: z.string(),
  en: z.string(),
  es: z.string(),
});
export type SearchType = z.infer<typeof searchTypeSchema>;

/** Where the keyword sits in a text: start offset and length, in characters (UTF-16 units). */
export const searchHighlightSchema = z.object({
  start: z.number().int(),
  length: z.number().int(),
});

export const searchHitSchema = z.object({
  type: z.string(),
  typeName: z.string(),
  id: z.string(),
  title: z.string(),
  /** A snippet of the matching text around the keyword (else the record's summary). */
  summary: z.string(),
  /** "YYYY-MM-DD HH:mm:ss". */
  updatedAt: z.string(),
  /** Where the portal opens it (a route, or an /api download for attachments). */
  route: z.string(),
  titleHighlights: z.array(searchHighlightSchema),
  summaryHighlights: z.array(searchHighlightSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchRequestSchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  params: z
    .object({
      /** What to find: a substring of titles and texts, Chinese or not, case-insensitive. */
      searchkey: plainText(100).optional(),
      /** The same as searchkey (spec 001 names it keyword). */
      keyword: plainText(100).optional(),
      /** One type only (a code of typeList); all the caller may see when absent. */
      type: searchTypeCodeSchema.optional(),
      /** The same as type (spec 001 names it tableCode). */
      tableCode: searchTypeCodeSchema.optional(),
    })
    .optional(),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;

export const searchTypeList = endpoint({
  method: 'GET',
  path: '/b/global/search/typeList',
  summary: 'The types the signed-in user may search, with their names in zh, en and es',
  access: 'session',
  data: z.array(searchTypeSchema),
});

export const searchQueryList = endpoint({
  method: 'POST',
  path: '/b/global/search/queryList',
  summary:
    'Records of every permitted type whose text contains the keyword, newest first, paged (10)',
  access: 'session',
  body: searchRequestSchema,
  data: z.object({
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    data: z.array(searchHitSchema),
  }),
});
