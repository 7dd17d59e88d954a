import { z } from 'zod';
import { endpoint } from '../endpoint';
import { menuItemSchema } from './auth';
import { idSchema, optionalText, plainText } from './paging';

export const menuSaveSchema = z.object({
  id: idSchema.optional(),
  parentId: idSchema.nullish().transform((value) => value ?? null),
  name: plainText(64).pipe(z.string().min(1, { error: '请输入菜单名称' })),
  nameKey: optionalText(128),
  url: optionalText(512),
  href: optionalText(512),
  icon: optionalText(64),
  permission: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_:.-]{0,128}$/, { error: '权限标识只能包含字母、数字和 : _ . -' })
    .nullish()
    .transform((value) => (value ? value : null)),
  /** 1 directory, 2 page, 3 popup, 4 button. */
  type: z.coerce.number().int().min(1).max(4),
  /** 1 tab, 3 new window. */
  openType: z.coerce
    .number()
    .int()
    .refine((value) => value === 1 || value === 3, { error: '打开方式只能是 1 或 3' })
    .default(1),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Shown before sign-in (the no-login menu tree). */
  noLogin: z.boolean().default(false),
});
export type MenuSave = z.input<typeof menuSaveSchema>;

/** Where a dragged row lands relative to the target: before it, after it, or inside it. */
export const dropPositionSchema = z
  .enum(['true', 'false', 'before', 'after', 'inner'])
  .transform((value) =>
    value === 'true' || value === 'before' ? 'before' : value === 'inner' ? 'inner' : 'after',
  );

const sortEntry = z.object({ id: idSchema, sort: z.coerce.number().int().min(0).max(1_000_000) });

export const menuQueryTree = endpoint({
  method: 'POST',
  path: '/a/sys/menu/queryTree',
  summary: "The company's whole menu tree, buttons included, for the menu page",
  access: { permission: 'sys:menu:view' },
  data: z.array(menuItemSchema),
});

export const menuSave = endpoint({
  method: 'POST',
  path: '/a/sys/menu',
  summary: 'Create or edit a menu, page or button (never under itself)',
  access: { permission: 'sys:menu:edit' },
  body: menuSaveSchema,
  data: menuItemSchema,
});

export const menuDelete = endpoint({
  method: 'DELETE',
  path: '/a/sys/menu/{id}',
  summary: 'Delete a menu without children, with its grants',
  access: { permission: 'sys:menu:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const menuUpdateSortList = endpoint({
  method: 'POST',
  path: '/a/sys/menu/updateSortList',
  summary: 'Set parent and sort of several menus (a renumbered tree level)',
  access: { permission: 'sys:menu:edit' },
  body: z
    .array(sortEntry.extend({ parentId: idSchema.nullish().transform((value) => value ?? null) }))
    .min(1)
    .max(1000),
  data: z.null(),
});

export const menuDragSort = endpoint({
  method: 'POST',
  path: '/a/sys/menu/updateSort/{sourceId}/{targetId}/{before}',
  summary: 'Drop a menu before, after or inside another; its new level is renumbered',
  access: { permission: 'sys:menu:edit' },
  params: z.object({ sourceId: idSchema, targetId: idSchema, before: dropPositionSchema }),
  data: z.null(),
});

export const menuUpdateSort = endpoint({
  method: 'PUT',
  path: '/a/sys/menu/updateSort',
  summary: 'Set the sort of several menus at once',
  access: { permission: 'sys:menu:edit' },
  body: z.array(sortEntry).min(1).max(1000),
  data: z.null(),
});

export const menuQueryRoleList = endpoint({
  method: 'GET',
  path: '/a/sys/menu/queryRoleList/{roleId}',
  summary: 'The menus and buttons a role grants, as a tree',
  access: { permission: 'sys:role:view' },
  params: z.object({ roleId: idSchema }),
  data: z.array(menuItemSchema),
});

export const menuNoLoginTree = endpoint({
  method: 'GET',
  path: '/share/menu/getNoLoginMenuTree',
  summary: 'Menus shown before sign-in (of the company named, else the first company)',
  access: 'public',
  query: z.object({ companyId: idSchema.optional() }),
  data: z.array(menuItemSchema),
});

// ─── Buttons for form pages ─────────────────────────────────────────────────────────────────────

/** The standard buttons of a form page, by code: permission suffix and name. */
export const FORM_BUTTONS = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  view: '查看',
  export: '导出',
  import: '导入',
  submit: '提交审批',
} as const;
export type FormButtonCode = keyof typeof FORM_BUTTONS;

export const createButtonsSchema = z.object({
  /** The form page's menu the buttons go under. */
  menuId: idSchema,
  /** The permission prefix, e.g. "admin:supplies" → admin:supplies:add; default: the page's permission without its last part. */
  prefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]+(:[A-Za-z0-9_.-]+)*$/, {
      error: '权限前缀只能包含字母、数字和 : _ . -',
    })
    .max(100)
    .optional(),
  buttons: z
    .array(z.enum(Object.keys(FORM_BUTTONS) as [FormButtonCode, ...FormButtonCode[]]))
    .min(1, { error: '请至少选择一个按钮' })
    .default(['add', 'edit', 'delete', 'view']),
});
export type CreateButtons = z.input<typeof createButtonsSchema>;

export const formCreateButtons = endpoint({
  method: 'POST',
  path: '/b/wf/form/auth/menu/createButtons',
  summary:
    'Create the standard buttons (新增, 编辑, 删除 …) under a form page’s menu; buttons it already has are kept',
  access: { permission: 'sys:menu:edit' },
  body: createButtonsSchema,
  data: z.array(menuItemSchema),
});
