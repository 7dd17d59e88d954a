import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costBills } from '../../db/schema';
import { DEMO_COMPANY_ID } from '../../db/seed';
import { inTenant } from '../../db/tenancy';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import type { BillItem, CostProject, UnitData } from './engine/model';
import { feeTemplate } from './fee/template';
import { rng } from './sample/prng';
import { loadProject, recomputeTotals, saveProject, saveUnit, toModelBill } from './store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actor = { userId: 'user-admin', companyId: DEMO_COMPANY_ID };

function bill(
  id: string,
  nodeId: string,
  seq: number,
  quantity: number,
  unitPrice: number,
): BillItem {
  return {
    id,
    nodeId,
    kind: 'item',
    seq,
    code: `0101010010${String(seq).padStart(2, '0')}`,
    name: `清单${seq}`,
    features: '特征',
    unit: 'm3',
    quantity,
    unitPrice,
    amount: Math.round(quantity * unitPrice * 100) / 100,
    provisional: 0,
    labour: unitPrice * 0.2,
    material: unitPrice * 0.6,
    machine: unitPrice * 0.05,
    overhead: unitPrice * 0.1,
    profit: unitPrice * 0.05,
    risk: 0,
    norms: [
      {
        code: '1-1',
        name: '挖土方',
        unit: '10m3',
        quantity: quantity / 10,
        price: unitPrice * 10,
        resources: [{ code: 'R001', consumption: 2.5 }],
      },
    ],
  };
}

function unitData(unitId: string, divisionId: string, bills: BillItem[]): UnitData {
  return {
    unitId,
    labourDayRate: 150,
    publishedLabourDayRate: 145,
    bills,
    measures: [
      {
        id: 'm1',
        unitId,
        seq: 1,
        code: '011707001001',
        name: '安全文明施工费',
        base: 'FBFXHJ',
        rate: 3,
        amount: 0,
        adjustedRate: null,
        adjustedAmount: null,
      },
    ],
    others: [
      {
        id: 'o1',
        unitId,
        kind: 'provisionalSum',
        name: '暂列金额',
        amount: 1000,
        unit: null,
        quantity: null,
        price: null,
        rate: null,
        baseAmount: null,
      },
    ],
    resources: [
      {
        id: 'r1',
        unitId,
        code: 'R001',
        name: '综合工日',
        spec: '',
        unit: '工日',
        kind: 'labour',
        price: 150,
        quantity: 10,
        infoPrice: 145,
        provisional: false,
        ownerSupplied: false,
        ownerQuantity: null,
        ownerPrice: null,
        riskRate: null,
      },
    ],
    fees: feeTemplate('general', unitId, (code) => `${unitId}-${code}`),
  };
  void divisionId;
}

function smallProject(): CostProject {
  return {
    id: 'p',
    name: '存取测试',
    kind: 'residential-high',
    fileType: 'control',
    taxMethod: 'general',
    region: '杭州',
    priceDate: '2024-06-30',
    area: 1000,
    floors: 18,
    specialUnits: { households: 100 },
    features: { 结构: '剪力墙' },
    nodes: [
      {
        id: 'p',
        parentId: null,
        level: 'project',
        code: '',
        name: '存取测试',
        sort: 0,
        amount: null,
        area: 1000,
      },
      {
        id: 's',
        parentId: 'p',
        level: 'single',
        code: '01',
        name: '1#楼',
        sort: 1,
        amount: null,
        area: 1000,
      },
      {
        id: 'u',
        parentId: 's',
        level: 'unit',
        code: '0101',
        name: '建筑',
        sort: 1,
        amount: null,
        area: 1000,
      },
      {
        id: 'd',
        parentId: 'u',
        level: 'division',
        code: '',
        name: '土石方工程',
        sort: 1,
        amount: null,
        area: null,
      },
      {
        id: 'd2',
        parentId: 'd',
        level: 'division',
        code: '',
        name: '土方工程',
        sort: 1,
        amount: null,
        area: null,
      },
    ],
    units: {
      u: unitData('u', 'd', [bill('b1', 'd2', 1, 100.5, 20.25), bill('b2', 'd', 2, 3, 1000)]),
    },
  };
}

