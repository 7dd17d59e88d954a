import type { FunnelStage } from './funnelChartOption';

/** The sales funnel: opportunities at each stage this year. */
export const salesStages: FunnelStage[] = [
  { name: '线索', value: 200 },
  { name: '商机', value: 120 },
  { name: '投标', value: 60 },
  { name: '中标', value: 27 },
  { name: '签约', value: 24 },
];

export const manySalesStages: FunnelStage[] = [
  { name: '线索', value: 480 },
  { name: '初步接洽', value: 360 },
  { name: '需求确认', value: 250 },
  { name: '方案报价', value: 180 },
  { name: '投标', value: 120 },
  { name: '中标', value: 64 },
  { name: '合同谈判', value: 58 },
  { name: '签约', value: 51 },
];
