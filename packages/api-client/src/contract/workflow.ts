import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idListSchema, idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

// The workflow area (spec 000 §4, §7.3; spec 002 setting-flow, act-models, act-procdef,
// process-instance, process-task, wf-todo-task). The engine is pure (server modules/workflow/engine);
// these endpoints persist its state. Paths follow spec 000 §7.3 where it names them, /b/wf/... else.

/** A definition key: letters, digits, _ and - (the BPMN process id style). */
const keySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, {
    error: '流程标识须以字母开头，仅含字母、数字、_ 和 -',
  });
/** A date-time as "YYYY-MM-DD HH:mm:ss". */
const dateTime = z.string();
/** Form values the flow carries (conditions and assignee expressions read them). */
const formValues = z.record(z.string().max(64), z.unknown());
const opinionText = plainText(2000).default('');

export const wfInstanceStatusSchema = z.enum(['running', 'finished', 'withdrawn', 'terminated']);
export const wfTaskStatusSchema = z.enum(['open', 'completed', 'cancelled']);

export const wfCategorySchema = z.object({ id: z.string(), name: z.string(), sort: z.number() });
export type WfCategory = z.infer<typeof wfCategorySchema>;

export const wfModelSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  xml: z.string(),
  pcEnabled: z.boolean(),
  deployedVersion: z.number().int().nullable(),
  updatedAt: dateTime,
});
export type WfModel = z.infer<typeof wfModelSchema>;

export const wfModelSaveSchema = z.object({
  id: idSchema.optional(),
  key: keySchema,
  name: plainText(100).pipe(z.string().min(1, { error: '请输入流程名称' })),
  categoryId: idSchema.nullish().transform((value) => value ?? null),
  xml: z.string().max(500_000),
  pcEnabled: z.boolean().default(true),
});
export type WfModelSave = z.input<typeof wfModelSaveSchema>;

export const wfDefinitionSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  version: z.number().int(),
  /** Every deployed version of the key, newest first. */
  versions: z.array(z.number().int()),
  pcEnabled: z.boolean(),
  deployedAt: dateTime,
  favourite: z.boolean(),
  /** The form bound to the key (forms.processKey), if any. */
  formId: z.string().nullable(),
  formCode: z.string().nullable(),
});
export type WfDefinition = z.infer<typeof wfDefinitionSchema>;

export const wfTaskRowSchema = z.object({
  id: z.string(),
  instanceId: z.string(),
  title: z.string(),
  definitionKey: z.string(),
  activityId: z.string(),
  name: z.string(),
  assignee: z.string().nullable(),
  status: wfTaskStatusSchema,
  outcome: z.string().nullable(),
  delegationState: z.string().nullable(),
  starterId: z.string(),
  starterName: z.string().nullable(),
  instanceStatus: wfInstanceStatusSchema,
  createdAt: dateTime,
  completedAt: dateTime.nullable(),
});
export type WfTaskRow = z.infer<typeof wfTaskRowSchema>;

export const wfInstanceRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  definitionKey: z.string(),
  definitionName: z.string(),
  version: z.number().int(),
  starterId: z.string(),
  starterName: z.string().nullable(),
  status: wfInstanceStatusSchema,
  formId: z.string().nullable(),
  recordId: z.string().nullable(),
  /** Names of the open tasks (the current steps). */
  current: z.array(z.string()),
  startedAt: dateTime,
  endedAt: dateTime.nullable(),
});
export type WfInstanceRow = z.infer<typeof wfInstanceRowSchema>;

export const wfOpinionSchema = z.object({
  seq: z.number().int(),
  activityId: z.string().nullable(),
  actor: z.string(),
  actorName: z.string().nullable(),
  kind: z.string(),
  text: z.string(),
  createdAt: dateTime,
});
export type WfOpinion = z.infer<typeof wfOpinionSchema>;

export const wfChartSchema = z.object({
  xml: z.string(),
  finished: z.array(z.string()),
  flows: z.array(z.string()),
  current: z.array(z.string()),
});

export const wfProcessSchema = z.object({
  instance: wfInstanceRowSchema,
  vars: z.record(z.string(), z.unknown()),
  opinions: z.array(wfOpinionSchema),
  chart: wfChartSchema,
  /** The caller may withdraw it (starter, before anybody after the first step acted). */
  canWithdraw: z.boolean(),
  /** The caller follows it (我的关注). */
  focused: z.boolean(),
});
export type WfProcess = z.infer<typeof wfProcessSchema>;

