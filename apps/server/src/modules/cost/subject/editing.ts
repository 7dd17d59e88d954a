import type { SpliceProblem, SubjectBill, SubjectChoice } from '@ccms/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import { createdStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  costBillSubjects,
  costBills,
  costSubjectBillEdits,
  costSubjectBillRemovals,
  costSubjectSplices,
  type SubjectBillNorm,
} from '../../../db/schema';
import { businessFailure, recordNotFound } from '../../../http/failure';
import type { ProgressReporter } from '../../../http/progress';
import { findProjectRow } from '../store';
import { billNorms } from './effective';
import {
  analyzeByCode,
  analyzeByIntellect,
  assignmentsOf,
  billColumns,
  billOut,
  billsByIds,
  editsOf,
  removedOf,
  saveAssignments,
  scopedBills,
  spliceFailure,
  spliceHolds,
  spliceOut,
  spliceProblems,
  splicesOf,
  spliceSums,
  type AssignmentRow,
  type ScopedBill,
  type SpliceRow,
} from './service';
import { SUBJECT_BY_CODE, SUBJECTS, subjectPath } from './subjects';

// 科目清单 editing: bills added to and taken out of subjects by hand (re-added exactly), splices
// grown and shrunk, and a subject bill's own quantity and norms (the project's bill unchanged).

type Scope = { projectId: string; nodeId?: string | undefined };

/** The splice holding a bill, if one does. */
function holdingSplice(
  billId: string,
  splices: readonly SpliceRow[],
  assignments: Map<string, AssignmentRow>,
): SpliceRow | undefined {
  return splices.find(
    (splice) => splice.billIds.includes(billId) && spliceHolds(splice, assignments),
  );
}

/** The bills, all of one project (else not found), with that project's assignments and splices. */
async function billsInProject(db: Db, billIds: readonly string[]) {
  const bills = await billsByIds(db, billIds);
  const projectId = bills[0]!.projectId;
  if (bills.some((bill) => bill.projectId !== projectId)) throw recordNotFound();
  const [assignments, splices] = await Promise.all([
    assignmentsOf(db, projectId),
    splicesOf(db, projectId),
  ]);
  const ordered = billIds.map((id) => bills.find((bill) => bill.id === id)!);
  return { bills: ordered, projectId, assignments, splices };
}

function refuseSpliced(
  bills: readonly ScopedBill[],
  splices: readonly SpliceRow[],
  assignments: Map<string, AssignmentRow>,
): void {
  for (const bill of bills) {
    const splice = holdingSplice(bill.id, splices, assignments);
    if (splice)
      throw businessFailure('cost.subject.inSplice', { code: bill.code, name: splice.name });
  }
}

export async function selectSubjectBills(
  db: Db,
  query: Scope & { subjectCode: string; keyword?: string | undefined },
  pageNo: number,
  pageSize: number,
) {
  if (!SUBJECT_BY_CODE.has(query.subjectCode))
    throw businessFailure('cost.subject.unknown', { code: query.subjectCode });
  const [bills, assignments, edits, removed] = await Promise.all([
    scopedBills(db, query, true),
    assignmentsOf(db, query.projectId),
    editsOf(db, query.projectId),
    removedOf(db, query.projectId),
  ]);
  const keyword = query.keyword?.trim().toLowerCase();
  const rows = bills.filter((bill) => {
    if (assignments.get(bill.id)?.subjectCode === query.subjectCode) return false;
    if (!keyword) return true;
    return [bill.code, bill.name, bill.features].some((text) =>
      text.toLowerCase().includes(keyword),
    );
  });
  return {
    pageNo,
    pageSize,
    total: rows.length,
    data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((bill) => ({
      ...billOut(bill, assignments.get(bill.id), edits.get(bill.id)),
      removed: removed.has(bill.id),
    })),
  };
}

