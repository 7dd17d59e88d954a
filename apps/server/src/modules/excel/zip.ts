import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/**
 * The zip's entries (name → content) from its central directory, whatever their order in the file;
 * throws when it is not a zip (or uses ZIP64, which a workbook of this size never needs).
 */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let at = zip.lastIndexOf(END_OF_CENTRAL_DIRECTORY);
  if (at < 0) throw new Error('not a zip file');
  const total = zip.readUInt16LE(at + 10);
  at = zip.readUInt32LE(at + 16);
  for (let index = 0; index < total; index++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken zip directory');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    if (method !== 0 && method !== 8) throw new Error(`zip method ${method}`);
    if (!name.endsWith('/')) entries.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + skip;
  }
  return entries;
}
