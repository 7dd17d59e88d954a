import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Footprint, FootprintAnalysis, MenuItem } from '@ccms/api-client';
import {
  Button,
  DateRangePicker,
  Empty,
  formatDate,
  Input,
  Pagination,
  Select,
  Spinner,
  Tag,
  type IsoDateRange,
  type SelectKey,
} from '@ccms/ui';
import { api } from '../../api/client';
import { useUserInfo } from '../../api/queries';
import { menuLabel } from '../../shell/menu';
import { Facts, Page, PageHeader, Panel, SearchBar } from '../admin/shared/AdminLayout.styles';
import { clockOf, findMenuPage, groupByDay } from './footprintList';
import { profileKeys } from './profileQueries';

/** Footprints per page (spec 000 §9: the default page size of lists). */
const PAGE_SIZE = 20;
/** How many of the most visited pages the overview lists. */
const TOP_PAGES = 5;
const DAY_MS = 24 * 60 * 60_000;

interface TrackFilters {
  keyword: string;
  type: number | null;
  range: IsoDateRange | null;
}
const NO_FILTERS: TrackFilters = { keyword: '', type: null, range: null };

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(240px, 320px);
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  @media (max-width: 1020px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const DayList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Visits = styled.ul`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding: 0;
  list-style: none;
  border-left: 2px solid ${({ theme }) => theme.colors.border.light};
`;

const Visit = styled.li`
  display: grid;
  grid-template-columns: 48px auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};

  time,
  .count {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  .business {
    color: ${({ theme }) => theme.colors.text.regular};
  }
`;

const PageLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryStrong};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const Ranking = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};

  li::marker {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  .count {
    margin-left: ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const TypeTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// ---- Pieces ---------------------------------------------------------------------------------

/** The menu page of a footprint, as a link when it is still in the user's menu. */
function FootprintPage({
  menuName,
  menuList,
}: {
  menuName: string;
  menuList: readonly MenuItem[];
}) {
  const { t } = useTranslation();
  const page = findMenuPage(menuList, menuName);
  if (!page?.url) return <span title={t('profile.tracks.unavailable')}>{menuName}</span>;
  return <PageLink to={page.url}>{menuLabel(page, t)}</PageLink>;
}

function dayHeading(day: string, t: TFunction): string {
  const today = formatDate(new Date());
  if (day === today) return `${t('profile.tracks.today')} · ${day}`;
  if (day === formatDate(new Date(Date.now() - DAY_MS)))
    return `${t('profile.tracks.yesterday')} · ${day}`;
  return day;
}

function FootprintDays({
  footprints,
  menuList,
}: {
  footprints: readonly Footprint[];
  menuList: readonly MenuItem[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <DayList>
      {groupByDay(footprints).map(({ day, footprints: visits }) => (
        <li key={day} aria-labelledby={`${headingId}-${day}`}>
          <h3 id={`${headingId}-${day}`}>{dayHeading(day, t)}</h3>
          <Visits>
            {visits.map((footprint) => (
              <Visit key={footprint.id}>
                <time
                  dateTime={footprint.visitAt.replace(' ', 'T')}
                  title={t('profile.tracks.firstVisit', { time: footprint.firstVisitAt })}
                >
                  {clockOf(footprint.visitAt)}
                </time>
                <Tag status="info">{footprint.typeName}</Tag>
                <span>
                  <FootprintPage menuName={footprint.menuName} menuList={menuList} />
                  {footprint.businessName ? (
                    <span className="business"> · {footprint.businessName}</span>
                  ) : null}
                </span>
                <span
                  className="count"
                  aria-label={t('profile.tracks.visitCountLabel', { count: footprint.visitCount })}
                >
                  {t('profile.tracks.visitCount', { count: footprint.visitCount })}
                </span>
              </Visit>
            ))}
          </Visits>
        </li>
      ))}
    </DayList>
  );
}

/** The analyzeList summary: totals, the most visited pages and the visits per type. */
function TracksOverview({
  analysis,
  menuList,
}: {
  analysis: FootprintAnalysis;
  menuList: readonly MenuItem[];
}) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="tracks-overview">
      <h2 id="tracks-overview">{t('profile.tracks.summary')}</h2>
      <Facts>
        <div>
          <dt>{t('profile.tracks.footprints')}</dt>
          <dd>{analysis.total}</dd>
        </div>
        <div>
          <dt>{t('profile.tracks.visits')}</dt>
          <dd>{analysis.visits}</dd>
        </div>
      </Facts>
      {analysis.byMenu.length > 0 ? (
        <>
          <h3>{t('profile.tracks.mostVisited')}</h3>
          <Ranking aria-label={t('profile.tracks.mostVisited')}>
            {analysis.byMenu.slice(0, TOP_PAGES).map((entry) => (
              <li key={entry.menuName}>
                <FootprintPage menuName={entry.menuName} menuList={menuList} />
                <span
                  className="count"
                  aria-label={t('profile.tracks.visitCountLabel', { count: entry.visits })}
                >
                  {t('profile.tracks.visitCount', { count: entry.visits })}
                </span>
              </li>
            ))}
          </Ranking>
          <h3>{t('profile.tracks.byType')}</h3>
          <TypeTags aria-label={t('profile.tracks.byType')}>
            {analysis.byType.map((entry) => (
              <li key={entry.type}>
                <Tag status="primary" variant="plain">
                  {`${entry.typeName} ${entry.visits}`}
                </Tag>
              </li>
            ))}
          </TypeTags>
        </>
      ) : null}
    </Panel>
  );
}

function TrackFilterBar({
  typeOptions,
  onApply,
}: {
  typeOptions: FootprintAnalysis['byType'];
  onApply: (filters: TrackFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TrackFilters>(NO_FILTERS);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, keyword: draft.keyword.trim() });
  };
  return (
    <SearchBar role="search" aria-label={t('profile.tracks.filters')} onSubmit={submit}>
      <Input
        label={t('profile.tracks.keyword')}
        placeholder={t('profile.tracks.keywordPlaceholder')}
        width="middle"
        value={draft.keyword}
        onChange={(keyword) => setDraft((current) => ({ ...current, keyword }))}
      />
      <Select
        label={t('profile.tracks.type')}
        placeholder={t('profile.tracks.allTypes')}
        width="short"
        isClearable
        options={typeOptions.map((entry) => ({ value: entry.type, label: entry.typeName }))}
        value={draft.type}
        onChange={(type: SelectKey | null) =>
          setDraft((current) => ({ ...current, type: type === null ? null : Number(type) }))
        }
      />
      <DateRangePicker
        label={t('profile.tracks.dateRange')}
        isClearable
        value={draft.range}
        onChange={(range) => setDraft((current) => ({ ...current, range }))}
      />
      <Button type="submit" variant="primary">
        {t('admin.search')}
      </Button>
      <Button
        onPress={() => {
          setDraft(NO_FILTERS);
          onApply(NO_FILTERS);
        }}
      >
        {t('admin.reset')}
      </Button>
    </SearchBar>
  );
}

