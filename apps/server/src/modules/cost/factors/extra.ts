/**
 * Factor calls beyond the project's list (spec 001 §7 "Factors"): the list with its kind's
 * defaults and a node's values (querySpecialList2), the factors of each subject model, factor
 * values of tree nodes (saveProjectTreeInfo) and filling in one factor from the analysis page.
 */
import type { RulesSpecialFactor, RulesSubjectFactors } from '@ccms/api-client';
import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costKindFactors,
  costNodeFactors,
  costNodes,
  costProjectFactors,
  costSubjectFactors,
} from '../../../db/schema';
import { businessFailure, unknownReference } from '../../../http/failure';
import type { Locale } from '../../../i18n';
import { projectKindChain } from '../kinds/service';
import { findProjectRow } from '../store';
import { SUBJECT_BY_CODE, SUBJECTS } from '../subject/subjects';
import { factorValues } from './service';

const value4 = (value: Decimal.Value) => new Decimal(value).toFixed(4);

type KindFactorRow = typeof costKindFactors.$inferSelect;

/** The nearest kind's default factors of a project (none when its kinds have none). */
async function kindDefaults(
  db: Db,
  project: Awaited<ReturnType<typeof findProjectRow>>,
): Promise<KindFactorRow[]> {
  const chain = await projectKindChain(db, project);
  if (chain.length === 0) return [];
  const defaults = await db
    .select()
    .from(costKindFactors)
    .where(inArray(costKindFactors.kindId, chain))
    .orderBy(asc(costKindFactors.sort));
  const nearest = chain.find((kindId) => defaults.some((row) => row.kindId === kindId));
  return defaults.filter((row) => row.kindId === nearest);
}

async function projectNodes(db: Db, projectId: string) {
  return db
    .select({ id: costNodes.id, name: costNodes.name, sort: costNodes.sort })
    .from(costNodes)
    .where(eq(costNodes.projectId, projectId))
    .orderBy(asc(costNodes.sort));
}

async function requireNode(db: Db, projectId: string, nodeId: string): Promise<void> {
  const [node] = await db
    .select({ id: costNodes.id })
    .from(costNodes)
    .where(and(eq(costNodes.id, nodeId), eq(costNodes.projectId, projectId)));
  if (!node) throw unknownReference('nodeId');
}

export async function specialList2(
  db: Db,
  locale: Locale,
  projectId: string,
  nodeId: string | undefined,
): Promise<RulesSpecialFactor[]> {
  const project = await findProjectRow(db, projectId);
  if (nodeId) await requireNode(db, projectId, nodeId);
  const { factors } = await factorValues(db, projectId, locale);
  const defaults = await kindDefaults(db, project);
  const nodeValues = new Map<string, string>();
  if (nodeId)
    for (const row of await db
      .select()
      .from(costNodeFactors)
      .where(eq(costNodeFactors.nodeId, nodeId)))
      nodeValues.set(row.code, value4(row.value));
  const inProject = new Set(factors.map((factor) => factor.code));
  const nodeValue = (code: string) => (nodeId ? (nodeValues.get(code) ?? null) : null);
  return [
    ...factors.map((factor) => ({
      code: factor.code,
      name: factor.name,
      unit: factor.unit,
      value: factor.value,
      formula: factor.formula,
      result: factor.result,
      source: 'project' as const,
      nodeValue: nodeValue(factor.code),
    })),
    ...defaults
      .filter((row) => !inProject.has(row.code))
      .map((row) => ({
        code: row.code,
        name: row.name,
        unit: row.unit,
        value: row.value === null ? null : value4(row.value),
        formula: row.formula,
        result: null,
        source: 'kind' as const,
        nodeValue: nodeValue(row.code),
      })),
  ];
}

// ── Factors per subject model ───────────────────────────────────────────────────────────────

export async function subjectFactorList(
  db: Db,
  subjectCode: string | undefined,
): Promise<RulesSubjectFactors[]> {
  if (subjectCode && !SUBJECT_BY_CODE.has(subjectCode))
    throw businessFailure('cost.subject.unknown', { code: subjectCode });
  const rows = await db
    .select()
    .from(costSubjectFactors)
    .orderBy(asc(costSubjectFactors.subjectCode), asc(costSubjectFactors.sort));
  return SUBJECTS.filter((subject) => !subjectCode || subject.code === subjectCode).map(
    (subject) => ({
      subjectCode: subject.code,
      subjectName: subject.name,
      factorCodes: rows
        .filter((row) => row.subjectCode === subject.code)
        .map((row) => row.factorCode),
    }),
  );
}

