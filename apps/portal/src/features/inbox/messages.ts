import type { Messages } from '../../i18n/locales/zh';

/** Texts of the 消息提醒 feature, under `inbox.` in every language. */
export const zh = {
  heading: '消息提醒',
} as const;

export const en: Messages<typeof zh> = {
  heading: 'Message reminders',
};

export const es: Messages<typeof zh> = {
  heading: 'Avisos',
};
