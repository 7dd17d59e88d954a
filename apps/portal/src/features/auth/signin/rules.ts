import { isValidMobile, isValidPassword } from '@ccms/api-client';

// The checks of the sign-in forms (spec 000 §5). Each answers the i18n key of its message, or
// undefined when the value passes; the server checks the same again.

export type Rule<V> = (value: string, values: V) => string | undefined;

/** The first failing rule's message. */
export function all<V>(...rules: readonly Rule<V>[]): Rule<V> {
  return (value, values) => {
    for (const rule of rules) {
      const message = rule(value, values);
      if (message) return message;
    }
    return undefined;
  };
}

export const required =
  <V>(key: string): Rule<V> =>
  (value) =>
    value.trim() === '' ? key : undefined;

/** Mainland mobile number, optionally with +86 or 0086. */
export const mobile = <V>(): Rule<V> =>
  all(required('signin.field.phoneRequired'), (value) =>
    isValidMobile(value.trim()) ? undefined : 'signin.field.phoneInvalid',
  );

/** The six digits of a text message (trimmed, as the server trims it). */
export const smsCode = <V>(): Rule<V> =>
  all(required('signin.field.smsCodeRequired'), (value) =>
    /^\d{6}$/.test(value.trim()) ? undefined : 'signin.field.smsCodeInvalid',
  );

/** 8–30 characters, at least two of letters, digits and special characters. */
export const newPassword = <V>(requiredKey: string): Rule<V> =>
  all(
    (value) => (value === '' ? requiredKey : undefined),
    (value) => (isValidPassword(value) ? undefined : 'signin.field.passwordPolicy'),
  );

/** The repeat of another field (checked on blur and on submit). */
export const sameAs = <V extends Record<string, string>>(
  other: keyof V,
  requiredKey: string,
): Rule<V> =>
  all(
    (value) => (value === '' ? requiredKey : undefined),
    (value, values) => (value === values[other] ? undefined : 'signin.field.passwordMismatch'),
  );

/** The image captcha's answer, asked for only while the captcha is on. */
export const captchaAnswer =
  <V>(enabled: boolean): Rule<V> =>
  (value) =>
    enabled && value.trim() === '' ? 'login.captchaRequired' : undefined;
