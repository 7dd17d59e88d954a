import Decimal from 'decimal.js';

/**
 * The consultant bonus engine (DOMAIN.md §4): pool = fee received excluding VAT × rate by business
 * type × assessment coefficient; split by stage (whole-process work), then by role, then among the
 * people of one role by weight; each part released in proportion to cash with a hold-back paid when
 * the contract is finished. Pure: no database, exact decimals, every amount with its trace.
 */

/** Enough digits that no intermediate quotient loses a cent. */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

export const BUSINESS_TYPES = [
  'budget',
  'control',
  'settlement',
  'whole_process',
  'consulting',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const BONUS_ROLES = ['lead', 'preparer', 'checker', 'reviewer', 'approver'] as const;
export type BonusRole = (typeof BONUS_ROLES)[number];
export const BONUS_STAGES = ['tender', 'construction', 'settlement'] as const;
export type BonusStage = (typeof BONUS_STAGES)[number];

/** A rule's figures as decimal strings; rates and splits are fractions ('0.20' is 20 %). */
export interface BonusRuleFigures {
  id?: string;
  name?: string;
  businessType: BusinessType;
  rate: string;
  coefficientMin: string;
  coefficientMax: string;
  roleSplits: Record<BonusRole, string>;
  /** Whole-process work only: how the pool divides over the stages. */
  stageSplits: Record<BonusStage, string> | null;
  holdbackRate: string;
}

export type BonusIssueKey =
  | 'bonus.rule.rateRange'
  | 'bonus.rule.coefficientRange'
  | 'bonus.rule.splitRange'
  | 'bonus.rule.roleSplitSum'
  | 'bonus.rule.stageSplitSum'
  | 'bonus.rule.stageSplitsRequired'
  | 'bonus.rule.holdbackRange'
  | 'bonus.calc.coefficientOutside'
  | 'bonus.calc.noMembers'
  | 'bonus.calc.badWeight'
  | 'bonus.calc.badAmount'
  | 'bonus.adjust.badMove'
  | 'bonus.adjust.belowPaid';

/** Why a rule or a calculation is refused; the service turns it into a business failure. */
export class BonusError extends Error {
  constructor(
    readonly key: BonusIssueKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'BonusError';
  }
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function dec(value: string, field: string): Dec {
  if (!DECIMAL.test(value.trim())) throw new BonusError('bonus.calc.badAmount', { field, value });
  return new D(value.trim());
}

const money = (value: Dec): string => value.toFixed(2);
const ratio = (value: Dec): string => value.toDecimalPlaces(6).toString();

// ── rule validation ─────────────────────────────────────────────────────────────────────────

/** The checks a rule must pass before it is saved or used; the first failure is thrown. */
export function validateRule(rule: BonusRuleFigures): void {
  const rate = dec(rule.rate, 'rate');
  if (rate.lte(0) || rate.gt(1)) throw new BonusError('bonus.rule.rateRange', { rate: rule.rate });
  const min = dec(rule.coefficientMin, 'coefficientMin');
  const max = dec(rule.coefficientMax, 'coefficientMax');
  if (min.lte(0) || max.gt(2) || min.gt(max)) {
    throw new BonusError('bonus.rule.coefficientRange', {
      min: rule.coefficientMin,
      max: rule.coefficientMax,
    });
  }
  const holdback = dec(rule.holdbackRate, 'holdbackRate');
  if (holdback.lt(0) || holdback.gte(1)) {
    throw new BonusError('bonus.rule.holdbackRange', { rate: rule.holdbackRate });
  }
  checkSplits(rule.roleSplits, BONUS_ROLES, 'bonus.rule.roleSplitSum');
  if (rule.businessType === 'whole_process' && !rule.stageSplits) {
    throw new BonusError('bonus.rule.stageSplitsRequired');
  }
  if (rule.stageSplits) checkSplits(rule.stageSplits, BONUS_STAGES, 'bonus.rule.stageSplitSum');
}

function checkSplits<K extends string>(
  splits: Record<K, string>,
  keys: readonly K[],
  sumKey: BonusIssueKey,
): void {
  let sum = new D(0);
  for (const key of keys) {
    const share = dec(splits[key] ?? '0', key);
    if (share.lt(0) || share.gt(1)) {
      throw new BonusError('bonus.rule.splitRange', { part: key, value: splits[key] ?? '0' });
    }
    sum = sum.plus(share);
  }
  // Splits must sum to exactly 100 %: an approximate rule would make or lose money.
  if (!sum.eq(1)) throw new BonusError(sumKey, { sum: sum.times(100).toString() });
}

// ── largest remainder ───────────────────────────────────────────────────────────────────────

/**
 * Divides a 2-place amount over weights so the parts (2 places) sum exactly to it: each part
 * gets its floor in cents, and the cents left go to the largest remainders (ties: first listed).
 * All-zero weights divide equally.
 */
export function splitByLargestRemainder(total: string, weights: readonly string[]): string[] {
  if (weights.length === 0) return [];
  const cents = dec(total, 'total').times(100);
  if (!cents.isInteger())
    throw new BonusError('bonus.calc.badAmount', { field: 'total', value: total });
  const sign = cents.isNegative() ? -1 : 1;
  const whole = cents.abs();
  let ws = weights.map((w, i) => {
    const value = dec(w, `weight ${i + 1}`);
    if (value.isNegative()) throw new BonusError('bonus.calc.badWeight', { weight: w });
    return value;
  });
  let sum = ws.reduce((a, b) => a.plus(b), new D(0));
  if (sum.isZero()) {
    ws = ws.map(() => new D(1));
    sum = new D(ws.length);
  }
  const raw = ws.map((w) => whole.times(w).dividedBy(sum));
  const floors = raw.map((r) => r.floor());
  let left = whole.minus(floors.reduce((a, b) => a.plus(b), new D(0))).toNumber();
  const order = raw
    .map((r, i) => ({ i, rest: r.minus(floors[i]!) }))
    .sort((a, b) => b.rest.comparedTo(a.rest) || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = floors[i]!.plus(1);
    left -= 1;
  }
  return floors.map((f) => money(f.times(sign).dividedBy(100)));
}

// ── calculation ─────────────────────────────────────────────────────────────────────────────

export interface BonusReceipt {
  id: string;
  /** Including VAT, 2 places. */
  amount: string;
  receivedDate: string;
}

export interface BonusMember {
  userId: string;
  role: BonusRole;
  /** Whole-process work: the stage the person worked on; null takes part in every stage. */
  stage: BonusStage | null;
  weight: string;
}

export interface BonusCalculationInput {
  rule: BonusRuleFigures;
  vatRate: string;
  receipts: readonly BonusReceipt[];
  members: readonly BonusMember[];
  coefficient: string;
  /** A finished contract releases the hold-back: nothing is held back. */
  contractFinished: boolean;
}

/** Why one person's part is what it is. */
export interface AllocationTrace {
  receiptIds: string[];
  ruleId: string | null;
  pool: string;
  coefficient: string;
  stage: BonusStage | null;
  /** The stage's share of the pool as the rule says, and as applied (renormalised when a stage had no one). */
  stageRuleShare: string | null;
  stageShare: string | null;
  stageAmount: string | null;
  roleRuleShare: string;
  roleShare: string;
  roleAmount: string;
  weight: string;
  weightShare: string;
  holdbackRate: string;
}

export interface BonusAllocationResult {
  userId: string;
  role: BonusRole;
  stage: BonusStage | null;
  amount: string;
  released: string;
  heldBack: string;
  trace: AllocationTrace;
}

export interface BonusPeopleTrace {
  userId: string;
  weight: string;
  amount: string;
}
export interface BonusRoleTrace {
  role: BonusRole;
  ruleShare: string;
  share: string;
  amount: string;
  people: BonusPeopleTrace[];
}
export interface BonusStageTrace {
  stage: BonusStage | null;
  ruleShare: string | null;
  share: string | null;
  amount: string;
  roles: BonusRoleTrace[];
}

/** The calculation's whole story: receipts → received excl. VAT → pool → stages → roles → people. */
export interface BonusCalculationTrace {
  receipts: { id: string; receivedDate: string; amount: string; amountExVat: string }[];
  received: string;
  vatRate: string;
  receivedExVat: string;
  rule: BonusRuleFigures;
  coefficient: string;
  pool: string;
  stages: BonusStageTrace[];
  /** Roles or stages of the rule no one filled: their share went to the others. */
  vacant: { stage: BonusStage | null; role: BonusRole | null }[];
}

export interface BonusCalculationResult {
  received: string;
  receivedExVat: string;
  pool: string;
  released: string;
  heldBack: string;
  allocations: BonusAllocationResult[];
  trace: BonusCalculationTrace;
}

/** Amount excluding VAT of an amount including it, 2 places. */
export function excludingVat(amount: string, vatRate: string): string {
  return money(dec(amount, 'amount').dividedBy(dec(vatRate, 'vatRate').plus(1)));
}

/** Renormalises the rule's shares over the parts that have people; absent parts get none. */
function effectiveShares<K extends string>(
  keys: readonly K[],
  splits: Record<K, string>,
  present: (key: K) => boolean,
): { key: K; ruleShare: Dec; share: Dec }[] {
  const filled = keys.filter(present);
  const sum = filled.reduce((acc, key) => acc.plus(new D(splits[key])), new D(0));
  return filled.map((key) => {
    const ruleShare = new D(splits[key]);
    // A filled part whose rule share is 0 while every filled part is 0: divide equally.
    const share = sum.isZero() ? new D(1).dividedBy(filled.length) : ruleShare.dividedBy(sum);
    return { key, ruleShare, share };
  });
}

export function calculateBonus(input: BonusCalculationInput): BonusCalculationResult {
  const { rule } = input;
  validateRule(rule);
  const coefficient = dec(input.coefficient, 'coefficient');
  if (coefficient.lt(new D(rule.coefficientMin)) || coefficient.gt(new D(rule.coefficientMax))) {
    throw new BonusError('bonus.calc.coefficientOutside', {
      coefficient: input.coefficient,
      min: rule.coefficientMin,
      max: rule.coefficientMax,
    });
  }
  const members = mergeMembers(input.members);
  if (members.length === 0) throw new BonusError('bonus.calc.noMembers');

  const received = input.receipts.reduce((acc, r) => acc.plus(dec(r.amount, 'amount')), new D(0));
  const receivedExVat = new D(excludingVat(money(received), input.vatRate));
  const pool = receivedExVat.times(dec(rule.rate, 'rate')).times(coefficient).toDecimalPlaces(2);
  const holdbackRate = input.contractFinished ? new D(0) : new D(rule.holdbackRate);

  const byStage = rule.businessType === 'whole_process' && rule.stageSplits !== null;
  const stageParts: { stage: BonusStage | null; ruleShare: Dec | null; share: Dec | null }[] =
    byStage
      ? effectiveShares(BONUS_STAGES, rule.stageSplits!, (stage) =>
          members.some((m) => m.stage === stage || m.stage === null),
        ).map(({ key, ruleShare, share }) => ({ stage: key, ruleShare, share }))
      : [{ stage: null, ruleShare: null, share: null }];
  const vacant: BonusCalculationTrace['vacant'] = [];
  if (byStage) {
    for (const stage of BONUS_STAGES) {
      if (!stageParts.some((p) => p.stage === stage)) vacant.push({ stage, role: null });
    }
  }
  const stageAmounts = byStage
    ? splitByLargestRemainder(
        money(pool),
        stageParts.map((p) => p.share!.toString()),
      )
    : [money(pool)];

  const allocations: BonusAllocationResult[] = [];
  const stages: BonusStageTrace[] = stageParts.map((part, si) => {
    const stageAmount = stageAmounts[si]!;
    const inStage = byStage
      ? members.filter((m) => m.stage === part.stage || m.stage === null)
      : members;
    const roleParts = effectiveShares(BONUS_ROLES, rule.roleSplits, (role) =>
      inStage.some((m) => m.role === role),
    );
    for (const role of BONUS_ROLES) {
      if (!roleParts.some((p) => p.key === role)) vacant.push({ stage: part.stage, role });
    }
    const roleAmounts = splitByLargestRemainder(
      stageAmount,
      roleParts.map((p) => p.share.toString()),
    );
    const roles: BonusRoleTrace[] = roleParts.map((rolePart, ri) => {
      const roleAmount = roleAmounts[ri]!;
      const people = inStage.filter((m) => m.role === rolePart.key);
      const weightSum = people.reduce((acc, m) => acc.plus(m.weight), new D(0));
      const amounts = splitByLargestRemainder(
        roleAmount,
        people.map((m) => m.weight.toString()),
      );
      people.forEach((person, pi) => {
        const amount = new D(amounts[pi]!);
        const heldBack = amount.times(holdbackRate).toDecimalPlaces(2);
        allocations.push({
          userId: person.userId,
          role: rolePart.key,
          stage: part.stage,
          amount: money(amount),
          released: money(amount.minus(heldBack)),
          heldBack: money(heldBack),
          trace: {
            receiptIds: input.receipts.map((r) => r.id),
            ruleId: rule.id ?? null,
            pool: money(pool),
            coefficient: input.coefficient,
            stage: part.stage,
            stageRuleShare: part.ruleShare ? ratio(part.ruleShare) : null,
            stageShare: part.share ? ratio(part.share) : null,
            stageAmount: byStage ? stageAmount : null,
            roleRuleShare: ratio(rolePart.ruleShare),
            roleShare: ratio(rolePart.share),
            roleAmount,
            weight: person.weight.toString(),
            weightShare: ratio(
              weightSum.isZero()
                ? new D(1).dividedBy(people.length)
                : person.weight.dividedBy(weightSum),
            ),
            holdbackRate: holdbackRate.toString(),
          },
        });
      });
      return {
        role: rolePart.key,
        ruleShare: ratio(rolePart.ruleShare),
        share: ratio(rolePart.share),
        amount: roleAmount,
        people: people.map((m, pi) => ({
          userId: m.userId,
          weight: m.weight.toString(),
          amount: amounts[pi]!,
        })),
      };
    });
    return {
      stage: part.stage,
      ruleShare: part.ruleShare ? ratio(part.ruleShare) : null,
      share: part.share ? ratio(part.share) : null,
      amount: stageAmount,
      roles,
    };
  });

  const released = allocations.reduce((acc, a) => acc.plus(a.released), new D(0));
  const heldBack = allocations.reduce((acc, a) => acc.plus(a.heldBack), new D(0));
  return {
    received: money(received),
    receivedExVat: money(receivedExVat),
    pool: money(pool),
    released: money(released),
    heldBack: money(heldBack),
    allocations,
    trace: {
      receipts: input.receipts.map((r) => ({
        id: r.id,
        receivedDate: r.receivedDate,
        amount: money(new D(r.amount)),
        amountExVat: excludingVat(r.amount, input.vatRate),
      })),
      received: money(received),
      vatRate: input.vatRate,
      receivedExVat: money(receivedExVat),
      rule,
      coefficient: input.coefficient,
      pool: money(pool),
      stages,
      vacant,
    },
  };
}

/** One entry per (person, role, stage): the same person listed twice adds the weights. */
function mergeMembers(
  members: readonly BonusMember[],
): { userId: string; role: BonusRole; stage: BonusStage | null; weight: Dec }[] {
  const merged = new Map<
    string,
    { userId: string; role: BonusRole; stage: BonusStage | null; weight: Dec }
  >();
  for (const m of members) {
    const weight = dec(m.weight, 'weight');
    if (weight.isNegative()) throw new BonusError('bonus.calc.badWeight', { weight: m.weight });
    const key = `${m.userId}|${m.role}|${m.stage ?? ''}`;
    const existing = merged.get(key);
    if (existing) existing.weight = existing.weight.plus(weight);
    else merged.set(key, { userId: m.userId, role: m.role, stage: m.stage, weight });
  }
  return [...merged.values()];
}

// ── adjustment ──────────────────────────────────────────────────────────────────────────────

export interface AdjustmentMove {
  fromAllocationId: string;
  toAllocationId: string;
  amount: string;
}

/**
 * Moves money between two parts of one calculation: the pool keeps its sum. Returns the new
 * amounts; refuses to take a part below what was already paid of it.
 */
export function applyAdjustment(
  parts: ReadonlyMap<string, { amount: string; paid: string; holdbackRate: string }>,
  move: AdjustmentMove,
): Map<string, { amount: string; released: string; heldBack: string }> {
  const amount = dec(move.amount, 'amount');
  const from = parts.get(move.fromAllocationId);
  const to = parts.get(move.toAllocationId);
  if (
    !from ||
    !to ||
    amount.lte(0) ||
    amount.decimalPlaces() > 2 ||
    move.fromAllocationId === move.toAllocationId
  ) {
    throw new BonusError('bonus.adjust.badMove');
  }
  const fromAmount = new D(from.amount).minus(amount);
  if (fromAmount.lt(new D(from.paid))) {
    throw new BonusError('bonus.adjust.belowPaid', { paid: from.paid, amount: move.amount });
  }
  const result = new Map<string, { amount: string; released: string; heldBack: string }>();
  for (const [id, part, next] of [
    [move.fromAllocationId, from, fromAmount],
    [move.toAllocationId, to, new D(to.amount).plus(amount)],
  ] as const) {
    const heldBack = next.times(part.holdbackRate).toDecimalPlaces(2);
    result.set(id, {
      amount: money(next),
      released: money(next.minus(heldBack)),
      heldBack: money(heldBack),
    });
  }
  return result;
}
