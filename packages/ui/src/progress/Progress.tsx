import type { ReactNode } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import {
  CircleSvg,
  ProgressFill,
  ProgressRoot,
  ProgressText,
  ProgressTrack,
} from './Progress.styles';

export type ProgressStatus = 'normal' | 'success' | 'warning' | 'exception';

export interface ProgressProps {
  /** 0–100; clamped. */
  percent?: number;
  type?: 'line' | 'circle';
  status?: ProgressStatus;
  /** Shows the text (the percentage, or `format`'s result). */
  showText?: boolean;
  /** Custom text for a percentage, e.g. "3 / 10". Also read to screen readers. */
  format?: (percent: number) => string;
  /** Bar thickness (line) or ring width (circle), in pixels. */
  strokeWidth?: number;
  /** Diameter of the circle, in pixels. */
  width?: number;
  /** Work of unknown length: a moving bar, no value. */
  indeterminate?: boolean;
  /** Accessible name; defaults to the translated "progress". */
  label?: string;
  className?: string;
}

function clampPercent(percent: number): number {
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** A react-aria ProgressBar drawn as a line or a circle. */
export function Progress({
  percent = 0,
  type = 'line',
  status = 'normal',
  showText = true,
  format,
  strokeWidth,
  width = 126,
  indeterminate = false,
  label,
  className,
}: ProgressProps) {
  const t = useUiTranslation();
  const value = clampPercent(percent);
  const text = format ? format(value) : `${value}%`;
  const thickness = strokeWidth ?? 6;
  let body: ReactNode;
  if (type === 'circle') {
    const radius = (width - thickness) / 2;
    const circumference = 2 * Math.PI * radius;
    const shown = indeterminate ? 25 : value;
    body = (
      <CircleSvg width={width} height={width} viewBox={`0 0 ${width} ${width}`} aria-hidden="true">
        <circle
          data-part="track"
          cx={width / 2}
          cy={width / 2}
          r={radius}
          fill="none"
          strokeWidth={thickness}
        />
        <circle
          data-part="fill"
          cx={width / 2}
          cy={width / 2}
          r={radius}
          fill="none"
          strokeWidth={thickness}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - shown / 100)}
          transform={`rotate(-90 ${width / 2} ${width / 2})`}
        />
      </CircleSvg>
    );
  } else {
    body = (
      <ProgressTrack style={{ height: thickness }}>
        <ProgressFill style={indeterminate ? undefined : { width: `${value}%` }} />
      </ProgressTrack>
    );
  }
  return (
    <ProgressRoot
      className={className}
      aria-label={label ?? t('progress')}
      value={value}
      isIndeterminate={indeterminate}
      valueLabel={format ? text : undefined}
      data-type={type}
      data-status={status}
      data-indeterminate={indeterminate || undefined}
    >
      {body}
      {showText && !indeterminate ? <ProgressText aria-hidden="true">{text}</ProgressText> : null}
    </ProgressRoot>
  );
}
