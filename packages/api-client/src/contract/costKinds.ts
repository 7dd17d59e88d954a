import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  decimalInput,
  decimalString,
  feeCategorySchema,
  formulaIssueSchema,
  importRowErrorSchema,
  taxMethodSchema,
} from './cost';
import { idSchema, optionalText, pageOf, pageRequest, plainText } from './paging';

// Project kinds and their feature fields, feature extraction (projectAttrExtract), a project's
// special factors, the fee tool's base data and the cost-data dictionary (/b/kisdee) — spec 001
// §7. The kind tree has three levels (工程类别 → 类型 → 功能); a kind's attributes are the feature
// fields it asks for, inherited by its sub-kinds.

const nullableId = idSchema.nullish().transform((value) => value ?? null);
const formulaInput = z
  .string()
  .trim()
  .max(500)
  .refine((v) => !/[<>]/.test(v), { error: '不能包含 < 或 >' });

// ── Kinds ───────────────────────────────────────────────────────────────────────────────────

export const costKindNodeSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  level: z.number().int(),
  /** The engine's project kind code a level-3 kind stands for (residential-high …), if any. */
  code: z.string().nullable(),
  name: z.string(),
  costIndustry: z.string().nullable(),
  sort: z.number().int(),
  hasChildren: z.boolean(),
});
export type CostKindNode = z.infer<typeof costKindNodeSchema>;

export const kindTree1 = endpoint({
  method: 'GET',
  path: '/b/kind/tree1',
  summary: 'The first level of the project kind tree (工程类别)',
  access: { permission: 'cost:project:view' },
  data: z.array(costKindNodeSchema),
});

export const kindTree2 = endpoint({
  method: 'GET',
  path: '/b/kind/tree2',
  summary: 'The second-level kinds under a first-level kind',
  access: { permission: 'cost:project:view' },
  query: z.object({ parentId: idSchema }),
  data: z.array(costKindNodeSchema),
});

export const kindTree3 = endpoint({
  method: 'GET',
  path: '/b/kind/tree3',
  summary: 'The third-level kinds (功能) under a second-level kind',
  access: { permission: 'cost:project:view' },
  query: z.object({ parentId: idSchema }),
  data: z.array(costKindNodeSchema),
});

export const kindAttrTypeSchema = z.enum(['number', 'integer', 'text', 'select']);
export type KindAttrType = z.infer<typeof kindAttrTypeSchema>;
export const kindAttrScopeSchema = z.enum(['project', 'node']);

export const kindAttrSchema = z.object({
  id: z.string(),
  kindId: z.string(),
  /** The kind that declares it (an ancestor's attributes are inherited). */
  kindName: z.string(),
  /** The feature's name, also its key among the feature values (建筑面积). */
  name: z.string(),
  type: kindAttrTypeSchema,
  unit: z.string().nullable(),
  options: z.array(z.string()),
  required: z.boolean(),
  scope: kindAttrScopeSchema,
  min: decimalString.nullable(),
  max: decimalString.nullable(),
  sort: z.number().int(),
});
export type KindAttr = z.infer<typeof kindAttrSchema>;

export const kindAttrQueryList = endpoint({
  method: 'POST',
  path: '/b/kind/attr/queryList',
  summary:
    "The feature fields a kind asks for, its ancestors' first (scope: project features or node features)",
  access: { permission: 'cost:project:view' },
  body: z.object({ kindId: idSchema, scope: kindAttrScopeSchema.optional() }),
  data: z.array(kindAttrSchema),
});

const optionSchema = z.object({ value: z.string(), label: z.string() });

export const kindCostIndustry = endpoint({
  method: 'GET',
  path: '/b/kind/getProjectCostIndustry',
  summary: 'The cost industries (造价专业) kinds and nodes are filed under',
  access: { permission: 'cost:project:view' },
  data: z.array(optionSchema),
});

export const costKindCountSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  level: z.number().int(),
  name: z.string(),
  /** The company's projects of this kind and its sub-kinds. */
  count: z.number().int(),
});

