import { randomUUID } from 'node:crypto';
import type {
  WfDefinition,
  WfInstanceRow,
  WfModel,
  WfOpinion,
  WfProcess,
  WfTaskDetail,
  WfTaskRow,
  wfModelSaveSchema,
  wfTaskActionSchema,
} from '@ccms/api-client';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import { containing, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import {
  departments,
  roles,
  userRoles,
  users,
  wfCategories,
  wfCopies,
  wfDefinitions,
  wfDeptLeaders,
  wfFavourites,
  wfFormRecords,
  wfForms,
  wfInstances,
  wfModels,
  wfOpinions,
  wfTasks,
  wfFocus,
} from '../../db/schema';
import { businessFailure, forbidden, recordNotFound, unknownReference } from '../../http/failure';
import { formatDateTime } from '../../i18n';
import { storeMessage } from '../message/service';
import * as engine from './engine';
import {
  allowedRejectTargets,
  arrivalRecipients,
  dueAtOf,
  endRecipients,
  flowSettingsOf,
  opinionMissing,
} from './settings/store';
import { assertMayStart, startableKeyCondition } from './startRoles';
import { pageAnswer, pageOffset, type PageWindow } from '../../db/paging';

type ModelSave = z.output<typeof wfModelSaveSchema>;
type TaskAction = z.output<typeof wfTaskActionSchema>;
type InstanceRow = typeof wfInstances.$inferSelect;
type TaskRow = typeof wfTasks.$inferSelect;
type DefinitionRow = typeof wfDefinitions.$inferSelect;

/* ─────────────────────────────────────────────── engine errors → answers */

/** Runs an engine operation, turning its errors into the envelope's business failures. */
function engineCall<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (!(error instanceof engine.EngineError)) throw error;
    switch (error.code) {
      case 'NOT_CANDIDATE':
        throw forbidden();
      case 'STALE_VERSION':
        throw businessFailure('wf.stale');
      case 'TASK_ALREADY_DONE':
      case 'TASK_NOT_FOUND':
        throw businessFailure('wf.taskDone');
      case 'INSTANCE_NOT_RUNNING':
        throw businessFailure('wf.notRunning');
      case 'WITHDRAW_REFUSED':
        throw businessFailure('wf.withdrawRefused');
      case 'TASK_DELEGATED':
        throw businessFailure('wf.delegated');
      default:
        throw businessFailure('wf.engine', {
          detail: [error.message, ...error.details].join('；'),
        });
    }
  }
}

/* ─────────────────────────────────────────────── definitions (parsed once, immutable) */

const parsedCache = new Map<string, Promise<engine.ParsedDefinitions>>();

/** Drops the parsed definitions (a restart: everything else is read from the database per request). */
export function forgetParsedDefinitions(): void {
  parsedCache.clear();
}

async function contextOf(db: Db, definition: DefinitionRow): Promise<engine.EngineContext> {
  let parsed = parsedCache.get(definition.id);
  if (!parsed) {
    parsed = engine.parseBpmn(definition.xml);
    parsedCache.set(definition.id, parsed);
    parsed.catch(() => parsedCache.delete(definition.id));
  }
  const defs = await parsed;
  return { main: defs.main, processes: defs.processes, resolve: await resolverOf(db) };
}

/**
 * Candidate resolution beyond the model's user names: `candidateRoles` (role ids or codes),
 * `candidateDepts` / `candidateGroups` (department ids: their people), and `f-leader-field` (the
 * leaders, kept in wf_dept_leaders, of the department a form field names; the starter's own
 * department when the field is empty). Only existing, undeleted users of the company remain.
 */
async function resolverOf(db: Db): Promise<engine.AssigneeResolver> {
  const people = await db
    .select({ id: users.id, deptId: users.deptId })
    .from(users)
    .where(eq(users.deleted, false));
  const holders = await db
    .select({ userId: userRoles.userId, roleId: roles.id, code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId));
  const leaders = await db.select().from(wfDeptLeaders);
  const known = new Set(people.map((p) => p.id));
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return (spec, context) => {
    const base = engine.defaultResolver(spec, context);
    const extra: string[] = [];
    const roleNames = list(spec.attrs['candidateRoles']);
    extra.push(
      ...holders
        .filter((h) => roleNames.includes(h.roleId) || roleNames.includes(h.code))
        .map((h) => h.userId),
    );
    const deptIds = [...list(spec.attrs['candidateDepts']), ...spec.candidateGroups];
    extra.push(...people.filter((p) => p.deptId && deptIds.includes(p.deptId)).map((p) => p.id));
    const leaderField = spec.attrs['f-leader-field'];
    if (leaderField) {
      const named = context.vars[leaderField];
      const deptId =
        typeof named === 'string' && named !== ''
          ? named
          : people.find((p) => p.id === context.starter)?.deptId;
      extra.push(...leaders.filter((l) => l.deptId === deptId).map((l) => l.userId));
    }
    const candidates = [...new Set([...base.candidates, ...extra])].filter((u) => known.has(u));
    return {
      ...(base.assignee && known.has(base.assignee) ? { assignee: base.assignee } : {}),
      candidates,
    };
  };
}

