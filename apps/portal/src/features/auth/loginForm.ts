import { captchaAnswer, required, type Rule } from './signin/rules';

/** The fields of the password login forms (/login, /saasLogin, a company's own login page). */
export interface LoginFormValues extends Record<string, string> {
  username: string;
  password: string;
  captcha: string;
}
export type LoginField = keyof LoginFormValues;

export const EMPTY_LOGIN_FORM: LoginFormValues = { username: '', password: '', captcha: '' };

/**
 * The checks of a password login form (spec 000 §5), in the order of the fields; the username is
 * trimmed, as the server trims it too. `accountKey` is the message of an empty account (a SaaS
 * account may be a login name or a phone).
 */
export function loginFormRules(options: {
  captchaEnabled: boolean;
  accountKey: string;
}): Record<LoginField, Rule<LoginFormValues>> {
  return {
    username: required(options.accountKey),
    password: (value) => (value === '' ? 'login.passwordRequired' : undefined),
    captcha: captchaAnswer(options.captchaEnabled),
  };
}
