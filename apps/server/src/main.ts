import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { DEMO_SIGN_INS, seedIfEmpty } from './db/seed';

const started = performance.now();
const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
const seeded = await seedIfEmpty(database.db);
const app = await buildApp({
  database,
  captchaEnabled: config.captchaEnabled,
  sessionIdleMinutes: config.sessionIdleMinutes,
  portalDist: config.portalDist,
  filesDir: config.filesDir,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: closing the server…`);
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.once('SIGINT', (signal) => void shutdown(signal));
process.once('SIGTERM', (signal) => void shutdown(signal));

await app.listen({ port: config.port, host: config.host });

const where =
  database.kind === 'pglite'
    ? `PGlite at ${database.location}`
    : `PostgreSQL at ${database.location}`;
console.log(
  [
    `CCMS is running at http://localhost:${config.port}`,
    `Database: ${where}${seeded ? ' (demo data seeded)' : ''}`,
    `Ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    `Portal: ${app.hasRoute({ method: 'GET', url: '/' }) ? config.portalDist : 'not built (API only)'}`,
    `Captcha: ${config.captchaEnabled ? 'on' : 'OFF (CAPTCHA=off)'}`,
    'Demo sign-ins:',
    ...DEMO_SIGN_INS.map(({ loginName, password }) => `  ${loginName} / ${password}`),
  ].join('\n'),
);
