import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/pageTitle';
import { MessagePage } from './ErrorPage.styles';

/** A menu screen whose page arrives in a later release: says so, under the menu's own name. */
export default function ComingSoon() {
  const { t } = useTranslation();
  const title = usePageTitle() ?? t('route.comingSoon');
  return (
    <MessagePage>
      <h1>{title}</h1>
      <p>{t('comingSoon.text')}</p>
    </MessagePage>
  );
}
