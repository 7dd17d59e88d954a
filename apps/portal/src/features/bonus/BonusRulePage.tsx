import {
  bonusBusinessTypeSchema,
  bonusRoleSchema,
  bonusStageSchema,
  type BonusBusinessType,
  type BonusRole,
  type BonusRule,
  type BonusStage,
} from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn, type RowAction } from '@ccms/data-grid';
import { Button, Input, Select, Switch, Tag } from '@ccms/ui';
import type { TFunction } from 'i18next';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Panel } from '../admin/shared/AdminLayout.styles';
import { AdminPage } from '../admin/shared/AdminPage';
import { DeleteConfirm } from '../admin/shared/DeleteConfirm';
import { FormDialog } from '../admin/shared/FormDialog';
import { fractionOf, isIsoDate, isPercent, percentOf, percentSum, todayText } from './bonusFormat';
import { BONUS_PAGE_SIZE, useBonusRules, useDeleteRule, useSaveRule } from './bonusQueries';

const ROLES = bonusRoleSchema.options;
const STAGES = bonusStageSchema.options;

const Splits = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border.light};
  padding: ${({ theme }) => theme.spacing.sm};
  margin-block: ${({ theme }) => theme.spacing.sm};

  legend {
    padding-inline: ${({ theme }) => theme.spacing.xs};
  }
