import type { ObjectiveDepartment } from '@ccms/api-client';

// The roll-up rules of 经营目标 as the server applies them (apps/server/…/objectives/rollup.ts),
// in cents, so the plan page shows each parent's effective target and the problems while typing:
// a department's target is its own when entered, else its children's sum; an entered parent target
// must equal its children's sum when they have targets; the company is the top level's sum.

export interface RolledTarget {
  cents: bigint;
  source: 'own' | 'children';
}

export interface RollUp {
  rolled: Map<string, RolledTarget>;
  /** Parents whose children do not add up to their own target. */
  mismatches: { departmentId: string; own: bigint; children: bigint }[];
  /** The top-level departments' effective targets added up (null: something unreadable). */
  topLevel: bigint | null;
}

/** `own` gives a department's typed target in cents (undefined: none, null: unreadable). */
export function rollUpTargets(
  departments: readonly ObjectiveDepartment[],
  own: (departmentId: string) => bigint | null | undefined,
): RollUp {
  const ids = new Set(departments.map((d) => d.departmentId));
  const children = new Map<string | null, string[]>();
  for (const d of departments) {
    const parent = d.parentId && ids.has(d.parentId) ? d.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), d.departmentId]);
  }
  const rolled = new Map<string, RolledTarget>();
  const mismatches: RollUp['mismatches'] = [];
  let unreadable = false;
  const visit = (id: string): RolledTarget | undefined => {
    const below = (children.get(id) ?? [])
      .map(visit)
      .filter((value): value is RolledTarget => value !== undefined);
    const sum = below.reduce((acc, value) => acc + value.cents, 0n);
    const typed = own(id);
    if (typed === null) unreadable = true;
    let result: RolledTarget | undefined;
    if (typed !== undefined && typed !== null) {
      result = { cents: typed, source: 'own' };
      if (below.length > 0 && sum !== typed)
        mismatches.push({ departmentId: id, own: typed, children: sum });
    } else if (below.length > 0) result = { cents: sum, source: 'children' };
    if (result) rolled.set(id, result);
    return result;
  };
  let topLevel = 0n;
  for (const root of children.get(null) ?? []) topLevel += visit(root)?.cents ?? 0n;
  return { rolled, mismatches, topLevel: unreadable ? null : topLevel };
}
