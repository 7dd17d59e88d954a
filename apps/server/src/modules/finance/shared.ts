import type { BankDetail } from '@ccms/api-client';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { bankAccounts, bankDetails, users } from '../../db/schema';
import { recordNotFound } from '../../http/failure';
import { formatDateTime } from '../../i18n';
import { bulkInsert } from '../cost/store';

/** Σ of a money column as an exact decimal string with 2 places ("0.00" when no rows). */
export const sumMoney = (column: AnyColumn | SQL) =>
  sql<string>`coalesce(sum(${column}), 0)::numeric(18,2)::text`;

const corrector = alias(users, 'corrector');

/** The columns of a bank row as the contract answers it (joined with its account). */
export const bankDetailColumns = {
  id: bankDetails.id,
  accountId: bankDetails.accountId,
  accountUnit: bankAccounts.accountUnit,
  accountName: bankAccounts.accountName,
  accountNo: bankAccounts.accountNo,
  dateTime: bankDetails.dateTime,
  income: bankDetails.income,
  pay: bankDetails.pay,
  balance: bankDetails.balance,
  otherSideUnit: bankDetails.otherSideUnit,
  otherSideName: bankDetails.otherSideName,
  otherSideAccount: bankDetails.otherSideAccount,
  matter: bankDetails.matter,
  summary: bankDetails.summary,
  memo: bankDetails.memo,
  serialNo: bankDetails.serialNo,
  isNeedClaim: bankDetails.isNeedClaim,
  claimTotal: bankDetails.claimTotal,
  needClaimTotal: bankDetails.needClaimTotal,
  isCorrect: bankDetails.isCorrect,
  correctedBy: bankDetails.correctedBy,
  correctedByName: corrector.name,
  correctedAt: bankDetails.correctedAt,
  isChangeAccount: bankDetails.isChangeAccount,
  updatedBy: bankDetails.updatedBy,
  updatedAt: bankDetails.updatedAt,
};

/** A select of bank rows with their account and corrector; add where/order/limit. */
export const selectBankDetails = (db: Db) =>
  db
    .select(bankDetailColumns)
    .from(bankDetails)
    .innerJoin(bankAccounts, sql`${bankAccounts.id} = ${bankDetails.accountId}`)
    .leftJoin(corrector, sql`${corrector.id} = ${bankDetails.correctedBy}`);

type BankDetailRow = Awaited<ReturnType<ReturnType<typeof selectBankDetails>['execute']>>[number];

/** "2025-01-03 10:30:00" whatever the driver's timestamp text looks like. */
export const bankTime = (value: string) => value.replace('T', ' ').slice(0, 19);

export function toBankDetail(row: BankDetailRow): BankDetail {
  return {
    ...row,
    dateTime: bankTime(row.dateTime),
    correctedAt: row.correctedAt ? formatDateTime(row.correctedAt) : null,
    updatedAt: formatDateTime(row.updatedAt),
  };
}

export async function getBankDetail(db: Db, id: string): Promise<BankDetail> {
  const [row] = await selectBankDetails(db).where(sql`${bankDetails.id} = ${id}`);
  if (!row) throw recordNotFound();
  return toBankDetail(row);
}

/** The columns of bank_details by SQL type, for bulk inserts (one JSON parameter per chunk). */
const BANK_DETAIL_COLUMNS = {
  id: 'text',
  company_id: 'text',
  account_id: 'text',
  batch_id: 'text',
  seq: 'integer',
  // timestamptz → timestamp keeps the wall time (same session zone both ways).
  date_time: 'timestamptz',
  income: 'numeric',
  pay: 'numeric',
  balance: 'numeric',
  other_side_unit: 'text',
  other_side_name: 'text',
  other_side_account: 'text',
  matter: 'text',
  summary: 'text',
  memo: 'text',
  serial_no: 'text',
  dedupe_key: 'text',
  is_need_claim: 'boolean',
  claim_total: 'numeric',
  need_claim_total: 'numeric',
  is_change_account: 'boolean',
  created_at: 'timestamptz',
  created_by: 'text',
  updated_at: 'timestamptz',
  updated_by: 'text',
} as const;

export interface BankRowInsert {
  id: string;
  companyId: string;
  accountId: string;
  batchId: string | null;
  seq: number;
  dateTime: string;
  income: string;
  pay: string;
  balance: string | null;
  otherSideUnit: string | null;
  otherSideName: string | null;
  otherSideAccount: string | null;
  matter: string | null;
  summary: string | null;
  memo: string | null;
  serialNo: string | null;
  dedupeKey: string;
  isNeedClaim: boolean;
  claimTotal: string;
  needClaimTotal: string;
  isChangeAccount: boolean;
  createdAt: Date;
  createdBy: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}

/** Inserts bank rows in multi-row chunks (INSERT … SELECT FROM jsonb_to_recordset). */
export function insertBankRows(db: Db, rows: readonly BankRowInsert[]): Promise<void> {
  return bulkInsert(
    db,
    'bank_details',
    BANK_DETAIL_COLUMNS,
    rows.map((row) => ({
      id: row.id,
      company_id: row.companyId,
      account_id: row.accountId,
      batch_id: row.batchId,
      seq: row.seq,
      date_time: row.dateTime,
      income: row.income,
      pay: row.pay,
      balance: row.balance,
      other_side_unit: row.otherSideUnit,
      other_side_name: row.otherSideName,
      other_side_account: row.otherSideAccount,
      matter: row.matter,
      summary: row.summary,
      memo: row.memo,
      serial_no: row.serialNo,
      dedupe_key: row.dedupeKey,
      is_need_claim: row.isNeedClaim,
      claim_total: row.claimTotal,
      need_claim_total: row.needClaimTotal,
      is_change_account: row.isChangeAccount,
      created_at: row.createdAt,
      created_by: row.createdBy,
      updated_at: row.updatedAt,
      updated_by: row.updatedBy,
    })),
  );
}
