import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { defineChartCanvas } from '../shared/defineChartCanvas';
import type { BarChartOption } from './barChartOption';

/** The drawn bars (and lines of a combination chart); decorative to assistive technology. */
export default defineChartCanvas<BarChartOption>('BarChartCanvas', [
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
]);
