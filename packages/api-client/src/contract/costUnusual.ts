import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalString, severitySchema } from './cost';
import { idSchema } from './paging';

// Unusual-data checks against the project library and logical checks (spec 001 §7 unusualAnalyze,
// /b/quality/logical/…, /b/quality/checkrecord/getBillMaterialInfo and getBillSplicWordResult).
// Rules: DOMAIN.md §3 (z-score > 3 or outside P1–P99 of the library of the same kind).

/** The unusual-data checks of spec 001 §7. */
export const unusualCheckIdSchema = z.enum([
  'relativityCheck',
  'expandCheck',
  'materialCheck',
  'quantityCheck',
  'economicCheck',
  'isUnusual',
]);
export type UnusualCheckId = z.infer<typeof unusualCheckIdSchema>;

/** A value out of the library's usual range: the quality finding's shape, with z and samples. */
export const unusualFindingSchema = z.object({
  check: unusualCheckIdSchema,
  rule: z.string(),
  ruleTitle: z.string(),
  severity: severitySchema,
  nodeId: z.string().nullable(),
  nodePath: z.string(),
  /** bill | resource | project */
  rowKind: z.string(),
  rowId: z.string().nullable(),
  rowLabel: z.string(),
  /** The usual range ("1,820–2,640 元/m²"). */
  expected: z.string().nullable(),
  actual: z.string().nullable(),
  message: z.string(),
  /** The z-score against the library; null when judged against a default range. */
  z: z.number().nullable(),
  /** Library projects behind the range (0: the DOMAIN.md default range). */
  n: z.number().int(),
});
export type UnusualFinding = z.infer<typeof unusualFindingSchema>;

export const costUnusualAnalyze = endpoint({
  method: 'POST',
  path: '/b/unusualAnalyze/{unusualCheck}',
  summary:
    "Compare a project (or the part below a node) with the company's project library of its kind: unit prices, resource prices and per-m² indicators with a z-score above 3 or outside P1–P99",
  access: { permission: 'cost:project:view' },
  params: z.object({ unusualCheck: unusualCheckIdSchema }),
  body: z.object({ projectId: idSchema, nodeId: idSchema.optional() }),
  data: z.object({
    check: unusualCheckIdSchema,
    /** The library's projects of the project's kind (the project itself left out). */
    libraryProjects: z.number().int(),
    /** A key is judged once this many library projects have it. */
    minSamples: z.number().int(),
    total: z.number().int(),
    /** The first 1,000 findings, most severe first. */
    findings: z.array(unusualFindingSchema),
    /** isUnusual: the bills with an unusual unit price (empty for the other checks). */
    unusualBillIds: z.array(z.string()),
  }),
});

/** A bill the unusual-data checks flag: which checks, and what each found. */
export const unusualBillMarkSchema = z.object({
  billId: z.string(),
  /** The checks that flag the bill, in the order of unusualCheckIdSchema. */
  checks: z.array(unusualCheckIdSchema),
  /** What each check found of the bill, most severe first. */
  notes: z.array(
    z.object({
      check: unusualCheckIdSchema,
      severity: severitySchema,
      ruleTitle: z.string(),
      message: z.string(),
    }),
  ),
});
export type UnusualBillMark = z.infer<typeof unusualBillMarkSchema>;

/** The most marks unusualMarkBills answers (every flagged bill is stored for the filter). */
export const UNUSUAL_MARKS_MAX = 5000;

export const costUnusualMarkBills = endpoint({
  method: 'POST',
  path: '/b/unusualAnalyze/bills/mark',
  summary:
    "Run every unusual-data check on a project and mark the bills each one flags (prices: the bill; resource prices: the bills using the resource; per-m² and ratio indicators: the bills of the rebar, concrete or formwork behind them; cost per m²: the bills priced beyond the library P10–P90 on that side); the marks are stored for the bill list's unusual filter",
  // View, not edit: the marks are derived from data the viewer may read (a cache of the checks'
  // result, replaced whole on every run), and a read-only reviewer should see them on the grid.
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema }),
  data: z.object({
    /** The library's projects of the project's kind (the project itself left out). */
    libraryProjects: z.number().int(),
    minSamples: z.number().int(),
    /** Per check: its findings and the bills it marks. */
    checks: z.array(
      z.object({
        check: unusualCheckIdSchema,
        title: z.string(),
        findings: z.number().int(),
        bills: z.number().int(),
      }),
    ),
    /** Bills marked by any check. */
    total: z.number().int(),
    /** The marks (at most UNUSUAL_MARKS_MAX), the most severe first. */
    marks: z.array(unusualBillMarkSchema),
  }),
});

// ── Logical checks ──────────────────────────────────────────────────────────────────────────

export const logicalRelationSchema = z.enum(['implies', 'gte', 'lte']);
export const logicalStatusSchema = z.enum(['pass', 'fail', 'skipped']);

