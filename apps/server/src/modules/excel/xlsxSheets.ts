import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import type { CellValue } from './cells';
import type { SheetData } from './workbook';
import { inflateEntry, zipDirectory, type ZipEntry } from './zip';

/**
 * A fast reader of an .xlsx file's visible sheets into plain cell values, for files of hundreds of
 * thousands of rows (bank statements): it scans the sheet XML directly instead of building
 * exceljs's object model (which needs about ten times the time and memory at that size).
 *
 * It reads what an import needs — shared and inline strings, numbers, booleans, errors, cached
 * formula results, and numbers in a date format as Date (UTC, as exceljs gives them) — and leaves
 * out styles, merges and everything else. Throws when the content is not a workbook.
 */
export interface XlsxReadOptions {
  /** Called as the sheets are read: characters of sheet XML read so far, and in all. */
  onProgress?: (done: number, total: number) => void;
  /** Rows a sheet may hold; a larger sheet throws `TooManyRows` before its rows are read. */
  maxRows?: number;
}

export class TooManyRows extends Error {
  constructor(readonly rows: number) {
    super(`the sheet has ${rows} rows`);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text to a string: entities, numeric references and OOXML's `_xHHHH_` escapes. */
export function decodeXmlText(text: string): string {
  let result = text;
  if (result.includes('&'))
    result = result.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(
          name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10),
        );
      return ENTITIES[name] ?? whole;
    });
  if (result.includes('_x'))
    result = result.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  return result;
}

/** The value of attribute `name` in a tag's attribute text, or undefined. */
function attribute(attributes: string, name: string): string | undefined {
  const key = ` ${name}="`;
  let at = attributes.indexOf(key);
  if (at < 0) {
    // Attributes may be separated by line breaks or tabs as well.
    const match = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes);
    return match ? match[1] : undefined;
  }
  at += key.length;
  return attributes.slice(at, attributes.indexOf('"', at));
}

/** The text of a shared or inline string: its <t> runs, phonetic (<rPh>) runs left out. */
function stringText(xml: string): string {
  const source = xml.includes('rPh')
    ? xml.replace(/<(\w+:)?rPh\b[\s\S]*?<\/(\w+:)?rPh>/g, '')
    : xml;
  let text = '';
  const runs = /<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g;
  for (let match = runs.exec(source); match; match = runs.exec(source)) text += match[1];
  return decodeXmlText(text);
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  const strings: string[] = [];
  const items = /<(?:\w+:)?si>([\s\S]*?)<\/(?:\w+:)?si>|<(?:\w+:)?si\/>/g;
  for (let match = items.exec(xml); match; match = items.exec(xml))
    strings.push(match[1] === undefined ? '' : stringText(match[1]));
  return strings;
}

/** Excel's built-in number formats that show a date or time (including the CJK locale ones). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
]);

/** A custom format shows a date when, outside quotes, escapes and [colour] parts, it has y m d h s. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/_.|\*./g, '');
  return /[ymdhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/** For each cell style (the `s` attribute), whether it shows numbers as dates. */
function dateStyles(xml: string | undefined): boolean[] {
  if (!xml) return [];
  const custom = new Map<number, string>();
  const formats = /<(?:\w+:)?numFmt\b([^>]*)\/?>/g;
  for (let match = formats.exec(xml); match; match = formats.exec(xml)) {
    const id = Number(attribute(match[1]!, 'numFmtId'));
    const code = decodeXmlText(attribute(match[1]!, 'formatCode') ?? '');
    custom.set(id, code);
  }
  const start = xml.search(/<(\w+:)?cellXfs\b/);
  if (start < 0) return [];
  const end = xml.search(/<\/(\w+:)?cellXfs>/);
  const section = xml.slice(start, end < start ? undefined : end);
  const styles: boolean[] = [];
  const xfs = /<(?:\w+:)?xf\b([^>]*)>/g;
  for (let match = xfs.exec(section); match; match = xfs.exec(section)) {
    const id = Number(attribute(match[1]!, 'numFmtId') ?? 0);
    const code = custom.get(id);
    styles.push(code !== undefined ? isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(id));
  }
  return styles;
}

const DAY = 86_400_000;
/** Serial 25569 is 1970-01-01 in the 1900 date system; the 1904 system is 1462 days later. */
const serialToDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial + (date1904 ? 1462 : 0) - 25569) * DAY));

