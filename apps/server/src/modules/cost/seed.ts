import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { costProjects, projectKinds } from '../../db/schema';
import type { ProjectKindCode } from './engine/model';
import { plantDefect } from './sample/defects';
import { generateProject } from './sample/generator';
import { saveProject } from './store';
import { DEMO_COST_PROJECT_ID } from './demoIds';
import { seedBillModels } from './billModel/seed';

export { DEMO_COST_PROJECT_ID };

interface DemoProject {
  id: string;
  name: string;
  code: string;
  kind: ProjectKindCode;
  items: number;
  seed: number;
  projectKindId: string;
  /** A planted defect, so the quality tool has something to show. */
  defect?: 'checkBillPrice';
}

/** Three generated projects: high-rise residential, high-rise office and a basement. */
export const DEMO_COST_PROJECTS: readonly DemoProject[] = [
  {
    id: DEMO_COST_PROJECT_ID,
    name: '滨江花园二期高层住宅',
    code: 'BJHY-2024-01',
    kind: 'residential-high',
    items: 2000,
    seed: 20240630,
    projectKindId: 'kind-residential',
    defect: 'checkBillPrice',
  },
  {
    id: 'cost-demo-office',
    name: '科创中心写字楼',
    code: 'KCZX-2024-02',
    kind: 'office-high',
    items: 1500,
    seed: 20240701,
    projectKindId: 'kind-public',
  },
  {
    id: 'cost-demo-basement',
    name: '城东商业广场地下室',
    code: 'CDGC-2024-03',
    kind: 'basement',
    items: 800,
    seed: 20240702,
    projectKindId: 'kind-building',
  },
];

/**
 * Generates the demo projects and saves them through the store (as an import would), skipping
 * any the company already has. Project kinds the company lacks are left unset.
 */
export async function seedCostProjects(
  db: Db,
  companyId: string,
  now: Date,
  userId = 'system',
): Promise<void> {
  const existing = new Set(
    (
      await db
        .select({ id: costProjects.id })
        .from(costProjects)
        .where(
          inArray(
            costProjects.id,
            DEMO_COST_PROJECTS.map((demo) => demo.id),
          ),
        )
    ).map((row) => row.id),
  );
  const kinds = new Set(
    (
      await db
        .select({ id: projectKinds.id })
        .from(projectKinds)
        .where(eq(projectKinds.companyId, companyId))
    ).map((row) => row.id),
  );
  for (const demo of DEMO_COST_PROJECTS) {
    if (existing.has(demo.id)) continue;
    const project = generateProject({
      kind: demo.kind,
      items: demo.items,
      seed: demo.seed,
      name: demo.name,
    });
    if (demo.defect) plantDefect(project, demo.defect, demo.seed);
    await saveProject(db, { userId, companyId }, now, project, {
      id: demo.id,
      code: demo.code,
      projectKindId: kinds.has(demo.projectKindId) ? demo.projectKindId : null,
    });
  }
  await seedBillModels(db, companyId, now, userId);
}
