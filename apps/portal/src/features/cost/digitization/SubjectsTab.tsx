import type { SubjectAnalysisResult, SubjectBill, SubjectTreeRow } from '@ccms/api-client';
import {
  DataGrid,
  TreeTable,
  rowActionsRenderer,
  type DataGridColumn,
  type RowAction,
} from '@ccms/data-grid';
import { Button, Input, Progress, Tag, formatDecimal, toast } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api } from '../../../api/client';
import { useCallProgress } from '../../../api/useCallProgress';
import {
  Facts,
  Panel,
  PanelHeader,
  PanelNote,
  Toolbar,
} from '../../admin/shared/AdminLayout.styles';
import { DeleteConfirm } from '../../admin/shared/DeleteConfirm';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { useCan } from '../../admin/shared/useCan';
import { TextButton } from '../library/TextButton';
import {
  SUBJECT_BILL_PAGE_SIZE,
  subjectKeys,
  useAddSpliceBills,
  useCancelSplice,
  useClearAllSubjects,
  useClearBillSubject,
  useDelSubjectBills,
  useReAddSubjectBills,
  useSpliceBills,
  useSpliceValidity,
  useSubjectBillQuantity,
  useSubjectBills,
  useSubjectCounts,
  useSubjectTree,
  type SubjectChoice,
} from './digitizationQueries';
import { FindSimilarDialog } from './FindSimilarDialog';
import { SubjectFactors } from './SubjectFactors';
import {
  AddBillsDialog,
  NormsDialog,
  QUANTITY_PATTERN,
  SpliceMembersDialog,
  SpliceValidity,
  plainQuantity,
} from './SubjectBillDialogs';

const STAGES = new Set(['load', 'match', 'save']);

type AnalysisOutcome =
  SubjectAnalysisResult | { byCode: SubjectAnalysisResult; bySimilarity: SubjectAnalysisResult };

