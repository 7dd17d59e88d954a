import {
  formFieldTypeSchema,
  type FormDefinition,
  type FormDefinitionSave,
  type FormFieldColumn,
  type FormFieldType,
  type FormNodeField,
} from '@ccms/api-client';

// The designer's working copy of a form definition and its conversions (no React): options and
// sub-table columns are edited as lines of text, node configs as a list the user can extend.

export const FIELD_TYPES: readonly FormFieldType[] = formFieldTypeSchema.options;

export interface DraftField {
  key: string;
  type: FormFieldType;
  label: string;
  labelEn: string;
  labelEs: string;
  required: boolean;
  width: 1 | 2 | 3 | 4;
  listed: boolean;
  dictCode: string;
  /** One option a line: value=label. */
  options: string;
  /** One sub-table column a line: key,label,type[,required]. */
  columns: string;
  /** What the designer does not edit (defaultValue, rules), kept as loaded. */
  kept: { defaultValue?: unknown; rules?: FormDefinition['fields'][number]['rules'] };
  /** Columns as loaded, so their rules and labels survive an edit of the lines. */
  keptColumns: readonly FormFieldColumn[];
}

export interface DraftNode {
  id: string;
  config: Record<string, FormNodeField>;
}

export interface DraftForm {
  id?: string;
  code: string;
  name: string;
  nameEn: string;
  nameEs: string;
  processKey: string;
  categoryName: string;
  permission: string;
  /** wf-treegrid: the text field holding the parent record's id ('' → not a tree). */
  treeParent: string;
  /** The version being edited (saving makes the next one). */
  version?: number;
  fields: DraftField[];
  nodes: DraftNode[];
}

export function newField(index: number, label: string): DraftField {
  return {
    key: `field${index}`,
    type: 'text',
    label,
    labelEn: '',
    labelEs: '',
    required: false,
    width: 1,
    listed: false,
    dictCode: '',
    options: '',
    columns: '',
    kept: {},
    keptColumns: [],
  };
}

export const EMPTY_DRAFT: DraftForm = {
  code: '',
  name: '',
  nameEn: '',
  nameEs: '',
  processKey: '',
  categoryName: '',
  permission: '',
  treeParent: '',
  fields: [],
  nodes: [],
};

export function toDraft(form: FormDefinition): DraftForm {
  return {
    id: form.id,
    code: form.code,
    name: form.name,
    nameEn: form.labels?.en ?? '',
    nameEs: form.labels?.es ?? '',
    processKey: form.processKey ?? '',
    categoryName: form.categoryName ?? '',
    permission: form.permission,
    treeParent: form.treeParent ?? '',
    ...(form.version ? { version: form.version } : {}),
    fields: form.fields.map((field) => ({
      key: field.key,
      type: field.type,
      label: field.label,
      labelEn: field.labels?.en ?? '',
      labelEs: field.labels?.es ?? '',
      required: field.required,
      width: field.width,
      listed: field.listed,
      dictCode: field.dictCode ?? '',
      options: (field.options ?? []).map((option) => `${option.value}=${option.label}`).join('\n'),
      columns: (field.columns ?? [])
        .map((column) =>
          [column.key, column.label, column.type, ...(column.required ? ['required'] : [])].join(
            ',',
          ),
        )
        .join('\n'),
      kept: {
        ...(field.defaultValue === undefined ? {} : { defaultValue: field.defaultValue }),
        ...(field.rules ? { rules: field.rules } : {}),
      },
      keptColumns: field.columns ?? [],
    })),
    nodes: Object.entries(form.nodes).map(([id, config]) => ({ id, config: { ...config } })),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function optionsOf(text: string) {
  return lines(text).map((line) => {
    const at = line.indexOf('=');
    const value = at === -1 ? line : line.slice(0, at).trim();
    const label = at === -1 ? line : line.slice(at + 1).trim();
    return { value, label: label || value };
  });
}

function columnsOf(text: string, kept: readonly FormFieldColumn[]): FormFieldColumn[] {
  return lines(text).map((line) => {
    const [key = '', label = '', type = 'text', flag = ''] = line
      .split(',')
      .map((part) => part.trim());
    const before = kept.find((column) => column.key === key);
    return {
      ...before,
      key,
      label,
      type: (FIELD_TYPES as readonly string[]).includes(type) ? (type as FormFieldType) : 'text',
      required: flag === 'required',
      width: before?.width ?? 1,
      listed: before?.listed ?? false,
    };
  });
}

function labelsOf(en: string, es: string) {
  const labels = {
    ...(en.trim() ? { en: en.trim() } : {}),
    ...(es.trim() ? { es: es.trim() } : {}),
  };
  return Object.keys(labels).length > 0 ? { labels } : {};
}

/** The definition as formDefinitionSave takes it. */
export function toSave(draft: DraftForm): FormDefinitionSave {
  const keys = new Set(draft.fields.map((field) => field.key.trim()));
  return {
    ...(draft.id ? { id: draft.id } : {}),
    code: draft.code.trim(),
    name: draft.name.trim(),
    ...labelsOf(draft.nameEn, draft.nameEs),
    processKey: draft.processKey.trim() || null,
    categoryName: draft.categoryName.trim() || null,
    permission: draft.permission.trim(),
    // A parent field that is no longer a text field of the form is dropped.
    treeParent: draft.fields.some(
      (field) => field.key.trim() === draft.treeParent && field.type === 'text',
    )
      ? draft.treeParent
      : null,
    fields: draft.fields.map((field) => ({
      ...field.kept,
      key: field.key.trim(),
      label: field.label.trim(),
      ...labelsOf(field.labelEn, field.labelEs),
      type: field.type,
      required: field.required,
      width: field.width,
      listed: field.listed,
      ...(field.dictCode.trim() ? { dictCode: field.dictCode.trim() } : {}),
      ...(field.options.trim() ? { options: optionsOf(field.options) } : {}),
      ...(field.type === 'subTable'
        ? { columns: columnsOf(field.columns, field.keptColumns) }
        : {}),
    })),
    // A node keeps the config of the fields that still exist.
    nodes: Object.fromEntries(
      draft.nodes
        .filter((node) => node.id.trim() !== '')
        .map((node) => [
          node.id.trim(),
          Object.fromEntries(Object.entries(node.config).filter(([key]) => keys.has(key))),
        ]),
    ),
  };
}

/** The list with the item at `from` moved to `to` (both in range). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** A node's config of a field: what is set, else the default of a non-start node. */
export function nodeFieldOf(node: DraftNode, field: DraftField): FormNodeField {
  return node.config[field.key] ?? { display: true, readonly: true, required: field.required };
}
