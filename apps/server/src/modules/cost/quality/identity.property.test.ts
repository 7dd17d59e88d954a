/**
 * The file-versus-recomputation identities and the no-noise principle over generated projects:
 * a valid project (any kind, size, seed, file type) breaks no identity, and the same project read
 * from a file without 表-09 gives no ERROR or WARN, only a note per check and unit that it skipped.
 */
import { describe, expect, it } from 'vitest';
import type { CostProject, FileType, ProjectKindCode, SourceTable } from '../engine/model';
import { FILE_TYPES, PROJECT_KIND_CODES } from '../engine/model';
import { generateProject } from '../sample/generator';
import { importedWithout } from './checks/fixture-sources.test-support';
import { allRuleDefs, runChecks } from './registry';
import { ruleLookup } from './rules';
import type { Finding } from './types';

/** The rules that compare the file's own figures with their recomputation (ERROR when broken). */
const IDENTITY_RULES = [
  'checkBillPrice.amount',
  'branchFeeBalanceCheck.division',
  'branchFeeBalanceCheck.fbfxTotal',
  'branchFeeBalanceCheck.partsTotal',
  'branchFeeBalanceCheck.provisionalTotal',
  'projectAmountCheck.unitTotal',
  'projectAmountCheck.unitParts',
  'projectAmountCheck.singleTotal',
  'projectAmountCheck.projectTotal',
  'measuresRateCheck.safetyAmount',
  'measuresRateCheck.otherAmount',
  'lawfeeCheck.amount',
  'taxCheck.amount',
  'taxCheck.rate',
  'taxCheck.present',
  'lawfeeCheck.socialInsurancePresent',
  'lawfeeCheck.housingFundPresent',
  'measuresRateCheck.safetyPresent',
];

function check(project: CostProject): Finding[] {
  return runChecks({ project, rules: ruleLookup(allRuleDefs(), [], project) }).findings;
}

/** A small deterministic generator of (kind, items, seed) cases. */
function cases(
  count: number,
): { kind: ProjectKindCode; items: number; seed: number; fileType: FileType }[] {
  let state = 20261207;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: count }, () => ({
    kind: PROJECT_KIND_CODES[next() % PROJECT_KIND_CODES.length]!,
    items: 40 + (next() % 400),
    seed: next() % 100_000,
    fileType: FILE_TYPES[next() % FILE_TYPES.length]!,
  }));
}

describe('identities over generated projects', () => {
  it('given random valid generated projects, when checked, finds no broken identity', () => {
    for (const c of cases(12)) {
      const found = check(generateProject(c)).filter((f) => IDENTITY_RULES.includes(f.rule));
      expect(found, JSON.stringify(c)).toEqual([]);
    }
  }, 120_000);

  it('given a clean generated project read from files without 表-09, when all 18 checks run, gives no ERROR or WARN and at most one skip note per check and unit', () => {
    const lacking: SourceTable[][] = [
      ['analysis'],
      ['analysis', 'resources', 'provisionalMaterials', 'ownerMaterials'],
    ];
    for (const [i, c] of cases(4).entries()) {
      const project = importedWithout(generateProject(c), lacking[i % lacking.length]!);
      const findings = check(project);
      const serious = findings.filter((f) => f.severity !== 'INFO');
      expect(serious, JSON.stringify(c)).toEqual([]);
      const notes = new Map<string, number>();
      for (const f of findings) {
        const key = `${f.rule}|${f.nodeId}`;
        notes.set(key, (notes.get(key) ?? 0) + 1);
      }
      for (const [key, count] of notes) expect(count, key).toBe(1);
      const units = Object.keys(project.units).length;
      expect(findings.length).toBeLessThanOrEqual(units * 6);
    }
  }, 120_000);
});
