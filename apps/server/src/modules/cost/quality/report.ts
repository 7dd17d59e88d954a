/**
 * The check report of a record as a workbook (generatorReport): a summary sheet by check and rule
 * (severity, counts, ignored, viewed) under the record's figures, then a sheet with every finding
 * (node path, row, rule, severity, expected, actual, message, viewed, ignored by/at, opinion).
 */
import type { CheckRecord, Finding } from '@ccms/api-client';
import { writeTableWorkbook, type TableRow } from '../../excel/xlsxWriter';
import type { QualityLocale } from './registry';

interface ReportTexts {
  summarySheet: string;
  detailSheet: string;
  project: string;
  finishedAt: string;
  startedBy: string;
  totals: string;
  totalsValue: string;
  summary: [string, number][];
  detail: [string, number][];
  severity: Record<Finding['severity'], string>;
  yes: string;
  no: string;
}

const TEXTS: Record<QualityLocale, ReportTexts> = {
  zh: {
    summarySheet: '汇总',
    detailSheet: '明细',
    project: '项目',
    finishedAt: '检查时间',
    startedBy: '检查人',
    totals: '结果',
    totalsValue: '错误 {errors} 条，警告 {warnings} 条，提示 {infos} 条',
    summary: [
      ['检查项', 22],
      ['规则编码', 36],
      ['规则', 48],
      ['严重程度', 10],
      ['问题数', 10],
      ['已忽略', 10],
      ['已查看', 10],
    ],
    detail: [
      ['序号', 8],
      ['检查项', 20],
      ['工程节点', 40],
      ['行', 36],
      ['规则', 40],
      ['严重程度', 10],
      ['期望值', 18],
      ['实际值', 18],
      ['问题描述', 60],
      ['已查看', 8],
      ['已忽略', 8],
      ['忽略人', 14],
      ['忽略时间', 20],
      ['处理意见', 40],
    ],
    severity: { ERROR: '错误', WARN: '警告', INFO: '提示' },
    yes: '是',
    no: '否',
  },
  en: {
    summarySheet: 'Summary',
    detailSheet: 'Details',
    project: 'Project',
    finishedAt: 'Checked at',
    startedBy: 'Checked by',
    totals: 'Result',
    totalsValue: '{errors} errors, {warnings} warnings, {infos} notes',
    summary: [
      ['Check', 28],
      ['Rule key', 36],
      ['Rule', 52],
      ['Severity', 10],
      ['Findings', 10],
      ['Ignored', 10],
      ['Viewed', 10],
    ],
    detail: [
      ['No.', 8],
      ['Check', 26],
      ['Project node', 40],
      ['Row', 36],
      ['Rule', 44],
      ['Severity', 10],
      ['Expected', 18],
      ['Actual', 18],
      ['Message', 70],
      ['Viewed', 8],
      ['Ignored', 8],
      ['Ignored by', 14],
      ['Ignored at', 20],
      ['Opinion', 40],
    ],
    severity: { ERROR: 'Error', WARN: 'Warning', INFO: 'Note' },
    yes: 'Yes',
    no: 'No',
  },
  es: {
    summarySheet: 'Resumen',
    detailSheet: 'Detalle',
    project: 'Proyecto',
    finishedAt: 'Comprobado el',
    startedBy: 'Comprobado por',
    totals: 'Resultado',
    totalsValue: '{errors} errores, {warnings} advertencias, {infos} avisos',
    summary: [
      ['Comprobación', 28],
      ['Clave de regla', 36],
      ['Regla', 52],
      ['Gravedad', 12],
      ['Hallazgos', 10],
      ['Ignorados', 10],
      ['Vistos', 10],
    ],
    detail: [
      ['N.º', 8],
      ['Comprobación', 26],
      ['Nodo del proyecto', 40],
      ['Fila', 36],
      ['Regla', 44],
      ['Gravedad', 12],
      ['Esperado', 18],
      ['Real', 18],
      ['Mensaje', 70],
      ['Visto', 8],
      ['Ignorado', 8],
      ['Ignorado por', 14],
      ['Ignorado el', 20],
      ['Opinión', 40],
    ],
    severity: { ERROR: 'Error', WARN: 'Advertencia', INFO: 'Aviso' },
    yes: 'Sí',
    no: 'No',
  },
};

