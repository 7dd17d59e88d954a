import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  auditSchema,
  idListSchema,
  idSchema,
  optionalText,
  pageOf,
  pageRequest,
  plainText,
} from './paging';
import { progressIdSchema } from './progress';

// The cost-data area (spec 001 §7): the project library, the project structure tree, bills of
// quantities with their import and export, the fee table and the quality-check tool. The domain
// rules are in DOMAIN.md; the pure engines live in the server's modules/cost/.

/** 招标控制价 / 投标 / 结算 */
export const costFileTypeSchema = z.enum(['control', 'bid', 'settlement']);
export type CostFileType = z.infer<typeof costFileTypeSchema>;

/** 一般计税 / 简易计税 */
export const taxMethodSchema = z.enum(['general', 'simple']);
export type TaxMethod = z.infer<typeof taxMethodSchema>;

/** The project kinds with indicator ranges (DOMAIN.md §3). */
export const costKindSchema = z.enum([
  'residential-multi',
  'residential-high',
  'office-high',
  'basement',
]);
export type CostKind = z.infer<typeof costKindSchema>;

/** 建设项目 / 单项工程 / 单位工程 / 分部 */
export const nodeLevelSchema = z.enum(['project', 'single', 'unit', 'division']);
export type NodeLevel = z.infer<typeof nodeLevelSchema>;

export const severitySchema = z.enum(['ERROR', 'WARN', 'INFO']);
export type Severity = z.infer<typeof severitySchema>;

/** The quality checks of DOMAIN.md §3 (/b/quality/check/{check}). */
export const qualityCheckIdSchema = z.enum([
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
]);
export type QualityCheckId = z.infer<typeof qualityCheckIdSchema>;

/** Money and quantities travel as decimal strings ("12345.67"), never binary floats. */
export const decimalString = z.string().regex(/^-?\d{1,15}(\.\d{1,6})?$/);
/** A decimal the user typed: thousands commas allowed (spec 001 §5), normalised to a plain decimal string. */
export const decimalInput = (label: string) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().replace(/,/g, ''))
    .pipe(z.string().regex(/^-?\d{1,15}(\.\d{1,6})?$/, { error: `${label}须为数字` }));
/** A formula (计算基础): codes, numbers and operators, never markup. */
const formulaText = z
  .string()
  .trim()
  .max(500)
  .refine((v) => !/[<>]/.test(v), { error: '不能包含 < 或 >' });
/** "YYYY-MM-DD" */
const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式须为 yyyy-MM-dd' });

// ── Projects ────────────────────────────────────────────────────────────────────────────────

/** The latest quality check of a project, as the library list shows it. */
export const checkSummarySchema = z.object({
  recordId: z.string(),
  finishedAt: z.string(),
  errors: z.number().int(),
  warnings: z.number().int(),
  infos: z.number().int(),
});

/** A project of the library (the 建设项目 node and its figures). */
export const costProjectSchema = z
  .object({
    id: z.string(),
    /** The project's root node (level project) in the structure tree. */
    rootNodeId: z.string(),
    name: z.string(),
    code: z.string().nullable(),
    kind: costKindSchema.nullable(),
    /** A project-kind tree entry (project_kinds), for the library's kind filters. */
    projectKindId: z.string().nullable(),
    projectKindName: z.string().nullable(),
    fileType: costFileTypeSchema,
    taxMethod: taxMethodSchema,
    region: z.string().nullable(),
    priceDate: z.string(),
    area: decimalString.nullable(),
    floors: z.number().int().nullable(),
    /** 造价 of the whole project (Σ 单项), as last computed. */
    amount: decimalString,
    unitCount: z.number().int(),
    billCount: z.number().int(),
    features: z.record(z.string(), z.string()),
    lastCheck: checkSummarySchema.nullable(),
  })
  .extend(auditSchema.shape);
export type CostProject = z.infer<typeof costProjectSchema>;

