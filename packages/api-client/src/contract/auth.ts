import { z } from 'zod';
import { endpoint } from '../endpoint';
import { passwordSchema } from './user';

/** A node of the signed-in user's menu (spec 000 §3 menuList). */
export interface MenuItem {
  id: string;
  parentId: string | null;
  name: string;
  /** i18n key of the name, so menus read in every language. */
  nameKey: string | null;
  url: string | null;
  href: string | null;
  icon: string | null;
  permission: string | null;
  /** 1 directory, 2 page, 3 popup, 4 button. */
  type: number;
  /** 1 tab, 3 new window. */
  openType: number;
  sort: number;
  children: MenuItem[];
}

export const MenuType = { directory: 1, page: 2, popup: 3, button: 4 } as const;
export const OpenType = { tab: 1, newWindow: 3 } as const;

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    nameKey: z.string().nullable(),
    url: z.string().nullable(),
    href: z.string().nullable(),
    icon: z.string().nullable(),
    permission: z.string().nullable(),
    type: z.number().int(),
    openType: z.number().int(),
    sort: z.number().int(),
    children: z.array(menuItemSchema),
  }),
);

export const customerInfoSchema = z.object({
  id: z.string(),
  loginLogo: z.string().nullable(),
  loginSystemName: z.string().nullable(),
});

/** The user info the portal keeps after sign-in (spec 000 §3). */
export const userInfoSchema = z.object({
  authToken: z.string(),
  userId: z.string(),
  displayName: z.string(),
  name: z.string(),
  loginName: z.string(),
  phone: z.string().nullable(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  no: z.string().nullable(),
  job: z.string().nullable(),
  roleName: z.string(),
  email: z.string().nullable(),
  isMember: z.boolean(),
  levelName: z.string().nullable(),
  memberFee: z.string().nullable(),
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createTime: z.string(),
  isAdmin: z.boolean(),
  permissions: z.array(z.string()),
  mySetting: z.object({ projectNameRule: z.string(), projectName: z.string().optional() }),
  userConfig: z.record(z.string(), z.string()),
  customerInfo: customerInfoSchema.nullable(),
  customerCode: z.string().nullable(),
  companyId: z.string(),
  menuList: z.array(menuItemSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

const trimmed = z.string().trim();

export const loginBodySchema = z.object({
  username: trimmed.min(1, { error: 'username: 请输入用户名' }).max(64),
  password: z.string().min(1, { error: 'password: 密码不能为空' }).max(128),
  /** Required unless the server runs with CAPTCHA=off (automated tests only). */
  captcha: trimmed.max(16).default(''),
  /** 1 = staff (default); other kinds of account arrive with the identity issue. */
  loginType: z.coerce.number().int().min(1).max(9).default(1),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const captcha = endpoint({
  method: 'GET',
  path: '/captcha',
  summary: 'Captcha image (SVG); its answer is kept on the server for 2 minutes, single use',
  access: 'public',
  query: z.object({ _: z.string().optional() }),
  data: z.null(),
  response: 'binary',
});

export const login = endpoint({
  method: 'POST',
  path: '/login',
  summary: 'Sign in with login name, password and captcha',
  access: 'public',
  body: loginBodySchema,
  data: userInfoSchema,
});

export const initAuthToken = endpoint({
  method: 'GET',
  path: '/login/initAuthToken',
  summary: 'Sign in with an existing AuthToken (from a link); answers the user info',
  access: 'public',
  query: z.object({ AuthToken: z.string().min(1) }),
  data: userInfoSchema,
});

export const logout = endpoint({
  method: 'POST',
  path: '/logout',
  summary: 'Revoke the current session',
  access: 'session',
  data: z.null(),
});

export const userInfo = endpoint({
  method: 'GET',
  path: '/user/info',
  summary: 'The signed-in user, with permissions and menu',
  access: 'session',
  data: userInfoSchema,
});

export const userNav = endpoint({
  method: 'GET',
  path: '/user/nav',
  summary: "The signed-in user's menu tree (buttons excluded)",
  access: 'session',
  data: z.array(menuItemSchema),
});

/** The password form of spec 000 §5: old password, new password twice, captcha. */
export const modPasswordBodySchema = z
  .object({
    oldPassword: z.string().min(1, { error: 'oldPassword: 请输入原密码' }).max(128),
    newPassword: z.string().min(1, { error: 'newPassword: 请输入新密码' }).pipe(passwordSchema),
    repeatPassword: z.string().min(1, { error: 'repeatPassword: 请再次输入新密码' }).max(128),
    /** Required unless the server runs with CAPTCHA=off (automated tests only). */
    captcha: trimmed.max(16).default(''),
  })
  .refine((body) => body.newPassword === body.repeatPassword, {
    error: '两次输入密码不一致',
    path: ['repeatPassword'],
  });
export type ModPasswordBody = z.input<typeof modPasswordBodySchema>;

export const modPassword = endpoint({
  method: 'POST',
  path: '/modPassword',
  summary:
    'Change one’s own password (old password and captcha checked); other sessions of the user end',
  access: 'session',
  body: modPasswordBodySchema,
  data: z.null(),
});
