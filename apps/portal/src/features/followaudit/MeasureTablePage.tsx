import type { FollowAuditMeasureRow } from '@ccms/api-client';
import { Button, Tag, toast } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Panel, PanelHeader, PanelNote } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { useCan } from '../admin/shared/useCan';
import { TotalsLine } from '../finance/financeShared';
import { formatYuan } from '../finance/money';
import { FieldsDialog } from '../invoicing/invoicingShared';
import { ItemDialog, ItemsDialog, ProjectDialog } from './ProjectDialogs';
import {
  useCopyBills,
  useCreatePeriod,
  useDeletePeriod,
  useDeleteProject,
  useMeasureTable,
  useSaveMeasures,
  type MeasureInput,
} from './followAuditQueries';
import {
  FollowAuditSelectors,
  FollowAuditStatusTag,
  percentText,
  useFollowAuditSelection,
} from './followAuditShared';

const QUANTITY = /^\d{1,14}(\.\d{1,4})?$/;

/** A quantity of up to 4 decimals as an exact integer of ten-thousandths (null when malformed). */
export function scaledQuantity(text: string): bigint | null {
  const value = text.trim();
  if (!QUANTITY.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(`${whole}${fraction.padEnd(4, '0')}`);
}

/** The month after "YYYY-MM" (the default of a new period). */
export function nextPeriod(period: string | undefined, today = new Date()): string {
  if (!period) return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
  const [year = 0, month = 0] = period.split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const Sheet = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  font-variant-numeric: tabular-nums;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border.base};
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    white-space: nowrap;
  }
  thead th {
    background: ${({ theme }) => theme.colors.background.page};
    font-weight: 600;
  }
  td.number {
    text-align: right;
  }
  tfoot td {
    font-weight: 600;
  }
  input {
    width: 7rem;
    text-align: right;
    font: inherit;
    padding: 2px 4px;
    border: 1px solid ${({ theme }) => theme.colors.border.base};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  input.reason {
    width: 14rem;
    text-align: left;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger.base};
  }
