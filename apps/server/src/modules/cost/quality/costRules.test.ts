import type {
  Finding,
  LogicalRule,
  Material,
  RulesLogicalRule,
  RulesSpecialFactor,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costFees, costNodes } from '../../../db/schema';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import type { CostProject } from '../engine/model';
import { generateProject } from '../sample/generator';
import { saveProject } from '../store';
import { cleanProject, feeRow, refresh, unitOf } from './checks/fixture-fee.test-support';

let t: TestApp;
let admin: string;
let bob: string;
/** A generated project (materials, logical rules) and a fee-fixture project (fee findings, 甲供). */
let sampleId: string;
let feeId: string;

/** A material the standard catalogue knows nothing like. */
const UNKNOWN = { code: 'ZX0002', name: '纳米自洁涂层', spec: '特种', unit: 'm2', price: 88 };

function sampleProject(): CostProject {
  const generated = generateProject({ kind: 'residential-high', items: 200, seed: 7 });
  const unit = Object.values(generated.units)[0]!;
  unit.resources.push({
    id: `res-${UNKNOWN.code}`,
    unitId: unit.unitId,
    kind: 'material',
    quantity: 0,
    infoPrice: null,
    provisional: false,
    ownerSupplied: false,
    ownerQuantity: null,
    ownerPrice: null,
    riskRate: null,
    ...UNKNOWN,
  });
  unit.bills
    .find((bill) => bill.norms.length > 0)!
    .norms[0]!.resources.push({
      code: UNKNOWN.code,
      consumption: 0.5,
    });
  return generated;
}

/** The fee fixture with 社会保险费 at 45 % (a lawfeeCheck finding on fD1 under fD) and two 甲供 rows. */
function feeProject(): CostProject {
  const project = cleanProject();
  feeRow(project, 'fD1').rate = 45;
  const unit = unitOf(project);
  const resource = (code: string, price: number, quantity: number, owner: boolean) => ({
    id: `r-${code}`,
    unitId: unit.unitId,
    code,
    name: `材料${code}`,
    spec: '',
    unit: 't',
    kind: 'material' as const,
    price,
    quantity,
    infoPrice: null,
    provisional: false,
    ownerSupplied: owner,
    ownerQuantity: owner ? quantity : null,
    ownerPrice: owner ? price * 0.9 : null,
    riskRate: null,
  });
  unit.resources.push(resource('JG01', 5000, 10, true), resource('CL01', 1000, 150, false));
  return refresh(project);
}

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
  sampleId = await save(sampleProject());
  feeId = await save(feeProject());
}, 120_000);
afterAll(() => t.close());

async function call<T>(
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  token = admin,
) {
  const { response, body } = await t.call<T>({
    method,
    url: `/api${url}`,
    payload,
    headers: { AuthToken: token },
  });
  return { statusCode: response.statusCode, ...body };
}
async function ok<T>(
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  token = admin,
) {
  const answer = await call<T>(method, url, payload, token);
  expect(answer.success, answer.msg).toBe(true);
  return answer.data;
}

const materialOf = async (code: string) =>
  (
    await ok<{ data: Material[] }>('POST', '/b/project/material/queryList', {
      pageNo: 1,
      pageSize: 500,
      params: { projectId: sampleId },
    })
  ).data.find((row) => row.code === code)!;

