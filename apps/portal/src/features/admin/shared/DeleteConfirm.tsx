import { ConfirmDialog } from '@ccms/ui';
import { useTranslation } from 'react-i18next';

export interface DeleteConfirmProps {
  title: string;
  /** What is deleted, as the question names it. */
  name: string;
  /** What the deletion does or why the server may refuse it. */
  note?: string;
  /** The deletion; a refusal is told by the request layer and closes the question too. */
  run: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * 删除 … ? — the administration pages' one confirmation before deleting a record: danger tone,
 * 删除 / 取消, the record named in the question and an optional note under it.
 */
export function DeleteConfirm({ title, name, note, run, onClose }: DeleteConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="danger"
      title={title}
      okText={t('admin.delete')}
      cancelText={t('admin.cancel')}
      message={
        <>
          <p>{t('admin.confirmDelete', { name })}</p>
          {note ? <p>{note}</p> : null}
        </>
      }
      onConfirm={() =>
        run().then(
          () => undefined,
          () => undefined,
        )
      }
    />
  );
}
