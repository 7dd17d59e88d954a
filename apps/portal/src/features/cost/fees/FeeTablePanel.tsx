import {
  rowActionsRenderer,
  TreeTable,
  type DataGridColumn,
  type RowAction,
} from '@ccms/data-grid';
import { Button, ConfirmDialog, Input, Tag, formatDecimal } from '@ccms/ui';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PanelHeader, PanelNote, SearchBar, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { DeleteConfirm } from '../../admin/shared/DeleteConfirm';
import { useCan } from '../../admin/shared/useCan';
import { feeTableRows, type FeeTableRow } from './feeFormula';
import {
  useFeeAdd,
  useFeeDelete,
  useFeeInit,
  useFeeTable,
  useFeeTrial,
  useFeeUpdate,
  type FeeRowValues,
  type UnitRef,
} from './feeQueries';
import { FeeRowDialog, type FeeRowTarget } from './FeeRowDialog';
import { FormulaIssues, IssueMark } from './FormulaIssues';

const TABLE_HEIGHT = 420;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
`;

const IssueList = styled.span`
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.danger.text};

  [data-severity='warning'] {
    color: ${({ theme }) => theme.colors.warning.text};
  }
`;

const Total = styled.p`
  margin: 0;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.md};

  strong {
    margin-left: ${({ theme }) => theme.spacing.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const TrialResult = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const issueId = (row: FeeTableRow) => `fee-issues-${row.id}`;

/** The table's columns; the issues are the description of the row's name. */
function useFeeColumns(actions: readonly RowAction<FeeTableRow>[]) {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: DataGridColumn<FeeTableRow>[] = [
      { key: 'code', title: t('cost.fees.column.code'), width: 150 },
      {
        key: 'name',
        title: t('cost.fees.column.name'),
        width: 200,
        render: (row) => (
          <span aria-describedby={row.issues.length > 0 ? issueId(row) : undefined}>
            {row.isTotal ? <strong>{row.name}</strong> : row.name}
          </span>
        ),
      },
      { key: 'base', title: t('cost.fees.column.base'), width: 220 },
      {
        key: 'rate',
        title: t('cost.fees.column.rate'),
        width: 90,
        align: 'right',
        render: (row) => formatDecimal(row.rate),
      },
      {
        key: 'amount',
        title: t('cost.fees.column.amount'),
        width: 140,
        align: 'right',
        render: (row) => formatDecimal(row.amount),
      },
      {
        key: 'nonCompetitive',
        title: t('cost.fees.column.nonCompetitive'),
        width: 100,
        render: (row) =>
          row.nonCompetitive ? <Tag status="warning">{t('cost.fees.nonCompetitive')}</Tag> : null,
      },
      {
        key: 'issues',
        title: t('cost.fees.column.issues'),
        width: 260,
        render: (row) =>
          row.issues.length > 0 ? (
            <IssueList id={issueId(row)}>
              {row.issues.map((issue, index) => (
                <span key={`${issue.kind}-${index}`} data-severity={issue.severity}>
                  <IssueMark severity={issue.severity} />
                  {issue.message}
                </span>
              ))}
            </IssueList>
          ) : null,
      },
    ];
    if (actions.length > 0) {
      columns.push({
        key: 'actions',
        title: t('admin.actions'),
        width: 200,
        render: rowActionsRenderer(actions),
      });
    }
    return columns;
  }, [actions, t]);
}

/** 试算: a formula's value in this unit, with its issues. */
function TrialFormula({ unit }: { unit: UnitRef }) {
  const { t } = useTranslation();
  const [formula, setFormula] = useState('');
  const trial = useFeeTrial(unit);
  const resultId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (formula.trim() === '') return;
    trial.mutate(formula.trim());
  };
  const answer = trial.data;
  return (
    <SearchBar aria-label={t('cost.fees.trial.label')} onSubmit={submit}>
      <Input
        label={t('cost.fees.trial.label')}
        value={formula}
        onChange={setFormula}
        placeholder={t('cost.fees.trial.placeholder')}
        width="long"
        autoComplete="off"
        aria-describedby={resultId}
      />
      <Button type="submit" isPending={trial.isPending}>
        {t('cost.fees.trial.run')}
      </Button>
      <TrialResult id={resultId} aria-live="polite">
        {answer ? (
          <>
            {answer.value !== null ? (
              <span>{t('cost.fees.trial.result', { value: formatDecimal(answer.value) })}</span>
            ) : (
              <span>{t('cost.fees.trial.noValue')}</span>
            )}
            {answer.issues.length > 0 ? (
              <FormulaIssues formula={trial.variables ?? ''} issues={answer.issues} />
            ) : null}
          </>
        ) : null}
      </TrialResult>
    </SearchBar>
  );
}

