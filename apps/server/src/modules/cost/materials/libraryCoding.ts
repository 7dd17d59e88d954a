import type { LibraryCodingMatch, MaterialCodingResult } from '@ccms/api-client';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { costMaterialCodes, costResources } from '../../../db/schema';
import { businessFailure } from '../../../http/failure';
import { normaliseUnit } from '../engine/model';
import { findProjectRow } from '../store';
import { codingsOf, rollUpMaterials, upsertCodings, type MaterialScope } from './service';

// 按库编码: a resource gets the catalogue code the company's other projects confirmed for the
// same name, spec and unit — the code most of them chose (ties: the lower code). The tally is one
// SQL aggregate over confirmed codings; row-level security keeps it to the caller's company.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const keyOf = (name: string, spec: string, unit: string) =>
  [
    name.trim().replace(/\s+/g, ''),
    spec.trim().replace(/\s+/g, ''),
    normaliseUnit(unit.trim()),
  ].join('|');

interface Tally {
  catalogueCode: string;
  count: number;
  votes: number;
}

/** name|spec|unit → the best confirmed catalogue code of the other projects, with its counts. */
async function libraryTally(db: Db, projectId: string): Promise<Map<string, Tally>> {
  const result = await db.execute(
    sql`select r.name, r.spec, r.unit, c.catalogue_code as code, count(distinct c.project_id)::int as n
          from ${costMaterialCodes} c
          join ${costResources} r on r.project_id = c.project_id and r.code = c.resource_code
          where c.confirmed and c.catalogue_code is not null and c.project_id <> ${projectId}
          group by r.name, r.spec, r.unit, c.catalogue_code`,
  );
  const rows = rowsOf<{ name: string; spec: string; unit: string; code: string; n: number }>(
    result,
  );
  // Names written apart (spaces, unit spellings) fall together: sum per normalised key.
  const byKey = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const key = keyOf(row.name, row.spec, row.unit);
    const codes = byKey.get(key) ?? new Map<string, number>();
    codes.set(row.code, (codes.get(row.code) ?? 0) + Number(row.n));
    byKey.set(key, codes);
  }
  const tally = new Map<string, Tally>();
  for (const [key, codes] of byKey) {
    const ranked = [...codes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const votes = ranked.reduce((sum, [, n]) => sum + n, 0);
    tally.set(key, { catalogueCode: ranked[0]![0], count: ranked[0]![1], votes });
  }
  return tally;
}

export async function codeByLibrary(
  db: Db,
  actor: Actor,
  now: Date,
  projectId: string,
  codes: readonly string[] | undefined,
): Promise<MaterialCodingResult & { matches: LibraryCodingMatch[] }> {
  await findProjectRow(db, projectId);
  const scope: MaterialScope = { projectId };
  const [materials, codings, tally] = await Promise.all([
    rollUpMaterials(db, scope),
    codingsOf(db, projectId),
    libraryTally(db, projectId),
  ]);
  const wanted = codes ? new Set(codes) : null;
  const targets = wanted ? materials.filter((material) => wanted.has(material.code)) : materials;
  if (wanted) {
    const missing = [...wanted].find((code) => !materials.some((row) => row.code === code));
    if (missing) throw businessFailure('cost.material.notInProject', { code: missing });
  }
  const result = { coded: 0, uncoded: 0, kept: 0, matches: [] as LibraryCodingMatch[] };
  const values: Parameters<typeof upsertCodings>[4][number][] = [];
  for (const material of targets) {
    const existing = codings.get(material.code);
    if (existing?.confirmed && existing.catalogueCode) {
      result.kept += 1;
      continue;
    }
    const found = tally.get(keyOf(material.name, material.spec, material.unit));
    if (!found) {
      result.uncoded += 1;
      continue;
    }
    result.coded += 1;
    result.matches.push({ code: material.code, ...found });
    values.push({
      resourceCode: material.code,
      catalogueCode: found.catalogueCode,
      confidence: (found.count / found.votes).toFixed(4),
      method: 'library',
      confirmed: false,
    });
  }
  await upsertCodings(db, actor, now, projectId, values);
  return result;
}

type Count = { total: number; coded: number; uncoded: number; confirmed: number };
const emptyCount = (): Count => ({ total: 0, coded: 0, uncoded: 0, confirmed: 0 });

export async function codingCounts(db: Db, scope: MaterialScope) {
  const [materials, codings] = await Promise.all([
    rollUpMaterials(db, scope),
    codingsOf(db, scope.projectId),
  ]);
  const all = emptyCount();
  const byKind = new Map<string, Count>();
  for (const material of materials) {
    const coding = codings.get(material.code);
    const kind = byKind.get(material.kind) ?? emptyCount();
    for (const count of [all, kind]) {
      count.total += 1;
      if (coding?.catalogueCode) count.coded += 1;
      else count.uncoded += 1;
      if (coding?.catalogueCode && coding.confirmed) count.confirmed += 1;
    }
    byKind.set(material.kind, kind);
  }
  const order = ['labour', 'material', 'machine', 'main', 'equipment'] as const;
  return {
    ...all,
    byKind: order
      .filter((kind) => byKind.has(kind))
      .map((kind) => ({ kind, ...byKind.get(kind)! })),
  };
}
