import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../../db/seed';
import { inTenant } from '../../../db/tenancy';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import type { CostProject, Percentiles } from '../engine/model';
import { generateLibrary, generateProject } from '../sample/generator';
import { saveProject } from '../store';
import {
  INDICATOR_KEYS,
  kindLibrary,
  libraryProjectCount,
  projectIndicators,
  qualityLibrary,
} from './stats';

let t: TestApp;
const actor = { userId: 'user-admin', companyId: DEMO_COMPANY_ID };
const now = new Date('2026-01-05T08:00:00Z');
const projects: CostProject[] = [];
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 6; i++) {
    const project = generateProject({ kind: 'residential-multi', items: 150, seed: 900 + i });
    projects.push(project);
    ids.push(
      await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
        saveProject(db, actor, now, project, { id: `lib-test-${i}` }),
      ),
    );
  }
}, 240_000);
afterAll(() => t.close());

/** Percentiles computed in JS (generateLibrary's linear interpolation) for a list of values. */
function reference(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => {
    const pos = (sorted.length - 1) * q;
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
  };
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  const sd = Math.sqrt(sorted.reduce((a, b) => a + (b - mean) ** 2, 0) / sorted.length);
  return {
    n: sorted.length,
    p1: at(0.01),
    p10: at(0.1),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    mean,
    sd,
  };
}

function expectClose(actual: Percentiles | undefined, expected: Percentiles, digits = 2) {
  expect(actual).toBeDefined();
  expect(actual!.n).toBe(expected.n);
  for (const key of ['p1', 'p10', 'p50', 'p90', 'p99', 'mean', 'sd'] as const)
    expect(actual![key], key).toBeCloseTo(expected[key], digits);
}

describe('library statistics', () => {
  it('equal an independent computation over the generated projects', async () => {
    const library = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      kindLibrary(db, 'residential-multi'),
    );
    const expected = generateLibrary(projects);
    expect(library.projects).toBe(6);
    expect(Object.keys(library.billPrices).sort()).toEqual(Object.keys(expected.billPrices).sort());
    expect(Object.keys(library.billPrices).length).toBeGreaterThan(20);
    for (const [key, stats] of Object.entries(expected.billPrices))
      expectClose(library.billPrices[key], stats);
    expect(Object.keys(library.resourcePrices).sort()).toEqual(
      Object.keys(expected.resourcePrices).sort(),
    );
    for (const [key, stats] of Object.entries(expected.resourcePrices))
      expectClose(library.resourcePrices[key], stats);
    expectClose(library.costPerM2['residential-multi'], expected.costPerM2['residential-multi']!);

    // per-m² indicators and ratios: one value per project, computed from the model
    const perProject = projects.map((project) => projectIndicators(project));
    for (const key of INDICATOR_KEYS) {
      const values = perProject.map((row) => row[key]).filter((v): v is number => v !== null);
      expect(values.length, key).toBe(6);
      expectClose(library.indicators[key], reference(values), 3);
    }
    // the generated kind lands in its DOMAIN range (multi-storey residential 20–40 kg/m² rebar)
    expect(library.indicators.rebarKgPerM2!.p50).toBeGreaterThan(10);
  });

  it('leaves the excluded project out', async () => {
    const library = await inTenant(t.database.db, DEMO_COMPANY_ID, (db) =>
      kindLibrary(db, 'residential-multi', ids[0]),
    );
    const expected = generateLibrary(projects.slice(1));
    expect(library.projects).toBe(5);
    expectClose(library.costPerM2['residential-multi'], expected.costPerM2['residential-multi']!);
    const [key, stats] = Object.entries(expected.billPrices)[0]!;
    expectClose(library.billPrices[key], stats);
  });

  it('gives the quality checks the kind once it has 5 other projects, never counting the project itself', async () => {
    await inTenant(t.database.db, DEMO_COMPANY_ID, async (db) => {
      expect(await libraryProjectCount(db, 'residential-multi')).toBe(6);
      const library = await qualityLibrary(db, { id: ids[0]!, kind: 'residential-multi' });
      expect(library?.projects).toBe(5);
      expect(await qualityLibrary(db, { id: 'elsewhere', kind: 'basement' })).toBeNull();
      expect(await qualityLibrary(db, { id: ids[0]!, kind: null })).toBeNull();
    });
  });

  it('sees only the company’s own projects', async () => {
    const library = await inTenant(t.database.db, 'some-other-company', (db) =>
      kindLibrary(db, 'residential-multi'),
    );
    expect(library.projects).toBe(0);
    expect(library.billPrices).toEqual({});
  });
});
