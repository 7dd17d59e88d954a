import type { DataGridColumn } from './DataGrid';

/** A project of the project library, as the stories and tests show it. */
export interface ProjectRow {
  id: string;
  name: string;
  region: string;
  /** 万元 */
  amount: number;
  signedOn: string;
}

export const projectRows: ProjectRow[] = [
  {
    id: 'P-001',
    name: '北京市朝阳区办公楼',
    region: '北京',
    amount: 5230.5,
    signedOn: '2024-03-01',
  },
  {
    id: 'P-002',
    name: '安徽省合肥市第三中学',
    region: '安徽',
    amount: 1210,
    signedOn: '2023-01-15',
  },
  {
    id: 'P-003',
    name: '重庆市人民医院门诊楼',
    region: '重庆',
    amount: 8890.25,
    signedOn: '2022-11-20',
  },
  { id: 'P-004', name: '广州市地铁站房', region: '广东', amount: 12650, signedOn: '2024-06-30' },
  { id: 'P-005', name: '杭州市滨江区住宅', region: '浙江', amount: 3400, signedOn: '2023-08-08' },
];

export const projectColumns: DataGridColumn<ProjectRow>[] = [
  { key: 'id', title: '编号', width: 100 },
  { key: 'name', title: '项目名称', width: 220, sortable: true },
  { key: 'region', title: '地区', sortable: true },
  {
    key: 'amount',
    title: '造价（万元）',
    sortable: true,
    align: 'right',
    render: (row) => row.amount.toLocaleString('zh-CN', { minimumFractionDigits: 2 }),
  },
  { key: 'signedOn', title: '签约日期', sortable: true },
];
