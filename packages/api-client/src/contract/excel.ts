import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dictCodeSchema } from './dict';
import { auditSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

// ── Templates ─────────────────────────────────────────────────────────────────

/** Template codes name download and import links: letters, digits and - _ . */
export const excelTemplateCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: '模板编码为1到64位字母、数字或 _ . -' });

/** A field of an importer (loginName, deptPath …). */
export const excelFieldSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { error: '字段名格式不正确' });

/** How a cell is read: text, a number, a whole number, a date, 是/否, or an entry of a dictionary. */
export const excelColumnTypeSchema = z.enum([
  'string',
  'number',
  'integer',
  'date',
  'boolean',
  'dict',
]);
export type ExcelColumnType = z.infer<typeof excelColumnTypeSchema>;

/** A column of a template as it is saved and answered. */
export const excelColumnSchema = z.object({
  field: z.string(),
  title: z.string(),
  /** Other header names the column is recognised by (normalised: spaces, * and width ignored). */
  aliases: z.array(z.string()),
  type: excelColumnTypeSchema,
  required: z.boolean(),
  /** The dictionary of a dict column; its entries' labels or values are accepted. */
  dictCode: z.string().nullable(),
  /** No two rows of one sheet may repeat the value. */
  unique: z.boolean(),
  maxLength: z.number().int().nullable(),
  width: z.number().int(),
  sort: z.number().int(),
});
export type ExcelColumn = z.infer<typeof excelColumnSchema>;

export const excelTemplateSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    /** The importer the rows go to. */
    target: z.string(),
    targetName: z.string(),
    sheetName: z.string().nullable(),
    /** The row (from 1) holding the column titles; the downloaded workbook puts a title row above. */
    headerRow: z.number().int(),
    remarks: z.string().nullable(),
    columns: z.array(excelColumnSchema),
  })
  .extend(auditSchema.shape);
export type ExcelTemplate = z.infer<typeof excelTemplateSchema>;

export const excelColumnSaveSchema = z.object({
  field: excelFieldSchema,
  title: plainText(64).pipe(z.string().min(1, { error: '请输入列标题' })),
  aliases: z.array(plainText(64)).max(20).default([]),
  /** Defaults to the importer field's own type; a text field may be read as a dictionary entry. */
  type: excelColumnTypeSchema.optional(),
  required: z.boolean().default(false),
  dictCode: dictCodeSchema.nullish().transform((value) => value ?? null),
  unique: z.boolean().default(false),
  maxLength: z.coerce
    .number()
    .int()
    .min(1)
    .max(4000)
    .nullish()
    .transform((v) => v ?? null),
  width: z.coerce.number().int().min(4).max(100).default(16),
  sort: z.coerce.number().int().min(0).max(10_000).optional(),
});
export type ExcelColumnSave = z.input<typeof excelColumnSaveSchema>;

export const excelTemplateSaveSchema = z.object({
  id: idSchema.optional(),
  code: excelTemplateCodeSchema,
  name: plainText(64).pipe(z.string().min(1, { error: '请输入模板名称' })),
  target: excelFieldSchema,
  sheetName: optionalText(31),
  headerRow: z.coerce.number().int().min(1).max(20).default(2),
  remarks: optionalText(200),
  columns: z.array(excelColumnSaveSchema).min(1, { error: '请至少设置一列' }).max(200),
});
export type ExcelTemplateSave = z.input<typeof excelTemplateSaveSchema>;

/** A field an importer offers, as the template editor lists it. */
export const excelTargetFieldSchema = z.object({
  field: z.string(),
  title: z.string(),
  type: excelColumnTypeSchema,
  required: z.boolean(),
  dictCode: z.string().nullable(),
  maxLength: z.number().int().nullable(),
});

/** An importer registered on the server (people, departments, dictionary entries, members …). */
export const excelTargetSchema = z.object({
  target: z.string(),
  name: z.string(),
  /** What an importer needs besides excel:import (e.g. sys:user:add). */
  permission: z.string(),
  /** The fields that together identify a row; a sheet may not repeat them nor name an existing row. */
  uniqueKey: z.array(z.string()),
  fields: z.array(excelTargetFieldSchema),
});

