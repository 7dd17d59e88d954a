import Decimal from 'decimal.js';
import { BILL_BASE_CODES, billBaseValues } from '../engine/baseValues';
import type { FeeRow, UnitData } from '../engine/model';
import type { Texts } from '../quality/types';
import {
  evaluateFormula,
  FORMULA_ERROR_KINDS,
  fillText,
  formulaMessage,
  FormulaDecimal,
  parseFormula,
  symbolNodes,
  verifyAst,
  type FormulaError,
  type FormulaErrorKind,
  type FormulaNode,
  type FormulaWarning,
  type FormulaWarningKind,
  type Locale,
  type SyntaxDetail,
} from './formula';

/** 规费 and 税金: system codes resolved from the fee table's lawfee and tax rows. */
export const LAWFEE_CODE = 'GF';
export const TAX_CODE = 'SJ';
/** Every system base code a fee row may use (DOMAIN.md §2). */
export const FEE_SYSTEM_CODES: readonly string[] = [...BILL_BASE_CODES, LAWFEE_CODE, TAX_CODE];

// ── issues ───────────────────────────────────────────────────────────────────────────────────

export type FeeTableErrorKind =
  | FormulaErrorKind
  | 'circularReference'
  | 'duplicateCode'
  | 'shadowsSystemCode'
  | 'invalidCode'
  | 'invalidRate';
export type FeeTableWarningKind = 'differsFromTemplate' | 'orphanRow' | 'taxWithoutLawfee';
export type FeeEvaluationWarningKind =
  FormulaWarningKind | 'notEvaluated' | 'dependencyNotEvaluated';

/** One issue of a fee formula or fee table, with its message in every language. */
export interface FeeIssue<
  Kind extends string = FeeTableErrorKind | FeeTableWarningKind | FeeEvaluationWarningKind,
> {
  kind: Kind;
  severity: 'error' | 'warning';
  /** 0-based index in the formula text, when the issue has a place there. */
  position: number | null;
  symbol?: string;
  /** Circular reference: the row codes of the cycle, starting and ending with this row. */
  path?: string[];
  detail?: SyntaxDetail;
  message: Texts;
}

/** An issue of one row of a fee table. */
export interface FeeTableIssue<
  Kind extends string = FeeTableErrorKind | FeeTableWarningKind | FeeEvaluationWarningKind,
> extends FeeIssue<Kind> {
  rowId: string;
  /** The row's code as written. */
  code: string;
  /** The field to highlight. */
  field: 'base' | 'code' | 'rate' | 'parentId' | 'row';
  /** differsFromTemplate: the template's base and rate. */
  expected?: { base: string; rate: number };
}
export type FeeTableError = FeeTableIssue<FeeTableErrorKind>;
export type FeeTableWarning = FeeTableIssue<FeeTableWarningKind>;
export type FeeEvaluationWarning = FeeTableIssue<FeeEvaluationWarningKind>;

/** Texts of the fee-table issues; placeholders {code}, {symbol}, {path}, {column}, {rate}, {base}. */
export const FEE_TABLE_MESSAGES: Record<
  Exclude<
    FeeTableErrorKind | FeeTableWarningKind | FeeEvaluationWarningKind,
    FormulaErrorKind | FormulaWarningKind
  >,
  Texts
