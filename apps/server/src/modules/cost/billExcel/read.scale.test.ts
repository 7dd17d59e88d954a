import { describe, expect, it } from 'vitest';
import { fixtureProject } from './fixture';
import { readBillWorkbook } from './read';
import { writeBillWorkbook } from './write';

/**
 * 100,000 表-08 rows (with their 分部 rows and the other tables) written and read back. Wall and
 * CPU times are printed; the limits are generous because the test machine is shared by several
 * suites (wall time there has been 10× the CPU time).
 */
describe.runIf(process.env.COST_SCALE)('a 100,000-item bill of quantities', () => {
  it('writes and reads back every item', async () => {
    const project = fixtureProject({ bills: 100_000, seed: 3 });
    // The 表-08 alone: norms would add 550,000 analysis rows, which is another measurement.
    for (const bill of project.units.U1!.bills) bill.norms = [];
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const cpuSeconds = (usage: NodeJS.CpuUsage) => seconds((usage.user + usage.system) / 1000);
    let started = performance.now();
    let cpu = process.cpuUsage();
    const buffer = await writeBillWorkbook(project);
    const written = performance.now() - started;
    const writeCpu = process.cpuUsage(cpu);
    started = performance.now();
    cpu = process.cpuUsage();
    const result = await readBillWorkbook(buffer, { unitId: 'U1' });
    const read = performance.now() - started;
    const readCpu = process.cpuUsage(cpu);
    // CPU time says more than wall time on a shared machine.
    console.info(
      `100,000 bills (${(buffer.length / 1e6).toFixed(1)} MB): write ${seconds(written)} ` +
        `(CPU ${cpuSeconds(writeCpu)}), read ${seconds(read)} (CPU ${cpuSeconds(readCpu)})`,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
    expect(result.stats.bills).toBe(100_000);
    expect(result.stats.divisions).toBe(10);
    expect(result.unit.bills.filter((b) => b.kind === 'measure')).toHaveLength(10_000);
    // Minutes would mean something went quadratic; seconds are the expectation (see above).
    expect(read).toBeLessThan(240_000);
  }, 600_000);
});
