import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../../../tooling/vitest/axe';
import { Button } from '../button/Button';
import { Checkbox, CheckboxGroup } from '../checkbox/Checkbox';
import { Input } from '../input/Input';
import { NumberInput } from '../number-input/NumberInput';
import { Radio, RadioGroup } from '../radio/Radio';
import { Select, type SelectKey } from '../select/Select';
import { Switch } from '../switch/Switch';
import { renderWithTheme } from '../test-support/renderWithTheme';
import { Textarea } from '../textarea/Textarea';
import { Form, FormField } from './Form';
import { captchaRule, passwordRule, sameAsRule } from './rules';

function LoginForm({
  onSubmit,
  onInvalid,
  captchaHidden = false,
  labels = { username: '用户名', password: '密码', captcha: '验证码' },
}: {
  onSubmit?: (values: Record<string, unknown>) => void;
  onInvalid?: (errors: Record<string, string>) => void;
  captchaHidden?: boolean;
  labels?: { username: string; password: string; captcha: string };
}) {
  return (
    <Form
      aria-label="登录"
      defaultValues={{ username: '', password: '', captcha: '' }}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
    >
      <FormField<string> name="username" label={labels.username} required width="middle">
        {(field) => <Input {...field} />}
      </FormField>
      <FormField<string> name="password" label={labels.password} required rules={[passwordRule()]}>
        {(field) => <Input {...field} type="password" />}
      </FormField>
      <FormField<string>
        name="captcha"
        label={labels.captcha}
        required
        hidden={captchaHidden}
        rules={[captchaRule()]}
      >
        {(field) => <Input {...field} />}
      </FormField>
      <Button type="submit">登录</Button>
    </Form>
  );
}

