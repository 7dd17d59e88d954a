import type {
  Material,
  MaterialCatalogueGroup,
  MaterialCodingResult,
  MaterialSummary,
  TransformedTotal,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import type { CostProject } from '../engine/model';
import { generateProject } from '../sample/generator';
import { saveProject } from '../store';

let t: TestApp;
let admin: string;
let bob: string;
let lisi: string;
let project: CostProject;
let projectId: string;
let unitId: string;

/** A resource whose code the catalogue lacks but whose name, spec and (convertible) unit it knows. */
const RENAMED = { code: 'ZX0001', name: '钢筋', spec: 'HRB400 Φ10以内', unit: 'kg', price: 4.2 };
/** A resource the catalogue knows nothing like. */
const UNKNOWN = { code: 'ZX0002', name: '纳米自洁涂层', spec: '特种', unit: 'm2', price: 88 };

function sampleProject(): CostProject {
  const generated = generateProject({ kind: 'residential-high', items: 300, seed: 42 });
  const unit = Object.values(generated.units)[0]!;
  for (const extra of [RENAMED, UNKNOWN])
    unit.resources.push({
      id: `res-${extra.code}`,
      unitId: unit.unitId,
      kind: 'material',
      quantity: 0,
      infoPrice: null,
      provisional: false,
      ownerSupplied: false,
      ownerQuantity: null,
      ownerPrice: null,
      riskRate: null,
      ...extra,
    });
  const norm = unit.bills.find((bill) => bill.norms.length > 0)!.norms[0]!;
  norm.resources.push(
    { code: RENAMED.code, consumption: 2.5 },
    { code: UNKNOWN.code, consumption: 0.3333 },
  );
  return generated;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  lisi = await t.tokenOf('lisi', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  project = sampleProject();
  unitId = Object.keys(project.units)[0]!;
  projectId = await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
    saveProject(tx, { userId: 'user-admin', companyId: DEMO_COMPANY_ID }, t.clock.now(), project),
  );
}, 120_000);
afterAll(() => t.close());

const call = <T>(options: InjectOptions, token = admin) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });

