import type {
  BillModel,
  BillModelBill,
  CostBook,
  HkBillAnalysis,
  HkBillCount,
  HkBillTreeRow,
  ProjectBookVersion,
  SubjectAnalysisResult,
  SubjectBook,
} from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costBillModelLinks, costBills } from '../../../db/schema';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { DEMO_COST_PROJECT_ID } from '../demoIds';
import { generateProject } from '../sample/generator';
import { saveProject } from '../store';

let t: TestApp;
let admin: string;
let bob: string;
let lisi: string;
let projectId: string;
let bills: { id: string; code: string; name: string; features: string; unit: string }[];
let book: BillModel[];

/** A supplementary item like nothing in the book. */
const ODD = { code: '01B002', name: '成品保护及保洁', features: '', unit: '项' };

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  lisi = await t.tokenOf('lisi', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  const project = generateProject({ kind: 'residential-high', items: 300, seed: 11 });
  const first = Object.values(project.units).flatMap((unit) => unit.bills)[0]!;
  Object.assign(first, ODD);
  projectId = await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
    saveProject(tx, { userId: 'user-admin', companyId: DEMO_COMPANY_ID }, t.clock.now(), project),
  );
  bills = await t.database.db
    .select({
      id: costBills.id,
      code: costBills.code,
      name: costBills.name,
      features: costBills.features,
      unit: costBills.unit,
    })
    .from(costBills)
    .where(eq(costBills.projectId, projectId));
}, 120_000);
afterAll(() => t.close());

const call = <T>(options: InjectOptions, token = admin) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });

