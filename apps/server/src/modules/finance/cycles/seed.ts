import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { contractPaymentCycles, contracts } from '../../../db/schema';
import { addDays } from '../../certificates/status';
import { planCycles } from './service';

/** The usual terms of a consulting contract: 30 % on signing, 40 % on the draft, the rest when approved. */
const TERMS = [
  { name: '签约后', ratio: '0.3', days: 10, condition: '合同签订后10个工作日内' },
  { name: '初稿提交后', ratio: '0.4', days: 60, condition: '提交初步成果文件后' },
  { name: '审定后', ratio: '0.3', days: 150, condition: '成果文件审定、出具报告后付清' },
];

/** Payment cycles for the company's first eight contracts (by code). Once per company. */
export async function seedPaymentCycles(tx: Db, company: string, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ total: count() })
    .from(contractPaymentCycles)
    .where(eq(contractPaymentCycles.companyId, company));
  if ((existing?.total ?? 0) > 0) return;
  const some = await tx
    .select({ id: contracts.id, amount: contracts.amount, signedDate: contracts.signedDate })
    .from(contracts)
    .where(eq(contracts.companyId, company))
    .orderBy(asc(contracts.code))
    .limit(8);
  const rows = some.flatMap((contract) =>
    planCycles(
      contract.amount,
      TERMS.map((term) => ({
        name: term.name,
        ratio: term.ratio,
        dueDate: addDays(contract.signedDate, term.days),
        condition: term.condition,
      })),
    ).map((cycle, index) => ({
      id: randomUUID(),
      companyId: company,
      contractId: contract.id,
      seq: index + 1,
      ...cycle,
      createdAt: now,
      createdBy: 'user-admin',
      updatedAt: now,
      updatedBy: 'user-admin',
    })),
  );
  if (rows.length > 0) await tx.insert(contractPaymentCycles).values(rows);
}
