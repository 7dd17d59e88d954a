import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { describeMeasured, measure } from '../measure.test-support';
import { importBills } from '../project/bills';
import { loadProject, saveProject } from '../store';
import { fixtureProject } from './fixture';
import { readBillWorkbook } from './read';
import { writeBillWorkbook } from './write';

/**
 * 100,000 表-08 rows (with their 分部 rows and the other tables) written, read back, then imported
 * whole (导入清单: read, bulk save, fee table and totals) on PGlite. Wall time, CPU time and the peak
 * resident memory of each step are printed; the limits are generous because the test machine is
 * shared by several suites (wall time there has been 10× the CPU time).
 */
describe.runIf(process.env.COST_SCALE)('a 100,000-item bill of quantities', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('writes, reads back and imports every item', async () => {
    const project = fixtureProject({ bills: 100_000, seed: 3 });
    // The 表-08 alone: norms would add 550,000 analysis rows, which is another measurement.
    for (const bill of project.units.U1!.bills) bill.norms = [];
    const written = await measure(() => writeBillWorkbook(project));
    const buffer = written.result;
    const read = await measure(() => readBillWorkbook(buffer, { unitId: 'U1' }));
    const result = read.result;
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    expect(result.stats.bills).toBe(100_000);
    expect(result.stats.divisions).toBe(10);
    expect(result.unit.bills.filter((b) => b.kind === 'measure')).toHaveLength(10_000);
    // Minutes would mean something went quadratic; seconds are the expectation (see above).
    expect(read.wallMs).toBeLessThan(240_000);

    // The import endpoint's work, on a project with one 单项.
    t = await createTestApp();
    const app = t;
    const actor = { userId: 'user-admin', companyId: DEMO_COMPANY_ID };
    const target = await inTenant(app.database.db, DEMO_COMPANY_ID, async (db) => {
      const id = await saveProject(db, actor, app.clock.now(), {
        ...project,
        nodes: project.nodes.filter((node) => node.level === 'project' || node.level === 'single'),
        units: {},
      });
      const single = (await loadProject(db, id)).nodes.find((node) => node.level === 'single')!;
      return { projectId: id, projectNodeId: single.id };
    });
    const imported = await measure(() =>
      inTenant(app.database.db, DEMO_COMPANY_ID, (db) =>
        importBills(
          db,
          actor,
          app.clock.now(),
          {
            ...target,
            fileItems: ['bench'],
            name: '建筑与装饰工程',
            code: '0101',
            putStorage: '导入清单',
            fee: 1,
            area: null,
          },
          buffer,
          'zh',
        ),
      ),
    );
    expect(imported.result.bills).toBe(100_000);
    console.info(
      [
        `100,000 bills (${(buffer.length / 1e6).toFixed(1)} MB)`,
        `  write ${describeMeasured(written)}`,
        `  read ${describeMeasured(read)}`,
        `  import (read, save, fee table and totals) ${describeMeasured(imported)}`,
      ].join('\n'),
    );
  }, 900_000);
});
