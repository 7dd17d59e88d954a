/**
 * The materials page's own calls (spec 001 §7 "Materials"): the front list with its totals, 智能分析
 * (catalogue then library coding of a whole project), clearing the automatic codings, the resource
 * rows behind a summarised material and editing one material's description.
 */
import type { Material, RulesSourceMaterial } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import { updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { costMaterialCodes, costResources } from '../../../db/schema';
import { businessFailure } from '../../../http/failure';
import { findProjectRow } from '../store';
import { codeByLibrary } from './libraryCoding';
import {
  autoCode,
  materialAfterChange,
  materialSummary,
  oneMaterial,
  queryMaterials,
  resolveScope,
  type MaterialListQuery,
} from './service';

/** One page of the summary and the totals of the whole scope. */
export async function queryListFront(
  db: Db,
  query: MaterialListQuery,
  pageNo: number,
  pageSize: number,
) {
  const page = await queryMaterials(db, query, pageNo, pageSize);
  const summary = await materialSummary(db, { projectId: query.projectId, nodeId: query.nodeId });
  return { ...page, summary };
}

/** Catalogue coding of every unconfirmed material, then the library for what is left. */
export async function itAnalyze(db: Db, actor: Actor, now: Date, projectId: string) {
  await findProjectRow(db, projectId);
  const byCatalogue = await autoCode(db, actor, now, projectId, null);
  const uncoded = await queryMaterials(db, { projectId, coding: 'uncoded' }, 1, 100_000);
  const left = uncoded.data.map((row) => row.code);
  const byLibrary =
    left.length > 0
      ? await codeByLibrary(db, actor, now, projectId, left)
      : { coded: 0, uncoded: 0, kept: 0 };
  return {
    byCatalogue: byCatalogue.coded,
    byLibrary: byLibrary.coded,
    uncoded: left.length - byLibrary.coded,
    kept: byCatalogue.kept,
  };
}

/** Clears the automatic codings of the project; confirmed codings and conversions stay. */
export async function clearCollection(db: Db, actor: Actor, now: Date, projectId: string) {
  await findProjectRow(db, projectId);
  const cleared = await db
    .update(costMaterialCodes)
    .set({ catalogueCode: null, confidence: null, method: null, ...updatedStamp(actor, now) })
    .where(
      and(
        eq(costMaterialCodes.projectId, projectId),
        eq(costMaterialCodes.confirmed, false),
        sql`${costMaterialCodes.catalogueCode} is not null`,
      ),
    )
    .returning({ id: costMaterialCodes.id });
  const [kept] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(costMaterialCodes)
    .where(and(eq(costMaterialCodes.projectId, projectId), eq(costMaterialCodes.confirmed, true)));
  return { cleared: cleared.length, kept: kept?.count ?? 0 };
}

const decimal = (value: string) => {
  const text = new Decimal(value).toFixed(4);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
};

/** The unit resource rows of one material code of the project, by unit. */
export async function sourceMaterials(
  db: Db,
  projectId: string,
  code: string,
): Promise<RulesSourceMaterial[]> {
  const { unitNames } = await resolveScope(db, { projectId });
  const rows = await db
    .select()
    .from(costResources)
    .where(and(eq(costResources.projectId, projectId), eq(costResources.code, code)))
    .orderBy(asc(costResources.unitId), asc(costResources.seq));
  if (rows.length === 0) throw businessFailure('cost.material.notInProject', { code });
  return rows.map((row) => ({
    id: row.id,
    unitId: row.unitId,
    unitName: unitNames.get(row.unitId) ?? '',
    code: row.code,
    name: row.name,
    spec: row.spec,
    unit: row.unit,
    kind: row.kind as RulesSourceMaterial['kind'],
    price: decimal(row.price),
    quantity: decimal(row.quantity),
    amount: new Decimal(row.price).times(row.quantity).toFixed(2),
    ownerSupplied: row.ownerSupplied,
    provisional: row.provisional,
  }));
}

/** A material's name, spec and unit, the same in every unit of the project. */
export async function saveMaterial(
  db: Db,
  input: { projectId: string; code: string; name: string; spec: string; unit: string },
): Promise<Material> {
  await findProjectRow(db, input.projectId);
  await oneMaterial(db, input.projectId, input.code);
  await db
    .update(costResources)
    .set({ name: input.name, spec: input.spec, unit: input.unit })
    .where(and(eq(costResources.projectId, input.projectId), eq(costResources.code, input.code)));
  return materialAfterChange(
    db,
    input.projectId,
    await oneMaterial(db, input.projectId, input.code),
  );
}
