import { randomUUID } from 'node:crypto';
import {
  checkEinvoiceNumber,
  einvoiceTotalMatches,
  ErrorCode,
  isValidUscc,
  translateContractMessage,
  type EinvoiceDirection,
  type ImportRowError,
} from '@ccms/api-client';
import type { Actor } from '../../../db/audit';
import { createdStamp } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { eInvoices } from '../../../db/schema';
import { Failure } from '../../../http/failure';
import type { Locale } from '../../../i18n';
import { cellText, isBlank, normaliseHeader, parseDate, type CellValue } from '../../excel/cells';
import { insertInChunks } from '../../excel/importers';
import { readWorkbook } from '../../excel/workbook';
import { earlierEntries } from './service';

/** Rows one import may carry (a year of a busy firm's invoices). */
export const EINVOICE_IMPORT_MAX_ROWS = 5_000;

type Field =
  | 'invoiceCode'
  | 'invoiceNumber'
  | 'digitalNumber'
  | 'issueDate'
  | 'sellerTaxNo'
  | 'sellerName'
  | 'buyerTaxNo'
  | 'buyerName'
  | 'amount'
  | 'taxAmount'
  | 'total'
  | 'invoiceType'
  | 'direction'
  | 'memo';

/** The columns of the tax platform's export (全国增值税发票查验平台 / 电子税务局) and their usual names. */
const COLUMNS: { field: Field; titles: string[] }[] = [
  { field: 'invoiceCode', titles: ['发票代码'] },
  { field: 'invoiceNumber', titles: ['发票号码'] },
  {
    field: 'digitalNumber',
    titles: ['数电票号码', '数电发票号码', '全电发票号码', '数电号码'],
  },
  { field: 'issueDate', titles: ['开票日期', '开票时间', '发票日期'] },
  {
    field: 'sellerTaxNo',
    titles: ['销方识别号', '销售方识别号', '销售方纳税人识别号', '销方税号', '销方纳税人识别号'],
  },
  { field: 'sellerName', titles: ['销方名称', '销售方名称'] },
  {
    field: 'buyerTaxNo',
    titles: ['购方识别号', '购买方识别号', '购买方纳税人识别号', '购方税号', '购方纳税人识别号'],
  },
  { field: 'buyerName', titles: ['购方名称', '购买方名称'] },
  { field: 'amount', titles: ['金额', '不含税金额', '合计金额'] },
  { field: 'taxAmount', titles: ['税额', '合计税额'] },
  { field: 'total', titles: ['价税合计', '价税合计金额', '含税金额'] },
  { field: 'invoiceType', titles: ['发票票种', '票种', '发票类型', '发票种类'] },
  { field: 'direction', titles: ['进销项', '发票方向', '进项/销项'] },
  { field: 'memo', titles: ['备注'] },
];

const TEXTS = {
  noHeader: {
    zh: '未找到表头：须有“发票号码”（或“数电票号码”）和“价税合计”列',
    en: 'No header found: the sheet needs an invoice number (or digital invoice number) column and a total column',
    es: 'No se encontró el encabezado: la hoja necesita una columna de número de factura (o número digital) y una de total',
  },
  required: { zh: '必填', en: 'Required', es: 'Obligatorio' },
  date: {
    zh: '日期无法识别',
    en: 'Not a date',
    es: 'No es una fecha',
  },
  money: {
    zh: '金额须为最多两位小数的数字',
    en: 'Amounts are numbers with at most 2 decimals',
    es: 'Los importes son números con 2 decimales como máximo',
  },
  taxNo: {
    zh: '纳税人识别号（统一社会信用代码）校验位不正确',
    en: 'The taxpayer ID (unified social credit code) check character is wrong',
    es: 'El carácter de control del NIF (código de crédito social unificado) no es correcto',
  },
  totalMismatch: {
    zh: '价税合计须等于金额加税额',
    en: 'The total must equal the amount plus the tax',
    es: 'El total debe ser igual al importe más el impuesto',
  },
  direction: {
    zh: '进销项须为“进项”或“销项”',
    en: 'The direction is 进项 (received) or 销项 (issued)',
    es: 'La dirección es 进项 (recibida) o 销项 (emitida)',
  },
  sameSheet: {
    zh: '与第 {row} 行的发票号码重复',
    en: 'Same invoice number as row {row}',
    es: 'Mismo número de factura que la fila {row}',
  },
  registered: {
    zh: '发票已于 {date} 由 {who} 登记（{reference}），不能重复登记',
    en: 'The invoice was registered on {date} by {who} ({reference}); it cannot be registered twice',
    es: 'La factura se registró el {date} por {who} ({reference}); no puede registrarse dos veces',
  },
  issued: {
    zh: '发票已由开票申请 {reference} 于 {date} 开具，不能重复登记',
    en: 'The invoice was issued by invoice application {reference} on {date}; it cannot be registered twice',
    es: 'La factura se emitió con la solicitud {reference} el {date}; no puede registrarse dos veces',
  },
} satisfies Record<string, Record<Locale, string>>;

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/** A money cell as a decimal string with 2 places, or null when it is not one. */
export function moneyCell(cell: CellValue): string | null {
  const text =
    typeof cell === 'number'
      ? String(cell)
      : cellText(cell)
          .normalize('NFKC')
          .replace(/[,\s¥]/g, '');
  const match = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return `${match[1] ?? ''}${match[2]}.${(match[3] ?? '').padEnd(2, '0')}`;
}

