import { inflateRawSync } from 'node:zlib';

/** The entries of a zip (name → content), read from its central directory. */
export function unzip(zip: Buffer): Record<string, string> {
  const entries: Record<string, string> = {};
  let at = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const total = zip.readUInt16LE(at + 10);
  at = zip.readUInt32LE(at + 16);
  for (let index = 0; index < total; index++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    entries[name] = (method === 8 ? inflateRawSync(data) : data).toString();
    at += 46 + skip;
  }
  return entries;
}
