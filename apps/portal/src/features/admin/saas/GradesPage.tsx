import { useTranslation } from 'react-i18next';
import { AdminPage } from '../shared/AdminPage';

/** Placeholder: replaced by the page itself. */
export default function GradesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('saas.heading')}>
      <p>{t('comingSoon.text')}</p>
    </AdminPage>
  );
}
