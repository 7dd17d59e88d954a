import Decimal from 'decimal.js';
import { EngineError } from './errors';

/**
 * A small, safe JUEL-like expression language for sequence-flow conditions and countersign
 * completion conditions: `${amount > 5000 && type == 'A'}`. Never uses eval/Function.
 *
 * Supported: numbers (exact, decimal.js), 'strings' / "strings", true/false/null, field paths
 * (`form.amount`, `a.b.c`), parentheses, unary `!`/`not`/`-`/`empty`, arithmetic `+ - * / %`,
 * comparisons `== != < <= > >=` (and `eq ne lt le gt ge`), logic `&& || and or`.
 */

type Node =
  | { t: 'lit'; v: Value }
  | { t: 'path'; p: string[] }
  | { t: 'un'; op: '!' | '-' | 'empty'; e: Node }
  | { t: 'bin'; op: string; l: Node; r: Node };

type Value = string | boolean | null | Decimal | object | undefined;

type Tok =
  | { k: 'num'; v: string }
  | { k: 'str'; v: string }
  | { k: 'id'; v: string }
  | { k: 'op'; v: string }
  | { k: 'end' };

const WORD_OPS: Record<string, string> = {
  and: '&&',
  or: '||',
  not: '!',
  eq: '==',
  ne: '!=',
  lt: '<',
  le: '<=',
  gt: '>',
  ge: '>=',
  div: '/',
  mod: '%',
  empty: 'empty',
};

const SYMBOLS = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '<',
  '>',
  '!',
  '(',
  ')',
  '+',
  '-',
  '*',
  '/',
  '%',
  '.',
];

function fail(source: string, why: string): never {
  throw new EngineError('EXPRESSION_INVALID', `${why} in expression: ${source}`);
}

/** Removes a `${…}` or `#{…}` wrapper if present. */
export function unwrapExpression(source: string): string {
  const s = source.trim();
  const m = /^[$#]\{([\s\S]*)\}$/.exec(s);
  return m ? (m[1] ?? '') : s;
}

function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] ?? '';
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (/[0-9]/.test(c)) {
      const m = /^[0-9]+(\.[0-9]+)?/.exec(src.slice(i));
      const v = m?.[0] ?? c;
      out.push({ k: 'num', v });
      i += v.length;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      let v = '';
      while (j < src.length && src[j] !== c) {
        if (src[j] === '\\' && j + 1 < src.length) j++;
        v += src[j];
        j++;
      }
      if (j >= src.length) fail(src, 'Unterminated string');
      out.push({ k: 'str', v });
      i = j + 1;
      continue;
    }
    if (/[A-Za-z_\u4e00-\u9fff]/.test(c)) {
      const m = /^[A-Za-z_\u4e00-\u9fff][A-Za-z0-9_\u4e00-\u9fff]*/.exec(src.slice(i));
      const v = m?.[0] ?? c;
      const word = Object.hasOwn(WORD_OPS, v) ? WORD_OPS[v] : undefined;
      out.push(word ? { k: 'op', v: word } : { k: 'id', v });
      i += v.length;
      continue;
    }
    const sym = SYMBOLS.find((s) => src.startsWith(s, i));
    if (!sym) fail(src, `Unexpected character '${c}'`);
    out.push({ k: 'op', v: sym });
    i += sym.length;
  }
  out.push({ k: 'end' });
  return out;
}

