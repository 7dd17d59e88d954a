import { z } from 'zod';
import { endpoint } from '../endpoint';
import { subjectAnalysisResultSchema, subjectCodeSchema } from './costSubjects';
import { idSchema, pageOf, pageRequest, plainText } from './paging';
import { progressIdSchema } from './progress';

// 数字化建库 · 清单模型 (spec 001 §7 "Subject models"): the company's bill-model book (Hk 清单模型库,
// standard bills by 9-digit code prefix, name and unit, with their 项目特征 attributes and fixed
// values) hung on the subject tree; a project's bills placed on it by code, then by similarity, or
// by hand; the books (清单库/定额库) and versions a project's bills and norms came from.

/** A 9-digit GB 50500 bill code prefix (the 清单模型's code). */
export const billModelCodeSchema = z
  .string()
  .regex(/^\d{9}$/, { error: '清单模型编码须为9位数字' });

const attributeName = plainText(50).pipe(z.string().min(1, { error: '请输入特征名称' }));
const attributeValue = plainText(200);

/** An attribute (项目特征) of a model: its name and the value the model fixes, if any. */
export const billModelAttributeSchema = z.object({
  name: z.string(),
  /** The standard value every bill of the model must carry; null when free. */
  fixValue: z.string().nullable(),
});
export type BillModelAttribute = z.infer<typeof billModelAttributeSchema>;

/** A standard bill of the book. */
export const billModelSchema = z.object({
  id: z.string(),
  subjectCode: z.string(),
  subjectName: z.string(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  attributes: z.array(billModelAttributeSchema),
  /** Bills of the asked project placed on it (0 without a project). */
  billCount: z.number().int(),
});
export type BillModel = z.infer<typeof billModelSchema>;

/** How a bill came to its model. */
export const billModelMethodSchema = z.enum(['code', 'similar', 'manual']);
export type BillModelMethod = z.infer<typeof billModelMethodSchema>;

/** A project bill with its model and attribute values. */
export const billModelBillSchema = z.object({
  billId: z.string(),
  code: z.string(),
  name: z.string(),
  features: z.string(),
  unit: z.string(),
  modelId: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
  method: billModelMethodSchema,
  /** The similarity that placed it (method similar), 0–1 with 4 decimals. */
  score: z.string().nullable(),
  attributes: z.array(
    z.object({
      name: z.string(),
      value: z.string(),
      fixValue: z.string().nullable(),
      /** The value differs from the model's fixed value. */
      deviates: z.boolean(),
    }),
  ),
});
export type BillModelBill = z.infer<typeof billModelBillSchema>;

const attributeValuesSchema = z
  .array(z.object({ name: attributeName, value: attributeValue }))
  .max(50)
  .refine((list) => new Set(list.map((item) => item.name)).size === list.length, {
    error: '特征名称不能重复',
  });

const billEditSchema = z.object({
  name: plainText(200).pipe(z.string().min(1, { error: '请输入清单名称' })),
  features: z
    .string()
    .max(2000)
    .refine((value) => !/[<>]/.test(value), { error: '不能包含 < 或 >' }),
  unit: plainText(20).pipe(z.string().min(1, { error: '请输入计量单位' })),
});

export const billModelSet = endpoint({
  method: 'POST',
  path: '/b/subject/bill/hand/setBillModel',
  summary:
    'Place the listed bills on a model of the book by hand (kept by later analyses); attribute values present in a bill’s features are read into it',
  access: { permission: 'cost:project:edit' },
  body: z.object({ billIds: z.array(idSchema).min(1).max(5000), modelId: idSchema }),
  data: z.object({ placed: z.number().int() }),
});

export const billModelSaveAndSet = endpoint({
  method: 'POST',
  path: '/b/subject/bill/hand/saveAndSetBillModel',
  summary:
    'Save a bill’s edited name, features and unit, then place it on a model by hand; answers the bill with its model',
  access: { permission: 'cost:project:edit' },
  body: z.object({ billId: idSchema, modelId: idSchema, bill: billEditSchema }),
  data: billModelBillSchema,
});

export const billModelSetAttr = endpoint({
  method: 'POST',
  path: '/b/subject/bill/hand/setBillModelAttr',
  summary:
    'Set the attribute (项目特征) values of a placed bill; each name must be an attribute of its model and a fixed attribute takes only its fixed value',
  access: { permission: 'cost:project:edit' },
  body: z.object({ billId: idSchema, attributes: attributeValuesSchema }),
  data: billModelBillSchema,
});

export const billModelSaveAndSetAttr = endpoint({
  method: 'POST',
  path: '/b/subject/bill/hand/saveAndSetBillModelAttr',
  summary:
    'As setBillModelAttr, and also writes the values back into the bill’s features text (“1. 名称：值” lines)',
  access: { permission: 'cost:project:edit' },
  body: z.object({ billId: idSchema, attributes: attributeValuesSchema }),
  data: billModelBillSchema,
});

/** A node of the book's tree (the subject tree) with its models, placed or not. */
export const hkBillTreeRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  parentCode: z.string().nullable(),
  depth: z.number().int(),
  /** Models of the book at this node and beneath it. */
  models: z.number().int(),
  /** Of those, the models at least one bill of the project is placed on. */
  placedModels: z.number().int(),
  unplacedModels: z.number().int(),
  /** Bills of the project placed on models at this node and beneath it. */
  bills: z.number().int(),
});
export type HkBillTreeRow = z.infer<typeof hkBillTreeRowSchema>;

