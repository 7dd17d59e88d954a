import type {
  SimilarBill,
  SpliceProblem,
  SubjectAnalysisResult,
  SubjectBill,
  SubjectTreeRow,
} from '@ccms/api-client';
import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { createdStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costBillSubjects,
  costBills,
  costNodes,
  costProjects,
  costSubjectBillEdits,
  costSubjectBillRemovals,
  costSubjectSplices,
} from '../../../db/schema';
import { businessFailure, recordNotFound } from '../../../http/failure';
import type { ProgressReporter } from '../../../http/progress';
import { normaliseUnit } from '../engine/model';
import { resolveScope, type MaterialScope } from '../materials/service';
import { findProjectRow } from '../store';
import { billNorms, effectiveBill, normsOut, type BillEdit, type BillFigures } from './effective';
import { bestSubject, distinctLibrary, rankSimilar, type LibraryBill } from './similar';
import { SUBJECT_BY_CODE, SUBJECTS, subjectByCode, subjectPath } from './subjects';

// Subject models (科目模型): bills assigned to the subject tree by code rule, by similarity to the
// library's assigned bills, or by hand; the tree's amounts are Σ of the bills beneath each subject.

type Scope = MaterialScope;

export interface ScopedBill {
  id: string;
  projectId: string;
  unitId: string;
  code: string;
  name: string;
  features: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  norms?: BillFigures['norms'];
}

export const billColumns = {
  id: costBills.id,
  projectId: costBills.projectId,
  unitId: costBills.unitId,
  code: costBills.code,
  name: costBills.name,
  features: costBills.features,
  unit: costBills.unit,
  quantity: costBills.quantity,
  unitPrice: costBills.unitPrice,
  amount: costBills.amount,
};

/** The bills of a project or of one node's subtree, in file order (with their norms if asked). */
export async function scopedBills(db: Db, scope: Scope, withNorms = false): Promise<ScopedBill[]> {
  const { nodeIds } = await resolveScope(db, scope);
  const where: SQL[] = [eq(costBills.projectId, scope.projectId)];
  if (nodeIds) where.push(inArray(costBills.nodeId, nodeIds));
  const rows = await db
    .select({ ...billColumns, norms: withNorms ? costBills.norms : sql<null>`null` })
    .from(costBills)
    .where(and(...where))
    .orderBy(asc(costBills.unitId), asc(costBills.kind), asc(costBills.seq));
  return rows.map(({ norms, ...bill }) =>
    withNorms ? { ...bill, norms: norms as BillFigures['norms'] } : bill,
  );
}

/** The subject model's own quantities and norms of a project's bills. */
export async function editsOf(db: Db, projectId: string): Promise<Map<string, BillEdit>> {
  const rows = await db
    .select({
      billId: costSubjectBillEdits.billId,
      quantity: costSubjectBillEdits.quantity,
      norms: costSubjectBillEdits.norms,
    })
    .from(costSubjectBillEdits)
    .where(eq(costSubjectBillEdits.projectId, projectId));
  return new Map(rows.map((row) => [row.billId, row]));
}

/** The bills of a project taken out of the subject model by hand. */
export async function removedOf(db: Db, projectId: string): Promise<Set<string>> {
  const rows = await db
    .select({ billId: costSubjectBillRemovals.billId })
    .from(costSubjectBillRemovals)
    .where(eq(costSubjectBillRemovals.projectId, projectId));
  return new Set(rows.map((row) => row.billId));
}

export type AssignmentRow = typeof costBillSubjects.$inferSelect;

export async function assignmentsOf(
  db: Db,
  projectId: string,
): Promise<Map<string, AssignmentRow>> {
  const rows = await db
    .select()
    .from(costBillSubjects)
    .where(eq(costBillSubjects.projectId, projectId));
  return new Map(rows.map((row) => [row.billId, row]));
}

export interface Assignment {
  bill: { id: string; projectId: string; unitId: string };
  subjectCode: string;
  method: 'code' | 'similar' | 'manual';
  score: string | null;
}

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

