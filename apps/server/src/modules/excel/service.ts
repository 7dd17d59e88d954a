import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type ExcelColumn,
  type ExcelColumnType,
  type ExcelTemplate,
  type excelTemplateImportData,
  type excelTemplateQueryList,
  type excelTemplateSaveSchema,
} from '@ccms/api-client';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOf, containing, createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { dictTypes, excelTemplateColumns, excelTemplates } from '../../db/schema';
import { Failure, recordNotFound, unknownReference } from '../../http/failure';
import type { MessageKey, MessageParams } from '../../i18n';
import { allImporters, importerOf, type Importer } from './importers';

type TemplateRow = typeof excelTemplates.$inferSelect;
type ColumnRow = typeof excelTemplateColumns.$inferSelect;
type TemplateSave = z.output<typeof excelTemplateSaveSchema>;
type TemplatePageRequest = z.output<NonNullable<(typeof excelTemplateQueryList)['body']>>;
type TemplateImport = z.output<NonNullable<(typeof excelTemplateImportData)['body']>>;

const invalid = (key: MessageKey, params: MessageParams) =>
  new Failure(ErrorCode.validation, key, params, 400);

function toColumn(row: ColumnRow): ExcelColumn {
  return {
    field: row.field,
    title: row.title,
    aliases: row.aliases,
    type: row.type as ExcelColumnType,
    required: row.required,
    dictCode: row.dictCode,
    unique: row.isUnique,
    maxLength: row.maxLength,
    width: row.width,
    sort: row.sort,
  };
}

function toTemplate(row: TemplateRow, columns: readonly ColumnRow[]): ExcelTemplate {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    target: row.target,
    targetName: importerOf(row.target)?.name ?? row.target,
    sheetName: row.sheetName,
    headerRow: row.headerRow,
    remarks: row.remarks,
    columns: columns
      .filter((column) => column.templateId === row.id)
      .sort((a, b) => a.sort - b.sort || a.field.localeCompare(b.field))
      .map(toColumn),
    ...auditOf(row),
  };
}

