import { formsMessages } from '../i18n/messages/forms';
import {
  captchaRule,
  effectiveRules,
  formatRuleMessage,
  isEmptyValue,
  isFieldRequired,
  mobileRule,
  numberRule,
  passwordRule,
  patternRule,
  sameAsRule,
  validateField,
  validateFields,
  type FieldDefinition,
  type RuleMessage,
} from './rules';

/** The catalogue's own interpolation, so messages read as users see them. */
function translator(language: 'zh' | 'en' | 'es') {
  return (message: RuleMessage) =>
    formatRuleMessage(message, (key, values) =>
      formsMessages[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
        String(values?.[name] ?? ''),
      ),
    );
}
const zh = translator('zh');

async function messageOf(field: FieldDefinition, value: unknown, values = {}) {
  const message = await validateField(field, value, values);
  return message === null ? null : zh(message);
}

describe('form rules', () => {
  it('treats undefined, null, blank text and empty lists as empty, but not false or 0', () => {
    expect([undefined, null, '', '   ', []].every(isEmptyValue)).toBe(true);
    expect([false, 0, 'a', ['x']].some(isEmptyValue)).toBe(false);
  });

  it('given a required field left empty, answers label + 不能为空 in zh, en and es', async () => {
    const field = { name: 'password', label: '密码', required: true };
    const message = await validateField(field, '', {});
    expect(message).not.toBeNull();
    expect(zh(message!)).toBe('密码不能为空');
    expect(translator('en')(message!)).toBe('密码 is required');
    expect(translator('es')(message!)).toBe('密码 es obligatorio');
  });

  it('when required is toggled off at run time, an empty value passes', async () => {
    const field: FieldDefinition = { name: 'phone', label: '手机号', required: true };
    expect(await messageOf(field, '')).toBe('手机号不能为空');
    expect(isFieldRequired(field)).toBe(true);
    const toggled = { ...field, required: false };
    expect(await messageOf(toggled, '')).toBeNull();
    expect(isFieldRequired(toggled)).toBe(false);
  });

  it('given a hidden field, drops its required rule (and its other rules)', async () => {
    const field = {
      name: 'captcha',
      label: '验证码',
      required: true,
      hidden: true,
      rules: [captchaRule()],
    };
    expect(effectiveRules(field)).toEqual([]);
    expect(isFieldRequired(field)).toBe(false);
    expect(await messageOf(field, '')).toBeNull();
    expect(await messageOf(field, '12')).toBeNull();
  });

  it('skips non-required rules on an empty value and runs rules in order', async () => {
    const field = { name: 'mobile', label: '手机号', rules: [mobileRule(), passwordRule()] };
    expect(await messageOf(field, '')).toBeNull();
    expect(await messageOf(field, '123')).toBe('请输入正确的手机号码');
  });

  it('given a pattern rule, answers its message, or label + 格式不正确 without one', async () => {
    const code = {
      name: 'code',
      label: '编码',
      rules: [patternRule(/^[a-z]+$/, '只能输入小写字母')],
    };
    expect(await messageOf(code, 'ABC')).toBe('只能输入小写字母');
    expect(await messageOf(code, 'abc')).toBeNull();
    expect(
      await messageOf({ name: 'code', label: '编码', rules: [{ pattern: /^\d+$/ }] }, 'x'),
    ).toBe('编码格式不正确');
  });

  it('checks the password policy: 8–30 characters with 2 of letters, digits, specials', async () => {
    const field = { name: 'password', label: '密码', rules: [passwordRule()] };
    const policy = '至少包括字母、数字、特殊字符任意2种且不少于8个字符';
    expect(await messageOf(field, 'abcdefgh')).toBe(policy);
    expect(await messageOf(field, 'Ab1')).toBe(policy);
    expect(await messageOf(field, 'a'.repeat(30) + '1')).toBe(policy);
    expect(await messageOf(field, 'abcd1234')).toBeNull();
    expect(await messageOf(field, 'Admin@123456')).toBeNull();
  });

  it('checks mobile numbers with optional +86 / 0086 prefix', async () => {
    const field = { name: 'mobile', label: '手机号', rules: [mobileRule()] };
    expect(await messageOf(field, '13812345678')).toBeNull();
    expect(await messageOf(field, '+8613812345678')).toBeNull();
    expect(await messageOf(field, '008619912345678')).toBeNull();
    expect(await messageOf(field, '12812345678')).toBe('请输入正确的手机号码');
    expect(await messageOf(field, '1381234567')).toBe('请输入正确的手机号码');
  });

  it('checks the captcha length 5–7 with the spec message', async () => {
    const field = { name: 'captcha', label: '验证码', rules: [captchaRule()] };
    expect(await messageOf(field, '1234')).toBe('输入6个数字验证码');
    expect(await messageOf(field, '12345678')).toBe('输入6个数字验证码');
    expect(await messageOf(field, '12345')).toBeNull();
    expect(await messageOf(field, 'a1b2c3d')).toBeNull();
  });

  it('checks numbers: negative decimals and thousands commas pass, stray text fails', async () => {
    const field = { name: 'amount', label: '金额', rules: [numberRule()] };
    for (const ok of ['-12.5', '1,234,567.89', '0', -3.2])
      expect(await messageOf(field, ok)).toBeNull();
    for (const bad of ['1,23', '12a', '--1', Number.NaN]) {
      expect(await messageOf(field, bad)).toBe('请输入数字');
    }
  });

  it('given a repeat password that differs, answers 两次输入密码不一致', async () => {
    const field = { name: 'repeat', label: '确认密码', rules: [sameAsRule('password')] };
    expect(await messageOf(field, 'abcd1234', { password: 'abcd1235' })).toBe('两次输入密码不一致');
    expect(await messageOf(field, 'abcd1234', { password: 'abcd1234' })).toBeNull();
  });

  it('awaits async validators and sees the other values', async () => {
    const field: FieldDefinition = {
      name: 'loginName',
      label: '登录名',
      rules: [
        {
          validator: async (value, values) => {
            await Promise.resolve();
            return value === values.taken ? '登录名已存在' : null;
          },
        },
      ],
    };
    expect(await messageOf(field, 'admin', { taken: 'admin' })).toBe('登录名已存在');
    expect(await messageOf(field, 'zhangsan', { taken: 'admin' })).toBeNull();
  });

  it('validates a whole form and reports only the failing fields', async () => {
    const errors = await validateFields(
      [
        { name: 'username', label: '用户名', required: true },
        { name: 'password', label: '密码', required: true, rules: [passwordRule()] },
        { name: 'note', label: '备注' },
      ],
      { username: 'admin', password: 'short' },
    );
    expect(Object.keys(errors)).toEqual(['password']);
    expect(zh(errors.password!)).toBe('至少包括字母、数字、特殊字符任意2种且不少于8个字符');
  });
});
