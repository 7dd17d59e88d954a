import { z } from 'zod';
import { endpoint } from '../endpoint';
import { costFileTypeSchema, costKindSchema, decimalString, nodeLevelSchema } from './cost';
import { idSchema, pageOf } from './paging';

// Analyses of a project and of the library (spec 001 §7 "Analysis"): the cost-composition tree
// (analyze1), the specialty/appendix split (analyze2), the resources (analyze3), the project's key
// indicators against the library's P10/P50/P90, group comparison, relativity and expand analyses,
// the indicator funnel and the completeness of a project's data. Read-only; amounts, quantities
// and shares (percent) are decimal strings.

const VIEW = { permission: 'cost:project:view' } as const;

const projectBody = z.object({ projectId: idSchema });
const nodeBody = z.object({ projectId: idSchema, nodeId: idSchema.optional() });
const share = decimalString.nullable();

/** The key indicators (DOMAIN.md §3): 元, 元/m², shares in %, kg/m², m³/m². */
export const analysisIndicatorKeySchema = z.enum([
  'total',
  'costPerM2',
  'fbfxShare',
  'measuresShare',
  'otherShare',
  'lawfeeShare',
  'taxShare',
  'labourShare',
  'materialShare',
  'machineShare',
  'rebarPerM2',
  'concretePerM2',
]);
export type AnalysisIndicatorKey = z.infer<typeof analysisIndicatorKeySchema>;

// ── analyze1: composition by node ───────────────────────────────────────────────────────────

export interface AnalysisNodeRow {
  id: string;
  parentId: string | null;
  level: z.infer<typeof nodeLevelSchema>;
  code: string;
  name: string;
  amount: string;
  /** Of the parent's amount, %. */
  share: string | null;
  area: string | null;
  perM2: string | null;
  fbfx: string;
  measures: string;
  other: string;
  lawfee: string;
  tax: string;
  children: AnalysisNodeRow[];
}
export const analysisNodeRowSchema: z.ZodType<AnalysisNodeRow> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    level: nodeLevelSchema,
    code: z.string(),
    name: z.string(),
    amount: decimalString,
    share,
    area: decimalString.nullable(),
    perM2: decimalString.nullable(),
    fbfx: decimalString,
    measures: decimalString,
    other: decimalString,
    lawfee: decimalString,
    tax: decimalString,
    children: z.array(analysisNodeRowSchema),
  }),
);

export const analyze1Tree = endpoint({
  method: 'POST',
  path: '/b/analyze1/queryTree',
  summary:
    'The cost composition node by node (建设项目 → 单项 → 单位): amount, share, per m² and the fee-table parts',
  access: VIEW,
  body: nodeBody,
  data: z.array(analysisNodeRowSchema),
});

export interface AnalysisBillRow {
  id: string;
  kind: 'division' | 'bill';
  code: string;
  name: string;
  unit: string;
  quantity: string | null;
  unitPrice: string | null;
  amount: string;
  /** Of the unit's (or division's) 分部分项, %. */
  share: string | null;
  children: AnalysisBillRow[];
}
export const analysisBillRowSchema: z.ZodType<AnalysisBillRow> = z.lazy(() =>
  z.object({
    id: z.string(),
    kind: z.enum(['division', 'bill']),
    code: z.string(),
    name: z.string(),
    unit: z.string(),
    quantity: decimalString.nullable(),
    unitPrice: decimalString.nullable(),
    amount: decimalString,
    share,
    children: z.array(analysisBillRowSchema),
  }),
);

/**
 * One line of a unit's bill tree as a table shows it, in pre-order: a 分部 (its amount Σ of what
 * hangs under it), then what is under it one level deeper; depth 1 is the top.
 */
export interface AnalysisBillLine extends Omit<AnalysisBillRow, 'children'> {
  depth: number;
}
export const analysisBillLineSchema = z.object({
  id: z.string(),
  kind: z.enum(['division', 'bill']),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: decimalString.nullable(),
  unitPrice: decimalString.nullable(),
  amount: decimalString,
  share,
  depth: z.number().int().min(1),
});

/** Lines of a unit's bill tree per page (a unit may hold 100,000 bills). */
export const ANALYSIS_BILL_PAGE_SIZE = 100;

export const analyze1TreeForBill = endpoint({
  method: 'POST',
  path: '/b/analyze1/queryTreeForBill',
  summary:
    "A unit's (or division's) 分部 and bills, one page of the tree's lines in pre-order: amount, share and unit price",
  access: VIEW,
  body: z.object({
    projectId: idSchema,
    nodeId: idSchema,
    pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(ANALYSIS_BILL_PAGE_SIZE),
  }),
  data: pageOf(analysisBillLineSchema),
});

// ── analyze2: by specialty and appendix ─────────────────────────────────────────────────────

