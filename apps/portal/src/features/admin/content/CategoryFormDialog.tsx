import { cmsCategorySaveSchema, type CmsCategoryNode } from '@ccms/api-client';
import { Form, FormField, Input, NumberInput, Textarea } from '@ccms/ui';
import { FormDialog } from '../shared/FormDialog';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../shared/contractRule';
import { useSaveCategory } from './cmsQueries';

export type CategoryTarget =
  { kind: 'create'; parent: CmsCategoryNode | null } | { kind: 'edit'; category: CmsCategoryNode };

interface CategoryFormValues {
  name: string;
  code: string;
  sort: number | null;
  remarks: string;
  [key: string]: unknown;
}

const schema = cmsCategorySaveSchema.shape;

/** 新增 / 编辑 a content category: name, code, order, remarks. */
export function CategoryFormDialog({
  target,
  siblingCount,
  onClose,
}: {
  target: CategoryTarget;
  /** Categories already at the level a new one joins (it goes last). */
  siblingCount: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const category = target.kind === 'edit' ? target.category : null;
  const title =
    target.kind === 'edit'
      ? t('content.categories.form.editTitle', { name: target.category.name })
      : target.parent
        ? t('content.categories.form.addChildTitle', { parent: target.parent.name })
        : t('content.categories.form.addTitle');
  const save = useSaveCategory(onClose);
  const label = (field: string) => t(`content.categories.form.${field}`);
  const rule = (field: keyof typeof schema, required = false) =>
    contractRule(schema[field], i18n.language, { required, label: label(field) });

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<CategoryFormValues>
          id={formId}
          aria-label={title}
          defaultValues={{
            name: category?.name ?? '',
            code: category?.code ?? '',
            sort: category?.sort ?? siblingCount + 1,
            remarks: category?.remarks ?? '',
          }}
          onSubmit={(values) =>
            save.mutate({
              ...(category ? { id: category.id } : {}),
              parentId: category
                ? category.parentId
                : target.kind === 'create'
                  ? (target.parent?.id ?? null)
                  : null,
              name: values.name.trim(),
              code: values.code.trim() || null,
              sort: values.sort ?? 0,
              remarks: values.remarks.trim() || null,
            })
          }
        >
          <FormField<string>
            name="name"
            label={label('name')}
            required
            rules={[rule('name', true)]}
          >
            {(field) => <Input {...field} autoComplete="off" />}
          </FormField>
          <FormField<string> name="code" label={label('code')} rules={[rule('code')]}>
            {(field) => <Input {...field} autoComplete="off" description={label('codeHint')} />}
          </FormField>
          <FormField<number | null> name="sort" label={label('sort')} required>
            {(field) => <NumberInput {...field} min={0} max={1_000_000} precision={0} />}
          </FormField>
          <FormField<string> name="remarks" label={label('remarks')} rules={[rule('remarks')]}>
            {(field) => <Textarea {...field} rows={2} />}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}
