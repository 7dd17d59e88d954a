import type { NodeFunctionSpec } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import type { costKinds } from '../../../db/schema';
import { costNodeFeatures, costNodes } from '../../../db/schema';
import { recordNotFound } from '../../../http/failure';
import type { Locale } from '../../../i18n';
import { findProjectRow } from '../store';
import { COST_INDUSTRIES, INDUSTRIES_OF, type CostIndustry } from '../kinds/catalogue';
import { baseFeature, costIndustries, loadKinds, selectFunctions } from '../kinds/service';

/**
 * A project's kinds seen per function (a level-3 kind) and speciality (专业, a cost industry):
 * the lists the node, subject and format screens choose from (spec 001 §7 "Project kinds").
 */

export type KindRow = typeof costKinds.$inferSelect;

/** The kind and its ancestors, root first. */
export function kindChain(kinds: readonly KindRow[], kindId: string): KindRow[] {
  const byId = new Map(kinds.map((kind) => [kind.id, kind]));
  const chain: KindRow[] = [];
  for (let at = byId.get(kindId); at; at = at.parentId ? byId.get(at.parentId) : undefined)
    chain.unshift(at);
  return chain;
}

export const kindPath = (kinds: readonly KindRow[], kindId: string | null) =>
  kindId
    ? kindChain(kinds, kindId)
        .map((kind) => kind.name)
        .join(' / ')
    : '';

/** The cost industry of a kind: its own, else the nearest ancestor's, else building. */
function industryOf(kinds: readonly KindRow[], kindId: string): CostIndustry {
  const chain = kindChain(kinds, kindId).reverse();
  return (chain.find((kind) => kind.costIndustry)?.costIndustry ?? 'building') as CostIndustry;
}

export function specialitiesOf(kinds: readonly KindRow[], kindId: string, locale: Locale) {
  const values = new Set<string>(INDUSTRIES_OF[industryOf(kinds, kindId)] ?? []);
  return costIndustries(locale).filter((option) => values.has(option.value));
}

function specsOf(
  kinds: readonly KindRow[],
  functions: readonly { id: string; selected: boolean }[],
  locale: Locale,
): NodeFunctionSpec[] {
  const byId = new Map(kinds.map((kind) => [kind.id, kind]));
  return functions
    .filter((fn) => byId.has(fn.id))
    .map((fn) => ({
      id: fn.id,
      name: byId.get(fn.id)!.name,
      path: kindPath(kinds, fn.id),
      selected: fn.selected,
      specialities: specialitiesOf(kinds, fn.id, locale),
    }));
}

async function findKindIn(db: Db, kindId: string): Promise<{ kinds: KindRow[]; kind: KindRow }> {
  const kinds = await loadKinds(db);
  const kind = kinds.find((row) => row.id === kindId);
  if (!kind) throw recordNotFound();
  return { kinds, kind };
}

export async function funSpecOfProject(db: Db, projectId: string, locale: Locale) {
  const functions = await selectFunctions(db, projectId);
  return specsOf(await loadKinds(db), functions, locale);
}

/** The functions under a format kind (or the function itself), in tree order. */
export async function funSpecOfFormat(db: Db, formatId: string, locale: Locale) {
  const { kinds, kind } = await findKindIn(db, formatId);
  const functions = kinds.filter(
    (row) => row.level === 3 && kindChain(kinds, row.id).some((at) => at.id === kind.id),
  );
  return specsOf(
    kinds,
    functions.map((fn) => ({ id: fn.id, selected: false })),
    locale,
  );
}

async function findProjectNode(db: Db, projectId: string, nodeId: string) {
  const [node] = await db.select().from(costNodes).where(eq(costNodes.id, nodeId));
  if (!node || node.projectId !== projectId) throw recordNotFound();
  return node;
}

/** Function ids with stored features on a node and on the nodes beneath it. */
async function functionsBeneath(db: Db, projectId: string, nodeId: string): Promise<Set<string>> {
  const rows = await db
    .select({
      functionId: costNodeFeatures.functionId,
      nodeId: costNodes.id,
      parentIds: costNodes.parentIds,
    })
    .from(costNodeFeatures)
    .innerJoin(costNodes, eq(costNodes.id, costNodeFeatures.nodeId))
    .where(eq(costNodeFeatures.projectId, projectId));
  return new Set(
    rows
      .filter((row) => row.nodeId === nodeId || row.parentIds.split(',').includes(nodeId))
      .map((row) => row.functionId),
  );
}

