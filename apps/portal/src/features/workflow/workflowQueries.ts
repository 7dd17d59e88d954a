import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WfInstanceRow, WfTaskRow } from '@ccms/api-client';
import { api } from '../../api/client';

/** Spec 000 §9: 20 rows a page. */
export const WORKFLOW_PAGE_SIZE = 20;

/** Everything under `workflow`: an action refreshes every list and open flow page at once. */
export const workflowKeys = {
  all: ['workflow'] as const,
  list: (kind: string) => ['workflow', 'list', kind] as const,
  task: (id: string, view: boolean) => ['workflow', 'task', id, view] as const,
  process: (id: string) => ['workflow', 'process', id] as const,
  related: (formId: string | null, recordId: string | null) =>
    ['workflow', 'related', formId, recordId] as const,
  startable: ['workflow', 'startable'] as const,
};

/** The lists of spec 000 §2.3 and spec 002's administration pages, by the endpoint each reads. */
export type TaskListKind = 'todo' | 'done' | 'adminTask';
export type InstanceListKind = 'my' | 'copy' | 'business' | 'focus' | 'adminProcess';
export type WorkflowListKind = TaskListKind | InstanceListKind;

export interface ListFilter {
  title: string;
  /** Instance lists with a status filter (my applications, administration). */
  status: WfInstanceRow['status'] | '';
}

export const EMPTY_FILTER: ListFilter = { title: '', status: '' };

interface Page<Row> {
  total: number;
  data: Row[];
}

function fetchList(
  kind: WorkflowListKind,
  filter: ListFilter,
  pageNo: number,
): Promise<Page<WfTaskRow> | Page<WfInstanceRow>> {
  const title = filter.title || undefined;
  const status = filter.status || undefined;
  const page = { pageNo, pageSize: WORKFLOW_PAGE_SIZE };
  switch (kind) {
    case 'todo':
      return api.workflow.wfTodoList({ body: { ...page, params: { title } } });
    case 'done':
      return api.workflow.wfDoneList({ body: { ...page, params: { title } } });
    case 'adminTask':
      return api.workflow.wfAdminTaskList({ body: { ...page, params: { title } } });
    case 'copy':
      return api.workflow.wfCopyList({ body: { ...page, params: { title } } });
    case 'my':
      return api.workflow.wfMyList({ body: { ...page, params: { title, status } } });
    // 我的业务: started, acted on, a candidate of or copied to.
    case 'business':
      return api.workflow.wfBusinessList({ body: { ...page, params: { title, status } } });
    // 我的关注: the instances the caller follows.
    case 'focus':
      return api.workflow.wfFocusList({ body: { ...page, params: { title } } });
    case 'adminProcess':
      return api.workflow.wfAdminProcessList({ body: { ...page, params: { title, status } } });
  }
}

export function useWorkflowList(kind: WorkflowListKind, filter: ListFilter, pageNo: number) {
  return useQuery({
    queryKey: [...workflowKeys.list(kind), filter, pageNo],
    queryFn: () => fetchList(kind, filter, pageNo),
    placeholderData: keepPreviousData,
  });
}

/** A task with its instance, opinions and chart (404 → the page says 审核任务不存在！). */
export function useTaskDetail(id: string | null, view: boolean) {
  return useQuery({
    queryKey: workflowKeys.task(id ?? '', view),
    queryFn: () =>
      api.workflow.wfTaskDetail({ params: { id: id! }, query: { view: view ? 'true' : 'false' } }),
    enabled: id !== null,
    retry: false,
  });
}

/** An instance with its opinions and chart (404 → the page says 审核流程不存在！). */
export function useProcessDetail(id: string | null) {
  return useQuery({
    queryKey: workflowKeys.process(id ?? ''),
    queryFn: () => api.workflow.wfProcessDetail({ params: { id: id! } }),
    enabled: id !== null,
    retry: false,
  });
}

/** After an action: every list, task and instance view of the workflow is stale. */
export function useInvalidateWorkflow() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workflowKeys.all });
}

/** Follow or unfollow an instance (我的关注); every workflow view is refreshed after. */
export function useSetFocus() {
  const invalidate = useInvalidateWorkflow();
  return useMutation({
    mutationFn: (input: { instanceId: string; focus: boolean }) =>
      api.workflow.wfFocus({ body: input }),
    onSuccess: () => invalidate(),
  });
}
