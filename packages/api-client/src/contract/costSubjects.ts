import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalInput } from './cost';
import { idSchema, pageOf, plainText } from './paging';
import { progressIdSchema } from './progress';

// 数字化建库 · 科目模型 (spec 001 §7 "Subject models"): each bill of a project assigned to a
// subject of the subject tree, by its code (GB 50500 appendix prefixes) or, when no rule fits,
// by similarity to bills already assigned in the library; the tree with amounts, shares and
// per-m² values; similar bills to confirm; clearing.

/** A subject code of the tree (01, 0402 …). */
export const subjectCodeSchema = z.string().regex(/^\d{2,6}$/, { error: '请选择科目' });

/** How a bill came to its subject. */
export const subjectMethodSchema = z.enum(['code', 'similar', 'manual']);
export type SubjectMethod = z.infer<typeof subjectMethodSchema>;

const moneyString = z.string().regex(/^-?\d{1,18}\.\d{2}$/);

const scopeSchema = z.object({
  projectId: idSchema,
  /** A unit, single or division node: only the bills beneath it; else the whole project. */
  nodeId: idSchema.optional(),
});

export const subjectAnalysisResultSchema = z.object({
  /** Bills assigned by this run. */
  assigned: z.number().int(),
  /** Bills this run could not place (left unassigned). */
  unmatched: z.number().int(),
  /** Bills a person assigned before: kept. */
  kept: z.number().int(),
});
export type SubjectAnalysisResult = z.infer<typeof subjectAnalysisResultSchema>;

export const subjectAnalyzeByCode = endpoint({
  method: 'POST',
  path: '/b/project/subject/analyzeSubjectModelByCode',
  summary:
    'Assign each bill of a project or node to the subject whose code prefix (GB 50500 appendix) matches its code, the longest prefix winning; bills a person assigned are kept',
  access: { permission: 'cost:project:edit' },
  body: scopeSchema.extend({ progressId: progressIdSchema }),
  data: subjectAnalysisResultSchema,
});

export const subjectAnalyzeByIntellect = endpoint({
  method: 'POST',
  path: '/b/project/subject/analyzeSubjectModelByIntellect',
  summary:
    'Assign the still unassigned bills of a project or node to the subject of the most similar assigned bill of the library (name and features, character bigrams; ≥ 0.6)',
  access: { permission: 'cost:project:edit' },
  body: scopeSchema.extend({ progressId: progressIdSchema }),
  data: subjectAnalysisResultSchema,
});

export const subjectClearAll = endpoint({
  method: 'POST',
  path: '/b/project/subject/clearAllSubjectModel',
  summary: 'Remove every subject assignment of a project',
  access: { permission: 'cost:project:edit' },
  body: z.object({ projectId: idSchema }),
  data: z.object({ cleared: z.number().int() }),
});

export const subjectClearForNode = endpoint({
  method: 'POST',
  path: '/b/project/subject/clearSubjectModelForNode',
  summary: 'Remove the subject assignments of the bills beneath one node',
  access: { permission: 'cost:project:edit' },
  body: z.object({ projectId: idSchema, nodeId: idSchema }),
  data: z.object({ cleared: z.number().int() }),
});

export const subjectClearBill = endpoint({
  method: 'POST',
  path: '/b/project/subject/clearBillSubject',
  summary: 'Remove the subject assignment of the listed bills',
  access: { permission: 'cost:project:edit' },
  body: z.object({ billIds: z.array(idSchema).min(1).max(5000) }),
  data: z.object({ cleared: z.number().int() }),
});

/** A subject of the tree with the amounts of the bills assigned to it and beneath it. */
export const subjectTreeRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  parentCode: z.string().nullable(),
  depth: z.number().int(),
  billCount: z.number().int(),
  amount: moneyString,
  /** Share of the scope's bill amount, % with 2 decimals. */
  share: z.string(),
  /** amount ÷ building area, when the area is known. */
  perM2: z.string().nullable(),
});
export type SubjectTreeRow = z.infer<typeof subjectTreeRowSchema>;

export const subjectTree = endpoint({
  method: 'POST',
  path: '/b/subject/item/querySubjectTree',
  summary:
    'The subject tree of a project or node with each subject’s bill count, amount (its bills and its children’s), share and per-m² value; plus what is unassigned',
  access: { permission: 'cost:project:view' },
  body: scopeSchema,
  data: z.object({
    rows: z.array(subjectTreeRowSchema),
    total: moneyString,
    /** The building area the per-m² values divide by (the node's, else the project's). */
    area: z.string().nullable(),
    unassignedCount: z.number().int(),
    unassignedAmount: moneyString,
  }),
});

