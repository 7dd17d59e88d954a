import type {
  EndpointData,
  billQueryList,
  costUnusualMarkBills,
  feeQueryTree,
} from '@ccms/api-client';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costBills, costNodes, costProjects, costUnusualMarks } from '../../../db/schema';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { DEMO_COST_PROJECT_ID, DEMO_COST_PROJECTS } from '../seed';
import { DEMO_LIBRARY_SIZE, demoLibraryId, seedDemoLibrary } from './demoLibrary';
import { libraryProjectCount } from './stats';

type Marks = EndpointData<typeof costUnusualMarkBills>;
type BillPage = EndpointData<typeof billQueryList>;
type FeeTree = EndpointData<typeof feeQueryTree>;

let t: TestApp;
let admin: string;
let bob: string;
let seedCpuMs = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  // the dedicated test of the opt-in demo library (test apps do not seed it)
  const cpu = process.cpuUsage();
  await t.database.db.transaction((tx) => seedDemoLibrary(tx, DEMO_COMPANY_ID, t.clock.now()));
  const used = process.cpuUsage(cpu);
  seedCpuMs = (used.user + used.system) / 1000;
}, 600_000);
afterAll(() => t.close());

const as =
  (token: () => string) =>
  <T>(options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: token(), ...options.headers } });
const asAdmin = as(() => admin);
const asBob = as(() => bob);
const mark = (projectId: string, caller = asAdmin) =>
  caller<Marks>({
    method: 'POST',
    url: '/api/b/unusualAnalyze/bills/mark',
    payload: { projectId },
  });

describe('the demo library', () => {
  it('holds 30 projects of each demo kind, of about 150–300 bills', async () => {
    console.log(`demo library seeded in ${Math.round(seedCpuMs)} ms CPU`);
    await inTenant(t.database.db, DEMO_COMPANY_ID, async (db) => {
      for (const demo of DEMO_COST_PROJECTS)
        expect(await libraryProjectCount(db, demo.kind, demo.id)).toBe(DEMO_LIBRARY_SIZE);
      const result: unknown = await db.execute(
        sql`select count(b.id)::int as n from cost_projects p left join cost_bills b on b.project_id = p.id
            where p.id like 'cost-lib-%' group by p.id`,
      );
      const counts = (result as { rows: { n: number }[] }).rows.map((row) => Number(row.n));
      expect(counts).toHaveLength(DEMO_LIBRARY_SIZE * DEMO_COST_PROJECTS.length);
      // small projects: about 150–300 bills each (a regenerated one may land a little outside)
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(120);
      expect(Math.max(...counts)).toBeLessThanOrEqual(340);
      const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
      expect(mean).toBeGreaterThan(150);
      expect(mean).toBeLessThan(300);
    });
  });

  it('seeds nothing twice', async () => {
    await inTenant(t.database.db, DEMO_COMPANY_ID, async (db) => {
      expect(await seedDemoLibrary(db, DEMO_COMPANY_ID, t.clock.now())).toBe(0);
    });
  });
});

