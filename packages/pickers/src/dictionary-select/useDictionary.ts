import { useEffect, useEffectEvent, useState } from 'react';

export type DictionaryStatus = 'no-code' | 'loading' | 'error' | 'ready';

interface Loaded<T> {
  code: string;
  options: T[];
  failed: boolean;
}

/** Loads a dictionary's entries by code; a new code loads again, the latest answer wins. */
export function useDictionary<T>(
  code: string | undefined,
  loadOptions: (code: string) => Promise<T[]>,
): { status: DictionaryStatus; options: T[] } {
  const [loaded, setLoaded] = useState<Loaded<T> | undefined>();
  // An effect event, so a new `loadOptions` identity each render does not reload the dictionary.
  const load = useEffectEvent((dictionaryCode: string) => loadOptions(dictionaryCode));
  useEffect(() => {
    if (!code) return;
    let current = true;
    load(code).then(
      (options) => current && setLoaded({ code, options, failed: false }),
      () => current && setLoaded({ code, options: [], failed: true }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (!code) return { status: 'no-code', options: [] };
  const dictionary = loaded?.code === code ? loaded : undefined;
  if (!dictionary) return { status: 'loading', options: [] };
  return dictionary.failed
    ? { status: 'error', options: [] }
    : { status: 'ready', options: dictionary.options };
}
