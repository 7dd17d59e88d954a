import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './database';

/** drizzle/ sits beside src/ and dist/, so one relative step finds it from either. */
function migrationsFolder(): string {
  for (const candidate of ['../drizzle', '../../drizzle']) {
    const folder = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(folder)) return folder;
  }
  throw new Error('The drizzle migrations folder was not found next to the server build');
}

/** Brings the schema up to date; already applied migrations are skipped. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  else {
    const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator');
    await migratePostgres(database.db as unknown as NodePgDatabase, config);
  }
}
