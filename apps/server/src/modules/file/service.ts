import { ErrorCode, type FileItem, type fileItemQueryList } from '@ccms/api-client';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOf, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { fileItems, users } from '../../db/schema';
import { Failure, recordNotFound } from '../../http/failure';
import { FILE_MAX_SIZE_KEY, FILE_SUFFIX_KEY, paramValue } from '../param/service';

type FileRow = typeof fileItems.$inferSelect;
type PageRequest = z.output<NonNullable<(typeof fileItemQueryList)['body']>>;

const DEFAULT_MAX_MB = 50;
/** Files one upload may carry. */
export const MAX_FILES_PER_UPLOAD = 20;

// ── Names and types ───────────────────────────────────────────────────────────

/**
 * The name a file is listed and downloaded under: the last segment of what the client sent (no
 * folders), without control or reserved characters, at most 200 characters with its suffix kept.
 */
export function sanitiseFileName(name: string): string {
  const last = name.split(/[\\/]/).at(-1) ?? '';
  const clean = last
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .trim()
    .replace(/^\.+/, '');
  if (!clean) return 'file';
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf('.');
  const suffix = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : '';
  return clean.slice(0, 200 - suffix.length) + suffix;
}

export function suffixOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Types are decided by suffix on the server: a client's Content-Type is never served back. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  txt: 'text/plain; charset=utf-8',
};

export const contentTypeOf = (suffix: string) =>
  CONTENT_TYPES[suffix] ?? 'application/octet-stream';

/** Opened inline by a browser without running anything: raster images and PDF (never SVG or HTML). */
export const isPreviewable = (contentType: string) =>
  /^image\/(jpeg|png|gif|bmp|webp)$/.test(contentType) || contentType === 'application/pdf';

/** RFC 6266: an ASCII fallback name and the exact name in UTF-8. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

// ── Limits ────────────────────────────────────────────────────────────────────

export interface UploadLimits {
  suffixes: Set<string>;
  maxMb: number;
}

/** The file.suffix allow-list and file.maxSize (MB) as the caller's company has them. */
export async function uploadLimits(db: Db): Promise<UploadLimits> {
  const suffixes = (await paramValue(db, FILE_SUFFIX_KEY)) ?? '';
  const maxMb = Number(await paramValue(db, FILE_MAX_SIZE_KEY));
  return {
    suffixes: new Set(
      suffixes
        .split(',')
        .map((suffix) => suffix.trim().replace(/^\./, '').toLowerCase())
        .filter(Boolean),
    ),
    maxMb: Number.isFinite(maxMb) && maxMb > 0 ? maxMb : DEFAULT_MAX_MB,
  };
}

// ── Records ───────────────────────────────────────────────────────────────────

function toFileItem(row: FileRow, uploaderName: string | null): FileItem {
  return {
    id: row.id,
    fileName: row.fileName,
    suffix: row.suffix,
    contentType: row.contentType,
    size: row.size,
    refModule: row.refModule,
    refRecordId: row.refRecordId,
    businessId: row.businessId,
    uploaderName,
    previewable: isPreviewable(row.contentType),
    ...auditOf(row),
  };
}

export async function queryFileItems(db: Db, request: PageRequest) {
  const params = request.params;
  const filters: SQL[] = [];
  if (params?.refModule) filters.push(eq(fileItems.refModule, params.refModule));
  if (params?.refRecordId) filters.push(eq(fileItems.refRecordId, params.refRecordId));
  if (params?.businessId) filters.push(eq(fileItems.businessId, params.businessId));
  const where = and(...filters);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(fileItems)
    .where(where);
  const rows = await db
    .select({ file: fileItems, uploaderName: users.name })
    .from(fileItems)
    .leftJoin(users, eq(users.id, fileItems.createdBy))
    .where(where)
    .orderBy(desc(fileItems.createdAt), desc(fileItems.id))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total,
    data: rows.map(({ file, uploaderName }) => toFileItem(file, uploaderName)),
  };
}

/** Attachments of the caller's company by id (row-level security hides others); every id must exist. */
export async function findFileItems(db: Db, ids: readonly string[]): Promise<FileRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db.select().from(fileItems).where(inArray(fileItems.id, unique));
  if (rows.length !== unique.length) throw recordNotFound();
  // In the order asked for, so a zip lists them as the user chose them.
  return unique.map((id) => rows.find((row) => row.id === id)!);
}

/** Deletes the row; answers the storage key, to be removed once the transaction has committed. */
export async function deleteFileItem(
  db: Db,
  actor: Actor,
  id: string,
  scope: 'own' | 'any',
): Promise<string> {
  const [row] = await findFileItems(db, [id]);
  if (scope === 'own' && row!.createdBy !== actor.userId)
    throw new Failure(ErrorCode.forbidden, 'file.notOwner', {}, 403);
  await db.delete(fileItems).where(eq(fileItems.id, id));
  return row!.storageKey;
}
