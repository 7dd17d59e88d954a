import type { BillModel, BillModelBillRow } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { generateProject } from '../sample/generator';
import { saveProject } from '../store';

let t: TestApp;
let admin: string;
let bob: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  const project = generateProject({ kind: 'residential-high', items: 80, seed: 5 });
  const first = Object.values(project.units).flatMap((unit) => unit.bills)[0]!;
  Object.assign(first, { code: '01B009', name: '成品保护', features: '', unit: '项' });
  projectId = await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
    saveProject(tx, { userId: 'user-admin', companyId: DEMO_COMPANY_ID }, t.clock.now(), project),
  );
}, 120_000);
afterAll(() => t.close());

type Page = { total: number; data: BillModelBillRow[] };

async function call<T>(url: string, payload?: object, token = admin) {
  const options: InjectOptions =
    payload === undefined
      ? { method: 'GET', url: `/api${url}` }
      : { method: 'POST', url: `/api${url}`, payload };
  const { body } = await t.call<T>({ ...options, headers: { AuthToken: token } });
  return body;
}
async function ok<T>(url: string, payload?: object, token = admin): Promise<T> {
  const body = await call<T>(url, payload, token);
  expect(body.success, body.msg).toBe(true);
  return body.data;
}
const list = (params: object, pageSize = 500, token = admin) =>
  ok<Page>('/b/subject/hkBill/queryBillList', { projectId, pageNo: 1, pageSize, params }, token);

describe('the bills of a project with their models', () => {
  it('lists every bill unplaced before an analysis, then with its model and method', async () => {
    const before = await list({});
    expect(before.total).toBeGreaterThan(10);
    expect(before.data.every((row) => row.modelId === null && row.method === null)).toBe(true);
    expect((await list({ status: 'placed' })).total).toBe(0);

    const result = await ok<{ byCode: number; bySimilarity: number; unmatched: number }>(
      `/b/project/subject/${projectId}/itAnalyzeHkBillModel`,
      {},
    );
    const placed = await list({ status: 'placed' });
    const unplaced = await list({ status: 'unplaced' });
    expect(placed.total).toBe(result.byCode + result.bySimilarity);
    expect(unplaced.total).toBe(result.unmatched);
    expect(placed.total + unplaced.total).toBe(before.total);
    expect(unplaced.data.map((row) => row.code)).toContain('01B009');
    const byCode = placed.data.find((row) => row.method === 'code')!;
    expect(byCode.modelCode).toBe(byCode.code.slice(0, 9));
    expect(byCode.modelName).not.toBeNull();
  });

  it('filters by model, by hand placements, by keyword, and pages', async () => {
    const odd = (await list({ keyword: '01B009' })).data;
    expect(odd.map((row) => row.code)).toEqual(['01B009']);
    const book = await ok<BillModel[]>('/b/subject/hkBill/getHkBillBook');
    const model = book.find((item) => item.attributes.length > 0)!;
    await ok('/b/subject/bill/hand/setBillModel', { billIds: [odd[0]!.billId], modelId: model.id });
    const manual = await list({ status: 'manual' });
    expect(manual.data.map((row) => [row.billId, row.modelId, row.method])).toEqual([
      [odd[0]!.billId, model.id, 'manual'],
    ]);
    expect(manual.data[0]!.attributes.map(({ name, fixValue }) => ({ name, fixValue }))).toEqual(
      model.attributes,
    );
    const ofModel = await list({ modelId: model.id });
    expect(ofModel.data.every((row) => row.modelId === model.id)).toBe(true);
    expect(ofModel.data.map((row) => row.billId)).toContain(odd[0]!.billId);
    const page = await ok<Page & { pageNo: number }>('/b/subject/hkBill/queryBillList', {
      projectId,
      pageNo: 2,
      pageSize: 5,
    });
    expect(page.pageNo).toBe(2);
    expect(page.data).toHaveLength(5);
    const all = await list({});
    expect(page.data.map((row) => row.billId)).toEqual(
      all.data.slice(5, 10).map((row) => row.billId),
    );
  });

  it('refuses a bad status and hides the project from another company', async () => {
    const bad = await call('/b/subject/hkBill/queryBillList', {
      projectId,
      params: { status: 'lost' },
    });
    expect(bad.success).toBe(false);
    const other = await call('/b/subject/hkBill/queryBillList', { projectId }, bob);
    expect(other.success).toBe(false);
  });
});