/**
 * 单位工程费用汇总 (the structure tab's 费用汇总): the unit's fee rows as a tree with formula,
 * rate, amount, the non-competitive mark and each row's issues; with cost:fee:edit the rows can
 * be edited (formula checked as typed), added after a row, deleted, or the template restored.
 */
export default function FeeTablePanel({
  projectId,
  unitId,
}: {
  projectId: string;
  unitId: string;
}) {
  const { t } = useTranslation();
  const unit = useMemo(() => ({ projectId, unitId }), [projectId, unitId]);
  const canEdit = useCan('cost:fee:edit');
  const table = useFeeTable(unit);
  const rows = useMemo(() => feeTableRows(table.data?.rows ?? []), [table.data]);
  const [target, setTarget] = useState<FeeRowTarget | null>(null);
  const [deleting, setDeleting] = useState<FeeTableRow | null>(null);
  const [restoring, setRestoring] = useState(false);
  const headingId = useId();
  const update = useFeeUpdate(unit);
  const add = useFeeAdd(unit);
  const remove = useFeeDelete(unit);
  const init = useFeeInit(unit);

  const expandedIds = useMemo(() => {
    const parents = new Set(rows.map((row) => row.parentId));
    return rows.filter((row) => parents.has(row.id)).map((row) => row.id);
  }, [rows]);

  const actions = useMemo<RowAction<FeeTableRow>[]>(
    () =>
      canEdit
        ? [
            {
              id: 'edit',
              label: t('admin.edit'),
              onPress: (row) => setTarget({ kind: 'edit', row }),
            },
            {
              id: 'insert',
              label: t('cost.fees.insertAfter'),
              onPress: (row) =>
                setTarget({ kind: 'create', parentId: row.parentId, afterId: row.id }),
            },
            { id: 'delete', label: t('admin.delete'), onPress: setDeleting },
          ]
        : [],
    [canEdit, t],
  );
  const columns = useFeeColumns(actions);

  const save = (values: FeeRowValues) =>
    target?.kind === 'edit'
      ? update.mutateAsync({ ...values, id: target.row.id })
      : add.mutateAsync({
          ...values,
          parentId: target?.kind === 'create' ? target.parentId : null,
          afterId: target?.kind === 'create' ? target.afterId : null,
        });

  const lastTopRow = rows.filter((row) => row.parentId === null).at(-1);

  return (
    <Section aria-labelledby={headingId}>
      <PanelHeader>
        <h3 id={headingId}>{t('cost.fees.heading')}</h3>
        {canEdit ? (
          <Toolbar role="group" aria-label={t('cost.fees.actions')}>
            <Button
              variant="primary"
              onPress={() =>
                setTarget({ kind: 'create', parentId: null, afterId: lastTopRow?.id ?? null })
              }
            >
              {t('cost.fees.add')}
            </Button>
            <Button onPress={() => setRestoring(true)}>{t('cost.fees.restore')}</Button>
          </Toolbar>
        ) : null}
      </PanelHeader>
      <TreeTable<FeeTableRow>
        aria-label={t('cost.fees.grid')}
        rows={rows}
        columns={columns}
        treeColumnKey="code"
        height={TABLE_HEIGHT}
        loading={table.isLoading}
        expandedIds={expandedIds}
        emptyText={<PanelNote>{t('cost.fees.empty')}</PanelNote>}
      />
      {table.data ? (
        <Total>
          {t('cost.fees.total')}
          <strong>{formatDecimal(table.data.total)}</strong>
        </Total>
      ) : null}
      <TrialFormula unit={unit} />
      {target ? (
        <FeeRowDialog
          unit={unit}
          target={target}
          symbols={table.data?.symbols ?? []}
          rows={rows}
          isPending={update.isPending || add.isPending}
          save={save}
          onClose={() => setTarget(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={t('cost.fees.deleteTitle')}
          name={`${deleting.code} ${deleting.name}`}
          note={t('cost.fees.deleteNote')}
          run={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
      {restoring ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setRestoring(false);
          }}
          tone="danger"
          title={t('cost.fees.restoreTitle')}
          okText={t('cost.fees.restoreOk')}
          cancelText={t('admin.cancel')}
          message={<p>{t('cost.fees.restoreNote')}</p>}
          onConfirm={() =>
            init.mutateAsync().then(
              () => undefined,
              () => undefined,
            )
          }
        />
      ) : null}
    </Section>
  );
}
