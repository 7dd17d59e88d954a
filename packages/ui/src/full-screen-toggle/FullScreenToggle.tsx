import { useCallback, useSyncExternalStore } from 'react';
import { Button } from '../button/Button';
import { useUiTranslation } from '../i18n/useUiTranslation';
import type { ComponentSize } from '../theme/theme';
import { toast } from '../toast/toastStore';

export interface FullScreenToggleProps {
  /** The element to show full screen; defaults to the whole page (document.documentElement). */
  getTarget?: () => Element;
  /** Called after the browser entered or left full screen. */
  onChange?: (isFullscreen: boolean) => void;
  size?: ComponentSize;
}

function subscribe(listener: () => void) {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}
const isFullscreenNow = () => document.fullscreenElement != null;
const isFullscreenOnServer = () => false;

const EnterIcon = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path
      d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    />
  </svg>
);
const ExitIcon = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path
      d="M6 2v4H2M14 6h-4V2M10 14v-4h4M2 10h4v4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    />
  </svg>
);

/**
 * The header's full-screen button (Fullscreen API). Its name says what a press does (全屏 /
 * 退出全屏); where the browser cannot, it toasts the spec's "you browser can not work".
 */
export function FullScreenToggle({ getTarget, onChange, size }: FullScreenToggleProps) {
  const t = useUiTranslation();
  const isFullscreen = useSyncExternalStore(subscribe, isFullscreenNow, isFullscreenOnServer);

  const unsupported = useCallback(() => {
    toast.error(t('fullscreenUnsupported'));
  }, [t]);

  async function toggle() {
    try {
      if (isFullscreen) {
        await document.exitFullscreen();
        onChange?.(false);
        return;
      }
      const target = getTarget?.() ?? document.documentElement;
      if (!document.fullscreenEnabled || typeof target.requestFullscreen !== 'function') {
        unsupported();
        return;
      }
      await target.requestFullscreen();
      onChange?.(true);
    } catch {
      unsupported();
    }
  }

  return (
    <Button
      variant="text"
      size={size}
      aria-label={isFullscreen ? t('exitFullscreen') : t('enterFullscreen')}
      onPress={() => void toggle()}
    >
      {isFullscreen ? <ExitIcon /> : <EnterIcon />}
    </Button>
  );
}
