import type { BarSeries } from './barChartOption';

/** Departments' contract amounts (万元) by quarter, as the cockpit shows them. */
export const quarters = ['一季度', '二季度', '三季度', '四季度'];

export const departmentSeries: BarSeries[] = [
  { name: '造价一部', values: [1200, 1850.5, 990, 2400] },
  { name: '造价二部', values: [860, 1320, 1510, null] },
];
