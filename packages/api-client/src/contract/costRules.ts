import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalInput, decimalString, findingSchema, severitySchema } from './cost';
import {
  catalogueCodeSchema,
  materialCodeSchema,
  materialKindSchema,
  materialSchema,
  materialSummarySchema,
} from './costMaterials';
import { logicalRelationSchema } from './costUnusual';
import { idSchema, optionalText, pageOf, plainText } from './paging';

// Materials, factors and quality endpoints of spec 001 §7 still missing after the first cost
// slices, and the rule tables (标准材料库, logical rules) each company may edit: read from the
// code defaults until a company's first edit copies them into its own rows.

const money = z.string().regex(/^-?\d{1,18}\.\d{2}$/);

// ── Materials ───────────────────────────────────────────────────────────────────────────────

export const rulesMaterialQueryListFront = endpoint({
  method: 'POST',
  path: '/b/project/material/queryListFront',
  summary:
    "The materials summary as the front page shows it: one page of materials with their coding state, and the project's (or node's) totals by kind and coding counts",
  access: { permission: 'cost:project:view' },
  body: z.object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(20),
    params: z.object({
      projectId: idSchema,
      nodeId: idSchema.optional(),
      kind: materialKindSchema.optional(),
      coding: z.enum(['coded', 'uncoded', 'confirmed']).optional(),
      keyword: plainText(64).optional(),
    }),
  }),
  data: pageOf(materialSchema).extend({ summary: materialSummarySchema }),
});

export const rulesMaterialItAnalyze = endpoint({
  method: 'POST',
  path: '/b/itAnalyzeMaterial/{id}',
  summary:
    "智能分析: codes every unconfirmed material of the project — by code or similarity to the company's catalogue, then what is left as other projects of the company confirmed it",
  access: { permission: 'cost:project:edit' },
  params: z.object({ id: idSchema }),
  data: z.object({
    byCatalogue: z.number().int(),
    byLibrary: z.number().int(),
    uncoded: z.number().int(),
    kept: z.number().int(),
  }),
});

export const rulesMaterialClearCollection = endpoint({
  method: 'POST',
  path: '/b/clearItemCollection/{id}',
  summary:
    "Clears the project's automatic material codings (confirmed ones and kept conversions stay); autoCoder or itAnalyzeMaterial codes them again",
  access: { permission: 'cost:project:edit' },
  params: z.object({ id: idSchema }),
  data: z.object({ cleared: z.number().int(), kept: z.number().int() }),
});

export const rulesSourceMaterialSchema = z.object({
  id: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  code: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  kind: materialKindSchema,
  price: decimalString,
  quantity: decimalString,
  amount: money,
  ownerSupplied: z.boolean(),
  provisional: z.boolean(),
});
export type RulesSourceMaterial = z.infer<typeof rulesSourceMaterialSchema>;

export const rulesMaterialSource = endpoint({
  method: 'GET',
  path: '/b/getSourceMaterial/{id}',
  summary:
    'The resource rows (人材机 of each unit) a summarised material of project {id} comes from',
  access: { permission: 'cost:project:view' },
  params: z.object({ id: idSchema }),
  /** The material's code: required (a missing one is refused as a validation failure). */
  query: z.object({
    code: z.string({ error: '请指定材料编码' }).pipe(materialCodeSchema),
  }),
  data: z.array(rulesSourceMaterialSchema),
});

export const rulesMaterialSave = endpoint({
  method: 'POST',
  path: '/b/project/material',
  summary:
    "Saves one material's description (name, spec, unit) in every unit of the project, so coding by similarity sees the corrected text",
  access: { permission: 'cost:project:edit' },
  body: z.object({
    projectId: idSchema,
    code: materialCodeSchema,
    name: plainText(100).pipe(z.string().min(1, { error: '请输入材料名称' })),
    spec: plainText(100).default(''),
    unit: plainText(20).pipe(z.string().min(1, { error: '请输入单位' })),
  }),
  data: materialSchema,
});

// ── Factors ─────────────────────────────────────────────────────────────────────────────────

const factorCodeSchema = plainText(30).pipe(
  z
    .string()
    .min(1, { error: '请输入因子代号' })
    .regex(/^[^\s]+$/, { error: '因子代号不能包含空格' }),
);

