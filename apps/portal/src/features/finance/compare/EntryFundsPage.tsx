import type { FundCompareKind, FundCompareLine } from '@ccms/api-client';
import {
  DataGrid,
  GridExportMenu,
  rowActionsRenderer,
  type DataGridColumn,
  type GridView,
  type RowAction,
} from '@ccms/data-grid';
import { ConfirmDialog, Form, FormField, Select, Tag, type TagStatus } from '@ccms/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Panel, PanelHeader, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { AdminPage } from '../../admin/shared/AdminPage';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useCan } from '../../admin/shared/useCan';
import { TotalsLine, thisMonth } from '../financeShared';
import { formatYuan } from '../money';
import { PeriodBar, toPeriod, type PeriodFilter } from '../reports/PeriodBar';
import { toCents } from '../subscription/ClaimDialog';
import { useFundCompare, useMatchFunds, useUnmatchFunds } from './compareQueries';

const BASE = '/comparison-fund';
const TAB = 'entry-funds';
export const FUND_COMPARE_KINDS: readonly FundCompareKind[] = [
  'matched',
  'amountDiff',
  'dateDiff',
  'entryOnly',
  'bankOnly',
];
const KIND_TAG: Record<FundCompareKind, TagStatus> = {
  matched: 'success',
  amountDiff: 'danger',
  dateDiff: 'warning',
  entryOnly: 'warning',
  bankOnly: 'info',
};

const SummaryList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** What is left on a bank line to take a hand entry: its income less what is entered on it. */
const openCents = (line: FundCompareLine) => toCents(line.difference) ?? 0n;

/** The bank lines of the period that can take an entry of `amount` (enough left to claim). */
export function matchCandidates(lines: readonly FundCompareLine[], entry: FundCompareLine) {
  const need = toCents(entry.entryAmount ?? '0') ?? 0n;
  return lines.filter(
    (line) =>
      line.bankDetailId !== null &&
      (line.kind === 'bankOnly' || line.kind === 'amountDiff') &&
      openCents(line) >= need,
  );
}

type Overlay = { kind: 'match' | 'unmatch'; line: FundCompareLine };

