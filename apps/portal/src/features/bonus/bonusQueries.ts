import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  BonusCalculation,
  BonusCalculationStatus,
  BonusEntrust,
  BonusRule,
  BonusRuleSave,
  BonusTemplate,
} from '@ccms/api-client';
import { api } from '../../api/client';
import { useAdminMutation } from '../admin/shared/useAdminMutation';

export const BONUS_PAGE_SIZE = 20;

/** Everything under `bonus`: a change refreshes every bonus list. */
export const bonusKeys = {
  all: ['bonus'] as const,
  rules: (pageNo: number) => ['bonus', 'rules', pageNo] as const,
  enabledRules: ['bonus', 'rules', 'enabled'] as const,
  templates: ['bonus', 'templates'] as const,
  entrusts: (pageNo: number) => ['bonus', 'entrusts', pageNo] as const,
  contracts: (keyword: string) => ['bonus', 'contracts', keyword] as const,
  calculations: (filter: object, pageNo: number) =>
    ['bonus', 'calculations', filter, pageNo] as const,
  calculation: (id: string) => ['bonus', 'calculation', id] as const,
  adjustments: (calculationId: string | null, pageNo: number) =>
    ['bonus', 'adjustments', calculationId, pageNo] as const,
  payments: (pageNo: number) => ['bonus', 'payments', pageNo] as const,
  mine: (filter: object, pageNo: number) => ['bonus', 'mine', filter, pageNo] as const,
  sum: (year: number, forUserId: string | null) => ['bonus', 'sum', year, forUserId] as const,
};
const invalidatesAll = [bonusKeys.all];

// ── Rules and templates ─────────────────────────────────────────────────────────────────────

