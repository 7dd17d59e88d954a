import type {
  WfDeptLeaderRow,
  WfFlowSettings,
  WfFlowSettingView,
  WfFlowStep,
  WfInstanceRow,
} from '@ccms/api-client';
import { DataGrid, rowActionsRenderer, type DataGridColumn } from '@ccms/data-grid';
import { PersonPicker, type PickedEntry } from '@ccms/pickers';
import {
  Button,
  Checkbox,
  Input,
  NumberInput,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Switch,
  Textarea,
  toast,
} from '@ccms/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api/client';
import { useOrganisationTree } from '../../../api/useOrganisationTree';
import { Panel, PanelHeader, PanelNote } from '../../admin/shared/AdminLayout.styles';
import { ButtonLink } from '../../admin/shared/AdminPage';
import { instanceHref } from '../lists/WorkflowListPage';
import { workflowKeys } from '../workflowQueries';
import { FieldStack, StepRow } from './FlowSettingsPage.styles';
import type { SettingTab } from './settingTabs';
import {
  settingKeys,
  useDeptLeaders,
  useFlowInstances,
  useSaveDeptLeaders,
  useSaveFlowSetting,
} from './settingsQueries';

const FlowChart = lazy(() => import('../chart/FlowChart'));
const DATA_PAGE_SIZE = 20;
const NO_IDS: readonly string[] = [];

type Names = Record<string, string>;
const picked = (ids: readonly string[], names: Names): PickedEntry[] =>
  ids.map((id) => ({ id, name: names[id] ?? id }));

/** Several people from the organisation tree (not required: none is a fine answer). */
function PeopleField({
  label,
  ids,
  names,
  onChange,
}: {
  label: string;
  ids: readonly string[];
  names: Names;
  onChange: (entries: readonly PickedEntry[]) => void;
}) {
  const organisation = useOrganisationTree();
  return (
    <PersonPicker
      label={label}
      nodes={organisation.nodes}
      loadChildren={organisation.loadChildren}
      multiple
      value={picked(ids, names)}
      onChange={onChange}
    />
  );
}

/** The settings document being edited by a tab, its names, and its save. */
function useDraft(view: WfFlowSettingView) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<WfFlowSettings>(view.settings);
  const [names, setNames] = useState<Names>(view.names);
  const save = useSaveFlowSetting(view.key);
  const learn = (entries: readonly PickedEntry[]) =>
    setNames((known) => ({ ...known, ...Object.fromEntries(entries.map((e) => [e.id, e.name])) }));
  const submit = () =>
    save.mutate(draft, { onSuccess: () => toast.success(t('wfSettings.saved')) });
  return { draft, setDraft, names, learn, save, submit };
}

function SaveBar({ pending, onSave }: { pending: boolean; onSave: () => void }) {
  const { t } = useTranslation();
  return (
    <PanelHeader>
      <Button variant="primary" isPending={pending} onPress={onSave}>
        {t('wfSettings.save')}
      </Button>
    </PanelHeader>
  );
}

function TabPanel({ tab, children }: { tab: SettingTab; children: ReactNode }) {
  const { t } = useTranslation();
  const id = `wf-setting-${tab}`;
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{t(`wfSettings.tabs.${tab}`)}</h2>
      {children}
    </Panel>
  );
}

/* ─────────────────────────────────────────────── f-base-setting */

