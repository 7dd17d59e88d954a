/**
 * The check report of a record as a PDF document (generatorReport, format pdf): a title page
 * (project, record, date, checker, totals by severity), the summary by check and rule, then the
 * findings rule by rule (node, row, rule, message, expected, actual, severity; ignored ones marked,
 * with opinions). A4 landscape, table headers repeated on every page, text wrapped inside its cell,
 * "第 n 页 / 共 m 页" at the foot of every page, texts in the caller's language.
 *
 * Fonts: Noto Sans SC (the @fontsource files shipped with the server), its latin subset for
 * digits and Latin letters and its simplified-Chinese subset for the rest; each run of text takes
 * the font that has its glyphs. Both are embedded as subsets (only the glyphs used).
 *
 * Memory: a PDF is built in memory, so a 100,000-finding record would make a document of
 * thousands of pages; each rule lists at most PDF_FINDINGS_PER_RULE findings (the document says
 * so where it cuts, and the Excel report keeps every finding).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync, inflateSync } from 'node:zlib';
import type { CheckRecord, Finding } from '@ccms/api-client';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, PDFRawStream } from 'pdf-lib';
import type { QualityLocale } from './registry';

/** The most findings of one rule the PDF lists (the workbook has them all). */
export const PDF_FINDINGS_PER_RULE = 100;

type Severity = Finding['severity'];

interface PdfTexts {
  title: string;
  project: string;
  record: string;
  checkedAt: string;
  generatedAt: string;
  checker: string;
  checks: string;
  totalsHeading: string;
  totalsColumns: [string, string, string];
  summaryHeading: string;
  summaryColumns: string[];
  detailHeading: string;
  detailColumns: string[];
  section: string;
  sectionCapped: string;
  capNote: string;
  clean: string;
  ignored: string;
  ignoredBy: string;
  opinion: string;
  page: string;
  severity: Record<Severity, string>;
}

const TEXTS: Record<QualityLocale, PdfTexts> = {
  zh: {
    title: '质量检查报告',
    project: '项目',
    record: '检查记录',
    checkedAt: '检查时间',
    generatedAt: '生成日期',
    checker: '检查人',
    checks: '检查项',
    totalsHeading: '结果汇总',
    totalsColumns: ['严重程度', '问题数', '已忽略'],
    summaryHeading: '按检查项和规则汇总',
    summaryColumns: ['检查项', '规则', '严重程度', '问题数', '已忽略', '已查看'],
    detailHeading: '问题明细',
    detailColumns: [
      '序号',
      '工程节点',
      '行',
      '规则',
      '问题描述',
      '期望值',
      '实际值',
      '严重程度',
      '忽略与意见',
    ],
    section: '{check} · {rule}（共 {total} 条）',
    sectionCapped: '{check} · {rule}（共 {total} 条，仅列出前 {shown} 条）',
    capNote: '本 PDF 每条规则最多列出 {cap} 条问题；完整清单请下载 Excel 报告。',
    clean: '未发现问题。',
    ignored: '已忽略',
    ignoredBy: '已忽略（{by} {at}）',
    opinion: '意见：{opinion}',
    page: '第 {n} 页 / 共 {m} 页',
    severity: { ERROR: '错误', WARN: '警告', INFO: '提示' },
  },
  en: {
    title: 'Quality check report',
    project: 'Project',
    record: 'Check record',
    checkedAt: 'Checked at',
    generatedAt: 'Generated on',
    checker: 'Checked by',
    checks: 'Checks',
    totalsHeading: 'Result',
    totalsColumns: ['Severity', 'Findings', 'Ignored'],
    summaryHeading: 'Summary by check and rule',
    summaryColumns: ['Check', 'Rule', 'Severity', 'Findings', 'Ignored', 'Viewed'],
    detailHeading: 'Findings',
    detailColumns: [
      'No.',
      'Project node',
      'Row',
      'Rule',
      'Message',
      'Expected',
      'Actual',
      'Severity',
      'Ignored and opinion',
    ],
    section: '{check} · {rule} ({total} findings)',
    sectionCapped: '{check} · {rule} ({total} findings, the first {shown} listed)',
    capNote:
      'This PDF lists at most {cap} findings per rule; download the Excel report for the full list.',
    clean: 'No findings.',
    ignored: 'Ignored',
    ignoredBy: 'Ignored ({by} {at})',
    opinion: 'Opinion: {opinion}',
    page: 'Page {n} of {m}',
    severity: { ERROR: 'Error', WARN: 'Warning', INFO: 'Note' },
  },
  es: {
    title: 'Informe de control de calidad',
    project: 'Proyecto',
    record: 'Registro de comprobación',
    checkedAt: 'Comprobado el',
    generatedAt: 'Generado el',
    checker: 'Comprobado por',
    checks: 'Comprobaciones',
    totalsHeading: 'Resultado',
    totalsColumns: ['Gravedad', 'Hallazgos', 'Ignorados'],
    summaryHeading: 'Resumen por comprobación y regla',
    summaryColumns: ['Comprobación', 'Regla', 'Gravedad', 'Hallazgos', 'Ignorados', 'Vistos'],
    detailHeading: 'Hallazgos',
    detailColumns: [
      'N.º',
      'Nodo del proyecto',
      'Fila',
      'Regla',
      'Mensaje',
      'Esperado',
      'Real',
      'Gravedad',
      'Ignorado y opinión',
    ],
    section: '{check} · {rule} ({total} hallazgos)',
    sectionCapped: '{check} · {rule} ({total} hallazgos, se listan los {shown} primeros)',
    capNote:
      'Este PDF lista como máximo {cap} hallazgos por regla; descargue el informe Excel para la lista completa.',
    clean: 'Sin hallazgos.',
    ignored: 'Ignorado',
    ignoredBy: 'Ignorado ({by} {at})',
    opinion: 'Opinión: {opinion}',
    page: 'Página {n} de {m}',
    severity: { ERROR: 'Error', WARN: 'Advertencia', INFO: 'Aviso' },
  },
};