export type ExcelTarget = z.infer<typeof excelTargetSchema>;

export const excelTemplateQueryList = endpoint({
  method: 'POST',
  path: '/b/excel/template/queryList',
  summary: 'Excel import templates, paged, by code or name (keyword) and target',
  access: { permission: 'excel:template:view' },
  body: pageRequest(
    z.object({
      keyword: plainText(64).optional(),
      target: excelFieldSchema.optional(),
    }),
  ),
  data: pageOf(excelTemplateSchema),
});

export const excelTemplateTargets = endpoint({
  method: 'GET',
  path: '/b/excel/template/targets',
  summary: 'The importers a template can feed, with their fields and unique keys',
  access: { permission: 'excel:template:view' },
  data: z.array(excelTargetSchema),
});

export const excelTemplateGet = endpoint({
  method: 'GET',
  path: '/b/excel/template/{id}',
  summary: 'One Excel import template with its columns',
  access: { permission: 'excel:template:view' },
  params: z.object({ id: idSchema }),
  data: excelTemplateSchema,
});

export const excelTemplateSave = endpoint({
  method: 'POST',
  path: '/b/excel/template',
  summary:
    'Create or edit an Excel import template (codes unique in the company, fields of its target)',
  access: { permission: 'excel:template:edit' },
  body: excelTemplateSaveSchema,
  data: excelTemplateSchema,
});

export const excelTemplateDelete = endpoint({
  method: 'DELETE',
  path: '/b/excel/template/{id}',
  summary: 'Delete an Excel import template and its columns',
  access: { permission: 'excel:template:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const excelTemplateImportData = endpoint({
  method: 'POST',
  path: '/b/excel/template/importData',
  summary:
    'Import template definitions (as GET answers them) by code, all or nothing; existing codes are skipped or overwritten',
  access: { permission: 'excel:template:edit' },
  body: z.object({
    templates: z
      .array(excelTemplateSaveSchema.omit({ id: true }))
      .min(1)
      .max(100),
    overwrite: z.boolean().default(false),
  }),
  data: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.array(z.string()),
  }),
});

// ── Reading, checking and importing a workbook ────────────────────────────────

const templateFileParams = z.object({ code: excelTemplateCodeSchema, file: idSchema });

/** Column index (from 0, A = 0) → the field the column fills. */
export const colIndexMapsSchema = z.record(
  z.string().regex(/^\d{1,4}$/, { error: '列序号格式不正确' }),
  excelFieldSchema,
);
export type ColIndexMaps = z.infer<typeof colIndexMapsSchema>;

/** Which sheet (from 0) and header row (from 1) to read; by default as the template says. */
const sheetChoice = {
  sheet: z.coerce.number().int().min(0).max(255).optional(),
  headerRow: z.coerce.number().int().min(1).max(100).optional(),
};

/** The record an import belongs to, as the spec's import dialogs send it. */
const importContext = {
  formId: idSchema.optional(),
  projectId: idSchema.optional(),
  projectNodeId: idSchema.optional(),
  groupId: idSchema.optional(),
};

export const excelSheetSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  /** Rows with content below the header row. */
  rowCount: z.number().int(),
});

export const excelReadSchema = z.object({
  fileName: z.string(),
  sheets: z.array(excelSheetSchema),
  /** The sheet read. */
  sheet: z.number().int(),
  /** The header row found (from 1): the row of the first rows that names most template columns. */
  headerRow: z.number().int(),
  /** The sheet's header cells by column index (from 0). */
  headers: z.array(z.object({ col: z.number().int(), name: z.string() })),
  columns: z.array(excelColumnSchema),
  /** Proposed mapping, matched by normalised title and aliases. */
  colIndexMaps: z.record(z.string(), z.string()),
  /** The template's columns and the sheet column each is read from (null: not found). */
  fields: z.array(
    z.object({ name: z.string(), key: z.string(), col: z.number().int().nullable() }),
  ),
  /** Required columns the sheet lacks. */
  missing: z.array(z.string()),
  /** The first rows below the header, as text. */
  datas: z.array(z.array(z.string())),
  rowCount: z.number().int(),
});
export type ExcelRead = z.infer<typeof excelReadSchema>;

