import type { Messages } from '../../../i18n/locales/zh';

/** Texts of the 用户管理 page, under `users.` in every language. */
export const zh = {
  heading: '用户管理',
} as const;

export const en: Messages<typeof zh> = {
  heading: 'Users',
};

export const es: Messages<typeof zh> = {
  heading: 'Usuarios',
};
