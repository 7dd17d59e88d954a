import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rule } from './rules';

type Values = Record<string, string>;
type Rules<V extends Values> = Partial<Record<keyof V, Rule<V>>>;

export interface SignInForm<V extends Values> {
  values: V;
  setValue: (name: keyof V, value: string) => void;
  /** Checks the named fields (all when none given), shows their messages, focuses the first failing one. */
  check: (names?: readonly (keyof V)[]) => boolean;
  /** The props of a TextField bound to a field; `checkOnBlur` checks it when focus leaves. */
  bind: (
    name: keyof V & string,
    options?: { checkOnBlur?: boolean; optional?: boolean },
  ) => {
    name: string;
    value: string;
    onChange: (value: string) => void;
    onBlur?: () => void;
    errorMessage: string | undefined;
    isRequired: boolean;
    validationBehavior: 'aria';
  };
  /** Shows a message found elsewhere (the server says the phone is taken); undefined clears it. */
  setError: (name: keyof V, key: string | undefined) => void;
  /** The id the <form> carries, so a failed check can focus its field. */
  formId: string;
}

/**
 * The state of a sign-in form: values, the messages of failed checks, and checks of some fields
 * at a time (the SMS send button checks phone and captcha only).
 */
export function useSignInForm<V extends Values>(
  initial: V,
  rules: Rules<V> | (() => Rules<V>),
): SignInForm<V> {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const currentRules = typeof rules === 'function' ? rules() : rules;
  const messageOf = (name: keyof V) => currentRules[name]?.(values[name] ?? '', values);

  const setValue = (name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const check = (names?: readonly (keyof V)[]) => {
    const fields = names ?? Object.keys(currentRules);
    const found: Partial<Record<keyof V, string>> = {};
    for (const name of fields) found[name] = messageOf(name);
    setErrors((current) => ({ ...current, ...found }));
    const firstInvalid = fields.find((name) => found[name]);
    if (firstInvalid === undefined) return true;
    const form = document.getElementById(formId);
    const input =
      form instanceof HTMLFormElement ? form.elements.namedItem(String(firstInvalid)) : null;
    if (input instanceof HTMLElement) input.focus();
    return false;
  };

  const bind: SignInForm<V>['bind'] = (name, options) => {
    const key = errors[name];
    return {
      name,
      value: values[name] ?? '',
      onChange: (value: string) => setValue(name, value),
      onBlur: options?.checkOnBlur
        ? () => {
            if ((values[name] ?? '') === '') return;
            setErrors((current) => ({ ...current, [name]: messageOf(name) }));
          }
        : undefined,
      errorMessage: key ? t(key) : undefined,
      isRequired: !options?.optional,
      validationBehavior: 'aria',
    };
  };

  const setError = (name: keyof V, key: string | undefined) =>
    setErrors((current) => ({ ...current, [name]: key }));

  return { values, setValue, check, bind, setError, formId };
}
