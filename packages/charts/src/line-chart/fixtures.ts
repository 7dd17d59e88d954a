import type { LineSeries } from './lineChartOption';

/** Income, cost and margin by month, as the revenue board shows them. */
export const months = [
  '1月',
  '2月',
  '3月',
  '4月',
  '5月',
  '6月',
  '7月',
  '8月',
  '9月',
  '10月',
  '11月',
  '12月',
];

export const incomeAndCost: LineSeries[] = [
  { name: '收入（万元）', values: [320, 280, 410, 465, 390, 530, 510, 480, 560, 600, 640, 720] },
  { name: '成本（万元）', values: [210, 205, 260, 300, 280, 330, null, 320, 350, 370, 390, 430] },
];

export const marginRate: LineSeries = {
  name: '利润率（%）',
  values: [34.4, 26.8, 36.6, 35.5, 28.2, 37.7, null, 33.3, 37.5, 38.3, 39.1, 40.3],
  axis: 'right',
};

/** Eight departments' monthly contract amounts: a crowded legend. */
export const departmentLines: LineSeries[] = [
  '造价一部',
  '造价二部',
  '造价三部',
  '全过程咨询部',
  '招标代理部',
  '审计部',
  '工程监理部',
  '市场部',
].map((name, index) => ({
  name,
  values: months.map((_, month) => 100 + index * 35 + ((month * (index + 3)) % 7) * 20),
}));
