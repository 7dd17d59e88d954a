import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billBaseValues } from '../engine/baseValues';
import type { FeeRow } from '../engine/model';
import { evaluateFeeTable, FEE_SYSTEM_CODES, verifyFeeTable } from './feeTable';
import {
  evaluateFormula,
  formatFormula,
  FormulaDecimal,
  parseFormula,
  type FormulaNode,
} from './formula';
import { feeRow, smallUnit } from './testUnit';

// ── random expression trees ──────────────────────────────────────────────────────────────────

type Tree =
  | { n: string; pct: boolean }
  | { s: string }
  | { u: '+' | '-'; x: Tree }
  | { b: '+' | '-' | '*' | '/'; l: Tree; r: Tree };

/** Codes of every shape the grammar allows, one outside the BMP (𠮷). */
const CODES = ['A', 'B1', 'FBFXHJ', 'D_2', '规费', 'X9Y', '_Z', '𠮷A'];

const literal = fc.oneof(
  fc.nat({ max: 100_000 }).map(String),
  fc
    .tuple(fc.nat({ max: 99_999 }), fc.integer({ min: 0, max: 9999 }))
    .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(4, '0')}`),
);

const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', maxDepth: 7, withCrossShrink: true },
    fc.record({ n: literal, pct: fc.boolean() }),
    fc.record({ s: fc.constantFrom(...CODES) }),
    fc.record({ u: fc.constantFrom('+' as const, '-' as const), x: tie('tree') }),
    fc.record({
      b: fc.constantFrom('+' as const, '-' as const, '*' as const, '/' as const),
      l: tie('tree'),
      r: tie('tree'),
    }),
  ),
}));

/** Values of the codes: integers, decimals and zero (so divisions by 0 happen at run time). */
const valuesArb = fc.record(
  Object.fromEntries(
    CODES.map((code) => [
      code,
      fc.oneof(
        fc.constant('0'),
        fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
        fc
          .tuple(fc.integer({ min: -99_999, max: 99_999 }), fc.nat({ max: 99 }))
          .map(([w, f]) => `${w}.${f}`),
      ),
    ]),
  ),
);

const FULL_WIDTH: Record<string, string[]> = {
  '+': ['＋'],
  '-': ['－', '−'],
  '*': ['×', '＊'],
  '/': ['÷', '／'],
  '(': ['（'],
  ')': ['）'],
  '%': ['％'],
  '.': ['．'],
};

/** How a tree is written: spacing, full-width forms and letter case chosen by a random stream. */
interface Style {
  next(): number;
}

function styled(text: string, style: Style): string {
  let out = '';
  for (const ch of text) {
    const pick = style.next();
    const wide = FULL_WIDTH[ch];
    if (wide && pick < 0.4) out += wide[Math.floor(pick * 10) % wide.length];
    else if (/[0-9A-Z]/.test(ch) && pick < 0.2)
      out += String.fromCharCode(ch.charCodeAt(0) + 0xfee0);
    else if (/[A-Z]/.test(ch) && pick > 0.6) out += ch.toLowerCase();
    else out += ch;
  }
  return out;
}

function space(style: Style): string {
  const pick = style.next();
  return pick < 0.5 ? '' : pick < 0.7 ? ' ' : pick < 0.85 ? '\u3000' : pick < 0.95 ? '  ' : '\t';
}

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2 } as const;
const precedenceOf = (t: Tree) => ('b' in t ? PRECEDENCE[t.b] : 'u' in t ? 3 : 4);

/** Prints a tree with the parentheses its structure needs (and, at random, some it does not). */
function print(t: Tree, style: Style): string {
  const wrap = (inner: string) =>
    `${styled('(', style)}${space(style)}${inner}${space(style)}${styled(')', style)}`;
  const maybeWrap = (inner: string, needed: boolean) =>
    needed || style.next() < 0.1 ? wrap(inner) : inner;
  if ('n' in t) return styled(t.n + (t.pct ? '%' : ''), style);
  if ('s' in t) return styled(t.s, style);
  if ('u' in t) return styled(t.u, style) + space(style) + maybeWrap(print(t.x, style), 'b' in t.x);
  const p = PRECEDENCE[t.b];
  return (
    maybeWrap(print(t.l, style), precedenceOf(t.l) < p) +
    space(style) +
    styled(t.b, style) +
    space(style) +
    maybeWrap(print(t.r, style), precedenceOf(t.r) <= p)
  );
}

/** The parsed AST back in the generator's shape (positions dropped). */
function shape(node: FormulaNode): Tree {
  switch (node.type) {
    case 'number':
      return { n: node.text, pct: node.percent };
    case 'symbol':
      return { s: node.code };
    case 'unary':
      return { u: node.op, x: shape(node.operand) };
    case 'binary':
      return { b: node.op, l: shape(node.left), r: shape(node.right) };
  }
}

/** Reference: decimal.js straight on the tree; a division by 0 counts as 0. */
function reference(t: Tree, values: Record<string, string>): FormulaDecimal {
  if ('n' in t) return new FormulaDecimal(t.n).div(t.pct ? 100 : 1);
  if ('s' in t) return new FormulaDecimal(values[t.s]!);
  if ('u' in t) return t.u === '-' ? reference(t.x, values).neg() : reference(t.x, values);
  const l = reference(t.l, values);
  const r = reference(t.r, values);
  if (t.b === '+') return l.plus(r);
  if (t.b === '-') return l.minus(r);
  if (t.b === '*') return l.times(r);
  return r.isZero() ? new FormulaDecimal(0) : l.div(r);
}

const styleArb = fc
  .infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }))
  .map((stream) => {
    const iterator = stream[Symbol.iterator]();
    return { next: () => iterator.next().value as number };
  });

describe('formula properties', () => {
  it('parse + evaluate of any printed tree equals decimal.js on the tree', () => {
    fc.assert(
      fc.property(tree, valuesArb, styleArb, (t, values, style) => {
        const text = space(style) + print(t, style) + space(style);
        const parsed = parseFormula(text);
        expect(parsed.errors).toEqual([]);
        const result = evaluateFormula(parsed.ast!, (code) => values[code]);
        const expected = reference(t, values);
        expect(result.value.toString()).toBe(
          (expected.isZero() ? new FormulaDecimal(0) : expected).toString(),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('printing then parsing gives the same tree, with positions in the typed text', () => {
    fc.assert(
      fc.property(tree, styleArb, (t, style) => {
        const text = print(t, style);
        const parsed = parseFormula(text);
        expect(parsed.ast && shape(parsed.ast)).toEqual(t);
        // Each code's span is the code as typed (full-width or lower case), spaces excluded.
        const walk = (node: FormulaNode): void => {
          if (node.type === 'symbol') {
            const typed = text.slice(node.start, node.end);
            expect(typed.normalize('NFKC').toUpperCase()).toBe(node.code);
          } else if (node.type === 'unary') walk(node.operand);
          else if (node.type === 'binary') {
            expect(['+', '-', '*', '/']).toContain(styledBack(text[node.opPosition]!));
            walk(node.left);
            walk(node.right);
          }
        };
        walk(parsed.ast!);
        // The canonical form keeps the structure.
        const canonical = formatFormula(parsed.ast!);
        expect(shape(parseFormula(canonical).ast!)).toEqual(t);
      }),
      { numRuns: 200 },
    );
  });
});

function styledBack(ch: string): string {
  for (const [ascii, wide] of Object.entries(FULL_WIDTH)) if (wide.includes(ch)) return ascii;
  return ch;
}

// ── random acyclic fee tables ────────────────────────────────────────────────────────────────

interface TableSpec {
  /** Row i uses rows deps[i] (all < i) and system codes systems[i], each times coef. */
  deps: number[][];
  systems: string[][];
  coefs: string[];
  rates: number[];
  order: number[];
}

const SYSTEM_PICK = ['FBFXHJ', 'FBFXRGFHJ', 'CSXMHJ', 'QTXMHJ', 'ZLJE', 'AQWM'];

const tableArb: fc.Arbitrary<TableSpec> = fc.integer({ min: 2, max: 12 }).chain((n) =>
  fc.record({
    deps: fc.tuple(
      ...Array.from({ length: n }, (_, i) =>
        fc.uniqueArray(fc.nat({ max: Math.max(0, i - 1) }), { maxLength: i === 0 ? 0 : 3 }),
      ),
    ),
    systems: fc.tuple(
      ...Array.from({ length: n }, () =>
        fc.uniqueArray(fc.constantFrom(...SYSTEM_PICK), { minLength: 1, maxLength: 2 }),
      ),
    ),
    coefs: fc.tuple(
      ...Array.from({ length: n }, () => fc.constantFrom('1', '0.5', '1.25', '3%', '2')),
    ),
    rates: fc.tuple(
      ...Array.from({ length: n }, () => fc.integer({ min: 0, max: 10_000 }).map((r) => r / 100)),
    ),
    order: fc.shuffledSubarray(
      Array.from({ length: n }, (_, i) => i),
      { minLength: n, maxLength: n },
    ),
  }),
);

const codeOf = (i: number) => `R${i}`;

function rowsOf(spec: TableSpec, extra: Map<number, number> = new Map()): FeeRow[] {
  return spec.order.map((i, position) => {
    const terms = [...spec.systems[i]!, ...spec.deps[i]!.map(codeOf)];
    if (extra.has(i)) terms.push(codeOf(extra.get(i)!));
    const base = `(${terms.join('+')})*${spec.coefs[i]}`;
    return feeRow(codeOf(i), base, { sort: position, rate: spec.rates[i]! });
  });
}

describe('fee table properties', () => {
  const unit = smallUnit();
  const system = billBaseValues(unit) as Record<string, number>;

  it('a random acyclic table evaluates every row as decimal.js does, in any row order', () => {
    fc.assert(
      fc.property(tableArb, (spec) => {
        const rows = rowsOf(spec);
        expect(verifyFeeTable(rows, FEE_SYSTEM_CODES)).toEqual([]);
        const result = evaluateFeeTable(unit, rows);
        expect(result.warnings).toEqual([]);
        const expected: number[] = [];
        spec.deps.forEach((deps, i) => {
          let sum = new FormulaDecimal(0);
          for (const code of spec.systems[i]!) sum = sum.plus(system[code]!);
          for (const dep of deps) sum = sum.plus(expected[dep]!);
          const coef = spec.coefs[i]!;
          const factor = coef.endsWith('%')
            ? new FormulaDecimal(coef.slice(0, -1)).div(100)
            : new FormulaDecimal(coef);
          expected[i] = sum
            .times(factor)
            .times(spec.rates[i]!)
            .div(100)
            .toDecimalPlaces(2, FormulaDecimal.ROUND_HALF_UP)
            .toNumber();
        });
        for (let i = 0; i < spec.deps.length; i += 1) {
          expect(result.amounts[`row-${codeOf(i)}`]).toBe(expected[i]);
          expect(result.values[codeOf(i)]).toBe(expected[i]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('an edge that closes a cycle is reported with the shortest cycle, on exactly the rows of the cycle', () => {
    const withEdge = tableArb
      .filter((spec) => spec.deps.some((deps) => deps.length > 0))
      .chain((spec) => {
        // Rows b with a path b ⇝ a: any row with dependencies, and one of its (transitive) dependencies.
        const reach = spec.deps.map((_, i) => reachable(spec.deps, i));
        const pairs: [number, number][] = [];
        reach.forEach((set, b) => set.forEach((a) => pairs.push([a, b])));
        return fc.constantFrom(...pairs).map(([a, b]) => ({ spec, a, b, reach }));
      });
    fc.assert(
      fc.property(withEdge, ({ spec, a, b, reach }) => {
        const rows = rowsOf(spec, new Map([[a, b]]));
        const cycles = verifyFeeTable(rows, FEE_SYSTEM_CODES).filter(
          (issue) => issue.kind === 'circularReference',
        );
        // The rows of the cycle: a, and every row on a path b ⇝ a.
        const members = spec.deps
          .map((_, i) => i)
          .filter(
            (i) => i === a || ((i === b || reach[b]!.has(i)) && (i === a || reach[i]!.has(a))),
          );
        expect(cycles.map((issue) => issue.code).sort()).toEqual(members.map(codeOf).sort());
        expect(cycles.every((issue) => issue.severity === 'error')).toBe(true);
        const onA = cycles.find((issue) => issue.code === codeOf(a))!;
        const path = onA.path!;
        // a → b, then the shortest way from b back to a.
        expect(path[0]).toBe(codeOf(a));
        expect(path[1]).toBe(codeOf(b));
        expect(path.at(-1)).toBe(codeOf(a));
        expect(path.length - 1).toBe(1 + distance(spec.deps, b, a));
        for (let k = 0; k + 1 < path.length; k += 1) {
          const from = Number(path[k]!.slice(1));
          const to = Number(path[k + 1]!.slice(1));
          expect(from === a && to === b ? true : spec.deps[from]!.includes(to)).toBe(true);
        }
        const evaluated = evaluateFeeTable(unit, rows);
        for (const i of members) expect(evaluated.amounts[`row-${codeOf(i)}`]).toBe(0);
      }),
      { numRuns: 150 },
    );
  });
});

function reachable(deps: number[][], from: number): Set<number> {
  const seen = new Set<number>();
  const stack = [...deps[from]!];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...deps[next]!);
  }
  return seen;
}

function distance(deps: number[][], from: number, to: number): number {
  const queue: [number, number][] = [[from, 0]];
  const seen = new Set([from]);
  for (let head = 0; head < queue.length; head += 1) {
    const [node, d] = queue[head]!;
    if (node === to) return d;
    for (const next of deps[node]!) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([next, d + 1]);
      }
    }
  }
  return Number.POSITIVE_INFINITY;
}