async function withColumns(db: Db, rows: readonly TemplateRow[]): Promise<ExcelTemplate[]> {
  const columns = rows.length
    ? await db
        .select()
        .from(excelTemplateColumns)
        .where(
          inArray(
            excelTemplateColumns.templateId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => toTemplate(row, columns));
}

/** A template of the caller's company by id (row-level security hides the others), or a 404. */
export async function getTemplate(db: Db, id: string): Promise<ExcelTemplate> {
  const [row] = await db.select().from(excelTemplates).where(eq(excelTemplates.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return (await withColumns(db, [row]))[0]!;
}

/** A template of the caller's company by code, or a 404. */
export async function templateByCode(db: Db, code: string): Promise<ExcelTemplate> {
  const [row] = await db
    .select()
    .from(excelTemplates)
    .where(eq(excelTemplates.code, code))
    .limit(1);
  if (!row) throw recordNotFound();
  return (await withColumns(db, [row]))[0]!;
}

/** The importer a template feeds; a template of a target no longer registered is refused. */
export function importerFor(template: { target: string }): Importer {
  const importer = importerOf(template.target);
  if (!importer) throw invalid('excel.unknownTarget', { target: template.target });
  return importer;
}

export async function queryTemplates(db: Db, request: TemplatePageRequest) {
  const filters: SQL[] = [];
  const params = request.params ?? {};
  if (params.keyword) {
    const pattern = containing(params.keyword);
    filters.push(or(ilike(excelTemplates.code, pattern), ilike(excelTemplates.name, pattern))!);
  }
  if (params.target) filters.push(eq(excelTemplates.target, params.target));
  const where = filters.length ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(excelTemplates)
    .where(where);
  const rows = await db
    .select()
    .from(excelTemplates)
    .where(where)
    .orderBy(asc(excelTemplates.code), asc(excelTemplates.id))
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize);
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    total,
    data: await withColumns(db, rows),
  };
}

export function targetList() {
  return allImporters().map((importer) => ({
    target: importer.target,
    name: importer.name,
    permission: importer.permission,
    uniqueKey: importer.uniqueKey,
    fields: importer.fields.map((field) => ({
      field: field.field,
      title: field.title,
      type: field.type,
      required: field.required ?? false,
      dictCode: field.dictCode ?? null,
      maxLength: field.maxLength ?? null,
    })),
  }));
}

/**
 * The columns as stored: each names a field of the target once; the type is the field's own,
 * except that a text field may be read as a dictionary entry; every required field has a column.
 */
async function checkedColumns(db: Db, body: Omit<TemplateSave, 'id'>, at = 'columns') {
  const importer = importerOf(body.target);
  if (!importer) throw invalid('excel.unknownTarget', { target: body.target });
  const seen = new Set<string>();
  const columns = body.columns.map((column, index) => {
    const path = `${at}.${index}`;
    const field = importer.fields.find((candidate) => candidate.field === column.field);
    if (!field) throw invalid('excel.unknownField', { field: `${path}.field`, name: column.field });
    if (seen.has(column.field))
      throw invalid('excel.duplicateField', { field: `${path}.field`, name: column.field });
    seen.add(column.field);
    const type = column.type ?? field.type;
    if (type !== field.type && !(field.type === 'string' && type === 'dict'))
      throw invalid('excel.typeMismatch', {
        field: `${path}.type`,
        name: column.field,
        type: field.type,
      });
    const dictCode = type === 'dict' ? (column.dictCode ?? field.dictCode ?? null) : null;
    if (type === 'dict' && !dictCode)
      throw invalid('excel.dictCodeRequired', { field: `${path}.dictCode` });
    return {
      field: column.field,
      title: column.title,
      aliases: [...new Set(column.aliases.filter(Boolean))],
      type,
      required: column.required || (field.required ?? false),
      dictCode,
      isUnique: column.unique,
      maxLength: column.maxLength,
      width: column.width,
      sort: column.sort ?? index + 1,
    };
  });
  const missing = importer.fields.filter((field) => field.required && !seen.has(field.field));
  if (missing.length > 0)
    throw invalid('excel.columnMissing', {
      titles: missing.map((field) => field.title).join('、'),
    });
  const codes = [...new Set(columns.map((column) => column.dictCode).filter(Boolean))] as string[];
  if (codes.length) {
    const found = await db
      .select({ code: dictTypes.code })
      .from(dictTypes)
      .where(inArray(dictTypes.code, codes));
    const unknown = columns.findIndex(
      (column) => column.dictCode && !found.some((row) => row.code === column.dictCode),
    );
    if (unknown >= 0) throw unknownReference(`${at}.${unknown}.dictCode`);
  }
  return columns;
}

async function writeTemplate(
  db: Db,
  actor: Actor,
  now: Date,
  body: Omit<TemplateSave, 'id'>,
  existing: TemplateRow | undefined,
  at?: string,
): Promise<string> {
  const columns = await checkedColumns(db, body, at);
  const [clash] = await db
    .select({ id: excelTemplates.id })
    .from(excelTemplates)
    .where(eq(excelTemplates.code, body.code))
    .limit(1);
  if (clash && clash.id !== existing?.id)
    throw new Failure(ErrorCode.business, 'excel.codeTaken', { code: body.code });
  const fields = {
    code: body.code,
    name: body.name,
    target: body.target,
    sheetName: body.sheetName,
    headerRow: body.headerRow,
    remarks: body.remarks,
  };
  const id = existing?.id ?? randomUUID();
  if (existing) {
    await db
      .update(excelTemplates)
      .set({ ...fields, ...updatedStamp(actor, now) })
      .where(eq(excelTemplates.id, id));
    // Columns are replaced as a whole: their order and set are what the editor shows.
    await db.delete(excelTemplateColumns).where(eq(excelTemplateColumns.templateId, id));
  } else {
    await db
      .insert(excelTemplates)
      .values({ id, companyId: actor.companyId, ...fields, ...createdStamp(actor, now) });
  }
  await db.insert(excelTemplateColumns).values(
    columns.map((column) => ({
      id: randomUUID(),
      companyId: actor.companyId,
      templateId: id,
      ...column,
      ...createdStamp(actor, now),
    })),
  );
  return id;
}

export async function saveTemplate(
  db: Db,
  actor: Actor,
  now: Date,
  body: TemplateSave,
): Promise<ExcelTemplate> {
  let existing: TemplateRow | undefined;
  if (body.id) {
    [existing] = await db
      .select()
      .from(excelTemplates)
      .where(eq(excelTemplates.id, body.id))
      .limit(1);
    if (!existing) throw recordNotFound();
  }
  const id = await writeTemplate(db, actor, now, body, existing);
  return getTemplate(db, id);
}

export async function deleteTemplate(db: Db, id: string): Promise<void> {
  await getTemplate(db, id);
  await db.delete(excelTemplateColumns).where(eq(excelTemplateColumns.templateId, id));
  await db.delete(excelTemplates).where(eq(excelTemplates.id, id));
}

/** Template definitions from another company or environment, by code, all or nothing. */
export async function importTemplates(db: Db, actor: Actor, now: Date, body: TemplateImport) {
  let created = 0;
  let updated = 0;
  const skipped: string[] = [];
  const codes = new Set<string>();
  for (const [index, template] of body.templates.entries()) {
    if (codes.has(template.code))
      throw new Failure(ErrorCode.business, 'excel.codeTaken', { code: template.code });
    codes.add(template.code);
    const [existing] = await db
      .select()
      .from(excelTemplates)
      .where(eq(excelTemplates.code, template.code))
      .limit(1);
    if (existing && !body.overwrite) {
      skipped.push(template.code);
      continue;
    }
    await writeTemplate(db, actor, now, template, existing, `templates.${index}.columns`);
    if (existing) updated++;
    else created++;
  }
  return { created, updated, skipped };
}
