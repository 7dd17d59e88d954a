import type { CostProject } from '@ccms/api-client';
import { rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { formatTenThousandYuan, Tag, formatDecimal, formatQuotient } from '@ccms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The project's detail, opened on its structure (a tab of its own in the tab bar). */
export function projectDetailHref(projectId: string, tab = 'project-structure'): string {
  return `/consult/detail/project-info/${tab}?projectId=${encodeURIComponent(projectId)}`;
}

const Badges = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** The last quality check as badges: errors in red, warnings in amber, or "not checked". */
export function CheckBadges({ check }: { check: CostProject['lastCheck'] }) {
  const { t } = useTranslation();
  if (!check) return <span>{t('cost.library.notChecked')}</span>;
  if (check.errors === 0 && check.warnings === 0) {
    return <Tag status="success">{t('cost.library.clean')}</Tag>;
  }
  return (
    <Badges>
      {check.errors > 0 ? (
        <Tag status="danger">{t('cost.library.errors', { count: check.errors })}</Tag>
      ) : null}
      {check.warnings > 0 ? (
        <Tag status="warning">{t('cost.library.warnings', { count: check.warnings })}</Tag>
      ) : null}
    </Badges>
  );
}

/** The library grid's columns; the actions column only when the user has an action. */
export function useProjectColumns(
  actions: readonly RowAction<CostProject>[],
): DataGridColumn<CostProject>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: DataGridColumn<CostProject>[] = [
      {
        key: 'name',
        title: t('cost.library.field.name'),
        width: 220,
        render: (row) => <Link to={projectDetailHref(row.id)}>{row.name}</Link>,
      },
      {
        key: 'kind',
        title: t('cost.library.field.kind'),
        width: 150,
        render: (row) =>
          row.projectKindName ?? (row.kind ? t(`cost.library.kind.${row.kind}`) : ''),
      },
      {
        key: 'fileType',
        title: t('cost.library.field.fileType'),
        width: 100,
        render: (row) => t(`cost.library.fileType.${row.fileType}`),
      },
      {
        key: 'taxMethod',
        title: t('cost.library.field.taxMethod'),
        width: 90,
        render: (row) => t(`cost.library.taxMethod.${row.taxMethod}`),
      },
      { key: 'region', title: t('cost.library.field.region'), width: 90 },
      { key: 'priceDate', title: t('cost.library.field.priceDate'), width: 110 },
      {
        key: 'area',
        title: t('cost.library.field.area'),
        width: 120,
        align: 'right',
        render: (row) => formatDecimal(row.area),
      },
      {
        key: 'amount',
        title: t('cost.library.field.amountWan'),
        width: 130,
        align: 'right',
        render: (row) => formatTenThousandYuan(row.amount),
      },
      {
        key: 'perArea',
        title: t('cost.library.field.perArea'),
        width: 130,
        align: 'right',
        render: (row) => formatQuotient(row.amount, row.area),
      },
      {
        key: 'unitCount',
        title: t('cost.library.field.units'),
        width: 80,
        align: 'right',
      },
      {
        key: 'billCount',
        title: t('cost.library.field.bills'),
        width: 80,
        align: 'right',
      },
      {
        key: 'lastCheck',
        title: t('cost.library.field.lastCheck'),
        width: 160,
        render: (row) => <CheckBadges check={row.lastCheck} />,
        exportValue: (row) =>
          row.lastCheck ? `${row.lastCheck.errors}/${row.lastCheck.warnings}` : '',
      },
    ];
    if (actions.length > 0) {
      columns.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 100,
        render: rowActionsRenderer(actions),
      });
    }
    return columns;
  }, [actions, t]);
}
