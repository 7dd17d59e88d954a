import type { Messages } from '../../../i18n/locales/zh';

/** Texts of these pages, under `club.` in every language. */
export const zh = {
  heading: '俱乐部',
};

export const en: Messages<typeof zh> = {
  heading: 'Clubs',
};

export const es: Messages<typeof zh> = {
  heading: 'Clubes',
};