export const kindProjectCount = endpoint({
  method: 'GET',
  path: '/b/project/kind/getProjectKindAndCount',
  summary: "Every kind (flat, tree order) with the count of the company's projects under it",
  access: { permission: 'cost:project:view' },
  data: z.array(costKindCountSchema),
});

export const kindSelectFunction = endpoint({
  method: 'GET',
  path: '/b/project/kind/querySelectFunction',
  summary:
    "The functions (level-3 kinds of the project's category) a node's features may be given for; selected: the project's own or already used",
  access: { permission: 'cost:project:view' },
  query: z.object({ projectId: idSchema }),
  data: z.array(z.object({ id: z.string(), name: z.string(), selected: z.boolean() })),
});

export const kindSelectSpecial = endpoint({
  method: 'GET',
  path: '/b/project/kind/querySelectSpecial',
  summary: 'The cost industries (专业) of a kind (treeId: a kind id)',
  access: { permission: 'cost:project:view' },
  query: z.object({ treeId: idSchema }),
  data: z.array(optionSchema),
});

// ── Features (projectAttrExtract) ───────────────────────────────────────────────────────────

export const projectBaseFeatureSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  kindId: z.string().nullable(),
  /** "房屋建筑 / 居住建筑 / 高层住宅" */
  kindPath: z.string(),
  area: decimalString.nullable(),
  floors: z.number().int().nullable(),
  region: z.string().nullable(),
  priceDate: z.string(),
  taxMethod: taxMethodSchema,
});
export type ProjectBaseFeature = z.infer<typeof projectBaseFeatureSchema>;

export const featureFieldSchema = kindAttrSchema.extend({ value: z.string() });
export type FeatureField = z.infer<typeof featureFieldSchema>;

export const featureValuesSchema = z.object({
  kindId: z.string().nullable(),
  fields: z.array(featureFieldSchema),
  /** Stored features no attribute of the kind names (kept, shown read-only). */
  extra: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type FeatureValues = z.infer<typeof featureValuesSchema>;

/** Feature values as typed: name → text (blank removes the value). */
const valuesInput = z
  .record(plainText(40), plainText(200))
  .refine((values) => Object.keys(values).length <= 200, { error: '特征过多' });

export const featureQueryProperty = endpoint({
  method: 'POST',
  path: '/b/projectAttrExtract/queryProjectProperty',
  summary: "A project's base features: kind, area, floors, region, price date, tax method",
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema }),
  data: projectBaseFeatureSchema,
});

export const featureQueryAttrProperty = endpoint({
  method: 'POST',
  path: '/b/projectAttrExtract/queryProjectAttrProperty',
  summary: "A project's feature values against its kind's project attributes",
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema }),
  data: featureValuesSchema,
});

export const featureQueryEngineer = endpoint({
  method: 'GET',
  path: '/b/projectAttrExtract/queryEngineerFeature/{nodeId}/{functionId}',
  summary: "A structure node's feature values for one function (a level-3 kind's node attributes)",
  access: { permission: 'cost:project:view' },
  params: z.object({ nodeId: idSchema, functionId: idSchema }),
  data: featureValuesSchema,
});

export const featureSaveBase = endpoint({
  method: 'POST',
  path: '/b/projectAttrExtract/saveProjectBaseFeature',
  summary: "Save a project's kind (a level-3 kind), area, floors and region",
  access: { permission: 'cost:project:edit' },
  body: z.object({
    projectId: idSchema,
    kindId: idSchema,
    area: decimalInput('建筑面积')
      .nullish()
      .transform((value) => value ?? null),
    floors: z.coerce
      .number()
      .int()
      .min(0)
      .max(300)
      .nullish()
      .transform((v) => v ?? null),
    region: optionalText(50),
  }),
  data: projectBaseFeatureSchema,
});

export const featureErrorSchema = z.object({ name: z.string(), message: z.string() });

export const featureSaveProject = endpoint({
  method: 'POST',
  path: '/b/projectAttrExtract/saveProjectFeature',
  summary:
    "Save a project's feature values, checked against its kind's attributes (type, options, range, required); any error saves nothing and answers every error as data.errors",
  access: { permission: 'cost:project:edit' },
  body: z.object({ projectId: idSchema, values: valuesInput }),
  data: featureValuesSchema,
});

