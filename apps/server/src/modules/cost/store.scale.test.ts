import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../db/seed';
import { inTenant } from '../../db/tenancy';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import type { BillItem, ProjectNode, UnitData } from './engine/model';
import { feeTemplate } from './fee/template';
import { describeMeasured, measure } from './measure.test-support';
import { loadProject, recomputeTotals, saveProject, saveUnit } from './store';

// A 100,000-bill unit through the bulk writer on PGlite; the timings are printed for the report.

let t: TestApp;
beforeAll(async () => {
  if (!process.env.COST_SCALE) return;
  t = await createTestApp();
});
afterAll(() => t?.close());

const actor = { userId: 'user-admin', companyId: DEMO_COMPANY_ID };
const ITEMS = 100_000;

function bigUnit(): { data: UnitData; divisions: ProjectNode[] } {
  const divisions: ProjectNode[] = [];
  for (let d = 0; d < 100; d += 1)
    divisions.push({
      id: `d${d}`,
      parentId: 'u',
      level: 'division',
      code: '',
      name: `分部${d}`,
      sort: d,
      amount: null,
      area: null,
    });
  const bills: BillItem[] = [];
  for (let i = 0; i < ITEMS; i += 1) {
    const quantity = 10 + (i % 97);
    const unitPrice = 100 + (i % 13);
    bills.push({
      id: `b${i}`,
      nodeId: `d${i % 100}`,
      kind: 'item',
      seq: i + 1,
      code: `010101${String(i).padStart(6, '0')}`,
      name: '挖一般土方',
      features: '1.土壤类别：三类土',
      unit: 'm3',
      quantity,
      unitPrice,
      amount: quantity * unitPrice,
      provisional: 0,
      labour: 20,
      material: 60,
      machine: 5,
      overhead: 10,
      profit: unitPrice - 95,
      risk: 0,
      norms: [
        {
          code: '1-2',
          name: '挖土方',
          unit: '10m3',
          quantity: quantity / 10,
          price: unitPrice * 10,
          resources: [{ code: 'R1', consumption: 2.1 }],
        },
        {
          code: '1-9',
          name: '运土方',
          unit: '10m3',
          quantity: quantity / 10,
          price: 0,
          resources: [],
        },
      ],
    });
  }
  return {
    divisions,
    data: {
      unitId: 'u',
      labourDayRate: null,
      publishedLabourDayRate: null,
      bills,
      measures: [],
      others: [],
      resources: [],
      fees: feeTemplate('general', 'u', (code) => code),
    },
  };
}

it.runIf(process.env.COST_SCALE)(
  'saves, recomputes and loads a 100,000-bill unit in a few seconds',
  async () => {
    const project = {
      id: 'p',
      name: '大项目',
      kind: null,
      fileType: 'control' as const,
      taxMethod: 'general' as const,
      region: null,
      priceDate: '2024-06-30',
      area: null,
      floors: null,
      specialUnits: {},
      features: {},
      nodes: [
        {
          id: 'p',
          parentId: null,
          level: 'project' as const,
          code: '',
          name: '大项目',
          sort: 0,
          amount: null,
          area: null,
        },
        {
          id: 's',
          parentId: 'p',
          level: 'single' as const,
          code: '01',
          name: '1#楼',
          sort: 1,
          amount: null,
          area: null,
        },
      ],
      units: {},
    };
    const unit = bigUnit();
    const figures: string[] = [];
    const time = async <T>(label: string, run: () => Promise<T>) => {
      const measured = await measure(run);
      figures.push(`${label} ${describeMeasured(measured)}`);
      return measured.result;
    };
    const projectId = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      saveProject(db, actor, t.clock.now(), project, { id: randomUUID() }),
    );
    const loaded0 = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      loadProject(db, projectId),
    );
    const single = loaded0.nodes.find((node) => node.level === 'single')!;
    await inTenant(t.database.db, DEMO_COMPANY_ID, async (db) => {
      const saved = await time('saveUnit', () =>
        saveUnit(db, actor, t.clock.now(), projectId, single.id, {
          node: { code: '0101', name: '建筑', area: null },
          ...unit,
        }),
      );
      expect(saved.counts.bills).toBe(ITEMS);
      await time('recomputeTotals', () => recomputeTotals(db, projectId));
    });
    const loaded = await time('loadProject', () =>
      inTenant(t.database.db, DEMO_COMPANY_ID, (db) => loadProject(db, projectId)),
    );
    const [data] = Object.values(loaded.units);
    expect(data!.bills).toHaveLength(ITEMS);
    expect(data!.bills[ITEMS - 1]!.norms).toHaveLength(2);
    const expected = unit.data.bills.reduce((sum, bill) => sum + bill.amount, 0);
    expect(data!.fees.find((row) => row.code === 'A')!.amount).toBe(expected);
    console.log(`100k-bill unit on PGlite:\n  ${figures.join('\n  ')}`);
  },
  180_000,
);