/** "AB12" → 27 (0-based column), or -1 when there is no reference. */
function columnOf(reference: string | undefined): number {
  if (!reference) return -1;
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

interface SheetContext {
  strings: string[];
  dates: boolean[];
  date1904: boolean;
}

function cellValue(attributes: string, inner: string, context: SheetContext): CellValue {
  const type = attribute(attributes, 't');
  if (type === 'inlineStr') return stringText(inner);
  const value = /<((?:\w+:)?v)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/.exec(inner);
  if (!value) return null;
  const raw = value[2]!;
  switch (type) {
    case 's':
      return context.strings[Number(raw)] ?? null;
    case 'str':
      return decodeXmlText(raw);
    case 'b':
      return raw === '1' || raw === 'true';
    case 'e':
      return { error: decodeXmlText(raw) };
    case 'd': {
      const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(raw) ? raw : `${raw}Z`);
      return Number.isNaN(date.getTime()) ? decodeXmlText(raw) : date;
    }
    default: {
      const number = Number(raw);
      if (raw === '' || !Number.isFinite(number)) return null;
      const style = attribute(attributes, 's');
      return style !== undefined && context.dates[Number(style)]
        ? serialToDate(number, context.date1904)
        : number;
    }
  }
}

/** Bytes of sheet XML inflated and parsed at a time: a sheet is never held whole. */
const SHEET_CHUNK = 1 << 20;

/** A string of its own, not a view into the sheet's XML piece (which it would keep alive). */
const detached = (text: string): string =>
  text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');

/** The sheet XML's text, piece by piece as it is inflated, with the bytes each piece took. */
async function* sheetText(entry: ZipEntry): AsyncGenerator<[string, number]> {
  const decoder = new StringDecoder('utf8');
  if (entry.method === 0)
    for (let at = 0; at < entry.data.length; at += SHEET_CHUNK) {
      const chunk = entry.data.subarray(at, at + SHEET_CHUNK);
      yield [decoder.write(chunk), chunk.length];
    }
  else {
    const inflater = createInflateRaw({ chunkSize: SHEET_CHUNK });
    inflater.end(entry.data);
    for await (const chunk of inflater as AsyncIterable<Buffer>)
      yield [decoder.write(chunk), chunk.length];
  }
  const rest = decoder.end();
  if (rest) yield [rest, 0];
}

/**
 * A sheet's rows, its XML read piece by piece (each piece ends after a row): only the rows are
 * kept, never the sheet's XML or its inflated bytes as a whole.
 */
async function readSheet(
  entry: ZipEntry,
  context: SheetContext,
  progress: (done: number) => void,
  maxRows: number,
  limit = Number.MAX_SAFE_INTEGER,
  onRow?: (row: CellValue[], index: number) => void,
): Promise<CellValue[][]> {
  const rows: CellValue[][] = [];
  let row: CellValue[] = [];
  let rowIndex = -1;
  /** The row being read (given to onRow once complete), when rows are streamed. */
  let open = false;
  let previousIndex = -1;
  let column = -1;
  let tags: RegExp | undefined;
  let end = '';
  let closeCell = '';
  let closeRow = '';
  /** Parses whole rows of XML; true when the end of the sheet data was reached. */
  const parse = (xml: string): boolean => {
    tags!.lastIndex = 0;
    for (let match = tags!.exec(xml); match; match = tags!.exec(xml)) {
      if (match[0] === end) return true;
      if (match[3] === undefined) {
        // A row: rows without an "r" follow the previous one.
        const reference = attribute(match[1]!, 'r');
        rowIndex = reference ? Number(reference) - 1 : rowIndex + 1;
        if (rowIndex >= limit) return true;
        if (rowIndex >= maxRows) throw new TooManyRows(rowIndex + 1);
        if (onRow) {
          if (open) onRow(row, previousIndex);
          open = true;
          previousIndex = rowIndex;
          row = [];
        } else {
          row = [];
          rows[rowIndex] = row;
        }
        column = -1;
        continue;
      }
      const attributes = match[3];
      const reference = columnOf(attribute(attributes, 'r'));
      column = reference >= 0 ? reference : column + 1;
      if (match[4]) continue;
      const close = xml.indexOf(closeCell, tags!.lastIndex);
      if (close < 0) return true;
      const value = cellValue(attributes, xml.slice(tags!.lastIndex, close), context);
      tags!.lastIndex = close + closeCell.length;
      if (value === null) continue;
      while (row.length < column) row.push(null);
      row[column] = typeof value === 'string' ? detached(value) : value;
    }
    return false;
  };
  let pending = '';
  let done = 0;
  let finished = false;
  for await (const [text, bytes] of sheetText(entry)) {
    done += bytes;
    pending += text;
    if (!tags) {
      // Some generators write every element with a namespace prefix (<x:row>).
      const sheetData = /<(\w+:)?sheetData\b/.exec(pending);
      if (!sheetData) continue;
      const prefix = sheetData[1] ?? '';
      const dimension = /<(?:\w+:)?dimension\s+ref="[A-Z]*\d+:[A-Z]*(\d+)"/.exec(
        pending.slice(0, sheetData.index),
      );
      if (dimension && Number(dimension[1]) > maxRows && limit > maxRows)
        throw new TooManyRows(Number(dimension[1]));
      end = `</${prefix}sheetData>`;
      closeCell = `</${prefix}c>`;
      closeRow = `</${prefix}row>`;
      tags = new RegExp(`<${prefix}row\\b([^>]*?)(/)?>|<${prefix}c\\b([^>]*?)(/)?>|${end}`, 'g');
      pending = pending.slice(sheetData.index + sheetData[0].length);
    }
    const cut = pending.lastIndexOf(closeRow);
    if (cut < 0) continue;
    const whole = pending.slice(0, cut + closeRow.length);
    pending = pending.slice(cut + closeRow.length);
    if (parse(whole)) {
      finished = true;
      break;
    }
    progress(done);
  }
  if (tags && !finished) parse(pending);
  if (open) onRow!(row, previousIndex);
  for (let index = 0; index < rows.length; index++) rows[index] ??= [];
  return rows;
}

