/**
 * Measures a check run on a 100,000-item project, phase by phase (load, checks, insert findings),
 * then the first findings page and the report. Not part of the normal run (no timing assertions):
 *   QUALITY_MEASURE=1 npx vitest run src/modules/cost/quality/measure.test.ts
 * QUALITY_MEASURE_ITEMS sets the size (default 100000); QUALITY_MEASURE_DEFECTS the share of
 * bills given a wrong 合价 (default 0.02), so the run has findings to keep.
 */
import type { Finding } from '@ccms/api-client';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { createTestApp } from '../../../test/createTestApp';
import type { BillItem, CostProject } from '../engine/model';
import { describeMeasured, measure } from '../measure.test-support';
import { loadProject, saveProject } from '../store';
import { UNIT_ID, cleanProject, finalise } from './checks/fixture-bill.test-support';
import { allRuleDefs, runChecks } from './registry';
import { writeCheckReport } from './report';
import { ruleLookup } from './rules';
import { queryFindings, reportData, startCheck, type StartTimings } from './service';

const ITEMS = Number(process.env.QUALITY_MEASURE_ITEMS ?? 100_000);
const DEFECTS = Number(process.env.QUALITY_MEASURE_DEFECTS ?? 0.02);
const PER_UNIT = 10_000;

/** Units of the fixture's bills copied under numbered codes, each under its own 分部. */
function bigProject(items: number): CostProject {
  const project = cleanProject();
  const template = project.units[UNIT_ID]!;
  const divisions = project.nodes.filter((n) => n.level === 'division');
  project.nodes = project.nodes.filter((n) => n.level === 'project' || n.level === 'single');
  project.units = {};
  const unitCount = Math.ceil(items / PER_UNIT);
  let made = 0;
  for (let u = 1; u <= unitCount; u++) {
    const unitId = `u${u}`;
    project.nodes.push({
      id: unitId,
      parentId: 's1',
      level: 'unit',
      code: `01${String(u).padStart(2, '0')}`,
      name: `单位工程${u}`,
      sort: u,
      amount: null,
      area: 3500,
    });
    for (const d of divisions)
      project.nodes.push({ ...d, id: `${unitId}-${d.id}`, parentId: unitId });
    const bills: BillItem[] = [];
    for (let copy = 1; made < items && bills.length < PER_UNIT; copy++) {
      for (const bill of template.bills) {
        if (made >= items || bills.length >= PER_UNIT) break;
        made++;
        bills.push({
          ...bill,
          id: `${unitId}-${bill.id}-${copy}`,
          nodeId: `${unitId}-${bill.nodeId}`,
          seq: bills.length + 1,
          code: `${bill.code.slice(0, 9)}${String(copy % 1000).padStart(3, '0')}`,
          features: `${bill.features}，第${copy}段`,
          norms: bill.norms.map((norm) => ({ ...norm, code: `${norm.code}-${copy}` })),
        });
      }
    }
    project.units[unitId] = {
      ...structuredClone({ ...template, bills: [] }),
      unitId,
      bills,
      resources: template.resources.map((r) => ({ ...r, id: `${unitId}-${r.id}`, unitId })),
      fees: template.fees.map((f) => ({ ...f, id: `${unitId}-${f.id}`, unitId })),
    };
  }
  finalise(project);
  // Wrong 合价 on a share of the bills, spread evenly.
  const step = DEFECTS > 0 ? Math.max(1, Math.round(1 / DEFECTS)) : Infinity;
  let index = 0;
  for (const unit of Object.values(project.units))
    for (const bill of unit.bills) if (index++ % step === 0) bill.amount += 10;
  return project;
}

const ms = (value: number) => `${Math.round(value)} ms`;

describe.runIf(process.env.QUALITY_MEASURE)('measuring a large check run', () => {
  it(`runs the checks alone (no database) on ${ITEMS} items`, { timeout: 300_000 }, () => {
    const project = bigProject(ITEMS);
    const rules = ruleLookup(allRuleDefs(), [], project);
    for (const round of [1, 2]) {
      const run = runChecks({ project, rules });
      const each = Object.entries(run.timings)
        .sort((a, b) => b[1] - a[1])
        .map(([id, value]) => `${id} ${ms(value)}`)
        .join(', ');
      console.log(
        `in memory, round ${round}: ${ms(run.durationMs)} (${run.findings.length} findings): ${each}`,
      );
    }
  });

  it(`starts a check on ${ITEMS} items`, { timeout: 900_000 }, async () => {
    const t = await createTestApp();
    const actor = { userId: 'user-admin', companyId: DEMO_COMPANY_ID };
    const built = performance.now();
    const project = bigProject(ITEMS);
    const tBuilt = performance.now() - built;
    const saved = await measure(() =>
      inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
        saveProject(tx, actor, t.clock.now(), project),
      ),
    );
    const projectId = saved.result;
    let figures: StartTimings | undefined;
    const started = await measure(() =>
      inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
        startCheck(tx, actor, t.clock.now(), 'zh', { projectId, controlProjectId: null }, (f) => {
          figures = f;
        }),
      ),
    );
    const record = started.result;
    // The start's two big phases again on their own, for their CPU time (wall time on a shared
    // machine says little): loading the project, and the 18 checks on the loaded project.
    const loaded = await measure(() =>
      inTenant(t.database.db, DEMO_COMPANY_ID, (tx) => loadProject(tx, projectId)),
    );
    const checked = await measure(() =>
      runChecks({
        project: loaded.result,
        control: null,
        library: null,
        rules: ruleLookup(allRuleDefs(), [], loaded.result),
      }),
    );
    const paging = performance.now();
    const page = await inTenant(t.database.db, DEMO_COMPANY_ID, (tx) =>
      queryFindings(tx, 'zh', {
        pageNo: 50,
        pageSize: 20,
        params: { recordId: record.id, includeIgnored: false },
      }),
    );
    const tPage = performance.now() - paging;
    const reporting = performance.now();
    const data = await inTenant(t.database.db, DEMO_COMPANY_ID, async (tx) => {
      const read = await reportData(tx, record.id, 'zh');
      const findings: Finding[] = [];
      for await (const finding of read.findings) findings.push(finding);
      return { record: read.record, findings };
    });
    const tReportData = performance.now() - reporting;
    const workbook = performance.now();
    const content = await writeCheckReport(data.record, data.findings, 'zh');
    const tWorkbook = performance.now() - workbook;
    await t.close();

    const slowest = Object.entries(figures!.byCheck)
      .sort((a, b) => b[1] - a[1])
      .map(([id, value]) => `${id} ${ms(value)}`)
      .join(', ');
    console.log(
      [
        `items ${ITEMS}, findings ${figures!.findings} (errors ${record.errors}, warnings ${record.warnings}, infos ${record.infos})`,
        `build project (in memory) ${ms(tBuilt)}; save via store.saveProject ${describeMeasured(saved)}`,
        `start total ${describeMeasured(started)}: load ${ms(figures!.loadMs)}, checks ${ms(figures!.checksMs)}, insert findings ${ms(figures!.insertMs)}`,
        `checks: ${slowest}`,
        `alone: loadProject ${describeMeasured(loaded)}; 18 checks on the loaded project ${describeMeasured(checked)}`,
        `findings page 50 ${ms(tPage)}; report data ${ms(tReportData)}; workbook ${ms(tWorkbook)} (${(content.length / 1e6).toFixed(1)} MB)`,
      ].join('\n'),
    );
    expect(page.total).toBe(figures!.findings);
  });
});
