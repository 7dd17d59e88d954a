import Decimal from 'decimal.js';
import type { Texts } from '../quality/types';

/**
 * The fee-table formula grammar of DOMAIN.md §2 (计算基础):
 *
 *   expr    := term (('+' | '-') term)*
 *   term    := unary (('*' | '/') unary)*
 *   unary   := ('+' | '-') unary | primary
 *   primary := number ['%'] | code | '(' expr ')'
 *
 * Codes are letters, digits, `_` and CJK ideographs, not starting with a digit, compared in upper
 * case. Full-width forms (＋－×÷（）, digits, letters, ％, U+3000) read as their ASCII forms.
 * Positions are 0-based UTF-16 indices into the text exactly as the user typed it.
 */

/** Decimal arithmetic for formulas: 40 significant digits, so money never loses a cent. */
export const FormulaDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type FormulaDecimal = InstanceType<typeof FormulaDecimal>;

// ── AST ──────────────────────────────────────────────────────────────────────────────────────

interface Span {
  /** Index of the node's first character in the original text. */
  start: number;
  /** Index just past the node's last character. */
  end: number;
}
export interface NumberNode extends Span {
  type: 'number';
  /** The digits as written, in ASCII ("12.50"). */
  text: string;
  /** Written with %: the value is text / 100. */
  percent: boolean;
}
export interface SymbolNode extends Span {
  type: 'symbol';
  /** Upper-case code. */
  code: string;
}
export interface UnaryNode extends Span {
  type: 'unary';
  op: '+' | '-';
  operand: FormulaNode;
}
export type BinaryOperator = '+' | '-' | '*' | '/';
export interface BinaryNode extends Span {
  type: 'binary';
  op: BinaryOperator;
  /** Index of the operator character. */
  opPosition: number;
  left: FormulaNode;
  right: FormulaNode;
}
export type FormulaNode = NumberNode | SymbolNode | UnaryNode | BinaryNode;

// ── errors and warnings ──────────────────────────────────────────────────────────────────────

export const FORMULA_ERROR_KINDS = [
  'empty',
  'illegalCharacter',
  'syntax',
  'unknownSymbol',
  'selfReference',
  'divisionByZero',
] as const;
export type FormulaErrorKind = (typeof FORMULA_ERROR_KINDS)[number];

/** What exactly is wrong with the syntax (kind 'syntax'). */
export type SyntaxDetail =
  | 'unexpectedEnd'
  | 'unexpectedToken'
  | 'missingOperator'
  | 'unclosedParenthesis'
  | 'unmatchedParenthesis'
  | 'invalidNumber'
  | 'tooDeep';

export interface FormulaError {
  kind: FormulaErrorKind;
  /** 0-based index in the original text; null when the error has no place (empty). */
  position: number | null;
  /** The offending character, token or (upper-case) code. */
  symbol?: string;
  /** A reference chain, for circular references found by the fee table. */
  path?: string[];
  detail?: SyntaxDetail;
}

export type FormulaWarningKind = 'runtimeDivisionByZero' | 'missingValue';
export interface FormulaWarning {
  kind: FormulaWarningKind;
  position: number;
  symbol?: string;
}

export type Locale = keyof Texts;

