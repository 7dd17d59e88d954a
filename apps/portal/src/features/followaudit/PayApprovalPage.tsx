import type { FollowAuditPay } from '@ccms/api-client';
import { Button, Input, Textarea, formatCapitalMoney } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader, PanelNote } from '../admin/shared/AdminLayout.styles';
import { AdminPage, ButtonLink } from '../admin/shared/AdminPage';
import { useCan } from '../admin/shared/useCan';
import { formatYuan } from '../finance/money';
import { FieldsDialog } from '../invoicing/invoicingShared';
import { useApprovePay, usePayApproval, useSavePay, useSubmitPay } from './followAuditQueries';
import {
  FigureTable,
  FollowAuditSelectors,
  FollowAuditStatusTag,
  percentText,
  ratioPercent,
  useFollowAuditSelection,
} from './followAuditShared';

/** The figures of a pay approval as label–value rows (the page and the certificate). */
export function payLines(pay: FollowAuditPay, t: (key: string) => string): [string, string][] {
  return [
    [t('followAudit.pay.contractAmount'), formatYuan(pay.contractAmount)],
    [t('followAudit.pay.payRatio'), ratioPercent(pay.payRatio)],
    [t('followAudit.pay.approvedAmount'), formatYuan(pay.approvedAmount)],
    [t('followAudit.pay.cumulativeApproved'), formatYuan(pay.cumulativeApproved)],
    [t('followAudit.pay.payableLimit'), formatYuan(pay.payableLimit)],
    [t('followAudit.pay.advanceDeduction'), formatYuan(pay.advanceDeduction)],
    [t('followAudit.pay.advanceDeductedTotal'), formatYuan(pay.advanceDeductedTotal)],
    [t('followAudit.pay.retention'), formatYuan(pay.retention)],
    [t('followAudit.pay.retentionTotal'), formatYuan(pay.retentionTotal)],
    [t('followAudit.pay.payableCumulative'), formatYuan(pay.payableCumulative)],
    [t('followAudit.pay.previouslyPaid'), formatYuan(pay.previouslyPaid)],
    [t('followAudit.pay.payableThisPeriod'), formatYuan(pay.payableThisPeriod)],
    [t('followAudit.pay.payAmount'), formatYuan(pay.payAmount)],
    [t('followAudit.pay.capital'), formatCapitalMoney(pay.payAmount)],
    [t('followAudit.pay.paidTotal'), formatYuan(pay.paidTotal)],
    [t('followAudit.pay.paidPercent'), percentText(pay.paidPercent)],
  ];
}

/** The proposal form of an editable pay approval: 本期支付 (empty: the payable) and 审核意见. */
function PayForm({ pay }: { pay: FollowAuditPay }) {
  const { t } = useTranslation();
  const save = useSavePay();
  const [payAmount, setPayAmount] = useState(
    pay.payAmount === pay.payableThisPeriod ? '' : pay.payAmount,
  );
  const [opinion, setOpinion] = useState(pay.opinion ?? '');
  return (
    <form
      aria-label={t('followAudit.pay.opinion')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          periodId: pay.periodId,
          payAmount: payAmount.trim() || null,
          opinion: opinion.trim() || null,
        });
      }}
    >
      <Input
        label={t('followAudit.pay.payAmount')}
        description={t('followAudit.pay.payAmountHint')}
        placeholder={pay.payableThisPeriod}
        width="middle"
        value={payAmount}
        onChange={setPayAmount}
      />
      <Textarea
        label={t('followAudit.pay.opinion')}
        rows={3}
        value={opinion}
        onChange={setOpinion}
      />
      <Button type="submit" isDisabled={save.isPending}>
        {t('followAudit.pay.save')}
      </Button>
    </form>
  );
}

/**
 * 支付审批表 (/b/follow-audit/pay-approval-table): a period's approved amount and the cumulative,
 * payable = approved × ratio − 预付款扣回 − 质保金, what was paid before and what is paid now;
 * 草稿 → 已提交 → 已审批 / 已退回; an approved one prints as the 支付证书.
 */