> = {
  circularReference: {
    zh: '费用行 {code} 的计算基础存在循环引用：{path}，请去掉其中一处引用',
    en: 'Fee row {code} has a circular reference: {path}; remove one of these references',
    es: 'La fila {code} tiene una referencia circular: {path}; quite una de estas referencias',
  },
  duplicateCode: {
    zh: '费用代码 {code} 重复，请为每一行设置不同的代码',
    en: 'Fee code {code} is used more than once: give each row its own code',
    es: 'El código {code} se repite: dé a cada fila un código distinto',
  },
  shadowsSystemCode: {
    zh: '费用代码 {code} 与系统费用代码重名，请换一个代码',
    en: 'Fee code {code} is a system base code: choose another code',
    es: 'El código {code} es un código base del sistema: elija otro',
  },
  invalidCode: {
    zh: '费用代码“{code}”无效：只能由字母、数字、下划线或汉字组成，且不能以数字开头',
    en: 'Fee code “{code}” is invalid: use letters, digits, _ or Chinese characters, not starting with a digit',
    es: 'El código «{code}» no es válido: use letras, dígitos, _ o caracteres chinos, sin empezar por dígito',
  },
  invalidRate: {
    zh: '费用行 {code} 的费率“{rate}”无效，应为 0 到 100 之间的数值',
    en: 'Fee row {code}: rate “{rate}” is invalid; enter a number from 0 to 100',
    es: 'Fila {code}: la tasa «{rate}» no es válida; introduzca un número de 0 a 100',
  },
  differsFromTemplate: {
    zh: '不可竞争费用 {code} 与规定不一致：计算基础应为 {base}，费率应为 {rate}%',
    en: 'Non-competitive fee {code} differs from the regulation: base {base}, rate {rate}% expected',
    es: 'La tarifa no competitiva {code} difiere de la norma: se espera base {base} y tasa {rate} %',
  },
  orphanRow: {
    zh: '费用行 {code} 的上级行不存在，请重新选择上级或设为顶级行',
    en: 'Fee row {code} has a parent row that does not exist: choose another parent or make it top level',
    es: 'La fila {code} tiene una fila padre que no existe: elija otra o déjela en el nivel superior',
  },
  taxWithoutLawfee: {
    zh: '税金行 {code} 的计算基础未包含规费（GF 或规费行代码）',
    en: 'Tax row {code}: the base does not include 规费 (GF or the lawfee row code)',
    es: 'Fila de impuesto {code}: la base no incluye 规费 (GF o el código de la fila)',
  },
  notEvaluated: {
    zh: '费用行 {code} 有错误，未计算（金额按 0 计）',
    en: 'Fee row {code} has errors and was not calculated (amount 0)',
    es: 'La fila {code} tiene errores y no se calculó (importe 0)',
  },
  dependencyNotEvaluated: {
    zh: '费用行 {code} 引用的 {symbol} 未能计算，本行金额按 0 计',
    en: 'Fee row {code} refers to {symbol}, which could not be calculated; amount 0',
    es: 'La fila {code} usa {symbol}, que no se pudo calcular; importe 0',
  },
};

const LOCALES: readonly Locale[] = ['zh', 'en', 'es'];
const ERROR_KINDS = new Set<string>([
  ...FORMULA_ERROR_KINDS,
  'circularReference',
  'duplicateCode',
  'shadowsSystemCode',
  'invalidCode',
  'invalidRate',
] satisfies FeeTableErrorKind[]);

/** Texts of an issue: the fee-table texts, or the formula texts prefixed with the row code. */
function messageOf(
  issue:
    | Omit<FeeTableIssue<string>, 'message' | 'severity'>
    | Omit<FeeIssue<string>, 'message' | 'severity'>,
): Texts {
  const code = 'code' in issue ? issue.code : '';
  const kind = issue.kind as keyof typeof FEE_TABLE_MESSAGES;
  const texts = {} as Texts;
  for (const locale of LOCALES) {
    if (kind in FEE_TABLE_MESSAGES) {
      const expected = 'expected' in issue ? issue.expected : undefined;
      texts[locale] = fillText(FEE_TABLE_MESSAGES[kind][locale], {
        code,
        symbol: issue.symbol ?? '',
        path: issue.path?.join('→') ?? '',
        column: issue.position === null ? '' : issue.position + 1,
        rate: issue.kind === 'invalidRate' ? (issue.symbol ?? '') : (expected?.rate ?? ''),
        base: expected?.base ?? '',
      });
    } else {
      const text = formulaMessage(issue as FormulaError | FormulaWarning, locale);
      texts[locale] = code ? `${code}${locale === 'zh' ? '：' : ': '}${text}` : text;
    }
  }
  return texts;
}

// ── analysis shared by verification and evaluation ───────────────────────────────────────────

const CODE = /^[A-Za-z_\p{Script=Han}][A-Za-z0-9_\p{Script=Han}]*$/u;

