import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MySetting } from '@ccms/api-client';
import { Radio, RadioGroup, Spinner } from '@ccms/ui';
import { api } from '../../api/client';
import { useAdminMutation } from '../admin/shared/useAdminMutation';
import { Note, Stack } from './profile.styles';
import { profileKeys } from './profileQueries';

type ProjectNameRule = MySetting['projectNameRule'];
const RULES: readonly ProjectNameRule[] = ['projectName', 'fileName'];
const isRule = (value: string): value is ProjectNameRule =>
  (RULES as readonly string[]).includes(value);

/**
 * 文件读取设置 (spec 000 §3 file setting): where an imported pricing file's project name is read
 * from. A choice is saved at once; the session's user info carries it (mySetting), so it is
 * refreshed too.
 */
export function FileSettingSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: profileKeys.fileSetting,
    queryFn: () => api.profile.getUserSetting(),
  });
  const save = useAdminMutation({
    run: (projectNameRule: ProjectNameRule) =>
      api.profile.addUserSetting({ body: { projectNameRule } }),
    invalidates: [['userInfo']],
    successMessage: t('profile.fileSetting.saved'),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.fileSetting, saved),
  });

  if (setting.isPending) return <Spinner />;
  return (
    <Stack>
      <RadioGroup
        label={t('profile.fileSetting.rule')}
        orientation="vertical"
        value={save.isPending ? save.variables : (setting.data?.projectNameRule ?? null)}
        isDisabled={save.isPending}
        onChange={(value) => {
          if (isRule(value)) save.mutate(value);
        }}
      >
        {RULES.map((rule) => (
          <Radio key={rule} value={rule}>
            {t(`profile.fileSetting.${rule}`)}
          </Radio>
        ))}
      </RadioGroup>
      <Note>{t('profile.fileSetting.note')}</Note>
    </Stack>
  );
}
