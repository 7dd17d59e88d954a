import { randomUUID } from 'node:crypto';
import {
  wfFlowSettingsSchema,
  type WfDeptLeaderRow,
  type WfFlowSettings,
  type WfFlowSettingView,
  type WfFlowStep,
} from '@ccms/api-client';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import {
  departments,
  roles,
  users,
  wfCategories,
  wfDefinitions,
  wfDeptLeaders,
  wfFlowSettings,
  wfForms,
  wfInstances,
  wfModels,
  wfTasks,
} from '../../../db/schema';
import { inTenant } from '../../../db/tenancy';
import { businessFailure, recordNotFound, unknownReference } from '../../../http/failure';
import { formatDateTime } from '../../../i18n';
import { storeMessage } from '../../message/service';
import * as engine from '../engine';
import { definitionByKey, setDeptLeader } from '../service';
import { flowSettingsOf } from './store';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const countersignOf = (mode: engine.CountersignMode): string =>
  mode.kind === 'ratio' ? `${mode.num}/${mode.den}` : mode.kind;

/** The user tasks of a process in flow order (embedded sub-processes included), then any unreached. */
export function userTasksOf(graph: engine.Graph): engine.ModelNode[] {
  const found: engine.ModelNode[] = [];
  const seen = new Set<string>();
  const visit = (g: engine.Graph, id: string) => {
    const queue = [id];
    while (queue.length > 0) {
      const nodeId = queue.shift()!;
      if (seen.has(nodeId)) continue;
      seen.add(nodeId);
      const node = g.nodes[nodeId];
      if (!node) continue;
      if (node.kind === 'userTask') found.push(node);
      if (node.body) visit(node.body, node.body.startId);
      for (const flowId of node.outgoing) {
        const target = g.flows[flowId]?.target;
        if (target) queue.push(target);
      }
    }
    for (const node of Object.values(g.nodes)) if (!seen.has(node.id)) visit(g, node.id);
  };
  visit(graph, graph.startId);
  return found;
}

/** A user task's assignment as the model states it (the f-flow-step and f-leader-field tabs). */
export function stepOf(node: engine.ModelNode): WfFlowStep {
  const spec = node.assignment;
  const attrs = spec?.attrs ?? {};
  return {
    id: node.id,
    name: node.name || node.id,
    assignee: spec?.assignee ?? null,
    candidateUsers: spec?.candidateUsers ?? [],
    candidateRoles: list(attrs['candidateRoles']),
    candidateDepts: [...list(attrs['candidateDepts']), ...(spec?.candidateGroups ?? [])],
    leaderField: attrs['f-leader-field'] || null,
    countersign: node.multiInstance ? countersignOf(node.multiInstance.mode) : null,
    sequential: node.multiInstance?.sequential ?? false,
  };
}

async function latestDefinitionRow(db: Db, key: string) {
  const [row] = await db
    .select()
    .from(wfDefinitions)
    .where(eq(wfDefinitions.key, key))
    .orderBy(desc(wfDefinitions.version))
    .limit(1);
  if (!row) throw recordNotFound();
  return row;
}

async function stepsOfKey(db: Db, key: string) {
  const definition = await latestDefinitionRow(db, key);
  const parsed = await engine.parseBpmn(definition.xml);
  const main = parsed.processes[parsed.main]!;
  return { definition, steps: userTasksOf(main).map(stepOf) };
}

async function namesFor(db: Db, steps: WfFlowStep[], settings: WfFlowSettings) {
  const userIds = new Set<string>();
  for (const step of steps) {
    if (step.assignee) userIds.add(step.assignee);
    step.candidateUsers.forEach((u) => userIds.add(u));
  }
  Object.values(settings.notices.steps).forEach((n) => n.users.forEach((u) => userIds.add(u)));
  Object.values(settings.expire.steps).forEach((n) => n.users.forEach((u) => userIds.add(u)));
  settings.notices.end.users.forEach((u) => userIds.add(u));
  const names: Record<string, string> = {};
  const ids = [...userIds].filter((id) => !id.includes('${'));
  if (ids.length > 0)
    for (const row of await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, ids)))
      names[row.id] = row.name;
  const roleKeys = [...new Set(steps.flatMap((s) => s.candidateRoles))];
  if (roleKeys.length > 0)
    for (const row of await db
      .select({ id: roles.id, code: roles.code, name: roles.name })
      .from(roles)
      .where(or(inArray(roles.id, roleKeys), inArray(roles.code, roleKeys)))) {
      names[row.id] = row.name;
      names[row.code] = row.name;
    }
  const deptIds = [...new Set(steps.flatMap((s) => s.candidateDepts))];
  if (deptIds.length > 0)
    for (const row of await db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(inArray(departments.id, deptIds)))
      names[row.id] = row.name;
  return names;
}