function MatchDialog({
  line,
  lines,
  onClose,
}: {
  line: FundCompareLine;
  lines: readonly FundCompareLine[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const match = useMatchFunds(t('fundCompare.matchDone'));
  const candidates = useMemo(() => matchCandidates(lines, line), [line, lines]);
  const [defaultValues] = useState<{ bankDetailId: string | null }>({ bankDetailId: null });
  const title = t('fundCompare.matchTitle', { amount: formatYuan(line.entryAmount) });
  const submit = async (values: { bankDetailId: string | null }) => {
    if (!values.bankDetailId) return;
    try {
      await match.mutateAsync({
        receiptId: line.receiptIds[0]!,
        bankDetailId: values.bankDetailId,
      });
      onClose();
    } catch {
      // The request layer has told why (e.g. claimed meanwhile); the dialog stays.
    }
  };
  return (
    <FormDialog
      title={title}
      width="medium"
      isPending={match.isPending}
      submitText={t('fundCompare.confirm')}
      onClose={onClose}
    >
      {(formId) => (
        <Form<{ bankDetailId: string | null }>
          id={formId}
          aria-label={title}
          defaultValues={defaultValues}
          onSubmit={submit}
        >
          <PanelNote>
            {candidates.length > 0 ? t('fundCompare.matchNote') : t('fundCompare.matchNone')}
          </PanelNote>
          <FormField<string | null>
            name="bankDetailId"
            label={t('fundCompare.matchRow')}
            width="long"
            required
          >
            {(field) => (
              <Select
                {...field}
                width="long"
                options={candidates.map((candidate) => ({
                  value: candidate.bankDetailId!,
                  label: t('fundCompare.matchOption', {
                    date: candidate.bankDate ?? '',
                    name: candidate.otherSideName ?? '',
                    amount: formatYuan(candidate.bankAmount),
                    entered: formatYuan(candidate.entryAmount ?? '0'),
                  }),
                }))}
                onChange={(value) => field.onChange(value === null ? null : String(value))}
              />
            )}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}

/**
 * 资金录入对比 (/comparison-fund/entry-funds): per account and period, the bank's income rows that
 * need claiming against what finance entered (receipts on them, and receipts entered by hand):
 * matched, amount or date differences, entries without a bank row, bank rows without an entry;
 * totals per kind and of both sides from the server; match and unmatch; export to Excel.
 */
export default function EntryFundsPage() {
  const { t } = useTranslation();
  const tab = useLocation().pathname.split('/')[2];
  const canMatch = useCan('finance:bank:claim');
  const [empty] = useState<PeriodFilter>(() => ({ accountId: null, period: thisMonth() }));
  const [filter, setFilter] = useState<PeriodFilter>(empty);
  const [kind, setKind] = useState<FundCompareKind | null>(null);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const period = useMemo(() => toPeriod(filter), [filter]);
  const report = useFundCompare(period);
  const unmatch = useUnmatchFunds(t('fundCompare.unmatchDone'));
  const close = useCallback(() => setOverlay(null), []);
  const allLines = useMemo(() => report.data?.lines ?? [], [report.data]);
  const lines = useMemo(
    () => (kind ? allLines.filter((line) => line.kind === kind) : allLines),
    [allLines, kind],
  );

  const columns = useMemo<DataGridColumn<FundCompareLine>[]>(() => {
    const actions: RowAction<FundCompareLine>[] = [
      {
        id: 'match',
        label: t('fundCompare.match'),
        isVisible: (line) => canMatch && line.kind === 'entryOnly',
        onPress: (line) => setOverlay({ kind: 'match', line }),
      },
      {
        id: 'unmatch',
        label: t('fundCompare.unmatch'),
        isVisible: (line) =>
          canMatch &&
          (line.kind === 'amountDiff' || line.kind === 'dateDiff') &&
          line.entryCount === 1,
        onPress: (line) => setOverlay({ kind: 'unmatch', line }),
      },
    ];
    const money = (
      key: 'bankAmount' | 'entryAmount' | 'difference',
    ): DataGridColumn<FundCompareLine> => ({
      key,
      title: t(`fundCompare.column.${key}`),
      width: 140,
      align: 'right',
      exportValue: (line) => (line[key] === null ? '' : formatYuan(line[key])),
      render: (line) => (line[key] === null ? '' : formatYuan(line[key])),
    });
    return [
      {
        key: 'kind',
        title: t('fundCompare.column.kind'),
        width: 130,
        exportValue: (line) => t(`fundCompare.kind.${line.kind}`),
        render: (line) => (
          <Tag status={KIND_TAG[line.kind]}>{t(`fundCompare.kind.${line.kind}`)}</Tag>
        ),
      },
      {
        key: 'accountName',
        title: t('fundCompare.column.account'),
        width: 200,
        exportValue: (line) => (line.accountName ? `${line.accountName} ${line.accountNo}` : ''),
        render: (line) => (line.accountName ? `${line.accountName} ${line.accountNo}` : ''),
      },
      { key: 'bankDate', title: t('fundCompare.column.bankDate'), width: 110 },
      money('bankAmount'),
      { key: 'otherSideName', title: t('fundCompare.column.otherSide'), width: 180 },
      {
        key: 'entryDateFrom',
        title: t('fundCompare.column.entryDate'),
        width: 110,
        exportValue: (line) => entryDates(line),
        render: entryDates,
      },
      money('entryAmount'),
      { key: 'entryCount', title: t('fundCompare.column.entryCount'), width: 90, align: 'right' },
      { key: 'contractCodes', title: t('fundCompare.column.contracts'), width: 150 },
      { key: 'customerNames', title: t('fundCompare.column.customers'), width: 180 },
      money('difference'),
      { key: 'dateDiffDays', title: t('fundCompare.column.days'), width: 90, align: 'right' },
      { key: 'summary', title: t('fundCompare.column.summary'), width: 160 },
      {
        key: 'actions',
        title: t('fundCompare.column.actions'),
        width: 120,
        pinned: 'right',
        exportValue: () => '',
        render: rowActionsRenderer(actions),
      },
    ];
  }, [canMatch, t]);

  const getView = useCallback(
    (): GridView<FundCompareLine> => ({
      columns: columns
        .filter((column) => column.key !== 'actions')
        .map((column) => ({
          key: String(column.key),
          title: String(column.title),
          value: (line: FundCompareLine) =>
            column.exportValue
              ? column.exportValue(line)
              : String(line[column.key as keyof FundCompareLine] ?? ''),
          width: column.width,
        })),
      rows: lines,
    }),
    [columns, lines],
  );

  if (tab !== TAB) return <Navigate replace to={`${BASE}/${TAB}`} />;
  const data = report.data;

  return (
    <AdminPage
      title={t('fundCompare.heading')}
      actions={
        <GridExportMenu<FundCompareLine> getView={getView} fileName={t('fundCompare.exportName')} />
      }
    >
      <Panel aria-busy={report.isFetching}>
        <PanelHeader>
          <PeriodBar
            label={t('fundCompare.search')}
            empty={empty}
            initial={filter}
            onSearch={setFilter}
          />
          <Select
            label={t('fundCompare.kindFilter')}
            width="short"
            isClearable
            placeholder={t('fundCompare.all')}
            options={FUND_COMPARE_KINDS.map((value) => ({
              value,
              label: t(`fundCompare.kind.${value}`),
            }))}
            value={kind}
            onChange={(value) =>
              setKind(value === null ? null : (String(value) as FundCompareKind))
            }
          />
        </PanelHeader>
        {data ? (
          <section aria-label={t('fundCompare.summaryLabel')} aria-live="polite">
            <SummaryList>
              {FUND_COMPARE_KINDS.map((key) => (
                <li key={key}>
                  {t('fundCompare.summary', {
                    kind: t(`fundCompare.kind.${key}`),
                    count: data.byKind[key].count,
                    bank: formatYuan(data.byKind[key].bankAmount),
                    entry: formatYuan(data.byKind[key].entryAmount),
                  })}
                </li>
              ))}
            </SummaryList>
            <TotalsLine>
              {t('fundCompare.totals', {
                bank: formatYuan(data.totals.bankAmount),
                entry: formatYuan(data.totals.entryAmount),
                difference: formatYuan(data.totals.difference),
              })}
            </TotalsLine>
          </section>
        ) : null}
        <DataGrid<FundCompareLine>
          aria-label={t('fundCompare.grid')}
          columns={columns}
          rows={lines}
          rowKey="key"
          loading={report.isFetching}
          emptyText={t('fundCompare.empty')}
        />
      </Panel>
      {overlay?.kind === 'match' ? (
        <MatchDialog line={overlay.line} lines={allLines} onClose={close} />
      ) : null}
      {overlay?.kind === 'unmatch' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) close();
          }}
          title={t('fundCompare.unmatchTitle')}
          okText={t('fundCompare.unmatch')}
          message={t('fundCompare.unmatchNote', { amount: formatYuan(overlay.line.entryAmount) })}
          onConfirm={() =>
            unmatch.mutateAsync({ receiptId: overlay.line.receiptIds[0]! }).then(
              () => undefined,
              () => undefined,
            )
          }
        />
      ) : null}
    </AdminPage>
  );
}

function entryDates(line: FundCompareLine): string {
  if (!line.entryDateFrom) return '';
  return line.entryDateFrom === line.entryDateTo
    ? line.entryDateFrom
    : `${line.entryDateFrom} ~ ${line.entryDateTo}`;
}
