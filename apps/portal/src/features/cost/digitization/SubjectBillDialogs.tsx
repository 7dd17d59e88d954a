import type { SpliceProblem, SubjectBill, SubjectNorm } from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { Button, Dialog, Input, Tag, formatDecimal } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PanelNote, Toolbar } from '../../admin/shared/AdminLayout.styles';
import {
  SUBJECT_CANDIDATE_PAGE_SIZE,
  useAddSubjectBills,
  useDelSpliceBills,
  useSpliceValidity,
  useSubjectCandidates,
  useSubjectNormEdit,
  type SubjectNormInput,
} from './digitizationQueries';

/** A typed quantity: commas allowed, not negative, at most 6 decimals. */
export const QUANTITY_PATTERN = /^\d{1,15}(\.\d{1,6})?$/;
export const plainQuantity = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
    .trim()
    .replace(/,/g, '');

const NormFields = styled.form`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr)) auto;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;
`;

const Problems = styled.ul`
  margin: 0;
  padding-inline-start: 1.25em;
`;

/** 拼接检查: whether the chosen bills can be spliced (into `spliceId`), every problem named. */
export function SpliceValidity({
  projectId,
  billIds,
  spliceId,
}: {
  projectId: string;
  billIds: readonly string[];
  spliceId?: string | undefined;
}) {
  const { t } = useTranslation();
  const validity = useSpliceValidity(projectId, billIds, spliceId).data;
  if (!validity || billIds.length === 0) return null;
  const text = (problem: SpliceProblem) =>
    t(`costDigitization.subjectEdit.problem.${problem.kind}`, {
      code: problem.code ?? '',
      detail: problem.detail ?? '',
    });
  return (
    <div role="status" aria-label={t('costDigitization.subjectEdit.validity')}>
      {validity.valid ? (
        <PanelNote>{t('costDigitization.subjectEdit.valid')}</PanelNote>
      ) : (
        <Problems>
          {validity.problems.map((problem, index) => (
            <li key={index}>{text(problem)}</li>
          ))}
        </Problems>
      )}
    </div>
  );
}