interface StoredField {
  key?: unknown;
  label?: unknown;
  type?: unknown;
}
const textOf = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** setting-flow: the key's settings, its steps (latest definition), model and bound form. */
export async function flowSettingView(
  db: Db,
  actor: Actor,
  key: string,
): Promise<WfFlowSettingView> {
  const { definition, steps } = await stepsOfKey(db, key);
  const settings = await flowSettingsOf(db, key);
  const [stored] = await db
    .select({ updatedAt: wfFlowSettings.updatedAt })
    .from(wfFlowSettings)
    .where(eq(wfFlowSettings.definitionKey, key));
  const [model] = await db.select().from(wfModels).where(eq(wfModels.key, key)).limit(1);
  const [category] = model?.categoryId
    ? await db.select().from(wfCategories).where(eq(wfCategories.id, model.categoryId))
    : [];
  const [form] = await db
    .select()
    .from(wfForms)
    .where(eq(wfForms.processKey, key))
    .orderBy(asc(wfForms.createdAt))
    .limit(1);
  const fields = Array.isArray(form?.fields) ? (form.fields as StoredField[]) : [];
  const nodes = (form?.nodes ?? {}) as Record<
    string,
    Record<string, { display?: boolean; readonly?: boolean; required?: boolean }>
  >;
  return {
    key,
    definition: await definitionByKey(db, actor, key),
    definitionXml: definition.xml,
    model: model
      ? {
          id: model.id,
          key: model.key,
          name: model.name,
          categoryId: model.categoryId,
          categoryName: category?.name ?? null,
          xml: model.xml,
          pcEnabled: model.pcEnabled,
          deployedVersion: model.deployedVersion,
          updatedAt: formatDateTime(model.updatedAt),
        }
      : null,
    settings,
    steps,
    formFields: fields.map((f) => ({
      key: textOf(f.key, ''),
      label: textOf(f.label, textOf(f.key, '')),
      type: textOf(f.type, 'text'),
    })),
    formNodes: Object.fromEntries(
      Object.entries(nodes).map(([activityId, config]) => [
        activityId,
        Object.fromEntries(
          Object.entries(config).map(([field, rule]) => [
            field,
            {
              display: rule.display ?? true,
              readonly: rule.readonly ?? false,
              required: rule.required ?? false,
            },
          ]),
        ),
      ]),
    ),
    names: await namesFor(db, steps, settings),
    updatedAt: stored ? formatDateTime(stored.updatedAt) : null,
  };
}

/** Saves a key's settings: every step must be a user task of the latest definition, every person of the company. */
export async function saveFlowSettings(
  db: Db,
  actor: Actor,
  now: Date,
  key: string,
  input: WfFlowSettings,
): Promise<WfFlowSettingView> {
  const { steps } = await stepsOfKey(db, key);
  const known = new Set(steps.map((s) => s.id));
  for (const step of [...Object.keys(input.notices.steps), ...Object.keys(input.expire.steps)])
    if (!known.has(step)) throw businessFailure('wf.unknownStep', { key, step });
  const people = new Set([
    ...Object.values(input.notices.steps).flatMap((n) => n.users),
    ...Object.values(input.expire.steps).flatMap((n) => n.users),
    ...input.notices.end.users,
  ]);
  if (people.size > 0) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...people]), eq(users.deleted, false)));
    if (found.length !== people.size) throw unknownReference('users');
  }
  const settings = wfFlowSettingsSchema.parse(input);
  const [existing] = await db
    .select({ id: wfFlowSettings.id })
    .from(wfFlowSettings)
    .where(eq(wfFlowSettings.definitionKey, key))
    .for('update');
  if (existing)
    await db
      .update(wfFlowSettings)
      .set({ settings, updatedAt: now, updatedBy: actor.userId })
      .where(eq(wfFlowSettings.id, existing.id));
  else
    await db.insert(wfFlowSettings).values({
      id: randomUUID(),
      companyId: actor.companyId,
      definitionKey: key,
      settings,
      createdAt: now,
      createdBy: actor.userId,
      updatedAt: now,
      updatedBy: actor.userId,
    });
  return flowSettingView(db, actor, key);
}

/* ─────────────────────────────────────────────── due-time notices (f-flow-expire-notice) */

const overdue = (now: Date) =>
  and(
    eq(wfTasks.status, 'open'),
    isNotNull(wfTasks.dueAt),
    lte(wfTasks.dueAt, now),
    isNull(wfTasks.expireNoticedAt),
  );

