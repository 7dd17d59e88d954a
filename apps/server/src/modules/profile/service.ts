import {
  USER_CONFIG_KEYS_MAX,
  type MySetting,
  type mySettingSchema,
  type userConfigSaveSchema,
} from '@ccms/api-client';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { createdStamp, updatedStamp, type Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { userConfigs, userSettings } from '../../db/schema';
import { businessFailure } from '../../http/failure';

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
