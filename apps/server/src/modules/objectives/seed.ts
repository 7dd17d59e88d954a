import { OBJECTIVE_MEASURES, type ObjectiveMeasure, type ObjectiveMethod } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { objectivePlans, objectiveProgress, objectiveTargets } from '../../db/schema';
import { money, rowsOf } from '../cockpit/service';
import { monthlyActuals } from './service';
import { splitAnnual, total } from './split';

// The objectives demo data (经营目标): 产值申报 for the seeded contracts (cumulative progress rising
// month by month from the signing month, up to last month) and an issued plan for last year and
// this year for every department with contracts. Last year's targets are last year's actuals
// scaled by a department factor (so the completion differs: on track, behind, far behind); this
// year's are last year's actuals + 15 %, split by last year's months. Deterministic for `now`.

const SEEDER = 'system';
const pad = (n: number) => String(n).padStart(2, '0');
const monthKey = (y: number, m: number) => `${y}-${pad(m)}`;
/** A stable small number from an id. */
const hashOf = (id: string) => [...id].reduce((acc, ch) => (acc * 31 + ch.charCodeAt(0)) >>> 0, 7);
/** Up to the next 10,000 yuan (万元). */
const roundTarget = (value: Decimal) => value.div(10_000).ceil().times(10_000);

export async function seedObjectives(tx: Db, company: string, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ id: objectivePlans.id })
    .from(objectivePlans)
    .where(eq(objectivePlans.companyId, company))
    .limit(1);
  if (existing) return;
  const stamp = { createdAt: now, createdBy: SEEDER, updatedAt: now, updatedBy: SEEDER };
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const lastDeclared = month === 1 ? monthKey(year - 1, 12) : monthKey(year, month - 1);

  // 产值申报
  const contracts = rowsOf<{ id: string; signed: string; status: string }>(
    await tx.execute(sql`select id, to_char(signed_date, 'YYYY-MM') as signed, status
      from contracts where company_id = ${company} order by id`),
  );
  const progress: (typeof objectiveProgress.$inferInsert)[] = [];
  for (const contract of contracts) {
    const hash = hashOf(contract.id);
    const duration = 3 + (hash % 10);
    const stop = contract.status === 'terminated' ? Math.ceil(duration / 2) : duration;
    let [y, m] = contract.signed.split('-').map(Number) as [number, number];
    for (let k = 1; k <= stop; k += 1) {
      const key = monthKey(y, m);
      if (key > lastDeclared) break;
      progress.push({
        id: `obj-progress-${contract.id}-${key}`,
        companyId: company,
        contractId: contract.id,
        month: key,
        progress: new Decimal(100).times(k).div(duration).toDecimalPlaces(2).toFixed(2),
        ...stamp,
      });
      m += 1;
      if (m > 12) {
        m = 1;
        y += 1;
      }
    }
  }
  for (let start = 0; start < progress.length; start += 1000)
    await tx.insert(objectiveProgress).values(progress.slice(start, start + 1000));

  // Plans: last year's and this year's, issued.
  const measures: ObjectiveMeasure[] = ['contract', 'production', 'receipt'];
  const actuals = await monthlyActuals(tx, { companyId: company, year: year - 1 }, measures);
  const departments = [...actuals.keys()].filter((id) => id !== '').sort();
  const FACTORS = [0.95, 1.1, 1.3];
  const plans = [
    { year: year - 1, growth: (index: number) => FACTORS[index % FACTORS.length]!, method: 'even' },
    { year, growth: () => 1.15, method: 'last_year' },
  ] as const;
  for (const plan of plans) {
    const planId = `obj-plan-${company}-${plan.year}`;
    const targets: (typeof objectiveTargets.$inferInsert)[] = [];
    departments.forEach((departmentId, index) => {
      const measured = actuals.get(departmentId)!;
      for (const measure of OBJECTIVE_MEASURES) {
        const base =
          measure === 'profit' ? total(measured.receipt).times(0.2) : total(measured[measure]);
        const annual = roundTarget(base.times(plan.growth(index)));
        const method: ObjectiveMethod = measure === 'profit' ? 'even' : plan.method;
        const { months } = splitAnnual(annual, method, { lastYear: measured[measure] });
        targets.push({
          id: `obj-target-${plan.year}-${departmentId}-${measure}`,
          companyId: company,
          planId,
          departmentId,
          measure,
          annual: money(annual),
          method,
          months: months.map((value) => money(value)),
          ...stamp,
        });
      }
    });
    const sumOf = (measure: ObjectiveMeasure) =>
      money(total(targets.filter((t) => t.measure === measure).map((t) => t.annual)));
    await tx.insert(objectivePlans).values({
      id: planId,
      companyId: company,
      year: plan.year,
      status: 'issued',
      totalContract: sumOf('contract'),
      totalProduction: sumOf('production'),
      totalReceipt: sumOf('receipt'),
      totalProfit: sumOf('profit'),
      issuedAt: now,
      issuedBy: 'user-admin',
      ...stamp,
    });
    if (targets.length > 0) await tx.insert(objectiveTargets).values(targets);
  }
}
