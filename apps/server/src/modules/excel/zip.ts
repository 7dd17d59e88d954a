import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** One entry of a zip as stored: its compressed bytes (a view into the zip), method and sizes. */
export interface ZipEntry {
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  data: Buffer;
  /** The size once inflated, from the central directory. */
  size: number;
}

/**
 * The zip's entries (name → stored entry) from its central directory, whatever their order in the
 * file, nothing inflated yet; throws when it is not a zip (or uses ZIP64, which a workbook of this
 * size never needs).
 */
export function zipDirectory(zip: Buffer): Map<string, ZipEntry> {
  const entries = new Map<string, ZipEntry>();
  let at = zip.lastIndexOf(END_OF_CENTRAL_DIRECTORY);
  if (at < 0) throw new Error('not a zip file');
  const total = zip.readUInt16LE(at + 10);
  at = zip.readUInt32LE(at + 16);
  for (let index = 0; index < total; index++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken zip directory');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    if (method !== 0 && method !== 8) throw new Error(`zip method ${method}`);
    if (!name.endsWith('/')) entries.set(name, { method, data, size });
    at += 46 + skip;
  }
  return entries;
}

/** An entry's content, inflated at once (for the small parts; sheets are streamed). */
export const inflateEntry = (entry: ZipEntry): Buffer =>
  entry.method === 8 ? inflateRawSync(entry.data) : entry.data;

/** The zip's entries (name → content), every one inflated. */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  for (const [name, entry] of zipDirectory(zip)) entries.set(name, inflateEntry(entry));
  return entries;
}
