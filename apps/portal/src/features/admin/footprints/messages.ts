import type { Messages } from '../../../i18n/locales/zh';

/** Texts of these pages, under `footprints.` in every language. */
export const zh = {
  heading: '足迹管理',
};

export const en: Messages<typeof zh> = {
  heading: 'Footprint management',
};

export const es: Messages<typeof zh> = {
  heading: 'Gestión de huellas',
};
