import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import {
  ErrorCode,
  fileDelete,
  fileDeleteMine,
  fileDownloadEncoded,
  fileItemDelete,
  fileItemDownload,
  fileItemQueryList,
  fileItemUpload,
  filePreview,
  fileUpload,
  fileUploadFieldsSchema,
  idSchema,
  imageById,
  upload,
} from '@ccms/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createdStamp } from '../../db/audit';
import type { Db } from '../../db/database';
import { fileItems } from '../../db/schema';
import { registerEndpoint, type HandlerContext } from '../../http/endpoint';
import { businessFailure, Failure, validationFailure } from '../../http/failure';
import { formatDateTime, translate } from '../../i18n';
import {
  MAX_FILES_PER_UPLOAD,
  contentDisposition,
  contentTypeOf,
  deleteFileItem,
  findFileItems,
  isPreviewable,
  queryFileItems,
  sanitiseFileName,
  suffixOf,
  uploadLimits,
} from './service';
import { FileMissingError, storageKeyOf, type FileStorage } from './storage';

/**
 * What a request did to the storage, so the database and the disk agree whatever fails: files
 * written by a request that then fails are removed (onError), and files whose rows a request
 * deleted are removed only once its transaction has committed (onSend, after a success).
 */
interface StorageEffects {
  written: string[];
  removeAfterCommit: string[];
  failed: boolean;
}
const effects = new WeakMap<FastifyRequest, StorageEffects>();
function effectsOf(request: FastifyRequest): StorageEffects {
  let found = effects.get(request);
  if (!found) {
    found = { written: [], removeAfterCommit: [], failed: false };
    effects.set(request, found);
  }
  return found;
}

type UploadContext = HandlerContext<typeof fileItemUpload>;

const fileMissing = () => new Failure(ErrorCode.notFound, 'file.missing', {}, 404);

