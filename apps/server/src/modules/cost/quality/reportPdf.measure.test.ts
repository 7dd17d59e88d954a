/**
 * Measures the PDF report (and the workbook beside it) of a check run on a generated project.
 * Not part of the normal run (no timing assertions):
 *   QUALITY_PDF_MEASURE=1 npx vitest run src/modules/cost/quality/reportPdf.measure.test.ts
 * QUALITY_PDF_ITEMS sets the size (default 100000); QUALITY_PDF_DEFECTS the share of bills given
 * a wrong 合价 (default 0.02), so the record has many findings.
 */
import type { Finding } from '@ccms/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { createTestApp } from '../../../test/createTestApp';
import { describeMeasured, measure } from '../measure.test-support';
import { generateProject } from '../sample/generator';
import { saveProject } from '../store';
import { writeCheckReport } from './report';
import { PDF_FINDINGS_PER_RULE, writeCheckReportPdf } from './reportPdf';
import { reportData, startCheck } from './service';

const ITEMS = Number(process.env.QUALITY_PDF_ITEMS ?? 100_000);
const DEFECTS = Number(process.env.QUALITY_PDF_DEFECTS ?? 0.02);

describe.runIf(process.env.QUALITY_PDF_MEASURE)('measuring the PDF report', () => {
  it(`writes the report of a ${ITEMS}-item project`, { timeout: 1_800_000 }, async () => {
    const t = await createTestApp();
    const actor = { userId: 'user-admin', companyId: DEMO_COMPANY_ID };
    const project = generateProject({ kind: 'residential-high', items: ITEMS, seed: 11 });
    const step = DEFECTS > 0 ? Math.max(1, Math.round(1 / DEFECTS)) : Infinity;
    let index = 0;
    for (const unit of Object.values(project.units))
      for (const bill of unit.bills) if (index++ % step === 0) bill.amount += 10;
    const projectId = await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
      saveProject(tx, actor, t.clock.now(), project),
    );
    const record = await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
      startCheck(tx, actor, t.clock.now(), 'zh', { projectId, controlProjectId: null }),
    );
    const data = await inTenant(t.database.db, DEMO_COMPANY_ID, async (tx) => {
      const read = await reportData(tx, record.id, 'zh');
      const findings: Finding[] = [];
      for await (const finding of read.findings) findings.push(finding);
      return { record: read.record, findings };
    });
    const pdf = await measure(() =>
      writeCheckReportPdf(data.record, data.findings, 'zh', t.clock.now()),
    );
    const again = await measure(() =>
      writeCheckReportPdf(data.record, data.findings, 'zh', t.clock.now()),
    );
    const workbook = await measure(() => writeCheckReport(data.record, data.findings, 'zh'));
    await t.close();
    const shown = data.record.rules.reduce(
      (sum, rule) => sum + Math.min(rule.total, PDF_FINDINGS_PER_RULE),
      0,
    );
    console.log(
      [
        `items ${ITEMS}, findings ${data.findings.length} in ${data.record.rules.length} rules, ${shown} listed in the PDF`,
        `pdf (first, fonts loaded) ${describeMeasured(pdf)}, ${(pdf.result.length / 1e6).toFixed(2)} MB`,
        `pdf (again) ${describeMeasured(again)}`,
        `workbook ${describeMeasured(workbook)}, ${(workbook.result.length / 1e6).toFixed(2)} MB`,
      ].join('\n'),
    );
    expect(pdf.result.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