/** The library's search condition (spec 001 §2: searchContent, searchProjectKind, kind1…). */
export const projectSearchParamsSchema = z.object({
  /** Name, code or region contains. */
  searchContent: plainText(100).optional(),
  searchProjectKind: costKindSchema.optional(),
  /** project_kinds ids: kind1 is a top-level kind; a project under it matches. */
  kind1: idSchema.optional(),
  kind2: idSchema.optional(),
  fileType: costFileTypeSchema.optional(),
  region: plainText(64).optional(),
  priceDateFrom: dateString.optional(),
  priceDateTo: dateString.optional(),
  /** Only projects whose last check has errors (true) or is clean (false). */
  hasErrors: z.boolean().optional(),
  /** Choices of the condition panel (getSubjectCondition …): a project matches any choice of a kind. */
  subjectCodes: z.array(plainText(40)).max(20).optional(),
  billCodes: z.array(plainText(40)).max(20).optional(),
  materialCodes: z.array(plainText(40)).max(20).optional(),
  items: z.array(plainText(40)).max(20).optional(),
  relativity: z.array(plainText(80)).max(20).optional(),
  expand: z.array(plainText(80)).max(20).optional(),
});
export type ProjectSearchParams = z.infer<typeof projectSearchParamsSchema>;

export const projectSearch = endpoint({
  method: 'POST',
  path: '/b/project/index/search/searchProject',
  summary: 'The project library: paged projects matching the search condition, newest first',
  access: { permission: 'cost:project:view' },
  body: pageRequest(projectSearchParamsSchema),
  data: pageOf(costProjectSchema),
});

/** A saved search of the library (the user's own). */
export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  condition: projectSearchParamsSchema,
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const projectSearchSave = endpoint({
  method: 'POST',
  path: '/b/project/index/search',
  summary: "Save the current library search condition under a name (the caller's own list)",
  access: { permission: 'cost:project:view' },
  body: z.object({
    id: idSchema.optional(),
    name: plainText(40).pipe(z.string().min(1, { error: '请输入查询名称' })),
    condition: projectSearchParamsSchema,
  }),
  data: savedSearchSchema,
});

export const projectSearchGet = endpoint({
  method: 'GET',
  path: '/b/project/index/search/{id}',
  summary: "One of the caller's saved searches",
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: savedSearchSchema,
});

export const projectSearchList = endpoint({
  method: 'GET',
  path: '/b/project/index/search/defaultInfo/{id}',
  summary: "The caller's saved searches of a page (id: the page, e.g. consult), newest first",
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: z.array(savedSearchSchema),
});

export const projectSaveSchema = z.object({
  id: idSchema.optional(),
  name: plainText(100).pipe(z.string().min(1, { error: '请输入项目名称' })),
  code: optionalText(40),
  kind: costKindSchema.nullish().transform((value) => value ?? null),
  projectKindId: idSchema.nullish().transform((value) => value ?? null),
  fileType: costFileTypeSchema.default('control'),
  taxMethod: taxMethodSchema.default('general'),
  region: optionalText(64),
  priceDate: dateString,
  area: decimalInput('建筑面积')
    .nullish()
    .transform((value) => value ?? null),
  floors: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .nullish()
    .transform((value) => value ?? null),
  features: z.record(plainText(40), plainText(200)).default({}),
});
export type ProjectSave = z.input<typeof projectSaveSchema>;

export const projectSave = endpoint({
  method: 'POST',
  path: '/b/project/saveProject',
  summary: 'Create a project (with its 建设项目 root node) or edit its base information',
  access: { permission: 'cost:project:edit' },
  body: projectSaveSchema,
  data: costProjectSchema,
});

export const projectGet = endpoint({
  method: 'GET',
  path: '/b/project/{id}',
  summary: 'A project of the library with its figures and last check',
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: costProjectSchema,
});

// ── The structure tree ──────────────────────────────────────────────────────────────────────

export const projectNodeSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  parentId: z.string().nullable(),
  level: nodeLevelSchema,
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  /** The node's total: 分部 Σ bills, 单位 fee total, 单项 Σ units, 建设项目 Σ singles. */
  amount: decimalString.nullable(),
  area: decimalString.nullable(),
  /** Bill items directly under the node and beneath it. */
  billCount: z.number().int(),
});
export type ProjectNode = z.infer<typeof projectNodeSchema>;