describe('materials', () => {
  it('lists one page with the totals of the whole project', async () => {
    const front = await ok<{
      total: number;
      data: Material[];
      summary: { count: number; amount: string };
    }>('POST', '/b/project/material/queryListFront', {
      pageNo: 1,
      pageSize: 5,
      params: { projectId: sampleId },
    });
    expect(front.data).toHaveLength(5);
    expect(front.summary.count).toBe(front.total);
    const summary = await ok<{ amount: string }>('POST', '/b/project/material/queryListSummary', {
      projectId: sampleId,
    });
    expect(front.summary.amount).toBe(summary.amount);
    const all = await ok<{ data: Material[] }>('POST', '/b/project/material/queryList', {
      pageNo: 1,
      pageSize: 500,
      params: { projectId: sampleId },
    });
    const sum = all.data.reduce((acc, row) => acc.plus(row.amount), new Decimal(0));
    // Σ of rounded rows differs from the rounded Σ by at most half a cent per row.
    expect(sum.minus(summary.amount).abs().toNumber()).toBeLessThanOrEqual(all.data.length * 0.005);
  });

  it('codes the project by 智能分析, clears the automatic codings and codes them again', async () => {
    const first = await ok<{ byCatalogue: number; uncoded: number }>(
      'POST',
      `/b/itAnalyzeMaterial/${sampleId}`,
    );
    expect(first.byCatalogue).toBeGreaterThan(10);
    expect(first.uncoded).toBeGreaterThanOrEqual(1);
    expect((await materialOf('01010103')).catalogueCode).toBe('01010103');
    expect((await materialOf(UNKNOWN.code)).catalogueCode).toBeNull();
    // A confirmed coding survives clearing.
    await ok('POST', '/b/project/material/updateByItem', {
      projectId: sampleId,
      code: '01010103',
      catalogueCode: '01010103',
    });
    const cleared = await ok<{ cleared: number; kept: number }>(
      'POST',
      `/b/clearItemCollection/${sampleId}`,
    );
    expect(cleared.cleared).toBe(first.byCatalogue - 1);
    expect(cleared.kept).toBe(1);
    expect((await materialOf('01010103')).confirmed).toBe(true);
    const coded = (
      await ok<{ data: Material[] }>('POST', '/b/project/material/queryList', {
        pageNo: 1,
        pageSize: 500,
        params: { projectId: sampleId, coding: 'coded' },
      })
    ).data;
    expect(coded.map((row) => row.code)).toEqual(['01010103']);
    const again = await ok<{ byCatalogue: number; kept: number }>(
      'POST',
      `/b/itAnalyzeMaterial/${sampleId}`,
    );
    expect(again.byCatalogue + again.kept).toBe(first.byCatalogue);
  });

  it('answers the resource rows a material comes from and saves its description', async () => {
    const rows = await ok<{ unitName: string; name: string; amount: string }[]>(
      'GET',
      `/b/getSourceMaterial/${sampleId}?code=${UNKNOWN.code}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: UNKNOWN.name, amount: '0.00' });
    const saved = await ok<Material>('POST', '/b/project/material', {
      projectId: sampleId,
      code: UNKNOWN.code,
      name: '自洁涂料',
      spec: '纳米',
      unit: 'm2',
    });
    expect(saved).toMatchObject({ code: UNKNOWN.code, name: '自洁涂料', spec: '纳米' });
    expect((await materialOf(UNKNOWN.code)).name).toBe('自洁涂料');
    const missing = await call('GET', `/b/getSourceMaterial/${sampleId}?code=NOPE01`);
    expect(missing.success).toBe(false);
    const noCode = await call('GET', `/b/getSourceMaterial/${sampleId}`);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.msg).toBe('code：请指定材料编码');
    for (const [language, message] of [
      ['en', 'Give the material code'],
      ['es', 'Indique el código del material'],
    ] as const) {
      const { response, body } = await t.call({
        method: 'GET',
        url: `/api/b/getSourceMaterial/${sampleId}`,
        headers: { AuthToken: admin, 'accept-language': language },
      });
      expect(response.statusCode).toBe(400);
      expect(body.msg).toContain(message);
    }
  });

  it('keeps another company out', async () => {
    expect(
      (await call('POST', `/b/clearItemCollection/${sampleId}`, undefined, bob)).statusCode,
    ).toBe(404);
    const edit = await call(
      'POST',
      '/b/project/material',
      { projectId: sampleId, code: UNKNOWN.code, name: 'x', spec: '', unit: 'm2' },
      bob,
    );
    expect(edit.statusCode).toBe(404);
    expect((await materialOf(UNKNOWN.code)).name).toBe('自洁涂料');
  });

  it('refuses an empty name before anything is written', async () => {
    const answer = await call('POST', '/b/project/material', {
      projectId: sampleId,
      code: UNKNOWN.code,
      name: ' ',
      unit: 'm2',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.msg).toContain('请输入材料名称');
  });
});

describe('the editable material catalogue', () => {
  const ENTRY = {
    groupCode: '14',
    groupName: '油漆、涂料',
    classCode: '1401',
    className: '功能涂料',
    code: '14010199',
    name: '自洁涂料',
    spec: '纳米',
    unit: 'm2',
  };

  it('reads the standard catalogue until edited, then codes to the company’s entries', async () => {
    const before = await ok<{ edited: boolean; total: number }>(
      'POST',
      '/b/quality/ruleTable/catalogue/queryList',
      { pageNo: 1, pageSize: 20 },
    );
    expect(before.edited).toBe(false);
    await ok('POST', '/b/project/material/autoCoderByItem', {
      projectId: sampleId,
      codes: [UNKNOWN.code],
    });
    expect((await materialOf(UNKNOWN.code)).catalogueCode).toBeNull();

    await ok('POST', '/b/quality/ruleTable/catalogue', ENTRY);
    const after = await ok<{ edited: boolean; total: number; data: { code: string }[] }>(
      'POST',
      '/b/quality/ruleTable/catalogue/queryList',
      { pageNo: 1, pageSize: 20, keyword: '自洁' },
    );
    expect(after).toMatchObject({ edited: true, total: 1 });
    const full = await ok<{ total: number }>('POST', '/b/quality/ruleTable/catalogue/queryList', {
      pageNo: 1,
      pageSize: 20,
    });
    expect(full.total).toBe(before.total + 1);

    const result = await ok<{ coded: number }>('POST', '/b/project/material/autoCoderByItem', {
      projectId: sampleId,
      codes: [UNKNOWN.code],
    });
    expect(result.coded).toBe(1);
    expect(await materialOf(UNKNOWN.code)).toMatchObject({
      catalogueCode: ENTRY.code,
      catalogueName: '自洁涂料',
      method: 'similar',
    });
    const tree = await ok<{ code: string; children: { code: string }[] }[]>(
      'GET',
      '/b/getMaterialTree',
    );
    expect(tree.find((group) => group.code === '14')!.children.map((cls) => cls.code)).toContain(
      '1401',
    );
  });

  it('refuses to remove an entry a material is coded to, and leaves other companies alone', async () => {
    const refused = await call('DELETE', `/b/quality/ruleTable/catalogue/${ENTRY.code}`);
    expect(refused.success).toBe(false);
    expect(refused.msg).toContain(ENTRY.code);
    const other = await ok<{ edited: boolean; total: number }>(
      'POST',
      '/b/quality/ruleTable/catalogue/queryList',
      { pageNo: 1, pageSize: 20, keyword: '自洁' },
      bob,
    );
    expect(other).toMatchObject({ edited: false, total: 0 });
    expect(
      (await call('DELETE', `/b/quality/ruleTable/catalogue/${ENTRY.code}`, undefined, bob))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a code outside its class', async () => {
    const answer = await call('POST', '/b/quality/ruleTable/catalogue', {
      ...ENTRY,
      code: '15010199',
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('the editable logical rules', () => {
  const checkList = async (token = admin) =>
    ok<LogicalRule[]>('GET', `/b/quality/logical/${sampleId}/checkList`, undefined, token);

  it('runs the standard rules until a rule is changed, then the changed one', async () => {
    const before = await checkList();
    const table = await ok<{ edited: boolean; rules: RulesLogicalRule[] }>(
      'GET',
      '/b/quality/ruleTable/logical',
    );
    expect(table.edited).toBe(false);
    expect(table.rules.map((rule) => rule.key)).toEqual(before.map((rule) => rule.key));
    const concreteRebar = table.rules.find((rule) => rule.key === 'concreteRebar')!;
    expect(concreteRebar.a.cls).toBe('concrete');
    expect(before.find((rule) => rule.key === 'concreteRebar')!.applicable).toBe(true);

    // B now asks for bills named 预应力钢绞线, which the project lacks: the check fails.
    await ok('POST', '/b/quality/ruleTable/logical', {
      ...concreteRebar,
      b: { ...concreteRebar.b, cls: null, names: ['预应力钢绞线'], unit: 't' },
      severity: 'WARN',
    });
    const record = await ok<{ results: { rule: string; status: string; severity: string }[] }>(
      'POST',
      '/b/quality/logical/check',
      { projectId: sampleId },
    );
    expect(record.results.find((row) => row.rule === 'concreteRebar')).toMatchObject({
      status: 'fail',
      severity: 'WARN',
    });

    // Disabled: no longer run; the other company still runs the standard rule.
    await ok('POST', '/b/quality/ruleTable/logical', { ...concreteRebar, enabled: false });
    expect((await checkList()).map((rule) => rule.key)).not.toContain('concreteRebar');
    const other = await ok<{ edited: boolean; rules: RulesLogicalRule[] }>(
      'GET',
      '/b/quality/ruleTable/logical',
      undefined,
      bob,
    );
    expect(other.edited).toBe(false);
    expect(other.rules.find((rule) => rule.key === 'concreteRebar')!.enabled).toBe(true);
  });

  it('adds, removes and resets rules', async () => {
    const added = await ok<RulesLogicalRule>('POST', '/b/quality/ruleTable/logical', {
      key: 'concreteWaterproofing',
      title: { zh: '有混凝土必有防水' },
      a: { name: { zh: '混凝土' }, cls: 'concrete', prefixes: [], names: [], notNames: [] },
      b: { name: { zh: '防水' }, prefixes: ['0109'], names: [], notNames: [] },
      relation: 'implies',
      tolerance: '0',
      severity: 'INFO',
    });
    expect(added.title).toEqual({
      zh: '有混凝土必有防水',
      en: '有混凝土必有防水',
      es: '有混凝土必有防水',
    });
    expect((await checkList()).at(-1)!.key).toBe('concreteWaterproofing');
    await ok('DELETE', '/b/quality/ruleTable/logical/concreteWaterproofing');
    expect((await checkList()).map((rule) => rule.key)).not.toContain('concreteWaterproofing');
    await ok('POST', '/b/quality/ruleTable/reset', { table: 'logical' });
    const table = await ok<{ edited: boolean; rules: RulesLogicalRule[] }>(
      'GET',
      '/b/quality/ruleTable/logical',
    );
    expect(table.edited).toBe(false);
    expect((await checkList()).map((rule) => rule.key)).toContain('concreteRebar');
  });

  it('refuses a side with nothing to find and a tolerance of 1 or more', async () => {
    const base = {
      key: 'probe',
      title: { zh: '探测' },
      a: { name: { zh: 'A' }, prefixes: [], names: [], notNames: [] },
      b: { name: { zh: 'B' }, cls: 'rebar', prefixes: [], names: [], notNames: [] },
      relation: 'implies',
      tolerance: '0',
      severity: 'INFO',
    };
    expect((await call('POST', '/b/quality/ruleTable/logical', base)).statusCode).toBe(400);
    const tolerance = await call('POST', '/b/quality/ruleTable/logical', {
      ...base,
      a: { ...base.a, names: ['桩'] },
      tolerance: '1.5',
    });
    expect(tolerance.statusCode).toBe(400);
  });
});

describe('factors', () => {
  let nodeId: string;
  beforeAll(async () => {
    const [node] = await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
      tx
        .select({ id: costNodes.id })
        .from(costNodes)
        .where(eq(costNodes.projectId, sampleId))
        .limit(1),
    );
    nodeId = node!.id;
  });

  it('fills in a project factor from the analysis page and lists it', async () => {
    const refused = await call('POST', '/b/analyze1/saveFactor', {
      projectId: sampleId,
      code: 'CWS',
      value: '120',
    });
    expect(refused.success).toBe(false);
    await ok('POST', '/b/analyze1/saveFactor', {
      projectId: sampleId,
      code: 'CWS',
      value: '1,20',
      name: '车位数',
      unit: '个',
    });
    const list = await ok<RulesSpecialFactor[]>('POST', '/b/projectFactors/querySpecialList2', {
      projectId: sampleId,
    });
    expect(list.find((row) => row.code === 'CWS')).toMatchObject({
      name: '车位数',
      value: '120.0000',
      result: '120.0000',
      source: 'project',
      nodeValue: null,
    });
  });

  it('keeps factor values per tree node', async () => {
    const tree = await ok<{ nodeId: string; factors: { code: string; value: string }[] }[]>(
      'POST',
      '/b/xml/project/saveProjectTreeInfo',
      { projectId: sampleId, nodes: [{ nodeId, factors: [{ code: 'CWS', value: '30' }] }] },
    );
    expect(tree).toEqual([
      expect.objectContaining({ nodeId, factors: [{ code: 'CWS', value: '30.0000' }] }),
    ]);
    const list = await ok<RulesSpecialFactor[]>('POST', '/b/projectFactors/querySpecialList2', {
      projectId: sampleId,
      nodeId,
    });
    expect(list.find((row) => row.code === 'CWS')!.nodeValue).toBe('30.0000');
    const cleared = await ok<unknown[]>('POST', '/b/xml/project/saveProjectTreeInfo', {
      projectId: sampleId,
      nodes: [{ nodeId, factors: [{ code: 'CWS', value: null }] }],
    });
    expect(cleared).toEqual([]);
    const stranger = await call('POST', '/b/xml/project/saveProjectTreeInfo', {
      projectId: feeId,
      nodes: [{ nodeId, factors: [{ code: 'CWS', value: '1' }] }],
    });
    expect(stranger.statusCode).toBe(400);
  });

  it('keeps the factors of each subject model, per company', async () => {
    const saved = await ok<{ subjectName: string; factorCodes: string[] }>(
      'POST',
      '/b/subject/factors',
      { subjectCode: '01', factorCodes: ['JZMJ', 'CWS', 'JZMJ'] },
    );
    expect(saved).toMatchObject({ subjectName: '土石方工程', factorCodes: ['JZMJ', 'CWS'] });
    const list = await ok<{ subjectCode: string; factorCodes: string[] }[]>(
      'POST',
      '/b/subject/factors/queryList',
      {},
    );
    expect(list.find((row) => row.subjectCode === '01')!.factorCodes).toEqual(['JZMJ', 'CWS']);
    expect(list.length).toBeGreaterThan(5);
    const other = await ok<{ factorCodes: string[] }[]>(
      'POST',
      '/b/subject/factors/queryList',
      { subjectCode: '01' },
      bob,
    );
    expect(other[0]!.factorCodes).toEqual([]);
    expect(
      (await call('POST', '/b/subject/factors', { subjectCode: '99x', factorCodes: [] })).success,
    ).toBe(false);
  });
});

describe('quality', () => {
  let recordId: string;
  let finding: Finding;
  beforeAll(async () => {
    const record = await ok<{ id: string }>('POST', '/b/quality/checkrecord/start', {
      projectId: feeId,
      checks: ['lawfeeCheck'],
    });
    recordId = record.id;
    const list = await ok<{ data: Finding[] }>('POST', '/b/quality/checkrecord/queryList', {
      pageNo: 1,
      pageSize: 100,
      params: { recordId },
    });
    finding = list.data.find((row) => row.rule === 'lawfeeCheck.socialInsuranceRate')!;
    expect(finding.rowKind).toBe('fee');
  });

  it('answers the fee findings under a fee row', async () => {
    const [row] = await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
      tx.select().from(costFees).where(eq(costFees.id, finding.rowId!)),
    );
    expect(row!.parentId).not.toBeNull();
    const under = await ok<Finding[]>('POST', '/b/quality/check/findFeeCheckByParentId', {
      recordId,
      parentId: row!.parentId,
    });
    expect(under.map((item) => item.id)).toContain(finding.id);
    expect(under.every((item) => item.rowKind === 'fee')).toBe(true);
    const own = await ok<Finding[]>('POST', '/b/quality/check/findFeeCheckByParentId', {
      recordId,
      parentId: finding.rowId,
    });
    expect(own.map((item) => item.id)).toEqual([finding.id]);
    const stranger = await call(
      'POST',
      '/b/quality/check/findFeeCheckByParentId',
      { recordId, parentId: row!.parentId },
      bob,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('saves the record’s form, refusing the checked project as its own control', async () => {
    const form = await ok<{ name: string; controlProjectName: string | null }>(
      'POST',
      '/b/quality/checkrecord/saveFrom',
      { recordId, name: '规费审查', checker: '张三', controlProjectId: sampleId, remark: '首轮' },
    );
    expect(form.name).toBe('规费审查');
    expect(form.controlProjectName).toBeTruthy();
    const again = await ok<{ name: string; controlProjectId: string | null }>(
      'POST',
      '/b/quality/checkrecord/saveFrom',
      { recordId, name: '规费复核' },
    );
    expect(again).toMatchObject({ name: '规费复核', controlProjectId: null });
    const self = await call('POST', '/b/quality/checkrecord/saveFrom', {
      recordId,
      name: 'x',
      controlProjectId: feeId,
    });
    expect(self.success).toBe(false);
    const stranger = await call(
      'POST',
      '/b/quality/checkrecord/saveFrom',
      { recordId, name: 'x' },
      bob,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('computes the 甲供材 share per unit and flags it above the limit', async () => {
    // 甲供: 10 t × 4,500 = 45,000; all resources: 10 × 5,000 + 150 × 1,000 = 200,000 → 22.50 %.
    const scale = await ok<{
      supplied: string;
      total: string;
      share: string;
      over: boolean;
      materials: { code: string; amount: string }[];
    }>('POST', '/b/quality/project/checkSupplyScale', { projectId: feeId, maxShare: '20' });
    expect(scale).toMatchObject({
      supplied: '45000.00',
      total: '200000.00',
      share: '22.50',
      over: true,
    });
    expect(scale.materials).toEqual([
      expect.objectContaining({ code: 'JG01', amount: '45000.00' }),
    ]);
    const loose = await ok<{ over: boolean }>('POST', '/b/quality/project/checkSupplyScale', {
      projectId: feeId,
      maxShare: '25',
    });
    expect(loose.over).toBe(false);
    expect(
      (await call('POST', '/b/quality/project/checkSupplyScale', { projectId: feeId }, bob))
        .statusCode,
    ).toBe(404);
  });
});
