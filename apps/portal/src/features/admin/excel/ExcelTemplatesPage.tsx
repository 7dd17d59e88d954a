import { useTranslation } from 'react-i18next';
import { AdminPage } from '../shared/AdminPage';

/** Placeholder: replaced by the page itself. */
export default function ExcelTemplatesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('excelTemplates.heading')}>
      <p>{t('comingSoon.text')}</p>
    </AdminPage>
  );
}
