import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { resolveFieldWidth, type FieldWidth } from './fieldWidth';
import { FieldSlot, FormRoot } from './Form.styles';
import {
  formatRuleMessage,
  isFieldRequired,
  validateField,
  validateFields,
  type FieldDefinition,
  type FieldRule,
  type FormValues,
  type RuleMessage,
} from './rules';

// The React layer of the form-rule engine (rules.ts): it holds values and errors, runs the
// rules on blur and on submit, and hands each control a binding.

interface FormContextValue {
  getValues: () => FormValues;
  setFieldValue: (name: string, value: unknown) => void;
  register: (name: string, definition: () => FieldDefinition) => () => void;
  validateByName: (name: string) => Promise<void>;
  clearError: (name: string) => void;
  values: FormValues;
  errors: Readonly<Record<string, RuleMessage>>;
}

const FormContext = createContext<FormContextValue | null>(null);

// ---- Form -----------------------------------------------------------------------------------

export interface FormProps<Values extends FormValues = FormValues> extends Omit<
  AriaFormProps,
  'onSubmit' | 'onInvalid' | 'validationBehavior' | 'validationErrors' | 'children' | 'style'
> {
  /** Controlled values, keyed by field name. */
  values?: Values;
  /**
   * Starting values (uncontrolled). Give every field one: '' for text, null for numbers and
   * single selects, [] for lists, false for switches, so each control stays controlled.
   */
  defaultValues?: Values;
  onValuesChange?: (values: Values) => void;
  /** Called with the values once every visible field passes its rules. */
  onSubmit?: (values: Values) => void | Promise<void>;
  /** Called with the failing fields' messages when a submit is refused. */
  onInvalid?: (errors: Record<string, string>) => void;
  children: ReactNode;
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), button:not([disabled]):not([tabindex="-1"]), [tabindex="0"]';

/** Focuses the first control of the first failing field, in the order the fields appear. */
function focusFirstInvalid(form: HTMLFormElement, invalidNames: ReadonlySet<string>) {
  for (const slot of form.querySelectorAll<HTMLElement>('[data-form-field]')) {
    if (!invalidNames.has(slot.dataset.formField ?? '')) continue;
    const target = [...slot.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (element) => element.closest('[aria-hidden="true"]') === null,
    );
    target?.focus();
    return;
  }
}

/**
 * A form of `FormField`s (spec 000 §5): required message = label + 不能为空, required toggled
 * per field, hidden fields not validated, validation on blur and on submit (which focuses the
 * first invalid field).
 */
export function Form<Values extends FormValues = FormValues>({
  values,
  defaultValues,
  onValuesChange,
  onSubmit,
  onInvalid,
  children,
  ...props
}: FormProps<Values>) {
  const t = useUiTranslation();
  const [currentValues, setValues] = useControllableState<Values>({
    value: values,
    defaultValue: defaultValues ?? ({} as Values),
    onChange: onValuesChange,
  });
  const [errors, setErrors] = useState<Record<string, RuleMessage>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Handlers read the latest values (a blur can follow a change in the same event).
  const valuesRef = useRef<FormValues>(currentValues);
  const fieldsRef = useRef(new Map<string, () => FieldDefinition>());
  const runsRef = useRef(new Map<string, number>());

  useLayoutEffect(() => {
    valuesRef.current = currentValues;
  }, [currentValues]);

  const setError = useCallback((name: string, message: RuleMessage | null) => {
    setErrors((previous) => {
      if (message === null) {
        if (!(name in previous)) return previous;
        const { [name]: _removed, ...rest } = previous;
        return rest;
      }
      return { ...previous, [name]: message };
    });
  }, []);

  const validateByName = useCallback(
    async (name: string) => {
      const definition = fieldsRef.current.get(name)?.();
      if (!definition) return;
      // Async validators may answer out of order; only the latest run may set the message.
      const run = (runsRef.current.get(name) ?? 0) + 1;
      runsRef.current.set(name, run);
      const message = await validateField(definition, valuesRef.current[name], valuesRef.current);
      if (runsRef.current.get(name) === run) setError(name, message);
    },
    [setError],
  );

  const setFieldValue = useCallback(
    (name: string, value: unknown) => {
      const next = { ...valuesRef.current, [name]: value } as Values;
      valuesRef.current = next;
      setValues(next);
    },
    [setValues],
  );

  // Stable, so a field registers once (re-registering would clear its message).
  const register = useCallback(
    (name: string, definition: () => FieldDefinition) => {
      fieldsRef.current.set(name, definition);
      return () => {
        fieldsRef.current.delete(name);
        setError(name, null);
      };
    },
    [setError],
  );

  const clearError = useCallback((name: string) => setError(name, null), [setError]);

  const context = useMemo<FormContextValue>(
    () => ({
      getValues: () => valuesRef.current,
      setFieldValue,
      register,
      validateByName,
      clearError,
      values: currentValues,
      errors,
    }),
    [clearError, currentValues, errors, register, setFieldValue, validateByName],
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const definitions = [...fieldsRef.current.values()].map((definition) => definition());
    const snapshot = valuesRef.current;
    for (const definition of definitions) {
      runsRef.current.set(definition.name, (runsRef.current.get(definition.name) ?? 0) + 1);
    }
    const failures = await validateFields(definitions, snapshot);
    setErrors(failures);
    const invalidNames = new Set(Object.keys(failures));
    if (invalidNames.size > 0) {
      if (formRef.current) focusFirstInvalid(formRef.current, invalidNames);
      onInvalid?.(
        Object.fromEntries(
          Object.entries(failures).map(([name, message]) => [name, formatRuleMessage(message, t)]),
        ),
      );
      return;
    }
    await onSubmit?.(snapshot as Values);
  }

  return (
    <FormContext.Provider value={context}>
      <FormRoot
        {...props}
        ref={formRef}
        validationBehavior="aria"
        onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)}
      >
        {children}
      </FormRoot>
    </FormContext.Provider>
  );
}

