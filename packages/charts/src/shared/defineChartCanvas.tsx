import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import EChartsReactCoreModule from 'echarts-for-react/lib/core';

// Only the lazily loaded canvas modules import this file: echarts never reaches the initial bundle.

// echarts-for-react ships CommonJS; under Node's interop the component sits on `.default`.
const EChartsReactCore =
  (EChartsReactCoreModule as unknown as { default?: typeof EChartsReactCoreModule }).default ??
  EChartsReactCoreModule;

type EChartsExtension = Parameters<typeof echarts.use>[0];

export interface ChartCanvasProps<Option extends object> {
  option: Option;
  height: number | string;
}

/**
 * A canvas component that registers only the echarts parts its chart needs, on first draw (not
 * at import: no module side effects). It fills its container's width and follows its size
 * (`autoResize` observes the element, so a resized panel or grid cell redraws the chart).
 */
export function defineChartCanvas<Option extends object>(
  name: string,
  extensions: EChartsExtension,
) {
  let isRegistered = false;
  function ChartCanvas({ option, height }: ChartCanvasProps<Option>) {
    if (!isRegistered) {
      echarts.use([...[extensions].flat(), CanvasRenderer]);
      isRegistered = true;
    }
    return (
      <EChartsReactCore
        echarts={echarts}
        option={option}
        notMerge
        autoResize
        style={{ width: '100%', height }}
      />
    );
  }
  ChartCanvas.displayName = name;
  return ChartCanvas;
}
