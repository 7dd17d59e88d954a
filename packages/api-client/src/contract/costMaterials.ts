import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idSchema, pageOf, plainText } from './paging';
import { progressIdSchema } from './progress';

// 数字化建库 · 材料汇总 (spec 001 §7 "Materials"): the resources (人材机) of a project or node
// rolled up from its bills' norms, their coding to the standard material catalogue (by code, else
// by name/spec/unit similarity, confirmed or overridden by a person), the bills that consume a
// resource, and 转换工程量 (quantities converted to the catalogue's unit, DOMAIN.md §1).

/** 人工 / 材料 / 机械 / 主材 / 设备 */
export const materialKindSchema = z.enum(['labour', 'material', 'machine', 'main', 'equipment']);
export type MaterialKind = z.infer<typeof materialKindSchema>;

/** An exact decimal quantity (Σ norm quantity × consumption, never rounded on the way). */
export const exactQuantity = z.string().regex(/^-?\d{1,20}(\.\d{1,16})?$/);
/** Money: 2 decimals. */
const moneyString = z.string().regex(/^-?\d{1,18}\.\d{2}$/);

/** A resource's code within the project (cost_resources.code). */
export const materialCodeSchema = z
  .string()
  .trim()
  .min(1, { error: '请选择材料' })
  .max(40)
  .regex(/^[^<>\s]+$/, { error: '编码格式不正确' });

/** A standard catalogue code (8 digits, GB/T 50851 style). */
export const catalogueCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{8}$/, { error: '请选择标准材料' });

/** How a coding came about: the resource code, name/spec/unit similarity, or a person. */
/** code: same code; similar: like a catalogue entry; manual: a person; library: as other projects confirmed it. */
export const codingMethodSchema = z.enum(['code', 'similar', 'manual', 'library']);
export type CodingMethod = z.infer<typeof codingMethodSchema>;

/** Where a summary is taken: a project, or one node of its tree (and everything beneath). */
const scopeSchema = z.object({
  projectId: idSchema,
  nodeId: idSchema.optional(),
});

/** One material of the summary. */
export const materialSchema = z.object({
  code: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  kind: materialKindSchema,
  quantity: exactQuantity,
  /** Weighted price (amount ÷ quantity) when the units price it differently. */
  price: z.string(),
  amount: moneyString,
  /** How many 单位工程 use it. */
  unitCount: z.number().int(),
  catalogueCode: z.string().nullable(),
  catalogueName: z.string().nullable(),
  catalogueSpec: z.string().nullable(),
  catalogueUnit: z.string().nullable(),
  /** 0–1 with 4 decimals. */
  confidence: z.string().nullable(),
  method: codingMethodSchema.nullable(),
  confirmed: z.boolean(),
  transformUnit: z.string().nullable(),
  transformFactor: z.string().nullable(),
  /** quantity × factor, rounded by the target unit's precision (DOMAIN.md §1). */
  transformedQuantity: z.string().nullable(),
});
export type Material = z.infer<typeof materialSchema>;

export const materialQueryList = endpoint({
  method: 'POST',
  path: '/b/project/material/queryList',
  summary:
    'The materials (人材机) of a project or node, rolled up from its bills’ norms (Σ norm quantity × consumption per resource code), with their coding; filter by kind, coding state and keyword',
  access: { permission: 'cost:project:view' },
  body: z.object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(50),
    params: scopeSchema.extend({
      kind: materialKindSchema.optional(),
      coding: z.enum(['coded', 'uncoded', 'confirmed']).optional(),
      keyword: plainText(64).optional(),
    }),
  }),
  data: pageOf(materialSchema),
});

export const materialKindTotalSchema = z.object({
  kind: materialKindSchema,
  count: z.number().int(),
  amount: moneyString,
});

export const materialSummarySchema = z.object({
  count: z.number().int(),
  amount: moneyString,
  coded: z.number().int(),
  confirmed: z.number().int(),
  kinds: z.array(materialKindTotalSchema),
});
export type MaterialSummary = z.infer<typeof materialSummarySchema>;

export const materialQueryListSummary = endpoint({
  method: 'POST',
  path: '/b/project/material/queryListSummary',
  summary:
    'Totals of the materials of a project or node by kind (人/材/机/主材/设备), and coding counts',
  access: { permission: 'cost:project:view' },
  body: scopeSchema,
  data: materialSummarySchema,
});