/** Message texts; placeholders: {column} (1-based position), {symbol}, {path}. */
export const FORMULA_MESSAGES: Record<FormulaErrorKind | FormulaWarningKind, Texts> = {
  empty: {
    zh: '计算公式为空，请输入计算基础，例如 FBFXHJ',
    en: 'The formula is empty: enter a base such as FBFXHJ',
    es: 'La fórmula está vacía: introduzca una base, por ejemplo FBFXHJ',
  },
  illegalCharacter: {
    zh: '第 {column} 个字符“{symbol}”不允许出现在公式中，只能使用费用代码、数字、%、+ - * / 和括号',
    en: 'Character {column} “{symbol}” is not allowed: use fee codes, numbers, %, + - * / and parentheses',
    es: 'El carácter {column} «{symbol}» no está permitido: use códigos, números, %, + - * / y paréntesis',
  },
  syntax: {
    zh: '第 {column} 个字符处公式有误：{detail}',
    en: 'The formula is wrong at character {column}: {detail}',
    es: 'La fórmula es incorrecta en el carácter {column}: {detail}',
  },
  unknownSymbol: {
    zh: '第 {column} 个字符处的费用代码“{symbol}”不存在，请检查拼写或先添加该费用行',
    en: 'Fee code “{symbol}” at character {column} does not exist: check the spelling or add that fee row first',
    es: 'El código «{symbol}» del carácter {column} no existe: revise la escritura o añada antes esa fila',
  },
  selfReference: {
    zh: '第 {column} 个字符处的“{symbol}”引用了本行自身，请改为引用其他费用代码',
    en: '“{symbol}” at character {column} refers to this row itself: refer to other fee codes',
    es: '«{symbol}» en el carácter {column} se refiere a esta misma fila: use otros códigos',
  },
  divisionByZero: {
    zh: '第 {column} 个字符处除数为 0，请修改除数',
    en: 'Division by zero at character {column}: change the divisor',
    es: 'División por cero en el carácter {column}: cambie el divisor',
  },
  runtimeDivisionByZero: {
    zh: '第 {column} 个字符处的除数计算结果为 0，该除法按 0 计',
    en: 'The divisor at character {column} evaluates to 0; the division counts as 0',
    es: 'El divisor del carácter {column} vale 0; la división cuenta como 0',
  },
  missingValue: {
    zh: '费用代码“{symbol}”没有取到值，按 0 计',
    en: 'Fee code “{symbol}” has no value; it counts as 0',
    es: 'El código «{symbol}» no tiene valor; cuenta como 0',
  },
};

export const SYNTAX_MESSAGES: Record<SyntaxDetail, Texts> = {
  unexpectedEnd: {
    zh: '公式不完整，运算符后缺少数值或费用代码',
    en: 'the formula is incomplete: a number or fee code is missing',
    es: 'la fórmula está incompleta: falta un número o un código',
  },
  unexpectedToken: {
    zh: '此处应为数值、费用代码或“(”，而不是“{symbol}”',
    en: 'expected a number, fee code or “(”, not “{symbol}”',
    es: 'se esperaba un número, un código o «(», no «{symbol}»',
  },
  missingOperator: {
    zh: '“{symbol}”前缺少运算符（+ - * /）',
    en: 'an operator (+ - * /) is missing before “{symbol}”',
    es: 'falta un operador (+ - * /) antes de «{symbol}»',
  },
  unclosedParenthesis: {
    zh: '此处的“(”没有对应的“)”',
    en: 'this “(” has no matching “)”',
    es: 'este «(» no tiene su «)»',
  },
  unmatchedParenthesis: {
    zh: '此处的“)”没有对应的“(”',
    en: 'this “)” has no matching “(”',
    es: 'este «)» no tiene su «(»',
  },
  invalidNumber: {
    zh: '“{symbol}”不是有效的数值',
    en: '“{symbol}” is not a valid number',
    es: '«{symbol}» no es un número válido',
  },
  tooDeep: {
    zh: '括号或正负号嵌套过深',
    en: 'parentheses or signs are nested too deeply',
    es: 'paréntesis o signos anidados en exceso',
  },
};

/** Fills {name} placeholders of a text. */
export function fillText(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The message a person reads for a formula error or warning. */
export function formulaMessage(issue: FormulaError | FormulaWarning, locale: Locale): string {
  const params: Record<string, string | number> = {
    column: issue.position === null ? '' : issue.position + 1,
    symbol: issue.symbol ?? '',
    path: 'path' in issue && issue.path ? issue.path.join('→') : '',
  };
  if ('detail' in issue && issue.detail) {
    params.detail = fillText(SYNTAX_MESSAGES[issue.detail][locale], params);
  }
  return fillText(FORMULA_MESSAGES[issue.kind][locale], params);
}

// ── lexer ────────────────────────────────────────────────────────────────────────────────────

type Token =
  | { type: 'number'; text: string; start: number; end: number }
  | { type: 'symbol'; code: string; start: number; end: number }
  | { type: 'op'; op: BinaryOperator; start: number; end: number }
  | { type: '%' | '(' | ')'; start: number; end: number }
  | { type: 'end'; start: number; end: number };

const HAN = /\p{Script=Han}/u;
const NUMBER_TEXT = /^(?:\d+(?:\.\d+)?|\.\d+)$/;
const MAX_DEPTH = 200;
const ADDITIVE: readonly BinaryOperator[] = ['+', '-'];
const MULTIPLICATIVE: readonly BinaryOperator[] = ['*', '/'];

/** ASCII form of one code unit (full-width forms, ×, ÷, −, ideographic space); else itself. */
function asciiOf(ch: string): string {
  const c = ch.charCodeAt(0);
  if (c >= 0xff01 && c <= 0xff5e) return String.fromCharCode(c - 0xfee0);
  switch (c) {
    case 0x00d7: // ×
      return '*';
    case 0x00f7: // ÷
      return '/';
    case 0x2212: // −
      return '-';
    case 0x3000:
    case 0x00a0:
      return ' ';
    default:
      return ch;
  }
}

function isDigit(ch: string): boolean {
  return ch >= '0' && ch <= '9';
}
function isCodeStart(ch: string): boolean {
  return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || ch === '_' || HAN.test(ch);
}
function isWhitespace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';
}

