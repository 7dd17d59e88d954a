import type { Messages } from '../../../i18n/locales/zh';

/** Texts of the 角色管理 page, under `roles.` in every language. */
export const zh = {
  heading: '角色管理',
} as const;

export const en: Messages<typeof zh> = {
  heading: 'Roles',
};

export const es: Messages<typeof zh> = {
  heading: 'Roles',
};
