import type { ReactElement } from 'react';
import { Dialog } from '../dialog/Dialog';
import type { DialogOkHandler } from '../dialog/DialogSections';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { ConfirmMessage } from './Confirm.styles';
import type { ConfirmOptions } from './confirmStore';

/** A message box is narrower than the spec's form dialogs (600 and up). */
const CONFIRM_WIDTH = 420;

export interface ConfirmDialogProps extends ConfirmOptions {
  /** Runs on OK; return false (or reject) to keep the dialog open. */
  onConfirm?: DialogOkHandler;
  /** Runs on cancel and on the close button. */
  onCancel?: () => void;
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** An alert dialog asking to confirm one action: message, cancel and OK (red when `danger`). */
export function ConfirmDialog({
  title,
  message,
  okText,
  cancelText,
  tone = 'default',
  onConfirm,
  onCancel,
  ...dialog
}: ConfirmDialogProps) {
  const t = useUiTranslation();
  return (
    <Dialog
      {...dialog}
      role="alertdialog"
      width={CONFIRM_WIDTH}
      title={title ?? t('confirmTitle')}
      okText={okText}
      cancelText={cancelText}
      okTone={tone === 'danger' ? 'danger' : 'primary'}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <ConfirmMessage data-tone={tone}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
        </svg>
        <div>{message}</div>
      </ConfirmMessage>
    </Dialog>
  );
}
