import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../format/clock';
import { toCatalogueLanguage } from '../i18n/createTranslationHook';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { ClockTime } from './Clock.styles';

/** The spec's clock refresh (000 §9). */
const TICK_MS = 1000;

export interface ClockProps {
  /** A fixed time (stories, tests, screenshots); without it the clock ticks every second. */
  now?: Date;
  /** IANA time zone, e.g. Asia/Shanghai; defaults to the browser's. */
  timeZone?: string;
  className?: string;
}

/**
 * The large-screen header's live clock, "2026年11月22日 星期日 14:05:09" in Chinese and the
 * same in en / es. Not a live region: announcing every second would drown everything else.
 */
export function Clock({ now, timeZone, className }: ClockProps) {
  const t = useUiTranslation();
  const { i18n } = useTranslation();
  const language = toCatalogueLanguage(i18n?.resolvedLanguage ?? i18n?.language);
  const [ticking, setTicking] = useState(() => new Date());

  useEffect(() => {
    if (now) return;
    const timer = setInterval(() => setTicking(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [now]);

  const shown = now ?? ticking;
  return (
    <ClockTime className={className} dateTime={shown.toISOString()} title={t('currentTime')}>
      {formatClock(shown, language, timeZone)}
    </ClockTime>
  );
}
