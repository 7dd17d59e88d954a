import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Envelope, UserInfo } from '@ccms/api-client';
import { buildApp, type AppOptions } from '../app';
import { openPglite, openPostgres, type Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { seedOrTopUp } from '../db/seedTopUp';
import { CAPTCHA_COOKIE } from '../modules/auth/captcha';
import { SEED_TIME } from './seedTime';

/** Every captcha a test app draws reads this (any case is accepted). */
export const TEST_CAPTCHA_TEXT = 'AbCdE';

/** A clock the test moves by hand. */
export interface TestClock {
  now: () => Date;
  advance(milliseconds: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  /** Calls the app and parses the JSON envelope. */
  call<T = unknown>(
    options: InjectOptions,
  ): Promise<{ response: LightMyRequestResponse; body: Envelope<T> }>;
  /** Draws a captcha and answers the cookie header that carries it. */
  captchaCookie(): Promise<string>;
  /** Signs in through captcha and login; answers the envelope. */
  login(username: string, password: string): Promise<Envelope<UserInfo>>;
  /** Signs in and answers the token, failing the test when sign-in fails. */
  tokenOf(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

function createClock(start = SEED_TIME): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
}

/**
 * A migrated and seeded PGlite data directory, built once per worker: loading it (~0.5 s) is much
 * quicker than initdb, migrations and password hashing for every test file.
 */
let pgliteTemplate: Promise<File | Blob> | undefined;
function seededPgliteTemplate(): Promise<File | Blob> {
  pgliteTemplate ??= (async () => {
    const database = await openPglite(':memory:');
    await migrateDatabase(database);
    await seedOrTopUp(database.db, SEED_TIME);
    const dump = await database.client.dumpDataDir('none');
    await database.close();
    return dump;
  })();
  return pgliteTemplate;
}

/** Creates a database; copies the run's seeded template (postgresTemplate.ts) when there is one. */
async function createPostgresDatabase(admin: pg.Client, name: string): Promise<void> {
  const template = inject('postgresTemplate');
  if (!template) {
    await admin.query(`CREATE DATABASE "${name}"`);
    return;
  }
  // PostgreSQL refuses a copy while another copy of the same template is being made: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** A fresh database per call: a new PostgreSQL database when TEST_DATABASE_URL is set, else PGlite in memory. */
async function freshDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openPglite(':memory:', await seededPgliteTemplate());
  const name = `ccms_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await createPostgresDatabase(admin, name);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'database' | 'now'>> {
  /** Test-only routes, registered before the app is ready. */
  routes?: (app: FastifyInstance) => void;
}

export async function createTestApp({ routes, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabase();
  // Both are no-ops on a copy of a seeded template (PGlite's, or PostgreSQL's from postgresTemplate.ts).
  await migrateDatabase(database);
  const clock = createClock();
  await seedOrTopUp(database.db, clock.now());
  const app = await buildApp({
    database,
    now: clock.now,
    captcha: {
      create: () => ({
        text: TEST_CAPTCHA_TEXT,
        svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      }),
    },
    ...options,
  });
  routes?.(app);
  await app.ready();

  const call: TestApp['call'] = async (inject) => {
    const response = await app.inject(inject);
    return { response, body: response.json() };
  };

  async function captchaCookie(): Promise<string> {
    const response = await app.inject({ method: 'GET', url: '/api/captcha' });
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith(`${CAPTCHA_COOKIE}=`));
    if (!cookie) throw new Error('the captcha answer set no cookie');
    return cookie.split(';')[0]!;
  }

  async function login(username: string, password: string): Promise<Envelope<UserInfo>> {
    const { body } = await call<UserInfo>({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: await captchaCookie() },
      payload: { username, password, captcha: TEST_CAPTCHA_TEXT.toLowerCase(), loginType: 1 },
    });
    return body;
  }

  return {
    app,
    database,
    clock,
    call,
    captchaCookie,
    login,
    async tokenOf(username, password) {
      const body = await login(username, password);
      if (!body.success) throw new Error(`sign-in of ${username} failed: ${body.msg}`);
      return body.data.authToken;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
