import {
  CAPTCHA_MAX_LENGTH,
  CAPTCHA_MIN_LENGTH,
  isNumeric,
  isValidMobile,
  isValidPassword,
} from '@ccms/api-client';
import type { FormsMessageKey } from '../i18n/messages/forms';

// The form-rule engine (spec 000 §5): pure and DOM-free, so the React layer only binds it.

export type FormValues = Record<string, unknown>;

/** A rule's failure message: literal text, or a forms-catalogue key the UI translates. */
export type RuleMessage =
  string | { key: FormsMessageKey; values?: Record<string, string | number> };

/** What a validator answers: nothing when the value passes, else the message to show. */
export type RuleResult = RuleMessage | null | undefined;

export type RuleTrigger = 'blur' | 'change' | 'submit';

export interface FieldRule {
  /** Fails on an empty value (see `isEmptyValue`); other rules skip empty values. */
  required?: boolean;
  /** Fails when a non-empty text value does not match. */
  pattern?: RegExp;
  /** Checks a non-empty value; may be async (e.g. "is this phone number taken"). */
  validator?: (value: unknown, values: FormValues) => RuleResult | Promise<RuleResult>;
  /** The message of a failing `required` or `pattern`; a validator answers its own. */
  message?: RuleMessage;
}

/** A field as the engine sees it: its label (for the required message) and its rules. */
export interface FieldDefinition {
  name: string;
  label: string;
  /** Toggled at run time; adds the required rule. */
  required?: boolean;
  /** A hidden field is not validated: hiding drops its required rule (and its other rules). */
  hidden?: boolean;
  rules?: readonly FieldRule[];
}

/** Empty means nothing was entered: undefined, null, blank text or an empty list (not `false`). */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The rules that apply now: none when hidden; the required rule first when required. */
export function effectiveRules(field: FieldDefinition): FieldRule[] {
  if (field.hidden) return [];
  const rules = [...(field.rules ?? [])];
  if (field.required && !rules.some((rule) => rule.required)) rules.unshift({ required: true });
  return rules;
}

/** Whether the field currently carries a required rule (drives the asterisk and aria-required). */
export function isFieldRequired(field: FieldDefinition): boolean {
  return effectiveRules(field).some((rule) => rule.required);
}

/** Runs the field's rules in order and answers the first failure, or null when it passes. */
export async function validateField(
  field: FieldDefinition,
  value: unknown,
  values: FormValues,
): Promise<RuleMessage | null> {
  const empty = isEmptyValue(value);
  for (const rule of effectiveRules(field)) {
    if (rule.required && empty) {
      return rule.message ?? { key: 'fieldRequired', values: { label: field.label } };
    }
    if (empty) continue;
    if (rule.pattern && typeof value === 'string' && !rule.pattern.test(value)) {
      return rule.message ?? { key: 'fieldInvalid', values: { label: field.label } };
    }
    if (rule.validator) {
      const result = await rule.validator(value, values);
      if (result !== null && result !== undefined && result !== '') return result;
    }
  }
  return null;
}

/** Validates every field; answers the failing ones by name, in the order given. */
export async function validateFields(
  fields: readonly FieldDefinition[],
  values: FormValues,
): Promise<Record<string, RuleMessage>> {
  const results = await Promise.all(
    fields.map(
      async (field) =>
        [field.name, await validateField(field, values[field.name], values)] as const,
    ),
  );
  const errors: Record<string, RuleMessage> = {};
  for (const [name, message] of results) if (message !== null) errors[name] = message;
  return errors;
}

/** Turns a rule message into text with the caller's translator (the UI's `t`). */
export function formatRuleMessage(
  message: RuleMessage,
  translate: (key: FormsMessageKey, values?: Record<string, string | number>) => string,
): string {
  return typeof message === 'string' ? message : translate(message.key, message.values);
}

// ---------------------------------------------------------------------------------------------
// Ready-made rules: the spec's validators, shared with the server through @ccms/api-client.

export function requiredRule(message?: RuleMessage): FieldRule {
  return message === undefined ? { required: true } : { required: true, message };
}

export function patternRule(pattern: RegExp, message: RuleMessage): FieldRule {
  return { pattern, message };
}

/** 8–30 characters with at least two of letters, digits and special characters. */
export function passwordRule(): FieldRule {
  return {
    validator: (value) => (isValidPassword(String(value)) ? null : { key: 'passwordPolicy' }),
  };
}

/** Mainland mobile number with an optional +86 / 0086 prefix. */
export function mobileRule(): FieldRule {
  return {
    validator: (value) => (isValidMobile(String(value).trim()) ? null : { key: 'mobileInvalid' }),
  };
}

/** Image-captcha answers are 5 to 7 characters; the spec's message asks for the code. */
export function captchaRule(): FieldRule {
  return {
    validator: (value) => {
      const length = String(value).trim().length;
      return length >= CAPTCHA_MIN_LENGTH && length <= CAPTCHA_MAX_LENGTH
        ? null
        : { key: 'captchaLength' };
    },
  };
}

/** Positive and negative decimals, thousands commas allowed; numbers themselves pass. */
export function numberRule(): FieldRule {
  return {
    validator: (value) =>
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && isNumeric(value))
        ? null
        : { key: 'numberInvalid' },
  };
}

/** The repeat-password check: the value must equal the field `otherName`. */
export function sameAsRule(otherName: string, message?: RuleMessage): FieldRule {
  return {
    validator: (value, values) =>
      value === values[otherName] ? null : (message ?? { key: 'passwordMismatch' }),
  };
}