export const wfTaskDetailSchema = z.object({
  task: wfTaskRowSchema,
  process: wfProcessSchema,
  /** The caller may act on it. */
  canAct: z.boolean(),
  /** Spec 000 §4 read-only rule: the form shows read-only. */
  readonly: z.boolean(),
  /** Passed user tasks a rejection may go back to. */
  rejectTargets: z.array(z.object({ activityId: z.string(), name: z.string() })),
});
export type WfTaskDetail = z.infer<typeof wfTaskDetailSchema>;

const taskQuery = pageRequest(
  z.object({ title: optionalText(100), definitionKey: keySchema.optional() }),
);

// ── Categories, models, definitions ────────────────────────────────────────────────────────

export const wfCategoryList = endpoint({
  method: 'GET',
  path: '/b/wf/category/list',
  summary: 'Flow categories (process-left-group), sorted',
  access: { permission: 'wf:view' },
  data: z.array(wfCategorySchema),
});

export const wfModelList = endpoint({
  method: 'POST',
  path: '/b/wf/model/queryList',
  summary: 'Flow models (act-models), filtered by name/key and category',
  access: { permission: 'wf:model:edit' },
  body: pageRequest(z.object({ name: optionalText(100), categoryId: idSchema.optional() })),
  data: pageOf(wfModelSchema),
});

export const wfModelSave = endpoint({
  method: 'POST',
  path: '/b/wf/model',
  summary: 'Create or edit a model (keys are unique in the company)',
  access: { permission: 'wf:model:edit' },
  body: wfModelSaveSchema,
  data: wfModelSchema,
});

export const wfModelDeploy = endpoint({
  method: 'POST',
  path: '/b/wf/model/{id}/deploy',
  summary:
    'Deploy a model as the next version of its key; invalid BPMN is refused with every problem',
  access: { permission: 'wf:model:edit' },
  params: z.object({ id: idSchema }),
  data: wfDefinitionSchema,
});

export const wfProcdefList = endpoint({
  method: 'POST',
  path: '/act/procdef/queryList',
  summary: 'The latest deployed definition of each key, by category, with its versions',
  access: { permission: 'home:start:flow' },
  body: pageRequest(
    z.object({
      categoryId: idSchema.optional(),
      name: optionalText(100),
      favourite: z.boolean().optional(),
    }),
  ),
  data: pageOf(wfDefinitionSchema),
});

export const wfProcdefByKey = endpoint({
  method: 'GET',
  path: '/act/procdef/key/{key}',
  summary: 'The latest deployed definition of a key',
  access: { permission: 'home:start:flow' },
  params: z.object({ key: keySchema }),
  data: wfDefinitionSchema,
});

export const wfFavourite = endpoint({
  method: 'POST',
  path: '/b/wf/favourite',
  summary: 'Mark or unmark a definition key as a favourite of the caller (flow_start_List)',
  access: { permission: 'home:start:flow' },
  body: z.object({ key: keySchema, favourite: z.boolean() }),
  data: z.null(),
});

// ── Starting and acting ────────────────────────────────────────────────────────────────────

export const wfStart = endpoint({
  method: 'POST',
  path: '/form/workflow/start',
  summary:
    'Start the latest definition of processCode with form values: the instance and its first tasks',
  access: { permission: 'home:start:flow' },
  body: z.object({
    processCode: keySchema,
    /** Parent instance (sub-flows started from a flow); kept for reference. */
    procParentId: idSchema.nullish(),
    title: optionalText(200),
    formId: idSchema.nullish(),
    recordId: idSchema.nullish(),
    values: formValues.default({}),
  }),
  data: wfInstanceRowSchema,
});

export const wfTaskActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('approve'),
    taskId: idSchema,
    opinion: opinionText,
    values: formValues.optional(),
  }),
  z.object({
    action: z.literal('reject'),
    taskId: idSchema,
    opinion: opinionText,
    /** previous | start | a passed activity id */
    to: plainText(64).default('previous'),
  }),
  z.object({
    action: z.enum(['transfer', 'delegate']),
    taskId: idSchema,
    opinion: opinionText,
    to: idSchema,
  }),
  z.object({
    action: z.literal('resolve'),
    taskId: idSchema,
    opinion: opinionText,
  }),
  z.object({
    action: z.literal('addSign'),
    taskId: idSchema,
    opinion: opinionText,
    users: idListSchema.min(1).max(50),
  }),
  z.object({
    action: z.literal('copy'),
    taskId: idSchema,
    opinion: opinionText,
    users: idListSchema.min(1).max(50),
  }),
]);
export type WfTaskAction = z.input<typeof wfTaskActionSchema>;

