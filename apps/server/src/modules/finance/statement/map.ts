import Decimal from 'decimal.js';
import { cellText, isBlank, normaliseHeader, type CellValue } from '../../excel/cells';
import type { SheetData } from '../../excel/workbook';
import {
  STATEMENT_FIELDS,
  type MappedStatement,
  type StatementField,
  type StatementIssue,
  type StatementLine,
  type StatementMapping,
  type StatementMeta,
} from './types';
import {
  absMoney,
  isEmptyAmount,
  isZeroMoney,
  moneyText,
  parseDateTime,
  parseDirection,
  parseTimeCell,
} from './values';

/** A header as matched: normaliseHeader, then units and notes in brackets and a final 元 removed. */
export const headerKey = (text: string) =>
  normaliseHeader(text)
    .replace(/\(.*?\)|\[.*?\]|【.*?】/g, '')
    .replace(/元$/, '');

/**
 * Header aliases per field, best first (DOMAIN.md §4 and the exports of ICBC, CCB, ABC, BOC, CMB
 * and BOCOM). `time` is a time-of-day column beside the date; 交易时间 alone is the date.
 */
const ALIASES: Record<StatementField, readonly string[]> = {
  dateTime: [
    '交易日期',
    '记账日期',
    '入账日期',
    '交易日期时间',
    '交易时间',
    '记账时间',
    '入账时间',
    '发生日期',
    '交易日',
    '日期',
    '时间',
    'transactiondate',
    'date',
  ],
  time: ['交易时间', '记账时间', '入账时间', '时间', 'time'],
  income: [
    '贷方发生额',
    '贷方金额',
    '收入金额',
    '收款金额',
    '存入金额',
    '转入金额',
    '来账金额',
    '贷方',
    '收入',
    '收款',
    'credit',
    'creditamount',
  ],
  pay: [
    '借方发生额',
    '借方金额',
    '支出金额',
    '付款金额',
    '支取金额',
    '转出金额',
    '往账金额',
    '借方',
    '支出',
    '付款',
    'debit',
    'debitamount',
  ],
  amount: ['交易金额', '发生额', '金额', '交易额', 'amount'],
  direction: [
    '借贷标志',
    '借贷方向',
    '借贷标识',
    '借贷',
    '借/贷',
    '收支方向',
    '收支标志',
    '收/支',
    '交易方向',
    '方向',
    '收付方向',
    'dc',
    'd/c',
  ],
  balance: [
    '余额',
    '账户余额',
    '当前余额',
    '交易后余额',
    '联机余额',
    '本次余额',
    '帐户余额',
    'balance',
  ],
  otherSideName: [
    '对方户名',
    '对方名称',
    '对方单位名称',
    '对方账户名称',
    '对方账户名',
    '对方帐户名称',
    '对方户名称',
    '对方单位',
    '收(付)方名称',
    '对手方名称',
    '对方客户名称',
  ],
  otherSideAccount: [
    '对方账号',
    '对方账户',
    '对方帐号',
    '对方帐户',
    '对方账户账号',
    '对方卡号',
    '收(付)方账号',
    '对手方账号',
  ],
  otherSideUnit: [
    '对方开户行',
    '对方行名',
    '对方开户行名',
    '对方开户机构',
    '对方开户银行',
    '对方银行',
    '对方开户网点',
    '收(付)方开户行',
  ],
  summary: ['摘要', '交易摘要', '摘要说明', '交易类型', 'summary'],
  matter: ['用途', '交易用途', '资金用途', '事由'],
  memo: ['附言', '交易附言', '备注', '附加信息', '汇款附言', '备注信息', 'memo', 'remark'],
  serialNo: [
    '交易流水号',
    '流水号',
    '凭证号',
    '凭证号码',
    '交易参考号',
    '交易序号',
    '业务流水号',
    '交易编号',
    '参考号',
    '柜员流水号',
    '交易流水',
    'reference',
  ],
};

const ALIAS_RANK = new Map<StatementField, Map<string, number>>(
  STATEMENT_FIELDS.map((field) => [
    field,
    new Map(ALIASES[field].map((alias, rank) => [headerKey(alias), rank])),
  ]),
);

const META_LABELS: Record<keyof StatementMeta, readonly string[]> = {
  accountNo: [
    '账号',
    '帐号',
    '账户',
    '帐户',
    '账户号',
    '账户号码',
    '银行账号',
    '卡号',
    '查询账号',
    '本方账号',
    '账号/卡号',
  ],
  accountName: [
    '账户名称',
    '户名',
    '账户名',
    '帐户名称',
    '单位名称',
    '客户名称',
    '本方户名',
    '公司名称',
    '账户户名',
  ],
  currency: ['币种', '货币', '币别', '货币种类'],
  bankName: ['开户行', '开户银行', '开户网点', '开户机构'],
  period: [
    '起止日期',
    '查询期间',
    '交易期间',
    '查询日期',
    '日期范围',
    '起始日期',
    '查询时间段',
    '账单周期',
  ],
};

