import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointUrl,
  qualityReport,
  type CheckRecord,
  type Finding,
  type QualityCheckId,
  type QualityReportFormat,
  type QualityRule,
  type Severity,
} from '@ccms/api-client';
import { useCallback } from 'react';
import { api, quietApi } from '../../../api/client';
import { session } from '../../../app/session';
import { currentLanguage } from '../../../i18n';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';

/** Spec 001: findings are listed 20 a page. */
export const FINDINGS_PAGE_SIZE = 20;
/** The control-price projects offered to compare a bid or settlement with. */
const CONTROL_PROJECTS = 200;

/** Everything under `cost`, `quality`: one invalidation refreshes records, findings and rules. */
export const qualityKeys = {
  all: ['cost', 'quality'] as const,
  records: (projectId: string) => ['cost', 'quality', 'records', projectId] as const,
  findings: (recordId: string) => ['cost', 'quality', 'findings', recordId] as const,
  rules: ['cost', 'quality', 'rules'] as const,
  controls: ['cost', 'quality', 'controls'] as const,
};

/** The project's check records, newest first. */
export function useCheckRecords(projectId: string) {
  return useQuery({
    queryKey: qualityKeys.records(projectId),
    queryFn: () => api.cost.qualityRecords({ body: { projectId } }),
  });
}

export interface StartCheck {
  checks: QualityCheckId[];
  controlProjectId: string | null;
  /** The run's progress comes over the message socket under this id (useCallProgress). */
  progressId?: string;
}

/**
 * 开始检查: one long call (up to 30 minutes, spec 001) that answers the finished record. The
 * library's figures show the last check, so they are refreshed too.
 */
export function useStartCheck(projectId: string) {
  return useAdminMutation<StartCheck, CheckRecord>({
    run: ({ checks, controlProjectId, progressId }) =>
      api.cost.qualityStart({
        body: { projectId, checks, controlProjectId, ...(progressId ? { progressId } : {}) },
      }),
    invalidates: [qualityKeys.records(projectId), ['cost', 'projects']],
    successMessage: false,
  });
}

export function useDeleteRecord(projectId: string) {
  return useAdminMutation<string, null>({
    run: (id) => api.cost.qualityRecordDelete({ params: { id } }),
    invalidates: [qualityKeys.records(projectId), ['cost', 'projects']],
  });
}

export interface FindingFilter {
  check: QualityCheckId;
  rule: string;
  severity: Severity | null;
  includeIgnored: boolean;
}

/** One page of a rule's findings in a record, most severe first. */
export function useFindings(recordId: string, filter: FindingFilter, pageNo: number) {
  return useQuery({
    queryKey: [...qualityKeys.findings(recordId), filter, pageNo],
    queryFn: () =>
      api.cost.qualityFindings({
        body: {
          pageNo,
          pageSize: FINDINGS_PAGE_SIZE,
          params: {
            recordId,
            check: filter.check,
            rule: filter.rule,
            includeIgnored: filter.includeIgnored,
            ...(filter.severity ? { severity: filter.severity } : {}),
          },
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Findings and the record's counts (ignored per rule) change with ignore and opinion. */
function findingChange(projectId: string, recordId: string) {
  return [qualityKeys.findings(recordId), qualityKeys.records(projectId)] as const;
}

export function useSetIgnore(projectId: string, recordId: string) {
  return useAdminMutation<{ ids: string[]; ignored: boolean }, { updated: number }>({
    run: (body) => api.cost.qualitySetIgnore({ body }),
    invalidates: findingChange(projectId, recordId),
  });
}

export function useSetOpinion(projectId: string, recordId: string) {
  return useAdminMutation<{ id: string; opinion: string }, Finding>({
    run: (body) => api.cost.qualitySetOpinion({ body }),
    invalidates: findingChange(projectId, recordId),
  });
}

/**
 * Marks findings viewed once they were shown: bookkeeping the user does not ask for, so a
 * failure is not told (the next listing shows them unviewed again). The shown page keeps its
 * "new" marks; the record's viewed counts are refreshed.
 */
export function useMarkViewed(projectId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (ids: string[]) => {
      if (ids.length === 0) return;
      quietApi.cost.qualitySaveViewState({ body: { ids, viewed: true } }).then(
        () => queryClient.invalidateQueries({ queryKey: qualityKeys.records(projectId) }),
        () => undefined,
      );
    },
    [queryClient, projectId],
  );
}

/** Projects of the library that are 招标控制价 files: what a bid or settlement is compared with. */
export function useControlProjects(enabled: boolean) {
  return useQuery({
    queryKey: qualityKeys.controls,
    queryFn: () =>
      api.cost.projectSearch({
        body: { pageNo: 1, pageSize: CONTROL_PROJECTS, params: { fileType: 'control' } },
      }),
    enabled,
  });
}

/**
 * 生成报告: the record's report, a workbook (xlsx) or a PDF document. A binary answer the typed
 * client does not read: a failure still comes as the envelope, whose message is thrown.
 */
export async function fetchQualityReport(
  recordId: string,
  format: QualityReportFormat = 'xlsx',
): Promise<Blob> {
  const token = session.getToken();
  const response = await fetch(endpointUrl('/api', qualityReport), {
    method: qualityReport.method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': currentLanguage(),
      ...(token ? { AuthToken: token } : {}),
    },
    body: JSON.stringify({ recordId, format }),
  });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(envelope?.msg || response.statusText || `HTTP ${response.status}`);
  }
  return response.blob();
}

/** The company's rule table: every check's rules with their overrides. */
export function useQualityRules() {
  return useQuery({
    queryKey: qualityKeys.rules,
    queryFn: () => api.cost.qualityRangeSetGet({ params: { id: 'all' } }),
  });
}

/** One override row as the dialog edits it (text fields as typed). */
export type OverrideInput = {
  projectKind: QualityRule['overrides'][number]['projectKind'];
  region: string;
  fileType: QualityRule['overrides'][number]['fileType'];
  min: string;
  max: string;
  severity: Severity | null;
  enabled: boolean;
};

/** One override row as sent: empty region and thresholds become null (any, the default). */
export type OverrideSave = Omit<OverrideInput, 'region' | 'min' | 'max'> & {
  region: string | null;
  min: string | null;
  max: string | null;
};

export function useSaveRule() {
  return useAdminMutation<{ key: string; overrides: OverrideSave[] }, QualityRule>({
    run: (body) => api.cost.qualityRangeSetSave({ body }),
    invalidates: [qualityKeys.rules],
  });
}