export const wfTaskAct = endpoint({
  method: 'POST',
  path: '/b/wf/task',
  summary:
    'Act on a task: approve, reject (previous/start/a passed step), transfer, delegate, resolve, add-sign, copy-to',
  access: { permission: 'wf:todo:view' },
  body: wfTaskActionSchema,
  data: wfInstanceRowSchema,
});

export const wfWithdraw = endpoint({
  method: 'POST',
  path: '/b/wf/process/{id}/withdraw',
  summary: 'The starter withdraws an instance before anybody after the first step acted',
  access: { permission: 'wf:my:view' },
  params: z.object({ id: idSchema }),
  body: z.object({ opinion: opinionText }),
  data: wfInstanceRowSchema,
});

// ── Lists and views ────────────────────────────────────────────────────────────────────────

export const wfTodoList = endpoint({
  method: 'POST',
  path: '/b/wf/task/queryTodoList',
  summary: 'Open tasks the caller may act on (assignee or resolved candidate)',
  access: { permission: 'wf:todo:view' },
  body: taskQuery,
  data: pageOf(wfTaskRowSchema),
});

export const wfDoneList = endpoint({
  method: 'POST',
  path: '/b/wf/task/queryDoneList',
  summary: 'Tasks the caller completed, newest first',
  access: { permission: 'wf:done:view' },
  body: taskQuery,
  data: pageOf(wfTaskRowSchema),
});

export const wfMyList = endpoint({
  method: 'POST',
  path: '/b/wf/process/queryMyList',
  summary: 'Instances the caller started (my applications), newest first',
  access: { permission: 'wf:my:view' },
  body: pageRequest(
    z.object({ title: optionalText(100), status: wfInstanceStatusSchema.optional() }),
  ),
  data: pageOf(wfInstanceRowSchema),
});

export const wfCopyList = endpoint({
  method: 'POST',
  path: '/b/wf/process/queryCopyList',
  summary: 'Instances copied to the caller (抄送), newest first',
  access: { permission: 'wf:view' },
  body: pageRequest(z.object({ title: optionalText(100) })),
  data: pageOf(wfInstanceRowSchema),
});

export const wfTaskDetail = endpoint({
  method: 'GET',
  path: '/b/wf/task/{id}',
  summary:
    'A task with its instance, opinions and chart; the read-only rule of spec 000 §4 applied',
  access: { permission: 'wf:view' },
  params: z.object({ id: idSchema }),
  query: z.object({ view: z.stringbool().optional() }),
  data: wfTaskDetailSchema,
});

export const wfProcessDetail = endpoint({
  method: 'GET',
  path: '/b/wf/process/{id}',
  summary: 'An instance with its opinions and chart data (finished, taken flows, current)',
  access: { permission: 'wf:view' },
  params: z.object({ id: idSchema }),
  data: wfProcessSchema,
});

// ── Administration ─────────────────────────────────────────────────────────────────────────

export const wfAdminProcessList = endpoint({
  method: 'POST',
  path: '/b/wf/process/queryList',
  summary: 'Every instance of the company (process-instance administration; f-flow-data by key)',
  access: { permission: 'wf:admin' },
  body: pageRequest(
    z.object({
      title: optionalText(100),
      status: wfInstanceStatusSchema.optional(),
      definitionKey: keySchema.optional(),
    }),
  ),
  data: pageOf(wfInstanceRowSchema),
});

export const wfAdminTaskList = endpoint({
  method: 'POST',
  path: '/b/wf/task/queryList',
  summary: 'Every open task of the company (process-task administration)',
  access: { permission: 'wf:admin' },
  body: taskQuery,
  data: pageOf(wfTaskRowSchema),
});

export const wfAdminTerminate = endpoint({
  method: 'POST',
  path: '/b/wf/process/{id}/terminate',
  summary: 'Terminate a running instance (its open tasks are cancelled)',
  access: { permission: 'wf:admin' },
  params: z.object({ id: idSchema }),
  body: z.object({ opinion: opinionText }),
  data: wfInstanceRowSchema,
});

export const wfAdminJump = endpoint({
  method: 'POST',
  path: '/b/wf/process/{id}/jump',
  summary: 'Move a running instance from one step to another (admin jump)',
  access: { permission: 'wf:admin' },
  params: z.object({ id: idSchema }),
  /** to: a user task of the main process (an empty or unknown step is refused by the engine). */
  body: z.object({ to: plainText(64).default(''), opinion: opinionText }),
  data: wfInstanceRowSchema,
});

// ── Lists and roles (my-focus-all, my-business-all, definition diagrams, model-role-manager) ──

