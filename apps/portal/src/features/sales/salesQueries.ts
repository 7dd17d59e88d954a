import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  SalesOpportunity,
  SalesOpportunitySave,
  SalesStageMoveBody,
  SalesStage,
  SalesWorkPlan,
  WorkPlanKind,
} from '@ccms/api-client';
import { api } from '../../api/client';
import { useAdminMutation } from '../admin/shared/useAdminMutation';

export const SALES_PAGE_SIZE = 20;

/** Everything under `sales`: a change refreshes every sales list and figure. */
export const salesKeys = {
  all: ['sales'] as const,
  funnel: (year: number | null, departmentId: string | null) =>
    ['sales', 'funnel', year, departmentId] as const,
  area: (year: number) => ['sales', 'area', year] as const,
  keyCustomers: (keyword: string) => ['sales', 'keyCustomers', keyword] as const,
  monitoring: (year: number, granularity: string, month: number) =>
    ['sales', 'monitoring', year, granularity, month] as const,
  opportunities: (filter: object, pageNo: number) =>
    ['sales', 'opportunities', filter, pageNo] as const,
  opportunity: (id: string) => ['sales', 'opportunity', id] as const,
  customers: ['sales', 'customers'] as const,
  contracts: (customerId: string) => ['sales', 'contracts', customerId] as const,
  plans: (filter: object) => ['sales', 'plans', filter] as const,
  sites: ['sales', 'sites'] as const,
};
const invalidatesAll = [salesKeys.all];

export function useSalesFunnel(year: number | null, departmentId: string | null) {
  return useQuery({
    queryKey: salesKeys.funnel(year, departmentId),
    queryFn: () =>
      api.sales.salesFunnel({
        body: {
          ...(year ? { year } : {}),
          ...(departmentId ? { departmentId } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSalesArea(year: number) {
  return useQuery({
    queryKey: salesKeys.area(year),
    queryFn: () => api.sales.salesAreaAnalysis({ body: { year } }),
    placeholderData: keepPreviousData,
  });
}

export function useKeyCustomers(keyword: string) {
  return useQuery({
    queryKey: salesKeys.keyCustomers(keyword),
    queryFn: () => api.sales.salesKeyCustomers({ body: keyword ? { keyword } : {} }),
    placeholderData: keepPreviousData,
  });
}

export function useSalesMonitoring(year: number, granularity: 'month' | 'week', month: number) {
  return useQuery({
    queryKey: salesKeys.monitoring(year, granularity, month),
    queryFn: () =>
      api.sales.salesMonitoring({
        body: { year, granularity, ...(granularity === 'week' ? { month } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useConstructionSites() {
  return useQuery({
    queryKey: salesKeys.sites,
    queryFn: () => api.sales.salesConstructionSites({ body: {} }),
  });
}

export interface OpportunityFilter {
  keyword?: string;
  stage?: SalesStage;
  mine?: boolean;
}

export function useOpportunities(filter: OpportunityFilter, pageNo: number) {
  return useQuery({
    queryKey: salesKeys.opportunities(filter, pageNo),
    queryFn: () =>
      api.sales.salesOpportunityList({
        body: { pageNo, pageSize: SALES_PAGE_SIZE, params: filter },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOpportunity(id: string | null) {
  return useQuery({
    queryKey: salesKeys.opportunity(id ?? ''),
    queryFn: () => api.sales.salesOpportunityGet({ params: { id: id! } }),
    enabled: Boolean(id),
  });
}

export function useSalesCustomers() {
  return useQuery({
    queryKey: salesKeys.customers,
    queryFn: () => api.sales.salesCustomerOptions(),
    staleTime: 60_000,
  });
}

export function useCustomerContracts(customerId: string | null) {
  return useQuery({
    queryKey: salesKeys.contracts(customerId ?? ''),
    queryFn: () => api.sales.salesCustomerContracts({ params: { id: customerId! } }),
    enabled: Boolean(customerId),
  });
}

export const useSaveOpportunity = (successMessage: string) =>
  useAdminMutation<SalesOpportunitySave, SalesOpportunity>({
    run: (body) => api.sales.salesOpportunitySave({ body }),
    invalidates: invalidatesAll,
    successMessage,
  });

export const useMoveOpportunity = () =>
  useAdminMutation<{ id: string; body: SalesStageMoveBody }, SalesOpportunity>({
    run: ({ id, body }) => api.sales.salesOpportunityMove({ params: { id }, body }),
    invalidates: invalidatesAll,
  });

export const useDeleteOpportunity = () =>
  useAdminMutation<SalesOpportunity, null>({
    run: (opportunity) => api.sales.salesOpportunityDelete({ params: { id: opportunity.id } }),
    invalidates: invalidatesAll,
  });

export interface PlanFilter {
  scope: 'mine' | 'team';
  dateFrom?: string;
  dateTo?: string;
}

export function useWorkPlans(filter: PlanFilter) {
  return useQuery({
    queryKey: salesKeys.plans(filter),
    queryFn: () => api.sales.salesWorkPlanList({ body: filter }),
    placeholderData: keepPreviousData,
  });
}

export interface PlanSave {
  id?: string;
  periodKind: 'week' | 'month';
  kind: WorkPlanKind;
  title: string;
  customerId: string | null;
  plannedDate: string;
}

export const useSavePlan = (successMessage: string) =>
  useAdminMutation<PlanSave, SalesWorkPlan>({
    run: (body) => api.sales.salesWorkPlanSave({ body }),
    invalidates: invalidatesAll,
    successMessage,
  });

export const useCompletePlan = () =>
  useAdminMutation<
    { id: string; status: 'done' | 'cancelled'; result: string | null },
    SalesWorkPlan
  >({
    run: ({ id, status, result }) =>
      api.sales.salesWorkPlanComplete({ params: { id }, body: { status, result } }),
    invalidates: invalidatesAll,
  });

export const useDeletePlan = () =>
  useAdminMutation<SalesWorkPlan, null>({
    run: (plan) => api.sales.salesWorkPlanDelete({ params: { id: plan.id } }),
    invalidates: invalidatesAll,
  });
