import {
  wfBusinessList,
  wfFocus as wfFocusEndpoint,
  wfFocusList,
  wfProcdefGet,
  wfProcdefVersion,
  wfStartRolesGet,
  wfStartRolesSave,
  type WfDeployedDefinition,
} from '@ccms/api-client';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { wfCopies, wfDefinitions, wfFocus, wfInstances, wfTasks } from '../../db/schema';
import { registerEndpoint } from '../../http/endpoint';
import { forbidden, recordNotFound } from '../../http/failure';
import { hasPermission } from '../auth/access';
import { definitionsOut, participates, queryInstances, type InstanceQuery } from './service';
import { getStartRoles, saveStartRoles } from './startRoles';

// The workflow's personal lists beyond to-do/done/mine/copied (spec 000 §2.3 my-focus-all,
// my-business-all), a deployed definition's own XML (act-procdef diagrams of any version), and the
// roles that may start each flow (spec 002 model-role-manager; the guard is in startRoles.ts).

const isFlowAdmin = (db: Db, actor: Actor) =>
  hasPermission(db, { id: actor.userId, companyId: actor.companyId }, 'wf:admin');

/* ─────────────────────────────────────────────── 我的关注 */

/** Follows or unfollows an instance the caller took part in (any instance for the administrator). */
export async function setFocus(
  db: Db,
  actor: Actor,
  now: Date,
  input: { instanceId: string; focus: boolean },
) {
  const [row] = await db.select().from(wfInstances).where(eq(wfInstances.id, input.instanceId));
  if (!row) throw recordNotFound();
  if (!participates(row, actor.userId) && !(await isFlowAdmin(db, actor))) throw forbidden();
  if (input.focus)
    await db
      .insert(wfFocus)
      .values({
        companyId: actor.companyId,
        userId: actor.userId,
        instanceId: row.id,
        createdAt: now,
      })
      .onConflictDoNothing();
  else
    await db
      .delete(wfFocus)
      .where(and(eq(wfFocus.userId, actor.userId), eq(wfFocus.instanceId, row.id)));
  return null;
}

export const queryFocused = (db: Db, actor: Actor, request: InstanceQuery) =>
  queryInstances(
    db,
    request,
    inArray(
      wfInstances.id,
      db.select({ id: wfFocus.instanceId }).from(wfFocus).where(eq(wfFocus.userId, actor.userId)),
    ),
  );

/* ─────────────────────────────────────────────── 我的业务 */

/**
 * Instances the caller has business with: started, completed a task of, is or was the assignee,
 * a candidate or the delegating owner of a task, or was copied to.
 */
export const queryBusiness = (db: Db, actor: Actor, request: InstanceQuery) => {
  const me = actor.userId;
  const taskOf = db
    .select({ id: wfTasks.instanceId })
    .from(wfTasks)
    .where(
      or(
        eq(wfTasks.completedBy, me),
        eq(wfTasks.assignee, me),
        eq(wfTasks.owner, me),
        sql`${wfTasks.candidates} @> ${JSON.stringify([me])}::jsonb`,
      ),
    );
  const copiedTo = db
    .select({ id: wfCopies.instanceId })
    .from(wfCopies)
    .where(eq(wfCopies.toUser, me));
  return queryInstances(
    db,
    request,
    or(
      eq(wfInstances.starterId, me),
      inArray(wfInstances.id, taskOf),
      inArray(wfInstances.id, copiedTo),
    ),
  );
};

/* ─────────────────────────────────────────────── deployed definitions with their XML */

async function deployedOut(
  db: Db,
  actor: Actor,
  row: typeof wfDefinitions.$inferSelect | undefined,
): Promise<WfDeployedDefinition> {
  if (!row) throw recordNotFound();
  const [out] = await definitionsOut(db, actor, [row]);
  return { ...out!, xml: row.xml };
}

export async function deployedDefinition(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(wfDefinitions).where(eq(wfDefinitions.id, id));
  return deployedOut(db, actor, row);
}

export async function deployedVersion(db: Db, actor: Actor, key: string, version: number) {
  const [row] = await db
    .select()
    .from(wfDefinitions)
    .where(and(eq(wfDefinitions.key, key), eq(wfDefinitions.version, version)));
  return deployedOut(db, actor, row);
}

/* ─────────────────────────────────────────────── routes */

export function registerWorkflowListRoutes(app: FastifyInstance, now: () => Date): void {
  registerEndpoint(app, wfFocusEndpoint, ({ db, body, requireSession }) =>
    setFocus(db, requireSession(), now(), body),
  );
  registerEndpoint(app, wfFocusList, ({ db, body, requireSession }) =>
    queryFocused(db, requireSession(), body),
  );
  registerEndpoint(app, wfBusinessList, ({ db, body, requireSession }) =>
    queryBusiness(db, requireSession(), body),
  );
  registerEndpoint(app, wfProcdefGet, ({ db, params, requireSession }) =>
    deployedDefinition(db, requireSession(), params.id),
  );
  registerEndpoint(app, wfProcdefVersion, ({ db, params, requireSession }) =>
    deployedVersion(db, requireSession(), params.key, params.version),
  );
  registerEndpoint(app, wfStartRolesGet, ({ db, params }) => getStartRoles(db, params.key));
  registerEndpoint(app, wfStartRolesSave, ({ db, params, body, requireSession }) =>
    saveStartRoles(db, requireSession(), params.key, body.roleIds),
  );
}
