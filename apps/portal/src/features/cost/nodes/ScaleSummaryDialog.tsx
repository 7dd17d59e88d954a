import { Button, Dialog, formatDecimal } from '@ccms/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PanelNote, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { useResetScale, useScaleSummary } from './nodeQueries';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.light};
    text-align: left;
  }

  td[data-number] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  tr[data-differs] td {
    color: ${({ theme }) => theme.colors.danger.text};
  }
`;

const INDENT: Record<string, string> = { project: '0', single: '1em', unit: '2em' };

export interface ScaleSummaryDialogProps {
  projectId: string;
  canEdit: boolean;
  onClose: () => void;
}

/** 规模汇总: areas summed from the units up against the stored ones; 重置规模 stores the sums. */
export function ScaleSummaryDialog({ projectId, canEdit, onClose }: ScaleSummaryDialogProps) {
  const { t } = useTranslation();
  const summary = useScaleSummary(projectId);
  const reset = useResetScale(projectId);
  const data = summary.data;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('costNodes.scale.title')}
      width="large"
    >
      <PanelNote>{t('costNodes.scale.note')}</PanelNote>
      {data ? (
        <>
          <p>
            {t('costNodes.scale.total', { area: formatDecimal(data.totalArea) })}；
            {data.differing > 0
              ? t('costNodes.scale.differing', { count: data.differing })
              : t('costNodes.scale.allMatch')}
          </p>
          <Table aria-label={t('costNodes.scale.title')}>
            <thead>
              <tr>
                <th scope="col">{t('costNodes.scale.node')}</th>
                <th scope="col">{t('costNodes.scale.level')}</th>
                <th scope="col">{t('costNodes.scale.area')}</th>
                <th scope="col">{t('costNodes.scale.computed')}</th>
                <th scope="col">{t('costNodes.scale.differs')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.nodeId} data-differs={row.differs || undefined}>
                  <td style={{ paddingInlineStart: INDENT[row.level] }}>{row.name}</td>
                  <td>{t(`cost.project.level.${row.level}`)}</td>
                  <td data-number>{row.area === null ? '—' : formatDecimal(row.area)}</td>
                  <td data-number>
                    {row.computedArea === null ? '—' : formatDecimal(row.computedArea)}
                  </td>
                  <td>{row.differs ? t('costNodes.authorize.yes') : ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {data.lengths.length > 0 ? (
            <p>
              {t('costNodes.scale.lengths')}：
              {data.lengths
                .map((length) => `${length.name} ${formatDecimal(length.value)} ${length.unit}`)
                .join('，')}
            </p>
          ) : null}
          {canEdit ? (
            <Toolbar>
              <Button
                variant="primary"
                isPending={reset.isPending}
                isDisabled={data.differing === 0}
                onPress={() => reset.mutate()}
              >
                {t('costNodes.scale.reset')}
              </Button>
            </Toolbar>
          ) : null}
        </>
      ) : (
        <p aria-busy="true">{t('costNodes.scale.loading')}</p>
      )}
    </Dialog>
  );
}
