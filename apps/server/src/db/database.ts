import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver runs underneath; both speak PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  /** The PGlite instance underneath (tests dump and load data directories with it). */
  client?: PGlite;
  kind: DatabaseKind;
  /** Where the data lives, for the start-up banner: a directory, ':memory:' or the server's host. */
  location: string;
  close(): Promise<void>;
}

/**
 * PostgreSQL's memory inside PGlite: its WebAssembly memory grows to what the server touches and
 * never shrinks, so the buffer cache is kept small (the data files stay in the operating system's
 * page cache, which is not the server's memory): 16 MB of shared buffers instead of initdb's
 * 128 MB (a 100,000-bill project's import and analyses fill 128 MB and keep it). The WebAssembly
 * memory's initial 128 MB cannot be lowered (the module requires it); only touched pages count.
 */
export const PGLITE_MEMORY = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * Opens PGlite at `<dataDir>/pgdata`, or in memory when dataDir is ':memory:' (optionally starting
 * from a dumped data directory).
 */
export async function openPglite(
  dataDir: string,
  loadDataDir?: File | Blob,
): Promise<Database & { client: PGlite }> {
  let location: string = dataDir;
  let client: PGlite;
  if (dataDir === ':memory:') {
    client = new PGlite(loadDataDir ? { ...PGLITE_MEMORY, loadDataDir } : PGLITE_MEMORY);
  } else {
    location = join(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
    client = new PGlite(location, PGLITE_MEMORY);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, client, kind: 'pglite', location, close: () => client.close() };
}

/** node-postgres loads only when a PostgreSQL server is used (PGlite servers do not carry it). */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  const parsed = new URL(url);
  return {
    db,
    kind: 'postgres',
    location: `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`,
    close: () => pool.end(),
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
