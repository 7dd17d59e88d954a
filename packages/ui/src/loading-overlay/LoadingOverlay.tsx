import { useUiTranslation } from '../i18n/useUiTranslation';
import { SpinnerIcon } from '../spinner/Spinner';
import { OverlayProgress, OverlayRoot } from './LoadingOverlay.styles';

export interface LoadingOverlayProps {
  /** Renders nothing when false, so callers can keep it mounted. */
  active?: boolean;
  /** Defaults to the translated "loading". */
  text?: string;
  /** 0–100 shows a determinate percentage; -1 (the default) shows the text only. */
  percent?: number;
  /** Covers the viewport instead of the nearest positioned ancestor. */
  fullscreen?: boolean;
}

/** A mask with a spinner over its positioned parent while something loads. */
export function LoadingOverlay({
  active = true,
  text,
  percent = -1,
  fullscreen = false,
}: LoadingOverlayProps) {
  const t = useUiTranslation();
  if (!active) return null;
  const label = text ?? t('loading');
  const hasPercent = percent >= 0;
  const clamped = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <OverlayRoot
      data-fullscreen={fullscreen || undefined}
      data-state={hasPercent ? 'progress' : 'indeterminate'}
    >
      <OverlayProgress
        aria-label={label}
        isIndeterminate={!hasPercent}
        value={hasPercent ? clamped : undefined}
        valueLabel={hasPercent ? t('percentLoaded', { percent: clamped }) : undefined}
      >
        <SpinnerIcon size={28} />
        <span aria-hidden="true">{hasPercent ? `${label} ${clamped}%` : label}</span>
      </OverlayProgress>
    </OverlayRoot>
  );
}