export const rulesSpecialFactorSchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  value: decimalString.nullable(),
  formula: z.string().nullable(),
  /** The computed value (4 decimals); null when it cannot be evaluated or is not in the project. */
  result: decimalString.nullable(),
  /** project: in the project's list; kind: a default of its kind not yet in the list. */
  source: z.enum(['project', 'kind']),
  /** The node's own value (saveProjectTreeInfo) when a node was asked for. */
  nodeValue: decimalString.nullable(),
});
export type RulesSpecialFactor = z.infer<typeof rulesSpecialFactorSchema>;

export const rulesFactorQuerySpecialList2 = endpoint({
  method: 'POST',
  path: '/b/projectFactors/querySpecialList2',
  summary:
    "A project's factors with computed values, followed by its kind's defaults not yet in the list; with a node, each factor's value at that node",
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema, nodeId: idSchema.optional() }),
  data: z.array(rulesSpecialFactorSchema),
});

export const rulesSubjectFactorsSchema = z.object({
  subjectCode: z.string(),
  subjectName: z.string(),
  factorCodes: z.array(z.string()),
});
export type RulesSubjectFactors = z.infer<typeof rulesSubjectFactorsSchema>;

export const rulesSubjectFactorsSave = endpoint({
  method: 'POST',
  path: '/b/subject/factors',
  summary:
    'Sets the factors a subject model’s indicators are given per (建筑面积, 车位数 …), replacing its list',
  access: { permission: 'cost:quality:rule' },
  body: z.object({
    subjectCode: plainText(20).pipe(z.string().min(1, { error: '请选择科目' })),
    factorCodes: z.array(factorCodeSchema).max(20),
  }),
  data: rulesSubjectFactorsSchema,
});

export const rulesSubjectFactorsList = endpoint({
  method: 'POST',
  path: '/b/subject/factors/queryList',
  summary: 'The factors of every subject model (or of one), in the subject tree’s order',
  access: { permission: 'cost:project:view' },
  body: z.object({ subjectCode: plainText(20).optional() }),
  data: z.array(rulesSubjectFactorsSchema),
});

export const rulesNodeFactorsSchema = z.object({
  nodeId: z.string(),
  nodeName: z.string(),
  factors: z.array(z.object({ code: z.string(), value: decimalString })),
});

export const rulesSaveProjectTreeInfo = endpoint({
  method: 'POST',
  path: '/b/xml/project/saveProjectTreeInfo',
  summary:
    'Saves factor values of nodes of the project tree (each 单项’s 建筑面积 …); an empty value removes it. Answers every node’s values',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    projectId: idSchema,
    nodes: z
      .array(
        z.object({
          nodeId: idSchema,
          factors: z
            .array(
              z.object({
                code: factorCodeSchema,
                value: decimalInput('因子值')
                  .nullish()
                  .transform((value) => value ?? null),
              }),
            )
            .max(100),
        }),
      )
      .min(1)
      .max(1000),
  }),
  data: z.array(rulesNodeFactorsSchema),
});

export const rulesAnalyzeSaveFactor = endpoint({
  method: 'POST',
  path: '/b/analyze1/saveFactor',
  summary:
    "Fills in one factor from the analysis page: the project's value (added from the kind's defaults, or with the name given) or, with a node, that node's value",
  access: { permission: 'cost:project:edit' },
  body: z.object({
    projectId: idSchema,
    nodeId: idSchema.optional(),
    code: factorCodeSchema,
    value: decimalInput('因子值'),
    name: optionalText(60),
    unit: optionalText(20),
  }),
  data: z.object({ code: z.string(), value: decimalString, nodeId: z.string().nullable() }),
});

// ── Quality ─────────────────────────────────────────────────────────────────────────────────

export const rulesRecordFormSchema = z.object({
  recordId: z.string(),
  name: z.string(),
  checker: z.string(),
  controlProjectId: z.string().nullable(),
  controlProjectName: z.string().nullable(),
  remark: z.string().nullable(),
  updatedAt: z.string(),
});
export type RulesRecordForm = z.infer<typeof rulesRecordFormSchema>;

export const rulesQualitySaveForm = endpoint({
  method: 'POST',
  path: '/b/quality/checkrecord/saveFrom',
  summary:
    "Saves a check record's form: its name, the checker, the control-price project it is compared with and a remark",
  access: { permission: 'cost:quality:check' },
  body: z.object({
    recordId: idSchema,
    name: plainText(100).pipe(z.string().min(1, { error: '请输入检查名称' })),
    checker: plainText(40).default(''),
    controlProjectId: idSchema.nullish().transform((value) => value ?? null),
    remark: optionalText(500),
  }),
  data: rulesRecordFormSchema,
});

