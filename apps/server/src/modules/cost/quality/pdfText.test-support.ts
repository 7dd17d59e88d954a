/**
 * Reads the text back out of a PDF written with pdf-lib and embedded (Identity-H) fonts: each
 * page's content streams are decoded, the hex strings of its Tj operators are mapped back to
 * Unicode through the ToUnicode CMap of the font selected by the Tf before them. Enough to check
 * what a report shows; not a general PDF text extractor.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

function streamText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

function hexUnits(hex: string): number[] {
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return units;
}

/** glyph id → text, from a ToUnicode CMap's bfchar and bfrange blocks. */
function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const toText = (hex: string) => String.fromCharCode(...hexUnits(hex));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(parseInt(pair[1]!, 16), toText(pair[2]!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const from = parseInt(range[1]!, 16);
      const to = parseInt(range[2]!, 16);
      const first = hexUnits(range[3]!);
      for (let code = from; code <= to; code++) {
        const units = [...first];
        units[units.length - 1]! += code - from;
        map.set(code, String.fromCharCode(...units));
      }
    }
  }
  return map;
}

/** A run of text as drawn: where its line starts (the Tm before it) and its characters. */
export interface PdfRun {
  x: number;
  y: number;
  text: string;
}

/** The text of every page of a PDF, in drawing order (runs joined without separators). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPageRuns(bytes)).map((runs) => runs.map((run) => run.text).join(''));
}

/** The runs of text of every page of a PDF, in drawing order. */
export async function pdfPageRuns(bytes: Uint8Array): Promise<PdfRun[][]> {
  const doc = await PDFDocument.load(bytes);
  const context = doc.context;
  const cmaps = new Map<string, Map<number, string>>();
  return doc.getPages().map((page) => {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const cmapOf = (name: string): Map<number, string> => {
      const font = fonts?.lookupMaybe(PDFName.of(name), PDFDict);
      const toUnicodeRef = font?.get(PDFName.of('ToUnicode'));
      const key = toUnicodeRef instanceof PDFRef ? toUnicodeRef.toString() : name;
      let cmap = cmaps.get(key);
      if (!cmap) {
        cmap = parseCmap(streamText(toUnicodeRef ? context.lookup(toUnicodeRef) : undefined));
        cmaps.set(key, cmap);
      }
      return cmap;
    };
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => context.lookup(ref))
        : [contents];
    const runs: PdfRun[] = [];
    for (const stream of streams) {
      const source = streamText(stream);
      let cmap = new Map<number, string>();
      let x = 0;
      let y = 0;
      for (const op of source.matchAll(
        /\/(\S+)\s+[\d.]+\s+Tf|(?:[-\d.]+\s+){4}([-\d.]+)\s+([-\d.]+)\s+Tm|<([0-9a-fA-F]*)>\s*Tj/g,
      )) {
        if (op[1] !== undefined) cmap = cmapOf(op[1]);
        else if (op[2] !== undefined) {
          x = Number(op[2]);
          y = Number(op[3]);
        } else {
          let text = '';
          for (const glyph of hexUnits(op[4]!)) text += cmap.get(glyph) ?? '\uFFFD';
          runs.push({ x, y, text });
        }
      }
    }
    return runs;
  });
}
