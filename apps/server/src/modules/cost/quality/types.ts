import type {
  CostProject,
  FileType,
  LibraryStats,
  ProjectKindCode,
  Severity,
} from '../engine/model';

/** The checks of DOMAIN.md §3, in the spec's order (/b/quality/check/{check}). */
export const CHECK_IDS = [
  'analyzerBillAndMaterial',
  'checkBillPrice',
  'checkResourcePrice',
  'branchValencyCheck',
  'branchFeeBalanceCheck',
  'projectAmountCheck',
  'measuresRateCheck',
  'taxCheck',
  'provisionalCheck',
  'lawfeeCheck',
  'profitRateCheck',
  'laborRateCheck',
  'costRangeCheck',
  'economicCheck',
  'quantityCheck',
  'materialCheck',
  'relativityCheck',
  'expandCheck',
] as const;
export type CheckId = (typeof CHECK_IDS)[number];

/** zh / en / es texts of one rule or message. */
export interface Texts {
  zh: string;
  en: string;
  es: string;
}

/**
 * A rule's defaults: one row of the editable rule table (DOMAIN.md: check kind, project kind,
 * region, file type, min, max, severity). `key` is `${check}.${name}` and never changes.
 * min/max: the range the checked value must fall in (either may be null); `byKind` gives
 * per-project-kind defaults (the indicator ranges of DOMAIN.md §3).
 */
export interface RuleDef {
  key: string;
  check: CheckId;
  severity: Severity;
  min?: number | null;
  max?: number | null;
  byKind?: Partial<Record<ProjectKindCode, { min: number | null; max: number | null }>>;
  /** Unit of min/max as shown in the rule table: '%', '元/m2', 'kg/m2', 'ratio' … */
  unit?: string;
  /** The rule's title (what it verifies), e.g. 合价 = 工程量 × 综合单价. */
  title: Texts;
  /** The finding's message; {placeholders} filled from Finding.params. */
  message: Texts;
}

/** An administrator's row of the rule table, overriding a RuleDef for some projects. */
export interface RuleOverride {
  key: string;
  projectKind: ProjectKindCode | null;
  region: string | null;
  fileType: FileType | null;
  min: number | null;
  max: number | null;
  severity: Severity | null;
  enabled: boolean;
}

/** The effective rule for one project. */
export interface EffectiveRule {
  key: string;
  severity: Severity;
  min: number | null;
  max: number | null;
  enabled: boolean;
}

/** Where a finding points. */
export type RowKind =
  'node' | 'bill' | 'norm' | 'measure' | 'other' | 'resource' | 'fee' | 'project';

/**
 * One finding: names the project node and the row, the rule, the expected and actual values,
 * and its severity. expected/actual are display strings ("1,234.56", "5%–7%", "≤ 0.01").
 */
export interface Finding {
  check: CheckId;
  /** RuleDef.key */
  rule: string;
  severity: Severity;
  /** The unit/division/single/project node concerned (null: the whole project). */
  nodeId: string | null;
  rowKind: RowKind;
  /** The row's id (bill item, fee row …), null for node- or project-level findings. */
  rowId: string | null;
  /** A short label of the row: its code and name ("010101001001 平整场地"). */
  rowLabel: string;
  expected: string | null;
  actual: string | null;
  /** Values for the rule's message placeholders. */
  params: Record<string, string | number>;
}

export interface CheckInput {
  project: CostProject;
  /** The 招标控制价 file a bid or settlement is checked against, when there is one. */
  control?: CostProject | null;
  /** Library percentiles for the range checks (P10–P90, P1–P99), when the library has them. */
  library?: LibraryStats | null;
  rules: RuleLookup;
}

/** Gives the effective rule for the project being checked (overrides applied). */
export type RuleLookup = (key: string) => EffectiveRule;

/** A check: its rule defaults and the function that runs it. Pure, synchronous. */
export interface QualityCheck {
  id: CheckId;
  title: Texts;
  rules: RuleDef[];
  run(input: CheckInput): Finding[];
}