`;

type Draft = Record<string, { reported: string; approved: string; reason: string }>;

const draftOf = (rows: readonly FollowAuditMeasureRow[]): Draft =>
  Object.fromEntries(
    rows.map((row) => [
      row.itemId,
      {
        reported: row.reportedQuantity,
        approved: row.approvedQuantity,
        reason: row.overReason ?? '',
      },
    ]),
  );

/**
 * 计量表 (/b/follow-audit/measure-table): a period's reported (送审) and approved (审定) quantities
 * per bill item with their amounts, 核减, the cumulative approved quantity and its share of the
 * contract quantity; an item past 100 % is flagged and needs its reason. Editable while the period
 * is a draft or returned.
 */
export default function MeasureTablePage() {
  const { t } = useTranslation();
  const canEdit = useCan('followaudit:edit');
  const selection = useFollowAuditSelection();
  const periodId = selection.period?.id ?? null;
  const table = useMeasureTable(periodId);
  const save = useSaveMeasures();
  const createPeriod = useCreatePeriod();
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<
    'project-new' | 'project-edit' | 'project-delete' | 'item' | 'items' | 'period-delete' | null
  >(null);
  const deleteProject = useDeleteProject();
  const deletePeriod = useDeletePeriod();
  const copyBills = useCopyBills();
  const [draft, setDraft] = useState<{ key: string; values: Draft } | null>(null);

  const data = table.data;
  const rows = data?.rows ?? [];
  // The draft follows the loaded table: a new period or a saved answer starts it afresh.
  const key = data ? `${data.period.id}:${data.totals.approvedAmount}:${data.period.status}` : '';
  const values = draft?.key === key ? draft.values : draftOf(rows);
  const editable = canEdit && (data?.editable ?? false);
  const change = (itemId: string, field: 'reported' | 'approved' | 'reason', value: string) => {
    const current = values[itemId] ?? { reported: '0', approved: '0', reason: '' };
    setDraft({ key, values: { ...values, [itemId]: { ...current, [field]: value } } });
  };
  const overOf = (row: FollowAuditMeasureRow) => {
    if (!editable) return row.over;
    const approved = scaledQuantity(values[row.itemId]?.approved ?? '');
    const before = scaledQuantity(row.previousQuantity);
    const contract = scaledQuantity(row.contractQuantity);
    if (approved === null || before === null || contract === null) return row.over;
    return approved + before > contract;
  };
  const invalid = rows.some((row) => {
    const value = values[row.itemId];
    return (
      !value ||
      scaledQuantity(value.reported) === null ||
      scaledQuantity(value.approved) === null ||
      (overOf(row) && !value.reason.trim())
    );
  });

  const submit = () => {
    if (!periodId) return;
    const body: MeasureInput[] = rows.map((row) => {
      const value = values[row.itemId]!;
      return {
        itemId: row.itemId,
        reportedQuantity: value.reported.trim(),
        approvedQuantity: value.approved.trim(),
        overReason: value.reason.trim() || null,
      };
    });
    save.mutate({ periodId, rows: body }, { onSuccess: () => setDraft(null) });
  };

  const label = (row: FollowAuditMeasureRow, field: string) =>
    t('followAudit.measure.inputLabel', { code: row.code, field });

  return (
    <AdminPage
      title={t('followAudit.measure.heading')}
      actions={
        canEdit ? (
          <>
            <Button onPress={() => setDialog('project-new')}>
              {t('followAudit.actions.createProject')}
            </Button>
            {selection.project ? (
              <>
                <Button onPress={() => setDialog('project-edit')}>
                  {t('followAudit.actions.editProject')}
                </Button>
                <Button onPress={() => setDialog('item')}>
                  {t('followAudit.actions.addItem')}
                </Button>
                <Button onPress={() => setDialog('items')}>
                  {t('followAudit.actions.manageItems')}
                </Button>
                <Button variant="danger" onPress={() => setDialog('project-delete')}>
                  {t('followAudit.actions.deleteProject')}
                </Button>
                {selection.project.costProjectId ? (
                  <Button
                    isDisabled={copyBills.isPending}
                    onPress={() =>
                      copyBills.mutate(selection.project!.id, {
                        onSuccess: (copied) =>
                          toast.success(t('followAudit.actions.copied', copied)),
                      })
                    }
                  >
                    {t('followAudit.actions.copyBills')}
                  </Button>
                ) : null}
                <Button onPress={() => setCreating(true)}>
                  {t('followAudit.measure.newPeriod')}
                </Button>
                {data?.period.status === 'draft' ? (
                  <Button variant="danger" onPress={() => setDialog('period-delete')}>
                    {t('followAudit.actions.deletePeriod')}
                  </Button>
                ) : null}
              </>
            ) : null}
            {editable ? (
              <Button variant="primary" isDisabled={invalid || save.isPending} onPress={submit}>
                {t('followAudit.measure.save')}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      <Panel>
        <PanelHeader>
          <FollowAuditSelectors selection={selection} />
          {data ? <FollowAuditStatusTag status={data.period.status} /> : null}
        </PanelHeader>
        {!selection.loading && selection.projects.length === 0 ? (
          <PanelNote>{t('followAudit.noProject')}</PanelNote>
        ) : null}
        {selection.project && selection.periods.length === 0 ? (
          <PanelNote>{t('followAudit.noPeriod')}</PanelNote>
        ) : null}
        {data?.period.status === 'returned' && data.period.returnReason ? (
          <PanelNote role="status">
            {t('followAudit.returned', { reason: data.period.returnReason })}
          </PanelNote>
        ) : null}
        {data && !data.editable ? <PanelNote>{t('followAudit.measure.locked')}</PanelNote> : null}
        {editable ? <PanelNote>{t('followAudit.measure.overHint')}</PanelNote> : null}
        {data ? (
          <TotalsLine aria-live="polite">
            {t('followAudit.measure.totals', {
              reported: formatYuan(data.totals.reportedAmount),
              approved: formatYuan(data.totals.approvedAmount),
              reduced: formatYuan(data.totals.reducedAmount),
              cumulative: formatYuan(data.totals.cumulativeAmount),
            })}
          </TotalsLine>
        ) : null}
        {data ? (
          <Scroll>
            <Sheet aria-label={t('followAudit.measure.grid')}>
              <thead>
                <tr>
                  <th scope="col">{t('followAudit.measure.code')}</th>
                  <th scope="col">{t('followAudit.measure.name')}</th>
                  <th scope="col">{t('followAudit.measure.unit')}</th>
                  <th scope="col">{t('followAudit.measure.contractQuantity')}</th>
                  <th scope="col">{t('followAudit.measure.unitPrice')}</th>
                  <th scope="col">{t('followAudit.measure.reportedQuantity')}</th>
                  <th scope="col">{t('followAudit.measure.reportedAmount')}</th>
                  <th scope="col">{t('followAudit.measure.approvedQuantity')}</th>
                  <th scope="col">{t('followAudit.measure.approvedAmount')}</th>
                  <th scope="col">{t('followAudit.measure.reducedAmount')}</th>
                  <th scope="col">{t('followAudit.measure.cumulativeQuantity')}</th>
                  <th scope="col">{t('followAudit.measure.cumulativePercent')}</th>
                  <th scope="col">{t('followAudit.measure.overReason')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const value = values[row.itemId];
                  const over = overOf(row);
                  return (
                    <tr key={row.itemId}>
                      <td>{row.code}</td>
                      <td>{row.name}</td>
                      <td>{row.unit}</td>
                      <td className="number">{row.contractQuantity}</td>
                      <td className="number">{formatYuan(row.unitPrice)}</td>
                      <td className="number">
                        {editable ? (
                          <input
                            aria-label={label(row, t('followAudit.measure.reportedQuantity'))}
                            inputMode="decimal"
                            value={value?.reported ?? ''}
                            aria-invalid={scaledQuantity(value?.reported ?? '') === null}
                            onChange={(event) => change(row.itemId, 'reported', event.target.value)}
                          />
                        ) : (
                          row.reportedQuantity
                        )}
                      </td>
                      <td className="number">{formatYuan(row.reportedAmount)}</td>
                      <td className="number">
                        {editable ? (
                          <input
                            aria-label={label(row, t('followAudit.measure.approvedQuantity'))}
                            inputMode="decimal"
                            value={value?.approved ?? ''}
                            aria-invalid={scaledQuantity(value?.approved ?? '') === null}
                            onChange={(event) => change(row.itemId, 'approved', event.target.value)}
                          />
                        ) : (
                          row.approvedQuantity
                        )}
                      </td>
                      <td className="number">{formatYuan(row.approvedAmount)}</td>
                      <td className="number">{formatYuan(row.reducedAmount)}</td>
                      <td className="number">{row.cumulativeQuantity}</td>
                      <td className="number">
                        {percentText(row.cumulativePercent)}{' '}
                        {over ? <Tag status="danger">{t('followAudit.measure.over')}</Tag> : null}
                      </td>
                      <td>
                        {editable && (over || value?.reason) ? (
                          <input
                            className="reason"
                            aria-label={label(row, t('followAudit.measure.overReason'))}
                            value={value?.reason ?? ''}
                            aria-invalid={over && !value?.reason.trim()}
                            onChange={(event) => change(row.itemId, 'reason', event.target.value)}
                          />
                        ) : (
                          (row.overReason ?? '')
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={6}>{t('followAudit.total')}</td>
                  <td className="number">{formatYuan(data.totals.reportedAmount)}</td>
                  <td />
                  <td className="number">{formatYuan(data.totals.approvedAmount)}</td>
                  <td className="number">{formatYuan(data.totals.reducedAmount)}</td>
                  <td colSpan={3} />
                </tr>
              </tfoot>
            </Sheet>
          </Scroll>
        ) : null}
      </Panel>
      {dialog === 'project-new' || (dialog === 'project-edit' && selection.project) ? (
        <ProjectDialog
          project={dialog === 'project-edit' ? selection.project : null}
          onSaved={(id) => selection.choose({ project: id })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'items' && selection.project ? (
        <ItemsDialog project={selection.project} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'project-delete' && selection.project ? (
        <DeleteConfirm
          title={t('followAudit.actions.deleteProjectTitle')}
          name={selection.project.name}
          note={t('followAudit.actions.deleteProjectNote')}
          run={() => deleteProject.mutateAsync(selection.project!.id)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'period-delete' && data ? (
        <DeleteConfirm
          title={t('followAudit.actions.deletePeriodTitle')}
          name={data.period.period}
          note={t('followAudit.actions.deletePeriodNote')}
          run={() => deletePeriod.mutateAsync(data.period.id)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'item' && selection.projectId ? (
        <ItemDialog projectId={selection.projectId} onClose={() => setDialog(null)} />
      ) : null}
      {creating && selection.projectId ? (
        <FieldsDialog
          title={t('followAudit.measure.newPeriod')}
          submitText={t('followAudit.measure.newPeriod')}
          fields={[
            {
              name: 'period',
              label: t('followAudit.measure.periodField'),
              kind: 'text',
              required: true,
              initial: nextPeriod(selection.periods[selection.periods.length - 1]?.period),
            },
          ]}
          run={async (form) => {
            const created = await createPeriod.mutateAsync({
              projectId: selection.projectId!,
              period: form.period ?? '',
            });
            selection.choose({ period: created.id });
          }}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </AdminPage>
  );
}
