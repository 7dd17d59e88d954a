import { z } from 'zod';
import { endpoint } from '../endpoint';
import { isValidMobile } from '../validators';
import { dropPositionSchema } from './menu';
import { passwordSchema } from './user';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

/** A member level (普通会员, 银卡会员 …); lists keep them in sort order. */
export const memberLevelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    sort: z.number().int(),
    remarks: z.string().nullable(),
    /** Members currently at this level. */
    memberCount: z.number().int(),
  })
  .extend(auditSchema.shape);
export type MemberLevel = z.infer<typeof memberLevelSchema>;

export const memberLevelSaveSchema = z.object({
  id: idSchema.optional(),
  name: plainText(32).pipe(z.string().min(1, { error: '请输入会员等级名称' })),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(0),
  remarks: optionalText(200),
});
export type MemberLevelSave = z.input<typeof memberLevelSaveSchema>;

/** The level list request: the spec sends order ASC, orderBy sort beside the paging fields. */
export const memberLevelPageRequestSchema = pageRequest(
  z.object({ name: plainText(32).optional() }),
).extend({
  orderBy: z.enum(['sort', 'name']).default('sort'),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('ASC'),
});

export const memberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    levelId: z.string().nullable(),
    levelName: z.string().nullable(),
    areaId: z.string().nullable(),
    areaName: z.string().nullable(),
    remarks: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type Member = z.infer<typeof memberSchema>;

export const memberSaveSchema = z.object({
  id: idSchema.optional(),
  name: plainText(32).pipe(z.string().min(1, { error: '请输入会员姓名' })),
  phone: z.string().trim().max(20).refine(isValidMobile, { error: '手机号码格式不正确' }),
  email: z
    .union([z.literal(''), z.email().max(128)])
    .nullish()
    .transform((value) => (value ? value : null)),
  levelId: idSchema.nullish().transform((value) => value ?? null),
  areaId: idSchema.nullish().transform((value) => value ?? null),
  remarks: optionalText(200),
});
export type MemberSave = z.input<typeof memberSaveSchema>;

export const memberPageRequestSchema = pageRequest(
  z.object({
    /** Matches name or phone. */
    keyword: plainText(64).optional(),
    levelId: idSchema.optional(),
    /** The area or any area beneath it. */
    areaId: idSchema.optional(),
  }),
);

export const memberLevelQueryList = endpoint({
  method: 'POST',
  path: '/b/member/level/queryList',
  summary: 'Member levels, paged, by sort unless asked otherwise',
  access: { permission: 'member:level:view' },
  body: memberLevelPageRequestSchema,
  data: pageOf(memberLevelSchema),
});

export const memberLevelSave = endpoint({
  method: 'POST',
  path: '/b/member/level',
  summary: 'Create or edit a member level (the name is unique in the company)',
  access: { permission: 'member:level:edit' },
  body: memberLevelSaveSchema,
  data: memberLevelSchema,
});

export const memberLevelDelete = endpoint({
  method: 'DELETE',
  path: '/b/member/level/{id}',
  summary: 'Delete a member level no member holds (its role grants go with it)',
  access: { permission: 'member:level:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const memberLevelDragSort = endpoint({
  method: 'POST',
  path: '/b/member/level/updateSort/{sourceId}/{targetId}/{before}',
  summary: 'Drop a member level before or after another; the levels are renumbered',
  access: { permission: 'member:level:edit' },
  params: z.object({ sourceId: idSchema, targetId: idSchema, before: dropPositionSchema }),
  data: z.null(),
});

export const memberQueryList = endpoint({
  method: 'POST',
  path: '/b/member/queryList',
  summary: 'Members, paged, filtered by keyword, level and area',
  access: { permission: 'member:view' },
  body: memberPageRequestSchema,
  data: pageOf(memberSchema),
});

export const memberSave = endpoint({
  method: 'POST',
  path: '/b/member/save',
  summary: 'Create or edit a member (the phone is unique in the company)',
  access: { permission: 'member:edit' },
  body: memberSaveSchema,
  data: memberSchema,
});

export const memberDelete = endpoint({
  method: 'DELETE',
  path: '/b/member/{id}',
  summary: 'Delete a member',
  access: { permission: 'member:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

/** The path's password segment when the password travels in the body instead. */
export const PASSWORD_IN_BODY = '-';

export const memberResetPassword = endpoint({
  method: 'PUT',
  path: '/b/member/resetPassword/{id}/{password}',
  summary: `Set the password of a member's sign-in account (the user with the member's phone); send it in the body and "${PASSWORD_IN_BODY}" in the path, so it stays out of URLs and logs; their sessions end`,
  access: { permission: 'member:edit' },
  params: z.object({ id: idSchema, password: z.string().min(1).max(64) }),
  body: z.object({ password: passwordSchema.optional() }),
  data: z.null(),
});
