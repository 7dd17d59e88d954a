import { GaugeChart } from 'echarts/charts';
import { defineChartCanvas } from '../shared/defineChartCanvas';
import type { GaugeChartOption } from './gaugeChartOption';

/** The drawn gauge; decorative to assistive technology, which reads the data table instead. */
export default defineChartCanvas<GaugeChartOption>('GaugeChartCanvas', [GaugeChart]);
