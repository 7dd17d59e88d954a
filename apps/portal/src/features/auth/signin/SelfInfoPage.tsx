import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginUserUpdate, UserInfo } from '@ccms/api-client';
import { Button, TextField, toast } from '@ccms/ui';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queries';
import { safeRedirectTarget } from '../../../app/redirectTarget';
import { session, useSession } from '../../../app/session';
import { SignInForm, StatusPanel, TextLink } from './signin.styles';
import { SignInScreen } from './SignInScreen';
import { useSignInForm } from './useSignInForm';

type InfoValues = { no: string; job: string; email: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The profile fields a first sign-in may leave empty (spec 000 §6: job number, job, e-mail). */
export function missingProfileFields(user: UserInfo): (keyof InfoValues)[] {
  return (['no', 'job', 'email'] as const).filter((field) => !user[field]);
}

/**
 * /login/self-info: after a first sign-in the user completes the fields their account lacks
 * (PUT /a/sys/user/updateLoginUser), or skips; both go on to the redirect target.
 */
export default function SelfInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { token, userInfo } = useSession();
  const target = safeRedirectTarget(searchParams.get('redirect'));
  const form = useSignInForm<InfoValues>(
    { no: userInfo?.no ?? '', job: userInfo?.job ?? '', email: userInfo?.email ?? '' },
    {
      email: (value) =>
        value.trim() === '' || EMAIL.test(value.trim())
          ? undefined
          : 'signin.selfInfo.emailInvalid',
    },
  );

  const save = useMutation({
    mutationFn: (body: LoginUserUpdate) => api.profile.updateLoginUser({ body }),
    onSuccess: async (fresh) => {
      session.updateUserInfo(fresh);
      queryClient.setQueryData(queryKeys.userInfo(session.getToken()), fresh);
      toast.success(t('signin.selfInfo.saved'));
      await navigate(target, { replace: true });
    },
  });

  const title = t('signin.route.selfInfo');
  if (!token || !userInfo) {
    return (
      <SignInScreen title={title}>
        <StatusPanel>
          <p>{t('signin.selfInfo.needSession')}</p>
          <TextLink to="/login">{t('signin.password.goLogin')}</TextLink>
        </StatusPanel>
      </SignInScreen>
    );
  }

  // The fields the account lacks; with none missing, all three stay editable.
  const missing = missingProfileFields(userInfo);
  const shown = new Set(missing.length > 0 ? missing : (['no', 'job', 'email'] as const));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check()) return;
    save.mutate({
      loginName: userInfo.loginName,
      no: form.values.no.trim(),
      job: form.values.job.trim(),
      email: form.values.email.trim(),
    });
  };

  return (
    <SignInScreen title={title} intro={t('signin.selfInfo.intro')}>
      <SignInForm id={form.formId} noValidate onSubmit={submit} aria-label={title}>
        {shown.has('no') ? (
          <TextField
            {...form.bind('no', { optional: true })}
            label={t('signin.selfInfo.no')}
            maxLength={32}
          />
        ) : null}
        {shown.has('job') ? (
          <TextField
            {...form.bind('job', { optional: true })}
            label={t('signin.selfInfo.job')}
            maxLength={32}
          />
        ) : null}
        {shown.has('email') ? (
          <TextField
            {...form.bind('email', { optional: true, checkOnBlur: true })}
            type="email"
            label={t('signin.selfInfo.email')}
            autoComplete="email"
            maxLength={128}
          />
        ) : null}
        <Button type="submit" variant="primary" size="medium" isPending={save.isPending}>
          {t('signin.selfInfo.save')}
        </Button>
        <Button
          type="button"
          variant="text"
          size="medium"
          onPress={() => void navigate(target, { replace: true })}
        >
          {t('signin.selfInfo.skip')}
        </Button>
      </SignInForm>
    </SignInScreen>
  );
}
