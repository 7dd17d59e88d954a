import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  auditSchema,
  idListSchema,
  idSchema,
  optionalText,
  pageOf,
  pageRequest,
  plainText,
} from './paging';
import { memberLevelSchema } from './member';
import { orgNodeSchema, userPageRequestSchema, userRowSchema } from './user';

export const roleSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    sort: z.number().int(),
    remarks: z.string().nullable(),
    /** Offered on the public registration form (never the administrator role). */
    selfRegister: z.boolean(),
    userCount: z.number().int(),
  })
  .extend(auditSchema.shape);
export type Role = z.infer<typeof roleSchema>;

export const roleSaveSchema = z.object({
  id: idSchema.optional(),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, { error: '编码以字母开头，最多32位字母、数字或下划线' }),
  name: plainText(32).pipe(z.string().min(1, { error: '请输入角色名称' })),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(0),
  remarks: optionalText(200),
  /** Left out, an edit keeps the current flag. */
  selfRegister: z.boolean().optional(),
});
export type RoleSave = z.input<typeof roleSaveSchema>;

const roleId = z.object({ roleId: idSchema });
const sourceAndTarget = z.object({ src: idSchema, tar: idSchema });

export const roleQueryList = endpoint({
  method: 'POST',
  path: '/a/sys/role/queryList',
  summary: 'Roles of the company, paged, by sort',
  access: { permission: 'sys:role:view' },
  body: pageRequest(z.object({ keyword: plainText(64).optional() })),
  data: pageOf(roleSchema),
});

export const roleSave = endpoint({
  method: 'POST',
  path: '/a/sys/role',
  summary: 'Create or edit a role (the code is unique in the company)',
  access: { permission: 'sys:role:edit' },
  body: roleSaveSchema,
  data: roleSchema,
});

