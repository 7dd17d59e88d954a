import type {
  NodeKindStatus,
  ProjectAuthorize,
  ProjectInfoStatus,
  ProjectInfoType,
} from '@ccms/api-client';
import { feeCategorySchema } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { createdStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costFees,
  costNodeFeatures,
  costNodes,
  costProjectAuthorizes,
  costProjects,
  departments,
  qualityRecords,
  users,
} from '../../../db/schema';
import { businessFailure, recordNotFound } from '../../../http/failure';
import { kindAttrs, loadKinds, projectFeatures } from '../kinds/service';
import { findProjectRow } from '../store';
import { treeOrder } from './engineer';

/** A unit's fee table per fee kind (费用类别): rows and amounts. */
export async function feeKinds(db: Db, unitId: string) {
  const [node] = await db.select().from(costNodes).where(eq(costNodes.id, unitId));
  if (!node) throw recordNotFound();
  if (node.level !== 'unit') throw businessFailure('cost.node.notUnit');
  const project = await findProjectRow(db, node.projectId);
  const rows = await db
    .select({ category: costFees.category, amount: costFees.amount })
    .from(costFees)
    .where(eq(costFees.unitId, unitId));
  const order = feeCategorySchema.options;
  const sums = new Map<string, { rows: number; amount: Decimal }>();
  for (const row of rows) {
    const sum = sums.get(row.category) ?? { rows: 0, amount: new Decimal(0) };
    sum.rows += 1;
    // The total rows repeat what they sum; they are their own kind.
    sum.amount = sum.amount.plus(row.amount);
    sums.set(row.category, sum);
  }
  return {
    unitId,
    taxMethod: project.taxMethod as 'general' | 'simple',
    kinds: order
      .filter((category) => sums.has(category))
      .map((category) => ({
        category,
        rows: sums.get(category)!.rows,
        amount: sums.get(category)!.amount.toFixed(2),
      })),
  };
}

type Part = Exclude<ProjectInfoType, 'all'>;
const PARTS: readonly Part[] = ['base', 'feature', 'structure', 'fee', 'quality'];

async function partStatus(db: Db, projectId: string, part: Part): Promise<ProjectInfoStatus> {
  const project = await findProjectRow(db, projectId);
  switch (part) {
    case 'base': {
      const features = await projectFeatures(db, projectId);
      const filled = [features.kindId, project.area, project.region, project.floors].filter(
        (value) => value !== null && value !== '',
      ).length;
      return {
        key: part,
        done: features.kindId !== null && project.area !== null,
        count: filled,
        total: 4,
      };
    }
    case 'feature': {
      const features = await projectFeatures(db, projectId);
      const required = features.fields.filter((field) => field.required);
      const filled = required.filter((field) => field.value.trim() !== '').length;
      return {
        key: part,
        done: features.kindId !== null && filled === required.length,
        count: filled,
        total: required.length,
      };
    }
    case 'structure': {
      const nodes = await db
        .select({ id: costNodes.id, parentId: costNodes.parentId, level: costNodes.level })
        .from(costNodes)
        .where(eq(costNodes.projectId, projectId));
      const singles = nodes.filter((node) => node.level === 'single');
      const withUnits = singles.filter((single) =>
        nodes.some((node) => node.parentId === single.id && node.level === 'unit'),
      ).length;
      return {
        key: part,
        done: singles.length > 0 && withUnits === singles.length,
        count: withUnits,
        total: singles.length,
      };
    }
    case 'fee': {
      const units = await db
        .select({ id: costNodes.id })
        .from(costNodes)
        .where(and(eq(costNodes.projectId, projectId), eq(costNodes.level, 'unit')));
      const withFees = await db
        .selectDistinct({ unitId: costFees.unitId })
        .from(costFees)
        .where(eq(costFees.projectId, projectId));
      const unitIds = new Set(units.map((unit) => unit.id));
      const priced = withFees.filter((row) => unitIds.has(row.unitId)).length;
      return {
        key: part,
        done: units.length > 0 && priced === units.length,
        count: priced,
        total: units.length,
      };
    }
    case 'quality': {
      const [row] = await db
        .select({ total: count() })
        .from(qualityRecords)
        .where(and(eq(qualityRecords.projectId, projectId), isNotNull(qualityRecords.finishedAt)));
      const checks = row?.total ?? 0;
      return { key: part, done: checks > 0, count: checks, total: 1 };
    }
  }
}

export async function projectInfoStatus(db: Db, type: ProjectInfoType, projectId: string) {
  await findProjectRow(db, projectId);
  const parts = type === 'all' ? PARTS : [type];
  const out: ProjectInfoStatus[] = [];
  for (const part of parts) out.push(await partStatus(db, projectId, part));
  return out;
}

