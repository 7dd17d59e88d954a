import { z } from 'zod';
import { endpoint } from '../endpoint';
import { decimalString } from './cost';
import { idSchema, optionalText, plainText } from './paging';

// A contract's payment cycles (付款节点 / 收费节点, spec 001 §7 /b/payCostPrice/savePayPrice and
// /b/paymentCycle/findAllList/{id}): when and how much of the consulting fee the client pays —
// 签约后付 30 %, 初稿提交后付 40 %, 审定后付清 … Each cycle is a share of the contract amount
// (ratio) or a fixed amount; the amounts are exact to the cent, the last cycle taking the rest so
// the cycles add up to the contract amount exactly. The list shows what has been received against
// each cycle: the contract's receipts fill the cycles in order (the earliest cycle first).

const cycleDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式须为 yyyy-MM-dd' });

const cycleRatio = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    z.string().regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, {
      error: '付款比例须为0至1之间的小数，最多四位小数',
    }),
  );

const cycleAmount = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(/,/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{1,15}(\.\d{1,2})?$/, { error: '付款金额须为不小于0的数字，最多两位小数' }),
  );

export const paymentCycleStatusSchema = z.enum(['paid', 'partial', 'overdue', 'due', 'pending']);
export type PaymentCycleStatus = z.infer<typeof paymentCycleStatusSchema>;

export const paymentCycleSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  name: z.string(),
  /** Share of the contract amount (4 places). */
  ratio: decimalString,
  amount: decimalString,
  dueDate: z.string().nullable(),
  condition: z.string().nullable(),
  /** What the contract's receipts cover of this cycle (filled in order). */
  received: decimalString,
  outstanding: decimalString,
  /** paid 已收清; partial 部分收款; overdue 已逾期 (due date passed, not paid); due 本月到期; pending 未到期. */
  status: paymentCycleStatusSchema,
});
export type PaymentCycle = z.infer<typeof paymentCycleSchema>;

export const paymentCycleListSchema = z.object({
  contractId: z.string(),
  contractCode: z.string(),
  contractName: z.string(),
  contractAmount: decimalString,
  receivedTotal: decimalString,
  /** Σ cycle amounts (equals the contract amount once saved). */
  plannedTotal: decimalString,
  cycles: z.array(paymentCycleSchema),
});
export type PaymentCycleList = z.infer<typeof paymentCycleListSchema>;

export const financePaymentCycleList = endpoint({
  method: 'GET',
  path: '/b/paymentCycle/findAllList/{id}',
  summary:
    "A contract's payment cycles (付款节点) in order, with what its receipts cover of each (filled earliest first) and each cycle's status",
  access: { permission: 'finance:contract:view' },
  params: z.object({ id: idSchema }),
  data: paymentCycleListSchema,
});

export const paymentCycleInputSchema = z
  .object({
    name: plainText(50).pipe(z.string().min(1, { error: '请输入付款节点名称' })),
    /** Give a ratio or an amount; with both the amount counts. */
    ratio: cycleRatio.optional(),
    amount: cycleAmount.optional(),
    dueDate: cycleDate.nullish().transform((value) => value ?? null),
    condition: optionalText(200),
  })
  .refine((value) => value.ratio !== undefined || value.amount !== undefined, {
    path: ['ratio'],
    error: '请填写付款比例或付款金额',
  });
export type PaymentCycleInput = z.input<typeof paymentCycleInputSchema>;

export const payPriceSaveSchema = z.object({
  contractId: idSchema,
  cycles: z
    .array(paymentCycleInputSchema)
    .min(1, { error: '请至少填写一个付款节点' })
    .max(24, { error: '付款节点不能超过24个' }),
});
export type PayPriceSave = z.input<typeof payPriceSaveSchema>;

export const financePayPriceSave = endpoint({
  method: 'POST',
  path: '/b/payCostPrice/savePayPrice',
  summary:
    "Save (replace) a contract's payment cycles: amounts from ratios to the cent, the last cycle taking the rest; they must add up to the contract amount exactly (the difference is named)",
  access: { permission: 'finance:contract:edit' },
  body: payPriceSaveSchema,
  data: paymentCycleListSchema,
});