export const featureSaveNode = endpoint({
  method: 'POST',
  path: '/b/projectAttrExtract/saveProjectNodeFeature',
  summary:
    "Save a structure node's feature values for a function, checked against that kind's node attributes; any error saves nothing",
  access: { permission: 'cost:project:edit' },
  body: z.object({
    projectId: idSchema,
    nodeId: idSchema,
    functionId: idSchema,
    values: valuesInput,
  }),
  data: featureValuesSchema,
});

// ── Factors ─────────────────────────────────────────────────────────────────────────────────

export const projectFactorSchema = z.object({
  id: z.string(),
  sort: z.number().int(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  value: decimalString.nullable(),
  formula: z.string().nullable(),
  remark: z.string().nullable(),
});
export type ProjectFactor = z.infer<typeof projectFactorSchema>;

export const factorIssueSchema = formulaIssueSchema.extend({
  /** 0-based index of the factor in the list sent (or stored). */
  index: z.number().int(),
  code: z.string(),
});
export type FactorIssue = z.infer<typeof factorIssueSchema>;

export const factorQuerySpecialList = endpoint({
  method: 'POST',
  path: '/b/projectFactors/querySpecialList',
  summary: "A project's special factors as stored (value or formula)",
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema }),
  data: z.array(projectFactorSchema),
});

const factorInput = z.object({
  id: nullableId,
  code: plainText(30).pipe(z.string().min(1, { error: '请输入因子代号' })),
  name: plainText(60).pipe(z.string().min(1, { error: '请输入因子名称' })),
  unit: plainText(20).default(''),
  value: decimalInput('因子值')
    .nullish()
    .transform((value) => value ?? null),
  formula: formulaInput.nullish().transform((value) => (value ? value : null)),
  remark: optionalText(200),
});

export const factorSave = endpoint({
  method: 'POST',
  path: '/b/projectFactors/saveProjectFactors',
  summary:
    "Replace a project's factor list, checked as a whole (codes, a value or a formula, unknown symbols, cycles with their path); any error saves nothing; dryRun only checks",
  access: { permission: 'cost:project:edit' },
  body: z.object({
    projectId: idSchema,
    factors: z.array(factorInput).max(500),
    dryRun: z.boolean().default(false),
  }),
  data: z.object({ saved: z.boolean(), issues: z.array(factorIssueSchema) }),
});

export const factorDeleteAll = endpoint({
  method: 'POST',
  path: '/b/projectFactors/deleteAllProjectfactors',
  summary: "Delete all of a project's factors",
  access: { permission: 'cost:project:edit' },
  body: z.object({ projectId: idSchema }),
  data: z.null(),
});

export const factorDelete = endpoint({
  method: 'DELETE',
  path: '/b/projectFactors/{id}',
  summary: "Delete one factor that no other factor's formula uses",
  access: { permission: 'cost:project:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const factorSetDefault = endpoint({
  method: 'POST',
  path: '/b/projectFactors/setDefaultFactors',
  summary:
    "Replace a project's factors with the default set of its kind (the nearest kind up the tree that has one)",
  access: { permission: 'cost:project:edit' },
  body: z.object({ projectId: idSchema }),
  data: z.array(projectFactorSchema),
});

export const computedFactorSchema = projectFactorSchema.extend({
  /** The computed value (4 decimals); null when the formula cannot be evaluated. */
  result: decimalString.nullable(),
  issues: z.array(formulaIssueSchema),
});
export type ComputedFactor = z.infer<typeof computedFactorSchema>;

export const factorList = endpoint({
  method: 'POST',
  path: '/b/projectFactors/getProjectFactorsList',
  summary:
    "A project's factors with their computed values (formulas over factors and numeric features)",
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema }),
  data: z.object({
    factors: z.array(computedFactorSchema),
    /** The numeric features formulas may use, by name. */
    features: z.array(z.object({ name: z.string(), value: decimalString })),
  }),
});

