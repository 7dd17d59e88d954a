import type {
  SimilarBill,
  SubjectAnalysisResult,
  SubjectBill,
  SubjectTreeRow,
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
let billCount: number;

/** A column bill recoded as a supplementary item and renamed: no code rule places it. */
const RENAMED = { code: '01B001', name: '现浇矩形柱（补充）' };
/** A supplementary item like nothing in the library. */
const ODD = { code: '01B002', name: '成品保护及保洁', features: '', unit: '项' };

function sampleProject(): CostProject {
  const generated = generateProject({ kind: 'residential-high', items: 300, seed: 7 });
  const bills = Object.values(generated.units).flatMap((unit) => unit.bills);
  const columns = bills.filter((bill) => bill.code.startsWith('010502'));
  expect(columns.length).toBeGreaterThan(1);
  Object.assign(columns[0]!, RENAMED);
  Object.assign(
    bills.find((bill) => bill.code.startsWith('010101'))!,
    ODD,
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
  billCount = Object.values(project.units).reduce((sum, unit) => sum + unit.bills.length, 0);
  projectId = await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
    saveProject(tx, { userId: 'user-admin', companyId: DEMO_COMPANY_ID }, t.clock.now(), project),
  );
}, 120_000);
afterAll(() => t.close());

const call = <T>(options: InjectOptions, token = admin) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });

