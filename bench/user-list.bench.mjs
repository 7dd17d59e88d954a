#!/usr/bin/env node
// The user list endpoint (POST /api/a/sys/user/queryList) over 100,000 people in 2,000
// departments at 50 concurrent clients, against the very SQL it runs sent directly with pg.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '../apps/server');
// pg and tsx are the server's own dependencies; the bench uses exactly those copies.
const serverRequire = createRequire(join(serverDir, 'package.json'));
const ENDPOINT = '/api/a/sys/user/queryList';

/**
 * Child mode: the server's own main.ts (migrate, seed, listen) with every pg query recorded while
 * the parent asks, so the direct peer replays exactly what a request sent.
 */
async function serve() {
  const { Client } = serverRequire('pg');
  const original = Client.prototype.query;
  let recorded = null;
  Client.prototype.query = function query(config, values, callback) {
    if (recorded && config && typeof config !== 'function') {
      const text = typeof config === 'string' ? config : config.text;
      const params = Array.isArray(values) ? values : (config.values ?? []);
      recorded.push({ text, values: params, rowMode: config.rowMode });
    }
    return original.call(this, config, values, callback);
  };
  process.on('message', (message) => {
    if (message === 'record') {
      recorded = [];
      process.send('recording');
    } else if (message === 'stop') {
      process.send({ queries: recorded });
      recorded = null;
    }
  });
  await import(pathToFileURL(join(serverDir, 'src/main.ts')).href);
}

