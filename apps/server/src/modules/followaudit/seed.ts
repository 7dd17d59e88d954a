import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  costProjects,
  customers,
  followAuditItems,
  followAuditMeasures,
  followAuditPeriods,
  followAuditProjects,
} from '../../db/schema';
import { formatDateTime } from '../../i18n';
import { DEMO_COST_PROJECT_ID } from '../cost/demoIds';
import { lineAmount, payFigures, type PayHistory, type PayTerms } from './engine';

// The demo of 跟踪审计 (issue 10): one audited project with 20 bill items and three monthly
// periods — the first two approved (their pay figures kept), the third a draft. One item passes
// its contract quantity in the second period (a variation, with its reason).

export const DEMO_FOLLOW_AUDIT_PROJECT_ID = 'follow-audit-demo';
const SEEDER = 'seed';

/** code, name, unit, contract quantity, unit price, and the share reported in each period. */
const ITEMS: readonly [string, string, string, string, string, readonly number[]][] = [
  ['010101001001', '平整场地', 'm2', '6850', '3.62', [1, 0, 0]],
  ['010101002001', '挖一般土方', 'm3', '18600', '28.45', [0.6, 0.4, 0]],
  ['010103001001', '回填方', 'm3', '7200', '21.30', [0, 0.5, 0.3]],
  ['010201001001', '填料桩（CFG桩）', 'm', '12480', '96.80', [0.7, 0.3, 0]],
  ['010401001001', '砖基础', 'm3', '386', '512.40', [0, 0.6, 0.4]],
  ['010402001001', '加气混凝土砌块墙', 'm3', '5420', '468.25', [0, 0.25, 0.35]],
  ['010501001001', '垫层', 'm3', '640', '486.90', [0.8, 0.2, 0]],
  ['010501004001', '满堂基础', 'm3', '4860', '598.30', [0.5, 0.5, 0]],
  ['010502001001', '矩形柱', 'm3', '2380', '652.75', [0, 0.3, 0.3]],
  ['010503002001', '矩形梁', 'm3', '3150', '618.40', [0, 0.28, 0.32]],
  ['010505001001', '有梁板', 'm3', '7640', '606.15', [0, 0.3, 0.3]],
  ['010506001001', '直形楼梯', 'm2', '1260', '168.90', [0, 0.2, 0.3]],
  ['010515001001', '现浇构件钢筋', 't', '2165', '5286.40', [0.15, 0.3, 0.25]],
  ['010516003001', '机械连接（直螺纹）', '个', '38600', '9.85', [0.15, 0.3, 0.25]],
  ['010606008001', '钢梯', 't', '12.6', '8650.00', [0, 0, 0.5]],
  ['010801001001', '木质门', 'm2', '1860', '420.00', [0, 0, 0]],
  ['010807001001', '金属（塑钢、断桥）窗', 'm2', '5280', '598.00', [0, 0, 0.2]],
  ['010902001001', '屋面卷材防水', 'm2', '6120', '68.75', [0, 0, 0.4]],
  ['010904001001', '楼（地）面卷材防水', 'm2', '7980', '62.40', [0.4, 0.68, 0]],
  ['011001001001', '保温隔热屋面', 'm2', '5960', '86.20', [0, 0, 0.3]],
];

/** The auditor takes off a little of what is reported: these shares are approved per period. */
const APPROVED_SHARE = ['0.97', '0.955', '0.96'] as const;

const TERMS: PayTerms = {
  contractAmount: '0',
  payRatio: '0.8',
  advanceAmount: '3000000.00',
  advanceStartRatio: '0.2',
  advanceDeductRatio: '0.3',
  retentionRatio: '0.03',
};