const META_KEY = new Map<string, keyof StatementMeta>(
  (Object.keys(META_LABELS) as (keyof StatementMeta)[]).flatMap((key) =>
    META_LABELS[key].map((label) => [headerKey(label), key] as const),
  ),
);

/** Rows searched for the header (titles and account details sit above it). */
const HEADER_SEARCH_ROWS = 60;
/** Issues listed at most; the import is refused anyway. */
export const MAX_ISSUES = 1_000;

const TOTAL_ROW = /^(本页|本月|本期|本日|全部|总)?(合计|小计|总计|累计)/;

const emptyColumns = (): Record<StatementField, number | null> =>
  Object.fromEntries(STATEMENT_FIELDS.map((field) => [field, null])) as Record<
    StatementField,
    number | null
  >;

/** Columns recognised in a header row, each field at the column of its best alias. */
function columnsOf(headers: readonly string[]): Record<StatementField, number | null> {
  const keys = headers.map(headerKey);
  const columns = emptyColumns();
  const taken = new Set<number>();
  for (const field of STATEMENT_FIELDS) {
    const ranks = ALIAS_RANK.get(field)!;
    let best = -1;
    let bestRank = Infinity;
    keys.forEach((key, column) => {
      const rank = ranks.get(key);
      if (rank !== undefined && rank < bestRank && !taken.has(column)) {
        best = column;
        bestRank = rank;
      }
    });
    if (best >= 0) {
      columns[field] = best;
      taken.add(best);
    }
  }
  return columns;
}

const hasAmounts = (columns: Record<StatementField, number | null>) =>
  columns.income !== null || columns.pay !== null || columns.amount !== null;

/** How well a row serves as the header: recognised columns, or 0 without a date and an amount. */
function headerScore(row: readonly CellValue[]): number {
  const columns = columnsOf(row.map(cellText));
  if (columns.dateTime === null || !hasAmounts(columns)) return 0;
  return STATEMENT_FIELDS.filter((field) => columns[field] !== null).length;
}

function findHeader(rows: readonly CellValue[][]): number {
  let best = -1;
  let bestScore = 1;
  const last = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < last; index++) {
    const score = headerScore(rows[index] ?? []);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  }
  return best;
}

/** 账号：6222…, 户名 | 某公司, "账号:1 币种:人民币" — label and value pairs above the header. */
function metaOf(rows: readonly CellValue[][]): StatementMeta {
  const meta: StatementMeta = {};
  const take = (label: string, value: string) => {
    const key = META_KEY.get(headerKey(label));
    const text = value.trim();
    if (key && text && meta[key] === undefined) meta[key] = text;
    return key !== undefined;
  };
  for (const row of rows) {
    const cells = row.map((_, column) => cellText(cellAt(row, column)).normalize('NFKC'));
    for (let index = 0; index < cells.length; index++) {
      // Several "label: value" parts may share a cell: split before each label.
      for (const segment of cells[index]!.split(/\s+(?=[^\s:]+\s*:)/)) {
        const pair = /^([^:]+?)\s*:\s*(.*)$/.exec(segment);
        const label = pair ? pair[1]! : segment;
        if (pair && pair[2]) {
          take(label, pair[2]);
          continue;
        }
        // "账号" or "账号:" with its value in the next cell.
        let next = index + 1;
        while (next < cells.length && !cells[next]) next++;
        if (
          next < cells.length &&
          META_KEY.has(headerKey(label)) &&
          !META_KEY.has(headerKey(cells[next]!))
        ) {
          take(label, cells[next]!);
          index = next;
          break;
        }
      }
    }
  }
  return meta;
}

/**
 * A cell of a data row; text that CSV exports wrap as ="6222…" (to keep Excel from turning long
 * numbers into floating point) is unwrapped.
 */
function cellAt(row: readonly CellValue[], column: number): CellValue {
  const value = row[column] ?? null;
  if (typeof value !== 'string' || !value.startsWith('="')) return value;
  const wrapped = /^="(.*)"$/s.exec(value);
  return wrapped ? wrapped[1]! : value;
}

const text = (row: readonly CellValue[], column: number | null): string | null => {
  if (column === null) return null;
  const value = cellText(cellAt(row, column));
  return value === '' ? null : value;
};

const shown = (value: CellValue) => cellText(value).slice(0, 60);
const ZERO = '0.00';

