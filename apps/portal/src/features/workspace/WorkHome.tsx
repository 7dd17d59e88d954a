import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { UserInfo } from '@ccms/api-client';
import { Card, formatDecimal, Spinner } from '@ccms/ui';
import { usePickersTranslation, type MainFunctionKey, type PickersMessageKey } from '@ccms/pickers';
import { quietApi } from '../../api/client';
import { HOME_PATH } from '../../app/decideRoute';
import { findMenuByUrl, menuLabel } from '../../shell/menu';
import { MESSAGES_PATH } from '../inbox';
import { commonUseEntries, menuPages, visitsByMenuName } from './commonUse';
import { FlowList, FLOW_PANEL_PATHS, MessageList, type FlowPanelKind } from './HomePanels';
import { Shortcuts } from './Shortcuts';
import { useWindowDefaults, useWorkMode } from './workspaceQueries';

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(360px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const MoreLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MAIN_FUNCTION_LABELS: Record<MainFunctionKey, PickersMessageKey> = {
  '1': 'workModeTodo',
  '2': 'workModeDone',
  '3': 'workModeMyApplications',
  '4': 'workModeMessages',
  '5': 'workModeBonus',
};

/** The workflow lists (spec 000 §2.3a) the home functions show. */
const FLOW_KINDS: Partial<Record<MainFunctionKey, FlowPanelKind>> = {
  '1': 'todo',
  '2': 'done',
  '3': 'my',
};
const WORKFLOW_PATHS: Partial<Record<MainFunctionKey, string>> = {
  '1': FLOW_PANEL_PATHS.todo,
  '2': FLOW_PANEL_PATHS.done,
  '3': FLOW_PANEL_PATHS.my,
  '5': '/my-bonus-thesum',
};

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** 我的奖金 of this year: total, releasable, paid and held back, from the bonus ledger. */
function BonusSummary({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const allowed = Boolean(findMenuByUrl(user.menuList, '/my-bonus-thesum'));
  const year = new Date().getFullYear();
  const sum = useQuery({
    queryKey: ['workspace', 'bonus', year],
    queryFn: () => quietApi.bonus.myBonusSum({ body: { year } }),
    enabled: allowed,
  });
  if (!allowed) return <Note>{t('workspace.bonusNoAccess')}</Note>;
  if (sum.isPending) return <Spinner />;
  if (sum.isError) return <Note>{t('workspace.loadFailed')}</Note>;
  const { total } = sum.data;
  return (
    <Figures aria-label={t('workspace.bonusYear', { year })}>
      <dt>{t('workspace.bonusAmount')}</dt>
      <dd>{formatDecimal(total.amount)}</dd>
      <dt>{t('workspace.bonusReleased')}</dt>
      <dd>{formatDecimal(total.released)}</dd>
      <dt>{t('workspace.bonusPaid')}</dt>
      <dd>{formatDecimal(total.paid)}</dd>
      <dt>{t('workspace.bonusHeldBack')}</dt>
      <dd>{formatDecimal(total.heldBack)}</dd>
    </Figures>
  );
}

function MainFunction({ fn, user }: { fn: MainFunctionKey; user: UserInfo }) {
  const { t } = useTranslation();
  const tp = usePickersTranslation();
  const name = tp(MAIN_FUNCTION_LABELS[fn]);
  const path = fn === '4' ? MESSAGES_PATH : WORKFLOW_PATHS[fn];
  // A link only to a page the user's menu holds (the messages page every user has).
  const reachable = path && (fn === '4' || findMenuByUrl(user.menuList, path));
  const more = reachable ? (
    <MoreLink to={path} aria-label={t('workspace.openList', { name })}>
      {t('workspace.more')}
    </MoreLink>
  ) : null;
  return (
    <Card title={name} extra={more} headingLevel={3} shadow="never">
      {fn === '4' ? (
        <MessageList />
      ) : fn === '5' ? (
        <BonusSummary user={user} />
      ) : reachable ? (
        <FlowList kind={FLOW_KINDS[fn]!} />
      ) : (
        <Note>{t('workspace.flowNoAccess', { name })}</Note>
      )}
    </Card>
  );
}

/** 常用功能 per the work-mode setting: company defaults, recent use, or both. */
function CommonUse({ user, mode }: { user: UserInfo; mode: '2' | '3' | '4' }) {
  const { t } = useTranslation();
  const tp = usePickersTranslation();
  const defaults = useWindowDefaults(mode !== '3');
  const footprints = useQuery({
    queryKey: ['workspace', 'footprints'],
    queryFn: () => quietApi.footprint.footprintAnalyzeList({ body: {} }),
    enabled: mode !== '2',
    retry: false,
  });
  const waiting = (mode !== '3' && defaults.isPending) || (mode !== '2' && footprints.isPending);
  const entries = commonUseEntries(
    mode,
    menuPages(user.menuList, HOME_PATH),
    defaults.data?.workMode.checkedList ?? [],
    visitsByMenuName(footprints.data),
  );
  return (
    <Card title={tp('workModeCommonUse')} headingLevel={2} shadow="never">
      {waiting ? (
        <Spinner size={20} />
      ) : (
        <Shortcuts
          empty={t('workspace.commonUseEmpty')}
          items={entries.map(({ page, visits }) => ({
            key: page.id,
            label: menuLabel(page, t),
            detail: visits > 0 ? t('workspace.commonUseVisits', { count: visits }) : null,
            target: page,
          }))}
        />
      )}
    </Card>
  );
}

/** The home page in work mode: 主页功能 and 常用功能 as the user's work-mode form says. */
export function WorkHome({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const tp = usePickersTranslation();
  const workMode = useWorkMode();
  const layout = workMode.data?.workMode;
  if (workMode.isError) return <Note role="status">{t('workspace.loadFailed')}</Note>;
  if (!layout) return <Spinner size={24} />;
  return (
    <>
      {layout.commonUse !== '1' ? <CommonUse user={user} mode={layout.commonUse} /> : null}
      {layout.mainFunciton.length > 0 ? (
        <section aria-label={tp('workModeMainFunction')}>
          <Sections>
            {layout.mainFunciton.map((fn) => (
              <MainFunction key={fn} fn={fn} user={user} />
            ))}
          </Sections>
        </section>
      ) : null}
    </>
  );
}
