import type { Messages } from '../../../i18n/locales/zh';

/** Texts of these pages, under `dicts.` in every language. */
export const zh = {
  heading: '字典管理',
};

export const en: Messages<typeof zh> = {
  heading: 'Dictionaries',
};

export const es: Messages<typeof zh> = {
  heading: 'Diccionarios',
};
