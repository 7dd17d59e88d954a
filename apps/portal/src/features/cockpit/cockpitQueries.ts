import { useQuery } from '@tanstack/react-query';
import {
  COCKPIT_PAGES,
  type DepartmentNode,
  type CockpitPage,
  type CockpitQuery,
  type ContractSupervise,
  type CostBoard,
  type CostManage,
  type CustomerManage,
  type DevelopManage,
  type FinanceData,
  type ManageCockpit,
  type ManpowerManage,
  type OperateManage,
  type RevenueManage,
} from '@ccms/api-client';
import { api } from '../../api/client';

/** What each cockpit page's endpoint answers. */
export interface CockpitData {
  'manage-cockpit': ManageCockpit;
  'revenue-manage': RevenueManage;
  'cost-board': CostBoard;
  'contract-supervise': ContractSupervise;
  'customer-manage': CustomerManage;
  'cost-manage': CostManage;
  'manpower-manage': ManpowerManage;
  'develop-manage': DevelopManage;
  'finance-data': FinanceData;
  'operate-manage': OperateManage;
}

const fetchers: { [P in CockpitPage]: (body: CockpitQuery) => Promise<CockpitData[P]> } = {
  'manage-cockpit': (body) => api.cockpit.cockpitManage({ body }),
  'revenue-manage': (body) => api.cockpit.cockpitRevenue({ body }),
  'cost-board': (body) => api.cockpit.cockpitCostBoard({ body }),
  'contract-supervise': (body) => api.cockpit.cockpitContract({ body }),
  'customer-manage': (body) => api.cockpit.cockpitCustomer({ body }),
  'cost-manage': (body) => api.cockpit.cockpitCostManage({ body }),
  'manpower-manage': (body) => api.cockpit.cockpitManpower({ body }),
  'develop-manage': (body) => api.cockpit.cockpitDevelop({ body }),
  'finance-data': (body) => api.cockpit.cockpitFinance({ body }),
  'operate-manage': (body) => api.cockpit.cockpitOperate({ body }),
};

export const isCockpitPage = (value: string | undefined): value is CockpitPage =>
  (COCKPIT_PAGES as readonly string[]).includes(value ?? '');

/** One cockpit page's figures for a year and month; the last answer stays while the next loads. */
export function useCockpitData<P extends CockpitPage>(page: P, query: CockpitQuery) {
  return useQuery({
    queryKey: ['cockpit', page, query.currentYear, query.currentMonth, query.departmentId ?? null],
    queryFn: () => fetchers[page](query),
    // Another month of the same page stays on screen while it loads; another page never does.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === page ? previous : undefined,
  });
}

export interface DepartmentOption {
  id: string;
  name: string;
  depth: number;
}

/** The company's departments in tree order, each with its depth, for the department filter. */
export function flattenDepartments(
  nodes: readonly DepartmentNode[],
  depth = 0,
): DepartmentOption[] {
  return nodes.flatMap((node) => [
    { id: node.id, name: node.name, depth },
    ...flattenDepartments(node.children, depth + 1),
  ]);
}

export function useCockpitDepartments() {
  return useQuery({
    queryKey: ['cockpit', 'departments'],
    queryFn: async () => flattenDepartments(await api.dept.deptTree()),
    staleTime: 5 * 60_000,
  });
}