/* ─────────────────────────────────────────────── categories, models, definitions */

export async function listCategories(db: Db) {
  const rows = await db.select().from(wfCategories).orderBy(asc(wfCategories.sort));
  return rows.map((row) => ({ id: row.id, name: row.name, sort: row.sort }));
}

async function modelsOut(db: Db, rows: (typeof wfModels.$inferSelect)[]): Promise<WfModel[]> {
  const categories = await db.select().from(wfCategories);
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    categoryId: row.categoryId,
    categoryName: categories.find((c) => c.id === row.categoryId)?.name ?? null,
    xml: row.xml,
    pcEnabled: row.pcEnabled,
    deployedVersion: row.deployedVersion,
    updatedAt: formatDateTime(row.updatedAt),
  }));
}

export async function queryModels(
  db: Db,
  request: PageWindow & { params?: { name: string | null; categoryId?: string } | undefined },
) {
  const name = request.params?.name;
  const where = and(
    name
      ? or(ilike(wfModels.name, containing(name)), ilike(wfModels.key, containing(name)))
      : undefined,
    request.params?.categoryId ? eq(wfModels.categoryId, request.params.categoryId) : undefined,
  );
  const rows = await db
    .select()
    .from(wfModels)
    .where(where)
    .orderBy(asc(wfModels.key))
    .limit(request.pageSize)
    .offset(pageOffset(request));
  const [total] = await db.select({ total: count() }).from(wfModels).where(where);
  return pageAnswer(request, total?.total ?? 0, await modelsOut(db, rows));
}

export async function saveModel(db: Db, actor: Actor, now: Date, input: ModelSave) {
  if (input.categoryId) {
    const [category] = await db
      .select({ id: wfCategories.id })
      .from(wfCategories)
      .where(eq(wfCategories.id, input.categoryId));
    if (!category) throw businessFailure('wf.unknownCategory');
  }
  const [taken] = await db
    .select({ id: wfModels.id })
    .from(wfModels)
    .where(eq(wfModels.key, input.key))
    .limit(1);
  if (taken && taken.id !== input.id) throw businessFailure('wf.keyTaken', { key: input.key });
  const values = {
    key: input.key,
    name: input.name,
    categoryId: input.categoryId,
    xml: input.xml,
    pcEnabled: input.pcEnabled,
    updatedAt: now,
    updatedBy: actor.userId,
  };
  let row;
  if (input.id) {
    [row] = await db.update(wfModels).set(values).where(eq(wfModels.id, input.id)).returning();
    if (!row) throw recordNotFound();
  } else {
    [row] = await db
      .insert(wfModels)
      .values({
        id: randomUUID(),
        companyId: actor.companyId,
        ...values,
        createdAt: now,
        createdBy: actor.userId,
      })
      .returning();
  }
  if (!row) throw recordNotFound();
  return (await modelsOut(db, [row]))[0]!;
}

export async function definitionsOut(
  db: Db,
  actor: Actor,
  rows: DefinitionRow[],
): Promise<WfDefinition[]> {
  if (rows.length === 0) return [];
  const keys = [...new Set(rows.map((r) => r.key))];
  const versions = await db
    .select({ key: wfDefinitions.key, version: wfDefinitions.version })
    .from(wfDefinitions)
    .where(inArray(wfDefinitions.key, keys))
    .orderBy(desc(wfDefinitions.version));
  const favourites = await db
    .select({ key: wfFavourites.definitionKey })
    .from(wfFavourites)
    .where(eq(wfFavourites.userId, actor.userId));
  // The form bound to each key (the oldest, should several name it).
  const forms = await db
    .select({ id: wfForms.id, code: wfForms.code, processKey: wfForms.processKey })
    .from(wfForms)
    .where(inArray(wfForms.processKey, keys))
    .orderBy(asc(wfForms.createdAt));
  const formOf = (key: string) => forms.find((f) => f.processKey === key);
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    categoryId: row.categoryId,
    version: row.version,
    versions: versions.filter((v) => v.key === row.key).map((v) => v.version),
    pcEnabled: row.pcEnabled,
    deployedAt: formatDateTime(row.deployedAt),
    favourite: favourites.some((f) => f.key === row.key),
    formId: formOf(row.key)?.id ?? null,
    formCode: formOf(row.key)?.code ?? null,
  }));
}

