import { z } from 'zod';
import { endpoint } from '../endpoint';
import { auditSchema, idSchema, plainText } from './paging';

/** A department as lists and forms read it. */
export const departmentSchema = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    /** Ancestor ids, comma separated and ending with a comma. */
    parentIds: z.string(),
    name: z.string(),
    sort: z.number().int(),
    /** People whose department this is (not counting sub-departments). */
    userCount: z.number().int(),
  })
  .extend(auditSchema.shape);
export type Department = z.infer<typeof departmentSchema>;

/** A department with its sub-departments, each level sorted by sort. */
export interface DepartmentNode extends Department {
  children: DepartmentNode[];
}
export const departmentNodeSchema: z.ZodType<DepartmentNode> = z.lazy(() =>
  departmentSchema.extend({ children: z.array(departmentNodeSchema) }),
);

/** Create (no id) or edit; changing parentId moves the department with its subtree. */
export const departmentSaveSchema = z.object({
  id: idSchema.optional(),
  parentId: idSchema.nullish().transform((value) => value ?? null),
  name: plainText(64).pipe(z.string().min(1, { error: '请输入部门名称' })),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type DepartmentSave = z.input<typeof departmentSaveSchema>;

export const deptQueryTree = endpoint({
  method: 'POST',
  path: '/a/sys/dept/queryTree',
  summary: "The company's department tree, for the organisation page",
  access: { permission: 'sys:dept:view' },
  data: z.array(departmentNodeSchema),
});

export const deptSave = endpoint({
  method: 'POST',
  path: '/a/sys/dept',
  summary: 'Create or edit a department; a new parent moves it (never under itself)',
  access: { permission: 'sys:dept:edit' },
  body: departmentSaveSchema,
  data: departmentSchema,
});

export const deptDelete = endpoint({
  method: 'DELETE',
  path: '/a/sys/dept/{id}',
  summary: 'Delete a department that has no sub-departments and no people',
  access: { permission: 'sys:dept:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const deptQueryRoleList = endpoint({
  method: 'GET',
  path: '/a/sys/dept/queryRoleList/{roleId}',
  summary: "The department tree with the role's department authorization as checked ids",
  access: { permission: 'sys:role:view' },
  params: z.object({ roleId: idSchema }),
  data: z.object({ tree: z.array(departmentNodeSchema), checkedIds: z.array(z.string()) }),
});

export const deptTree = endpoint({
  method: 'GET',
  path: '/share/dept/deptTree',
  summary: 'The department tree for pickers (any signed-in user of the company)',
  access: 'session',
  data: z.array(departmentNodeSchema),
});

export const deptGet = endpoint({
  method: 'GET',
  path: '/share/dept/{id}',
  summary: 'One department of the caller’s company',
  access: 'session',
  params: z.object({ id: idSchema }),
  data: departmentSchema,
});
