import type { ReactNode } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { SkeletonBlock, SkeletonContent, SkeletonRoot, SkeletonStatus } from './Skeleton.styles';

export interface SkeletonProps {
  /** While true the placeholder shows; false shows `children`. */
  loading?: boolean;
  /** Number of paragraph lines under the title. */
  rows?: number;
  /** A round avatar block before the text. */
  avatar?: boolean;
  /** A wider title line first. */
  title?: boolean;
  /** A moving shine (off under prefers-reduced-motion). */
  active?: boolean;
  children?: ReactNode;
  className?: string;
}

/** Grey placeholder lines while content loads; the container is aria-busy until it arrives. */
export function Skeleton({
  loading = true,
  rows = 3,
  avatar = false,
  title = true,
  active = false,
  children,
  className,
}: SkeletonProps) {
  const t = useUiTranslation();
  if (!loading) {
    return (
      <div className={className} aria-busy="false">
        {children}
      </div>
    );
  }
  const activeAttribute = active || undefined;
  return (
    <SkeletonRoot className={className} aria-busy="true" data-state="loading">
      <SkeletonStatus role="status">{t('loading')}</SkeletonStatus>
      {avatar ? <SkeletonBlock data-shape="avatar" data-active={activeAttribute} /> : null}
      <SkeletonContent aria-hidden="true">
        {title ? <SkeletonBlock data-shape="title" data-active={activeAttribute} /> : null}
        {Array.from({ length: rows }, (_, index) => (
          <SkeletonBlock
            key={index}
            data-shape="line"
            data-active={activeAttribute}
            // The last line is shorter, like the end of a paragraph.
            style={index === rows - 1 && rows > 1 ? { width: '61%' } : undefined}
          />
        ))}
      </SkeletonContent>
    </SkeletonRoot>
  );
}
