import {
  ErrorCode,
  colIndexMapsSchema,
  excelConfirmExcel,
  excelDoImport,
  excelDownloadTemplate,
  excelExportData,
  excelReadExcel,
  excelTemplateDelete,
  excelTemplateGet,
  excelTemplateImportData,
  excelTemplateQueryList,
  excelTemplateSave,
  excelTemplateTargets,
  idSchema,
  type ExcelTemplate,
} from '@ccms/api-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { registerEndpoint } from '../../http/endpoint';
import { Failure, validationFailure } from '../../http/failure';
import { formatDateTime } from '../../i18n';
import { contentDisposition } from '../file/service';
import type { FileStorage } from '../file/storage';
import {
  checkSheet,
  confirmAnswer,
  dictionariesOf,
  loadUpload,
  readUpload,
  requireTargetPermission,
  rowError,
} from './importFlow';
import type { ImportValue } from './importers';
import {
  deleteTemplate,
  getTemplate,
  importerFor,
  importTemplates,
  queryTemplates,
  saveTemplate,
  targetList,
  templateByCode,
} from './service';
import { registerBuiltInImporters } from './targets';
import { dataWorkbook, MAX_IMPORT_ROWS, templateWorkbook, type ExportValue } from './workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an encoded file item may carry besides its id; savePath or anything else is ignored. */
const encodedItemSchema = z.object({
  id: idSchema,
  colIndexMaps: colIndexMapsSchema.optional(),
  sheet: z.number().int().min(0).max(255).optional(),
  headerRow: z.number().int().min(1).max(100).optional(),
});

/** The file item id of doImport: a bare id, or base64 JSON { id, colIndexMaps?, sheet?, headerRow? }. */
export function decodeFileItem(encoded: string): z.infer<typeof encodedItemSchema> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  if (decoded && typeof decoded === 'object') {
    const parsed = encodedItemSchema.safeParse(decoded);
    if (parsed.success) return parsed.data;
    throw validationFailure('encodedFileItem', '附件编码格式不正确');
  }
  const id = idSchema.safeParse(encoded);
  if (!id.success) throw validationFailure('encodedFileItem', '附件编码格式不正确');
  return { id: id.data };
}

function sendWorkbook(reply: FastifyReply, content: Buffer, fileName: string): null {
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .type(XLSX_TYPE);
  reply.send(content);
  return null;
}

/** Dictionary columns export their entries' labels, which import reads back. */
function labelledRows(
  template: ExcelTemplate,
  rows: Record<string, ImportValue>[],
  labelsOf: (code: string) => Map<string, string>,
): Record<string, ExportValue>[] {
  const dictColumns = template.columns.filter(
    (column) => column.type === 'dict' && column.dictCode,
  );
  if (dictColumns.length === 0) return rows;
  const maps = new Map<string, Map<string, string>>();
  for (const column of dictColumns) maps.set(column.field, labelsOf(column.dictCode!));
  return rows.map((row) => {
    const copy = { ...row };
    for (const [field, labels] of maps) {
      const value = copy[field];
      if (typeof value === 'string') copy[field] = labels.get(value) ?? value;
    }
    return copy;
  });
}

export function registerExcelRoutes(
  app: FastifyInstance,
  storage: FileStorage,
  now: () => Date,
): void {
  registerBuiltInImporters();

  registerEndpoint(app, excelTemplateQueryList, ({ db, body }) => queryTemplates(db, body));
  registerEndpoint(app, excelTemplateTargets, () => targetList());
  registerEndpoint(app, excelTemplateGet, ({ db, params }) => getTemplate(db, params.id));
  registerEndpoint(app, excelTemplateSave, ({ db, body, requireSession }) =>
    saveTemplate(db, requireSession(), now(), body),
  );
  registerEndpoint(app, excelTemplateDelete, async ({ db, params }) => {
    await deleteTemplate(db, params.id);
    return null;
  });
  registerEndpoint(app, excelTemplateImportData, ({ db, body, requireSession }) =>
    importTemplates(db, requireSession(), now(), body),
  );

  registerEndpoint(app, excelDownloadTemplate, async ({ db, params, reply }) => {
    const template = await templateByCode(db, params.code);
    const { labels } = await dictionariesOf(db, template.columns);
    return sendWorkbook(reply, await templateWorkbook(template, labels), `${template.name}.xlsx`);
  });

  registerEndpoint(app, excelReadExcel, async ({ db, params, body, requireSession }) => {
    const template = await templateByCode(db, params.code);
    await requireTargetPermission(db, requireSession(), importerFor(template).permission);
    return readUpload(await loadUpload(db, storage, params.file), template, body);
  });

  registerEndpoint(app, excelConfirmExcel, async ({ db, params, body, requireSession, locale }) => {
    const actor = requireSession();
    const template = await templateByCode(db, params.code);
    await requireTargetPermission(db, actor, importerFor(template).permission);
    const upload = await loadUpload(db, storage, params.file);
    const checked = await checkSheet(db, upload, template, body, { ...body, actor, now: now() });
    return confirmAnswer(checked, template, locale);
  });

  registerEndpoint(app, excelDoImport, async ({ db, body, requireSession, locale }) => {
    const actor = requireSession();
    const item = decodeFileItem(body.encodedFileItem);
    const template = await templateByCode(db, body.code);
    const importer = importerFor(template);
    await requireTargetPermission(db, actor, importer.permission);
    const upload = await loadUpload(db, storage, item.id);
    const choice = {
      sheet: body.sheet ?? item.sheet,
      headerRow: body.headerRow ?? item.headerRow,
      colIndexMaps: body.colIndexMaps ?? item.colIndexMaps,
    };
    const checked = await checkSheet(db, upload, template, choice, { ...body, actor, now: now() });
    // All or nothing: one row in error and nothing is written; a failure whose data is the
    // report naming row and field.
    if (checked.issues.length > 0) {
      const rows = new Set(checked.issues.map((issue) => issue.rowNumber)).size;
      throw new Failure(ErrorCode.business, 'excel.rowsInError', { rows }, undefined, {
        imported: 0,
        total: checked.total,
        errors: checked.issues.map((issue) => rowError(issue, template, importer, locale)),
      });
    }
    return { imported: await checked.write(), total: checked.total, errors: [] };
  });

  registerEndpoint(app, excelExportData, async ({ db, body, requireSession, reply }) => {
    const template = await templateByCode(db, body.code);
    const importer = importerFor(template);
    await requireTargetPermission(db, requireSession(), importer.exportPermission);
    const rows = await importer.exportRows(db, body.params ?? {}, MAX_IMPORT_ROWS);
    const { labels, lookups } = await dictionariesOf(db, template.columns);
    const labelled = labelledRows(template, rows, (code) => {
      const byValue = new Map<string, string>();
      for (const [text, value] of lookups.get(code)?.values ?? []) {
        if (!byValue.has(value) && text !== value) byValue.set(value, text);
      }
      return byValue;
    });
    const stamp = formatDateTime(now()).replace(/\D/g, '').slice(0, 14);
    return sendWorkbook(
      reply,
      await dataWorkbook(template, labels, labelled),
      `${template.name}_${stamp}.xlsx`,
    );
  });
}