/** One norm of one bill consuming a resource. */
export const materialSourceSchema = z.object({
  resourceCode: z.string(),
  billId: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  billCode: z.string(),
  billName: z.string(),
  billUnit: z.string(),
  billQuantity: z.string(),
  normCode: z.string(),
  normName: z.string(),
  normUnit: z.string(),
  normQuantity: z.string(),
  consumption: z.string(),
  /** normQuantity × consumption, exact. */
  quantity: exactQuantity,
  price: z.string(),
  amount: moneyString,
});
export type MaterialSource = z.infer<typeof materialSourceSchema>;

const sourceAnswer = z.object({
  rows: z.array(materialSourceSchema),
  /** Σ rows' quantity: equals the summary's quantity of the material. */
  quantity: exactQuantity,
  amount: moneyString,
  /** The list stops at 2,000 rows; total counts them all. */
  total: z.number().int(),
});

export const materialGetSourceBill = endpoint({
  method: 'POST',
  path: '/b/project/material/getSourceBill',
  summary:
    'The bills and norms that consume one resource in a project or node, with quantity = norm quantity × consumption; the quantities add up to the summary',
  access: { permission: 'cost:project:view' },
  body: scopeSchema.extend({ code: materialCodeSchema }),
  data: sourceAnswer,
});

export const materialGetSourceBillByIds = endpoint({
  method: 'POST',
  path: '/b/project/material/getSourceBillByIds',
  summary: 'The consuming bills and norms of several resources at once',
  access: { permission: 'cost:project:view' },
  body: scopeSchema.extend({ codes: z.array(materialCodeSchema).min(1).max(500) }),
  data: sourceAnswer,
});

export const materialCodingResultSchema = z.object({
  /** Coded now, by code or by similarity. */
  coded: z.number().int(),
  /** No catalogue entry close enough: left uncoded. */
  uncoded: z.number().int(),
  /** Confirmed by a person before: kept as they were. */
  kept: z.number().int(),
});
export type MaterialCodingResult = z.infer<typeof materialCodingResultSchema>;

export const materialAutoCoderByItem = endpoint({
  method: 'POST',
  path: '/b/project/material/autoCoderByItem',
  summary:
    'Auto-code the listed resources: the catalogue entry of the same code, else the most similar by normalised name, spec and unit (≥ 0.75); confirmed codings are kept',
  access: { permission: 'cost:project:edit' },
  body: z.object({ projectId: idSchema, codes: z.array(materialCodeSchema).min(1).max(5000) }),
  data: materialCodingResultSchema,
});

export const materialAutoCoder = endpoint({
  method: 'POST',
  path: '/b/autoCoder/{id}',
  summary: 'Auto-code every resource of a project (id); confirmed codings are kept',
  access: { permission: 'cost:project:edit' },
  params: z.object({ id: idSchema }),
  body: z.object({ progressId: progressIdSchema }),
  data: materialCodingResultSchema,
});

export const materialUpdateByItem = endpoint({
  method: 'POST',
  path: '/b/project/material/updateByItem',
  summary:
    'Confirm or override the coding of one resource with a catalogue entry (confirmed, manual)',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    projectId: idSchema,
    code: materialCodeSchema,
    catalogueCode: catalogueCodeSchema,
  }),
  data: materialSchema,
});

export const materialCleanByItem = endpoint({
  method: 'POST',
  path: '/b/project/material/cleanByItem',
  summary: 'Clear the coding of the listed resources (their conversions stay)',
  access: { permission: 'cost:project:edit' },
  body: z.object({ projectId: idSchema, codes: z.array(materialCodeSchema).min(1).max(5000) }),
  data: z.object({ cleared: z.number().int() }),
});

export const materialUpdateTransformedQuantity = endpoint({
  method: 'POST',
  path: '/b/project/material/updateTransformedQuantity',
  summary:
    '转换工程量 of one resource: a target unit and a factor (derived from the units when they convert, e.g. kg → t ÷ 1000); an empty unit removes the conversion',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    projectId: idSchema,
    code: materialCodeSchema,
    transformUnit: plainText(20),
    factor: z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim().replace(/,/g, ''))
      .pipe(z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, { error: '换算系数须为正数' }))
      .nullish(),
  }),
  data: materialSchema,
});

