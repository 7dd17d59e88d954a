import { FunnelChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { defineChartCanvas } from '../shared/defineChartCanvas';
import type { FunnelChartOption } from './funnelChartOption';

/** The drawn funnel; decorative to assistive technology, which reads the data table instead. */
export default defineChartCanvas<FunnelChartOption>('FunnelChartCanvas', [
  FunnelChart,
  TooltipComponent,
]);
