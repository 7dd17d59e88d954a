import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import {
  ErrorCode,
  type BankImportIssue,
  type BankImportPreview,
  type BankImportResult,
  type bankImportExcel,
} from '@ccms/api-client';
import { and, eq, max, sql } from 'drizzle-orm';
import { createdStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { bankDetails, bankImportBatches } from '../../db/schema';
import type { HandlerInput } from '../../http/endpoint';
import type { ProgressReporter } from '../../http/progress';
import { Failure } from '../../http/failure';
import { translate, type Locale } from '../../i18n';
import { loadUploadContent } from '../excel/importFlow';
import type { FileStorage } from '../file/storage';
import { findAccount, lastBalance } from './accounts';
import { bankTime, insertBankRows } from './shared';
import {
  checkContinuity,
  dedupeKey,
  mapStatement,
  readStatementSheets,
  splitDuplicates,
  type StatementIssue,
  type StatementLine,
} from './statement';

type ImportBody = HandlerInput<typeof bankImportExcel>['body'];

const PREVIEW_LINES = 50;
/** New rows go in this many at a time, so the import's progress moves while it saves. */
const SAVE_CHUNK = 5_000;

const noProgress: ProgressReporter = { stage: () => {}, step: () => {}, finish: () => {} };

const digits = (text: string) => text.replace(/[^0-9A-Za-z]/g, '');

interface Analysed {
  fileName: string;
  sheetNames: string[];
  mapped: ReturnType<typeof mapStatement>;
  fresh: StatementLine[];
  duplicates: Set<StatementLine>;
  previousBalance: string | null;
  accountMismatch: boolean;
  issues: BankImportIssue[];
}

/**
 * Reads and maps an uploaded statement for an account, splits off the lines already stored
 * (or repeated in the file) and checks the balances: each line must follow on from the account's
 * last stored row before the file's first line (or its declared opening balance).
 */
async function analyse(
  db: Db,
  storage: FileStorage,
  body: ImportBody,
  locale: Locale,
  progress: ProgressReporter,
  readSpan: readonly [number, number],
): Promise<Analysed> {
  const config = body.bankAccountImportConfig;
  const account = await findAccount(db, config.accountId);
  const upload = await loadUploadContent(db, storage, body.fileItems[0]!);
  progress.stage('read', readSpan);
  const sheets = await readStatementSheets(upload.content, upload.suffix, progress.step);
  progress.stage('check', [readSpan[1], readSpan[1]]);
  const where = { sheet: body.excelSheetVo.sheet, headerRow: body.excelSheetVo.headerRow };
  // Chosen columns replace the detected ones field by field (a chosen column is taken from the
  // field its header gave it to); the rest stay as detected — in one pass over the sheet.
  const mapped = mapStatement(sheets, { ...where, columns: config.columns });
  const lines = mapped.lines;
  const existing = new Set<string>();
  if (lines.length > 0) {
    const stored = await db
      .select({ key: bankDetails.dedupeKey })
      .from(bankDetails)
      .where(
        and(
          eq(bankDetails.accountId, account.id),
          sql`${bankDetails.dateTime} between ${lines[0]!.dateTime}::timestamp and ${lines.at(-1)!.dateTime}::timestamp`,
        ),
      );
    for (const row of stored) existing.add(row.key);
  }
  const { fresh, duplicates } = splitDuplicates(lines, existing);
  // Balances run through every line of the file (stored ones too), once per transaction.
  const seen = new Set<string>();
  const once = lines.filter((line) => {
    const key = dedupeKey(line);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  let previousBalance: string | null = null;
  if (once.length > 0) {
    const before = await lastBalance(db, account.id, once[0]!.dateTime);
    // Without stored rows the opening balance counts only when the account declares its date.
    previousBalance = before.dateTime !== null || account.openingDate ? before.balance : null;
  }
  // Lines filed before rows already stored (a back-filled month) must lead on to the next one.
  const lastLine = once.at(-1);
  const breaks: StatementIssue[] = [];
  if (lastLine?.balance) {
    const [next] = await db
      .select({
        dateTime: bankDetails.dateTime,
        income: bankDetails.income,
        pay: bankDetails.pay,
        balance: bankDetails.balance,
        dedupeKey: bankDetails.dedupeKey,
      })
      .from(bankDetails)
      .where(
        and(
          eq(bankDetails.accountId, account.id),
          sql`${bankDetails.dateTime} > ${lastLine.dateTime}::timestamp`,
        ),
      )
      .orderBy(sql`${bankDetails.dateTime}, ${bankDetails.seq}`)
      .limit(1);
    if (next?.balance && !seen.has(next.dedupeKey)) {
      const expected = new Decimal(lastLine.balance).plus(next.income).minus(next.pay);
      if (expected.minus(next.balance).abs().gt('0.01'))
        breaks.push({
          rowNumber: lastLine.rowNumber,
          field: 'balance',
          key: 'finance.import.nextBreak',
          params: {
            row: lastLine.rowNumber,
            dateTime: bankTime(next.dateTime),
            expected: expected.toFixed(2),
            actual: next.balance,
          },
        });
    }
  }
  const issuesOf = (list: readonly StatementIssue[]) =>
    list.map((issue) => ({
      rowNumber: issue.rowNumber,
      field: issue.field,
      message: translate(locale, issue.key, issue.params),
    }));
  const issues = [
    ...issuesOf(mapped.issues),
    ...issuesOf(checkContinuity(once, previousBalance)),
    ...issuesOf(breaks),
  ];
  const fileNo = mapped.meta.accountNo;
  const accountMismatch = !!fileNo && digits(fileNo) !== digits(account.accountNo);
  if (accountMismatch)
    issues.unshift({
      rowNumber: 0,
      field: 'row',
      message: translate(locale, 'finance.import.accountMismatch', {
        fileNo: fileNo,
        accountNo: account.accountNo,
      }),
    });
  issues.sort((a, b) => a.rowNumber - b.rowNumber);
  return {
    fileName: upload.fileName,
    sheetNames: sheets.map((sheet) => sheet.name),
    mapped,
    fresh,
    duplicates: new Set(duplicates),
    previousBalance,
    accountMismatch,
    issues,
  };
}

export async function previewImport(
  db: Db,
  storage: FileStorage,
  body: ImportBody,
  locale: Locale,
  progress: ProgressReporter = noProgress,
): Promise<BankImportPreview> {
  const found = await analyse(db, storage, body, locale, progress, [0, 90]);
  const { mapped } = found;
  progress.finish();
  return {
    fileName: found.fileName,
    sheet: mapped.sheet,
    sheetNames: found.sheetNames,
    headerRow: mapped.headerRow,
    headers: mapped.headers,
    columns: mapped.columns,
    meta: {
      accountNo: mapped.meta.accountNo ?? null,
      accountName: mapped.meta.accountName ?? null,
      currency: mapped.meta.currency ?? null,
    },
    accountMismatch: found.accountMismatch,
    rowCount: mapped.lines.length,
    duplicateCount: found.duplicates.size,
    freshCount: found.fresh.length,
    previousBalance: found.previousBalance,
    issues: found.issues,
    lines: mapped.lines
      .slice(0, PREVIEW_LINES)
      .map((line) => ({ ...line, duplicate: found.duplicates.has(line) })),
  };
}

/**
 * Imports a statement all or nothing: any issue fails with every bad row as data (the request's
 * transaction then writes nothing); duplicates are counted and skipped; new lines go in with
 * multi-row INSERTs (one JSON parameter per chunk), income lines marked as needing a claim.
 */
export async function importStatement(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  now: Date,
  body: ImportBody,
  locale: Locale,
  progress: ProgressReporter = noProgress,
): Promise<BankImportResult> {
  const found = await analyse(db, storage, body, locale, progress, [0, 50]);
  const rowCount = found.mapped.lines.length;
  const duplicateCount = found.duplicates.size;
  if (found.issues.length > 0)
    throw new Failure(
      ErrorCode.business,
      'finance.import.rowErrors',
      { count: found.issues.length },
      undefined,
      { batchId: null, rowCount, addedCount: 0, duplicateCount, issues: found.issues },
    );
  // Nothing new (the same statement again): nothing to record.
  if (found.fresh.length === 0) {
    progress.finish();
    return { batchId: null, rowCount, addedCount: 0, duplicateCount, issues: [] };
  }
  const accountId = body.bankAccountImportConfig.accountId;
  const batchId = randomUUID();
  const stamp = createdStamp(actor, now);
  await db.insert(bankImportBatches).values({
    id: batchId,
    companyId: actor.companyId,
    accountId,
    fileName: found.fileName,
    rowCount,
    addedCount: found.fresh.length,
    duplicateCount,
    ...stamp,
  });
  const [last] = await db
    .select({ seq: max(bankDetails.seq) })
    .from(bankDetails)
    .where(eq(bankDetails.accountId, accountId));
  let seq = last?.seq ?? 0;
  const rows = found.fresh.map((line) => {
    const income = Number(line.income) > 0;
    return {
      id: randomUUID(),
      companyId: actor.companyId,
      accountId,
      batchId,
      seq: ++seq,
      dateTime: line.dateTime,
      income: line.income,
      pay: line.pay,
      balance: line.balance,
      otherSideUnit: line.otherSideUnit,
      otherSideName: line.otherSideName,
      otherSideAccount: line.otherSideAccount,
      matter: line.matter,
      summary: line.summary,
      memo: line.memo,
      serialNo: line.serialNo,
      dedupeKey: dedupeKey(line),
      isNeedClaim: income,
      claimTotal: '0',
      needClaimTotal: income ? line.income : '0',
      isChangeAccount: false,
      ...stamp,
    };
  });
  progress.stage('save', [55, 99]);
  for (let from = 0; from < rows.length; from += SAVE_CHUNK) {
    await insertBankRows(db, rows.slice(from, from + SAVE_CHUNK));
    progress.step(Math.min(from + SAVE_CHUNK, rows.length), rows.length);
  }
  progress.finish();
  return { batchId, rowCount, addedCount: found.fresh.length, duplicateCount, issues: [] };
}
