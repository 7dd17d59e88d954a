import { Empty } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FormListView } from './FormListPage';

/**
 * /sys-manager/:formId/wf-treegrid. The seeded forms have no parent field, so there is no tree to
 * group by: the page shows the form's list and says so.
 */
export default function FormTreePage() {
  const { t } = useTranslation();
  const { formId } = useParams();
  if (!formId) return <Empty description={t('forms.page.missing')} />;
  return <FormListView locator={{ formId }} note={t('forms.list.treeNote')} />;
}