function tokenize(text: string): { tokens: Token[]; errors: FormulaError[] } {
  const tokens: Token[] = [];
  const errors: FormulaError[] = [];
  let i = 0;
  // One character (a code point) at i, in ASCII form.
  const at = (index: number): string => {
    const cp = text.codePointAt(index);
    if (cp === undefined) return '';
    return cp > 0xffff ? String.fromCodePoint(cp) : asciiOf(text[index]!);
  };
  while (i < text.length) {
    const ch = at(i);
    if (isWhitespace(ch)) {
      i += 1;
    } else if (isDigit(ch) || ch === '.') {
      const start = i;
      let digits = '';
      for (let c = at(i); isDigit(c) || c === '.'; c = at(i)) {
        digits += c;
        i += 1;
      }
      if (!NUMBER_TEXT.test(digits)) {
        errors.push({ kind: 'syntax', detail: 'invalidNumber', position: start, symbol: digits });
      }
      tokens.push({ type: 'number', text: digits, start, end: i });
    } else if (isCodeStart(ch)) {
      const start = i;
      let code = '';
      for (let c = at(i); c !== '' && (isCodeStart(c) || isDigit(c)); c = at(i)) {
        code += c;
        i += c.length;
      }
      tokens.push({ type: 'symbol', code: code.toUpperCase(), start, end: i });
    } else if (ch === '+' || ch === '-' || ch === '*' || ch === '/') {
      tokens.push({ type: 'op', op: ch, start: i, end: i + 1 });
      i += 1;
    } else if (ch === '%' || ch === '(' || ch === ')') {
      tokens.push({ type: ch, start: i, end: i + 1 });
      i += 1;
    } else {
      errors.push({
        kind: 'illegalCharacter',
        position: i,
        symbol: String.fromCodePoint(text.codePointAt(i)!),
      });
      i += ch.length;
    }
  }
  tokens.push({ type: 'end', start: text.length, end: text.length });
  return { tokens, errors };
}

function tokenText(token: Token, text: string): string {
  return text.slice(token.start, token.end);
}

// ── parser ───────────────────────────────────────────────────────────────────────────────────

class SyntaxFailure extends Error {
  constructor(readonly error: FormulaError) {
    super(error.detail);
  }
}

