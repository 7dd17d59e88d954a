import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captcha as captchaEndpoint, endpointUrl, type ModPasswordBody } from '@ccms/api-client';
import {
  Button,
  captchaRule,
  Form,
  FormActions,
  FormField,
  Input,
  passwordRule,
  requiredRule,
  sameAsRule,
  toast,
} from '@ccms/ui';
import { api } from '../../api/client';
import { useBasicParams } from '../../api/queries';
import { useLogout } from '../../shell/useLogout';
import { CaptchaButton, CaptchaRow } from '../auth/captcha.styles';
import { Note, Stack } from './profile.styles';

type PasswordValues = Required<Omit<ModPasswordBody, 'captcha'>> & { captcha: string };
const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', repeatPassword: '', captcha: '' };

/**
 * 修改密码 (spec 000 §5): old password, the new one twice under the password policy, and the image
 * captcha unless the server switched it off. On success the user signs in again: the server has
 * ended their other sessions, and this one is closed here.
 */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const label = (key: string) => t(`profile.password.${key}`);
  const params = useBasicParams();
  // As the login page: hidden while loading; if the parameters fail to load, the server still asks.
  const captchaEnabled = params.data ? params.data['captcha.enabled'] !== false : params.isError;
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  const logout = useLogout();

  const change = useMutation({
    mutationFn: (body: ModPasswordBody) => api.auth.modPassword({ body }),
    onSuccess: async () => {
      toast.success(label('changed'));
      await logout();
    },
    onError: () => {
      // The request layer shows the server's message; a captcha answer is single use.
      setValues((current) => ({ ...current, captcha: '' }));
      setCaptchaStamp(Date.now());
    },
  });

  return (
    <Stack>
      <Note>{label('note')}</Note>
      <Form<PasswordValues>
        aria-label={t('profile.tabs.password')}
        values={values}
        onValuesChange={setValues}
        onSubmit={(form) =>
          change.mutate({
            oldPassword: form.oldPassword,
            newPassword: form.newPassword,
            repeatPassword: form.repeatPassword,
            captcha: captchaEnabled ? form.captcha.trim() : '',
          })
        }
      >
        <FormField<string>
          name="oldPassword"
          label={label('oldPassword')}
          width="long"
          rules={[requiredRule(label('oldPasswordRequired'))]}
        >
          {(field) => <Input {...field} type="password" autoComplete="current-password" />}
        </FormField>
        <FormField<string>
          name="newPassword"
          label={label('newPassword')}
          width="long"
          rules={[requiredRule(label('newPasswordRequired')), passwordRule()]}
        >
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete="new-password"
              description={label('policy')}
            />
          )}
        </FormField>
        <FormField<string>
          name="repeatPassword"
          label={label('repeatPassword')}
          width="long"
          rules={[requiredRule(label('repeatPasswordRequired')), sameAsRule('newPassword')]}
        >
          {(field) => <Input {...field} type="password" autoComplete="new-password" />}
        </FormField>
        {captchaEnabled ? (
          <CaptchaRow>
            <FormField<string>
              name="captcha"
              label={label('captcha')}
              width="short"
              rules={[requiredRule(label('captchaRequired')), captchaRule()]}
            >
              {(field) => <Input {...field} autoComplete="off" />}
            </FormField>
            <CaptchaButton type="button" onClick={() => setCaptchaStamp(Date.now())}>
              <img
                src={endpointUrl('/api', captchaEndpoint, { query: { _: String(captchaStamp) } })}
                alt={label('captchaImage')}
                width={120}
                height={32}
              />
            </CaptchaButton>
          </CaptchaRow>
        ) : null}
        <FormActions>
          <Button type="submit" variant="primary" isPending={change.isPending}>
            {label('submit')}
          </Button>
        </FormActions>
      </Form>
    </Stack>
  );
}
