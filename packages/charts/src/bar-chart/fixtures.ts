import type { BarSeries } from './barChartOption';

/** Departments' contract amounts (万元) by quarter, as the cockpit shows them. */
export const quarters = ['一季度', '二季度', '三季度', '四季度'];

export const departmentSeries: BarSeries[] = [
  { name: '造价一部', values: [1200, 1850.5, 990, 2400] },
  { name: '造价二部', values: [860, 1320, 1510, null] },
];

/** Monthly income (万元) and its growth on the previous month (%), for the combination chart. */
export const incomeMonths = ['1月', '2月', '3月', '4月', '5月', '6月'];
export const incomeSeries: BarSeries[] = [
  { name: '收入', values: [320, 280.5, 410, 465.2, null, 530] },
];
export const growthLine: BarSeries[] = [
  { name: '环比增长率', values: [null, -12.3, 46.2, 13.5, null, 8.4], axis: 'right' },
];