export interface AnalysisSpecialtyRow {
  key: string;
  level: 'specialty' | 'appendix';
  /** 2 digits (01 房建, 03 安装, 04 市政, 05 园林 …) or the 4-digit appendix of the bill codes. */
  code: string;
  /** The appendix: the name of the division most of its bills hang under. */
  name: string;
  amount: string;
  share: string | null;
  billCount: number;
  children: AnalysisSpecialtyRow[];
}
export const analysisSpecialtyRowSchema: z.ZodType<AnalysisSpecialtyRow> = z.lazy(() =>
  z.object({
    key: z.string(),
    level: z.enum(['specialty', 'appendix']),
    code: z.string(),
    name: z.string(),
    amount: decimalString,
    share,
    billCount: z.number().int(),
    children: z.array(analysisSpecialtyRowSchema),
  }),
);

export const analyze2Tree = endpoint({
  method: 'POST',
  path: '/b/analyze2/queryTree',
  summary: "The project's 分部分项 by specialty (bill code 2 digits) and appendix (4 digits)",
  access: VIEW,
  body: nodeBody,
  data: z.array(analysisSpecialtyRowSchema),
});

// ── analyze3: resources ─────────────────────────────────────────────────────────────────────

export const analysisResourceKindSchema = z.enum([
  'labour',
  'material',
  'machine',
  'main',
  'equipment',
]);

export const analysisResourceRowSchema = z.object({
  key: z.string(),
  kind: analysisResourceKindSchema,
  code: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  quantity: decimalString,
  price: decimalString.nullable(),
  amount: decimalString,
  /** Of all resources' amount, %. */
  share,
  /** Quantity per m² of floor area. */
  perM2: decimalString.nullable(),
});
export type AnalysisResourceRow = z.infer<typeof analysisResourceRowSchema>;

export const analysisContentSchema = z.object({
  key: z.enum(['rebarPerM2', 'concretePerM2', 'formworkPerM2']),
  /** kg, m³, m² */
  quantity: decimalString,
  perM2: decimalString.nullable(),
});
export type AnalysisContent = z.infer<typeof analysisContentSchema>;

export const analyze3Tree = endpoint({
  method: 'POST',
  path: '/b/analyze3/queryTree',
  summary:
    'Resources (人/材/机, 主材): quantity, amount, share, per m²; rebar/concrete/formwork contents',
  access: VIEW,
  body: nodeBody,
  data: z.object({
    area: decimalString.nullable(),
    kinds: z.array(
      z.object({
        kind: analysisResourceKindSchema,
        amount: decimalString,
        share,
        rows: z.array(analysisResourceRowSchema),
      }),
    ),
    contents: z.array(analysisContentSchema),
  }),
});

// ── Project indicators against the library ──────────────────────────────────────────────────

export const analysisIndicatorSchema = z.object({
  key: analysisIndicatorKeySchema,
  value: decimalString.nullable(),
  p10: decimalString.nullable(),
  p50: decimalString.nullable(),
  p90: decimalString.nullable(),
  /** Library projects behind the percentiles. */
  n: z.number().int(),
  /** library: 30+ comparable projects; default: the ranges of DOMAIN.md; none: no reference. */
  source: z.enum(['library', 'default', 'none']),
  status: z.enum(['low', 'ok', 'high', 'unknown']),
});
export type AnalysisIndicator = z.infer<typeof analysisIndicatorSchema>;

export const analyzeProjectData = endpoint({
  method: 'POST',
  path: '/b/analyzeProject/queryData',
  summary:
    "The project's key indicators next to the library's P10/P50/P90 for the same kind (DOMAIN defaults under 30 projects)",
  access: VIEW,
  body: projectBody,
  data: z.object({
    projectId: z.string(),
    kind: costKindSchema.nullable(),
    libraryCount: z.number().int(),
    indicators: z.array(analysisIndicatorSchema),
  }),
});

// ── Group comparison ────────────────────────────────────────────────────────────────────────

const groupBody = z.object({
  projectIds: z
    .array(idSchema)
    .min(2, { error: '请选择 2–10 个项目' })
    .max(10, { error: '请选择 2–10 个项目' }),
});

export const analysisGroupColumnSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  kind: costKindSchema.nullable(),
  fileType: costFileTypeSchema,
  priceDate: z.string(),
  area: decimalString.nullable(),
});
export type AnalysisGroupColumn = z.infer<typeof analysisGroupColumnSchema>;

export const analyzeGroupColumn = endpoint({
  method: 'POST',
  path: '/b/analyzeGroup/queryColumn',
  summary: 'The columns of a group comparison: the chosen projects (2–10), in the order given',
  access: VIEW,
  body: groupBody,
  data: z.array(analysisGroupColumnSchema),
});

export const analyzeGroupData = endpoint({
  method: 'POST',
  path: '/b/analyzeGroup/queryData',
  summary: 'The rows of a group comparison: each indicator, one value per project column',
  access: VIEW,
  body: groupBody,
  data: z.array(
    z.object({ key: analysisIndicatorKeySchema, values: z.array(decimalString.nullable()) }),
  ),
});