interface Analysis {
  rows: FeeRow[];
  /** Upper-case code → the row owning it (first one when duplicated). */
  byCode: Map<string, FeeRow>;
  lawfee: FeeRow | undefined;
  tax: FeeRow | undefined;
  asts: Map<string, FormulaNode>;
  /** rowId → [row it depends on, position of the reference in the base]. */
  edges: Map<string, { row: FeeRow; position: number; symbol: string }[]>;
  errors: FeeTableError[];
}

function issue<Kind extends string>(
  row: FeeRow,
  field: FeeTableIssue['field'],
  kind: Kind,
  extra: IssueExtra = {},
): FeeTableIssue<Kind> {
  const base = { rowId: row.id, code: row.code.trim(), field, kind, position: null, ...extra };
  return {
    ...base,
    severity: ERROR_KINDS.has(kind) ? 'error' : 'warning',
    message: messageOf(base),
  };
}

type IssueExtra = Partial<
  Pick<FeeTableIssue, 'position' | 'symbol' | 'path' | 'detail' | 'expected'>
>;

function analyse(rows: readonly FeeRow[], systemCodes: readonly string[]): Analysis {
  const ordered = [...rows].sort((a, b) => a.sort - b.sort);
  const system = new Set(systemCodes.map((code) => code.toUpperCase()));
  const errors: FeeTableError[] = [];
  const byCode = new Map<string, FeeRow>();
  const duplicated = new Set<string>();
  for (const row of ordered) {
    const code = row.code.trim().toUpperCase();
    if (!CODE.test(row.code.trim())) {
      errors.push(issue(row, 'code', 'invalidCode'));
      continue;
    }
    if (system.has(code)) errors.push(issue(row, 'code', 'shadowsSystemCode', { symbol: code }));
    if (byCode.has(code)) duplicated.add(code);
    else byCode.set(code, row);
  }
  for (const row of ordered) {
    const code = row.code.trim().toUpperCase();
    if (duplicated.has(code)) errors.push(issue(row, 'code', 'duplicateCode', { symbol: code }));
    if (
      typeof row.rate !== 'number' ||
      !Number.isFinite(row.rate) ||
      row.rate < 0 ||
      row.rate > 100
    ) {
      errors.push(issue(row, 'rate', 'invalidRate', { symbol: String(row.rate) }));
    }
  }
  const lawfee = ordered.find((row) => row.category === 'lawfee');
  const tax = ordered.find((row) => row.category === 'tax');
  const aliases = new Map<string, FeeRow | undefined>([
    [LAWFEE_CODE, lawfee],
    [TAX_CODE, tax],
  ]);
  const known = (code: string) => system.has(code) || byCode.has(code);
  const asts = new Map<string, FormulaNode>();
  const edges: Analysis['edges'] = new Map();
  for (const row of ordered) {
    const parsed = parseFormula(row.base ?? '');
    if (!parsed.ast) {
      for (const error of parsed.errors)
        errors.push(issue(row, 'base', error.kind, formulaExtra(error)));
      continue;
    }
    asts.set(row.id, parsed.ast);
    for (const error of verifyAst(parsed.ast, { known, self: row.code })) {
      errors.push(issue(row, 'base', error.kind, formulaExtra(error)));
    }
    const dependencies: { row: FeeRow; position: number; symbol: string }[] = [];
    for (const node of symbolNodes(parsed.ast)) {
      // A row code wins over nothing: shadowing codes are errors, so the system meaning stands.
      const target = system.has(node.code) ? aliases.get(node.code) : byCode.get(node.code);
      if (!target) continue;
      if (target === row) {
        if (aliases.has(node.code)) {
          errors.push(
            issue(row, 'base', 'selfReference', { position: node.start, symbol: node.code }),
          );
        }
        continue;
      }
      dependencies.push({ row: target, position: node.start, symbol: node.code });
    }
    edges.set(row.id, dependencies);
  }
  reportCycles(ordered, edges, errors);
  return { rows: ordered, byCode, lawfee, tax, asts, edges, errors };
}

function formulaExtra(error: FormulaError): IssueExtra {
  const extra: IssueExtra = { position: error.position };
  if (error.symbol !== undefined) extra.symbol = error.symbol;
  if (error.detail !== undefined) extra.detail = error.detail;
  return extra;
}