/** Text of a number-like cell; a numeric cell loses leading zeros, so `pad` restores them. */
function digitsCell(cell: CellValue, pad: number): string {
  const text = cellText(cell).replace(/\s/g, '');
  return typeof cell === 'number' && /^\d+$/.test(text) ? text.padStart(pad, '0') : text;
}

interface ParsedRow {
  row: number;
  values: typeof eInvoices.$inferInsert;
}

interface FoundSheet {
  sheet: string;
  headerRow: number;
  columns: Map<Field, number>;
  rows: CellValue[][];
}

function findHeader(sheets: { name: string; rows: CellValue[][] }[]): FoundSheet | null {
  for (const sheet of sheets) {
    for (let r = 0; r < Math.min(sheet.rows.length, 20); r++) {
      const headers = (sheet.rows[r] ?? []).map((cell) => normaliseHeader(cellText(cell)));
      const columns = new Map<Field, number>();
      for (const column of COLUMNS) {
        const at = headers.findIndex((header) =>
          column.titles.some((title) => normaliseHeader(title) === header),
        );
        if (at >= 0) columns.set(column.field, at);
      }
      if ((columns.has('invoiceNumber') || columns.has('digitalNumber')) && columns.has('total'))
        return { sheet: sheet.name, headerRow: r, columns, rows: sheet.rows };
    }
  }
  return null;
}

/**
 * Imports the tax platform's export all or nothing: every row is checked (number, date, names,
 * tax ids, amounts, total = amount + tax, numbers repeated in the sheet or registered before);
 * any problem writes nothing and fails with the per-row report as the answer's data.
 */
