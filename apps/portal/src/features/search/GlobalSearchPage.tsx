import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { SearchHit, SearchType } from '@ccms/api-client';
import { Empty, Pagination, Spinner, Tabs, Tag } from '@ccms/ui';
import { api } from '../../api/client';
import { currentLanguage } from '../../i18n';
import { Page, PageHeader, Panel } from '../admin/shared/AdminLayout.styles';
import { GlobalSearchBox } from './GlobalSearchBox';
import {
  highlightPieces,
  hitTarget,
  SEARCH_KEY_PARAM,
  SEARCH_TYPE_PARAM,
  searchKeys,
} from './searchRoute';

/** Spec 000 §9: global search pages by 10. */
const PAGE_SIZE = 10;
const ALL_TYPES = 'all';

const Hits = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Hit = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.md} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.lighter};

  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 500;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.primaryStrong};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  h3 a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.regular};
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  mark {
    padding: 0 1px;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.primaryBackground};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 600;
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

function Highlighted({
  text,
  highlights,
}: {
  text: string;
  highlights: SearchHit['titleHighlights'];
}) {
  return (
    <>
      {highlightPieces(text, highlights).map((piece, index) =>
        piece.marked ? <mark key={index}>{piece.text}</mark> : piece.text,
      )}
    </>
  );
}

/** A hit's title, linking to where it opens: a page of the portal, or the file itself. */
function HitTitle({ hit }: { hit: SearchHit }) {
  const title = <Highlighted text={hit.title} highlights={hit.titleHighlights} />;
  const target = hitTarget(hit.route);
  return target.kind === 'route' ? (
    <Link to={target.to}>{title}</Link>
  ) : (
    <a href={target.href} download>
      {title}
    </a>
  );
}

function SearchResults({ hits }: { hits: readonly SearchHit[] }) {
  const { t } = useTranslation();
  return (
    <Hits>
      {hits.map((hit) => (
        <Hit key={`${hit.type}:${hit.id}`}>
          <h3>
            <HitTitle hit={hit} />
            <Tag status="info">{hit.typeName}</Tag>
          </h3>
          {hit.summary ? (
            <p>
              <Highlighted text={hit.summary} highlights={hit.summaryHighlights} />
            </p>
          ) : null}
          <time dateTime={hit.updatedAt.replace(' ', 'T')}>
            {t('search.updatedAt', { time: hit.updatedAt })}
          </time>
        </Hit>
      ))}
    </Hits>
  );
}

/** The name of a type in the language shown now (the list may have been loaded in another). */
const typeName = (type: SearchType) => type[currentLanguage()] || type.name;

/**
 * /global-search?searchkey=… (全局搜索): every record the user may see whose text holds the
 * keyword, newest first, 10 a page, narrowed by type. The header's box refreshes it in place.
 */
export default function GlobalSearchPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = (searchParams.get(SEARCH_KEY_PARAM) ?? '').trim();
  const type = searchParams.get(SEARCH_TYPE_PARAM) ?? '';
  // The page number belongs to one search: a new keyword or type starts again at page 1.
  const searchId = `${keyword}\n${type}`;
  const [paging, setPaging] = useState({ searchId, page: 1 });
  const page = paging.searchId === searchId ? paging.page : 1;

  const types = useQuery({
    queryKey: searchKeys.types,
    queryFn: () => api.search.searchTypeList(),
    staleTime: 5 * 60_000,
  });
  const results = useQuery({
    queryKey: [...searchKeys.results, keyword, type, page],
    queryFn: () =>
      api.search.searchQueryList({
        body: {
          pageNo: page,
          pageSize: PAGE_SIZE,
          // The names of spec 000 §3's search request.
          params: { keyword, ...(type ? { tableCode: type } : {}) },
        },
      }),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });

  const chooseType = (key: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === ALL_TYPES) next.delete(SEARCH_TYPE_PARAM);
        else next.set(SEARCH_TYPE_PARAM, key);
        return next;
      },
      { replace: true },
    );

  const body = () => {
    if (!keyword) return <Empty description={t('search.askKeyword')} />;
    if (results.isPending) return <Spinner label={t('search.results')} />;
    const found = results.data;
    if (!found || found.data.length === 0)
      return <Empty description={t('search.noResults', { keyword })} />;
    return (
      <>
        <Summary role="status">{t('search.resultCount', { count: found.total, keyword })}</Summary>
        <SearchResults hits={found.data} />
        <Pagination
          total={found.total}
          page={page}
          onPageChange={(next) => setPaging({ searchId, page: next })}
          pageSize={PAGE_SIZE}
          showSizeChanger={false}
        />
      </>
    );
  };

  return (
    <Page>
      <PageHeader>
        <h1>{t('search.heading')}</h1>
      </PageHeader>
      <GlobalSearchBox tone="page" />
      <Panel aria-labelledby="search-results" aria-busy={results.isFetching}>
        <h2 id="search-results" className="visually-hidden">
          {t('search.results')}
        </h2>
        <Tabs
          aria-label={t('search.types')}
          selectedKey={type || ALL_TYPES}
          onSelectionChange={chooseType}
          items={[
            { key: ALL_TYPES, title: t('search.allTypes') },
            ...(types.data ?? []).map((entry) => ({ key: entry.type, title: typeName(entry) })),
          ]}
        />
        {body()}
      </Panel>
    </Page>
  );
}
