import { ProgressBar } from 'react-aria-components';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { Spinner } from '../spinner/Spinner';
import { OverlayRoot, OverlayText } from './LoadingOverlay.styles';

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
      {hasPercent ? (
        <ProgressBar
          value={clamped}
          aria-label={label}
          valueLabel={t('percentLoaded', { percent: clamped })}
          style={{ display: 'contents' }}
        >
          <Spinner size={28} label={label} />
          <OverlayText>
            {label} {clamped}%
          </OverlayText>
        </ProgressBar>
      ) : (
        <>
          <Spinner size={28} label={label} />
          <OverlayText aria-hidden="true">{label}</OverlayText>
        </>
      )}
    </OverlayRoot>
  );
}
