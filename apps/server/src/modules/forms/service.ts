import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type FormDefinition,
  type FormField,
  type FormRecord,
  type FormSummary,
  type formDefinitionSaveSchema,
} from '@ccms/api-client';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { containing, createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import {
  departments,
  dictItems,
  dictTypes,
  fileItems,
  users,
  wfCopies,
  wfDefinitions,
  wfForms,
  wfFormRecords,
  wfFormVersions,
  wfInstances,
  wfTasks,
} from '../../db/schema';
import { Failure, businessFailure, forbidden, recordNotFound } from '../../http/failure';
import { formatDateTime, type Locale } from '../../i18n';
import * as engine from '../workflow/engine';
import { actOnTask, startFlow } from '../workflow/service';
import {
  errorMessage,
  referencedIds,
  resolveNode,
  validateValues,
  type Lookups,
  type NodeConfig,
} from './validate';
import { pageAnswer, pageOffset, type PageWindow } from '../../db/paging';

type FormRow = typeof wfForms.$inferSelect;
type RecordRow = typeof wfFormRecords.$inferSelect;
type DefinitionSave = z.output<typeof formDefinitionSaveSchema>;

/** What the caller may do with a form's records (the route resolves the permissions). */
export interface FormAccess {
  /** `<permission>:view` */
  view: boolean;
  /** `<permission>:edit` */
  edit: boolean;
  /** `home:start:flow`: applicants may fill and submit their own records of a flow's form. */
  startFlow: boolean;
}

/* ─────────────────────────────────────────────── definitions */

export function formOut(row: FormRow): FormDefinition {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    labels: row.labels,
    processKey: row.processKey,
    categoryName: row.categoryName,
    permission: row.permission,
    fields: row.fields as FormField[],
    nodes: row.nodes as FormDefinition['nodes'],
    treeParent: row.treeParent,
    version: row.version,
    updatedAt: formatDateTime(row.updatedAt),
  };
}

