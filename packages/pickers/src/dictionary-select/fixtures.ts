import type { DictionaryTreeOption } from './DictionaryCascadeSelect';
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

/** A tree dictionary of three levels (province → city → district), as /share/bd/treedict answers. */
export const regionTree: DictionaryTreeOption[] = [
  {
    label: '广东省',
    value: '44',
    children: [
      {
        label: '广州市',
        value: '4401',
        children: [
          { label: '天河区', value: '440106' },
          { label: '越秀区', value: '440104' },
        ],
      },
      { label: '深圳市', value: '4403', children: [{ label: '南山区', value: '440305' }] },
    ],
  },
  {
    label: '江苏省',
    value: '32',
    children: [
      {
        label: '南京市',
        value: '3201',
        children: [{ label: '玄武区', value: '320102' }],
      },
    ],
  },
];

export function loadRegionTree(): Promise<DictionaryTreeOption[]> {
  return Promise.resolve(regionTree);
}