/** A norm (定额) of a subject bill. */
export const subjectNormSchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.string(),
  price: z.string(),
  /** quantity × price, to the cent. */
  amount: moneyString,
});
export type SubjectNorm = z.infer<typeof subjectNormSchema>;

export const subjectBillSchema = z.object({
  /** A bill, or a splice (拼接) of several standing in for them. */
  kind: z.enum(['bill', 'splice']),
  /** The bill's id, or the splice's. */
  billId: z.string(),
  /** The bills it stands for: itself, or the splice's members. */
  billIds: z.array(z.string()),
  unitId: z.string(),
  code: z.string(),
  name: z.string(),
  features: z.string(),
  unit: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  amount: moneyString,
  subjectCode: z.string().nullable(),
  subjectName: z.string().nullable(),
  method: subjectMethodSchema.nullable(),
  score: z.string().nullable(),
  /** The subject bill's quantity or norms were changed here (the project's bill is unchanged). */
  edited: z.boolean(),
  /** The subject bill's norms (its own edited list, else the bill's); a splice has none. */
  norms: z.array(subjectNormSchema),
});
export type SubjectBill = z.infer<typeof subjectBillSchema>;

export const subjectBills = endpoint({
  method: 'POST',
  path: '/b/subject/item/querySubjectBill',
  summary:
    'The bills of a subject (and its children) in a project or node, paged; `unassigned` lists the bills no subject holds',
  access: { permission: 'cost:project:view' },
  body: z.object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(50),
    params: scopeSchema.extend({
      subjectCode: subjectCodeSchema.optional(),
      unassigned: z.boolean().optional(),
    }),
  }),
  data: pageOf(subjectBillSchema),
});

export const similarBillSchema = z.object({
  billId: z.string(),
  projectName: z.string(),
  code: z.string(),
  name: z.string(),
  features: z.string(),
  unit: z.string(),
  subjectCode: z.string(),
  subjectName: z.string(),
  /** 0–1, 4 decimals. */
  score: z.string(),
});
export type SimilarBill = z.infer<typeof similarBillSchema>;

export const subjectFindSimilarBill = endpoint({
  method: 'POST',
  path: '/b/subject/item/findSimilarBill',
  summary:
    'The assigned bills of the library most similar to a bill (name and features), best first, with their subject and score',
  access: { permission: 'cost:project:view' },
  body: z.object({ billId: idSchema, limit: z.coerce.number().int().min(1).max(50).default(10) }),
  data: z.array(similarBillSchema),
});

export const subjectConfirmSimilarBill = endpoint({
  method: 'POST',
  path: '/b/subject/item/confirmSimilarBill',
  summary: 'Assign bills to a subject by hand (a similar bill’s subject, or any other)',
  access: { permission: 'cost:project:edit' },
  body: z.object({ billIds: z.array(idSchema).min(1).max(5000), subjectCode: subjectCodeSchema }),
  data: z.object({ assigned: z.number().int() }),
});

export const subjectCount = endpoint({
  method: 'POST',
  path: '/b/subject/item/countSubjectModelNum',
  summary: 'How many bills of a project are assigned, by how, and how many are not',
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema }),
  data: z.object({
    bills: z.number().int(),
    byCode: z.number().int(),
    bySimilarity: z.number().int(),
    manual: z.number().int(),
    unassigned: z.number().int(),
  }),
});

export const subjectSplice = endpoint({
  method: 'POST',
  path: '/b/subject/item/splicSubjectBill',
  summary:
    '拼接: combine bills of one subject and one unit into one subject bill (summed quantity and amount, as edited in the subject model) that stands for them in the subject’s bills',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    billIds: z
      .array(idSchema)
      .min(2, { error: '请至少选择两条清单' })
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, { error: '清单不能重复' }),
    name: plainText(100).optional(),
  }),
  data: subjectBillSchema,
});

export const subjectCancelSplice = endpoint({
  method: 'POST',
  path: '/b/subject/item/cancelSplicSubjectBill',
  summary: 'Undo a splice: its bills stand on their own again, exactly as before',
  access: { permission: 'cost:project:edit' },
  body: z.object({ id: idSchema }),
  data: z.object({ restored: z.number().int() }),
});

