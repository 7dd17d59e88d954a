import { useQuery } from '@tanstack/react-query';
import type { CmsArticle } from '@ccms/api-client';
import { Button, Empty, Input, Pagination, Spinner } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { useUserInfo } from '../../../api/queries';
import { Panel, SearchBar } from '../shared/AdminLayout.styles';
import { AdminPage } from '../shared/AdminPage';

const READER_PAGE_SIZE = 10;
/** The seeded categories readers are offered, by code (home-page panels link with ?category=). */
export const READER_CATEGORIES = ['notice', 'news', 'industry', 'picture', 'upgrade'] as const;

const Tabs = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.lg};
    margin: 0;
    padding: 0;
    list-style: none;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.light};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.spacing.sm} 0;
    color: ${({ theme }) => theme.colors.text.regular};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    border-bottom: 2px solid ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Articles = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.lg};
    padding: ${({ theme }) => theme.spacing.sm} 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border.light};
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  time {
    flex: none;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div`
  line-height: 1.8;
  overflow-wrap: anywhere;

  img {
    max-width: 100%;
  }
`;

/** Where a link to another category or article goes: the page with those search parameters. */
function hrefWith(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '?';
}

function ArticleView({ id, companyId, back }: { id: string; companyId: string; back: string }) {
  const { t } = useTranslation();
  const article = useQuery({
    queryKey: ['cms', 'web', 'article', companyId, id],
    queryFn: () => api.cms.cmsWebArticle({ params: { id }, query: { companyId } }),
    retry: false,
  });
  if (article.isLoading) return <Spinner size={20} />;
  if (!article.data)
    return (
      <Panel>
        <Empty description={t('content.reader.notFound')} />
        <Link to={back}>{t('content.reader.back')}</Link>
      </Panel>
    );
  const data: CmsArticle = article.data;
  return (
    <Panel as="article" aria-labelledby="cms-article-title">
      <Link to={back}>{t('content.reader.back')}</Link>
      <h2 id="cms-article-title">{data.title}</h2>
      <Meta>
        {data.author ? <span>{`${t('content.reader.meta')}：${data.author}`}</span> : null}
        {data.source ? <span>{`${t('content.reader.source')}：${data.source}`}</span> : null}
        {data.publishedAt ? (
          <span>
            {`${t('content.reader.publishedAt')}：`}
            <time dateTime={data.publishedAt.replace(' ', 'T')}>{data.publishedAt}</time>
          </span>
        ) : null}
        <span>{t('content.reader.views', { count: data.viewCount })}</span>
      </Meta>
      {/* The server sanitised this HTML when the article was saved; it is shown as answered. */}
      <Body data-testid="article-body" dangerouslySetInnerHTML={{ __html: data.content }} />
    </Panel>
  );
}

function ArticleList({
  companyId,
  category,
  params,
}: {
  companyId: string;
  category: string | null;
  params: URLSearchParams;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [title, setTitle] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery({
    queryKey: ['cms', 'web', 'articles', companyId, category, title, pageNo],
    queryFn: () =>
      api.cms.cmsWebArticleQueryList({
        body: {
          pageNo,
          pageSize: READER_PAGE_SIZE,
          params: {
            companyId,
            ...(category ? { categoryCode: category } : {}),
            ...(title ? { title } : {}),
          },
        },
      }),
  });
  const rows = page.data?.data ?? [];
  return (
    <Panel aria-labelledby="cms-reader-list">
      <h2 id="cms-reader-list">
        {category ? t(`content.reader.${category}`) : t('content.reader.list')}
      </h2>
      <SearchBar
        role="search"
        aria-label={t('content.reader.search')}
        onSubmit={(event) => {
          event.preventDefault();
          setTitle(draft.trim());
          setPageNo(1);
        }}
      >
        <Input
          label={t('content.reader.searchTitle')}
          width="middle"
          value={draft}
          onChange={setDraft}
        />
        <Button type="submit" variant="primary">
          {t('admin.search')}
        </Button>
      </SearchBar>
      {page.isLoading ? (
        <Spinner size={20} />
      ) : rows.length === 0 ? (
        <Empty description={t('content.reader.empty')} />
      ) : (
        <Articles>
          {rows.map((article) => (
            <li key={article.id}>
              <div>
                <Link to={hrefWith(params, { id: article.id })}>{article.title}</Link>
                {article.summary ? <p>{article.summary}</p> : null}
              </div>
              {article.publishedAt ? (
                <time dateTime={article.publishedAt.replace(' ', 'T')}>
                  {article.publishedAt.slice(0, 10)}
                </time>
              ) : null}
            </li>
          ))}
        </Articles>
      )}
      <Pagination
        total={page.data?.total ?? 0}
        page={pageNo}
        pageSize={READER_PAGE_SIZE}
        onPageChange={setPageNo}
        showTotal
      />
    </Panel>
  );
}

/**
 * 内容列表 (/main-page/content-list): the published articles of the reader's company by
 * category (?category=<code>), and one article (?id=<id>) as the server sanitised it.
 */
export default function ContentListPage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const [params] = useSearchParams();
  const rawCategory = params.get('category');
  const category = READER_CATEGORIES.find((code) => code === rawCategory) ?? null;
  const id = params.get('id');
  if (!user) return null;
  return (
    <AdminPage title={t('content.listHeading')}>
      <Tabs aria-label={t('content.reader.tabs')}>
        <ul>
          {[null, ...READER_CATEGORIES].map((code) => (
            <li key={code ?? 'all'}>
              <Link
                to={hrefWith(params, { category: code, id: null })}
                aria-current={code === category ? 'page' : undefined}
              >
                {t(`content.reader.${code ?? 'all'}`)}
              </Link>
            </li>
          ))}
        </ul>
      </Tabs>
      {id ? (
        <ArticleView id={id} companyId={user.companyId} back={hrefWith(params, { id: null })} />
      ) : (
        <ArticleList
          key={category ?? 'all'}
          companyId={user.companyId}
          category={category}
          params={params}
        />
      )}
    </AdminPage>
  );
}