/** Strongly connected components (Tarjan); each row of a component of 2+ rows gets its shortest cycle. */
function reportCycles(
  rows: readonly FeeRow[],
  edges: Analysis['edges'],
  errors: FeeTableError[],
): void {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: FeeRow[] = [];
  const components: FeeRow[][] = [];
  let counter = 0;
  const connect = (row: FeeRow) => {
    index.set(row.id, counter);
    low.set(row.id, counter);
    counter += 1;
    stack.push(row);
    onStack.add(row.id);
    for (const { row: next } of edges.get(row.id) ?? []) {
      if (!index.has(next.id)) {
        connect(next);
        low.set(row.id, Math.min(low.get(row.id)!, low.get(next.id)!));
      } else if (onStack.has(next.id)) {
        low.set(row.id, Math.min(low.get(row.id)!, index.get(next.id)!));
      }
    }
    if (low.get(row.id) === index.get(row.id)) {
      const component: FeeRow[] = [];
      let member: FeeRow;
      do {
        member = stack.pop()!;
        onStack.delete(member.id);
        component.push(member);
      } while (member !== row);
      components.push(component);
    }
  };
  for (const row of rows) if (!index.has(row.id)) connect(row);

  for (const component of components) {
    if (component.length < 2) continue;
    const inside = new Set(component.map((row) => row.id));
    for (const row of rows) {
      if (!inside.has(row.id)) continue;
      const cycle = shortestCycle(row, edges, inside);
      errors.push(
        issue(row, 'base', 'circularReference', {
          position: cycle.position,
          symbol: cycle.path[1],
          path: cycle.path,
        }),
      );
    }
  }
}

/** Breadth-first from `start` back to itself inside its component. */
function shortestCycle(
  start: FeeRow,
  edges: Analysis['edges'],
  inside: ReadonlySet<string>,
): { path: string[]; position: number } {
  const previous = new Map<string, FeeRow>();
  const queue: FeeRow[] = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const row = queue[head]!;
    for (const { row: next } of edges.get(row.id) ?? []) {
      if (!inside.has(next.id)) continue;
      if (next === start) {
        const chain: FeeRow[] = [row];
        while (chain[0] !== start) chain.unshift(previous.get(chain[0]!.id)!);
        const path = [...chain, start].map((member) => member.code.trim());
        const firstStep = chain[1] ?? start;
        const position = (edges.get(start.id) ?? []).find(
          (edge) => edge.row === firstStep,
        )!.position;
        return { path, position };
      }
      if (!previous.has(next.id)) {
        previous.set(next.id, row);
        queue.push(next);
      }
    }
  }
  // Unreachable for a member of a component of 2+ rows.
  return { path: [start.code.trim()], position: 0 };
}

// ── verification ─────────────────────────────────────────────────────────────────────────────

/**
 * Everything wrong with a fee table (the spec's verifyFormulaValid over all rows): formula errors
 * of each base, circular references, duplicate / shadowing / invalid codes, rates outside 0–100;
 * warnings against the regulated template, orphan rows and a tax base without 规费.
 */
export function verifyFeeTable(
  rows: readonly FeeRow[],
  systemCodes: readonly string[] = FEE_SYSTEM_CODES,
  template?: readonly FeeRow[],
): FeeTableIssue<FeeTableErrorKind | FeeTableWarningKind>[] {
  const analysis = analyse(rows, systemCodes);
  const warnings: FeeTableWarning[] = [];
  const ids = new Set(rows.map((row) => row.id));
  for (const row of analysis.rows) {
    if (row.parentId !== null && !ids.has(row.parentId))
      warnings.push(issue(row, 'parentId', 'orphanRow'));
  }
  if (template) warnings.push(...templateWarnings(analysis, template));
  const tax = analysis.tax;
  if (tax && analysis.asts.has(tax.id) && !reachesLawfee(tax, analysis)) {
    warnings.push(issue(tax, 'base', 'taxWithoutLawfee'));
  }
  return [...analysis.errors, ...warnings];
}