async function ok<T>(url: string, payload?: object): Promise<T> {
  const { body } = await call<T>({ method: 'POST', url: `/api${url}`, payload });
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

const tree = () =>
  ok<{ rows: SubjectTreeRow[]; total: string; unassignedCount: number; unassignedAmount: string }>(
    '/b/subject/item/querySubjectTree',
    { projectId },
  );
const bills = (params: object) =>
  ok<{ total: number; data: SubjectBill[] }>('/b/subject/item/querySubjectBill', {
    pageNo: 1,
    pageSize: 500,
    params: { projectId, ...params },
  });
const billOf = async (code: string) => (await bills({})).data.find((bill) => bill.code === code)!;

describe('subjects by code', () => {
  let result: SubjectAnalysisResult;
  beforeAll(async () => {
    result = await ok<SubjectAnalysisResult>('/b/project/subject/analyzeSubjectModelByCode', {
      projectId,
    });
  });

  it('places every generated bill but the two supplementary items', async () => {
    expect(result).toEqual({ assigned: billCount - 2, unmatched: 2, kept: 0 });
    const open = await bills({ unassigned: true });
    expect(open.data.map((bill) => bill.code).sort()).toEqual([RENAMED.code, ODD.code]);
    const counts = await ok<Record<string, number>>('/b/subject/item/countSubjectModelNum', {
      projectId,
    });
    expect(counts).toEqual({
      bills: billCount,
      byCode: billCount - 2,
      bySimilarity: 0,
      manual: 0,
      unassigned: 2,
    });
  });

  it('sums the tree: children into parents, roots and unassigned into the total', async () => {
    const { rows, total, unassignedAmount } = await tree();
    const amount = (code: string) => new Decimal(rows.find((row) => row.code === code)!.amount);
    const roots = rows.filter((row) => row.parentCode === null);
    const rootSum = roots.reduce((sum, row) => sum.plus(row.amount), new Decimal(0));
    expect(rootSum.plus(unassignedAmount).toFixed(2)).toBe(total);
    const children = rows.filter((row) => row.parentCode === '04');
    const childSum = children.reduce((sum, row) => sum.plus(row.amount), new Decimal(0));
    expect(amount('04').gte(childSum)).toBe(true);
    expect(amount('0402').gt(0)).toBe(true);
    const column = rows.find((row) => row.code === '0402')!;
    expect(column.share).toBe(amount('0402').div(total).times(100).toFixed(2));
    const { data } = await bills({ subjectCode: '04' });
    expect(data.some((bill) => bill.subjectCode === '0402')).toBe(true);
    expect(data.every((bill) => bill.subjectCode?.startsWith('04'))).toBe(true);
  });
});

describe('subjects by similarity', () => {
  it('assigns the renamed column to 柱 and leaves the odd item unassigned', async () => {
    const result = await ok<SubjectAnalysisResult>(
      '/b/project/subject/analyzeSubjectModelByIntellect',
      { projectId },
    );
    expect(result).toEqual({ assigned: 1, unmatched: 1, kept: billCount - 2 });
    expect(await billOf(RENAMED.code)).toMatchObject({ subjectCode: '0402', method: 'similar' });
    expect((await billOf(ODD.code)).subjectCode).toBeNull();
  });

  it('finds similar bills, best first, and a person confirms one; code analysis keeps it', async () => {
    const renamed = await billOf(RENAMED.code);
    const similar = await ok<SimilarBill[]>('/b/subject/item/findSimilarBill', {
      billId: renamed.billId,
      limit: 5,
    });
    expect(similar.length).toBe(5);
    expect(similar[0]!.subjectCode).toBe('0402');
    const scores = similar.map((row) => Number(row.score));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const odd = await billOf(ODD.code);
    expect(
      await ok<{ assigned: number }>('/b/subject/item/confirmSimilarBill', {
        billIds: [odd.billId],
        subjectCode: '10',
      }),
    ).toEqual({ assigned: 1 });
    expect(await billOf(ODD.code)).toMatchObject({ subjectCode: '10', method: 'manual' });
    const again = await ok<SubjectAnalysisResult>('/b/project/subject/analyzeSubjectModelByCode', {
      projectId,
    });
    expect(again.kept).toBe(1);
    expect((await billOf(ODD.code)).subjectCode).toBe('10');
  });

  it('refuses an unknown subject, writing nothing', async () => {
    const odd = await billOf(ODD.code);
    const { body } = await call({
      method: 'POST',
      url: '/api/b/subject/item/confirmSimilarBill',
      payload: { billIds: [odd.billId], subjectCode: '9999' },
    });
    expect(body.success).toBe(false);
    expect(body.msg).toContain('9999');
    expect((await billOf(ODD.code)).subjectCode).toBe('10');
  });
});

describe('splicing', () => {
  it('combines bills of one subject into one subject bill, and undoing restores the list exactly', async () => {
    const before = await bills({ subjectCode: '0402' });
    const [first, second] = before.data.filter((bill) => bill.unit === before.data[0]!.unit);
    const splice = await ok<SubjectBill>('/b/subject/item/splicSubjectBill', {
      billIds: [first!.billId, second!.billId],
      name: '框架柱合并',
    });
    expect(splice).toMatchObject({
      kind: 'splice',
      name: '框架柱合并',
      subjectCode: '0402',
      billIds: [first!.billId, second!.billId],
      quantity: new Decimal(first!.quantity).plus(second!.quantity).toFixed(),
      amount: new Decimal(first!.amount).plus(second!.amount).toFixed(2),
    });
    const spliced = await bills({ subjectCode: '0402' });
    expect(spliced.total).toBe(before.total - 1);
    expect(spliced.data.find((bill) => bill.kind === 'splice')!.billId).toBe(splice.billId);
    expect(spliced.data.some((bill) => bill.billId === first!.billId)).toBe(false);
    const taken = await call({
      method: 'POST',
      url: '/api/b/subject/item/splicSubjectBill',
      payload: { billIds: [first!.billId, before.data[2]!.billId] },
    });
    expect(taken.body.success).toBe(false);
    expect(taken.body.msg).toContain('框架柱合并');
    expect(
      await ok<{ restored: number }>('/b/subject/item/cancelSplicSubjectBill', {
        id: splice.billId,
      }),
    ).toEqual({ restored: 2 });
    expect(await bills({ subjectCode: '0402' })).toEqual(before);
  });

  it('refuses bills of different subjects, writing nothing', async () => {
    const column = (await bills({ subjectCode: '0402' })).data[0]!;
    const earth = (await bills({ subjectCode: '01' })).data[0]!;
    const before = await bills({});
    const { body } = await call({
      method: 'POST',
      url: '/api/b/subject/item/splicSubjectBill',
      payload: { billIds: [column.billId, earth.billId] },
    });
    expect(body.success).toBe(false);
    expect(await bills({})).toEqual(before);
  });
});

describe('clearing', () => {
  it('clears one bill, then the whole project', async () => {
    const odd = await billOf(ODD.code);
    expect(
      await ok<{ cleared: number }>('/b/project/subject/clearBillSubject', {
        billIds: [odd.billId],
      }),
    ).toEqual({ cleared: 1 });
    expect((await tree()).unassignedCount).toBe(1);
    const all = await ok<{ cleared: number }>('/b/project/subject/clearAllSubjectModel', {
      projectId,
    });
    expect(all.cleared).toBe(billCount - 1);
    expect((await tree()).unassignedCount).toBe(billCount);
  });
});

describe('access', () => {
  it('hides the project from another company and refuses writes without cost:project:edit', async () => {
    const other = await call(
      { method: 'POST', url: '/api/b/subject/item/querySubjectTree', payload: { projectId } },
      bob,
    );
    expect(other.body.success).toBe(false);
    const { response } = await call(
      {
        method: 'POST',
        url: '/api/b/project/subject/analyzeSubjectModelByCode',
        payload: { projectId },
      },
      lisi,
    );
    expect(response.statusCode).toBe(403);
    expect((await tree()).unassignedCount).toBe(billCount);
  });
});
