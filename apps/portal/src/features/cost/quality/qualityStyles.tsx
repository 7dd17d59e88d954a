import type { Severity } from '@ccms/api-client';
import { Tag, type TagStatus } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** A plain data table of the quality pages (short lists: records, rules, one page of findings). */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.spacing.xs};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.light};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.background.base};
    color: ${({ theme }) => theme.colors.text.regular};
    font-weight: 600;
  }
  td[data-align='right'],
  th[data-align='right'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tr[aria-current='true'] td {
    background: ${({ theme }) => theme.colors.primaryBackground};
  }
`;

/** Buttons and links in a table cell, side by side. */
export const CellActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const SEVERITY_STATUS: Record<Severity, TagStatus> = {
  ERROR: 'danger',
  WARN: 'warning',
  INFO: 'info',
};

export const SEVERITIES: readonly Severity[] = ['ERROR', 'WARN', 'INFO'];

/** 错误 / 警告 / 提示 as a coloured badge. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation();
  return <Tag status={SEVERITY_STATUS[severity]}>{t(`cost.quality.severity.${severity}`)}</Tag>;
}