async function main() {
  const { benchSetting, withTimeout } = await import('./harness.mjs');
  const { formatFigure, formatTable, percentile, ratio } = await import('./stats.mjs');
  const { ensurePostgres } = await import('../scripts/services.mjs');
  const { default: autocannon } = await import('autocannon');
  const pg = serverRequire('pg');

  const USERS = benchSetting('BENCH_USERS', 100_000);
  const DEPARTMENTS = benchSetting('BENCH_DEPARTMENTS', 2_000);
  const CONNECTIONS = benchSetting('BENCH_CONNECTIONS', 50);
  const WARMUP_S = benchSetting('BENCH_WARMUP', 3);
  const DURATION_S = benchSetting('BENCH_DURATION', 15);
  const WITH_PGLITE = process.env.BENCH_PGLITE === '1';
  // PostgreSQL alone stays under three minutes; PGlite (opt-in) adds two server starts and a run.
  const TOTAL_LIMIT_MS = WITH_PGLITE ? 360_000 : 170_000;
  const GOAL = 2;

  // Undone last first, whatever happened: servers stopped, connections closed, databases dropped.
  const cleanups = [];
  let exitCode = 0;
  try {
    await withTimeout(run(), TOTAL_LIMIT_MS, 'The user-list bench');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    exitCode = 1;
  } finally {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error) => console.error(error));
  }
  process.exit(exitCode);

  async function run() {
    console.log(
      `${USERS} users in ${DEPARTMENTS} departments, ${CONNECTIONS} concurrent clients, ` +
        `${WARMUP_S} s warm-up then ${DURATION_S} s; ${availableParallelism()} cores, ` +
        `load average ${loadavg()[0].toFixed(1)}`,
    );
    const postgres = await benchPostgres();
    let failed = report(postgres);
    if (WITH_PGLITE) failed = report(await benchPglite(postgres)) || failed;
    if (failed) throw new Error('Some requests failed; those figures are not comparable.');
  }

  /** Prints one database's table and verdict; true when a request failed. */
  function report({ label, setup, scripts, endpoint, direct }) {
    const p50Ratio = ratio(endpoint.p50, direct.p50);
    const ms = (value) => formatFigure(value, 'ms');
    const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
    console.log(
      `\n${label}: ${setup}; statements per request: ` +
        `${scripts.map((script) => script.length).join('/')}`,
    );
    console.log(
      formatTable([
        ['figure', 'endpoint', 'direct SQL', 'ratio'],
        ['requests/s', endpoint.rate.toFixed(1), direct.rate.toFixed(1), ''],
        ['p50', ms(endpoint.p50), ms(direct.p50), times(p50Ratio)],
        ['p95', ms(endpoint.p95), ms(direct.p95), times(ratio(endpoint.p95, direct.p95))],
        ['p99', ms(endpoint.p99), ms(direct.p99), times(ratio(endpoint.p99, direct.p99))],
        ['errors / non-2xx', `${endpoint.errors} / ${endpoint.non2xx}`, `${direct.errors}`, ''],
      ]),
    );
    const verdict = p50Ratio < GOAL ? 'met' : 'missed';
    console.log(`Goal (issue 6): median endpoint / median direct SQL < ${GOAL}: ${verdict}.`);
    return endpoint.errors + endpoint.non2xx + direct.errors > 0;
  }

  /** A server on a free loopback port, stopped at the end whatever happens. */
  async function serverOn(env) {
    const port = await freePort();
    const child = startServer(port, env);
    cleanups.push(() => stopServer(child));
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForServer(baseUrl, child);
    return { child, baseUrl };
  }

  async function benchPostgres() {
    const adminUrl = ensurePostgres();
    const databaseName = `ccms_bench_user_list_${process.pid}`;
    const benchUrl = new URL(adminUrl);
    benchUrl.pathname = `/${databaseName}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName}`);
    await admin.query(`CREATE DATABASE ${databaseName}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    });

    const started = performance.now();
    const server = await serverOn({ DATABASE_URL: benchUrl.href });
    const ready = performance.now();
    const data = new pg.Client({ connectionString: benchUrl.href });
    await data.connect();
    let fixture;
    try {
      fixture = await insertPeople(data, DEPARTMENTS, USERS);
    } finally {
      await data.end();
    }
    const setup =
      `${new URL(adminUrl).host}, server ready in ${seconds(ready - started)}, ` +
      `bulk insert ${seconds(performance.now() - ready)}`;

    const token = await signIn(server.baseUrl);
    const bodies = requestBodies(fixture);
    // One request at a time while the server records its queries: the peer's script per body.
    const scripts = [];
    for (const body of bodies) {
      await tellServer(server.child, 'record');
      await queryList(server.baseUrl, token, body);
      scripts.push((await tellServer(server.child, 'stop')).queries);
    }
    const endpoint = await loadEndpoint(server.baseUrl, token, bodies);
    await stopServer(server.child);

    const pool = new pg.Pool({ connectionString: benchUrl.href, max: CONNECTIONS });
    // Dropping the database ends connections pg-pool may still be closing; that is expected.
    pool.on('error', () => {});
    cleanups.push(() => pool.end());
    if (process.env.BENCH_EXPLAIN) await explain(pool, scripts[0]);
    const direct = await loadDirect(scripts, async (script) => {
      const client = await pool.connect();
      try {
        for (const { text, values, rowMode } of script)
          await client.query({ text, values, rowMode });
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    });
    return { label: 'PostgreSQL', setup, scripts, bodies, token, fixture, endpoint, direct };
  }

  /**
   * PGlite in a temporary DATA_DIR: the server migrates and seeds it, the bench adds the people
   * while the server is stopped (PGlite has one owner), and the peer replays PostgreSQL's scripts
   * on the same directory afterwards, one script at a time as PGlite's single connection runs them.
   */
  async function benchPglite(postgres) {
    const { PGlite } = await import(
      pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'ccms-bench-pglite-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const open = async () => {
      const database = new PGlite(join(dataDir, 'pgdata'));
      await database.waitReady;
      return database;
    };

    const started = performance.now();
    await stopServer((await serverOn({ DATA_DIR: dataDir })).child);
    const migrated = performance.now();
    const data = await open();
    try {
      await insertPeople(data, DEPARTMENTS, USERS);
    } finally {
      await data.close();
    }
    const inserted = performance.now();
    const server = await serverOn({ DATA_DIR: dataDir });
    const setup =
      `${dataDir}, migrate and seed ${seconds(migrated - started)}, ` +
      `bulk insert ${seconds(inserted - migrated)}`;
    const token = await signIn(server.baseUrl);
    for (const body of postgres.bodies) await queryList(server.baseUrl, token, body);
    const endpoint = await loadEndpoint(server.baseUrl, token, postgres.bodies);
    await stopServer(server.child);

    // The same statements, the session looked up by this run's token.
    const [oldHash, newHash] = [postgres.token, token].map(hashToken);
    const scripts = postgres.scripts.map((script) =>
      script.map((statement) => ({
        ...statement,
        values: statement.values.map((value) => (value === oldHash ? newHash : value)),
      })),
    );
    const database = await open();
    cleanups.push(() => database.close());
    let queue = Promise.resolve();
    const direct = await loadDirect(scripts, (script) => {
      const turn = queue.then(async () => {
        try {
          for (const { text, values, rowMode } of script)
            await database.query(text, values, { rowMode: rowMode ?? 'object' });
        } catch (error) {
          await database.exec('rollback').catch(() => {});
          throw error;
        }
      });
      queue = turn.catch(() => {});
      return turn;
    });
    return { label: 'PGlite', setup, scripts, endpoint, direct };
  }

  /** BENCH_EXPLAIN=1: the recorded statements of a request, the user queries with their plans. */
  async function explain(pool, script) {
    const client = await pool.connect();
    try {
      for (const { text, values } of script) {
        console.log(`\n${text}  -- ${JSON.stringify(values)}`);
        if (!/from "users"/.test(text)) await client.query({ text, values });
        else {
          const plan = await client.query({ text: `explain (analyze, buffers) ${text}`, values });
          console.log(plan.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
        }
      }
    } finally {
      client.release();
    }
  }

  /** autocannon: a warm-up, then the measured run with every response's latency kept. */
  async function loadEndpoint(baseUrl, token, bodies) {
    const requests = bodies.map((body) => ({
      method: 'POST',
      path: ENDPOINT,
      headers: { 'content-type': 'application/json', AuthToken: token },
      body: JSON.stringify(body),
    }));
    const options = { url: baseUrl, connections: CONNECTIONS, requests, timeout: 30 };
    await autocannon({ ...options, duration: WARMUP_S });
    // The server still works off the warm-up's last requests; one more answer means it is idle.
    await queryList(baseUrl, token, bodies[0]);
    const latencies = [];
    const instance = autocannon({ ...options, duration: DURATION_S });
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
    const result = await instance;
    return {
      rate: result.requests.total / DURATION_S,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      errors: result.errors,
      non2xx: result.non2xx,
    };
  }

  /** CONNECTIONS workers, each running the recorded scripts in turn through `replay`. */
  async function loadDirect(scripts, replay) {
    const drive = async (durationS, latencies) => {
      const until = performance.now() + durationS * 1000;
      let errors = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          for (let turn = 0; performance.now() < until; turn++) {
            const started = performance.now();
            try {
              await replay(scripts[turn % scripts.length]);
              latencies.push(performance.now() - started);
            } catch {
              errors++;
            }
          }
        }),
      );
      return errors;
    };
    await drive(WARMUP_S, []);
    const latencies = [];
    const errors = await drive(DURATION_S, latencies);
    return {
      rate: latencies.length / DURATION_S,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      errors,
    };
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const hashToken = (token) => createHash('sha256').update(token).digest('hex');

/** The seeded administrator (DEMO_SIGN_INS in apps/server/src/db/seed.ts, TypeScript this file cannot import). */
async function signIn(baseUrl) {
  const answer = await postJson(baseUrl, '/api/login', {
    username: 'admin',
    password: 'Admin@123456',
  });
  if (!answer.body?.success) throw new Error(`Sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.authToken;
}

