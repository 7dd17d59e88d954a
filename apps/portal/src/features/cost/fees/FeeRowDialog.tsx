import { feeCategorySchema, feeUpdate, type FeeRow } from '@ccms/api-client';
import {
  Checkbox,
  type FieldBinding,
  Form,
  FormAlert,
  formatDecimal,
  FormField,
  Input,
  Select,
} from '@ccms/ui';
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contractRule } from '../../admin/shared/contractRule';
import { FormDialog } from '../../admin/shared/FormDialog';
import { bodyOf } from '../library/contractBody';
import { insertAtCaret, type FeeTableRow } from './feeFormula';
import { useFormulaCheck, type FeeRowValues, type FormulaCheck, type UnitRef } from './feeQueries';
import { FormulaIssues } from './FormulaIssues';

export type FeeRowTarget =
  | { kind: 'edit'; row: FeeTableRow }
  /** A new row: under parentId, right after afterId (null: at the end). */
  | { kind: 'create'; parentId: string | null; afterId: string | null };

export interface FeeSymbol {
  code: string;
  name: string;
  value: string;
}

const CATEGORIES: readonly FeeRow['category'][] = feeCategorySchema.options;

const EMPTY: FeeRowValues = {
  code: '',
  name: '',
  base: '',
  rate: '100',
  category: 'custom',
  nonCompetitive: false,
};

const fieldSchemas = bodyOf(feeUpdate).shape;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 240px;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const FormulaRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};

  label {
    color: ${({ theme }) => theme.colors.text.regular};
  }
  input {
    height: ${({ theme }) => theme.sizes.medium.height};
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border.strong};
    border-radius: ${({ theme }) => theme.radius.base};
    background: ${({ theme }) => theme.colors.background.surface};
    color: ${({ theme }) => theme.colors.text.primary};
    font-family: ui-monospace, 'SFMono-Regular', Consolas, monospace;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger.base};
  }
`;

const Help = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Valid = styled.span`
  color: ${({ theme }) => theme.colors.success.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const FieldProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger.text};
