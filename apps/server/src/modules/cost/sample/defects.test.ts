import { describe, expect, it } from 'vitest';
import type { CostProject } from '../engine/model';
import { QUALITY_CHECKS, allRuleDefs } from '../quality/registry';
import { ruleLookup } from '../quality/rules';
import { CHECK_IDS, type CheckId } from '../quality/types';
import { plantDefect } from './defects';
import { generateProject } from './generator';

/** Other checks a defect inherently moves (e.g. a wrong 合价 also leaves Σ parts ≠ FBFXHJ). */
const SIDE_EFFECTS: Partial<Record<CheckId, CheckId[]>> = {
  checkBillPrice: ['branchFeeBalanceCheck'],
  taxCheck: ['economicCheck'],
  provisionalCheck: ['economicCheck'],
  laborRateCheck: ['checkResourcePrice', 'economicCheck'],
  economicCheck: ['profitRateCheck'],
};

function findings(project: CostProject) {
  const rules = ruleLookup(allRuleDefs(), [], project);
  const byCheck = new Map<CheckId, string[]>();
  for (const check of QUALITY_CHECKS) {
    const list = check
      .run({ project, control: null, library: null, rules })
      .filter((f) => f.severity !== 'INFO')
      .map((f) => `${f.rule} ${f.rowId ?? ''}`);
    if (list.length > 0) byCheck.set(check.id, list);
  }
  return byCheck;
}

describe('plantDefect', () => {
  const clean = generateProject({ kind: 'residential-multi', items: 1200, seed: 31 });

  it('starts from a clean project', () => {
    expect([...findings(clean).keys()]).toEqual([]);
  });

  it.each(CHECK_IDS)('plants a defect that %s finds, and only that', (check) => {
    const project = structuredClone(clean);
    const defect = plantDefect(project, check, 7);
    expect(defect.check).toBe(check);
    expect(defect.rowIds.length).toBeGreaterThan(0);
    expect(defect.description.zh && defect.description.en && defect.description.es).toBeTruthy();
    expect(project).not.toEqual(clean);
    const found = findings(project);
    expect(found.get(check)?.length ?? 0).toBeGreaterThan(0);
    const allowed = new Set([check, ...(SIDE_EFFECTS[check] ?? [])]);
    expect([...found.keys()].filter((id) => !allowed.has(id))).toEqual([]);
  });

  it('points at the rows it changed', () => {
    const project = structuredClone(clean);
    const defect = plantDefect(project, 'checkBillPrice', 3);
    const bill = Object.values(project.units)
      .flatMap((u) => u.bills)
      .find((b) => b.id === defect.rowIds[0])!;
    expect(Math.abs(bill.amount - bill.quantity * bill.unitPrice)).toBeGreaterThan(1000);
    const rules = ruleLookup(allRuleDefs(), [], project);
    const check = QUALITY_CHECKS.find((c) => c.id === 'checkBillPrice')!;
    const rows = check.run({ project, control: null, library: null, rules }).map((f) => f.rowId);
    expect(rows).toContain(bill.id);
  });

  it('is deterministic for a seed and varies with it', () => {
    const a = structuredClone(clean);
    const b = structuredClone(clean);
    expect(plantDefect(a, 'quantityCheck', 5)).toEqual(plantDefect(b, 'quantityCheck', 5));
    expect(a).toEqual(b);
    const ids = new Set(
      [1, 2, 3, 4, 5, 6].map(
        (seed) => plantDefect(structuredClone(clean), 'quantityCheck', seed).rowIds[0],
      ),
    );
    expect(ids.size).toBeGreaterThan(1);
  });
});