/** The industries a subject model's name names (建筑工程, building …), none when it names none. */
export function industriesNamed(modelName: string): Set<string> {
  const text = modelName.toLowerCase();
  const out = new Set<string>();
  for (const industry of COST_INDUSTRIES)
    if (
      [industry.value, industry.zh, industry.zh.replace(/工程$/, ''), industry.en, industry.es]
        .map((label) => label.toLowerCase())
        .some((label) => text.includes(label))
    )
      out.add(industry.value);
  return out;
}

export async function funSpecForSubject(
  db: Db,
  projectId: string,
  nodeId: string,
  modelName: string,
  locale: Locale,
) {
  await findProjectRow(db, projectId);
  await findProjectNode(db, projectId, nodeId);
  const kinds = await loadKinds(db);
  const ids = await functionsBeneath(db, projectId, nodeId);
  if (ids.size === 0) {
    const own = (await baseFeature(db, projectId)).kindId;
    if (own) ids.add(own);
  }
  const named = industriesNamed(modelName);
  return specsOf(
    kinds,
    [...ids].map((id) => ({ id, selected: true })),
    locale,
  ).map((spec) => ({
    ...spec,
    specialities:
      named.size === 0
        ? spec.specialities
        : spec.specialities.filter((option) => named.has(option.value)),
  }));
}

export async function projectFormat(db: Db, projectId: string) {
  const base = await baseFeature(db, projectId);
  const kinds = await loadKinds(db);
  const chain = base.kindId ? kindChain(kinds, base.kindId) : [];
  const kind = chain.at(-1) ?? null;
  return {
    projectId,
    formatId: chain[0]?.id ?? null,
    formatName: chain[0]?.name ?? null,
    kindId: kind?.id ?? null,
    kindName: kind?.name ?? null,
    kindPath: base.kindPath,
    costIndustry: kind ? industryOf(kinds, kind.id) : null,
  };
}

export async function subjectFunctions(db: Db, projectId: string) {
  const base = await baseFeature(db, projectId);
  const kinds = await loadKinds(db);
  const rows = await db
    .select({ functionId: costNodeFeatures.functionId, nodeId: costNodeFeatures.nodeId })
    .from(costNodeFeatures)
    .where(eq(costNodeFeatures.projectId, projectId));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.functionId, (counts.get(row.functionId) ?? 0) + 1);
  if (base.kindId && !counts.has(base.kindId)) counts.set(base.kindId, 0);
  return kinds
    .filter((kind) => counts.has(kind.id))
    .map((kind) => ({
      id: kind.id,
      name: kind.name,
      nodeCount: counts.get(kind.id)!,
      own: kind.id === base.kindId,
    }))
    .sort((a, b) => Number(b.own) - Number(a.own));
}

export async function subjectSpecials(
  db: Db,
  projectId: string,
  functionId: string,
  locale: Locale,
) {
  await findProjectRow(db, projectId);
  const { kinds } = await findKindIn(db, functionId);
  return specialitiesOf(kinds, functionId, locale);
}

export async function kindOfNode(db: Db, nodeId: string) {
  const [node] = await db.select().from(costNodes).where(eq(costNodes.id, nodeId));
  if (!node) throw recordNotFound();
  const base = await baseFeature(db, node.projectId);
  const kinds = await loadKinds(db);
  const used = await db
    .select({ functionId: costNodeFeatures.functionId })
    .from(costNodeFeatures)
    .where(eq(costNodeFeatures.nodeId, node.id));
  const ids = new Set(used.map((row) => row.functionId));
  return {
    nodeId: node.id,
    projectId: node.projectId,
    level: node.level as 'project' | 'single' | 'unit' | 'division',
    kindId: base.kindId,
    kindPath: base.kindPath,
    functions: kinds
      .filter((kind) => ids.has(kind.id))
      .map((kind) => ({ id: kind.id, name: kind.name })),
  };
}
