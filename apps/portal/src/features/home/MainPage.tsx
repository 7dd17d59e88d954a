import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TFunction } from 'i18next';
import type { MenuItem, UserInfo } from '@ccms/api-client';
import { Card, Empty } from '@ccms/ui';
import {
  PANEL_GRID_COLUMNS,
  PANEL_SLOT_SPAN,
  toPanelSlots,
  usePickersTranslation,
  type PanelLayoutItem,
} from '@ccms/pickers';
import { useUserInfo } from '../../api/queries';
import { HOME_PATH } from '../../app/decideRoute';
import { findMenuByUrl, menuLabel, pagesOf } from '../../shell/menu';
import { FLOW_PANEL_PATHS, FlowList, HomePanel } from '../workspace/HomePanels';
import { Shortcuts, type Shortcut } from '../workspace/Shortcuts';
import { usePanelLayout } from '../workspace/usePanelLayout';
import { WorkHome } from '../workspace/WorkHome';
import { readDisplayMode } from '../workspace/workspaceQueries';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
  max-width: 1200px;
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.spacing.xl};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.background.surface};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.lg};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.regular};
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xxl}`};
  margin: ${({ theme }) => theme.spacing.lg} 0 0;

  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const PanelGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(${PANEL_GRID_COLUMNS}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};

  & > * {
    grid-column: span ${PANEL_SLOT_SPAN};
    min-width: 0;
  }
  @media (max-width: 900px) {
    & > * {
      grid-column: 1 / -1;
    }
  }
`;

const MoreLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** A card for each top-level menu the user holds (the home page itself excluded). */
function shortcutsOf(menuList: readonly MenuItem[], t: TFunction): Shortcut[] {
  return menuList.flatMap((item) => {
    const pages = pagesOf(item);
    const target = pages[0];
    if (!target || target.url === HOME_PATH) return [];
    return [
      {
        key: item.id,
        label: menuLabel(item, t),
        detail: item.children.length > 0 ? t('home.entries', { count: pages.length }) : null,
        target,
      },
    ];
  });
}

/** Normal mode: the fixed 常用功能 and 工作流 panels, then the user's panel layout. */
function NormalHome({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const tp = usePickersTranslation();
  const saved = usePanelLayout(user);
  const panels = toPanelSlots(saved).filter((slot): slot is PanelLayoutItem => slot !== null);
  const todoAllowed = Boolean(findMenuByUrl(user.menuList, FLOW_PANEL_PATHS.todo));
  return (
    <>
      <PanelGrid>
        <Card title={tp('panelLayoutCommonUse')} headingLevel={2} shadow="never">
          <Shortcuts items={shortcutsOf(user.menuList, t)} empty={t('home.shortcutsEmpty')} />
        </Card>
        <Card
          title={tp('panelLayoutWorkflow')}
          extra={
            todoAllowed ? (
              <MoreLink
                to={FLOW_PANEL_PATHS.todo}
                aria-label={t('workspace.moreOf', { name: t('menu.todo') })}
              >
                {t('workspace.more')}
              </MoreLink>
            ) : null
          }
          headingLevel={2}
          shadow="never"
        >
          {todoAllowed ? (
            <FlowList kind="todo" />
          ) : (
            <Note>{t('workspace.flowNoAccess', { name: t('menu.todo') })}</Note>
          )}
        </Card>
      </PanelGrid>
      {panels.length === 0 ? (
        <Empty description={t('workspace.emptyHome')} />
      ) : (
        <PanelGrid>
          {panels.map((panel) => (
            <HomePanel key={panel.code} panel={panel} user={user} />
          ))}
        </PanelGrid>
      )}
    </>
  );
}

/**
 * /main-page, the 首页 tab: who is signed in and today's date; then in normal mode the panel
 * layout (常用功能, 工作流 and the chosen panels), in work mode the work-mode home.
 */
export default function MainPage() {
  const { t, i18n } = useTranslation();
  const { data: user } = useUserInfo();
  if (!user) return null;
  const today = new Intl.DateTimeFormat(
    i18n.resolvedLanguage === 'zh' ? 'zh-CN' : i18n.resolvedLanguage,
    {
      dateStyle: 'full',
    },
  ).format(new Date());

  return (
    <Page>
      <Panel aria-labelledby="home-greeting">
        <h1 id="home-greeting">{t('home.greeting', { name: user.displayName })}</h1>
        <p>{t('home.today', { date: today })}</p>
        <Facts>
          <div>
            <dt>{t('home.department')}</dt>
            <dd>{user.deptName ?? t('home.none')}</dd>
          </div>
          <div>
            <dt>{t('home.job')}</dt>
            <dd>{user.job ?? t('home.none')}</dd>
          </div>
          <div>
            <dt>{t('home.role')}</dt>
            <dd>{user.roleName || t('home.none')}</dd>
          </div>
        </Facts>
      </Panel>
      {readDisplayMode(user) === 'work' ? <WorkHome user={user} /> : <NormalHome user={user} />}
    </Page>
  );
}
