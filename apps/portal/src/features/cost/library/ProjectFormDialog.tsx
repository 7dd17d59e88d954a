import {
  decimalInput,
  PROJECT_KIND_CODE,
  projectSaveSchema,
  type CostFileType,
  type CostKind,
  type CostProject,
  type ProjectSave,
  type TaxMethod,
} from '@ccms/api-client';
import type { DictionaryTreeOption } from '@ccms/pickers';
import { DatePicker, Form, FormField, NumberInput, Radio, RadioGroup, Select } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loadTreeDictionary } from '../../../api/pickerData';
import { contractRule } from '../../admin/shared/contractRule';
import { FormDialog } from '../../admin/shared/FormDialog';
import { COST_KINDS, FILE_TYPES } from './libraryFilter';
import { useSaveProject } from './libraryQueries';
import { ContractInput } from './ContractInput';

const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.spacing.lg};
`;

type ProjectFormValues = {
  name: string;
  code: string;
  kind: string | null;
  projectKindId: string | null;
  fileType: string;
  taxMethod: string;
  region: string;
  priceDate: string | null;
  area: string;
  floors: number | null;
};

const TAX_METHODS: readonly TaxMethod[] = ['general', 'simple'];
const areaSchema = decimalInput('建筑面积');

function initialValues(project: CostProject | null): ProjectFormValues {
  return {
    name: project?.name ?? '',
    code: project?.code ?? '',
    kind: project?.kind ?? null,
    projectKindId: project?.projectKindId ?? null,
    fileType: project?.fileType ?? 'control',
    taxMethod: project?.taxMethod ?? 'general',
    region: project?.region ?? '',
    priceDate: project?.priceDate ?? null,
    area: project?.area ?? '',
    floors: project?.floors ?? null,
  };
}

function toSaveBody(values: ProjectFormValues, project: CostProject | null): ProjectSave {
  const area = values.area.trim();
  return {
    ...(project ? { id: project.id } : {}),
    name: values.name.trim(),
    code: values.code.trim() || null,
    kind: (values.kind as CostKind | null) ?? null,
    projectKindId: values.projectKindId,
    fileType: values.fileType as CostFileType,
    taxMethod: values.taxMethod as TaxMethod,
    region: values.region.trim() || null,
    priceDate: values.priceDate ?? '',
    area: area === '' ? null : area,
    floors: values.floors,
    features: project?.features ?? {},
  };
}

/** The project-kind tree as one list of choices, each named by its path (住宅 / 高层住宅). */
function flattenKinds(
  nodes: readonly DictionaryTreeOption[],
  path = '',
): { value: string; label: string }[] {
  return nodes.flatMap((node) => {
    const label = path ? `${path} / ${node.label}` : node.label;
    return [{ value: node.value, label }, ...flattenKinds(node.children ?? [], label)];
  });
}

export interface ProjectFormDialogProps {
  /** null: a new project. */
  project: CostProject | null;
  onSaved?: (project: CostProject) => void;
  onClose: () => void;
}

/** 新建项目 / 编辑项目: the project's base information (projectSave); a refusal keeps it open. */
export function ProjectFormDialog({ project, onSaved, onClose }: ProjectFormDialogProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveProject();
  const [defaultValues] = useState(() => initialValues(project));
  const kinds = useQuery({
    queryKey: ['cost', 'projectKinds'],
    queryFn: () => loadTreeDictionary(PROJECT_KIND_CODE),
  });
  const kindOptions = useMemo(() => flattenKinds(kinds.data ?? []), [kinds.data]);
  const title = project
    ? t('cost.library.form.editTitle', { name: project.name })
    : t('cost.library.form.createTitle');
  const label = (field: string) => t(`cost.library.field.${field}`);
  const shape = projectSaveSchema.shape;

  const submit = async (values: ProjectFormValues) => {
    try {
      const saved = await save.mutateAsync(toSaveBody(values, project));
      onSaved?.(saved);
      onClose();
    } catch {
      // Told by the request layer; the dialog stays open to correct it.
    }
  };

  return (
    <FormDialog title={title} width="medium" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<ProjectFormValues>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <FieldGrid>
            <ContractInput name="name" label={label('name')} schema={shape.name} required />
            <ContractInput name="code" label={label('code')} schema={shape.code} />
            <FormField<string | null> name="kind" label={label('kind')}>
              {(field) => (
                <Select
                  {...field}
                  isClearable
                  options={COST_KINDS.map((kind) => ({
                    value: kind,
                    label: t(`cost.library.kind.${kind}`),
                  }))}
                  onChange={(value) => field.onChange(value === null ? null : String(value))}
                />
              )}
            </FormField>
            <FormField<string | null> name="projectKindId" label={label('projectKind')}>
              {(field) => (
                <Select
                  {...field}
                  isClearable
                  isSearchable
                  options={kindOptions}
                  onChange={(value) => field.onChange(value === null ? null : String(value))}
                />
              )}
            </FormField>
            <FormField<string> name="fileType" label={label('fileType')} required>
              {(field) => (
                <RadioGroup {...field}>
                  {FILE_TYPES.map((type) => (
                    <Radio key={type} value={type}>
                      {t(`cost.library.fileType.${type}`)}
                    </Radio>
                  ))}
                </RadioGroup>
              )}
            </FormField>
            <FormField<string> name="taxMethod" label={label('taxMethod')} required>
              {(field) => (
                <RadioGroup {...field}>
                  {TAX_METHODS.map((method) => (
                    <Radio key={method} value={method}>
                      {t(`cost.library.taxMethod.${method}`)}
                    </Radio>
                  ))}
                </RadioGroup>
              )}
            </FormField>
            <ContractInput name="region" label={label('region')} schema={shape.region} />
            <FormField<string | null>
              name="priceDate"
              label={label('priceDate')}
              rules={[contractRule(shape.priceDate, i18n.language, { required: true })]}
            >
              {(field) => <DatePicker {...field} />}
            </FormField>
            <ContractInput name="area" label={label('area')} schema={areaSchema} decimal />
            <FormField<number | null> name="floors" label={label('floors')}>
              {(field) => <NumberInput {...field} precision={0} min={0} max={300} />}
            </FormField>
          </FieldGrid>
        </Form>
      )}
    </FormDialog>
  );
}