`;

const Symbols = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  max-height: 420px;
  overflow: auto;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: ${({ theme }) => theme.spacing.xs};
    width: 100%;
    padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.xs}`};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.small};
    background: none;
    color: ${({ theme }) => theme.colors.text.regular};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-align: left;
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.primaryBackground};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  code {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

interface FormulaFieldProps {
  field: FieldBinding<string>;
  inputRef: RefObject<HTMLInputElement | null>;
  check: FormulaCheck;
}

/**
 * 计算基础: a plain input (the caret is read to insert codes), with the live check under it — each
 * issue's message, where it is and the cycle it closes, read out as the input's description.
 */
function FormulaField({ field, inputRef, check }: FormulaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const current = check.state === 'done' && check.formula === field.value ? check : null;
  const issues = current?.issues ?? [];
  const invalid = field.errorMessage !== undefined || issues.some((i) => i.severity === 'error');
  return (
    <FormulaRoot data-required={field.isRequired || undefined}>
      <label htmlFor={`${id}-input`}>{field.label}</label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-help ${id}-check`}
      />
      <Help id={`${id}-help`}>{t('cost.fees.form.baseHelp')}</Help>
      <div id={`${id}-check`} aria-live="polite">
        {field.errorMessage ? <FieldProblem>{field.errorMessage}</FieldProblem> : null}
        {current === null ? (
          field.value.trim() !== '' ? (
            <Help>{t('cost.fees.form.checking')}</Help>
          ) : null
        ) : issues.length > 0 ? (
          <FormulaIssues formula={current.formula} issues={issues} />
        ) : (
          <Valid>{t('cost.fees.form.valid')}</Valid>
        )}
      </div>
    </FormulaRoot>
  );
}

function SymbolButtons({
  title,
  symbols,
  onInsert,
}: {
  title: string;
  symbols: readonly FeeSymbol[];
  onInsert: (code: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (symbols.length === 0) return null;
  return (
    <>
      <h3 id={id}>{title}</h3>
      <ul aria-labelledby={id}>
        {symbols.map((symbol) => (
          <li key={symbol.code}>
            <button
              type="button"
              aria-label={t('cost.fees.symbols.insert', { code: symbol.code, name: symbol.name })}
              onClick={() => onInsert(symbol.code)}
            >
              <code>{symbol.code}</code>
              <span>{symbol.name}</span>
              <span>{formatDecimal(symbol.value)}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export interface FeeRowDialogProps {
  unit: UnitRef;
  target: FeeRowTarget;
  /** The unit's base codes with their values. */
  symbols: readonly FeeSymbol[];
  /** The table's rows: their codes can be used in a formula too. */
  rows: readonly FeeTableRow[];
  isPending: boolean;
  /** Saves; rejects with the server's refusal (the form stays as typed). */
  save: (values: FeeRowValues) => Promise<unknown>;
  onClose: () => void;
}

function initialValues(target: FeeRowTarget): FeeRowValues {
  if (target.kind === 'create') return EMPTY;
  const { code, name, base, rate, category, nonCompetitive } = target.row;
  return { code, name, base, rate, category, nonCompetitive };
}

/** 新增 / 编辑 a fee row: its fields, the live-checked formula and the codes to put in it. */
export function FeeRowDialog({
  unit,
  target,
  symbols,
  rows,
  isPending,
  save,
  onClose,
}: FeeRowDialogProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<FeeRowValues>(() => initialValues(target));
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const rowId = target.kind === 'edit' ? target.row.id : null;
  const check = useFormulaCheck(unit, values.base, rowId, values.code);

  // After a code went in, the caret stands right after it, in the formula field.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const input = inputRef.current;
    if (caret === null || !input) return;
    pendingCaret.current = null;
    input.focus();
    input.setSelectionRange(caret, caret);
  }, [values.base]);

  const insert = (code: string) => {
    const input = inputRef.current;
    const next = insertAtCaret(
      values.base,
      input?.selectionStart ?? null,
      input?.selectionEnd ?? null,
      code,
    );
    pendingCaret.current = next.caret;
    setValues((current) => ({ ...current, base: next.formula }));
  };

  const rowSymbols = rows
    .filter((row) => row.id !== rowId)
    .map((row) => ({ code: row.code, name: row.name, value: row.amount }));

  const submit = async (submitted: FeeRowValues) => {
    setRefusal(null);
    try {
      await save(submitted);
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : '');
    }
  };

  const title =
    target.kind === 'edit'
      ? t('cost.fees.form.editTitle', { code: target.row.code, name: target.row.name })
      : t('cost.fees.form.createTitle');
  const language = i18n.language;
  return (
    <FormDialog title={title} isPending={isPending} onClose={onClose} width="medium">
      {(formId) => (
        <Columns>
          <Form<FeeRowValues>
            id={formId}
            aria-label={title}
            values={values}
            onValuesChange={setValues}
            onSubmit={submit}
          >
            <Fields>
              {refusal !== null ? (
                <FormAlert>{t('cost.fees.form.refused', { message: refusal })}</FormAlert>
              ) : null}
              <FormField<string>
                name="code"
                label={t('cost.fees.form.code')}
                width="middle"
                rules={[contractRule(fieldSchemas.code, language, { required: true })]}
              >
                {(field) => <Input {...field} autoComplete="off" />}
              </FormField>
              <FormField<string>
                name="name"
                label={t('cost.fees.form.name')}
                rules={[contractRule(fieldSchemas.name, language, { required: true })]}
              >
                {(field) => <Input {...field} autoComplete="off" />}
              </FormField>
              <FormField<string>
                name="base"
                label={t('cost.fees.form.base')}
                rules={[contractRule(fieldSchemas.base, language)]}
              >
                {(field) => <FormulaField field={field} inputRef={inputRef} check={check} />}
              </FormField>
              <FormField<string>
                name="rate"
                label={t('cost.fees.form.rate')}
                width="short"
                rules={[
                  contractRule(fieldSchemas.rate, language, {
                    required: true,
                    label: t('cost.fees.form.rate'),
                  }),
                ]}
              >
                {(field) => <Input {...field} inputMode="decimal" autoComplete="off" />}
              </FormField>
              <FormField<FeeRow['category']>
                name="category"
                label={t('cost.fees.form.category')}
                width="middle"
              >
                {({ onChange, value, ...field }) => (
                  <Select
                    {...field}
                    value={value}
                    onChange={(next) => onChange((next ?? 'custom') as FeeRow['category'])}
                    options={CATEGORIES.map((category) => ({
                      value: category,
                      label: t(`cost.fees.category.${category}`),
                    }))}
                  />
                )}
              </FormField>
              <FormField<boolean> name="nonCompetitive" label={t('cost.fees.form.nonCompetitive')}>
                {(field) => (
                  <Checkbox isSelected={field.value} onChange={field.onChange} name={field.name}>
                    {field.label}
                  </Checkbox>
                )}
              </FormField>
            </Fields>
          </Form>
          <Symbols aria-label={t('cost.fees.symbols.label')}>
            <Help>{t('cost.fees.symbols.note')}</Help>
            <SymbolButtons
              title={t('cost.fees.symbols.base')}
              symbols={symbols}
              onInsert={insert}
            />
            <SymbolButtons
              title={t('cost.fees.symbols.rows')}
              symbols={rowSymbols}
              onInsert={insert}
            />
          </Symbols>
        </Columns>
      )}
    </FormDialog>
  );
}
