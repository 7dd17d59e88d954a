import type {
  ContractSupervise,
  DepartmentNode,
  ManageCockpit,
  RevenueManage,
} from '@ccms/api-client';

const months = (value: string) => Array.from({ length: 12 }, () => value);

/** The overview of June 2025 as the server answers it. */
export function overview(currentMonth = 6): ManageCockpit {
  return {
    currentYear: 2025,
    currentMonth,
    signed: { month: '1060000.00', year: '12345678.00', lastYear: '10000000.00', yoy: '23.46' },
    revenue: { month: '500000.00', year: '8000000.00', lastYear: '6400000.00', yoy: '25.00' },
    invoiced: { month: '600000.00', year: '9000000.00', lastYear: '7000000.00', yoy: '28.57' },
    received: { month: '530000.00', year: '8480000.00', lastYear: '6784000.00', yoy: '25.00' },
    receivable: '520000.00',
    cost: { month: '300000.00', year: '5000000.00', lastYear: '4000000.00', yoy: '25.00' },
    profit: '3000000.00',
    margin: '37.50',
    headcount: 42,
    projectsInProgress: 17,
    trend: {
      signed: months('1000000.00'),
      revenue: months('700000.00'),
      cost: months('400000.00'),
      profit: months('300000.00'),
    },
  };
}

export const revenue: RevenueManage = {
  currentYear: 2025,
  currentMonth: 6,
  revenue: { month: '500000.00', year: '8000000.00', lastYear: '6400000.00', yoy: '25.00' },
  received: { month: '530000.00', year: '8480000.00', lastYear: '6784000.00', yoy: '25.00' },
  monthly: { current: months('700000.00'), previous: months('600000.00') },
  byBusinessType: [
    { key: 'settlement', name: 'settlement', amount: '5000000.00', count: 12 },
    { key: 'budget', name: 'budget', amount: '3000000.00', count: 8 },
  ],
  byDepartment: [{ key: 'dept-cost-1', name: '造价一部', amount: '8000000.00', count: 20 }],
  topCustomers: [{ key: 'cu-1', name: '杭州城投', amount: '2000000.00', count: 3 }],
};

export const contracts: ContractSupervise = {
  currentYear: 2025,
  currentMonth: 6,
  signedYear: { count: 30, amount: '12345678.00' },
  byStatus: [
    { key: 'executing', name: 'executing', amount: '9000000.00', count: 17 },
    { key: 'finished', name: 'finished', amount: '3345678.00', count: 13 },
  ],
  signedMonthly: { amount: months('1000000.00'), count: months('0').map(() => 5) },
  overdue: {
    total: '195000.00',
    count: 1,
    contracts: [
      {
        id: 'c-1',
        code: 'HT-2024-001',
        name: '滨江综合体结算审核',
        customerName: '杭州城投',
        amount: '1060000.00',
        signedDate: '2024-03-01',
        status: 'executing',
        overdue: '195000.00',
      },
    ],
  },
  largest: [],
};

const dept = (
  id: string,
  name: string,
  parentId: string | null,
  children: DepartmentNode[] = [],
) => ({
  id,
  parentId,
  parentIds: parentId ? `${parentId},` : '',
  name,
  sort: 1,
  userCount: 3,
  createdBy: null,
  createdAt: '2026-01-01 00:00:00',
  updatedBy: null,
  updatedAt: '2026-01-01 00:00:00',
  children,
});

/** The company with two cost departments under it. */
export const departmentTree: DepartmentNode[] = [
  dept('dept-root', '示例造价咨询有限公司', null, [
    dept('dept-cost-1', '造价一部', 'dept-root'),
    dept('dept-cost-2', '造价二部', 'dept-root'),
  ]),
];
