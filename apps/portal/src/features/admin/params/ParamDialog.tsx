import { useTranslation } from 'react-i18next';
import { paramSaveSchema, type ParamCategory, type ParamRecord } from '@ccms/api-client';
import { Form, FormField, Input, NumberInput, Switch, Textarea } from '@ccms/ui';
import { FormDialog } from '../shared/FormDialog';
import { PanelNote } from '../shared/AdminLayout.styles';
import { contractRule } from '../shared/contractRule';
import { useSaveParam } from './paramQueries';
import {
  fromFormValue,
  paramValueKind,
  toFormValue,
  type ParamFormValue,
  type ParamValueKind,
} from './paramValue';

interface ParamFormValues extends Record<string, unknown> {
  key: string;
  name: string;
  value: ParamFormValue;
  remarks: string;
}

export interface ParamDialogProps {
  /** The parameter edited, or null for a new custom parameter. */
  param: ParamRecord | null;
  /** A new parameter's category (the page's). */
  category: ParamCategory;
  onClose: () => void;
}

function ValueField({ kind, label }: { kind: ParamValueKind; label: string }) {
  const { i18n } = useTranslation();
  if (kind === 'boolean') {
    return (
      <FormField<boolean> name="value" label={label}>
        {(field) => (
          <Switch isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur}>
            {field.label}
          </Switch>
        )}
      </FormField>
    );
  }
  if (kind === 'integer') {
    return (
      <FormField<number | null> name="value" label={label} width="middle">
        {(field) => <NumberInput {...field} precision={0} />}
      </FormField>
    );
  }
  return (
    <FormField<string>
      name="value"
      label={label}
      width="long"
      rules={[contractRule(paramSaveSchema.shape.value, i18n.language, { label })]}
    >
      {(field) => <Textarea {...field} maxLength={2000} />}
    </FormField>
  );
}

/**
 * 编辑参数: the value with the control its kind wants (a switch for true/false, a number box for
 * whole numbers, text otherwise), its name and remarks; 新增自定义参数 also asks for the key.
 */
export function ParamDialog({ param, category, onClose }: ParamDialogProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveParam(onClose, t('params.saved'));
  const kind: ParamValueKind = param ? paramValueKind(param.value) : 'text';
  const title = param
    ? t('params.dialog.editTitle', { key: param.key })
    : t('params.dialog.addTitle');
  const defaultValues: ParamFormValues = param
    ? {
        key: param.key,
        name: param.name ?? '',
        value: toFormValue(kind, param.value),
        remarks: param.remarks ?? '',
      }
    : { key: '', name: '', value: '', remarks: '' };

  const submit = async (values: ParamFormValues) => {
    const parsed = paramSaveSchema.safeParse({
      key: values.key,
      name: values.name,
      value: fromFormValue(values.value),
      remarks: values.remarks,
      category: param?.category ?? category,
    });
    if (!parsed.success) return;
    // A refusal is told by the request layer; the dialog stays open for a correction.
    await save.mutateAsync(parsed.data).catch(() => undefined);
  };

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <>
          {param?.inherited ? <PanelNote>{t('params.field.inheritedNote')}</PanelNote> : null}
          <Form<ParamFormValues>
            id={formId}
            aria-label={title}
            defaultValues={defaultValues}
            onSubmit={submit}
          >
            <FormField<string>
              name="key"
              label={t('params.field.key')}
              width="long"
              rules={[
                contractRule(paramSaveSchema.shape.key, i18n.language, {
                  required: true,
                  label: t('params.field.key'),
                }),
              ]}
            >
              {/* A parameter is found by its key: an edit keeps it. */}
              {(field) => (
                <Input
                  {...field}
                  maxLength={100}
                  autoComplete="off"
                  isReadOnly={param !== null}
                  description={param ? undefined : t('params.field.keyHint')}
                />
              )}
            </FormField>
            <FormField<string>
              name="name"
              label={t('params.field.name')}
              width="long"
              rules={[
                contractRule(paramSaveSchema.shape.name, i18n.language, {
                  label: t('params.field.name'),
                }),
              ]}
            >
              {(field) => <Input {...field} maxLength={100} autoComplete="off" />}
            </FormField>
            <ValueField kind={kind} label={t('params.field.value')} />
            <FormField<string>
              name="remarks"
              label={t('params.field.remarks')}
              width="long"
              rules={[
                contractRule(paramSaveSchema.shape.remarks, i18n.language, {
                  label: t('params.field.remarks'),
                }),
              ]}
            >
              {(field) => <Textarea {...field} maxLength={200} />}
            </FormField>
          </Form>
        </>
      )}
    </FormDialog>
  );
}
