import Decimal from 'decimal.js';
import {
  evaluateFormula,
  fillText,
  formulaMessage,
  parseFormula,
  symbolNodes,
  verifyAst,
  type FormulaNode,
  type Locale,
} from '../fee/formula';
import type { Texts } from '../quality/types';

/**
 * A project's special factors (特殊因子): each has a value or a formula over other factors and the
 * project's numeric features (by name: 建筑面积, 地上层数 …), in the fee formula grammar. This
 * checks a whole list (codes, value or formula, formula errors, cycles with their path) and
 * computes it in decimal arithmetic. Pure: no database.
 */

export interface FactorInput {
  code: string;
  name: string;
  value: string | null;
  formula: string | null;
}

export type FactorIssueKind =
  | 'invalidCode'
  | 'duplicateCode'
  | 'shadowsFeature'
  | 'noValue'
  | 'valueAndFormula'
  | 'circularReference'
  | 'empty'
  | 'illegalCharacter'
  | 'syntax'
  | 'unknownSymbol'
  | 'selfReference'
  | 'divisionByZero';

export interface FactorIssue {
  /** Index of the factor in the list. */
  index: number;
  code: string;
  kind: FactorIssueKind;
  /** 0-based position in the formula, when the issue has a place there. */
  position: number | null;
  /** Circular reference: the codes of the cycle, starting and ending with this factor. */
  path: string[] | null;
  message: Texts;
}

export const FACTOR_MESSAGES: Record<
  | 'invalidCode'
  | 'duplicateCode'
  | 'shadowsFeature'
  | 'noValue'
  | 'valueAndFormula'
  | 'circularReference',
  Texts
> = {
  invalidCode: {
    zh: '因子代号“{code}”无效：只能由字母、数字、下划线或汉字组成，且不能以数字开头',
    en: 'Factor code “{code}” is invalid: use letters, digits, _ or Chinese characters, not starting with a digit',
    es: 'El código de factor «{code}» no es válido: use letras, dígitos, _ o caracteres chinos, sin empezar por dígito',
  },
  duplicateCode: {
    zh: '因子代号 {code} 重复，请为每个因子设置不同的代号',
    en: 'Factor code {code} is used more than once: give each factor its own code',
    es: 'El código {code} se repite: dé a cada factor un código distinto',
  },
  shadowsFeature: {
    zh: '因子代号 {code} 与工程特征同名，请换一个代号',
    en: 'Factor code {code} is the name of a project feature: choose another code',
    es: 'El código {code} es el nombre de una característica del proyecto: elija otro',
  },
  noValue: {
    zh: '因子 {code} 既没有数值也没有公式，请填写其一',
    en: 'Factor {code} has neither a value nor a formula: enter one of them',
    es: 'El factor {code} no tiene valor ni fórmula: introduzca uno de los dos',
  },
  valueAndFormula: {
    zh: '因子 {code} 同时填写了数值和公式，请只保留其一',
    en: 'Factor {code} has both a value and a formula: keep only one',
    es: 'El factor {code} tiene valor y fórmula a la vez: deje solo uno',
  },
  circularReference: {
    zh: '因子 {code} 的公式存在循环引用：{path}，请去掉其中一处引用',
    en: 'Factor {code} has a circular reference: {path}; remove one of these references',
    es: 'El factor {code} tiene una referencia circular: {path}; quite una de estas referencias',
  },
};

const CODE = /^[A-Za-z_\p{Script=Han}][A-Za-z0-9_\p{Script=Han}]*$/u;
const LOCALES: readonly Locale[] = ['zh', 'en', 'es'];

const upper = (code: string) => code.trim().toUpperCase();

function texts(template: Texts, params: Record<string, string>): Texts {
  return {
    zh: fillText(template.zh, params),
    en: fillText(template.en, params),
    es: fillText(template.es, params),
  };
}

interface Analysis {
  issues: FactorIssue[];
  asts: Map<number, FormulaNode>;
  byCode: Map<string, number>;
}