// ---- Page -----------------------------------------------------------------------------------

/**
 * /main-page/myTracks (我的足迹): the pages and records the user visited, latest first, grouped by
 * day and paged by 20, beside an overview of the most visited pages. A footprint links to its
 * page while that page is still in the user's menu.
 */
export default function MyTracksPage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const menuList = user?.menuList ?? [];
  const [filters, setFilters] = useState<TrackFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const dates = filters.range ? { beginDate: filters.range.start, endDate: filters.range.end } : {};
  const params = {
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.type === null ? {} : { type: filters.type }),
    ...dates,
  };

  const list = useQuery({
    queryKey: [...profileKeys.footprints, params, page],
    queryFn: () =>
      api.footprint.footprintQueryList({ body: { pageNo: page, pageSize: PAGE_SIZE, params } }),
    placeholderData: keepPreviousData,
  });
  const analysis = useQuery({
    queryKey: [...profileKeys.footprintAnalysis, dates],
    queryFn: () => api.footprint.footprintAnalyzeList({ body: dates }),
  });
  const filtered = Object.keys(params).length > 0;

  return (
    <Page>
      <PageHeader>
        <h1>{t('profile.myTracks')}</h1>
      </PageHeader>
      <TrackFilterBar
        typeOptions={analysis.data?.byType ?? []}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Columns>
        <Panel aria-labelledby="tracks-list" aria-busy={list.isFetching}>
          <h2 id="tracks-list">{t('profile.tracks.list')}</h2>
          {list.isPending ? (
            <Spinner />
          ) : list.data && list.data.data.length > 0 ? (
            <>
              <FootprintDays footprints={list.data.data} menuList={menuList} />
              <Pagination
                total={list.data.total}
                page={page}
                onPageChange={setPage}
                pageSize={PAGE_SIZE}
                showSizeChanger={false}
              />
            </>
          ) : (
            <Empty
              description={filtered ? t('profile.tracks.emptyFiltered') : t('profile.tracks.empty')}
            />
          )}
        </Panel>
        {analysis.data ? (
          <TracksOverview analysis={analysis.data} menuList={menuList} />
        ) : analysis.isPending ? (
          <Spinner />
        ) : null}
      </Columns>
    </Page>
  );
}
