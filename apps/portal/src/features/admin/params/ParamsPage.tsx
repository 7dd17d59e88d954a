import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paramCategorySchema, type ParamCategory, type ParamRecord } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, ConfirmDialog, Input, Tabs, Tag, type TabItem } from '@ccms/ui';
import { AdminPage } from '../shared/AdminPage';
import { Panel, PanelHeader, SearchBar } from '../shared/AdminLayout.styles';
import { useCan } from '../shared/useCan';
import { ParamDialog } from './ParamDialog';
import { PARAM_PAGE_SIZE, useDeleteParam, useParamPage, type ParamScope } from './paramQueries';
import { paramValueKind } from './paramValue';

const CATEGORIES = paramCategorySchema.options;

/** The page's scope from the URL's last segment: a category, else a group of keys. */
function scopeOf(segment: string): ParamScope {
  const category = paramCategorySchema.safeParse(segment);
  return category.success ? { category: category.data } : { group: segment };
}

/** What the row's 删除 does: a custom parameter of the company's own goes; any other own value
 * gives way to the platform default; an inherited one has nothing of the company's to delete. */
function removalOf(param: ParamRecord): 'delete' | 'restore' | null {
  if (param.inherited) return null;
  return param.category === 'custom' ? 'delete' : 'restore';
}

type Overlay =
  | { kind: 'form'; param: ParamRecord | null }
  | { kind: 'remove'; param: ParamRecord; removal: 'delete' | 'restore' };

function useParamColumns(
  onEdit: ((param: ParamRecord) => void) | null,
  onRemove: ((param: ParamRecord) => void) | null,
): DataGridColumn<ParamRecord>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const actions: RowAction<ParamRecord>[] = [];
    if (onEdit) actions.push({ id: 'edit', label: t('admin.edit'), onPress: onEdit });
    if (onRemove) {
      actions.push(
        {
          id: 'delete',
          label: t('admin.delete'),
          variant: 'danger',
          onPress: onRemove,
          isVisible: (param) => removalOf(param) === 'delete',
        },
        {
          id: 'restore',
          label: t('params.restore'),
          onPress: onRemove,
          isVisible: (param) => removalOf(param) === 'restore',
        },
      );
    }
    const columns: DataGridColumn<ParamRecord>[] = [
      { key: 'key', title: t('params.column.key'), width: 200 },
      { key: 'name', title: t('params.column.name'), width: 220 },
      {
        key: 'value',
        title: t('params.column.value'),
        width: 240,
        render: (param) =>
          paramValueKind(param.value) === 'boolean' ? (
            <Tag status={param.value === 'true' ? 'success' : 'info'}>
              {t(param.value === 'true' ? 'params.yes' : 'params.no')}
            </Tag>
          ) : (
            param.value
          ),
      },
      { key: 'remarks', title: t('params.column.remarks'), width: 200 },
      {
        key: 'inherited',
        title: t('params.column.source'),
        width: 110,
        render: (param) => t(param.inherited ? 'params.source.inherited' : 'params.source.own'),
        exportValue: (param) =>
          t(param.inherited ? 'params.source.inherited' : 'params.source.own'),
      },
    ];
    if (actions.length > 0) {
      columns.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 160,
        render: rowActionsRenderer(actions),
      });
    }
    return columns;
  }, [onEdit, onRemove, t]);
}

