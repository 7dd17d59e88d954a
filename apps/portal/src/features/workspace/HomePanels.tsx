import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  isHomePanelCode,
  type HomePanelCode,
  type UserInfo,
  type WfInstanceRow,
  type WfTaskRow,
} from '@ccms/api-client';
import { Card, Empty, Spinner, Tag } from '@ccms/ui';
import { usePanelName, type PanelLayoutItem } from '@ccms/pickers';
import { useSession } from '../../app/session';
import { quietApi } from '../../api/client';
import { useCurrentCompanyBrand } from '../../api/queries';
import { MESSAGES_PATH, inboxKeys } from '../inbox';
import { openMessageState } from '../inbox/messageRoute';
import { ALL_MESSAGES, toMessageParams, type MessageFilter } from '../inbox/inboxQueries';
import { findMenuByUrl } from '../../shell/menu';
import { instanceHref, taskHref } from '../workflow/lists/WorkflowListPage';
import { workflowKeys } from '../workflow/workflowQueries';

/** Items a home panel lists. */
export const PANEL_LIST_SIZE = 5;

/** The CMS category (by code) each article panel reads (seeded: notice, industry, picture, news). */
export const PANEL_CATEGORY: Partial<Record<HomePanelCode, string>> = {
  notice: 'notice',
  industryNews: 'industry',
  pictureNews: 'picture',
  upgradeNotes: 'upgrade',
};
/** The company news shown under the enterprise brand. */
export const BRAND_NEWS_CATEGORY = 'news';

const ItemList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.md};
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border.lighter};
  }
  li:last-child {
    border-bottom: 0;
  }
  .title {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.text.primary};
  }
  time,
  .meta {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Pictures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;

  figure {
    margin: 0;
  }
  img {
    width: 100%;
    height: 80px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.base};
    background: ${({ theme }) => theme.colors.background.base};
  }
  figcaption {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};

  img {
    max-height: 48px;
    max-width: 160px;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const MoreLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A query's three states in a panel: loading, failed (said plainly), or its content. */
function Loaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isError: boolean };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError) return <Note role="status">{t('workspace.loadFailed')}</Note>;
  if (query.data === undefined) return <Spinner size={20} />;
  return <>{children(query.data)}</>;
}

/** Published articles of one CMS category of the user's company, newest first. */
function useArticles(companyId: string, categoryCode: string, pageSize = PANEL_LIST_SIZE) {
  return useQuery({
    queryKey: ['workspace', 'articles', companyId, categoryCode, pageSize],
    queryFn: () =>
      quietApi.cms.cmsWebArticleQueryList({
        body: { pageNo: 1, pageSize, params: { companyId, categoryCode } },
      }),
    retry: false,
  });
}

function ArticleList({ companyId, categoryCode }: { companyId: string; categoryCode: string }) {
  const { t } = useTranslation();
  const articles = useArticles(companyId, categoryCode);
  return (
    <Loaded query={articles}>
      {(page) =>
        page.data.length === 0 ? (
          <Empty description={t('workspace.noArticles')} />
        ) : (
          <ItemList>
            {page.data.map((article) => (
              <li key={article.id}>
                <span className="title" title={article.title}>
                  {article.title}
                </span>
                {article.publishedAt ? (
                  <time dateTime={article.publishedAt.replace(' ', 'T')}>
                    {article.publishedAt.slice(0, 10)}
                  </time>
                ) : null}
              </li>
            ))}
          </ItemList>
        )
      }
    </Loaded>
  );
}

function PictureList({ companyId, categoryCode }: { companyId: string; categoryCode: string }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const articles = useArticles(companyId, categoryCode, 4);
  return (
    <Loaded query={articles}>
      {(page) =>
        page.data.length === 0 ? (
          <Empty description={t('workspace.noArticles')} />
        ) : (
          <Pictures>
            {page.data.map((article) => (
              <li key={article.id}>
                <figure>
                  {article.coverImageId ? (
                    <img
                      src={`/api/image/${article.coverImageId}?AuthToken=${encodeURIComponent(token ?? '')}`}
                      alt=""
                    />
                  ) : null}
                  <figcaption title={article.title}>{article.title}</figcaption>
                </figure>
              </li>
            ))}
          </Pictures>
        )
      }
    </Loaded>
  );
}

const UNREAD: MessageFilter = { ...ALL_MESSAGES, read: false };

