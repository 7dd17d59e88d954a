import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { costKindFactors, costProjectFactors, costProjects } from '../../../db/schema';
import { DEMO_COST_PROJECT_ID } from '../demoIds';
import { seedFeeTool } from '../feetool/service';
import { DEMO_KIND_COMPANY, seedCostKinds } from './catalogue';

interface Stamp {
  createdAt: Date;
  createdBy: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}

/**
 * A company's kinds, attributes, default factors and fee-tool base tables; for the demo company
 * also the demo project's 户数 feature and its default factors, so the panels show something.
 */
export async function seedCostKindData(db: Db, companyId: string, stamp: Stamp): Promise<void> {
  await seedCostKinds(db, companyId, stamp);
  await seedFeeTool(db, companyId, stamp);
  if (companyId !== DEMO_KIND_COMPANY) return;
  const [project] = await db
    .select()
    .from(costProjects)
    .where(and(eq(costProjects.id, DEMO_COST_PROJECT_ID), eq(costProjects.companyId, companyId)));
  if (!project) return;
  const households = project.specialUnits.households;
  if (households !== undefined)
    await db
      .update(costProjects)
      .set({ features: { ...project.features, 户数: String(households) } })
      .where(eq(costProjects.id, project.id));
  const defaults = await db
    .select()
    .from(costKindFactors)
    .where(eq(costKindFactors.kindId, 'ck-residential'));
  await db.insert(costProjectFactors).values(
    defaults.map((factor) => ({
      id: randomUUID(),
      companyId,
      projectId: project.id,
      sort: factor.sort,
      code: factor.code,
      name: factor.name,
      unit: factor.unit,
      value: factor.value,
      formula: factor.formula,
      remark: null,
      ...stamp,
    })),
  );
}