/** 添加清单: the project's bills not yet in the subject, searched and picked. */
export function AddBillsDialog({
  projectId,
  subjectCode,
  subjectName,
  onClose,
}: {
  projectId: string;
  subjectCode: string;
  subjectName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const page = useSubjectCandidates(projectId, subjectCode, keyword, pageNo);
  const add = useAddSubjectBills(projectId, onClose);
  type Candidate = SubjectBill & { removed: boolean };
  const columns = useMemo<DataGridColumn<Candidate>[]>(() => {
    const label = (key: string) => t(`costDigitization.subjects.bill.${key}`);
    return [
      { key: 'code', title: label('code'), width: 120 },
      { key: 'name', title: label('name'), width: 160 },
      { key: 'unit', title: label('unit'), width: 60 },
      {
        key: 'quantity',
        title: label('quantity'),
        width: 100,
        align: 'right',
        render: (row) => formatDecimal(row.quantity, 2),
      },
      {
        key: 'subjectName',
        title: label('subject'),
        width: 140,
        render: (row) =>
          row.removed ? (
            <Tag status="warning">{t('costDigitization.subjectEdit.removedTag')}</Tag>
          ) : row.subjectCode ? (
            `${row.subjectCode} ${row.subjectName ?? ''}`
          ) : (
            ''
          ),
      },
    ];
  }, [t]);
  return (
    <Dialog
      isOpen
      width="large"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('costDigitization.subjectEdit.addTitle', { name: subjectName })}
      footer={(close) => (
        <>
          <Button onPress={close}>{t('admin.cancel')}</Button>
          <Button
            variant="primary"
            isDisabled={selected.length === 0}
            isPending={add.isPending}
            onPress={() => add.mutate({ subjectCode, billIds: selected })}
          >
            {t('costDigitization.subjectEdit.add', { count: selected.length })}
          </Button>
        </>
      )}
    >
      <Input
        label={t('costDigitization.subjectEdit.keyword')}
        value={keyword}
        onChange={(value) => {
          setKeyword(value);
          setPageNo(1);
        }}
        maxLength={50}
      />
      <DataGrid<Candidate>
        aria-label={t('costDigitization.subjectEdit.candidates')}
        columns={columns}
        rows={page.data?.data ?? []}
        rowKey="billId"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={(keys) => setSelected(keys.map(String))}
        loading={page.isFetching}
        emptyText={t('costDigitization.subjects.billsEmpty')}
        pagination="server"
        total={page.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={SUBJECT_CANDIDATE_PAGE_SIZE}
        onPageChange={setPageNo}
        height={320}
      />
    </Dialog>
  );
}

type NormRow = SubjectNorm & { index: number };

const EMPTY_NORM: SubjectNormInput = { code: '', name: '', unit: '', quantity: '', price: '' };

/** 定额: a subject bill's norms — added, removed, their quantities edited in the grid. */
export function NormsDialog({
  projectId,
  bill: initial,
  canEdit,
  onClose,
}: {
  projectId: string;
  bill: SubjectBill;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [bill, setBill] = useState(initial);
  const [draft, setDraft] = useState<SubjectNormInput>(EMPTY_NORM);
  const edit = useSubjectNormEdit(projectId, setBill);
  const rows = useMemo<NormRow[]>(
    () => bill.norms.map((norm, index) => ({ ...norm, index })),
    [bill.norms],
  );
  const columns = useMemo<DataGridColumn<NormRow>[]>(() => {
    const label = (key: string) => t(`costDigitization.subjectEdit.norm.${key}`);
    const list: DataGridColumn<NormRow>[] = [
      { key: 'code', title: label('code'), width: 100 },
      { key: 'name', title: label('name'), width: 180 },
      { key: 'unit', title: label('unit'), width: 60 },
      {
        key: 'quantity',
        title: label('quantity'),
        width: 110,
        align: 'right',
        editable: canEdit,
        validate: (value) =>
          QUANTITY_PATTERN.test(plainQuantity(value))
            ? undefined
            : t('costDigitization.subjectEdit.quantityInvalid'),
      },
      {
        key: 'price',
        title: label('price'),
        width: 100,
        align: 'right',
        render: (row) => formatDecimal(row.price, 2),
      },
      {
        key: 'amount',
        title: label('amount'),
        width: 110,
        align: 'right',
        render: (row) => formatDecimal(row.amount),
      },
    ];
    if (canEdit)
      list.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 100,
        render: rowActionsRenderer<NormRow>([
          {
            id: 'delete',
            label: t('costDigitization.subjectEdit.deleteNorm'),
            onPress: (row) =>
              edit.mutate({ action: 'delete', billId: bill.billId, index: row.index }),
          },
        ]),
      });
    return list;
  }, [bill.billId, canEdit, edit, t]);
  const field = (key: keyof SubjectNormInput, maxLength: number) => (
    <Input
      label={t(`costDigitization.subjectEdit.norm.${key}`)}
      value={draft[key]}
      onChange={(value) => setDraft((current) => ({ ...current, [key]: value }))}
      maxLength={maxLength}
      isRequired
    />
  );
  return (
    <Dialog
      isOpen
      width="large"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('costDigitization.subjectEdit.normsTitle', { code: bill.code, name: bill.name })}
      footer={(close) => <Button onPress={close}>{t('costDigitization.subjectEdit.close')}</Button>}
    >
      <PanelNote>{t('costDigitization.subjectEdit.normsNote')}</PanelNote>
      <PanelNote role="status">
        {t('costDigitization.subjectEdit.amountNow', {
          amount: formatDecimal(bill.amount),
          unitPrice: formatDecimal(bill.unitPrice),
        })}
      </PanelNote>
      <DataGrid<NormRow>
        aria-label={t('costDigitization.subjectEdit.normsGrid')}
        columns={columns}
        rows={rows}
        rowKey="index"
        emptyText={t('costDigitization.subjectEdit.normsEmpty')}
        height={260}
        {...(canEdit
          ? {
              onCellEdit: async ({ row, value }) => {
                await edit.mutateAsync({
                  action: 'quantity',
                  billId: bill.billId,
                  index: row.index,
                  quantity: plainQuantity(value),
                });
              },
            }
          : {})}
      />
      {canEdit ? (
        <NormFields
          aria-label={t('costDigitization.subjectEdit.addNorm')}
          onSubmit={(event) => {
            event.preventDefault();
            edit.mutate(
              {
                action: 'add',
                billId: bill.billId,
                norm: {
                  ...draft,
                  quantity: plainQuantity(draft.quantity),
                  price: plainQuantity(draft.price),
                },
              },
              { onSuccess: () => setDraft(EMPTY_NORM) },
            );
          }}
        >
          {field('code', 30)}
          {field('name', 100)}
          {field('unit', 20)}
          {field('quantity', 24)}
          {field('price', 24)}
          <Button type="submit" isPending={edit.isPending && edit.variables?.action === 'add'}>
            {t('costDigitization.subjectEdit.addNorm')}
          </Button>
        </NormFields>
      ) : null}
    </Dialog>
  );
}

/** 拼接的清单: the bills a splice stands for, each of which can leave it. */
export function SpliceMembersDialog({
  projectId,
  splice,
  canEdit,
  onClose,
}: {
  projectId: string;
  splice: SubjectBill;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const leave = useDelSpliceBills(projectId);
  const codes = splice.code.split(' + ');
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('costDigitization.subjectEdit.membersTitle', { name: splice.name })}
      footer={(close) => <Button onPress={close}>{t('costDigitization.subjectEdit.close')}</Button>}
    >
      <ul aria-label={t('costDigitization.subjectEdit.members')}>
        {splice.billIds.map((billId, index) => (
          <li key={billId}>
            <Toolbar>
              <span>{codes[index] ?? billId}</span>
              {canEdit ? (
                <Button
                  size="small"
                  aria-label={`${t('costDigitization.subjectEdit.leaveSplice')} ${codes[index] ?? ''}`}
                  isDisabled={leave.isPending}
                  onPress={() =>
                    leave.mutate({ id: splice.billId, billIds: [billId] }, { onSuccess: onClose })
                  }
                >
                  {t('costDigitization.subjectEdit.leaveSplice')}
                </Button>
              ) : null}
            </Toolbar>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