export const hkBillTree = endpoint({
  method: 'POST',
  path: '/b/subject/hkBill/querySubjectTree',
  summary:
    'The bill-model book’s tree with per node the models, how many a project’s bills are placed on and the bills placed (no project: the book alone)',
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema.optional() }),
  data: z.object({
    rows: z.array(hkBillTreeRowSchema),
    /** Bills of the project on no model. */
    unplacedBills: z.number().int(),
  }),
});

export const hkBillClearAll = endpoint({
  method: 'POST',
  path: '/b/subject/hkBill/clearAllHkBillModel',
  summary: 'Remove every bill-model placement of a project (the book is kept)',
  access: { permission: 'cost:project:edit' },
  body: z.object({ projectId: idSchema }),
  data: z.object({ cleared: z.number().int() }),
});

export const hkBillSaveFixValue = endpoint({
  method: 'POST',
  path: '/b/subject/hkBill/savefixValue',
  summary:
    'Set or clear the fixed values of a model’s attributes (names must be the model’s); answers the model',
  access: { permission: 'cost:project:edit' },
  body: z.object({
    modelId: idSchema,
    attributes: z
      .array(z.object({ name: attributeName, fixValue: attributeValue.nullable() }))
      .min(1)
      .max(50),
  }),
  data: billModelSchema,
});

export const hkBillBook = endpoint({
  method: 'GET',
  path: '/b/subject/hkBill/getHkBillBook',
  summary:
    'The models of the book (of one node and beneath, or matching a keyword), in code order, with the bills of a project placed on each',
  access: { permission: 'cost:project:view' },
  query: z.object({
    subjectCode: subjectCodeSchema.optional(),
    projectId: idSchema.optional(),
    keyword: plainText(50).optional(),
  }),
  data: z.array(billModelSchema),
});

export const hkBillCountSchema = z.object({
  bills: z.number().int(),
  byCode: z.number().int(),
  bySimilarity: z.number().int(),
  manual: z.number().int(),
  unplacedBills: z.number().int(),
  models: z.number().int(),
  placedModels: z.number().int(),
  unplacedModels: z.number().int(),
});
export type HkBillCount = z.infer<typeof hkBillCountSchema>;

export const hkBillCount = endpoint({
  method: 'GET',
  path: '/b/subject/hkBill/countHkBillModelNum',
  summary:
    'A project’s bills placed on models (by code, by similarity, by hand) and not; the book’s models placed and not',
  access: { permission: 'cost:project:view' },
  query: z.object({ projectId: idSchema }),
  data: hkBillCountSchema,
});

export const hkBillCountByNode = endpoint({
  method: 'GET',
  path: '/b/subject/hkBill/countHkBillModelByNode',
  summary: 'Per node of the book’s tree: models, models placed and not, bills placed (a project)',
  access: { permission: 'cost:project:view' },
  query: z.object({ projectId: idSchema }),
  data: z.array(hkBillTreeRowSchema),
});

