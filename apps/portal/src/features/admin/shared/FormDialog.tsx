import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, type DialogWidth } from '@ccms/ui';

export interface FormDialogProps {
  title: string;
  /** Whether the save is under way (the submit button spins). */
  isPending: boolean;
  /** Called when the dialog closes (取消, Escape, a press outside). */
  onClose: () => void;
  /** Defaults to the dialog's own default (`small`). */
  width?: DialogWidth;
  /** For a dialog the owner keeps mounted and opens itself; defaults to open. */
  isOpen?: boolean;
  /** The submit button's text; defaults to 保存. */
  submitText?: string;
  /** `danger` for a submit that cannot be undone (a password reset). */
  submitVariant?: 'primary' | 'danger';
  /** The form, given the id its submit button points at. */
  children: (formId: string) => ReactNode;
}

/**
 * The administration pages' one 新增 / 编辑 dialog frame: the form, then 取消 and 保存 (which
 * submits the form by its id, spinning while the save is under way). Use it for every dialog
 * whose body is one form; the form's onSubmit does the save and decides whether to close.
 */
export function FormDialog({
  title,
  isPending,
  onClose,
  width,
  isOpen = true,
  submitText,
  submitVariant = 'primary',
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      width={width}
      footer={(close) => (
        <>
          <Button onPress={close}>{t('admin.cancel')}</Button>
          <Button type="submit" form={formId} variant={submitVariant} isPending={isPending}>
            {submitText ?? t('admin.save')}
          </Button>
        </>
      )}
    >
      {children(formId)}
    </Dialog>
  );
}
