import type { ContractIncome, ContractIncomeQuery, IncomeSummary } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import { containing } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { inDepartment, liveInvoice, money, percent, rowsOf } from '../../cockpit/service';

// 业务收入 and 合同收入: per contract what was signed, invoiced and received to date, with the
// totals and a summary by business type of the whole filtered list, all SQL aggregates.

interface IncomeRequest {
  pageNo: number;
  pageSize: number;
  params?: ContractIncomeQuery | undefined;
}

interface FigureRow {
  signed: string;
  invoiced: string;
  received: string;
}

function figures(row: FigureRow) {
  const signed = new Decimal(row.signed ?? 0);
  const invoiced = new Decimal(row.invoiced ?? 0);
  const received = new Decimal(row.received ?? 0);
  return {
    signed: money(signed),
    invoiced: money(invoiced),
    received: money(received),
    outstanding: money(signed.minus(received)),
    receivable: money(invoiced.minus(received)),
    receivedRatio: percent(received, signed),
  };
}

export async function contractIncome(
  db: Db,
  companyId: string,
  request: IncomeRequest,
  allowedDepartmentIds: readonly string[] | undefined,
) {
  const params = request.params ?? {};
  const filters: SQL[] = [sql`c.company_id = ${companyId}`];
  if (params.year !== undefined)
    filters.push(
      sql`c.signed_date >= ${`${params.year}-01-01`} and c.signed_date < ${`${params.year + 1}-01-01`}`,
    );
  if (params.businessType) filters.push(sql`c.business_type = ${params.businessType}`);
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      sql`(c.code ilike ${pattern} or c.name ilike ${pattern} or cu.name ilike ${pattern})`,
    );
  }
  const dept = inDepartment(
    { companyId, departmentId: params.departmentId, allowedDepartmentIds },
    sql`c.department_id`,
  );
  const base = sql`
    with inv as (select i.contract_id, sum(i.amount) as v from invoices i
        where i.company_id = ${companyId} and ${liveInvoice} group by 1),
      rec as (select r.contract_id, sum(r.amount) as v from receipts r
        where r.company_id = ${companyId} group by 1),
      base as (
        select c.id, c.code, c.name, c.business_type, coalesce(c.department_id, '') as department_id,
          coalesce(d.name, '') as department_name, cu.name as customer_name, c.signed_date::text as signed_date,
          c.status, c.amount as signed, coalesce(inv.v, 0) as invoiced, coalesce(rec.v, 0) as received
        from contracts c
          left join inv on inv.contract_id = c.id
          left join rec on rec.contract_id = c.id
          left join departments d on d.id = c.department_id
          left join customers cu on cu.id = c.customer_id
        where ${sql.join(filters, sql` and `)}${dept})`;
  const rows = rowsOf<
    FigureRow & {
      id: string;
      code: string;
      name: string;
      business_type: string;
      department_id: string;
      department_name: string;
      customer_name: string | null;
      signed_date: string;
      status: string;
    }
  >(
    await db.execute(sql`${base}
      select id, code, name, business_type, department_id, department_name, customer_name,
        signed_date, status, signed::text, invoiced::text, received::text
      from base order by signed_date desc, code
      limit ${request.pageSize} offset ${(request.pageNo - 1) * request.pageSize}`),
  );
  const groups = rowsOf<FigureRow & { business_type: string; n: number }>(
    await db.execute(sql`${base}
      select business_type, count(*)::int as n, sum(signed)::text as signed,
        sum(invoiced)::text as invoiced, sum(received)::text as received
      from base group by 1 order by 1`),
  );
  const byBusinessType = groups.map((group): IncomeSummary & { businessType: string } => ({
    businessType: group.business_type,
    count: Number(group.n),
    ...figures(group),
  }));
  const total = byBusinessType.reduce(
    (acc, group) => ({
      signed: acc.signed.plus(group.signed),
      invoiced: acc.invoiced.plus(group.invoiced),
      received: acc.received.plus(group.received),
      count: acc.count + group.count,
    }),
    { signed: new Decimal(0), invoiced: new Decimal(0), received: new Decimal(0), count: 0 },
  );
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total: total.count,
    data: rows.map((row): ContractIncome => ({
      contractId: row.id,
      contractCode: row.code,
      contractName: row.name,
      customerName: row.customer_name,
      businessType: row.business_type,
      departmentId: row.department_id,
      departmentName: row.department_name,
      signedDate: row.signed_date,
      status: row.status,
      ...figures(row),
    })),
    totals: {
      count: total.count,
      ...figures({
        signed: total.signed.toFixed(2),
        invoiced: total.invoiced.toFixed(2),
        received: total.received.toFixed(2),
      }),
    },
    byBusinessType,
  };
}
