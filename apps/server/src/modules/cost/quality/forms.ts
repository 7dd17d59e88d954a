/**
 * Quality-tool calls around a check record (spec 001 §7 "Quality checks"): the record's form
 * (saveFrom), the findings on a fee-table row and the rows beneath it (findFeeCheckByParentId)
 * and the 甲供材 share of a project (checkSupplyScale).
 */
import type { Finding as FindingDto, RulesRecordForm } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { createdStamp, updatedStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costFees,
  costNodes,
  costProjects,
  costResources,
  qualityFindings,
  qualityRecordForms,
} from '../../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../../http/failure';
import { formatDateTime, type Locale } from '../../../i18n';
import { findProjectRow } from '../store';
import { findingDtos, findRecord } from './service';

type FormRow = typeof qualityRecordForms.$inferSelect;

async function formOut(db: Db, row: FormRow): Promise<RulesRecordForm> {
  let controlProjectName: string | null = null;
  if (row.controlProjectId) {
    const [project] = await db
      .select({ name: costProjects.name })
      .from(costProjects)
      .where(eq(costProjects.id, row.controlProjectId));
    controlProjectName = project?.name ?? null;
  }
  return {
    recordId: row.recordId,
    name: row.name,
    checker: row.checker,
    controlProjectId: row.controlProjectId,
    controlProjectName,
    remark: row.remark,
    updatedAt: formatDateTime(row.updatedAt),
  };
}

export interface RecordFormInput {
  recordId: string;
  name: string;
  checker: string;
  controlProjectId: string | null;
  remark: string | null;
}

/** Saves (creates or replaces) a check record's form. */
export async function saveRecordForm(
  db: Db,
  actor: Actor,
  now: Date,
  input: RecordFormInput,
): Promise<RulesRecordForm> {
  const record = await findRecord(db, input.recordId);
  if (input.controlProjectId) {
    if (input.controlProjectId === record.projectId)
      throw businessFailure('cost.rules.controlSelf');
    const [control] = await db
      .select({ id: costProjects.id })
      .from(costProjects)
      .where(eq(costProjects.id, input.controlProjectId));
    if (!control) throw unknownReference('controlProjectId');
  }
  const values = {
    name: input.name,
    checker: input.checker,
    controlProjectId: input.controlProjectId,
    remark: input.remark,
  };
  const [row] = await db
    .insert(qualityRecordForms)
    .values({
      recordId: record.id,
      companyId: actor.companyId,
      ...values,
      ...createdStamp(actor, now),
    })
    .onConflictDoUpdate({
      target: qualityRecordForms.recordId,
      set: { ...values, ...updatedStamp(actor, now) },
    })
    .returning();
  return formOut(db, row!);
}

/** The findings of a record on a fee row and every fee row beneath it, in the table's order. */
export async function feeChecksUnder(
  db: Db,
  locale: Locale,
  recordId: string,
  parentId: string,
): Promise<FindingDto[]> {
  const record = await findRecord(db, recordId);
  const fees = await db
    .select({ id: costFees.id, parentId: costFees.parentId, sort: costFees.sort })
    .from(costFees)
    .where(eq(costFees.projectId, record.projectId));
  if (!fees.some((row) => row.id === parentId)) throw recordNotFound();
  const children = new Map<string, string[]>();
  for (const row of fees)
    if (row.parentId) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  const ids: string[] = [];
  const stack = [parentId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    ids.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  const order = new Map(fees.map((row) => [row.id, row.sort]));
  const rows = await db
    .select()
    .from(qualityFindings)
    .where(
      and(
        eq(qualityFindings.recordId, record.id),
        eq(qualityFindings.rowKind, 'fee'),
        inArray(qualityFindings.rowId, ids),
      ),
    )
    .orderBy(asc(qualityFindings.id));
  rows.sort((a, b) => (order.get(a.rowId!) ?? 0) - (order.get(b.rowId!) ?? 0));
  return findingDtos(db, rows, record.projectId, locale);
}

const share = (part: Decimal, whole: Decimal) =>
  whole.isZero() ? null : part.div(whole).times(100).toFixed(2);

const plain = (value: Decimal) => {
  const text = value.toFixed(4);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
};

/** 甲供材 against all resources, per unit and for the project. */
export async function supplyScale(db: Db, projectId: string, maxShare: string | null) {
  await findProjectRow(db, projectId);
  const [units, resources] = await Promise.all([
    db
      .select({ id: costNodes.id, name: costNodes.name, sort: costNodes.sort })
      .from(costNodes)
      .where(and(eq(costNodes.projectId, projectId), eq(costNodes.level, 'unit'))),
    db.select().from(costResources).where(eq(costResources.projectId, projectId)),
  ]);
  const limit = maxShare === null ? null : new Decimal(maxShare);
  const byUnit = new Map(
    units.map((unit) => [unit.id, { supplied: new Decimal(0), total: new Decimal(0) }]),
  );
  const materials = new Map<
    string,
    { code: string; name: string; spec: string; unit: string; quantity: Decimal; amount: Decimal }
  >();
  for (const row of resources) {
    const sums = byUnit.get(row.unitId);
    if (!sums) continue;
    sums.total = sums.total.plus(new Decimal(row.quantity).times(row.price));
    if (!row.ownerSupplied) continue;
    const quantity = new Decimal(row.ownerQuantity ?? row.quantity);
    const amount = quantity.times(row.ownerPrice ?? row.price);
    sums.supplied = sums.supplied.plus(amount);
    const material = materials.get(row.code) ?? {
      code: row.code,
      name: row.name,
      spec: row.spec,
      unit: row.unit,
      quantity: new Decimal(0),
      amount: new Decimal(0),
    };
    material.quantity = material.quantity.plus(quantity);
    material.amount = material.amount.plus(amount);
    materials.set(row.code, material);
  }
  const over = (part: Decimal, whole: Decimal) =>
    limit !== null && !whole.isZero() && part.div(whole).times(100).greaterThan(limit);
  let supplied = new Decimal(0);
  let total = new Decimal(0);
  const unitRows = [...units]
    .sort((a, b) => a.sort - b.sort)
    .map((unit) => {
      const sums = byUnit.get(unit.id)!;
      supplied = supplied.plus(sums.supplied);
      total = total.plus(sums.total);
      return {
        unitId: unit.id,
        unitName: unit.name,
        supplied: sums.supplied.toFixed(2),
        total: sums.total.toFixed(2),
        share: share(sums.supplied, sums.total),
        over: over(sums.supplied, sums.total),
      };
    });
  return {
    units: unitRows,
    supplied: supplied.toFixed(2),
    total: total.toFixed(2),
    share: share(supplied, total),
    over: over(supplied, total),
    materials: [...materials.values()]
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
      .map((material) => ({
        code: material.code,
        name: material.name,
        spec: material.spec,
        unit: material.unit,
        quantity: plain(material.quantity),
        price: material.quantity.isZero() ? '0' : plain(material.amount.div(material.quantity)),
        amount: material.amount.toFixed(2),
      })),
  };
}
