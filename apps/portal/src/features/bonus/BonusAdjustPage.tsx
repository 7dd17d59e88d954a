import type { BonusAdjustment, BonusAllocation } from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { Button, Input, Select } from '@ccms/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Panel, PanelNote, Toolbar } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { yuan } from './bonusFormat';
import {
  BONUS_PAGE_SIZE,
  useAdjust,
  useBonusAdjustments,
  useBonusCalculation,
} from './bonusQueries';
import { CalculationSelect } from './CalculationSelect';
import { CalculationTrace } from './CalculationTrace';

const AdjustForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const partLabel = (a: BonusAllocation, t: (key: string) => string) =>
  `${a.userName} · ${a.stage ? `${t(`bonus.stage.${a.stage}`)} · ` : ''}${t(`bonus.role.${a.role}`)} · ${yuan(a.amount)}`;

function AdjustFormPanel({ calculationId }: { calculationId: string }) {
  const { t } = useTranslation();
  const detail = useBonusCalculation(calculationId);
  const adjust = useAdjust();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const parts = detail.data?.allocations ?? [];
  const options = [
    { value: '', label: t('bonus.adjust.pick') },
    ...parts.map((a) => ({ value: a.id, label: partLabel(a, t) })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!from || !to || from === to) found.to = t('bonus.adjust.samePart');
    if (
      !/^\d{1,15}(\.\d{1,2})?$/.test(amount.trim().replace(/,/g, '')) ||
      Number(amount.replace(/,/g, '')) <= 0
    ) {
      found.amount = t('bonus.adjust.amountError');
    }
    if (!reason.trim())
      found.reason = t('bonus.rule.required', { field: t('bonus.adjust.reason') });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await adjust.mutateAsync({
        calculationId,
        fromAllocationId: from,
        toAllocationId: to,
        amount: amount.trim(),
        reason: reason.trim(),
      });
      setAmount('');
      setReason('');
    } catch {
      // Told by the request layer.
    }
  };

  return (
    <>
      <Panel aria-label={t('bonus.adjust.heading')}>
        <PanelNote>{t('bonus.adjust.note')}</PanelNote>
        <AdjustForm aria-label={t('bonus.adjust.heading')} onSubmit={submit} noValidate>
          <Select
            label={t('bonus.adjust.from')}
            width="long"
            value={from}
            onChange={(v) => setFrom(String(v ?? ''))}
            options={options}
          />
          <Select
            label={t('bonus.adjust.to')}
            width="long"
            value={to}
            onChange={(v) => setTo(String(v ?? ''))}
            options={options}
            errorMessage={errors.to}
          />
          <Input
            label={t('bonus.adjust.amount')}
            width="short"
            value={amount}
            onChange={setAmount}
            errorMessage={errors.amount}
          />
          <Input
            label={t('bonus.adjust.reason')}
            width="middle"
            value={reason}
            onChange={setReason}
            errorMessage={errors.reason}
          />
          <Button type="submit" variant="primary" isPending={adjust.isPending}>
            {t('bonus.adjust.submit')}
          </Button>
        </AdjustForm>
      </Panel>
      {detail.data ? (
        <Panel aria-label={t('bonus.calc.tree')}>
          <CalculationTrace calculation={detail.data} />
        </Panel>
      ) : null}
    </>
  );
}

/** 奖金调整 (/bd/bonus-aujust-index): move money between two parts of a calculation; the record of moves. */
export default function BonusAdjustPage() {
  const { t } = useTranslation();
  const [calculationId, setCalculationId] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const history = useBonusAdjustments(calculationId, pageNo);

  const columns = useMemo<DataGridColumn<BonusAdjustment>[]>(
    () => [
      { key: 'createdAt', title: t('bonus.adjust.createdAt'), width: 170 },
      {
        key: 'contract',
        title: t('bonus.calc.contract'),
        width: 240,
        render: (row) => `${row.contractCode} ${row.contractName}`,
      },
      { key: 'userName', title: t('bonus.adjust.person'), width: 110 },
      {
        key: 'role',
        title: t('bonus.calc.roleStage'),
        width: 140,
        render: (row) =>
          `${row.stage ? `${t(`bonus.stage.${row.stage}`)} · ` : ''}${t(`bonus.role.${row.role}`)}`,
      },
      {
        key: 'delta',
        title: t('bonus.adjust.delta'),
        width: 120,
        align: 'right',
        render: (row) => yuan(row.delta),
      },
      { key: 'reason', title: t('bonus.adjust.reason'), width: 280 },
    ],
    [t],
  );

  return (
    <AdminPage title={t('bonus.adjust.heading')}>
      <Toolbar>
        <CalculationSelect
          label={t('bonus.adjust.calculation')}
          statuses={['draft', 'confirmed']}
          value={calculationId}
          onChange={(id) => {
            setCalculationId(id);
            setPageNo(1);
          }}
        />
      </Toolbar>
      {calculationId ? <AdjustFormPanel key={calculationId} calculationId={calculationId} /> : null}
      <Panel>
        <DataGrid<BonusAdjustment>
          aria-label={t('bonus.adjust.grid')}
          columns={columns}
          rows={history.data?.data ?? []}
          rowKey="id"
          loading={history.isFetching}
          emptyText={t('bonus.empty')}
          pagination="server"
          total={history.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={BONUS_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
    </AdminPage>
  );
}