export async function formByCode(db: Db, code: string): Promise<FormRow> {
  const [row] = await db.select().from(wfForms).where(eq(wfForms.code, code)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

export async function formById(db: Db, id: string): Promise<FormRow> {
  const [row] = await db.select().from(wfForms).where(eq(wfForms.id, id)).limit(1);
  if (!row) throw recordNotFound();
  return row;
}

/** The form of formId, formCode or the process bound to it; an actionable failure when none. */
export async function findForm(
  db: Db,
  query: {
    formId?: string | undefined;
    formCode?: string | undefined;
    processKey?: string | undefined;
  },
): Promise<FormRow> {
  const condition = query.formId
    ? eq(wfForms.id, query.formId)
    : query.formCode
      ? eq(wfForms.code, query.formCode)
      : query.processKey
        ? eq(wfForms.processKey, query.processKey)
        : undefined;
  const [row] = condition
    ? await db.select().from(wfForms).where(condition).orderBy(asc(wfForms.createdAt)).limit(1)
    : [];
  if (!row)
    throw businessFailure('form.displayUnknown', {
      what: query.formId ?? query.formCode ?? query.processKey ?? '—',
    });
  return row;
}

const startCache = new Map<string, Promise<string | null>>();

/** The first user task of a process (the applicant's step): it edits the form like the start. */
export async function startActivityOf(db: Db, processKey: string | null): Promise<string | null> {
  if (!processKey) return null;
  const [definition] = await db
    .select({ id: wfDefinitions.id, xml: wfDefinitions.xml })
    .from(wfDefinitions)
    .where(eq(wfDefinitions.key, processKey))
    .orderBy(desc(wfDefinitions.version))
    .limit(1);
  if (!definition) return null;
  let found = startCache.get(definition.id);
  if (!found) {
    found = engine
      .parseBpmn(definition.xml)
      .then((parsed) => {
        const model = parsed.processes[parsed.main];
        if (!model) return null;
        const start = model.nodes[model.startId];
        const first = start?.outgoing.map((flow) => model.nodes[model.flows[flow]!.target]);
        return first?.find((node) => node?.kind === 'userTask')?.id ?? null;
      })
      .catch(() => null);
    startCache.set(definition.id, found);
  }
  return found;
}

export async function nodeConfigOf(db: Db, form: FormRow, taskDefKey: string | null) {
  const start = await startActivityOf(db, form.processKey);
  const isStart = !taskDefKey || taskDefKey === start;
  return resolveNode(formOut(form), taskDefKey || start, isStart);
}

export async function displayForm(
  db: Db,
  query: {
    formId?: string | undefined;
    formCode?: string | undefined;
    processKey?: string | undefined;
    taskDefKey?: string | undefined;
  },
) {
  const form = await findForm(db, query);
  return { form: formOut(form), node: await nodeConfigOf(db, form, query.taskDefKey ?? null) };
}

export async function queryDefinitions(
  db: Db,
  request: PageWindow & { params?: { name: string | null } | undefined },
) {
  const name = request.params?.name;
  const where = name
    ? or(ilike(wfForms.name, containing(name)), ilike(wfForms.code, containing(name)))
    : undefined;
  const rows = await db
    .select()
    .from(wfForms)
    .where(where)
    .orderBy(asc(wfForms.categoryName), asc(wfForms.code))
    .limit(request.pageSize)
    .offset(pageOffset(request));
  const [total] = await db.select({ total: count() }).from(wfForms).where(where);
  const counts =
    rows.length === 0
      ? []
      : await db
          .select({ formId: wfFormRecords.formId, total: count() })
          .from(wfFormRecords)
          .where(
            inArray(
              wfFormRecords.formId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(wfFormRecords.formId);
  const data: FormSummary[] = rows.map((row) => {
    const { fields, nodes: _nodes, ...rest } = formOut(row);
    return {
      ...rest,
      fieldCount: fields.length,
      recordCount: counts.find((c) => c.formId === row.id)?.total ?? 0,
    };
  });
  return pageAnswer(request, total?.total ?? 0, data);
}

export async function saveDefinition(db: Db, actor: Actor, now: Date, input: DefinitionSave) {
  const [taken] = await db
    .select({ id: wfForms.id })
    .from(wfForms)
    .where(eq(wfForms.code, input.code))
    .limit(1);
  if (taken && taken.id !== input.id) throw businessFailure('form.codeTaken', { code: input.code });
  const values = {
    code: input.code,
    name: input.name,
    labels: input.labels ?? {},
    processKey: input.processKey,
    categoryName: input.categoryName,
    permission: input.permission,
    fields: input.fields,
    nodes: input.nodes,
    treeParent: input.treeParent,
  };
  if (input.id) {
    // The definition being replaced is kept under its version; the form moves to the next one.
    const [previous] = await db
      .select()
      .from(wfForms)
      .where(eq(wfForms.id, input.id))
      .for('update');
    if (!previous) throw recordNotFound();
    await db.insert(wfFormVersions).values({
      id: randomUUID(),
      companyId: previous.companyId,
      formId: previous.id,
      version: previous.version,
      definition: definitionOf(previous),
      savedAt: previous.updatedAt,
      savedBy: previous.updatedBy,
    });
    const [row] = await db
      .update(wfForms)
      .set({ ...values, version: previous.version + 1, ...updatedStamp(actor, now) })
      .where(eq(wfForms.id, input.id))
      .returning();
    return formOut(row!);
  }
  const [row] = await db
    .insert(wfForms)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      ...values,
      ...createdStamp(actor, now),
    })
    .returning();
  return formOut(row!);
}

/** What a version keeps of a definition (everything the renderer and validator read). */
function definitionOf(row: FormRow): Record<string, unknown> {
  return {
    code: row.code,
    name: row.name,
    labels: row.labels,
    processKey: row.processKey,
    categoryName: row.categoryName,
    permission: row.permission,
    fields: row.fields,
    nodes: row.nodes,
    treeParent: row.treeParent,
  };
}

/** The versions of a form, newest first: the current one and every one a designer save replaced. */
export async function listVersions(db: Db, form: FormRow) {
  const kept = await db
    .select({
      version: wfFormVersions.version,
      savedAt: wfFormVersions.savedAt,
      savedBy: wfFormVersions.savedBy,
      definition: wfFormVersions.definition,
    })
    .from(wfFormVersions)
    .where(eq(wfFormVersions.formId, form.id))
    .orderBy(desc(wfFormVersions.version));
  const userIds = [
    ...new Set([form.updatedBy, ...kept.map((k) => k.savedBy)].filter((id): id is string => !!id)),
  ];
  const names =
    userIds.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, userIds));
  const nameOf = (id: string | null) => names.find((n) => n.id === id)?.name ?? id;
  return [
    {
      version: form.version,
      current: true,
      savedAt: formatDateTime(form.updatedAt),
      savedByName: nameOf(form.updatedBy),
      fieldCount: (form.fields as unknown[]).length,
    },
    ...kept.map((k) => ({
      version: k.version,
      current: false,
      savedAt: formatDateTime(k.savedAt),
      savedByName: nameOf(k.savedBy),
      fieldCount: Array.isArray(k.definition['fields']) ? k.definition['fields'].length : 0,
    })),
  ];
}

