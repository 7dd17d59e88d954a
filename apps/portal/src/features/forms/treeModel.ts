import type { FormDefinition, FormRecord } from '@ccms/api-client';

// wf-treegrid: a form whose `treeParent` names the text field holding a record's parent record id.

/** A record as a row of the tree table. */
export interface FormTreeRow {
  id: string;
  parentId: string | null;
  order: number;
  record: FormRecord;
}

/** The parent id a record names ('' and null: a top-level record). */
export function parentIdOf(form: Pick<FormDefinition, 'treeParent'>, record: FormRecord) {
  if (!form.treeParent) return null;
  const value = record.values[form.treeParent];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The records as tree rows, siblings in the order they were created (the list is newest first). */
export function treeRowsOf(
  form: Pick<FormDefinition, 'treeParent'>,
  records: readonly FormRecord[],
): FormTreeRow[] {
  const ids = new Set(records.map((record) => record.id));
  return [...records]
    .sort((a, b) => a.createdDate.localeCompare(b.createdDate) || a.id.localeCompare(b.id))
    .map((record, order) => {
      const parentId = parentIdOf(form, record);
      // A parent that is not among the loaded records shows the row at the top level.
      return {
        id: record.id,
        parentId: parentId && ids.has(parentId) ? parentId : null,
        order,
        record,
      };
    });
}

/** A record's name in the tree and the parent picker: its first text field with a value. */
export function recordTitle(
  form: Pick<FormDefinition, 'fields' | 'treeParent'>,
  record: FormRecord,
) {
  for (const field of form.fields) {
    if (field.type !== 'text' || field.key === form.treeParent) continue;
    const value = record.values[field.key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return record.id;
}

/**
 * The records a record may hang under: every record but itself and its descendants (the server
 * refuses cycles too), each with its path from the top ("办公设备 / 计算机").
 */
export function parentChoices(
  form: Pick<FormDefinition, 'fields' | 'treeParent'>,
  records: readonly FormRecord[],
  selfId: string | null,
): { value: string; label: string }[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  const pathOf = (record: FormRecord): { ids: string[]; names: string[] } => {
    const ids: string[] = [];
    const names: string[] = [];
    let current: FormRecord | undefined = record;
    while (current && !ids.includes(current.id)) {
      ids.unshift(current.id);
      names.unshift(recordTitle(form, current));
      const parentId = parentIdOf(form, current);
      current = parentId ? byId.get(parentId) : undefined;
    }
    return { ids, names };
  };
  return records
    .map((record) => ({ record, path: pathOf(record) }))
    .filter(({ path }) => selfId === null || !path.ids.includes(selfId))
    .map(({ record, path }) => ({ value: record.id, label: path.names.join(' / ') }))
    .sort((a, b) => a.label.localeCompare(b.label, 'zh'));
}