export async function saveAssignments(
  db: Db,
  actor: Actor,
  now: Date,
  assignments: readonly Assignment[],
): Promise<void> {
  for (let start = 0; start < assignments.length; start += 1000) {
    const chunk = assignments.slice(start, start + 1000);
    await db
      .insert(costBillSubjects)
      .values(
        chunk.map((item) => ({
          id: randomUUID(),
          companyId: actor.companyId,
          projectId: item.bill.projectId,
          unitId: item.bill.unitId,
          billId: item.bill.id,
          subjectCode: item.subjectCode,
          method: item.method,
          score: item.score,
          ...createdStamp(actor, now),
        })),
      )
      .onConflictDoUpdate({
        target: costBillSubjects.billId,
        set: {
          subjectCode: sqlExcluded('subject_code'),
          method: sqlExcluded('method'),
          score: sqlExcluded('score'),
          updatedAt: now,
          updatedBy: actor.userId,
        },
      });
  }
}

/** Every bill of the bills' scope to the subject its code prefix names; manual ones are kept. */
export async function analyzeByCode(
  db: Db,
  actor: Actor,
  now: Date,
  scope: Scope,
  progress?: ProgressReporter,
): Promise<SubjectAnalysisResult> {
  progress?.stage('load', [0, 20]);
  const [bills, existing, removed] = await Promise.all([
    scopedBills(db, scope),
    assignmentsOf(db, scope.projectId),
    removedOf(db, scope.projectId),
  ]);
  progress?.stage('match', [20, 80]);
  const result: SubjectAnalysisResult = { assigned: 0, unmatched: 0, kept: 0 };
  const assignments: Assignment[] = [];
  bills.forEach((bill, index) => {
    progress?.step(index, bills.length);
    if (existing.get(bill.id)?.method === 'manual' || removed.has(bill.id)) {
      result.kept += 1;
      return;
    }
    const subjectCode = subjectByCode(bill.code);
    if (!subjectCode) {
      result.unmatched += 1;
      return;
    }
    result.assigned += 1;
    assignments.push({ bill, subjectCode, method: 'code', score: null });
  });
  progress?.stage('save', [80, 99]);
  await saveAssignments(db, actor, now, assignments);
  progress?.finish();
  return result;
}

/** The company's assigned bills (row-level security keeps it to the caller's company). */
async function libraryBills(
  db: Db,
): Promise<(LibraryBill & { projectName: string; code: string })[]> {
  const rows = await db
    .select({
      billId: costBills.id,
      subjectCode: costBillSubjects.subjectCode,
      name: costBills.name,
      features: costBills.features,
      unit: costBills.unit,
      code: costBills.code,
      projectName: costProjects.name,
    })
    .from(costBillSubjects)
    .innerJoin(costBills, eq(costBills.id, costBillSubjects.billId))
    .innerJoin(costProjects, eq(costProjects.id, costBillSubjects.projectId));
  return rows;
}

/** The scope's unassigned bills to the subject of the most similar assigned bill of the library. */
export async function analyzeByIntellect(
  db: Db,
  actor: Actor,
  now: Date,
  scope: Scope,
  progress?: ProgressReporter,
): Promise<SubjectAnalysisResult> {
  progress?.stage('load', [0, 20]);
  const [bills, existing, library, removed] = await Promise.all([
    scopedBills(db, scope),
    assignmentsOf(db, scope.projectId),
    libraryBills(db),
    removedOf(db, scope.projectId),
  ]);
  const candidates = distinctLibrary(library);
  const open = bills.filter((bill) => !existing.has(bill.id) && !removed.has(bill.id));
  progress?.stage('match', [20, 90]);
  const result: SubjectAnalysisResult = {
    assigned: 0,
    unmatched: 0,
    kept: bills.length - open.length,
  };
  const assignments: Assignment[] = [];
  open.forEach((bill, index) => {
    progress?.step(index, open.length);
    const match = bestSubject(bill, candidates);
    if (!match) {
      result.unmatched += 1;
      return;
    }
    result.assigned += 1;
    assignments.push({
      bill,
      subjectCode: match.subjectCode,
      method: 'similar',
      score: match.score.toFixed(4),
    });
  });
  progress?.stage('save', [90, 99]);
  await saveAssignments(db, actor, now, assignments);
  progress?.finish();
  return result;
}

