import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saasGradeSaveSchema, type SaasGrade, type SaasGradeSave } from '@ccms/api-client';
import { Form, FormField, Input, NumberInput, Spinner, Textarea, type FieldRule } from '@ccms/ui';
import { api } from '../../../api/client';
import { contractRule } from '../shared/contractRule';
import { PanelNote } from '../shared/AdminLayout.styles';
import { useAdminMutation } from '../shared/useAdminMutation';
import { grantedIds } from '../roles/authorizationTree';
import { FieldGrid, WideField } from '../menus/MenuFormDialog.styles';
import { MenuChecklist } from './SaasParts';
import { FormDialog } from '../shared/FormDialog';
import { saasKeys, useCatalogueNodes } from './saasQueries';

interface GradeFormValues extends Record<string, unknown> {
  name: string;
  sort: number | null;
  remarks: string;
}

const shape = saasGradeSaveSchema.shape;

export interface GradeFormDialogProps {
  /** The grade edited, or null to create one. */
  grade: SaasGrade | null;
  /** Where a new grade goes among the others. */
  nextSort: number;
  onClose: () => void;
}

/** 新增等级 / 编辑等级: name, sort, remarks and the catalogue entries of the package. */
export function GradeFormDialog({ grade, nextSort, onClose }: GradeFormDialogProps) {
  const { t, i18n } = useTranslation();
  const menusHintId = useId();
  const catalogue = useCatalogueNodes();
  const [checkedKeys, setCheckedKeys] = useState<readonly string[]>(grade?.menuIds ?? []);
  const save = useAdminMutation({
    run: (body: SaasGradeSave) => api.saas.saasGradeSave({ body }),
    invalidates: [saasKeys.all],
    onSuccess: onClose,
  });
  const title = grade ? t('saas.grade.editTitle') : t('saas.grade.addTitle');
  const label = (key: string) => t(`saas.grade.${key}`);
  const rule = (field: keyof typeof shape, message: string): FieldRule =>
    contractRule(shape[field], i18n.language, { label: message });

  const submit = async (values: GradeFormValues) => {
    const parsed = saasGradeSaveSchema.safeParse({
      ...(grade ? { id: grade.id } : {}),
      ...values,
      // A ticked page brings its directories: the package holds what the side menu needs.
      menuIds: grantedIds(catalogue.nodes, checkedKeys, 'withAncestors'),
    });
    if (!parsed.success) return;
    await save.mutateAsync(parsed.data).catch(() => undefined);
  };

  return (
    <FormDialog title={title} width="medium" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<GradeFormValues>
          id={formId}
          aria-label={title}
          defaultValues={{
            name: grade?.name ?? '',
            sort: grade?.sort ?? nextSort,
            remarks: grade?.remarks ?? '',
          }}
          onSubmit={submit}
        >
          <FieldGrid>
            <FormField<string>
              name="name"
              label={label('name')}
              rules={[
                { required: true, message: label('nameRequired') },
                rule('name', label('name')),
              ]}
            >
              {(field) => <Input {...field} maxLength={64} autoComplete="off" />}
            </FormField>
            <FormField<number | null>
              name="sort"
              label={label('sort')}
              rules={[rule('sort', label('sort'))]}
            >
              {(field) => <NumberInput {...field} min={0} max={1_000_000} precision={0} />}
            </FormField>
            <WideField>
              <FormField<string>
                name="remarks"
                label={label('remarks')}
                rules={[rule('remarks', label('remarks'))]}
              >
                {(field) => <Textarea {...field} maxLength={500} />}
              </FormField>
            </WideField>
          </FieldGrid>
          <section aria-labelledby={menusHintId}>
            <h3 id={menusHintId}>{label('menus')}</h3>
            <PanelNote>{label('menusHint')}</PanelNote>
            {grade && grade.companyCount > 0 ? (
              <PanelNote role="note">
                {t('saas.grade.holdersNote', { count: grade.companyCount })}
              </PanelNote>
            ) : null}
            {catalogue.isLoading ? (
              <Spinner size={24} />
            ) : (
              <MenuChecklist
                label={label('menus')}
                nodes={catalogue.nodes}
                checkedKeys={checkedKeys}
                onCheckedChange={setCheckedKeys}
              />
            )}
          </section>
        </Form>
      )}
    </FormDialog>
  );
}