export async function saveSubjectFactors(
  db: Db,
  actor: Actor,
  body: { subjectCode: string; factorCodes: string[] },
): Promise<RulesSubjectFactors> {
  const subject = SUBJECT_BY_CODE.get(body.subjectCode);
  if (!subject) throw businessFailure('cost.subject.unknown', { code: body.subjectCode });
  const codes = [...new Set(body.factorCodes)];
  await db.delete(costSubjectFactors).where(eq(costSubjectFactors.subjectCode, subject.code));
  if (codes.length > 0)
    await db.insert(costSubjectFactors).values(
      codes.map((factorCode, index) => ({
        id: randomUUID(),
        companyId: actor.companyId,
        subjectCode: subject.code,
        factorCode,
        sort: index + 1,
      })),
    );
  return { subjectCode: subject.code, subjectName: subject.name, factorCodes: codes };
}

// ── Factor values of tree nodes ─────────────────────────────────────────────────────────────

async function upsertNodeFactor(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  nodeId: string,
  code: string,
  value: string,
): Promise<void> {
  await db
    .insert(costNodeFactors)
    .values({
      companyId: actor.companyId,
      projectId,
      nodeId,
      code,
      value,
      ...createdStamp(actor, now),
    })
    .onConflictDoUpdate({
      target: [costNodeFactors.nodeId, costNodeFactors.code],
      set: { value, ...updatedStamp(actor, now) },
    });
}

export async function nodeFactorTree(db: Db, projectId: string) {
  const [nodes, rows] = await Promise.all([
    projectNodes(db, projectId),
    db
      .select()
      .from(costNodeFactors)
      .where(eq(costNodeFactors.projectId, projectId))
      .orderBy(asc(costNodeFactors.code)),
  ]);
  return nodes
    .map((node) => ({
      nodeId: node.id,
      nodeName: node.name,
      factors: rows
        .filter((row) => row.nodeId === node.id)
        .map((row) => ({ code: row.code, value: value4(row.value) })),
    }))
    .filter((node) => node.factors.length > 0);
}

export async function saveTreeInfo(
  db: Db,
  actor: Actor,
  now: Date,
  body: {
    projectId: string;
    nodes: { nodeId: string; factors: { code: string; value: string | null }[] }[];
  },
) {
  await findProjectRow(db, body.projectId);
  const known = new Set((await projectNodes(db, body.projectId)).map((node) => node.id));
  const unknown = body.nodes.findIndex((node) => !known.has(node.nodeId));
  if (unknown >= 0) throw unknownReference(`nodes.${unknown}.nodeId`);
  for (const node of body.nodes)
    for (const factor of node.factors)
      if (factor.value === null)
        await db
          .delete(costNodeFactors)
          .where(
            and(eq(costNodeFactors.nodeId, node.nodeId), eq(costNodeFactors.code, factor.code)),
          );
      else
        await upsertNodeFactor(
          db,
          actor,
          now,
          body.projectId,
          node.nodeId,
          factor.code,
          value4(factor.value),
        );
  return nodeFactorTree(db, body.projectId);
}

/** One factor's value: the node's, or the project's (added from its kind's defaults or the name given). */
export async function saveOneFactor(
  db: Db,
  actor: Actor,
  now: Date,
  body: {
    projectId: string;
    nodeId?: string | undefined;
    code: string;
    value: string;
    name: string | null;
    unit: string | null;
  },
) {
  const project = await findProjectRow(db, body.projectId);
  const value = value4(body.value);
  if (body.nodeId) {
    await requireNode(db, project.id, body.nodeId);
    await upsertNodeFactor(db, actor, now, project.id, body.nodeId, body.code, value);
    return { code: body.code, value, nodeId: body.nodeId };
  }
  const rows = await db
    .select()
    .from(costProjectFactors)
    .where(eq(costProjectFactors.projectId, project.id));
  const existing = rows.find((row) => row.code === body.code);
  if (existing) {
    await db
      .update(costProjectFactors)
      .set({ value, formula: null, ...updatedStamp(actor, now) })
      .where(eq(costProjectFactors.id, existing.id));
    return { code: body.code, value, nodeId: null };
  }
  const fallback = (await kindDefaults(db, project)).find((row) => row.code === body.code);
  const name = body.name ?? fallback?.name;
  if (!name) throw businessFailure('cost.rules.factorName', { code: body.code });
  await db.insert(costProjectFactors).values({
    id: randomUUID(),
    companyId: project.companyId,
    projectId: project.id,
    sort: rows.reduce((max, row) => Math.max(max, row.sort), 0) + 1,
    code: body.code,
    name,
    unit: body.unit ?? fallback?.unit ?? '',
    value,
    formula: null,
    remark: null,
    ...createdStamp(actor, now),
  });
  return { code: body.code, value, nodeId: null };
}
