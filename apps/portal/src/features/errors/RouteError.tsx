import { useTranslation } from 'react-i18next';
import { MessagePage } from './ErrorPage.styles';

/** Shown when a page fails to load or render (e.g. its code could not be fetched after a release). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main>
      <MessagePage>
        <h1>{t('errors.unexpectedTitle')}</h1>
        <p>{t('errors.unexpectedText')}</p>
        <a href="/">{t('errors.backHome')}</a>
      </MessagePage>
    </main>
  );
}
