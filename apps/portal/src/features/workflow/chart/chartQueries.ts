import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { workflowKeys } from '../workflowQueries';

/** Rows a page of the flow monitor's list. */
export const MONITOR_PAGE_SIZE = 10;

/** An instance with its chart (finished, flows taken, current); no retry on a missing one. */
export function useProcessChart(id: string | null) {
  return useQuery({
    queryKey: workflowKeys.process(id ?? ''),
    queryFn: () => api.workflow.wfProcessDetail({ params: { id: id! } }),
    enabled: id !== null && id !== '',
    retry: false,
  });
}

/** The running instances of the company, by title (the flow monitor's list). */
export function useRunningInstances(title: string, pageNo: number) {
  return useQuery({
    queryKey: [...workflowKeys.list('monitor'), title, pageNo],
    queryFn: () =>
      api.workflow.wfAdminProcessList({
        body: {
          pageNo,
          pageSize: MONITOR_PAGE_SIZE,
          params: { title: title || undefined, status: 'running' },
        },
      }),
    placeholderData: keepPreviousData,
  });
}