const BINARY_LEVELS: string[][] = [
  ['||'],
  ['&&'],
  ['==', '!='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

function parse(src: string): Node {
  const toks = tokenize(src);
  let pos = 0;
  const peek = (): Tok => toks[pos] ?? { k: 'end' };
  const isOp = (v: string): boolean => {
    const t = peek();
    return t.k === 'op' && t.v === v;
  };

  const binary = (level: number): Node => {
    const ops = BINARY_LEVELS[level];
    if (!ops) return unary();
    let left = binary(level + 1);
    for (;;) {
      const t = peek();
      if (t.k === 'op' && ops.includes(t.v)) {
        pos++;
        left = { t: 'bin', op: t.v, l: left, r: binary(level + 1) };
      } else return left;
    }
  };

  const unary = (): Node => {
    const t = peek();
    if (t.k === 'op' && (t.v === '!' || t.v === '-' || t.v === 'empty')) {
      pos++;
      return { t: 'un', op: t.v, e: unary() };
    }
    return primary();
  };

  const primary = (): Node => {
    const t = peek();
    pos++;
    if (t.k === 'num') return { t: 'lit', v: new Decimal(t.v) };
    if (t.k === 'str') return { t: 'lit', v: t.v };
    if (t.k === 'id') {
      if (t.v === 'true') return { t: 'lit', v: true };
      if (t.v === 'false') return { t: 'lit', v: false };
      if (t.v === 'null') return { t: 'lit', v: null };
      const p = [t.v];
      while (isOp('.')) {
        pos++;
        const n = peek();
        if (n.k !== 'id') fail(src, 'Expected a field name after "."');
        pos++;
        p.push(n.v);
      }
      return { t: 'path', p };
    }
    if (t.k === 'op' && t.v === '(') {
      const e = binary(0);
      if (!isOp(')')) fail(src, 'Missing ")"');
      pos++;
      return e;
    }
    return fail(src, t.k === 'end' ? 'Unexpected end' : `Unexpected '${t.v}'`);
  };

  const root = binary(0);
  if (peek().k !== 'end') fail(src, 'Unexpected trailing input');
  return root;
}

const cache = new Map<string, Node>();

function compile(source: string): Node {
  const body = unwrapExpression(source);
  let node = cache.get(body);
  if (!node) {
    if (body.trim() === '') fail(source, 'Empty expression');
    node = parse(body);
    if (cache.size > 500) cache.clear();
    cache.set(body, node);
  }
  return node;
}

/** Throws EXPRESSION_INVALID when the expression does not parse. */
export function validateExpression(source: string): void {
  compile(source);
}

function toDecimal(v: Value): Decimal | null {
  if (v instanceof Decimal) return v;
  if (typeof v === 'number' && Number.isFinite(v)) return new Decimal(v);
  if (typeof v === 'string' && /^\s*-?[0-9]+(\.[0-9]+)?\s*$/.test(v)) return new Decimal(v.trim());
  return null;
}

function isEmpty(v: Value): boolean {
  if (v === null || v === undefined || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object' && !Decimal.isDecimal(v)) return Object.keys(v).length === 0;
  return false;
}

function truthy(v: Value): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return v === 'true';
  return false;
}

function equals(a: Value, b: Value): boolean {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull && bNull;
  const da = toDecimal(a);
  const db = toDecimal(b);
  if (da && db) return da.eq(db);
  if (typeof a === 'boolean' || typeof b === 'boolean') return truthy(a) === truthy(b);
  return text(a) === text(b);
}

function text(v: Value): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean' || v instanceof Decimal) return v.toString();
  return JSON.stringify(v);
}

function normaliseInput(v: unknown): Value {
  if (typeof v === 'number') return Number.isFinite(v) ? new Decimal(v) : null;
  return v as Value;
}

function evalNode(n: Node, vars: Record<string, unknown>): Value {
  switch (n.t) {
    case 'lit':
      return n.v;
    case 'path': {
      let cur: unknown = vars;
      for (const key of n.p) {
        if (
          cur === null ||
          typeof cur !== 'object' ||
          !Object.prototype.hasOwnProperty.call(cur, key)
        )
          return undefined;
        cur = (cur as Record<string, unknown>)[key];
      }
      return normaliseInput(cur);
    }
    case 'un': {
      const v = evalNode(n.e, vars);
      if (n.op === '!') return !truthy(v);
      if (n.op === 'empty') return isEmpty(v);
      const d = toDecimal(v);
      return d ? d.neg() : null;
    }
    case 'bin': {
      if (n.op === '&&') return truthy(evalNode(n.l, vars)) && truthy(evalNode(n.r, vars));
      if (n.op === '||') return truthy(evalNode(n.l, vars)) || truthy(evalNode(n.r, vars));
      const l = evalNode(n.l, vars);
      const r = evalNode(n.r, vars);
      if (n.op === '==') return equals(l, r);
      if (n.op === '!=') return !equals(l, r);
      const dl = toDecimal(l);
      const dr = toDecimal(r);
      if (n.op === '+' && (!dl || !dr) && (typeof l === 'string' || typeof r === 'string')) {
        return text(l) + text(r);
      }
      if (['<', '<=', '>', '>='].includes(n.op)) {
        let cmp: number;
        if (dl && dr) cmp = dl.cmp(dr);
        else if (typeof l === 'string' && typeof r === 'string') cmp = l < r ? -1 : l > r ? 1 : 0;
        else return false;
        if (n.op === '<') return cmp < 0;
        if (n.op === '<=') return cmp <= 0;
        if (n.op === '>') return cmp > 0;
        return cmp >= 0;
      }
      if (!dl || !dr) return null;
      if (n.op === '+') return dl.plus(dr);
      if (n.op === '-') return dl.minus(dr);
      if (n.op === '*') return dl.times(dr);
      if (dr.isZero()) return null;
      if (n.op === '/') return dl.div(dr);
      return dl.mod(dr);
    }
  }
}

/** Evaluates an expression; the result is true only for a boolean true (or the string 'true'). */
export function evaluateCondition(source: string, vars: Record<string, unknown>): boolean {
  return truthy(evalNode(compile(source), vars));
}

/** Evaluates an expression to a plain JSON value (Decimal results become strings). */
export function evaluateValue(source: string, vars: Record<string, unknown>): unknown {
  const v = evalNode(compile(source), vars);
  return v instanceof Decimal ? v.toString() : v;
}