// ── Subject bills: adding, removing, quantities and norms (科目清单编辑) ─────────────────────────
//
// A subject bill's amount: with its norms unchanged, quantity × the bill's 综合单价 (the bill's own
// amount while the quantity is unchanged too); once its norms are edited, Σ norm quantity × norm
// price (each to the cent) and the unit price that amount ÷ quantity. The project's bill is never
// changed: only the subject model's view of it.

/** A quantity a person typed: commas allowed, at most 6 decimals, not negative. */
const quantityInput = (label: string) =>
  decimalInput(label).refine((value) => !value.startsWith('-'), { error: `${label}不能为负数` });

export const subjectSelectBill = endpoint({
  method: 'POST',
  path: '/b/subject/item/selectSubjectBill',
  summary:
    'The bills of a project or node that can be added to a subject (those not in it yet), paged, by code, name or features; bills taken out by hand are marked',
  access: { permission: 'cost:project:view' },
  body: z.object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(20),
    params: scopeSchema.extend({
      subjectCode: subjectCodeSchema,
      keyword: plainText(50).optional(),
    }),
  }),
  data: pageOf(subjectBillSchema.extend({ removed: z.boolean() })),
});

export const subjectAddBill = endpoint({
  method: 'POST',
  path: '/b/subject/item/addSubjectBill',
  summary:
    'Add bills to a subject by hand (moved from their subject if they had one); a bill already in the subject, or in a splice of another subject, is refused by name',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    subjectCode: subjectCodeSchema,
    billIds: z
      .array(idSchema)
      .min(1, { error: '请至少选择一条清单' })
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, { error: '清单不能重复' }),
  }),
  data: z.object({ added: z.number().int() }),
});

export const subjectDelBill = endpoint({
  method: 'POST',
  path: '/b/subject/item/delSubjectBill',
  summary:
    'Take bills out of the subject model: the analyses leave them out until they are re-added (reAddBillToSubjectModel restores exactly what they were); a bill in a splice is refused by name',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    billIds: z
      .array(idSchema)
      .min(1, { error: '请至少选择一条清单' })
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, { error: '清单不能重复' }),
  }),
  data: z.object({ removed: z.number().int() }),
});

export const subjectReAddBill = endpoint({
  method: 'POST',
  path: '/b/project/subject/reAddBillToSubjectModel',
  summary:
    'Put bills taken out of the subject model back, each to the subject, method and score it had (all of the project’s when no bills are listed)',
  access: { permission: 'cost:project:edit' },
  body: z.object({ projectId: idSchema, billIds: z.array(idSchema).max(5000).optional() }),
  data: z.object({ restored: z.number().int() }),
});

/** Why bills cannot be spliced (or added to a splice). */
export const spliceProblemSchema = z.object({
  kind: z.enum(['count', 'project', 'unassigned', 'subject', 'unit', 'taken']),
  /** The bill concerned (code), when one is. */
  code: z.string().nullable(),
  /** The other splice's name (taken), the units found (unit), the subjects found (subject). */
  detail: z.string().nullable(),
});
export type SpliceProblem = z.infer<typeof spliceProblemSchema>;

export const subjectValidSplice = endpoint({
  method: 'POST',
  path: '/b/subject/item/validSplicBill',
  summary:
    'Whether bills can be spliced (or added to splice `id`): every problem named — fewer than two bills, different projects, a bill in no subject, different subjects, different units, a bill already in another splice',
  access: { permission: 'cost:project:view' },
  body: z.object({
    billIds: z
      .array(idSchema)
      .min(1, { error: '请至少选择一条清单' })
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, { error: '清单不能重复' }),
    id: idSchema.optional(),
  }),
  data: z.object({ valid: z.boolean(), problems: z.array(spliceProblemSchema) }),
});

export const subjectAddSpliceBill = endpoint({
  method: 'POST',
  path: '/b/subject/item/addSplicSubjectBill',
  summary:
    'Add bills to a splice (same subject, same unit, in no other splice): its quantity and amount are the new sums',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    id: idSchema,
    billIds: z
      .array(idSchema)
      .min(1, { error: '请至少选择一条清单' })
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, { error: '清单不能重复' }),
  }),
  data: subjectBillSchema,
});

