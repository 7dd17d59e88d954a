import {
  OBJECTIVE_MEASURES,
  OBJECTIVE_METHODS,
  type ObjectiveAdjustment,
  type ObjectiveMeasure,
  type ObjectiveMethod,
  type ObjectivePlan,
  type ObjectiveTargetInput,
} from '@ccms/api-client';
import { DataGrid, type DataGridColumn } from '@ccms/data-grid';
import { Button, Input, Select } from '@ccms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelHeader, PanelNote } from '../admin/shared/AdminLayout.styles';
import { rollUpTargets, type RollUp } from './rollup';
import { AdminPage } from '../admin/shared/AdminPage';
import { FormDialog } from '../admin/shared/FormDialog';
import { useCan } from '../admin/shared/useCan';
import { formatYuan } from '../finance/money';
import {
  MeasureSwitch,
  Problems,
  Rolled,
  Scroll,
  Sheet,
  YearSelect,
  fromCents,
  toCents,
} from './objectivesShared';
import { useAdjustPlan, useIssuePlan, useObjectivePlan, useSavePlan } from './objectivesQueries';

type Totals = Record<ObjectiveMeasure, string>;
interface Draft {
  totals: Totals;
  methods: Record<ObjectiveMeasure, ObjectiveMethod>;
  /** `${departmentId}|${measure}` → the yearly target as typed. */
  annual: Record<string, string>;
  /** `${departmentId}|${measure}` → 12 monthly amounts as typed (manual split). */
  manual: Record<string, string[]>;
}

const keyOf = (departmentId: string, measure: ObjectiveMeasure) => `${departmentId}|${measure}`;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export function draftOf(plan: ObjectivePlan): Draft {
  const methods = Object.fromEntries(
    OBJECTIVE_MEASURES.map((m) => [
      m,
      plan.targets.find((target) => target.measure === m)?.method ?? 'even',
    ]),
  ) as Draft['methods'];
  const annual: Draft['annual'] = {};
  const manual: Draft['manual'] = {};
  for (const target of plan.targets) {
    annual[keyOf(target.departmentId, target.measure)] = target.annual;
    manual[keyOf(target.departmentId, target.measure)] = [...target.months];
  }
  return { totals: { ...plan.totals }, methods, annual, manual };
}

/** The targets the draft sends: every department and measure with a yearly amount typed. */
export function targetsOf(plan: ObjectivePlan, draft: Draft): ObjectiveTargetInput[] {
  const out: ObjectiveTargetInput[] = [];
  for (const department of plan.departments)
    for (const measure of OBJECTIVE_MEASURES) {
      const key = keyOf(department.departmentId, measure);
      const annual = (draft.annual[key] ?? '').trim();
      if (!annual) continue;
      const method = draft.methods[measure];
      out.push({
        departmentId: department.departmentId,
        measure,
        annual,
        method,
        ...(method === 'manual'
          ? { months: MONTHS.map((m) => (draft.manual[key]?.[m - 1] ?? '').trim() || '0') }
          : {}),
      });
    }
  return out;
}

/** Per measure the roll-up of the typed targets (rollup.ts): effective targets and the problems. */
function rollUpsOf(plan: ObjectivePlan, draft: Draft): Record<ObjectiveMeasure, RollUp> {
  return Object.fromEntries(
    OBJECTIVE_MEASURES.map((measure) => [
      measure,
      rollUpTargets(plan.departments, (id) => {
        const typed = (draft.annual[keyOf(id, measure)] ?? '').trim();
        return typed ? toCents(typed) : undefined;
      }),
    ]),
  ) as Record<ObjectiveMeasure, RollUp>;
}

function ReasonDialog({
  isPending,
  onClose,
  onSubmit,
}: {
  isPending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      title={t('objectives.plan.reasonTitle')}
      isPending={isPending}
      onClose={onClose}
      submitText={t('objectives.plan.saveAdjust')}
    >
      {(formId) => (
        <form
          id={formId}
          aria-label={t('objectives.plan.reasonTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(reason);
          }}
        >
          <Input
            label={t('objectives.plan.reason')}
            value={reason}
            onChange={setReason}
            isRequired
            width="long"
          />
        </form>
      )}
    </FormDialog>
  );
}