async function receiveUpload(
  { request, db, requireSession }: UploadContext,
  storage: FileStorage,
  now: Date,
): Promise<string[]> {
  const actor = requireSession();
  const limits = await uploadLimits(db);
  const written = effectsOf(request).written;
  const stored: { id: string; key: string; fileName: string; suffix: string; size: number }[] = [];
  const fields: Record<string, string> = {};
  let refusal: Failure | undefined;
  let current = '';
  const tooLarge = () => businessFailure('file.tooLarge', { name: current, max: limits.maxMb });
  try {
    const parts = request.parts({
      limits: {
        fileSize: Math.floor(limits.maxMb * 1024 * 1024),
        files: MAX_FILES_PER_UPLOAD,
        fields: 10,
        fieldSize: 1000,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      current = sanitiseFileName(part.filename);
      const suffix = suffixOf(current);
      if (refusal || !limits.suffixes.has(suffix)) {
        refusal ??= businessFailure(suffix ? 'file.suffixNotAllowed' : 'file.suffixMissing', {
          suffix,
          allowed: [...limits.suffixes].join(','),
        });
        // Read past the refused file so the rest of the form can still be parsed.
        part.file.resume();
        continue;
      }
      const id = randomUUID();
      const key = storageKeyOf(actor.companyId, id, now);
      written.push(key);
      const size = await storage.put(key, part.file);
      if (part.file.truncated) throw tooLarge();
      stored.push({ id, key, fileName: current, suffix, size });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT')
      throw businessFailure('file.tooMany', { max: MAX_FILES_PER_UPLOAD });
    throw error;
  }
  if (refusal) throw refusal;
  if (stored.length === 0) throw businessFailure('file.nothingToUpload');
  const parsed = fileUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw validationFailure(issue.path.join('.') || 'body', issue.message);
  }
  const { refModule = null, refRecordId = null, businessId = null } = parsed.data;
  await db.insert(fileItems).values(
    stored.map((file) => ({
      id: file.id,
      companyId: actor.companyId,
      fileName: file.fileName,
      suffix: file.suffix,
      contentType: contentTypeOf(file.suffix),
      size: file.size,
      storageKey: file.key,
      refModule,
      refRecordId,
      businessId,
      ...createdStamp(actor, now),
    })),
  );
  return stored.map((file) => file.id);
}

/**
 * The ids of encoded file items (each base64 JSON, several joined by "|"). Only `id` is read: a
 * savePath or any other field a client sends never reaches the storage.
 */
function idsOfEncodedItems(encoded: string): string[] {
  return encoded.split('|').map((item) => {
    let id: unknown;
    try {
      id = (JSON.parse(Buffer.from(item, 'base64').toString('utf8')) as { id?: unknown }).id;
    } catch {
      id = undefined;
    }
    const parsed = idSchema.safeParse(id);
    if (!parsed.success) throw validationFailure('encodedItem', '附件编码格式不正确');
    return parsed.data;
  });
}

export async function openStored(storage: FileStorage, key: string) {
  try {
    return await storage.get(key);
  } catch (error) {
    if (error instanceof FileMissingError) throw fileMissing();
    throw error;
  }
}

/** Names inside a zip are unique: a second "报告.pdf" becomes "报告 (2).pdf". */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    if (times === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${times})${name.slice(dot)}` : `${name} (${times})`;
  });
}

async function sendDownload(
  db: Db,
  storage: FileStorage,
  reply: FastifyReply,
  ids: string[],
  now: Date,
): Promise<null> {
  const rows = await findFileItems(db, ids);
  reply.header('X-Content-Type-Options', 'nosniff');
  if (rows.length === 1) {
    const row = rows[0]!;
    const content = await openStored(storage, row.storageKey);
    reply
      .header('Content-Disposition', contentDisposition('attachment', row.fileName))
      .type(row.contentType);
    reply.send(content);
    return null;
  }
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  uniqueNames(rows.map((row) => row.fileName)).forEach((name, index) => {
    const key = rows[index]!.storageKey;
    // Opened one at a time as the zip is written, not all at once.
    zip.addReadStreamLazy(name, (callback) => {
      storage.get(key).then(
        (stream) => callback(null, stream),
        (error: unknown) => callback(error, undefined as never),
      );
    });
  });
  zip.end();
  const stamp = formatDateTime(now).replace(/\D/g, '').slice(0, 14);
  const zipName = `${translate(reply.request.locale, 'file.zipName')}_${stamp}.zip`;
  reply
    .header('Content-Disposition', contentDisposition('attachment', zipName))
    .type('application/zip');
  reply.send(zip.outputStream);
  return null;
}

/** One attachment shown in the browser, if its type may be (never SVG or HTML). */
async function sendInline(
  db: Db,
  storage: FileStorage,
  reply: FastifyReply,
  id: string,
  shown: (contentType: string) => boolean,
): Promise<void> {
  const [row] = await findFileItems(db, [id]);
  if (!shown(row!.contentType)) throw businessFailure('file.notPreviewable');
  const content = await openStored(storage, row!.storageKey);
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition('inline', row!.fileName))
    .type(row!.contentType);
  reply.send(content);
}

export function registerFileRoutes(
  app: FastifyInstance,
  storage: FileStorage,
  now: () => Date,
): void {
  // In their own scope so only these routes parse multipart and carry the storage hooks.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: true });

    scope.addHook('onError', async (request) => {
      const found = effects.get(request);
      if (!found) return;
      found.failed = true;
      const written = found.written.splice(0);
      await Promise.all(written.map((key) => storage.delete(key)));
    });
    scope.addHook('onSend', async (request, _reply, payload) => {
      const found = effects.get(request);
      if (found && !found.failed) {
        const removed = found.removeAfterCommit.splice(0);
        await Promise.all(removed.map((key) => storage.delete(key)));
      }
      return payload;
    });

    for (const endpoint of [fileItemUpload, fileUpload, upload]) {
      registerEndpoint(scope, endpoint, (context) => receiveUpload(context, storage, now()));
    }
    registerEndpoint(scope, fileItemQueryList, ({ db, body }) => queryFileItems(db, body));
    registerEndpoint(scope, fileItemDownload, ({ db, params, reply }) =>
      sendDownload(db, storage, reply, params.ids.split(','), now()),
    );
    registerEndpoint(scope, fileDownloadEncoded, ({ db, params, reply }) =>
      sendDownload(db, storage, reply, idsOfEncodedItems(params.encodedItem), now()),
    );
    registerEndpoint(scope, filePreview, async ({ db, query, reply }) => {
      await sendInline(db, storage, reply, query.fileId, isPreviewable);
      return null;
    });
    // /image{path} of the spec: an attachment id, never a path, and only raster images.
    registerEndpoint(scope, imageById, async ({ db, params, reply }) => {
      await sendInline(
        db,
        storage,
        reply,
        params.id,
        (type) => isPreviewable(type) && type.startsWith('image/'),
      );
      return null;
    });

    for (const [endpoint, scopeOf] of [
      [fileItemDelete, 'own'],
      [fileDeleteMine, 'own'],
      [fileDelete, 'any'],
    ] as const) {
      registerEndpoint(scope, endpoint, async ({ db, params, request, requireSession }) => {
        const key = await deleteFileItem(db, requireSession(), params.id, scopeOf);
        effectsOf(request).removeAfterCommit.push(key);
        return null;
      });
    }
  });
}
