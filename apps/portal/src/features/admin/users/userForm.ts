import { isValidPassword, type UserRow, type UserSave } from '@ccms/api-client';
import type { PickedEntry } from '@ccms/pickers';
import type { FieldRule, SelectKey } from '@ccms/ui';

// The user form's values and rules, free of React: the same limits as the contract's save
// schema (packages/api-client/src/contract/user.ts), so the server rarely has to refuse.

export type UserFormValues = {
  loginName: string;
  name: string;
  /** Only when creating: an edit never changes the password (重置密码 does). */
  password: string;
  confirmPassword: string;
  dept: readonly PickedEntry[];
  no: string;
  job: string;
  phone: string;
  email: string;
  roleIds: SelectKey[];
};

const LOGIN_NAME_PATTERN = /^[A-Za-z0-9_.@-]{2,32}$/;
/** Name, staff number and job title are at most 32 characters (contract). */
export const TEXT_MAX = 32;
const EMAIL_MAX = 128;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function toFormValues(user: UserRow | null): UserFormValues {
  return {
    loginName: user?.loginName ?? '',
    name: user?.name ?? '',
    password: '',
    confirmPassword: '',
    dept: user?.deptId ? [{ id: user.deptId, name: user.deptName ?? user.deptId }] : [],
    no: user?.no ?? '',
    job: user?.job ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    roleIds: user ? [...user.roleIds] : [],
  };
}

const orNull = (text: string) => text.trim() || null;

/**
 * The save body. `withRoles` is false when the editor may not list roles: leaving roleIds out
 * keeps the person's roles as they are.
 */
export function toSaveBody(
  values: UserFormValues,
  id: string | undefined,
  withRoles: boolean,
): UserSave {
  return {
    ...(id ? { id } : { password: values.password }),
    loginName: values.loginName.trim(),
    name: values.name.trim(),
    deptId: values.dept[0]?.id ?? null,
    no: orNull(values.no),
    job: orNull(values.job),
    phone: orNull(values.phone),
    email: orNull(values.email),
    ...(withRoles ? { roleIds: values.roleIds.map(String) } : {}),
  };
}

/** Messages the rules answer, already translated by the page. */
export interface TextRuleMessages {
  tooLong: string;
  noMarkup: string;
}

/** The server trims before it checks, so the rule does too. */
export function loginNameRule(message: string): FieldRule {
  return {
    validator: (value) => (LOGIN_NAME_PATTERN.test(String(value).trim()) ? null : message),
  };
}

/** One-line text as the server takes it: at most `max` characters, no markup. */
export function plainTextRule(max: number, messages: TextRuleMessages): FieldRule {
  return {
    validator: (value) => {
      const text = String(value).trim();
      if (text.length > max) return messages.tooLong;
      return /[<>]/.test(text) ? messages.noMarkup : null;
    },
  };
}

export function emailRule(message: string): FieldRule {
  return {
    validator: (value) => {
      const text = String(value).trim();
      return text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text) ? null : message;
    },
  };
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SPECIALS = '@#$%&*!?';
const TEMPORARY_PASSWORD_LENGTH = 12;

/**
 * A random password that meets the policy (letters, digits and a special character), without
 * look-alike characters (0/O, 1/l/I) since it is read out or typed from a note.
 */
export function generateTemporaryPassword(
  random: (size: number) => Uint32Array = (size) => crypto.getRandomValues(new Uint32Array(size)),
): string {
  const pick = (alphabet: string, value: number) => alphabet[value % alphabet.length]!;
  const all = LETTERS + DIGITS + SPECIALS;
  for (;;) {
    const values = random(TEMPORARY_PASSWORD_LENGTH);
    const text = Array.from(values, (value) => pick(all, value)).join('');
    // Asks for all three kinds, stricter than the policy, so every generated one is strong.
    const hasEveryKind = [LETTERS, DIGITS, SPECIALS].every((kind) =>
      [...text].some((character) => kind.includes(character)),
    );
    if (hasEveryKind && isValidPassword(text)) return text;
  }
}