export const roleDelete = endpoint({
  method: 'DELETE',
  path: '/a/sys/role/{id}',
  summary: 'Delete a role with its grants and memberships (never the administrator role)',
  access: { permission: 'sys:role:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const roleUpdateSort = endpoint({
  method: 'PUT',
  path: '/a/sys/role/updateSort',
  summary: 'Set the sort of several roles at once (the list in its new order)',
  access: { permission: 'sys:role:edit' },
  body: z
    .array(z.object({ id: idSchema, sort: z.coerce.number().int().min(0).max(1_000_000) }))
    .min(1)
    .max(1000),
  data: z.null(),
});

export const roleQueryRoleMenuId = endpoint({
  method: 'GET',
  path: '/a/sys/role/queryRoleMenuId/{roleId}',
  summary: 'The ids of the menus and buttons a role grants (function authorization)',
  access: { permission: 'sys:role:view' },
  params: roleId,
  data: z.array(z.string()),
});

export const roleSaveRoleMenuIds = endpoint({
  method: 'PUT',
  path: '/a/sys/role/data/{roleId}/menuIdList',
  summary:
    'Replace the menus and buttons a role grants (path not in the spec: the deptIdList twin)',
  access: { permission: 'sys:role:auth' },
  params: roleId,
  body: idListSchema,
  data: z.null(),
});

export const roleQueryRoleDeptId = endpoint({
  method: 'GET',
  path: '/a/sys/role/queryRoleDeptId/{roleId}',
  summary: 'The ids of the departments a role may see (department authorization)',
  access: { permission: 'sys:role:view' },
  params: roleId,
  data: z.array(z.string()),
});

export const roleDeptIdList = endpoint({
  method: 'GET',
  path: '/a/sys/role/data/{roleId}/deptIdList',
  summary: 'The ids of the departments a role may see',
  access: { permission: 'sys:role:view' },
  params: roleId,
  data: z.array(z.string()),
});

export const roleSaveDeptIdList = endpoint({
  method: 'PUT',
  path: '/a/sys/role/data/{roleId}/deptIdList',
  summary: 'Replace the departments a role may see',
  access: { permission: 'sys:role:auth' },
  params: roleId,
  body: idListSchema,
  data: z.null(),
});

export const roleSaveRoleUserList = endpoint({
  method: 'POST',
  path: '/a/sys/role/saveRoleUserList/{roleId}',
  summary: 'Add people to a role (ids of users; ones already in it are kept)',
  access: { permission: 'sys:role:auth' },
  params: roleId,
  body: idListSchema,
  data: z.null(),
});

export const roleSaveRoleUser = endpoint({
  method: 'POST',
  path: '/a/sys/role/saveRoleUser/',
  summary: 'Add people to a role, or with remove: true take them out of it',
  access: { permission: 'sys:role:auth' },
  body: z.object({
    roleId: idSchema,
    userIds: idListSchema.min(1),
    remove: z.boolean().default(false),
  }),
  data: z.null(),
});

export const roleQueryUserList = endpoint({
  method: 'POST',
  path: '/a/sys/role/queryUserList/{roleId}',
  summary: 'People holding a role, paged and filtered like the user list',
  access: { permission: 'sys:role:view' },
  params: roleId,
  body: userPageRequestSchema,
  data: pageOf(userRowSchema),
});

export const roleQueryUserListTree = endpoint({
  method: 'POST',
  path: '/a/sys/role/queryUserListTree/{roleId}',
  summary: "Departments with their people, and the ids of the role's members (to tick in a picker)",
  access: { permission: 'sys:role:view' },
  params: roleId,
  data: z.object({ tree: z.array(orgNodeSchema), checkedIds: z.array(z.string()) }),
});

export const roleMergeRoleUserList = endpoint({
  method: 'POST',
  path: '/a/sys/role/mergeRoleUserList/{src}/{tar}',
  summary: "Add the source role's people to the target role",
  access: { permission: 'sys:role:auth' },
  params: sourceAndTarget,
  data: z.null(),
});

export const roleCopyRoleMenu = endpoint({
  method: 'GET',
  path: '/a/sys/role/copyRoleMenu/{src}/{tar}',
  summary: "Give the target role exactly the source role's menus and buttons",
  access: { permission: 'sys:role:auth' },
  params: sourceAndTarget,
  data: z.null(),
});

export const roleCopyRoleDept = endpoint({
  method: 'GET',
  path: '/a/sys/role/copyRoleDept/{src}/{tar}',
  summary: "Give the target role exactly the source role's departments",
  access: { permission: 'sys:role:auth' },
  params: sourceAndTarget,
  data: z.null(),
});

// ── Member levels a role serves ────────────────────────────────────────────────

export const roleMemberLevelSchema = memberLevelSchema.extend({
  /** Whether the role holds this level. */
  checked: z.boolean(),
});
export type RoleMemberLevel = z.infer<typeof roleMemberLevelSchema>;

export const roleQueryMemberLevelList = endpoint({
  method: 'POST',
  path: '/a/sys/role/queryMemberLevelList/{roleId}',
  summary: 'Member levels by sort (filtered by name), each marked when the role holds it',
  access: { permission: 'sys:role:view' },
  params: roleId,
  body: z.object({ name: plainText(32).optional() }),
  data: z.array(roleMemberLevelSchema),
});

export const roleQueryRoleMemberLevelId = endpoint({
  method: 'POST',
  path: '/a/sys/role/queryRoleMemberLevelId/{id}',
  summary: 'The ids of the member levels a role holds',
  access: { permission: 'sys:role:view' },
  params: z.object({ id: idSchema }),
  data: z.array(z.string()),
});

export const roleSaveRoleMemberLevelList = endpoint({
  method: 'POST',
  path: '/a/sys/role/saveRoleMemberLevelList/{roleId}',
  summary: 'Add member levels to a role (ids of levels; ones already held are kept)',
  access: { permission: 'sys:role:auth' },
  params: roleId,
  body: idListSchema,
  data: z.null(),
});

export const roleSaveRoleMemberLevel = endpoint({
  method: 'POST',
  path: '/a/sys/role/saveRoleMemberLevel/',
  summary: 'Add member levels to a role, or with remove: true take them from it',
  access: { permission: 'sys:role:auth' },
  body: z.object({
    roleId: idSchema,
    levelIds: idListSchema.min(1),
    remove: z.boolean().default(false),
  }),
  data: z.null(),
});

export const roleMergeRoleMemberLevelList = endpoint({
  method: 'POST',
  path: '/a/sys/role/mergeRoleMemberLevelList/{srcRoleId}/{tarRoleId}',
  summary: "Add the source role's member levels to the target role",
  access: { permission: 'sys:role:auth' },
  params: z.object({ srcRoleId: idSchema, tarRoleId: idSchema }),
  data: z.null(),
});