/** Deploys a model: its XML must parse (every problem listed), then it becomes the next version. */
export async function deployModel(db: Db, actor: Actor, now: Date, id: string) {
  const [model] = await db.select().from(wfModels).where(eq(wfModels.id, id)).for('update');
  if (!model) throw recordNotFound();
  try {
    await engine.parseBpmn(model.xml);
  } catch (error) {
    if (error instanceof engine.EngineError)
      throw businessFailure('wf.modelInvalid', {
        problems: (error.details.length > 0 ? error.details : [error.message]).join('；'),
      });
    throw error;
  }
  const [latest] = await db
    .select({ version: max(wfDefinitions.version) })
    .from(wfDefinitions)
    .where(eq(wfDefinitions.key, model.key));
  const version = (latest?.version ?? 0) + 1;
  const [row] = await db
    .insert(wfDefinitions)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      modelId: model.id,
      key: model.key,
      name: model.name,
      categoryId: model.categoryId,
      version,
      xml: model.xml,
      pcEnabled: model.pcEnabled,
      deployedAt: now,
      deployedBy: actor.userId,
    })
    .returning();
  await db
    .update(wfModels)
    .set({ deployedVersion: version, updatedAt: now, updatedBy: actor.userId })
    .where(eq(wfModels.id, id));
  return (await definitionsOut(db, actor, [row!]))[0]!;
}

/** The latest version of each key (optionally of a category, a name, the caller's favourites). */
export async function queryDefinitions(
  db: Db,
  actor: Actor,
  request: PageWindow & {
    params?: { categoryId?: string; name: string | null; favourite?: boolean } | undefined;
  },
) {
  const params = request.params;
  const latest = db
    .select({ key: wfDefinitions.key, version: max(wfDefinitions.version).as('latest') })
    .from(wfDefinitions)
    .groupBy(wfDefinitions.key)
    .as('latest');
  const favouriteKeys = db
    .select({ key: wfFavourites.definitionKey })
    .from(wfFavourites)
    .where(eq(wfFavourites.userId, actor.userId));
  const where = and(
    params?.categoryId ? eq(wfDefinitions.categoryId, params.categoryId) : undefined,
    params?.name ? ilike(wfDefinitions.name, containing(params.name)) : undefined,
    params?.favourite ? inArray(wfDefinitions.key, favouriteKeys) : undefined,
    // model-role-manager: only the flows the caller may start (the flow administrator sees all).
    await startableKeyCondition(db, actor, wfDefinitions.key),
  );
  const base = () =>
    db
      .select()
      .from(wfDefinitions)
      .innerJoin(
        latest,
        and(eq(latest.key, wfDefinitions.key), eq(latest.version, wfDefinitions.version)),
      );
  const rows = await base()
    .where(where)
    .orderBy(asc(wfDefinitions.key))
    .limit(request.pageSize)
    .offset(pageOffset(request));
  const total = (await base().where(where)).length;
  return pageAnswer(
    request,
    total,
    await definitionsOut(
      db,
      actor,
      rows.map((r) => r.wf_definitions),
    ),
  );
}

async function latestDefinition(db: Db, key: string): Promise<DefinitionRow> {
  const [row] = await db
    .select()
    .from(wfDefinitions)
    .where(eq(wfDefinitions.key, key))
    .orderBy(desc(wfDefinitions.version))
    .limit(1);
  if (!row) throw businessFailure('wf.noDefinition', { key });
  return row;
}

export async function definitionByKey(db: Db, actor: Actor, key: string) {
  const [row] = await db
    .select()
    .from(wfDefinitions)
    .where(eq(wfDefinitions.key, key))
    .orderBy(desc(wfDefinitions.version))
    .limit(1);
  if (!row) throw recordNotFound();
  return (await definitionsOut(db, actor, [row]))[0]!;
}

export async function setFavourite(
  db: Db,
  actor: Actor,
  now: Date,
  input: { key: string; favourite: boolean },
) {
  await latestDefinition(db, input.key);
  await db
    .delete(wfFavourites)
    .where(and(eq(wfFavourites.userId, actor.userId), eq(wfFavourites.definitionKey, input.key)));
  if (input.favourite)
    await db.insert(wfFavourites).values({
      companyId: actor.companyId,
      userId: actor.userId,
      definitionKey: input.key,
      createdAt: now,
    });
  return null;
}

/* ─────────────────────────────────────────────── persistence of an engine result */

/**
 * Saves an engine result: the state with compare-and-set on the version the operation read, then
 * the task / opinion / copy projections, then the messages its events mean — all in the request's
 * transaction, so a failure anywhere writes nothing.
 */
