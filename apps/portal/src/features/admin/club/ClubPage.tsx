import { Tabs, type TabItem } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '../shared/AdminPage';
import { useCan } from '../shared/useCan';
import { ClubsTab } from './ClubsTab';
import { LevelsTab } from './LevelsTab';
import { MembersTab } from './MembersTab';

/** The query parameter that keeps the open tab across a refresh or a shared link. */
export const TAB_PARAM = 'tab';

/**
 * 俱乐部 (/sys-manager/club, /main-page/club): clubs, members and member levels, one tab each;
 * a tab is there only with its view permission, and the open one is in the address (?tab=).
 */
export default function ClubPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const canViewClubs = useCan('member:club:view');
  const canViewMembers = useCan('member:view');
  const canViewLevels = useCan('member:level:view');

  const items: TabItem[] = [
    ...(canViewClubs ? [{ key: 'clubs', title: t('club.tabs.clubs'), content: <ClubsTab /> }] : []),
    ...(canViewMembers
      ? [{ key: 'members', title: t('club.tabs.members'), content: <MembersTab /> }]
      : []),
    ...(canViewLevels
      ? [{ key: 'levels', title: t('club.tabs.levels'), content: <LevelsTab /> }]
      : []),
  ];
  const requested = searchParams.get(TAB_PARAM);
  // An unknown tab, or one the user may not see, falls back to the first they may.
  const selected = items.find((item) => item.key === requested)?.key ?? items[0]?.key;

  return (
    <AdminPage title={t('club.heading')}>
      {selected === undefined ? (
        <p>{t('club.nothingToShow')}</p>
      ) : (
        <Tabs
          aria-label={t('club.tabs.label')}
          items={items}
          selectedKey={selected}
          onSelectionChange={(key) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set(TAB_PARAM, key);
                return next;
              },
              { replace: true },
            )
          }
        />
      )}
    </AdminPage>
  );
}
