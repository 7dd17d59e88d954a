import { parseInWorker } from './parseInWorker';
import type { ImportSheet } from './importTypes';

const csv = () => new Blob(['工号,姓名\n00123,李四\n']);
const expected: ImportSheet[] = [
  {
    name: 'Sheet1',
    rows: [
      ['工号', '姓名'],
      ['00123', '李四'],
    ],
  },
];

/** A stand-in Worker that answers the way `behaviour` says. */
function stubWorker(behaviour: 'answers' | 'fails-to-load' | 'errors') {
  const created: { terminated: boolean }[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { preventDefault: () => void }) => void) | null = null;
    terminated = false;
    constructor() {
      created.push(this);
    }
    postMessage() {
      queueMicrotask(() => {
        if (behaviour === 'fails-to-load') {
          this.onerror?.({ preventDefault: () => undefined });
        } else if (behaviour === 'errors') {
          this.onmessage?.({ data: { kind: 'error', name: 'Error', message: 'broken zip' } });
        } else {
          this.onmessage?.({ data: { kind: 'progress', fraction: 0.5 } });
          this.onmessage?.({ data: { kind: 'done', sheets: [{ name: 'W', rows: [] }] } });
        }
      });
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return { created, createWorker: () => new FakeWorker() as unknown as Worker };
}

describe('parseInWorker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without Worker, reads on the main thread and reports progress to 1', async () => {
    const onProgress = vi.fn();
    await expect(parseInWorker(csv(), { onProgress })).resolves.toEqual(expected);
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('with a Worker, takes its sheets and progress, then stops it', async () => {
    const { created, createWorker } = stubWorker('answers');
    const onProgress = vi.fn();
    await expect(parseInWorker(csv(), { onProgress, createWorker })).resolves.toEqual([
      { name: 'W', rows: [] },
    ]);
    expect(onProgress).toHaveBeenCalledWith(0.55);
    expect(created[0]?.terminated).toBe(true);
  });

  it('when the worker script cannot load, falls back to the main thread', async () => {
    const { createWorker } = stubWorker('fails-to-load');
    await expect(parseInWorker(csv(), { createWorker })).resolves.toEqual(expected);
  });

  it('rejects with the worker’s error', async () => {
    const { createWorker } = stubWorker('errors');
    await expect(parseInWorker(csv(), { createWorker })).rejects.toThrow('broken zip');
  });

  it('given a worker factory that throws, reads on the main thread', async () => {
    stubWorker('answers');
    const createWorker = () => {
      throw new Error('module workers unsupported');
    };
    await expect(parseInWorker(csv(), { createWorker })).resolves.toEqual(expected);
  });

  it('given a Worker but no factory, reads on the main thread', async () => {
    const { created } = stubWorker('answers');
    await expect(parseInWorker(csv())).resolves.toEqual(expected);
    expect(created).toHaveLength(0);
  });

  it('given an aborted signal, rejects with an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(parseInWorker(csv(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
