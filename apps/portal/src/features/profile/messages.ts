import type { Messages } from '../../i18n/locales/zh';

/** Texts of the 个人中心 feature, under `profile.` in every language. */
export const zh = {
  heading: '个人中心',
  myTracks: '我的足迹',
  personInfo: '个人信息',
} as const;

export const en: Messages<typeof zh> = {
  heading: 'Personal centre',
  myTracks: 'My footprints',
  personInfo: 'Personal information',
};

export const es: Messages<typeof zh> = {
  heading: 'Centro personal',
  myTracks: 'Mis huellas',
  personInfo: 'Información personal',
};
