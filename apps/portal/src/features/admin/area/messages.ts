import type { Messages } from '../../../i18n/locales/zh';

/** Texts of these pages, under `area.` in every language. */
export const zh = {
  heading: '区域管理',
};

export const en: Messages<typeof zh> = {
  heading: 'Areas',
};

export const es: Messages<typeof zh> = {
  heading: 'Áreas',
};
