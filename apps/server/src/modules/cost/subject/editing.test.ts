import type { SpliceProblem, SubjectBill, SubjectChoice, SubjectTreeRow } from '@ccms/api-client';
import Decimal from 'decimal.js';
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
let lisi: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  lisi = await t.tokenOf('lisi', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  const project = generateProject({ kind: 'residential-high', items: 200, seed: 11 });
  projectId = await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
    saveProject(tx, { userId: 'user-admin', companyId: DEMO_COMPANY_ID }, t.clock.now(), project),
  );
  await ok('/b/project/subject/analyzeSubjectModelAll', { projectId });
}, 120_000);
afterAll(() => t.close());

const call = <T>(options: InjectOptions, token = admin) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });

async function ok<T>(url: string, payload?: object, token = admin): Promise<T> {
  const { body } = await call<T>({ method: 'POST', url: `/api${url}`, payload }, token);
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

async function fails(url: string, payload: object, token = admin): Promise<string> {
  const { body } = await call({ method: 'POST', url: `/api${url}`, payload }, token);
  expect(body.success).toBe(false);
  return body.msg;
}

const bills = async (params: object) =>
  (
    await ok<{ total: number; data: SubjectBill[] }>('/b/subject/item/querySubjectBill', {
      pageNo: 1,
      pageSize: 500,
      params: { projectId, ...params },
    })
  ).data;
const tree = () =>
  ok<{ rows: SubjectTreeRow[]; total: string; unassignedCount: number }>(
    '/b/subject/item/querySubjectTree',
    { projectId },
  );
const amountOf = async (code: string) =>
  (await tree()).rows.find((row) => row.code === code)!.amount;
/** Everything the subject model shows, to prove a refused call wrote nothing. */
const snapshot = async () => ({ bills: await bills({}), tree: await tree() });

describe('analyzeSubjectModelAll', () => {
  it('placed the bills by code and then by similarity; a second run keeps them', async () => {
    const again = await ok<{ byCode: { assigned: number }; bySimilarity: { kept: number } }>(
      '/b/project/subject/analyzeSubjectModelAll',
      { projectId },
    );
    const all = await bills({});
    expect(again.byCode.assigned).toBe(all.length);
    expect(again.bySimilarity.kept).toBe(all.length);
  });
});

describe('quantities and norms', () => {
  let bill: SubjectBill;
  beforeAll(async () => {
    bill = (await bills({})).find((row) => row.kind === 'bill' && row.norms.length >= 2)!;
    expect(bill).toBeDefined();
  });

  it('a new quantity makes the amount quantity × unit price, exactly, and the tree follows', async () => {
    const before = await amountOf(bill.subjectCode!);
    const edited = await ok<SubjectBill>('/b/subject/item/updateBillQuantity', {
      billId: bill.billId,
      quantity: '1,234.567',
    });
    const amount = new Decimal('1234.567').times(bill.unitPrice).toDecimalPlaces(2);
    expect(edited).toMatchObject({ quantity: '1234.567', edited: true, amount: amount.toFixed(2) });
    expect(await amountOf(bill.subjectCode!)).toBe(
      new Decimal(before).minus(bill.amount).plus(amount).toFixed(2),
    );
    const reset = await ok<SubjectBill>('/b/subject/item/updateBillQuantity', {
      billId: bill.billId,
      quantity: null,
    });
    expect(reset).toEqual(bill);
    expect(await amountOf(bill.subjectCode!)).toBe(before);
  });

  it('norms added, re-quantified and removed make the amount Σ norm amounts', async () => {
    const added = await ok<SubjectBill>('/b/subject/item/addNormToSubjectBill', {
      billId: bill.billId,
      norm: { code: '5-99', name: '模板补充', unit: 'm2', quantity: '10.5', price: '33.33' },
    });
    expect(added.norms).toHaveLength(bill.norms.length + 1);
    expect(added.norms.at(-1)).toEqual({
      code: '5-99',
      name: '模板补充',
      unit: 'm2',
      quantity: '10.5',
      price: '33.33',
      amount: '349.97',
    });
    const sum = (norms: SubjectBill['norms']) =>
      norms.reduce((total, norm) => total.plus(norm.amount), new Decimal(0)).toFixed(2);
    expect(added.amount).toBe(sum(added.norms));
    expect(added.unitPrice).toBe(
      new Decimal(added.amount).div(added.quantity).toDecimalPlaces(2).toFixed(2),
    );
    const set = await ok<SubjectBill>('/b/subject/item/setNormQuantity', {
      billId: bill.billId,
      index: 0,
      quantity: '2',
    });
    expect(set.norms[0]!.quantity).toBe('2');
    expect(set.norms[0]!.amount).toBe(new Decimal(bill.norms[0]!.price).times(2).toFixed(2));
    expect(set.amount).toBe(sum(set.norms));
    const removed = await ok<SubjectBill>('/b/subject/item/delNormToSubjectBill', {
      billId: bill.billId,
      index: set.norms.length - 1,
    });
    expect(removed.norms.map((norm) => norm.code)).toEqual(bill.norms.map((norm) => norm.code));
    expect(removed.amount).toBe(sum(removed.norms));
    const listed = (await bills({ subjectCode: bill.subjectCode! })).find(
      (row) => row.billId === bill.billId,
    );
    expect(listed).toEqual(removed);
  });

  it('names a norm that is not there, a negative or bad quantity, and writes nothing', async () => {
    const before = await snapshot();
    expect(
      await fails('/b/subject/item/delNormToSubjectBill', { billId: bill.billId, index: 99 }),
    ).toContain('100');
    expect(
      await fails('/b/subject/item/updateBillQuantity', { billId: bill.billId, quantity: '-1' }),
    ).toContain('工程量不能为负数');
    expect(
      await fails('/b/subject/item/setNormQuantity', {
        billId: bill.billId,
        index: 0,
        quantity: 'abc',
      }),
    ).toContain('定额工程量须为数字');
    expect(
      await fails('/b/subject/item/addNormToSubjectBill', {
        billId: bill.billId,
        norm: { code: '', name: 'x', unit: 'm', quantity: '1', price: '1' },
      }),
    ).toContain('请输入定额编号');
    expect(await snapshot()).toEqual(before);
  });
});

describe('adding and taking out bills', () => {
  it('lists candidates, adds them by hand, takes them out and re-adds them exactly', async () => {
    const candidates = await ok<{ total: number; data: (SubjectBill & { removed: boolean })[] }>(
      '/b/subject/item/selectSubjectBill',
      { pageNo: 1, pageSize: 5, params: { projectId, subjectCode: '10', keyword: '土方' } },
    );
    expect(candidates.data.length).toBeGreaterThan(0);
    expect(candidates.data.every((row) => row.subjectCode !== '10')).toBe(true);
    const picked = candidates.data[0]!;
    expect(
      await ok('/b/subject/item/addSubjectBill', { subjectCode: '10', billIds: [picked.billId] }),
    ).toEqual({ added: 1 });
    const moved = (await bills({})).find((row) => row.billId === picked.billId)!;
    expect(moved).toMatchObject({ subjectCode: '10', method: 'manual' });
    expect(
      await fails('/b/subject/item/addSubjectBill', {
        subjectCode: '10',
        billIds: [picked.billId],
      }),
    ).toContain(picked.code);

    const before = await snapshot();
    expect(await ok('/b/subject/item/delSubjectBill', { billIds: [picked.billId] })).toEqual({
      removed: 1,
    });
    expect((await bills({ unassigned: true })).map((row) => row.billId)).toContain(picked.billId);
    // The analyses leave a bill taken out by hand where it is.
    await ok('/b/project/subject/analyzeSubjectModelAll', { projectId });
    expect((await bills({ unassigned: true })).map((row) => row.billId)).toContain(picked.billId);
    const marked = await ok<{ data: (SubjectBill & { removed: boolean })[] }>(
      '/b/subject/item/selectSubjectBill',
      { pageNo: 1, pageSize: 500, params: { projectId, subjectCode: '10' } },
    );
    expect(marked.data.find((row) => row.billId === picked.billId)!.removed).toBe(true);
    expect(await fails('/b/subject/item/delSubjectBill', { billIds: [picked.billId] })).toContain(
      picked.code,
    );
    expect(
      await ok('/b/project/subject/reAddBillToSubjectModel', {
        projectId,
        billIds: [picked.billId],
      }),
    ).toEqual({ restored: 1 });
    expect(await snapshot()).toEqual(before);
  });
});

describe('splices', () => {
  let members: SubjectBill[];
  let splice: SubjectBill;
  beforeAll(async () => {
    const column = await bills({ subjectCode: '0401' });
    const unit = column[0]!.unit;
    members = column.filter((row) => row.unit === unit && row.kind === 'bill').slice(0, 3);
    expect(members).toHaveLength(3);
  });

  it('validSplicBill names every problem: different subjects, units, a taken bill', async () => {
    const other = (await bills({ subjectCode: '01' }))[0]!;
    const mixed = await ok<{ valid: boolean; problems: SpliceProblem[] }>(
      '/b/subject/item/validSplicBill',
      { billIds: [members[0]!.billId, other.billId] },
    );
    expect(mixed.valid).toBe(false);
    expect(mixed.problems.map((problem) => problem.kind)).toContain('subject');
    if (other.unit !== members[0]!.unit)
      expect(mixed.problems.map((problem) => problem.kind)).toContain('unit');
    const fine = await ok<{ valid: boolean; problems: SpliceProblem[] }>(
      '/b/subject/item/validSplicBill',
      { billIds: [members[0]!.billId, members[1]!.billId] },
    );
    expect(fine).toEqual({ valid: true, problems: [] });
    splice = await ok<SubjectBill>('/b/subject/item/splicSubjectBill', {
      billIds: [members[0]!.billId, members[1]!.billId],
      name: '基础合并',
    });
    const taken = await ok<{ valid: boolean; problems: SpliceProblem[] }>(
      '/b/subject/item/validSplicBill',
      { billIds: [members[0]!.billId, members[2]!.billId] },
    );
    expect(taken.problems).toEqual([{ kind: 'taken', code: members[0]!.code, detail: '基础合并' }]);
  });

  it('grows and shrinks a splice with exact sums, and keeps at least two', async () => {
    const grown = await ok<SubjectBill>('/b/subject/item/addSplicSubjectBill', {
      id: splice.billId,
      billIds: [members[2]!.billId],
    });
    const sum = (key: 'quantity' | 'amount') =>
      members.reduce((total, row) => total.plus(row[key]), new Decimal(0));
    expect(grown).toMatchObject({
      billIds: members.map((row) => row.billId),
      quantity: sum('quantity').toFixed(),
      amount: sum('amount').toFixed(2),
    });
    expect(
      await fails('/b/subject/item/updateBillQuantity', {
        billId: members[2]!.billId,
        quantity: '1',
      }),
    ).toContain('基础合并');
    expect(
      await fails('/b/subject/item/updateBillQuantity', { billId: splice.billId, quantity: '1' }),
    ).toBeTruthy();
    const shrunk = await ok<SubjectBill>('/b/subject/item/delSplicSubjectBill', {
      id: splice.billId,
      billIds: [members[2]!.billId],
    });
    expect(shrunk).toMatchObject({ quantity: splice.quantity, amount: splice.amount });
    const before = await snapshot();
    expect(
      await fails('/b/subject/item/delSplicSubjectBill', {
        id: splice.billId,
        billIds: [members[1]!.billId],
      }),
    ).toContain('基础合并');
    expect(await snapshot()).toEqual(before);
    await ok('/b/subject/item/cancelSplicSubjectBill', { id: splice.billId });
  });
});

describe('the subject tree', () => {
  it('answers the tree to choose from, with leaves and paths', async () => {
    const { body } = await call<SubjectChoice[]>({
      method: 'GET',
      url: '/api/b/subject/model/queryTreeForChoose',
    });
    const column = body.data.find((row) => row.code === '0402')!;
    expect(column).toMatchObject({
      parentCode: '04',
      leaf: true,
      path: '04 钢筋混凝土工程 / 0402 柱',
    });
    expect(body.data.find((row) => row.code === '04')!.leaf).toBe(false);
  });

  it('moves every bill of a subject to another; the amounts move with them', async () => {
    const before = await tree();
    const from = before.rows.find((row) => row.code === '03')!;
    const to = before.rows.find((row) => row.code === '05')!;
    const { body } = await call<{ moved: number }>({
      method: 'PUT',
      url: '/api/b/project/subject/updateTreeSubject',
      payload: { projectId, fromCode: '03', toCode: '05' },
    });
    expect(body.data).toEqual({ moved: from.billCount });
    const after = await tree();
    expect(after.rows.find((row) => row.code === '03')!.amount).toBe('0.00');
    expect(after.rows.find((row) => row.code === '05')!.amount).toBe(
      new Decimal(from.amount).plus(to.amount).toFixed(2),
    );
    const same = await call({
      method: 'PUT',
      url: '/api/b/project/subject/updateTreeSubject',
      payload: { projectId, fromCode: '05', toCode: '05' },
    });
    expect(same.body.msg).toContain('目标科目不能与原科目相同');
  });
});

describe('access', () => {
  it('hides the bills from another company and refuses edits without cost:project:edit', async () => {
    const bill = (await bills({ subjectCode: '0402' }))[0]!;
    await fails('/b/subject/item/updateBillQuantity', { billId: bill.billId, quantity: '1' }, bob);
    await fails('/b/subject/item/validSplicBill', { billIds: [bill.billId] }, bob);
    const { response } = await call(
      {
        method: 'POST',
        url: '/api/b/subject/item/updateBillQuantity',
        payload: { billId: bill.billId, quantity: '1' },
      },
      lisi,
    );
    expect(response.statusCode).toBe(403);
    expect((await bills({ subjectCode: '0402' }))[0]).toEqual(bill);
  });
});
