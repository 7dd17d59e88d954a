import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { defineChartCanvas } from '../shared/defineChartCanvas';
import type { PieChartOption } from './pieChartOption';

/** The drawn pie; decorative to assistive technology, which reads the data table instead. */
export default defineChartCanvas<PieChartOption>('PieChartCanvas', [
  PieChart,
  TooltipComponent,
  LegendComponent,
]);
