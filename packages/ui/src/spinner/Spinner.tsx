import { ProgressBar } from 'react-aria-components';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { SpinnerSvg } from './Spinner.styles';

/** The spinning ring alone, hidden from assistive technology. */
export function SpinnerIcon({ size = 16 }: { size?: number }) {
  return (
    <SpinnerSvg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </SpinnerSvg>
  );
}

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Accessible name; defaults to the translated "loading". */
  label?: string;
  className?: string;
}

/**
 * An indeterminate progress indicator. It is a react-aria ProgressBar, so inside a pending
 * Button it joins the button's accessible name automatically.
 */
export function Spinner({ size = 16, label, className }: SpinnerProps) {
  const t = useUiTranslation();
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label ?? t('loading')}
      className={className}
      style={{ display: 'inline-flex', lineHeight: 0 }}
    >
      <SpinnerIcon size={size} />
    </ProgressBar>
  );
}
