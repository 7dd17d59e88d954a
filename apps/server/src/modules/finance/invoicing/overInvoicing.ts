import type { OverInvoicingRow, overInvoicingQueryList } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { containing } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { contracts, customers, departments, invoices, receipts, users } from '../../../db/schema';
import { outerColumn } from '../../../db/outerColumn';
import type { HandlerInput } from '../../../http/endpoint';
import { dayOf, daysBetween } from './shared';

type ListBody = HandlerInput<typeof overInvoicingQueryList>['body'];

const invoicedSql = sql<string>`(select coalesce(sum(i.amount), 0) from ${invoices} i where i.contract_id = ${contracts.id} and i.status <> 'voided')`;
const receivedSql = sql<string>`(select coalesce(sum(r.amount), 0) from ${receipts} r where r.contract_id = ${outerColumn(contracts.id)})`;

/**
 * The day a contract's invoices went past `threshold` for good: walking its invoices by date, the
 * running total crosses above it (a red-letter invoice may bring it back below, and the count
 * starts again at the next crossing).
 */
export function exceededSince(
  rows: readonly { issuedDate: string; amount: string }[],
  threshold: string,
): string | null {
  let running = new Decimal(0);
  let since: string | null = null;
  for (const row of rows) {
    running = running.plus(row.amount);
    if (running.greaterThan(threshold)) since ??= row.issuedDate;
    else since = null;
  }
  return since;
}

/** 超额开票: contracts invoiced beyond cash received (or beyond their amount), largest first. */
export async function listOverInvoicing(db: Db, now: Date, body: ListBody) {
  const params = body.params ?? { basis: 'received' as const };
  const basis = params.basis ?? 'received';
  const threshold = basis === 'contract' ? sql`${contracts.amount}` : receivedSql;
  const filters: (SQL | undefined)[] = [sql`${invoicedSql} > ${threshold}`];
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      or(
        ilike(contracts.code, pattern),
        ilike(contracts.name, pattern),
        ilike(customers.name, pattern),
      ),
    );
  }
  if (params.departmentId) filters.push(eq(contracts.departmentId, params.departmentId));
  const where = and(...filters);
  const exceededSql = sql`(${invoicedSql} - ${threshold})`;
  const from = () =>
    db
      .select({
        contractId: contracts.id,
        contractCode: contracts.code,
        contractName: contracts.name,
        customerName: customers.name,
        departmentName: departments.name,
        leaderName: users.name,
        contractAmount: contracts.amount,
        invoicedTotal: sql<string>`${invoicedSql}::numeric(18,2)::text`,
        receivedTotal: sql<string>`${receivedSql}::numeric(18,2)::text`,
        exceeded: sql<string>`${exceededSql}::numeric(18,2)::text`,
      })
      .from(contracts)
      .leftJoin(customers, eq(customers.id, contracts.customerId))
      .leftJoin(departments, eq(departments.id, contracts.departmentId))
      .leftJoin(users, eq(users.id, contracts.leaderUserId));
  const [rows, all] = await Promise.all([
    from()
      .where(where)
      .orderBy(sql`${exceededSql} desc`, asc(contracts.code))
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize),
    from().where(where),
  ]);
  const issued = rows.length
    ? await db
        .select({
          contractId: invoices.contractId,
          issuedDate: invoices.issuedDate,
          amount: invoices.amount,
        })
        .from(invoices)
        .where(
          and(
            inArray(
              invoices.contractId,
              rows.map((row) => row.contractId),
            ),
            sql`${invoices.status} <> 'voided'`,
          ),
        )
        .orderBy(asc(invoices.issuedDate), asc(invoices.createdAt))
    : [];
  const today = dayOf(now);
  const data: OverInvoicingRow[] = rows.map((row) => {
    const since = exceededSince(
      issued.filter((invoice) => invoice.contractId === row.contractId),
      basis === 'contract' ? row.contractAmount : row.receivedTotal,
    );
    return {
      ...row,
      daysOutstanding: since ? Math.max(0, daysBetween(since, today)) : 0,
      since,
    };
  });
  const total = (key: 'contractAmount' | 'invoicedTotal' | 'receivedTotal' | 'exceeded') =>
    all.reduce((sum, row) => sum.plus(row[key]), new Decimal(0)).toFixed(2);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: all.length,
    data,
    totals: {
      contractAmount: total('contractAmount'),
      invoicedTotal: total('invoicedTotal'),
      receivedTotal: total('receivedTotal'),
      exceeded: total('exceeded'),
    },
  };
}
