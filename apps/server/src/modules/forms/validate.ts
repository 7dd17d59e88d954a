import type { FormDefinition, FormField, FormFieldColumn, FormNodeField } from '@ccms/api-client';
import Decimal from 'decimal.js';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../i18n';
import { plainTextOf, sanitizeArticleHtml } from '../cms/sanitize';

// The form engine's pure part: which fields a process node shows and lets edit, and the values a
// record may hold. No database: what the values name (dictionary items, departments, people,
// files) comes in through a `Lookups` the service fills beforehand (`referencedIds`).

type AnyField = FormField | FormFieldColumn;

/** Field key → how it shows at one node. */
export type NodeConfig = Record<string, FormNodeField>;

/**
 * The resolved config of a node: a field the node names takes that config; any other field is
 * displayed, editable only at the start node and read-only elsewhere, required as the field says.
 */
export function resolveNode(
  form: Pick<FormDefinition, 'fields' | 'nodes'>,
  activityId: string | null,
  isStart: boolean,
): NodeConfig {
  const named = (activityId && form.nodes[activityId]) || {};
  const node: NodeConfig = {};
  for (const field of form.fields) {
    const own = named[field.key];
    node[field.key] = own
      ? { ...own }
      : { display: true, readonly: !isStart, required: field.required };
  }
  return node;
}

/** What the values may name, loaded by the service. */
export interface Lookups {
  /** dictionary code → item value → label */
  dicts: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** department id → name */
  depts: ReadonlyMap<string, string>;
  /** user id → name */
  users: ReadonlyMap<string, string>;
  /** ids of the company's files */
  files: ReadonlySet<string>;
}

/** One problem with one value: `field` is the key, or `items[2].qty` inside a sub-table. */
export interface FieldError {
  field: string;
  key: MessageKey;
  params: MessageParams;
  /** The field's label in each language, for the message. */
  label: { zh: string; en?: string | undefined; es?: string | undefined };
  /** 1-based row of a sub-table. */
  row?: number;
}

export interface Validated {
  values: Record<string, unknown>;
  /** {field}_label texts of dict/treeDict/dept/user fields, by field key. */
  labels: Record<string, string>;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A rich-text value made safe: scripts, event handlers (on…), foreign URL schemes and frames are
 * stripped by the content manager's sanitizer; HTML with neither text nor an image is empty.
 */
export function sanitizeRichText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const html = sanitizeArticleHtml(value).trim();
  return plainTextOf(html) === '' && !/<(img|iframe)\b/i.test(html) ? '' : html;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function validDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  );
}

/** An id value: a non-empty string (numbers are taken as their text). */
function idText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Ids the values name per kind, for the service to look up before validating. */
export function referencedIds(
  fields: readonly FormField[],
  values: Record<string, unknown>,
): { dictCodes: Set<string>; depts: Set<string>; users: Set<string>; files: Set<string> } {
  const found = {
    dictCodes: new Set<string>(),
    depts: new Set<string>(),
    users: new Set<string>(),
    files: new Set<string>(),
  };
  const visit = (field: AnyField, value: unknown) => {
    if ((field.type === 'dict' || field.type === 'treeDict') && field.dictCode)
      found.dictCodes.add(field.dictCode);
    const id = idText(value);
    if (field.type === 'dept' && id) found.depts.add(id);
    if (field.type === 'user' && id) found.users.add(id);
    if (field.type === 'attachments' && Array.isArray(value))
      for (const item of value) {
        const fileId = idText(item);
        if (fileId) found.files.add(fileId);
      }
  };
  for (const field of fields) {
    const value = values[field.key];
    if (field.type === 'subTable') {
      for (const column of field.columns ?? []) {
        visit(column, undefined);
        if (Array.isArray(value))
          for (const row of value)
            if (row && typeof row === 'object')
              visit(column, (row as Record<string, unknown>)[column.key]);
      }
    } else visit(field, value);
  }
  return found;
}

type Check =
  | { ok: true; value: unknown; label?: string }
  | { ok: false; key: MessageKey; params?: MessageParams };

