import Decimal from 'decimal.js';

// Department roll-up of 经营目标 (pure, exact decimals). Departments form a tree; rules:
// - actuals roll up: a department's actual is its own (contracts booked to it) plus every
//   department's below it;
// - a target may be entered for any department. A department's effective target is its own
//   when entered, else the sum of its children's effective targets (none when none has one);
// - when a department has its own target and any child has an effective target, the children's
//   effective targets must add up to it exactly (what it hands down equals what it was given);
// - the company total is the sum of the top-level departments' effective targets.

export interface TreeNode {
  id: string;
  /** null, or a parent outside the list: a top-level department. */
  parentId: string | null;
}

const ZERO = new Decimal(0);

/** Children by parent (null: the top level), in the order given. */
export function childrenOf(nodes: readonly TreeNode[]): Map<string | null, string[]> {
  const ids = new Set(nodes.map((node) => node.id));
  const out = new Map<string | null, string[]>();
  for (const node of nodes) {
    const parent = node.parentId && ids.has(node.parentId) ? node.parentId : null;
    out.set(parent, [...(out.get(parent) ?? []), node.id]);
  }
  return out;
}

const addAll = (a: readonly Decimal[], b: readonly Decimal[]) =>
  a.map((value, index) => value.plus(b[index] ?? ZERO));

/** Each department's own values plus those of every department below it (absent: none). */
export function rollUpSums(
  nodes: readonly TreeNode[],
  own: ReadonlyMap<string, readonly Decimal[]>,
  length = 12,
): Map<string, Decimal[]> {
  const children = childrenOf(nodes);
  const out = new Map<string, Decimal[]>();
  const visit = (id: string): Decimal[] | undefined => {
    let sum: Decimal[] | undefined = own.get(id) ? [...own.get(id)!] : undefined;
    for (const child of children.get(id) ?? []) {
      const rolled = visit(child);
      if (rolled) sum = addAll(sum ?? Array.from({ length }, () => ZERO), rolled);
    }
    if (sum) out.set(id, sum);
    return sum;
  };
  for (const root of children.get(null) ?? []) visit(root);
  return out;
}

export interface TargetValue {
  annual: Decimal;
  months: Decimal[];
}
export interface EffectiveTarget extends TargetValue {
  /** own: entered for the department; children: the sum of its children's. */
  source: 'own' | 'children';
}
export interface ChildrenMismatch {
  departmentId: string;
  annual: Decimal;
  childrenSum: Decimal;
}

/** The effective targets of one measure, and the departments whose children do not add up. */
export function effectiveTargets(
  nodes: readonly TreeNode[],
  own: ReadonlyMap<string, TargetValue>,
): {
  effective: Map<string, EffectiveTarget>;
  mismatches: ChildrenMismatch[];
  topLevelSum: Decimal;
} {
  const children = childrenOf(nodes);
  const effective = new Map<string, EffectiveTarget>();
  const mismatches: ChildrenMismatch[] = [];
  const visit = (id: string): EffectiveTarget | undefined => {
    const below = (children.get(id) ?? [])
      .map(visit)
      .filter((value): value is EffectiveTarget => value !== undefined);
    const entered = own.get(id);
    let result: EffectiveTarget | undefined;
    if (entered) {
      result = { annual: entered.annual, months: [...entered.months], source: 'own' };
      if (below.length > 0) {
        const childrenSum = below.reduce((acc, value) => acc.plus(value.annual), ZERO);
        if (!childrenSum.eq(entered.annual))
          mismatches.push({ departmentId: id, annual: entered.annual, childrenSum });
      }
    } else if (below.length > 0) {
      result = {
        annual: below.reduce((acc, value) => acc.plus(value.annual), ZERO),
        months: below.reduce(
          (acc, value) => addAll(acc, value.months),
          Array.from({ length: 12 }, () => ZERO),
        ),
        source: 'children',
      };
    }
    if (result) effective.set(id, result);
    return result;
  };
  let topLevelSum = ZERO;
  for (const root of children.get(null) ?? []) {
    const value = visit(root);
    if (value) topLevelSum = topLevelSum.plus(value.annual);
  }
  return { effective, mismatches, topLevelSum };
}
