import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  departmentSaveSchema,
  type Department,
  type DepartmentNode,
  type DepartmentSave,
} from '@ccms/api-client';
import { DepartmentPicker, type PickedEntry } from '@ccms/pickers';
import { Button, Dialog, Form, FormActions, FormField, Input, NumberInput } from '@ccms/ui';
import { contractRule } from '../shared/contractRule';
import { indexDepartments, nextSort, parentChoices } from './departmentTree';
import { useSaveDepartment } from './organizationQueries';

/** What the dialog edits: a new department under a parent (null: top level), or an existing one. */
export type DepartmentDraft =
  { kind: 'create'; parentId: string | null } | { kind: 'edit'; department: DepartmentNode };

interface DepartmentFormValues extends Record<string, unknown> {
  parent: readonly PickedEntry[];
  name: string;
  sort: number | null;
}

/** The contract's limits, so the form stops what the server would refuse. */
const NAME_MAX_LENGTH = 64;
const SORT_MAX = 1_000_000;

function initialValues(
  draft: DepartmentDraft,
  departments: ReadonlyMap<string, DepartmentNode>,
  roots: readonly DepartmentNode[],
): DepartmentFormValues {
  const parentId = draft.kind === 'create' ? draft.parentId : draft.department.parentId;
  const parent = parentId === null ? undefined : departments.get(parentId);
  const parentEntry = parent ? [{ id: parent.id, name: parent.name }] : [];
  if (draft.kind === 'edit') {
    return { parent: parentEntry, name: draft.department.name, sort: draft.department.sort };
  }
  return { parent: parentEntry, name: '', sort: nextSort(parent ? parent.children : roots) };
}

/** The body the contract expects; no parent means a top-level department. */
function toSaveBody(draft: DepartmentDraft, values: DepartmentFormValues): DepartmentSave {
  return {
    ...(draft.kind === 'edit' ? { id: draft.department.id } : {}),
    parentId: values.parent[0]?.id ?? null,
    name: values.name.trim(),
    sort: values.sort ?? 0,
  };
}

export interface DepartmentDialogProps {
  draft: DepartmentDraft;
  /** The current department tree: the parent choices and the new department's place. */
  tree: readonly DepartmentNode[];
  onClose: () => void;
  onSaved: (department: Department) => void;
}

/**
 * 新增部门 / 编辑部门: name, parent (a department picker; a new parent moves the department with
 * its subtree, never into it) and order. Saving keeps the dialog open when the server refuses.
 */
export function DepartmentDialog({ draft, tree, onClose, onSaved }: DepartmentDialogProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveDepartment(onSaved);
  const departments = useMemo(() => indexDepartments(tree), [tree]);
  const editedId = draft.kind === 'edit' ? draft.department.id : undefined;
  const choices = useMemo(() => parentChoices(tree, editedId), [tree, editedId]);
  // Read once: the form owns its values after opening, even if the tree refreshes meanwhile.
  const [defaultValues] = useState(() => initialValues(draft, departments, tree));
  const nameRule = contractRule(departmentSaveSchema.shape.name, i18n.language, { required: true });
  const title = t(draft.kind === 'edit' ? 'org.editTitle' : 'org.createTitle');

  const submit = async (values: DepartmentFormValues) => {
    try {
      await save.mutateAsync(toSaveBody(draft, values));
      onClose();
    } catch {
      // The request layer has told the user why; the dialog stays open to correct it.
    }
  };

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={null}
    >
      {(close) => (
        <Form<DepartmentFormValues>
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <FormField<string> name="name" label={t('org.name')} rules={[nameRule]} width="long">
            {(field) => (
              <Input
                {...field}
                placeholder={t('org.namePlaceholder')}
                maxLength={NAME_MAX_LENGTH}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField<readonly PickedEntry[]> name="parent" label={t('org.parent')} width="long">
            {(field) => (
              <DepartmentPicker
                label={field.label}
                nodes={choices}
                value={field.value}
                onChange={field.onChange}
                placeholder={t('org.topLevel')}
              />
            )}
          </FormField>
          <FormField<number | null> name="sort" label={t('org.sort')} width="short">
            {(field) => (
              <NumberInput
                {...field}
                precision={0}
                min={0}
                max={SORT_MAX}
                description={t('org.sortHint')}
              />
            )}
          </FormField>
          <FormActions>
            <Button onPress={close}>{t('admin.cancel')}</Button>
            <Button type="submit" variant="primary" isPending={save.isPending}>
              {t('admin.save')}
            </Button>
          </FormActions>
        </Form>
      )}
    </Dialog>
  );
}
