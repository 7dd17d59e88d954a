import type { Messages } from '../../../i18n/locales/zh';

/** Texts of these pages, under `excelTemplates.` in every language. */
export const zh = {
  heading: '导入模板',
};

export const en: Messages<typeof zh> = {
  heading: 'Import templates',
};

export const es: Messages<typeof zh> = {
  heading: 'Plantillas de importación',
};
