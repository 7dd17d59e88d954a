import { useTranslation } from 'react-i18next';
import { AdminPage } from '../shared/AdminPage';

/** Placeholder: replaced by the page itself. */
export default function SaasRolesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('saas.heading')}>
      <p>{t('comingSoon.text')}</p>
    </AdminPage>
  );
}
