import { z } from 'zod';
import { endpoint } from '../endpoint';
import { billModelMethodSchema } from './costBillModels';
import { idSchema, pageOf, pageRequest, plainText } from './paging';

// 数字化建库 · 清单模型: the bills of a project with the model each is placed on (or none), so a
// person can place a bill by hand (指定模型) and set its attribute values.

/** A project bill with its placement: the model fields are null while it is on no model. */
export const billModelBillRowSchema = z.object({
  billId: z.string(),
  code: z.string(),
  name: z.string(),
  features: z.string(),
  unit: z.string(),
  modelId: z.string().nullable(),
  modelCode: z.string().nullable(),
  modelName: z.string().nullable(),
  method: billModelMethodSchema.nullable(),
  score: z.string().nullable(),
  attributes: z.array(
    z.object({
      name: z.string(),
      value: z.string(),
      fixValue: z.string().nullable(),
      deviates: z.boolean(),
    }),
  ),
});
export type BillModelBillRow = z.infer<typeof billModelBillRowSchema>;

/** all: every bill; unplaced: on no model; placed: on a model; manual: placed by hand. */
export const billModelBillStatusSchema = z.enum(['all', 'unplaced', 'placed', 'manual'], {
  error: '状态须为 all、unplaced、placed 或 manual',
});
export type BillModelBillStatus = z.infer<typeof billModelBillStatusSchema>;

export const billModelBillList = endpoint({
  method: 'POST',
  path: '/b/subject/hkBill/queryBillList',
  summary:
    'The bills of a project with the model each is placed on (how, and its attribute values), paged in file order; filtered by placement, model and a keyword on code and name',
  access: { permission: 'cost:project:view' },
  body: pageRequest(
    z.object({
      status: billModelBillStatusSchema.default('all'),
      modelId: idSchema.optional(),
      keyword: plainText(64).optional(),
    }),
  ).extend({ projectId: idSchema }),
  data: pageOf(billModelBillRowSchema),
});