export async function addSubjectBills(
  db: Db,
  actor: Actor,
  now: Date,
  subjectCode: string,
  billIds: readonly string[],
): Promise<{ added: number }> {
  if (!SUBJECT_BY_CODE.has(subjectCode))
    throw businessFailure('cost.subject.unknown', { code: subjectCode });
  const { bills, assignments, splices } = await billsInProject(db, billIds);
  const already = bills.filter((bill) => assignments.get(bill.id)?.subjectCode === subjectCode);
  if (already.length)
    throw businessFailure('cost.subject.alreadyIn', {
      codes: already.map((bill) => bill.code).join('、'),
      subject: `${subjectCode} ${SUBJECT_BY_CODE.get(subjectCode)!.name}`,
    });
  refuseSpliced(bills, splices, assignments);
  await saveAssignments(
    db,
    actor,
    now,
    bills.map((bill) => ({ bill, subjectCode, method: 'manual' as const, score: null })),
  );
  await db
    .delete(costSubjectBillRemovals)
    .where(inArray(costSubjectBillRemovals.billId, [...billIds]));
  return { added: bills.length };
}

export async function delSubjectBills(
  db: Db,
  actor: Actor,
  now: Date,
  billIds: readonly string[],
): Promise<{ removed: number }> {
  const { bills, projectId, assignments, splices } = await billsInProject(db, billIds);
  const outside = bills.filter((bill) => !assignments.has(bill.id));
  if (outside.length)
    throw businessFailure('cost.subject.notInSubject', {
      codes: outside.map((bill) => bill.code).join('、'),
    });
  refuseSpliced(bills, splices, assignments);
  await db.insert(costSubjectBillRemovals).values(
    bills.map((bill) => {
      const assignment = assignments.get(bill.id)!;
      return {
        billId: bill.id,
        companyId: actor.companyId,
        projectId,
        unitId: bill.unitId,
        subjectCode: assignment.subjectCode,
        method: assignment.method,
        score: assignment.score,
        ...createdStamp(actor, now),
      };
    }),
  );
  await db.delete(costBillSubjects).where(inArray(costBillSubjects.billId, [...billIds]));
  return { removed: bills.length };
}

/** Bills taken out by hand put back exactly as they were (subject, method, score). */
export async function reAddBills(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  billIds: readonly string[] | undefined,
): Promise<{ restored: number }> {
  await findProjectRow(db, projectId);
  const where = [eq(costSubjectBillRemovals.projectId, projectId)];
  if (billIds) where.push(inArray(costSubjectBillRemovals.billId, [...billIds]));
  const rows = await db
    .delete(costSubjectBillRemovals)
    .where(and(...where))
    .returning();
  if (billIds && rows.length !== new Set(billIds).size) throw recordNotFound();
  await saveAssignments(
    db,
    actor,
    now,
    rows.map((row) => ({
      bill: { id: row.billId, projectId: row.projectId, unitId: row.unitId },
      subjectCode: row.subjectCode,
      method: row.method as 'code' | 'similar' | 'manual',
      score: row.score,
    })),
  );
  return { restored: rows.length };
}

export async function validSplice(
  db: Db,
  billIds: readonly string[],
  id: string | undefined,
): Promise<{ valid: boolean; problems: SpliceProblem[] }> {
  const bills = await billsByIds(db, billIds);
  const projectId = id ? (await spliceById(db, id)).projectId : bills[0]!.projectId;
  const [assignments, splices] = await Promise.all([
    assignmentsOf(db, projectId),
    splicesOf(db, projectId),
  ]);
  const into = id ? splices.find((splice) => splice.id === id) : undefined;
  const problems = spliceProblems(bills, assignments, splices, into);
  return { valid: problems.length === 0, problems };
}

async function spliceById(db: Db, id: string): Promise<SpliceRow> {
  const [row] = await db.select().from(costSubjectSplices).where(eq(costSubjectSplices.id, id));
  if (!row) throw recordNotFound();
  return row;
}