`;

const SplitNote = styled.p<{ $bad: boolean }>`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme, $bad }) => ($bad ? theme.colors.danger.text : 'inherit')};
`;

interface RuleValues {
  name: string;
  businessType: BonusBusinessType;
  rate: string;
  coefficientMin: string;
  coefficientMax: string;
  holdbackRate: string;
  effectiveFrom: string;
  enabled: boolean;
  remark: string;
  roleSplits: Record<BonusRole, string>;
  stageSplits: Record<BonusStage, string>;
}

/** The form shows percentages; the rule stores fractions. */
function valuesOf(rule: BonusRule | null): RuleValues {
  if (!rule) {
    return {
      name: '',
      businessType: 'settlement',
      rate: '20',
      coefficientMin: '0.8',
      coefficientMax: '1.2',
      holdbackRate: '15',
      effectiveFrom: todayText(),
      enabled: true,
      remark: '',
      roleSplits: { lead: '20', preparer: '55', checker: '12', reviewer: '8', approver: '5' },
      stageSplits: { tender: '30', construction: '40', settlement: '30' },
    };
  }
  const percents = <K extends string>(
    splits: Partial<Record<K, string>> | null,
    keys: readonly K[],
  ) =>
    Object.fromEntries(keys.map((key) => [key, percentOf(splits?.[key] ?? '0')])) as Record<
      K,
      string
    >;
  return {
    name: rule.name,
    businessType: rule.businessType,
    rate: percentOf(rule.rate),
    coefficientMin: rule.coefficientMin,
    coefficientMax: rule.coefficientMax,
    holdbackRate: percentOf(rule.holdbackRate),
    effectiveFrom: rule.effectiveFrom,
    enabled: rule.enabled,
    remark: rule.remark ?? '',
    roleSplits: percents(rule.roleSplits, ROLES),
    stageSplits: rule.stageSplits
      ? percents(rule.stageSplits, STAGES)
      : { tender: '30', construction: '40', settlement: '30' },
  };
}

type Errors = Partial<Record<string, string>>;

/** The checks the server makes too, said before sending: percentages, 100 % sums, the range. */
export function checkRule(values: RuleValues, t: TFunction): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = t('bonus.rule.required', { field: t('bonus.rule.name') });
  for (const field of ['rate', 'holdbackRate'] as const) {
    if (!isPercent(values[field])) errors[field] = t('bonus.rule.percentError');
  }
  const min = Number(values.coefficientMin);
  const max = Number(values.coefficientMax);
  if (!(min > 0 && min <= max && max <= 2))
    errors.coefficientMax = t('bonus.rule.coefficientError');
  if (!isIsoDate(values.effectiveFrom)) errors.effectiveFrom = t('bonus.rule.dateError');
  for (const role of ROLES) {
    if (!isPercent(values.roleSplits[role])) errors[`role.${role}`] = t('bonus.rule.percentError');
  }
  const roleSum = percentSum(ROLES.map((role) => values.roleSplits[role]));
  if (roleSum !== '100') {
    errors.roleSplits = t('bonus.rule.splitSumError', {
      what: t('bonus.rule.roleSplits'),
      sum: roleSum,
    });
  }
  if (values.businessType === 'whole_process') {
    const stageSum = percentSum(STAGES.map((stage) => values.stageSplits[stage]));
    if (stageSum !== '100') {
      errors.stageSplits = t('bonus.rule.splitSumError', {
        what: t('bonus.rule.stageSplits'),
        sum: stageSum,
      });
    }
  }
  return errors;
}

function RuleFormDialog({ rule, onClose }: { rule: BonusRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveRule();
  const [values, setValues] = useState<RuleValues>(() => valuesOf(rule));
  const [errors, setErrors] = useState<Errors>({});
  const set =
    <K extends keyof RuleValues>(name: K) =>
    (value: RuleValues[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const title = rule ? t('bonus.rule.editTitle', { name: rule.name }) : t('bonus.rule.createTitle');
  const roleSum = percentSum(ROLES.map((role) => values.roleSplits[role]));
  const stageSum = percentSum(STAGES.map((stage) => values.stageSplits[stage]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkRule(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fractions = <K extends string>(splits: Record<K, string>) =>
      Object.fromEntries(
        Object.entries<string>(splits).map(([key, value]) => [key, fractionOf(value) ?? '0']),
      ) as Record<K, string>;
    try {
      await save.mutateAsync({
        ...(rule ? { id: rule.id } : {}),
        name: values.name.trim(),
        businessType: values.businessType,
        rate: fractionOf(values.rate) ?? '0',
        coefficientMin: values.coefficientMin.trim(),
        coefficientMax: values.coefficientMax.trim(),
        holdbackRate: fractionOf(values.holdbackRate) ?? '0',
        effectiveFrom: values.effectiveFrom.trim(),
        enabled: values.enabled,
        remark: values.remark.trim() || null,
        roleSplits: fractions(values.roleSplits),
        stageSplits: values.businessType === 'whole_process' ? fractions(values.stageSplits) : null,
      });
      onClose();
    } catch {
      // Told by the request layer; the dialog stays open to correct it.
    }
  };

  return (
    <FormDialog title={title} isPending={save.isPending} onClose={onClose} width="medium">
      {(formId) => (
        <form id={formId} aria-label={title} onSubmit={submit} noValidate>
          <Input
            label={t('bonus.rule.name')}
            value={values.name}
            onChange={set('name')}
            errorMessage={errors.name}
          />
          <Select
            label={t('bonus.rule.businessType')}
            value={values.businessType}
            onChange={(value) => set('businessType')(value as BonusBusinessType)}
            options={bonusBusinessTypeSchema.options.map((type) => ({
              value: type,
              label: t(`bonus.businessType.${type}`),
            }))}
          />
          <Input
            label={t('bonus.rule.rate')}
            value={values.rate}
            onChange={set('rate')}
            errorMessage={errors.rate}
          />
          <Input
            label={t('bonus.rule.coefficientMin')}
            value={values.coefficientMin}
            onChange={set('coefficientMin')}
          />
          <Input
            label={t('bonus.rule.coefficientMax')}
            value={values.coefficientMax}
            onChange={set('coefficientMax')}
            errorMessage={errors.coefficientMax}
          />
          <Splits>
            <legend>{t('bonus.rule.roleSplits')}</legend>
            {ROLES.map((role) => (
              <Input
                key={role}
                label={t(`bonus.role.${role}`)}
                width="short"
                value={values.roleSplits[role]}
                onChange={(value) =>
                  setValues((current) => ({
                    ...current,
                    roleSplits: { ...current.roleSplits, [role]: value },
                  }))
                }
                errorMessage={errors[`role.${role}`]}
              />
            ))}
            <SplitNote $bad={Boolean(errors.roleSplits)} role="status">
              {errors.roleSplits ?? t('bonus.rule.splitSum', { sum: roleSum })}
            </SplitNote>
          </Splits>
          {values.businessType === 'whole_process' ? (
            <Splits>
              <legend>{t('bonus.rule.stageSplits')}</legend>
              {STAGES.map((stage) => (
                <Input
                  key={stage}
                  label={t(`bonus.stage.${stage}`)}
                  width="short"
                  value={values.stageSplits[stage]}
                  onChange={(value) =>
                    setValues((current) => ({
                      ...current,
                      stageSplits: { ...current.stageSplits, [stage]: value },
                    }))
                  }
                />
              ))}
              <SplitNote $bad={Boolean(errors.stageSplits)} role="status">
                {errors.stageSplits ?? t('bonus.rule.splitSum', { sum: stageSum })}
              </SplitNote>
            </Splits>
          ) : null}
          <Input
            label={t('bonus.rule.holdback')}
            value={values.holdbackRate}
            onChange={set('holdbackRate')}
            errorMessage={errors.holdbackRate}
          />
          <Input
            label={t('bonus.rule.effectiveFrom')}
            placeholder="YYYY-MM-DD"
            value={values.effectiveFrom}
            onChange={set('effectiveFrom')}
            errorMessage={errors.effectiveFrom}
          />
          <Switch isSelected={values.enabled} onChange={set('enabled')}>
            {t('bonus.rule.enabled')}
          </Switch>
          <Input label={t('bonus.rule.remark')} value={values.remark} onChange={set('remark')} />
        </form>
      )}
    </FormDialog>
  );
}

/** 奖金规则 (/bonus-rule): rate, coefficient range, role and stage splits and hold-back by business type. */
export default function BonusRulePage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const page = useBonusRules(pageNo);
  const [editing, setEditing] = useState<BonusRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BonusRule | null>(null);
  const remove = useDeleteRule();

  const columns = useMemo<DataGridColumn<BonusRule>[]>(() => {
    const actions: RowAction<BonusRule>[] = [
      { id: 'edit', label: t('bonus.edit'), onPress: setEditing },
      { id: 'delete', label: t('bonus.delete'), variant: 'danger', onPress: setDeleting },
    ];
    const splits = (rule: BonusRule) =>
      ROLES.map(
        (role) => `${t(`bonus.role.${role}`)} ${percentOf(rule.roleSplits[role] ?? '0')}%`,
      ).join(' / ');
    return [
      { key: 'name', title: t('bonus.rule.name'), width: 200 },
      {
        key: 'businessType',
        title: t('bonus.rule.businessType'),
        width: 140,
        render: (row) => t(`bonus.businessType.${row.businessType}`),
      },
      {
        key: 'rate',
        title: t('bonus.rule.rate'),
        width: 100,
        align: 'right',
        render: (row) => percentOf(row.rate),
      },
      {
        key: 'coefficient',
        title: t('bonus.rule.coefficient'),
        width: 110,
        render: (row) => `${row.coefficientMin} ~ ${row.coefficientMax}`,
      },
      { key: 'roleSplits', title: t('bonus.rule.roleSplits'), width: 380, render: splits },
      {
        key: 'stageSplits',
        title: t('bonus.rule.stageSplits'),
        width: 200,
        render: (row) =>
          row.stageSplits
            ? STAGES.map((stage) => percentOf(row.stageSplits?.[stage] ?? '0')).join(' / ')
            : '',
      },
      {
        key: 'holdbackRate',
        title: t('bonus.rule.holdback'),
        width: 100,
        align: 'right',
        render: (row) => percentOf(row.holdbackRate),
      },
      { key: 'effectiveFrom', title: t('bonus.rule.effectiveFrom'), width: 110 },
      {
        key: 'enabled',
        title: t('bonus.rule.enabled'),
        width: 70,
        render: (row) => (
          <Tag status={row.enabled ? 'success' : 'info'}>
            {row.enabled ? t('bonus.rule.yes') : t('bonus.rule.no')}
          </Tag>
        ),
      },
      {
        key: 'actions',
        title: t('bonus.actions'),
        width: 130,
        render: rowActionsRenderer(actions),
      },
    ];
  }, [t]);

  return (
    <AdminPage
      title={t('bonus.rule.heading')}
      actionsLabel={t('bonus.actions')}
      actions={
        <Button variant="primary" onPress={() => setEditing('new')}>
          {t('bonus.rule.create')}
        </Button>
      }
    >
      <Panel>
        <DataGrid<BonusRule>
          aria-label={t('bonus.rule.grid')}
          columns={columns}
          rows={page.data?.data ?? []}
          rowKey="id"
          loading={page.isFetching}
          emptyText={t('bonus.empty')}
          pagination="server"
          total={page.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={BONUS_PAGE_SIZE}
          onPageChange={setPageNo}
        />
      </Panel>
      {editing ? (
        <RuleFormDialog
          rule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteConfirm
          title={t('bonus.rule.deleteTitle')}
          name={deleting.name}
          note={t('bonus.rule.deleteNote')}
          run={() => remove.mutateAsync(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