export const wfFocus = endpoint({
  method: 'POST',
  path: '/b/wf/focus',
  summary: 'Follow (关注) or unfollow an instance the caller may see (my-focus-all)',
  access: { permission: 'wf:view' },
  body: z.object({ instanceId: idSchema, focus: z.boolean() }),
  data: z.null(),
});

export const wfFocusList = endpoint({
  method: 'POST',
  path: '/b/wf/process/queryFocusList',
  summary: 'Instances the caller follows (我的关注), newest first',
  access: { permission: 'wf:view' },
  body: pageRequest(z.object({ title: optionalText(100) })),
  data: pageOf(wfInstanceRowSchema),
});

export const wfBusinessList = endpoint({
  method: 'POST',
  path: '/b/wf/process/queryBusinessList',
  summary:
    'Instances the caller started, acted on, was a candidate of or was copied to (我的业务), newest first',
  access: { permission: 'wf:my:view' },
  body: pageRequest(
    z.object({ title: optionalText(100), status: wfInstanceStatusSchema.optional() }),
  ),
  data: pageOf(wfInstanceRowSchema),
});

/** A deployed definition with the BPMN XML it was deployed with (its diagram). */
export const wfDeployedDefinitionSchema = wfDefinitionSchema.extend({ xml: z.string() });
export type WfDeployedDefinition = z.infer<typeof wfDeployedDefinitionSchema>;

export const wfProcdefGet = endpoint({
  method: 'GET',
  path: '/act/procdef/{id}',
  summary: 'A deployed definition (any version) with its XML',
  access: { permission: 'wf:model:edit' },
  params: z.object({ id: idSchema }),
  data: wfDeployedDefinitionSchema,
});

export const wfProcdefVersion = endpoint({
  method: 'GET',
  path: '/act/procdef/key/{key}/{version}',
  summary: 'One deployed version of a key with its XML (the act-procdef version picker)',
  access: { permission: 'wf:model:edit' },
  params: z.object({ key: keySchema, version: z.coerce.number().int().min(1).max(1_000_000) }),
  data: wfDeployedDefinitionSchema,
});

/** The roles that may start a flow key; empty: everybody with home:start:flow. */
export const wfStartRolesSchema = z.object({ key: z.string(), roleIds: z.array(z.string()) });
export type WfStartRoles = z.infer<typeof wfStartRolesSchema>;

export const wfStartRolesGet = endpoint({
  method: 'GET',
  path: '/b/wf/start-roles/{key}',
  summary: 'The roles that may start a flow (model-role-manager); empty: everybody',
  access: { permission: 'wf:model:edit' },
  params: z.object({ key: keySchema }),
  data: wfStartRolesSchema,
});

export const wfStartRolesSave = endpoint({
  method: 'POST',
  path: '/b/wf/start-roles/{key}',
  summary: 'Set the roles that may start a flow (replaces them; empty: everybody)',
  access: { permission: 'wf:model:edit' },
  params: z.object({ key: keySchema }),
  body: z.object({ roleIds: idListSchema.max(500).default([]) }),
  data: wfStartRolesSchema,
});

// ── Settings (setting-flow: f-base-setting … f-advance-setting) ─────────────────────────────
// One settings document per definition key; every field has a default, so a key never saved
// reads as the defaults. Activity ids name user tasks of the key's latest definition.

const activityIdSchema = z.string().trim().min(1).max(64);
const noticeUsers = z.array(idSchema).max(50).default([]);

/** f-flow-notice, per step: who hears that the step has arrived. */
export const wfStepNoticeSchema = z.object({
  /** Tell the step's assignee / candidates. */
  onArrive: z.boolean().default(true),
  tellStarter: z.boolean().default(false),
  users: noticeUsers,
});
export type WfStepNotice = z.output<typeof wfStepNoticeSchema>;

/** f-flow-expire-notice, per step: a due time and who hears when it passes. */
export const wfStepExpireSchema = z.object({
  /** Hours after the task arrives; 0: no due time. */
  hours: z
    .number()
    .min(0, { error: '时限不能小于 0' })
    .max(720, { error: '时限不能超过 720 小时' })
    .default(0),
  tellAssignee: z.boolean().default(true),
  tellStarter: z.boolean().default(false),
  users: noticeUsers,
});
export type WfStepExpire = z.output<typeof wfStepExpireSchema>;

export const wfOpinionRequiredSchema = z.enum(['never', 'reject', 'always']);
export const wfRejectToSchema = z.enum(['any', 'previous', 'start']);

