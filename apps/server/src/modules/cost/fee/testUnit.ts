import type { BillItem, FeeRow, MeasureItem, OtherItem, UnitData } from '../engine/model';

/** Fixtures for the fee engine's tests: a small unit project and fee rows. */

export function bill(overrides: Partial<BillItem>): BillItem {
  return {
    id: 'bill',
    nodeId: 'unit',
    kind: 'item',
    seq: 1,
    code: '010101001001',
    name: '平整场地',
    features: '',
    unit: 'm2',
    quantity: 0,
    unitPrice: 0,
    amount: 0,
    provisional: 0,
    labour: 0,
    material: 0,
    machine: 0,
    overhead: 0,
    profit: 0,
    risk: 0,
    norms: [],
    ...overrides,
  };
}

export function measure(overrides: Partial<MeasureItem>): MeasureItem {
  return {
    id: 'measure',
    unitId: 'unit',
    seq: 1,
    code: '011707001001',
    name: '安全文明施工',
    base: 'FBFXHJ',
    rate: 0,
    amount: 0,
    adjustedRate: null,
    adjustedAmount: null,
    ...overrides,
  };
}

export function other(overrides: Partial<OtherItem>): OtherItem {
  return {
    id: 'other',
    unitId: 'unit',
    kind: 'provisionalSum',
    name: '暂列金额',
    amount: 0,
    unit: null,
    quantity: null,
    price: null,
    rate: null,
    baseAmount: null,
    ...overrides,
  };
}

export function feeRow(code: string, base: string, overrides: Partial<FeeRow> = {}): FeeRow {
  return {
    id: `row-${code}`,
    unitId: 'unit',
    parentId: null,
    sort: 0,
    code,
    name: code,
    category: 'custom',
    base,
    rate: 100,
    amount: 0,
    nonCompetitive: false,
    isTotal: false,
    ...overrides,
  };
}

/**
 * FBFXHJ 7,100 (人工 1,420), DJCSHJ 800, ZJCSHJ 400 of which AQWM 300, CSXMHJ 1,200,
 * QTXMHJ 800 (ZLJE 710, JRG 90).
 */
export function smallUnit(fees: FeeRow[] = []): UnitData {
  return {
    unitId: 'unit',
    labourDayRate: null,
    publishedLabourDayRate: null,
    bills: [
      bill({
        id: 'b1',
        quantity: 100,
        unitPrice: 50,
        amount: 5000,
        labour: 10,
        material: 30,
        machine: 5,
        overhead: 3,
        profit: 2,
      }),
      bill({
        id: 'b2',
        seq: 2,
        code: '010501001001',
        quantity: 10.5,
        unitPrice: 200,
        amount: 2100,
        labour: 40,
        material: 120,
        machine: 20,
        overhead: 12,
        profit: 8,
      }),
      bill({
        id: 'b3',
        seq: 3,
        kind: 'measure',
        code: '011701001001',
        quantity: 1,
        unitPrice: 800,
        amount: 800,
      }),
    ],
    measures: [
      measure({ id: 'm1', amount: 300 }),
      measure({ id: 'm2', seq: 2, code: '011707002001', name: '夜间施工', amount: 100 }),
    ],
    others: [
      other({ id: 'o1', amount: 710 }),
      other({ id: 'o2', kind: 'dayWork', name: '计日工', amount: 90 }),
    ],
    resources: [],
    fees,
  };
}
