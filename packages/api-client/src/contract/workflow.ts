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
  summary: 'Every instance of the company (process-instance administration)',
  access: { permission: 'wf:admin' },
  body: pageRequest(
    z.object({ title: optionalText(100), status: wfInstanceStatusSchema.optional() }),
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
