import { randomUUID } from 'node:crypto';
import {
  CERTIFICATE_WARNING_DAYS,
  type Certificate,
  type CertificateKind,
  type CertificateParams,
  type CertificateSummaryRow,
  type certificateQueryList,
  type certificateSave,
} from '@ccms/api-client';
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { departments, fileItems, staffCertificates, users } from '../../db/schema';
import type { HandlerInput } from '../../http/endpoint';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';
import { dayOf } from '../finance/invoicing/shared';
import { addDays, certificateStatus } from './status';

type ListBody = HandlerInput<typeof certificateQueryList>['body'];
type SaveBody = HandlerInput<typeof certificateSave>['body'];

const selectCertificates = (db: Db) =>
  db
    .select({
      row: staffCertificates,
      userName: users.name,
      departmentId: users.deptId,
      departmentName: departments.name,
      fileName: fileItems.fileName,
    })
    .from(staffCertificates)
    .innerJoin(users, eq(users.id, staffCertificates.userId))
    .leftJoin(departments, eq(departments.id, users.deptId))
    .leftJoin(fileItems, eq(fileItems.id, staffCertificates.fileId));

type CertificateRow = Awaited<ReturnType<ReturnType<typeof selectCertificates>['execute']>>[number];

function toCertificate({ row, ...joined }: CertificateRow, today: string): Certificate {
  return {
    id: row.id,
    userId: row.userId,
    userName: joined.userName,
    departmentId: joined.departmentId,
    departmentName: joined.departmentName,
    kind: row.kind as CertificateKind,
    certNo: row.certNo,
    registeredUnit: row.registeredUnit,
    issueDate: row.issueDate,
    validUntil: row.validUntil,
    educationHours: row.educationHours,
    fileId: row.fileId,
    fileName: joined.fileName,
    memo: row.memo,
    ...certificateStatus(row.validUntil, today),
    ...auditOf(row),
  };
}

/** The SQL of each status on `today` (the same rule as certificateStatus). */
function statusFilter(status: Certificate['status'], today: string): SQL {
  const limit = addDays(today, CERTIFICATE_WARNING_DAYS);
  const until = staffCertificates.validUntil;
  if (status === 'expired') return sql`${until} < ${today}`;
  if (status === 'expiring') return sql`${until} >= ${today} and ${until} <= ${limit}`;
  return or(isNull(until), sql`${until} > ${limit}`)!;
}

function certificateFilters(params: CertificateParams, today: string): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(users.deleted, false)];
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      or(
        ilike(users.name, pattern),
        ilike(staffCertificates.certNo, pattern),
        ilike(staffCertificates.registeredUnit, pattern),
      ),
    );
  }
  if (params.kind) filters.push(eq(staffCertificates.kind, params.kind));
  if (params.status) filters.push(statusFilter(params.status, today));
  if (params.departmentId) filters.push(eq(users.deptId, params.departmentId));
  if (params.userId) filters.push(eq(staffCertificates.userId, params.userId));
  return and(...filters);
}

const listOrder = [
  sql`${staffCertificates.validUntil} asc nulls last`,
  asc(staffCertificates.kind),
  asc(staffCertificates.certNo),
];

export async function listCertificates(db: Db, now: Date, body: ListBody) {
  const today = dayOf(now);
  const where = certificateFilters(body.params ?? {}, today);
  const [rows, [total]] = await Promise.all([
    selectCertificates(db)
      .where(where)
      .orderBy(...listOrder)
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize),
    db
      .select({ total: count() })
      .from(staffCertificates)
      .innerJoin(users, eq(users.id, staffCertificates.userId))
      .where(where),
  ]);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map((row) => toCertificate(row, today)),
  };
}

/** Every certificate the filters select (the export), at most `limit`. */
export async function allCertificates(
  db: Db,
  now: Date,
  params: CertificateParams,
  limit = 10_000,
): Promise<Certificate[]> {
  const today = dayOf(now);
  const rows = await selectCertificates(db)
    .where(certificateFilters(params, today))
    .orderBy(...listOrder)
    .limit(limit);
  return rows.map((row) => toCertificate(row, today));
}

