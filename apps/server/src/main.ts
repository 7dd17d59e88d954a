import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { DEMO_SIGN_INS } from './db/seed';
import { seedOrTopUp } from './db/seedTopUp';
import { openFileStorage } from './modules/file/storage';

const started = performance.now();
const config = loadConfig();
console.log('▸ opening the database, migrating it and loading the demo data…');
const database = await openDatabase(config);
await migrateDatabase(database);
// DEMO_LIBRARY=1 (set by `npm start`): the demo project library for the unusual-data checks.
const { seeded, toppedUp } = await seedOrTopUp(database.db, new Date(), {
  demoLibrary: process.env.DEMO_LIBRARY === '1',
});
const app = await buildApp({
  database,
  captchaEnabled: config.captchaEnabled,
  sessionIdleMinutes: config.sessionIdleMinutes,
  portalDist: config.portalDist,
  fileStorage: await openFileStorage({ filesDir: config.filesDir, s3: config.filesS3 }),
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  sso: config.sso,
  qrScanUrl: config.qrScanUrl,
  ...(config.wfExpireSweep ? { wfExpireSweepMs: 60_000 } : {}),
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
    `Database: ${where}${seeded ? ' (demo data seeded)' : toppedUp.length > 0 ? ` (demo data brought up to date: ${toppedUp.length} additions)` : ''}`,
    `Ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    `Portal: ${app.hasRoute({ method: 'GET', url: '/' }) ? config.portalDist : 'not built (API only)'}`,
    `Attachments: ${config.filesS3 ? `S3 bucket ${config.filesS3.bucket}` : config.filesDir}`,
    `Captcha: ${config.captchaEnabled ? 'on' : 'OFF (CAPTCHA=off)'}`,
    'Demo sign-ins:',
    ...DEMO_SIGN_INS.map(({ loginName, password }) => `  ${loginName} / ${password}`),
  ].join('\n'),
);