export const rulesQualityFeeChecks = endpoint({
  method: 'POST',
  path: '/b/quality/check/findFeeCheckByParentId',
  summary:
    "The findings of a check record on a fee-table row and the rows beneath it (the fee table's 费用 checks)",
  access: { permission: 'cost:project:view' },
  body: z.object({ recordId: idSchema, parentId: idSchema }),
  data: z.array(findingSchema),
});

const supplyRowSchema = z.object({
  unitId: z.string(),
  unitName: z.string(),
  /** Σ 甲供 quantity × 甲供 price (the list's values where the 甲供 ones are missing). */
  supplied: money,
  /** Σ quantity × price of every resource of the unit. */
  total: money,
  /** supplied ÷ total in %, 2 decimals; null when the unit has no resources. */
  share: z.string().nullable(),
  over: z.boolean(),
});

export const rulesQualitySupplyScale = endpoint({
  method: 'POST',
  path: '/b/quality/project/checkSupplyScale',
  summary:
    "甲供材 share: the owner-supplied materials' amount against all resources, per unit and for the project, flagged above the limit given (%)",
  access: { permission: 'cost:project:view' },
  body: z.object({
    projectId: idSchema,
    maxShare: decimalInput('甲供比例上限')
      .nullish()
      .transform((value) => value ?? null),
  }),
  data: z.object({
    units: z.array(supplyRowSchema),
    supplied: money,
    total: money,
    share: z.string().nullable(),
    over: z.boolean(),
    materials: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        spec: z.string(),
        unit: z.string(),
        quantity: decimalString,
        price: decimalString,
        amount: money,
      }),
    ),
  }),
});

// ── Rule tables ─────────────────────────────────────────────────────────────────────────────

export const ruleTableKeySchema = z.enum(['catalogue', 'logical']);

export const rulesCatalogueEntrySchema = z.object({
  groupCode: z.string(),
  groupName: z.string(),
  classCode: z.string(),
  className: z.string(),
  code: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
});
export type RulesCatalogueEntry = z.infer<typeof rulesCatalogueEntrySchema>;

export const rulesCatalogueList = endpoint({
  method: 'POST',
  path: '/b/quality/ruleTable/catalogue/queryList',
  summary:
    "The company's material catalogue (标准材料库), paged, by code; keyword over code, name and spec",
  access: { permission: 'cost:project:view' },
  body: z.object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(20),
    keyword: plainText(64).optional(),
  }),
  data: pageOf(rulesCatalogueEntrySchema).extend({
    /** Whether the company edited its catalogue (false: the standard one). */
    edited: z.boolean(),
  }),
});

const catalogueInput = z
  .object({
    groupCode: z
      .string()
      .trim()
      .regex(/^\d{2}$/, { error: '大类编码须为 2 位数字' }),
    groupName: plainText(40).pipe(z.string().min(1, { error: '请输入大类名称' })),
    classCode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, { error: '类别编码须为 4 位数字' }),
    className: plainText(40).pipe(z.string().min(1, { error: '请输入类别名称' })),
    code: catalogueCodeSchema,
    name: plainText(60).pipe(z.string().min(1, { error: '请输入材料名称' })),
    spec: plainText(100).default(''),
    unit: plainText(20).pipe(z.string().min(1, { error: '请输入单位' })),
  })
  .refine((row) => row.classCode.startsWith(row.groupCode) && row.code.startsWith(row.classCode), {
    error: '编码须以类别编码开头，类别编码须以大类编码开头',
    path: ['code'],
  });

export const rulesCatalogueSave = endpoint({
  method: 'POST',
  path: '/b/quality/ruleTable/catalogue',
  summary: 'Adds or changes one material of the company’s catalogue (by its code)',
  access: { permission: 'cost:quality:rule' },
  body: catalogueInput,
  data: rulesCatalogueEntrySchema,
});

export const rulesCatalogueDelete = endpoint({
  method: 'DELETE',
  path: '/b/quality/ruleTable/catalogue/{code}',
  summary:
    "Removes one material from the company's catalogue; refused while a project's material is coded to it",
  access: { permission: 'cost:quality:rule' },
  params: z.object({ code: idSchema }),
  data: z.null(),
});

