// Strings of form controls (inputs, selects, choices, form rules). One key set, three languages.
const zh = {};

type Messages = Record<keyof typeof zh, string>;

const en: Messages = {};

const es: Messages = {};

export const formsMessages = { zh, en, es };
