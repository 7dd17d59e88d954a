import type { Messages } from '../../../i18n/locales/zh';

/** Texts of these pages, under `params.` in every language. */
export const zh = {
  heading: '系统参数',
};

export const en: Messages<typeof zh> = {
  heading: 'System parameters',
};

export const es: Messages<typeof zh> = {
  heading: 'Parámetros del sistema',
};
