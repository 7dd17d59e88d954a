import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** The database role requests run as; row-level security policies apply to it (migration 0002). */
export const TENANT_ROLE = 'ccms_tenant';

/**
 * Runs work in one transaction as the tenant role with app.company_id set to the company, so
 * every query sees and writes only that company's rows whatever its WHERE clause says. Both
 * settings end with the transaction, so a pooled connection never carries them to another caller.
 */
export function inTenant<T>(db: Db, companyId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.company_id', ${companyId}, true)`);
    await tx.execute(sql.raw(`set local role ${TENANT_ROLE}`));
    return work(tx);
  });
}

/**
 * Runs work inside a tenant transaction in the system context (the application's own role, which
 * row-level security lets see every company), then returns the transaction to the tenant role.
 * Only for platform operations that must reach other companies atomically with the request (a
 * package change re-shaping each holder's menus), after the caller has been checked. When work
 * fails the transaction is aborted and rolls back, so the role is not restored.
 */
export async function withSystemContext<T>(tx: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  await tx.execute(sql.raw('reset role'));
  const result = await work(tx);
  await tx.execute(sql.raw(`set local role ${TENANT_ROLE}`));
  return result;
}
