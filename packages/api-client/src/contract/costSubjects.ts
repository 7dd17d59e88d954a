import { z } from 'zod';
import { endpoint } from '../endpoint';
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
    '拼接: combine bills of one subject and one unit into one subject bill (summed quantity and amount) that stands for them in the subject’s bills',
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