/** An opened .xlsx workbook: its visible sheets, whose rows are read one sheet at a time. */
export interface XlsxBook {
  /** The visible sheets in the workbook's order, with the size of their XML. */
  readonly sheets: readonly { name: string; size: number }[];
  /**
   * The rows of the sheet at `index`. With `limit`, only its first `limit` rows: the rest of its
   * XML is not even inflated (enough to find a title and a header). With `onRow`, each row goes to
   * it as soon as it is read (blank rows are left out) and none are kept: the answer is empty.
   */
  rows(
    index: number,
    options?: {
      limit?: number;
      maxRows?: number;
      onProgress?: (done: number) => void;
      onRow?: (row: CellValue[], index: number) => void;
    },
  ): Promise<CellValue[][]>;
}

/**
 * Opens a workbook without reading any sheet, so an importer can look at every sheet's first rows
 * and then read the sheets it needs one at a time, holding one sheet's rows at once.
 * Throws when the content is not a workbook.
 */
export function openXlsx(content: Buffer): XlsxBook {
  const entries = zipDirectory(content);
  const text = (name: string) => {
    const entry = entries.get(name);
    return entry ? inflateEntry(entry).toString('utf8') : undefined;
  };
  const book = text('xl/workbook.xml');
  const rels = text('xl/_rels/workbook.xml.rels');
  if (!book || !rels) throw new Error('not a workbook');
  const targets = new Map<string, string>();
  const partOfType = new Map<string, string>();
  const relations = /<(?:\w+:)?Relationship\b([^>]*)\/?>/g;
  for (let match = relations.exec(rels); match; match = relations.exec(rels)) {
    const id = attribute(match[1]!, 'Id');
    const target = attribute(match[1]!, 'Target');
    if (!id || !target) continue;
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    targets.set(id, path);
    const type = /\/(\w+)$/.exec(attribute(match[1]!, 'Type') ?? '')?.[1];
    if (type) partOfType.set(type, path);
  }
  const properties = /<(?:\w+:)?workbookPr\b([^>]*)>/.exec(book)?.[1] ?? '';
  const date1904 = ['1', 'true'].includes(attribute(properties, 'date1904') ?? '');
  const context: SheetContext = {
    strings: sharedStrings(text(partOfType.get('sharedStrings') ?? 'xl/sharedStrings.xml')),
    dates: dateStyles(text(partOfType.get('styles') ?? 'xl/styles.xml')),
    date1904,
  };
  const visible: { name: string; path: string }[] = [];
  const sheetTags = /<(?:\w+:)?sheet\b([^>]*)\/?>/g;
  for (let match = sheetTags.exec(book); match; match = sheetTags.exec(book)) {
    const state = attribute(match[1]!, 'state');
    if (state === 'hidden' || state === 'veryHidden') continue;
    const id = /\s(?:\w+:)?id="([^"]*)"/.exec(match[1]!)?.[1] ?? '';
    const path = targets.get(id) ?? '';
    if (entries.has(path))
      visible.push({ name: decodeXmlText(attribute(match[1]!, 'name') ?? ''), path });
  }
  return {
    sheets: visible.map((sheet) => ({ name: sheet.name, size: entries.get(sheet.path)!.size })),
    rows: (index, options = {}) =>
      readSheet(
        entries.get(visible[index]!.path)!,
        context,
        options.onProgress ?? (() => {}),
        options.maxRows ?? Number.MAX_SAFE_INTEGER,
        options.limit,
        options.onRow,
      ),
  };
}

/** The visible sheets of an .xlsx workbook, in the workbook's order. */
export async function readXlsxSheets(
  content: Buffer,
  options: XlsxReadOptions = {},
): Promise<SheetData[]> {
  const book = openXlsx(content);
  const total = book.sheets.reduce((sum, sheet) => sum + sheet.size, 0);
  const sheets: SheetData[] = [];
  let before = 0;
  for (const [index, sheet] of book.sheets.entries()) {
    const rows = await book.rows(index, {
      maxRows: options.maxRows,
      onProgress: (done) => options.onProgress?.(before + Math.min(done, sheet.size), total),
    });
    before += sheet.size;
    options.onProgress?.(before, total);
    sheets.push({ name: sheet.name, rows });
  }
  return sheets;
}