async function ok<T>(url: string, payload?: object, token = admin): Promise<T> {
  const { body } = await call<T>(
    payload === undefined
      ? { method: 'GET', url: `/api${url}` }
      : { method: 'POST', url: `/api${url}`, payload },
    token,
  );
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

async function failing(url: string, payload: object, token = admin) {
  const { body, response } = await call({ method: 'POST', url: `/api${url}`, payload }, token);
  expect(body.success).toBe(false);
  return { msg: body.msg, status: response.statusCode };
}

const counts = () =>
  ok<HkBillCount>(`/b/subject/hkBill/countHkBillModelNum?projectId=${projectId}`);
const linksOf = (billId: string) =>
  t.database.db.select().from(costBillModelLinks).where(eq(costBillModelLinks.billId, billId));

describe('the book', () => {
  it('is seeded for the demo company on the subject tree, with fixed values', async () => {
    book = await ok<BillModel[]>('/b/subject/hkBill/getHkBillBook');
    expect(book.length).toBeGreaterThan(20);
    for (const model of book) expect(model.code).toMatch(/^\d{9}$/);
    expect(
      book.some((model) =>
        model.attributes.some((a) => a.name === '混凝土种类' && a.fixValue === '商品混凝土'),
      ),
    ).toBe(true);
    const concrete = await ok<BillModel[]>('/b/subject/hkBill/getHkBillBook?subjectCode=04');
    expect(concrete.length).toBeGreaterThan(0);
    expect(concrete.every((model) => model.subjectCode.startsWith('04'))).toBe(true);
    const keyword = await ok<BillModel[]>(
      `/b/subject/hkBill/getHkBillBook?keyword=${encodeURIComponent('柱')}`,
    );
    expect(keyword.length).toBeGreaterThan(0);
    expect(keyword.every((model) => model.name.includes('柱') || model.code.includes('柱'))).toBe(
      true,
    );
  });

  it('shows another company none of it', async () => {
    expect(await ok<BillModel[]>('/b/subject/hkBill/getHkBillBook', undefined, bob)).toEqual([]);
  });
});

describe('placing a project on the book', () => {
  it('places by code, then by similarity, and counts per node', async () => {
    const modelCodes = new Set(book.map((model) => model.code));
    const expectedByCode = bills.filter((bill) => modelCodes.has(bill.code.slice(0, 9))).length;
    const result = await ok<HkBillAnalysis>(
      `/b/project/subject/${projectId}/itAnalyzeHkBillModel`,
      {},
    );
    expect(result.byCode).toBe(expectedByCode);
    expect(result.byCode + result.bySimilarity + result.unmatched).toBe(bills.length);
    expect(result.kept).toBe(0);
    expect(result.unmatched).toBeGreaterThanOrEqual(1);
    const odd = bills.find((bill) => bill.code === ODD.code)!;
    expect(await linksOf(odd.id)).toEqual([]);

    const count = await counts();
    expect(count).toMatchObject({
      bills: bills.length,
      byCode: result.byCode,
      bySimilarity: result.bySimilarity,
      manual: 0,
      unplacedBills: result.unmatched,
      models: book.length,
    });
    expect(count.placedModels + count.unplacedModels).toBe(book.length);

    const tree = await ok<{ rows: HkBillTreeRow[]; unplacedBills: number }>(
      '/b/subject/hkBill/querySubjectTree',
      { projectId },
    );
    expect(tree.unplacedBills).toBe(result.unmatched);
    const roots = tree.rows.filter((row) => row.parentCode === null);
    expect(roots.reduce((sum, row) => sum + row.models, 0)).toBe(book.length);
    expect(roots.reduce((sum, row) => sum + row.bills, 0)).toBe(bills.length - result.unmatched);
    const concrete = tree.rows.find((row) => row.code === '04')!;
    const children = tree.rows.filter((row) => row.parentCode === '04');
    expect(concrete.models).toBe(children.reduce((sum, row) => sum + row.models, 0));
    expect(concrete.placedModels + concrete.unplacedModels).toBe(concrete.models);
    expect(
      await ok<HkBillTreeRow[]>(`/b/subject/hkBill/countHkBillModelByNode?projectId=${projectId}`),
    ).toEqual(tree.rows);
  });

  it('keeps a hand placement through a new analysis', async () => {
    const odd = bills.find((bill) => bill.code === ODD.code)!;
    const target = book[0]!;
    expect(
      await ok('/b/subject/bill/hand/setBillModel', { billIds: [odd.id], modelId: target.id }),
    ).toEqual({ placed: 1 });
    const again = await ok<HkBillAnalysis>(
      `/b/project/subject/${projectId}/itAnalyzeHkBillModel`,
      {},
    );
    expect(again.kept).toBe(1);
    expect((await linksOf(odd.id))[0]).toMatchObject({ modelId: target.id, method: 'manual' });
    expect((await counts()).manual).toBe(1);
  });

  it('refuses unknown bills and models, writing nothing', async () => {
    const odd = bills.find((bill) => bill.code === ODD.code)!;
    const missing = await failing('/b/subject/bill/hand/setBillModel', {
      billIds: [odd.id, 'no-such-bill'],
      modelId: book[1]!.id,
    });
    expect(missing.msg).toContain('1');
    expect((await linksOf(odd.id))[0]!.modelId).toBe(book[0]!.id);
    const noModel = await failing('/b/subject/bill/hand/setBillModel', {
      billIds: [odd.id],
      modelId: 'no-such-model',
    });
    expect(noModel.status).toBe(404);
    const bad = await failing('/b/subject/bill/hand/setBillModel', { billIds: [], modelId: 'x' });
    expect(bad.status).toBe(400);
  });
});

describe('attributes and fixed values', () => {
  const billOf = (model: BillModel) =>
    bills.find((bill) => bill.code.startsWith(model.code) && bill.features.includes('混凝土种类'));
  /** A model fixing 混凝土种类 that a bill of the project is placed on by its code. */
  const fixedModel = () =>
    book.find(
      (model) =>
        model.attributes.some((a) => a.fixValue === '商品混凝土') && billOf(model) !== undefined,
    )!;

  it('refuses a value other than the fixed one and names not of the model', async () => {
    const model = fixedModel();
    const bill = billOf(model)!;
    const before = await linksOf(bill.id);
    const fixed = await failing('/b/subject/bill/hand/setBillModelAttr', {
      billId: bill.id,
      attributes: [{ name: '混凝土种类', value: '现拌混凝土' }],
    });
    expect(fixed.msg).toContain('商品混凝土');
    const unknown = await failing('/b/subject/bill/hand/setBillModelAttr', {
      billId: bill.id,
      attributes: [{ name: '颜色', value: '红' }],
    });
    expect(unknown.msg).toContain('颜色');
    expect(await linksOf(bill.id)).toEqual(before);
    const dup = await failing('/b/subject/bill/hand/setBillModelAttr', {
      billId: bill.id,
      attributes: [
        { name: '部位', value: '1' },
        { name: '部位', value: '2' },
      ],
    });
    expect(dup.status).toBe(400);
  });

  it('sets values, writes them into the features when asked, and shows deviations', async () => {
    const model = fixedModel();
    const bill = billOf(model)!;
    const free = model.attributes.find((a) => a.fixValue === null)!;
    const set = await ok<BillModelBill>('/b/subject/bill/hand/setBillModelAttr', {
      billId: bill.id,
      attributes: [{ name: free.name, value: 'C40' }],
    });
    expect(set.attributes.find((a) => a.name === free.name)?.value).toBe('C40');
    expect(set.features).toBe(bill.features);
    const saved = await ok<BillModelBill>('/b/subject/bill/hand/saveAndSetBillModelAttr', {
      billId: bill.id,
      attributes: [{ name: free.name, value: 'C45' }],
    });
    expect(saved.features).toContain(`${free.name}：C45`);
    expect(saved.features).toContain('混凝土种类：商品混凝土');

    const changed = await ok<BillModel>('/b/subject/hkBill/savefixValue', {
      modelId: model.id,
      attributes: [{ name: '混凝土种类', fixValue: '预拌混凝土' }],
    });
    expect(changed.attributes.find((a) => a.name === '混凝土种类')?.fixValue).toBe('预拌混凝土');
    expect(changed.billCount).toBeGreaterThan(0);
    const now = await ok<BillModelBill>('/b/subject/bill/hand/setBillModelAttr', {
      billId: bill.id,
      attributes: [],
    });
    expect(now.attributes.find((a) => a.name === '混凝土种类')).toMatchObject({
      value: '商品混凝土',
      deviates: true,
    });
    const unknown = await failing('/b/subject/hkBill/savefixValue', {
      modelId: model.id,
      attributes: [{ name: '颜色', fixValue: '红' }],
    });
    expect(unknown.msg).toContain('颜色');
    await ok('/b/subject/hkBill/savefixValue', {
      modelId: model.id,
      attributes: [{ name: '混凝土种类', fixValue: '商品混凝土' }],
    });
  });

  it('saves a bill edit and its model in one call', async () => {
    const bill = bills.find((candidate) => candidate.code !== ODD.code)!;
    const model = book[2]!;
    const saved = await ok<BillModelBill>('/b/subject/bill/hand/saveAndSetBillModel', {
      billId: bill.id,
      modelId: model.id,
      bill: { name: `${bill.name}（修改）`, features: bill.features, unit: bill.unit },
    });
    expect(saved).toMatchObject({
      name: `${bill.name}（修改）`,
      modelId: model.id,
      method: 'manual',
    });
    const blank = await failing('/b/subject/bill/hand/saveAndSetBillModel', {
      billId: bill.id,
      modelId: model.id,
      bill: { name: ' ', features: '', unit: 'm3' },
    });
    expect(blank.status).toBe(400);
  });

  it('refuses attributes of a bill on no model', async () => {
    const placed = new Set(
      (
        await t.database.db
          .select({ billId: costBillModelLinks.billId })
          .from(costBillModelLinks)
          .where(eq(costBillModelLinks.projectId, projectId))
      ).map((row) => row.billId),
    );
    const open = bills.find((bill) => !placed.has(bill.id));
    if (!open) return;
    const refused = await failing('/b/subject/bill/hand/setBillModelAttr', {
      billId: open.id,
      attributes: [],
    });
    expect(refused.msg).toContain(open.code);
  });
});

describe('clearing, subject analyses and books', () => {
  it('clears every placement of a project', async () => {
    const before = await counts();
    const cleared = await ok<{ cleared: number }>('/b/subject/hkBill/clearAllHkBillModel', {
      projectId,
    });
    expect(cleared.cleared).toBe(before.bills - before.unplacedBills);
    expect(await counts()).toMatchObject({ unplacedBills: bills.length, placedModels: 0 });
  });

  it('delegates the subject-model analyses by flag', async () => {
    const byCode = await ok<SubjectAnalysisResult>(
      `/b/project/subject/${projectId}/analyzeSubjectModel/code`,
      {},
    );
    expect(byCode.assigned).toBeGreaterThan(0);
    expect(byCode.assigned + byCode.unmatched + byCode.kept).toBe(bills.length);
    const bySimilar = await ok<SubjectAnalysisResult>(
      `/b/project/subject/${projectId}/analyzeSubjectModel/similar`,
      {},
    );
    expect(bySimilar.kept).toBe(byCode.assigned);
    const both = await ok<{ byCode: SubjectAnalysisResult; bySimilarity: SubjectAnalysisResult }>(
      `/b/project/subject/${projectId}/itAnalyzeSubjectModel`,
      {},
    );
    expect(both.byCode.assigned).toBe(byCode.assigned);
    const bad = await failing(`/b/project/subject/${projectId}/analyzeSubjectModel/guess`, {});
    expect(bad.status).toBe(400);
  });

  it('lists the subject book, the bill and norm books and a project’s versions', async () => {
    const page = await ok<{ total: number; data: SubjectBook[] }>('/b/subject/book/queryList', {
      pageNo: 1,
      pageSize: 20,
    });
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ billModels: book.length });
    expect(page.data[0]!.projects).toBeGreaterThanOrEqual(1);
    expect(
      (await ok<{ total: number }>('/b/subject/book/queryList', { params: { name: '无此库' } }))
        .total,
    ).toBe(0);
    const billBooks = await ok<CostBook[]>('/b/bill/book/querySelect');
    expect(billBooks[0]!.version).toBe('GB 50500-2013');
    expect((await ok<CostBook[]>('/b/norm/book/querySelect')).length).toBeGreaterThan(1);
    expect(
      await ok<ProjectBookVersion>('/b/bill/xml/getBillVerion', {
        projectId: DEMO_COST_PROJECT_ID,
      }),
    ).toMatchObject({ source: 'recorded', book: { id: 'gb50500-2013' } });
    expect(
      await ok<ProjectBookVersion>('/b/norm/xml/getNornVerion', {
        projectId: DEMO_COST_PROJECT_ID,
      }),
    ).toMatchObject({ source: 'recorded', book: { id: 'zj-2018-building' } });
    // The supplementary code 01B002 keeps the test project's book from being inferred.
    expect(await ok<ProjectBookVersion>('/b/bill/xml/getBillVerion', { projectId })).toEqual({
      book: null,
      source: 'unknown',
    });
    expect(await ok<ProjectBookVersion>('/b/norm/xml/getNornVerion', { projectId })).toEqual({
      book: null,
      source: 'unknown',
    });
  });
});

describe('access', () => {
  it('hides the project from another company and refuses writes without cost:project:edit', async () => {
    await failing('/b/subject/hkBill/querySubjectTree', { projectId }, bob);
    await failing(`/b/project/subject/${projectId}/itAnalyzeHkBillModel`, {}, bob);
    await failing('/b/bill/xml/getBillVerion', { projectId }, bob);
    const foreign = await failing(
      '/b/subject/bill/hand/setBillModel',
      { billIds: [bills[0]!.id], modelId: book[0]!.id },
      bob,
    );
    expect(foreign.status).toBe(404);
    const denied = await failing('/b/subject/hkBill/clearAllHkBillModel', { projectId }, lisi);
    expect(denied.status).toBe(403);
  });
});
