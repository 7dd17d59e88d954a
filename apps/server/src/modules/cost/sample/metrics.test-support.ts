/**
 * Test support: the DOMAIN.md §3 indicators of a project computed independently of the checks
 * (bill codes → quantities, fee rows by category), to assert the generator lands inside them.
 */
import type { CostProject } from '../engine/model';
import { billBaseValues } from '../engine/baseValues';

export interface UnitMetrics {
  unitId: string;
  code: string;
  fbfxShare: number;
  measuresShare: number;
  otherShare: number;
  lawfeeShare: number;
  taxShare: number;
  labourShare: number;
  materialShare: number;
  machineShare: number;
  profitRate: number;
  measuresPerFbfx: number;
  provisionalShare: number;
  lawfeePerPreTax: number;
}

export interface ProjectMetrics {
  costPerM2: number;
  rebarKgPerM2: number;
  concretePerM2: number;
  formworkPerConcrete: number;
  rebarPerConcrete: number;
  scaffoldingPerArea: number;
  backfillPerExcavation: number;
  roofWaterproofingPerRoof: number;
  units: UnitMetrics[];
}

const starts = (code: string, prefixes: readonly string[]) =>
  prefixes.some((p) => code.startsWith(p));
const CONCRETE = ['010501', '010502', '010503', '010504', '010505', '010506'];

export function projectMetrics(project: CostProject): ProjectMetrics {
  let rebar = 0;
  let concrete = 0;
  let formwork = 0;
  let scaffolding = 0;
  let excavation = 0;
  let backfill = 0;
  let roof = 0;
  let waterproofing = 0;
  const units: UnitMetrics[] = [];
  for (const node of project.nodes) {
    if (node.level !== 'unit') continue;
    const unit = project.units[node.id]!;
    for (const bill of unit.bills) {
      const c = bill.code;
      if (c.startsWith('010515')) rebar += bill.quantity;
      else if (starts(c, CONCRETE) && !c.startsWith('010501001')) concrete += bill.quantity;
      else if (c.startsWith('011702')) formwork += bill.quantity;
      else if (c.startsWith('011701001')) scaffolding += bill.quantity;
      else if (c.startsWith('010101002')) excavation += bill.quantity;
      else if (c.startsWith('010103001')) backfill += bill.quantity;
      else if (c.startsWith('011001001')) roof += bill.quantity;
      else if (c.startsWith('010902001')) waterproofing += bill.quantity;
    }
    const base = billBaseValues(unit);
    const fee = (category: string) =>
      unit.fees
        .filter((row) => row.category === category)
        .reduce((sum, row) => sum + row.amount, 0);
    const total = fee('total');
    const fbfx = fee('fbfx');
    const measures = fee('measures');
    const other = fee('other');
    const lawfee = fee('lawfee');
    const preTax = fbfx + measures + other + lawfee;
    units.push({
      unitId: node.id,
      code: node.code,
      fbfxShare: fbfx / total,
      measuresShare: measures / total,
      otherShare: other / total,
      lawfeeShare: lawfee / total,
      taxShare: fee('tax') / total,
      labourShare: base.FBFXRGFHJ / base.FBFXHJ,
      materialShare: base.FBFXCLFHJ / base.FBFXHJ,
      machineShare: base.FBFXJXFHJ / base.FBFXHJ,
      profitRate: base.FBFXLRHJ / preTax,
      measuresPerFbfx: measures / fbfx,
      provisionalShare: base.ZLJE / fbfx,
      lawfeePerPreTax: lawfee / preTax,
    });
  }
  const area = project.area ?? 1;
  const root = project.nodes.find((node) => node.level === 'project')!;
  return {
    costPerM2: (root.amount ?? 0) / area,
    rebarKgPerM2: (rebar * 1000) / area,
    concretePerM2: concrete / area,
    formworkPerConcrete: formwork / concrete,
    rebarPerConcrete: rebar / concrete,
    scaffoldingPerArea: scaffolding / area,
    backfillPerExcavation: backfill / excavation,
    roofWaterproofingPerRoof: waterproofing / roof,
    units,
  };
}
