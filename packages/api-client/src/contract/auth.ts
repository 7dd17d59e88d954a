import { z } from 'zod';
import { endpoint } from '../endpoint';
import { isValidMobile } from '../validators';
import { idSchema, plainText } from './paging';
import { passwordSchema, userSaveSchema } from './user';

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

// Without zod, so the portal's menus do not load the schemas.
export { MenuType, OpenType } from '../menuTypes';

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

/** Longest plain password a sign-in form sends; an encrypted one is longer (base64 of the RSA block). */
export const PLAIN_PASSWORD_MAX = 128;

/**
 * The password of a sign-in form: plain text, or (passwordEncrypted) base64 of its RSA-OAEP
 * (SHA-256) encryption with the key of GET /login/getPKeys.
 */
export const signInPasswordFields = {
  password: z.string().min(1, { error: 'password: 密码不能为空' }).max(1024),
  passwordEncrypted: z.boolean().optional(),
};

/** A plain password stays within PLAIN_PASSWORD_MAX characters. */
export const plainPasswordLength = {
  check: (body: { password: string; passwordEncrypted?: boolean | undefined }) =>
    body.passwordEncrypted === true || body.password.length <= PLAIN_PASSWORD_MAX,
  issue: { error: `password: 密码不能超过${PLAIN_PASSWORD_MAX}个字符`, path: ['password'] },
};

export const loginBodySchema = z
  .object({
    username: trimmed.min(1, { error: 'username: 请输入用户名' }).max(64),
    ...signInPasswordFields,
    /** Required unless the server runs with CAPTCHA=off (automated tests only). */
    captcha: trimmed.max(16).default(''),
    /** 1 = staff (default); other kinds of account arrive with the identity issue. */
    loginType: z.coerce.number().int().min(1).max(9).default(1),
  })
  .refine(plainPasswordLength.check, plainPasswordLength.issue);
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

/** A mobile number (spec 000 §5), optionally with +86 or 0086. */
export const mobileSchema = z
  .string()
  .trim()
  .max(20)
  .refine(isValidMobile, { error: '手机号码格式不正确' });
const mobile = mobileSchema;
/** The six-digit code of a text message (spec 000 §5: 输入6个数字验证码). */
export const smsCodeSchema = trimmed.regex(/^\d{6}$/, { error: '请输入6位数字验证码' });
const smsCode = smsCodeSchema;

/** What an SMS code is for; a code works only for the purpose it was sent for. */
export const smsPurposes = ['login', 'findPassword', 'register'] as const;
export type SmsPurpose = (typeof smsPurposes)[number];

export const smsSendBodySchema = z.object({
  /** The image captcha; required unless the server runs with CAPTCHA=off. */
  captcha: trimmed.max(16).default(''),
  phone: mobile,
  /** Not in the spec (it sends captcha and phone only): which form asks; login by default. */
  type: z.enum(smsPurposes).default('login'),
});
export type SmsSendBody = z.input<typeof smsSendBodySchema>;

export const smsSend = endpoint({
  method: 'POST',
  path: '/login/sms/send',
  summary:
    'Send a 6-digit code by text message (image captcha first); the same answer whether or not an account has the phone',
  access: 'public',
  body: smsSendBodySchema,
  data: z.null(),
});

export const smsLoginBodySchema = z.object({
  /** The SMS code (the login page sends it in captcha). */
  captcha: smsCode,
  phone: mobile,
  loginType: z.coerce.number().int().min(1).max(9).default(1),
});
export type SmsLoginBody = z.input<typeof smsLoginBodySchema>;

export const smsLogin = endpoint({
  method: 'POST',
  path: '/login/sms',
  summary: 'Sign in with a phone and its SMS code; answers the user info like /login',
  access: 'public',
  body: smsLoginBodySchema,
  data: userInfoSchema,
});

export const findPasswordBodySchema = z.object({
  captcha: smsCode,
  phone: mobile,
  newPassword: z.string().min(1, { error: 'newPassword: 请输入新密码' }).pipe(passwordSchema),
  /** 1 staff, 2 member: both are accounts of the users table, found by phone alike. */
  userType: z.coerce.number().int().min(1).max(9).default(1),
});
export type FindPasswordBody = z.input<typeof findPasswordBodySchema>;

export const findPassword = endpoint({
  method: 'POST',
  path: '/findPassword',
  summary: 'Set a new password with an SMS code sent to the phone; every session of the user ends',
  access: 'public',
  body: findPasswordBodySchema,
  data: z.null(),
});

export const memberRegisterBodySchema = z.object({
  loginName: userSaveSchema.shape.loginName,
  phone: mobile,
  captcha: smsCode,
  password: z.string().min(1, { error: 'password: 密码不能为空' }).pipe(passwordSchema),
  name: plainText(32).pipe(z.string().min(1, { error: '会员姓名不能为空！' })),
  deptId: idSchema,
  roleId: idSchema,
});
export type MemberRegisterBody = z.input<typeof memberRegisterBodySchema>;

export const memberRegister = endpoint({
  method: 'POST',
  path: '/member/register',
  summary:
    'Register an account in the registration company (phone proven by an SMS code; only self-registration roles)',
  access: 'public',
  body: memberRegisterBodySchema,
  data: z.null(),
});

export const customerRegister = endpoint({
  method: 'POST',
  path: '/member/customer/register',
  summary: 'Register an account in the customer company named by customerId (its id or code)',
  access: 'public',
  body: memberRegisterBodySchema.extend({ customerId: idSchema }),
  data: z.null(),
});

/** What a registrant may choose: the company's departments and its self-registration roles. */
export const registerOptionsSchema = z.object({
  depts: z.array(z.object({ id: z.string(), parentId: z.string().nullable(), name: z.string() })),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type RegisterOptions = z.infer<typeof registerOptionsSchema>;

export const registerOptions = endpoint({
  method: 'GET',
  path: '/member/register/options',
  summary:
    'Not in the spec: the departments and roles the registration form offers (customerId for a customer company)',
  access: 'public',
  query: z.object({ customerId: idSchema.optional() }),
  data: registerOptionsSchema,
});

const phoneParams = z.object({ phone: mobile });

export const registerCheckPhoneExist = endpoint({
  method: 'GET',
  path: '/member/register/checkPhoneExist/{phone}',
  summary: 'Whether an account already has the phone (rate limited per client address)',
  access: 'public',
  params: phoneParams,
  data: z.boolean(),
});

export const registerCheckPhone = endpoint({
  method: 'POST',
  path: '/member/register/checkPhone',
  summary: 'As checkPhoneExist, with the phone in the body (rate limited per client address)',
  access: 'public',
  body: phoneParams,
  data: z.boolean(),
});

export const loginCheckPhone = endpoint({
  method: 'GET',
  path: '/member/login/checkPhone/{phone}',
  summary: 'Whether an account can sign in with the phone (rate limited per client address)',
  access: 'public',
  params: phoneParams,
  data: z.boolean(),
});

export const getUUID = endpoint({
  method: 'GET',
  path: '/share/getUUID',
  summary: 'A new random UUID',
  access: 'public',
  data: z.string(),
});
