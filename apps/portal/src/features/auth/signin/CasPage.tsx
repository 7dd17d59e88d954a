import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../errors/ErrorPage.styles';

/** Placeholder: replaced by the page itself. */
export default function CasPage() {
  const { t } = useTranslation();
  return (
    <MessagePage>
      <h1>{t('signin.heading')}</h1>
    </MessagePage>
  );
}
