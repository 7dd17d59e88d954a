import Decimal from 'decimal.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { bankDetails, contracts, customers, receipts } from '../../../db/schema';

const SEEDER = 'system';
export const HAND_RECEIPT_IDS = ['receipt-hand-1', 'receipt-hand-2', 'receipt-hand-3'] as const;

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * 资金录入对比 demo: receipts finance entered by hand for three of the newest unclaimed income rows —
 * one not yet matched (to match on the page), one matched but dated a day late, one matched but
 * entered 100.00 short — so every kind of line shows. Runs once (skips when the first is there).
 */
export async function seedFundCompare(tx: Db, company: string, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ id: receipts.id })
    .from(receipts)
    .where(eq(receipts.id, HAND_RECEIPT_IDS[0]));
  if (existing) return;
  const rows = await tx
    .select({
      id: bankDetails.id,
      income: bankDetails.income,
      day: sql<string>`to_char(${bankDetails.dateTime}, 'YYYY-MM-DD')`,
      otherSideName: bankDetails.otherSideName,
    })
    .from(bankDetails)
    .where(
      and(
        eq(bankDetails.companyId, company),
        eq(bankDetails.isNeedClaim, true),
        sql`${bankDetails.claimTotal} = 0 and ${bankDetails.income} > 100`,
      ),
    )
    .orderBy(desc(bankDetails.dateTime), desc(bankDetails.id))
    .limit(HAND_RECEIPT_IDS.length);
  if (rows.length < HAND_RECEIPT_IDS.length) return;
  const [fallback] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.companyId, company))
    .orderBy(desc(contracts.signedDate))
    .limit(1);
  if (!fallback) return;
  const stamp = { createdAt: now, createdBy: SEEDER, updatedAt: now, updatedBy: SEEDER };
  for (const [index, row] of rows.entries()) {
    const [byCustomer] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .where(and(eq(contracts.companyId, company), eq(customers.name, row.otherSideName ?? '')))
      .orderBy(desc(contracts.signedDate))
      .limit(1);
    const amount =
      index === 2
        ? new Decimal(row.income).minus(100).toFixed(2)
        : new Decimal(row.income).toFixed(2);
    const matched = index > 0;
    await tx.insert(receipts).values({
      id: HAND_RECEIPT_IDS[index]!,
      companyId: company,
      contractId: (byCustomer ?? fallback).id,
      bankDetailId: matched ? row.id : null,
      amount,
      receivedDate: index === 1 ? nextDay(row.day) : row.day,
      memo: '手工录入',
      ...stamp,
    });
    if (matched)
      await tx
        .update(bankDetails)
        .set({
          claimTotal: amount,
          needClaimTotal: sql`${bankDetails.income} - ${amount}::numeric`,
        })
        .where(eq(bankDetails.id, row.id));
  }
}
