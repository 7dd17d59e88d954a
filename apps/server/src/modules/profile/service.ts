import {
  ErrorCode,
  USER_CONFIG_KEYS_MAX,
  type InvoiceInfo,
  type InvoicesType,
  type invoiceInfoSaveSchema,
  type loginUserUpdateSchema,
  type MySetting,
  type mySettingSchema,
  type userConfigSaveSchema,
} from '@ccms/api-client';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOf, createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { invoiceInfos, members, userConfigs, userSettings, users } from '../../db/schema';
import { businessFailure, Failure, recordNotFound, unauthenticated } from '../../http/failure';
import { memberOfPhone } from '../member/service';

type UserConfigSave = z.output<typeof userConfigSaveSchema>;

/** Until a user saves settings, the project name is read from the pricing file (spec 000 §3). */
export const DEFAULT_MY_SETTING: MySetting = { projectNameRule: 'projectName' };

const asRule = (rule: string): MySetting['projectNameRule'] =>
  rule === 'fileName' ? 'fileName' : 'projectName';

export async function loadMySetting(db: Db, userId: string): Promise<MySetting> {
  const [row] = await db
    .select({ projectNameRule: userSettings.projectNameRule })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row ? { projectNameRule: asRule(row.projectNameRule) } : { ...DEFAULT_MY_SETTING };
}

export async function saveMySetting(
  db: Db,
  actor: Actor,
  now: Date,
  body: z.output<typeof mySettingSchema>,
): Promise<MySetting> {
  await db
    .insert(userSettings)
    .values({
      userId: actor.userId,
      companyId: actor.companyId,
      projectNameRule: body.projectNameRule,
      ...createdStamp(actor, now),
    })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { projectNameRule: body.projectNameRule, ...updatedStamp(actor, now) },
    });
  return loadMySetting(db, actor.userId);
}

export async function loadUserConfig(db: Db, userId: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: userConfigs.key, value: userConfigs.value })
    .from(userConfigs)
    .where(eq(userConfigs.userId, userId))
    .orderBy(userConfigs.key);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Sets one key of the actor's own config; a new key past the per-user limit is refused. */
export async function saveUserConfig(
  db: Db,
  actor: Actor,
  now: Date,
  body: UserConfigSave,
): Promise<Record<string, string>> {
  const mine = eq(userConfigs.userId, actor.userId);
  const [existing] = await db
    .select({ key: userConfigs.key })
    .from(userConfigs)
    .where(and(mine, eq(userConfigs.key, body.key)))
    .limit(1);
  if (!existing) {
    const [kept] = await db.select({ total: count() }).from(userConfigs).where(mine);
    if ((kept?.total ?? 0) >= USER_CONFIG_KEYS_MAX)
      throw businessFailure('profile.tooManyConfigKeys', { max: USER_CONFIG_KEYS_MAX });
  }
  await db
    .insert(userConfigs)
    .values({
      companyId: actor.companyId,
      userId: actor.userId,
      key: body.key,
      value: body.value,
      ...createdStamp(actor, now),
    })
    .onConflictDoUpdate({
      target: [userConfigs.userId, userConfigs.key],
      set: { value: body.value, ...updatedStamp(actor, now) },
    });
  return loadUserConfig(db, actor.userId);
}

// ── Personal information ──────────────────────────────────────────────────────

async function ownUser(db: Db, userId: string) {
  const [row] = await db
    .select({ loginName: users.loginName, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.deleted, false)))
    .limit(1);
  if (!row) throw unauthenticated();
  return row;
}

/** Saves the caller's job number, job and e-mail; a login name, if sent, must be their own. */
export async function updateLoginUser(
  db: Db,
  actor: Actor,
  now: Date,
  body: z.output<typeof loginUserUpdateSchema>,
): Promise<void> {
  const user = await ownUser(db, actor.userId);
  if (body.loginName !== undefined && body.loginName !== user.loginName)
    throw businessFailure('profile.loginNameFixed');
  await db
    .update(users)
    .set({ no: body.no, job: body.job, email: body.email, ...updatedStamp(actor, now) })
    .where(eq(users.id, actor.userId));
}

/** A member renames themselves: their account and their member record take the name. */
export async function renameMember(
  db: Db,
  actor: Actor,
  now: Date,
  userId: string,
  name: string,
): Promise<void> {
  if (userId !== actor.userId) {
    // Someone of another company does not exist here (row-level security): a 404, as everywhere.
    const [other] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!other) throw recordNotFound();
    throw new Failure(ErrorCode.forbidden, 'profile.notSelf', {}, 403);
  }
  const member = await memberOfPhone(db, (await ownUser(db, actor.userId)).phone);
  if (!member) throw businessFailure('profile.notMember');
  await db
    .update(users)
    .set({ name, ...updatedStamp(actor, now) })
    .where(eq(users.id, actor.userId));
  await db
    .update(members)
    .set({ name, ...updatedStamp(actor, now) })
    .where(eq(members.id, member.id));
}

// ── Invoice information ───────────────────────────────────────────────────────

type InvoiceRow = typeof invoiceInfos.$inferSelect;

const toInvoiceInfo = (row: InvoiceRow): InvoiceInfo => ({
  invoicesType: row.invoicesType === 2 ? 2 : 1,
  personName: row.personName,
  companyName: row.companyName,
  honestyCode: row.honestyCode,
  email: row.email,
  registeredAddress: row.registeredAddress,
  phone: row.phone,
  bank: row.bank,
  bankAccount: row.bankAccount,
  receiver: row.receiver,
  receiveAddress: row.receiveAddress,
  ...auditOf(row),
});

export async function loadMyInvoice(db: Db, userId: string): Promise<InvoiceInfo | null> {
  const [row] = await db
    .select()
    .from(invoiceInfos)
    .where(eq(invoiceInfos.userId, userId))
    .limit(1);
  return row ? toInvoiceInfo(row) : null;
}

/**
 * Saves the caller's invoice information. Fields left empty keep what was saved before, so the
 * other kind's details survive a switch of invoicesType.
 */
export async function saveMyInvoice(
  db: Db,
  actor: Actor,
  now: Date,
  body: z.output<typeof invoiceInfoSaveSchema>,
): Promise<InvoiceInfo> {
  const { invoicesType, ...fields } = body;
  const given = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null),
  ) as Partial<typeof fields>;
  await db
    .insert(invoiceInfos)
    .values({
      userId: actor.userId,
      companyId: actor.companyId,
      invoicesType: invoicesType satisfies InvoicesType,
      ...fields,
      ...createdStamp(actor, now),
    })
    .onConflictDoUpdate({
      target: invoiceInfos.userId,
      set: { invoicesType, ...given, ...updatedStamp(actor, now) },
    });
  return (await loadMyInvoice(db, actor.userId))!;
}
