import type { CmsArticle, CmsArticleStatus, CmsCategoryNode } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, Input, Select, Tag, Tree, type TreeNode } from '@ccms/ui';
import { FilterBar } from '../shared/FilterBar';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader, PanelNote, Split, Toolbar } from '../shared/AdminLayout.styles';
import { AdminPage } from '../shared/AdminPage';
import { useCan } from '../shared/useCan';
import { ArticleFormDialog } from './ArticleFormDialog';
import { CategoryFormDialog, type CategoryTarget } from './CategoryFormDialog';
import {
  ARTICLE_PAGE_SIZE,
  flattenCategories,
  NO_ARTICLE_FILTER,
  siblingMove,
  useArticlePage,
  useCategoryTree,
  useDeleteArticle,
  useDeleteCategory,
  usePinArticle,
  usePlaceCategories,
  type ArticleFilter,
} from './cmsQueries';

const TREE_HEIGHT = 420;
const NO_CATEGORIES: readonly CmsCategoryNode[] = [];

type Overlay =
  | { kind: 'category'; target: CategoryTarget }
  | { kind: 'deleteCategory'; category: CmsCategoryNode }
  | { kind: 'article'; article: CmsArticle | null }
  | { kind: 'deleteArticle'; article: CmsArticle };

function toTreeNodes(nodes: readonly CmsCategoryNode[]): TreeNode[] {
  return nodes.map((node) => ({
    key: node.id,
    label: `${node.name}（${node.articleCount}）`,
    children: toTreeNodes(node.children),
    isLeaf: node.children.length === 0,
  }));
}

function ArticleSearchBar({ onSearch }: { onSearch: (filter: ArticleFilter) => void }) {
  const { t } = useTranslation();
  return (
    <FilterBar<ArticleFilter>
      label={t('content.articles.search')}
      empty={NO_ARTICLE_FILTER}
      onSearch={onSearch}
    >
      {({ draft, setDraft }) => (
        <>
          <Input
            label={t('content.articles.searchTitle')}
            width="middle"
            value={draft.title}
            onChange={(title) => setDraft((current) => ({ ...current, title }))}
          />
          <Select
            label={t('content.articles.status')}
            placeholder={t('content.articles.allStatus')}
            width="short"
            isClearable
            options={(['draft', 'published'] as const).map((status) => ({
              value: status,
              label: t(`content.status.${status}`),
            }))}
            value={draft.status}
            onChange={(value) =>
              setDraft((current) => ({
                ...current,
                status: value === null ? null : (String(value) as CmsArticleStatus),
              }))
            }
          />
        </>
      )}
    </FilterBar>
  );
}

function useArticleColumns(pageNo: number, actions: RowAction<CmsArticle>[]) {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: DataGridColumn<CmsArticle>[] = [
      {
        key: 'serial',
        title: t('content.articles.columns.serial'),
        width: 64,
        align: 'center',
        render: (_row, index) => (pageNo - 1) * ARTICLE_PAGE_SIZE + index + 1,
      },
      {
        key: 'title',
        title: t('content.articles.columns.title'),
        render: (row) => (
          <span>
            {row.top ? <Tag status="danger">{t('content.articles.pinned')}</Tag> : null} {row.title}
          </span>
        ),
        exportValue: (row) => row.title,
      },
      { key: 'categoryName', title: t('content.articles.columns.category'), width: 120 },
      {
        key: 'status',
        title: t('content.articles.columns.status'),
        width: 90,
        exportValue: (row) => t(`content.status.${row.status}`),
        render: (row) => (
          <Tag status={row.status === 'published' ? 'success' : 'info'}>
            {t(`content.status.${row.status}`)}
          </Tag>
        ),
      },
      { key: 'sort', title: t('content.articles.columns.sort'), width: 70, align: 'right' },
      { key: 'publishedAt', title: t('content.articles.columns.publishedAt'), width: 170 },
      {
        key: 'viewCount',
        title: t('content.articles.columns.viewCount'),
        width: 70,
        align: 'right',
      },
    ];
    if (actions.length > 0)
      columns.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 60 + actions.length * 56,
        pinned: 'right',
        render: rowActionsRenderer(actions),
      });
    return columns;
  }, [t, pageNo, actions]);
}