function analyse(factors: readonly FactorInput[], features: ReadonlySet<string>): Analysis {
  const issues: FactorIssue[] = [];
  const asts = new Map<number, FormulaNode>();
  const byCode = new Map<string, number>();
  const featureNames = new Set([...features].map(upper));
  const add = (
    index: number,
    kind: keyof typeof FACTOR_MESSAGES,
    extra: { position?: number | null; path?: string[] } = {},
  ) => {
    const code = factors[index]!.code.trim();
    issues.push({
      index,
      code,
      kind,
      position: extra.position ?? null,
      path: extra.path ?? null,
      message: texts(FACTOR_MESSAGES[kind], { code, path: (extra.path ?? []).join(' → ') }),
    });
  };

  factors.forEach((factor, index) => {
    const code = upper(factor.code);
    if (!CODE.test(factor.code.trim())) add(index, 'invalidCode');
    else if (byCode.has(code)) add(index, 'duplicateCode');
    else if (featureNames.has(code)) add(index, 'shadowsFeature');
    if (!byCode.has(code)) byCode.set(code, index);
  });

  const known = (code: string) => byCode.has(code) || featureNames.has(code);
  factors.forEach((factor, index) => {
    const hasValue = factor.value !== null && factor.value.trim() !== '';
    const hasFormula = factor.formula !== null && factor.formula.trim() !== '';
    if (!hasValue && !hasFormula) return add(index, 'noValue');
    if (hasValue && hasFormula) return add(index, 'valueAndFormula');
    if (!hasFormula) return;
    const parsed = parseFormula(factor.formula!);
    const errors = parsed.ast ? verifyAst(parsed.ast, { known, self: factor.code }) : parsed.errors;
    if (parsed.ast && errors.length === 0) asts.set(index, parsed.ast);
    for (const error of errors) {
      const message = {} as Texts;
      for (const locale of LOCALES) message[locale] = formulaMessage(error, locale);
      issues.push({
        index,
        code: factor.code.trim(),
        kind: error.kind,
        position: error.position,
        path: null,
        message,
      });
    }
  });
  findCycles(factors, asts, byCode, add);
  return { issues, asts, byCode };
}

/** Every factor on a cycle gets one issue with the shortest cycle through it. */
function findCycles(
  factors: readonly FactorInput[],
  asts: ReadonlyMap<number, FormulaNode>,
  byCode: ReadonlyMap<string, number>,
  add: (
    index: number,
    kind: 'circularReference',
    extra: { position: number; path: string[] },
  ) => void,
): void {
  const edges = new Map<number, { to: number; position: number }[]>();
  for (const [index, ast] of asts) {
    const list: { to: number; position: number }[] = [];
    for (const node of symbolNodes(ast)) {
      const to = byCode.get(node.code);
      if (to !== undefined && !list.some((edge) => edge.to === to))
        list.push({ to, position: node.start });
    }
    edges.set(index, list);
  }
  for (const start of asts.keys()) {
    // Breadth-first from start back to itself.
    const previous = new Map<number, number>();
    const queue = [start];
    let found: number[] | null = null;
    for (let head = 0; head < queue.length && !found; head += 1) {
      const at = queue[head]!;
      for (const { to } of edges.get(at) ?? []) {
        if (to === start) {
          const chain = [at];
          while (chain[0] !== start) chain.unshift(previous.get(chain[0]!)!);
          found = [...chain, start];
          break;
        }
        if (!previous.has(to) && to !== start) {
          previous.set(to, at);
          queue.push(to);
        }
      }
    }
    if (found) {
      const firstStep = found[1]!;
      const position = edges.get(start)!.find((edge) => edge.to === firstStep)!.position;
      add(start, 'circularReference', {
        position,
        path: found.map((index) => factors[index]!.code.trim()),
      });
    }
  }
}

/** Everything wrong with a factor list, in list order then position. */
export function checkFactors(
  factors: readonly FactorInput[],
  features: ReadonlySet<string>,
): FactorIssue[] {
  return analyse(factors, features).issues.sort(
    (a, b) => a.index - b.index || (a.position ?? -1) - (b.position ?? -1),
  );
}

export interface FactorResult {
  /** null when the factor has an error or depends on one that has. */
  value: Decimal | null;
  issues: FactorIssue[];
}

/**
 * The factors' values: a value as given, a formula over the features and the other factors'
 * values (a factor with an error, or depending on one, has none).
 */
export function computeFactors(
  factors: readonly FactorInput[],
  features: ReadonlyMap<string, Decimal>,
): FactorResult[] {
  const featureValues = new Map<string, Decimal>();
  for (const [name, value] of features) featureValues.set(upper(name), value);
  const { issues, asts, byCode } = analyse(factors, new Set(features.keys()));
  const broken = new Set(issues.map((issue) => issue.index));
  const values = new Map<number, Decimal | null>();
  const valueOf = (index: number, visiting: Set<number>): Decimal | null => {
    if (values.has(index)) return values.get(index)!;
    if (broken.has(index) || visiting.has(index)) return null;
    const factor = factors[index]!;
    let result: Decimal | null;
    const ast = asts.get(index);
    if (!ast) {
      result = factor.value === null ? null : new Decimal(factor.value);
    } else {
      visiting.add(index);
      let missing = false;
      const evaluated = evaluateFormula(ast, (code) => {
        const other = byCode.get(code);
        if (other !== undefined) {
          const value = valueOf(other, visiting);
          if (value === null) missing = true;
          return value ?? undefined;
        }
        return featureValues.get(code);
      });
      visiting.delete(index);
      result = missing ? null : new Decimal(evaluated.value.toString());
    }
    values.set(index, result);
    return result;
  };
  return factors.map((_, index) => ({
    value: valueOf(index, new Set()),
    issues: issues.filter((issue) => issue.index === index),
  }));
}
