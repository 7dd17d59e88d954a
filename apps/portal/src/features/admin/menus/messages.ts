import type { Messages } from '../../../i18n/locales/zh';

/** Texts of the 菜单管理 page, under `menus.` in every language. */
export const zh = {
  heading: '菜单管理',
} as const;

export const en: Messages<typeof zh> = {
  heading: 'Menus',
};

export const es: Messages<typeof zh> = {
  heading: 'Menús',
};