/** The parameters of one scope: searched, paged, edited; custom ones added and deleted. */
function ParamList({ scope, name }: { scope: ParamScope; name: string }) {
  const { t } = useTranslation();
  const canEdit = useCan('sys:param:edit');
  const canDelete = useCan('sys:param:delete');
  const [keywordDraft, setKeywordDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useParamPage(scope, keyword, pageNo);
  const rows = page.data?.data ?? [];
  const remove = useDeleteParam();
  const category: ParamCategory | undefined = 'category' in scope ? scope.category : undefined;

  const openEdit = useCallback((param: ParamRecord) => setOverlay({ kind: 'form', param }), []);
  const openRemove = useCallback((param: ParamRecord) => {
    const removal = removalOf(param);
    if (removal) setOverlay({ kind: 'remove', param, removal });
  }, []);
  const columns = useParamColumns(canEdit ? openEdit : null, canDelete ? openRemove : null);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setKeyword(keywordDraft.trim());
    setPageNo(1);
  };
  const resetSearch = () => {
    setKeywordDraft('');
    setKeyword('');
    setPageNo(1);
  };

  return (
    <Panel>
      <PanelHeader>
        <SearchBar role="search" aria-label={t('params.search')} onSubmit={search}>
          <Input
            label={t('params.keyword')}
            placeholder={t('params.keywordPlaceholder')}
            value={keywordDraft}
            onChange={setKeywordDraft}
            width="middle"
          />
          <Button type="submit" variant="primary">
            {t('admin.search')}
          </Button>
          <Button onPress={resetSearch}>{t('admin.reset')}</Button>
        </SearchBar>
        {/* Only custom parameters are the company's to invent; the others come with the platform. */}
        {canEdit && category === 'custom' ? (
          <Button variant="primary" onPress={() => setOverlay({ kind: 'form', param: null })}>
            {t('params.add')}
          </Button>
        ) : null}
      </PanelHeader>
      <DataGrid<ParamRecord>
        aria-label={t('params.grid', { name })}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={page.isFetching}
        emptyText={t('params.empty')}
        pagination="server"
        total={page.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PARAM_PAGE_SIZE}
        onPageChange={setPageNo}
      />

      {overlay?.kind === 'form' ? (
        <ParamDialog
          param={overlay.param}
          category={category ?? 'custom'}
          onClose={() => setOverlay(null)}
        />
      ) : null}
      {overlay?.kind === 'remove' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setOverlay(null);
          }}
          tone="danger"
          title={t(overlay.removal === 'delete' ? 'params.deleteTitle' : 'params.restoreTitle')}
          okText={t(overlay.removal === 'delete' ? 'admin.delete' : 'params.restore')}
          cancelText={t('admin.cancel')}
          message={t(
            overlay.removal === 'delete' ? 'params.confirmDelete' : 'params.confirmRestore',
            { key: overlay.param.key },
          )}
          onConfirm={() =>
            remove.mutateAsync(overlay.param.id).then(
              () => {
                if (pageNo > 1 && rows.length === 1) setPageNo(pageNo - 1);
              },
              () => undefined,
            )
          }
        />
      ) : null}
    </Panel>
  );
}

/**
 * 系统参数 (/sys-manager/system-params-manage/:group, /main-page/…): the parameters of a category
 * (basic, custom, business) or of a group of keys (watermark → watermark.*), one tab each; a tab
 * changes the URL, so each list can be linked to and the menu's entries open theirs.
 */
export default function ParamsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { group: segment = 'basic' } = useParams();
  const base = pathname.slice(0, pathname.lastIndexOf('/'));
  const scope = scopeOf(segment);
  const items: TabItem[] = CATEGORIES.map((category) => ({
    key: category,
    title: t(`params.category.${category}`),
  }));
  if ('group' in scope)
    items.push({ key: segment, title: t('params.groupTab', { group: segment }) });
  const name = items.find((item) => item.key === segment)!.title as string;

  return (
    <AdminPage title={t('params.heading')}>
      <Tabs
        aria-label={t('params.tabs')}
        items={items.map((item) => ({
          ...item,
          // Keyed by scope: another list starts from its first page, unsearched.
          content:
            item.key === segment ? <ParamList key={segment} scope={scope} name={name} /> : null,
        }))}
        selectedKey={segment}
        onSelectionChange={(key) => {
          if (key !== segment) void navigate(`${base}/${encodeURIComponent(key)}`);
        }}
      />
    </AdminPage>
  );
}