/** Per 单项/单位 node: none (no features), partial (required ones missing) or complete. */
export async function projectNodeKindStatus(db: Db, projectId: string): Promise<NodeKindStatus[]> {
  await findProjectRow(db, projectId);
  const nodes = treeOrder(
    await db.select().from(costNodes).where(eq(costNodes.projectId, projectId)),
  ).filter((node) => node.level === 'single' || node.level === 'unit');
  const features = await db
    .select()
    .from(costNodeFeatures)
    .where(eq(costNodeFeatures.projectId, projectId));
  const kinds = await loadKinds(db);
  const names = new Map(kinds.map((kind) => [kind.id, kind.name]));
  const required = new Map<string, string[]>();
  for (const functionId of new Set(features.map((feature) => feature.functionId)))
    if (names.has(functionId))
      required.set(
        functionId,
        (await kindAttrs(db, functionId, 'node', kinds))
          .filter((attr) => attr.required)
          .map((attr) => attr.name),
      );
  return nodes.map((node) => {
    const own = features.filter((feature) => feature.nodeId === node.id);
    const missing = own.flatMap((feature) =>
      (required.get(feature.functionId) ?? []).filter(
        (name) => (feature.values[name] ?? '').trim() === '',
      ),
    );
    return {
      nodeId: node.id,
      parentId: node.parentId,
      level: node.level as 'single' | 'unit',
      name: node.name,
      status: own.length === 0 ? 'none' : missing.length > 0 ? 'partial' : 'complete',
      functions: own.map((feature) => names.get(feature.functionId) ?? feature.functionId),
      missingRequired: [...new Set(missing)],
    };
  });
}

// ── Project authorisation (spec 001 §6) ─────────────────────────────────────────────────────

export async function findAuthorize(
  db: Db,
  actor: Actor,
  projectId: string,
): Promise<ProjectAuthorize> {
  await findProjectRow(db, projectId);
  const rows = await db
    .select({
      userId: costProjectAuthorizes.userId,
      name: users.name,
      loginName: users.loginName,
      deptName: departments.name,
      canAudit: costProjectAuthorizes.canAudit,
      remark: costProjectAuthorizes.remark,
    })
    .from(costProjectAuthorizes)
    .innerJoin(users, eq(users.id, costProjectAuthorizes.userId))
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(eq(costProjectAuthorizes.projectId, projectId))
    .orderBy(asc(costProjectAuthorizes.createdAt), asc(users.name));
  const restricted = rows.length > 0;
  return {
    projectId,
    restricted,
    canAudit: !restricted || rows.some((row) => row.userId === actor.userId && row.canAudit),
    members: rows,
  };
}

export async function saveAuthorize(
  db: Db,
  actor: Actor,
  now: Date,
  body: {
    projectId: string;
    members: { userId: string; canAudit: boolean; remark: string | null }[];
  },
): Promise<ProjectAuthorize> {
  const project = await findProjectRow(db, body.projectId);
  const ids = body.members.map((member) => member.userId);
  if (new Set(ids).size !== ids.length) throw businessFailure('cost.authorize.duplicate');
  if (ids.length > 0) {
    const known = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.id, ids),
          eq(users.companyId, project.companyId),
          eq(users.deleted, false),
        ),
      );
    const found = new Set(known.map((row) => row.id));
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0)
      throw businessFailure('cost.authorize.unknownUser', { count: unknown.length });
  }
  await db.delete(costProjectAuthorizes).where(eq(costProjectAuthorizes.projectId, project.id));
  if (body.members.length > 0)
    await db.insert(costProjectAuthorizes).values(
      body.members.map((member) => ({
        companyId: project.companyId,
        projectId: project.id,
        userId: member.userId,
        canAudit: member.canAudit,
        remark: member.remark,
        ...createdStamp(actor, now),
      })),
    );
  return findAuthorize(db, actor, project.id);
}

/**
 * Refuses an audit action (a quality check …) on a project whose authorised staff list exists and
 * does not give the actor the audit flag.
 */
export async function requireProjectAudit(db: Db, actor: Actor, projectId: string) {
  const rows = await db
    .select({ userId: costProjectAuthorizes.userId, canAudit: costProjectAuthorizes.canAudit })
    .from(costProjectAuthorizes)
    .where(eq(costProjectAuthorizes.projectId, projectId));
  if (rows.length > 0 && !rows.some((row) => row.userId === actor.userId && row.canAudit)) {
    const [project] = await db
      .select({ name: costProjects.name })
      .from(costProjects)
      .where(eq(costProjects.id, projectId));
    throw businessFailure('cost.authorize.denied', { name: project?.name ?? projectId });
  }
}
