import type { MessageKey, MessageParams } from '../../../i18n';

/**
 * The bank statement engine's types (issue 10): a bank's export mapped to the bank row of spec 001
 * §3. `time` is a separate time-of-day column (交易时间 next to 交易日期), merged into `dateTime`.
 */
export type StatementField =
  | 'dateTime'
  | 'time'
  | 'income'
  | 'pay'
  | 'amount'
  | 'direction'
  | 'balance'
  | 'otherSideName'
  | 'otherSideAccount'
  | 'otherSideUnit'
  | 'summary'
  | 'matter'
  | 'memo'
  | 'serialNo';

export const STATEMENT_FIELDS: readonly StatementField[] = [
  'dateTime',
  'time',
  'income',
  'pay',
  'amount',
  'direction',
  'balance',
  'otherSideName',
  'otherSideAccount',
  'otherSideUnit',
  'summary',
  'matter',
  'memo',
  'serialNo',
];

export interface StatementMapping {
  /** 0-based; default: the first sheet with a recognisable header. */
  sheet?: number;
  /** 1-based Excel row; default: detected below the metadata rows. */
  headerRow?: number;
  /** 0-based column per field; default: by header aliases. */
  columns?: Partial<Record<StatementField, number>>;
}

export interface StatementLine {
  /** The Excel row it came from. */
  rowNumber: number;
  /** 'YYYY-MM-DD HH:mm:ss' (00:00:00 when the bank gives the date only). */
  dateTime: string;
  /** '1234.50'; one of income and pay is '0.00'. */
  income: string;
  pay: string;
  balance: string | null;
  otherSideName: string | null;
  otherSideAccount: string | null;
  /** The counterparty's bank (对方开户行 / 对方行名). */
  otherSideUnit: string | null;
  summary: string | null;
  matter: string | null;
  memo: string | null;
  serialNo: string | null;
}

export interface StatementIssue {
  rowNumber: number;
  field: StatementField | 'row';
  key: MessageKey;
  params?: MessageParams;
}

export interface StatementMeta {
  accountNo?: string;
  accountName?: string;
  currency?: string;
  bankName?: string;
  /** 起止日期 as the bank prints it. */
  period?: string;
}

export interface MappedStatement {
  sheet: number;
  headerRow: number;
  headers: string[];
  columns: Record<StatementField, number | null>;
  meta: StatementMeta;
  /** In ascending time order (a newest-first export is reversed). */
  lines: StatementLine[];
  /** Sorted by row; an import with any issue must be refused. */
  issues: StatementIssue[];
  /** Whether the export was newest-first and has been reversed. */
  reversed: boolean;
  /** How the amounts were read. */
  layout: 'separate' | 'direction' | 'signed' | null;
}
