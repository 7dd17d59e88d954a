import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { useDeleteDictItem, type DictKind } from './dictQueries';

export interface DeleteItemDialogProps {
  /** The dictionary's kind: a tree node is deleted through the tree endpoint. */
  kind: DictKind;
  item: { id: string; label: string };
  /** After the server deleted it. */
  onDeleted?: () => void;
  onClose: () => void;
}

/** 删除条目: asks, then deletes an entry or a node; a refusal is told by the request layer. */
export function DeleteItemDialog({ kind, item, onDeleted, onClose }: DeleteItemDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteDictItem(kind);
  return (
    <DeleteConfirm
      title={t('dicts.deleteItem.title')}
      name={item.label}
      note={kind === 'tree' ? t('dicts.deleteItem.treeNote') : undefined}
      run={() => remove.mutateAsync(item.id).then(onDeleted)}
      onClose={onClose}
    />
  );
}