export default function PayApprovalPage() {
  const { t } = useTranslation();
  const canEdit = useCan('followaudit:edit');
  const canApprove = useCan('followaudit:approve');
  const selection = useFollowAuditSelection();
  const periodId = selection.period?.id ?? null;
  const query = usePayApproval(periodId);
  const submit = useSubmitPay();
  const approve = useApprovePay();
  const [returning, setReturning] = useState(false);
  const pay = query.data;
  const editable = pay ? pay.status === 'draft' || pay.status === 'returned' : false;

  return (
    <AdminPage
      title={t('followAudit.pay.heading')}
      actions={
        pay ? (
          <>
            {canEdit && editable ? (
              <Button
                variant="primary"
                isDisabled={submit.isPending}
                onPress={() => submit.mutate(pay.periodId)}
              >
                {t('followAudit.pay.submit')}
              </Button>
            ) : null}
            {canApprove && pay.status === 'submitted' ? (
              <>
                <Button
                  variant="primary"
                  isDisabled={approve.isPending}
                  onPress={() => approve.mutate({ periodId: pay.periodId, approved: true })}
                >
                  {t('followAudit.pay.approve')}
                </Button>
                <Button onPress={() => setReturning(true)}>{t('followAudit.pay.return')}</Button>
              </>
            ) : null}
            {pay.status === 'approved' ? (
              <ButtonLink
                to={`/follow-audit/pay-certificate?periodId=${encodeURIComponent(pay.periodId)}`}
                target="_blank"
                rel="noopener"
              >
                {t('followAudit.pay.certificate')}
              </ButtonLink>
            ) : null}
          </>
        ) : null
      }
    >
      <Panel>
        <PanelHeader>
          <FollowAuditSelectors selection={selection} />
          {pay ? <FollowAuditStatusTag status={pay.status} /> : null}
        </PanelHeader>
        {!selection.loading && selection.projects.length === 0 ? (
          <PanelNote>{t('followAudit.noProject')}</PanelNote>
        ) : null}
        {selection.project && selection.periods.length === 0 ? (
          <PanelNote>{t('followAudit.noPeriod')}</PanelNote>
        ) : null}
        {pay?.status === 'returned' && pay.returnReason ? (
          <PanelNote role="status">
            {t('followAudit.returned', { reason: pay.returnReason })}
          </PanelNote>
        ) : null}
        {pay?.submittedByName && pay.submittedAt ? (
          <PanelNote>
            {t('followAudit.pay.submittedBy', { name: pay.submittedByName, at: pay.submittedAt })}
          </PanelNote>
        ) : null}
        {pay?.approvedByName && pay.approvedAt ? (
          <PanelNote>
            {t('followAudit.pay.approvedBy', { name: pay.approvedByName, at: pay.approvedAt })}
          </PanelNote>
        ) : null}
        {pay ? (
          <FigureTable aria-label={t('followAudit.pay.figures')}>
            <tbody>
              {payLines(pay, t).map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
              {!editable || !canEdit ? (
                <tr>
                  <th scope="row">{t('followAudit.pay.opinion')}</th>
                  <td>{pay.opinion ?? ''}</td>
                </tr>
              ) : null}
            </tbody>
          </FigureTable>
        ) : null}
        {pay && editable && canEdit ? (
          <PayForm key={`${pay.periodId}:${pay.payAmount}:${pay.opinion ?? ''}`} pay={pay} />
        ) : null}
      </Panel>
      {returning && pay ? (
        <FieldsDialog
          title={t('followAudit.pay.returnTitle', { period: pay.period })}
          submitText={t('followAudit.pay.return')}
          submitVariant="danger"
          fields={[
            {
              name: 'reason',
              label: t('followAudit.pay.reason'),
              kind: 'textarea',
              required: true,
            },
          ]}
          run={(form) =>
            approve.mutateAsync({ periodId: pay.periodId, approved: false, reason: form.reason })
          }
          onClose={() => setReturning(false)}
        />
      ) : null}
    </AdminPage>
  );
}