/** One list request, which must answer a non-empty page. */
async function queryList(baseUrl, token, body) {
  const answer = await postJson(baseUrl, ENDPOINT, body, { AuthToken: token });
  if (!answer.body?.success || answer.body.data.data.length === 0)
    throw new Error(`queryList ${JSON.stringify(body)} answered ${JSON.stringify(answer.body)}`);
}

/** SIGTERM lets main.ts close its database cleanly (PGlite must, before another owner opens it). */
async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The server's main.ts under tsx from the workspace sources, as `npm run dev` runs it. */
function startServer(port, env) {
  const tsx = pathToFileURL(serverRequire.resolve('tsx').replace(/[^/]+$/, 'loader.mjs')).href;
  return spawn(
    process.execPath,
    ['--import', tsx, '--conditions=@ccms/source', fileURLToPath(import.meta.url), '--serve'],
    {
      cwd: serverDir,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: '',
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        CAPTCHA: 'off',
        LOG_LEVEL: 'error',
        PORTAL_DIST: join(tmpdir(), 'ccms-bench-no-portal'),
      },
    },
  );
}

function tellServer(child, message) {
  return new Promise((resolve) => {
    child.once('message', resolve);
    child.send(message);
  });
}

async function waitForServer(baseUrl, child) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      await postJson(baseUrl, '/api/login', {});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error('The server did not start within 60 s');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function postJson(baseUrl, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const call = httpRequest(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode, body: JSON.parse(text) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/** A deterministic PRNG (mulberry32), so every run asks for the same pages. */
function seeded(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What people ask the list for: the first page, pages further in, a department and a name. */
function requestBodies({ branches, teams, pages }) {
  const random = seeded(6);
  const page = (pageNo, params = {}) => ({ pageNo, pageSize: 20, params });
  const somePage = () => 1 + Math.floor(random() * Math.min(pages, 500));
  return [
    page(1),
    page(somePage()),
    page(1, { deptId: branches[Math.floor(random() * branches.length)] }),
    page(somePage()),
    page(1, { keyword: '王' }),
    page(1, { deptId: teams[Math.floor(random() * teams.length)] }),
    page(somePage()),
    page(2, { deptId: branches[Math.floor(random() * branches.length)], keyword: '李' }),
  ];
}

const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹'];
const GIVEN = [...'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建文辉力'];
const JOBS = ['造价工程师', '预算员', '项目经理', '审核', '助理'];

/**
 * 2,000 departments under the seeded root (branches → divisions → teams, 20 × 10 × the rest)
 * and the people spread over them; one seeded password hash serves every bench user.
 */
async function insertPeople(client, departmentCount, userCount) {
  const [root] = (
    await client.query(`select id, parent_ids from departments where parent_id is null`)
  ).rows;
  const departments = [];
  const add = (parent, name) => {
    const id = `bench-dept-${String(departments.length + 1).padStart(4, '0')}`;
    departments.push({
      id,
      parentId: parent.id,
      parentIds: `${parent.parentIds}${parent.id},`,
      name,
      sort: departments.length,
    });
    return departments.at(-1);
  };
  const rootNode = { id: root.id, parentIds: root.parent_ids };
  const branchCount = Math.min(20, departmentCount);
  const branches = Array.from({ length: branchCount }, (_, i) => add(rootNode, `分公司${i + 1}`));
  const divisionCount = Math.min(branchCount * 10, departmentCount - branchCount);
  const divisions = Array.from({ length: divisionCount }, (_, i) =>
    add(branches[i % branchCount], `事业部${i + 1}`),
  );
  const teams = [];
  for (let i = 0; departments.length < departmentCount; i++)
    teams.push(add(divisions[i % divisions.length] ?? rootNode, `项目组${i + 1}`));

  await client.query('begin');
  await client.query(
    `insert into departments (id, company_id, parent_id, parent_ids, name, sort,
       created_at, created_by, updated_at, updated_by)
     select id, 'demo', parent_id, parent_ids, name, sort, now(), 'system', now(), 'system'
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])
       as d(id, parent_id, parent_ids, name, sort)`,
    [
      departments.map((d) => d.id),
      departments.map((d) => d.parentId),
      departments.map((d) => d.parentIds),
      departments.map((d) => d.name),
      departments.map((d) => d.sort),
    ],
  );
  await client.query(
    `insert into users (id, company_id, login_name, password_hash, name, phone, email, no, job,
       dept_id, created_at, created_by, updated_at, updated_by)
     select 'bench-user-' || lpad(g::text, 6, '0'), 'demo', 'u' || lpad(g::text, 6, '0'),
       (select password_hash from users where login_name = 'admin'),
       s[1 + abs(hashtext('s' || g)) % cardinality(s)] || n[1 + (g / 7) % cardinality(n)]
         || case when g % 3 = 0 then n[1 + (g / 13) % cardinality(n)] else '' end,
       '138' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
       'u' || lpad(g::text, 6, '0') || '@example.com', 'E' || lpad(g::text, 6, '0'),
       j[1 + g % cardinality(j)], d[1 + abs(hashtext('d' || g)) % cardinality(d)],
       stamp, 'system', stamp, 'system'
     from generate_series(1, $1::int) g,
       lateral (select timestamptz '2020-01-01 00:00:00+00' + g * interval '1 minute' as stamp) t,
       (select $2::text[] s, $3::text[] n, $4::text[] j, $5::text[] d) a`,
    [userCount, SURNAMES, GIVEN, JOBS, departments.map((d) => d.id)],
  );
  // Everyone holds a role, so the page's role lookup finds rows as in real use.
  await client.query(
    `insert into user_roles (company_id, user_id, role_id, created_at, created_by)
     select 'demo', u.id, r.id, now(), 'system'
     from users u, (select id from roles where code <> 'admin' order by sort limit 1) r
     where u.id like 'bench-user-%'`,
  );
  await client.query('commit');
  if (process.env.BENCH_TRY_SQL) await client.query(process.env.BENCH_TRY_SQL);
  await client.query('vacuum analyze');
  return {
    branches: branches.map((d) => d.id),
    teams: teams.map((d) => d.id),
    pages: Math.ceil(userCount / 20),
  };
}

if (process.argv[2] === '--serve') await serve();
else await main();