export interface ProjectNodeTree extends ProjectNode {
  children: ProjectNodeTree[];
}
export const projectNodeTreeSchema: z.ZodType<ProjectNodeTree> = z.lazy(() =>
  projectNodeSchema.extend({ children: z.array(projectNodeTreeSchema) }),
);

export const projectNodeTree = endpoint({
  method: 'GET',
  path: '/b/project/node/queryProjectTree/{id}',
  summary: "A project's structure tree (建设项目 → 单项 → 单位 → 分部), each level sorted",
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: z.array(projectNodeTreeSchema),
});

export const projectNodeGet = endpoint({
  method: 'GET',
  path: '/b/project/node/{id}',
  summary: 'One node of a project tree',
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: projectNodeSchema,
});

export const projectNodeSave = endpoint({
  method: 'POST',
  path: '/b/project/node',
  summary:
    'Create or rename a node: 单项 under the project, 单位 under a 单项, 分部 under a 单位 or 分部',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    id: idSchema.optional(),
    projectId: idSchema,
    parentId: idSchema,
    level: z.enum(['single', 'unit', 'division']),
    code: plainText(20).default(''),
    name: plainText(100).pipe(z.string().min(1, { error: '请输入名称' })),
    area: decimalInput('建筑面积')
      .nullish()
      .transform((value) => value ?? null),
  }),
  data: projectNodeSchema,
});

export const projectNodeDelete = endpoint({
  method: 'DELETE',
  path: '/b/project/node/{id}',
  summary:
    'Delete a node with everything beneath it (bills, fee table); the root node deletes the whole project',
  access: { permission: 'cost:project:delete' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const projectNodeUpdateList = endpoint({
  method: 'PUT',
  path: '/b/project/node/updateList',
  summary:
    'Drag and drop in the structure tree: new parent and order of nodes, all or nothing (levels must stay valid)',
  access: { permission: 'cost:project:edit' },
  body: z
    .array(z.object({ id: idSchema, parentId: idSchema, sort: z.coerce.number().int().min(0) }))
    .min(1)
    .max(5000),
  data: z.null(),
});

// ── Bill items ──────────────────────────────────────────────────────────────────────────────

export const normSchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: decimalString,
  price: decimalString,
  resources: z.array(z.object({ code: z.string(), consumption: decimalString })),
});

/** A 清单项目 row (表-08). */
export const billItemSchema = z.object({
  id: z.string(),
  nodeId: z.string(),
  /** The 分部 path above it, for display ("混凝土及钢筋混凝土工程 / 现浇混凝土柱"). */
  nodePath: z.string(),
  kind: z.enum(['item', 'measure']),
  seq: z.number().int(),
  code: z.string(),
  name: z.string(),
  features: z.string(),
  unit: z.string(),
  quantity: decimalString,
  unitPrice: decimalString,
  amount: decimalString,
  provisional: decimalString,
  labour: decimalString,
  material: decimalString,
  machine: decimalString,
  overhead: decimalString,
  profit: decimalString,
  normCount: z.number().int(),
});
export type BillItem = z.infer<typeof billItemSchema>;

export const billQueryList = endpoint({
  method: 'POST',
  path: '/b/item/getItemsData',
  summary:
    'Bill items of a unit or division (and every division beneath it), paged, in file order; a keyword searches code, name and features',
  access: { permission: 'cost:project:view' },
  body: pageRequest(
    z.object({
      nodeId: idSchema,
      keyword: plainText(64).optional(),
      kind: z.enum(['item', 'measure']).optional(),
      /** Open the page that holds this bill (a finding's row). */
      billId: idSchema.optional(),
      /** Only these bills (只看异常: the bills the unusual checks flagged). */
      billIds: z.array(idSchema).max(1000).optional(),
      /** Only the bills the unusual-data checks marked at their last run (unusualMarkBills). */
      unusual: z.boolean().optional(),
    }),
  ),
  data: pageOf(billItemSchema).extend({
    norms: z.record(z.string(), z.array(normSchema)).optional(),
  }),
});

export const billGet = endpoint({
  method: 'GET',
  path: '/b/item/bill/{id}',
  summary: 'One bill item with its norms and their resources (综合单价分析)',
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: billItemSchema.extend({ norms: z.array(normSchema) }),
});

export const billSave = endpoint({
  method: 'PUT',
  path: '/b/item/bill',
  summary:
    'Correct a bill item (name, features, unit, quantity, 综合单价); 合价 becomes round(quantity × price, 2) and the totals above it follow',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    id: idSchema,
    name: plainText(200).pipe(z.string().min(1, { error: '请输入项目名称' })),
    features: z
      .string()
      .trim()
      .max(4000)
      .refine((v) => !/[<>]/.test(v), { error: '不能包含 < 或 >' }),
    unit: plainText(20).pipe(z.string().min(1, { error: '请输入计量单位' })),
    quantity: decimalInput('工程量'),
    unitPrice: decimalInput('综合单价'),
  }),
  data: billItemSchema,
});

