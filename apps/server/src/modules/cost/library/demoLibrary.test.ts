import { describe, expect, it } from 'vitest';
import { generateProject } from '../sample/generator';
import { demoLibraryId, keepFirstSingle } from './demoLibrary';

describe('keepFirstSingle', () => {
  it('keeps the first building, its units and bills, with the area and totals following it', () => {
    const project = generateProject({ kind: 'residential-high', items: 400, seed: 4242 });
    const singles = project.nodes.filter((node) => node.level === 'single');
    expect(singles.length).toBeGreaterThan(1);
    const first = singles[0]!;
    keepFirstSingle(project);
    const root = project.nodes.find((node) => node.level === 'project')!;
    expect(project.nodes.filter((node) => node.level === 'single').map((n) => n.id)).toEqual([
      first.id,
    ]);
    const units = project.nodes.filter((node) => node.level === 'unit');
    expect(units.every((unit) => unit.parentId === first.id)).toBe(true);
    expect(Object.keys(project.units).sort()).toEqual(units.map((unit) => unit.id).sort());
    expect(project.area).toBe(first.area);
    expect(project.features['单体数量']).toBe('1');
    // 建设项目 = 单项 = Σ 单位 (in cents)
    const cents = (value: number | null) => Math.round((value ?? 0) * 100);
    const kept = project.nodes.find((node) => node.id === first.id)!;
    expect(cents(root.amount)).toBe(cents(kept.amount));
    expect(cents(kept.amount)).toBe(units.reduce((sum, unit) => sum + cents(unit.amount), 0));
  });

  it('names library projects by kind and number', () => {
    expect(demoLibraryId('basement', 0)).toBe('cost-lib-basement-01');
    expect(demoLibraryId('office-high', 29)).toBe('cost-lib-office-high-30');
  });
});
