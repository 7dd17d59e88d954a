import { mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDisposition, isPreviewable, sanitiseFileName, suffixOf } from './service';
import { createLocalFileStorage, FileMissingError } from './storage';

const root = mkdtempSync(join(tmpdir(), 'ccms-storage-test-'));
const storage = createLocalFileStorage(root);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local file storage', () => {
  it('stores, reads back and deletes by key', async () => {
    expect(
      await storage.put('demo/abc', Readable.from([Buffer.from('工程'), Buffer.from('量')])),
    ).toBe(9);
    expect(await text(await storage.get('demo/abc'))).toBe('工程量');
    await storage.delete('demo/abc');
    await expect(storage.get('demo/abc')).rejects.toBeInstanceOf(FileMissingError);
    await storage.delete('demo/abc');
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../outside', 'demo/../../x', '/etc/passwd', 'demo\\x', '']) {
      await expect(storage.put(key, Readable.from(['x']))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('leaves nothing behind when the content fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('demo/broken', failing)).rejects.toThrow('connection lost');
    expect(readdirSync(join(root, 'demo'))).toEqual([]);
  });
});

describe('attachment names and types', () => {
  it('keeps the last path segment without control or reserved characters', () => {
    expect(sanitiseFileName('C:\\Users\\张三\\报告.pdf')).toBe('报告.pdf');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('a\u0000b<c>:"d|?*.txt')).toBe('abcd.txt');
    expect(sanitiseFileName('...hidden.doc')).toBe('hidden.doc');
    expect(sanitiseFileName('///')).toBe('file');
    const long = sanitiseFileName(`${'长'.repeat(300)}.xlsx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.xlsx')).toBe(true);
  });

  it('reads the suffix in lower case, none without a dot', () => {
    expect(suffixOf('清单.XLSX')).toBe('xlsx');
    expect(suffixOf('archive.tar.gz')).toBe('gz');
    expect(suffixOf('README')).toBe('');
  });

  it('previews raster images and PDF only', () => {
    expect(isPreviewable('image/png')).toBe(true);
    expect(isPreviewable('application/pdf')).toBe(true);
    expect(isPreviewable('image/svg+xml')).toBe(false);
    expect(isPreviewable('text/html')).toBe(false);
  });

  it('names a download in ASCII and exactly in UTF-8', () => {
    expect(contentDisposition('inline', `方案(1)'s.pdf`)).toBe(
      `inline; filename="__(1)'s.pdf"; filename*=UTF-8''%E6%96%B9%E6%A1%88%281%29%27s.pdf`,
    );
    expect(contentDisposition('attachment', 'a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });
});