function parseTokens(tokens: Token[], text: string): FormulaNode {
  let index = 0;
  let open = 0;
  const peek = () => tokens[index]!;
  const fail = (detail: SyntaxDetail, token: Token): never => {
    throw new SyntaxFailure({
      kind: 'syntax',
      detail,
      position: token.start,
      symbol: tokenText(token, text),
    });
  };

  // One precedence level: operands from `operand`, joined left to right by `ops`.
  function level(
    ops: readonly BinaryOperator[],
    operand: (depth: number) => FormulaNode,
    depth: number,
  ) {
    let left = operand(depth);
    for (let token = peek(); token.type === 'op' && ops.includes(token.op); token = peek()) {
      index += 1;
      const right = operand(depth);
      left = {
        type: 'binary',
        op: token.op,
        opPosition: token.start,
        left,
        right,
        start: left.start,
        end: right.end,
      };
    }
    return left;
  }
  function expression(depth: number): FormulaNode {
    return level(ADDITIVE, term, depth);
  }
  function term(depth: number): FormulaNode {
    return level(MULTIPLICATIVE, unary, depth);
  }
  function unary(depth: number): FormulaNode {
    if (depth > MAX_DEPTH) fail('tooDeep', peek());
    const token = peek();
    if (token.type === 'op' && (token.op === '+' || token.op === '-')) {
      index += 1;
      const operand = unary(depth + 1);
      return { type: 'unary', op: token.op, operand, start: token.start, end: operand.end };
    }
    return primary(depth);
  }
  function primary(depth: number): FormulaNode {
    const token = peek();
    switch (token.type) {
      case 'number': {
        index += 1;
        const next = peek();
        if (next.type === '%') {
          index += 1;
          return {
            type: 'number',
            text: token.text,
            percent: true,
            start: token.start,
            end: next.end,
          };
        }
        return {
          type: 'number',
          text: token.text,
          percent: false,
          start: token.start,
          end: token.end,
        };
      }
      case 'symbol':
        index += 1;
        return { type: 'symbol', code: token.code, start: token.start, end: token.end };
      case '(': {
        index += 1;
        open += 1;
        const inner = expression(depth + 1);
        const close = peek();
        if (close.type !== ')') {
          if (close.type === 'end') fail('unclosedParenthesis', token);
          failAfterOperand(close);
        }
        index += 1;
        open -= 1;
        // The node keeps its own span; parentheses only group.
        return inner;
      }
      case 'end':
        return fail('unexpectedEnd', token);
      case ')':
        return fail(open === 0 ? 'unmatchedParenthesis' : 'unexpectedToken', token);
      default:
        return fail('unexpectedToken', token);
    }
  }

  // A token that cannot follow a complete operand.
  function failAfterOperand(token: Token): never {
    if (token.type === ')') return fail('unmatchedParenthesis', token);
    return fail(token.type === '%' ? 'unexpectedToken' : 'missingOperator', token);
  }

  const ast = expression(0);
  const rest = peek();
  if (rest.type !== 'end') failAfterOperand(rest);
  return ast;
}

export type ParseResult = { ast: FormulaNode; errors: [] } | { ast: null; errors: FormulaError[] };

/** Parses a formula. Errors: empty, illegalCharacter (all of them), or the first syntax error. */
export function parseFormula(text: string): ParseResult {
  const { tokens, errors } = tokenize(text);
  if (tokens.length === 1 && errors.length === 0) {
    return { ast: null, errors: [{ kind: 'empty', position: null }] };
  }
  if (errors.length > 0) return { ast: null, errors };
  try {
    return { ast: parseTokens(tokens, text), errors: [] };
  } catch (failure) {
    if (failure instanceof SyntaxFailure) return { ast: null, errors: [failure.error] };
    throw failure;
  }
}

// ── reading the AST ──────────────────────────────────────────────────────────────────────────

/** Every symbol node, left to right. */
export function symbolNodes(ast: FormulaNode): SymbolNode[] {
  const found: SymbolNode[] = [];
  const stack: FormulaNode[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'symbol') found.push(node);
    else if (node.type === 'unary') stack.push(node.operand);
    else if (node.type === 'binary') stack.push(node.right, node.left);
  }
  return found;
}

/** The distinct codes a formula uses (upper case), in order of first use. */
export function formulaSymbols(ast: FormulaNode): string[] {
  return [...new Set(symbolNodes(ast).map((node) => node.code))];
}

const PRECEDENCE: Record<FormulaNode['type'] | BinaryOperator, number> = {
  '+': 1,
  '-': 1,
  '*': 2,
  '/': 2,
  binary: 0,
  unary: 3,
  number: 4,
  symbol: 4,
};
function precedenceOf(node: FormulaNode): number {
  return node.type === 'binary' ? PRECEDENCE[node.op] : PRECEDENCE[node.type];
}

/** Canonical text of a formula: ASCII, upper case, no spaces, only the parentheses needed. */
export function formatFormula(ast: FormulaNode): string {
  switch (ast.type) {
    case 'number':
      return ast.text + (ast.percent ? '%' : '');
    case 'symbol':
      return ast.code;
    case 'unary': {
      const operand = formatFormula(ast.operand);
      return ast.op + (ast.operand.type === 'binary' ? `(${operand})` : operand);
    }
    case 'binary': {
      const precedence = PRECEDENCE[ast.op];
      const left = formatFormula(ast.left);
      const right = formatFormula(ast.right);
      // Left-associative: an equal-precedence right operand keeps its parentheses.
      return (
        (precedenceOf(ast.left) < precedence ? `(${left})` : left) +
        ast.op +
        (precedenceOf(ast.right) <= precedence ? `(${right})` : right)
      );
    }
  }
}

