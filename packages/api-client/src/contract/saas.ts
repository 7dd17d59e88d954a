import { z } from 'zod';
import { endpoint } from '../endpoint';
import { menuItemSchema } from './auth';
import { menuSaveSchema } from './menu';
import {
  auditSchema,
  idListSchema,
  idSchema,
  optionalText,
  pageOf,
  pageRequest,
  plainText,
} from './paging';
import { passwordSchema, userSaveSchema } from './user';

const { loginName: loginNameSchema, phone: phoneSchema } = userSaveSchema.shape;

// ─── Company branding ───────────────────────────────────────────────────────────────────────────

/** A company as its login page and header show it: the logo fields are image URLs or null. */
export const companyBrandSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** The login page's logo. */
  logo: z.string().nullable(),
  /** The header's logo. */
  logo2: z.string().nullable(),
  /** The small logo (tab icon, collapsed sidebar). */
  logo3: z.string().nullable(),
});
export type CompanyBrand = z.infer<typeof companyBrandSchema>;

export const saasCompany = endpoint({
  method: 'GET',
  path: '/saas/company/{companyId}',
  summary: "A company's name and logos for its login page, by id or code (public)",
  access: 'public',
  params: z.object({ companyId: idSchema }),
  data: companyBrandSchema,
});

/** Which of the three logos: 1 logo, 2 logo2, 3 logo3. */
export const logoSlotSchema = z.enum(['1', '2', '3'], { error: '徽标只能是 1、2 或 3' });

export const saasCompanyLogo = endpoint({
  method: 'GET',
  path: '/saas/company/{companyId}/logo/{slot}',
  summary:
    'The image of one of a company’s logos (public, as login pages need it; invented: the spec answers logo URLs)',
  access: 'public',
  params: z.object({ companyId: idSchema, slot: logoSlotSchema }),
  data: z.null(),
  response: 'binary',
});

export const desktopCurCompanyLogo = endpoint({
  method: 'GET',
  path: '/b/desktop/getCurCompanyLogo',
  summary: 'The signed-in company’s name and logos',
  access: 'session',
  data: companyBrandSchema,
});

