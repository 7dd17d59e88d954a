import { z } from 'zod';
import { endpoint } from '../endpoint';
import { auditSchema, idSchema, plainText } from './paging';

/** An area (region, province, city) as lists and forms read it. */
export const areaSchema = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    /** Ancestor ids, comma separated and ending with a comma. */
    parentIds: z.string(),
    name: z.string(),
    sort: z.number().int(),
  })
  .extend(auditSchema.shape);
export type Area = z.infer<typeof areaSchema>;

/** An area with the areas beneath it, each level sorted by sort. */
export interface AreaNode extends Area {
  children: AreaNode[];
}
export const areaNodeSchema: z.ZodType<AreaNode> = z.lazy(() =>
  areaSchema.extend({ children: z.array(areaNodeSchema) }),
);

/** Create (no id) or edit; a new parentId moves the area with everything beneath it. */
export const areaSaveSchema = z.object({
  id: idSchema.optional(),
  parentId: idSchema.nullish().transform((value) => value ?? null),
  /** Accepted as the spec's form sends it, and ignored: the server derives it from parentId. */
  parentIds: z
    .string()
    .trim()
    .max(2000)
    .regex(/^([A-Za-z0-9_-]{1,64},)*$/, { error: '上级编号格式不正确' })
    .optional(),
  name: plainText(64).pipe(z.string().min(1, { error: '请输入区域名称' })),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AreaSave = z.input<typeof areaSaveSchema>;

export const areaQueryTree = endpoint({
  method: 'POST',
  path: '/a/bd/area/queryTree',
  summary: "The company's area tree (regions, provinces, cities)",
  access: { permission: 'bd:area:view' },
  data: z.array(areaNodeSchema),
});

export const areaSave = endpoint({
  method: 'POST',
  path: '/a/bd/area',
  summary: 'Create or edit an area; a new parent moves it (never under itself)',
  access: { permission: 'bd:area:edit' },
  body: areaSaveSchema,
  data: areaSchema,
});

export const areaDelete = endpoint({
  method: 'DELETE',
  path: '/a/bd/area/{id}',
  summary: 'Delete an area that has no areas beneath it and no members in it',
  access: { permission: 'bd:area:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});
