import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { DictItem, DictType } from '@ccms/api-client';
import {
  DataGrid,
  rowActionsRenderer,
  type CellEditRequest,
  type DataGridColumn,
  type RowAction,
} from '@ccms/data-grid';
import { Button, Empty, Input, Tag } from '@ccms/ui';
import { AdminPage, ButtonLink } from '../shared/AdminPage';
import { Panel, PanelHeader, PanelNote, SearchBar, Split } from '../shared/AdminLayout.styles';
import { useCan } from '../shared/useCan';
import { DeleteItemDialog } from './DeleteItemDialog';
import { DictItemDialog, type DictItemTarget } from './DictItemDialog';
import { DICT_ITEM_PAGE_SIZE, useDictItems, useSaveDictItem } from './dictQueries';
import { DictTypePanel } from './DictTypePanel';
import { useChosenType } from './useChosenType';

const MAX_SORT = 1_000_000;

/** The tree dictionaries page of the same menu area (the base-data area has none). */
function treePagePath(pathname: string): string {
  return pathname.startsWith('/main-page/')
    ? '/main-page/dict/project'
    : '/sys-manager/hierarchy-dict';
}

/** The entry as the save endpoint takes it, with one field changed. */
function itemSave(item: DictItem, change: Partial<DictItem>) {
  const next = { ...item, ...change };
  return {
    id: next.id,
    type: next.type,
    parentId: next.parentId,
    label: next.label,
    value: next.value,
    group: next.group,
    sort: next.sort,
    enabled: next.enabled,
    remarks: next.remarks,
  };
}

function useItemColumns(
  canEdit: boolean,
  canDelete: boolean,
  onEdit: (item: DictItem) => void,
  onDelete: (item: DictItem) => void,
): DataGridColumn<DictItem>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const actions: RowAction<DictItem>[] = [];
    if (canEdit) actions.push({ id: 'edit', label: t('admin.edit'), onPress: onEdit });
    if (canDelete) {
      actions.push({
        id: 'delete',
        label: t('admin.delete'),
        variant: 'danger',
        onPress: onDelete,
      });
    }
    const columns: DataGridColumn<DictItem>[] = [
      { key: 'label', title: t('dicts.column.label'), width: 180 },
      { key: 'value', title: t('dicts.column.value'), width: 160 },
      { key: 'group', title: t('dicts.column.group'), width: 120 },
      {
        key: 'sort',
        title: t('dicts.column.sort'),
        width: 90,
        align: 'right',
        editable: canEdit,
        validate: (value) =>
          Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_SORT
            ? undefined
            : t('dicts.items.sortInvalid'),
      },
      {
        key: 'enabled',
        title: t('dicts.column.status'),
        width: 90,
        render: (item) =>
          item.enabled ? (
            <Tag status="success">{t('dicts.status.enabled')}</Tag>
          ) : (
            <Tag status="info">{t('dicts.status.disabled')}</Tag>
          ),
        exportValue: (item) => t(item.enabled ? 'dicts.status.enabled' : 'dicts.status.disabled'),
      },
      { key: 'remarks', title: t('dicts.column.remarks'), width: 220 },
    ];
    if (actions.length > 0) {
      columns.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 140,
        render: rowActionsRenderer(actions),
      });
    }
    return columns;
  }, [canEdit, canDelete, onEdit, onDelete, t]);
}

type Overlay = { kind: 'form'; target: DictItemTarget } | { kind: 'delete'; item: DictItem };

