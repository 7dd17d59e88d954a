export { BarChart } from './bar-chart/BarChart';
export type { BarChartProps } from './bar-chart/BarChart';
export { buildBarChartOption, isBarChartEmpty } from './bar-chart/barChartOption';
export type {
  BarChartData,
  BarChartOption,
  BarChartOptionSettings,
  BarSeries,
} from './bar-chart/barChartOption';

export { LineChart } from './line-chart/LineChart';
export type { LineChartProps } from './line-chart/LineChart';
export { buildLineChartOption, isLineChartEmpty, monthLabels } from './line-chart/lineChartOption';
export type {
  LineChartData,
  LineChartOption,
  LineChartOptionSettings,
  LineSeries,
} from './line-chart/lineChartOption';

export { PieChart } from './pie-chart/PieChart';
export type { PieChartProps } from './pie-chart/PieChart';
export { buildPieChartOption, isPieChartEmpty, sliceShares } from './pie-chart/pieChartOption';
export type { PieChartOption, PieChartOptionSettings, PieSlice } from './pie-chart/pieChartOption';

export { FunnelChart } from './funnel-chart/FunnelChart';
export type { FunnelChartProps } from './funnel-chart/FunnelChart';
export {
  buildFunnelChartOption,
  funnelConversions,
  isFunnelChartEmpty,
} from './funnel-chart/funnelChartOption';
export type {
  FunnelChartOption,
  FunnelChartOptionSettings,
  FunnelStage,
  FunnelStageConversion,
} from './funnel-chart/funnelChartOption';

export { GaugeChart } from './gauge-chart/GaugeChart';
export type { GaugeChartProps } from './gauge-chart/GaugeChart';
export { buildGaugeChartOption, isGaugeChartEmpty } from './gauge-chart/gaugeChartOption';
export type {
  GaugeChartData,
  GaugeChartOption,
  GaugeChartOptionSettings,
} from './gauge-chart/gaugeChartOption';

export { StatCard } from './stat-card/StatCard';
export type { StatCardProps } from './stat-card/StatCard';
export { formatStatValue, statDelta } from './stat-card/statValue';
export type { DeltaDirection, StatDelta, StatUnit } from './stat-card/statValue';

export { chartPalette } from './shared/chartTheme';
export type { ValueFormatter } from './shared/chartTheme';

export {
  chartsResources,
  registerChartsResources,
  CHARTS_NAMESPACE,
  useChartsTranslation,
} from './i18n/chartsResources';
export type { ChartsMessages } from './i18n/chartsResources';
