// Strings of shell widgets and formatters (watermark, full screen, theme, language, size, clock). One key set, three languages.
const zh = {};

type Messages = Record<keyof typeof zh, string>;

const en: Messages = {};

const es: Messages = {};

export const widgetsMessages = { zh, en, es };
