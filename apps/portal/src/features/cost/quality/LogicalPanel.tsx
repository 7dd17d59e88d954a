import { useQuery } from '@tanstack/react-query';
import type { LogicalRecord, LogicalResult, LogicalRule } from '@ccms/api-client';
import { Button, Empty, Form, FormField, Tag, Textarea } from '@ccms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { PanelNote, Toolbar } from '../../admin/shared/AdminLayout.styles';
import { FormDialog } from '../../admin/shared/FormDialog';
import { useAdminMutation } from '../../admin/shared/useAdminMutation';
import { CellActions, SeverityBadge, Table } from './qualityStyles';

export const logicalKeys = {
  rules: (projectId: string) => ['cost', 'quality', 'logical', 'rules', projectId] as const,
  records: (projectId: string) => ['cost', 'quality', 'logical', 'records', projectId] as const,
  bills: (projectId: string, rule: string) =>
    ['cost', 'quality', 'logical', 'bills', projectId, rule] as const,
};

const STATUS_TAG = { pass: 'success', fail: 'danger', skipped: 'info' } as const;

const valueText = (value: string, unit: string) => (unit ? `${value} ${unit}` : value);

function BillsOf({ projectId, rule }: { projectId: string; rule: LogicalRule }) {
  const { t } = useTranslation();
  const bills = useQuery({
    queryKey: logicalKeys.bills(projectId, rule.key),
    queryFn: () => api.costUnusual.costLogicalBillList({ body: { projectId, rule: rule.key } }),
  });
  const list = bills.data?.bills ?? [];
  if (bills.data && list.length === 0)
    return <Empty description={t('cost.unusual.logical.noBills')} />;
  return (
    <Table aria-busy={bills.isFetching || undefined}>
      <caption>{t('cost.unusual.logical.billsOf', { rule: rule.title })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cost.unusual.logical.side')}</th>
          <th scope="col">{t('cost.quality.findings.node')}</th>
          <th scope="col">{t('cost.unusual.logical.code')}</th>
          <th scope="col">{t('cost.unusual.logical.name')}</th>
          <th scope="col">{t('cost.unusual.logical.unit')}</th>
          <th scope="col" data-align="right">
            {t('cost.unusual.logical.quantity')}
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((bill) => (
          <tr key={`${bill.side}/${bill.id}`}>
            <td>{bill.side === 'a' ? rule.a : rule.b}</td>
            <td>{bill.nodePath}</td>
            <th scope="row">{bill.code}</th>
            <td>{bill.name}</td>
            <td>{bill.unit}</td>
            <td data-align="right">{bill.quantity}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function OpinionDialog({
  result,
  save,
  isPending,
  onClose,
}: {
  result: LogicalResult;
  save: (opinion: string) => Promise<unknown>;
  isPending: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = t('cost.unusual.logical.opinionTitle', { rule: result.title });
  return (
    <FormDialog title={title} isPending={isPending} onClose={onClose}>
      {(formId) => (
        <Form<{ opinion: string }>
          id={formId}
          aria-label={title}
          defaultValues={{ opinion: result.opinion ?? '' }}
          onSubmit={({ opinion }) =>
            save(opinion.trim()).then(
              () => onClose(),
              () => undefined,
            )
          }
        >
          <FormField<string> name="opinion" label={t('cost.unusual.logical.opinion')}>
            {(field) => <Textarea {...field} rows={4} />}
          </FormField>
        </Form>
      )}
    </FormDialog>
  );
}

/**
 * 逻辑检查: the logical rules (A, B, relation) with the project's values and whether each applies;
 * 执行逻辑检查 keeps a record whose results can be ignored and given an opinion; each rule's bills
 * can be listed.
 */
export function LogicalPanel({ projectId, canCheck }: { projectId: string; canCheck: boolean }) {
  const { t } = useTranslation();
  const rules = useQuery({
    queryKey: logicalKeys.rules(projectId),
    queryFn: () => api.costUnusual.costLogicalCheckList({ params: { id: projectId } }),
  });
  const records = useQuery({
    queryKey: logicalKeys.records(projectId),
    queryFn: () => api.costUnusual.costLogicalRecordList({ body: { projectId } }),
  });
  const run = useAdminMutation<void, LogicalRecord>({
    run: () => api.costUnusual.costLogicalCheck({ body: { projectId } }),
    invalidates: [logicalKeys.records(projectId)],
  });
  const save = useAdminMutation<{ id: string; ignored?: boolean; opinion?: string }, LogicalResult>(
    {
      run: (body) => api.costUnusual.costLogicalSaveCheckRecord({ body }),
      invalidates: [logicalKeys.records(projectId)],
    },
  );
  const [billsOf, setBillsOf] = useState<LogicalRule | null>(null);
  const [opinionOf, setOpinionOf] = useState<LogicalResult | null>(null);
  const latest = records.data?.[0] ?? null;
  const resultOf = new Map((latest?.results ?? []).map((result) => [result.rule, result]));
  const label = t('cost.unusual.logical.heading');

  return (
    <section aria-label={label} aria-busy={run.isPending || undefined}>
      <h3>{label}</h3>
      <Toolbar role="group" aria-label={label}>
        {canCheck ? (
          <Button variant="primary" isPending={run.isPending} onPress={() => run.mutate()}>
            {t('cost.unusual.logical.run')}
          </Button>
        ) : null}
      </Toolbar>
      <PanelNote>
        {latest
          ? t('cost.unusual.logical.latest', {
              time: latest.checkedAt,
              by: latest.checkedBy ?? '',
              passed: latest.passed,
              failed: latest.failed,
              skipped: latest.skipped,
            })
          : t('cost.unusual.logical.none')}
      </PanelNote>
      <Table aria-busy={rules.isFetching || undefined}>
        <caption>{t('cost.unusual.logical.rules')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cost.unusual.logical.rule')}</th>
            <th scope="col">{t('cost.unusual.logical.a')}</th>
            <th scope="col">{t('cost.unusual.logical.b')}</th>
            <th scope="col">{t('cost.unusual.logical.relation')}</th>
            <th scope="col">{t('cost.unusual.logical.applicable')}</th>
            <th scope="col">{t('cost.unusual.logical.status')}</th>
            <th scope="col">{t('cost.unusual.logical.expected')}</th>
            <th scope="col">{t('cost.unusual.logical.opinion')}</th>
            <th scope="col">{t('cost.quality.findings.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(rules.data ?? []).map((rule) => {
            const result = resultOf.get(rule.key);
            return (
              <tr key={rule.key}>
                <th scope="row">
                  <SeverityBadge severity={rule.severity} /> {rule.title}
                </th>
                <td>
                  {rule.a}：{valueText(rule.aValue, rule.aUnit)}
                </td>
                <td>
                  {rule.b}：{valueText(rule.bValue, rule.bUnit)}
                </td>
                <td>{rule.relationText}</td>
                <td>
                  {rule.applicable ? t('cost.unusual.logical.yes') : t('cost.unusual.logical.no')}
                </td>
                <td>
                  {result ? (
                    <>
                      <Tag status={STATUS_TAG[result.status]}>
                        {t(`cost.unusual.logical.statuses.${result.status}`)}
                      </Tag>
                      {result.ignored ? (
                        <PanelNote as="span">
                          {' '}
                          {t('cost.unusual.logical.ignoredBy', {
                            by: result.ignoredBy ?? '',
                            at: result.ignoredAt ?? '',
                          })}
                        </PanelNote>
                      ) : null}
                    </>
                  ) : null}
                </td>
                <td>{result && result.status === 'fail' ? result.expected : ''}</td>
                <td>{result?.opinion ?? ''}</td>
                <td>
                  <CellActions>
                    <Button
                      size="mini"
                      aria-label={t('cost.unusual.logical.billsLabel', { rule: rule.title })}
                      onPress={() => setBillsOf(billsOf?.key === rule.key ? null : rule)}
                    >
                      {t('cost.unusual.logical.bills')}
                    </Button>
                    {canCheck && result && result.status === 'fail' ? (
                      <>
                        <Button
                          size="mini"
                          onPress={() => save.mutate({ id: result.id, ignored: !result.ignored })}
                        >
                          {result.ignored
                            ? t('cost.unusual.logical.unignore')
                            : t('cost.unusual.logical.ignore')}
                        </Button>
                        <Button size="mini" onPress={() => setOpinionOf(result)}>
                          {t('cost.unusual.logical.editOpinion')}
                        </Button>
                      </>
                    ) : null}
                  </CellActions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {billsOf ? <BillsOf key={billsOf.key} projectId={projectId} rule={billsOf} /> : null}
      {opinionOf ? (
        <OpinionDialog
          result={opinionOf}
          isPending={save.isPending}
          save={(opinion) => save.mutateAsync({ id: opinionOf.id, opinion })}
          onClose={() => setOpinionOf(null)}
        />
      ) : null}
    </section>
  );
}