/**
 * The statement lines of one sheet, mapped as `mapping` says or by recognising its header among
 * the first rows. Rows that cannot be read become issues naming the row, what was found and what
 * is expected; blank rows, notes without a date or amount and total rows (合计, 本页合计, 总计)
 * are left out.
 */
export function mapStatement(sheets: SheetData[], mapping: StatementMapping = {}): MappedStatement {
  const issues: StatementIssue[] = [];
  let sheetIndex = mapping.sheet ?? -1;
  let headerIndex = mapping.headerRow !== undefined ? mapping.headerRow - 1 : -1;
  if (sheetIndex < 0) {
    sheetIndex = 0;
    if (headerIndex < 0)
      for (const [index, sheet] of sheets.entries()) {
        const found = findHeader(sheet.rows);
        if (found >= 0) {
          sheetIndex = index;
          headerIndex = found;
          break;
        }
      }
  }
  const rows = sheets[sheetIndex]?.rows ?? [];
  if (headerIndex < 0) headerIndex = findHeader(rows);
  const result: MappedStatement = {
    sheet: sheetIndex,
    headerRow: headerIndex + 1,
    headers: [],
    columns: emptyColumns(),
    meta: {},
    lines: [],
    issues,
    reversed: false,
    layout: null,
  };
  if (!sheets[sheetIndex]) {
    issues.push({
      rowNumber: 0,
      field: 'row',
      key: 'finance.statement.sheetMissing',
      params: { sheet: sheetIndex + 1 },
    });
    return result;
  }
  const explicit = Object.entries(mapping.columns ?? {}).filter(
    (entry): entry is [StatementField, number] => typeof entry[1] === 'number',
  );
  if (headerIndex < 0 && explicit.length === 0) {
    issues.push({ rowNumber: 0, field: 'row', key: 'finance.statement.noHeader' });
    return result;
  }
  const headerCells = headerIndex >= 0 ? (rows[headerIndex] ?? []) : [];
  result.headers = headerCells.map(cellText);
  // Fields mapped explicitly take their columns; the others keep the columns their headers give,
  // unless an explicit field claims that column.
  const columns = columnsOf(result.headers);
  const claimed = new Set(explicit.map(([, column]) => column));
  for (const field of STATEMENT_FIELDS)
    if (columns[field] !== null && claimed.has(columns[field])) columns[field] = null;
  for (const [field, column] of explicit) columns[field] = column;
  result.columns = columns;
  result.meta = metaOf(rows.slice(0, Math.max(0, headerIndex)));

  const missing: string[] = [];
  if (columns.dateTime === null) missing.push('交易日期');
  if (!hasAmounts(columns)) missing.push('收入金额/支出金额（或交易金额）');
  if (missing.length > 0) {
    issues.push({
      rowNumber: headerIndex + 1,
      field: 'row',
      key: 'finance.statement.columnsMissing',
      params: { columns: missing.join('、') },
    });
    return result;
  }
  const layout =
    columns.income !== null || columns.pay !== null
      ? 'separate'
      : columns.direction !== null
        ? 'direction'
        : 'signed';
  result.layout = layout;
  const header = (column: number | null) =>
    column === null ? '' : result.headers[column] || `第 ${column + 1} 列`;

  const amountCells = [columns.income, columns.pay, columns.amount].filter(
    (column): column is number => column !== null,
  );
  const lines = result.lines;
  const add = (issue: StatementIssue) => {
    if (issues.length < MAX_ISSUES) issues.push(issue);
  };
  for (let index = headerIndex + 1; index < rows.length; index++) {
    const row = rows[index] ?? [];
    const rowNumber = index + 1;
    const dateCell = cellAt(row, columns.dateTime!);
    const noAmount = amountCells.every((column) => isEmptyAmount(cellAt(row, column)));
    if (isBlank(dateCell) && noAmount) continue;
    let dateTime = parseDateTime(dateCell);
    if (
      dateTime === null &&
      row.some((cell) => typeof cell === 'string' && TOTAL_ROW.test(cell.trim()))
    )
      continue;
    let bad = false;
    if (dateTime === null) {
      bad = true;
      add(
        isBlank(dateCell)
          ? { rowNumber, field: 'dateTime', key: 'finance.statement.dateMissing' }
          : {
              rowNumber,
              field: 'dateTime',
              key: 'finance.statement.badDate',
              params: { column: header(columns.dateTime), value: shown(dateCell) },
            },
      );
    } else if (columns.time !== null && !isBlank(cellAt(row, columns.time))) {
      const timeCell = cellAt(row, columns.time);
      const time = parseTimeCell(timeCell);
      if (time === null) {
        bad = true;
        add({
          rowNumber,
          field: 'time',
          key: 'finance.statement.badTime',
          params: { column: header(columns.time), value: shown(timeCell) },
        });
      } else if ('dateTime' in time) dateTime = time.dateTime;
      else if (dateTime.endsWith(' 00:00:00')) dateTime = `${dateTime.slice(0, 10)} ${time.time}`;
    }

    let income = ZERO;
    let pay = ZERO;
    const amountOf = (field: 'income' | 'pay' | 'amount'): string | null | undefined => {
      const column = columns[field];
      if (column === null) return undefined;
      const cell = cellAt(row, column);
      if (isEmptyAmount(cell)) return null;
      const amount = moneyText(cell);
      if (amount === null) {
        bad = true;
        add({
          rowNumber,
          field,
          key: 'finance.statement.badAmount',
          params: { column: header(column), value: shown(cell) },
        });
      }
      return amount;
    };
    if (layout === 'separate') {
      // The column says the direction; some banks print money out as negative numbers.
      const inAmount = absMoney(amountOf('income') ?? ZERO);
      const outAmount = absMoney(amountOf('pay') ?? ZERO);
      income = inAmount;
      pay = outAmount;
      if (!bad && !isZeroMoney(inAmount) && !isZeroMoney(outAmount)) {
        bad = true;
        add({
          rowNumber,
          field: 'row',
          key: 'finance.statement.bothAmounts',
          params: { income: inAmount, pay: outAmount },
        });
      }
    } else {
      const amount = amountOf('amount') ?? null;
      if (amount !== null && layout === 'direction') {
        const cell = cellAt(row, columns.direction!);
        const direction = parseDirection(cell);
        if (direction === null) {
          bad = true;
          add(
            isBlank(cell)
              ? { rowNumber, field: 'direction', key: 'finance.statement.directionMissing' }
              : {
                  rowNumber,
                  field: 'direction',
                  key: 'finance.statement.badDirection',
                  params: { column: header(columns.direction), value: shown(cell) },
                },
          );
        } else if (direction === 'in') income = absMoney(amount);
        else pay = absMoney(amount);
      } else if (amount !== null) {
        if (amount[0] === '-') pay = absMoney(amount);
        else income = amount;
      }
    }
    if (!bad && isZeroMoney(income) && isZeroMoney(pay)) {
      bad = true;
      add({ rowNumber, field: 'row', key: 'finance.statement.noAmount' });
    }

    let balance: string | null = null;
    if (columns.balance !== null) {
      const cell = cellAt(row, columns.balance);
      if (isEmptyAmount(cell)) {
        bad = true;
        add({ rowNumber, field: 'balance', key: 'finance.statement.balanceMissing' });
      } else {
        const amount = moneyText(cell);
        if (amount === null) {
          bad = true;
          add({
            rowNumber,
            field: 'balance',
            key: 'finance.statement.badAmount',
            params: { column: header(columns.balance), value: shown(cell) },
          });
        } else balance = amount;
      }
    }
    if (bad) continue;
    lines.push({
      rowNumber,
      dateTime: dateTime!,
      income,
      pay,
      balance,
      otherSideName: text(row, columns.otherSideName),
      otherSideAccount: text(row, columns.otherSideAccount),
      otherSideUnit: text(row, columns.otherSideUnit),
      summary: text(row, columns.summary),
      matter: text(row, columns.matter),
      memo: text(row, columns.memo),
      serialNo: text(row, columns.serialNo),
    });
  }
  if (lines.length === 0 && issues.length === 0)
    issues.push({ rowNumber: headerIndex + 1, field: 'row', key: 'finance.statement.noLines' });
  if (newestFirst(lines)) {
    lines.reverse();
    result.reversed = true;
  }
  return result;
}

/** prev + in − out = balance, read downwards (ascending) or upwards (newest first). */
function follows(previous: StatementLine, line: StatementLine): boolean {
  if (previous.balance === null || line.balance === null) return false;
  return new Decimal(previous.balance)
    .plus(line.income)
    .minus(line.pay)
    .minus(line.balance)
    .abs()
    .lte(0.01);
}

/**
 * Whether the export lists the newest line first: by the dates of the first and last lines, and
 * when they fall on one day, by which reading order makes the balances follow on.
 */
function newestFirst(lines: readonly StatementLine[]): boolean {
  if (lines.length < 2) return false;
  const first = lines[0]!.dateTime;
  const last = lines[lines.length - 1]!.dateTime;
  if (first !== last) return first > last;
  let downwards = 0;
  let upwards = 0;
  for (let index = 1; index < lines.length && index < 200; index++) {
    if (follows(lines[index - 1]!, lines[index]!)) downwards++;
    if (follows(lines[index]!, lines[index - 1]!)) upwards++;
  }
  return upwards > downwards;
}