/** The chosen list dictionary's entries: searched and paged on the server, edited in place. */
function DictItemsPanel({ dictionary }: { dictionary: DictType }) {
  const { t } = useTranslation();
  const headingId = useId();
  const canEdit = useCan('sys:dict:edit');
  const canDelete = useCan('sys:dict:delete');
  const [keywordDraft, setKeywordDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const page = useDictItems(dictionary.code, keyword, pageNo);
  const rows = page.data?.data ?? [];
  const total = page.data?.total ?? 0;
  const resort = useSaveDictItem('list');
  const openEdit = useCallback(
    (item: DictItem) =>
      setOverlay({ kind: 'form', target: { kind: 'edit', item, parentLabel: null } }),
    [],
  );
  const openDelete = useCallback((item: DictItem) => setOverlay({ kind: 'delete', item }), []);
  const columns = useItemColumns(canEdit, canDelete, openEdit, openDelete);

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
  const saveSort = async ({ row, value }: CellEditRequest<DictItem>) => {
    await resort.mutateAsync(itemSave(row, { sort: value as number }));
  };
  const nextSort = rows.reduce((most, item) => Math.max(most, item.sort + 1), 1);

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeader>
        <h2 id={headingId}>
          {t('dicts.itemsHeading', { name: dictionary.name, code: dictionary.code })}
        </h2>
        {canEdit ? (
          <Button
            variant="primary"
            onPress={() =>
              setOverlay({ kind: 'form', target: { kind: 'create', parent: null, sort: nextSort } })
            }
          >
            {t('dicts.items.add')}
          </Button>
        ) : null}
      </PanelHeader>
      {dictionary.remarks ? <PanelNote>{dictionary.remarks}</PanelNote> : null}
      <SearchBar role="search" aria-label={t('dicts.items.search')} onSubmit={search}>
        <Input
          label={t('dicts.items.keyword')}
          placeholder={t('dicts.items.keywordPlaceholder')}
          value={keywordDraft}
          onChange={setKeywordDraft}
          width="middle"
        />
        <Button type="submit" variant="primary">
          {t('admin.search')}
        </Button>
        <Button onPress={resetSearch}>{t('admin.reset')}</Button>
      </SearchBar>
      <DataGrid<DictItem>
        aria-label={t('dicts.items.grid')}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={page.isFetching}
        emptyText={t('dicts.items.empty')}
        pagination="server"
        total={total}
        pageNo={pageNo}
        pageSize={DICT_ITEM_PAGE_SIZE}
        onPageChange={setPageNo}
        {...(canEdit ? { onCellEdit: saveSort } : {})}
      />

      {overlay?.kind === 'form' ? (
        <DictItemDialog
          dictionary={dictionary}
          target={overlay.target}
          onClose={() => setOverlay(null)}
        />
      ) : null}
      {overlay?.kind === 'delete' ? (
        <DeleteItemDialog
          kind="list"
          item={overlay.item}
          // Emptying the last page steps back to the one before it.
          onDeleted={() => {
            if (pageNo > 1 && rows.length === 1) setPageNo(pageNo - 1);
          }}
          onClose={() => setOverlay(null)}
        />
      ) : null}
    </Panel>
  );
}

/**
 * 字典管理 (/sys-manager/dict, /main-page/dict, /base-data/dict): the company's dictionaries on
 * the left, the chosen one's entries on the right. A tree dictionary's levels are kept on the
 * tree dictionaries page, which the right side links to.
 */
export default function DictionariesPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { types, selected, select } = useChosenType(undefined, searchParams.get('type'));

  return (
    <AdminPage title={t('dicts.heading')}>
      <Split>
        <DictTypePanel types={types} selected={selected} onSelect={select} kind="list" />
        {!selected ? (
          <Panel>
            <Empty description={t('dicts.chooseType')} />
          </Panel>
        ) : selected.kind === 'tree' ? (
          <Panel>
            <h2>{t('dicts.itemsHeading', { name: selected.name, code: selected.code })}</h2>
            <p>{t('dicts.treeNote', { name: selected.name })}</p>
            <div>
              <ButtonLink
                to={`${treePagePath(pathname)}?type=${encodeURIComponent(selected.code)}`}
              >
                {t('dicts.openTree')}
              </ButtonLink>
            </div>
          </Panel>
        ) : (
          // Keyed by dictionary: another dictionary starts from its first page, unsearched.
          <DictItemsPanel key={selected.id} dictionary={selected} />
        )}
      </Split>
    </AdminPage>
  );
}