/** One scalar (not sub-table) value: normalised, or why not. */
function checkValue(field: AnyField, value: unknown, lookups: Lookups): Check {
  const rules = field.rules ?? {};
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'richText': {
      if (typeof value !== 'string' && typeof value !== 'number')
        return { ok: false, key: 'form.value.text' };
      const text = field.type === 'richText' ? String(value) : String(value).trim();
      const max = rules.maxLength ?? (field.type === 'text' ? 500 : 20_000);
      if ([...text].length > max)
        return { ok: false, key: 'form.value.maxLength', params: { max } };
      if (field.type !== 'richText' && /[<>]/.test(text))
        return { ok: false, key: 'form.value.markup' };
      if (rules.pattern && !new RegExp(rules.pattern).test(text))
        return rules.patternMessage
          ? { ok: false, key: 'form.value.patternMessage', params: { text: rules.patternMessage } }
          : { ok: false, key: 'form.value.pattern' };
      return { ok: true, value: text };
    }
    case 'number':
    case 'money': {
      const text =
        typeof value === 'number'
          ? String(value)
          : typeof value === 'string'
            ? value.trim().replace(/,/g, '')
            : undefined;
      if (text === undefined || !DECIMAL.test(text)) return { ok: false, key: 'form.value.number' };
      const number = new Decimal(text);
      const scale = field.type === 'money' ? 2 : (rules.scale ?? 6);
      if (number.decimalPlaces() > scale)
        return { ok: false, key: 'form.value.scale', params: { scale } };
      if (number.abs().greaterThanOrEqualTo('1e15')) return { ok: false, key: 'form.value.number' };
      if (rules.min !== undefined && number.lessThan(rules.min))
        return { ok: false, key: 'form.value.min', params: { min: rules.min } };
      if (rules.max !== undefined && number.greaterThan(rules.max))
        return { ok: false, key: 'form.value.max', params: { max: rules.max } };
      return {
        ok: true,
        value: field.type === 'money' ? number.toFixed(2) : number.toFixed(),
      };
    }
    case 'date': {
      const match = typeof value === 'string' ? DATE.exec(value.trim()) : null;
      if (!match || !validDate(match[1]!, match[2]!, match[3]!))
        return { ok: false, key: 'form.value.date' };
      return { ok: true, value: match[0] };
    }
    case 'datetime': {
      const text = typeof value === 'string' ? value.trim() : '';
      const match = DATE_TIME.exec(text);
      if (
        !match ||
        !validDate(match[1]!, match[2]!, match[3]!) ||
        Number(match[4]) > 23 ||
        Number(match[5]) > 59 ||
        Number(match[6]) > 59
      )
        return { ok: false, key: 'form.value.datetime' };
      return { ok: true, value: match[0] };
    }
    case 'dict':
    case 'treeDict': {
      const id = idText(value);
      if (!id) return { ok: false, key: 'form.value.option', params: { value: String(value) } };
      const options = field.options?.length
        ? new Map(field.options.map((o) => [o.value, o.label]))
        : field.dictCode
          ? lookups.dicts.get(field.dictCode)
          : undefined;
      const label = options?.get(id);
      if (label === undefined)
        return { ok: false, key: 'form.value.option', params: { value: id } };
      return { ok: true, value: id, label };
    }
    case 'dept': {
      const id = idText(value);
      const label = id ? lookups.depts.get(id) : undefined;
      if (!id || label === undefined) return { ok: false, key: 'form.value.dept' };
      return { ok: true, value: id, label };
    }
    case 'user': {
      const id = idText(value);
      const label = id ? lookups.users.get(id) : undefined;
      if (!id || label === undefined) return { ok: false, key: 'form.value.user' };
      return { ok: true, value: id, label };
    }
    case 'attachments': {
      if (!Array.isArray(value)) return { ok: false, key: 'form.value.list' };
      const ids: string[] = [];
      for (const item of value) {
        const id = idText(item);
        if (!id || !lookups.files.has(id)) return { ok: false, key: 'form.value.attachment' };
        if (!ids.includes(id)) ids.push(id);
      }
      if (ids.length > 50) return { ok: false, key: 'form.value.tooMany', params: { max: 50 } };
      return { ok: true, value: ids };
    }
    case 'subTable':
      return { ok: false, key: 'form.value.list' };
  }
}

