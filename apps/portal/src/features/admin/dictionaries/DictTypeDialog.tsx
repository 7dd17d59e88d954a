import { useTranslation } from 'react-i18next';
import { dictTypeSaveSchema, type DictType } from '@ccms/api-client';
import { Form, FormField, Input, NumberInput, Radio, RadioGroup, Textarea } from '@ccms/ui';
import { FormDialog } from '../shared/FormDialog';
import { contractRule } from '../shared/contractRule';
import { useSaveDictType, type DictKind } from './dictQueries';

interface DictTypeFormValues extends Record<string, unknown> {
  name: string;
  code: string;
  kind: DictKind;
  sort: number | null;
  remarks: string;
}

function formValuesOf(type: DictType | null, kind: DictKind): DictTypeFormValues {
  if (!type) return { name: '', code: '', kind, sort: 0, remarks: '' };
  return {
    name: type.name,
    code: type.code,
    kind: type.kind,
    sort: type.sort,
    remarks: type.remarks ?? '',
  };
}

export interface DictTypeDialogProps {
  /** The dictionary edited, or null for a new one. */
  type: DictType | null;
  /** The kind a new dictionary starts as (the tree page makes tree dictionaries). */
  kind: DictKind;
  onSaved: (type: DictType) => void;
  onClose: () => void;
}

/** 新增字典 / 编辑字典: name, code, kind (list or tree), sort and remarks. */
export function DictTypeDialog({ type, kind, onSaved, onClose }: DictTypeDialogProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveDictType((saved) => {
    onSaved(saved);
    onClose();
  });
  const shape = dictTypeSaveSchema.shape;
  const rule = (field: 'name' | 'code' | 'sort' | 'remarks', required = false) =>
    contractRule(shape[field], i18n.language, {
      required,
      label: t(`dicts.field.${field}`),
    });
  const title = type
    ? t('dicts.dialog.editType', { name: type.name })
    : t(kind === 'tree' ? 'dicts.dialog.addTreeType' : 'dicts.dialog.addType');

  const submit = async (values: DictTypeFormValues) => {
    const parsed = dictTypeSaveSchema.safeParse({
      ...values,
      sort: values.sort ?? 0,
      ...(type ? { id: type.id } : {}),
    });
    if (!parsed.success) return;
    // A refusal (a code in use) is told by the request layer; the dialog stays for a correction.
    await save.mutateAsync(parsed.data).catch(() => undefined);
  };

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<DictTypeFormValues>
          id={formId}
          aria-label={title}
          defaultValues={formValuesOf(type, kind)}
          onSubmit={submit}
        >
          <FormField<string>
            name="name"
            label={t('dicts.field.name')}
            width="long"
            rules={[rule('name', true)]}
          >
            {(field) => <Input {...field} maxLength={64} autoComplete="off" />}
          </FormField>
          <FormField<string>
            name="code"
            label={t('dicts.field.code')}
            width="long"
            rules={[rule('code', true)]}
          >
            {(field) => (
              <Input
                {...field}
                maxLength={64}
                autoComplete="off"
                description={t('dicts.field.codeHint')}
              />
            )}
          </FormField>
          <FormField<string> name="kind" label={t('dicts.field.kind')}>
            {(field) => (
              <RadioGroup {...field} orientation="horizontal">
                <Radio value="list">{t('dicts.kind.list')}</Radio>
                <Radio value="tree">{t('dicts.kind.tree')}</Radio>
              </RadioGroup>
            )}
          </FormField>
          <FormField<number | null> name="sort" label={t('dicts.field.sort')} width="middle">
            {(field) => <NumberInput {...field} min={0} max={1_000_000} precision={0} />}
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
      )}
    </FormDialog>
  );
}
