import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@ccms/ui';

export interface FormDialogProps {
  title: string;
  /** Whether the save is under way (the save button spins). */
  isPending: boolean;
  onClose: () => void;
  /** The form, given the id its submit button points at. */
  children: (formId: string) => ReactNode;
}

/** A 新增 / 编辑 dialog: the form, then 取消 and 保存 (which submits the form). */
export function FormDialog({ title, isPending, onClose, children }: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      footer={(close) => (
        <>
          <Button onPress={close}>{t('admin.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" isPending={isPending}>
            {t('admin.save')}
          </Button>
        </>
      )}
    >
      {children(formId)}
    </Dialog>
  );
}