/** Whether a row's base uses 规费, directly (GF, the lawfee row) or through other rows. */
function reachesLawfee(start: FeeRow, analysis: Analysis): boolean {
  const seen = new Set<string>([start.id]);
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    for (const { row, symbol } of analysis.edges.get(queue[head]!.id) ?? []) {
      if (symbol === LAWFEE_CODE || row === analysis.lawfee) return true;
      if (!seen.has(row.id)) {
        seen.add(row.id);
        queue.push(row);
      }
    }
  }
  return false;
}

function templateWarnings(analysis: Analysis, template: readonly FeeRow[]): FeeTableWarning[] {
  const warnings: FeeTableWarning[] = [];
  const templateCategories = new Map<string, FeeRow['category']>();
  for (const row of template) templateCategories.set(row.code.trim().toUpperCase(), row.category);
  const ownCategories = new Map<string, FeeRow['category']>();
  for (const [code, row] of analysis.byCode) ownCategories.set(code, row.category);
  const byCategory = new Map<FeeRow['category'], FeeRow>();
  for (const row of template) if (!byCategory.has(row.category)) byCategory.set(row.category, row);

  for (const row of analysis.rows) {
    if (row.category === 'custom') continue;
    const regulated = byCategory.get(row.category);
    if (!regulated || !(row.nonCompetitive || regulated.nonCompetitive)) continue;
    const ast = analysis.asts.get(row.id);
    const expected = parseFormula(regulated.base).ast;
    if (!ast || !expected) continue;
    // Row codes compare by what they stand for, so a table coding 规费 as "G" still matches "D".
    const sameBase =
      canonicalBase(ast, ownCategories) === canonicalBase(expected, templateCategories);
    if (!sameBase || new Decimal(row.rate).cmp(regulated.rate) !== 0) {
      warnings.push(
        issue(row, sameBase ? 'rate' : 'base', 'differsFromTemplate', {
          expected: { base: regulated.base, rate: regulated.rate },
        }),
      );
    }
  }
  return warnings;
}

function canonicalBase(
  ast: FormulaNode,
  categories: ReadonlyMap<string, FeeRow['category']>,
): string {
  switch (ast.type) {
    case 'number':
      return new Decimal(ast.text).div(ast.percent ? 100 : 1).toString();
    case 'symbol': {
      const category = categories.get(ast.code);
      if (ast.code === LAWFEE_CODE) return '#lawfee';
      if (ast.code === TAX_CODE) return '#tax';
      return category && category !== 'custom' ? `#${category}` : ast.code;
    }
    case 'unary':
      return `${ast.op}(${canonicalBase(ast.operand, categories)})`;
    case 'binary':
      return `(${canonicalBase(ast.left, categories)}${ast.op}${canonicalBase(ast.right, categories)})`;
  }
}

// ── evaluation ───────────────────────────────────────────────────────────────────────────────

export interface FeeTableValues {
  /** Each row's amount (0 for a row that could not be evaluated). */
  amounts: Record<string, number>;
  /** Each row's base value before the rate, rounded to 2 places (0 when not evaluated). */
  bases: Record<string, number>;
  /** Every code's value: the system base codes, GF, SJ and the row codes (upper case). */
  values: Record<string, number>;
  warnings: FeeEvaluationWarning[];
  /** The verification errors that kept rows from being evaluated. */
  errors: FeeTableError[];
}

/**
 * Computes a unit project's fee table: base codes from its bills, measures and other items; rows
 * in dependency order; amount = value(base) × rate / 100 in decimal arithmetic, rounded to 2
 * places (half up). GF is the lawfee row's amount, SJ the tax row's.
 */