export const transformedTotalSchema = z.object({
  classCode: z.string(),
  className: z.string(),
  unit: z.string(),
  quantity: z.string(),
  count: z.number().int(),
});
export type TransformedTotal = z.infer<typeof transformedTotalSchema>;

export const materialSumTransformedQuantity = endpoint({
  method: 'POST',
  path: '/b/project/material/sumTransformedQuantity',
  summary:
    'Coded materials’ converted quantities summed by catalogue class and unit (钢筋 t, 商品混凝土 m3 …)',
  access: { permission: 'cost:project:view' },
  body: scopeSchema,
  data: z.array(transformedTotalSchema),
});

export const unitMaterialSummarySchema = z.object({
  unitId: z.string(),
  unitName: z.string(),
  count: z.number().int(),
  amount: moneyString,
  kinds: z.array(materialKindTotalSchema),
});

export const materialAllItemSummary = endpoint({
  method: 'POST',
  path: '/b/project/material/allItemSummary',
  summary: 'The material totals of each 单位工程 of a project',
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema }),
  data: z.array(unitMaterialSummarySchema),
});

export const materialReSummary = endpoint({
  method: 'POST',
  path: '/b/reSummary/{id}',
  summary:
    'Re-summarise a project’s materials (id) after its bills changed: codings of resources no norm uses any more are dropped',
  access: { permission: 'cost:project:edit' },
  params: z.object({ id: idSchema }),
  data: z.object({ materials: z.number().int(), pruned: z.number().int() }),
});

/** A node of the standard material catalogue: group (2 digits) → class (4) → material (8). */
const catalogueNodeBase = z.object({
  code: z.string(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
});
const catalogueItemSchema = catalogueNodeBase.extend({ level: z.literal('item') });
const catalogueClassSchema = catalogueNodeBase.extend({
  level: z.literal('class'),
  children: z.array(catalogueItemSchema),
});
/** Three fixed levels, so the schema needs no recursion. */
export const materialCatalogueGroupSchema = catalogueNodeBase.extend({
  level: z.literal('group'),
  children: z.array(catalogueClassSchema),
});
export type MaterialCatalogueGroup = z.infer<typeof materialCatalogueGroupSchema>;
export type MaterialCatalogueNode =
  | MaterialCatalogueGroup
  | z.infer<typeof catalogueClassSchema>
  | z.infer<typeof catalogueItemSchema>;

export const materialCatalogueTree = endpoint({
  method: 'GET',
  path: '/b/getMaterialTree',
  summary: 'The standard material catalogue as a tree (group → class → material, GB/T 50851 codes)',
  access: { permission: 'cost:project:view' },
  data: z.array(materialCatalogueGroupSchema),
});

// ── Coding by the library; counts ───────────────────────────────────────────────────────────

export const libraryCodingMatchSchema = z.object({
  /** The project's resource code. */
  code: z.string(),
  /** The catalogue code other projects of the company confirmed for the same name, spec and unit. */
  catalogueCode: z.string(),
  /** How many other projects confirmed that code. */
  count: z.number().int(),
  /** How many other projects confirmed any code for it (count ÷ votes is the agreement). */
  votes: z.number().int(),
});
export type LibraryCodingMatch = z.infer<typeof libraryCodingMatchSchema>;

export const materialItCoderByItem = endpoint({
  method: 'POST',
  path: '/b/project/material/itCoderByItem',
  summary:
    'Code resources by the library: the catalogue code other projects of the company confirmed for the same name, spec and unit, the most confirmed first (ties: the lower code); confirmed codings are kept; all of the project’s when no codes are listed',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    projectId: idSchema,
    codes: z.array(materialCodeSchema).min(1).max(5000).optional(),
  }),
  data: materialCodingResultSchema.extend({ matches: z.array(libraryCodingMatchSchema) }),
});

const codingCountSchema = z.object({
  total: z.number().int(),
  coded: z.number().int(),
  uncoded: z.number().int(),
  confirmed: z.number().int(),
});

export const materialCountCoding = endpoint({
  method: 'POST',
  path: '/b/project/material/countCodingNum',
  summary:
    'How many materials of a project or node are coded, uncoded and confirmed, in all and by kind (人工, 材料, 机械, 主材, 设备)',
  access: { permission: 'cost:project:view' },
  body: scopeSchema,
  data: codingCountSchema.extend({
    byKind: z.array(codingCountSchema.extend({ kind: materialKindSchema })),
  }),
});
