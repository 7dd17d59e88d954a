import type { PieSlice } from './pieChartOption';

/** Income by business type (万元). */
export const incomeByBusiness: PieSlice[] = [
  { name: '预算编制', value: 1280 },
  { name: '结算审核', value: 960.5 },
  { name: '全过程造价咨询', value: 1740 },
  { name: '招标代理', value: 420 },
  { name: '跟踪审计', value: 310 },
];

export const manyBusinessTypes: PieSlice[] = [
  ...incomeByBusiness,
  { name: '概算编制', value: 260 },
  { name: '工程监理', value: 190 },
  { name: '司法鉴定', value: 120 },
  { name: '项目管理', value: 95 },
  { name: '其他', value: 40 },
];
