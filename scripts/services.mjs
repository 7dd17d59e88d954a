// Services the test suite needs from the machine: Debian's Chromium, the Noto CJK fonts and PostgreSQL 15.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function sh(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

function aptInstall(packages) {
  console.log(`▸ apt-get install ${packages.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  sh('apt-get', ['update'], { stdio: 'inherit', env });
  const result = sh('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

export const CHROMIUM = '/usr/bin/chromium';

/** True when fontconfig knows a font that draws Chinese. */
function hasChineseFont() {
  const listed = sh('fc-list', [':lang=zh', 'family']);
  return listed.status === 0 && listed.stdout.trim() !== '';
}

/**
 * Debian's Chromium with the Noto CJK fonts: without a Chinese font Chromium draws every Chinese
 * character as a box, and the story screenshots (made with Noto CJK) would not match.
 */
export function ensureChromium() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasChineseFont()) missing.push('fonts-noto-cjk');
  if (missing.length > 0) aptInstall(missing);
  return CHROMIUM;
}

const TEST_ROLE = 'ccms_test';

/**
 * The admin connection the server's tests create their databases on: DATABASE_URL when given,
 * else the machine's PostgreSQL 15 cluster, started here, with a test role.
 */
export function ensurePostgres() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (sh('which', ['pg_ctlcluster']).status !== 0) aptInstall(['postgresql']);
  const clusters = sh('pg_lsclusters', ['--no-header']).stdout.trim().split('\n').filter(Boolean);
  if (clusters.length === 0)
    throw new Error('No PostgreSQL cluster on this machine (pg_lsclusters is empty)');
  const [version, name, port, status] = clusters[0].split(/\s+/);
  if (status !== 'online') {
    const started = sh('pg_ctlcluster', [version, name, 'start'], { stdio: 'inherit' });
    if (started.status !== 0) throw new Error(`pg_ctlcluster ${version} ${name} start failed`);
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    if (sh('pg_isready', ['-h', '127.0.0.1', '-p', port]).status === 0) break;
    spawnSync('sleep', ['0.2']);
  }
  const sql = `DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${TEST_ROLE}') THEN
      CREATE ROLE ${TEST_ROLE} LOGIN SUPERUSER PASSWORD '${TEST_ROLE}';
    END IF; END $$;`;
  execFileSync(
    'su',
    [
      'postgres',
      '-c',
      `psql -q -p ${port} -c "${sql.replace(/\n\s*/g, ' ').replace(/"/g, '\\"').replace(/\$/g, '\\$')}"`,
    ],
    {
      stdio: 'inherit',
    },
  );
  return `postgres://${TEST_ROLE}:${TEST_ROLE}@127.0.0.1:${port}/postgres`;
}