/** The newest unread reminders (消息提醒), each opening on the messages page. */
export function MessageList() {
  const { t } = useTranslation();
  const messages = useQuery({
    // Under the inbox's keys, so a pushed message refreshes the panel with the bell.
    queryKey: inboxKeys.list(UNREAD, 1, PANEL_LIST_SIZE),
    queryFn: () =>
      quietApi.message.messageQueryList({
        body: { pageNo: 1, pageSize: PANEL_LIST_SIZE, params: toMessageParams(UNREAD) },
      }),
    retry: false,
  });
  return (
    <Loaded query={messages}>
      {(page) =>
        page.data.length === 0 ? (
          <Empty description={t('workspace.noMessages')} />
        ) : (
          <ItemList>
            {page.data.map((message) => (
              <li key={message.id}>
                <Link
                  className="title"
                  to={MESSAGES_PATH}
                  state={openMessageState(message)}
                  title={message.title}
                >
                  {message.title}
                </Link>
                <time dateTime={message.createdAt.replace(' ', 'T')}>
                  {message.createdAt.slice(0, 10)}
                </time>
              </li>
            ))}
          </ItemList>
        )
      }
    </Loaded>
  );
}

const READ: MessageFilter = { ...ALL_MESSAGES, read: true };

/** 邮件: the user's internal messages (站内信), the unread ones first, each opening on the messages page. */
export function MailList() {
  const { t } = useTranslation();
  const list = (filter: MessageFilter) => ({
    queryKey: inboxKeys.list(filter, 1, PANEL_LIST_SIZE),
    queryFn: () =>
      quietApi.message.messageQueryList({
        body: { pageNo: 1, pageSize: PANEL_LIST_SIZE, params: toMessageParams(filter) },
      }),
    retry: false,
  });
  const unread = useQuery(list(UNREAD));
  const read = useQuery(list(READ));
  const both = {
    isError: unread.isError || read.isError,
    data:
      unread.data && read.data
        ? [...unread.data.data, ...read.data.data].slice(0, PANEL_LIST_SIZE)
        : undefined,
  };
  return (
    <Loaded query={both}>
      {(rows) =>
        rows.length === 0 ? (
          <Empty description={t('workspace.noMail')} />
        ) : (
          <ItemList>
            {rows.map((message) => (
              <li key={message.id}>
                <Link
                  className="title"
                  to={MESSAGES_PATH}
                  state={openMessageState(message)}
                  title={message.title}
                >
                  {message.title}
                </Link>
                <span className="meta">
                  {message.read ? null : <Tag status="danger">{t('workspace.unread')}</Tag>}{' '}
                  <time dateTime={message.createdAt.replace(' ', 'T')}>
                    {message.createdAt.slice(0, 10)}
                  </time>
                </span>
              </li>
            ))}
          </ItemList>
        )
      }
    </Loaded>
  );
}

/** The workflow lists a home panel can show, with their pages. */
export type FlowPanelKind = 'todo' | 'done' | 'my';
export const FLOW_PANEL_PATHS: Record<FlowPanelKind, string> = {
  todo: '/main-page/toDoAll',
  done: '/main-page/haveDoneAll',
  my: '/main-page/myApplicationAll',
};
const FLOW_PANEL_EMPTY = {
  todo: 'workspace.noTodo',
  done: 'workspace.noDone',
  my: 'workspace.noApplications',
} as const;
const FLOW_PANEL_TOTAL = {
  todo: 'workspace.todoTotal',
  done: 'workspace.doneTotal',
  my: 'workspace.myTotal',
} as const;

type FlowRow = { kind: 'task'; row: WfTaskRow } | { kind: 'instance'; row: WfInstanceRow };

async function fetchFlowPanel(kind: FlowPanelKind): Promise<{ total: number; rows: FlowRow[] }> {
  const body = { pageNo: 1, pageSize: PANEL_LIST_SIZE, params: {} };
  if (kind === 'my') {
    const page = await quietApi.workflow.wfMyList({ body });
    return { total: page.total, rows: page.data.map((row) => ({ kind: 'instance', row })) };
  }
  const page =
    kind === 'todo'
      ? await quietApi.workflow.wfTodoList({ body })
      : await quietApi.workflow.wfDoneList({ body });
  return { total: page.total, rows: page.data.map((row) => ({ kind: 'task', row })) };
}

/**
 * 待办 / 已办 / 我的申请 on the home page: how many, the newest few (each opening its task or flow)
 * and an empty state. Under the workflow keys, so acting on a task refreshes it.
 */