function History({ adjustments }: { adjustments: readonly ObjectiveAdjustment[] }) {
  const { t } = useTranslation();
  const columns = useMemo<DataGridColumn<ObjectiveAdjustment>[]>(
    () => [
      { key: 'createdAt', title: t('objectives.plan.time'), width: 170 },
      { key: 'createdBy', title: t('objectives.plan.by'), width: 110 },
      { key: 'reason', title: t('objectives.plan.reason'), width: 220 },
      {
        key: 'changes',
        title: t('objectives.plan.changes'),
        width: 520,
        render: (row) =>
          row.changes
            .map((change) =>
              t('objectives.plan.change', {
                department: change.departmentName || t('objectives.company'),
                measure: t(`objectives.measures.${change.measure}`),
                before:
                  change.before === null ? t('objectives.plan.none') : formatYuan(change.before),
                after: change.after === null ? t('objectives.plan.none') : formatYuan(change.after),
              }),
            )
            .join('；'),
      },
    ],
    [t],
  );
  return (
    <DataGrid<ObjectiveAdjustment>
      aria-label={t('objectives.plan.historyGrid')}
      columns={columns}
      rows={adjustments}
      rowKey="id"
      emptyText={t('objectives.empty')}
    />
  );
}

function PlanEditor({ plan, canEdit }: { plan: ObjectivePlan; canEdit: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(plan));
  const [adjusting, setAdjusting] = useState(false);
  const [askReason, setAskReason] = useState(false);
  const [measure, setMeasure] = useState<ObjectiveMeasure>('contract');
  const save = useSavePlan();
  const issue = useIssuePlan();
  const adjust = useAdjustPlan();
  const issued = plan.status === 'issued';
  const editable = canEdit && plan.canEditAll && (!issued || adjusting);
  const rollUps = rollUpsOf(plan, draft);
  const names = new Map(plan.departments.map((d) => [d.departmentId, d.departmentName]));
  const measureName = (m: ObjectiveMeasure) => t(`objectives.measures.${m}`);
  const problems = OBJECTIVE_MEASURES.flatMap((m) => {
    const children = rollUps[m].mismatches.map((problem) =>
      t('objectives.plan.childrenMismatch', {
        measure: measureName(m),
        department: names.get(problem.departmentId) ?? '',
        sum: formatYuan(fromCents(problem.children)),
        own: formatYuan(fromCents(problem.own)),
      }),
    );
    const total = toCents(draft.totals[m]);
    const sum = rollUps[m].topLevel;
    if (total === null || sum === null || total === sum) return children;
    return [
      ...children,
      t('objectives.plan.mismatch', {
        measure: measureName(m),
        sum: formatYuan(fromCents(sum)),
        total: formatYuan(fromCents(total)),
      }),
    ];
  });
  const setAnnual = (key: string, value: string) =>
    setDraft((d) => ({ ...d, annual: { ...d.annual, [key]: value } }));
  const setManual = (key: string, index: number, value: string) =>
    setDraft((d) => {
      const months = [...(d.manual[key] ?? MONTHS.map(() => ''))];
      months[index] = value;
      return { ...d, manual: { ...d.manual, [key]: months } };
    });
  const body = () => ({
    year: plan.year,
    totals: draft.totals,
    targets: targetsOf(plan, draft),
  });
  const saveDraft = async () => {
    try {
      setDraft(draftOf(await save.mutateAsync(body())));
    } catch {
      // The request layer has told why; the draft stays as typed.
    }
  };
  const saveAdjustment = async (reason: string) => {
    try {
      setDraft(draftOf(await adjust.mutateAsync({ ...body(), reason })));
      setAskReason(false);
      setAdjusting(false);
    } catch {
      // As above.
    }
  };
  const savedMonths = new Map(
    plan.targets.map((target) => [keyOf(target.departmentId, target.measure), target.months]),
  );
  const manualEditing = editable && draft.methods[measure] === 'manual';

  return (
    <>
      <PanelNote aria-live="polite">
        {t('objectives.plan.status', { status: t(`objectives.statuses.${plan.status}`) })}
        {plan.issuedAt
          ? ` · ${t('objectives.plan.issuedBy', { name: plan.issuedBy ?? '', time: plan.issuedAt })}`
          : ''}
      </PanelNote>
      <PanelNote>{t('objectives.plan.note')}</PanelNote>
      <PanelNote>{t('objectives.plan.rollupRules')}</PanelNote>
      {canEdit && !plan.canEditAll ? <PanelNote>{t('objectives.plan.readOnly')}</PanelNote> : null}
      {editable ? (
        <PanelHeader>
          {OBJECTIVE_MEASURES.map((m) => (
            <Select
              key={m}
              label={t('objectives.plan.method', { measure: measureName(m) })}
              width="short"
              options={OBJECTIVE_METHODS.map((method) => ({
                value: method,
                label: t(`objectives.methods.${method}`),
              }))}
              value={draft.methods[m]}
              onChange={(value) => {
                const method = OBJECTIVE_METHODS.find((x) => x === value);
                if (method) setDraft((d) => ({ ...d, methods: { ...d.methods, [m]: method } }));
              }}
            />
          ))}
        </PanelHeader>
      ) : null}
      <Scroll>
        <Sheet aria-label={t('objectives.plan.grid')}>
          <thead>
            <tr>
              <th scope="col">{t('objectives.department')}</th>
              {OBJECTIVE_MEASURES.map((m) => (
                <th key={m} scope="col">
                  {measureName(m)}
                  {editable ? '' : ` (${t(`objectives.methods.${draft.methods[m]}`)})`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="total">
              <th scope="row">{t('objectives.company')}</th>
              {OBJECTIVE_MEASURES.map((m) => (
                <td key={m} className="number">
                  {editable ? (
                    <input
                      aria-label={t('objectives.plan.companyTotal', { measure: measureName(m) })}
                      inputMode="decimal"
                      value={draft.totals[m]}
                      aria-invalid={toCents(draft.totals[m]) === null}
                      onChange={(event) =>
                        setDraft((d) => ({
                          ...d,
                          totals: { ...d.totals, [m]: event.target.value },
                        }))
                      }
                    />
                  ) : (
                    formatYuan(plan.totals[m])
                  )}
                </td>
              ))}
            </tr>
            <tr className="total">
              <th scope="row">{t('objectives.departmentSum')}</th>
              {OBJECTIVE_MEASURES.map((m) => (
                <td key={m} className="number">
                  {rollUps[m].topLevel === null ? '—' : formatYuan(fromCents(rollUps[m].topLevel))}
                </td>
              ))}
            </tr>
            {plan.departments.map((department) => (
              <tr key={department.departmentId}>
                <th scope="row" style={{ paddingLeft: `${0.5 + department.depth * 1.25}rem` }}>
                  {department.departmentName}
                </th>
                {OBJECTIVE_MEASURES.map((m) => {
                  const key = keyOf(department.departmentId, m);
                  const typed = draft.annual[key] ?? '';
                  const rolled = rollUps[m].rolled.get(department.departmentId);
                  const fromChildren =
                    rolled?.source === 'children' ? (
                      <Rolled>
                        {t('objectives.plan.fromChildren', {
                          amount: formatYuan(fromCents(rolled.cents)),
                        })}
                      </Rolled>
                    ) : null;
                  return (
                    <td key={m} className="number">
                      {fromChildren}
                      {editable ? (
                        <input
                          aria-label={t('objectives.plan.annual', {
                            department: department.departmentName,
                            measure: measureName(m),
                          })}
                          inputMode="decimal"
                          value={typed}
                          aria-invalid={typed.trim() !== '' && toCents(typed) === null}
                          onChange={(event) => setAnnual(key, event.target.value)}
                        />
                      ) : typed ? (
                        formatYuan(typed)
                      ) : (
                        ''
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Sheet>
      </Scroll>
      {problems.length > 0 ? (
        <Problems aria-live="polite">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Problems>
      ) : null}
      {canEdit && plan.canEditAll ? (
        <PanelHeader>
          {!issued ? (
            <>
              <Button variant="primary" isPending={save.isPending} onPress={() => void saveDraft()}>
                {t('objectives.plan.save')}
              </Button>
              {plan.status === 'draft' ? (
                <Button isPending={issue.isPending} onPress={() => issue.mutate(plan.year)}>
                  {t('objectives.plan.issue')}
                </Button>
              ) : null}
            </>
          ) : adjusting ? (
            <>
              <Button variant="primary" onPress={() => setAskReason(true)}>
                {t('objectives.plan.saveAdjust')}
              </Button>
              <Button
                onPress={() => {
                  setAdjusting(false);
                  setDraft(draftOf(plan));
                }}
              >
                {t('objectives.plan.cancelAdjust')}
              </Button>
            </>
          ) : (
            <Button onPress={() => setAdjusting(true)}>{t('objectives.plan.adjust')}</Button>
          )}
        </PanelHeader>
      ) : null}

      <h2>{t('objectives.plan.monthsHeading')}</h2>
      <MeasureSwitch
        label={t('objectives.production.measure')}
        measure={measure}
        onChange={setMeasure}
      />
      {manualEditing ? <PanelNote>{t('objectives.plan.manualHint')}</PanelNote> : null}
      <Scroll>
        <Sheet aria-label={t('objectives.plan.monthsGrid', { measure: measureName(measure) })}>
          <thead>
            <tr>
              <th scope="col">{t('objectives.department')}</th>
              {MONTHS.map((m) => (
                <th key={m} scope="col">
                  {t('objectives.plan.monthLabel', { month: m })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plan.departments
              .filter(
                (d) =>
                  savedMonths.has(keyOf(d.departmentId, measure)) ||
                  (manualEditing && (draft.annual[keyOf(d.departmentId, measure)] ?? '').trim()),
              )
              .map((department) => {
                const key = keyOf(department.departmentId, measure);
                return (
                  <tr key={department.departmentId}>
                    <th scope="row">{department.departmentName}</th>
                    {MONTHS.map((m) => (
                      <td key={m} className="number">
                        {manualEditing ? (
                          <input
                            aria-label={t('objectives.plan.monthCell', {
                              department: department.departmentName,
                              month: m,
                              measure: measureName(measure),
                            })}
                            inputMode="decimal"
                            value={draft.manual[key]?.[m - 1] ?? ''}
                            onChange={(event) => setManual(key, m - 1, event.target.value)}
                          />
                        ) : (
                          formatYuan(savedMonths.get(key)?.[m - 1])
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })}
          </tbody>
        </Sheet>
      </Scroll>

      <h2>{t('objectives.plan.history')}</h2>
      <History adjustments={plan.adjustments} />
      {askReason ? (
        <ReasonDialog
          isPending={adjust.isPending}
          onClose={() => setAskReason(false)}
          onSubmit={(reason) => void saveAdjustment(reason)}
        />
      ) : null}
    </>
  );
}

/**
 * 目标制定 (/b/business-objectives/plan-method): per year the company's and each department's
 * targets of 合同额, 产值, 回款 and 利润 with their monthly split (computed by the server, to the
 * cent), saved as a draft, issued (locked), and adjusted with a reason kept in the history.
 */
export default function PlanMethodPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const plan = useObjectivePlan(year);
  const canEdit = useCan('objectives:edit');
  return (
    <AdminPage title={t('objectives.plan.heading')}>
      <Panel aria-busy={plan.isFetching}>
        <PanelHeader>
          <YearSelect year={year} onChange={setYear} />
        </PanelHeader>
        <PanelNote>{t('objectives.unitNote')}</PanelNote>
        {plan.data && plan.data.year === year ? (
          <PlanEditor
            key={`${plan.data.year}-${plan.data.status}-${plan.data.adjustments.length}`}
            plan={plan.data}
            canEdit={canEdit}
          />
        ) : null}
      </Panel>
    </AdminPage>
  );
}
