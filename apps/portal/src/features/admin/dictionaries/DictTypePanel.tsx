import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictType } from '@ccms/api-client';
import { Button, Empty, Input, Skeleton, Tree } from '@ccms/ui';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { Panel, PanelHeader, Toolbar } from '../shared/AdminLayout.styles';
import { useCan } from '../shared/useCan';
import { DictTypeDialog } from './DictTypeDialog';
import { useDeleteDictType, type DictKind } from './dictQueries';

const LIST_HEIGHT = 520;

/** A dictionary as the list shows it: its name with its code, so the filter finds either. */
export function dictTypeLabel(type: DictType): string {
  return `${type.name}（${type.code}）`;
}

export interface DictTypePanelProps {
  /** Undefined while loading. */
  types: readonly DictType[] | undefined;
  selected: DictType | undefined;
  onSelect: (id: string) => void;
  /** The kind a new dictionary starts as; the tree page lists and makes tree dictionaries. */
  kind: DictKind;
}

type Overlay = { kind: 'form'; type: DictType | null } | { kind: 'delete'; type: DictType };

/**
 * 字典列表: the company's dictionaries with a name-or-code filter; 新增, 编辑 and 删除 of the
 * chosen one, each shown only with its permission.
 */
export function DictTypePanel({ types, selected, onSelect, kind }: DictTypePanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const canEdit = useCan('sys:dict:edit');
  const canDelete = useCan('sys:dict:delete');
  const [filterText, setFilterText] = useState('');
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const nodes = useMemo(
    () => (types ?? []).map((type) => ({ key: type.id, label: dictTypeLabel(type), isLeaf: true })),
    [types],
  );
  const remove = useDeleteDictType(() => setOverlay(null));
  const heading = t(kind === 'tree' ? 'dicts.types.treeHeading' : 'dicts.types.heading');

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeader>
        <h2 id={headingId}>{heading}</h2>
      </PanelHeader>
      {canEdit || canDelete ? (
        <Toolbar role="group" aria-label={t('dicts.types.actions')}>
          {canEdit ? (
            <Button variant="primary" onPress={() => setOverlay({ kind: 'form', type: null })}>
              {t(kind === 'tree' ? 'dicts.types.addTree' : 'dicts.types.add')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button
              isDisabled={!selected}
              onPress={() => selected && setOverlay({ kind: 'form', type: selected })}
            >
              {t('dicts.types.edit')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="danger"
              isDisabled={!selected}
              onPress={() => selected && setOverlay({ kind: 'delete', type: selected })}
            >
              {t('dicts.types.delete')}
            </Button>
          ) : null}
        </Toolbar>
      ) : null}
      <Input
        label={t('dicts.types.keyword')}
        placeholder={t('dicts.types.keywordPlaceholder')}
        value={filterText}
        onChange={setFilterText}
        type="search"
      />
      {types === undefined ? (
        <Skeleton rows={6} />
      ) : types.length === 0 ? (
        <Empty description={t(kind === 'tree' ? 'dicts.tree.noTrees' : 'dicts.types.empty')} />
      ) : (
        <Tree
          aria-label={t('dicts.types.listLabel')}
          nodes={nodes}
          filterText={filterText}
          selectionMode="single"
          selectedKeys={selected ? [selected.id] : []}
          onSelectionChange={(keys) => {
            if (keys[0] !== undefined) onSelect(keys[0]);
          }}
          height={LIST_HEIGHT}
        />
      )}

      {overlay?.kind === 'form' ? (
        <DictTypeDialog
          type={overlay.type}
          kind={kind}
          onSaved={(saved) => onSelect(saved.id)}
          onClose={() => setOverlay(null)}
        />
      ) : null}
      {overlay?.kind === 'delete' ? (
        <DeleteConfirm
          title={t('dicts.deleteType.title')}
          name={dictTypeLabel(overlay.type)}
          note={t('dicts.deleteType.note')}
          run={() => remove.mutateAsync(overlay.type)}
          onClose={() => setOverlay(null)}
        />
      ) : null}
    </Panel>
  );
}
