/**
 * The quality checks of DOMAIN.md §3 in the spec's order, and what runs them: every check is
 * isolated (one that throws becomes a single ERROR finding `quality.internal` naming it and the
 * others still run), and a finding's message is rendered from its rule's Texts in a language.
 */
import { analyzerBillAndMaterial } from './checks/analyzerBillAndMaterial';
import { branchFeeBalanceCheck } from './checks/branchFeeBalanceCheck';
import { branchValencyCheck } from './checks/branchValencyCheck';
import { checkBillPrice } from './checks/checkBillPrice';
import { checkResourcePrice } from './checks/checkResourcePrice';
import { costRangeCheck } from './checks/costRangeCheck';
import { economicCheck } from './checks/economicCheck';
import { expandCheck } from './checks/expandCheck';
import { laborRateCheck } from './checks/laborRateCheck';
import { lawfeeCheck } from './checks/lawfeeCheck';
import { materialCheck } from './checks/materialCheck';
import { measuresRateCheck } from './checks/measuresRateCheck';
import { profitRateCheck } from './checks/profitRateCheck';
import { projectAmountCheck } from './checks/projectAmountCheck';
import { provisionalCheck } from './checks/provisionalCheck';
import { quantityCheck } from './checks/quantityCheck';
import { relativityCheck } from './checks/relativityCheck';
import { taxCheck } from './checks/taxCheck';
import {
  CHECK_IDS,
  type CheckId,
  type CheckInput,
  type Finding,
  type QualityCheck,
  type RuleDef,
  type Texts,
} from './types';

export type QualityLocale = keyof Texts;

/** The 18 checks, in CHECK_IDS order. */
export const QUALITY_CHECKS: readonly QualityCheck[] = sortedChecks([
  analyzerBillAndMaterial,
  checkBillPrice,
  checkResourcePrice,
  branchValencyCheck,
  branchFeeBalanceCheck,
  projectAmountCheck,
  measuresRateCheck,
  taxCheck,
  provisionalCheck,
  lawfeeCheck,
  profitRateCheck,
  laborRateCheck,
  costRangeCheck,
  economicCheck,
  quantityCheck,
  materialCheck,
  relativityCheck,
  expandCheck,
]);

