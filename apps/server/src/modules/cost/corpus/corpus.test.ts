import { describe, expect, it } from 'vitest';
import { FLAW_KINDS } from './generate';
import { corpus, writeCorpusFiles } from './files.test-support';

describe('the corpus', () => {
  it('given the generator, when it makes the corpus, then 12 small workbooks plant every flaw kind at a located row', async () => {
    const list = await corpus();
    expect(list).toHaveLength(12);
    const kinds = new Set(list.flatMap((w) => w.flaws.map((f) => f.kind)));
    expect([...kinds].sort()).toEqual([...FLAW_KINDS].sort());
    for (const w of list) {
      expect(w.clean.length).toBeLessThan(200_000);
      for (const flaw of w.flaws) expect(flaw.row, `${w.file} ${flaw.kind}`).toBeGreaterThan(0);
    }
    if (process.env.CORPUS_WRITE) await writeCorpusFiles();
  });
});