/** The tree beside the chosen subject's bills. */
const Panes = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;
`;

type TreeRow = SubjectTreeRow & { id: string; parentId: string | null; order: number };

/** 按编码分析 / 按相似度分析 with the server's progress. */
function AnalyzeButtons({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { progress, begin, end } = useCallProgress();
  const run = useAdminMutation<'code' | 'intellect' | 'all', AnalysisOutcome>({
    run: async (how) => {
      try {
        const body = { projectId, progressId: begin() };
        if (how === 'all') return await api.costSubjects.subjectAnalyzeAll({ body });
        return await (how === 'code'
          ? api.costSubjects.subjectAnalyzeByCode({ body })
          : api.costSubjects.subjectAnalyzeByIntellect({ body }));
      } finally {
        end();
      }
    },
    invalidates: [subjectKeys.all(projectId)],
    successMessage: false,
    onSuccess: (result) =>
      toast.success(
        'byCode' in result
          ? t('costDigitization.subjectEdit.analyzeAllDone', {
              code: result.byCode.assigned,
              similar: result.bySimilarity.assigned,
            })
          : t('costDigitization.subjects.done', result),
      ),
  });
  const running = t('costDigitization.subjects.running');
  return (
    <>
      <Button
        variant="primary"
        isDisabled={run.isPending}
        isPending={run.isPending && run.variables === 'code'}
        onPress={() => run.mutate('code')}
      >
        {t('costDigitization.subjects.byCode')}
      </Button>
      <Button
        isDisabled={run.isPending}
        isPending={run.isPending && run.variables === 'intellect'}
        onPress={() => run.mutate('intellect')}
      >
        {t('costDigitization.subjects.byIntellect')}
      </Button>
      <Button
        isDisabled={run.isPending}
        isPending={run.isPending && run.variables === 'all'}
        onPress={() => run.mutate('all')}
      >
        {t('costDigitization.subjectEdit.analyzeAll')}
      </Button>
      {run.isPending ? (
        progress && progress.percent >= 0 ? (
          <Progress
            percent={progress.percent}
            showText
            label={
              STAGES.has(progress.stage)
                ? t(`costDigitization.subjects.stage.${progress.stage}`)
                : running
            }
          />
        ) : (
          <Progress indeterminate label={running} />
        )
      ) : null}
    </>
  );
}

function Counts({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const counts = useSubjectCounts(projectId).data;
  if (!counts) return null;
  const keys = ['bills', 'byCode', 'bySimilarity', 'manual', 'unassigned'] as const;
  return (
    <Facts aria-label={t('costDigitization.subjects.counts')}>
      {keys.map((key) => (
        <div key={key}>
          <dt>{t(`costDigitization.subjects.count.${key}`)}</dt>
          <dd>{counts[key]}</dd>
        </div>
      ))}
    </Facts>
  );
}

/** 拼接: names the subject bill the chosen bills combine into. */
function SpliceDialog({
  projectId,
  billIds,
  onClose,
}: {
  projectId: string;
  billIds: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const splice = useSpliceBills(projectId, onClose);
  return (
    <FormDialog
      title={t('costDigitization.subjects.splice.title', { count: billIds.length })}
      isPending={splice.isPending}
      onClose={onClose}
    >
      {(formId) => (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            splice.mutate({ billIds, ...(name.trim() ? { name: name.trim() } : {}) });
          }}
        >
          <PanelNote>{t('costDigitization.subjects.splice.note')}</PanelNote>
          <Input
            label={t('costDigitization.subjects.splice.name')}
            value={name}
            onChange={setName}
            maxLength={100}
          />
        </form>
      )}
    </FormDialog>
  );
}

function SubjectBillsPanel({
  projectId,
  choice,
  title,
  canEdit,
}: {
  projectId: string;
  choice: SubjectChoice;
  title: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [similarOf, setSimilarOf] = useState<SubjectBill | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [splicing, setSplicing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [normsOf, setNormsOf] = useState<SubjectBill | null>(null);
  const [membersOf, setMembersOf] = useState<SubjectBill | null>(null);
  const page = useSubjectBills(projectId, choice, pageNo);
  const clearBill = useClearBillSubject(projectId).mutate;
  const cancelSplice = useCancelSplice(projectId).mutate;
  const removeBills = useDelSubjectBills(projectId).mutate;
  const saveQuantity = useSubjectBillQuantity(projectId);
  const rows = page.data?.data ?? [];
  // Only plain bills combine; a splice is undone first.
  const chosenBills = rows
    .filter((row) => row.kind === 'bill' && selected.includes(row.billId))
    .map((row) => row.billId);
  const chosenSplices = rows.filter(
    (row) => row.kind === 'splice' && selected.includes(row.billId),
  );
  const joinTarget = chosenSplices.length === 1 ? chosenSplices[0]!.billId : undefined;
  const checking = chosenBills.length >= 2 || (joinTarget !== undefined && chosenBills.length >= 1);
  const validity = useSpliceValidity(projectId, checking ? chosenBills : [], joinTarget).data;
  const joinSplice = useAddSpliceBills(projectId, () => setSelected([]));
  const subjectCode = 'subjectCode' in choice ? choice.subjectCode : null;
  const columns = useMemo(() => {
    const label = (key: string) => t(`costDigitization.subjects.bill.${key}`);
    const actions: RowAction<SubjectBill>[] = [
      {
        id: 'similar',
        label: t('costDigitization.subjects.findSimilar'),
        onPress: setSimilarOf,
        isVisible: (row) => row.kind === 'bill',
      },
      {
        id: 'norms',
        label: t('costDigitization.subjectEdit.norms'),
        onPress: setNormsOf,
        isVisible: (row) => row.kind === 'bill' && row.subjectCode !== null,
      },
      {
        id: 'members',
        label: t('costDigitization.subjectEdit.members'),
        onPress: setMembersOf,
        isVisible: (row) => row.kind === 'splice',
      },
    ];
    if (canEdit)
      actions.push(
        {
          id: 'clear',
          label: t('costDigitization.subjects.clearBill'),
          onPress: (row) => clearBill([row.billId]),
          isVisible: (row) => row.kind === 'bill' && row.subjectCode !== null,
        },
        {
          id: 'remove',
          label: t('costDigitization.subjectEdit.remove'),
          onPress: (row) => removeBills([row.billId]),
          isVisible: (row) => row.kind === 'bill' && row.subjectCode !== null,
        },
        {
          id: 'cancelSplice',
          label: t('costDigitization.subjects.splice.cancel'),
          onPress: (row) => cancelSplice(row.billId),
          isVisible: (row) => row.kind === 'splice',
        },
      );
    const list: DataGridColumn<SubjectBill>[] = [
      { key: 'code', title: label('code'), width: 120 },
      { key: 'name', title: label('name'), width: 160 },
      { key: 'features', title: label('features'), width: 200 },
      { key: 'unit', title: label('unit'), width: 60 },
      {
        key: 'quantity',
        title: label('quantity'),
        width: 110,
        align: 'right',
        editable: canEdit,
        validate: (value) => {
          const text = plainQuantity(value);
          return text === '' || QUANTITY_PATTERN.test(text)
            ? undefined
            : t('costDigitization.subjectEdit.quantityInvalid');
        },
        render: (row) => formatDecimal(row.quantity, 2),
      },
      {
        key: 'amount',
        title: label('amount'),
        width: 120,
        align: 'right',
        render: (row) => formatDecimal(row.amount),
      },
      {
        key: 'subjectName',
        title: label('subject'),
        width: 110,
        render: (row) => (row.subjectCode ? `${row.subjectCode} ${row.subjectName ?? ''}` : ''),
      },
      {
        key: 'method',
        title: label('method'),
        width: 90,
        render: (row) =>
          row.kind === 'splice' ? (
            <Tag status="warning">{t('costDigitization.subjects.splice.tag')}</Tag>
          ) : row.method ? (
            <>
              <Tag status={row.method === 'manual' ? 'success' : 'info'}>
                {t(`costDigitization.subjects.method.${row.method}`)}
              </Tag>
              {row.edited ? (
                <Tag status="warning">{t('costDigitization.subjectEdit.editedTag')}</Tag>
              ) : null}
            </>
          ) : null,
      },
      {
        key: 'actions',
        title: t('admin.actions'),
        width: 220,
        render: rowActionsRenderer(actions),
      },
    ];
    return list;
  }, [cancelSplice, canEdit, clearBill, removeBills, t]);
  return (
    <Panel aria-label={t('costDigitization.subjects.bills')}>
      <PanelHeader>
        <h3>{title}</h3>
        {canEdit && subjectCode ? (
          <Toolbar role="group" aria-label={t('costDigitization.subjectEdit.billActions')}>
            <Button onPress={() => setAdding(true)}>
              {t('costDigitization.subjectEdit.addBills')}
            </Button>
            <Button
              isDisabled={
                chosenBills.length < 2 || chosenSplices.length > 0 || validity?.valid !== true
              }
              onPress={() => setSplicing(true)}
            >
              {t('costDigitization.subjects.splice.button', { count: chosenBills.length })}
            </Button>
            {joinTarget ? (
              <Button
                isDisabled={chosenBills.length === 0 || validity?.valid !== true}
                isPending={joinSplice.isPending}
                onPress={() => joinSplice.mutate({ id: joinTarget, billIds: chosenBills })}
              >
                {t('costDigitization.subjectEdit.joinSplice')}
              </Button>
            ) : null}
          </Toolbar>
        ) : null}
      </PanelHeader>
      {subjectCode ? <SubjectFactors projectId={projectId} subjectCode={subjectCode} /> : null}
      {canEdit ? <PanelNote>{t('costDigitization.subjectEdit.quantityHint')}</PanelNote> : null}
      {canEdit && checking ? (
        <SpliceValidity projectId={projectId} billIds={chosenBills} spliceId={joinTarget} />
      ) : null}
      <DataGrid<SubjectBill>
        aria-label={t('costDigitization.subjects.bills')}
        columns={columns}
        rows={rows}
        rowKey="billId"
        selectionMode={canEdit && 'subjectCode' in choice ? 'multiple' : 'none'}
        selectedKeys={selected}
        onSelectionChange={(keys) => setSelected(keys.map(String))}
        loading={page.isFetching}
        emptyText={t('costDigitization.subjects.billsEmpty')}
        pagination="server"
        total={page.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={SUBJECT_BILL_PAGE_SIZE}
        onPageChange={setPageNo}
        persistKey="cost-subject-bills"
        {...(canEdit
          ? {
              onCellEdit: async ({ row, value }: { row: SubjectBill; value: unknown }) => {
                if (row.kind === 'splice')
                  throw new Error(t('costDigitization.subjectEdit.spliceQuantity'));
                const text = plainQuantity(value);
                await saveQuantity.mutateAsync({
                  billId: row.billId,
                  quantity: text === '' ? null : text,
                });
              },
            }
          : {})}
      />
      {adding && subjectCode ? (
        <AddBillsDialog
          projectId={projectId}
          subjectCode={subjectCode}
          subjectName={title}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {normsOf ? (
        <NormsDialog
          projectId={projectId}
          bill={normsOf}
          canEdit={canEdit}
          onClose={() => setNormsOf(null)}
        />
      ) : null}
      {membersOf ? (
        <SpliceMembersDialog
          projectId={projectId}
          splice={membersOf}
          canEdit={canEdit}
          onClose={() => setMembersOf(null)}
        />
      ) : null}
      {splicing ? (
        <SpliceDialog
          projectId={projectId}
          billIds={chosenBills}
          onClose={() => {
            setSplicing(false);
            setSelected([]);
          }}
        />
      ) : null}
      {similarOf ? (
        <FindSimilarDialog
          projectId={projectId}
          bill={similarOf}
          canEdit={canEdit}
          onClose={() => setSimilarOf(null)}
        />
      ) : null}
    </Panel>
  );
}

/**
 * 科目模型: the subject tree with each subject's amount, share and per-m² value; analysis by code
 * or by similarity; the bills of the chosen subject (or the unassigned ones) with 查找相似.
 */
export function SubjectsTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const canEdit = useCan('cost:project:edit');
  const tree = useSubjectTree(projectId);
  const clearAll = useClearAllSubjects(projectId);
  const reAdd = useReAddSubjectBills(projectId);
  const [clearing, setClearing] = useState(false);
  const [choice, setChoice] = useState<{ choice: SubjectChoice; title: string } | null>(null);
  // Until the user opens or closes a branch, the top-level subjects are open.
  const [expanded, setExpanded] = useState<readonly string[] | null>(null);

  const rows = useMemo<TreeRow[]>(
    () =>
      (tree.data?.rows ?? []).map((row, order) => ({
        ...row,
        id: row.code,
        parentId: row.parentCode,
        order,
      })),
    [tree.data],
  );
  const roots = useMemo(
    () => rows.filter((row) => row.parentId === null).map((row) => row.id),
    [rows],
  );
  const columns = useMemo<DataGridColumn<TreeRow>[]>(() => {
    const label = (key: string) => t(`costDigitization.subjects.column.${key}`);
    return [
      {
        key: 'name',
        title: label('name'),
        width: 220,
        render: (row) => (
          <TextButton
            type="button"
            onClick={() =>
              setChoice({
                choice: { subjectCode: row.code },
                title: t('costDigitization.subjects.billsOf', { name: row.name }),
              })
            }
          >
            {row.code} {row.name}
          </TextButton>
        ),
      },
      { key: 'billCount', title: label('billCount'), width: 80, align: 'right' },
      {
        key: 'amount',
        title: label('amount'),
        width: 140,
        align: 'right',
        render: (row) => formatDecimal(row.amount),
      },
      { key: 'share', title: label('share'), width: 80, align: 'right' },
      {
        key: 'perM2',
        title: label('perM2'),
        width: 110,
        align: 'right',
        render: (row) => (row.perM2 ? formatDecimal(row.perM2) : '—'),
      },
    ];
  }, [t]);

  return (
    <Panel aria-label={t('costDigitization.tabs.subjects')}>
      <PanelHeader>
        <h2>{t('costDigitization.tabs.subjects')}</h2>
        {canEdit ? (
          <Toolbar role="group" aria-label={t('costDigitization.subjects.actions')}>
            <AnalyzeButtons projectId={projectId} />
            <Button isPending={reAdd.isPending} onPress={() => reAdd.mutate()}>
              {t('costDigitization.subjectEdit.reAdd')}
            </Button>
            <Button variant="danger" onPress={() => setClearing(true)}>
              {t('costDigitization.subjects.clearAll')}
            </Button>
          </Toolbar>
        ) : null}
      </PanelHeader>
      <Counts projectId={projectId} />
      <Panes>
        <div>
          <TreeTable<TreeRow>
            aria-label={t('costDigitization.subjects.tree')}
            rows={rows}
            columns={columns}
            height={480}
            loading={tree.isFetching}
            expandedIds={expanded ?? roots}
            onExpandedChange={setExpanded}
          />
          {tree.data ? (
            <PanelNote>
              {t('costDigitization.subjects.unassigned', {
                count: tree.data.unassignedCount,
                amount: formatDecimal(tree.data.unassignedAmount),
              })}{' '}
              <TextButton
                type="button"
                onClick={() =>
                  setChoice({
                    choice: { unassigned: true },
                    title: t('costDigitization.subjects.billsUnassigned'),
                  })
                }
              >
                {t('costDigitization.subjects.showUnassigned')}
              </TextButton>
            </PanelNote>
          ) : null}
        </div>
        {choice ? (
          <SubjectBillsPanel
            key={JSON.stringify(choice.choice)}
            projectId={projectId}
            choice={choice.choice}
            title={choice.title}
            canEdit={canEdit}
          />
        ) : (
          <PanelNote>{t('costDigitization.subjects.chooseSubject')}</PanelNote>
        )}
      </Panes>
      {clearing ? (
        <DeleteConfirm
          title={t('costDigitization.subjects.clearAll')}
          name={t('costDigitization.subjects.clearAllName')}
          run={() => clearAll.mutateAsync()}
          onClose={() => setClearing(false)}
        />
      ) : null}
    </Panel>
  );
}
