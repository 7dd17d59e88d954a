import type {
  CheckRecord,
  EndpointData,
  Finding,
  LogicalBill,
  LogicalRecord,
  LogicalResult,
  LogicalRule,
  costBillMaterialInfo,
  costBillSplicWordResult,
  costUnusualAnalyze,
} from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costBills } from '../../../db/schema';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import type { CostProject } from '../engine/model';
import { billKey } from '../engine/model';
import { generateProject } from '../sample/generator';
import { saveProject } from '../store';
import { kindLibrary } from './stats';

type Analysis = EndpointData<typeof costUnusualAnalyze>;

let t: TestApp;
let admin: string;
let bob: string;
let cleanId: string;
let plantedId: string;
/** The planted bill's code (its price tripled) and its library key. */
let plantedCode: string;
let noRebarId: string;

const KIND = 'residential-multi' as const;
const generate = (seed: number) => generateProject({ kind: KIND, items: 60, seed });

async function save(project: CostProject): Promise<string> {
  return inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
    saveProject(tx, { userId: 'user-admin', companyId: DEMO_COMPANY_ID }, t.clock.now(), project),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
  // a library of 30 projects of the kind (each checked project is left out of its own library)
  for (let i = 0; i < 30; i++) await save(generate(3000 + i));
  cleanId = await save(generate(3100));
  const library = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) => kindLibrary(db, KIND));
  const planted = generate(3101);
  const bill = Object.values(planted.units)
    .flatMap((unit) => unit.bills)
    .find((entry) => (library.billPrices[billKey(entry.code, entry.unit)]?.n ?? 0) >= 31)!;
  bill.unitPrice = Math.round(bill.unitPrice * 300) / 100;
  bill.amount = Math.round(bill.unitPrice * bill.quantity * 100) / 100;
  plantedCode = bill.code;
  plantedId = await save(planted);
  const noRebar = generate(3102);
  for (const unit of Object.values(noRebar.units))
    unit.bills = unit.bills.filter((entry) => !entry.code.startsWith('010515'));
  noRebarId = await save(noRebar);
}, 600_000);
afterAll(() => t.close());

const as =
  (token: () => string) =>
  <T>(options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: token(), ...options.headers } });
const asAdmin = as(() => admin);
const asBob = as(() => bob);

const analyze = (check: string, payload: Record<string, unknown>, caller = asAdmin) =>
  caller<Analysis>({ method: 'POST', url: `/api/b/unusualAnalyze/${check}`, payload });

describe('POST /b/unusualAnalyze/{check}', () => {
  it.each([
    'relativityCheck',
    'expandCheck',
    'materialCheck',
    'quantityCheck',
    'economicCheck',
    'isUnusual',
  ])('%s finds nothing on a clean project', async (check) => {
    const { body } = await analyze(check, { projectId: cleanId });
    expect(body.success, body.msg).toBe(true);
    expect(body.data).toMatchObject({ check, libraryProjects: 32, total: 0, findings: [] });
  });

  it('expandCheck finds the bill priced three times the library’s usual', async () => {
    const { body } = await analyze('expandCheck', { projectId: plantedId });
    expect(body.data.total).toBe(1);
    const [finding] = body.data.findings;
    expect(finding).toMatchObject({ rule: 'unusual.billPrice', rowKind: 'bill' });
    expect(finding!.n).toBeGreaterThanOrEqual(31);
    expect(finding!.rowLabel).toContain(plantedCode);
    expect(finding!.nodePath).not.toBe('');
    expect(finding!.z).toBeGreaterThan(3);
    expect(finding!.message).toContain('超出案例库正常范围');
  });

  it('isUnusual answers the unusual bills for the grid’s badge', async () => {
    const { body } = await analyze('isUnusual', { projectId: plantedId });
    const [finding] = body.data.findings;
    expect(body.data.unusualBillIds).toEqual([finding!.rowId]);
    const [row] = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      db.select().from(costBills).where(eq(costBills.id, finding!.rowId!)),
    );
    expect(row!.code).toBe(plantedCode);
  });

  it('refuses a node of another project, and another company’s project is not there', async () => {
    const bad = await analyze('expandCheck', { projectId: cleanId, nodeId: 'no-such-node' });
    expect(bad.response.statusCode).toBe(400);
    const other = await analyze('expandCheck', { projectId: cleanId }, asBob);
    expect(other.response.statusCode).toBe(404);
  });
});

describe('the quality start uses the library once the kind has 30 projects', () => {
  it('checkBillPrice flags the planted price outside the library’s P10–P90', async () => {
    const { body } = await asAdmin<CheckRecord>({
      method: 'POST',
      url: '/api/b/quality/checkrecord/start',
      payload: { projectId: plantedId, checks: ['checkBillPrice', 'costRangeCheck'] },
    });
    expect(body.success, body.msg).toBe(true);
    const list = await asAdmin<{ data: Finding[] }>({
      method: 'POST',
      url: '/api/b/quality/checkrecord/queryList',
      payload: {
        pageNo: 1,
        pageSize: 100,
        params: { recordId: body.data.id, rule: 'checkBillPrice.libraryRange' },
      },
    });
    expect(list.body.data.data.some((f) => f.rowLabel.includes(plantedCode))).toBe(true);
  });
});

