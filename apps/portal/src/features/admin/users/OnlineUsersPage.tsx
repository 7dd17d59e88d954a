import { useTranslation } from 'react-i18next';
import { OnlineUserList } from './OnlineUserList';
import { AdminPage, ButtonLink } from '../shared/AdminPage';
import { Panel } from '../shared/AdminLayout.styles';

const USERS_PATH = '/sys-manager/user';

/** 在线用户 (/sys-manager/user/online-list): who is signed in now, and 强制下线. */
export default function OnlineUsersPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      title={t('users.online.heading')}
      actions={<ButtonLink to={USERS_PATH}>{t('users.online.back')}</ButtonLink>}
    >
      <Panel>
        <OnlineUserList />
      </Panel>
    </AdminPage>
  );
}