const labelOf = (field: AnyField): FieldError['label'] => ({
  zh: field.label,
  en: field.labels?.en,
  es: field.labels?.es,
});

/**
 * Validates values against the form's fields and a node's config. Read-only fields (and fields the
 * node does not display) keep their stored values; required ones (the node's rule) must be filled;
 * unknown keys are dropped. Sub-table rows are checked column by column with their row numbers.
 */
export function validateValues(
  fields: readonly FormField[],
  node: NodeConfig,
  input: Record<string, unknown>,
  stored: Record<string, unknown> | null,
  lookups: Lookups,
): { ok: true; result: Validated } | { ok: false; errors: FieldError[] } {
  const values: Record<string, unknown> = {};
  const labels: Record<string, string> = {};
  const errors: FieldError[] = [];
  for (const field of fields) {
    const config = node[field.key] ?? { display: true, readonly: false, required: field.required };
    const editable = config.display && !config.readonly;
    const given = editable
      ? Object.hasOwn(input, field.key)
        ? input[field.key]
        : stored
          ? stored[field.key]
          : field.defaultValue
      : stored
        ? stored[field.key]
        : field.defaultValue;
    // Rich text is never kept unsanitised, whoever wrote it (stored values are cleaned again).
    const raw = field.type === 'richText' ? sanitizeRichText(given) : given;
    const fail = (key: MessageKey, params: MessageParams = {}, row?: number, column?: AnyField) =>
      errors.push({
        field: row === undefined ? field.key : `${field.key}[${row - 1}].${column!.key}`,
        key,
        params,
        label: labelOf(column ?? field),
        ...(row === undefined ? {} : { row }),
      });
    if (isEmpty(raw)) {
      // Only what the caller may change can make a record incomplete; stored gaps stay as they are.
      if (editable && config.required) fail('form.value.required');
      values[field.key] = field.type === 'subTable' || field.type === 'attachments' ? [] : null;
      continue;
    }
    if (field.type === 'subTable') {
      if (!Array.isArray(raw) || raw.some((row) => !row || typeof row !== 'object')) {
        fail('form.value.list');
        continue;
      }
      if (raw.length > 500) {
        fail('form.value.tooMany', { max: 500 });
        continue;
      }
      const rows: Record<string, unknown>[] = [];
      raw.forEach((row: Record<string, unknown>, index) => {
        const out: Record<string, unknown> = {};
        for (const column of field.columns ?? []) {
          const cell = row[column.key];
          if (isEmpty(cell)) {
            if (editable && column.required) fail('form.value.required', {}, index + 1, column);
            out[column.key] = column.type === 'attachments' ? [] : null;
            continue;
          }
          const checked = checkValue(column, cell, lookups);
          if (!checked.ok) {
            if (editable) fail(checked.key, checked.params, index + 1, column);
            continue;
          }
          out[column.key] = checked.value;
          if (checked.label !== undefined) out[`${column.key}_label`] = checked.label;
        }
        rows.push(out);
      });
      values[field.key] = rows;
      continue;
    }
    const checked = checkValue(field, raw, lookups);
    if (!checked.ok) {
      // A stored value a definition change made invalid is kept as it is where it can't be edited.
      if (editable) fail(checked.key, checked.params);
      else values[field.key] = raw;
      continue;
    }
    values[field.key] = checked.value;
    if (checked.label !== undefined) labels[field.key] = checked.label;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, result: { values, labels } };
}

/** An error in the reader's language: 「数量」须为数字, 第 2 行：请填写「单价」. */
export function errorMessage(error: FieldError, locale: Locale): string {
  const label = (locale === 'zh' ? undefined : error.label[locale]) ?? error.label.zh;
  const text = translate(locale, error.key, { ...error.params, label });
  return error.row === undefined
    ? text
    : translate(locale, 'form.value.row', { row: error.row, text });
}

/** Default values of a new record (fields with a defaultValue), as the form renderer starts. */
export function defaultValues(fields: readonly FormField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields)
    if (field.defaultValue !== undefined) values[field.key] = field.defaultValue;
  return values;
}