export const factorImport = endpoint({
  method: 'POST',
  path: '/b/project/projectFactorsExcel/importProjectFactors',
  summary:
    "Import a project's factors from an uploaded sheet (代号, 名称, 单位, 数值, 公式, 备注), replacing its list; all or nothing: any error writes nothing and fails with the per-row report as data",
  access: { permission: 'cost:project:edit' },
  body: z.object({
    projectId: idSchema,
    fileItems: z.array(idSchema).length(1, { error: '请选择一个文件' }),
  }),
  data: z.object({ imported: z.number().int(), errors: z.array(importRowErrorSchema) }),
});

// ── Fee tool base data ──────────────────────────────────────────────────────────────────────

export const feeToolBaseSchema = z.object({
  id: z.string(),
  area: z.string(),
  year: z.number().int(),
  name: z.string(),
  taxMethod: taxMethodSchema,
  remark: z.string().nullable(),
  rows: z.number().int(),
});
export type FeeToolBase = z.infer<typeof feeToolBaseSchema>;

export const feeToolBaseQueryList = endpoint({
  method: 'POST',
  path: '/b/feetool/tbfeebase/queryList',
  summary: 'The fee-rate base tables (per area and year), paged, filtered by area, year, keyword',
  access: { permission: 'cost:project:view' },
  body: pageRequest(
    z.object({
      area: optionalText(50),
      year: z.coerce.number().int().min(2000).max(2100).nullish(),
      keyword: optionalText(50),
    }),
  ),
  data: pageOf(feeToolBaseSchema),
});

export const feeToolBaseSave = endpoint({
  method: 'POST',
  path: '/b/feetool/tbfeebase',
  summary: 'Create or edit a base table (area, year, name, tax method); one name per area and year',
  access: { permission: 'cost:fee:edit' },
  body: z.object({
    id: nullableId,
    area: plainText(50).pipe(z.string().min(1, { error: '请输入地区' })),
    year: z.coerce.number().int().min(2000, { error: '年份须在 2000–2100 之间' }).max(2100, {
      error: '年份须在 2000–2100 之间',
    }),
    name: plainText(100).pipe(z.string().min(1, { error: '请输入名称' })),
    taxMethod: taxMethodSchema.default('general'),
    remark: optionalText(200),
  }),
  data: feeToolBaseSchema,
});