async function persist(
  db: Db,
  now: Date,
  row: InstanceRow,
  result: engine.EngineResult,
  readVersion: number,
): Promise<InstanceRow> {
  const { state, events } = result;
  const ended = state.status !== 'running';
  const [saved] = await db
    .update(wfInstances)
    .set({
      state,
      version: state.version,
      status: state.status,
      endedAt: ended ? (row.endedAt ?? now) : null,
    })
    .where(and(eq(wfInstances.id, row.id), eq(wfInstances.version, readVersion)))
    .returning();
  if (!saved) throw businessFailure('wf.stale');
  // The key's settings (setting-flow): due times of new tasks, who hears of arrivals and the end.
  const settings = await flowSettingsOf(db, row.definitionKey);

  const existing = await db.select().from(wfTasks).where(eq(wfTasks.instanceId, row.id));
  for (const task of state.tasks) {
    const projected = {
      assignee: task.assignee ?? null,
      candidates: task.candidates,
      status: task.status,
      outcome: task.outcome ?? null,
      completedBy: task.completedBy ?? null,
      owner: task.owner ?? null,
      delegationState: task.delegationState ?? null,
    };
    const before = existing.find((t) => t.engineTaskId === task.id);
    if (!before) {
      await db.insert(wfTasks).values({
        id: `${row.id}-${task.id}`,
        companyId: row.companyId,
        instanceId: row.id,
        engineTaskId: task.id,
        activityId: task.activityId,
        name: task.name || task.activityId,
        ...projected,
        createdAt: now,
        completedAt: task.status === 'open' ? null : now,
        dueAt: task.status === 'open' ? dueAtOf(settings, task.activityId, now) : null,
      });
    } else if (JSON.stringify(pick(before)) !== JSON.stringify(projected)) {
      await db
        .update(wfTasks)
        .set({
          ...projected,
          completedAt: task.status === 'open' ? null : (before.completedAt ?? now),
        })
        .where(eq(wfTasks.id, before.id));
    }
  }

  const [lastOpinion] = await db
    .select({ seq: max(wfOpinions.seq) })
    .from(wfOpinions)
    .where(eq(wfOpinions.instanceId, row.id));
  const newOpinions = state.opinions.filter((o) => o.seq > (lastOpinion?.seq ?? -1));
  if (newOpinions.length > 0)
    await db.insert(wfOpinions).values(
      newOpinions.map((o) => ({
        id: randomUUID(),
        companyId: row.companyId,
        instanceId: row.id,
        seq: o.seq,
        engineTaskId: o.taskId ?? null,
        activityId: o.activityId ?? null,
        actor: o.actor,
        kind: o.kind,
        text: o.text,
        createdAt: now,
      })),
    );

  const [lastCopy] = await db
    .select({ seq: max(wfCopies.seq) })
    .from(wfCopies)
    .where(eq(wfCopies.instanceId, row.id));
  const newCopies = state.copies
    .filter((c) => c.seq > (lastCopy?.seq ?? -1))
    .flatMap((c) => [...new Set(c.to)].map((to) => ({ ...c, to })));
  if (newCopies.length > 0)
    await db.insert(wfCopies).values(
      newCopies.map((c) => ({
        id: randomUUID(),
        companyId: row.companyId,
        instanceId: row.id,
        seq: c.seq,
        fromUser: c.by,
        toUser: c.to,
        createdAt: now,
      })),
    );

  await notify(db, now, saved, events, settings);
  return saved;
}

const pick = (t: TaskRow) => ({
  assignee: t.assignee,
  candidates: t.candidates,
  status: t.status,
  outcome: t.outcome,
  completedBy: t.completedBy,
  owner: t.owner,
  delegationState: t.delegationState,
});

/**
 * Events → messages: a new task to its assignee or candidates, the end to the starter — as the
 * key's notice settings say (f-flow-notice: arrivals off, the starter told, extra people).
 */
async function notify(
  db: Db,
  now: Date,
  row: InstanceRow,
  events: engine.EngineEvent[],
  settings: Awaited<ReturnType<typeof flowSettingsOf>>,
) {
  const send = (userId: string, title: string) =>
    storeMessage(db, userId, { type: 'business', title, content: row.title }, now);
  // A countersign arrives as several tasks at once: each person hears of a step's arrival once.
  const arrived = new Set<string>();
  for (const event of events) {
    if (event.type === 'task_created') {
      const people = event.assignee ? [event.assignee] : event.candidates;
      const to = arrivalRecipients(settings, event.activityId, people, row.starterId);
      for (const user of to) {
        if (arrived.has(`${event.activityId}|${user}`)) continue;
        arrived.add(`${event.activityId}|${user}`);
        await send(user, `待办：${row.title}`);
      }
    } else if (event.type === 'copied') {
      for (const user of new Set(event.to)) await send(user, `抄送：${row.title}`);
    } else if (event.type === 'instance_finished') {
      for (const user of endRecipients(settings, row.starterId))
        await send(user, `已办结：${row.title}`);
    } else if (event.type === 'task_transferred' || event.type === 'task_delegated') {
      await send(event.to, `待办：${row.title}`);
    } else if (event.type === 'task_resolved') {
      await send(event.to, `委派已处理：${row.title}`);
    }
  }
}

