import type { Messages } from '../../../i18n/locales/zh';

/** Texts of these pages, under `windowManagement.` in every language. */
export const zh = {
  heading: '窗口管理',
};

export const en: Messages<typeof zh> = {
  heading: 'Window management',
};

export const es: Messages<typeof zh> = {
  heading: 'Gestión de ventanas',
};
