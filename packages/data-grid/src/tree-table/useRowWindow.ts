import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { rowWindowIndexes, rowWindowRange, scrollTopToReveal } from '../core/rowWindow';

export interface UseRowWindowOptions {
  scrollRef: RefObject<HTMLElement | null>;
  count: number;
  rowHeight: number;
  /** The scroller's height; the sticky header takes `headerHeight` of it. */
  height: number;
  headerHeight: number;
  overscan?: number;
  /** Rows that stay rendered wherever the list scrolls (focused, dragged). */
  keep: readonly number[];
}

export interface RowWindow {
  /** Row indexes to render, ascending; row i sits at `i * rowHeight` below the header. */
  indexes: number[];
  totalHeight: number;
  /** Scrolls the least distance that shows row `index` fully below the header. */
  scrollToIndex: (index: number) => void;
}

/**
 * Windowing for rows of one fixed height. It re-renders only when the first row in view changes
 * (not on every scroll event), and costs the same for 100 rows as for 100,000.
 */
export function useRowWindow({
  scrollRef,
  count,
  rowHeight,
  height,
  headerHeight,
  overscan = 8,
  keep,
}: UseRowWindowOptions): RowWindow {
  const [firstInView, setFirstInView] = useState(0);
  const shown = useRef(firstInView);
  const viewportHeight = Math.max(0, height - headerHeight);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const update = () => {
      const next = Math.floor(element.scrollTop / rowHeight);
      if (next === shown.current) return;
      shown.current = next;
      // Scroll events come once a frame, before it paints: render the new rows into that frame.
      flushSync(() => setFirstInView(next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    return () => element.removeEventListener('scroll', update);
  }, [scrollRef, rowHeight]);

  const range = rowWindowRange({
    scrollTop: firstInView * rowHeight,
    // The first row in view may be cut by up to a row: one row more covers the bottom edge.
    viewportHeight: viewportHeight + rowHeight,
    rowHeight,
    count,
    overscan,
  });

  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scrollRef.current;
      if (!element) return;
      const target = scrollTopToReveal(index, {
        scrollTop: element.scrollTop,
        viewportHeight,
        rowHeight,
      });
      if (target !== undefined) element.scrollTop = target;
    },
    [scrollRef, viewportHeight, rowHeight],
  );

  return {
    indexes: rowWindowIndexes(range, keep, count),
    totalHeight: count * rowHeight,
    scrollToIndex,
  };
}
