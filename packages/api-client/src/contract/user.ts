import { z } from 'zod';
import { endpoint } from '../endpoint';
import { isValidMobile, isValidPassword } from '../validators';
import {
  auditSchema,
  idListSchema,
  idSchema,
  optionalText,
  pageOf,
  pageRequest,
  plainText,
} from './paging';

const PASSWORD_RULE = '至少包括字母、数字、特殊字符任意2种且不少于8个字符';

/** The password policy of spec 000 §5, as forms and server enforce it. */
export const passwordSchema = z
  .string()
  .max(30, { error: PASSWORD_RULE })
  .refine(isValidPassword, { error: PASSWORD_RULE });

/** A person of the company as the user list shows them. */
export const userRowSchema = z
  .object({
    id: z.string(),
    loginName: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    no: z.string().nullable(),
    job: z.string().nullable(),
    deptId: z.string().nullable(),
    deptName: z.string().nullable(),
    roleIds: z.array(z.string()),
    roleNames: z.array(z.string()),
  })
  .extend(auditSchema.shape);
export type UserRow = z.infer<typeof userRowSchema>;

export const userFilterSchema = z.object({
  /** Matches name, login name or number (contains). */
  keyword: plainText(64).optional(),
  /** This department and every department beneath it. */
  deptId: idSchema.optional(),
  roleId: idSchema.optional(),
});

export const userPageRequestSchema = pageRequest(userFilterSchema);
export type UserPageRequest = z.input<typeof userPageRequestSchema>;

/** Create (no id, password required) or edit (password ignored; reset it on its own). */
export const userSaveSchema = z.object({
  id: idSchema.optional(),
  loginName: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.@-]{2,32}$/, { error: '登录名为2到32位字母、数字或 _ . @ -' }),
  name: plainText(32).pipe(z.string().min(1, { error: '请输入姓名' })),
  password: passwordSchema.optional(),
  deptId: idSchema.nullish().transform((value) => value ?? null),
  phone: z
    .string()
    .trim()
    .max(20)
    .refine((value) => value === '' || isValidMobile(value), { error: '手机号码格式不正确' })
    .nullish()
    .transform((value) => (value ? value : null)),
  email: z
    .union([z.literal(''), z.email().max(128)])
    .nullish()
    .transform((value) => (value ? value : null)),
  no: optionalText(32),
  job: optionalText(32),
  /** When given, the user's roles become exactly these. */
  roleIds: idListSchema.max(100).optional(),
});
export type UserSave = z.input<typeof userSaveSchema>;

/** A node of the department-and-people tree pickers show. */
export interface OrgNode {
  id: string;
  parentId: string | null;
  name: string;
  /** 'dept' or 'user'. */
  kind: 'dept' | 'user';
  sort: number;
  children: OrgNode[];
}
export const orgNodeSchema: z.ZodType<OrgNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    kind: z.enum(['dept', 'user']),
    sort: z.number().int(),
    children: z.array(orgNodeSchema),
  }),
);

export const userRoleOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  checked: z.boolean(),
});

export const userQueryList = endpoint({
  method: 'POST',
  path: '/a/sys/user/queryList',
  summary:
    'People of the company, paged, filtered by keyword, department (with sub-departments) and role',
  access: { permission: 'sys:user:view' },
  body: userPageRequestSchema,
  data: pageOf(userRowSchema),
});

export const userSave = endpoint({
  method: 'POST',
  path: '/a/sys/user',
  summary: 'Create (needs sys:user:add too) or edit a person',
  access: { permission: 'sys:user:edit' },
  body: userSaveSchema,
  data: userRowSchema,
});

export const userDelete = endpoint({
  method: 'DELETE',
  path: '/a/sys/user/{id}',
  summary: 'Delete a person (never yourself nor the built-in administrator); sessions end at once',
  access: { permission: 'sys:user:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const userResetPassword = endpoint({
  method: 'PUT',
  path: '/a/sys/user/resetPassword/{id}',
  summary: "Set a person's password (policy of spec 000 §5); their sessions end",
  access: { permission: 'sys:user:edit' },
  params: z.object({ id: idSchema }),
  body: z.object({ password: passwordSchema }),
  data: z.null(),
});

export const userQueryListTree = endpoint({
  method: 'POST',
  path: '/a/sys/user/queryListTree/',
  summary: 'Departments with their people as one tree (person pickers)',
  access: { permission: 'sys:user:view' },
  data: z.array(orgNodeSchema),
});

export const userQueryUserRoleList = endpoint({
  method: 'GET',
  path: '/a/sys/user/queryUserRoleList/{id}',
  summary: 'Every role of the company, checked where the person holds it',
  access: { permission: 'sys:user:view' },
  params: z.object({ id: idSchema }),
  data: z.array(userRoleOptionSchema),
});

export const userShareQueryList = endpoint({
  method: 'POST',
  path: '/share/user/queryList',
  summary: 'People of the company for pickers, paged (any signed-in user)',
  access: 'session',
  body: userPageRequestSchema,
  data: pageOf(userRowSchema),
});
