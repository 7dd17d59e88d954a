import Decimal from 'decimal.js';
import type { UnitData } from './model';

/**
 * The system base codes of DOMAIN.md §2 that come from a unit project's bills, measures and
 * other items (not from its fee rows): FBFXHJ 分部分项合计 and its labour / material / machinery
 * / overhead / profit parts, CSXMHJ 措施合计 (单价措施 + 总价措施), AQWM 安全文明施工 (the 总价措施
 * row coded 011707001), QTXMHJ 其他项目合计 and its parts ZLJE, ZYGCZGJ, JRG, ZCBFWF.
 * Sums in decimal arithmetic, each rounded to 2 places. GF 规费 and SJ 税金 are fee rows and are
 * resolved by the fee engine.
 */
export const BILL_BASE_CODES = [
  'FBFXHJ',
  'FBFXRGFHJ',
  'FBFXCLFHJ',
  'FBFXJXFHJ',
  'FBFXGLFHJ',
  'FBFXLRHJ',
  'DJCSHJ',
  'DJCSRGFHJ',
  'ZJCSHJ',
  'CSXMHJ',
  'AQWM',
  'QTXMHJ',
  'ZLJE',
  'ZYGCZGJ',
  'JRG',
  'ZCBFWF',
  'ZGJHJ',
] as const;
export type BillBaseCode = (typeof BILL_BASE_CODES)[number];

/** 安全文明施工费's bill code. */
export const SAFETY_MEASURE_CODE = '011707001';

export function billBaseValues(unit: UnitData): Record<BillBaseCode, number> {
  const sum = () => new Decimal(0);
  let fbfx = sum();
  let labour = sum();
  let material = sum();
  let machine = sum();
  let overhead = sum();
  let profit = sum();
  let unitMeasures = sum();
  let measureLabour = sum();
  let provisional = sum();
  for (const bill of unit.bills) {
    if (bill.kind === 'measure') {
      unitMeasures = unitMeasures.plus(bill.amount);
      measureLabour = measureLabour.plus(new Decimal(bill.quantity).times(bill.labour));
      continue;
    }
    const quantity = new Decimal(bill.quantity);
    fbfx = fbfx.plus(bill.amount);
    labour = labour.plus(quantity.times(bill.labour));
    material = material.plus(quantity.times(bill.material));
    machine = machine.plus(quantity.times(bill.machine));
    overhead = overhead.plus(quantity.times(bill.overhead));
    profit = profit.plus(quantity.times(bill.profit));
    provisional = provisional.plus(bill.provisional);
  }
  let totalMeasures = sum();
  let safety = sum();
  for (const measure of unit.measures) {
    const amount = measure.adjustedAmount ?? measure.amount;
    totalMeasures = totalMeasures.plus(amount);
    if (measure.code.startsWith(SAFETY_MEASURE_CODE)) safety = safety.plus(amount);
  }
  const others: Record<string, Decimal> = {
    provisionalSum: sum(),
    specialtyEstimate: sum(),
    dayWork: sum(),
    contractorService: sum(),
  };
  for (const other of unit.others) others[other.kind] = others[other.kind]!.plus(other.amount);
  const otherTotal = Object.values(others).reduce((a, b) => a.plus(b), sum());
  const r = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
  return {
    FBFXHJ: r(fbfx),
    FBFXRGFHJ: r(labour),
    FBFXCLFHJ: r(material),
    FBFXJXFHJ: r(machine),
    FBFXGLFHJ: r(overhead),
    FBFXLRHJ: r(profit),
    DJCSHJ: r(unitMeasures),
    DJCSRGFHJ: r(measureLabour),
    ZJCSHJ: r(totalMeasures),
    CSXMHJ: r(unitMeasures.plus(totalMeasures)),
    AQWM: r(safety),
    QTXMHJ: r(otherTotal),
    ZLJE: r(others.provisionalSum!),
    ZYGCZGJ: r(others.specialtyEstimate!),
    JRG: r(others.dayWork!),
    ZCBFWF: r(others.contractorService!),
    ZGJHJ: r(provisional),
  };
}
