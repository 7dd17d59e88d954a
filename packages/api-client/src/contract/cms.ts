import { z } from 'zod';
import { endpoint } from '../endpoint';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

// ── Content management (内容管理): categories and articles; public reading under /web ─────────

/** A category's code: how a page asks for it without knowing its id (news, industry, notice). */
export const cmsCategoryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '栏目编码只能包含字母、数字、- 和 _' });

/** A content category (栏目) as the tree reads it. */
export const cmsCategorySchema = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    /** Ancestor ids, comma separated and ending with a comma. */
    parentIds: z.string(),
    name: z.string(),
    code: z.string().nullable(),
    sort: z.number().int(),
    remarks: z.string().nullable(),
    /** Articles filed directly in this category (not in those beneath it). */
    articleCount: z.number().int(),
  })
  .extend(auditSchema.shape);
export type CmsCategory = z.infer<typeof cmsCategorySchema>;

export interface CmsCategoryNode extends CmsCategory {
  children: CmsCategoryNode[];
}
export const cmsCategoryNodeSchema: z.ZodType<CmsCategoryNode> = z.lazy(() =>
  cmsCategorySchema.extend({ children: z.array(cmsCategoryNodeSchema) }),
);

const sortField = z.coerce.number().int().min(0).max(1_000_000).default(0);

/** Create (no id) or edit; a new parentId moves the category with everything beneath it. */
export const cmsCategorySaveSchema = z.object({
  id: idSchema.optional(),
  parentId: idSchema.nullish().transform((value) => value ?? null),
  name: plainText(64).pipe(z.string().min(1, { error: '请输入栏目名称' })),
  code: cmsCategoryCodeSchema
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  sort: sortField,
  remarks: optionalText(200),
});
export type CmsCategorySave = z.input<typeof cmsCategorySaveSchema>;

/** One row of a batch re-order: where a category now sits and its place among its siblings. */
export const cmsCategoryPlaceSchema = z.object({
  id: idSchema,
  parentId: idSchema.nullish().transform((value) => value ?? null),
  sort: z.coerce.number().int().min(0).max(1_000_000),
});

/** draft: only editors see it; published: readers see it once publishedAt has come. */
export const cmsArticleStatusSchema = z.enum(['draft', 'published']);
export type CmsArticleStatus = z.infer<typeof cmsArticleStatusSchema>;

/** An article as lists read it (no content). */
export const cmsArticleRowSchema = z
  .object({
    id: z.string(),
    categoryId: z.string(),
    categoryName: z.string(),
    title: z.string(),
    summary: z.string().nullable(),
    /** An attachment (file item) id; the picture is read through the file endpoints. */
    coverImageId: z.string().nullable(),
    author: z.string().nullable(),
    source: z.string().nullable(),
    status: cmsArticleStatusSchema,
    /** "YYYY-MM-DD HH:mm:ss"; null while a draft has never been published. */
    publishedAt: z.string().nullable(),
    sort: z.number().int(),
    top: z.boolean(),
    viewCount: z.number().int(),
  })
  .extend(auditSchema.shape);
export type CmsArticleRow = z.infer<typeof cmsArticleRowSchema>;

/** An article with its content: HTML, sanitised by the server when saved. */
export const cmsArticleSchema = cmsArticleRowSchema.extend({ content: z.string() });
export type CmsArticle = z.infer<typeof cmsArticleSchema>;

/** "YYYY-MM-DD HH:mm:ss" or "YYYY-MM-DD" (China time unless the server is told otherwise). */
export const dateTimeTextSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, {
    error: '时间格式应为 YYYY-MM-DD HH:mm:ss',
  });

const articleFields = z.object({
  categoryId: idSchema,
  title: plainText(200).pipe(z.string().min(1, { error: '请输入文章标题' })),
  summary: optionalText(500),
  coverImageId: idSchema.nullish().transform((value) => value ?? null),
  /** Rich text (HTML). Scripts, event handlers, javascript: links and foreign frames are removed. */
  content: z.string().max(500_000, { error: '正文过长' }).default(''),
  author: optionalText(64),
  source: optionalText(128),
  status: cmsArticleStatusSchema.default('draft'),
  /** When readers may see it; empty = the moment it is first published. */
  publishedAt: dateTimeTextSchema.nullish().transform((value) => value ?? null),
  sort: sortField,
  top: z.boolean().default(false),
});

