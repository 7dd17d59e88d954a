// Strings of display and navigation (tags, tabs, pagination, tree, progress, notifications). One key set, three languages.
const zh = {};

type Messages = Record<keyof typeof zh, string>;

const en: Messages = {};

const es: Messages = {};

export const displayMessages = { zh, en, es };