const FILE_SUFFIX: Record<QualityLocale, string> = {
  zh: '质量检查报告',
  en: 'quality check report',
  es: 'informe de calidad',
};

/** "项目名-质量检查报告-20260302.xlsx" (or .pdf) */
export function reportFileName(
  record: CheckRecord,
  locale: QualityLocale,
  format: 'xlsx' | 'pdf' = 'xlsx',
): string {
  const day = (record.finishedAt ?? record.startedAt).slice(0, 10).replace(/-/g, '');
  return `${record.projectName}-${FILE_SUFFIX[locale]}-${day}.${format}`;
}

/** The sheet names of a locale (tests and callers read the workbook by them). */
export function reportSheetNames(locale: QualityLocale): { summary: string; detail: string } {
  return { summary: TEXTS[locale].summarySheet, detail: TEXTS[locale].detailSheet };
}

/** Rows of the summary sheet above its header: the four facts and a blank row. */
const SUMMARY_HEADER_ROW = 6;

const widths = (columns: [string, number][]) => columns.map(([, width]) => width);

/**
 * The workbook of a record. `findings` are the record's findings (ignored ones included) in the
 * order to list them, rendered in `locale`, read as they come; the summary counts come from
 * `record.rules`. Written row by row (excel/xlsxWriter.ts), so a record of 200,000 findings costs
 * only the finished file.
 */
export async function writeCheckReport(
  record: CheckRecord,
  findings: Iterable<Finding> | AsyncIterable<Finding>,
  locale: QualityLocale,
): Promise<Buffer> {
  const t = TEXTS[locale];
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const checkTitles = new Map(record.rules.map((rule) => [rule.check, rule.checkTitle]));
  const summaryRows: TableRow[] = [
    { cells: [t.project, record.projectName], style: 'firstBold' },
    { cells: [t.finishedAt, record.finishedAt ?? record.startedAt], style: 'firstBold' },
    { cells: [t.startedBy, record.startedBy ?? ''], style: 'firstBold' },
    {
      cells: [
        t.totals,
        t.totalsValue
          .replace('{errors}', String(record.errors))
          .replace('{warnings}', String(record.warnings))
          .replace('{infos}', String(record.infos)),
      ],
      style: 'firstBold',
    },
    { cells: [] },
    { cells: t.summary.map(([label]) => label), style: 'header' },
    ...record.rules.map((rule) => ({
      cells: [
        rule.checkTitle,
        rule.rule,
        rule.ruleTitle,
        t.severity[rule.severity],
        rule.total,
        rule.ignored,
        rule.viewed,
      ],
    })),
  ];
  async function* detailRows(): AsyncGenerator<TableRow> {
    yield { cells: t.detail.map(([label]) => label), style: 'header' };
    let index = 0;
    for await (const finding of findings)
      yield {
        cells: [
          ++index,
          checkTitles.get(finding.check) ?? finding.check,
          finding.nodePath,
          finding.rowLabel,
          finding.ruleTitle,
          t.severity[finding.severity],
          finding.expected ?? '',
          finding.actual ?? '',
          finding.message,
          yesNo(finding.viewed),
          yesNo(finding.ignored),
          finding.ignoredBy ?? '',
          finding.ignoredAt ?? '',
          finding.opinion ?? '',
        ],
      };
  }
  return writeTableWorkbook([
    {
      name: t.summarySheet,
      widths: widths(t.summary),
      frozenRows: SUMMARY_HEADER_ROW,
      filterRow: SUMMARY_HEADER_ROW,
      rows: summaryRows,
    },
    {
      name: t.detailSheet,
      widths: widths(t.detail),
      frozenRows: 1,
      filterRow: 1,
      rows: detailRows(),
    },
  ]);
}
