import type { FollowAuditStatus } from '@ccms/api-client';
import { Select, Tag } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useFollowAuditProject, useFollowAuditProjects } from './followAuditQueries';

type TagStatus = 'primary' | 'success' | 'warning' | 'danger' | 'info';

const STATUS_TAG: Record<FollowAuditStatus, TagStatus> = {
  draft: 'info',
  submitted: 'primary',
  approved: 'success',
  returned: 'warning',
};

export function FollowAuditStatusTag({ status }: { status: FollowAuditStatus }) {
  const { t } = useTranslation();
  return <Tag status={STATUS_TAG[status]}>{t(`followAudit.status.${status}`)}</Tag>;
}

/** "12.34" → "12.34%"; '' when there is no share. */
export const percentText = (value: string | null) => (value === null ? '' : `${value}%`);

/** A ratio ("0.8") as a percentage ("80%"), exactly for the 4 places the contract allows. */
export function ratioPercent(ratio: string): string {
  const [whole = '0', fraction = ''] = ratio.split('.');
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const integer = String(Number(digits.slice(0, whole.length + 2)));
  const rest = fraction.slice(2).replace(/0+$/, '');
  return `${integer}${rest ? `.${rest}` : ''}%`;
}

export const SelectorBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
`;

/**
 * The project (and period) a 跟踪审计 page shows, kept in the address (?project=…&period=…) so the
 * pages link to one another; the first project and its latest period until one is chosen.
 */
export function useFollowAuditSelection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const projects = useFollowAuditProjects();
  const list = projects.data?.data ?? [];
  const asked = searchParams.get('project');
  const projectId = list.find((row) => row.id === asked)?.id ?? list[0]?.id ?? null;
  const project = useFollowAuditProject(projectId);
  const periods = project.data?.periods ?? [];
  const askedPeriod = searchParams.get('period');
  const period =
    periods.find((row) => row.id === askedPeriod) ?? periods[periods.length - 1] ?? null;
  const choose = (next: { project?: string; period?: string | null }) => {
    const params = new URLSearchParams(searchParams);
    if (next.project !== undefined) {
      params.set('project', next.project);
      params.delete('period');
    }
    if (next.period) params.set('period', next.period);
    setSearchParams(params, { replace: true });
  };
  return {
    loading: projects.isLoading || project.isLoading,
    projects: list,
    projectId,
    project: project.data ?? null,
    periods,
    period,
    choose,
  };
}

type Selection = ReturnType<typeof useFollowAuditSelection>;

/** The project select and, unless `projectOnly`, the period select. */
export function FollowAuditSelectors({
  selection,
  projectOnly = false,
}: {
  selection: Selection;
  projectOnly?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SelectorBar role="group" aria-label={t('followAudit.selectors')}>
      <Select
        label={t('followAudit.project')}
        width={420}
        options={selection.projects.map((row) => ({ value: row.id, label: row.name }))}
        value={selection.projectId}
        onChange={(value) => {
          if (value !== null) selection.choose({ project: String(value) });
        }}
      />
      {projectOnly ? null : (
        <Select
          label={t('followAudit.period')}
          width="short"
          options={selection.periods.map((row) => ({
            value: row.id,
            label: `${row.period} ${t(`followAudit.status.${row.status}`)}`,
          }))}
          value={selection.period?.id ?? null}
          onChange={(value) => {
            if (value !== null) selection.choose({ period: String(value) });
          }}
        />
      )}
    </SelectorBar>
  );
}

/** A plain table of label–figure rows (the pay approval, the certificate). */
export const FigureTable = styled.table`
  width: 100%;
  max-width: 56rem;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border.base};
    padding: ${({ theme }) => theme.spacing.sm};
  }
  th {
    text-align: left;
    font-weight: normal;
    color: ${({ theme }) => theme.colors.text.regular};
    width: 16rem;
  }
  td {
    text-align: right;
  }
`;
