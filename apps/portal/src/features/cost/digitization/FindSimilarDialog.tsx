import type { SimilarBill, SubjectBill } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, Dialog, formatDecimal } from '@ccms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmSubject, useSimilarBills } from './digitizationQueries';

export interface FindSimilarDialogProps {
  projectId: string;
  bill: SubjectBill;
  canEdit: boolean;
  onClose: () => void;
}

/** 查找相似: the library's assigned bills most like this one; 采用 assigns their subject. */
export function FindSimilarDialog({ projectId, bill, canEdit, onClose }: FindSimilarDialogProps) {
  const { t } = useTranslation();
  const similar = useSimilarBills(bill.billId);
  const confirm = useConfirmSubject(projectId, onClose).mutate;
  const columns = useMemo<DataGridColumn<SimilarBill>[]>(() => {
    const label = (key: string) => t(`costDigitization.subjects.similar.${key}`);
    const list: DataGridColumn<SimilarBill>[] = [
      { key: 'projectName', title: label('project'), width: 150 },
      { key: 'code', title: label('code'), width: 120 },
      { key: 'name', title: label('name'), width: 160 },
      {
        key: 'subjectName',
        title: label('subject'),
        width: 120,
        render: (row) => `${row.subjectCode} ${row.subjectName}`,
      },
      {
        key: 'score',
        title: label('score'),
        width: 80,
        align: 'right',
        render: (row) => formatDecimal(row.score, 2),
      },
    ];
    if (canEdit)
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 120,
        render: rowActionsRenderer<SimilarBill>([
          {
            id: 'use',
            label: label('use'),
            onPress: (row) => confirm({ billIds: [bill.billId], subjectCode: row.subjectCode }),
          },
        ]),
      });
    return list;
  }, [bill.billId, canEdit, confirm, t]);
  return (
    <Dialog
      isOpen
      width="large"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('costDigitization.subjects.similar.title', { name: `${bill.code} ${bill.name}` })}
      footer={(close) => <Button onPress={close}>{t('admin.cancel')}</Button>}
    >
      <DataGrid<SimilarBill>
        aria-label={t('costDigitization.subjects.similar.grid')}
        columns={columns}
        rows={similar.data ?? []}
        rowKey="billId"
        loading={similar.isFetching}
        emptyText={t('costDigitization.subjects.similar.empty')}
        height={360}
      />
    </Dialog>
  );
}