describe('logical checks', () => {
  it('lists the rules with the project’s values', async () => {
    const { body } = await asAdmin<LogicalRule[]>({
      method: 'GET',
      url: `/api/b/quality/logical/${noRebarId}/checkList`,
    });
    expect(body.success, body.msg).toBe(true);
    const rule = body.data.find((entry) => entry.key === 'concreteRebar')!;
    expect(rule).toMatchObject({
      title: '有混凝土必有钢筋',
      applicable: true,
      bValue: '0',
      bUnit: 't',
    });
    expect(Number(rule.aValue)).toBeGreaterThan(0);
  });

  let record: LogicalRecord;
  it('runs, keeps a record and fails 有混凝土必有钢筋 on the project without rebar', async () => {
    const { body } = await asAdmin<LogicalRecord>({
      method: 'POST',
      url: '/api/b/quality/logical/check',
      payload: { projectId: noRebarId },
    });
    expect(body.success, body.msg).toBe(true);
    record = body.data;
    const failed = record.results.filter((result) => result.status === 'fail');
    expect(failed.map((result) => result.rule)).toEqual(['concreteRebar']);
    expect(record.failed).toBe(1);
    expect(record.checkedBy).not.toBeNull();
    const clean = await asAdmin<LogicalRecord>({
      method: 'POST',
      url: '/api/b/quality/logical/check',
      payload: { projectId: cleanId },
    });
    expect(clean.body.data.failed).toBe(0);
  });

  it('saves ignore and opinion, and the record list shows them', async () => {
    const result = record.results.find((entry) => entry.rule === 'concreteRebar')!;
    const { body } = await asAdmin<LogicalResult>({
      method: 'PUT',
      url: '/api/b/quality/logical/saveCheckRecord',
      payload: { id: result.id, ignored: true, opinion: '钢筋另行发包' },
    });
    expect(body.success, body.msg).toBe(true);
    expect(body.data).toMatchObject({ ignored: true, opinion: '钢筋另行发包' });
    expect(body.data.ignoredAt).not.toBeNull();
    const list = await asAdmin<LogicalRecord[]>({
      method: 'POST',
      url: '/api/b/quality/logical/queryRecordList',
      payload: { projectId: noRebarId },
    });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]!.results.find((entry) => entry.id === result.id)).toMatchObject({
      ignored: true,
      opinion: '钢筋另行发包',
    });
    const missing = await asAdmin({
      method: 'PUT',
      url: '/api/b/quality/logical/saveCheckRecord',
      payload: { id: 'no-such-result', ignored: true },
    });
    expect(missing.response.statusCode).toBe(404);
    const other = await asAdmin({
      method: 'PUT',
      url: '/api/b/quality/logical/saveCheckRecord',
      payload: { id: result.id, ignored: true },
    });
    expect(other.response.statusCode).toBe(200);
    const bobs = await asBob({
      method: 'PUT',
      url: '/api/b/quality/logical/saveCheckRecord',
      payload: { id: result.id, opinion: 'x' },
    });
    expect(bobs.response.statusCode).toBe(404);
  });

  it('lists the bills behind a rule', async () => {
    const { body } = await asAdmin<{ total: number; bills: LogicalBill[] }>({
      method: 'POST',
      url: '/api/b/quality/logical/billList',
      payload: { projectId: cleanId, rule: 'concreteRebar' },
    });
    expect(body.success, body.msg).toBe(true);
    expect(body.data.bills.some((bill) => bill.side === 'a' && bill.code.startsWith('0105'))).toBe(
      true,
    );
    expect(
      body.data.bills.some((bill) => bill.side === 'b' && bill.code.startsWith('010515')),
    ).toBe(true);
    const unknown = await asAdmin({
      method: 'POST',
      url: '/api/b/quality/logical/billList',
      payload: { projectId: cleanId, rule: 'noSuchRule' },
    });
    expect(unknown.response.statusCode).toBe(400);
  });
});

describe('a bill’s drill-downs', () => {
  it('getBillMaterialInfo answers the resources through its norms', async () => {
    const [bill] = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      db.select().from(costBills).where(eq(costBills.projectId, cleanId)).limit(1),
    );
    const { body } = await asAdmin<EndpointData<typeof costBillMaterialInfo>>({
      method: 'GET',
      url: `/api/b/quality/checkrecord/getBillMaterialInfo/${bill!.id}`,
    });
    expect(body.success, body.msg).toBe(true);
    expect(body.data.code).toBe(bill!.code);
    expect(body.data.materials.length).toBeGreaterThan(0);
    for (const material of body.data.materials) {
      expect(material.name).not.toBe('');
      expect(Number(material.amount)).toBeCloseTo(
        Number(material.quantity) * Number(material.price),
        1,
      );
    }
    const words = await asAdmin<EndpointData<typeof costBillSplicWordResult>>({
      method: 'GET',
      url: `/api/b/quality/checkrecord/getBillSplicWordResult/${bill!.id}`,
    });
    expect(words.body.data.text.startsWith(bill!.name)).toBe(true);
    const missing = await asAdmin({
      method: 'GET',
      url: '/api/b/quality/checkrecord/getBillMaterialInfo/no-such-bill',
    });
    expect(missing.response.statusCode).toBe(404);
  });
});
