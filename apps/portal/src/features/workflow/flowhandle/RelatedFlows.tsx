import type { WfInstanceRow } from '@ccms/api-client';
import { Empty } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { quietApi } from '../../../api/client';
import { useCan } from '../../admin/shared/useCan';
import { instanceHref } from '../lists/WorkflowListPage';
import { workflowKeys } from '../workflowQueries';

/** The most instances one look-up reads (the contract's page limit). */
const RELATED_PAGE_SIZE = 500;

/**
 * 相关流程. The server names no parent or child instances (sub-processes run inside their main
 * instance), so this lists the other instances started on the same business record (form and
 * record id): from every instance for an administrator, else from the caller's own applications.
 */
export function RelatedFlows({ instance }: { instance: WfInstanceRow }) {
  const { t } = useTranslation();
  const isAdmin = useCan('wf:admin');
  const { formId, recordId } = instance;
  const related = useQuery({
    queryKey: [...workflowKeys.related(formId, recordId), isAdmin],
    enabled: recordId !== null,
    queryFn: async () => {
      const body = { pageNo: 1, pageSize: RELATED_PAGE_SIZE, params: {} };
      const page = isAdmin
        ? await quietApi.workflow.wfAdminProcessList({ body })
        : await quietApi.workflow.wfMyList({ body });
      return page.data.filter(
        (row) => row.id !== instance.id && row.recordId === recordId && row.formId === formId,
      );
    },
  });
  const rows: WfInstanceRow[] = related.data ?? [];
  if (rows.length === 0) return <Empty description={t('workflow.handle.noRelated')} />;
  return (
    <section aria-label={t('workflow.handle.relatedNote')}>
      <p>{t('workflow.handle.relatedNote')}</p>
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={instanceHref(row, 'view')}>{row.title}</Link>{' '}
            <span>
              {row.definitionName} · {t(`workflow.status.${row.status}`)} · {row.startedAt}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