export async function clearAll(db: Db, projectId: string): Promise<{ cleared: number }> {
  await findProjectRow(db, projectId);
  const removed = await db
    .delete(costBillSubjects)
    .where(eq(costBillSubjects.projectId, projectId))
    .returning({ id: costBillSubjects.id });
  await db.delete(costSubjectSplices).where(eq(costSubjectSplices.projectId, projectId));
  await db.delete(costSubjectBillEdits).where(eq(costSubjectBillEdits.projectId, projectId));
  await db.delete(costSubjectBillRemovals).where(eq(costSubjectBillRemovals.projectId, projectId));
  return { cleared: removed.length };
}

export async function clearForNode(db: Db, scope: Required<Scope>): Promise<{ cleared: number }> {
  const bills = await scopedBills(db, scope);
  return clearBills(
    db,
    bills.map((bill) => bill.id),
  );
}

export async function clearBills(db: Db, billIds: readonly string[]): Promise<{ cleared: number }> {
  let cleared = 0;
  for (let start = 0; start < billIds.length; start += 1000) {
    const removed = await db
      .delete(costBillSubjects)
      .where(inArray(costBillSubjects.billId, billIds.slice(start, start + 1000)))
      .returning({ id: costBillSubjects.id });
    cleared += removed.length;
  }
  return { cleared };
}

/** The area per-m² values divide by: the node's (or the unit's single's), else the project's. */
async function scopeArea(db: Db, scope: Scope): Promise<string | null> {
  const project = await findProjectRow(db, scope.projectId);
  if (scope.nodeId && scope.nodeId !== project.rootNodeId) {
    const [node] = await db
      .select({ area: costNodes.area })
      .from(costNodes)
      .where(and(eq(costNodes.id, scope.nodeId), eq(costNodes.projectId, scope.projectId)));
    if (node?.area && !new Decimal(node.area).isZero()) return node.area;
  }
  return project.area && !new Decimal(project.area).isZero() ? project.area : null;
}

export async function subjectTree(db: Db, scope: Scope) {
  const [bills, assignments, area, edits] = await Promise.all([
    scopedBills(db, scope),
    assignmentsOf(db, scope.projectId),
    scopeArea(db, scope),
    editsOf(db, scope.projectId),
  ]);
  const amounts = new Map<string, Decimal>();
  const counts = new Map<string, number>();
  let total = new Decimal(0);
  let unassignedCount = 0;
  let unassignedAmount = new Decimal(0);
  for (const bill of bills) {
    const edit = edits.get(bill.id);
    const billAmount = edit ? effectiveBill(bill, edit).amount : bill.amount;
    total = total.plus(billAmount);
    const code = assignments.get(bill.id)?.subjectCode;
    if (!code || !SUBJECT_BY_CODE.has(code)) {
      unassignedCount += 1;
      unassignedAmount = unassignedAmount.plus(billAmount);
      continue;
    }
    for (const subject of subjectPath(code)) {
      amounts.set(subject, (amounts.get(subject) ?? new Decimal(0)).plus(billAmount));
      counts.set(subject, (counts.get(subject) ?? 0) + 1);
    }
  }
  const rows: SubjectTreeRow[] = SUBJECTS.map((subject) => {
    const amount = amounts.get(subject.code) ?? new Decimal(0);
    return {
      code: subject.code,
      name: subject.name,
      parentCode: subject.parentCode,
      depth: subject.depth,
      billCount: counts.get(subject.code) ?? 0,
      amount: amount.toFixed(2),
      share: total.isZero() ? '0.00' : amount.div(total).times(100).toFixed(2),
      perM2: area ? amount.div(area).toFixed(2) : null,
    };
  });
  return {
    rows,
    total: total.toFixed(2),
    area,
    unassignedCount,
    unassignedAmount: unassignedAmount.toFixed(2),
  };
}