/** A rule of the logical rule table and how it stands on the project. */
export const logicalRuleSchema = z.object({
  key: z.string(),
  title: z.string(),
  a: z.string(),
  b: z.string(),
  relation: logicalRelationSchema,
  relationText: z.string(),
  /** A share: "0.05" = 5 %. */
  tolerance: decimalString,
  severity: severitySchema,
  /** Whether the rule applies (its A side is present). */
  applicable: z.boolean(),
  aValue: decimalString,
  bValue: decimalString,
  aUnit: z.string(),
  bUnit: z.string(),
});
export type LogicalRule = z.infer<typeof logicalRuleSchema>;

export const logicalResultSchema = z.object({
  id: z.string(),
  recordId: z.string(),
  rule: z.string(),
  title: z.string(),
  a: z.string(),
  b: z.string(),
  relation: logicalRelationSchema,
  severity: severitySchema,
  status: logicalStatusSchema,
  aValue: decimalString,
  bValue: decimalString,
  aUnit: z.string(),
  bUnit: z.string(),
  /** What B (or A) should be ("钢筋 > 0", "≤ 1200 m3"). */
  expected: z.string(),
  ignored: z.boolean(),
  ignoredBy: z.string().nullable(),
  ignoredAt: z.string().nullable(),
  opinion: z.string().nullable(),
});
export type LogicalResult = z.infer<typeof logicalResultSchema>;

export const logicalRecordSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  checkedAt: z.string(),
  checkedBy: z.string().nullable(),
  passed: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  results: z.array(logicalResultSchema),
});
export type LogicalRecord = z.infer<typeof logicalRecordSchema>;

export const costLogicalCheckList = endpoint({
  method: 'GET',
  path: '/b/quality/logical/{id}/checkList',
  summary: "The logical rules with the project's A and B values and whether each applies",
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: z.array(logicalRuleSchema),
});

export const costLogicalCheck = endpoint({
  method: 'POST',
  path: '/b/quality/logical/check',
  summary: 'Run the logical rules on a project and keep the result as a record',
  access: { permission: 'cost:quality:check' },
  body: z.object({ projectId: idSchema }),
  data: logicalRecordSchema,
});

export const costLogicalRecordList = endpoint({
  method: 'POST',
  path: '/b/quality/logical/queryRecordList',
  summary: "A project's logical check records, newest first, with their results",
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema }),
  data: z.array(logicalRecordSchema),
});

export const logicalBillSchema = z.object({
  id: z.string(),
  side: z.enum(['a', 'b']),
  nodeId: z.string(),
  nodePath: z.string(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: decimalString,
});
export type LogicalBill = z.infer<typeof logicalBillSchema>;

export const costLogicalBillList = endpoint({
  method: 'POST',
  path: '/b/quality/logical/billList',
  summary: "The bill items behind a logical rule's A and B sides (the first 1,000)",
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema, rule: z.string().trim().min(1).max(60) }),
  data: z.object({ total: z.number().int(), bills: z.array(logicalBillSchema) }),
});

export const costLogicalSaveCheckRecord = endpoint({
  method: 'PUT',
  path: '/b/quality/logical/saveCheckRecord',
  summary:
    "A reviewer's decision on a logical result: ignore it (who and when kept) and an opinion",
  access: { permission: 'cost:quality:check' },
  body: z.object({
    id: idSchema,
    ignored: z.boolean().optional(),
    opinion: z
      .string()
      .trim()
      .max(1000)
      .refine((v) => !/[<>]/.test(v), { error: '不能包含 < 或 >' })
      .optional(),
  }),
  data: logicalResultSchema,
});

// ── A bill's materials and spliced text (the quality tool's drill-down) ───────────────────────

export const costBillMaterialInfo = endpoint({
  method: 'GET',
  path: '/b/quality/checkrecord/getBillMaterialInfo/{id}',
  summary:
    "A bill item's resources through its norms: consumption, quantity (norm quantity × consumption), price and amount",
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: z.object({
    billId: z.string(),
    code: z.string(),
    name: z.string(),
    unit: z.string(),
    quantity: decimalString,
    unitPrice: decimalString,
    materials: z.array(
      z.object({
        normCode: z.string(),
        code: z.string(),
        name: z.string(),
        spec: z.string(),
        unit: z.string(),
        kind: z.string(),
        consumption: decimalString,
        quantity: decimalString,
        price: decimalString,
        amount: decimalString,
      }),
    ),
  }),
});

export const costBillSplicWordResult = endpoint({
  method: 'GET',
  path: '/b/quality/checkrecord/getBillSplicWordResult/{id}',
  summary:
    "A bill item's name and features spliced into one text (the words a similarity match compares), with its feature lines",
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: z.object({
    billId: z.string(),
    code: z.string(),
    name: z.string(),
    unit: z.string(),
    features: z.array(z.string()),
    text: z.string(),
  }),
});
