import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isValidMobile, type MemberRegisterBody, type RegisterOptions } from '@ccms/api-client';
import { Button, Select, TextField, toast, type SelectOption } from '@ccms/ui';
import { api, quietApi } from '../../../api/client';
import { useCaptcha } from './CaptchaField';
import { PhoneCodeFields, type PhoneCodeValues } from './PhoneCodeFields';
import { all, captchaAnswer, mobile, newPassword, required, sameAs, smsCode } from './rules';
import { Intro, SignInForm } from './signin.styles';
import { useSignInForm } from './useSignInForm';

interface RegisterValues extends PhoneCodeValues {
  loginName: string;
  name: string;
  password: string;
  repeatPassword: string;
  deptId: string;
  roleId: string;
}

const EMPTY: RegisterValues = {
  loginName: '',
  name: '',
  phone: '',
  captcha: '',
  smsCode: '',
  password: '',
  repeatPassword: '',
  deptId: '',
  roleId: '',
};

/** As the server's login-name rule (user contract): 2–32 letters, digits or _ . @ -. */
const LOGIN_NAME = /^[A-Za-z0-9_.@-]{2,32}$/;

/** Departments with their path (总部 / 造价一部), in the order given. */
export function deptOptions(depts: RegisterOptions['depts']): SelectOption[] {
  const byId = new Map(depts.map((dept) => [dept.id, dept]));
  const path = (id: string, seen = new Set<string>()): string[] => {
    const dept = byId.get(id);
    if (!dept || seen.has(id)) return [];
    seen.add(id);
    return [...(dept.parentId ? path(dept.parentId, seen) : []), dept.name];
  };
  return depts.map((dept) => ({ value: dept.id, label: path(dept.id).join(' / ') }));
}

interface RegisterFormProps {
  /** A customer company's id or code: /member/customer/register instead of /member/register. */
  customerId?: string;
  /** Where the registrant signs in afterwards. */
  loginPath: string;
  label: string;
}

/**
 * Self-registration (spec 000 §7.1 /member/register): login name, name, phone proven by a text
 * message (type register), password twice, and the department and role the company offers
 * (/member/register/options). A phone that already has an account is told on leaving the field.
 */
export function RegisterForm({ customerId, loginPath, label }: RegisterFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const options = useQuery({
    queryKey: ['signin', 'registerOptions', customerId ?? null],
    queryFn: () => api.auth.registerOptions({ query: customerId ? { customerId } : {} }),
    staleTime: 60_000,
  });
  // The phone the server said an account already has: refused until it is changed.
  const [takenPhone, setTakenPhone] = useState<string | null>(null);
  const form = useSignInForm<RegisterValues>(EMPTY, () => ({
    loginName: all(required('signin.field.loginNameRequired'), (value) =>
      LOGIN_NAME.test(value.trim()) ? undefined : 'signin.field.loginNameInvalid',
    ),
    name: required('signin.field.nameRequired'),
    phone: all(mobile(), (value) =>
      value.trim() === takenPhone ? 'signin.register.phoneTaken' : undefined,
    ),
    captcha: captchaAnswer(captcha.enabled),
    smsCode: smsCode(),
    password: newPassword('signin.field.passwordRequired'),
    repeatPassword: sameAs('password', 'signin.field.repeatPasswordRequired'),
    deptId: required('signin.field.deptRequired'),
    roleId: required('signin.field.roleRequired'),
  }));

  const register = useMutation({
    mutationFn: (body: MemberRegisterBody) =>
      customerId
        ? api.auth.customerRegister({ body: { ...body, customerId } })
        : api.auth.memberRegister({ body }),
    onSuccess: async () => {
      toast.success(t('signin.register.success'));
      await navigate(loginPath, { replace: true });
    },
  });

  /** Leaving a valid phone asks whether an account has it already (silently, if that fails). */
  const checkPhoneTaken = async () => {
    const phone = form.values.phone.trim();
    if (!isValidMobile(phone)) return;
    try {
      const taken = await quietApi.auth.registerCheckPhoneExist({ params: { phone } });
      if (!taken) return;
      setTakenPhone(phone);
      form.setError('phone', 'signin.register.phoneTaken');
    } catch {
      // The server checks again on registration.
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const names = Object.keys(EMPTY).filter((name) => name !== 'captcha');
    if (!form.check(names)) return;
    const { values } = form;
    register.mutate({
      loginName: values.loginName.trim(),
      name: values.name.trim(),
      phone: values.phone.trim(),
      captcha: values.smsCode.trim(),
      password: values.password,
      deptId: values.deptId,
      roleId: values.roleId,
    });
  };

  const select = (name: 'deptId' | 'roleId') => {
    const binding = form.bind(name);
    return {
      name,
      isRequired: true,
      value: binding.value || null,
      onChange: (value: string | number | null) =>
        form.setValue(name, value === null ? '' : String(value)),
      errorMessage: binding.errorMessage,
    };
  };

  const roles = options.data?.roles ?? [];
  return (
    <SignInForm id={form.formId} noValidate onSubmit={submit} aria-label={label}>
      {options.data && roles.length === 0 ? (
        <Intro role="note">{t('signin.field.noRoles')}</Intro>
      ) : null}
      <TextField
        {...form.bind('loginName', { checkOnBlur: true })}
        label={t('signin.field.loginName')}
        placeholder={t('signin.field.loginNamePlaceholder')}
        autoComplete="username"
      />
      <TextField {...form.bind('name')} label={t('signin.field.name')} autoComplete="name" />
      <PhoneCodeFields
        form={form}
        captcha={captcha}
        purpose="register"
        onPhoneBlur={() => void checkPhoneTaken()}
      />
      <TextField
        {...form.bind('password', { checkOnBlur: true })}
        type="password"
        label={t('signin.field.password')}
        description={t('signin.field.passwordHint')}
        autoComplete="new-password"
      />
      <TextField
        {...form.bind('repeatPassword', { checkOnBlur: true })}
        type="password"
        label={t('signin.field.passwordRepeat')}
        autoComplete="new-password"
      />
      <Select
        {...select('deptId')}
        label={t('signin.field.dept')}
        options={deptOptions(options.data?.depts ?? [])}
      />
      <Select
        {...select('roleId')}
        label={t('signin.field.role')}
        options={roles.map((role) => ({ value: role.id, label: role.name }))}
      />
      <Button type="submit" variant="primary" size="medium" isPending={register.isPending}>
        {t('signin.register.submit')}
      </Button>
    </SignInForm>
  );
}