describe('Form', () => {
  it('given empty required fields, refuses submit with label + 不能为空 and focuses the first', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    const { container } = renderWithTheme(<LoginForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    expect(screen.getByRole('textbox', { name: /用户名/ })).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalled());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith({
      username: '用户名不能为空',
      password: '密码不能为空',
      captcha: '验证码不能为空',
    });
    const username = screen.getByRole('textbox', { name: /用户名/ });
    expect(username).toHaveFocus();
    expect(username).toHaveAccessibleDescription('用户名不能为空');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);
  });

  it('focuses the first invalid field in order, skipping valid ones', async () => {
    renderWithTheme(<LoginForm />);
    await userEvent.type(screen.getByRole('textbox', { name: /用户名/ }), 'admin');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByLabelText(/密码/)).toHaveFocus());
  });

  it('validates on blur and clears the message as the user corrects it', async () => {
    renderWithTheme(<LoginForm />);
    await userEvent.tab();
    await userEvent.tab();
    expect(await screen.findByText('用户名不能为空')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /用户名/ }), 'a');
    await waitFor(() => expect(screen.queryByText('用户名不能为空')).not.toBeInTheDocument());
  });

  it('given the spec validators, shows their messages on blur', async () => {
    renderWithTheme(<LoginForm />);
    await userEvent.type(screen.getByLabelText(/密码/), 'abcdefgh');
    await userEvent.type(screen.getByRole('textbox', { name: /验证码/ }), '123');
    await userEvent.tab();
    expect(
      await screen.findByText('至少包括字母、数字、特殊字符任意2种且不少于8个字符'),
    ).toBeInTheDocument();
    expect(await screen.findByText('输入6个数字验证码')).toBeInTheDocument();
  });

  it('given a hidden field, does not render it and drops its required rule', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<LoginForm captchaHidden onSubmit={onSubmit} />);
    expect(screen.queryByRole('textbox', { name: /验证码/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /用户名/ }), 'admin');
    await userEvent.type(screen.getByLabelText(/密码/), 'Admin@123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        username: 'admin',
        password: 'Admin@123456',
        captcha: '',
      }),
    );
  });

  it.each([
    ['en', 'Username is required'],
    ['es', 'Username es obligatorio'],
  ])('in %s, says label + required in that language', async (language, message) => {
    renderWithTheme(
      <LoginForm labels={{ username: 'Username', password: 'Password', captcha: 'Captcha' }} />,
      language,
    );
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('when required is toggled off at run time, the field may stay empty', async () => {
    function Toggle() {
      const [phoneRequired, setPhoneRequired] = useState(true);
      const [submitted, setSubmitted] = useState(false);
      return (
        <Form defaultValues={{ phone: '' }} onSubmit={() => setSubmitted(true)}>
          <Switch isSelected={phoneRequired} onChange={setPhoneRequired}>
            手机号必填
          </Switch>
          <FormField<string> name="phone" label="手机号" required={phoneRequired}>
            {(field) => <Input {...field} />}
          </FormField>
          <Button type="submit">保存</Button>
          {submitted ? <output>已保存</output> : null}
        </Form>
      );
    }
    renderWithTheme(<Toggle />);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('手机号不能为空')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: '手机号必填' }));
    expect(screen.getByRole('textbox', { name: '手机号' })).not.toBeRequired();
    await waitFor(() => expect(screen.queryByText('手机号不能为空')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已保存');
  });

  it('given a repeat password that differs, says 两次输入密码不一致 on blur', async () => {
    renderWithTheme(
      <Form defaultValues={{ newPassword: '', repeatPassword: '' }}>
        <FormField<string> name="newPassword" label="新密码" required rules={[passwordRule()]}>
          {(field) => <Input {...field} type="password" />}
        </FormField>
        <FormField<string>
          name="repeatPassword"
          label="确认密码"
          required
          rules={[sameAsRule('newPassword')]}
        >
          {(field) => <Input {...field} type="password" />}
        </FormField>
      </Form>,
    );
    await userEvent.type(screen.getByLabelText(/新密码/), 'abcd1234');
    await userEvent.type(screen.getByLabelText(/确认密码/), 'abcd12345');
    expect(screen.queryByText('两次输入密码不一致')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('两次输入密码不一致')).toBeInTheDocument();
  });

  it('given an async validator, shows its answer', async () => {
    const isTaken = (name: unknown) =>
      new Promise<string | null>((resolve) =>
        setTimeout(() => resolve(name === 'admin' ? '登录名已存在' : null), 5),
      );
    renderWithTheme(
      <Form defaultValues={{ loginName: '' }}>
        <FormField<string> name="loginName" label="登录名" rules={[{ validator: isTaken }]}>
          {(field) => <Input {...field} />}
        </FormField>
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: '登录名' }), 'admin');
    await userEvent.tab();
    expect(await screen.findByText('登录名已存在')).toBeInTheDocument();
  });

  it('binds every control and submits typed values; width lays the field out', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <Form
        defaultValues={{
          name: '',
          note: '',
          amount: null,
          dept: null,
          modules: [],
          invoiceType: null,
          scopes: [],
          enabled: false,
        }}
        onSubmit={onSubmit}
      >
        <FormField<string> name="name" label="项目名称" required width="long">
          {(field) => <Input {...field} />}
        </FormField>
        <FormField<string> name="note" label="备注">
          {(field) => <Textarea {...field} maxLength={50} />}
        </FormField>
        <FormField<number | null> name="amount" label="合同金额" required>
          {(field) => <NumberInput {...field} />}
        </FormField>
        <FormField<SelectKey | null> name="dept" label="部门" required>
          {(field) => (
            <Select
              {...field}
              options={[
                { value: 'cost1', label: '造价一部' },
                { value: 'finance', label: '财务部' },
              ]}
            />
          )}
        </FormField>
        <FormField<SelectKey[]> name="modules" label="模块" required>
          {(field) => (
            <Select
              {...field}
              selectionMode="multiple"
              options={[
                { value: 'cost', label: '造价数据' },
                { value: 'hr', label: '人力资源' },
              ]}
            />
          )}
        </FormField>
        <FormField<string | null> name="invoiceType" label="发票类型" required>
          {(field) => (
            <RadioGroup {...field}>
              <Radio value="1">个人</Radio>
              <Radio value="2">单位</Radio>
            </RadioGroup>
          )}
        </FormField>
        <FormField<string[]> name="scopes" label="范围" required>
          {(field) => (
            <CheckboxGroup {...field}>
              <Checkbox value="a">土建</Checkbox>
              <Checkbox value="b">安装</Checkbox>
            </CheckboxGroup>
          )}
        </FormField>
        <FormField<boolean> name="enabled" label="启用">
          {(field) => (
            <Switch isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur}>
              {field.label}
            </Switch>
          )}
        </FormField>
        <Button type="submit">提交</Button>
      </Form>,
    );
    expect(
      screen.getByRole('textbox', { name: /项目名称/ }).closest('[data-form-field]'),
    ).toHaveStyle({
      width: '350px',
    });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    for (const message of [
      '项目名称不能为空',
      '合同金额不能为空',
      '部门不能为空',
      '模块不能为空',
      '发票类型不能为空',
      '范围不能为空',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await userEvent.type(screen.getByRole('textbox', { name: /项目名称/ }), '综合楼');
    await userEvent.type(screen.getByRole('textbox', { name: /备注/ }), '一期');
    await userEvent.type(screen.getByRole('textbox', { name: /合同金额/ }), '1,200.5');
    await userEvent.click(screen.getByRole('button', { name: /部门/ }));
    await userEvent.click(screen.getByRole('option', { name: '财务部' }));
    await userEvent.click(screen.getByRole('button', { name: /模块/ }));
    await userEvent.click(screen.getByRole('option', { name: '人力资源' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('radio', { name: '单位' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '安装' }));
    await userEvent.click(screen.getByRole('switch', { name: '启用' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: '综合楼',
        note: '一期',
        amount: 1200.5,
        dept: 'finance',
        modules: ['hr'],
        invoiceType: '2',
        scopes: ['b'],
        enabled: true,
      }),
    );
  }, 20_000);

  it('given controlled values, shows and updates what the owner holds', async () => {
    function Controlled() {
      const [values, setValues] = useState<Record<string, unknown>>({ code: 'A1' });
      return (
        <Form values={values} onValuesChange={setValues}>
          <FormField<string> name="code" label="编码">
            {(field) => <Input {...field} />}
          </FormField>
          <output>{String(values.code)}</output>
        </Form>
      );
    }
    renderWithTheme(<Controlled />);
    const input = screen.getByRole('textbox', { name: '编码' });
    expect(input).toHaveValue('A1');
    await userEvent.type(input, 'B');
    expect(screen.getByRole('status')).toHaveTextContent('A1B');
  });
});
