import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idSchema, pageOf, pageRequest, plainText } from './paging';

// ── Footprints (我的足迹): the pages and records a user visited ───────────────────────────────

/**
 * Footprint types, derived by the server from the first two characters of the menu name
 * (spec 000 §7.2). 0 = other: a name with none of the prefixes (and no known type sent).
 */
export const FOOTPRINT_TYPES = [
  { type: 10, prefixes: ['业务'], name: '业务' },
  { type: 20, prefixes: ['商机'], name: '商机' },
  { type: 30, prefixes: ['合同'], name: '合同' },
  { type: 40, prefixes: ['全过', '全咨'], name: '全过程咨询' },
  { type: 50, prefixes: ['财务'], name: '财务' },
  { type: 60, prefixes: ['人力', '人事'], name: '人力资源' },
  { type: 70, prefixes: ['行政'], name: '行政' },
  { type: 80, prefixes: ['统计'], name: '统计' },
  { type: 90, prefixes: ['安全'], name: '安全' },
  { type: 100, prefixes: ['配置'], name: '配置' },
] as const;
export const FOOTPRINT_OTHER_TYPE = 0;

/** The footprint type of a menu name: by its first two characters, else `fallback` if known, else 0. */
export function footprintTypeOf(menuName: string, fallback?: number): number {
  const prefix = [...menuName.trim()].slice(0, 2).join('');
  const found = FOOTPRINT_TYPES.find((entry) =>
    (entry.prefixes as readonly string[]).includes(prefix),
  );
  if (found) return found.type;
  if (fallback !== undefined && FOOTPRINT_TYPES.some((entry) => entry.type === fallback))
    return fallback;
  return FOOTPRINT_OTHER_TYPE;
}

/** A footprint: one page or record, with how often and when it was last visited. */
export const footprintSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  /** The type's name in the request's language. */
  typeName: z.string(),
  menuName: z.string(),
  businessId: z.string().nullable(),
  businessName: z.string().nullable(),
  /** Visits folded into this footprint (repeated visits within 30 minutes update it). */
  visitCount: z.number().int(),
  /** "YYYY-MM-DD HH:mm:ss" of the first and the latest visit. */
  firstVisitAt: z.string(),
  visitAt: z.string(),
});
export type Footprint = z.infer<typeof footprintSchema>;

export const footprintSaveSchema = z.object({
  /** Ignored when the menu name's prefix names a type; kept when it is a known type otherwise. */
  type: z.coerce.number().int().min(0).max(1000).optional(),
  menuName: plainText(100).pipe(z.string().min(1, { error: '请输入菜单名称' })),
  businessId: plainText(64)
    .nullish()
    .transform((value) => value || null),
  businessName: plainText(200)
    .nullish()
    .transform((value) => value || null),
});
export type FootprintSave = z.input<typeof footprintSaveSchema>;

const dateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式应为 YYYY-MM-DD' });

/** Visited between beginDate and endDate (both days included, China time). */
const dateRange = z.object({ beginDate: dateSchema.optional(), endDate: dateSchema.optional() });

export const footprintFiltersSchema = dateRange.extend({
  type: z.coerce.number().int().min(0).max(1000).optional(),
  /** Part of the menu name or the business name. */
  keyword: plainText(100).optional(),
});

export const footprintCountSchema = z.object({
  type: z.number().int(),
  typeName: z.string(),
  /** Footprints (distinct pages or records). */
  count: z.number().int(),
  /** Visits, repeated ones included. */
  visits: z.number().int(),
});

export const footprintAnalysisSchema = z.object({
  total: z.number().int(),
  visits: z.number().int(),
  /** Per type, most visited first. */
  byType: z.array(footprintCountSchema),
  /** Per menu name, most visited first (at most 50). */
  byMenu: z.array(footprintCountSchema.extend({ menuName: z.string() })),
});
export type FootprintAnalysis = z.infer<typeof footprintAnalysisSchema>;

export const footprintSave = endpoint({
  method: 'POST',
  path: '/b/footmark',
  summary: "Record a visit for the signed-in user (type from the menu name's first two characters)",
  access: 'session',
  body: footprintSaveSchema,
  data: footprintSchema,
});

export const footprintQueryList = endpoint({
  method: 'POST',
  path: '/b/footmark/queryList',
  summary: "The signed-in user's footprints, latest visit first, by type, keyword and dates",
  access: 'session',
  body: pageRequest(footprintFiltersSchema),
  data: pageOf(footprintSchema),
});

export const footprintAnalyzeList = endpoint({
  method: 'POST',
  path: '/b/footmark/analyzeList',
  summary: "Counts of the signed-in user's footprints per type and per menu (for a chart)",
  access: 'session',
  body: dateRange,
  data: footprintAnalysisSchema,
});

// ── Administration (足迹管理): every user's footprints in the company ─────────────────────────

/** A footprint with whose it is, as the administrators' list reads it. */
export const footprintAdminRowSchema = footprintSchema.extend({
  userId: z.string(),
  userName: z.string(),
  loginName: z.string(),
});
export type FootprintAdminRow = z.infer<typeof footprintAdminRowSchema>;

export const footprintAdminFiltersSchema = dateRange.extend({
  /** Part of the user's name or sign-in name. */
  user: plainText(64).optional(),
  type: z.coerce.number().int().min(0).max(1000).optional(),
  /** Part of the menu name. */
  menuName: plainText(100).optional(),
});

export type FootprintAdminFilters = z.input<typeof footprintAdminFiltersSchema>;

/** Footprints and visits of one user within the filters. */
export const footprintUserCountSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  count: z.number().int(),
  visits: z.number().int(),
});

export const footprintAdminQueryList = endpoint({
  method: 'POST',
  path: '/b/footmark/admin/queryList',
  summary:
    "Every user's footprints in the company, latest visit first, by user, type, menu and dates; with the most active users",
  access: { permission: 'sys:footprint:view' },
  body: pageRequest(footprintAdminFiltersSchema),
  data: pageOf(footprintAdminRowSchema).extend({
    /** Within the same filters, the users with most visits (at most 10). */
    users: z.array(footprintUserCountSchema),
  }),
});

/** Which footprints to delete: the ids listed, or every one last visited before a day. */
export const footprintAdminDeleteSchema = z
  .object({
    ids: z.array(idSchema).max(1000).optional(),
    /** "YYYY-MM-DD": footprints last visited before this day. */
    before: dateSchema.optional(),
  })
  .refine((value) => (value.ids?.length ?? 0) > 0 !== (value.before !== undefined), {
    error: '请选择要删除的足迹，或给出清除的截止日期（二者选一）',
  });
export type FootprintAdminDelete = z.input<typeof footprintAdminDeleteSchema>;

export const footprintAdminDelete = endpoint({
  method: 'DELETE',
  path: '/b/footmark/admin',
  summary:
    "Delete footprints of the company's users: by ids, or all last visited before a day (China time)",
  access: { permission: 'sys:footprint:delete' },
  body: footprintAdminDeleteSchema,
  data: z.object({ deleted: z.number().int() }),
});
