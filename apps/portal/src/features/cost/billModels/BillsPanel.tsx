import type { BillModelBillRow, BillModelBillStatus } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Input, Pagination, Select, Tag } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { AssignModelDialog, BillAttributesDialog } from './BillModelDialogs';
import { useBillModelBills } from './billModelQueries';

const PAGE_SIZE = 20;
const STATUSES: readonly BillModelBillStatus[] = ['all', 'unplaced', 'placed', 'manual'];
const METHOD_TONE = { code: 'info', similar: 'warning', manual: 'success' } as const;

/**
 * 清单归属: the project's bills with the model each is on (按编码 / 按相似度 / 手动) or none;
 * editors place a bill by hand (指定模型) and set its attribute values (设置特征).
 */
export function BillsPanel({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<BillModelBillStatus>('all');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [assigning, setAssigning] = useState<BillModelBillRow | null>(null);
  const [setting, setSetting] = useState<BillModelBillRow | null>(null);
  const bills = useBillModelBills(projectId, { status, keyword, pageNo, pageSize: PAGE_SIZE });
  const heading = t('costBillModels.bills.heading');

  const columns = useMemo<DataGridColumn<BillModelBillRow>[]>(() => {
    const label = (key: string) => t(`costBillModels.bills.column.${key}`);
    const actions: RowAction<BillModelBillRow>[] = [
      { id: 'assign', label: t('costBillModels.assign.action'), onPress: setAssigning },
      {
        id: 'attributes',
        label: t('costBillModels.attributes.action'),
        onPress: setSetting,
        isVisible: (row) => row.modelId !== null && row.attributes.length > 0,
      },
    ];
    const list: DataGridColumn<BillModelBillRow>[] = [
      { key: 'code', title: label('code'), width: 120 },
      { key: 'name', title: label('name'), width: 150 },
      { key: 'unit', title: label('unit'), width: 60 },
      {
        key: 'model',
        title: label('model'),
        width: 180,
        render: (row) =>
          row.modelCode ? `${row.modelCode} ${row.modelName}` : t('costBillModels.bills.none'),
      },
      {
        key: 'method',
        title: label('method'),
        width: 90,
        render: (row) =>
          row.method ? (
            <Tag status={METHOD_TONE[row.method]}>
              {t(`costBillModels.bills.method.${row.method}`)}
              {row.method === 'similar' && row.score ? ` ${row.score}` : ''}
            </Tag>
          ) : null,
      },
      {
        key: 'attributes',
        title: label('attributes'),
        width: 240,
        render: (row) =>
          row.attributes.map((item) => (
            <Tag key={item.name} status={item.deviates ? 'danger' : 'info'}>
              {item.name}：{item.value || '—'}
            </Tag>
          )),
      },
    ];
    if (canEdit)
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 150,
        render: rowActionsRenderer(actions),
      });
    return list;
  }, [canEdit, t]);

  return (
    <Panel aria-label={heading}>
      <PanelHeader>
        <h3>{heading}</h3>
        <Toolbar role="search" aria-label={t('costBillModels.bills.filter')}>
          <Select
            label={t('costBillModels.bills.status')}
            options={STATUSES.map((value) => ({
              value,
              label: t(`costBillModels.bills.statuses.${value}`),
            }))}
            value={status}
            onChange={(value) => {
              setStatus((value ?? 'all') as BillModelBillStatus);
              setPageNo(1);
            }}
            width="short"
          />
          <Input
            label={t('costBillModels.bills.keyword')}
            value={keyword}
            onChange={(value) => {
              setKeyword(value);
              setPageNo(1);
            }}
            maxLength={64}
            width="middle"
          />
        </Toolbar>
      </PanelHeader>
      <DataGrid<BillModelBillRow>
        aria-label={heading}
        columns={columns}
        rows={bills.data?.data ?? []}
        rowKey="billId"
        loading={bills.isFetching}
        emptyText={t('costBillModels.bills.empty')}
        persistKey="cost-bill-model-bills"
      />
      {bills.data && bills.data.total > PAGE_SIZE ? (
        <Pagination
          total={bills.data.total}
          page={pageNo}
          pageSize={PAGE_SIZE}
          onPageChange={setPageNo}
          showTotal
        />
      ) : null}
      {assigning ? (
        <AssignModelDialog
          projectId={projectId}
          bill={assigning}
          onClose={() => setAssigning(null)}
        />
      ) : null}
      {setting ? (
        <BillAttributesDialog
          projectId={projectId}
          bill={setting}
          onClose={() => setSetting(null)}
        />
      ) : null}
    </Panel>
  );
}
