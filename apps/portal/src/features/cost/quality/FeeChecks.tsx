import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { qualityKeys } from './qualityQueries';
import { SeverityBadge, Table } from './qualityStyles';

export interface FeeChecksProps {
  recordId: string;
  /** The fee-table row of the expanded finding. */
  parentId: string;
  /** The row's label, for the caption. */
  row: string;
}

/**
 * The fee checks (findFeeCheckByParentId) on a fee-table row and every row beneath it, shown
 * under an expanded fee finding: where the 费用 figure that was flagged comes from.
 */
export function FeeChecks({ recordId, parentId, row }: FeeChecksProps) {
  const { t } = useTranslation();
  const checks = useQuery({
    queryKey: [...qualityKeys.findings(recordId), 'fee', parentId],
    queryFn: () => api.costRules.rulesQualityFeeChecks({ body: { recordId, parentId } }),
  });
  if (checks.isLoading) return <Spinner size={20} />;
  if (!checks.data) return null;
  const caption = t('cost.qualityExtras.feeChecks.heading', { row });
  if (checks.data.length === 0) return <p>{t('cost.qualityExtras.feeChecks.empty')}</p>;
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cost.quality.findings.severity')}</th>
          <th scope="col">{t('cost.quality.findings.row')}</th>
          <th scope="col">{t('cost.quality.findings.expected')}</th>
          <th scope="col">{t('cost.quality.findings.actual')}</th>
          <th scope="col">{t('cost.quality.findings.message')}</th>
        </tr>
      </thead>
      <tbody>
        {checks.data.map((finding) => (
          <tr key={finding.id}>
            <td>
              <SeverityBadge severity={finding.severity} />
            </td>
            <th scope="row">{finding.rowLabel}</th>
            <td data-align="right">{finding.expected ?? ''}</td>
            <td data-align="right">{finding.actual ?? ''}</td>
            <td>{finding.message}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
