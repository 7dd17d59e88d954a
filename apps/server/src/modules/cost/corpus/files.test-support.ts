import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CORPUS_SIZE, corpusWorkbook, type CorpusWorkbook } from './generate';

/** Where the corpus workbooks are kept in the repository. */
export const CORPUS_DIR = join(import.meta.dirname, 'files');

/** Every corpus workbook, made once per test file. */
let made: Promise<CorpusWorkbook[]> | null = null;
export function corpus(): Promise<CorpusWorkbook[]> {
  made ??= Promise.all(Array.from({ length: CORPUS_SIZE }, (_, i) => corpusWorkbook(i)));
  return made;
}

/**
 * Writes the corpus to files/: <name>-clean.xlsx, <name>-flawed.xlsx and manifest.json (the
 * flaws planted in each flawed twin and the figures each clean twin states). Run with
 * `CORPUS_WRITE=1 node_modules/.bin/vitest run --root apps/server corpus/corpus`.
 */
export async function writeCorpusFiles(dir = CORPUS_DIR): Promise<void> {
  await mkdir(dir, { recursive: true });
  const list = await corpus();
  for (const workbook of list) {
    await writeFile(join(dir, `${workbook.file}-clean.xlsx`), workbook.clean);
    await writeFile(join(dir, `${workbook.file}-flawed.xlsx`), workbook.flawed);
  }
  const manifest = list.map(({ variant, file, units, flaws, info }) => ({
    file,
    variant,
    units,
    info,
    flaws,
  }));
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
