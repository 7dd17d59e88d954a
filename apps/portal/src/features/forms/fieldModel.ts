import {
  ApiError,
  type FormDefinition,
  type FormField,
  type FormFieldColumn,
  type FormNodeField,
  type FormRecord,
} from '@ccms/api-client';

// The form engine's client side, without React: labels in the reader's language, the node
// config a field shows with, starting values, the checks the server also makes (so the form
// refuses what the server would, with the same words) and the values as the server takes them.

export type FormLanguage = 'zh' | 'en' | 'es';

/** A field of the form or a column of a sub-table: both carry what a widget needs. */
export type FieldLike = FormField | FormFieldColumn;

/** The field's label in the reader's language, else the Chinese one. */
export function fieldLabel(field: Pick<FieldLike, 'label' | 'labels'>, language: string): string {
  const lang = language.slice(0, 2);
  if (lang === 'en' || lang === 'es') return field.labels?.[lang] || field.label;
  return field.label;
}

/** The form's name in the reader's language. */
export function formName(form: Pick<FormDefinition, 'name' | 'labels'>, language: string): string {
  return fieldLabel({ label: form.name, labels: form.labels }, language);
}

/**
 * How a field shows at the node: the server's resolved config, else the contract's rule — shown,
 * editable only at the start node, required as the field says.
 */
export function nodeConfigOf(
  field: FormField,
  node: Readonly<Record<string, FormNodeField>>,
  atStart: boolean,
): FormNodeField {
  return node[field.key] ?? { display: true, readonly: !atStart, required: field.required };
}

// ---- Values ----------------------------------------------------------------------------------

/** What a widget holds: text for text-like and numeric fields, lists for files and rows. */
export type WidgetValue = string | null | string[] | Record<string, unknown>[];

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A stored value (or a default) as its widget holds it. */
export function widgetValue(field: FieldLike & { columns?: FormFieldColumn[] }, value: unknown) {
  switch (field.type) {
    case 'attachments':
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
    case 'subTable':
      return Array.isArray(value)
        ? value
            .filter(
              (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
            )
            .map((row) => rowValues(field.columns ?? [], row))
        : [];
    case 'date':
    case 'datetime':
      return textOf(value) || null;
    default:
      return textOf(value);
  }
}

/** One sub-table row as its cells hold it. */
export function rowValues(
  columns: readonly FormFieldColumn[],
  row: Record<string, unknown> = {},
): Record<string, unknown> {
  return Object.fromEntries(
    columns.map((column) => [
      column.key,
      widgetValue(column, row[column.key] ?? column.defaultValue),
    ]),
  );
}

/**
 * Who fills a new record, for the defaults that name them: `$today`, `$now`, `$currentUser`,
 * `$currentDept` (a designer writes these as a field's default; anything else is taken as it is).
 */
export interface DefaultContext {
  userId: string | null;
  userName: string | null;
  deptId: string | null;
  deptName: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' of now. */
  now: string;
}

/** A field's default with the tokens resolved against who fills the form and when. */
export function resolveDefault(value: unknown, context: DefaultContext | undefined): unknown {
  if (typeof value !== 'string' || !value.startsWith('$') || !context) return value;
  switch (value) {
    case '$today':
      return context.now.slice(0, 10);
    case '$now':
      return context.now;
    case '$currentUser':
      return context.userId ?? '';
    case '$currentDept':
      return context.deptId ?? '';
    default:
      return value;
  }
}

/** The names of the people and departments a new record's defaults chose (shown in their pickers). */
export function defaultNames(
  form: FormDefinition,
  context: DefaultContext | undefined,
): Record<string, string> {
  if (!context) return {};
  const names: Record<string, string> = {};
  for (const field of form.fields) {
    if (field.defaultValue === '$currentUser' && context.userName)
      names[field.key] = context.userName;
    if (field.defaultValue === '$currentDept' && context.deptName)
      names[field.key] = context.deptName;
  }
  return names;
}

/** The form's starting values: the record's, else each field's default. */
export function initialValues(
  form: FormDefinition,
  record: FormRecord | null,
  context?: DefaultContext,
): Record<string, unknown> {
  return Object.fromEntries(
    form.fields.map((field) => [
      field.key,
      widgetValue(
        field,
        record ? record.values[field.key] : resolveDefault(field.defaultValue, context),
      ),
    ]),
  );
}

/** Thousands commas and blanks out of a typed number. */
export function plainNumber(text: string): string {
  return text.replace(/[,\s]/g, '');
}

/** One value as the server takes it: numbers without commas, blanks as null. */
export function wireValue(field: FieldLike, value: unknown): unknown {
  switch (field.type) {
    case 'number':
    case 'money': {
      const text = plainNumber(textOf(value));
      return text === '' ? null : text;
    }
    case 'attachments':
      return Array.isArray(value) ? value : [];
    case 'subTable': {
      const columns = (field as FormField).columns ?? [];
      return Array.isArray(value)
        ? value.map((row: Record<string, unknown>) =>
            Object.fromEntries(
              columns.map((column) => [column.key, wireValue(column, row[column.key])]),
            ),
          )
        : [];
    }
    default: {
      if (typeof value !== 'string') return value ?? null;
      const text = field.type === 'textarea' || field.type === 'richText' ? value : value.trim();
      return text.trim() === '' ? null : text;
    }
  }
}

/**
 * The values sent on save: those of the fields the user may change at this node (read-only and
 * hidden ones keep their stored values on the server anyway).
 */
export function valuesToSave(
  form: FormDefinition,
  node: Readonly<Record<string, FormNodeField>>,
  atStart: boolean,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of form.fields) {
    const config = nodeConfigOf(field, node, atStart);
    if (!config.display || config.readonly) continue;
    out[field.key] = wireValue(field, values[field.key]);
  }
  return out;
}