export const excelRowErrorSchema = z.object({
  /** The row number as Excel shows it. */
  rowNumber: z.number().int(),
  field: z.string(),
  title: z.string(),
  message: z.string(),
});
export type ExcelRowError = z.infer<typeof excelRowErrorSchema>;

export const excelCheckedRowSchema = z.object({
  rowNumber: z.number().int(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** Its unique key names a record that exists already. */
  exists: z.boolean(),
  errors: z.array(excelRowErrorSchema),
});

export const excelConfirmSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(excelCheckedRowSchema),
});
export type ExcelConfirm = z.infer<typeof excelConfirmSchema>;

export const excelReadExcel = endpoint({
  method: 'POST',
  path: '/b/excel/template/readExcel/{code}/{file}',
  summary:
    'Read an uploaded .xlsx/.csv (file = its attachment id) for a template: sheets, header row, proposed colIndexMaps, first rows',
  access: { permission: 'excel:import' },
  params: templateFileParams,
  body: z.object(sheetChoice),
  data: excelReadSchema,
});

export const excelConfirmExcel = endpoint({
  method: 'POST',
  path: '/b/excel/template/confirmExcel/{code}/{file}',
  summary:
    'Check every row of an uploaded sheet with a column mapping (required, types, dictionaries, unique keys, lengths); writes nothing',
  access: { permission: 'excel:import' },
  params: templateFileParams,
  body: z.object({
    ...sheetChoice,
    /** Without it, the mapping readExcel proposes. */
    colIndexMaps: colIndexMapsSchema.optional(),
    ...importContext,
  }),
  data: excelConfirmSchema,
});

export const excelDoImport = endpoint({
  method: 'POST',
  path: '/b/excel/doImport',
  summary:
    'Import an uploaded sheet through a template, all or nothing: any row error writes nothing and fails with the error report (row, field, message) as data',
  access: { permission: 'excel:import' },
  body: z.object({
    code: excelTemplateCodeSchema,
    /** The attachment id, or base64 JSON { id, colIndexMaps?, sheet?, headerRow? }. */
    encodedFileItem: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9+/=_-]{1,8000}$/, { error: '附件编码格式不正确' }),
    colIndexMaps: colIndexMapsSchema.optional(),
    ...sheetChoice,
    ...importContext,
  }),
  data: z.object({
    /** Rows written: every row, or none when errors is not empty. */
    imported: z.number().int(),
    total: z.number().int(),
    errors: z.array(excelRowErrorSchema),
  }),
});

export const excelDownloadTemplate = endpoint({
  method: 'GET',
  path: '/b/excel/{code}/downloadTemplate',
  summary:
    'An empty .xlsx of a template: title row, header row (required columns marked *), dictionary drop-downs',
  access: { permission: 'excel:import' },
  params: z.object({ code: excelTemplateCodeSchema }),
  data: z.null(),
  response: 'binary',
});

export const excelExportData = endpoint({
  method: 'POST',
  path: '/b/excel/template/exportData',
  summary:
    "The rows of a template's target as .xlsx in the template's columns, filtered as the target's list filters",
  access: { permission: 'excel:export' },
  body: z.object({
    code: excelTemplateCodeSchema,
    params: z
      .object({
        keyword: plainText(64).optional(),
        deptId: idSchema.optional(),
        roleId: idSchema.optional(),
        levelId: idSchema.optional(),
        areaId: idSchema.optional(),
        /** A dictionary's code (dictionary entries). */
        type: dictCodeSchema.optional(),
        group: plainText(64).optional(),
      })
      .optional(),
  }),
  data: z.null(),
  response: 'binary',
});