/** The visible texts of a locale (tests look for them in the document). */
export function pdfReportTexts(locale: QualityLocale): Readonly<PdfTexts> {
  return TEXTS[locale];
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

// ── Fonts ─────────────────────────────────────────────────────────────────────────────────────

const FONT_FILES = {
  latin: '@fontsource/noto-sans-sc/files/noto-sans-sc-latin-400-normal.woff',
  cjk: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
} as const;
type FontKey = keyof typeof FONT_FILES;

let fontBytes: Record<FontKey, Buffer> | null = null;

/**
 * A WOFF file as the plain TrueType/OpenType file it wraps. fontkit reads WOFF but inflates a
 * table again on every access (each glyph of a 1.5 MB glyf table: seconds per report); the
 * unpacked file is read directly.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log++;
  }
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(log, 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let at = head.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    head.writeUInt32BE(table.tag, record);
    head.writeUInt32BE(table.checksum, record + 4);
    head.writeUInt32BE(at, record + 8);
    head.writeUInt32BE(table.data.length, record + 12);
    const padded = (table.data.length + 3) & ~3;
    parts.push(table.data, Buffer.alloc(padded - table.data.length));
    at += padded;
  });
  return Buffer.concat(parts);
}

/** The font files, read and unpacked once per process (resolved from the server's own dependencies). */
function loadFontBytes(): Record<FontKey, Buffer> {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    fontBytes = {
      latin: woffToSfnt(readFileSync(require.resolve(FONT_FILES.latin))),
      cjk: woffToSfnt(readFileSync(require.resolve(FONT_FILES.cjk))),
    };
  }
  return fontBytes;
}

/** Code points and advance widths (at size 1) by font, the same for every document. */
const characterSets = new Map<FontKey, Set<number>>();
const widths: Record<FontKey, Map<number, number>> = { latin: new Map(), cjk: new Map() };

interface Fonts {
  latin: PDFFont;
  cjk: PDFFont;
  /** Runs already encoded (glyph ids of the document's subsets): text repeats a lot. */
  encoded: Record<FontKey, Map<string, string>>;
}

/** A run as the hex string of its glyph ids (and its glyphs added to the document's subset). */
function encodeRun(fonts: Fonts, run: Run): string {
  const cache = fonts.encoded[run.key];
  let encoded = cache.get(run.text);
  if (encoded === undefined) {
    encoded = fonts[run.key].encodeText(run.text).toString();
    cache.set(run.text, encoded);
  }
  return encoded;
}

function characterSet(key: FontKey, font: PDFFont): Set<number> {
  let set = characterSets.get(key);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(key, set);
  }
  return set;
}

