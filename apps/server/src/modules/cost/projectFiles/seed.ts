import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { costProjects, costProjectViews } from '../../../db/schema';
import { DEMO_COST_PROJECTS } from '../seed';

/** View counts of the demo projects, so the library and the detail show them (kept if present). */
export async function seedProjectViews(db: Db, companyId: string, now: Date): Promise<void> {
  const present = await db
    .select({ id: costProjects.id })
    .from(costProjects)
    .where(
      inArray(
        costProjects.id,
        DEMO_COST_PROJECTS.map((demo) => demo.id),
      ),
    );
  if (present.length === 0) return;
  await db
    .insert(costProjectViews)
    .values(
      present.map((row, index) => ({
        projectId: row.id,
        companyId,
        views: [42, 17, 8][index] ?? 1,
        lastViewedAt: now,
      })),
    )
    .onConflictDoNothing();
}
