import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import {
  bonusAllocations,
  bonusCalculations,
  bonusRules,
  bonusTemplates,
  contractMembers,
  contracts,
  receipts,
} from '../../../db/schema';
import {
  calculateBonus,
  type BonusMember,
  type BonusRuleFigures,
  type BusinessType,
} from './engine';

const SEEDER = 'system';

const ROLE_SPLITS = {
  lead: '0.2',
  preparer: '0.55',
  checker: '0.12',
  reviewer: '0.08',
  approver: '0.05',
} as const;

/** The demo rules: the common practice of DOMAIN.md §4, one per business type. */
export const DEMO_BONUS_RULES: (BonusRuleFigures & { id: string; name: string })[] = [
  ['budget', '预算编制奖金规则', '0.2'],
  ['control', '招标控制价奖金规则', '0.2'],
  ['settlement', '结算审核奖金规则', '0.22'],
  ['whole_process', '全过程造价咨询奖金规则', '0.15'],
  ['consulting', '其他咨询奖金规则', '0.15'],
].map(([businessType, name, rate]) => ({
  id: `bonus-rule-${businessType!.replace('_', '-')}`,
  name: name!,
  businessType: businessType as BusinessType,
  rate: rate!,
  coefficientMin: '0.8',
  coefficientMax: '1.2',
  roleSplits: { ...ROLE_SPLITS },
  stageSplits:
    businessType === 'whole_process'
      ? { tender: '0.3', construction: '0.4', settlement: '0.3' }
      : null,
  holdbackRate: '0.15',
}));

export const DEMO_BONUS_TEMPLATE_ID = 'bonus-template-standard';
/** The demo calculations: the first few contracts with members and receipts, per half-year. */
const DEMO_CALCULATION_CONTRACTS = 12;

const demoId = (...parts: string[]) =>
  `bonus-${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 24)}`;

/**
 * Bonus rules, a template and — when the finance demo data is there — confirmed calculations of
 * a dozen contracts by half-year, so every staff member's "my bonus" has something to show.
 * Deterministic; idempotent (skips when the company already has bonus rules).
 */
export async function seedBonus(tx: Db, company: string, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ id: bonusRules.id })
    .from(bonusRules)
    .where(eq(bonusRules.companyId, company))
    .limit(1);
  if (existing) return;
  const stamp = { createdAt: now, createdBy: SEEDER, updatedAt: now, updatedBy: SEEDER };
  // Rule and template ids are fixed (the demo company is the only one seeded); tests name them.
  const scoped = (id: string) => id;
  await tx.insert(bonusRules).values(
    DEMO_BONUS_RULES.map((rule) => ({
      ...rule,
      id: scoped(rule.id),
      companyId: company,
      effectiveFrom: '2020-01-01',
      enabled: true,
      remark: null,
      ...stamp,
    })),
  );
  await tx.insert(bonusTemplates).values({
    id: scoped(DEMO_BONUS_TEMPLATE_ID),
    companyId: company,
    name: '标准奖金方案',
    remark: '常见做法：预算/控制价 20%，结算审核 22%，全过程 15%；预留 15%',
    figures: DEMO_BONUS_RULES.map(({ id: _id, name: _name, ...figures }) => figures),
    ...stamp,
  });
  await seedDemoCalculations(tx, company, now, stamp, scoped);
}

async function seedDemoCalculations(
  tx: Db,
  company: string,
  now: Date,
  stamp: { createdAt: Date; createdBy: string; updatedAt: Date; updatedBy: string },
  scoped: (id: string) => string,
): Promise<void> {
  const candidates = await tx
    .select()
    .from(contracts)
    .where(eq(contracts.companyId, company))
    .orderBy(asc(contracts.code))
    .limit(60);
  if (candidates.length === 0) return;
  const ids = candidates.map((c) => c.id);
  const members = await tx
    .select()
    .from(contractMembers)
    .where(inArray(contractMembers.contractId, ids));
  const today = now.toISOString().slice(0, 10);
  const paid = await tx
    .select()
    .from(receipts)
    .where(and(inArray(receipts.contractId, ids), lte(receipts.receivedDate, today)))
    .orderBy(asc(receipts.receivedDate), asc(receipts.id));
  const calcRows: (typeof bonusCalculations.$inferInsert)[] = [];
  const allocationRows: (typeof bonusAllocations.$inferInsert)[] = [];
  let made = 0;
  for (const contract of candidates) {
    if (made >= DEMO_CALCULATION_CONTRACTS) break;
    const team = members.filter((m) => m.contractId === contract.id);
    const received = paid.filter((r) => r.contractId === contract.id);
    const rule = DEMO_BONUS_RULES.find((r) => r.businessType === contract.businessType);
    if (team.length === 0 || received.length === 0 || !rule) continue;
    made += 1;
    // One calculation per half-year with receipts, all confirmed.
    const halves = new Map<string, typeof received>();
    for (const receipt of received) {
      const [year, month] = receipt.receivedDate.split('-');
      const key = `${year}-${Number(month) <= 6 ? 'H1' : 'H2'}`;
      halves.set(key, [...(halves.get(key) ?? []), receipt]);
    }
    for (const [key, group] of halves) {
      const [year, half] = key.split('-') as [string, string];
      const periodFrom = half === 'H1' ? `${year}-01-01` : `${year}-07-01`;
      const periodTo = half === 'H1' ? `${year}-06-30` : `${year}-12-31`;
      const figures = { ...rule, id: scoped(rule.id) };
      const result = calculateBonus({
        rule: figures,
        vatRate: contract.vatRate,
        receipts: group.map((r) => ({ id: r.id, amount: r.amount, receivedDate: r.receivedDate })),
        members: team.map((m) => ({
          userId: m.userId,
          role: m.role,
          stage: m.stage,
          weight: m.weight,
        })) as BonusMember[],
        coefficient: '1',
        contractFinished: contract.status === 'finished',
      });
      const calculationId = demoId(company, contract.id, key);
      calcRows.push({
        id: calculationId,
        companyId: company,
        contractId: contract.id,
        ruleId: figures.id,
        periodFrom,
        periodTo,
        received: result.received,
        receivedExVat: result.receivedExVat,
        coefficient: '1',
        pool: result.pool,
        status: 'confirmed',
        ruleSnapshot: figures,
        trace: result.trace,
        confirmedBy: SEEDER,
        confirmedAt: now,
        ...stamp,
      });
      result.allocations.forEach((a, i) =>
        allocationRows.push({
          id: demoId(calculationId, String(i)),
          companyId: company,
          calculationId,
          userId: a.userId,
          role: a.role,
          stage: a.stage,
          amount: a.amount,
          released: a.released,
          heldBack: a.heldBack,
          paid: '0',
          trace: a.trace,
        }),
      );
    }
  }
  if (calcRows.length > 0) await tx.insert(bonusCalculations).values(calcRows);
  for (let i = 0; i < allocationRows.length; i += 500) {
    await tx.insert(bonusAllocations).values(allocationRows.slice(i, i + 500));
  }
}
