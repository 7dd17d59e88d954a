import { randomUUID } from 'node:crypto';
import type {
  CostFile,
  CostFileParams,
  CostFileStage,
  costFileQueryList,
  costFileSave,
} from '@ccms/api-client';
import { and, asc, count, desc, eq, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import { auditOf, containing, createdStamp, type Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { costFiles, costProjects, fileItems } from '../../../db/schema';
import type { HandlerInput } from '../../../http/endpoint';
import { recordNotFound, unknownReference } from '../../../http/failure';

type ListBody = HandlerInput<typeof costFileQueryList>['body'];
type SaveBody = HandlerInput<typeof costFileSave>['body'];

/** How many versions each document has, for the rows selected. */
const versionCount = sql<number>`(select count(*)::int from ${costFiles} v where v.document_id = ${costFiles.documentId})`;

const selectFiles = (db: Db) =>
  db
    .select({
      row: costFiles,
      versionCount,
      projectName: costProjects.name,
      projectCode: costProjects.code,
      fileName: fileItems.fileName,
      fileSize: fileItems.size,
    })
    .from(costFiles)
    .innerJoin(costProjects, eq(costProjects.id, costFiles.projectId))
    .innerJoin(fileItems, eq(fileItems.id, costFiles.fileId));

type FileRow = Awaited<ReturnType<ReturnType<typeof selectFiles>['execute']>>[number];

function toCostFile({ row, ...joined }: FileRow): CostFile {
  return {
    id: row.id,
    documentId: row.documentId,
    version: row.version,
    versionCount: Number(joined.versionCount),
    projectId: row.projectId,
    projectName: joined.projectName,
    projectCode: joined.projectCode,
    stage: row.stage as CostFileStage,
    name: row.name,
    fileId: row.fileId,
    fileName: joined.fileName,
    fileSize: joined.fileSize,
    remark: row.remark,
    ...auditOf(row),
  };
}

/** The latest version of each document only. */
const latestOnly = sql`${costFiles.version} = (select max(v.version) from ${costFiles} v where v.document_id = ${costFiles.documentId})`;

function fileFilters(params: CostFileParams): SQL | undefined {
  const filters: (SQL | undefined)[] = [latestOnly];
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(
      or(
        ilike(costFiles.name, pattern),
        ilike(fileItems.fileName, pattern),
        ilike(costProjects.name, pattern),
        ilike(costProjects.code, pattern),
      ),
    );
  }
  if (params.projectId) filters.push(eq(costFiles.projectId, params.projectId));
  if (params.stage) filters.push(eq(costFiles.stage, params.stage));
  return and(...filters);
}

export async function listCostFiles(db: Db, body: ListBody) {
  const where = fileFilters(body.params ?? {});
  const rows = await selectFiles(db)
    .where(where)
    .orderBy(desc(costFiles.createdAt), asc(costFiles.id))
    .limit(body.pageSize)
    .offset((body.pageNo - 1) * body.pageSize);
  const [total] = await db
    .select({ total: count() })
    .from(costFiles)
    .innerJoin(costProjects, eq(costProjects.id, costFiles.projectId))
    .innerJoin(fileItems, eq(fileItems.id, costFiles.fileId))
    .where(where);
  return {
    pageNo: body.pageNo,
    pageSize: body.pageSize,
    total: total?.total ?? 0,
    data: rows.map(toCostFile),
  };
}

export async function costFileVersions(db: Db, documentId: string): Promise<CostFile[]> {
  const rows = await selectFiles(db)
    .where(eq(costFiles.documentId, documentId))
    .orderBy(desc(costFiles.version));
  if (rows.length === 0) throw recordNotFound();
  return rows.map(toCostFile);
}

export async function saveCostFile(db: Db, actor: Actor, now: Date, body: SaveBody) {
  // Only the company's project and a file the company uploaded (row-level security scopes both).
  const [project] = await db
    .select({ id: costProjects.id })
    .from(costProjects)
    .where(eq(costProjects.id, body.projectId));
  if (!project) throw unknownReference('projectId');
  const [file] = await db
    .select({ id: fileItems.id })
    .from(fileItems)
    .where(eq(fileItems.id, body.fileId));
  if (!file) throw unknownReference('fileId');
  let documentId = body.documentId;
  let version = 1;
  if (documentId) {
    // Serialise uploads of one document: the next number is read under the lock.
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${documentId}))`);
    const [latest] = await db
      .select({ version: max(costFiles.version) })
      .from(costFiles)
      .where(eq(costFiles.documentId, documentId));
    if (latest?.version == null) throw recordNotFound();
    version = latest.version + 1;
  } else {
    documentId = randomUUID();
  }
  const id = randomUUID();
  await db.insert(costFiles).values({
    id,
    companyId: actor.companyId,
    documentId,
    version,
    projectId: body.projectId,
    stage: body.stage,
    name: body.name,
    fileId: body.fileId,
    remark: body.remark,
    ...createdStamp(actor, now),
  });
  const [row] = await selectFiles(db).where(eq(costFiles.id, id));
  return toCostFile(row!);
}

export async function deleteCostFile(db: Db, documentId: string) {
  const deleted = await db
    .delete(costFiles)
    .where(eq(costFiles.documentId, documentId))
    .returning({ id: costFiles.id });
  if (deleted.length === 0) throw recordNotFound();
  return null;
}

export async function costFileProjects(db: Db) {
  return db
    .select({ id: costProjects.id, name: costProjects.name, code: costProjects.code })
    .from(costProjects)
    .orderBy(asc(costProjects.name), asc(costProjects.id))
    .limit(1000);
}