interface Run {
  key: FontKey;
  text: string;
}

/** A text cut into runs of one font each: Latin first, the Chinese subset for what it lacks. */
function runsOf(text: string, fonts: Fonts): Run[] {
  const latin = characterSet('latin', fonts.latin);
  const cjk = characterSet('cjk', fonts.cjk);
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let key: FontKey;
    let shown = char;
    if (latin.has(code)) key = 'latin';
    else if (cjk.has(code)) key = 'cjk';
    else {
      // Neither font draws it (an emoji, a rare ideograph): a visible stand-in.
      key = 'latin';
      shown = '?';
    }
    const last = runs[runs.length - 1];
    if (last && last.key === key) last.text += shown;
    else runs.push({ key, text: shown });
  }
  return runs;
}

function charWidth(key: FontKey, fonts: Fonts, char: string): number {
  const code = char.codePointAt(0)!;
  let width = widths[key].get(code);
  if (width === undefined) {
    width = fonts[key].widthOfTextAtSize(char, 1);
    widths[key].set(code, width);
  }
  return width;
}

function textWidth(text: string, size: number, fonts: Fonts): number {
  let width = 0;
  for (const run of runsOf(text, fonts)) {
    for (const char of run.text) width += charWidth(run.key, fonts, char);
  }
  return width * size;
}

/**
 * The lines of a text wrapped to `width`: Latin words stay whole where they fit, CJK text breaks
 * between any two characters, a word longer than the line is cut; at most `maxLines` lines (the
 * last one ends in "…" when text was left out).
 */
function wrapText(
  text: string,
  width: number,
  size: number,
  fonts: Fonts,
  maxLines = 12,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r/g, '').split('\n')) {
    const tokens = paragraph.match(/\s+|[^\s\u2e80-\uffff]+|[\u2e80-\uffff]/gu) ?? [''];
    let line = '';
    let lineWidth = 0;
    const push = () => {
      lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
    };
    for (const token of tokens) {
      const tokenWidth = textWidth(token, size, fonts);
      if (lineWidth + tokenWidth <= width) {
        if (line === '' && /^\s+$/.test(token)) continue;
        line += token;
        lineWidth += tokenWidth;
        continue;
      }
      if (/^\s+$/.test(token)) {
        push();
        continue;
      }
      if (line !== '' && tokenWidth <= width) {
        push();
        line = token;
        lineWidth = tokenWidth;
        continue;
      }
      // Longer than a line (or a single wide character that does not fit): cut by characters.
      for (const char of token) {
        const w = textWidth(char, size, fonts);
        if (lineWidth + w > width && line !== '') push();
        line += char;
        lineWidth += w;
      }
    }
    lines.push(line.trimEnd());
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = kept[maxLines - 1]!;
    while (last.length > 0 && textWidth(`${last}…`, size, fonts) > width) {
      last = Array.from(last).slice(0, -1).join('');
    }
    kept[maxLines - 1] = `${last}…`;
    return kept;
  }
  return lines;
}

/** An RGB colour as PDF operands. */
type Colour = readonly [number, number, number];

const num = (value: number) => (Math.round(value * 100) / 100).toString();
const colour = (value: Colour) => value.map(num).join(' ');

/**
 * The drawing of one page as content-stream operators, written straight into a compressed stream
 * when the page is done: pdf-lib's drawText keeps a dozen operator objects per call in memory
 * until the document is saved (gigabytes for a few thousand rows).
 */
class Ink {
  private readonly parts: string[] = [];
  private readonly keys: Record<FontKey, string>;

  constructor(
    readonly page: PDFPage,
    private readonly fonts: Fonts,
  ) {
    this.keys = {
      latin: page.node.newFontDictionary(fonts.latin.name, fonts.latin.ref).toString(),
      cjk: page.node.newFontDictionary(fonts.cjk.name, fonts.cjk.ref).toString(),
    };
  }

  /** One line of text in runs of the font that has each character's glyph. */
  text(text: string, x: number, y: number, size: number, color: Colour): void {
    if (text === '') return;
    const ops = [`BT ${colour(color)} rg`];
    let left = x;
    for (const run of runsOf(text, this.fonts)) {
      const encoded = encodeRun(this.fonts, run);
      ops.push(
        `${this.keys[run.key]} ${num(size)} Tf 1 0 0 1 ${num(left)} ${num(y)} Tm ${encoded} Tj`,
      );
      left += textWidth(run.text, size, this.fonts);
    }
    ops.push('ET');
    this.parts.push(ops.join(' '));
  }