export const cmsArticleCreateSchema = articleFields;
export type CmsArticleCreate = z.input<typeof cmsArticleCreateSchema>;
export const cmsArticleUpdateSchema = articleFields.extend({ id: idSchema });
export type CmsArticleUpdate = z.input<typeof cmsArticleUpdateSchema>;

const articleFilters = z.object({
  /** The category and every category beneath it. */
  categoryId: idSchema.optional(),
  /** Part of the title. */
  title: plainText(100).optional(),
  status: cmsArticleStatusSchema.optional(),
});

// ── Administration ────────────────────────────────────────────────────────────

export const cmsCategorySave = endpoint({
  method: 'POST',
  path: '/a/cms/category',
  summary: 'Create or edit a content category; a new parent moves it (never under itself)',
  access: { permission: 'cms:category:edit' },
  body: cmsCategorySaveSchema,
  data: cmsCategorySchema,
});

export const cmsCategoryQueryTree = endpoint({
  method: 'POST',
  path: '/a/cms/category/queryTree',
  summary: "The company's content categories, nested and sorted, with their article counts",
  access: { permission: 'cms:article:view' },
  data: z.array(cmsCategoryNodeSchema),
});

export const cmsCategoryDelete = endpoint({
  method: 'DELETE',
  path: '/a/cms/category/{id}',
  summary: 'Delete a content category that has no categories beneath it and no articles',
  access: { permission: 'cms:category:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const cmsCategoryUpdateList = endpoint({
  method: 'PUT',
  path: '/a/cms/category/updateList',
  summary: 'Re-order and move several categories at once (drag and drop in the tree)',
  access: { permission: 'cms:category:edit' },
  body: z.array(cmsCategoryPlaceSchema).min(1).max(1000),
  data: z.null(),
});

export const cmsArticleCreate = endpoint({
  method: 'POST',
  path: '/a/cms/article',
  summary: 'Create an article (its HTML is sanitised)',
  access: { permission: 'cms:article:edit' },
  body: cmsArticleCreateSchema,
  data: cmsArticleSchema,
});

export const cmsArticleUpdate = endpoint({
  method: 'PUT',
  path: '/a/cms/article',
  summary: 'Edit an article (its HTML is sanitised)',
  access: { permission: 'cms:article:edit' },
  body: cmsArticleUpdateSchema,
  data: cmsArticleSchema,
});

export const cmsArticleQueryList = endpoint({
  method: 'POST',
  path: '/a/cms/article/queryList',
  summary:
    'Articles, paged, by category (with those beneath it), title and status; top first, then sort',
  access: { permission: 'cms:article:view' },
  body: pageRequest(articleFilters),
  data: pageOf(cmsArticleSchema),
});

export const cmsArticleDelete = endpoint({
  method: 'DELETE',
  path: '/a/cms/article/{id}',
  summary: 'Delete an article',
  access: { permission: 'cms:article:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const cmsArticleUpdateSort = endpoint({
  method: 'PUT',
  path: '/a/cms/article/updateSort',
  summary: 'Set the sort (and optionally the top flag) of several articles',
  access: { permission: 'cms:article:edit' },
  body: z
    .array(
      z.object({
        id: idSchema,
        sort: z.coerce.number().int().min(0).max(1_000_000),
        top: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(1000),
  data: z.null(),
});

// ── Public reading (no sign-in): published articles of one company ────────────

/** Which company's articles: its id; without it, the first company (the demo company). */
const companyParam = idSchema.optional();

export const cmsWebArticle = endpoint({
  method: 'GET',
  path: '/web/article/{id}',
  summary: 'A published article of the company named (else the first company); counts the view',
  access: 'public',
  params: z.object({ id: idSchema }),
  query: z.object({ companyId: companyParam }),
  data: cmsArticleSchema,
});

export const cmsWebArticleQueryList = endpoint({
  method: 'POST',
  path: '/web/article/queryList',
  summary:
    'Published articles of a company, paged, by category id or code (with those beneath it) and title',
  access: 'public',
  body: pageRequest(
    z.object({
      companyId: companyParam,
      categoryId: idSchema.optional(),
      /** A category's code (news, industry, notice): what home-page panels ask for. */
      categoryCode: cmsCategoryCodeSchema.optional(),
      title: plainText(100).optional(),
    }),
  ),
  data: pageOf(cmsArticleRowSchema),
});