// ── Import and export ───────────────────────────────────────────────────────────────────────

/** One problem of an imported workbook: sheet, Excel row, column, message. */
export const importRowErrorSchema = z.object({
  sheet: z.string(),
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
  value: z.string().nullable(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** The figures a unit's file states itself (decimal strings; null when the file does not state them). */
export const importStatedTotalsSchema = z.object({
  /** 表-04's total (单位工程造价 / 招标控制价合计). */
  total: z.string().nullable(),
  /** 规费 as 表-13 (or 表-04) states it. */
  lawfee: z.string().nullable(),
  /** 税金 as 表-13 (or 表-04) states it. */
  tax: z.string().nullable(),
});

/** What the import read for one unit: the standard tables found, the counts, the file's totals. */
export const importedUnitSchema = z.object({
  unitId: z.string(),
  code: z.string(),
  name: z.string(),
  /** The standard tables the file carried (bills, analysis, measures, others, fees, summary, resources, provisionalMaterials, projectInfo). */
  tables: z.array(z.string()),
  bills: z.number().int(),
  divisions: z.number().int(),
  measures: z.number().int(),
  others: z.number().int(),
  norms: z.number().int(),
  resources: z.number().int(),
  /** Fee rows read from 表-04 / 表-13 (0: the template's fee table, when asked for). */
  fees: z.number().int(),
  totals: importStatedTotalsSchema,
});
export type ImportedUnit = z.infer<typeof importedUnitSchema>;

export const projectImportExcel = endpoint({
  method: 'POST',
  path: '/b/project/file/importExcel',
  summary:
    'Import a bill of quantities (表-08 workbook, uploaded as an attachment) as a new 单位工程 under a 单项, all or nothing: any row error writes nothing and fails with the per-row report as data',
  access: { permission: 'cost:project:import' },
  body: z.object({
    projectId: idSchema,
    /** The 单项工程 the unit goes under. */
    projectNodeId: idSchema,
    /** The uploaded workbook's attachment id (one). */
    fileItems: z.array(idSchema).length(1, { error: '请选择一个清单文件' }),
    name: plainText(100).pipe(z.string().min(1, { error: '请输入单位工程名称' })),
    code: plainText(20).default(''),
    /** 导入清单 (bills, measures, others, norms) or 导入材料 (the resource prices only, into an existing unit). */
    putStorage: z.enum(['导入清单', '导入材料']).default('导入清单'),
    /** 1: build the unit's fee table from the template and compute it. */
    fee: z.coerce.number().int().min(0).max(1).default(1),
    area: decimalInput('建筑面积')
      .nullish()
      .transform((value) => value ?? null),
    /** Pushes the import's progress to the caller's message socket (contract/progress.ts). */
    progressId: progressIdSchema,
  }),
  data: z.object({
    unitId: z.string().nullable(),
    bills: z.number().int(),
    divisions: z.number().int(),
    measures: z.number().int(),
    others: z.number().int(),
    norms: z.number().int(),
    resources: z.number().int(),
    errors: z.array(importRowErrorSchema),
    /** Per unit read (a workbook may hold several, each saved as a unit under the 单项). */
    units: z.array(importedUnitSchema).optional(),
    /** The project features the file's information sheet filled (only those the project lacked). */
    features: z.record(z.string(), z.string()).optional(),
  }),
});

/** One problem the preview's checks see in the file, in the caller's language. */
export const importPreviewFindingSchema = z.object({
  severity: severitySchema,
  ruleTitle: z.string(),
  /** The unit and the row ("建筑与装饰工程 · 010101001001 平整场地"). */
  place: z.string(),
  expected: z.string().nullable(),
  actual: z.string().nullable(),
  message: z.string(),
});
export type ImportPreviewFinding = z.infer<typeof importPreviewFindingSchema>;

export const projectImportPreview = endpoint({
  method: 'POST',
  path: '/b/project/file/importPreview',
  summary:
    "What 导入清单 would read from an uploaded workbook, before anything is saved: per unit the standard tables found, the counts and the file's own totals; the rows that cannot be read; the project information it would add; and the problems the quality checks already see in the file (run in memory, without the library comparisons). Writes nothing",
  access: { permission: 'cost:project:import' },
  body: z.object({
    projectId: idSchema,
    projectNodeId: idSchema,
    fileItems: z.array(idSchema).length(1, { error: '请选择一个清单文件' }),
    name: plainText(100).default(''),
    code: plainText(20).default(''),
    fee: z.coerce.number().int().min(0).max(1).default(1),
  }),
  data: z.object({
    units: z.array(importedUnitSchema.omit({ unitId: true })),
    features: z.record(z.string(), z.string()),
    /** Rows that cannot be read: the import would refuse the file with these. */
    errors: z.array(importRowErrorSchema),
    findings: z.object({
      error: z.number().int(),
      warn: z.number().int(),
      info: z.number().int(),
      /** The first 50, errors first. */
      items: z.array(importPreviewFindingSchema),
    }),
  }),
});

export const projectExport = endpoint({
  method: 'GET',
  path: '/b/project/exportProjectFullAttr/{a}/{b}',
  summary:
    'A project as a 表-08 workbook (a: project id; b: a unit or single node id, or all): bills, 总价措施, 其他项目, 综合单价分析, 费用汇总',
  access: { permission: 'cost:project:view' },
  params: z.object({ a: idSchema, b: idSchema }),
  data: z.null(),
  response: 'binary',
});

// ── Fees ────────────────────────────────────────────────────────────────────────────────────

export const feeCategorySchema = z.enum([
  'fbfx',
  'measures',
  'safety',
  'other',
  'lawfee',
  'socialInsurance',
  'housingFund',
  'tax',
  'total',
  'custom',
]);

/** A problem of a formula: its kind, where (0-based character), the cycle path. */
export const formulaIssueSchema = z.object({
  kind: z.string(),
  severity: z.enum(['error', 'warning']),
  position: z.number().int().nullable(),
  path: z.array(z.string()).nullable(),
  message: z.string(),
});
export type FormulaIssue = z.infer<typeof formulaIssueSchema>;

export const feeRowSchema = z.object({
  id: z.string(),
  unitId: z.string(),
  parentId: z.string().nullable(),
  sort: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: feeCategorySchema,
  base: z.string(),
  rate: decimalString,
  amount: decimalString,
  /** The value of the base expression. */
  baseValue: decimalString,
  nonCompetitive: z.boolean(),
  isTotal: z.boolean(),
  issues: z.array(formulaIssueSchema),
});
export type FeeRow = z.infer<typeof feeRowSchema>;

export interface FeeRowTree extends FeeRow {
  children: FeeRowTree[];
}
export const feeRowTreeSchema: z.ZodType<FeeRowTree> = z.lazy(() =>
  feeRowSchema.extend({ children: z.array(feeRowTreeSchema) }),
);

/** A base code the formulas may use, with its meaning and value in this unit. */
export const feeSymbolSchema = z.object({
  code: z.string(),
  name: z.string(),
  value: decimalString,
});

const unitRef = z.object({ projectId: idSchema, nodeId: idSchema });

export const feeQueryTree = endpoint({
  method: 'POST',
  path: '/b/project/fee/queryTree',
  summary:
    "A unit project's fee table as a tree with amounts and each row's formula issues, and the base codes with their values",
  access: { permission: 'cost:project:view' },
  body: z.object({ params: unitRef }),
  data: z.object({
    rows: z.array(feeRowTreeSchema),
    symbols: z.array(feeSymbolSchema),
    total: decimalString,
  }),
});

export const feeList = endpoint({
  method: 'GET',
  path: '/b/project/fee/feeList/{id}',
  summary: "A unit project's fee rows, flat, in order (id: the unit node)",
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: z.array(feeRowSchema),
});

export const feeInit = endpoint({
  method: 'POST',
  path: '/b/project/fee/init',
  summary:
    "Replace a unit project's fee table with the regulated template of its tax method, computed",
  access: { permission: 'cost:fee:edit' },
  body: unitRef,
  data: z.null(),
});

const feeRowInput = {
  name: plainText(100).pipe(z.string().min(1, { error: '请输入费用名称' })),
  code: plainText(20).pipe(z.string().min(1, { error: '请输入费用代号' })),
  base: formulaText,
  rate: decimalInput('费率'),
  category: feeCategorySchema.default('custom'),
  nonCompetitive: z.boolean().default(false),
};

export const feeAdd = endpoint({
  method: 'POST',
  path: '/b/project/fee/add',
  summary:
    'Add a fee row (under parentId, after afterId); refused with the formula issue when its base is invalid or closes a cycle',
  access: { permission: 'cost:fee:edit' },
  body: z.object({
    ...unitRef.shape,
    parentId: idSchema.nullish().transform((value) => value ?? null),
    afterId: idSchema.nullish().transform((value) => value ?? null),
    ...feeRowInput,
  }),
  data: feeRowSchema,
});

export const feeUpdate = endpoint({
  method: 'PUT',
  path: '/b/project/fee',
  summary:
    'Edit a fee row; the whole table is recomputed; refused with the formula issue when invalid (nothing saved)',
  access: { permission: 'cost:fee:edit' },
  body: z.object({ id: idSchema, ...feeRowInput }),
  data: feeRowSchema,
});

export const feeDelete = endpoint({
  method: 'DELETE',
  path: '/b/project/fee/{id}',
  summary: 'Delete a fee row that no other row refers to (and the rows beneath it)',
  access: { permission: 'cost:fee:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const feeGetBySymbol = endpoint({
  method: 'POST',
  path: '/b/project/fee/getFeeBySymbol',
  summary: 'The value of a base code or row code in a unit project',
  access: { permission: 'cost:project:view' },
  body: z.object({ ...unitRef.shape, symbol: plainText(40).pipe(z.string().min(1)) }),
  data: z.object({ symbol: z.string(), value: decimalString }),
});

export const feeValueByFormula = endpoint({
  method: 'POST',
  path: '/b/project/fee/getValueByFormula',
  summary: "The value of a formula against a unit project's base codes and rows, with its issues",
  access: { permission: 'cost:project:view' },
  body: z.object({ ...unitRef.shape, formula: formulaText }),
  data: z.object({ value: decimalString.nullable(), issues: z.array(formulaIssueSchema) }),
});

export const feeVerifyFormula = endpoint({
  method: 'POST',
  path: '/b/projectFactors/verifyFormulaValid',
  summary:
    "Check a formula in the context of a unit's fee table (rowId: the row it is for, for self-reference and cycles); writes nothing",
  access: { permission: 'cost:project:view' },
  body: z.object({
    ...unitRef.shape,
    formula: formulaText,
    rowId: idSchema.nullish().transform((value) => value ?? null),
    /** The code the row will have (a new row has no id yet). */
    code: plainText(20).optional(),
  }),
  data: z.object({ valid: z.boolean(), issues: z.array(formulaIssueSchema) }),
});

export const feeSysUpdate = endpoint({
  method: 'POST',
  path: '/b/project/fee/sysUpdateProjectFee',
  summary:
    "Recompute every unit's fee table of a project and the totals up the tree (after bills changed)",
  access: { permission: 'cost:fee:edit' },
  body: z.object({ projectId: idSchema }),
  data: z.object({ amount: decimalString, units: z.number().int() }),
});

// ── Quality checks ──────────────────────────────────────────────────────────────────────────

export const findingSchema = z.object({
  id: z.string(),
  recordId: z.string(),
  check: qualityCheckIdSchema,
  rule: z.string(),
  /** The rule's title in the caller's language. */
  ruleTitle: z.string(),
  severity: severitySchema,
  nodeId: z.string().nullable(),
  /** The node's path ("1#楼 / 建筑与装饰工程 / 混凝土及钢筋混凝土工程"). */
  nodePath: z.string(),
  rowKind: z.string(),
  rowId: z.string().nullable(),
  rowLabel: z.string(),
  expected: z.string().nullable(),
  actual: z.string().nullable(),
  /** The finding in a sentence, in the caller's language. */
  message: z.string(),
  viewed: z.boolean(),
  ignored: z.boolean(),
  ignoredBy: z.string().nullable(),
  ignoredAt: z.string().nullable(),
  opinion: z.string().nullable(),
});
export type Finding = z.infer<typeof findingSchema>;

/** Counts of one rule's findings in a record. */
export const ruleCountSchema = z.object({
  check: qualityCheckIdSchema,
  checkTitle: z.string(),
  rule: z.string(),
  ruleTitle: z.string(),
  severity: severitySchema,
  total: z.number().int(),
  ignored: z.number().int(),
  viewed: z.number().int(),
});

export const checkRecordSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  checks: z.array(qualityCheckIdSchema),
  status: z.enum(['running', 'finished', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  startedBy: z.string().nullable(),
  errors: z.number().int(),
  warnings: z.number().int(),
  infos: z.number().int(),
  /** Findings by check and rule (the tool's grouping). */
  rules: z.array(ruleCountSchema),
});
export type CheckRecord = z.infer<typeof checkRecordSchema>;

export const qualityStart = endpoint({
  method: 'POST',
  path: '/b/quality/checkrecord/start',
  summary:
    'Run the quality checks (all, or the listed ones) on a project and keep the findings as a new check record',
  access: { permission: 'cost:quality:check' },
  body: z.object({
    projectId: idSchema,
    checks: z.array(qualityCheckIdSchema).max(18).optional(),
    /** The 招标控制价 project a bid or settlement is checked against. */
    controlProjectId: idSchema.nullish().transform((value) => value ?? null),
    /** Pushes the run's progress (per check) to the caller's message socket. */
    progressId: progressIdSchema,
  }),
  data: checkRecordSchema,
});

export const qualityRecords = endpoint({
  method: 'POST',
  path: '/b/quality/checkrecord/checkedProject',
  summary: "A project's check records, newest first",
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema }),
  data: z.array(checkRecordSchema),
});

export const qualityRecordGet = endpoint({
  method: 'GET',
  path: '/b/quality/checkrecord/{id}',
  summary: 'A check record with its findings counted by check and rule',
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  data: checkRecordSchema,
});

export const qualityRecordDelete = endpoint({
  method: 'DELETE',
  path: '/b/quality/checkrecord/{id}',
  summary: 'Delete a check record and its findings',
  access: { permission: 'cost:quality:check' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const qualityFindings = endpoint({
  method: 'POST',
  path: '/b/quality/checkrecord/queryList',
  summary:
    "A check record's findings, paged, most severe first; filter by check, rule, severity, node, viewed and ignored",
  access: { permission: 'cost:project:view' },
  body: pageRequest(
    z.object({
      recordId: idSchema,
      check: qualityCheckIdSchema.optional(),
      rule: plainText(80).optional(),
      severity: severitySchema.optional(),
      nodeId: idSchema.optional(),
      /** Ignored findings are left out unless asked for. */
      includeIgnored: z.boolean().default(false),
      viewed: z.boolean().optional(),
    }),
  ),
  data: pageOf(findingSchema),
});

export const qualitySetIgnore = endpoint({
  method: 'POST',
  path: '/b/quality/checkrecord/setIgnore',
  summary: 'Mark findings ignored (who and when are kept) or not ignored',
  access: { permission: 'cost:quality:check' },
  body: z.object({ ids: idListSchema.min(1), ignored: z.boolean() }),
  data: z.object({ updated: z.number().int() }),
});

export const qualitySetOpinion = endpoint({
  method: 'POST',
  path: '/b/quality/checkrecord/setOpinion',
  summary: "A reviewer's opinion on a finding (empty clears it)",
  access: { permission: 'cost:quality:check' },
  body: z.object({
    id: idSchema,
    opinion: z
      .string()
      .trim()
      .max(1000)
      .refine((v) => !/[<>]/.test(v), { error: '不能包含 < 或 >' }),
  }),
  data: findingSchema,
});

export const qualitySaveViewState = endpoint({
  method: 'POST',
  path: '/b/quality/checkrecord/saveViewState',
  summary: 'Mark findings viewed (or not viewed)',
  access: { permission: 'cost:project:view' },
  body: z.object({ ids: idListSchema.min(1), viewed: z.boolean() }),
  data: z.object({ updated: z.number().int() }),
});

export const qualityRunCheck = endpoint({
  method: 'POST',
  path: '/b/quality/check/{check}',
  summary: 'Run one quality check on a project and answer its findings without keeping them',
  access: { permission: 'cost:quality:check' },
  params: z.object({ check: qualityCheckIdSchema }),
  body: z.object({
    projectId: idSchema,
    controlProjectId: idSchema.nullish().transform((value) => value ?? null),
  }),
  data: z.object({
    check: qualityCheckIdSchema,
    total: z.number().int(),
    /** The first 1,000 findings (ids are empty: nothing is kept). */
    findings: z.array(findingSchema),
  }),
});

/** The report's file format (generatorReport). */
export const qualityReportFormatSchema = z.enum(['xlsx', 'pdf']);
export type QualityReportFormat = z.infer<typeof qualityReportFormatSchema>;

export const qualityReport = endpoint({
  method: 'POST',
  path: '/b/quality/check/report/generatorReport',
  summary:
    'The check report of a record as a workbook (format xlsx, the default) or a PDF document: summary by check and rule, then every finding (ignored ones marked, with opinions)',
  access: { permission: 'cost:project:view' },
  body: z.object({
    recordId: idSchema,
    /** xlsx: the workbook with every finding; pdf: a printable document (findings capped per rule). */
    format: qualityReportFormatSchema.default('xlsx'),
  }),
  data: z.null(),
  response: 'binary',
});

/** A row of the editable rule table (DOMAIN.md: check, project kind, region, file type, min, max, severity). */
export const qualityRuleSchema = z.object({
  key: z.string(),
  check: qualityCheckIdSchema,
  title: z.string(),
  unit: z.string().nullable(),
  /** The shipped defaults. */
  defaultSeverity: severitySchema,
  defaultMin: decimalString.nullable(),
  defaultMax: decimalString.nullable(),
  /** The company's overrides (empty: defaults apply). */
  overrides: z.array(
    z.object({
      id: z.string(),
      projectKind: costKindSchema.nullable(),
      region: z.string().nullable(),
      fileType: costFileTypeSchema.nullable(),
      min: decimalString.nullable(),
      max: decimalString.nullable(),
      severity: severitySchema.nullable(),
      enabled: z.boolean(),
    }),
  ),
});
export type QualityRule = z.infer<typeof qualityRuleSchema>;

export const qualityRangeSetGet = endpoint({
  method: 'GET',
  path: '/b/quality/rangeSet/{id}',
  summary: "The rule table of a check (id: a check, or all) with the company's overrides",
  access: { permission: 'cost:project:view' },
  params: z.object({ id: z.union([qualityCheckIdSchema, z.literal('all')]) }),
  data: z.array(qualityRuleSchema),
});

export const qualityRangeSetSave = endpoint({
  method: 'POST',
  path: '/b/quality/rangeSet',
  summary:
    "Replace a rule's overrides (thresholds, severity, on/off by project kind, region and file type); min must not exceed max",
  access: { permission: 'cost:quality:rule' },
  body: z.object({
    key: plainText(80),
    overrides: z
      .array(
        z.object({
          projectKind: costKindSchema.nullish().transform((value) => value ?? null),
          region: optionalText(64),
          fileType: costFileTypeSchema.nullish().transform((value) => value ?? null),
          min: decimalInput('下限')
            .nullish()
            .transform((value) => value ?? null),
          max: decimalInput('上限')
            .nullish()
            .transform((value) => value ?? null),
          severity: severitySchema.nullish().transform((value) => value ?? null),
          enabled: z.boolean().default(true),
        }),
      )
      .max(100),
  }),
  data: qualityRuleSchema,
});
