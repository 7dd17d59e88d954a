import type { DictionaryOption } from './DictionarySelect';

/** Dictionaries as the server's /dict endpoints would answer them, for stories and tests. */
export const dictionaries: Record<string, DictionaryOption[]> = {
  projectKind: [
    { label: '房屋建筑工程', value: '01' },
    { label: '市政工程', value: '02' },
    { label: '公路工程', value: '03' },
    { label: '水利工程', value: '04', disabled: true },
  ],
  region: [
    { label: '北京', value: 'BJ' },
    { label: '上海', value: 'SH' },
    { label: '广东', value: 'GD' },
  ],
};

export function loadDictionary(code: string): Promise<DictionaryOption[]> {
  return Promise.resolve(dictionaries[code] ?? []);
}
