/** A loader that asks once per dictionary code and shares the answer. */
export interface DictionaryCache<T> {
  (code: string): Promise<T>;
  /** Forgets one code (after an edit of that dictionary) or, without a code, every code. */
  invalidate: (code?: string) => void;
}

/**
 * Wraps a dictionary loader so every select on a page that asks for the same code shares one
 * request. A failed load is forgotten at once, so the next select asks again instead of
 * inheriting the failure.
 */
export function createDictionaryCache<T>(load: (code: string) => Promise<T>): DictionaryCache<T> {
  const entries = new Map<string, Promise<T>>();
  const cached = ((code: string) => {
    const known = entries.get(code);
    if (known) return known;
    const pending = load(code);
    entries.set(code, pending);
    pending.catch(() => {
      if (entries.get(code) === pending) entries.delete(code);
    });
    return pending;
  }) as DictionaryCache<T>;
  cached.invalidate = (code) => {
    if (code === undefined) entries.clear();
    else entries.delete(code);
  };
  return cached;
}
