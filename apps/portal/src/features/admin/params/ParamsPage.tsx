import { useTranslation } from 'react-i18next';
import { AdminPage } from '../shared/AdminPage';

/** Placeholder: replaced by the page itself. */
export default function ParamsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('params.heading')}>
      <p>{t('comingSoon.text')}</p>
    </AdminPage>
  );
}
