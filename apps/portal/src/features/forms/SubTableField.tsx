import type { FormField } from '@ccms/api-client';
import { Button } from '@ccms/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel, rowValues } from './fieldModel';
import { FieldWidget } from './FieldWidget';
import { ErrorLine, GroupLabel, Note, SubTable, Toolbar } from './formStyles';

export interface SubTableFieldProps {
  field: FormField;
  label: string;
  rows: readonly Record<string, unknown>[];
  onChange: (rows: Record<string, unknown>[]) => void;
  readonly: boolean;
  isRequired: boolean;
  errorMessage?: string | undefined;
  formCode: string;
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, button, [tabindex="0"]';

/**
 * A sub-table (明细): a plain table whose cells hold their column's control, 添加行 below it and
 * 删除 per row. Tab walks the cells in reading order; a new row takes the focus at its first cell,
 * a deleted row hands it to the row before (or to 添加行). The data grid edits text cells only,
 * so cells that are dates, dictionaries or people need this table.
 */
export function SubTableField({
  field,
  label,
  rows,
  onChange,
  readonly,
  isRequired,
  errorMessage,
  formCode,
}: SubTableFieldProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const columns = field.columns ?? [];
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  // The row to focus once the rows have changed (after 添加行 or a row's 删除).
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    const row = bodyRef.current?.querySelectorAll('tr')[focusRow.current];
    const target =
      row?.querySelector<HTMLElement>(FOCUSABLE) ?? addRef.current?.querySelector('button');
    target?.focus();
    focusRow.current = null;
  }, [rows.length]);

  const setCell = (index: number, key: string, value: unknown, name?: string) => {
    onChange(
      rows.map((row, at) =>
        at === index
          ? { ...row, [key]: value, ...(name === undefined ? {} : { [`${key}_label`]: name }) }
          : row,
      ),
    );
  };

  return (
    <div role="group" aria-labelledby={captionId}>
      <GroupLabel id={captionId} data-required={isRequired && !readonly}>
        {label}
      </GroupLabel>
      <SubTable aria-label={t('forms.sub.table', { label })}>
        <thead>
          <tr>
            <th scope="col">{t('forms.sub.rowNo')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {fieldLabel(column, i18n.language)}
                {column.required && !readonly ? <span aria-hidden="true"> *</span> : null}
              </th>
            ))}
            {readonly ? null : <th scope="col">{t('forms.sub.actions')}</th>}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {rows.map((row, index) => (
            // Rows have no identity of their own; their position is what the user edits.
            <tr key={index}>
              <td>{index + 1}</td>
              {columns.map((column) => {
                const columnLabel = fieldLabel(column, i18n.language);
                return (
                  <td key={column.key}>
                    <FieldWidget
                      field={column}
                      label={t('forms.sub.cell', { row: index + 1, label: columnLabel })}
                      value={row[column.key]}
                      name={
                        typeof row[`${column.key}_label`] === 'string'
                          ? (row[`${column.key}_label`] as string)
                          : undefined
                      }
                      onChange={(value, name) => setCell(index, column.key, value, name)}
                      onBlur={() => undefined}
                      isRequired={column.required}
                      readonly={readonly}
                      formCode={formCode}
                      inCell
                    />
                  </td>
                );
              })}
              {readonly ? null : (
                <td>
                  <Button
                    variant="text"
                    onPress={() => {
                      onChange(rows.filter((_, at) => at !== index));
                      focusRow.current = index > 0 ? index - 1 : rows.length > 1 ? 0 : -1;
                    }}
                  >
                    {t('forms.sub.remove', { row: index + 1 })}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </SubTable>
      {rows.length === 0 ? (
        <Note>{readonly ? t('forms.field.empty') : t('forms.sub.empty')}</Note>
      ) : null}
      {readonly ? null : (
        <Toolbar ref={addRef}>
          <Button
            onPress={() => {
              onChange([...rows, rowValues(columns)]);
              focusRow.current = rows.length;
            }}
          >
            {t('forms.sub.add')}
          </Button>
        </Toolbar>
      )}
      {errorMessage ? <ErrorLine role="alert">{errorMessage}</ErrorLine> : null}
    </div>
  );
}