export const wfFlowSettingsSchema = z.object({
  /** f-base-setting (name, category and the PC flag stay on the model: wfModelSave). */
  base: z
    .object({
      description: plainText(500).default(''),
      sort: z.number().int().min(0).max(9999).default(0),
    })
    .prefault({}),
  notices: z
    .object({
      steps: z.record(activityIdSchema, wfStepNoticeSchema).default({}),
      /** When the flow ends. */
      end: z.object({ tellStarter: z.boolean().default(true), users: noticeUsers }).prefault({}),
    })
    .prefault({}),
  expire: z
    .object({ steps: z.record(activityIdSchema, wfStepExpireSchema).default({}) })
    .prefault({}),
  /** f-advance-setting. */
  advance: z
    .object({
      allowWithdraw: z.boolean().default(true),
      opinionRequired: wfOpinionRequiredSchema.default('reject'),
      rejectTo: wfRejectToSchema.default('any'),
    })
    .prefault({}),
});
export type WfFlowSettings = z.output<typeof wfFlowSettingsSchema>;
export type WfFlowSettingsInput = z.input<typeof wfFlowSettingsSchema>;

/** A user task of the latest definition with its assignment as the model states it. */
export const wfFlowStepSchema = z.object({
  id: z.string(),
  name: z.string(),
  assignee: z.string().nullable(),
  candidateUsers: z.array(z.string()),
  candidateRoles: z.array(z.string()),
  candidateDepts: z.array(z.string()),
  /** f-leader-field: the form field naming the department whose leaders get the task. */
  leaderField: z.string().nullable(),
  /** Countersign: all | any | a ratio like 2/3 | condition; null: one person decides. */
  countersign: z.string().nullable(),
  sequential: z.boolean(),
});
export type WfFlowStep = z.infer<typeof wfFlowStepSchema>;

export const wfFlowSettingViewSchema = z.object({
  key: z.string(),
  /** The latest deployed definition. */
  definition: wfDefinitionSchema,
  definitionXml: z.string(),
  /** The editable model of the key (name, category, PC flag), if any. */
  model: wfModelSchema.nullable(),
  settings: wfFlowSettingsSchema,
  steps: z.array(wfFlowStepSchema),
  /** The bound form's fields (key, label, type) and its per-node field rules. */
  formFields: z.array(z.object({ key: z.string(), label: z.string(), type: z.string() })),
  formNodes: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({ display: z.boolean(), readonly: z.boolean(), required: z.boolean() }),
    ),
  ),
  /** Names of the users, roles and departments the steps and settings mention. */
  names: z.record(z.string(), z.string()),
  updatedAt: dateTime.nullable(),
});
export type WfFlowSettingView = z.infer<typeof wfFlowSettingViewSchema>;

export const wfFlowSettingGet = endpoint({
  method: 'GET',
  path: '/b/wf/setting/{key}',
  summary: 'A flow key’s settings with its steps (latest definition) and its form’s fields',
  access: { permission: 'wf:model:edit' },
  params: z.object({ key: keySchema }),
  data: wfFlowSettingViewSchema,
});

export const wfFlowSettingSave = endpoint({
  method: 'POST',
  path: '/b/wf/setting/{key}',
  summary:
    'Save a flow key’s settings (steps must exist in the latest definition, users in the company)',
  access: { permission: 'wf:model:edit' },
  params: z.object({ key: keySchema }),
  body: wfFlowSettingsSchema,
  data: wfFlowSettingViewSchema,
});

export const wfExpireRun = endpoint({
  method: 'POST',
  path: '/b/wf/setting/expire/run',
  summary: 'Send the due-time notices of overdue tasks now (the server also sweeps every minute)',
  access: { permission: 'wf:admin' },
  data: z.object({ tasks: z.number().int(), messages: z.number().int() }),
});

export const wfDeptLeaderRowSchema = z.object({
  deptId: z.string(),
  deptName: z.string(),
  parentId: z.string().nullable(),
  leaders: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type WfDeptLeaderRow = z.infer<typeof wfDeptLeaderRowSchema>;

export const wfDeptLeaderList = endpoint({
  method: 'GET',
  path: '/b/wf/dept-leader/list',
  summary: 'Every department with its leaders (部门领导, for f-leader-field steps)',
  access: { permission: 'wf:model:edit' },
  data: z.array(wfDeptLeaderRowSchema),
});

export const wfDeptLeaderSave = endpoint({
  method: 'POST',
  path: '/b/wf/dept-leader',
  summary: 'Set the leaders of a department (replaces them; empty: none)',
  access: { permission: 'wf:model:edit' },
  body: z.object({ deptId: idSchema, userIds: z.array(idSchema).max(20) }),
  data: wfDeptLeaderRowSchema,
});
