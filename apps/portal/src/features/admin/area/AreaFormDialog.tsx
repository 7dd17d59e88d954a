import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaSaveSchema, type Area, type AreaSave } from '@ccms/api-client';
import { Form, FormField, Input, NumberInput, Select } from '@ccms/ui';
import { contractRule } from '../shared/contractRule';
import { useSaveArea } from './areaQueries';
import { areaPaths, branchOf, nextAreaSort, parentIdsOf, type AreaRow } from './areaTree';
import { FormDialog } from '../shared/FormDialog';

/** What the dialog edits: a new area under a parent (null: top level), or an existing one. */
export type AreaFormTarget =
  { kind: 'create'; parentId: string | null } | { kind: 'edit'; area: AreaRow };

type AreaFormValues = { parentId: string | null; name: string; sort: number | null };

const NAME_MAX_LENGTH = 64;
const SORT_MAX = 1_000_000;

function initialValues(target: AreaFormTarget, rows: readonly AreaRow[]): AreaFormValues {
  if (target.kind === 'edit') {
    const { parentId, name, sort } = target.area;
    return { parentId, name, sort };
  }
  return { parentId: target.parentId, name: '', sort: nextAreaSort(rows, target.parentId) };
}

/** The body the contract expects (the spec's form sends the ancestor list too). */
function toSaveBody(
  target: AreaFormTarget,
  values: AreaFormValues,
  rows: readonly AreaRow[],
): AreaSave {
  return {
    ...(target.kind === 'edit' ? { id: target.area.id } : {}),
    parentId: values.parentId,
    parentIds: parentIdsOf(rows, values.parentId),
    name: values.name.trim(),
    sort: values.sort ?? 0,
  };
}

export interface AreaFormDialogProps {
  target: AreaFormTarget;
  rows: readonly AreaRow[];
  onSaved: (area: Area) => void;
  onClose: () => void;
}

/**
 * 新增区域 / 新增下级 / 编辑区域: name, parent (any area but itself and those beneath it; a new
 * parent moves the area with its subtree) and sort. A refusal keeps the dialog open.
 */
export function AreaFormDialog({ target, rows, onSaved, onClose }: AreaFormDialogProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveArea();
  const editedId = target.kind === 'edit' ? target.area.id : undefined;
  const parentOptions = useMemo(() => {
    const paths = areaPaths(rows);
    const excluded = editedId === undefined ? new Set<string>() : branchOf(rows, editedId);
    return rows
      .filter((row) => !excluded.has(row.id))
      .map((row) => ({ value: row.id, label: paths.get(row.id) ?? row.name }));
  }, [rows, editedId]);
  // Read once: the form owns its values after opening, even if the tree refreshes meanwhile.
  const [defaultValues] = useState(() => initialValues(target, rows));
  const nameRule = contractRule(areaSaveSchema.shape.name, i18n.language, { required: true });
  const parentName =
    target.kind === 'create' && target.parentId !== null
      ? rows.find((row) => row.id === target.parentId)?.name
      : undefined;
  const title =
    target.kind === 'edit'
      ? t('area.editTitle', { name: target.area.name })
      : parentName !== undefined
        ? t('area.addChildTitle', { name: parentName })
        : t('area.addTitle');

  const submit = async (values: AreaFormValues) => {
    try {
      const saved = await save.mutateAsync(toSaveBody(target, values, rows));
      onSaved(saved);
      onClose();
    } catch {
      // The request layer has told the user why; the dialog stays open to correct it.
    }
  };

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<AreaFormValues>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <FormField<string>
            name="name"
            label={t('area.form.name')}
            rules={[nameRule]}
            width="long"
          >
            {(field) => <Input {...field} maxLength={NAME_MAX_LENGTH} autoComplete="off" />}
          </FormField>
          <FormField<string | null> name="parentId" label={t('area.form.parent')} width="long">
            {(field) => (
              <Select
                {...field}
                isSearchable
                isClearable
                placeholder={t('area.form.topLevel')}
                options={parentOptions}
                onChange={(value) => field.onChange(value === null ? null : String(value))}
              />
            )}
          </FormField>
          <FormField<number | null> name="sort" label={t('area.form.sort')} width="short">
            {(field) => (
              <NumberInput
                {...field}
                precision={0}
                min={0}
                max={SORT_MAX}
                description={t('area.form.sortHint')}
              />
            )}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}
