export { BarChart } from './bar-chart/BarChart';
export type { BarChartProps } from './bar-chart/BarChart';
export { buildBarChartOption, chartPalette, isBarChartEmpty } from './bar-chart/barChartOption';
export type {
  BarChartData,
  BarChartOption,
  BarChartOptionSettings,
  BarSeries,
} from './bar-chart/barChartOption';
export {
  chartsResources,
  registerChartsResources,
  CHARTS_NAMESPACE,
  useChartsTranslation,
} from './i18n/chartsResources';
export type { ChartsMessages } from './i18n/chartsResources';