async function ok<T>(url: string, payload?: object, method: 'POST' | 'GET' = 'POST'): Promise<T> {
  const { body } = await call<T>({ method, url: `/api${url}`, payload });
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

const list = (params: object = {}) =>
  ok<{ total: number; data: Material[] }>('/b/project/material/queryList', {
    pageNo: 1,
    pageSize: 500,
    params: { projectId, ...params },
  });
/** The stored id of the model's first unit (the store issues its own ids): the one using RENAMED. */
async function savedUnitId(): Promise<string> {
  const source = await ok<{ rows: { unitId: string }[] }>('/b/project/material/getSourceBill', {
    projectId,
    code: RENAMED.code,
  });
  return source.rows[0]!.unitId;
}
const byCode = async (code: string) => (await list()).data.find((row) => row.code === code)!;

/** Σ norm quantity × consumption and Σ quantity × price per resource code, from the model. */
function independentRollUp(units: CostProject['units'], only?: string) {
  const totals = new Map<string, { quantity: Decimal; value: Decimal }>();
  for (const unit of Object.values(units)) {
    if (only && unit.unitId !== only) continue;
    const prices = new Map(unit.resources.map((r) => [r.code, r.price]));
    for (const bill of unit.bills)
      for (const norm of bill.norms)
        for (const use of norm.resources) {
          const quantity = new Decimal(norm.quantity).times(use.consumption);
          const total = totals.get(use.code) ?? { quantity: new Decimal(0), value: new Decimal(0) };
          total.quantity = total.quantity.plus(quantity);
          total.value = total.value.plus(quantity.times(prices.get(use.code) ?? 0));
          totals.set(use.code, total);
        }
  }
  return totals;
}

describe('the materials summary', () => {
  it('equals an independent roll-up of the project’s norms, code by code', async () => {
    const expected = independentRollUp(project.units);
    const { total, data } = await list();
    expect(total).toBe(expected.size);
    expect(total).toBeGreaterThan(20);
    for (const row of data) {
      const want = expected.get(row.code)!;
      expect(new Decimal(row.quantity).equals(want.quantity), row.code).toBe(true);
      expect(row.amount, row.code).toBe(want.value.toFixed(2));
    }
    const rebar = data.find((row) => row.code === '01010103')!;
    expect(rebar).toMatchObject({ name: '钢筋', unit: 't', kind: 'material', catalogueCode: null });
  });

  it('summarises by kind, and the kinds add up to the total', async () => {
    const summary = await ok<MaterialSummary>('/b/project/material/queryListSummary', {
      projectId,
    });
    const { data } = await list();
    expect(summary.count).toBe(data.length);
    expect(summary.kinds.reduce((sum, kind) => sum + kind.count, 0)).toBe(summary.count);
    const kindsSum = summary.kinds.reduce((sum, k) => sum.plus(k.amount), new Decimal(0));
    expect(kindsSum.minus(summary.amount).abs().lte(0.05)).toBe(true);
    expect(summary.kinds.find((k) => k.kind === 'labour')!.count).toBeGreaterThan(0);
    expect(summary.kinds.find((k) => k.kind === 'machine')!.count).toBeGreaterThan(0);
  });

  it('narrows to one unit, and filters by kind and keyword', async () => {
    const expected = independentRollUp(project.units, unitId);
    const { data } = await list({ nodeId: await savedUnitId() });
    expect(data.length).toBe(expected.size);
    for (const row of data)
      expect(new Decimal(row.quantity).equals(expected.get(row.code)!.quantity)).toBe(true);
    const machines = await list({ kind: 'machine' });
    expect(machines.data.every((row) => row.kind === 'machine')).toBe(true);
    expect((await list({ keyword: '纳米' })).data.map((row) => row.code)).toEqual([UNKNOWN.code]);
  });

  it('lists the consuming bills and norms, whose quantities add up to the summary', async () => {
    const rebar = await byCode('01010103');
    const source = await ok<{
      rows: { quantity: string; amount: string; billId: string; normCode: string }[];
      quantity: string;
      amount: string;
      total: number;
    }>('/b/project/material/getSourceBill', { projectId, code: '01010103' });
    expect(source.total).toBe(source.rows.length);
    expect(source.total).toBeGreaterThan(1);
    expect(source.quantity).toBe(rebar.quantity);
    const sum = source.rows.reduce((acc, row) => acc.plus(row.quantity), new Decimal(0));
    expect(sum.equals(rebar.quantity)).toBe(true);
    expect(source.amount).toBe(rebar.amount);
    const both = await ok<{ total: number; rows: unknown[] }>(
      '/b/project/material/getSourceBillByIds',
      { projectId, codes: ['01010103', RENAMED.code] },
    );
    expect(both.total).toBe(source.total + 1);
  });

  it('gives each unit its totals', async () => {
    const units = await ok<{ unitId: string; count: number; amount: string }[]>(
      '/b/project/material/allItemSummary',
      { projectId },
    );
    expect(units.length).toBe(Object.keys(project.units).length);
    const savedId = await savedUnitId();
    const first = units.find((unit) => unit.unitId === savedId)!;
    expect(first.count).toBe(independentRollUp(project.units, unitId).size);
  });
});

describe('auto-coding', () => {
  let result: MaterialCodingResult;
  beforeAll(async () => {
    result = await ok<MaterialCodingResult>(`/b/autoCoder/${projectId}`, {});
  });

  it('codes known materials by code, a renamed one by similarity, and leaves the unknown uncoded', async () => {
    const { total } = await list();
    expect(result).toEqual({ coded: total - 1, uncoded: 1, kept: 0 });
    expect(await byCode('01010103')).toMatchObject({
      catalogueCode: '01010103',
      method: 'code',
      confidence: '1.0000',
      confirmed: false,
    });
    expect(await byCode(RENAMED.code)).toMatchObject({
      catalogueCode: '01010101',
      catalogueUnit: 't',
      method: 'similar',
    });
    expect(await byCode(UNKNOWN.code)).toMatchObject({ catalogueCode: null, method: null });
    expect((await list({ coding: 'uncoded' })).data.map((row) => row.code)).toEqual([UNKNOWN.code]);
  });

  it('keeps what a person confirmed when it runs again, and clears on request', async () => {
    const chosen = await ok<Material>('/b/project/material/updateByItem', {
      projectId,
      code: UNKNOWN.code,
      catalogueCode: '11060101',
    });
    expect(chosen).toMatchObject({ catalogueCode: '11060101', method: 'manual', confirmed: true });
    const again = await ok<MaterialCodingResult>('/b/project/material/autoCoderByItem', {
      projectId,
      codes: [UNKNOWN.code, '01010103'],
    });
    expect(again).toEqual({ coded: 1, uncoded: 0, kept: 1 });
    expect((await byCode(UNKNOWN.code)).catalogueCode).toBe('11060101');
    const cleared = await ok<{ cleared: number }>('/b/project/material/cleanByItem', {
      projectId,
      codes: [UNKNOWN.code],
    });
    expect(cleared.cleared).toBe(1);
    expect(await byCode(UNKNOWN.code)).toMatchObject({ catalogueCode: null, confirmed: false });
  });

  it('refuses a code the catalogue lacks or a resource the project lacks, writing nothing', async () => {
    const before = await byCode('01010103');
    const { body } = await call({
      method: 'POST',
      url: '/api/b/project/material/updateByItem',
      payload: { projectId, code: '01010103', catalogueCode: '12345678' },
    });
    expect(body.success).toBe(false);
    expect(body.msg).toContain('12345678');
    expect(await byCode('01010103')).toEqual(before);
    const missing = await call({
      method: 'POST',
      url: '/api/b/project/material/updateByItem',
      payload: { projectId, code: 'NOPE01', catalogueCode: '01010101' },
    });
    expect(missing.body.success).toBe(false);
    expect(missing.body.msg).toContain('NOPE01');
  });
});

describe('converted quantities', () => {
  it('converts kg to t exactly, and refuses units that do not convert without a factor', async () => {
    const renamed = await byCode(RENAMED.code);
    const converted = await ok<Material>('/b/project/material/updateTransformedQuantity', {
      projectId,
      code: RENAMED.code,
      transformUnit: 't',
    });
    expect(converted.transformFactor).toBe('0.001');
    expect(converted.transformedQuantity).toBe(
      new Decimal(renamed.quantity).times('0.001').toDecimalPlaces(3).toFixed(3),
    );
    const refused = await call({
      method: 'POST',
      url: '/api/b/project/material/updateTransformedQuantity',
      payload: { projectId, code: RENAMED.code, transformUnit: 'm3' },
    });
    expect(refused.body.success).toBe(false);
    expect((await byCode(RENAMED.code)).transformUnit).toBe('t');
    const custom = await ok<Material>('/b/project/material/updateTransformedQuantity', {
      projectId,
      code: UNKNOWN.code,
      transformUnit: 'kg',
      factor: '1.2',
    });
    expect(custom.transformedQuantity).toBe(
      new Decimal(custom.quantity).times('1.2').toDecimalPlaces(2).toFixed(2),
    );
  });

  it('sums coded materials by catalogue class in the catalogue unit: all rebar in t', async () => {
    const totals = await ok<TransformedTotal[]>('/b/project/material/sumTransformedQuantity', {
      projectId,
    });
    const rebar = totals.find((row) => row.classCode === '0101' && row.unit === 't')!;
    const { data } = await list();
    const expected = data
      .filter((row) => row.catalogueCode?.startsWith('0101'))
      .reduce(
        (sum, row) => sum.plus(new Decimal(row.quantity).times(row.unit === 'kg' ? '0.001' : 1)),
        new Decimal(0),
      );
    expect(rebar.quantity).toBe(expected.toDecimalPlaces(3).toFixed(3));
    expect(rebar.count).toBe(data.filter((row) => row.catalogueCode?.startsWith('0101')).length);
    const concrete = totals.find((row) => row.classCode === '8021')!;
    expect(concrete.unit).toBe('m3');
    expect(concrete.count).toBeGreaterThanOrEqual(2);
  });
});

describe('the catalogue and re-summary', () => {
  it('serves the catalogue as group → class → material', async () => {
    const tree = await ok<MaterialCatalogueGroup[]>('/b/getMaterialTree', undefined, 'GET');
    const metals = tree.find((group) => group.code === '01')!;
    const rebar = metals.children.find((cls) => cls.code === '0101')!;
    expect(rebar.children.map((item) => item.code)).toContain('01010101');
    const concrete = tree
      .find((group) => group.code === '80')!
      .children.find((cls) => cls.code === '8021')!;
    expect(concrete.children.map((item) => item.spec)).toEqual(
      expect.arrayContaining(['C15', 'C20', 'C25', 'C30', 'C35', 'C40', 'C45', 'C50']),
    );
  });

  it('drops codings of resources no norm uses any more', async () => {
    const result = await ok<{ materials: number; pruned: number }>(`/b/reSummary/${projectId}`);
    expect(result.pruned).toBe(0);
    expect(result.materials).toBe((await list()).total);
  });
});

describe('access', () => {
  it('hides the project from another company', async () => {
    const { body } = await call(
      {
        method: 'POST',
        url: '/api/b/project/material/queryList',
        payload: { pageNo: 1, pageSize: 20, params: { projectId } },
      },
      bob,
    );
    expect(body.success).toBe(false);
    const coding = await call(
      { method: 'POST', url: `/api/b/autoCoder/${projectId}`, payload: {} },
      bob,
    );
    expect(coding.body.success).toBe(false);
  });

  it('refuses the writes to a user without cost:project:edit', async () => {
    const { response } = await call(
      {
        method: 'POST',
        url: '/api/b/project/material/cleanByItem',
        payload: { projectId, codes: ['01010103'] },
      },
      lisi,
    );
    expect(response.statusCode).toBe(403);
    expect((await byCode('01010103')).catalogueCode).toBe('01010103');
  });
});
