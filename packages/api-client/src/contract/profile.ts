import { z } from 'zod';
import { endpoint } from '../endpoint';
import { userInfoSchema } from './auth';

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
