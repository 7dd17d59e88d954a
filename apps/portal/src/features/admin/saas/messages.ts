import type { Messages } from '../../../i18n/locales/zh';

/** Texts of these pages, under `saas.` in every language. */
export const zh = {
  heading: '多租户管理',
};

export const en: Messages<typeof zh> = {
  heading: 'Multi-tenant management',
};

export const es: Messages<typeof zh> = {
  heading: 'Gestión multiempresa',
};
