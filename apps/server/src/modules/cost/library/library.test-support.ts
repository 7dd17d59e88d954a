import type { CostProject, Percentiles, ProjectKindCode } from '../engine/model';
import { round } from '../engine/model';
import { generateLibrary } from '../sample/generator';
import { INDICATOR_KEYS, projectIndicators, type KindLibrary } from './stats';

/** Percentiles of a list the way percentile_cont computes them (4 decimals like the store). */
export function percentilesOf(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => {
    const pos = (sorted.length - 1) * q;
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    return round(sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo), 4);
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
    mean: round(mean, 4),
    sd: round(sd, 4),
  };
}

/** The library of a kind built in memory from projects (what stats.ts computes in SQL). */
export function modelLibrary(projects: CostProject[], kind: ProjectKindCode): KindLibrary {
  const base = generateLibrary(projects);
  const library: KindLibrary = { ...base, kind, projects: projects.length, indicators: {} };
  const rows = projects.map((project) => projectIndicators(project));
  for (const key of INDICATOR_KEYS) {
    const values = rows.map((row) => row[key]).filter((v): v is number => v !== null);
    if (values.length > 0) library.indicators[key] = percentilesOf(values);
  }
  return library;
}
