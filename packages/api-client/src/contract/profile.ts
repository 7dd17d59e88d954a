import { z } from 'zod';
import { endpoint } from '../endpoint';
import { userInfoSchema } from './auth';
import { auditSchema, idSchema, optionalText, plainText } from './paging';
import { userSaveSchema } from './user';

/** 文件读取设置: a pricing file's project name comes from its content or from its file name. */
export const mySettingSchema = z.object({
  projectNameRule: z.enum(['projectName', 'fileName']),
});
export type MySetting = z.infer<typeof mySettingSchema>;

export const addUserSetting = endpoint({
  method: 'POST',
  path: '/b/user/setting/addUserSetting',
  summary: 'Save own mySetting',
  access: 'session',
  body: mySettingSchema,
  data: mySettingSchema,
});

export const getUserSetting = endpoint({
  method: 'GET',
  path: '/b/user/setting/getUserSetting',
  summary: 'Own mySetting',
  access: 'session',
  data: mySettingSchema,
});

export const getTokenUser = endpoint({
  method: 'GET',
  path: '/b/user/setting/getTokenUser',
  summary: "The token's user info",
  access: 'session',
  data: userInfoSchema,
});

/** Characters of one config value, and keys one user may keep. */
export const USER_CONFIG_VALUE_MAX = 16_000;
export const USER_CONFIG_KEYS_MAX = 50;

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const userConfigSaveSchema = z
  .object({
    key: z
      .string()
      .trim()
      .regex(/^[A-Za-z][\w.-]{0,63}$/, { error: '配置键格式不正确' }),
    /** JSON text, kept as sent; the portal parses it. */
    value: z.string().max(USER_CONFIG_VALUE_MAX),
  })
  .refine(
    ({ key, value }) => {
      const parsed = jsonOf(value);
      if (key === 'flow_start_List')
        return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string');
      // Layouts are objects (work mode) or slot lists (panels), never bare text or numbers.
      if (key.startsWith('ecms_')) return typeof parsed === 'object' && parsed !== null;
      return parsed !== undefined;
    },
    { error: '不是有效的 JSON，或结构不符', path: ['value'] },
  );
export type UserConfigSave = z.input<typeof userConfigSaveSchema>;

export const updateUserConfig = endpoint({
  method: 'POST',
  path: '/b/member/config/updateUserConfig',
  summary: 'Set one key of own userConfig; answers the map',
  access: 'session',
  body: userConfigSaveSchema,
  data: z.record(z.string(), z.string()),
});

// ── Personal information ──────────────────────────────────────────────────────

/**
 * The personal-centre form of a non-member (spec 000 §6): job number, job and e-mail. The login
 * name is sent along but only identifies: it must be the caller's own (administrators rename).
 */
export const loginUserUpdateSchema = z.object({
  loginName: userSaveSchema.shape.loginName.optional(),
  no: optionalText(32),
  job: optionalText(32),
  email: userSaveSchema.shape.email,
});
export type LoginUserUpdate = z.input<typeof loginUserUpdateSchema>;

export const updateLoginUser = endpoint({
  method: 'PUT',
  path: '/a/sys/user/updateLoginUser',
  summary: 'Save own job number, job and e-mail; answers the refreshed user info',
  access: 'session',
  body: loginUserUpdateSchema,
  data: userInfoSchema,
});

export const memberNameSchema = plainText(32).pipe(
  z.string().min(1, { error: '会员姓名不能为空！' }),
);

export const memberModName = endpoint({
  method: 'PUT',
  path: '/b/member/modName/{userId}/{name}',
  summary:
    'A member renames themselves ({userId} must be the caller, {name} the new name); the member record follows; answers the user info',
  access: 'session',
  params: z.object({ userId: idSchema, name: memberNameSchema }),
  data: userInfoSchema,
});

// ── Invoice information (发票管理) ────────────────────────────────────────────