describe('unusualMarkBills on the demo project against the demo library', () => {
  let answer: Marks;
  beforeAll(async () => {
    const { body } = await mark(DEMO_COST_PROJECT_ID);
    expect(body.success).toBe(true);
    answer = body.data!;
  }, 240_000);

  it('judges against the 30 library projects and marks bills by check', async () => {
    console.log(
      'demo project marks:',
      JSON.stringify({ total: answer.total, checks: answer.checks }),
    );
    expect(answer.libraryProjects).toBe(DEMO_LIBRARY_SIZE);
    expect(answer.checks.map((entry) => entry.check)).toHaveLength(6);
    expect(answer.marks).toHaveLength(answer.total);
    for (const entry of answer.marks) {
      expect(entry.checks.length).toBeGreaterThan(0);
      expect(new Set(entry.notes.map((note) => note.check))).toEqual(new Set(entry.checks));
    }
    // the outliers planted with the library: a column priced 2.6 ×, C30 concrete priced 3 ×
    const byCheck = Object.fromEntries(answer.checks.map((entry) => [entry.check, entry.bills]));
    expect(byCheck.expandCheck).toBeGreaterThanOrEqual(1);
    expect(byCheck.isUnusual).toBe(byCheck.expandCheck);
    expect(byCheck.materialCheck).toBeGreaterThanOrEqual(1);
    const [column] = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      db
        .select({ id: costBills.id })
        .from(costBills)
        .where(and(eq(costBills.projectId, DEMO_COST_PROJECT_ID), like(costBills.code, '010502%')))
        .orderBy(asc(costBills.unitId), asc(costBills.seq))
        .limit(1),
    );
    const columnMark = answer.marks.find((entry) => entry.billId === column!.id);
    expect(columnMark?.checks).toEqual(expect.arrayContaining(['expandCheck', 'isUnusual']));
    expect(columnMark?.notes[0]?.message).toContain('超出案例库正常范围');
    for (const check of answer.checks)
      expect(answer.marks.filter((entry) => entry.checks.includes(check.check))).toHaveLength(
        check.bills,
      );
  });

  it('stores the marks, and the bill list filters on them', async () => {
    const stored = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      db
        .select({ billId: costUnusualMarks.billId, checks: costUnusualMarks.checks })
        .from(costUnusualMarks)
        .where(eq(costUnusualMarks.projectId, DEMO_COST_PROJECT_ID)),
    );
    expect(stored.map((row) => row.billId).sort()).toEqual(
      answer.marks.map((entry) => entry.billId).sort(),
    );
    const [project] = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      db
        .select({ root: costProjects.rootNodeId })
        .from(costProjects)
        .where(eq(costProjects.id, DEMO_COST_PROJECT_ID)),
    );
    const { body } = await asAdmin<BillPage>({
      method: 'POST',
      url: '/api/b/item/getItemsData',
      payload: { pageNo: 1, pageSize: 500, params: { nodeId: project!.root, unusual: true } },
    });
    expect(body.success).toBe(true);
    expect(body.data.total).toBe(answer.total);
    const marked = new Set(answer.marks.map((entry) => entry.billId));
    for (const bill of body.data.data) expect(marked.has(bill.id)).toBe(true);
  });

  it('replaces the marks at each run', async () => {
    const again = await mark(DEMO_COST_PROJECT_ID);
    expect(again.body.data.total).toBe(answer.total);
    const [row] = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(costUnusualMarks)
        .where(eq(costUnusualMarks.projectId, DEMO_COST_PROJECT_ID)),
    );
    expect(Number(row!.n)).toBe(answer.total);
  });

  it('does not mark another company’s project', async () => {
    const { body } = await mark(DEMO_COST_PROJECT_ID, asBob);
    expect(body.success).toBe(false);
  });
});

describe('a library project opened in the case library', () => {
  const firstUnit = (projectId: string) =>
    inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      db
        .select({ id: costNodes.id })
        .from(costNodes)
        .where(and(eq(costNodes.projectId, projectId), eq(costNodes.level, 'unit')))
        .orderBy(asc(costNodes.sort))
        .limit(1),
    );
  const projectId = demoLibraryId(DEMO_COST_PROJECTS[0]!.kind, 0);

  it('given a unit of it, when its bills and fee table are asked for, answers both', async () => {
    const [unit] = await firstUnit(projectId);
    const bills = await asAdmin<BillPage>({
      method: 'POST',
      url: '/api/b/item/getItemsData',
      payload: { pageNo: 1, pageSize: 20, params: { nodeId: unit!.id } },
    });
    expect(bills.body.success).toBe(true);
    expect(bills.body.data.total).toBeGreaterThan(0);
    // the bill ids the grid sends back (a finding's row, 只看异常) pass the contract too
    const again = await asAdmin<BillPage>({
      method: 'POST',
      url: '/api/b/item/getItemsData',
      payload: {
        pageNo: 1,
        pageSize: 20,
        params: { nodeId: unit!.id, billId: bills.body.data.data[0]!.id },
      },
    });
    expect(again.body.success).toBe(true);
    const fees = await asAdmin<FeeTree>({
      method: 'POST',
      url: '/api/b/project/fee/queryTree',
      payload: { params: { projectId, nodeId: unit!.id } },
    });
    expect(fees.body.success).toBe(true);
    expect(fees.body.data.rows.length).toBeGreaterThan(0);
  });

  it('given a library seeded with ids the contract refuses, when seeded again, writes its rows with valid ids', async () => {
    const ids = (table: 'cost_nodes' | 'cost_bills' | 'cost_fees' | 'cost_resources') =>
      inTenant(t.database.db, DEMO_COMPANY_ID, async (db) => {
        const result: unknown = await db.execute(
          sql`select id from ${sql.raw(table)} where project_id = ${projectId}`,
        );
        return (result as { rows: { id: string }[] }).rows.map((row) => row.id);
      });
    const before = (await ids('cost_bills')).length;
    await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      db
        .update(costProjects)
        .set({ rootNodeId: `${projectId}:old-root` })
        .where(eq(costProjects.id, projectId)),
    );
    await t.database.db.transaction(async (tx) => {
      expect(await seedDemoLibrary(tx, DEMO_COMPANY_ID, t.clock.now())).toBe(1);
    });
    expect(await ids('cost_bills')).toHaveLength(before);
    for (const table of ['cost_nodes', 'cost_bills', 'cost_fees', 'cost_resources'] as const)
      for (const id of await ids(table)) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const [project] = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      db
        .select({ root: costProjects.rootNodeId })
        .from(costProjects)
        .where(eq(costProjects.id, projectId)),
    );
    expect((await ids('cost_nodes')).includes(project!.root)).toBe(true);
  });
});
