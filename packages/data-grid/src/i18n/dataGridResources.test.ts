import { dataGridResources } from './dataGridResources';

describe('dataGrid message catalogues', () => {
  it('have the same keys, each non-empty, in zh, en and es', () => {
    const keys = Object.keys(dataGridResources.zh).sort();
    for (const language of ['en', 'es'] as const) {
      expect(Object.keys(dataGridResources[language]).sort()).toEqual(keys);
    }
    for (const language of ['zh', 'en', 'es'] as const) {
      for (const key of keys) {
        expect(
          dataGridResources[language][key as keyof typeof dataGridResources.zh],
          `${language}.${key}`,
        ).not.toBe('');
      }
    }
  });
});