export function FlowList({ kind }: { kind: FlowPanelKind }) {
  const { t } = useTranslation();
  const flows = useQuery({
    queryKey: [...workflowKeys.list(kind), 'home', PANEL_LIST_SIZE],
    queryFn: () => fetchFlowPanel(kind),
    retry: false,
  });
  return (
    <Loaded query={flows}>
      {({ total, rows }) =>
        rows.length === 0 ? (
          <Empty description={t(FLOW_PANEL_EMPTY[kind])} />
        ) : (
          <>
            <Note>{t(FLOW_PANEL_TOTAL[kind], { count: total })}</Note>
            <ItemList>
              {rows.map((item) => {
                const { row } = item;
                const href =
                  item.kind === 'task'
                    ? taskHref(kind === 'done' ? 'done' : 'todo', item.row)
                    : instanceHref(item.row, 'view');
                const at = item.kind === 'task' ? item.row.createdAt : item.row.startedAt;
                const detail = item.kind === 'task' ? item.row.name : item.row.current.join('、');
                return (
                  <li key={row.id}>
                    <Link className="title" to={href} title={row.title}>
                      {row.title}
                    </Link>
                    <span className="meta">
                      {detail ? `${detail} · ` : ''}
                      <time dateTime={at.replace(' ', 'T')}>{at.slice(0, 10)}</time>
                    </span>
                  </li>
                );
              })}
            </ItemList>
          </>
        )
      }
    </Loaded>
  );
}

/** The page of 目标完成, where the KPI panel's figures come from. */
export const KPI_PATH = '/b/business-objectives/plan-production';

const Kpis = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;
  div {
    display: contents;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
const LIGHT_TAG = { green: 'success', yellow: 'warning', red: 'danger', none: 'info' } as const;

/** KPI评分: this year's business objectives (经营目标) of the company, completion to date by measure. */
function KpiSummary({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const allowed = Boolean(findMenuByUrl(user.menuList, KPI_PATH));
  const year = new Date().getFullYear();
  const production = useQuery({
    queryKey: ['workspace', 'kpi', year],
    queryFn: () => quietApi.objectives.objectivesProduction({ body: { year } }),
    enabled: allowed,
    retry: false,
  });
  if (!allowed) return <Note>{t('workspace.kpiNoAccess')}</Note>;
  return (
    <Loaded query={production}>
      {(figures) =>
        figures.status === 'none' ? (
          <Note>{t('workspace.kpiNoPlan', { year })}</Note>
        ) : (
          <Kpis aria-label={t('workspace.kpiYear', { year })}>
            {figures.company.measures.map((measure) => (
              <div key={measure.measure}>
                <dt>{t(`objectives.measures.${measure.measure}`)}</dt>
                <dd>
                  {measure.completion === null
                    ? '—'
                    : t('workspace.kpiCompletion', { percent: measure.completion })}
                </dd>
                <dd>
                  <Tag status={LIGHT_TAG[measure.light]}>
                    {t(`objectives.lights.${measure.light}`)}
                  </Tag>
                </dd>
              </div>
            ))}
          </Kpis>
        )
      }
    </Loaded>
  );
}

/** 企业品牌: the company's name and logo, with its latest company news. */
function EnterpriseBrand({ companyId }: { companyId: string }) {
  const company = useCurrentCompanyBrand();
  return (
    <>
      <Loaded query={company}>
        {(brand) => (
          <Brand>
            {brand.logo2 || brand.logo ? (
              <img src={brand.logo2 ?? brand.logo ?? ''} alt="" />
            ) : null}
            <strong>{brand.name}</strong>
          </Brand>
        )}
      </Loaded>
      <ArticleList companyId={companyId} categoryCode={BRAND_NEWS_CATEGORY} />
    </>
  );
}

/** One optional panel of the home layout, by its code, with real data where this release has it. */
export function HomePanel({ panel, user }: { panel: PanelLayoutItem; user: UserInfo }) {
  const { t } = useTranslation();
  const name = usePanelName()(panel);
  const code = panel.code;
  const category = isHomePanelCode(code) ? PANEL_CATEGORY[code] : undefined;
  const moreTo =
    code === 'message' || code === 'mail'
      ? MESSAGES_PATH
      : code === 'kpiScore'
        ? findMenuByUrl(user.menuList, KPI_PATH)
          ? KPI_PATH
          : null
        : category
          ? `/main-page/content-list?category=${category}`
          : code === 'enterpriseBrand'
            ? `/main-page/content-list?category=${BRAND_NEWS_CATEGORY}`
            : null;
  const more = moreTo ? (
    <MoreLink to={moreTo} aria-label={t('workspace.moreOf', { name })}>
      {t('workspace.more')}
    </MoreLink>
  ) : null;

  let body: ReactNode;
  if (code === 'message') body = <MessageList />;
  else if (code === 'pictureNews' && category)
    body = <PictureList companyId={user.companyId} categoryCode={category} />;
  else if (category) body = <ArticleList companyId={user.companyId} categoryCode={category} />;
  else if (code === 'enterpriseBrand') body = <EnterpriseBrand companyId={user.companyId} />;
  else if (code === 'mail') body = <MailList />;
  else if (code === 'kpiScore') body = <KpiSummary user={user} />;
  else body = <Empty />;

  return (
    <Card title={name} extra={more} headingLevel={2} shadow="never">
      {body}
    </Card>
  );
}