// ---- useFormField ---------------------------------------------------------------------------

/** What a control needs to take part in a form; spread it onto Input, Select, RadioGroup… */
export interface FieldBinding<T> {
  name: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  isRequired: boolean;
  errorMessage: string | undefined;
}

export interface FormFieldOptions {
  name: string;
  /** The label; also the start of the required message (label + 不能为空). */
  label: string;
  rules?: readonly FieldRule[];
  /** Toggle at run time; adds the required rule. */
  required?: boolean;
  /** Hidden fields are not rendered and not validated (their required rule is dropped). */
  hidden?: boolean;
}

/** Binds one field of the surrounding Form: its value, its rules and its message. */
export function useFormField<T>({
  name,
  label,
  rules,
  required = false,
  hidden = false,
}: FormFieldOptions): FieldBinding<T> {
  const form = useContext(FormContext);
  if (!form) throw new Error(`useFormField("${name}") must be used inside a <Form>`);
  const t = useUiTranslation();
  const definition: FieldDefinition = { name, label, rules, required, hidden };
  const definitionRef = useRef(definition);
  useLayoutEffect(() => {
    definitionRef.current = definition;
  });

  const { register, validateByName, clearError, setFieldValue } = form;
  useLayoutEffect(() => register(name, () => definitionRef.current), [register, name]);

  const error = form.errors[name];
  const hasError = error !== undefined;
  // A message shown under rules that just changed (required toggled, field hidden) is re-checked.
  useEffect(() => {
    if (hidden) clearError(name);
    else if (hasError) void validateByName(name);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the rules themselves change
  }, [required, hidden]);

  return {
    name,
    label,
    value: form.values[name] as T,
    onChange: (value: T) => {
      setFieldValue(name, value);
      // Once a message shows, re-check as the user corrects it.
      if (hasError) queueMicrotask(() => void validateByName(name));
    },
    // After the control's own blur work (a NumberInput commits its number on blur).
    onBlur: () => queueMicrotask(() => void validateByName(name)),
    isRequired: isFieldRequired(definition),
    errorMessage: error === undefined ? undefined : formatRuleMessage(error, t),
  };
}

// ---- FormField ------------------------------------------------------------------------------

export interface FormFieldProps<T> extends FormFieldOptions {
  /** The spec's widths: short 130, middle 260, long 350, or pixels. */
  width?: FieldWidth;
  /** Renders the control with its binding, e.g. `(field) => <Input {...field} />`. */
  children: (field: FieldBinding<T>) => ReactNode;
}

/** One field of a Form: binds its control and lays it out at the field width. */
export function FormField<T>({ width, children, ...options }: FormFieldProps<T>) {
  const field = useFormField<T>(options);
  if (options.hidden) return null;
  return (
    <FieldSlot data-form-field={options.name} style={{ width: resolveFieldWidth(width) }}>
      {children(field)}
    </FieldSlot>
  );
}