export async function expiringCertificates(db: Db, now: Date): Promise<Certificate[]> {
  const today = dayOf(now);
  const rows = await selectCertificates(db)
    .where(
      and(
        eq(users.deleted, false),
        sql`${staffCertificates.validUntil} <= ${addDays(today, CERTIFICATE_WARNING_DAYS)}`,
      ),
    )
    .orderBy(...listOrder)
    .limit(200);
  return rows.map((row) => toCertificate(row, today));
}

async function findCertificate(db: Db, id: string, today: string): Promise<Certificate> {
  const [row] = await selectCertificates(db).where(eq(staffCertificates.id, id));
  if (!row) throw recordNotFound();
  return toCertificate(row, today);
}

export async function saveCertificate(db: Db, actor: Actor, now: Date, body: SaveBody) {
  const today = dayOf(now);
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.userId), eq(users.deleted, false)));
  if (!holder) throw unknownReference('userId');
  if (body.fileId) {
    // Only a file the company uploaded: the id is looked up, never a path the client names.
    const [file] = await db
      .select({ id: fileItems.id })
      .from(fileItems)
      .where(eq(fileItems.id, body.fileId));
    if (!file) throw unknownReference('fileId');
  }
  const [taken] = await db
    .select({ id: staffCertificates.id, userName: users.name })
    .from(staffCertificates)
    .innerJoin(users, eq(users.id, staffCertificates.userId))
    .where(and(eq(staffCertificates.kind, body.kind), eq(staffCertificates.certNo, body.certNo)));
  if (taken && taken.id !== body.id)
    throw businessFailure('certificate.numberTaken', {
      certNo: body.certNo,
      userName: taken.userName,
    });
  const values = {
    userId: body.userId,
    kind: body.kind,
    certNo: body.certNo,
    registeredUnit: body.registeredUnit,
    issueDate: body.issueDate,
    validUntil: body.validUntil,
    educationHours: body.educationHours,
    fileId: body.fileId,
    memo: body.memo,
  };
  if (body.id) {
    const updated = await db
      .update(staffCertificates)
      .set({ ...values, ...updatedStamp(actor, now) })
      .where(eq(staffCertificates.id, body.id))
      .returning({ id: staffCertificates.id });
    if (updated.length === 0) throw recordNotFound();
    return findCertificate(db, body.id, today);
  }
  const id = randomUUID();
  await db
    .insert(staffCertificates)
    .values({ id, companyId: actor.companyId, ...values, ...createdStamp(actor, now) });
  return findCertificate(db, id, today);
}

export async function deleteCertificate(db: Db, id: string) {
  const deleted = await db
    .delete(staffCertificates)
    .where(eq(staffCertificates.id, id))
    .returning({ id: staffCertificates.id });
  if (deleted.length === 0) throw recordNotFound();
  return null;
}

type SummaryRow = CertificateSummaryRow;

/** Valid, expiring and expired certificates by kind and department, and by kind. */
export async function certificateSummary(db: Db, now: Date) {
  const today = dayOf(now);
  const limit = addDays(today, CERTIFICATE_WARNING_DAYS);
  const until = staffCertificates.validUntil;
  const rows = await db
    .select({
      kind: staffCertificates.kind,
      departmentId: users.deptId,
      departmentName: departments.name,
      valid: sql<number>`count(*) filter (where ${until} is null or ${until} > ${limit})::int`,
      expiring: sql<number>`count(*) filter (where ${until} >= ${today} and ${until} <= ${limit})::int`,
      expired: sql<number>`count(*) filter (where ${until} < ${today})::int`,
    })
    .from(staffCertificates)
    .innerJoin(users, eq(users.id, staffCertificates.userId))
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(eq(users.deleted, false))
    .groupBy(staffCertificates.kind, users.deptId, departments.name)
    .orderBy(asc(staffCertificates.kind), asc(departments.name));
  const summary: SummaryRow[] = rows.map((row) => ({
    kind: row.kind as CertificateKind,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    valid: Number(row.valid),
    expiring: Number(row.expiring),
    expired: Number(row.expired),
  }));
  const byKind = new Map<CertificateKind, Omit<SummaryRow, 'departmentId' | 'departmentName'>>();
  for (const row of summary) {
    const total = byKind.get(row.kind) ?? { kind: row.kind, valid: 0, expiring: 0, expired: 0 };
    total.valid += row.valid;
    total.expiring += row.expiring;
    total.expired += row.expired;
    byKind.set(row.kind, total);
  }
  return { rows: summary, byKind: [...byKind.values()] };
}
