import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MessagePage } from './ErrorPage.styles';

/** /404: where unknown paths end. */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <MessagePage>
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <Link to="/">{t('errors.backHome')}</Link>
    </MessagePage>
  );
}