/* ─────────────────────────────────────────────── start and act */

export async function startFlow(
  db: Db,
  actor: Actor,
  now: Date,
  input: {
    processCode: string;
    title: string | null;
    formId?: string | null | undefined;
    recordId?: string | null | undefined;
    values: Record<string, unknown>;
  },
) {
  const definition = await latestDefinition(db, input.processCode);
  await assertMayStart(db, actor, definition.key, definition.name);
  const ctx = await contextOf(db, definition);
  const result = engineCall(() => engine.start(ctx, input.values, actor.userId));
  const [starter] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, actor.userId));
  const [row] = await db
    .insert(wfInstances)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      definitionId: definition.id,
      definitionKey: definition.key,
      title: input.title ?? `${definition.name}-${starter?.name ?? actor.userId}`,
      formId: input.formId ?? null,
      recordId: input.recordId ?? null,
      starterId: actor.userId,
      status: 'running',
      state: { ...result.state, version: 0 },
      version: 0,
      startedAt: now,
    })
    .returning();
  const saved = await persist(db, now, row!, result, 0);
  // A form record started from the chooser (not /form/{code}/{id}/submit) knows its flow too.
  if (input.formId && input.recordId)
    await db
      .update(wfFormRecords)
      .set({
        instanceId: saved.id,
        lastSubmitUserName: starter?.name ?? actor.userId,
        lastSubmitDate: now,
      })
      .where(and(eq(wfFormRecords.id, input.recordId), eq(wfFormRecords.formId, input.formId)));
  return (await instancesOut(db, [saved]))[0]!;
}

/** Loads an instance FOR UPDATE with its definition's engine context. */
async function lockInstance(db: Db, id: string) {
  const [row] = await db.select().from(wfInstances).where(eq(wfInstances.id, id)).for('update');
  if (!row) throw recordNotFound();
  const [definition] = await db
    .select()
    .from(wfDefinitions)
    .where(eq(wfDefinitions.id, row.definitionId));
  const ctx = await contextOf(db, definition!);
  return { row, ctx, state: row.state as engine.InstanceState };
}

/** The steps a task's scope passed (approved) before it arrived, in order — as engine.reject sees them. */
function passedSteps(state: engine.InstanceState, task: engine.Task): string[] {
  const passed = state.history.filter(
    (h) =>
      h.scopeId === task.scopeId &&
      h.kind === 'userTask' &&
      h.action === 'approve' &&
      h.seq < task.createdSeq,
  );
  return [...new Set(passed.map((h) => h.activityId))];
}

/**
 * f-advance-setting, for someone who may act on the task (anybody else gets the engine's answer):
 * an approval or rejection may need an opinion; a rejection may only go back as far as allowed.
 */
async function checkAdvance(
  db: Db,
  row: InstanceRow,
  state: engine.InstanceState,
  engineTaskId: string,
  userId: string,
  input: TaskAction,
) {
  if (input.action !== 'approve' && input.action !== 'reject') return;
  const task = state.tasks.find((t) => t.id === engineTaskId);
  if (!task || task.status !== 'open' || !engine.canAct(task, userId)) return;
  const { advance } = await flowSettingsOf(db, row.definitionKey);
  const applicantStep = !task.previous && task.assignee === state.starter;
  if (opinionMissing(advance, input.action, input.opinion, applicantStep))
    throw businessFailure('wf.opinionRequired');
  if (input.action === 'reject' && advance.rejectTo !== 'any') {
    const passed = passedSteps(state, task);
    const target =
      input.to === 'previous' ? task.previous : input.to === 'start' ? passed[0] : input.to;
    if (!target || !allowedRejectTargets(advance, passed, task.previous).includes(target))
      throw businessFailure(
        advance.rejectTo === 'previous' ? 'wf.rejectPreviousOnly' : 'wf.rejectStartOnly',
      );
  }
}

