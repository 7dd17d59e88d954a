import { Readable } from 'node:stream';

/**
 * A fast writer of plain tables as an .xlsx workbook, the counterpart of xlsxSheets.ts: it writes
 * the sheet XML directly, row by row, into a streaming zip, instead of building exceljs's cell
 * objects. For reports of hundreds of thousands of rows (a check report of 200,000 findings in a
 * few seconds instead of twenty); layouts with merged titles and number formats (表-08) stay
 * with exceljs.
 *
 * What it writes: strings (inline), numbers, booleans (TRUE/FALSE cells) and blanks; three styles (plain, bold, header: bold on a light fill, wrapped); column widths; frozen rows;
 * an auto-filter over the header row.
 */

/** A cell: text, a number, a boolean or blank. */
export type TableCell = string | number | boolean | null | undefined;

/** How a row looks. */
export type RowStyle = 'plain' | 'header' | 'firstBold';

export interface TableRow {
  cells: readonly TableCell[];
  style?: RowStyle;
}

export interface TableSheet {
  name: string;
  /** Column widths in characters, left to right. */
  widths: readonly number[];
  /** Rows kept in view at the top. */
  frozenRows?: number;
  /** 1-based row whose cells get the auto-filter (over all the sheet's columns). */
  filterRow?: number;
  rows: Iterable<TableRow | readonly TableCell[]> | AsyncIterable<TableRow | readonly TableCell[]>;
}

const STYLE_INDEX = { plain: 0, bold: 1, header: 2 } as const;

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Characters XML 1.0 cannot hold (control characters other than tab, line feed, return). */
// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeXml(text: string): string {
  return text.replace(INVALID, '').replace(/[&<>"]/g, (char) => ESCAPES[char]!);
}

/** "A", "B" … "Z", "AA" … for a 0-based column. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: TableCell, reference: string, style: number): string {
  const s = style === 0 ? '' : ` s="${style}"`;
  if (value === null || value === undefined || value === '')
    return style === 0 ? '' : `<c r="${reference}"${s}/>`;
  if (typeof value === 'number')
    return Number.isFinite(value)
      ? `<c r="${reference}"${s}><v>${value}</v></c>`
      : `<c r="${reference}"${s} t="inlineStr"><is><t>${String(value)}</t></is></c>`;
  if (typeof value === 'boolean')
    return `<c r="${reference}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${reference}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

/** Rows gathered into pieces of about this many characters before they go to the zip. */
const PIECE = 256 * 1024;

async function* sheetXml(sheet: TableSheet): AsyncGenerator<string> {
  const frozen = sheet.frozenRows ?? 0;
  const pane =
    frozen > 0
      ? `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${frozen}" topLeftCell="A${frozen + 1}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>`
      : '<sheetViews><sheetView workbookViewId="0"/></sheetViews>';
  const cols = sheet.widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${NS}" xmlns:r="${REL}">${pane}<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
  let piece = '';
  let rowNumber = 0;
  for await (const entry of sheet.rows) {
    rowNumber++;
    const { cells, style = 'plain' } = Array.isArray(entry)
      ? { cells: entry as readonly TableCell[] }
      : (entry as TableRow);
    let row = `<row r="${rowNumber}">`;
    for (let c = 0; c < cells.length; c++) {
      const cellStyle =
        style === 'header'
          ? STYLE_INDEX.header
          : style === 'firstBold' && c === 0
            ? STYLE_INDEX.bold
            : STYLE_INDEX.plain;
      row += cellXml(cells[c], `${columnName(c)}${rowNumber}`, cellStyle);
    }
    piece += `${row}</row>`;
    if (piece.length >= PIECE) {
      yield piece;
      piece = '';
    }
  }
  const filter =
    sheet.filterRow !== undefined && sheet.widths.length > 0
      ? `<autoFilter ref="A${sheet.filterRow}:${columnName(sheet.widths.length - 1)}${sheet.filterRow}"/>`
      : '';
  yield `${piece}</sheetData>${filter}<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;
}

async function* bytesOf(pieces: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const piece of pieces) yield Buffer.from(piece);
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="${NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFE8EEF7"/><bgColor indexed="64"/></patternFill></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1" applyAlignment="1"><alignment vertical="center" wrapText="1"/></xf></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/**
 * The workbook of the given sheets, in order. Each sheet's rows are read as they are written
 * (an async iterable may page them from the database) and deflated in pieces, so only the
 * finished file is held.
 */
export async function writeTableWorkbook(
  sheets: readonly TableSheet[],
  creator = 'CCMS',
): Promise<Buffer> {
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
  const text = (name: string, content: string) => zip.addBuffer(Buffer.from(content), name);
  const sheetParts = sheets.map((_, i) => `worksheets/sheet${i + 1}.xml`);
  text(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheetParts.map((part) => `<Override PartName="/xl/${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
  );
  text(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
  );
  text(
    'docProps/core.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${escapeXml(creator)}</dc:creator></cp:coreProperties>`,
  );
  const filters = sheets
    .map((sheet, i) =>
      sheet.filterRow !== undefined && sheet.widths.length > 0
        ? `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">'${escapeXml(sheet.name).replace(/'/g, "''")}'!$A$${sheet.filterRow}:$${columnName(sheet.widths.length - 1)}$${sheet.filterRow}</definedName>`
        : '',
    )
    .join('');
  text(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${NS}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets>${sheets.map((sheet, i) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets>${filters ? `<definedNames>${filters}</definedNames>` : ''}</workbook>`,
  );
  text(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PKG}">${sheetParts.map((part, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="${part}"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  );
  text('xl/styles.xml', STYLES);
  // One sheet at a time: yazl reads each stream to its end before the next.
  for (const [i, sheet] of sheets.entries())
    zip.addReadStream(Readable.from(bytesOf(sheetXml(sheet))), `xl/${sheetParts[i]}`);
  zip.end();
  return done;
}
