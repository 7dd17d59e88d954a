import { z } from 'zod';

/** Ids the server issues (uuid or seeded slugs); anything else is refused before a query runs. */
export const idSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '编号格式不正确' });

/** One-line text a person types (names, codes); markup is refused so nothing renders as HTML. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !/[<>]/.test(value), { error: '不能包含 < 或 >' });

/** An optional text field: empty input is stored as null. */
export const optionalText = (max: number) =>
  plainText(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Who created and last changed a record, and when ("YYYY-MM-DD HH:mm:ss"). */
export const auditSchema = z.object({
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});

/** A paged list request (spec 000 §3 search request): page number from 1, filters in params. */
export const pageRequest = <P extends z.ZodType>(params: P) =>
  z.object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(20),
    params: params.optional(),
  });

/** One page of a list and the total across pages. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    data: z.array(row),
  });

/** A list of ids to grant or assign (menus, departments, users of a role). */
export const idListSchema = z.array(idSchema).max(10_000);