export async function actOnTask(db: Db, actor: Actor, now: Date, input: TaskAction) {
  const [task] = await db.select().from(wfTasks).where(eq(wfTasks.id, input.taskId));
  if (!task) throw recordNotFound();
  const named =
    input.action === 'transfer' || input.action === 'delegate'
      ? { field: 'to', ids: [input.to] }
      : input.action === 'addSign' || input.action === 'copy'
        ? { field: 'users', ids: input.users }
        : undefined;
  if (named) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, named.ids), eq(users.deleted, false)));
    if (found.length !== new Set(named.ids).size) throw unknownReference(named.field);
  }
  const { row, ctx, state } = await lockInstance(db, task.instanceId);
  const me = actor.userId;
  const id = task.engineTaskId;
  await checkAdvance(db, row, state, id, me, input);
  const expectedVersion = row.version;
  const opinion = input.opinion;
  const result = engineCall(() => {
    switch (input.action) {
      case 'approve':
        return engine.complete(ctx, state, id, me, {
          expectedVersion,
          opinion,
          ...(input.values ? { vars: input.values } : {}),
        });
      case 'reject':
        return engine.reject(ctx, state, id, me, { expectedVersion, opinion, to: input.to });
      case 'transfer':
        return engine.transfer(ctx, state, id, me, { expectedVersion, opinion, to: input.to });
      case 'delegate':
        return engine.delegate(ctx, state, id, me, { expectedVersion, opinion, to: input.to });
      case 'resolve':
        return engine.resolve(ctx, state, id, me, { expectedVersion, opinion });
      case 'addSign':
        return engine.addSign(ctx, state, id, me, { expectedVersion, opinion, users: input.users });
      case 'copy':
        return engine.copyTo(ctx, state, me, { expectedVersion, to: input.users, taskId: id });
    }
  });
  const saved = await persist(db, now, row, result, expectedVersion);
  return (await instancesOut(db, [saved]))[0]!;
}

export async function withdrawFlow(
  db: Db,
  actor: Actor,
  now: Date,
  id: string,
  input: { opinion: string },
) {
  const { row, ctx, state } = await lockInstance(db, id);
  if (row.starterId !== actor.userId) throw forbidden();
  if (!(await flowSettingsOf(db, row.definitionKey)).advance.allowWithdraw)
    throw businessFailure('wf.withdrawDisabled');
  const result = engineCall(() =>
    engine.withdraw(ctx, state, actor.userId, {
      expectedVersion: row.version,
      opinion: input.opinion,
    }),
  );
  const saved = await persist(db, now, row, result, row.version);
  return (await instancesOut(db, [saved]))[0]!;
}

export async function terminateFlow(
  db: Db,
  actor: Actor,
  now: Date,
  id: string,
  input: { opinion: string },
) {
  const { row, ctx, state } = await lockInstance(db, id);
  const result = engineCall(() =>
    engine.terminate(ctx, state, actor.userId, {
      expectedVersion: row.version,
      opinion: input.opinion,
    }),
  );
  const saved = await persist(db, now, row, result, row.version);
  return (await instancesOut(db, [saved]))[0]!;
}

export async function jumpFlow(
  db: Db,
  actor: Actor,
  now: Date,
  id: string,
  input: { to: string; opinion: string },
) {
  const { row, ctx, state } = await lockInstance(db, id);
  const result = engineCall(() =>
    engine.adminJump(ctx, state, actor.userId, {
      expectedVersion: row.version,
      to: input.to,
      opinion: input.opinion,
    }),
  );
  const saved = await persist(db, now, row, result, row.version);
  return (await instancesOut(db, [saved]))[0]!;
}

/* ─────────────────────────────────────────────── reading */

async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function instancesOut(db: Db, rows: InstanceRow[]): Promise<WfInstanceRow[]> {
  if (rows.length === 0) return [];
  const definitions = await db
    .select({ id: wfDefinitions.id, name: wfDefinitions.name, version: wfDefinitions.version })
    .from(wfDefinitions)
    .where(inArray(wfDefinitions.id, [...new Set(rows.map((r) => r.definitionId))]));
  const names = await namesOf(
    db,
    rows.map((r) => r.starterId),
  );
  return rows.map((row) => {
    const definition = definitions.find((d) => d.id === row.definitionId);
    const state = row.state as engine.InstanceState;
    return {
      id: row.id,
      title: row.title,
      definitionKey: row.definitionKey,
      definitionName: definition?.name ?? row.definitionKey,
      version: definition?.version ?? 0,
      starterId: row.starterId,
      starterName: names.get(row.starterId) ?? null,
      status: row.status as WfInstanceRow['status'],
      formId: row.formId,
      recordId: row.recordId,
      current: [...new Set(engine.openTasks(state).map((t) => t.name || t.activityId))],
      startedAt: formatDateTime(row.startedAt),
      endedAt: row.endedAt ? formatDateTime(row.endedAt) : null,
    };
  });
}

async function tasksOut(
  db: Db,
  rows: { task: TaskRow; instance: InstanceRow }[],
): Promise<WfTaskRow[]> {
  const names = await namesOf(
    db,
    rows.map((r) => r.instance.starterId),
  );
  return rows.map(({ task, instance }) => ({
    id: task.id,
    instanceId: instance.id,
    title: instance.title,
    definitionKey: instance.definitionKey,
    activityId: task.activityId,
    name: task.name,
    assignee: task.assignee,
    status: task.status as WfTaskRow['status'],
    outcome: task.outcome,
    delegationState: task.delegationState,
    starterId: instance.starterId,
    starterName: names.get(instance.starterId) ?? null,
    instanceStatus: instance.status as WfTaskRow['instanceStatus'],
    createdAt: formatDateTime(task.createdAt),
    completedAt: task.completedAt ? formatDateTime(task.completedAt) : null,
  }));
}

