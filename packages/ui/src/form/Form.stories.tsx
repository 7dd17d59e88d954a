import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/Button';
import { Checkbox, CheckboxGroup } from '../checkbox/Checkbox';
import { Input } from '../input/Input';
import { NumberInput } from '../number-input/NumberInput';
import { Radio, RadioGroup } from '../radio/Radio';
import { Select, type SelectKey } from '../select/Select';
import { Switch } from '../switch/Switch';
import { Textarea } from '../textarea/Textarea';
import { Form, FormField } from './Form';
import { FormActions } from './Form.styles';
import { captchaRule, mobileRule, passwordRule, sameAsRule } from './rules';

/** The change-password form of the spec: password policy, repeat check on blur, captcha. */
function ChangePasswordForm({ submitOnMount = false }: { submitOnMount?: boolean }) {
  return (
    <div
      ref={(container) => {
        if (submitOnMount) container?.querySelector('form')?.requestSubmit();
      }}
    >
      <Form
        aria-label="修改密码"
        defaultValues={{ oldPassword: '', newPassword: '', repeatPassword: '', captcha: '' }}
      >
        <FormField<string> name="oldPassword" label="原密码" required width="middle">
          {(field) => <Input {...field} type="password" autoComplete="current-password" />}
        </FormField>
        <FormField<string>
          name="newPassword"
          label="新密码"
          required
          width="middle"
          rules={[passwordRule()]}
        >
          {(field) => <Input {...field} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField<string>
          name="repeatPassword"
          label="确认新密码"
          required
          width="middle"
          rules={[sameAsRule('newPassword')]}
        >
          {(field) => <Input {...field} type="password" autoComplete="new-password" />}
        </FormField>
        <FormField<string>
          name="captcha"
          label="验证码"
          required
          width="short"
          rules={[captchaRule()]}
        >
          {(field) => <Input {...field} autoComplete="off" />}
        </FormField>
        <FormActions>
          <Button type="submit" variant="primary">
            确定
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}

/** Every control bound to one form, with a switch that toggles a field's required rule. */
function ProjectForm() {
  const [mobileRequired, setMobileRequired] = useState(true);
  const [showNote, setShowNote] = useState(true);
  return (
    <Form
      aria-label="项目信息"
      defaultValues={{
        name: '',
        mobile: '',
        amount: null,
        dept: null,
        modules: [],
        invoiceType: null,
        scopes: [],
        enabled: false,
        note: '',
      }}
    >
      <Switch isSelected={mobileRequired} onChange={setMobileRequired}>
        联系电话必填
      </Switch>
      <Switch isSelected={showNote} onChange={setShowNote}>
        显示备注
      </Switch>
      <FormField<string> name="name" label="项目名称" required width="long">
        {(field) => <Input {...field} />}
      </FormField>
      <FormField<string>
        name="mobile"
        label="联系电话"
        required={mobileRequired}
        width="middle"
        rules={[mobileRule()]}
      >
        {(field) => <Input {...field} />}
      </FormField>
      <FormField<number | null> name="amount" label="合同金额（元）" required width="middle">
        {(field) => <NumberInput {...field} precision={2} />}
      </FormField>
      <FormField<SelectKey | null> name="dept" label="部门" required width="middle">
        {(field) => (
          <Select
            {...field}
            isClearable
            options={[
              { value: 'cost1', label: '造价一部' },
              { value: 'cost2', label: '造价二部' },
              { value: 'finance', label: '财务部' },
            ]}
          />
        )}
      </FormField>
      <FormField<SelectKey[]> name="modules" label="模块" required width="long">
        {(field) => (
          <Select
            {...field}
            selectionMode="multiple"
            isSearchable
            options={[
              { value: 'cost', label: '造价数据' },
              { value: 'finance', label: '财务管理' },
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
      <FormField<string[]> name="scopes" label="咨询范围" required>
        {(field) => (
          <CheckboxGroup {...field}>
            <Checkbox value="civil">土建</Checkbox>
            <Checkbox value="install">安装</Checkbox>
            <Checkbox value="decoration">装饰</Checkbox>
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
      <FormField<string> name="note" label="备注" required hidden={!showNote} width="long">
        {(field) => <Textarea {...field} maxLength={200} />}
      </FormField>
      <FormActions>
        <Button type="submit" variant="primary">
          保存
        </Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: ChangePasswordForm,
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangePassword: Story = {};
/** Submitted empty on mount: every required message shows, the first field has focus. */
export const SubmittedEmpty: Story = { args: { submitOnMount: true } };
export const AllControls: Story = { render: () => <ProjectForm /> };
