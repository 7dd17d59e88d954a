import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  saasRoleSaveSchema,
  type SaasGrade,
  type SaasRole,
  type SaasRoleSave,
} from '@ccms/api-client';
import {
  Form,
  FormField,
  Input,
  NumberInput,
  Select,
  Spinner,
  Textarea,
  type FieldRule,
  type SelectKey,
} from '@ccms/ui';
import { api } from '../../../api/client';
import { contractRule } from '../shared/contractRule';
import { PanelNote } from '../shared/AdminLayout.styles';
import { useAdminMutation } from '../shared/useAdminMutation';
import { grantedIds } from '../roles/authorizationTree';
import { FieldGrid, WideField } from '../menus/MenuFormDialog.styles';
import { MenuChecklist } from './SaasParts';
import { FormDialog } from '../shared/FormDialog';
import { keepNodes, saasKeys, useCatalogueNodes } from './saasQueries';

interface SaasRoleFormValues extends Record<string, unknown> {
  gradeId: SelectKey | null;
  code: string;
  name: string;
  sort: number | null;
  remarks: string;
}

const shape = saasRoleSaveSchema.shape;

export interface SaasRoleFormDialogProps {
  /** The role edited, or null to create one. */
  role: SaasRole | null;
  grades: readonly SaasGrade[];
  /** The grade a new role starts in (the list's filter). */
  gradeId: string | null;
  onClose: () => void;
}

/** 新增 / 编辑等级角色: its grade, code, name, sort, remarks and the menus it grants. */
export function SaasRoleFormDialog({ role, grades, gradeId, onClose }: SaasRoleFormDialogProps) {
  const { t, i18n } = useTranslation();
  const menusId = useId();
  const catalogue = useCatalogueNodes();
  const [values, setValues] = useState<SaasRoleFormValues>(() => ({
    gradeId: role?.gradeId ?? gradeId,
    code: role?.code ?? '',
    name: role?.name ?? '',
    sort: role?.sort ?? 0,
    remarks: role?.remarks ?? '',
  }));
  const [checkedKeys, setCheckedKeys] = useState<readonly string[]>(role?.menuIds ?? []);
  const grade = grades.find((candidate) => candidate.id === values.gradeId);
  // Only what the package holds takes effect: the tree offers just that part of the catalogue.
  const nodes = useMemo(
    () => (grade ? keepNodes(catalogue.nodes, new Set(grade.menuIds)) : []),
    [catalogue.nodes, grade],
  );
  const save = useAdminMutation({
    run: (body: SaasRoleSave) => api.saas.saasRoleSave({ body }),
    invalidates: [saasKeys.all],
    onSuccess: onClose,
  });
  const title = role ? t('saas.role.editTitle') : t('saas.role.addTitle');
  const label = (key: string) => t(`saas.role.${key}`);
  const rule = (field: keyof typeof shape): FieldRule =>
    contractRule(shape[field], i18n.language, { label: label(field) });

  const submit = async (submitted: SaasRoleFormValues) => {
    const parsed = saasRoleSaveSchema.safeParse({
      ...(role ? { id: role.id } : {}),
      ...submitted,
      gradeId: String(submitted.gradeId ?? ''),
      menuIds: grantedIds(nodes, checkedKeys, 'withAncestors'),
    });
    if (!parsed.success) return;
    await save.mutateAsync(parsed.data).catch(() => undefined);
  };

  return (
    <FormDialog title={title} width="medium" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<SaasRoleFormValues>
          id={formId}
          aria-label={title}
          values={values}
          onValuesChange={setValues}
          onSubmit={submit}
        >
          <PanelNote>{label('intro')}</PanelNote>
          <FieldGrid>
            <FormField<SelectKey | null>
              name="gradeId"
              label={label('grade')}
              rules={[{ required: true, message: label('gradeRequired') }]}
            >
              {(field) => (
                <Select
                  {...field}
                  options={grades.map((option) => ({ value: option.id, label: option.name }))}
                />
              )}
            </FormField>
            <FormField<string>
              name="code"
              label={label('code')}
              rules={[{ required: true, message: label('codeRequired') }, rule('code')]}
            >
              {(field) => (
                <Input
                  {...field}
                  maxLength={32}
                  autoComplete="off"
                  description={label('codeHint')}
                />
              )}
            </FormField>
            <FormField<string>
              name="name"
              label={label('name')}
              rules={[{ required: true, message: label('nameRequired') }, rule('name')]}
            >
              {(field) => <Input {...field} maxLength={64} autoComplete="off" />}
            </FormField>
            <FormField<number | null> name="sort" label={label('sort')} rules={[rule('sort')]}>
              {(field) => <NumberInput {...field} min={0} max={1_000_000} precision={0} />}
            </FormField>
            <WideField>
              <FormField<string> name="remarks" label={label('remarks')} rules={[rule('remarks')]}>
                {(field) => <Textarea {...field} maxLength={500} />}
              </FormField>
            </WideField>
          </FieldGrid>
          <section aria-labelledby={menusId}>
            <h3 id={menusId}>{label('menus')}</h3>
            <PanelNote>{label('menusHint')}</PanelNote>
            {!grade ? (
              <PanelNote role="note">{label('chooseGradeFirst')}</PanelNote>
            ) : catalogue.isLoading ? (
              <Spinner size={24} />
            ) : (
              <MenuChecklist
                key={grade.id}
                label={label('menus')}
                nodes={nodes}
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