export const feeToolBaseDelete = endpoint({
  method: 'DELETE',
  path: '/b/feetool/tbfeebase/{id}',
  summary: 'Delete a base table with its rows',
  access: { permission: 'cost:fee:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const feeToolBaseAreas = endpoint({
  method: 'GET',
  path: '/b/feetool/tbfeebase/getAreas',
  summary: 'The areas that have base tables',
  access: { permission: 'cost:project:view' },
  data: z.array(z.string()),
});

export const feeToolDetailSchema = z.object({
  id: z.string(),
  baseId: z.string(),
  parentCode: z.string().nullable(),
  sort: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: feeCategorySchema,
  base: z.string(),
  rate: decimalString,
  nonCompetitive: z.boolean(),
  isTotal: z.boolean(),
  issues: z.array(formulaIssueSchema),
});
export type FeeToolDetail = z.infer<typeof feeToolDetailSchema>;

export const feeToolDetailQueryList = endpoint({
  method: 'POST',
  path: '/b/feetool/tbfeedetail/queryList',
  summary: "A base table's rows in order, each with its formula issues",
  access: { permission: 'cost:project:view' },
  body: z.object({ baseId: idSchema }),
  data: z.array(feeToolDetailSchema),
});

export const feeToolDetailSave = endpoint({
  method: 'POST',
  path: '/b/feetool/tbfeedetail',
  summary:
    "Create or edit a base table's row; refused with the issue when its base is invalid, closes a cycle or its code is taken",
  access: { permission: 'cost:fee:edit' },
  body: z.object({
    id: nullableId,
    baseId: idSchema,
    parentCode: optionalText(20),
    sort: z.coerce.number().int().min(0).max(10_000).nullish(),
    code: plainText(20).pipe(z.string().min(1, { error: '请输入费用代号' })),
    name: plainText(100).pipe(z.string().min(1, { error: '请输入费用名称' })),
    category: feeCategorySchema.default('custom'),
    base: formulaInput,
    rate: decimalInput('费率'),
    nonCompetitive: z.boolean().default(false),
    isTotal: z.boolean().default(false),
  }),
  data: feeToolDetailSchema,
});

export const feeToolDetailDelete = endpoint({
  method: 'DELETE',
  path: '/b/feetool/tbfeedetail/{id}',
  summary: "Delete a base table's row that no other row's base uses",
  access: { permission: 'cost:fee:edit' },
  params: z.object({ id: idSchema }),
  data: z.null(),
});

export const feeToolSimpleSchema = z.object({
  baseId: z.string(),
  overheadRate: decimalString,
  profitRate: decimalString,
  lawfeeRate: decimalString,
  safetyRate: decimalString,
  taxRate: decimalString,
  remark: z.string().nullable(),
});
export type FeeToolSimple = z.infer<typeof feeToolSimpleSchema>;

export const feeToolSimpleGet = endpoint({
  method: 'POST',
  path: '/b/feetool/tbfeesimple/getTbFeeSimple',
  summary: "A base table's summary rates (简易计费: 管理费, 利润, 规费, 安全文明, 税金 %)",
  access: { permission: 'cost:project:view' },
  body: z.object({ baseId: idSchema }),
  data: feeToolSimpleSchema,
});

const rateInput = (label: string) =>
  decimalInput(label).refine((v) => Number(v) >= 0 && Number(v) <= 100, {
    error: `${label}须在 0–100 之间`,
  });

export const feeToolSimpleSave = endpoint({
  method: 'POST',
  path: '/b/feetool/tbfeesimple',
  summary: "Save a base table's summary rates (each 0–100 %)",
  access: { permission: 'cost:fee:edit' },
  body: z.object({
    baseId: idSchema,
    overheadRate: rateInput('管理费率'),
    profitRate: rateInput('利润率'),
    lawfeeRate: rateInput('规费费率'),
    safetyRate: rateInput('安全文明施工费率'),
    taxRate: rateInput('税率'),
    remark: optionalText(200),
  }),
  data: feeToolSimpleSchema,
});

export const feeToolImportFromBase = endpoint({
  method: 'POST',
  path: '/b/feetool/tbfeeinfo/importFromBasedata',
  summary:
    "Replace a unit project's fee table with a base table's rows, computed (like init from the template)",
  access: { permission: 'cost:fee:edit' },
  body: z.object({ projectId: idSchema, nodeId: idSchema, baseId: idSchema }),
  data: z.object({ rows: z.number().int(), total: decimalString }),
});

// ── Cost-data dictionary (/b/kisdee) ────────────────────────────────────────────────────────

export const kisdeeTableSchema = z.object({
  table: z.string(),
  name: z.string(),
  description: z.string(),
  fields: z.number().int(),
  /** The company's rows in it. */
  rows: z.number().int(),
});
export type KisdeeTable = z.infer<typeof kisdeeTableSchema>;

export const kisdeeFieldSchema = z.object({
  field: z.string(),
  name: z.string(),
  type: z.string(),
  unit: z.string().nullable(),
  description: z.string(),
});
export type KisdeeField = z.infer<typeof kisdeeFieldSchema>;

export const kisdeeTableList = endpoint({
  method: 'GET',
  path: '/b/kisdee/tableList',
  summary: "The cost-data tables with their meaning and the company's row counts",
  access: { permission: 'cost:project:view' },
  data: z.array(kisdeeTableSchema),
});

export const kisdeeFieldList = endpoint({
  method: 'GET',
  path: '/b/kisdee/fieldList',
  summary: "A cost-data table's fields: type, unit and meaning",
  access: { permission: 'cost:project:view' },
  query: z.object({ table: z.string().regex(/^[a-z_]{1,64}$/) }),
  data: z.array(kisdeeFieldSchema),
});