export function evaluateFeeTable(
  unit: UnitData,
  rows: readonly FeeRow[] = unit.fees,
): FeeTableValues {
  const base = billBaseValues(unit);
  const analysis = analyse(rows, FEE_SYSTEM_CODES);
  const failed = new Set(analysis.errors.map((error) => error.rowId));
  const warnings: FeeEvaluationWarning[] = [];
  const amounts: Record<string, number> = {};
  const bases: Record<string, number> = {};
  const values: Record<string, number> = { ...base };
  const systemValues = new Map<string, number>(Object.entries(base));
  const done = new Map<string, boolean>();

  // Depth-first in dependency order; rows in cycles have errors, so the recursion ends.
  const compute = (row: FeeRow): boolean => {
    const known = done.get(row.id);
    if (known !== undefined) return known;
    if (failed.has(row.id)) {
      warnings.push(issue(row, 'row', 'notEvaluated'));
      return finish(row, new FormulaDecimal(0), false);
    }
    for (const dependency of analysis.edges.get(row.id) ?? []) {
      if (!compute(dependency.row)) {
        warnings.push(
          issue(row, 'base', 'dependencyNotEvaluated', {
            position: dependency.position,
            symbol: dependency.symbol,
          }),
        );
        return finish(row, new FormulaDecimal(0), false);
      }
    }
    const result = evaluateFormula(analysis.asts.get(row.id)!, (code) => {
      if (code === LAWFEE_CODE) return analysis.lawfee ? amounts[analysis.lawfee.id] : undefined;
      if (code === TAX_CODE) return analysis.tax ? amounts[analysis.tax.id] : undefined;
      return (
        systemValues.get(code) ??
        (analysis.byCode.has(code) ? amounts[analysis.byCode.get(code)!.id] : undefined)
      );
    });
    for (const warning of result.warnings) {
      warnings.push(
        issue(row, 'base', warning.kind, { position: warning.position, symbol: warning.symbol }),
      );
    }
    bases[row.id] = round2(result.value);
    return finish(row, result.value.times(row.rate).div(100), true);
  };
  const finish = (row: FeeRow, amount: FormulaDecimal, ok: boolean): boolean => {
    bases[row.id] ??= 0;
    amounts[row.id] = round2(amount);
    done.set(row.id, ok);
    return ok;
  };
  for (const row of analysis.rows) compute(row);

  for (const [code, row] of analysis.byCode) {
    if (!systemValues.has(code)) values[code] = amounts[row.id]!;
  }
  if (analysis.lawfee) values[LAWFEE_CODE] = amounts[analysis.lawfee.id]!;
  if (analysis.tax) values[TAX_CODE] = amounts[analysis.tax.id]!;
  return { amounts, bases, values, warnings, errors: analysis.errors };
}

/** Money kept: 2 places, half up; never -0. */
function round2(value: Decimal.Value): number {
  return new FormulaDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber() || 0;
}

/** The value of a base code or row code in a unit project (the spec's getFeeBySymbol); null when unknown. */
export function getFeeBySymbol(unit: UnitData, symbol: string): number | null {
  return evaluateFeeTable(unit).values[symbol.trim().toUpperCase()] ?? null;
}

export interface FormulaResult {
  /** The value rounded to 2 places; null when the formula has errors. */
  value: number | null;
  /** Errors (then value is null) or warnings (a missing value, a division by 0 counted as 0). */
  issues: FeeIssue<FormulaErrorKind | FormulaWarningKind>[];
}

function formulaIssue(
  found: FormulaError | FormulaWarning,
  severity: FeeIssue['severity'],
): FeeIssue<FormulaErrorKind | FormulaWarningKind> {
  const bare: Omit<FeeIssue<FormulaErrorKind | FormulaWarningKind>, 'message' | 'severity'> = {
    kind: found.kind,
    position: found.position,
  };
  if (found.symbol !== undefined) bare.symbol = found.symbol;
  if ('detail' in found && found.detail !== undefined) bare.detail = found.detail;
  return { ...bare, severity, message: messageOf(bare) };
}

/** The value of an ad-hoc formula over a unit project's codes (the spec's getValueByFormula). */
export function getValueByFormula(unit: UnitData, formula: string): FormulaResult {
  const { values } = evaluateFeeTable(unit);
  const parsed = parseFormula(formula);
  if (!parsed.ast)
    return { value: null, issues: parsed.errors.map((error) => formulaIssue(error, 'error')) };
  const errors = verifyAst(parsed.ast, { known: (code) => Object.hasOwn(values, code) });
  if (errors.length > 0)
    return { value: null, issues: errors.map((error) => formulaIssue(error, 'error')) };
  const result = evaluateFormula(parsed.ast, (code) =>
    Object.hasOwn(values, code) ? values[code] : undefined,
  );
  return {
    value: round2(result.value),
    issues: result.warnings.map((warning) => formulaIssue(warning, 'warning')),
  };
}
