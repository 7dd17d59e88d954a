import { useTranslation } from 'react-i18next';
import {
  loginUserUpdateSchema,
  memberNameSchema,
  type LoginUserUpdate,
  type UserInfo,
} from '@ccms/api-client';
import { Button, Form, FormActions, FormField, Input } from '@ccms/ui';
import { api } from '../../api/client';
import { useUserInfo } from '../../api/queries';
import { currentLanguage } from '../../i18n';
import { useAdminMutation } from '../admin/shared/useAdminMutation';
import { contractRule } from '../admin/shared/contractRule';
import { Facts, Note, Stack } from './profile.styles';
import { useAdoptUserInfo } from './profileQueries';

type Fact = readonly [label: string, value: string | null];

function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Facts>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </Facts>
  );
}

// ---- Staff ------------------------------------------------------------------------------------

type StaffValues = { no: string; job: string; email: string };

/** A non-member edits job number, job and e-mail (spec 000 §6); administrators keep the rest. */
function StaffInfoForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const adoptUserInfo = useAdoptUserInfo();
  const save = useAdminMutation({
    run: (body: LoginUserUpdate) => api.profile.updateLoginUser({ body }),
    successMessage: t('profile.saved'),
    onSuccess: adoptUserInfo,
  });
  const field = (name: keyof StaffValues) => {
    const label = t(`profile.info.${name}`);
    const rule = contractRule(loginUserUpdateSchema.shape[name], language, { label });
    return { name, label, rules: [rule] };
  };

  return (
    <Form<StaffValues>
      aria-label={t('profile.info.editable')}
      defaultValues={{ no: user.no ?? '', job: user.job ?? '', email: user.email ?? '' }}
      onSubmit={(values) =>
        // The login name only identifies the account: the server refuses any but the caller's own.
        save.mutate({
          loginName: user.loginName,
          no: values.no.trim(),
          job: values.job.trim(),
          email: values.email.trim(),
        })
      }
    >
      <FormField<string> {...field('no')} width="long">
        {(binding) => <Input {...binding} autoComplete="off" />}
      </FormField>
      <FormField<string> {...field('job')} width="long">
        {(binding) => <Input {...binding} autoComplete="organization-title" />}
      </FormField>
      <FormField<string> {...field('email')} width="long">
        {(binding) => <Input {...binding} type="email" autoComplete="email" />}
      </FormField>
      <FormActions>
        <Button type="submit" variant="primary" isPending={save.isPending}>
          {t('admin.save')}
        </Button>
      </FormActions>
    </Form>
  );
}

// ---- Member -----------------------------------------------------------------------------------

/** A member renames themselves; level, fee and dates come with the membership (spec 000 §6). */
function MemberNameForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const label = t('profile.info.memberName');
  const adoptUserInfo = useAdoptUserInfo();
  const rename = useAdminMutation({
    run: (name: string) => api.profile.memberModName({ params: { userId: user.userId, name } }),
    successMessage: t('profile.saved'),
    onSuccess: adoptUserInfo,
  });
  return (
    <Form<{ name: string }>
      aria-label={t('profile.info.member')}
      defaultValues={{ name: user.name }}
      onSubmit={(values) => rename.mutate(values.name.trim())}
    >
      <FormField<string>
        name="name"
        label={label}
        width="long"
        rules={[
          contractRule(memberNameSchema, currentLanguage(), {
            label,
            requiredMessage: '会员姓名不能为空！',
          }),
        ]}
      >
        {(binding) => <Input {...binding} autoComplete="name" />}
      </FormField>
      <FormActions>
        <Button type="submit" variant="primary" isPending={rename.isPending}>
          {t('admin.save')}
        </Button>
      </FormActions>
    </Form>
  );
}

// ---- The section ------------------------------------------------------------------------------

/**
 * 个人信息: who the user is, and the fields they may change themselves. Members, staff and
 * customer accounts see different fields (spec 000 §6); customer accounts only look.
 */
export function PersonInfoSection() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  if (!user) return null;
  const label = (key: string) => t(`profile.info.${key}`);

  if (user.isMember && !user.customerInfo) {
    return (
      <Stack>
        <FactList
          facts={[
            [label('loginName'), user.loginName],
            [label('phone'), user.phone],
            [label('levelName'), user.levelName],
            [label('memberFee'), user.memberFee],
            [label('beginDate'), user.beginDate],
            [label('endDate'), user.endDate],
            [label('createTime'), user.createTime],
          ]}
        />
        {/* Keyed by user so a different sign-in starts from its own values. */}
        <MemberNameForm key={user.userId} user={user} />
      </Stack>
    );
  }

  const account: Fact[] = [
    [label('name'), user.name],
    [label('loginName'), user.loginName],
    [label('phone'), user.phone],
    [label('dept'), user.deptName],
    [label('role'), user.roleName],
  ];
  if (user.customerInfo) {
    return (
      <Stack>
        <FactList
          facts={[
            ...account,
            [label('no'), user.no],
            [label('job'), user.job],
            [label('email'), user.email],
          ]}
        />
        <Note>{label('customerReadOnly')}</Note>
      </Stack>
    );
  }
  return (
    <Stack>
      <FactList facts={account} />
      <Note>{label('staffNote')}</Note>
      <StaffInfoForm key={user.userId} user={user} />
    </Stack>
  );
}
