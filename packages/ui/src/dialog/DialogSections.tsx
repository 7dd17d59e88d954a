import { useState, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { useUiTranslation } from '../i18n/useUiTranslation';
import {
  DialogBody,
  DialogCloseButton,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './Dialog.styles';

/** Resolves true, false (stay open) or nothing (close); a rejection also keeps it open. */
export type DialogOkHandler = () => void | boolean | Promise<void | boolean>;

export interface DialogSectionsProps {
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** `undefined`: cancel + OK buttons; `null`: no footer; otherwise your own footer. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  onOk?: DialogOkHandler | undefined;
  onCancel?: (() => void) | undefined;
  okText?: string | undefined;
  cancelText?: string | undefined;
  /** `danger` for destructive confirmations. */
  okTone?: 'primary' | 'danger' | undefined;
  isOkDisabled?: boolean | undefined;
}

/** Header with title and close button, scrolling body, footer: the inside of a Dialog or Drawer. */
export function DialogSections({
  title,
  children,
  footer,
  onOk,
  onCancel,
  okText,
  cancelText,
  okTone = 'primary',
  isOkDisabled,
  close,
}: DialogSectionsProps & { close: () => void }) {
  const t = useUiTranslation();
  const [isPending, setPending] = useState(false);

  const cancel = () => {
    onCancel?.();
    close();
  };

  const ok = async () => {
    let result: void | boolean;
    try {
      const outcome = onOk?.();
      if (outcome instanceof Promise) setPending(true);
      result = await outcome;
    } catch {
      // The caller reports its own failure (the request layer toasts); the dialog stays open.
      result = false;
    } finally {
      setPending(false);
    }
    if (result !== false) close();
  };

  const resolvedFooter =
    footer === undefined ? (
      <>
        <Button onPress={cancel}>{cancelText ?? t('dialogCancel')}</Button>
        <Button
          variant={okTone}
          isDisabled={isOkDisabled}
          isPending={isPending}
          onPress={() => void ok()}
        >
          {okText ?? t('dialogOk')}
        </Button>
      </>
    ) : typeof footer === 'function' ? (
      footer(close)
    ) : (
      footer
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle slot="title">{title}</DialogTitle>
        <DialogCloseButton aria-label={t('close')} onPress={cancel}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M1 1l10 10M11 1 1 11" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </DialogCloseButton>
      </DialogHeader>
      <DialogBody>{typeof children === 'function' ? children(close) : children}</DialogBody>
      {resolvedFooter === null ? null : <DialogFooter>{resolvedFooter}</DialogFooter>}
    </>
  );
}
