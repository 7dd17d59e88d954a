import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@ccms/ui';
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
  const question = t('admin.confirmDelete', { name: item.label });
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="danger"
      title={t('dicts.deleteItem.title')}
      okText={t('admin.delete')}
      cancelText={t('admin.cancel')}
      message={
        kind === 'tree' ? (
          <>
            <p>{question}</p>
            <p>{t('dicts.deleteItem.treeNote')}</p>
          </>
        ) : (
          question
        )
      }
      onConfirm={() => remove.mutateAsync(item.id).then(onDeleted, () => undefined)}
    />
  );
}
