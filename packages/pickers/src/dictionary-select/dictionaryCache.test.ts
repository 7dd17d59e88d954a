import { createDictionaryCache } from './dictionaryCache';

describe('createDictionaryCache', () => {
  it('asks once per code and shares the answer between callers', async () => {
    const load = vi.fn((code: string) => Promise.resolve([code]));
    const cached = createDictionaryCache(load);
    const [a, b] = await Promise.all([cached('region'), cached('region')]);
    expect(a).toBe(b);
    await cached('projectKind');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls.map(([code]) => code)).toEqual(['region', 'projectKind']);
  });

  it('forgets a failed load so the next caller asks again', async () => {
    const load = vi
      .fn<(code: string) => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce(['ok']);
    const cached = createDictionaryCache(load);
    await expect(cached('region')).rejects.toThrow('503');
    await expect(cached('region')).resolves.toEqual(['ok']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('invalidates one code or all of them', async () => {
    const load = vi.fn((code: string) => Promise.resolve(code));
    const cached = createDictionaryCache(load);
    await cached('a');
    await cached('b');
    cached.invalidate('a');
    await cached('a');
    await cached('b');
    expect(load).toHaveBeenCalledTimes(3);
    cached.invalidate();
    await cached('b');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