/** Tasks a user may act on: the assignee, or — when there is none — a resolved candidate. */
const actableBy = (userId: string): SQL =>
  or(
    eq(wfTasks.assignee, userId),
    and(isNull(wfTasks.assignee), sql`${wfTasks.candidates} @> ${JSON.stringify([userId])}::jsonb`),
  )!;

type TaskQuery = PageWindow & {
  params?: { title: string | null; definitionKey?: string | undefined } | undefined;
};

async function queryTasks(
  db: Db,
  request: TaskQuery,
  condition: SQL,
  newestBy: 'created' | 'completed',
) {
  const params = request.params;
  const where = and(
    condition,
    params?.title ? ilike(wfInstances.title, containing(params.title)) : undefined,
    params?.definitionKey ? eq(wfInstances.definitionKey, params.definitionKey) : undefined,
  );
  const rows = await db
    .select({ task: wfTasks, instance: wfInstances })
    .from(wfTasks)
    .innerJoin(wfInstances, eq(wfInstances.id, wfTasks.instanceId))
    .where(where)
    .orderBy(
      newestBy === 'created' ? desc(wfTasks.createdAt) : desc(wfTasks.completedAt),
      asc(wfTasks.id),
    )
    .limit(request.pageSize)
    .offset(pageOffset(request));
  const [total] = await db
    .select({ total: count() })
    .from(wfTasks)
    .innerJoin(wfInstances, eq(wfInstances.id, wfTasks.instanceId))
    .where(where);
  return pageAnswer(request, total?.total ?? 0, await tasksOut(db, rows));
}

export const queryTodo = (db: Db, actor: Actor, request: TaskQuery) =>
  queryTasks(
    db,
    request,
    and(eq(wfTasks.status, 'open'), eq(wfInstances.status, 'running'), actableBy(actor.userId))!,
    'created',
  );

export const queryDone = (db: Db, actor: Actor, request: TaskQuery) =>
  queryTasks(
    db,
    request,
    and(eq(wfTasks.status, 'completed'), eq(wfTasks.completedBy, actor.userId))!,
    'completed',
  );

export const queryAdminTasks = (db: Db, request: TaskQuery) =>
  queryTasks(db, request, eq(wfTasks.status, 'open'), 'created');

export type InstanceQuery = PageWindow & {
  params?: { title: string | null; status?: string | undefined } | undefined;
};

export async function queryInstances(db: Db, request: InstanceQuery, condition: SQL | undefined) {
  const params = request.params;
  const where = and(
    condition,
    params?.title ? ilike(wfInstances.title, containing(params.title)) : undefined,
    params?.status ? eq(wfInstances.status, params.status) : undefined,
  );
  const rows = await db
    .select()
    .from(wfInstances)
    .where(where)
    .orderBy(desc(wfInstances.startedAt), asc(wfInstances.id))
    .limit(request.pageSize)
    .offset(pageOffset(request));
  const [total] = await db.select({ total: count() }).from(wfInstances).where(where);
  return pageAnswer(request, total?.total ?? 0, await instancesOut(db, rows));
}

export const queryMine = (db: Db, actor: Actor, request: InstanceQuery) =>
  queryInstances(db, request, eq(wfInstances.starterId, actor.userId));

export const queryCopied = (db: Db, actor: Actor, request: InstanceQuery) =>
  queryInstances(
    db,
    request,
    inArray(
      wfInstances.id,
      db
        .select({ id: wfCopies.instanceId })
        .from(wfCopies)
        .where(eq(wfCopies.toUser, actor.userId)),
    ),
  );

/** Every instance; f-flow-data asks for one key's. */
export const queryAdminInstances = (
  db: Db,
  request: InstanceQuery & { params?: { definitionKey?: string | undefined } | undefined },
) =>
  queryInstances(
    db,
    request,
    request.params?.definitionKey
      ? eq(wfInstances.definitionKey, request.params.definitionKey)
      : undefined,
  );

/** Whether a user took part in an instance: starter, a task's assignee/candidate/doer, or copied. */
export function participates(row: InstanceRow, userId: string): boolean {
  if (row.starterId === userId) return true;
  const state = row.state as engine.InstanceState;
  if (
    state.tasks.some(
      (t) => t.assignee === userId || t.candidates.includes(userId) || t.completedBy === userId,
    )
  )
    return true;
  return state.copies.some((c) => c.to.includes(userId));
}