/**
 * Tells the people a step's settings name that its open tasks are past their due time, once per
 * task: each task is claimed (expire_noticed_at set where still empty) before its messages go, so
 * two sweeps never tell twice. Sees the companies `db` sees: a tenant transaction only its own.
 */
export async function sendExpireNotices(
  db: Db,
  now: Date,
): Promise<{ tasks: number; messages: number }> {
  const due = await db
    .select({ task: wfTasks, instance: wfInstances })
    .from(wfTasks)
    .innerJoin(wfInstances, eq(wfInstances.id, wfTasks.instanceId))
    .where(and(overdue(now), eq(wfInstances.status, 'running')))
    .orderBy(asc(wfTasks.dueAt), asc(wfTasks.id));
  const settingsOf = new Map<string, WfFlowSettings>();
  let tasks = 0;
  let sent = 0;
  for (const { task, instance } of due) {
    const [claimed] = await db
      .update(wfTasks)
      .set({ expireNoticedAt: now })
      .where(and(eq(wfTasks.id, task.id), isNull(wfTasks.expireNoticedAt)))
      .returning({ id: wfTasks.id });
    if (!claimed) continue;
    let settings = settingsOf.get(instance.definitionKey);
    if (!settings) {
      settings = await flowSettingsOf(db, instance.definitionKey);
      settingsOf.set(instance.definitionKey, settings);
    }
    const rule = settings.expire.steps[task.activityId] ?? {
      hours: 0,
      tellAssignee: true,
      tellStarter: false,
      users: [],
    };
    const people = task.assignee ? [task.assignee] : task.candidates;
    const to = new Set([
      ...(rule.tellAssignee ? people : []),
      ...(rule.tellStarter ? [instance.starterId] : []),
      ...rule.users,
    ]);
    const live = to.size
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, [...to]), eq(users.deleted, false)))
      : [];
    for (const { id } of live) {
      await storeMessage(
        db,
        id,
        {
          type: 'business',
          title: `超时提醒：${instance.title}`,
          content: `${task.name}（${formatDateTime(task.dueAt!)} 到期）`,
        },
        now,
      );
      sent += 1;
    }
    tasks += 1;
  }
  return { tasks, messages: sent };
}

/**
 * The server's sweep: finds the companies with overdue, untold tasks (the system context sees
 * every company) and tells each inside its own tenant transaction.
 */
export async function runExpireSweep(
  systemDb: Db,
  now: Date,
): Promise<{ tasks: number; messages: number }> {
  const companies = await systemDb
    .selectDistinct({ companyId: wfTasks.companyId })
    .from(wfTasks)
    .where(overdue(now));
  const total = { tasks: 0, messages: 0 };
  for (const { companyId } of companies) {
    const told = await inTenant(systemDb, companyId, (tx) => sendExpireNotices(tx, now));
    total.tasks += told.tasks;
    total.messages += told.messages;
  }
  return total;
}

/* ─────────────────────────────────────────────── department leaders (f-leader-field) */

export async function listDeptLeaders(db: Db): Promise<WfDeptLeaderRow[]> {
  const depts = await db
    .select({ id: departments.id, name: departments.name, parentId: departments.parentId })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.name));
  const leaders = await db
    .select({ deptId: wfDeptLeaders.deptId, userId: wfDeptLeaders.userId, name: users.name })
    .from(wfDeptLeaders)
    .innerJoin(users, eq(users.id, wfDeptLeaders.userId))
    .orderBy(asc(users.name));
  return depts.map((dept) => ({
    deptId: dept.id,
    deptName: dept.name,
    parentId: dept.parentId,
    leaders: leaders
      .filter((l) => l.deptId === dept.id)
      .map((l) => ({ userId: l.userId, name: l.name })),
  }));
}

/** Replaces a department's leaders (existing people of the company; none is allowed). */
export async function saveDeptLeaders(
  db: Db,
  actor: Actor,
  now: Date,
  input: { deptId: string; userIds: string[] },
): Promise<WfDeptLeaderRow> {
  const ids = [...new Set(input.userIds)];
  const [dept] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, input.deptId));
  if (!dept) throw unknownReference('deptId');
  if (ids.length > 0) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.deleted, false)));
    if (found.length !== ids.length) throw unknownReference('userIds');
  }
  await db.delete(wfDeptLeaders).where(eq(wfDeptLeaders.deptId, input.deptId));
  for (const userId of ids) await setDeptLeader(db, actor.companyId, input.deptId, userId, now);
  return (await listDeptLeaders(db)).find((row) => row.deptId === input.deptId)!;
}