export function billOut(
  bill: ScopedBill,
  assignment: AssignmentRow | undefined,
  edit: BillEdit | undefined,
): SubjectBill {
  const subject = assignment ? SUBJECT_BY_CODE.get(assignment.subjectCode) : undefined;
  const figures = effectiveBill(bill, edit);
  return {
    kind: 'bill',
    billId: bill.id,
    billIds: [bill.id],
    unitId: bill.unitId,
    code: bill.code,
    name: bill.name,
    features: bill.features,
    unit: bill.unit,
    quantity: figures.quantity.toFixed(),
    unitPrice: figures.unitPrice.toFixed(2),
    amount: figures.amount.toFixed(2),
    subjectCode: assignment?.subjectCode ?? null,
    subjectName: subject?.name ?? null,
    method: (assignment?.method ?? null) as SubjectBill['method'],
    score: assignment?.score ?? null,
    edited: figures.edited,
    norms: normsOut(edit?.norms ?? billNorms(bill)),
  };
}

export type SpliceRow = typeof costSubjectSplices.$inferSelect;

export async function splicesOf(db: Db, projectId: string): Promise<SpliceRow[]> {
  return db
    .select()
    .from(costSubjectSplices)
    .where(eq(costSubjectSplices.projectId, projectId))
    .orderBy(asc(costSubjectSplices.createdAt), asc(costSubjectSplices.id));
}

/** A splice stands for its bills while every one of them is still in its subject. */
export const spliceHolds = (splice: SpliceRow, assignments: Map<string, AssignmentRow>) =>
  splice.billIds.every((id) => assignments.get(id)?.subjectCode === splice.subjectCode);

export function spliceOut(splice: SpliceRow, members: readonly ScopedBill[]): SubjectBill {
  const quantity = new Decimal(splice.quantity);
  const amount = new Decimal(splice.amount);
  return {
    kind: 'splice',
    billId: splice.id,
    billIds: [...splice.billIds],
    unitId: members[0]?.unitId ?? '',
    code: members.map((bill) => bill.code).join(' + '),
    name: splice.name,
    features: members.map((bill) => bill.name).join('；'),
    unit: splice.unit,
    quantity: quantity.toFixed(),
    unitPrice: quantity.isZero() ? '0.00' : amount.div(quantity).toFixed(2),
    amount: amount.toFixed(2),
    subjectCode: splice.subjectCode,
    subjectName: SUBJECT_BY_CODE.get(splice.subjectCode)?.name ?? null,
    method: null,
    score: null,
    edited: false,
    norms: [],
  };
}

export async function subjectBills(
  db: Db,
  query: Scope & { subjectCode?: string | undefined; unassigned?: boolean | undefined },
  pageNo: number,
  pageSize: number,
) {
  const [bills, assignments, splices, edits] = await Promise.all([
    scopedBills(db, query, true),
    assignmentsOf(db, query.projectId),
    splicesOf(db, query.projectId),
    editsOf(db, query.projectId),
  ]);
  const rows = bills.filter((bill) => {
    const code = assignments.get(bill.id)?.subjectCode;
    if (query.unassigned) return !code;
    if (!query.subjectCode) return true;
    return code !== undefined && subjectPath(code).includes(query.subjectCode);
  });
  // Each holding splice replaces its bills, at the place of its first one.
  const byId = new Map(bills.map((bill) => [bill.id, bill]));
  const spliceOf = new Map<string, SpliceRow>();
  if (!query.unassigned)
    for (const splice of splices)
      if (spliceHolds(splice, assignments) && splice.billIds.every((id) => byId.has(id)))
        for (const id of splice.billIds) spliceOf.set(id, splice);
  const listed: SubjectBill[] = [];
  const shown = new Set<string>();
  for (const bill of rows) {
    const splice = spliceOf.get(bill.id);
    if (!splice) listed.push(billOut(bill, assignments.get(bill.id), edits.get(bill.id)));
    else if (!shown.has(splice.id)) {
      shown.add(splice.id);
      listed.push(
        spliceOut(
          splice,
          splice.billIds.map((id) => byId.get(id)!),
        ),
      );
    }
  }
  return {
    pageNo,
    pageSize,
    total: listed.length,
    data: listed.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  };
}

