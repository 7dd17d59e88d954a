import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { decodeXmlText, openXlsx, readXlsxSheets, TooManyRows } from './xlsxSheets';

/** A zip of the given entries, as a workbook from some other generator would be. */
function zip(entries: Record<string, string>, compress = true): Promise<Buffer> {
  const file = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries))
    file.addBuffer(Buffer.from(text), name, { compress });
  file.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    file.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    file.outputStream.on('error', reject);
  });
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Prefixed elements, strings under another name, inline strings, 1904 dates, rows without r. */
const prefixedWorkbook = (rows = '', compress = true) =>
  zip(
    {
      'xl/workbook.xml': `<?xml version="1.0"?><x:workbook xmlns:x="${NS}" xmlns:r="${REL}"><x:workbookPr date1904="1"/><x:sheets><x:sheet name="明细 &amp; 汇总" sheetId="1" r:id="rId1"/><x:sheet name="隐藏" sheetId="2" state="hidden" r:id="rId2"/></x:sheets></x:workbook>`,
      'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="/xl/worksheets/data.xml"/><Relationship Id="rId2" Type="${REL}/worksheet" Target="worksheets/hidden.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="strings.xml"/><Relationship Id="rId4" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
      'xl/strings.xml': `<x:sst xmlns:x="${NS}"><x:si><x:t>交易日期</x:t></x:si><x:si><x:r><x:t>收入</x:t></x:r><x:r><x:t xml:space="preserve">金额 </x:t></x:r><x:rPh><x:t>しゅうにゅう</x:t></x:rPh></x:si><x:si/></x:sst>`,
      'xl/styles.xml': `<x:styleSheet xmlns:x="${NS}"><x:numFmts count="1"><x:numFmt numFmtId="164" formatCode="yyyy&quot;年&quot;m&quot;月&quot;d&quot;日&quot;"/></x:numFmts><x:cellXfs count="3"><x:xf numFmtId="0"/><x:xf numFmtId="164"/><x:xf numFmtId="4"/></x:cellXfs></x:styleSheet>`,
      'xl/worksheets/data.xml': `<x:worksheet xmlns:x="${NS}"><x:dimension ref="A1:C4"/><x:sheetData><x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c t="s"><x:v>2</x:v></x:c></x:row><x:row r="3"><x:c r="A3" s="1"><x:v>0</x:v></x:c><x:c r="C3" s="2"><x:v>1234.5</x:v></x:c></x:row><x:row><x:c t="inlineStr"><x:is><x:t>a&lt;b&gt;_x000D_</x:t></x:is></x:c><x:c t="b"><x:v>1</x:v></x:c><x:c t="e"><x:v>#DIV/0!</x:v></x:c><x:c t="str"><x:f>A1</x:f><x:v>x&amp;y</x:v></x:c><x:c/></x:row>${rows}</x:sheetData></x:worksheet>`,
      'xl/worksheets/hidden.xml': `<x:worksheet xmlns:x="${NS}"><x:sheetData/></x:worksheet>`,
    },
    compress,
  );

describe('the fast xlsx reader', () => {
  it('reads prefixed XML, shared strings found through the relations, inline strings and 1904 dates', async () => {
    const sheets = await readXlsxSheets(await prefixedWorkbook());
    expect(sheets).toEqual([
      {
        name: '明细 & 汇总',
        rows: [
          ['交易日期', '收入金额 ', ''],
          [],
          // Serial 0 in the 1904 system is 1904-01-01.
          [new Date(Date.UTC(1904, 0, 1)), null, 1234.5],
          ['a<b>\r', true, { error: '#DIV/0!' }, 'x&y'],
        ],
      },
    ]);
  });

  it('opens a workbook without reading it, then reads a sheet’s first rows or streams its rows', async () => {
    const book = openXlsx(await prefixedWorkbook());
    expect(book.sheets.map((sheet) => sheet.name)).toEqual(['明细 & 汇总']);
    const whole = await book.rows(0);
    expect(await book.rows(0, { limit: 1 })).toEqual(whole.slice(0, 1));
    expect(await book.rows(0, { limit: 3 })).toEqual(whole.slice(0, 3));
    const streamed: [number, unknown[]][] = [];
    const kept = await book.rows(0, { onRow: (row, index) => streamed.push([index, row]) });
    expect(kept).toEqual([]);
    // Every row with its index; the absent row 2 is not given.
    expect(streamed).toEqual([
      [0, whole[0]],
      [2, whole[2]],
      [3, whole[3]],
    ]);
  });

  it('refuses a sheet beyond the row limit before reading its rows', async () => {
    await expect(readXlsxSheets(await prefixedWorkbook(), { maxRows: 3 })).rejects.toBeInstanceOf(
      TooManyRows,
    );
    await expect(readXlsxSheets(await prefixedWorkbook(), { maxRows: 4 })).resolves.toHaveLength(1);
  });

  it('reads a sheet of several MB piece by piece, deflated or stored, with every row intact', async () => {
    // Rows of inline text (multi-byte characters may straddle a piece's end), numbers, rows
    // without r, and an empty row in between: several 1 MB pieces of XML.
    const count = 40_000;
    const expected: unknown[][] = [['交易日期', '收入金额 ', '']];
    let rows = '';
    for (let index = 0; index < count; index++) {
      const name = `第${index}行 摘要：货款 &amp; 运费`;
      rows += `<x:row><x:c t="inlineStr"><x:is><x:t>${name}</x:t></x:is></x:c><x:c><x:v>${index}.25</x:v></x:c></x:row>`;
      expected.push([name.replace('&amp;', '&'), index + 0.25]);
    }
    rows += '<x:row r="40005"/><x:row><x:c t="b"><x:v>0</x:v></x:c></x:row>';
    expected.push([], [false]);
    for (const compress of [true, false]) {
      const progress: number[] = [];
      const [sheet] = await readXlsxSheets(await prefixedWorkbook(rows, compress), {
        onProgress: (done, total) => progress.push(done / total),
      });
      expect(sheet!.rows.length).toBe(3 + expected.length);
      expect(sheet!.rows.slice(4)).toEqual(expected.slice(1));
      expect(progress.length).toBeGreaterThan(3);
      expect(progress.at(-1)).toBe(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    }
  });

  it('decodes entities, character references and _xHHHH_ escapes', () => {
    expect(decodeXmlText('&amp;&lt;&#20013;&#x6587;_x000A_&unknown;')).toBe('&<中文\n&unknown;');
  });

  it('throws on content that is not a workbook', async () => {
    await expect(readXlsxSheets(Buffer.from('not a zip'))).rejects.toThrow();
    await expect(readXlsxSheets(await zip({ 'a.txt': 'x' }))).rejects.toThrow('not a workbook');
  });
});