const monthsBefore = (now: Date, months: number) => {
  const [year, month] = formatDateTime(now).slice(0, 7).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

export async function seedFollowAudit(tx: Db, company: string, now: Date): Promise<void> {
  const stamp = { createdAt: now, createdBy: SEEDER, updatedAt: now, updatedBy: SEEDER };
  const [client] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.companyId, company))
    .orderBy(asc(customers.id))
    .limit(1);
  const [costProject] = await tx
    .select({ id: costProjects.id })
    .from(costProjects)
    .where(eq(costProjects.id, DEMO_COST_PROJECT_ID));
  const contractAmount = ITEMS.reduce(
    (total, [, , , quantity, price]) => total.plus(lineAmount(quantity, price)),
    new Decimal(0),
  ).toFixed(2);
  const terms = { ...TERMS, contractAmount };
  await tx.insert(followAuditProjects).values({
    id: DEMO_FOLLOW_AUDIT_PROJECT_ID,
    companyId: company,
    name: '滨江花园二期住宅工程全过程跟踪审计',
    customerId: client?.id ?? null,
    contractor: '浙江宏远建设集团有限公司',
    costProjectId: costProject?.id ?? null,
    contractAmount,
    payRatio: terms.payRatio as string,
    advanceAmount: terms.advanceAmount as string,
    advanceStartRatio: terms.advanceStartRatio as string,
    advanceDeductRatio: terms.advanceDeductRatio as string,
    retentionRatio: terms.retentionRatio as string,
    memo: '进度款按月计量，每月25日前报送',
    ...stamp,
  });
  const items = ITEMS.map(([code, name, unit, quantity, price, shares], index) => ({
    id: `${DEMO_FOLLOW_AUDIT_PROJECT_ID}-item-${String(index + 1).padStart(2, '0')}`,
    companyId: company,
    projectId: DEMO_FOLLOW_AUDIT_PROJECT_ID,
    seq: index + 1,
    code,
    name,
    unit,
    contractQuantity: quantity,
    unitPrice: price,
    shares,
    ...stamp,
  }));
  await tx.insert(followAuditItems).values(items.map(({ shares: _shares, ...item }) => item));

  const history: PayHistory = { approved: '0', advanceDeducted: '0', retained: '0', paid: '0' };
  const periods: (typeof followAuditPeriods.$inferInsert)[] = [];
  const measures: (typeof followAuditMeasures.$inferInsert)[] = [];
  for (let index = 0; index < 3; index += 1) {
    const periodId = `${DEMO_FOLLOW_AUDIT_PROJECT_ID}-period-${index + 1}`;
    const approved = index < 2;
    let approvedAmount = new Decimal(0);
    for (const item of items) {
      const share = item.shares[index] ?? 0;
      if (share === 0) continue;
      const reported = new Decimal(item.contractQuantity).times(share).toDecimalPlaces(2);
      const approvedQuantity = reported.times(APPROVED_SHARE[index]!).toDecimalPlaces(2);
      approvedAmount = approvedAmount.plus(lineAmount(approvedQuantity, item.unitPrice));
      const over = item.shares.slice(0, index + 1).reduce((a, b) => a + b, 0) > 1;
      measures.push({
        id: `${periodId}-${item.seq}`,
        companyId: company,
        periodId,
        itemId: item.id,
        reportedQuantity: reported.toFixed(),
        approvedQuantity: approvedQuantity.toFixed(),
        overReason: over ? '设计变更BG-012：地下室外墙防水范围延伸至采光井' : null,
        memo: null,
        ...stamp,
      });
    }
    const figures = payFigures(terms, history, approvedAmount);
    periods.push({
      id: periodId,
      companyId: company,
      projectId: DEMO_FOLLOW_AUDIT_PROJECT_ID,
      period: monthsBefore(now, 3 - index),
      status: approved ? 'approved' : 'draft',
      payAmount: approved ? figures.payAmount : null,
      opinion: approved ? '经审核，本期完成工程量属实，同意按审定金额支付进度款' : null,
      submittedAt: approved ? now : null,
      submittedBy: approved ? 'user-zhangsan' : null,
      approvedAt: approved ? now : null,
      approvedBy: approved ? 'user-admin' : null,
      approvedAmount: approved ? figures.approvedAmount : null,
      advanceDeduction: approved ? figures.advanceDeduction : null,
      retention: approved ? figures.retention : null,
      ...stamp,
    });
    if (approved) {
      history.approved = figures.cumulativeApproved;
      history.advanceDeducted = figures.advanceDeductedTotal;
      history.retained = figures.retentionTotal;
      history.paid = figures.paidTotal;
    }
  }
  await tx.insert(followAuditPeriods).values(periods);
  await tx.insert(followAuditMeasures).values(measures);
}