/** The definition of one version of a form (the current row for its own version). */
export async function versionOf(db: Db, form: FormRow, version: number): Promise<FormDefinition> {
  if (version === form.version) return formOut(form);
  const [kept] = await db
    .select()
    .from(wfFormVersions)
    .where(and(eq(wfFormVersions.formId, form.id), eq(wfFormVersions.version, version)));
  if (!kept) throw businessFailure('form.versionUnknown', { name: form.name, version });
  const old = kept.definition as Partial<FormRow>;
  return formOut({
    ...form,
    ...old,
    treeParent: old.treeParent ?? null,
    version: kept.version,
    updatedAt: kept.savedAt,
  });
}

/* ─────────────────────────────────────────────── records */

async function recordsOut(db: Db, form: FormRow, rows: RecordRow[]): Promise<FormRecord[]> {
  if (rows.length === 0) return [];
  const instanceIds = rows.map((r) => r.instanceId).filter((id): id is string => !!id);
  const statuses =
    instanceIds.length === 0
      ? []
      : await db
          .select({ id: wfInstances.id, status: wfInstances.status })
          .from(wfInstances)
          .where(inArray(wfInstances.id, instanceIds));
  const creatorIds = [...new Set(rows.map((r) => r.createdBy).filter((id): id is string => !!id))];
  const names =
    creatorIds.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, creatorIds));
  return rows.map((row) => ({
    id: row.id,
    formCode: form.code,
    values: row.values,
    labels: row.labels,
    instanceId: row.instanceId,
    instanceStatus:
      (statuses.find((s) => s.id === row.instanceId)?.status as FormRecord['instanceStatus']) ??
      null,
    createdBy: row.createdBy,
    createdByName: names.find((n) => n.id === row.createdBy)?.name ?? null,
    createdDate: formatDateTime(row.createdDate),
    updatedBy: row.updatedBy,
    updatedDate: formatDateTime(row.updatedDate),
    lastSubmitUserName: row.lastSubmitUserName,
    lastSubmitDate: row.lastSubmitDate ? formatDateTime(row.lastSubmitDate) : null,
    formVersion: row.formVersion,
  }));
}

