import { useState, type KeyboardEvent } from 'react';
import { useComponentSize } from '../hooks/useComponentSize';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslation } from '../i18n/useUiTranslation';
import type { ComponentSize } from '../theme/theme';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZE_OPTIONS,
  getPageCount,
  getPageItems,
} from './pageItems';
import {
  JumperInput,
  JumperLabel,
  PageButton,
  PageList,
  PageSizeSelect,
  PaginationRoot,
  PaginationTotal,
} from './Pagination.styles';

export interface PaginationProps {
  /** Number of items in the whole list. */
  total: number;
  /** The current page (1-based), controlled. */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Items per page, controlled; the spec's default is 20. */
  pageSize?: number;
  defaultPageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** Most page buttons shown at once (odd). */
  pagerCount?: number;
  showTotal?: boolean;
  showSizeChanger?: boolean;
  showJumper?: boolean;
  isDisabled?: boolean;
  /** Defaults to the theme's `defaultSize` (mini). */
  size?: ComponentSize;
  /** Names the navigation landmark; defaults to the translated "pagination". */
  'aria-label'?: string;
  className?: string;
}

/** Page navigation with total, page size, prev/next, numbered pages with gaps and a jump box. */
export function Pagination({
  total,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize: pageSizeProp,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  pagerCount = 7,
  showTotal = true,
  showSizeChanger = true,
  showJumper = true,
  isDisabled = false,
  size,
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  const t = useUiTranslation();
  const resolvedSize = useComponentSize(size);
  const [pageSize, setPageSize] = useControllableState({
    value: pageSizeProp,
    defaultValue: defaultPageSize,
    onChange: onPageSizeChange,
  });
  const [rawPage, setPage] = useControllableState({
    value: pageProp,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const [jumpText, setJumpText] = useState('');
  const pageCount = getPageCount(total, pageSize);
  const page = clampPage(rawPage, pageCount);
  const goTo = (next: number) => {
    if (!isDisabled) setPage(clampPage(next, pageCount));
  };

  const changePageSize = (nextSize: number) => {
    setPageSize(nextSize);
    // Keep the page inside the new page count (page 5 of 20 per page is past the end at 100).
    const nextPage = clampPage(page, getPageCount(total, nextSize));
    if (nextPage !== page) setPage(nextPage);
  };

  const jump = () => {
    const target = Number.parseInt(jumpText, 10);
    setJumpText('');
    if (Number.isFinite(target)) goTo(target);
  };

  const onJumpKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      jump();
    }
  };

  const sizeOptions = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <PaginationRoot
      aria-label={ariaLabel ?? t('pagination')}
      className={className}
      data-size={resolvedSize}
      data-disabled={isDisabled || undefined}
    >
      {showTotal ? <PaginationTotal>{t('paginationTotal', { total })}</PaginationTotal> : null}
      {showSizeChanger ? (
        <PageSizeSelect
          aria-label={t('paginationPageSize')}
          value={pageSize}
          disabled={isDisabled}
          onChange={(event) => changePageSize(Number(event.target.value))}
        >
          {sizeOptions.map((option) => (
            <option key={option} value={option}>
              {t('paginationPerPage', { size: option })}
            </option>
          ))}
        </PageSizeSelect>
      ) : null}
      <PageButton
        type="button"
        aria-label={t('paginationPrevious')}
        disabled={isDisabled || page <= 1}
        onClick={() => goTo(page - 1)}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M8 2 4 6l4 4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </PageButton>
      <PageList>
        {getPageItems(page, pageCount, pagerCount).map((item) =>
          item.type === 'page' ? (
            <li key={`page-${item.page}`}>
              <PageButton
                type="button"
                aria-label={t('paginationPage', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                disabled={isDisabled}
                onClick={() => goTo(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ) : (
            <li key={`ellipsis-${item.position}`}>
              <PageButton
                type="button"
                aria-label={t(
                  item.position === 'start' ? 'paginationPreviousPages' : 'paginationNextPages',
                  { count: Math.abs(item.jumpTo - page) },
                )}
                disabled={isDisabled}
                onClick={() => goTo(item.jumpTo)}
              >
                …
              </PageButton>
            </li>
          ),
        )}
      </PageList>
      <PageButton
        type="button"
        aria-label={t('paginationNext')}
        disabled={isDisabled || page >= pageCount}
        onClick={() => goTo(page + 1)}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="m4 2 4 4-4 4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </PageButton>
      {showJumper ? (
        <JumperLabel>
          <span aria-hidden="true">{t('paginationGoTo')}</span>
          <JumperInput
            type="text"
            inputMode="numeric"
            aria-label={t('paginationJumpLabel')}
            value={jumpText}
            disabled={isDisabled}
            onChange={(event) => setJumpText(event.target.value.replace(/\D/g, ''))}
            onKeyDown={onJumpKeyDown}
            onBlur={() => {
              if (jumpText !== '') jump();
            }}
          />
          {t('paginationGoToSuffix') ? (
            <span aria-hidden="true">{t('paginationGoToSuffix')}</span>
          ) : null}
        </JumperLabel>
      ) : null}
    </PaginationRoot>
  );
}
