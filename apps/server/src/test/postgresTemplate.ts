import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { seedOrTopUp } from '../db/seedTopUp';
import { SEED_TIME } from './seedTime';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded PostgreSQL database each test database is copied from. */
    postgresTemplate: string;
  }
}

async function onAdmin<T>(adminUrl: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

let template: string | undefined;

/**
 * Global setup of the server suite on PostgreSQL: migrates and seeds one template database for
 * the whole run, so each test file's database is a `CREATE DATABASE … TEMPLATE` copy (a fraction
 * of a second) instead of migrations and seeding (password hashing included) every time.
 */
export async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  template = `ccms_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${template}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = await openPostgres(url.toString(), 2);
  try {
    await migrateDatabase(database);
    await seedOrTopUp(database.db, SEED_TIME);
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', template);
}

export async function teardown(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || !template) return;
  await onAdmin(adminUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`),
  );
}
