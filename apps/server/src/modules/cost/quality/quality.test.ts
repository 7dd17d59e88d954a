import type { CheckRecord, Finding, QualityRule } from '@ccms/api-client';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import type { CostProject } from '../engine/model';
import { generateProject } from '../sample/generator';
import { saveProject } from '../store';
import { cleanProject, finalise, unitOf } from './checks/fixture-bill.test-support';
import { pdfPageTexts } from './pdfText.test-support';
import { reportData } from './service';

let t: TestApp;
let admin: string;
let bob: string;
/** A clean project and the same one with a bill stripped of its norms. */
let cleanId: string;
let defectId: string;
let defectCode: string;

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
  cleanId = await save(cleanProject());
  const broken = cleanProject();
  const bill = unitOf(broken).bills[1]!;
  bill.norms = [];
  defectCode = bill.code;
  defectId = await save(finalise(broken));
});
afterAll(() => t.close());

const as =
  (token: () => string) =>
  <T>(options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: token(), ...options.headers } });
const asAdmin = as(() => admin);
const asBob = as(() => bob);

const start = (payload: Record<string, unknown>, caller = asAdmin) =>
  caller<CheckRecord>({ method: 'POST', url: '/api/b/quality/checkrecord/start', payload });
const findings = (params: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  asAdmin<{ total: number; data: Finding[] }>({
    method: 'POST',
    url: '/api/b/quality/checkrecord/queryList',
    payload: { pageNo: 1, pageSize: 100, params, ...extra },
  });
const planted = (list: Finding[]) =>
  list.find(
    (f) => f.rule === 'analyzerBillAndMaterial.billHasNorms' && f.rowLabel.includes(defectCode),
  );

describe('starting a check', () => {
  let record: CheckRecord;
  beforeAll(async () => {
    const { body } = await start({ projectId: defectId });
    expect(body.success).toBe(true);
    record = body.data;
  });

  it('keeps a finished record with counts by rule and finds the planted defect on its row', async () => {
    expect(record).toMatchObject({
      projectId: defectId,
      projectName: '示例住宅项目',
      status: 'finished',
      startedBy: '系统管理员',
    });
    expect(record.checks).toContain('analyzerBillAndMaterial');
    const rule = record.rules.find((r) => r.rule === 'analyzerBillAndMaterial.billHasNorms')!;
    expect(rule).toMatchObject({ severity: 'WARN', total: 1, ignored: 0, viewed: 0 });
    expect(rule.ruleTitle).toBe('已计价的清单项目有定额组价');
    expect(record.errors + record.warnings + record.infos).toBe(
      record.rules.reduce((sum, r) => sum + r.total, 0),
    );

    const { body } = await findings({ recordId: record.id });
    expect(body.data.total).toBe(record.errors + record.warnings + record.infos);
    const finding = planted(body.data.data)!;
    expect(finding).toMatchObject({
      recordId: record.id,
      check: 'analyzerBillAndMaterial',
      severity: 'WARN',
      rowKind: 'bill',
      nodePath: '1#楼 / 建筑与装饰工程 / 土石方工程',
      viewed: false,
      ignored: false,
    });
    expect(finding.rowId).not.toBeNull();
    expect(finding.message).toContain(defectCode);
    expect(finding.message).not.toMatch(/\{\w+\}/);
  });

  it('lists the most severe findings first', async () => {
    const { body } = await findings({ recordId: record.id });
    const rank = { ERROR: 0, WARN: 1, INFO: 2 };
    const ranks = body.data.data.map((f) => rank[f.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('renders titles and messages in the caller’s language', async () => {
    const { body } = await asAdmin<{ data: Finding[] }>({
      method: 'POST',
      url: '/api/b/quality/checkrecord/queryList',
      headers: { 'Accept-Language': 'en' },
      payload: { params: { recordId: record.id, rule: 'analyzerBillAndMaterial.billHasNorms' } },
    });
    expect(body.data.data[0]!.ruleTitle).toBe('Every priced bill item is priced by norms');
    expect(body.data.data[0]!.message).toMatch(/^Bill item .* has unit price/);
  });

  it('finds nothing to warn about in the clean project', async () => {
    const { body } = await start({ projectId: cleanId, checks: ['analyzerBillAndMaterial'] });
    expect(body.data).toMatchObject({
      errors: 0,
      warnings: 0,
      checks: ['analyzerBillAndMaterial'],
    });
  });

  it('answers 404 for a project that does not exist and keeps no record', async () => {
    const { response } = await start({ projectId: 'no-such-project' });
    expect(response.statusCode).toBe(404);
  });

  it('lists a project’s records newest first', async () => {
    t.clock.advance(60_000);
    const { body: second } = await start({ projectId: defectId });
    const { body } = await asAdmin<CheckRecord[]>({
      method: 'POST',
      url: '/api/b/quality/checkrecord/checkedProject',
      payload: { projectId: defectId },
    });
    expect(body.data.map((r) => r.id).slice(0, 2)).toEqual([second.data.id, record.id]);
    expect(body.data[1]!.rules).toEqual(record.rules);
  });

  it('runs one check without keeping anything', async () => {
    const { body: before } = await asAdmin<CheckRecord[]>({
      method: 'POST',
      url: '/api/b/quality/checkrecord/checkedProject',
      payload: { projectId: defectId },
    });
    const { body } = await asAdmin<{ check: string; total: number; findings: Finding[] }>({
      method: 'POST',
      url: '/api/b/quality/check/analyzerBillAndMaterial',
      payload: { projectId: defectId },
    });
    expect(body.data.check).toBe('analyzerBillAndMaterial');
    expect(body.data.total).toBe(body.data.findings.length);
    expect(planted(body.data.findings)).toMatchObject({ id: '', recordId: '', severity: 'WARN' });
    const { body: after } = await asAdmin<CheckRecord[]>({
      method: 'POST',
      url: '/api/b/quality/checkrecord/checkedProject',
      payload: { projectId: defectId },
    });
    expect(after.data.length).toBe(before.data.length);
  });
});

describe('reviewing findings', () => {
  let record: CheckRecord;
  let finding: Finding;
  beforeAll(async () => {
    record = (await start({ projectId: defectId })).body.data;
    finding = planted((await findings({ recordId: record.id })).body.data.data)!;
  });

  it('marks a finding viewed and filters on it', async () => {
    const { body } = await asAdmin<{ updated: number }>({
      method: 'POST',
      url: '/api/b/quality/checkrecord/saveViewState',
      payload: { ids: [finding.id], viewed: true },
    });
    expect(body.data.updated).toBe(1);
    const { body: viewed } = await findings({ recordId: record.id, viewed: true });
    expect(viewed.data.data.map((f) => f.id)).toEqual([finding.id]);
    const { body: got } = await asAdmin<CheckRecord>({
      method: 'GET',
      url: `/api/b/quality/checkrecord/${record.id}`,
    });
    expect(got.data.rules.find((r) => r.rule === finding.rule)!.viewed).toBe(1);
  });

  it('ignores a finding with who and when, hides it by default, and un-ignores it', async () => {
    t.clock.advance(60_000);
    await asAdmin({
      method: 'POST',
      url: '/api/b/quality/checkrecord/setIgnore',
      payload: { ids: [finding.id], ignored: true },
    });
    const { body: hidden } = await findings({ recordId: record.id });
    expect(hidden.data.data.map((f) => f.id)).not.toContain(finding.id);
    const { body: shown } = await findings({ recordId: record.id, includeIgnored: true });
    const ignored = shown.data.data.find((f) => f.id === finding.id)!;
    expect(ignored.ignored).toBe(true);
    expect(ignored.ignoredBy).toBe('系统管理员');
    expect(ignored.ignoredAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await asAdmin({
      method: 'POST',
      url: '/api/b/quality/checkrecord/setIgnore',
      payload: { ids: [finding.id], ignored: false },
    });
    const { body: back } = await findings({ recordId: record.id });
    expect(back.data.data.find((f) => f.id === finding.id)).toMatchObject({
      ignored: false,
      ignoredBy: null,
      ignoredAt: null,
    });
  });

  it('keeps an opinion and clears it when empty', async () => {
    const { body } = await asAdmin<Finding>({
      method: 'POST',
      url: '/api/b/quality/checkrecord/setOpinion',
      payload: { id: finding.id, opinion: ' 设计变更后补充组价 ' },
    });
    expect(body.data).toMatchObject({ id: finding.id, opinion: '设计变更后补充组价' });
    expect(body.data.nodePath).toBe(finding.nodePath);
    const { body: cleared } = await asAdmin<Finding>({
      method: 'POST',
      url: '/api/b/quality/checkrecord/setOpinion',
      payload: { id: finding.id, opinion: '' },
    });
    expect(cleared.data.opinion).toBeNull();
  });

  it('refuses ids that name no finding and changes nothing', async () => {
    const { response } = await asAdmin({
      method: 'POST',
      url: '/api/b/quality/checkrecord/setIgnore',
      payload: { ids: [finding.id, 'no-such-finding'], ignored: true },
    });
    expect(response.statusCode).toBe(400);
    const { body } = await findings({ recordId: record.id });
    expect(body.data.data.map((f) => f.id)).toContain(finding.id);
  });

  it('writes a report workbook with the summary and every finding', async () => {
    await asAdmin({
      method: 'POST',
      url: '/api/b/quality/checkrecord/setIgnore',
      payload: { ids: [finding.id], ignored: true },
    });
    await asAdmin({
      method: 'POST',
      url: '/api/b/quality/checkrecord/setOpinion',
      payload: { id: finding.id, opinion: '已核实' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/b/quality/check/report/generatorReport',
      headers: { AuthToken: admin },
      payload: { recordId: record.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['汇总', '明细']);
    const summary = book.getWorksheet('汇总')!;
    const header = summary.getRow(6).values as unknown[];
    expect(header.slice(1)).toEqual([
      '检查项',
      '规则编码',
      '规则',
      '严重程度',
      '问题数',
      '已忽略',
      '已查看',
    ]);
    const ruleRow = [...Array(summary.rowCount).keys()]
      .map((i) => summary.getRow(i + 1).values as unknown[])
      .find((values) => values[2] === finding.rule)!;
    expect(ruleRow.slice(4, 7)).toEqual(['警告', 1, 1]);
    const detail = book.getWorksheet('明细')!;
    const total = record.errors + record.warnings + record.infos;
    expect(detail.rowCount).toBe(total + 1);
    expect(detail.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const row = [...Array(total).keys()]
      .map((i) => detail.getRow(i + 2).values as unknown[])
      .find((values) => values[9] === finding.message)!;
    expect(row[3]).toBe('1#楼 / 建筑与装饰工程 / 土石方工程');
    expect(row[11]).toBe('是');
    expect(row[14]).toBe('已核实');
  });

  it('reads a report’s findings a page at a time, each once, in the record’s order', async () => {
    const all = (await findings({ recordId: record.id, includeIgnored: true })).body.data;
    const paged = await inTenant(t.database.db, DEMO_COMPANY_ID, async (tx) => {
      const read = await reportData(tx, record.id, 'zh', { pageSize: 2 });
      const ids: string[] = [];
      for await (const item of read.findings) ids.push(item.id);
      return ids;
    });
    expect(all.total).toBeGreaterThan(4);
    expect(paged).toEqual(all.data.map((item) => item.id));
  });

  it('writes the report as a PDF on request, and refuses an unknown format', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/b/quality/check/report/generatorReport',
      headers: { AuthToken: admin },
      payload: { recordId: record.id, format: 'pdf' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; .*\.pdf/);
    const doc = await PDFDocument.load(response.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    const text = (await pdfPageTexts(response.rawPayload)).join('');
    expect(text).toContain('质量检查报告');
    expect(text).toContain('示例住宅项目');
    expect(text).toContain(finding.ruleTitle);
    expect(text).toContain('意见：已核实');
    expect(text).toContain(`第 1 页 / 共 ${doc.getPageCount()} 页`);

    const english = await t.app.inject({
      method: 'POST',
      url: '/api/b/quality/check/report/generatorReport',
      headers: { AuthToken: admin, 'Accept-Language': 'en' },
      payload: { recordId: record.id, format: 'pdf' },
    });
    expect((await pdfPageTexts(english.rawPayload))[0]).toContain('Quality check report');

    const bad = await asAdmin({
      method: 'POST',
      url: '/api/b/quality/check/report/generatorReport',
      payload: { recordId: record.id, format: 'docx' },
    });
    expect(bad.response.statusCode).toBe(400);
  });

  it('deletes a record with its findings', async () => {
    const { body } = await asAdmin({
      method: 'DELETE',
      url: `/api/b/quality/checkrecord/${record.id}`,
    });
    expect(body.success).toBe(true);
    const { response } = await asAdmin({
      method: 'GET',
      url: `/api/b/quality/checkrecord/${record.id}`,
    });
    expect(response.statusCode).toBe(404);
    const { response: list } = await findings({ recordId: record.id });
    expect(list.statusCode).toBe(404);
  });
});

describe('another company', () => {
  let record: CheckRecord;
  let finding: Finding;
  beforeAll(async () => {
    record = (await start({ projectId: defectId })).body.data;
    finding = planted((await findings({ recordId: record.id })).body.data.data)!;
  });

  it('cannot reach the record, its findings or the project', async () => {
    const get = await asBob({ method: 'GET', url: `/api/b/quality/checkrecord/${record.id}` });
    expect(get.response.statusCode).toBe(404);
    const list = await asBob({
      method: 'POST',
      url: '/api/b/quality/checkrecord/queryList',
      payload: { params: { recordId: record.id } },
    });
    expect(list.response.statusCode).toBe(404);
    const opinion = await asBob({
      method: 'POST',
      url: '/api/b/quality/checkrecord/setOpinion',
      payload: { id: finding.id, opinion: '别人的意见' },
    });
    expect(opinion.response.statusCode).toBe(404);
    const ignore = await asBob({
      method: 'POST',
      url: '/api/b/quality/checkrecord/setIgnore',
      payload: { ids: [finding.id], ignored: true },
    });
    expect(ignore.response.statusCode).toBe(400);
    const report = await asBob({
      method: 'POST',
      url: '/api/b/quality/check/report/generatorReport',
      payload: { recordId: record.id },
    });
    expect(report.response.statusCode).toBe(404);
    const pdf = await asBob({
      method: 'POST',
      url: '/api/b/quality/check/report/generatorReport',
      payload: { recordId: record.id, format: 'pdf' },
    });
    expect(pdf.response.statusCode).toBe(404);
    expect((await start({ projectId: defectId }, asBob)).response.statusCode).toBe(404);
    const oneCheck = await asBob({
      method: 'POST',
      url: '/api/b/quality/check/analyzerBillAndMaterial',
      payload: { projectId: defectId },
    });
    expect(oneCheck.response.statusCode).toBe(404);
    const records = await asBob({
      method: 'POST',
      url: '/api/b/quality/checkrecord/checkedProject',
      payload: { projectId: defectId },
    });
    expect(records.response.statusCode).toBe(404);
    const del = await asBob({ method: 'DELETE', url: `/api/b/quality/checkrecord/${record.id}` });
    expect(del.response.statusCode).toBe(404);

    const { body } = await findings({ recordId: record.id }, {});
    expect(body.data.data.find((f) => f.id === finding.id)).toMatchObject({
      opinion: null,
      ignored: false,
    });
  });

  it('does not see the demo company’s rule overrides', async () => {
    await asAdmin({
      method: 'POST',
      url: '/api/b/quality/rangeSet',
      payload: {
        key: 'analyzerBillAndMaterial.resourceQuantity',
        overrides: [{ min: null, max: '0.5' }],
      },
    });
    const { body } = await asBob<QualityRule[]>({
      method: 'GET',
      url: '/api/b/quality/rangeSet/analyzerBillAndMaterial',
    });
    expect(
      body.data.find((r) => r.key === 'analyzerBillAndMaterial.resourceQuantity')!.overrides,
    ).toEqual([]);
  });
});

describe('the rule table', () => {
  const rules = (id = 'analyzerBillAndMaterial') =>
    asAdmin<QualityRule[]>({ method: 'GET', url: `/api/b/quality/rangeSet/${id}` });
  const saveRule = (payload: Record<string, unknown>) =>
    asAdmin<QualityRule>({ method: 'POST', url: '/api/b/quality/rangeSet', payload });

  it('lists a check’s rules with their defaults', async () => {
    const { body } = await rules();
    const quantity = body.data.find((r) => r.key === 'analyzerBillAndMaterial.resourceQuantity')!;
    expect(quantity).toMatchObject({
      check: 'analyzerBillAndMaterial',
      defaultSeverity: 'ERROR',
      defaultMax: '0.1',
      unit: '%',
    });
    const { body: all } = await rules('all');
    expect(all.data.length).toBeGreaterThanOrEqual(body.data.length);
  });

  it('an override changes the next run: a disabled rule finds nothing, a severity changes', async () => {
    const key = 'analyzerBillAndMaterial.billHasNorms';
    const { body: saved } = await saveRule({
      key,
      overrides: [{ projectKind: 'residential-multi', severity: 'ERROR', min: '1,000', max: 2000 }],
    });
    expect(saved.data.overrides).toEqual([
      expect.objectContaining({
        projectKind: 'residential-multi',
        severity: 'ERROR',
        min: '1000',
        max: '2000',
        enabled: true,
      }),
    ]);
    const { body: severe } = await start({
      projectId: defectId,
      checks: ['analyzerBillAndMaterial'],
    });
    expect(severe.data.rules.find((r) => r.rule === key)).toMatchObject({
      severity: 'ERROR',
      total: 1,
    });

    await saveRule({ key, overrides: [{ enabled: false }] });
    const { body: off } = await start({ projectId: defectId, checks: ['analyzerBillAndMaterial'] });
    expect(off.data.rules.find((r) => r.rule === key)).toBeUndefined();

    await saveRule({ key, overrides: [] });
    const { body: back } = await start({
      projectId: defectId,
      checks: ['analyzerBillAndMaterial'],
    });
    expect(back.data.rules.find((r) => r.rule === key)).toMatchObject({ severity: 'WARN' });
  });

  it('refuses min above max and an unknown key, writing nothing', async () => {
    const key = 'analyzerBillAndMaterial.resourceQuantity';
    await saveRule({ key, overrides: [{ max: '0.2' }] });
    const { response, body } = await saveRule({
      key,
      overrides: [{ max: '0.3' }, { min: '5', max: '1' }],
    });
    expect(response.statusCode).toBe(400);
    expect(body.msg).toBe('overrides.1.min：第 2 行的下限 5 大于上限 1，请调整后再保存');
    const unknown = await saveRule({ key: 'noSuch.rule', overrides: [] });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.body.msg).toContain('noSuch.rule');
    const { body: after } = await rules();
    expect(after.data.find((r) => r.key === key)!.overrides.map((o) => o.max)).toEqual(['0.2']);
  });
});

describe('a generated project', () => {
  it('runs all 18 checks without internal errors and finds a planted wrong 合价 on its row', async () => {
    const project = generateProject({ kind: 'residential-high', items: 1000, seed: 7 });
    const unit = Object.values(project.units).find((u) => u.bills.length > 0)!;
    const bill = unit.bills[3]!;
    bill.amount = Math.round((bill.amount + 100) * 100) / 100;
    const projectId = await save(project);
    const { body } = await start({ projectId });
    expect(body.data.checks).toHaveLength(18);
    expect(body.data.rules.filter((r) => r.rule === 'quality.internal')).toEqual([]);
    const { body: list } = await findings({
      recordId: body.data.id,
      rule: 'checkBillPrice.amount',
    });
    expect(list.data.data.map((f) => f.rowLabel)).toEqual([expect.stringContaining(bill.code)]);
    expect(list.data.data[0]).toMatchObject({ severity: 'ERROR', rowKind: 'bill' });
    expect(list.data.data[0]!.nodePath.split(' / ').length).toBeGreaterThanOrEqual(2);
  });
});

describe('fixing what a check found', () => {
  it('the demo project’s wrong 合价 is flagged, corrected through the bill, and the next check is clean', async () => {
    const first = (await start({ projectId: 'cost-demo-residential' })).body.data;
    expect(first.rules.map((r) => r.rule)).toContain('checkBillPrice.amount');
    expect(first.errors).toBeGreaterThan(0);
    const { body } = await findings({ recordId: first.id, check: 'checkBillPrice' });
    const flagged = body.data.data.find((f) => f.rule === 'checkBillPrice.amount')!;
    expect(flagged.rowKind).toBe('bill');

    // Saving the bill as it stands makes 合价 = round(工程量 × 综合单价, 2); every total above it,
    // the rate-based 总价措施 and the fee table follow.
    const bill = (
      await asAdmin<{
        id: string;
        name: string;
        features: string;
        unit: string;
        quantity: string;
        unitPrice: string;
        amount: string;
      }>({
        method: 'GET',
        url: `/api/b/item/bill/${flagged.rowId}`,
      })
    ).body.data;
    expect(bill.amount).toBe(flagged.actual!.replace(/,/g, ''));
    const saved = await asAdmin<{ amount: string }>({
      method: 'PUT',
      url: '/api/b/item/bill',
      payload: {
        id: bill.id,
        name: bill.name,
        features: bill.features,
        unit: bill.unit,
        quantity: bill.quantity,
        unitPrice: bill.unitPrice,
      },
    });
    expect(saved.body.data.amount).toBe(flagged.expected!.replace(/,/g, ''));

    const second = (await start({ projectId: 'cost-demo-residential' })).body.data;
    expect(second.rules).toEqual([]);
    expect(second.errors + second.warnings + second.infos).toBe(0);
  });
});
