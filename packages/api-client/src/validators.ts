/**
 * Validation rules shared by the portal's forms and the server (spec 000 §5, 002 §5).
 * Each returns true when the value passes.
 */

/** 8 to 30 characters with at least two of: letters, digits, special characters. */
export function isValidPassword(value: string): boolean {
  if (value.length < 8 || value.length > 30) return false;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(value)).length;
  return kinds >= 2;
}

/** Mainland mobile number, with an optional +86 or 0086 prefix. */
export const MOBILE_PATTERN =
  /^(?:\+86|0086)?1(?:3\d|4[5-9]|5[0-35-9]|6[5-7]|7[0-8]|8\d|9[0-35-9])\d{8}$/;
export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** Image captcha answers are 5 to 7 characters. */
export const CAPTCHA_MIN_LENGTH = 5;
export const CAPTCHA_MAX_LENGTH = 7;

/** Positive and negative decimals, optionally with thousands commas. */
export const NUMBER_PATTERN = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
export function isNumeric(value: string): boolean {
  return NUMBER_PATTERN.test(value.trim());
}