async function saveSplice(
  db: Db,
  actor: Actor,
  now: Date,
  splice: SpliceRow,
  billIds: string[],
): Promise<SubjectBill> {
  const sums = await spliceSums(db, splice.projectId, billIds);
  await db
    .update(costSubjectSplices)
    .set({ billIds, ...sums, updatedAt: now, updatedBy: actor.userId })
    .where(eq(costSubjectSplices.id, splice.id));
  const members = await billsByIds(db, billIds);
  return spliceOut(
    { ...splice, billIds, ...sums },
    billIds.map((billId) => members.find((bill) => bill.id === billId)!),
  );
}

export async function addSpliceBills(
  db: Db,
  actor: Actor,
  now: Date,
  id: string,
  billIds: readonly string[],
): Promise<SubjectBill> {
  const splice = await spliceById(db, id);
  const bills = await billsByIds(db, billIds);
  const [assignments, splices] = await Promise.all([
    assignmentsOf(db, splice.projectId),
    splicesOf(db, splice.projectId),
  ]);
  if (!spliceHolds(splice, assignments)) throw businessFailure('cost.subject.spliceBroken');
  const problem = spliceProblems(bills, assignments, splices, splice)[0];
  if (problem) throw spliceFailure(problem);
  return saveSplice(db, actor, now, splice, [...splice.billIds, ...billIds]);
}

export async function delSpliceBills(
  db: Db,
  actor: Actor,
  now: Date,
  id: string,
  billIds: readonly string[],
): Promise<SubjectBill> {
  const splice = await spliceById(db, id);
  const missing = billIds.filter((billId) => !splice.billIds.includes(billId));
  if (missing.length) throw recordNotFound();
  const rest = splice.billIds.filter((billId) => !billIds.includes(billId));
  if (rest.length < 2) throw businessFailure('cost.subject.spliceKeepTwo', { name: splice.name });
  return saveSplice(db, actor, now, splice, rest);
}

/** One bill of a subject to edit: in a subject, in no splice (a splice sums its bills). */
async function editableBill(db: Db, billId: string) {
  const spliced = await db
    .select({ id: costSubjectSplices.id })
    .from(costSubjectSplices)
    .where(eq(costSubjectSplices.id, billId));
  if (spliced.length) throw businessFailure('cost.subject.editSplice');
  const [bill] = await db
    .select({ ...billColumns, norms: costBills.norms })
    .from(costBills)
    .where(eq(costBills.id, billId));
  if (!bill) throw recordNotFound();
  const scoped: ScopedBill = { ...bill, norms: bill.norms as ScopedBill['norms'] };
  const [assignments, splices, edits] = await Promise.all([
    assignmentsOf(db, bill.projectId),
    splicesOf(db, bill.projectId),
    editsOf(db, bill.projectId),
  ]);
  if (!assignments.has(billId))
    throw businessFailure('cost.subject.notInSubject', { codes: bill.code });
  refuseSpliced([scoped], splices, assignments);
  return { bill: scoped, assignment: assignments.get(billId)!, edit: edits.get(billId) };
}

type Editable = Awaited<ReturnType<typeof editableBill>>;

async function saveEdit(
  db: Db,
  actor: Actor,
  now: Date,
  target: Editable,
  change: { quantity?: string | null; norms?: SubjectBillNorm[] | null },
): Promise<SubjectBill> {
  const quantity =
    change.quantity !== undefined ? change.quantity : (target.edit?.quantity ?? null);
  const norms =
    change.norms !== undefined ? change.norms : target.edit?.norms ? [...target.edit.norms] : null;
  if (quantity === null && norms === null)
    await db.delete(costSubjectBillEdits).where(eq(costSubjectBillEdits.billId, target.bill.id));
  else
    await db
      .insert(costSubjectBillEdits)
      .values({
        billId: target.bill.id,
        companyId: actor.companyId,
        projectId: target.bill.projectId,
        quantity,
        norms,
        ...createdStamp(actor, now),
      })
      .onConflictDoUpdate({
        target: costSubjectBillEdits.billId,
        set: { quantity, norms, updatedAt: now, updatedBy: actor.userId },
      });
  const edit = quantity === null && norms === null ? undefined : { quantity, norms };
  return billOut(target.bill, target.assignment, edit);
}

