import { randomUUID } from 'node:crypto';
import type {
  BankClaim,
  BankDetail,
  bankClaim,
  bankSubscriptionQueryList,
  bankUnclaim,
} from '@ccms/api-client';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { bankDetails, contracts, customers, receipts, users } from '../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';
import type { HandlerInput } from '../../http/endpoint';
import { formatDateTime } from '../../i18n';
import { bankDetailFilters, newestFirst } from './details';
import { getBankDetail, selectBankDetails, sumMoney, toBankDetail } from './shared';

type ListBody = HandlerInput<typeof bankSubscriptionQueryList>['body'];
type ClaimBody = HandlerInput<typeof bankClaim>['body'];
type UnclaimBody = HandlerInput<typeof bankUnclaim>['body'];

/** 资金认领: income rows that need claiming and have something left (all: claimed ones too). */
export async function listSubscriptions(db: Db, body: ListBody) {
  const params = body.params ?? {};
  const where = and(
    ...bankDetailFilters(params),
    eq(bankDetails.isNeedClaim, true),
    params.all ? undefined : gt(bankDetails.needClaimTotal, '0'),
  );
  const [rows, [totals]] = await Promise.all([
    selectBankDetails(db)
      .where(where)
      .orderBy(newestFirst)
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize),
    db
      .select({ total: count(), needClaimTotal: sumMoney(bankDetails.needClaimTotal) })
      .from(bankDetails)
      .where(where),
  ]);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: totals?.total ?? 0,
    data: rows.map(toBankDetail),
    needClaimTotal: totals?.needClaimTotal ?? '0.00',
  };
}

/** Receipts as the contract's claims, with their contract, customer and creator. */
export async function claimsWhere(db: Db, where: ReturnType<typeof eq>): Promise<BankClaim[]> {
  const rows = await db
    .select({
      receiptId: receipts.id,
      bankDetailId: receipts.bankDetailId,
      contractId: receipts.contractId,
      contractCode: contracts.code,
      contractName: contracts.name,
      customerName: customers.name,
      amount: receipts.amount,
      receivedDate: receipts.receivedDate,
      memo: receipts.memo,
      createdBy: receipts.createdBy,
      createdByName: users.name,
      createdAt: receipts.createdAt,
    })
    .from(receipts)
    .innerJoin(contracts, eq(contracts.id, receipts.contractId))
    .leftJoin(customers, eq(customers.id, contracts.customerId))
    .leftJoin(users, eq(users.id, receipts.createdBy))
    .where(where)
    .orderBy(sql`${receipts.receivedDate} desc, ${receipts.createdAt} desc`);
  return rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) }));
}

export async function listClaims(db: Db, bankDetailId: string): Promise<BankClaim[]> {
  await getBankDetail(db, bankDetailId);
  return claimsWhere(db, eq(receipts.bankDetailId, bankDetailId));
}

/**
 * Claims part or all of an income row to a contract. The row's totals change in one guarded
 * UPDATE (what is left must cover the amount), so two claims racing for the last yuan cannot
 * both pass: the second finds the row already reduced and fails.
 */
export async function claim(
  db: Db,
  actor: Actor,
  now: Date,
  body: ClaimBody,
): Promise<{ claim: BankClaim; detail: BankDetail }> {
  const detail = await getBankDetail(db, body.bankDetailId);
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.id, body.contractId));
  if (!contract) throw unknownReference('contractId');
  if (Number(detail.income) <= 0) throw businessFailure('finance.claim.notIncome');
  if (!detail.isNeedClaim) throw businessFailure('finance.claim.notNeeded');
  const updated = await db
    .update(bankDetails)
    .set({
      claimTotal: sql`${bankDetails.claimTotal} + ${body.amount}::numeric`,
      needClaimTotal: sql`${bankDetails.needClaimTotal} - ${body.amount}::numeric`,
      ...updatedStamp(actor, now),
    })
    .where(
      and(
        eq(bankDetails.id, detail.id),
        eq(bankDetails.isNeedClaim, true),
        sql`${bankDetails.needClaimTotal} >= ${body.amount}::numeric`,
      ),
    )
    .returning({ id: bankDetails.id });
  if (updated.length === 0) {
    const fresh = await getBankDetail(db, detail.id);
    throw businessFailure('finance.claim.exceeds', { remaining: fresh.needClaimTotal });
  }
  const receiptId = randomUUID();
  await db.insert(receipts).values({
    id: receiptId,
    companyId: actor.companyId,
    contractId: body.contractId,
    bankDetailId: detail.id,
    amount: body.amount,
    receivedDate: detail.dateTime.slice(0, 10),
    memo: body.memo,
    ...createdStamp(actor, now),
  });
  const [made] = await claimsWhere(db, eq(receipts.id, receiptId));
  return { claim: made!, detail: await getBankDetail(db, detail.id) };
}

/** Undoes a claim: the receipt goes, its amount returns to the row. */
export async function unclaim(
  db: Db,
  actor: Actor,
  now: Date,
  body: UnclaimBody,
): Promise<BankDetail> {
  const [receipt] = await db
    .delete(receipts)
    .where(eq(receipts.id, body.receiptId))
    .returning({ bankDetailId: receipts.bankDetailId, amount: receipts.amount });
  if (!receipt) throw recordNotFound();
  if (!receipt.bankDetailId) throw businessFailure('finance.claim.notFromBank');
  await db
    .update(bankDetails)
    .set({
      claimTotal: sql`${bankDetails.claimTotal} - ${receipt.amount}::numeric`,
      needClaimTotal: sql`case when ${bankDetails.isNeedClaim} then ${bankDetails.needClaimTotal} + ${receipt.amount}::numeric else ${bankDetails.needClaimTotal} end`,
      ...updatedStamp(actor, now),
    })
    .where(eq(bankDetails.id, receipt.bankDetailId));
  return getBankDetail(db, receipt.bankDetailId);
}