const sideClassSchema = z.enum([
  'concrete',
  'rebar',
  'formwork',
  'excavation',
  'backfill',
  'roofWaterproofing',
  'roofArea',
]);

const textsSchema = z.object({
  zh: plainText(60).pipe(z.string().min(1, { error: '请输入名称' })),
  en: plainText(80).default(''),
  es: plainText(80).default(''),
});

const wordList = z.array(plainText(30).pipe(z.string().min(1))).max(20);

export const rulesLogicalSideSchema = z.object({
  name: textsSchema,
  /** A quantity class of DOMAIN.md (counted in its unit) … */
  cls: sideClassSchema.nullish().transform((value) => value ?? null),
  /** … or bills by code prefix and name words … */
  prefixes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{2,12}$/, { error: '编码前缀须为数字' }),
    )
    .max(20),
  names: wordList,
  notNames: wordList,
  /** … or whether the project is a basement (counts 1). */
  basement: z.boolean().default(false),
  unit: plainText(10).default(''),
});
export type RulesLogicalSide = z.infer<typeof rulesLogicalSideSchema>;

/** A side as answered (every field present, no input defaults). */
export const rulesLogicalSideOutSchema = z.object({
  name: z.object({ zh: z.string(), en: z.string(), es: z.string() }),
  cls: sideClassSchema.nullable(),
  prefixes: z.array(z.string()),
  names: z.array(z.string()),
  notNames: z.array(z.string()),
  basement: z.boolean(),
  unit: z.string(),
});

export const rulesLogicalRuleSchema = z.object({
  key: z.string(),
  /** The title in the caller's language. */
  label: z.string(),
  title: z.object({ zh: z.string(), en: z.string(), es: z.string() }),
  a: rulesLogicalSideOutSchema,
  b: rulesLogicalSideOutSchema,
  relation: logicalRelationSchema,
  tolerance: decimalString,
  severity: severitySchema,
  enabled: z.boolean(),
});
export type RulesLogicalRule = z.infer<typeof rulesLogicalRuleSchema>;

export const rulesLogicalList = endpoint({
  method: 'GET',
  path: '/b/quality/ruleTable/logical',
  summary: "The company's logical rules (A, B, relation, tolerance, severity), in check order",
  access: { permission: 'cost:project:view' },
  data: z.object({ edited: z.boolean(), rules: z.array(rulesLogicalRuleSchema) }),
});

const sideIsDefined = (side: RulesLogicalSide) =>
  side.cls !== null || side.basement || side.prefixes.length > 0 || side.names.length > 0;

export const rulesLogicalSave = endpoint({
  method: 'POST',
  path: '/b/quality/ruleTable/logical',
  summary: 'Adds or changes one logical rule of the company (by its key)',
  access: { permission: 'cost:quality:rule' },
  body: z
    .object({
      key: z
        .string()
        .trim()
        .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { error: '规则代号须为字母开头的字母数字' }),
      title: textsSchema,
      a: rulesLogicalSideSchema,
      b: rulesLogicalSideSchema,
      relation: logicalRelationSchema,
      tolerance: decimalInput('容差').pipe(
        z.string().refine((value) => Number(value) >= 0 && Number(value) < 1, {
          error: '容差须在 0 到 1 之间',
        }),
      ),
      severity: severitySchema,
      enabled: z.boolean().default(true),
    })
    .refine((rule) => sideIsDefined(rule.a), {
      error: '请为 A 选择工程量类别、编码前缀或名称',
      path: ['a'],
    })
    .refine((rule) => sideIsDefined(rule.b), {
      error: '请为 B 选择工程量类别、编码前缀或名称',
      path: ['b'],
    }),
  data: rulesLogicalRuleSchema,
});

export const rulesLogicalDelete = endpoint({
  method: 'DELETE',
  path: '/b/quality/ruleTable/logical/{key}',
  summary: 'Removes one logical rule of the company',
  access: { permission: 'cost:quality:rule' },
  params: z.object({ key: idSchema }),
  data: z.null(),
});

export const rulesTableReset = endpoint({
  method: 'POST',
  path: '/b/quality/ruleTable/reset',
  summary: 'Puts a rule table back to the standard content (the company’s edits are dropped)',
  access: { permission: 'cost:quality:rule' },
  body: z.object({ table: ruleTableKeySchema }),
  data: z.null(),
});
