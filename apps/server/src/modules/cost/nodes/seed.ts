import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import {
  costNodes,
  costProjectAuthorizes,
  costProjectTrees,
  costProjects,
  users,
} from '../../../db/schema';

interface Stamp {
  createdAt: Date;
  createdBy: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}

/** The demo project the grouping tree and the authorised staff are shown on. */
export const DEMO_GROUPED_PROJECT_ID = 'cost-demo-office';

/**
 * For the demo office project: a grouping tree (one folder per 单项 with its units, and a folder
 * of every installation unit) and its authorised staff (admin and zhangsan audit, lisi reads).
 * Does nothing when the project is missing or already has folders.
 */
export async function seedCostNodeData(db: Db, companyId: string, stamp: Stamp): Promise<void> {
  const [project] = await db
    .select({ id: costProjects.id })
    .from(costProjects)
    .where(
      and(eq(costProjects.id, DEMO_GROUPED_PROJECT_ID), eq(costProjects.companyId, companyId)),
    );
  if (!project) return;
  const [existing] = await db
    .select({ id: costProjectTrees.id })
    .from(costProjectTrees)
    .where(eq(costProjectTrees.projectId, project.id))
    .limit(1);
  if (existing) return;
  const nodes = await db
    .select()
    .from(costNodes)
    .where(eq(costNodes.projectId, project.id))
    .orderBy(asc(costNodes.sort), asc(costNodes.id));
  const singles = nodes.filter((node) => node.level === 'single');
  const units = nodes.filter((node) => node.level === 'unit');
  const folders = singles.map((single, index) => ({
    id: `${project.id}-group-${index + 1}`,
    companyId,
    projectId: project.id,
    parentId: null,
    name: single.name,
    sort: index,
    nodeIds: [single.id, ...units.filter((u) => u.parentId === single.id).map((u) => u.id)],
    remark: null as string | null,
    ...stamp,
  }));
  const installation = units.filter((unit) => /安装|电气|给排水|暖通/.test(unit.name));
  if (installation.length > 0)
    folders.push({
      id: `${project.id}-group-install`,
      companyId,
      projectId: project.id,
      parentId: null,
      name: '安装专业',
      sort: folders.length,
      nodeIds: installation.map((unit) => unit.id),
      remark: '按专业归集的安装单位工程',
      ...stamp,
    });
  if (folders.length > 0) await db.insert(costProjectTrees).values(folders);
  const staff = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  const known = new Set(staff.map((user) => user.id));
  const members = [
    { userId: 'user-admin', canAudit: true, remark: '项目负责人' },
    { userId: 'user-zhangsan', canAudit: true, remark: '主审' },
    { userId: 'user-lisi', canAudit: false, remark: '只读' },
  ].filter((member) => known.has(member.userId));
  if (members.length > 0)
    await db
      .insert(costProjectAuthorizes)
      .values(members.map((member) => ({ companyId, projectId: project.id, ...member, ...stamp })))
      .onConflictDoNothing();
}
