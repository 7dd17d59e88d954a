import {
  excelColumnSaveSchema,
  translateContractMessage,
  type ExcelColumnType,
  type ExcelTemplate,
  type ExcelTarget,
  type ExcelTemplateSave,
} from '@ccms/api-client';
import type { SelectKey } from '@ccms/ui';
import type { TFunction } from 'i18next';

export type { ExcelTarget };
type TargetField = ExcelTarget['fields'][number];

export const COLUMN_TYPES: readonly ExcelColumnType[] = [
  'string',
  'number',
  'integer',
  'date',
  'boolean',
  'dict',
];
const DEFAULT_WIDTH = 16;

/** One column as the editor holds it; what the editor does not show is kept as it was. */
export interface ColumnDraft {
  /** A key for the list, stable while the column is edited. */
  key: string;
  field: string | null;
  title: string;
  type: ExcelColumnType;
  required: boolean;
  unique: boolean;
  width: number;
  aliases: string[];
  dictCode: string | null;
  maxLength: number | null;
}

export interface TemplateFormValues {
  code: string;
  name: string;
  target: SelectKey | null;
  sheetName: string;
  headerRow: number | null;
  remarks: string;
  [key: string]: unknown;
}

let nextKey = 0;
const newKey = () => `column-${(nextKey += 1)}`;

export function initialValues(template: ExcelTemplate | null): TemplateFormValues {
  return {
    code: template?.code ?? '',
    name: template?.name ?? '',
    target: template?.target ?? null,
    sheetName: template?.sheetName ?? '',
    headerRow: template?.headerRow ?? 2,
    remarks: template?.remarks ?? '',
  };
}

export function initialColumns(template: ExcelTemplate | null): ColumnDraft[] {
  return (template?.columns ?? []).map((column) => ({
    key: newKey(),
    field: column.field,
    title: column.title,
    type: column.type,
    required: column.required,
    unique: column.unique,
    width: column.width,
    aliases: column.aliases,
    dictCode: column.dictCode,
    maxLength: column.maxLength,
  }));
}

/** A column for a field of the target, titled and typed as the target describes it. */
export function columnForField(field: TargetField | undefined): ColumnDraft {
  return {
    key: newKey(),
    field: field?.field ?? null,
    title: field?.title ?? '',
    type: field?.type ?? 'string',
    required: field?.required ?? false,
    unique: false,
    width: DEFAULT_WIDTH,
    aliases: [],
    dictCode: field?.dictCode ?? null,
    maxLength: field?.maxLength ?? null,
  };
}

/** Columns for the target's fields the template does not have yet, in the target's order. */
export function missingFieldColumns(
  target: ExcelTarget | undefined,
  columns: readonly ColumnDraft[],
) {
  const present = new Set(columns.map((column) => column.field));
  return (target?.fields ?? [])
    .filter((field) => !present.has(field.field))
    .map((field) => columnForField(field));
}

/** The first problem of the columns, in the reader's language, or null when they may be saved. */
export function columnsProblem(
  columns: readonly ColumnDraft[],
  t: TFunction,
  language: string,
): string | null {
  if (columns.length === 0) return t('excelTemplates.form.noColumns');
  const seen = new Set<string>();
  for (const [index, column] of columns.entries()) {
    const result = excelColumnSaveSchema.safeParse(toColumnSave(column, index));
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const field = String(issue.path[0] ?? '');
      const label = t(`excelTemplates.form.column.${field === 'field' ? 'field' : 'title'}`);
      const message = /[\u4e00-\u9fff]/.test(issue.message)
        ? translateContractMessage(issue.message, language)
        : `${label}: ${issue.message}`;
      return t('excelTemplates.form.column.invalid', { index: index + 1, message });
    }
    if (column.field && seen.has(column.field))
      return t('excelTemplates.form.column.duplicate', { field: column.field });
    if (column.field) seen.add(column.field);
  }
  return null;
}

function toColumnSave(column: ColumnDraft, index: number) {
  return {
    field: column.field ?? '',
    title: column.title,
    aliases: column.aliases,
    type: column.type,
    required: column.required,
    dictCode: column.dictCode,
    unique: column.unique,
    maxLength: column.maxLength,
    width: column.width,
    sort: index + 1,
  };
}

/** The body of the save endpoint: the form's fields and the columns in their order. */
export function toTemplateSave(
  values: TemplateFormValues,
  columns: readonly ColumnDraft[],
  id: string | undefined,
): ExcelTemplateSave {
  return {
    ...(id ? { id } : {}),
    code: values.code.trim(),
    name: values.name.trim(),
    target: String(values.target ?? ''),
    sheetName: values.sheetName.trim() || null,
    headerRow: values.headerRow ?? 2,
    remarks: values.remarks.trim() || null,
    columns: columns.map(toColumnSave),
  };
}