async function processOut(db: Db, row: InstanceRow, userId: string): Promise<WfProcess> {
  const state = row.state as engine.InstanceState;
  const [definition] = await db
    .select({ xml: wfDefinitions.xml })
    .from(wfDefinitions)
    .where(eq(wfDefinitions.id, row.definitionId));
  const opinionRows = await db
    .select()
    .from(wfOpinions)
    .where(eq(wfOpinions.instanceId, row.id))
    .orderBy(asc(wfOpinions.seq));
  const names = await namesOf(
    db,
    opinionRows.map((o) => o.actor),
  );
  const opinions: WfOpinion[] = opinionRows.map((o) => ({
    seq: o.seq,
    activityId: o.activityId,
    actor: o.actor,
    actorName: names.get(o.actor) ?? null,
    kind: o.kind,
    text: o.text,
    createdAt: formatDateTime(o.createdAt),
  }));
  const chart = engine.chartOf(state);
  const [focus] = await db
    .select({ userId: wfFocus.userId })
    .from(wfFocus)
    .where(and(eq(wfFocus.userId, userId), eq(wfFocus.instanceId, row.id)));
  return {
    instance: (await instancesOut(db, [row]))[0]!,
    focused: focus !== undefined,
    vars: state.vars,
    opinions,
    chart: {
      xml: definition?.xml ?? '',
      finished: chart.finished,
      flows: chart.takenFlows,
      current: chart.current,
    },
    canWithdraw:
      row.starterId === userId &&
      state.status === 'running' &&
      engine.canWithdraw(state, userId) &&
      (await flowSettingsOf(db, row.definitionKey)).advance.allowWithdraw,
  };
}

export async function processDetail(db: Db, actor: Actor, isAdmin: boolean, id: string) {
  const [row] = await db.select().from(wfInstances).where(eq(wfInstances.id, id));
  if (!row) throw recordNotFound();
  if (!isAdmin && !participates(row, actor.userId)) throw forbidden();
  return processOut(db, row, actor.userId);
}

/**
 * A task with its instance. Read-only (spec 000 §4) when the caller asked for the view, views as
 * an administrator without being able to act, the instance is no longer running, the task is done,
 * the task is delegated away from the caller (the owner waits for the delegate), or the caller
 * cannot act on it.
 */
export async function taskDetail(
  db: Db,
  actor: Actor,
  isAdmin: boolean,
  id: string,
  view: boolean,
): Promise<WfTaskDetail> {
  const [found] = await db
    .select({ task: wfTasks, instance: wfInstances })
    .from(wfTasks)
    .innerJoin(wfInstances, eq(wfInstances.id, wfTasks.instanceId))
    .where(eq(wfTasks.id, id));
  if (!found) throw recordNotFound();
  const { task, instance } = found;
  const participant = participates(instance, actor.userId);
  if (!isAdmin && !participant) throw forbidden();
  const state = instance.state as engine.InstanceState;
  const engineTask = state.tasks.find((t) => t.id === task.engineTaskId);
  const canAct =
    instance.status === 'running' &&
    task.status === 'open' &&
    !!engineTask &&
    engine.canAct(engineTask, actor.userId);
  const readonly =
    view || !canAct || (task.delegationState === 'PENDING' && task.owner === actor.userId);
  const passed = state.history.filter(
    (h) =>
      h.kind === 'userTask' &&
      h.scopeId === engineTask?.scopeId &&
      h.activityId !== task.activityId,
  );
  const model = (
    await contextOf(
      db,
      (
        await db.select().from(wfDefinitions).where(eq(wfDefinitions.id, instance.definitionId))
      )[0]!,
    )
  ).processes[engineTask?.processId ?? state.processId];
  // f-advance-setting's rejectTo limits the targets to the previous step or the first one.
  const { advance } = await flowSettingsOf(db, instance.definitionKey);
  const allowed =
    advance.rejectTo === 'any' || !engineTask
      ? undefined
      : allowedRejectTargets(advance, passedSteps(state, engineTask), engineTask.previous);
  const rejectTargets = [...new Set(passed.map((h) => h.activityId))]
    .filter((activityId) => !allowed || allowed.includes(activityId))
    .map((activityId) => ({
      activityId,
      name: model?.nodes[activityId]?.name || activityId,
    }));
  return {
    task: (await tasksOut(db, [found]))[0]!,
    process: await processOut(db, instance, actor.userId),
    canAct,
    readonly,
    rejectTargets,
  };
}

/** The departments a leader leads, for tests and the seed. */
export async function setDeptLeader(
  db: Db,
  companyId: string,
  deptId: string,
  userId: string,
  now: Date,
) {
  const [dept] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, deptId));
  if (!dept) throw recordNotFound();
  await db
    .insert(wfDeptLeaders)
    .values({ companyId, deptId, userId, createdAt: now })
    .onConflictDoNothing();
}
