import { useQuery } from '@tanstack/react-query';
import {
  endpointUrl,
  followAuditSummaryExport,
  type FollowAuditItemSave,
  type FollowAuditProjectSave,
} from '@ccms/api-client';
import { api } from '../../api/client';
import { session } from '../../app/session';
import { currentLanguage } from '../../i18n';
import { useAdminMutation } from '../admin/shared/useAdminMutation';

/** Every 跟踪审计 query sits under this key: a change refreshes them all (figures carry over). */
export const followAuditKeys = {
  all: ['followAudit'] as const,
  projects: ['followAudit', 'projects'] as const,
  project: (id: string) => ['followAudit', 'project', id] as const,
  measures: (periodId: string) => ['followAudit', 'measures', periodId] as const,
  summary: (projectId: string) => ['followAudit', 'summary', projectId] as const,
  pay: (periodId: string) => ['followAudit', 'pay', periodId] as const,
};

export function useFollowAuditProjects() {
  return useQuery({
    queryKey: followAuditKeys.projects,
    queryFn: () =>
      api.followAudit.followAuditProjectQueryList({ body: { pageNo: 1, pageSize: 500 } }),
  });
}

export function useFollowAuditProject(id: string | null) {
  return useQuery({
    queryKey: followAuditKeys.project(id ?? ''),
    queryFn: () => api.followAudit.followAuditProjectGet({ params: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

export function useMeasureTable(periodId: string | null) {
  return useQuery({
    queryKey: followAuditKeys.measures(periodId ?? ''),
    queryFn: () => api.followAudit.followAuditMeasureTable({ params: { id: periodId ?? '' } }),
    enabled: periodId !== null,
  });
}

export function useMeasureSummary(projectId: string | null) {
  return useQuery({
    queryKey: followAuditKeys.summary(projectId ?? ''),
    queryFn: () => api.followAudit.followAuditMeasureSummary({ params: { id: projectId ?? '' } }),
    enabled: projectId !== null,
  });
}

export function usePayApproval(periodId: string | null) {
  return useQuery({
    queryKey: followAuditKeys.pay(periodId ?? ''),
    queryFn: () => api.followAudit.followAuditPayGet({ params: { periodId: periodId ?? '' } }),
    enabled: periodId !== null,
  });
}

const useFollowAuditMutation = <Input, Output>(run: (input: Input) => Promise<Output>) =>
  useAdminMutation<Input, Output>({ run, invalidates: [followAuditKeys.all] });

export const useCreatePeriod = () =>
  useFollowAuditMutation((body: { projectId: string; period: string }) =>
    api.followAudit.followAuditPeriodCreate({ body }),
  );

export interface MeasureInput {
  itemId: string;
  reportedQuantity: string;
  approvedQuantity: string;
  overReason: string | null;
}
export const useSaveMeasures = () =>
  useFollowAuditMutation((body: { periodId: string; rows: MeasureInput[] }) =>
    api.followAudit.followAuditMeasureSave({ body }),
  );

export const useSavePay = () =>
  useFollowAuditMutation(
    (body: { periodId: string; payAmount: string | null; opinion: string | null }) =>
      api.followAudit.followAuditPaySave({ body }),
  );
export const useSubmitPay = () =>
  useFollowAuditMutation((periodId: string) =>
    api.followAudit.followAuditPaySubmit({ body: { periodId } }),
  );
export const useApprovePay = () =>
  useFollowAuditMutation((body: { periodId: string; approved: boolean; reason?: string }) =>
    api.followAudit.followAuditPayApprove({ body }),
  );

/** The 计量汇总表 workbook of a project. */
export async function fetchSummaryWorkbook(projectId: string): Promise<Blob> {
  const token = session.getToken();
  const response = await fetch(
    endpointUrl('/api', followAuditSummaryExport, { params: { id: projectId } }),
    {
      method: followAuditSummaryExport.method,
      headers: {
        'Accept-Language': currentLanguage(),
        ...(token ? { AuthToken: token } : {}),
      },
    },
  );
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(envelope?.msg || response.statusText || `HTTP ${response.status}`);
  }
  return response.blob();
}

export const useSaveProject = () =>
  useFollowAuditMutation((body: FollowAuditProjectSave) =>
    api.followAudit.followAuditProjectSave({ body }),
  );
export const useSaveItem = () =>
  useFollowAuditMutation((body: FollowAuditItemSave) =>
    api.followAudit.followAuditItemSave({ body }),
  );
/** Copies the linked cost project's bills; the page tells how many (no generic toast). */
export const useCopyBills = () =>
  useAdminMutation({
    run: (projectId: string) => api.followAudit.followAuditItemsCopy({ body: { projectId } }),
    invalidates: [followAuditKeys.all],
    successMessage: false,
  });

/** 删除项目: refused by the server once a period was submitted (the message names it). */
export const useDeleteProject = () =>
  useFollowAuditMutation((id: string) =>
    api.followAudit.followAuditProjectDelete({ params: { id } }),
  );
/** 删除计量期: only a draft one. */
export const useDeletePeriod = () =>
  useFollowAuditMutation((id: string) =>
    api.followAudit.followAuditPeriodDelete({ params: { id } }),
  );
/** 删除清单: refused while a period has measured it. */
export const useDeleteItem = () =>
  useFollowAuditMutation((id: string) => api.followAudit.followAuditItemDelete({ params: { id } }));