describe('the store', () => {
  it('saves a project and loads it back in the engine model, with totals up the tree', async () => {
    const id = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      saveProject(db, actor, t.clock.now(), smallProject()),
    );
    const loaded = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) => loadProject(db, id));
    const original = smallProject();
    expect(loaded).toMatchObject({
      name: original.name,
      kind: 'residential-high',
      area: 1000,
      floors: 18,
      specialUnits: { households: 100 },
      features: { 结构: '剪力墙' },
    });
    expect(loaded.nodes.map((node) => node.level).sort()).toEqual([
      'division',
      'division',
      'project',
      'single',
      'unit',
    ]);
    const [unit] = Object.values(loaded.units);
    expect(unit!.labourDayRate).toBe(150);
    const strip = ({ id: _id, nodeId: _nodeId, ...rest }: BillItem) => rest;
    expect(unit!.bills.map(strip)).toEqual(original.units.u!.bills.map(strip));
    expect(unit!.fees.map((row) => row.code)).toEqual([
      'A',
      'B',
      'B1',
      'C',
      'D',
      'D1',
      'D2',
      'E',
      'F',
    ]);

    const byName = new Map(loaded.nodes.map((node) => [node.name, node]));
    // 土方工程 2035.13; 土石方工程 = 2035.13 + 3000 (its own bill) = 5035.13.
    expect(byName.get('土方工程')!.amount).toBe(2035.13);
    expect(byName.get('土石方工程')!.amount).toBe(5035.13);
    const total = unit!.fees.find((row) => row.isTotal)!.amount;
    expect(total).toBeGreaterThan(5035.13 + 1000);
    expect(byName.get('建筑')!.amount).toBe(total);
    expect(byName.get('1#楼')!.amount).toBe(total);
    expect(loaded.nodes.find((node) => node.level === 'project')!.amount).toBe(total);
  });

  it('adds a unit under a single and recomputes the single and the project', async () => {
    const id = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      saveProject(db, actor, t.clock.now(), smallProject()),
    );
    const before = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) => loadProject(db, id));
    const single = before.nodes.find((node) => node.level === 'single')!;
    const rootBefore = before.nodes.find((node) => node.level === 'project')!.amount!;
    await inTenant(t.database.db, DEMO_COMPANY_ID, async (db) => {
      const saved = await saveUnit(db, actor, t.clock.now(), id, single.id, {
        node: { code: '0301', name: '电气', area: null },
        data: { ...unitData('x', 'x', [bill('e1', 'x', 1, 10, 50)]), fees: [] },
        divisions: [],
      });
      expect(saved.counts).toMatchObject({
        bills: 1,
        divisions: 0,
        measures: 1,
        others: 1,
        norms: 1,
        resources: 1,
      });
      await recomputeTotals(db, id);
    });
    const after = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) => loadProject(db, id));
    const electric = after.nodes.find((node) => node.name === '电气')!;
    // Without a fee table: Σ bills + measures + others = 500 + 15 + 1000 — the 安全文明施工费 row
    // stated 0 and follows its base on recompute (3 % of FBFXHJ 500).
    expect(electric.amount).toBe(1515);
    expect(after.units[electric.id]!.measures[0]!.amount).toBe(15);
    expect(after.nodes.find((node) => node.level === 'project')!.amount).toBeCloseTo(
      rootBefore + 1515,
      2,
    );
  });

  it('round-trips 10,000 generated bills exactly through the bulk writer and reader', async () => {
    const random = rng(9);
    const int = (max: number) => random.int(0, max - 1);
    // Values as the columns keep them: 4 decimals (quantities, parts), 2 (prices, amounts);
    // texts with quotes, backslashes, line breaks and CJK to exercise the JSON on the way.
    const generated = (prefix: string, count: number, divisions: string[]): BillItem[] =>
      Array.from({ length: count }, (_, index) => ({
        id: `${prefix}${index}`,
        nodeId: divisions[index % divisions.length]!,
        kind: index % 10 === 9 ? 'measure' : 'item',
        seq: index + 1,
        code: `01${String(index).padStart(10, '0')}`,
        name: index % 7 === 0 ? `挖"土"方\\${index}` : `清单${index}`,
        features: index % 5 === 0 ? `1.类别：三类土\n2.深度：${int(9)}m` : '',
        unit: index % 3 === 0 ? 'm3' : 'm2',
        quantity: int(100_000_000) / 10_000,
        unitPrice: int(10_000_000) / 100,
        amount: int(999_999_999_999) / 100,
        provisional: index % 11 === 0 ? int(1_000_000) / 100 : 0,
        labour: int(10_000_000) / 10_000,
        material: int(100_000_000) / 10_000,
        machine: int(1_000_000) / 10_000,
        overhead: int(1_000_000) / 10_000,
        profit: -int(100_000) / 10_000,
        risk: 0,
        norms:
          index % 4 === 0
            ? []
            : [
                {
                  code: `1-${int(99)}`,
                  name: '定额"子目"',
                  unit: '10m3',
                  quantity: int(1_000_000) / 10_000,
                  price: int(1_000_000) / 100,
                  resources: [{ code: 'R001', consumption: int(10_000) / 1000 }],
                },
              ],
      }));
    const divisionNodes = ['d1', 'd2', 'd3'].map((id, sort) => ({
      id,
      parentId: 'big',
      level: 'division' as const,
      code: '',
      name: `分部${id}`,
      sort,
      amount: null,
      area: null,
    }));
    const big = generated('b', 10_000, ['d1', 'd2', 'd3']);
    // Written in a shuffled order: the reader answers seq order whatever the physical order.
    const shuffled = [...big];
    for (let i = shuffled.length - 1; i > 0; i -= 1) {
      const j = int(i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    const id = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      saveProject(db, actor, t.clock.now(), smallProject()),
    );
    await inTenant(t.database.db, DEMO_COMPANY_ID, async (db) => {
      const single = (await loadProject(db, id, { unitIds: [] })).nodes.find(
        (node) => node.level === 'single',
      )!;
      const saved = await saveUnit(db, actor, t.clock.now(), id, single.id, {
        node: { code: '0102', name: '大单位', area: null },
        data: { ...unitData('big', 'd1', shuffled), fees: [] },
        divisions: divisionNodes,
      });
      expect(saved.counts).toMatchObject({
        bills: 10_000,
        divisions: 3,
        norms: big.filter((b) => b.norms.length > 0).length,
      });
    });
    const loaded = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) => loadProject(db, id));
    const unitNode = loaded.nodes.find((node) => node.name === '大单位')!;
    const bills = loaded.units[unitNode.id]!.bills;
    const divisionName = new Map(loaded.nodes.map((node) => [node.id, node.name]));
    const strip = ({ id: _id, nodeId, ...rest }: BillItem) => ({ ...rest, node: nodeId });
    expect(bills.map((b) => strip({ ...b, nodeId: divisionName.get(b.nodeId)! }))).toEqual(
      big.map((b) => strip({ ...b, nodeId: `分部${b.nodeId}` })),
    );
    // The other unit of the project keeps its own bills.
    const small = Object.entries(loaded.units).find(([unitId]) => unitId !== unitNode.id)![1];
    expect(small.bills.map((b) => b.code)).toEqual(
      smallProject().units.u!.bills.map((b) => b.code),
    );
    // The same numbers as reading the rows one by one (the store's former reader).
    const rows = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      db
        .select()
        .from(costBills)
        .where(eq(costBills.unitId, unitNode.id))
        .orderBy(asc(costBills.seq)),
    );
    expect(bills).toEqual(rows.map(toModelBill));
    // Only the listed units' data when asked.
    const only = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      loadProject(db, id, { unitIds: [unitNode.id] }),
    );
    expect(Object.keys(only.units)).toEqual([unitNode.id]);
    expect(only.units[unitNode.id]!.bills).toHaveLength(10_000);
  }, 120_000);
});