function sortedChecks(checks: QualityCheck[]): QualityCheck[] {
  const order = new Map<string, number>(CHECK_IDS.map((id, index) => [id, index]));
  return [...checks].sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

const CHECKS_BY_ID = new Map<CheckId, QualityCheck>(
  QUALITY_CHECKS.map((check) => [check.id, check]),
);

/** The rule a check that throws is reported under (not editable: it is not in the rule table). */
export const INTERNAL_RULE = 'quality.internal';

const INTERNAL_TITLE: Texts = {
  zh: '检查程序运行正常',
  en: 'The check ran without an internal error',
  es: 'La comprobación se ejecutó sin error interno',
};
const INTERNAL_MESSAGE: Texts = {
  zh: '检查「{checkTitle}」运行出错，未能完成：{error}。请联系系统管理员',
  en: 'The check "{checkTitle}" failed with an internal error and did not finish: {error}. Please contact the administrator',
  es: 'La comprobación «{checkTitle}» falló por un error interno y no terminó: {error}. Contacte con el administrador',
};

export function checkOf(id: CheckId): QualityCheck | undefined {
  return CHECKS_BY_ID.get(id);
}

/** Whether the check is available (its file exists and is registered). */
export function isRegistered(id: CheckId): boolean {
  return CHECKS_BY_ID.has(id);
}

/** Every rule of every registered check, in check order: the defaults of the rule table. */
export function allRuleDefs(): RuleDef[] {
  return QUALITY_CHECKS.flatMap((check) => check.rules);
}

const RULES_BY_KEY = new Map<string, RuleDef>(allRuleDefs().map((rule) => [rule.key, rule]));

export function ruleDefOf(key: string): RuleDef | undefined {
  return RULES_BY_KEY.get(key);
}

/** A check's title in a language (the id when the check is unknown). */
export function checkTitle(id: CheckId, locale: QualityLocale): string {
  return CHECKS_BY_ID.get(id)?.title[locale] ?? id;
}

/** A rule's title in a language (the key when the rule is unknown). */
export function ruleTitle(key: string, locale: QualityLocale): string {
  if (key === INTERNAL_RULE) return INTERNAL_TITLE[locale];
  return RULES_BY_KEY.get(key)?.title[locale] ?? key;
}

export interface CheckRun {
  findings: Finding[];
  /** Findings per check (0 for a check that was not run). */
  byCheck: Record<CheckId, number>;
  durationMs: number;
  /** Milliseconds per check run. */
  timings: Partial<Record<CheckId, number>>;
}

/** Runs the listed checks (all registered ones by default) in CHECK_IDS order. */
export function runChecks(
  input: CheckInput,
  ids?: readonly CheckId[],
  onProgress?: (done: number, total: number) => void,
): CheckRun {
  return runCheckList(QUALITY_CHECKS, input, ids, onProgress);
}

/** One check's run: its findings and how long it took. */
export interface CheckResult {
  check: CheckId;
  findings: Finding[];
  ms: number;
}

/**
 * The listed checks (all registered ones by default) run one at a time in CHECK_IDS order, each
 * yielding its findings, so a caller can write them away before the next check runs. A check
 * that throws yields one internal finding instead.
 */
export function* eachCheck(
  input: CheckInput,
  ids?: readonly CheckId[],
  checks: readonly QualityCheck[] = QUALITY_CHECKS,
): Generator<CheckResult> {
  const wanted = ids ? new Set(ids) : null;
  for (const check of checks) {
    if (wanted && !wanted.has(check.id)) continue;
    const started = performance.now();
    let findings: Finding[];
    try {
      findings = check.run(input);
    } catch (error) {
      findings = [internalFinding(check.id, error)];
    }
    yield { check: check.id, findings, ms: performance.now() - started };
  }
}

/** How many of the checks `eachCheck` runs (for progress). */
export function checkCount(
  ids?: readonly CheckId[],
  checks: readonly QualityCheck[] = QUALITY_CHECKS,
): number {
  const wanted = ids ? new Set(ids) : null;
  return checks.filter((check) => !wanted || wanted.has(check.id)).length;
}

/**
 * runChecks over a given list of checks (tests pass their own); `onProgress` hears after each
 * check how many of the wanted ones are done.
 */
export function runCheckList(
  checks: readonly QualityCheck[],
  input: CheckInput,
  ids?: readonly CheckId[],
  onProgress?: (done: number, total: number) => void,
): CheckRun {
  const started = performance.now();
  const total = checkCount(ids, checks);
  let done = 0;
  const byCheck = Object.fromEntries(CHECK_IDS.map((id) => [id, 0])) as Record<CheckId, number>;
  const timings: Partial<Record<CheckId, number>> = {};
  const findings: Finding[] = [];
  for (const run of eachCheck(input, ids, checks)) {
    for (const finding of run.findings) findings.push(finding);
    byCheck[run.check] = run.findings.length;
    timings[run.check] = run.ms;
    onProgress?.((done += 1), total);
  }
  return { findings, byCheck, durationMs: Math.round(performance.now() - started), timings };
}

function internalFinding(check: CheckId, error: unknown): Finding {
  const text = error instanceof Error ? error.message : String(error);
  return {
    check,
    rule: INTERNAL_RULE,
    severity: 'ERROR',
    nodeId: null,
    rowKind: 'project',
    rowId: null,
    rowLabel: '',
    expected: null,
    actual: null,
    params: { check, error: text.slice(0, 300) },
  };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** A finding in a sentence: its rule's message in the language, {placeholders} filled from params. */
export function render(
  finding: Pick<Finding, 'check' | 'rule' | 'params'>,
  locale: QualityLocale,
): string {
  const template =
    finding.rule === INTERNAL_RULE
      ? INTERNAL_MESSAGE[locale]
      : (RULES_BY_KEY.get(finding.rule)?.message[locale] ?? finding.rule);
  const params = finding.params;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (name === 'checkTitle') return checkTitle(finding.check, locale);
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