// ── Relativity and expand analyses ──────────────────────────────────────────────────────────

export const analysisRelativityModelSchema = z.enum([
  'rebarPerConcrete',
  'formworkPerConcrete',
  'backfillPerExcavation',
  'roofWaterproofing',
]);
export type AnalysisRelativityModel = z.infer<typeof analysisRelativityModelSchema>;

const rangeStatus = z.enum(['low', 'ok', 'high', 'missing']);

export const analysisRelativityUnitSchema = z.object({
  unitId: z.string(),
  code: z.string(),
  name: z.string(),
  rules: z.array(
    z.object({
      modelId: analysisRelativityModelSchema,
      a: decimalString,
      b: decimalString,
      ratio: decimalString.nullable(),
      min: decimalString.nullable(),
      max: decimalString.nullable(),
      status: rangeStatus,
    }),
  ),
});
export type AnalysisRelativityUnit = z.infer<typeof analysisRelativityUnitSchema>;

export const relativityAnalyzeTree = endpoint({
  method: 'POST',
  path: '/b/relativityAnalyze/queryTree',
  summary: 'The ratio rules of relativityCheck per unit: A, B, A ÷ B, the range and the status',
  access: VIEW,
  body: projectBody,
  data: z.array(analysisRelativityUnitSchema),
});

export const relativityAnalyzeBills = endpoint({
  method: 'POST',
  path: '/b/relativityAnalyze/queryBillByModelId',
  summary: 'The bills behind A or B of a ratio rule in one unit',
  access: VIEW,
  body: z.object({
    projectId: idSchema,
    unitId: idSchema,
    modelId: analysisRelativityModelSchema,
    side: z.enum(['a', 'b']),
  }),
  data: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      unit: z.string(),
      quantity: decimalString,
      amount: decimalString,
    }),
  ),
});

export const analysisExpandKeySchema = z.enum([
  'perParkingSpace',
  'perBed',
  'perHousehold',
  'perKm',
  'rebarPerM2',
  'concretePerM2',
  'formworkPerM2',
]);

export const analysisExpandNodeSchema = z.object({
  nodeId: z.string(),
  level: nodeLevelSchema,
  code: z.string(),
  name: z.string(),
  area: decimalString.nullable(),
  indicators: z.array(
    z.object({
      key: analysisExpandKeySchema,
      /** The count (车位, 户 …) or the quantity (kg, m³, m²) divided by. */
      basis: decimalString.nullable(),
      value: decimalString.nullable(),
      min: decimalString.nullable(),
      max: decimalString.nullable(),
      status: rangeStatus,
    }),
  ),
});
export type AnalysisExpandNode = z.infer<typeof analysisExpandNodeSchema>;

export const expandAnalyzeTree = endpoint({
  method: 'POST',
  path: '/b/expandAnalyze/queryTree',
  summary:
    'Expand indicators of the project and each unit (元/车位, 元/户, per-m² contents) and the required features',
  access: VIEW,
  body: projectBody,
  data: z.object({
    nodes: z.array(analysisExpandNodeSchema),
    features: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
  }),
});

// ── Indicator funnel and completeness ───────────────────────────────────────────────────────

export const analysisFunnelStepSchema = z.enum([
  'all',
  'sameKind',
  'sameRegion',
  'similarScale',
  'sameYears',
  'complete',
]);

export const indicatorFunnel = endpoint({
  method: 'POST',
  path: '/b/indicator/funnel/getIndexDataSource',
  summary:
    'How many library projects remain after each filter step, and the indicator’s P10/P50/P90 at the last step',
  access: VIEW,
  body: z.object({
    projectId: idSchema,
    indicator: analysisIndicatorKeySchema.default('costPerM2'),
  }),
  data: z.object({
    indicator: analysisIndicatorKeySchema,
    value: decimalString.nullable(),
    steps: z.array(z.object({ key: analysisFunnelStepSchema, count: z.number().int() })),
    p10: decimalString.nullable(),
    p50: decimalString.nullable(),
    p90: decimalString.nullable(),
  }),
});

export const analysisComplementKeySchema = z.enum([
  'area',
  'features',
  'feeTables',
  'norms',
  'resourcePrices',
]);

export const analyzeComplementStatus = endpoint({
  method: 'GET',
  path: '/b/analyzeProject/queryComplementStatus/{id}',
  summary:
    'Which data of the project are complete (area, features, fee tables, norms, resource prices) and how many are missing',
  access: VIEW,
  params: z.object({ id: idSchema }),
  data: z.object({
    complete: z.boolean(),
    items: z.array(
      z.object({
        key: analysisComplementKeySchema,
        total: z.number().int(),
        missing: z.number().int(),
        complete: z.boolean(),
      }),
    ),
  }),
});