// ── verification ─────────────────────────────────────────────────────────────────────────────

export interface VerifyOptions {
  /** The codes the formula may use (compared in upper case), or a predicate on the upper-case code. */
  known: ReadonlySet<string> | ((code: string) => boolean);
  /** The code of the row the formula belongs to. */
  self?: string;
}

/** Everything wrong with a formula (empty when it is valid). */
export function verifyFormula(text: string, options: VerifyOptions): FormulaError[] {
  const parsed = parseFormula(text);
  if (!parsed.ast) return parsed.errors;
  return verifyAst(parsed.ast, options);
}

/** verifyFormula on an already parsed formula. */
export function verifyAst(ast: FormulaNode, options: VerifyOptions): FormulaError[] {
  const errors: FormulaError[] = [];
  const known = toPredicate(options.known);
  const self = options.self?.trim().toUpperCase();
  for (const node of symbolNodes(ast)) {
    if (self !== undefined && node.code === self) {
      errors.push({ kind: 'selfReference', position: node.start, symbol: node.code });
    } else if (!known(node.code)) {
      errors.push({ kind: 'unknownSymbol', position: node.start, symbol: node.code });
    }
  }
  findLiteralDivisionsByZero(ast, errors);
  return errors.sort((a, b) => (a.position ?? -1) - (b.position ?? -1));
}

function toPredicate(known: VerifyOptions['known']): (code: string) => boolean {
  if (typeof known === 'function') return known;
  const upper = new Set<string>();
  for (const code of known) upper.add(code.toUpperCase());
  return (code) => upper.has(code);
}

/** Reports (at the operator) each '/' whose divisor is a constant (no codes) equal to 0. Returns whether ast is constant. */
function findLiteralDivisionsByZero(ast: FormulaNode, errors: FormulaError[]): boolean {
  switch (ast.type) {
    case 'number':
      return true;
    case 'symbol':
      return false;
    case 'unary':
      return findLiteralDivisionsByZero(ast.operand, errors);
    case 'binary': {
      const left = findLiteralDivisionsByZero(ast.left, errors);
      const right = findLiteralDivisionsByZero(ast.right, errors);
      if (ast.op === '/' && right && evaluateFormula(ast.right, () => undefined).value.isZero()) {
        errors.push({ kind: 'divisionByZero', position: ast.opPosition, symbol: '/' });
      }
      return left && right;
    }
  }
}

// ── evaluation ───────────────────────────────────────────────────────────────────────────────

export interface FormulaValue {
  value: FormulaDecimal;
  warnings: FormulaWarning[];
}

/**
 * Evaluates a parsed formula in decimal arithmetic. A code without a value counts as 0 and a
 * division whose divisor is 0 gives 0, each with a warning: never NaN or Infinity.
 */
export function evaluateFormula(
  ast: FormulaNode,
  values: (code: string) => Decimal.Value | undefined,
): FormulaValue {
  const warnings: FormulaWarning[] = [];
  const evaluate = (node: FormulaNode): FormulaDecimal => {
    switch (node.type) {
      case 'number': {
        const value = new FormulaDecimal(node.text);
        return node.percent ? value.div(100) : value;
      }
      case 'symbol': {
        const value = values(node.code);
        if (value === undefined) {
          warnings.push({ kind: 'missingValue', position: node.start, symbol: node.code });
          return new FormulaDecimal(0);
        }
        return new FormulaDecimal(value);
      }
      case 'unary': {
        const operand = evaluate(node.operand);
        return node.op === '-' ? operand.neg() : operand;
      }
      case 'binary': {
        const left = evaluate(node.left);
        const right = evaluate(node.right);
        switch (node.op) {
          case '+':
            return left.plus(right);
          case '-':
            return left.minus(right);
          case '*':
            return left.times(right);
          case '/':
            if (right.isZero()) {
              warnings.push({
                kind: 'runtimeDivisionByZero',
                position: node.opPosition,
                symbol: '/',
              });
              return new FormulaDecimal(0);
            }
            return left.div(right);
        }
      }
    }
  };
  const value = evaluate(ast);
  // -0 reads as 0.
  return { value: value.isZero() ? new FormulaDecimal(0) : value, warnings };
}