/**
 * Why bills cannot be spliced — or added to `into`, an existing splice — every problem listed:
 * fewer than two bills, bills of another project, bills in no subject, different subjects,
 * different units, bills already in a splice.
 */
export function spliceProblems(
  bills: readonly ScopedBill[],
  assignments: Map<string, AssignmentRow>,
  splices: readonly SpliceRow[],
  into?: SpliceRow,
): SpliceProblem[] {
  const problems: SpliceProblem[] = [];
  const members = into ? into.billIds.length : 0;
  if (bills.length + members < 2) problems.push({ kind: 'count', code: null, detail: null });
  const projects = new Set(bills.map((bill) => bill.projectId));
  if (into) projects.add(into.projectId);
  if (projects.size > 1) problems.push({ kind: 'project', code: null, detail: null });
  for (const bill of bills)
    if (!assignments.has(bill.id))
      problems.push({ kind: 'unassigned', code: bill.code, detail: null });
  const subjects = new Set(
    bills.flatMap((bill) => {
      const code = assignments.get(bill.id)?.subjectCode;
      return code ? [code] : [];
    }),
  );
  if (into) subjects.add(into.subjectCode);
  if (subjects.size > 1)
    problems.push({
      kind: 'subject',
      code: null,
      detail: [...subjects]
        .map((code) => `${code} ${SUBJECT_BY_CODE.get(code)?.name ?? ''}`.trim())
        .join('、'),
    });
  const units = [...new Set(bills.map((bill) => normaliseUnit(bill.unit)))];
  if (into && !units.includes(normaliseUnit(into.unit))) units.unshift(normaliseUnit(into.unit));
  if (units.length > 1) problems.push({ kind: 'unit', code: null, detail: units.join('、') });
  for (const bill of bills) {
    const taken = splices.find(
      (splice) => splice.billIds.includes(bill.id) && spliceHolds(splice, assignments),
    );
    if (taken) problems.push({ kind: 'taken', code: bill.code, detail: taken.name });
  }
  return problems;
}

/** The first problem as the business failure that names it. */
export function spliceFailure(problem: SpliceProblem) {
  switch (problem.kind) {
    case 'count':
      return businessFailure('cost.subject.spliceCount');
    case 'project':
      return recordNotFound();
    case 'unassigned':
    case 'subject':
      return businessFailure('cost.subject.spliceSubject');
    case 'unit':
      return businessFailure('cost.subject.spliceUnit', { units: problem.detail ?? '' });
    case 'taken':
      return businessFailure('cost.subject.spliceTaken', {
        code: problem.code ?? '',
        name: problem.detail ?? '',
      });
  }
}

/** Σ of the bills' quantities and amounts as the subject model has them (edits included). */
export async function spliceSums(db: Db, projectId: string, billIds: readonly string[]) {
  const [bills, edits] = await Promise.all([billsByIds(db, billIds), editsOf(db, projectId)]);
  let quantity = new Decimal(0);
  let amount = new Decimal(0);
  for (const bill of bills) {
    const figures = effectiveBill(bill, edits.get(bill.id));
    quantity = quantity.plus(figures.quantity);
    amount = amount.plus(figures.amount);
  }
  return { quantity: quantity.toFixed(), amount: amount.toFixed(2) };
}

/**
 * 拼接: bills of one subject and one unit combined into one subject bill with their summed
 * quantity and amount; a bill joins at most one splice.
 */
