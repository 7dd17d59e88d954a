import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Panel } from '../admin/shared/AdminLayout.styles';
import { PersonInfoSection } from './PersonInfoSection';

const Page = styled(Panel)`
  max-width: 640px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** /main-page/personInfo: the 个人信息 of the personal centre, as a page of its own tab. */
export default function PersonInfoPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <h1>{t('profile.personInfo')}</h1>
      <PersonInfoSection />
    </Page>
  );
}
