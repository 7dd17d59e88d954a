import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MessagePage } from './ErrorPage.styles';

/** /401: a page the signed-in user holds no permission for. */
export default function Unauthorized() {
  const { t } = useTranslation();
  return (
    <MessagePage>
      <h1>{t('errors.unauthorizedTitle')}</h1>
      <p>{t('errors.unauthorizedText')}</p>
      <Link to="/">{t('errors.backHome')}</Link>
    </MessagePage>
  );
}
