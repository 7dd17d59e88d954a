// The kind of value a parameter holds, read from the value itself: the schema keeps every value
// as text, and the portal reads "true" and "false" as switches (toBasicParams).

export type ParamValueKind = 'boolean' | 'integer' | 'text';

/** A whole number without leading zeros (so codes such as 001 stay text). */
const INTEGER = /^(0|-?[1-9]\d{0,14})$/;

export function paramValueKind(value: string): ParamValueKind {
  if (value === 'true' || value === 'false') return 'boolean';
  if (INTEGER.test(value)) return 'integer';
  return 'text';
}

/** The value the form holds for a parameter of the kind. */
export type ParamFormValue = boolean | number | string | null;

export function toFormValue(kind: ParamValueKind, value: string): ParamFormValue {
  if (kind === 'boolean') return value === 'true';
  if (kind === 'integer') return Number(value);
  return value;
}

/** The form's value as the text the server keeps; a cleared number is an empty value. */
export function fromFormValue(value: ParamFormValue): string {
  if (value === null) return '';
  return String(value);
}