export async function importEinvoices(
  db: Db,
  actor: Actor,
  now: Date,
  direction: EinvoiceDirection,
  upload: { content: Buffer; suffix: string },
  locale: Locale,
): Promise<{ imported: number; errors: ImportRowError[] }> {
  const sheets = await readWorkbook(upload.content, upload.suffix, EINVOICE_IMPORT_MAX_ROWS);
  const found = findHeader(sheets);
  if (!found)
    throw importFailure([
      {
        sheet: sheets[0]?.name ?? '',
        row: 1,
        column: null,
        message: TEXTS.noHeader[locale],
        value: null,
      },
    ]);
  const errors: ImportRowError[] = [];
  const titleOf = (field: Field) => {
    const at = found.columns.get(field);
    return at === undefined ? null : cellText(found.rows[found.headerRow]![at] ?? null);
  };
  const parsed: ParsedRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (let r = found.headerRow + 1; r < found.rows.length; r++) {
    const cells = found.rows[r] ?? [];
    if (cells.every((cell) => isBlank(cell))) continue;
    const row = r + 1;
    const cell = (field: Field): CellValue => {
      const at = found.columns.get(field);
      return at === undefined ? null : (cells[at] ?? null);
    };
    const text = (field: Field) => cellText(cell(field)).trim();
    const error = (field: Field | null, message: string, value: string | null) =>
      errors.push({
        sheet: found.sheet,
        row,
        column: field ? titleOf(field) : null,
        message,
        value,
      });
    const before = errors.length;

    // 数电票号码 wins when filled; otherwise 发票代码 + 发票号码 (or a 20-digit 发票号码).
    const digital = digitsCell(cell('digitalNumber'), 20);
    const code = digital ? '' : digitsCell(cell('invoiceCode'), 12);
    const numberText = digital || digitsCell(cell('invoiceNumber'), code ? 8 : 20);
    const numberField: Field = digital ? 'digitalNumber' : 'invoiceNumber';
    const number = checkEinvoiceNumber(code, numberText);
    if (!numberText) error(numberField, TEXTS.required[locale], null);
    else if (!number.ok)
      error(numberField, translateContractMessage(number.message, locale), numberText);

    const issueDate = parseDate(cell('issueDate'));
    if (!issueDate)
      error(
        'issueDate',
        isBlank(cell('issueDate')) ? TEXTS.required[locale] : TEXTS.date[locale],
        text('issueDate') || null,
      );

    const names = { sellerName: text('sellerName'), buyerName: text('buyerName') };
    for (const field of ['sellerName', 'buyerName'] as const)
      if (!names[field]) error(field, TEXTS.required[locale], null);
    const taxNos: Record<'sellerTaxNo' | 'buyerTaxNo', string | null> = {
      sellerTaxNo: null,
      buyerTaxNo: null,
    };
    for (const field of ['sellerTaxNo', 'buyerTaxNo'] as const) {
      const value = text(field).toUpperCase();
      if (!value) continue;
      if (!isValidUscc(value)) error(field, TEXTS.taxNo[locale], value);
      else taxNos[field] = value;
    }

    const amounts = {
      amount: moneyCell(cell('amount')),
      taxAmount: moneyCell(cell('taxAmount')),
      total: moneyCell(cell('total')),
    };
    for (const field of ['amount', 'taxAmount', 'total'] as const)
      if (amounts[field] === null)
        error(
          field,
          isBlank(cell(field)) ? TEXTS.required[locale] : TEXTS.money[locale],
          text(field) || null,
        );
    if (
      amounts.amount !== null &&
      amounts.taxAmount !== null &&
      amounts.total !== null &&
      !einvoiceTotalMatches(amounts.amount, amounts.taxAmount, amounts.total)
    )
      error('total', TEXTS.totalMismatch[locale], amounts.total);

    let rowDirection = direction;
    const directionText = text('direction');
    if (directionText) {
      if (/进/.test(directionText)) rowDirection = 'in';
      else if (/销/.test(directionText)) rowDirection = 'out';
      else error('direction', TEXTS.direction[locale], directionText);
    }

    if (number.ok) {
      const first = firstRowOf.get(number.key);
      if (first !== undefined)
        error(numberField, fill(TEXTS.sameSheet[locale], { row: first }), number.key);
      else firstRowOf.set(number.key, row);
    }
    if (errors.length > before || !number.ok) continue;
    parsed.push({
      row,
      values: {
        id: randomUUID(),
        companyId: actor.companyId,
        direction: rowDirection,
        numberKind: number.numberKind,
        invoiceCode: number.code,
        invoiceNumber: number.number,
        invoiceKey: number.key,
        invoiceType: /专/.test(text('invoiceType')) ? 'special' : 'normal',
        issueDate: issueDate!,
        sellerName: names.sellerName,
        sellerTaxNo: taxNos.sellerTaxNo,
        buyerName: names.buyerName,
        buyerTaxNo: taxNos.buyerTaxNo,
        amount: amounts.amount!,
        taxAmount: amounts.taxAmount!,
        total: amounts.total!,
        source: 'import',
        memo: text('memo') || null,
        ...createdStamp(actor, now),
      },
    });
  }

  // Numbers registered before (here or issued through 开票申请), named with their entry.
  const earlier = await earlierEntries(
    db,
    parsed.map((item) => item.values.invoiceKey),
  );
  for (const item of parsed) {
    const entry = earlier.get(item.values.invoiceKey);
    if (!entry) continue;
    errors.push({
      sheet: found.sheet,
      row: item.row,
      column: titleOf(
        item.values.numberKind === 'digital' && found.columns.has('digitalNumber')
          ? 'digitalNumber'
          : 'invoiceNumber',
      ),
      message: fill(TEXTS[entry.kind === 'issued' ? 'issued' : 'registered'][locale], {
        date: entry.date,
        who: entry.who,
        reference: entry.reference,
      }),
      value: item.values.invoiceKey,
    });
  }
  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row);
    throw importFailure(errors);
  }
  await insertInChunks(parsed, (chunk) =>
    db.insert(eInvoices).values(chunk.map((item) => item.values)),
  );
  return { imported: parsed.length, errors: [] };
}

function importFailure(errors: ImportRowError[]): Failure {
  return new Failure(
    ErrorCode.business,
    'einvoice.importRows',
    { count: errors.length },
    undefined,
    { imported: 0, errors },
  );
}
