import type { Messages } from '../../../i18n/locales/zh';

/** Texts of these pages, under `content.` in every language. */
export const zh = {
  heading: '内容管理',
};

export const en: Messages<typeof zh> = {
  heading: 'Content management',
};

export const es: Messages<typeof zh> = {
  heading: 'Gestión de contenidos',
};
