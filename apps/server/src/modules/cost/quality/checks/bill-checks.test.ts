/**
 * The nine bill-level checks together on a 100,000-item bid compared with its control price and
 * a library: a clean file gives no findings, and the run stays linear.
 */
import { describe, expect, it } from 'vitest';
import type { CostProject, LibraryStats } from '../../engine/model';
import { billKey } from '../../engine/model';
import type { QualityCheck } from '../types';
import { analyzerBillAndMaterial } from './analyzerBillAndMaterial';
import { branchFeeBalanceCheck } from './branchFeeBalanceCheck';
import { branchValencyCheck } from './branchValencyCheck';
import { checkBillPrice } from './checkBillPrice';
import { checkResourcePrice } from './checkResourcePrice';
import { expandCheck } from './expandCheck';
import { materialCheck } from './materialCheck';
import { quantityCheck } from './quantityCheck';
import { relativityCheck } from './relativityCheck';
import {
  UNIT_ID,
  cleanProject,
  finalise,
  percentiles,
  runCheck,
} from './fixture-bill.test-support';

const BILL_CHECKS: readonly QualityCheck[] = [
  analyzerBillAndMaterial,
  checkBillPrice,
  checkResourcePrice,
  branchValencyCheck,
  branchFeeBalanceCheck,
  quantityCheck,
  materialCheck,
  relativityCheck,
  expandCheck,
];

/** `units` unit projects of 999 copies of the fixture's ten bills each. */
function bigProject(units: number): CostProject {
  const project = cleanProject();
  const template = project.units[UNIT_ID]!;
  const copies = 999;
  project.nodes = project.nodes.filter((n) => n.level === 'project' || n.level === 'single');
  project.units = {};
  for (let u = 1; u <= units; u++) {
    const unitId = `u${u}`;
    project.nodes.push({
      id: unitId,
      parentId: 's1',
      level: 'unit',
      code: `01${String(u).padStart(2, '0')}`,
      name: `单位工程${u}`,
      sort: u,
      amount: null,
      area: 3500 * copies,
    });
    const bills = [];
    for (let c = 1; c <= copies; c++) {
      const seq = String(c).padStart(3, '0');
      for (const bill of template.bills)
        bills.push({
          ...bill,
          id: `${unitId}-${bill.id}-${c}`,
          nodeId: unitId,
          code: `${bill.code.slice(0, 9)}${seq}`,
          features: `${bill.features}，第${c}段`,
        });
    }
    project.units[unitId] = {
      ...structuredClone({ ...template, bills: [] }),
      unitId,
      bills,
      resources: template.resources.map((r) => ({ ...r, id: `${unitId}-${r.id}`, unitId })),
      fees: template.fees.map((f) => ({ ...f, id: `${unitId}-${f.id}`, unitId })),
    };
  }
  project.area = 3500 * copies * units;
  return finalise(project);
}

describe('bill-level checks on 100,000 items', () => {
  it('find nothing in a clean bid and run in linear time', () => {
    const control = bigProject(10);
    const bid = structuredClone(control);
    bid.fileType = 'bid';
    const count = Object.values(bid.units).reduce((n, unit) => n + unit.bills.length, 0);
    expect(count).toBe(99_900);
    const library: LibraryStats = { billPrices: {}, resourcePrices: {}, costPerM2: {} };
    for (const bill of control.units.u1!.bills)
      library.billPrices[billKey(bill.code, bill.unit)] = percentiles(
        bill.unitPrice * 0.9,
        bill.unitPrice * 1.1,
      );

    // CPU time of this process: the machine is shared, wall time is not ours alone
    const started = process.cpuUsage();
    const findings = BILL_CHECKS.flatMap((check) => {
      const t = process.cpuUsage();
      const found = runCheck(check, bid, { control, library });
      const ms = Math.round(process.cpuUsage(t).user / 1000);
      console.info(`${check.id}: ${ms} ms CPU, ${found.length} findings`);
      return found;
    });
    const elapsed = process.cpuUsage(started).user / 1000;
    expect(findings.slice(0, 5)).toEqual([]);
    // "a few hundred ms" on an idle machine; generous here for a shared one
    expect(elapsed).toBeLessThan(3000);
    console.info(`bill-level checks: ${count} items in ${Math.round(elapsed)} ms`);
  });
});
