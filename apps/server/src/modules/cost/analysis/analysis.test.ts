import type {
  AnalysisBillLine,
  AnalysisBillRow,
  AnalysisExpandNode,
  AnalysisGroupColumn,
  AnalysisIndicator,
  AnalysisNodeRow,
  AnalysisRelativityUnit,
} from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costProjects } from '../../../db/schema';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { OTHER_COMPANY, ROLELESS_USER, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import type { CostProject } from '../engine/model';
import { generateProject } from '../sample/generator';
import { projectMetrics } from '../sample/metrics.test-support';
import { loadBillGroups, loadProject, saveProject } from '../store';
import { billTree, complementStatus, resourceAnalysis, specialtyTree } from './engine';
import { analyze1Bills, analyze2, analyze3, complement } from './service';

// The endpoints over stored generated projects; each figure against a computation from the
// generated model written here (not the engine's).

let t: TestApp;
const tokens: Record<string, string> = {};
const models: Record<string, CostProject> = {};
const ids: Record<string, string> = {};
/** The company's other projects (the seeded demo ones, then b, c, d), as the library sees them. */
interface Known {
  kind: string | null;
  region: string | null;
  area: number | null;
  year: number;
  perM2: number | null;
}
const library: Known[] = [];
const known = (p: CostProject): Known => ({
  kind: p.kind,
  region: p.region,
  area: p.area,
  year: Number(p.priceDate.slice(0, 4)),
  perM2: p.area ? (p.nodes.find((n) => n.level === 'project')!.amount ?? 0) / p.area : null,
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
};

async function save(name: string, project: CostProject): Promise<void> {
  models[name] = project;
  ids[name] = await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
    saveProject(tx, { userId: 'user-admin', companyId: DEMO_COMPANY_ID }, t.clock.now(), project),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  tokens.nobody = await t.tokenOf(ROLELESS_USER.loginName, ROLELESS_USER.password);
  const existing = await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
    tx.select().from(costProjects),
  );
  for (const row of existing)
    library.push({
      kind: row.kind,
      region: row.region,
      area: row.area === null ? null : Number(row.area),
      year: Number(row.priceDate.slice(0, 4)),
      perM2: row.area ? Number(row.amount) / Number(row.area) : null,
    });
  const a = generateProject({ kind: 'residential-high', items: 150, seed: 11 });
  const b = generateProject({ kind: 'residential-high', items: 150, seed: 12 });
  b.region = a.region;
  b.priceDate = '2023-05-31';
  b.area = Math.round(a.area! * 110) / 100;
  const c = generateProject({ kind: 'office-high', items: 150, seed: 13 });
  const d = generateProject({ kind: 'residential-high', items: 150, seed: 14 });
  d.region = a.region;
  d.area = a.area! * 2;
  await save('a', a);
  await save('b', b);
  await save('c', c);
  await save('d', d);
  library.push(known(b), known(c), known(d));
}, 120_000);
afterAll(() => t.close());

const call = <T>(options: InjectOptions, who = 'admin') =>
  t.call<T>({ ...options, headers: { AuthToken: tokens[who]!, ...options.headers } });
