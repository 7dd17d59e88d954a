import type { ReactNode } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { EmptyImage, EmptyRoot } from './Empty.styles';

export interface EmptyProps {
  /** Defaults to the translated "no data" (暂无数据). */
  description?: ReactNode;
  /** Actions under the text, e.g. a "create" button. */
  children?: ReactNode;
  className?: string;
}

/** The placeholder shown where a list, table or chart has nothing to show. */
export function Empty({ description, children, className }: EmptyProps) {
  const t = useUiTranslation();
  return (
    <EmptyRoot className={className} data-state="empty">
      <EmptyImage width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse fill="currentColor" fillOpacity="0.4" cx="32" cy="33" rx="32" ry="7" />
          <path
            d="M55 12.76 44.85 1.26A2.5 2.5 0 0 0 43 .5H21a2.5 2.5 0 0 0-1.85.76L9 12.76V22h46v-9.24Z"
            stroke="currentColor"
            fill="#fafafa"
          />
          <path
            d="M41.61 15.93c0-1.6 1-2.93 2.24-2.93H55v18.14c0 2.12-1.33 3.86-2.97 3.86H11.97C10.33 35 9 33.26 9 31.14V13h11.15c1.24 0 2.24 1.32 2.24 2.92v.02c0 1.6 1.01 2.9 2.25 2.9h14.72c1.24 0 2.25-1.31 2.25-2.91Z"
            stroke="currentColor"
            fill="#fafafa"
          />
        </g>
      </EmptyImage>
      <span>{description ?? t('noData')}</span>
      {children}
    </EmptyRoot>
  );
}
