import { randomUUID } from 'node:crypto';
import type { PaymentCycle, PaymentCycleList, financePayPriceSave } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import { createdStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { contractPaymentCycles, contracts, receipts } from '../../../db/schema';
import type { HandlerInput } from '../../../http/endpoint';
import { businessFailure, recordNotFound } from '../../../http/failure';
import { dayOf } from '../invoicing/shared';

// A contract's payment cycles (付款节点): amounts exact to the cent, filled by the receipts in
// order. Definitions in packages/api-client/src/contract/financeExtra.ts.

type SaveBody = HandlerInput<typeof financePayPriceSave>['body'];
const ZERO = new Decimal(0);

export interface PlannedCycle {
  name: string;
  ratio: string;
  amount: string;
  dueDate: string | null;
  condition: string | null;
}

/**
 * The cycles' amounts: a given amount as given, else contract × ratio to the cent (half up); when
 * the ratios of all cycles add up to 1 the last ratio-only cycle takes the rest, so they add up
 * exactly. A cycle given by amount gets the ratio amount / contract (4 places).
 */
export function planCycles(
  contractAmount: Decimal.Value,
  cycles: readonly {
    name: string;
    ratio?: string | undefined;
    amount?: string | undefined;
    dueDate: string | null;
    condition: string | null;
  }[],
): PlannedCycle[] {
  const whole = new Decimal(contractAmount);
  const planned = cycles.map((cycle) => {
    const amount =
      cycle.amount !== undefined
        ? new Decimal(cycle.amount)
        : whole.times(cycle.ratio!).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const ratio =
      cycle.amount === undefined
        ? new Decimal(cycle.ratio!)
        : whole.isZero()
          ? ZERO
          : amount.div(whole).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
    return { ...cycle, amount, ratio };
  });
  const ratioSum = planned.reduce((acc, cycle) => acc.plus(cycle.ratio), ZERO);
  const lastByRatio = planned
    .map((cycle, index) => ({ cycle, index }))
    .reverse()
    .find(({ index }) => cycles[index]!.amount === undefined);
  if (ratioSum.eq(1) && lastByRatio) {
    const others = planned.reduce(
      (acc, cycle, index) => (index === lastByRatio.index ? acc : acc.plus(cycle.amount)),
      ZERO,
    );
    lastByRatio.cycle.amount = whole.minus(others);
  }
  return planned.map((cycle) => ({
    name: cycle.name,
    ratio: cycle.ratio.toFixed(4),
    amount: cycle.amount.toFixed(2),
    dueDate: cycle.dueDate,
    condition: cycle.condition,
  }));
}

/** Fills the cycles in order with the received total; the status of each on `today`. */
export function fillCycles<T extends { amount: string; dueDate: string | null }>(
  cycles: readonly T[],
  receivedTotal: Decimal.Value,
  today: string,
): (T & { received: string; outstanding: string; status: PaymentCycle['status'] })[] {
  let left = new Decimal(receivedTotal);
  return cycles.map((cycle) => {
    const amount = new Decimal(cycle.amount);
    const received = Decimal.max(ZERO, Decimal.min(amount, left));
    left = left.minus(received);
    const outstanding = amount.minus(received);
    const status: PaymentCycle['status'] = outstanding.lte(0)
      ? 'paid'
      : cycle.dueDate && cycle.dueDate < today
        ? 'overdue'
        : received.gt(0)
          ? 'partial'
          : cycle.dueDate && cycle.dueDate.slice(0, 7) === today.slice(0, 7)
            ? 'due'
            : 'pending';
    return {
      ...cycle,
      received: received.toFixed(2),
      outstanding: outstanding.toFixed(2),
      status,
    };
  });
}

async function findContract(db: Db, id: string) {
  const [contract] = await db
    .select({
      id: contracts.id,
      code: contracts.code,
      name: contracts.name,
      amount: contracts.amount,
    })
    .from(contracts)
    .where(eq(contracts.id, id));
  if (!contract) throw recordNotFound();
  return contract;
}

export async function listCycles(db: Db, contractId: string, now: Date): Promise<PaymentCycleList> {
  const contract = await findContract(db, contractId);
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${receipts.amount}), 0)::numeric(20,2)::text` })
    .from(receipts)
    .where(eq(receipts.contractId, contractId));
  const rows = await db
    .select()
    .from(contractPaymentCycles)
    .where(eq(contractPaymentCycles.contractId, contractId))
    .orderBy(asc(contractPaymentCycles.seq));
  const receivedTotal = sum?.total ?? '0.00';
  const cycles = fillCycles(
    rows.map((row) => ({
      id: row.id,
      seq: row.seq,
      name: row.name,
      ratio: new Decimal(row.ratio).toFixed(4),
      amount: new Decimal(row.amount).toFixed(2),
      dueDate: row.dueDate,
      condition: row.condition,
    })),
    receivedTotal,
    dayOf(now),
  );
  return {
    contractId: contract.id,
    contractCode: contract.code,
    contractName: contract.name,
    contractAmount: new Decimal(contract.amount).toFixed(2),
    receivedTotal: new Decimal(receivedTotal).toFixed(2),
    plannedTotal: cycles.reduce((acc, cycle) => acc.plus(cycle.amount), ZERO).toFixed(2),
    cycles,
  };
}

export async function saveCycles(db: Db, actor: Actor, now: Date, body: SaveBody) {
  const contract = await findContract(db, body.contractId);
  const planned = planCycles(contract.amount, body.cycles);
  const ratioSum = body.cycles
    .filter((cycle) => cycle.amount === undefined)
    .reduce((acc, cycle) => acc.plus(cycle.ratio!), ZERO);
  if (ratioSum.gt(1)) throw businessFailure('paymentCycle.ratioOver', { sum: ratioSum.toFixed(4) });
  const total = planned.reduce((acc, cycle) => acc.plus(cycle.amount), ZERO);
  const whole = new Decimal(contract.amount);
  if (!total.eq(whole))
    throw businessFailure('paymentCycle.totalMismatch', {
      total: total.toFixed(2),
      amount: whole.toFixed(2),
      difference: whole.minus(total).toFixed(2),
    });
  const dates = planned.map((cycle) => cycle.dueDate).filter((date): date is string => !!date);
  const unordered = dates.findIndex((date, index) => index > 0 && date < dates[index - 1]!);
  if (unordered > 0) throw businessFailure('paymentCycle.dateOrder', { date: dates[unordered]! });
  await db.delete(contractPaymentCycles).where(eq(contractPaymentCycles.contractId, contract.id));
  await db.insert(contractPaymentCycles).values(
    planned.map((cycle, index) => ({
      id: randomUUID(),
      companyId: actor.companyId,
      contractId: contract.id,
      seq: index + 1,
      ...cycle,
      ...createdStamp(actor, now),
    })),
  );
  return listCycles(db, contract.id, now);
}