async function post<T>(url: string, payload: object, who = 'admin'): Promise<T> {
  const { body } = await call<T>({ method: 'POST', url: `/api${url}`, payload }, who);
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

const rootOf = (p: CostProject) => p.nodes.find((n) => n.level === 'project')!;
const feeTotal = (p: CostProject, category: string) =>
  sum(
    Object.values(p.units).flatMap((u) =>
      u.fees.filter((f) => f.category === category).map((f) => f.amount),
    ),
  );
const itemBills = (p: CostProject) =>
  Object.values(p.units).flatMap((u) => u.bills.filter((b) => b.kind === 'item'));

describe('analyze1/2/3', () => {
  it('composes the project from its singles and units', async () => {
    const [root] = await post<AnalysisNodeRow[]>('/b/analyze1/queryTree', { projectId: ids.a });
    const model = models.a!;
    expect(Number(root!.amount)).toBeCloseTo(rootOf(model).amount!, 2);
    expect(Number(root!.fbfx)).toBeCloseTo(feeTotal(model, 'fbfx'), 2);
    expect(Number(root!.lawfee)).toBeCloseTo(feeTotal(model, 'lawfee'), 2);
    expect(Number(root!.perM2)).toBeCloseTo(rootOf(model).amount! / model.area!, 2);
    const singles = model.nodes.filter((n) => n.level === 'single');
    expect(root!.children.map((c) => c.name)).toEqual(singles.map((s) => s.name));
    expect(sum(root!.children.map((c) => Number(c.share)))).toBeCloseTo(100, 1);

    const unit = root!.children[0]!.children[0]!;
    const page = await post<{ total: number; data: AnalysisBillLine[] }>(
      '/b/analyze1/queryTreeForBill',
      { projectId: ids.a, nodeId: unit.id, pageSize: 500 },
    );
    expect(page.total).toBe(page.data.length);
    // The top lines (depth 1) hold everything beneath them.
    const bills = page.data.filter((line) => line.depth === 1);
    const unitModel =
      model.units[model.nodes.find((n) => n.name === unit.name && n.level === 'unit')!.id]!;
    expect(sum(bills.map((r) => Number(r.amount)))).toBeCloseTo(
      sum(unitModel.bills.map((b) => b.amount)),
      2,
    );
  });

  it('splits by specialty and lists resources', async () => {
    const rows = await post<{ code: string; amount: string }[]>('/b/analyze2/queryTree', {
      projectId: ids.a,
    });
    const all = Object.values(models.a!.units).flatMap((u) => u.bills);
    expect(sum(rows.map((r) => Number(r.amount)))).toBeCloseTo(sum(all.map((b) => b.amount)), 2);
    const resources = await post<{
      contents: { key: string; perM2: string }[];
      kinds: { kind: string; amount: string }[];
    }>('/b/analyze3/queryTree', { projectId: ids.a });
    const labour = Object.values(models.a!.units)
      .flatMap((u) => u.resources)
      .filter((r) => r.kind === 'labour');
    expect(Number(resources.kinds.find((k) => k.kind === 'labour')!.amount)).toBeCloseTo(
      sum(labour.map((r) => Math.round(r.price * r.quantity * 100) / 100)),
      2,
    );
    expect(Number(resources.contents[0]!.perM2)).toBeCloseTo(
      projectMetrics(models.a!).rebarKgPerM2,
      2,
    );
  });

  it('sums the bills in SQL to the same answers as the engine over every bill', async () => {
    await inTenant(t.database.db, DEMO_COMPANY_ID, async (tx) => {
      const full = await loadProject(tx, ids.a!);
      const bills = Object.values(full.units).flatMap((u) => u.bills);
      // Bills do share their groups (node, code prefix, unit), so the sums are exercised.
      expect((await loadBillGroups(tx, ids.a!)).length).toBeLessThan(bills.length);
      expect(await analyze2(tx, { projectId: ids.a! })).toEqual(specialtyTree(full));
      expect(await analyze3(tx, { projectId: ids.a! })).toEqual(resourceAnalysis(full));
      const unit = full.nodes.find((n) => n.level === 'unit')!;
      const single = full.nodes.find((n) => n.level === 'single')!;
      for (const nodeId of [unit.id, single.id]) {
        expect(await analyze2(tx, { projectId: ids.a!, nodeId })).toEqual(
          specialtyTree(full, nodeId),
        );
        expect(await analyze3(tx, { projectId: ids.a!, nodeId })).toEqual(
          resourceAnalysis(full, nodeId),
        );
      }
    });
  });

  it("pages a unit's bill tree in SQL with the engine's lines, in its order", async () => {
    await inTenant(t.database.db, DEMO_COMPANY_ID, async (tx) => {
      const full = await loadProject(tx, ids.a!);
      const flat = (rows: AnalysisBillRow[], depth = 1): AnalysisBillLine[] =>
        rows.flatMap(({ children, ...row }) => [{ ...row, depth }, ...flat(children, depth + 1)]);
      const unit = full.nodes.find((n) => n.level === 'unit')!;
      const division = full.nodes.find((n) => n.level === 'division')!;
      for (const nodeId of [unit.id, division.id]) {
        const lines = flat(billTree(full, nodeId));
        expect(lines.some((line) => line.kind === 'division')).toBe(nodeId === unit.id);
        const pages: AnalysisBillLine[] = [];
        for (let pageNo = 1; pages.length < lines.length; pageNo++) {
          const page = await analyze1Bills(tx, { projectId: ids.a!, nodeId, pageNo, pageSize: 7 });
          expect(page.total).toBe(lines.length);
          expect(page.data.length).toBe(Math.min(7, lines.length - pages.length));
          pages.push(...page.data);
        }
        expect(pages).toEqual(lines);
        const past = await analyze1Bills(tx, {
          projectId: ids.a!,
          nodeId,
          pageNo: 1000,
          pageSize: 7,
        });
        expect(past).toEqual({ pageNo: 1000, pageSize: 7, total: lines.length, data: [] });
      }
      // The completeness counts the bills' norms in SQL as the engine does over every bill.
      expect(await complement(tx, ids.a!)).toEqual(complementStatus(full));
    });
  });

  it('answers 404 for a node of another project', async () => {
    const [other] = await post<AnalysisNodeRow[]>('/b/analyze1/queryTree', { projectId: ids.b });
    const { response } = await call({
      method: 'POST',
      url: '/api/b/analyze1/queryTree',
      payload: { projectId: ids.a, nodeId: other!.id },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('indicators against the library', () => {
  it("gives the project's indicators with DOMAIN's ranges under 30 library projects", async () => {
    const data = await post<{ libraryCount: number; indicators: AnalysisIndicator[] }>(
      '/b/analyzeProject/queryData',
      { projectId: ids.a },
    );
    const model = models.a!;
    const of = (key: string) => data.indicators.find((i) => i.key === key)!;
    expect(data.libraryCount).toBe(library.filter((p) => p.kind === model.kind).length);
    expect(Number(of('costPerM2').value)).toBeCloseTo(rootOf(model).amount! / model.area!, 2);
    expect(of('costPerM2')).toMatchObject({ source: 'default', p10: '2300.00', p90: '3500.00' });
    expect(Number(of('fbfxShare').value)).toBeCloseTo(
      (feeTotal(model, 'fbfx') / feeTotal(model, 'total')) * 100,
      2,
    );
    const items = itemBills(model);
    expect(Number(of('labourShare').value)).toBeCloseTo(
      (sum(items.map((b) => b.quantity * b.labour)) / sum(items.map((b) => b.amount))) * 100,
      2,
    );
    expect(Number(of('rebarPerM2').value)).toBeCloseTo(projectMetrics(model).rebarKgPerM2, 1);
    expect(Number(of('concretePerM2').value)).toBeCloseTo(projectMetrics(model).concretePerM2, 2);
    expect(of('costPerM2').status).toBe('ok');
    expect(of('total')).toMatchObject({ source: 'none', status: 'unknown' });
  });

  it('compares projects side by side in the order given', async () => {
    const body = { projectIds: [ids.c, ids.a, ids.b] };
    const columns = await post<AnalysisGroupColumn[]>('/b/analyzeGroup/queryColumn', body);
    expect(columns.map((c) => c.projectId)).toEqual(body.projectIds);
    const rows = await post<{ key: string; values: (string | null)[] }[]>(
      '/b/analyzeGroup/queryData',
      body,
    );
    const perM2 = rows.find((r) => r.key === 'costPerM2')!.values.map(Number);
    ['c', 'a', 'b'].forEach((name, index) =>
      expect(perM2[index]).toBeCloseTo(rootOf(models[name]!).amount! / models[name]!.area!, 2),
    );
    const { body: one } = await call({
      method: 'POST',
      url: '/api/b/analyzeGroup/queryData',
      payload: { projectIds: [ids.a] },
    });
    expect(one.success).toBe(false);
  });

  it('narrows the library step by step (the indicator funnel)', async () => {
    const data = await post<{
      steps: { key: string; count: number }[];
      p50: string | null;
    }>('/b/indicator/funnel/getIndexDataSource', { projectId: ids.a, indicator: 'costPerM2' });
    // b: same kind, region, 110 % of a's area, 2023; d: twice a's area; c: an office.
    const a = known(models.a!);
    const kind = library.filter((p) => p.kind === a.kind);
    const region = kind.filter((p) => p.region === a.region);
    const scale = region.filter(
      (p) => p.area !== null && p.area >= a.area! * 0.7 && p.area <= a.area! * 1.3,
    );
    const years = scale.filter((p) => Math.abs(p.year - a.year) <= 1);
    expect(data.steps.map((s) => s.count)).toEqual([
      library.length,
      kind.length,
      region.length,
      scale.length,
      years.length,
      years.length,
    ]);
    expect(years.length).toBeGreaterThanOrEqual(1);
    expect(Number(data.p50)).toBeCloseTo(median(years.map((p) => p.perM2!)), 2);
  });
});

describe('relativity, expand and completeness', () => {
  it('evaluates the ratio rules per unit and lists the bills behind them', async () => {
    const units = await post<AnalysisRelativityUnit[]>('/b/relativityAnalyze/queryTree', {
      projectId: ids.a,
    });
    const building = units.find((u) => u.code === '0101')!;
    const rule = building.rules.find((r) => r.modelId === 'rebarPerConcrete')!;
    const bills = await post<{ code: string; quantity: string }[]>(
      '/b/relativityAnalyze/queryBillByModelId',
      { projectId: ids.a, unitId: building.unitId, modelId: 'rebarPerConcrete', side: 'a' },
    );
    expect(bills.every((b) => b.code.startsWith('010515'))).toBe(true);
    expect(sum(bills.map((b) => Number(b.quantity)))).toBeCloseTo(Number(rule.a), 2);
    expect(rule.status).toBe('ok');
  });

  it('gives the expand indicators and the completeness', async () => {
    const expand = await post<{ nodes: AnalysisExpandNode[] }>('/b/expandAnalyze/queryTree', {
      projectId: ids.a,
    });
    const perHousehold = expand.nodes[0]!.indicators.find((i) => i.key === 'perHousehold')!;
    expect(Number(perHousehold.value)).toBeCloseTo(
      rootOf(models.a!).amount! / models.a!.specialUnits.households!,
      2,
    );
    const { body } = await call<{ complete: boolean; items: { key: string }[] }>({
      method: 'GET',
      url: `/api/b/analyzeProject/queryComplementStatus/${ids.a}`,
    });
    expect(body.data.complete).toBe(true);
    expect(body.data.items.map((i) => i.key)).toEqual([
      'area',
      'features',
      'feeTables',
      'norms',
      'resourcePrices',
    ]);
  });
});

describe('tenancy and permissions', () => {
  it("hides another company's projects and refuses callers without cost:project:view", async () => {
    for (const [url, payload] of [
      ['/api/b/analyze1/queryTree', { projectId: ids.a }],
      ['/api/b/analyzeProject/queryData', { projectId: ids.a }],
      ['/api/b/analyzeGroup/queryColumn', { projectIds: [ids.a, ids.b] }],
      ['/api/b/indicator/funnel/getIndexDataSource', { projectId: ids.a }],
    ] as const) {
      const { response } = await call({ method: 'POST', url, payload }, 'bob');
      expect(response.statusCode, url).toBe(404);
      const denied = await call({ method: 'POST', url, payload }, 'nobody');
      expect(denied.response.statusCode, url).toBe(403);
    }
    const { response } = await call(
      { method: 'GET', url: `/api/b/analyzeProject/queryComplementStatus/${ids.a}` },
      'bob',
    );
    expect(response.statusCode).toBe(404);
  });

  it('does not count another company’s projects in the library', async () => {
    const data = await post<{ libraryCount: number }>('/b/analyzeProject/queryData', {
      projectId: ids.a,
    });
    expect(data.libraryCount).toBe(library.filter((p) => p.kind === 'residential-high').length);
  });
});
