import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dictItemSaveSchema, type DictItem, type DictType } from '@ccms/api-client';
import { Form, FormField, Input, NumberInput, Switch, Textarea } from '@ccms/ui';
import { FormDialog } from '../shared/FormDialog';
import { Facts, PanelNote } from '../shared/AdminLayout.styles';
import { contractRule } from '../shared/contractRule';
import { useSaveDictItem } from './dictQueries';

interface DictItemFormValues extends Record<string, unknown> {
  label: string;
  value: string;
  group: string;
  sort: number | null;
  enabled: boolean;
  remarks: string;
}

/** What the dialog edits: a new entry (under a parent, in a tree) or an existing one. */
export type DictItemTarget =
  | { kind: 'create'; parent: { id: string; label: string } | null; sort: number }
  | { kind: 'edit'; item: DictItem; parentLabel: string | null };

function formValuesOf(target: DictItemTarget): DictItemFormValues {
  if (target.kind === 'create') {
    return { label: '', value: '', group: '', sort: target.sort, enabled: true, remarks: '' };
  }
  const { item } = target;
  return {
    label: item.label,
    value: item.value,
    group: item.group ?? '',
    sort: item.sort,
    enabled: item.enabled,
    remarks: item.remarks ?? '',
  };
}

function parentOf(target: DictItemTarget): { id: string | null; label: string | null } {
  if (target.kind === 'create') {
    return { id: target.parent?.id ?? null, label: target.parent?.label ?? null };
  }
  return { id: target.item.parentId, label: target.parentLabel };
}

export interface DictItemDialogProps {
  dictionary: DictType;
  target: DictItemTarget;
  onClose: () => void;
}

/**
 * 新增条目 / 编辑条目 of a list dictionary, or a node of a tree dictionary (saved through the
 * tree endpoint, which keeps the three-level limit): label, value, group, sort, status, remarks.
 */
export function DictItemDialog({ dictionary, target, onClose }: DictItemDialogProps) {
  const { t, i18n } = useTranslation();
  const enabledHintId = useId();
  const save = useSaveDictItem(dictionary.kind, onClose);
  const shape = dictItemSaveSchema.shape;
  const rule = (field: 'label' | 'value' | 'group' | 'remarks', required = false) =>
    contractRule(shape[field], i18n.language, { required, label: t(`dicts.field.${field}`) });
  const parent = parentOf(target);
  const isTree = dictionary.kind === 'tree';
  let title: string;
  if (target.kind === 'edit') title = t('dicts.dialog.editItem', { name: target.item.label });
  else if (!isTree) title = t('dicts.dialog.addItem');
  else if (target.parent) title = t('dicts.dialog.addChild', { parent: target.parent.label });
  else title = t('dicts.dialog.addRoot');

  const submit = async (values: DictItemFormValues) => {
    const parsed = dictItemSaveSchema.safeParse({
      ...values,
      sort: values.sort ?? 0,
      type: dictionary.code,
      parentId: parent.id,
      ...(target.kind === 'edit' ? { id: target.item.id } : {}),
    });
    if (!parsed.success) return;
    // A refusal (a value in use, too deep) is told by the request layer; the dialog stays open.
    await save.mutateAsync(parsed.data).catch(() => undefined);
  };

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <>
          {isTree ? (
            <Facts>
              <div>
                <dt>{t('dicts.field.parent')}</dt>
                <dd>{parent.label ?? t('dicts.field.topLevel')}</dd>
              </div>
            </Facts>
          ) : null}
          <Form<DictItemFormValues>
            id={formId}
            aria-label={title}
            defaultValues={formValuesOf(target)}
            onSubmit={submit}
          >
            <FormField<string>
              name="label"
              label={t('dicts.field.label')}
              width="long"
              rules={[rule('label', true)]}
            >
              {(field) => <Input {...field} maxLength={100} autoComplete="off" />}
            </FormField>
            <FormField<string>
              name="value"
              label={t('dicts.field.value')}
              width="long"
              rules={[rule('value', true)]}
            >
              {(field) => (
                <Input
                  {...field}
                  maxLength={64}
                  autoComplete="off"
                  description={t('dicts.field.valueHint')}
                />
              )}
            </FormField>
            <FormField<string>
              name="group"
              label={t('dicts.field.group')}
              width="long"
              rules={[rule('group')]}
            >
              {(field) => <Input {...field} maxLength={64} autoComplete="off" />}
            </FormField>
            <FormField<number | null> name="sort" label={t('dicts.field.sort')} width="middle">
              {(field) => <NumberInput {...field} min={0} max={1_000_000} precision={0} />}
            </FormField>
            <FormField<boolean> name="enabled" label={t('dicts.field.enabled')}>
              {(field) => (
                <>
                  <Switch
                    isSelected={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-describedby={enabledHintId}
                  >
                    {field.label}
                  </Switch>
                  <PanelNote id={enabledHintId}>{t('dicts.field.enabledHint')}</PanelNote>
                </>
              )}
            </FormField>
            <FormField<string>
              name="remarks"
              label={t('dicts.field.remarks')}
              width="long"
              rules={[rule('remarks')]}
            >
              {(field) => <Textarea {...field} maxLength={200} />}
            </FormField>
          </Form>
        </>
      )}
    </FormDialog>
  );
}