function BaseTab({ view }: { view: WfFlowSettingView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { draft, setDraft, save } = useDraft(view);
  const model = view.model;
  const [name, setName] = useState(model?.name ?? view.definition.name);
  const [categoryId, setCategoryId] = useState<string | null>(model?.categoryId ?? null);
  const [pcEnabled, setPcEnabled] = useState(model?.pcEnabled ?? view.definition.pcEnabled);
  const categories = useQuery({
    queryKey: ['workflow', 'settings', 'categories'],
    queryFn: () => api.workflow.wfCategoryList(),
  });
  const saveModel = useMutation({
    mutationFn: async () => {
      if (model)
        await api.workflow.wfModelSave({
          body: { id: model.id, key: model.key, name, categoryId, xml: model.xml, pcEnabled },
        });
      await save.mutateAsync(draft);
    },
    onSuccess: () => {
      toast.success(t('wfSettings.saved'));
      void queryClient.invalidateQueries({ queryKey: settingKeys.view(view.key) });
      void queryClient.invalidateQueries({ queryKey: workflowKeys.startable });
    },
  });
  return (
    <TabPanel tab="f-base-setting">
      <PanelNote>{model ? t('wfSettings.base.modelNote') : t('wfSettings.base.noModel')}</PanelNote>
      <FieldStack>
        <Input label={t('wfSettings.base.key')} value={view.key} isReadOnly />
        <Input
          label={t('wfSettings.base.version')}
          value={`v${view.definition.version}`}
          isReadOnly
        />
        <Input
          label={t('wfSettings.base.name')}
          value={name}
          onChange={setName}
          isDisabled={!model}
          maxLength={100}
        />
        <Select
          label={t('wfSettings.base.category')}
          isDisabled={!model}
          isClearable
          placeholder={t('wfSettings.base.noCategory')}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={categoryId}
          onChange={(value) => setCategoryId(value === null ? null : String(value))}
        />
        <Switch isSelected={pcEnabled} onChange={setPcEnabled} isDisabled={!model}>
          {t('wfSettings.base.pcEnabled')}
        </Switch>
        <Textarea
          label={t('wfSettings.base.description')}
          value={draft.base.description}
          maxLength={500}
          onChange={(description) => setDraft({ ...draft, base: { ...draft.base, description } })}
        />
        <NumberInput
          label={t('wfSettings.base.sort')}
          value={draft.base.sort}
          min={0}
          max={9999}
          precision={0}
          onChange={(sort) => setDraft({ ...draft, base: { ...draft.base, sort: sort ?? 0 } })}
        />
      </FieldStack>
      <SaveBar pending={saveModel.isPending} onSave={() => saveModel.mutate()} />
    </TabPanel>
  );
}

/* ─────────────────────────────────────────────── f-form-manager */

function FormTab({ view }: { view: WfFlowSettingView }) {
  const { t } = useTranslation();
  const formId = view.definition.formId;
  const label = (key: string) => view.formFields.find((f) => f.key === key)?.label ?? key;
  const stepName = (id: string) => view.steps.find((s) => s.id === id)?.name ?? id;
  const rules = Object.entries(view.formNodes).flatMap(([step, fields]) =>
    Object.entries(fields).map(([field, rule]) => ({
      id: `${step}:${field}`,
      step,
      field,
      ...rule,
    })),
  );
  type Rule = (typeof rules)[number];
  const yesNo = (value: boolean) => t(value ? 'wfSettings.yes' : 'wfSettings.no');
  const columns: DataGridColumn<Rule>[] = [
    {
      key: 'step',
      title: t('wfSettings.form.column.step'),
      width: 160,
      render: (r) => stepName(r.step),
    },
    {
      key: 'field',
      title: t('wfSettings.form.column.field'),
      width: 160,
      render: (r) => label(r.field),
    },
    {
      key: 'display',
      title: t('wfSettings.form.column.display'),
      width: 90,
      render: (r) => yesNo(r.display),
    },
    {
      key: 'readonly',
      title: t('wfSettings.form.column.readonly'),
      width: 90,
      render: (r) => yesNo(r.readonly),
    },
    {
      key: 'required',
      title: t('wfSettings.form.column.required'),
      width: 90,
      render: (r) => yesNo(r.required),
    },
  ];
  return (
    <TabPanel tab="f-form-manager">
      {formId ? (
        <>
          <PanelNote>
            {t('wfSettings.form.bound', { code: view.definition.formCode ?? formId })}
          </PanelNote>
          <PanelHeader>
            <ButtonLink to={`/sys-manager/model-form-manager?formId=${encodeURIComponent(formId)}`}>
              {t('wfSettings.form.openDesigner')}
            </ButtonLink>
          </PanelHeader>
          <h3>{t('wfSettings.form.rules')}</h3>
          {rules.length === 0 ? (
            <PanelNote>{t('wfSettings.form.noRules')}</PanelNote>
          ) : (
            <DataGrid<Rule>
              aria-label={t('wfSettings.form.rules')}
              columns={columns}
              rows={rules}
              rowKey="id"
              pagination="client"
              pageSize={50}
            />
          )}
        </>
      ) : (
        <PanelNote>{t('wfSettings.form.none')}</PanelNote>
      )}
    </TabPanel>
  );
}

/* ─────────────────────────────────────────────── f-flow-design */

function DesignTab({ view }: { view: WfFlowSettingView }) {
  const { t } = useTranslation();
  return (
    <TabPanel tab="f-flow-design">
      <PanelNote>{t('wfSettings.design.note', { version: view.definition.version })}</PanelNote>
      <PanelHeader>
        <ButtonLink to="/sys-manager/act-models">{t('wfSettings.design.openModeler')}</ButtonLink>
      </PanelHeader>
      <Suspense fallback={<Spinner label={t('wfSettings.loading')} />}>
        <FlowChart xml={view.definitionXml} finished={NO_IDS} flows={NO_IDS} current={NO_IDS} />
      </Suspense>
    </TabPanel>
  );
}

/* ─────────────────────────────────────────────── f-flow-step */

/** A step's people in words: assignee, candidates, roles, departments, a leader field. */
export function assignmentText(step: WfFlowStep, names: Names, t: TFunction) {
  const who = (ids: readonly string[]) => ids.map((id) => names[id] ?? id).join('、');
  const parts: string[] = [];
  if (step.assignee)
    parts.push(
      t('wfSettings.step.assignee', {
        who: step.assignee === '${starter}' ? t('wfSettings.step.starter') : who([step.assignee]),
      }),
    );
  if (step.candidateUsers.length > 0)
    parts.push(t('wfSettings.step.candidateUsers', { who: who(step.candidateUsers) }));
  if (step.candidateRoles.length > 0)
    parts.push(t('wfSettings.step.candidateRoles', { who: who(step.candidateRoles) }));
  if (step.candidateDepts.length > 0)
    parts.push(t('wfSettings.step.candidateDepts', { who: who(step.candidateDepts) }));
  if (step.leaderField) parts.push(t('wfSettings.step.leaderField', { field: step.leaderField }));
  return parts.length > 0 ? parts.join('；') : t('wfSettings.step.nobody');
}

function countersignText(step: WfFlowStep, t: TFunction) {
  if (!step.countersign) return t('wfSettings.step.single');
  const mode = ['all', 'any', 'condition'].includes(step.countersign)
    ? t(`wfSettings.step.countersign.${step.countersign}`)
    : t('wfSettings.step.countersign.ratio', { ratio: step.countersign });
  return step.sequential ? `${mode}（${t('wfSettings.step.sequential')}）` : mode;
}

function StepTab({ view }: { view: WfFlowSettingView }) {
  const { t } = useTranslation();
  const columns: DataGridColumn<WfFlowStep>[] = [
    { key: 'name', title: t('wfSettings.step.column.name'), width: 160 },
    { key: 'id', title: t('wfSettings.step.column.id'), width: 140 },
    {
      key: 'assignment',
      title: t('wfSettings.step.column.assignment'),
      width: 360,
      render: (step) => assignmentText(step, view.names, t),
    },
    {
      key: 'countersign',
      title: t('wfSettings.step.column.countersign'),
      width: 180,
      render: (step) => countersignText(step, t),
    },
  ];
  return (
    <TabPanel tab="f-flow-step">
      <DataGrid<WfFlowStep>
        aria-label={t('wfSettings.step.grid')}
        columns={columns}
        rows={view.steps}
        rowKey="id"
        emptyText={t('wfSettings.step.empty')}
        pagination="client"
        pageSize={50}
      />
    </TabPanel>
  );
}

/* ─────────────────────────────────────────────── f-flow-notice */

function NoticeTab({ view }: { view: WfFlowSettingView }) {
  const { t } = useTranslation();
  const { draft, setDraft, names, learn, save, submit } = useDraft(view);
  const stepOf = (id: string) =>
    draft.notices.steps[id] ?? { onArrive: true, tellStarter: false, users: [] };
  const setStep = (id: string, patch: Partial<ReturnType<typeof stepOf>>) =>
    setDraft({
      ...draft,
      notices: {
        ...draft.notices,
        steps: { ...draft.notices.steps, [id]: { ...stepOf(id), ...patch } },
      },
    });
  const end = draft.notices.end;
  return (
    <TabPanel tab="f-flow-notice">
      <PanelNote>{t('wfSettings.notice.note')}</PanelNote>
      {view.steps.map((step) => (
        <StepRow key={step.id}>
          <legend>{step.name}</legend>
          <Checkbox
            isSelected={stepOf(step.id).onArrive}
            onChange={(onArrive) => setStep(step.id, { onArrive })}
          >
            {t('wfSettings.notice.onArrive')}
          </Checkbox>
          <Checkbox
            isSelected={stepOf(step.id).tellStarter}
            onChange={(tellStarter) => setStep(step.id, { tellStarter })}
          >
            {t('wfSettings.notice.tellStarter')}
          </Checkbox>
          <PeopleField
            label={t('wfSettings.notice.users')}
            ids={stepOf(step.id).users}
            names={names}
            onChange={(entries) => {
              learn(entries);
              setStep(step.id, { users: entries.map((e) => e.id) });
            }}
          />
        </StepRow>
      ))}
      <StepRow>
        <legend>{t('wfSettings.notice.end')}</legend>
        <Checkbox
          isSelected={end.tellStarter}
          onChange={(tellStarter) =>
            setDraft({ ...draft, notices: { ...draft.notices, end: { ...end, tellStarter } } })
          }
        >
          {t('wfSettings.notice.endTellStarter')}
        </Checkbox>
        <PeopleField
          label={t('wfSettings.notice.endUsers')}
          ids={end.users}
          names={names}
          onChange={(entries) => {
            learn(entries);
            setDraft({
              ...draft,
              notices: { ...draft.notices, end: { ...end, users: entries.map((e) => e.id) } },
            });
          }}
        />
      </StepRow>
      <SaveBar pending={save.isPending} onSave={submit} />
    </TabPanel>
  );
}

/* ─────────────────────────────────────────────── f-flow-expire-notice */

function ExpireTab({ view }: { view: WfFlowSettingView }) {
  const { t } = useTranslation();
  const { draft, setDraft, names, learn, save, submit } = useDraft(view);
  const run = useMutation({
    mutationFn: () => api.workflow.wfExpireRun(),
    onSuccess: (told) => toast.success(t('wfSettings.expire.ran', told)),
  });
  const stepOf = (id: string) =>
    draft.expire.steps[id] ?? { hours: 0, tellAssignee: true, tellStarter: false, users: [] };
  const setStep = (id: string, patch: Partial<ReturnType<typeof stepOf>>) =>
    setDraft({
      ...draft,
      expire: { steps: { ...draft.expire.steps, [id]: { ...stepOf(id), ...patch } } },
    });
  return (
    <TabPanel tab="f-flow-expire-notice">
      <PanelNote>{t('wfSettings.expire.note')}</PanelNote>
      {view.steps.map((step) => (
        <StepRow key={step.id}>
          <legend>{step.name}</legend>
          <NumberInput
            label={t('wfSettings.expire.hours')}
            description={t('wfSettings.expire.hoursHint')}
            value={stepOf(step.id).hours}
            min={0}
            max={720}
            precision={1}
            width="short"
            onChange={(hours) =>
              setStep(step.id, { hours: Math.min(720, Math.max(0, hours ?? 0)) })
            }
          />
          <Checkbox
            isSelected={stepOf(step.id).tellAssignee}
            onChange={(tellAssignee) => setStep(step.id, { tellAssignee })}
          >
            {t('wfSettings.expire.tellAssignee')}
          </Checkbox>
          <Checkbox
            isSelected={stepOf(step.id).tellStarter}
            onChange={(tellStarter) => setStep(step.id, { tellStarter })}
          >
            {t('wfSettings.expire.tellStarter')}
          </Checkbox>
          <PeopleField
            label={t('wfSettings.expire.users')}
            ids={stepOf(step.id).users}
            names={names}
            onChange={(entries) => {
              learn(entries);
              setStep(step.id, { users: entries.map((e) => e.id) });
            }}
          />
        </StepRow>
      ))}
      <PanelHeader>
        <Button variant="primary" isPending={save.isPending} onPress={submit}>
          {t('wfSettings.save')}
        </Button>
        <Button isPending={run.isPending} onPress={() => run.mutate()}>
          {t('wfSettings.expire.runNow')}
        </Button>
      </PanelHeader>
    </TabPanel>
  );
}

/* ─────────────────────────────────────────────── f-flow-data */

function DataTab({ view }: { view: WfFlowSettingView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const page = useFlowInstances(view.key, pageNo, DATA_PAGE_SIZE);
  const columns = useMemo<DataGridColumn<WfInstanceRow>[]>(
    () => [
      { key: 'title', title: t('wfSettings.data.column.title'), width: 240 },
      {
        key: 'starterName',
        title: t('wfSettings.data.column.starter'),
        width: 100,
        render: (row) => row.starterName ?? row.starterId,
      },
      {
        key: 'status',
        title: t('wfSettings.data.column.status'),
        width: 90,
        render: (row) => t(`workflow.status.${row.status}`),
      },
      {
        key: 'current',
        title: t('wfSettings.data.column.current'),
        width: 160,
        render: (row) => row.current.join('、'),
      },
      { key: 'startedAt', title: t('wfSettings.data.column.startedAt'), width: 170 },
      {
        key: 'actions',
        title: t('wfSettings.data.column.actions'),
        width: 100,
        render: rowActionsRenderer<WfInstanceRow>([
          {
            id: 'view',
            label: t('wfSettings.data.view'),
            onPress: (row) => void navigate(instanceHref(row, 'adminView')),
          },
        ]),
      },
    ],
    [navigate, t],
  );
  return (
    <TabPanel tab="f-flow-data">
      <DataGrid<WfInstanceRow>
        aria-label={t('wfSettings.data.grid')}
        columns={columns}
        rows={page.data?.data ?? []}
        rowKey="id"
        loading={page.isFetching}
        emptyText={t('wfSettings.data.empty')}
        pagination="server"
        total={page.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={DATA_PAGE_SIZE}
        onPageChange={setPageNo}
      />
    </TabPanel>
  );
}

/* ─────────────────────────────────────────────── f-leader-field */

function LeaderEditor({ row, onDone }: { row: WfDeptLeaderRow; onDone: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<readonly PickedEntry[]>(
    row.leaders.map((l) => ({ id: l.userId, name: l.name })),
  );
  const save = useSaveDeptLeaders();
  const organisation = useOrganisationTree();
  return (
    <StepRow>
      <legend>{t('wfSettings.leader.pick', { dept: row.deptName })}</legend>
      <PersonPicker
        label={t('wfSettings.leader.pick', { dept: row.deptName })}
        nodes={organisation.nodes}
        loadChildren={organisation.loadChildren}
        multiple
        value={chosen}
        onChange={setChosen}
      />
      <Button
        variant="primary"
        isPending={save.isPending}
        onPress={() =>
          save.mutate(
            { deptId: row.deptId, userIds: chosen.map((c) => c.id) },
            {
              onSuccess: () => {
                toast.success(t('wfSettings.leader.saved'));
                onDone();
              },
            },
          )
        }
      >
        {t('wfSettings.save')}
      </Button>
      <Button onPress={onDone}>{t('wfSettings.leader.cancel')}</Button>
    </StepRow>
  );
}

function LeaderTab({ view }: { view: WfFlowSettingView }) {
  const { t } = useTranslation();
  const leaders = useDeptLeaders();
  const [editing, setEditing] = useState<WfDeptLeaderRow | null>(null);
  const fieldLabel = (key: string) => view.formFields.find((f) => f.key === key)?.label ?? key;
  const leaderSteps = view.steps.filter((s) => s.leaderField);
  const columns = useMemo<DataGridColumn<WfDeptLeaderRow>[]>(
    () => [
      { key: 'deptName', title: t('wfSettings.leader.column.dept'), width: 200 },
      {
        key: 'leaders',
        title: t('wfSettings.leader.column.leaders'),
        width: 260,
        render: (row) =>
          row.leaders.length > 0
            ? row.leaders.map((l) => l.name).join('、')
            : t('wfSettings.leader.none'),
      },
      {
        key: 'actions',
        title: t('wfSettings.leader.column.actions'),
        width: 120,
        render: rowActionsRenderer<WfDeptLeaderRow>([
          { id: 'edit', label: t('wfSettings.leader.edit'), onPress: setEditing },
        ]),
      },
    ],
    [t],
  );
  return (
    <TabPanel tab="f-leader-field">
      <h3>{t('wfSettings.leader.stepsHeading')}</h3>
      {leaderSteps.length === 0 ? (
        <PanelNote>{t('wfSettings.leader.noSteps')}</PanelNote>
      ) : (
        <ul>
          {leaderSteps.map((step) => (
            <li key={step.id}>
              {t('wfSettings.leader.stepLine', {
                step: step.name,
                field: step.leaderField,
                label: fieldLabel(step.leaderField!),
              })}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('wfSettings.leader.leadersHeading')}</h3>
      {editing ? (
        <LeaderEditor key={editing.deptId} row={editing} onDone={() => setEditing(null)} />
      ) : null}
      <DataGrid<WfDeptLeaderRow>
        aria-label={t('wfSettings.leader.grid')}
        columns={columns}
        rows={leaders.data ?? []}
        rowKey="deptId"
        loading={leaders.isFetching}
        pagination="client"
        pageSize={50}
      />
    </TabPanel>
  );
}

/* ─────────────────────────────────────────────── f-advance-setting */

function AdvanceTab({ view }: { view: WfFlowSettingView }) {
  const { t } = useTranslation();
  const { draft, setDraft, save, submit } = useDraft(view);
  const advance = draft.advance;
  const set = (patch: Partial<typeof advance>) =>
    setDraft({ ...draft, advance: { ...advance, ...patch } });
  return (
    <TabPanel tab="f-advance-setting">
      <FieldStack>
        <Switch
          isSelected={advance.allowWithdraw}
          onChange={(allowWithdraw) => set({ allowWithdraw })}
        >
          {t('wfSettings.advance.allowWithdraw')}
        </Switch>
        <RadioGroup
          label={t('wfSettings.advance.opinionRequired')}
          description={t('wfSettings.advance.opinionNote')}
          value={advance.opinionRequired}
          onChange={(value) => set({ opinionRequired: value as typeof advance.opinionRequired })}
        >
          {(['never', 'reject', 'always'] as const).map((value) => (
            <Radio key={value} value={value}>
              {t(`wfSettings.advance.opinion.${value}`)}
            </Radio>
          ))}
        </RadioGroup>
        <RadioGroup
          label={t('wfSettings.advance.rejectTo')}
          value={advance.rejectTo}
          onChange={(value) => set({ rejectTo: value as typeof advance.rejectTo })}
        >
          {(['any', 'previous', 'start'] as const).map((value) => (
            <Radio key={value} value={value}>
              {t(`wfSettings.advance.rejectOptions.${value}`)}
            </Radio>
          ))}
        </RadioGroup>
      </FieldStack>
      <SaveBar pending={save.isPending} onSave={submit} />
    </TabPanel>
  );
}

/** One tab's content; keyed by the view's key so switching flows starts a fresh draft. */
export function SettingTabContent({ tab, view }: { tab: SettingTab; view: WfFlowSettingView }) {
  switch (tab) {
    case 'f-base-setting':
      return <BaseTab key={view.key} view={view} />;
    case 'f-form-manager':
      return <FormTab view={view} />;
    case 'f-flow-design':
      return <DesignTab view={view} />;
    case 'f-flow-step':
      return <StepTab view={view} />;
    case 'f-flow-notice':
      return <NoticeTab key={view.key} view={view} />;
    case 'f-flow-expire-notice':
      return <ExpireTab key={view.key} view={view} />;
    case 'f-flow-data':
      return <DataTab key={view.key} view={view} />;
    case 'f-leader-field':
      return <LeaderTab view={view} />;
    case 'f-advance-setting':
      return <AdvanceTab key={view.key} view={view} />;
  }
}
