import type {
  ObjectiveProgressQuery,
  ObjectiveProgressRow,
  ObjectiveProgressSave,
} from '@ccms/api-client';
import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { createdStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { objectiveProgress } from '../../db/schema';
import { businessFailure } from '../../http/failure';
import { inDepartment, money, rowsOf } from '../cockpit/service';
import type { DepartmentLimit } from './service';

// 产值申报: a contract's cumulative progress at the end of a month. The month's production value is
// round(amount × progress / 100, 2) − round(amount × the previous declared progress / 100, 2).

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** Contracts signed by the end of the month (not terminated before it) with their progress. */
export async function listProgress(
  db: Db,
  companyId: string,
  body: ObjectiveProgressQuery,
  allowed: DepartmentLimit,
): Promise<{ month: string; rows: ObjectiveProgressRow[]; total: string }> {
  const end = `${nextMonth(body.month)}-01`;
  const scope = { companyId, departmentId: body.departmentId, allowedDepartmentIds: allowed };
  const rows = rowsOf<{
    id: string;
    code: string;
    name: string;
    department_id: string | null;
    department_name: string | null;
    amount: string;
    previous: string | null;
    progress: string | null;
  }>(
    await db.execute(sql`
      select c.id, c.code, c.name, c.department_id, d.name as department_name, c.amount::text as amount,
        (select p.progress::text from objective_progress p
          where p.contract_id = c.id and p.month < ${body.month} order by p.month desc limit 1) as previous,
        (select p.progress::text from objective_progress p
          where p.contract_id = c.id and p.month = ${body.month}) as progress
      from contracts c left join departments d on d.id = c.department_id
      where c.company_id = ${companyId} and c.signed_date < ${end}
        and (c.status <> 'terminated' or exists (select 1 from objective_progress p
          where p.contract_id = c.id and p.month = ${body.month}))
        ${inDepartment(scope, sql`c.department_id`)}
      order by c.code`),
  );
  let sum = new Decimal(0);
  const out = rows.map((row): ObjectiveProgressRow => {
    const amount = new Decimal(row.amount);
    const previous = new Decimal(row.previous ?? 0);
    const value = row.progress
      ? amount
          .times(row.progress)
          .div(100)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .minus(amount.times(previous).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP))
      : new Decimal(0);
    sum = sum.plus(value);
    return {
      contractId: row.id,
      contractCode: row.code,
      contractName: row.name,
      departmentId: row.department_id ?? '',
      departmentName: row.department_name ?? '',
      amount: money(amount),
      previous: money(previous),
      progress: row.progress === null ? null : money(row.progress),
      value: money(value),
    };
  });
  return { month: body.month, rows: out, total: money(sum) };
}

/** Declares progress; never below an earlier month's nor above a later month's declaration. */
export async function saveProgress(
  db: Db,
  actor: Actor,
  now: Date,
  body: ObjectiveProgressSave,
  allowed: DepartmentLimit,
): Promise<{ saved: number }> {
  const ids = [...new Set(body.items.map((item) => item.contractId))];
  const scope = { companyId: actor.companyId, allowedDepartmentIds: allowed };
  const found = new Map(
    rowsOf<{
      id: string;
      code: string;
      signed: string;
      previous: string | null;
      next: string | null;
      next_month: string | null;
    }>(
      await db.execute(sql`
        select c.id, c.code, to_char(c.signed_date, 'YYYY-MM') as signed,
          (select p.progress::text from objective_progress p
            where p.contract_id = c.id and p.month < ${body.month} order by p.month desc limit 1) as previous,
          (select p.progress::text from objective_progress p
            where p.contract_id = c.id and p.month > ${body.month} order by p.month limit 1) as next,
          (select p.month from objective_progress p
            where p.contract_id = c.id and p.month > ${body.month} order by p.month limit 1) as next_month
        from contracts c
        where c.company_id = ${actor.companyId} and c.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
          ${inDepartment(scope, sql`c.department_id`)}`),
    ).map((row) => [row.id, row]),
  );
  const seen = new Set<string>();
  for (const item of body.items) {
    const contract = found.get(item.contractId);
    if (!contract)
      throw businessFailure('objectives.progress.contractUnknown', { contractId: item.contractId });
    if (seen.has(item.contractId))
      throw businessFailure('objectives.progress.duplicate', { code: contract.code });
    seen.add(item.contractId);
    const progress = new Decimal(String(item.progress));
    if (body.month < contract.signed)
      throw businessFailure('objectives.progress.beforeSigning', {
        code: contract.code,
        signed: contract.signed,
        month: body.month,
      });
    if (contract.previous !== null && progress.lt(contract.previous))
      throw businessFailure('objectives.progress.belowPrevious', {
        code: contract.code,
        progress: money(progress),
        previous: money(contract.previous),
      });
    if (contract.next !== null && progress.gt(contract.next))
      throw businessFailure('objectives.progress.aboveNext', {
        code: contract.code,
        progress: money(progress),
        next: money(contract.next),
        month: contract.next_month ?? '',
      });
  }
  await db
    .insert(objectiveProgress)
    .values(
      body.items.map((item) => ({
        id: randomUUID(),
        companyId: actor.companyId,
        contractId: item.contractId,
        month: body.month,
        progress: money(String(item.progress)),
        ...createdStamp(actor, now),
      })),
    )
    .onConflictDoUpdate({
      target: [objectiveProgress.contractId, objectiveProgress.month],
      set: {
        progress: sql`excluded.progress`,
        updatedAt: now,
        updatedBy: actor.userId,
      },
    });
  return { saved: body.items.length };
}
