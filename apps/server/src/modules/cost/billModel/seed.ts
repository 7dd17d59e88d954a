import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { costBillModels, costProjectBooks, costProjects } from '../../../db/schema';
import { DEMO_COST_PROJECT_ID } from '../demoIds';
import { BILLS } from '../sample/catalogue';
import { subjectByCode } from '../subject/subjects';
import { attributesOf } from './attributes';
import { analyzeHkBillModel } from './service';

/** Attributes every demo model of their kind fixes (商品混凝土 is the company standard). */
const DEMO_FIX_VALUES: Readonly<Record<string, string>> = { 混凝土种类: '商品混凝土' };

/**
 * The demo company's bill-model book from the sample catalogue's standard bills (every fifth under
 * a company code, so the analysis also places bills by similarity; every seventh left out, so some
 * stay unplaced), the demo
 * project's recorded books, and its bills placed on the book. Skipped when the book exists.
 */
export async function seedBillModels(
  db: Db,
  companyId: string,
  now: Date,
  userId = 'system',
): Promise<void> {
  const [existing] = await db
    .select({ id: costBillModels.id })
    .from(costBillModels)
    .where(eq(costBillModels.companyId, companyId))
    .limit(1);
  if (existing) return;
  const stamp = { createdAt: now, createdBy: userId, updatedAt: now, updatedBy: userId };
  const seen = new Set<string>();
  const models = BILLS.flatMap((bill, index) => {
    const subjectCode = subjectByCode(bill.code9);
    const key = `${bill.code9}|${bill.name}`;
    if (!subjectCode || seen.has(key) || index % 7 === 6) return [];
    seen.add(key);
    // Every fifth under a company code of its own (…9…): its bills find it by similarity.
    const code = index % 5 === 4 ? `${bill.code9.slice(0, 6)}9${bill.code9.slice(7)}` : bill.code9;
    return [
      {
        id: `bm-${companyId}-${code}-${seen.size}`.slice(0, 64),
        companyId,
        subjectCode,
        code,
        name: bill.name,
        unit: bill.unit,
        attributes: attributesOf(bill.features).map((attribute) => ({
          name: attribute.name,
          fixValue: DEMO_FIX_VALUES[attribute.name] ?? null,
        })),
        ...stamp,
      },
    ];
  });
  if (models.length) await db.insert(costBillModels).values(models);
  const [project] = await db
    .select({ id: costProjects.id })
    .from(costProjects)
    .where(eq(costProjects.id, DEMO_COST_PROJECT_ID));
  if (!project) return;
  await db
    .insert(costProjectBooks)
    .values({
      projectId: DEMO_COST_PROJECT_ID,
      companyId,
      billBookId: 'gb50500-2013',
      normBookId: 'zj-2018-building',
      ...stamp,
    })
    .onConflictDoNothing();
  await analyzeHkBillModel(db, { userId, companyId }, now, DEMO_COST_PROJECT_ID);
}