export async function spliceBills(
  db: Db,
  actor: Actor,
  now: Date,
  billIds: readonly string[],
  name: string | undefined,
): Promise<SubjectBill> {
  const bills = await billsByIds(db, billIds);
  const projectIds = new Set(bills.map((bill) => bill.projectId));
  if (projectIds.size !== 1) throw recordNotFound();
  const projectId = bills[0]!.projectId;
  const [assignments, splices] = await Promise.all([
    assignmentsOf(db, projectId),
    splicesOf(db, projectId),
  ]);
  const problem = spliceProblems(bills, assignments, splices)[0];
  if (problem) throw spliceFailure(problem);
  // In the order they were picked.
  const ordered = billIds.map((id) => bills.find((bill) => bill.id === id)!);
  const row: SpliceRow = {
    id: randomUUID(),
    companyId: actor.companyId,
    projectId,
    subjectCode: assignments.get(ordered[0]!.id)!.subjectCode,
    name: name?.trim() || ordered[0]!.name,
    unit: ordered[0]!.unit,
    billIds: ordered.map((bill) => bill.id),
    ...(await spliceSums(db, projectId, billIds)),
    ...createdStamp(actor, now),
  };
  await db.insert(costSubjectSplices).values(row);
  return spliceOut(row, ordered);
}

export async function cancelSplice(db: Db, id: string): Promise<{ restored: number }> {
  const [removed] = await db
    .delete(costSubjectSplices)
    .where(eq(costSubjectSplices.id, id))
    .returning({ billIds: costSubjectSplices.billIds });
  if (!removed) throw recordNotFound();
  return { restored: removed.billIds.length };
}

export async function billsByIds(db: Db, billIds: readonly string[]) {
  const rows = await db
    .select(billColumns)
    .from(costBills)
    .where(inArray(costBills.id, [...billIds]));
  if (rows.length !== new Set(billIds).size) throw recordNotFound();
  return rows;
}

export async function findSimilar(db: Db, billId: string, limit: number): Promise<SimilarBill[]> {
  const [bill] = await billsByIds(db, [billId]);
  const library = await libraryBills(db);
  const byId = new Map(library.map((row) => [row.billId, row]));
  return rankSimilar({ ...bill!, billId }, library, limit).map(({ bill: match, score }) => {
    const row = byId.get(match.billId)!;
    return {
      billId: match.billId,
      projectName: row.projectName,
      code: row.code,
      name: match.name,
      features: match.features,
      unit: match.unit,
      subjectCode: match.subjectCode,
      subjectName: SUBJECT_BY_CODE.get(match.subjectCode)?.name ?? match.subjectCode,
      score: score.toFixed(4),
    };
  });
}

export async function confirmSubject(
  db: Db,
  actor: Actor,
  now: Date,
  billIds: readonly string[],
  subjectCode: string,
): Promise<{ assigned: number }> {
  if (!SUBJECT_BY_CODE.has(subjectCode))
    throw businessFailure('cost.subject.unknown', { code: subjectCode });
  const bills = await billsByIds(db, billIds);
  await saveAssignments(
    db,
    actor,
    now,
    bills.map((bill) => ({ bill, subjectCode, method: 'manual' as const, score: null })),
  );
  return { assigned: bills.length };
}

export async function subjectCounts(db: Db, projectId: string) {
  const [bills, assignments] = await Promise.all([
    scopedBills(db, { projectId }),
    assignmentsOf(db, projectId),
  ]);
  const counts = { bills: bills.length, byCode: 0, bySimilarity: 0, manual: 0, unassigned: 0 };
  for (const bill of bills) {
    const method = assignments.get(bill.id)?.method;
    if (method === 'code') counts.byCode += 1;
    else if (method === 'similar') counts.bySimilarity += 1;
    else if (method === 'manual') counts.manual += 1;
    else counts.unassigned += 1;
  }
  return counts;
}