export async function updateBillQuantity(
  db: Db,
  actor: Actor,
  now: Date,
  billId: string,
  quantity: string | null,
): Promise<SubjectBill> {
  const target = await editableBill(db, billId);
  return saveEdit(db, actor, now, target, { quantity });
}

const currentNorms = (target: Editable): SubjectBillNorm[] => [
  ...(target.edit?.norms ?? billNorms(target.bill)),
];

export async function addNorm(
  db: Db,
  actor: Actor,
  now: Date,
  billId: string,
  norm: SubjectBillNorm,
): Promise<SubjectBill> {
  const target = await editableBill(db, billId);
  return saveEdit(db, actor, now, target, { norms: [...currentNorms(target), norm] });
}

function normAt(target: Editable, index: number): SubjectBillNorm[] {
  const norms = currentNorms(target);
  if (index >= norms.length)
    throw businessFailure('cost.subject.noNorm', { index: index + 1, count: norms.length });
  return norms;
}

export async function delNorm(
  db: Db,
  actor: Actor,
  now: Date,
  billId: string,
  index: number,
): Promise<SubjectBill> {
  const target = await editableBill(db, billId);
  const norms = normAt(target, index);
  norms.splice(index, 1);
  return saveEdit(db, actor, now, target, { norms });
}

export async function setNormQuantity(
  db: Db,
  actor: Actor,
  now: Date,
  billId: string,
  index: number,
  quantity: string,
): Promise<SubjectBill> {
  const target = await editableBill(db, billId);
  const norms = normAt(target, index);
  norms[index] = { ...norms[index]!, quantity };
  return saveEdit(db, actor, now, target, { norms });
}

export async function analyzeAll(
  db: Db,
  actor: Actor,
  now: Date,
  scope: Scope,
  progress?: ProgressReporter,
) {
  const byCode = await analyzeByCode(db, actor, now, scope);
  progress?.stage('similar', [0, 99]);
  const bySimilarity = await analyzeByIntellect(db, actor, now, scope);
  progress?.finish();
  return { byCode, bySimilarity };
}

/** Every bill of a subject's subtree to another subject, by hand; their splices follow. */
export async function moveSubject(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  fromCode: string,
  toCode: string,
): Promise<{ moved: number }> {
  for (const code of [fromCode, toCode])
    if (!SUBJECT_BY_CODE.has(code)) throw businessFailure('cost.subject.unknown', { code });
  await findProjectRow(db, projectId);
  const assignments = await assignmentsOf(db, projectId);
  const inside = (code: string) => subjectPath(code).includes(fromCode);
  const moving = [...assignments.values()].filter((row) => inside(row.subjectCode));
  const splices = (await splicesOf(db, projectId)).filter(
    (splice) => inside(splice.subjectCode) && spliceHolds(splice, assignments),
  );
  await saveAssignments(
    db,
    actor,
    now,
    moving.map((row) => ({
      bill: { id: row.billId, projectId, unitId: row.unitId },
      subjectCode: toCode,
      method: 'manual' as const,
      score: null,
    })),
  );
  if (splices.length)
    await db
      .update(costSubjectSplices)
      .set({ subjectCode: toCode, updatedAt: now, updatedBy: actor.userId })
      .where(
        inArray(
          costSubjectSplices.id,
          splices.map((splice) => splice.id),
        ),
      );
  return { moved: moving.length };
}

export function treeForChoose(): SubjectChoice[] {
  return SUBJECTS.map((subject) => ({
    code: subject.code,
    name: subject.name,
    parentCode: subject.parentCode,
    depth: subject.depth,
    leaf: subject.isLeaf,
    path: subjectPath(subject.code)
      .map((code) => `${code} ${SUBJECT_BY_CODE.get(code)!.name}`)
      .join(' / '),
  }));
}
