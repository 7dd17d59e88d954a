import { pickersResources } from './pickersResources';

describe('pickers message catalogues', () => {
  it('have the same keys, each non-empty, in zh, en and es', () => {
    const keys = Object.keys(pickersResources.zh).sort();
    for (const language of ['en', 'es'] as const) {
      expect(Object.keys(pickersResources[language]).sort()).toEqual(keys);
    }
    for (const language of ['zh', 'en', 'es'] as const) {
      for (const key of keys) {
        expect(
          pickersResources[language][key as keyof typeof pickersResources.zh],
          `${language}.${key}`,
        ).not.toBe('');
      }
    }
  });
});
