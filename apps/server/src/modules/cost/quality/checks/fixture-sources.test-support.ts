/**
 * Projects as imported from a file that lacked some standard tables (UnitData.sources): what the
 * import helper gives a unit whose workbook had no 表-09, no 人材机汇总 …
 */
import type { CostProject, SourceTable } from '../../engine/model';

export const ALL_TABLES: readonly SourceTable[] = [
  'bills',
  'analysis',
  'measures',
  'others',
  'fees',
  'summary',
  'resources',
  'provisionalMaterials',
  'ownerMaterials',
  'projectInfo',
];

/**
 * Every unit of the project as read from a file without `missing`: its sources list the other
 * tables. Without 'analysis' the bills lose their norms and the parts of 综合单价 (the file does not
 * state them); without 'resources' the unit has no resource summary.
 */
export function importedWithout(
  project: CostProject,
  missing: readonly SourceTable[],
): CostProject {
  for (const unit of Object.values(project.units)) {
    unit.sources = { tables: ALL_TABLES.filter((table) => !missing.includes(table)) };
    if (missing.includes('analysis'))
      for (const bill of unit.bills) {
        bill.norms = [];
        bill.labour = 0;
        bill.material = 0;
        bill.machine = 0;
        bill.overhead = 0;
        bill.profit = 0;
        bill.risk = 0;
      }
    if (missing.includes('resources')) unit.resources = [];
  }
  return project;
}