/** The parent id a tree form's values name ('' and null: a root). */
function parentIdOf(form: FormRow, values: Record<string, unknown>): string | null {
  if (!form.treeParent) return null;
  const value = values[form.treeParent];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * wf-treegrid: the parent a record names must be a record of the same form, and neither the record
 * itself nor one of its descendants (walking up from the parent never reaches the record).
 */
async function checkTreeParent(
  db: Db,
  form: FormRow,
  recordId: string | null,
  values: Record<string, unknown>,
): Promise<void> {
  let parentId = parentIdOf(form, values);
  const field = (form.fields as FormField[]).find((f) => f.key === form.treeParent);
  const seen = new Set<string>();
  let first = true;
  while (parentId) {
    if (parentId === recordId || seen.has(parentId)) throw businessFailure('form.tree.cycle');
    seen.add(parentId);
    const [parent] = await db
      .select({ values: wfFormRecords.values })
      .from(wfFormRecords)
      .where(and(eq(wfFormRecords.id, parentId), eq(wfFormRecords.formId, form.id)));
    if (!parent) {
      if (first) throw businessFailure('form.tree.parentUnknown', { label: field?.label ?? '' });
      return;
    }
    first = false;
    parentId = parentIdOf(form, parent.values);
  }
}

async function recordOf(db: Db, form: FormRow, id: string, lock = false): Promise<RecordRow> {
  const query = db
    .select()
    .from(wfFormRecords)
    .where(and(eq(wfFormRecords.id, id), eq(wfFormRecords.formId, form.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw recordNotFound();
  return row;
}

async function instanceStatusOf(db: Db, row: RecordRow): Promise<string | null> {
  if (!row.instanceId) return null;
  const [instance] = await db
    .select({ status: wfInstances.status })
    .from(wfInstances)
    .where(eq(wfInstances.id, row.instanceId));
  return instance?.status ?? null;
}

/** Whether the user takes part in the record's flow: starter, a task's doer or candidate, copied. */
async function participates(db: Db, row: RecordRow, userId: string): Promise<boolean> {
  if (row.createdBy === userId) return true;
  if (!row.instanceId) return false;
  const [instance] = await db
    .select({ starterId: wfInstances.starterId })
    .from(wfInstances)
    .where(eq(wfInstances.id, row.instanceId));
  if (!instance) return false;
  if (instance.starterId === userId) return true;
  const [task] = await db
    .select({ id: wfTasks.id })
    .from(wfTasks)
    .where(
      and(
        eq(wfTasks.instanceId, row.instanceId),
        or(
          eq(wfTasks.assignee, userId),
          eq(wfTasks.completedBy, userId),
          eq(wfTasks.owner, userId),
          sql`${wfTasks.candidates} @> ${JSON.stringify([userId])}::jsonb`,
        ),
      ),
    )
    .limit(1);
  if (task) return true;
  const [copy] = await db
    .select({ id: wfCopies.id })
    .from(wfCopies)
    .where(and(eq(wfCopies.instanceId, row.instanceId), eq(wfCopies.toUser, userId)))
    .limit(1);
  return !!copy;
}

export async function queryRecords(
  db: Db,
  form: FormRow,
  request: PageWindow & {
    params?: { keyword: string | null; filters?: Record<string, string> | undefined } | undefined;
  },
) {
  const params = request.params;
  const fields = form.fields as FormField[];
  const conditions: (SQL | undefined)[] = [eq(wfFormRecords.formId, form.id)];
  if (params?.keyword) {
    const pattern = containing(params.keyword);
    conditions.push(
      or(
        sql`${wfFormRecords.values}::text ilike ${pattern}`,
        sql`${wfFormRecords.labels}::text ilike ${pattern}`,
      ),
    );
  }
  for (const [key, value] of Object.entries(params?.filters ?? {})) {
    const field = fields.find((f) => f.key === key);
    if (!field || value === '') continue;
    const text = field.type === 'text' || field.type === 'textarea' || field.type === 'richText';
    conditions.push(
      text
        ? sql`${wfFormRecords.values} ->> ${key} ilike ${containing(value)}`
        : sql`${wfFormRecords.values} ->> ${key} = ${value}`,
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(wfFormRecords)
    .where(where)
    .orderBy(desc(wfFormRecords.createdDate), asc(wfFormRecords.id))
    .limit(request.pageSize)
    .offset(pageOffset(request));
  const [total] = await db.select({ total: count() }).from(wfFormRecords).where(where);
  return pageAnswer(request, total?.total ?? 0, await recordsOut(db, form, rows));
}

export async function getRecord(
  db: Db,
  actor: Actor,
  form: FormRow,
  id: string,
  access: FormAccess,
): Promise<FormRecord> {
  const row = await recordOf(db, form, id);
  if (!access.view && !(await participates(db, row, actor.userId))) throw forbidden();
  return (await recordsOut(db, form, [row]))[0]!;
}

/** The lookups the values name: dictionary items, departments, people, files of the company. */
async function lookupsOf(
  db: Db,
  fields: readonly FormField[],
  values: Record<string, unknown>,
): Promise<Lookups> {
  const ids = referencedIds(fields, values);
  const dicts = new Map<string, Map<string, string>>();
  if (ids.dictCodes.size > 0) {
    const items = await db
      .select({ code: dictTypes.code, value: dictItems.value, label: dictItems.label })
      .from(dictItems)
      .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
      .where(and(inArray(dictTypes.code, [...ids.dictCodes]), eq(dictItems.enabled, true)));
    for (const item of items) {
      const book = dicts.get(item.code) ?? new Map<string, string>();
      book.set(item.value, item.label);
      dicts.set(item.code, book);
    }
  }
  const depts =
    ids.depts.size === 0
      ? []
      : await db
          .select({ id: departments.id, name: departments.name })
          .from(departments)
          .where(inArray(departments.id, [...ids.depts]));
  const people =
    ids.users.size === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(and(inArray(users.id, [...ids.users]), eq(users.deleted, false)));
  const files =
    ids.files.size === 0
      ? []
      : await db
          .select({ id: fileItems.id })
          .from(fileItems)
          .where(inArray(fileItems.id, [...ids.files]));
  return {
    dicts,
    depts: new Map(depts.map((d) => [d.id, d.name])),
    users: new Map(people.map((u) => [u.id, u.name])),
    files: new Set(files.map((f) => f.id)),
  };
}

/** Validates against the node; a failure names every problem (data.errors) and the first one. */
async function validated(
  db: Db,
  form: FormRow,
  node: NodeConfig,
  input: Record<string, unknown>,
  stored: Record<string, unknown> | null,
  locale: Locale,
) {
  const fields = form.fields as FormField[];
  const lookups = await lookupsOf(db, fields, { ...stored, ...input });
  const outcome = validateValues(fields, node, input, stored, lookups);
  if (outcome.ok) return outcome.result;
  const errors = outcome.errors.map((error) => ({
    field: error.field,
    message: errorMessage(error, locale),
  }));
  throw new Failure(ErrorCode.validation, 'form.invalid', { message: errors[0]!.message }, 400, {
    errors,
  });
}

/** An open task of the record's running flow the actor may act on, or a refusal. */
async function taskOf(db: Db, row: RecordRow, actor: Actor, taskId: string) {
  const [found] = await db
    .select({ task: wfTasks, instance: wfInstances })
    .from(wfTasks)
    .innerJoin(wfInstances, eq(wfInstances.id, wfTasks.instanceId))
    .where(eq(wfTasks.id, taskId));
  if (!found) throw recordNotFound();
  if (found.instance.recordId !== row.id) throw businessFailure('form.taskMismatch');
  if (found.task.status !== 'open' || found.instance.status !== 'running')
    throw businessFailure('wf.taskDone');
  const { task } = found;
  const actable = task.assignee
    ? task.assignee === actor.userId
    : task.candidates.includes(actor.userId);
  if (!actable) throw forbidden();
  return task;
}

const mayApply = (form: FormRow, access: FormAccess) => !!form.processKey && access.startFlow;

export async function saveRecord(
  db: Db,
  actor: Actor,
  now: Date,
  form: FormRow,
  input: { id?: string | undefined; values: Record<string, unknown>; taskId?: string | undefined },
  access: FormAccess,
  locale: Locale,
): Promise<FormRecord> {
  const row = input.id ? await recordOf(db, form, input.id, true) : null;
  let node: NodeConfig;
  if (input.taskId) {
    if (!row) throw recordNotFound();
    const task = await taskOf(db, row, actor, input.taskId);
    node = await nodeConfigOf(db, form, task.activityId);
  } else {
    const own = !row || row.createdBy === actor.userId;
    if (!access.edit && !(mayApply(form, access) && own)) throw forbidden();
    if (row) {
      const status = await instanceStatusOf(db, row);
      if (status === 'running' || status === 'finished') throw businessFailure('form.editRefused');
    }
    node = await nodeConfigOf(db, form, null);
  }
  const result = await validated(db, form, node, input.values, row?.values ?? null, locale);
  await checkTreeParent(db, form, row?.id ?? null, result.values);
  if (row) {
    const [saved] = await db
      .update(wfFormRecords)
      .set({
        values: result.values,
        labels: result.labels,
        formVersion: form.version,
        updatedBy: actor.userId,
        updatedDate: now,
      })
      .where(eq(wfFormRecords.id, row.id))
      .returning();
    return (await recordsOut(db, form, [saved!]))[0]!;
  }
  const [saved] = await db
    .insert(wfFormRecords)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      formId: form.id,
      values: result.values,
      labels: result.labels,
      formVersion: form.version,
      createdBy: actor.userId,
      createdDate: now,
      updatedBy: actor.userId,
      updatedDate: now,
    })
    .returning();
  return (await recordsOut(db, form, [saved!]))[0]!;
}

export async function deleteRecord(
  db: Db,
  actor: Actor,
  form: FormRow,
  id: string,
  access: FormAccess,
): Promise<null> {
  const row = await recordOf(db, form, id, true);
  if (!access.edit && !(mayApply(form, access) && row.createdBy === actor.userId))
    throw forbidden();
  const status = await instanceStatusOf(db, row);
  if (status === 'running' || status === 'finished') throw businessFailure('form.deleteRefused');
  if (form.treeParent) {
    const [children] = await db
      .select({ total: count() })
      .from(wfFormRecords)
      .where(
        and(
          eq(wfFormRecords.formId, form.id),
          sql`${wfFormRecords.values} ->> ${form.treeParent} = ${row.id}`,
        ),
      );
    if (children && children.total > 0)
      throw businessFailure('form.tree.hasChildren', { count: children.total });
  }
  await db.delete(wfFormRecords).where(eq(wfFormRecords.id, row.id));
  return null;
}

/** Submits a record: starts the form's process with its values, in the request's transaction. */
export async function submitRecord(
  db: Db,
  actor: Actor,
  now: Date,
  form: FormRow,
  id: string,
  input: { title: string | null; opinion: string },
  access: FormAccess,
) {
  const row = await recordOf(db, form, id, true);
  if (!access.edit && !(mayApply(form, access) && row.createdBy === actor.userId))
    throw forbidden();
  if (!form.processKey) throw businessFailure('form.noProcess', { name: form.name });
  if ((await instanceStatusOf(db, row)) === 'running') throw businessFailure('form.flowRunning');
  const labelled = Object.fromEntries(
    Object.entries(row.labels).map(([key, label]) => [`${key}_label`, label]),
  );
  // Without a title the flow is named after the record's own 标题/事由 field when it has one.
  const subject = typeof row.values['title'] === 'string' ? row.values['title'].trim() : '';
  const started = await startFlow(db, actor, now, {
    processCode: form.processKey,
    title: input.title ?? (subject ? `${form.name}-${subject}` : null),
    formId: form.id,
    recordId: row.id,
    values: { ...row.values, ...labelled },
  });
  // Submitting is the applicant's own step (申请人): it is done, and the flow goes on to the next.
  let current = started;
  const own = await db
    .select({ id: wfTasks.id })
    .from(wfTasks)
    .where(
      and(
        eq(wfTasks.instanceId, started.id),
        eq(wfTasks.status, 'open'),
        eq(wfTasks.assignee, actor.userId),
      ),
    );
  for (const task of own)
    current = await actOnTask(db, actor, now, {
      action: 'approve',
      taskId: task.id,
      opinion: input.opinion,
    });
  const instance = current;
  const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
  const [saved] = await db
    .update(wfFormRecords)
    .set({
      instanceId: instance.id,
      lastSubmitUserName: me?.name ?? actor.userId,
      lastSubmitDate: now,
    })
    .where(eq(wfFormRecords.id, row.id))
    .returning();
  return { record: (await recordsOut(db, form, [saved!]))[0]!, instance };
}