export const hkBillAnalysisSchema = z.object({
  byCode: z.number().int(),
  bySimilarity: z.number().int(),
  unmatched: z.number().int(),
  /** Placed by hand before: kept. */
  kept: z.number().int(),
});
export type HkBillAnalysis = z.infer<typeof hkBillAnalysisSchema>;

export const hkBillAnalyze = endpoint({
  method: 'POST',
  path: '/b/project/subject/{id}/itAnalyzeHkBillModel',
  summary:
    'Place every bill of a project on the book’s model of its 9-digit code prefix (the most similar name among several), else on the most similar model (≥ 0.6); hand placements are kept',
  access: { permission: 'cost:project:edit' },
  params: z.object({ id: idSchema }),
  body: z.object({ progressId: progressIdSchema }),
  data: hkBillAnalysisSchema,
});

export const subjectModelAnalyzeFlag = endpoint({
  method: 'POST',
  path: '/b/project/subject/{id}/analyzeSubjectModel/{flag}',
  summary:
    'The subject-model analysis of a project (id) or one node: flag code = by bill code, similar = by similarity',
  access: { permission: 'cost:project:edit' },
  params: z.object({
    id: idSchema,
    flag: z.enum(['code', 'similar'], { error: '分析方式须为 code 或 similar' }),
  }),
  body: z.object({ nodeId: idSchema.optional(), progressId: progressIdSchema }),
  data: subjectAnalysisResultSchema,
});

export const subjectModelItAnalyze = endpoint({
  method: 'POST',
  path: '/b/project/subject/{id}/itAnalyzeSubjectModel',
  summary:
    'Both subject-model analyses of a project (id) or one node: by code, then the bills still unplaced by similarity',
  access: { permission: 'cost:project:edit' },
  params: z.object({ id: idSchema }),
  body: z.object({ nodeId: idSchema.optional(), progressId: progressIdSchema }),
  data: z.object({
    byCode: subjectAnalysisResultSchema,
    bySimilarity: subjectAnalysisResultSchema,
  }),
});

/** A subject-model book (科目模型库). */
export const subjectBookSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  subjects: z.number().int(),
  leaves: z.number().int(),
  /** Projects of the company with bills assigned in it. */
  projects: z.number().int(),
  /** Bill models of the company's book hung on it. */
  billModels: z.number().int(),
});
export type SubjectBook = z.infer<typeof subjectBookSchema>;

export const subjectBookList = endpoint({
  method: 'POST',
  path: '/b/subject/book/queryList',
  summary: 'The subject-model books (科目模型库) with their size and use, filtered by name',
  access: { permission: 'cost:project:view' },
  body: pageRequest(z.object({ name: plainText(50).optional() })),
  data: pageOf(subjectBookSchema),
});

/** A bill book (清单库) or norm book (定额库) and its version. */
export const costBookSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  region: z.string(),
  year: z.number().int(),
});
export type CostBook = z.infer<typeof costBookSchema>;

export const billBookSelect = endpoint({
  method: 'GET',
  path: '/b/bill/book/querySelect',
  summary: 'The bill books (清单计价规范/清单库) with their versions, newest first, to choose from',
  access: { permission: 'cost:project:view' },
  data: z.array(costBookSchema),
});

export const normBookSelect = endpoint({
  method: 'GET',
  path: '/b/norm/book/querySelect',
  summary: 'The norm books (定额库) with their versions, newest first, to choose from',
  access: { permission: 'cost:project:view' },
  data: z.array(costBookSchema),
});

export const projectBookVersionSchema = z.object({
  book: costBookSchema.nullable(),
  /** recorded: stated at import; inferred: read from the codes; unknown: neither. */
  source: z.enum(['recorded', 'inferred', 'unknown']),
});
export type ProjectBookVersion = z.infer<typeof projectBookVersionSchema>;

export const billBookVersion = endpoint({
  method: 'POST',
  path: '/b/bill/xml/getBillVerion',
  summary:
    'The bill book and version a project’s bills came from: as recorded, else inferred from the bill codes',
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema }),
  data: projectBookVersionSchema,
});

export const normBookVersion = endpoint({
  method: 'POST',
  path: '/b/norm/xml/getNornVerion',
  summary:
    'The norm book and version a project’s norms came from, as recorded at import (norm codes do not tell the book apart)',
  access: { permission: 'cost:project:view' },
  body: z.object({ projectId: idSchema }),
  data: projectBookVersionSchema,
});
