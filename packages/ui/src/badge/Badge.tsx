import type { ReactNode } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import type { TagStatus } from '../tag/Tag';
import { BadgeIndicator, BadgeLabel, BadgeRoot } from './Badge.styles';

/** The spec's message badge overflow: above 9999 it reads 9999+. */
export const BADGE_MAX = 9999;

/** The text a badge shows for a count: the count, or `max+` above `max`. */
export function formatBadgeCount(count: number, max: number = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

export interface BadgeProps {
  /** The number to show (e.g. unread messages). */
  count?: number;
  /** Above this the badge reads `max+`. Defaults to 9999 (spec). */
  max?: number;
  /** A dot instead of a number. */
  dot?: boolean;
  /** Shows the badge at 0 too; hidden by default. */
  showZero?: boolean;
  status?: TagStatus;
  /** What screen readers hear; defaults to "<count> 条未读" or, for a dot, "有新消息". */
  label?: string;
  /** The thing the badge sits on (an icon, a button); without it the badge stands inline. */
  children?: ReactNode;
  className?: string;
}

/** A count or dot on the corner of its child, e.g. the header's message reminder. */
export function Badge({
  count,
  max = BADGE_MAX,
  dot = false,
  showZero = false,
  status = 'danger',
  label,
  children,
  className,
}: BadgeProps) {
  const t = useUiTranslation();
  const hasCount = count !== undefined && (count > 0 || showZero);
  const visible = dot ? count === undefined || hasCount : hasCount;
  const text = count === undefined ? '' : formatBadgeCount(count, max);
  const accessibleLabel = label ?? (dot ? t('badgeNew') : t('badgeUnread', { count: text }));
  return (
    <BadgeRoot className={className} data-state={visible ? 'visible' : 'hidden'}>
      {children}
      {visible ? (
        <BadgeIndicator
          data-status={status}
          data-dot={dot || undefined}
          data-placement={children === undefined ? 'inline' : 'corner'}
        >
          {dot ? null : <span aria-hidden="true">{text}</span>}
          <BadgeLabel>{accessibleLabel}</BadgeLabel>
        </BadgeIndicator>
      ) : null}
    </BadgeRoot>
  );
}