// ---- Checks ----------------------------------------------------------------------------------

/** A failed check: a message key of `forms.check.*` and its values. */
export interface FieldProblem {
  key:
    | 'required'
    | 'number'
    | 'scale'
    | 'min'
    | 'max'
    | 'maxLength'
    | 'date'
    | 'datetime'
    | 'pattern'
    | 'patternMessage'
    | 'markup'
    | 'option';
  values: Record<string, string | number>;
  /** A sub-table cell: its 1-based row. */
  row?: number;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DATETIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** a − b's sign for two decimal strings, exactly (no binary floats). */
export function compareDecimal(a: string, b: string): number {
  const scale = (text: string) => {
    const negative = text.startsWith('-');
    const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
    const units = BigInt(whole) * 10n ** 12n + BigInt(fraction.slice(0, 12).padEnd(12, '0'));
    return negative ? -units : units;
  };
  const difference = scale(a) - scale(b);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

/** The editor's HTML, or '' when it holds neither text nor an image (an empty editor's <p></p>). */
export function richTextValue(html: string): string {
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
  return text === '' && !/<img\b/i.test(html) ? '' : html;
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A non-empty value's problem against the field's type and rules, or null. */
export function checkValue(
  field: FieldLike,
  value: unknown,
  language: string,
): FieldProblem | null {
  if (isBlank(value)) return null;
  const label = fieldLabel(field, language);
  const rules = field.rules ?? {};
  switch (field.type) {
    case 'number':
    case 'money': {
      const text = plainNumber(textOf(value));
      if (!DECIMAL.test(text)) return { key: 'number', values: { label } };
      const scale = field.type === 'money' ? 2 : (rules.scale ?? 6);
      const decimals = text.split('.')[1]?.length ?? 0;
      if (decimals > scale) return { key: 'scale', values: { label, scale } };
      if (rules.min !== undefined && compareDecimal(text, rules.min) < 0)
        return { key: 'min', values: { label, min: rules.min } };
      if (rules.max !== undefined && compareDecimal(text, rules.max) > 0)
        return { key: 'max', values: { label, max: rules.max } };
      return null;
    }
    case 'date':
      return DATE.test(textOf(value)) ? null : { key: 'date', values: { label } };
    case 'datetime':
      return DATETIME.test(textOf(value)) ? null : { key: 'datetime', values: { label } };
    case 'dict':
      if (field.options?.length && !field.dictCode) {
        const known = field.options.some((option) => option.value === textOf(value));
        if (!known) return { key: 'option', values: { label, value: textOf(value) } };
      }
      return null;
    case 'text':
    case 'textarea':
    case 'richText': {
      const text = field.type === 'richText' ? textOf(value) : textOf(value).trim();
      // The server's limits: its default lengths, and no markup outside rich text.
      const max = rules.maxLength ?? (field.type === 'text' ? 500 : 20_000);
      if ([...text].length > max) return { key: 'maxLength', values: { label, max } };
      if (field.type !== 'richText' && /[<>]/.test(text))
        return { key: 'markup', values: { label } };
      if (rules.pattern !== undefined) {
        let pattern: RegExp | null = null;
        try {
          pattern = new RegExp(rules.pattern);
        } catch {
          pattern = null; // The designer refuses a bad pattern; an old one checks nothing.
        }
        if (pattern && !pattern.test(text))
          return rules.patternMessage
            ? { key: 'patternMessage', values: { label, text: rules.patternMessage } }
            : { key: 'pattern', values: { label } };
      }
      return null;
    }
    default:
      return null;
  }
}

/** A field's problem: required and empty first, then its value, then each sub-table cell. */
export function checkField(
  field: FormField,
  value: unknown,
  required: boolean,
  language: string,
): FieldProblem | null {
  if (isBlank(value)) {
    return required ? { key: 'required', values: { label: fieldLabel(field, language) } } : null;
  }
  if (field.type === 'subTable' && Array.isArray(value)) {
    for (const [index, row] of (value as Record<string, unknown>[]).entries()) {
      for (const column of field.columns ?? []) {
        const cell = row[column.key];
        const problem =
          isBlank(cell) && column.required
            ? ({ key: 'required', values: { label: fieldLabel(column, language) } } as const)
            : checkValue(column, cell, language);
        if (problem) return { ...problem, row: index + 1 };
      }
    }
    return null;
  }
  return checkValue(field, value, language);
}

// ---- Server refusals -------------------------------------------------------------------------

/**
 * The field a server refusal names, with its message: the envelope's data carries
 * `{ field, message }` or `{ errors: { [field]: message } }`. Null when it names none.
 */
export function fieldErrorsOf(
  error: unknown,
  fields: readonly FormField[],
): Record<string, string> | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.envelope?.data as
    { field?: unknown; message?: unknown; errors?: unknown; params?: unknown } | null | undefined;
  const known = new Set(fields.map((field) => field.key));
  const out: Record<string, string> = {};
  const add = (field: unknown, message: unknown) => {
    if (typeof field !== 'string') return;
    // A sub-table cell may be named "rows.2.qty" or "rows[2].qty": the field is its first part.
    const key = field.split(/[.[]/)[0] ?? field;
    if (known.has(key) && !(key in out))
      out[key] = typeof message === 'string' && message ? message : error.message;
  };
  if (data && typeof data === 'object') {
    add(data.field, data.message);
    const params = data.params as { field?: unknown; message?: unknown } | undefined;
    if (params && typeof params === 'object') add(params.field, params.message);
    if (data.errors && typeof data.errors === 'object') {
      if (Array.isArray(data.errors)) {
        for (const entry of data.errors as { field?: unknown; message?: unknown }[])
          add(entry?.field, entry?.message);
      } else {
        for (const [field, message] of Object.entries(data.errors)) add(field, message);
      }
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}