/** 1 电子普通发票 (personal), 2 增值税专用发票 (company) — spec 000 §3. */
export const INVOICE_TYPES = { personal: 1, company: 2 } as const;
export const invoicesTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type InvoicesType = z.infer<typeof invoicesTypeSchema>;

export const invoiceInfoSchema = z
  .object({
    invoicesType: invoicesTypeSchema,
    personName: z.string().nullable(),
    companyName: z.string().nullable(),
    honestyCode: z.string().nullable(),
    email: z.string().nullable(),
    registeredAddress: z.string().nullable(),
    phone: z.string().nullable(),
    bank: z.string().nullable(),
    bankAccount: z.string().nullable(),
    receiver: z.string().nullable(),
    receiveAddress: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type InvoiceInfo = z.infer<typeof invoiceInfoSchema>;

/** An optional field with a format: empty is null, anything else must match after normalising. */
const optionalFormatted = (pattern: RegExp, error: string, normalise: (text: string) => string) =>
  z
    .string()
    .max(64)
    .transform(normalise)
    .refine((value) => value === '' || pattern.test(value), { error })
    .nullish()
    .transform((value) => (value ? value : null));

/** Fields each kind requires, with the please-enter message of each (spec 000 §5). */
export const INVOICE_REQUIRED: Record<InvoicesType, [InvoiceField, string][]> = {
  1: [
    ['personName', '请输入姓名'],
    ['companyName', '请输入公司名称'],
    ['honestyCode', '请输入信用代码'],
    ['email', '请输入邮箱'],
  ],
  2: [
    ['companyName', '请输入单位名称'],
    ['honestyCode', '请输入信用代码'],
    ['registeredAddress', '请输入注册地址'],
    ['phone', '请输入电话'],
    ['bank', '请输入开户银行'],
    ['bankAccount', '请输入银行账号'],
    ['receiver', '请输入收件人'],
    ['receiveAddress', '请输入收件地址'],
  ],
};
type InvoiceField = Exclude<keyof InvoiceInfo, 'invoicesType' | keyof typeof auditSchema.shape>;

export const invoiceInfoSaveSchema = z
  .object({
    /** 1 or 2; forms send it as text too. */
    invoicesType: z
      .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], {
        error: '请选择发票类型',
      })
      .transform((value) => Number(value) as InvoicesType),
    personName: optionalText(32),
    companyName: optionalText(100),
    /** 统一社会信用代码 (18) or an older taxpayer number (15–20), letters upper-cased. */
    honestyCode: optionalFormatted(/^[0-9A-Z]{15,20}$/, '信用代码格式不正确', (text) =>
      text.replace(/\s/g, '').toUpperCase(),
    ),
    email: userSaveSchema.shape.email,
    registeredAddress: optionalText(200),
    /** A landline or mobile: digits with + - ( ) and spaces. */
    phone: optionalFormatted(/^\+?[0-9][0-9 ()-]{4,30}$/, '电话格式不正确', (text) => text.trim()),
    bank: optionalText(100),
    /** Digits only; the spaces people group them with are dropped. */
    bankAccount: optionalFormatted(/^[0-9]{6,32}$/, '银行账号格式不正确', (text) =>
      text.replace(/[\s-]/g, ''),
    ),
    receiver: optionalText(32),
    receiveAddress: optionalText(200),
  })
  .superRefine((body, context) => {
    for (const [field, message] of INVOICE_REQUIRED[body.invoicesType]) {
      if (!body[field]) context.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type InvoiceInfoSave = z.input<typeof invoiceInfoSaveSchema>;

export const invoiceGetMy = endpoint({
  method: 'GET',
  path: '/b/invoices/getmy',
  summary: 'Own invoice information (null until saved)',
  access: 'session',
  data: invoiceInfoSchema.nullable(),
});

export const invoiceSaveMy = endpoint({
  method: 'POST',
  path: '/b/invoices/savemy',
  summary:
    'Save own invoice information; the chosen kind’s fields are required (the other kind’s are kept)',
  access: 'session',
  body: invoiceInfoSaveSchema,
  data: invoiceInfoSchema,
});
