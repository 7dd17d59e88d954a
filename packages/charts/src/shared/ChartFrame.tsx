import { Empty, LoadingOverlay, SpinnerIcon } from '@ccms/ui';
import { Suspense, type ReactNode } from 'react';
import { useChartsTranslation } from '../i18n/chartsResources';
import { ChartErrorBoundary } from './ChartErrorBoundary';
import {
  CanvasFallback,
  ChartBody,
  ChartFigure,
  ChartMessage,
  ChartTitle,
} from './ChartFrame.styles';

export interface ChartFrameProps {
  /** Shown above the chart; the data table's caption repeats it for screen readers. */
  title: string;
  height: number;
  loading: boolean;
  isEmpty: boolean;
  /** Shown when there is no data; defaults to the translated "no data". */
  emptyText?: ReactNode;
  className?: string;
  /** The lazily loaded canvas; drawn only when there is data. */
  canvas: ReactNode;
  /** The accessible table of the numbers; rendered only when there is data. */
  table: ReactNode;
}

/**
 * What every echarts-based chart shares around its canvas: title, the loading / empty / ready
 * states (as `data-state`), the spinner while the echarts chunk arrives, an error boundary that
 * keeps a failed chunk from taking the page down, and the data table for assistive technology.
 */
export function ChartFrame({
  title,
  height,
  loading,
  isEmpty,
  emptyText,
  className,
  canvas,
  table,
}: ChartFrameProps) {
  const t = useChartsTranslation();
  const state = loading ? 'loading' : isEmpty ? 'empty' : 'ready';
  return (
    <ChartFigure className={className} data-state={state}>
      {/* The table's caption names the chart for screen readers; avoid reading it twice. */}
      <ChartTitle aria-hidden={isEmpty ? undefined : true}>{title}</ChartTitle>
      <ChartBody style={{ height }}>
        {isEmpty ? (
          loading ? null : (
            <Empty description={emptyText} />
          )
        ) : (
          <div aria-hidden="true" style={{ height: '100%' }}>
            <ChartErrorBoundary fallback={<ChartMessage>{t('chartLoadFailed')}</ChartMessage>}>
              <Suspense
                fallback={
                  <CanvasFallback>
                    <SpinnerIcon size={24} />
                  </CanvasFallback>
                }
              >
                {canvas}
              </Suspense>
            </ChartErrorBoundary>
          </div>
        )}
        <LoadingOverlay active={loading} />
      </ChartBody>
      {isEmpty ? null : table}
    </ChartFigure>
  );
}
