import { z } from 'zod';
import { endpoint } from '../endpoint';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

export const paramSchema = z.object({ key: z.string(), value: z.string() });
export type Param = z.infer<typeof paramSchema>;

export const paramList = endpoint({
  method: 'GET',
  path: '/share/param/paramList',
  summary: 'Basic parameters (branding, login options, file suffixes…); open before sign-in',
  access: 'public',
  data: z.array(paramSchema),
});

// Without zod, so a page reading the parameters does not load the schemas.
export { toBasicParams, type BasicParams } from '../basicParams';

/** The administration pages a parameter sits on (系统参数: 基础, 自定义, 业务). */
export const paramCategorySchema = z.enum(['basic', 'custom', 'business']);
export type ParamCategory = z.infer<typeof paramCategorySchema>;

/** A parameter as administration lists it: the company's own value, else the global one. */
export const paramRecordSchema = z
  .object({
    id: z.string(),
    key: z.string(),
    value: z.string(),
    category: paramCategorySchema,
    name: z.string().nullable(),
    remarks: z.string().nullable(),
    /** True while the company has not set its own value. */
    inherited: z.boolean(),
  })
  .extend(auditSchema.shape);
export type ParamRecord = z.infer<typeof paramRecordSchema>;

/**
 * A group of parameters is the first part of their keys (watermark → watermark.enabled,
 * watermark.type …); the page /system-params-manage/{group} lists one.
 */
export const paramGroupSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '参数键格式不正确' });

export const paramSaveSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/, { error: '参数键格式不正确' }),
  value: plainText(2000),
  category: paramCategorySchema.default('custom'),
  name: optionalText(100),
  remarks: optionalText(200),
});
export type ParamSave = z.input<typeof paramSaveSchema>;

export const paramQueryList = endpoint({
  method: 'POST',
  path: '/a/sys/param/queryList',
  summary:
    'Parameters of one category (or all), paged, by key or name, or of one group (keys group.*)',
  access: { permission: 'sys:param:view' },
  body: pageRequest(
    z.object({
      category: paramCategorySchema.optional(),
      keyword: plainText(100).optional(),
      group: paramGroupSchema.optional(),
    }),
  ),
  data: pageOf(paramRecordSchema),
});

export const paramSave = endpoint({
  method: 'POST',
  path: '/a/sys/param',
  summary: "Set the company's value of a parameter (a global one is overridden, never changed)",
  access: { permission: 'sys:param:edit' },
  body: paramSaveSchema,
  data: paramRecordSchema,
});

export const paramDelete = endpoint({
  method: 'DELETE',
  path: '/a/sys/param/{id}',
  summary: "Delete the company's own value; a global parameter of that key applies again",
  access: { permission: 'sys:param:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});