/**
 * 内容管理 (/sys-manager/content-management, /main-page/content-management): the company's
 * categories as a tree on the left, the chosen category's articles on the right.
 */
export default function ContentManagementPage() {
  const { t } = useTranslation();
  const canEditCategory = useCan('cms:category:edit');
  const canDeleteCategory = useCan('cms:category:delete');
  const canEditArticle = useCan('cms:article:edit');
  const canDeleteArticle = useCan('cms:article:delete');
  const treeQuery = useCategoryTree();
  const tree = treeQuery.data ?? NO_CATEGORIES;
  const byId = useMemo(() => flattenCategories(tree), [tree]);
  const nodes = useMemo(() => toTreeNodes(tree), [tree]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Until the user opens or closes a branch, the top-level categories are open.
  const [expanded, setExpanded] = useState<readonly string[]>();
  const expandedKeys = useMemo(() => expanded ?? tree.map((node) => node.id), [expanded, tree]);
  const chosen = chosenId ? byId.get(chosenId) : undefined;
  const [filter, setFilter] = useState<ArticleFilter>(NO_ARTICLE_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useArticlePage(chosen?.id ?? null, filter, pageNo);
  const place = usePlaceCategories();
  const removeCategory = useDeleteCategory(() => setChosenId(null));
  const removeArticle = useDeleteArticle();
  const pinArticle = usePinArticle().mutate;
  const closeOverlay = useCallback(() => setOverlay(null), []);

  const move = (step: -1 | 1) => {
    if (!chosen) return;
    const placements = siblingMove(tree, byId, chosen.id, step);
    if (placements) place.mutate(placements);
  };
  const siblingsOf = (node: CmsCategoryNode | undefined) =>
    node ? node.children.length : tree.length;

  const actions = useMemo(() => {
    const list: RowAction<CmsArticle>[] = [];
    if (canEditArticle)
      list.push(
        {
          id: 'edit',
          label: t('admin.edit'),
          onPress: (article) => setOverlay({ kind: 'article', article }),
        },
        {
          id: 'pin',
          label: t('content.articles.pin'),
          onPress: (article) => pinArticle(article),
          isVisible: (article) => !article.top,
        },
        {
          id: 'unpin',
          label: t('content.articles.unpin'),
          onPress: (article) => pinArticle(article),
          isVisible: (article) => article.top,
        },
      );
    if (canDeleteArticle)
      list.push({
        id: 'delete',
        label: t('admin.delete'),
        onPress: (article) => setOverlay({ kind: 'deleteArticle', article }),
      });
    return list;
  }, [canEditArticle, canDeleteArticle, pinArticle, t]);
  const columns = useArticleColumns(pageNo, actions);

  return (
    <AdminPage title={t('content.heading')}>
      <Split>
        <Panel aria-labelledby="cms-categories-title">
          <PanelHeader>
            <h2 id="cms-categories-title">{t('content.categories.title')}</h2>
            {chosen ? (
              <Button size="small" onPress={() => setChosenId(null)}>
                {t('content.categories.all')}
              </Button>
            ) : null}
          </PanelHeader>
          {canEditCategory || canDeleteCategory ? (
            <Toolbar role="group" aria-label={t('content.categories.actions')}>
              {canEditCategory ? (
                <>
                  <Button
                    size="small"
                    onPress={() =>
                      setOverlay({
                        kind: 'category',
                        target: { kind: 'create', parent: chosen ?? null },
                      })
                    }
                  >
                    {chosen ? t('content.categories.addChild') : t('content.categories.add')}
                  </Button>
                  <Button
                    size="small"
                    isDisabled={!chosen}
                    onPress={() =>
                      chosen &&
                      setOverlay({ kind: 'category', target: { kind: 'edit', category: chosen } })
                    }
                  >
                    {t('content.categories.edit')}
                  </Button>
                  <Button size="small" isDisabled={!chosen} onPress={() => move(-1)}>
                    {t('content.categories.moveUp')}
                  </Button>
                  <Button size="small" isDisabled={!chosen} onPress={() => move(1)}>
                    {t('content.categories.moveDown')}
                  </Button>
                </>
              ) : null}
              {canDeleteCategory ? (
                <Button
                  size="small"
                  variant="danger"
                  isDisabled={!chosen}
                  onPress={() => chosen && setOverlay({ kind: 'deleteCategory', category: chosen })}
                >
                  {t('content.categories.delete')}
                </Button>
              ) : null}
            </Toolbar>
          ) : null}
          {nodes.length === 0 && !treeQuery.isLoading ? (
            <PanelNote>{t('content.categories.empty')}</PanelNote>
          ) : (
            <Tree
              aria-label={t('content.categories.tree')}
              nodes={nodes}
              height={TREE_HEIGHT}
              selectionMode="single"
              selectedKeys={chosenId ? [chosenId] : []}
              expandedKeys={expandedKeys}
              onExpandedChange={setExpanded}
              onSelectionChange={(keys) => {
                setChosenId(keys[0] ?? null);
                setPageNo(1);
              }}
            />
          )}
        </Panel>
        <Panel aria-labelledby="cms-articles-title">
          <PanelHeader>
            <h2 id="cms-articles-title">
              {chosen
                ? t('content.articles.of', { name: chosen.name })
                : t('content.articles.title')}
            </h2>
            {canEditArticle ? (
              <Button
                variant="primary"
                isDisabled={!chosen}
                onPress={() => setOverlay({ kind: 'article', article: null })}
              >
                {t('content.articles.add')}
              </Button>
            ) : null}
          </PanelHeader>
          {canEditArticle && !chosen ? (
            <PanelNote>{t('content.articles.chooseCategory')}</PanelNote>
          ) : null}
          <ArticleSearchBar
            onSearch={(next) => {
              setFilter(next);
              setPageNo(1);
            }}
          />
          <DataGrid<CmsArticle>
            aria-label={t('content.articles.grid')}
            columns={columns}
            rows={page.data?.data ?? []}
            rowKey="id"
            loading={page.isFetching}
            emptyText={t('content.articles.empty')}
            pagination="server"
            total={page.data?.total ?? 0}
            pageNo={pageNo}
            pageSize={ARTICLE_PAGE_SIZE}
            onPageChange={setPageNo}
            persistKey="admin-cms-articles"
          />
        </Panel>
      </Split>

      {overlay?.kind === 'category' ? (
        <CategoryFormDialog
          target={overlay.target}
          siblingCount={siblingsOf(
            overlay.target.kind === 'create' ? (overlay.target.parent ?? undefined) : undefined,
          )}
          onClose={closeOverlay}
        />
      ) : null}
      {overlay?.kind === 'deleteCategory' ? (
        <DeleteConfirm
          title={t('content.categories.delete')}
          name={overlay.category.name}
          note={t('content.categories.deleteNote')}
          run={() => removeCategory.mutateAsync(overlay.category.id)}
          onClose={closeOverlay}
        />
      ) : null}
      {overlay?.kind === 'article' ? (
        <ArticleFormDialog
          article={overlay.article}
          categoryId={chosen?.id ?? null}
          tree={tree}
          onClose={closeOverlay}
        />
      ) : null}
      {overlay?.kind === 'deleteArticle' ? (
        <DeleteConfirm
          title={t('content.articles.deleteTitle')}
          name={overlay.article.title}
          run={() => removeArticle.mutateAsync(overlay.article.id)}
          onClose={closeOverlay}
        />
      ) : null}
    </AdminPage>
  );
}
