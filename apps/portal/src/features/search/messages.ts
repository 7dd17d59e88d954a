import type { Messages } from '../../i18n/locales/zh';

/** Texts of the 全局搜索 feature, under `search.` in every language. */
export const zh = {
  heading: '全局搜索',
} as const;

export const en: Messages<typeof zh> = {
  heading: 'Global search',
};

export const es: Messages<typeof zh> = {
  heading: 'Búsqueda global',
};
