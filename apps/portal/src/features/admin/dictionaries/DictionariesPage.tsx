import { useTranslation } from 'react-i18next';
import { AdminPage } from '../shared/AdminPage';

/** Placeholder: replaced by the page itself. */
export default function DictionariesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('dicts.heading')}>
      <p>{t('comingSoon.text')}</p>
    </AdminPage>
  );
}