/** The signed-in company's own information (企业信息) as its administrator edits it. */
export const companyInfoSchema = companyBrandSchema.extend({
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** Attachment ids behind logo, logo2 and logo3. */
  logoFileId: z.string().nullable(),
  logo2FileId: z.string().nullable(),
  logo3FileId: z.string().nullable(),
  gradeName: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

const logoFileIdSchema = idSchema.nullish().transform((value) => value ?? null);

export const companyInfoSaveSchema = z.object({
  name: plainText(100).pipe(z.string().min(1, { error: '请输入企业名称' })),
  contactName: optionalText(64),
  contactPhone: phoneSchema,
  /** An uploaded image attachment of the company (jpg, jpeg, png, gif, bmp, webp; never SVG), or null. */
  logoFileId: logoFileIdSchema,
  logo2FileId: logoFileIdSchema,
  logo3FileId: logoFileIdSchema,
});
export type CompanyInfoSave = z.input<typeof companyInfoSaveSchema>;

export const companyInfoGet = endpoint({
  method: 'GET',
  path: '/b/saas/company/info',
  summary: 'The signed-in company’s information and logos (企业信息)',
  access: { permission: 'sys:company:view' },
  data: companyInfoSchema,
});

export const companyInfoSave = endpoint({
  method: 'PUT',
  path: '/b/saas/company/info',
  summary: 'Edit the signed-in company’s name, contact and logos (never its package)',
  access: { permission: 'sys:company:edit' },
  body: companyInfoSaveSchema,
  data: companyInfoSchema,
});

/** Spec 000 §3: waterType text or image; waterValue the text, or the image URL. */
export const waterMarkSchema = z.object({
  enabled: z.boolean(),
  waterType: z.enum(['text', 'image']),
  waterValue: z.string(),
});
export type WaterMark = z.infer<typeof waterMarkSchema>;

export const desktopWaterMark = endpoint({
  method: 'GET',
  path: '/b/desktop/getWaterMark',
  summary:
    'The watermark for the signed-in user (parameters watermark.enabled, watermark.type, watermark.value with {name} {loginName} {no} {deptName} {date})',
  access: 'session',
  data: waterMarkSchema,
});

// ─── The enterprise-menu catalogue (platform) ───────────────────────────────────────────────────

export const saasMenuSaveSchema = menuSaveSchema.omit({ noLogin: true });
export type SaasMenuSave = z.input<typeof saasMenuSaveSchema>;

export const saasMenuQueryTree = endpoint({
  method: 'POST',
  path: '/b/saas/menu/queryTree',
  summary: 'The enterprise-menu catalogue the packages are made of (platform operator only)',
  access: { permission: 'saas:menu:view' },
  data: z.array(menuItemSchema),
});

export const saasMenuSave = endpoint({
  method: 'POST',
  path: '/b/saas/menu',
  summary:
    'Create or edit a catalogue entry; the copies in every company whose package holds it follow',
  access: { permission: 'saas:menu:edit' },
  body: saasMenuSaveSchema,
  data: menuItemSchema,
});

export const saasMenuDelete = endpoint({
  method: 'DELETE',
  path: '/b/saas/menu/{id}',
  summary:
    'Delete a catalogue entry without entries beneath it; it leaves every package and every company',
  access: { permission: 'saas:menu:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

// ─── Packages (user grades) ─────────────────────────────────────────────────────────────────────

export const saasGradeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    sort: z.number().int(),
    remarks: z.string().nullable(),
    /** The catalogue entries of the package. */
    menuIds: z.array(z.string()),
    /** How many companies hold this package. */
    companyCount: z.number().int(),
  })
  .extend(auditSchema.shape);
export type SaasGrade = z.infer<typeof saasGradeSchema>;

export const saasGradeSaveSchema = z.object({
  id: idSchema.optional(),
  name: plainText(64).pipe(z.string().min(1, { error: '请输入等级名称' })),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(0),
  remarks: optionalText(500),
  menuIds: idListSchema.default([]),
});
export type SaasGradeSave = z.input<typeof saasGradeSaveSchema>;

export const saasGradeQueryList = endpoint({
  method: 'POST',
  path: '/b/saas/grade/queryList',
  summary: 'Packages (user grades), sorted, with their catalogue entries (invented path)',
  access: { permission: 'saas:grade:view' },
  body: pageRequest(z.object({ name: optionalText(64) })),
  data: pageOf(saasGradeSchema),
});

export const saasGradeSave = endpoint({
  method: 'POST',
  path: '/b/saas/grade',
  summary:
    'Create or edit a package; a changed package reaches the menus of every company holding it (invented path)',
  access: { permission: 'saas:grade:edit' },
  body: saasGradeSaveSchema,
  data: saasGradeSchema,
});

export const saasGradeDelete = endpoint({
  method: 'DELETE',
  path: '/b/saas/grade/{id}',
  summary: 'Delete a package no company holds (invented path)',
  access: { permission: 'saas:grade:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

// ─── User roles of a package ────────────────────────────────────────────────────────────────────

/** A role every company holding the package gets (its grants kept in step by the platform). */
export const saasRoleSchema = z
  .object({
    id: z.string(),
    gradeId: z.string(),
    code: z.string(),
    name: z.string(),
    sort: z.number().int(),
    remarks: z.string().nullable(),
    /** Catalogue entries the role grants (only those inside the package take effect). */
    menuIds: z.array(z.string()),
  })
  .extend(auditSchema.shape);
export type SaasRole = z.infer<typeof saasRoleSchema>;

export const saasRoleSaveSchema = z.object({
  id: idSchema.optional(),
  gradeId: idSchema,
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{1,31}$/, {
      error: '角色编码以字母开头，由 2–32 位字母、数字或 _ 组成',
    })
    .refine((code) => code !== 'admin', { error: '每家企业自有系统管理员角色，不能用 admin' }),
  name: plainText(64).pipe(z.string().min(1, { error: '请输入角色名称' })),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(0),
  remarks: optionalText(500),
  menuIds: idListSchema.default([]),
});
export type SaasRoleSave = z.input<typeof saasRoleSaveSchema>;

export const saasRoleQueryList = endpoint({
  method: 'POST',
  path: '/b/saas/role/queryList',
  summary: 'The user roles of the packages, by package and name (invented path)',
  access: { permission: 'saas:grade:view' },
  body: pageRequest(z.object({ gradeId: idSchema.optional(), name: optionalText(64) })),
  data: pageOf(saasRoleSchema),
});

export const saasRoleSave = endpoint({
  method: 'POST',
  path: '/b/saas/role',
  summary:
    'Create or edit a package’s user role; every company holding the package gets it with these grants (invented path)',
  access: { permission: 'saas:grade:edit' },
  body: saasRoleSaveSchema,
  data: saasRoleSchema,
});

export const saasRoleDelete = endpoint({
  method: 'DELETE',
  path: '/b/saas/role/{id}',
  summary:
    'Delete a package’s user role; companies keep the role as their own, no longer kept in step (invented path)',
  access: { permission: 'saas:grade:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

// ─── Enterprises (the tenant companies) ─────────────────────────────────────────────────────────

export const enterpriseSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    gradeId: z.string().nullable(),
    gradeName: z.string().nullable(),
    enabled: z.boolean(),
    isPlatform: z.boolean(),
    contactName: z.string().nullable(),
    contactPhone: z.string().nullable(),
    userCount: z.number().int(),
    /** The login name of the enterprise's first administrator (系统管理员 role), if any. */
    adminLoginName: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type Enterprise = z.infer<typeof enterpriseSchema>;

/** Company codes name login pages (/{code}/login): letters, digits, - and _. */
export const companyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{1,31}$/, {
    error: '企业编码以字母开头，由 2–32 位字母、数字、- 或 _ 组成',
  });

export const enterpriseSaveSchema = z.object({
  id: idSchema.optional(),
  code: companyCodeSchema,
  name: plainText(100).pipe(z.string().min(1, { error: '请输入企业名称' })),
  gradeId: idSchema,
  enabled: z.boolean().default(true),
  contactName: optionalText(64),
  contactPhone: phoneSchema,
  /** A new enterprise's administrator (ignored when editing). */
  adminLoginName: loginNameSchema.optional(),
  adminName: optionalText(64),
  adminPassword: passwordSchema.optional(),
});
export type EnterpriseSave = z.input<typeof enterpriseSaveSchema>;

export const enterpriseQueryList = endpoint({
  method: 'POST',
  path: '/b/saas/company/queryList',
  summary:
    'The enterprises of the platform, filtered by name or code, package and state (invented path)',
  access: { permission: 'saas:company:view' },
  body: pageRequest(
    z.object({
      keyword: optionalText(64),
      gradeId: idSchema.optional(),
      enabled: z.boolean().optional(),
    }),
  ),
  data: pageOf(enterpriseSchema),
});

export const enterpriseSave = endpoint({
  method: 'POST',
  path: '/b/saas/company',
  summary:
    'Open an enterprise (company, root department, administrator role and account, the package’s menus) or edit one; a new package re-shapes its menus (invented path)',
  access: { permission: 'saas:company:edit' },
  body: enterpriseSaveSchema,
  data: enterpriseSchema,
});

// ─── Work mode (spec 002 §4) ────────────────────────────────────────────────────────────────────

/** The work-mode form (spec 002 §3), with the spec's defaults. */
export const workModeSchema = z.object({
  /** 1 不显示, 2 系统默认, 3 最近使用靠前, 4 系统默认+最近使用靠前. */
  commonUse: z.enum(['1', '2', '3', '4']),
  /** 1 待办业务, 2 已办业务, 3 我的申请, 4 消息提醒, 5 奖金管理. */
  mainFunciton: z.array(z.enum(['1', '2', '3', '4', '5'])),
  showcheckedList: z.boolean(),
  /** Checked function modules (menu ids). */
  checkedList: z.array(z.string()),
  showleftNav: z.boolean(),
  /** The menu ids the left navigation keeps in work mode. */
  leftNav: z.array(z.string()),
});
export type WorkMode = z.infer<typeof workModeSchema>;

export const workModeGet = endpoint({
  method: 'GET',
  path: '/a/bd/workMode/getWorkMode',
  summary:
    'The user’s work-mode settings (user config ecms_workMode_layout, defaults filled in) and the function modules to choose from',
  access: 'session',
  data: z.object({ workMode: workModeSchema, modules: z.array(menuItemSchema) }),
});

export const workModeMenu = endpoint({
  method: 'POST',
  path: '/a/bd/workMode/workMenu',
  summary:
    'The user’s menu tree kept to the given menu ids (and the directories above them); ids the user is not granted are dropped',
  access: 'session',
  body: idListSchema,
  data: z.array(menuItemSchema),
});
