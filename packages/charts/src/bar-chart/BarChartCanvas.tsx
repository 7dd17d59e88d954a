import { BarChart as EChartsBar } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import EChartsReactCoreModule from 'echarts-for-react/lib/core';
import type { BarChartOption } from './barChartOption';

let isRegistered = false;
/** Registers only what a bar chart needs, on first draw (not at import: no module side effects). */
function registerBarChart() {
  if (isRegistered) return;
  echarts.use([EChartsBar, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);
  isRegistered = true;
}

// echarts-for-react ships CommonJS; under Node's interop the component sits on `.default`.
const EChartsReactCore =
  (EChartsReactCoreModule as unknown as { default?: typeof EChartsReactCoreModule }).default ??
  EChartsReactCoreModule;

export interface BarChartCanvasProps {
  option: BarChartOption;
  height: number | string;
}

/** The drawn chart; decorative to assistive technology, which reads the data table instead. */
export default function BarChartCanvas({ option, height }: BarChartCanvasProps) {
  registerBarChart();
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