export const subjectDelSpliceBill = endpoint({
  method: 'POST',
  path: '/b/subject/item/delSplicSubjectBill',
  summary:
    'Take bills out of a splice (they stand on their own again); at least two must stay — to end it, cancel the splice',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    id: idSchema,
    billIds: z
      .array(idSchema)
      .min(1, { error: '请至少选择一条清单' })
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, { error: '清单不能重复' }),
  }),
  data: subjectBillSchema,
});

export const subjectUpdateBillQuantity = endpoint({
  method: 'POST',
  path: '/b/subject/item/updateBillQuantity',
  summary:
    'The quantity of a subject bill (null: the bill’s own again); its amount follows. Bills in a splice are refused: the splice sums them',
  access: { permission: 'cost:project:edit' },
  body: z.object({ billId: idSchema, quantity: quantityInput('工程量').nullable() }),
  data: subjectBillSchema,
});

const normInputSchema = z.object({
  code: plainText(30).pipe(z.string().min(1, { error: '请输入定额编号' })),
  name: plainText(100).pipe(z.string().min(1, { error: '请输入定额名称' })),
  unit: plainText(20).pipe(z.string().min(1, { error: '请输入计量单位' })),
  quantity: quantityInput('定额工程量'),
  price: quantityInput('定额单价'),
});

export const subjectAddNorm = endpoint({
  method: 'POST',
  path: '/b/subject/item/addNormToSubjectBill',
  summary:
    'Add a norm to a subject bill (its norms become its own list, starting from the bill’s); the amount becomes Σ norm amounts',
  access: { permission: 'cost:project:edit' },
  body: z.object({ billId: idSchema, norm: normInputSchema }),
  data: subjectBillSchema,
});

export const subjectDelNorm = endpoint({
  method: 'POST',
  path: '/b/subject/item/delNormToSubjectBill',
  summary: 'Remove the norm at `index` (0-based, as listed) of a subject bill',
  access: { permission: 'cost:project:edit' },
  body: z.object({ billId: idSchema, index: z.coerce.number().int().min(0).max(999) }),
  data: subjectBillSchema,
});

export const subjectSetNormQuantity = endpoint({
  method: 'POST',
  path: '/b/subject/item/setNormQuantity',
  summary: 'The quantity of the norm at `index` of a subject bill; the amount follows',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    billId: idSchema,
    index: z.coerce.number().int().min(0).max(999),
    quantity: quantityInput('定额工程量'),
  }),
  data: subjectBillSchema,
});

export const subjectAnalyzeAll = endpoint({
  method: 'POST',
  path: '/b/project/subject/analyzeSubjectModelAll',
  summary:
    'Both analyses in one call: by code, then the bills still unplaced by similarity (bills a person placed or took out are kept)',
  access: { permission: 'cost:project:edit' },
  body: scopeSchema.extend({ progressId: progressIdSchema }),
  data: z.object({
    byCode: subjectAnalysisResultSchema,
    bySimilarity: subjectAnalysisResultSchema,
  }),
});

export const subjectUpdateTree = endpoint({
  method: 'PUT',
  path: '/b/project/subject/updateTreeSubject',
  summary:
    'Move every bill of one subject (and its children) of a project to another subject, as placed by hand; splices move with them',
  access: { permission: 'cost:project:edit' },
  body: z
    .object({ projectId: idSchema, fromCode: subjectCodeSchema, toCode: subjectCodeSchema })
    .refine((body) => body.fromCode !== body.toCode, {
      error: '目标科目不能与原科目相同',
      path: ['toCode'],
    }),
  data: z.object({ moved: z.number().int() }),
});

export const subjectChoiceSchema = z.object({
  code: z.string(),
  name: z.string(),
  parentCode: z.string().nullable(),
  depth: z.number().int(),
  /** Has no children (bills usually go to leaves). */
  leaf: z.boolean(),
  /** "04 钢筋混凝土工程 / 0402 柱" */
  path: z.string(),
});
export type SubjectChoice = z.infer<typeof subjectChoiceSchema>;

export const subjectTreeForChoose = endpoint({
  method: 'GET',
  path: '/b/subject/model/queryTreeForChoose',
  summary:
    'The subject tree to choose from (code, name, parent, leaf and full path), in tree order',
  access: { permission: 'cost:project:view' },
  data: z.array(subjectChoiceSchema),
});
