import { excelTemplateSaveSchema, type ExcelTemplate } from '@ccms/api-client';
import {
  Button,
  Checkbox,
  Form,
  FormAlert,
  FormField,
  Input,
  NumberInput,
  Select,
  type SelectKey,
  Textarea,
} from '@ccms/ui';
import { FormDialog } from '../shared/FormDialog';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { PanelHeader, PanelNote } from '../shared/AdminLayout.styles';
import { contractRule } from '../shared/contractRule';
import { useAdminMutation } from '../shared/useAdminMutation';
import { excelKeys } from './excelQueries';
import {
  COLUMN_TYPES,
  columnForField,
  columnsProblem,
  initialColumns,
  initialValues,
  missingFieldColumns,
  toTemplateSave,
  type ColumnDraft,
  type ExcelTarget,
  type TemplateFormValues,
} from './templateForm';

const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.xl}`};
  width: 100%;

  > [data-wide] {
    grid-column: 1 / -1;
  }
`;

const ColumnList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ColumnRow = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border.base};
  border-radius: ${({ theme }) => theme.radius.base};

  legend {
    padding: 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const schema = excelTemplateSaveSchema.shape;

interface ColumnEditorProps {
  index: number;
  column: ColumnDraft;
  target: ExcelTarget | undefined;
  onChange: (column: ColumnDraft) => void;
  onRemove: () => void;
  onMoveUp: (() => void) | null;
}

function ColumnEditor({ index, column, target, onChange, onRemove, onMoveUp }: ColumnEditorProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const fieldOptions = (target?.fields ?? []).map((field) => ({
    value: field.field,
    label: `${field.required ? '* ' : ''}${field.title}（${field.field}）`,
  }));
  const set = (part: Partial<ColumnDraft>) => onChange({ ...column, ...part });
  return (
    <li>
      <ColumnRow>
        <legend>{t('excelTemplates.form.column.legend', { index: number })}</legend>
        <Select
          label={t('excelTemplates.form.column.field')}
          width="middle"
          isSearchable
          options={fieldOptions}
          value={column.field}
          onChange={(value) => {
            const field = target?.fields.find((entry) => entry.field === value);
            // A new field brings its own title and type unless the title was typed already.
            const base = columnForField(field);
            set({
              field: value === null ? null : String(value),
              title: column.title || base.title,
              type: base.type,
              required: base.required || column.required,
              dictCode: base.dictCode,
              maxLength: base.maxLength,
            });
          }}
        />
        <Input
          label={t('excelTemplates.form.column.title')}
          width="middle"
          value={column.title}
          onChange={(title) => set({ title })}
        />
        <Select
          label={t('excelTemplates.form.column.type')}
          width="short"
          options={COLUMN_TYPES.map((type) => ({
            value: type,
            label: t(`excelTemplates.form.type.${type}`),
          }))}
          value={column.type}
          onChange={(type) => set({ type: (type ?? 'string') as ColumnDraft['type'] })}
        />
        <NumberInput
          label={t('excelTemplates.form.column.width')}
          width="short"
          min={4}
          max={100}
          precision={0}
          value={column.width}
          onChange={(width) => set({ width: width ?? 16 })}
        />
        <Checkbox isSelected={column.required} onChange={(required) => set({ required })}>
          {t('excelTemplates.form.column.required')}
        </Checkbox>
        <Checkbox isSelected={column.unique} onChange={(unique) => set({ unique })}>
          {t('excelTemplates.form.column.unique')}
        </Checkbox>
        {onMoveUp ? (
          <Button
            size="small"
            aria-label={t('excelTemplates.form.column.moveUp', { index: number })}
            onPress={onMoveUp}
          >
            ↑
          </Button>
        ) : null}
        <Button
          size="small"
          variant="danger"
          aria-label={t('excelTemplates.form.column.remove', { index: number })}
          onPress={onRemove}
        >
          {t('admin.delete')}
        </Button>
      </ColumnRow>
    </li>
  );
}

export interface TemplateFormDialogProps {
  /** The template to edit (as GET answered it), or null to create one. */
  template: ExcelTemplate | null;
  targets: readonly ExcelTarget[];
  onClose: () => void;
}

/** 新增 / 编辑 an import template: code, name, importer, sheet and header row, and its columns. */
export function TemplateFormDialog({ template, targets, onClose }: TemplateFormDialogProps) {
  const { t, i18n } = useTranslation();
  const columnsTitleId = useId();
  const [values, setValues] = useState(() => initialValues(template));
  const [columns, setColumns] = useState(() => initialColumns(template));
  const [problem, setProblem] = useState<string | null>(null);
  const target = targets.find((entry) => entry.target === values.target);
  const title = template
    ? t('excelTemplates.form.editTitle', { name: template.name })
    : t('excelTemplates.form.addTitle');
  const targetOptions = useMemo(
    () => targets.map((entry) => ({ value: entry.target, label: entry.name })),
    [targets],
  );
  const save = useAdminMutation({
    run: (body: ReturnType<typeof toTemplateSave>) => api.excel.excelTemplateSave({ body }),
    invalidates: [excelKeys.all],
    successMessage: t('excelTemplates.saved'),
    onSuccess: onClose,
  });
  const label = (field: string) => t(`excelTemplates.form.${field}`);
  const rule = (field: keyof typeof schema, required = false) =>
    contractRule(schema[field], i18n.language, { required, label: label(field) });

  const changeValues = (next: TemplateFormValues) => {
    // A first choice of importer starts the columns with its required fields.
    if (next.target !== values.target && columns.length === 0) {
      const chosen = targets.find((entry) => entry.target === next.target);
      setColumns(
        (chosen?.fields ?? []).filter((field) => field.required).map((f) => columnForField(f)),
      );
    }
    setValues(next);
  };
  const updateColumn = (index: number, column: ColumnDraft) =>
    setColumns((current) => current.map((entry, at) => (at === index ? column : entry)));
  const moveUp = (index: number) =>
    setColumns((current) => {
      const next = [...current];
      [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
      return next;
    });

  return (
    <FormDialog title={title} width="large" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<TemplateFormValues>
          id={formId}
          aria-label={title}
          values={values}
          onValuesChange={changeValues}
          onSubmit={(submitted) => {
            const found = columnsProblem(columns, t, i18n.language);
            setProblem(found);
            if (found) return;
            save.mutate(toTemplateSave(submitted, columns, template?.id));
          }}
        >
          <FieldGrid>
            <FormField<string>
              name="code"
              label={label('code')}
              required
              rules={[rule('code', true)]}
            >
              {(field) => <Input {...field} autoComplete="off" description={label('codeHint')} />}
            </FormField>
            <FormField<string>
              name="name"
              label={label('name')}
              required
              rules={[rule('name', true)]}
            >
              {(field) => <Input {...field} autoComplete="off" />}
            </FormField>
            <FormField<SelectKey | null> name="target" label={label('target')} required>
              {(field) => <Select {...field} options={targetOptions} />}
            </FormField>
            <FormField<string>
              name="sheetName"
              label={label('sheetName')}
              rules={[rule('sheetName')]}
            >
              {(field) => <Input {...field} autoComplete="off" />}
            </FormField>
            <FormField<number | null> name="headerRow" label={label('headerRow')} required>
              {(field) => (
                <NumberInput
                  {...field}
                  min={1}
                  max={20}
                  precision={0}
                  description={label('headerRowHint')}
                />
              )}
            </FormField>
            <FormField<string> name="remarks" label={label('remarks')} rules={[rule('remarks')]}>
              {(field) => <Textarea {...field} rows={2} />}
            </FormField>
            <section data-wide aria-labelledby={columnsTitleId}>
              <PanelHeader>
                <h3 id={columnsTitleId}>{label('columnsTitle')}</h3>
                <span>
                  <Button
                    size="small"
                    isDisabled={!target}
                    onPress={() => setColumns((current) => [...current, columnForField(undefined)])}
                  >
                    {label('addColumn')}
                  </Button>{' '}
                  <Button
                    size="small"
                    isDisabled={!target}
                    onPress={() =>
                      setColumns((current) => [...current, ...missingFieldColumns(target, current)])
                    }
                  >
                    {label('addAllFields')}
                  </Button>
                </span>
              </PanelHeader>
              <PanelNote>{target ? label('columnsNote') : label('chooseTargetFirst')}</PanelNote>
              <ColumnList aria-label={t('excelTemplates.form.column.list')}>
                {columns.map((column, index) => (
                  <ColumnEditor
                    key={column.key}
                    index={index}
                    column={column}
                    target={target}
                    onChange={(next) => updateColumn(index, next)}
                    onRemove={() =>
                      setColumns((current) => current.filter((_, at) => at !== index))
                    }
                    onMoveUp={index > 0 ? () => moveUp(index) : null}
                  />
                ))}
              </ColumnList>
              {problem ? <FormAlert>{problem}</FormAlert> : null}
            </section>
          </FieldGrid>
        </Form>
      )}
    </FormDialog>
  );
}