  /** A cell: its background (if any) and its border. */
  box(x: number, y: number, width: number, height: number, fill: Colour | null): void {
    const rect = `${num(x)} ${num(y)} ${num(width)} ${num(height)} re`;
    if (fill) this.parts.push(`${colour(fill)} rg ${rect} f`);
    this.parts.push(`0.5 w ${colour(RULE_LINE)} RG ${rect} S`);
  }

  /** Writes the operators as a compressed content stream of the page. */
  flush(): void {
    if (this.parts.length === 0) return;
    const context = this.page.doc.context;
    const content = deflateSync(Buffer.from(`q\n${this.parts.join('\n')}\nQ\n`, 'latin1'));
    const stream = PDFRawStream.of(context.obj({ Filter: 'FlateDecode' }), content);
    this.page.node.addContentStream(context.register(stream));
    this.parts.length = 0;
  }
}

// ── Layout ────────────────────────────────────────────────────────────────────────────────────

/** A4 landscape, in points. */
const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const FOOTER = 24;
const SIZE = 8;
const LINE = 10.5;
const PAD = 3;
const INK: Colour = [0.13, 0.15, 0.2];
const MUTED: Colour = [0.45, 0.47, 0.52];
const RULE_LINE: Colour = [0.75, 0.78, 0.83];
const HEADER_FILL: Colour = [0.91, 0.93, 0.97];
const SECTION_FILL: Colour = [0.96, 0.97, 0.98];
const SEVERITY_COLOR: Record<Severity, Colour> = {
  ERROR: [0.75, 0.11, 0.11],
  WARN: [0.7, 0.42, 0.02],
  INFO: [0.1, 0.36, 0.7],
};

interface Cell {
  text: string;
  color?: Colour;
  align?: 'left' | 'right';
}

type TableRow = { kind: 'row'; cells: Cell[] } | { kind: 'section'; text: string };

interface Column {
  label: string;
  /** Share of the table's width. */
  weight: number;
  align?: 'left' | 'right';
}

/** Lays pages out top to bottom; a new page starts when a block does not fit. */
class Writer {
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  ink: Ink | null = null;
  /** Every page with its ink, for the page numbers at the end. */
  readonly pages: Ink[] = [];
  y = 0;
  /** Drawn at the top of each new page (the table's header while a table runs). */
  onNewPage: (() => void) | null = null;

  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
  }

  get page(): Ink {
    return this.ink!;
  }

  newPage(): void {
    this.ink?.flush();
    this.ink = new Ink(this.doc.addPage(PAGE), this.fonts);
    this.pages.push(this.ink);
    this.y = PAGE[1] - MARGIN;
    this.onNewPage?.();
  }

  get width(): number {
    return PAGE[0] - 2 * MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  text(text: string, size: number, color: Colour = INK, gap = 4): void {
    const lines = wrapText(text, this.width, size, this.fonts, 40);
    for (const line of lines) {
      this.ensure(size * 1.35);
      this.y -= size * 1.35;
      this.page.text(line, MARGIN, this.y + size * 0.3, size, color);
    }
    this.y -= gap;
  }

  /** A table whose header row (unless `withHeader` is false) is repeated on every page. */
  table(columns: Column[], rows: Iterable<TableRow>, withHeader = true): void {
    const total = columns.reduce((sum, column) => sum + column.weight, 0);
    const columnWidths = columns.map((column) => (column.weight / total) * this.width);
    const drawRow = (cells: Cell[], background: Colour | null) => {
      // A single cell (a section heading) spans the whole table.
      const widthsOf = cells.length === 1 ? [this.width] : columnWidths;
      const lines = cells.map((cell, index) =>
        wrapText(cell.text, widthsOf[index]! - 2 * PAD, SIZE, this.fonts),
      );
      const height = Math.max(1, ...lines.map((cellLines) => cellLines.length)) * LINE + 2 * PAD;
      this.ensure(height);
      const top = this.y;
      let x = MARGIN;
      cells.forEach((cell, index) => {
        const cellWidth = widthsOf[index]!;
        this.page.box(x, top - height, cellWidth, height, background);
        lines[index]!.forEach((line, lineIndex) => {
          const baseline = top - PAD - (lineIndex + 1) * LINE + 2.5;
          const left =
            cell.align === 'right'
              ? x + cellWidth - PAD - textWidth(line, SIZE, this.fonts)
              : x + PAD;
          this.page.text(line, left, baseline, SIZE, cell.color ?? INK);
        });
        x += cellWidth;
      });
      this.y = top - height;
    };
    const header = () =>
      drawRow(
        columns.map((column) => ({ text: column.label, align: column.align })),
        HEADER_FILL,
      );
    this.ensure(2 * (LINE + 2 * PAD));
    if (withHeader) {
      this.onNewPage = header;
      header();
    }
    for (const row of rows) {
      if (row.kind === 'section') {
        // A section heading is kept with the first row after it.
        this.ensure(3 * (LINE + 2 * PAD));
        drawRow([{ text: row.text }], SECTION_FILL);
        continue;
      }
      drawRow(row.cells, null);
    }
    this.onNewPage = null;
    this.y -= 10;
  }
}

