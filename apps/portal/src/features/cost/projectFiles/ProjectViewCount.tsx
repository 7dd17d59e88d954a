import { Button, confirm } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { useCountedViews } from './projectFileQueries';

/**
 * The project's view count (this opening counted once) and 加入个人库, which puts the project into
 * the user's personal library (after a confirmation; a toast says when it is in).
 */
export function ProjectViewCount({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const views = useCountedViews(projectId);
  const into = useAdminMutation({
    run: () => api.costProjectFiles.projectIntoPersonLib({ body: { projectId } }),
    successMessage: t('costProjectFiles.inPersonLib'),
  });
  return (
    <p>
      {views.data ? (
        <span role="status">{t('costProjectFiles.views', { count: views.data.views })}</span>
      ) : null}{' '}
      <Button
        size="small"
        isDisabled={into.isPending || into.isSuccess}
        onPress={async () => {
          const sure = await confirm({
            title: t('costProjectFiles.personLibConfirmTitle'),
            message: t('costProjectFiles.personLibConfirm'),
            okText: t('costProjectFiles.intoPersonLib'),
          });
          if (sure) into.mutate();
        }}
      >
        {into.isSuccess ? t('costProjectFiles.inPersonLib') : t('costProjectFiles.intoPersonLib')}
      </Button>
    </p>
  );
}
