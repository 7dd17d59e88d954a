import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { defineChartCanvas } from '../shared/defineChartCanvas';
import type { LineChartOption } from './lineChartOption';

/** The drawn lines; decorative to assistive technology, which reads the data table instead. */
export default defineChartCanvas<LineChartOption>('LineChartCanvas', [
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
]);