/**
 * The PDF of a record. `findings` are the record's findings (ignored ones included) in the order
 * to list them, rendered in `locale`, read as they come (only the listed ones are kept; passing
 * just the first `cap` of each rule is enough); the summary counts come from `record.rules`;
 * `now` is the generation date shown on the title page.
 */
export async function writeCheckReportPdf(
  record: CheckRecord,
  findings: Iterable<Finding> | AsyncIterable<Finding>,
  locale: QualityLocale,
  now: Date,
  cap = PDF_FINDINGS_PER_RULE,
): Promise<Buffer> {
  const t = TEXTS[locale];
  const bytes = loadFontBytes();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${record.projectName} — ${t.title}`);
  doc.setProducer('CCMS');
  doc.setCreator('CCMS');
  doc.setCreationDate(now);
  doc.setLanguage(locale === 'zh' ? 'zh-CN' : locale);
  const fonts: Fonts = {
    latin: await doc.embedFont(bytes.latin, { subset: true }),
    cjk: await doc.embedFont(bytes.cjk, { subset: true }),
    encoded: { latin: new Map(), cjk: new Map() },
  };
  const writer = new Writer(doc, fonts);

  // Title page.
  writer.newPage();
  writer.y -= 60;
  writer.text(t.title, 24, INK, 18);
  writer.text(record.projectName, 14, INK, 24);
  const facts: [string, string][] = [
    [t.project, record.projectName],
    [t.record, record.id],
    [t.checkedAt, record.finishedAt ?? record.startedAt],
    [t.generatedAt, now.toISOString().slice(0, 10)],
    [t.checker, record.startedBy ?? ''],
    [t.checks, String(record.checks.length)],
  ];
  writer.table(
    [
      { label: '', weight: 1 },
      { label: '', weight: 3 },
    ],
    facts.map(([label, value]) => ({
      kind: 'row' as const,
      cells: [{ text: label, color: MUTED }, { text: value }],
    })),
    false,
  );
  const bySeverity = (severity: Severity) =>
    record.rules
      .filter((rule) => rule.severity === severity)
      .reduce((sum, rule) => sum + rule.ignored, 0);
  writer.text(t.totalsHeading, 12, INK, 6);
  writer.table(
    t.totalsColumns.map((label, index) => ({
      label,
      weight: index === 0 ? 2 : 1,
      align: index === 0 ? ('left' as const) : ('right' as const),
    })),
    (
      [
        ['ERROR', record.errors],
        ['WARN', record.warnings],
        ['INFO', record.infos],
      ] as [Severity, number][]
    ).map(([severity, count]) => ({
      kind: 'row' as const,
      cells: [
        { text: t.severity[severity], color: SEVERITY_COLOR[severity] },
        { text: String(count), align: 'right' as const },
        { text: String(bySeverity(severity)), align: 'right' as const },
      ],
    })),
  );
  writer.text(fill(t.capNote, { cap }), 9, MUTED);

  // Summary by check and rule.
  writer.newPage();
  writer.text(t.summaryHeading, 14, INK, 8);
  if (record.rules.length === 0) writer.text(t.clean, 10);
  else
    writer.table(
      t.summaryColumns.map((label, index) => ({
        label,
        weight: [3, 5, 1.2, 1, 1, 1][index]!,
        align: index >= 3 ? ('right' as const) : ('left' as const),
      })),
      record.rules.map((rule) => ({
        kind: 'row' as const,
        cells: [
          { text: rule.checkTitle },
          { text: rule.ruleTitle },
          { text: t.severity[rule.severity], color: SEVERITY_COLOR[rule.severity] },
          { text: String(rule.total), align: 'right' as const },
          { text: String(rule.ignored), align: 'right' as const },
          { text: String(rule.viewed), align: 'right' as const },
        ],
      })),
    );

  // Findings, rule by rule, at most `cap` of each. A rule's total is the record's count (the
  // caller may pass only the first `cap` findings of each rule).
  const recordTotals = new Map<string, number>();
  for (const rule of record.rules)
    recordTotals.set(rule.rule, (recordTotals.get(rule.rule) ?? 0) + rule.total);
  const byRule = new Map<string, { total: number; shown: Finding[] }>();
  for await (const finding of findings) {
    let group = byRule.get(finding.rule);
    if (!group) {
      group = { total: 0, shown: [] };
      byRule.set(finding.rule, group);
    }
    group.total++;
    if (group.shown.length < cap) group.shown.push(finding);
  }
  for (const [rule, group] of byRule)
    group.total = Math.max(group.total, recordTotals.get(rule) ?? 0);
  const order = [
    ...record.rules.map((rule) => rule.rule).filter((rule) => byRule.has(rule)),
    ...[...byRule.keys()].filter((rule) => !record.rules.some((entry) => entry.rule === rule)),
  ];
  const checkTitles = new Map(record.rules.map((rule) => [rule.check, rule.checkTitle]));
  writer.newPage();
  writer.text(t.detailHeading, 14, INK, 8);
  if (order.length === 0) writer.text(t.clean, 10);
  else {
    const columns: Column[] = t.detailColumns.map((label, index) => ({
      label,
      weight: [0.45, 1.9, 2, 1.8, 2.6, 0.95, 0.95, 0.75, 1.8][index]!,
      align: index === 0 ? ('right' as const) : ('left' as const),
    }));
    const rows = function* (): Generator<TableRow> {
      let index = 0;
      for (const rule of order) {
        const group = byRule.get(rule)!;
        const first = group.shown[0]!;
        const values = {
          check: checkTitles.get(first.check) ?? first.check,
          rule: first.ruleTitle,
          total: group.total,
          shown: group.shown.length,
        };
        yield {
          kind: 'section',
          text: fill(group.total > group.shown.length ? t.sectionCapped : t.section, values),
        };
        for (const finding of group.shown) {
          index++;
          const status = finding.ignored
            ? finding.ignoredBy || finding.ignoredAt
              ? fill(t.ignoredBy, {
                  by: finding.ignoredBy ?? '',
                  at: finding.ignoredAt ?? '',
                }).replace(/\s+([）)])/u, '$1')
              : t.ignored
            : '';
          const opinion = finding.opinion ? fill(t.opinion, { opinion: finding.opinion }) : '';
          const color = finding.ignored ? MUTED : INK;
          yield {
            kind: 'row',
            cells: [
              { text: String(index), align: 'right', color },
              { text: finding.nodePath, color },
              { text: finding.rowLabel, color },
              { text: finding.ruleTitle, color },
              { text: finding.message, color },
              { text: finding.expected ?? '', color },
              { text: finding.actual ?? '', color },
              {
                text: t.severity[finding.severity],
                color: finding.ignored ? MUTED : SEVERITY_COLOR[finding.severity],
              },
              { text: [status, opinion].filter(Boolean).join('\n'), color },
            ],
          };
        }
      }
    };
    writer.table(columns, rows());
  }

  // Page numbers, once the count is known.
  writer.page.flush();
  const pages = writer.pages;
  pages.forEach((ink, index) => {
    const label = fill(t.page, { n: index + 1, m: pages.length });
    const width = textWidth(label, 8, fonts);
    ink.text(label, (PAGE[0] - width) / 2, MARGIN - 12, 8, MUTED);
    ink.text(record.projectName, MARGIN, MARGIN - 12, 8, MUTED);
    ink.flush();
  });
  return Buffer.from(await doc.save());
}
