import type { Material, MaterialSource } from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { Button, formatDecimal } from '@ccms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { useMaterialSources } from './digitizationQueries';
import { SourceUnitRows } from './SourceUnitRows';

type SourceRow = MaterialSource & { key: string };

export interface SourceBillsPanelProps {
  projectId: string;
  material: Material;
  onClose: () => void;
}

/** 来源清单: the bills and norms consuming a material; their quantities add up to the summary's. */
export function SourceBillsPanel({ projectId, material, onClose }: SourceBillsPanelProps) {
  const { t } = useTranslation();
  const sources = useMaterialSources(projectId, material.code);
  const rows = useMemo<SourceRow[]>(
    () =>
      (sources.data?.rows ?? []).map((row, index) => ({
        ...row,
        key: `${row.billId}-${row.normCode}-${index}`,
      })),
    [sources.data],
  );
  const columns = useMemo<DataGridColumn<SourceRow>[]>(() => {
    const label = (key: string) => t(`costDigitization.sources.column.${key}`);
    return [
      { key: 'unitName', title: label('unit'), width: 140 },
      { key: 'billCode', title: label('billCode'), width: 120 },
      { key: 'billName', title: label('billName'), width: 150 },
      {
        key: 'normCode',
        title: label('norm'),
        width: 160,
        render: (row) => `${row.normCode} ${row.normName}`,
      },
      {
        key: 'normQuantity',
        title: label('normQuantity'),
        width: 100,
        align: 'right',
        render: (row) => formatDecimal(row.normQuantity, 4),
      },
      {
        key: 'consumption',
        title: label('consumption'),
        width: 90,
        align: 'right',
        render: (row) => formatDecimal(row.consumption, 4),
      },
      {
        key: 'quantity',
        title: label('quantity'),
        width: 100,
        align: 'right',
        render: (row) => formatDecimal(row.quantity, 4),
      },
      {
        key: 'amount',
        title: label('amount'),
        width: 110,
        align: 'right',
        render: (row) => formatDecimal(row.amount),
      },
    ];
  }, [t]);
  const data = sources.data;
  return (
    <Panel aria-label={t('costDigitization.sources.label')}>
      <PanelHeader>
        <h3>
          {t('costDigitization.sources.title', { name: `${material.name} ${material.spec}` })}
        </h3>
        <Button onPress={onClose}>{t('costDigitization.sources.close')}</Button>
      </PanelHeader>
      {data ? (
        <PanelNote>
          {t('costDigitization.sources.total', {
            quantity: formatDecimal(data.quantity, 4),
            unit: material.unit,
            amount: formatDecimal(data.amount),
            count: data.total,
          })}
          {data.total > data.rows.length
            ? ` ${t('costDigitization.sources.truncated', { shown: data.rows.length })}`
            : ''}
        </PanelNote>
      ) : null}
      <DataGrid<SourceRow>
        aria-label={t('costDigitization.sources.grid')}
        columns={columns}
        rows={rows}
        rowKey="key"
        loading={sources.isFetching}
        height={320}
      />
      <SourceUnitRows projectId={projectId} material={material} />
    </Panel>
  );
}
