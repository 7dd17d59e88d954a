// Strings of dates, overlays and menus (pickers, dialogs, drawers, tooltips, menus). One key set, three languages.
const zh = {};

type Messages = Record<keyof typeof zh, string>;

const en: Messages = {};

const es: Messages = {};

export const overlaysMessages = { zh, en, es };
