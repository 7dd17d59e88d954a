import type { Messages } from '../../../i18n/locales/zh';

/** Texts of the 组织机构 page, under `org.` in every language. */
export const zh = {
  heading: '组织机构',
} as const;

export const en: Messages<typeof zh> = {
  heading: 'Organization',
};

export const es: Messages<typeof zh> = {
  heading: 'Organización',
};
