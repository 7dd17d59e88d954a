import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useUiTranslation } from '../i18n/useUiTranslation';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbSeparator,
} from './Breadcrumb.styles';

export interface BreadcrumbEntry {
  key: string;
  label: ReactNode;
  /**
   * Where the crumb goes. Client-side routing works through react-aria's RouterProvider
   * (the app wraps its tree once), so plain hrefs never reload the page.
   */
  href?: string;
}

export interface BreadcrumbProps {
  /** From the root to the current page; the last entry is the current page. */
  items: readonly BreadcrumbEntry[];
  /** Called when a crumb without href (or any crumb) is activated. */
  onAction?: (key: string) => void;
  /** Between crumbs; decorative. */
  separator?: ReactNode;
  /** Names the navigation landmark; defaults to the translated "breadcrumb". */
  'aria-label'?: string;
  className?: string;
}

/** The path to the current page, as react-aria Breadcrumbs inside a named nav. */
export function Breadcrumb({
  items,
  onAction,
  separator = '/',
  'aria-label': ariaLabel,
  className,
}: BreadcrumbProps) {
  const t = useUiTranslation();
  return (
    <nav aria-label={ariaLabel ?? t('breadcrumb')} className={className}>
      <BreadcrumbList onAction={onAction ? (key: Key) => onAction(String(key)) : undefined}>
        {items.map((item, index) => (
          <BreadcrumbItem key={item.key} id={item.key}>
            <BreadcrumbLink href={item.href}>
              {/* A crumb cut short by the ellipsis shows its full label on hover. */}
              <span title={typeof item.label === 'string' ? item.label : undefined}>
                {item.label}
              </span>
            </BreadcrumbLink>
            {index < items.length - 1 ? (
              <BreadcrumbSeparator aria-hidden="true">{separator}</BreadcrumbSeparator>
            ) : null}
          </BreadcrumbItem>
        ))}
      </BreadcrumbList>
    </nav>
  );
}