export function useBonusRules(pageNo: number) {
  return useQuery({
    queryKey: bonusKeys.rules(pageNo),
    queryFn: () => api.bonus.bonusRuleList({ body: { pageNo, pageSize: BONUS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** The enabled rules (all of them: a company has a handful), to make a template from. */
export function useEnabledRules(enabled: boolean) {
  return useQuery({
    queryKey: bonusKeys.enabledRules,
    queryFn: () =>
      api.bonus.bonusRuleList({ body: { pageNo: 1, pageSize: 500, params: { enabled: true } } }),
    enabled,
  });
}

export const useSaveRule = () =>
  useAdminMutation<BonusRuleSave, BonusRule>({
    run: (body) => api.bonus.bonusRuleSave({ body }),
    invalidates: invalidatesAll,
  });

export const useDeleteRule = () =>
  useAdminMutation<BonusRule, null>({
    run: (rule) => api.bonus.bonusRuleDelete({ params: { id: rule.id } }),
    invalidates: invalidatesAll,
  });

export function useBonusTemplates() {
  return useQuery({
    queryKey: bonusKeys.templates,
    queryFn: () => api.bonus.bonusTemplateList(),
  });
}

export const useSaveTemplate = () =>
  useAdminMutation<
    { name: string; remark: string | null; figures: BonusTemplate['figures'] },
    BonusTemplate
  >({
    run: (body) => api.bonus.bonusTemplateSave({ body }),
    invalidates: invalidatesAll,
  });

export const useApplyTemplate = () =>
  useAdminMutation<{ id: string; effectiveFrom: string }, BonusRule[]>({
    run: (body) => api.bonus.bonusTemplateApply({ body }),
    invalidates: invalidatesAll,
    successMessage: false,
  });

export const useDeleteTemplate = () =>
  useAdminMutation<BonusTemplate, null>({
    run: (template) => api.bonus.bonusTemplateDelete({ params: { id: template.id } }),
    invalidates: invalidatesAll,
  });

// ── Entrusts ────────────────────────────────────────────────────────────────────────────────

export function useBonusEntrusts(pageNo: number) {
  return useQuery({
    queryKey: bonusKeys.entrusts(pageNo),
    queryFn: () => api.bonus.bonusEntrustList({ body: { pageNo, pageSize: BONUS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export interface EntrustInput {
  id?: string;
  principalUserId: string;
  agentUserId: string;
  startDate: string;
  endDate: string;
  remark: string | null;
}

export const useSaveEntrust = () =>
  useAdminMutation<EntrustInput, BonusEntrust>({
    run: (body) => api.bonus.bonusEntrustSave({ body }),
    invalidates: invalidatesAll,
  });

export const useDeleteEntrust = () =>
  useAdminMutation<BonusEntrust, null>({
    run: (entrust) => api.bonus.bonusEntrustDelete({ params: { id: entrust.id } }),
    invalidates: invalidatesAll,
  });

// ── Calculations, adjustments, payments ─────────────────────────────────────────────────────

export function useBonusContracts(keyword: string) {
  return useQuery({
    queryKey: bonusKeys.contracts(keyword),
    queryFn: () =>
      api.bonus.bonusContractList({
        body: { pageNo: 1, pageSize: 50, params: keyword ? { keyword } : {} },
      }),
    placeholderData: keepPreviousData,
  });
}

export interface CalculationFilter {
  keyword?: string;
  status?: BonusCalculationStatus;
}

export function useBonusCalculations(filter: CalculationFilter, pageNo: number, pageSize = 20) {
  return useQuery({
    queryKey: bonusKeys.calculations(filter, pageNo),
    queryFn: () => api.bonus.bonusCalculationList({ body: { pageNo, pageSize, params: filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useBonusCalculation(id: string | null) {
  return useQuery({
    queryKey: bonusKeys.calculation(id ?? ''),
    queryFn: () => api.bonus.bonusCalculationGet({ params: { id: id! } }),
    enabled: id !== null,
  });
}

export interface CalculateInput {
  contractId: string;
  periodFrom: string;
  periodTo: string;
  coefficient: string;
}

export const useCalculate = () =>
  useAdminMutation<CalculateInput, BonusCalculation>({
    run: (body) => api.bonus.bonusCalculate({ body }),
    invalidates: invalidatesAll,
  });

export const useConfirmCalculation = () =>
  useAdminMutation<string, BonusCalculation>({
    run: (id) => api.bonus.bonusCalculationConfirm({ params: { id } }),
    invalidates: invalidatesAll,
  });

export const useDeleteCalculation = () =>
  useAdminMutation<string, null>({
    run: (id) => api.bonus.bonusCalculationDelete({ params: { id } }),
    invalidates: invalidatesAll,
  });

export function useBonusAdjustments(calculationId: string | null, pageNo: number) {
  return useQuery({
    queryKey: bonusKeys.adjustments(calculationId, pageNo),
    queryFn: () =>
      api.bonus.bonusAdjustmentList({
        body: {
          pageNo,
          pageSize: BONUS_PAGE_SIZE,
          params: calculationId ? { calculationId } : {},
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export interface AdjustInput {
  calculationId: string;
  fromAllocationId: string;
  toAllocationId: string;
  amount: string;
  reason: string;
}

export const useAdjust = () =>
  useAdminMutation<AdjustInput, BonusCalculation>({
    run: (body) => api.bonus.bonusAdjust({ body }),
    invalidates: invalidatesAll,
  });

export function useBonusPayments(pageNo: number) {
  return useQuery({
    queryKey: bonusKeys.payments(pageNo),
    queryFn: () => api.bonus.bonusPaymentList({ body: { pageNo, pageSize: BONUS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export const usePay = () =>
  useAdminMutation<
    { allocationIds: string[]; paidDate: string; remark: string | null },
    { count: number; amount: string }
  >({
    run: (body) => api.bonus.bonusPay({ body }),
    invalidates: invalidatesAll,
    successMessage: false,
  });

// ── My bonus ────────────────────────────────────────────────────────────────────────────────

export interface MyBonusFilter {
  year?: number;
  forUserId?: string;
}

export function useMyBonus(filter: MyBonusFilter, pageNo: number) {
  return useQuery({
    queryKey: bonusKeys.mine(filter, pageNo),
    queryFn: () =>
      api.bonus.myBonusList({ body: { pageNo, pageSize: BONUS_PAGE_SIZE, params: filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyBonusSum(year: number, forUserId: string | null) {
  return useQuery({
    queryKey: bonusKeys.sum(year, forUserId),
    queryFn: () => api.bonus.myBonusSum({ body: { year, ...(forUserId ? { forUserId } : {}) } }),
    placeholderData: keepPreviousData,
  });
}
