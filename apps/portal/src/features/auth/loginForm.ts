/** The fields of the password login form. */
export interface LoginFormValues {
  username: string;
  password: string;
  captcha: string;
}
export type LoginField = keyof LoginFormValues;

/** i18n keys of the messages per invalid field (spec 000 §5). */
export type LoginFormErrors = Partial<Record<LoginField, string>>;

/** Checks the form before it is sent; the username is trimmed, as the server trims it too. */
export function validateLoginForm(
  values: LoginFormValues,
  captchaEnabled: boolean,
): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (values.username.trim() === '') errors.username = 'login.usernameRequired';
  if (values.password === '') errors.password = 'login.passwordRequired';
  if (captchaEnabled && values.captcha.trim() === '') errors.captcha = 'login.captchaRequired';
  return errors;
}
