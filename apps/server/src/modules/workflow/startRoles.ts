import { and, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { roles, userRoles, wfDefinitions, wfModels, wfStartRoles } from '../../db/schema';
import { businessFailure, recordNotFound, unknownReference } from '../../http/failure';
import { hasPermission } from '../auth/access';

// Who may start each flow (spec 002 model-role-manager). A key with no rows is open to everybody
// holding home:start:flow (the demo keeps working); with rows, only holders of one of those roles
// start it. The workflow administrator (wf:admin) is never limited. This file does not import the
// workflow service, so the service's startFlow can call the guard.

const isFlowAdmin = (db: Db, actor: Actor) =>
  hasPermission(db, { id: actor.userId, companyId: actor.companyId }, 'wf:admin');

/**
 * The condition on a definition key column: the key has no start roles, or the user holds one of
 * them. Undefined for the workflow administrator (every key).
 */
export async function startableKeyCondition(
  db: Db,
  actor: Actor,
  key: typeof wfDefinitions.key,
): Promise<SQL | undefined> {
  if (await isFlowAdmin(db, actor)) return undefined;
  const limited = db.select({ key: wfStartRoles.definitionKey }).from(wfStartRoles);
  const mine = db
    .select({ key: wfStartRoles.definitionKey })
    .from(wfStartRoles)
    .innerJoin(userRoles, eq(userRoles.roleId, wfStartRoles.roleId))
    .where(eq(userRoles.userId, actor.userId));
  return or(notInArray(key, limited), inArray(key, mine));
}

/** Whether the user may start the key (see the file's note). */
export async function mayStart(db: Db, actor: Actor, key: string): Promise<boolean> {
  const allowed = await db
    .select({ roleId: wfStartRoles.roleId })
    .from(wfStartRoles)
    .where(eq(wfStartRoles.definitionKey, key));
  if (allowed.length === 0) return true;
  const held = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, actor.userId),
        inArray(
          userRoles.roleId,
          allowed.map((row) => row.roleId),
        ),
      ),
    );
  return held.length > 0 || (await isFlowAdmin(db, actor));
}

/** Refuses a start of a key the user may not start, naming the flow. */
export async function assertMayStart(db: Db, actor: Actor, key: string, name: string) {
  if (!(await mayStart(db, actor, key))) throw businessFailure('wf.startRoleRefused', { name });
}

/** A key of the company: a model or a deployed definition names it; 404 otherwise. */
async function assertKnownKey(db: Db, key: string) {
  const [model] = await db
    .select({ key: wfModels.key })
    .from(wfModels)
    .where(eq(wfModels.key, key))
    .limit(1);
  if (model) return;
  const [definition] = await db
    .select({ key: wfDefinitions.key })
    .from(wfDefinitions)
    .where(eq(wfDefinitions.key, key))
    .limit(1);
  if (!definition) throw recordNotFound();
}

async function rolesOf(db: Db, key: string) {
  const rows = await db
    .select({ roleId: wfStartRoles.roleId })
    .from(wfStartRoles)
    .innerJoin(roles, eq(roles.id, wfStartRoles.roleId))
    .where(eq(wfStartRoles.definitionKey, key))
    .orderBy(roles.sort, roles.id);
  return { key, roleIds: rows.map((row) => row.roleId) };
}

export async function getStartRoles(db: Db, key: string) {
  await assertKnownKey(db, key);
  return rolesOf(db, key);
}

/** Replaces the key's start roles; every role must be the company's. */
export async function saveStartRoles(db: Db, actor: Actor, key: string, roleIds: string[]) {
  await assertKnownKey(db, key);
  const wanted = [...new Set(roleIds)];
  if (wanted.length > 0) {
    const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, wanted));
    if (found.length !== wanted.length) throw unknownReference('roleIds');
  }
  await db.delete(wfStartRoles).where(eq(wfStartRoles.definitionKey, key));
  if (wanted.length > 0)
    await db
      .insert(wfStartRoles)
      .values(wanted.map((roleId) => ({ companyId: actor.companyId, definitionKey: key, roleId })));
  return rolesOf(db, key);
}
