import type { BonusAllocation, BonusPayment } from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { Button, formatCapitalMoney, Input, toast } from '@ccms/ui';
import { useMemo, useState, type FormEvent, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader, PanelNote, Toolbar } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { FormDialog } from '../admin/shared/FormDialog';
import { isIsoDate, percentSum, todayText, yuan } from './bonusFormat';
import { BONUS_PAGE_SIZE, useBonusCalculation, useBonusPayments, usePay } from './bonusQueries';
import { CalculationSelect } from './CalculationSelect';

/** Σ of 2-place amounts, exactly: percentSum adds in hundredths, the same arithmetic as fen. */
function sumYuan(values: readonly string[]): string {
  const total = percentSum(values);
  return total === '?' ? '0' : total;
}

function PayDialog({
  parts,
  onPaid,
  onClose,
}: {
  parts: readonly BonusAllocation[];
  onPaid: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pay = usePay();
  const [paidDate, setPaidDate] = useState(todayText());
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | undefined>();
  const total = sumYuan(parts.map((p) => p.payable));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(paidDate)) {
      setError(t('bonus.rule.dateError'));
      return;
    }
    try {
      const done = await pay.mutateAsync({
        allocationIds: parts.map((p) => p.id),
        paidDate: paidDate.trim(),
        remark: remark.trim() || null,
      });
      toast.success(t('bonus.payment.done', { count: done.count, amount: yuan(done.amount) }));
      onPaid();
    } catch {
      // Told by the request layer.
    }
  };
  return (
    <FormDialog
      title={t('bonus.payment.payTitle')}
      isPending={pay.isPending}
      onClose={onClose}
      submitText={t('bonus.payment.pay')}
    >
      {(formId) => (
        <form id={formId} aria-label={t('bonus.payment.payTitle')} onSubmit={submit} noValidate>
          <PanelNote>
            {t('bonus.payment.payNote', {
              count: parts.length,
              amount: yuan(total),
              capital: formatCapitalMoney(total),
            })}
          </PanelNote>
          <Input
            label={t('bonus.payment.paidDate')}
            placeholder="YYYY-MM-DD"
            value={paidDate}
            onChange={setPaidDate}
            errorMessage={error}
          />
          <Input label={t('bonus.payment.remark')} value={remark} onChange={setRemark} />
        </form>
      )}
    </FormDialog>
  );
}

function PayablePanel({ calculationId }: { calculationId: string }) {
  const { t } = useTranslation();
  const detail = useBonusCalculation(calculationId);
  const [selected, setSelected] = useState<Key[]>([]);
  const [paying, setPaying] = useState(false);
  const parts = detail.data?.allocations ?? [];
  const chosen = parts.filter((p) => selected.includes(p.id) && Number(p.payable) > 0);
  const columns = useMemo<DataGridColumn<BonusAllocation>[]>(
    () => [
      { key: 'userName', title: t('bonus.payment.person'), width: 120 },
      {
        key: 'role',
        title: t('bonus.calc.roleStage'),
        width: 150,
        render: (row) =>
          `${row.stage ? `${t(`bonus.stage.${row.stage}`)} · ` : ''}${t(`bonus.role.${row.role}`)}`,
      },
      ...(['amount', 'released', 'heldBack', 'paid', 'payable'] as const).map(
        (key): DataGridColumn<BonusAllocation> => ({
          key,
          title: t(`bonus.calc.${key === 'amount' ? 'allocation' : key}`),
          width: 120,
          align: 'right',
          render: (row) => yuan(row[key]),
        }),
      ),
    ],
    [t],
  );
  return (
    <Panel aria-label={t('bonus.payment.payable')}>
      <PanelHeader>
        <h2>{t('bonus.payment.payable')}</h2>
        <Button variant="primary" isDisabled={chosen.length === 0} onPress={() => setPaying(true)}>
          {t('bonus.payment.pay')}
        </Button>
      </PanelHeader>
      <DataGrid<BonusAllocation>
        aria-label={t('bonus.payment.payable')}
        columns={columns}
        rows={parts}
        rowKey="id"
        loading={detail.isFetching}
        emptyText={t('bonus.empty')}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
      />
      {paying ? (
        <PayDialog
          parts={chosen}
          onClose={() => setPaying(false)}
          onPaid={() => {
            setPaying(false);
            setSelected([]);
          }}
        />
      ) : null}
    </Panel>
  );
}

/** 奖金发放 (/bonus-payment): pay what is payable of a confirmed calculation's parts; the payments made. */
export default function BonusPaymentPage() {
  const { t } = useTranslation();
  const [calculationId, setCalculationId] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const payments = useBonusPayments(pageNo);
  const columns = useMemo<DataGridColumn<BonusPayment>[]>(
    () => [
      { key: 'paidDate', title: t('bonus.payment.paidDate'), width: 110 },
      {
        key: 'contract',
        title: t('bonus.calc.contract'),
        width: 240,
        render: (row) => `${row.contractCode} ${row.contractName}`,
      },
      { key: 'userName', title: t('bonus.payment.person'), width: 110 },
      {
        key: 'role',
        title: t('bonus.calc.roleStage'),
        width: 110,
        render: (row) => t(`bonus.role.${row.role}`),
      },
      {
        key: 'amount',
        title: t('bonus.payment.amount'),
        width: 130,
        align: 'right',
        render: (row) => yuan(row.amount),
      },
      { key: 'remark', title: t('bonus.payment.remark'), width: 200 },
    ],
    [t],
  );
  return (
    <AdminPage title={t('bonus.payment.heading')}>
      <Toolbar>
        <CalculationSelect
          label={t('bonus.payment.calculation')}
          statuses={['confirmed']}
          value={calculationId}
          onChange={setCalculationId}
        />
      </Toolbar>
      {calculationId ? <PayablePanel key={calculationId} calculationId={calculationId} /> : null}
      <Panel>
        <DataGrid<BonusPayment>
          aria-label={t('bonus.payment.grid')}
          columns={columns}
          rows={payments.data?.data ?? []}
          rowKey="id"
          loading={payments.isFetching}
          emptyText={t('bonus.empty')}
          pagination="server"
          total={payments.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={BONUS_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
    </AdminPage>
  );
}
