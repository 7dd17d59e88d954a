import type {
  FollowAuditItem,
  FollowAuditMeasureRow,
  FollowAuditPay,
  FollowAuditPeriod,
  FollowAuditProject,
  FollowAuditSummaryItem,
  FollowAuditSummaryPeriod,
} from '@ccms/api-client';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followAuditMeasures } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { DEMO_COST_PROJECT_ID } from '../cost/demoIds';
import { DEMO_FOLLOW_AUDIT_PROJECT_ID } from './seed';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.lisi = await t.tokenOf('lisi', 'Staff@123456');
  tokens.zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
}, 120_000);
afterAll(() => t.close());

const as = (who: string, options: InjectOptions) =>
  t.call({ ...options, headers: { AuthToken: tokens[who]!, ...options.headers } });

async function ok<T>(options: InjectOptions, who = 'admin'): Promise<T> {
  const { body } = await as(who, options);
  expect(body.success, body.msg).toBe(true);
  return body.data as T;
}
async function refused(options: InjectOptions, who = 'admin'): Promise<string> {
  const { body } = await as(who, options);
  expect(body.success).toBe(false);
  return body.msg;
}
const post = (url: string, payload: object) =>
  ({ method: 'POST', url: `/api/b/followAudit/${url}`, payload }) as const;
const get = (url: string) => ({ method: 'GET', url: `/api/b/followAudit/${url}` }) as const;

type Table = {
  editable: boolean;
  rows: FollowAuditMeasureRow[];
  totals: Record<string, string>;
};

describe('跟踪审计: the hand-computed example', () => {
  let project: FollowAuditProject;
  let itemA: FollowAuditItem;
  let itemB: FollowAuditItem;
  let first: FollowAuditPeriod;
  let second: FollowAuditPeriod;

  it('creates the project and its items', async () => {
    project = await ok<FollowAuditProject>(
      post('project', {
        name: '测试跟踪审计项目',
        contractor: '某建设集团',
        contractAmount: '55,853.33',
        payRatio: '0.8',
        advanceAmount: '5000',
        advanceStartRatio: '0.1',
        advanceDeductRatio: '0.25',
        retentionRatio: '0.03',
      }),
    );
    expect(project).toMatchObject({ contractAmount: '55853.33', payRatio: '0.8', itemCount: 0 });
    itemA = await ok<FollowAuditItem>(
      post('item', {
        projectId: project.id,
        code: '010101002001',
        name: '挖一般土方',
        unit: 'm3',
        contractQuantity: '100',
        unitPrice: '450.50',
      }),
    );
    itemB = await ok<FollowAuditItem>(
      post('item', {
        projectId: project.id,
        code: '010515001001',
        name: '现浇构件钢筋',
        unit: 't',
        contractQuantity: '2.5',
        unitPrice: '4321.33',
      }),
    );
    expect(itemB).toMatchObject({ seq: 2, contractAmount: '10803.33' });
  });

  it('keeps the first period exact: amounts, 核减 and cumulative shares', async () => {
    first = await ok<FollowAuditPeriod>(
      post('period', { projectId: project.id, period: '2025-01' }),
    );
    expect(first.status).toBe('draft');
    await ok(
      post('measure', {
        periodId: first.id,
        rows: [
          { itemId: itemA.id, reportedQuantity: '40', approvedQuantity: '38.5' },
          { itemId: itemB.id, reportedQuantity: '1.2', approvedQuantity: '1.1' },
        ],
      }),
      'zhangsan',
    );
    const table = await ok<Table>(get(`period/${first.id}/measures`));
    expect(table.editable).toBe(true);
    expect(table.rows.map((row) => [row.reportedAmount, row.approvedAmount])).toEqual([
      ['18020.00', '17344.25'],
      ['5185.60', '4753.46'],
    ]);
    expect(table.rows[1]).toMatchObject({ cumulativeQuantity: '1.1', cumulativePercent: '44.00' });
    expect(table.totals).toMatchObject({
      reportedAmount: '23205.60',
      approvedAmount: '22097.71',
      reducedAmount: '1107.89',
      contractAmount: '55853.33',
    });
  });

  it('computes the pay approval and leaves approval to the approver', async () => {
    const pay = await ok<FollowAuditPay>(get(`pay/${first.id}`));
    expect(pay).toMatchObject({
      approvedAmount: '22097.71',
      payableLimit: '17678.17',
      advanceDeduction: '4128.09',
      retention: '662.93',
      payableThisPeriod: '12887.15',
      payAmount: '12887.15',
    });
    await ok(post('pay/submit', { periodId: first.id }), 'lisi');
    // The engineer measures but does not approve payments.
    const { response } = await as(
      'zhangsan',
      post('pay/approve', { periodId: first.id, approved: true }),
    );
    expect(response.statusCode).toBe(403);
    const approved = await ok<FollowAuditPay>(
      post('pay/approve', { periodId: first.id, approved: true }),
      'lisi',
    );
    expect(approved).toMatchObject({ status: 'approved', approvedByName: '李四' });
  });

  it('refuses edits of a locked period and writes nothing', async () => {
    const message = await refused(
      post('measure', {
        periodId: first.id,
        rows: [{ itemId: itemA.id, reportedQuantity: '41', approvedQuantity: '41' }],
      }),
    );
    expect(message).toContain('2025-01');
    const [row] = await t.database.db
      .select()
      .from(followAuditMeasures)
      .where(eq(followAuditMeasures.itemId, itemA.id));
    expect(row!.approvedQuantity).toBe('38.5000');
    expect(await refused(post('pay', { periodId: first.id, payAmount: '1' }))).toContain('2025-01');
    expect(await refused(post('period', { projectId: project.id, period: '2025-01' }))).toContain(
      '2025-01',
    );
  });

  it('needs a reason when the cumulative approved quantity passes the contract quantity', async () => {
    second = await ok<FollowAuditPeriod>(
      post('period', { projectId: project.id, period: '2025-02' }),
    );
    // One open period at a time.
    expect(await refused(post('period', { projectId: project.id, period: '2025-03' }))).toContain(
      '2025-02',
    );
    const rows = [
      { itemId: itemA.id, reportedQuantity: '50', approvedQuantity: '50' },
      { itemId: itemB.id, reportedQuantity: '1.6', approvedQuantity: '1.5' },
    ];
    const message = await refused(post('measure', { periodId: second.id, rows }));
    expect(message).toContain('010515001001');
    expect(message).toContain('104.00');
    const empty = await ok<Table>(get(`period/${second.id}/measures`));
    expect(empty.totals.approvedAmount).toBe('0.00');

    await ok(
      post('measure', {
        periodId: second.id,
        rows: [rows[0], { ...rows[1], overReason: '设计变更BG-003' }],
      }),
    );
    const table = await ok<Table>(get(`period/${second.id}/measures`));
    expect(table.rows[1]).toMatchObject({
      previousQuantity: '1.1',
      cumulativeQuantity: '2.6',
      cumulativePercent: '104.00',
      over: true,
      overReason: '设计变更BG-003',
      approvedAmount: '6482.00',
    });
    expect(table.totals.approvedAmount).toBe('29007.00');
  });

  it('caps the cumulative payment at the cumulative approved × ratio', async () => {
    const pay = await ok<FollowAuditPay>(get(`pay/${second.id}`));
    expect(pay).toMatchObject({
      cumulativeApproved: '51104.71',
      payableLimit: '40883.77',
      advanceDeduction: '871.91',
      advanceDeductedTotal: '5000.00',
      retention: '870.21',
      previouslyPaid: '12887.15',
      payableThisPeriod: '21463.48',
    });
    const message = await refused(post('pay', { periodId: second.id, payAmount: '27996.63' }));
    expect(message).toContain('27996.62');
    const proposed = await ok<FollowAuditPay>(
      post('pay', { periodId: second.id, payAmount: '27996.62', opinion: '同意支付' }),
    );
    expect(proposed).toMatchObject({ payAmount: '27996.62', paidTotal: '40883.77' });
    const reset = await ok<FollowAuditPay>(post('pay', { periodId: second.id, payAmount: null }));
    expect(reset.payAmount).toBe('21463.48');
  });

  it('returns a submitted approval with its reason, editable again', async () => {
    await ok(post('pay/submit', { periodId: second.id }));
    expect(
      await refused(post('pay/approve', { periodId: second.id, approved: false })),
    ).toBeTruthy();
    const returned = await ok<FollowAuditPay>(
      post('pay/approve', { periodId: second.id, approved: false, reason: '钢筋量需复核' }),
    );
    expect(returned).toMatchObject({ status: 'returned', returnReason: '钢筋量需复核' });
    const table = await ok<Table>(get(`period/${second.id}/measures`));
    expect(table.editable).toBe(true);
  });

  it('summarises by period and by item with totals, and exports the workbook', async () => {
    const summary = await ok<{
      periods: FollowAuditSummaryPeriod[];
      items: FollowAuditSummaryItem[];
      totals: Record<string, string>;
    }>(get(`project/${project.id}/summary`));
    expect(
      summary.periods.map((row) => [row.period, row.approvedAmount, row.reducedPercent]),
    ).toEqual([
      ['2025-01', '22097.71', '4.77'],
      ['2025-02', '29007.00', '1.47'],
    ]);
    expect(summary.periods[1]!.cumulativeApproved).toBe('51104.71');
    expect(summary.items[1]).toMatchObject({ approvedQuantity: '2.6', over: true });
    expect(summary.totals).toMatchObject({
      reportedAmount: '52644.73',
      approvedAmount: '51104.71',
      reducedAmount: '1540.02',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/b/followAudit/project/${project.id}/summary/export`,
      headers: { AuthToken: tokens.admin! },
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['按期汇总', '按清单汇总']);
    expect(book.getWorksheet('按期汇总')!.getCell('D5').value).toBe(51104.71);
  });

  it('keeps a measured item and its fixed price', async () => {
    expect(
      await refused({ method: 'DELETE', url: `/api/b/followAudit/item/${itemA.id}` }),
    ).toContain('010101002001');
    const message = await refused(
      post('item', { ...itemA, id: itemA.id, projectId: project.id, unitPrice: '460' }),
    );
    expect(message).toContain('010101002001');
  });
});

describe('跟踪审计: demo data, copying bills, tenancy', () => {
  it('seeds a project with 20 items and three periods, the third a draft', async () => {
    const project = await ok<FollowAuditProject & { periods: FollowAuditPeriod[] }>(
      get(`project/${DEMO_FOLLOW_AUDIT_PROJECT_ID}`),
    );
    expect(project.itemCount).toBe(20);
    expect(project.periods.map((period) => period.status)).toEqual([
      'approved',
      'approved',
      'draft',
    ]);
    const second = await ok<FollowAuditPay>(get(`pay/${project.periods[1]!.id}`));
    expect(second.previouslyPaid).not.toBe('0.00');
    const third = await ok<FollowAuditPay>(get(`pay/${project.periods[2]!.id}`));
    expect(third.previouslyPaid).toBe(second.paidTotal);
    expect(project.paidTotal).toBe(second.paidTotal);
  });

  it("copies the linked cost project's bills once", async () => {
    const project = await ok<FollowAuditProject>(
      post('project', {
        name: '复制清单测试',
        contractor: '某施工单位',
        costProjectId: DEMO_COST_PROJECT_ID,
        contractAmount: '1000000',
        payRatio: '0.75',
      }),
    );
    const copied = await ok<{ added: number; skipped: number }>(
      post('project/copyBills', { projectId: project.id }),
    );
    expect(copied.added).toBeGreaterThan(0);
    const again = await ok<{ added: number; skipped: number }>(
      post('project/copyBills', { projectId: project.id }),
    );
    expect(again.added).toBe(0);
    const bare = await ok<FollowAuditProject>(
      post('project', {
        name: '无造价项目',
        contractor: '某施工单位',
        contractAmount: '1',
        payRatio: '1',
      }),
    );
    expect(await refused(post('project/copyBills', { projectId: bare.id }))).toContain('造价项目');
  });

  it('shows another company none of the projects', async () => {
    const { body } = await as('bob', get(`project/${DEMO_FOLLOW_AUDIT_PROJECT_ID}`));
    expect(body.success).toBe(false);
    const list = await ok<{ total: number }>(post('project/queryList', { pageNo: 1 }), 'bob');
    expect(list.total).toBe(0);
    const mine = await ok<{ total: number }>(post('project/queryList', { pageNo: 1 }));
    expect(mine.total).toBeGreaterThan(0);
  });
});

describe('跟踪审计: deleting projects, periods and items', () => {
  const del = (url: string) => ({ method: 'DELETE', url: `/api/b/followAudit/${url}` }) as const;

  it('deletes a draft period with its measures, and keeps a submitted one', async () => {
    const project = await ok<FollowAuditProject>(
      post('project', {
        name: '删除测试',
        contractor: '某施工单位',
        contractAmount: '1000',
        payRatio: '0.8',
      }),
    );
    const item = await ok<FollowAuditItem>(
      post('item', {
        projectId: project.id,
        code: '010101001001',
        name: '平整场地',
        unit: 'm2',
        contractQuantity: '100',
        unitPrice: '10',
      }),
    );
    const period = await ok<FollowAuditPeriod>(
      post('period', { projectId: project.id, period: '2026-01' }),
    );
    await ok(
      post('measure', {
        periodId: period.id,
        rows: [{ itemId: item.id, reportedQuantity: '10', approvedQuantity: '9' }],
      }),
    );
    // A measured item stays while a period holds it.
    expect(await refused(del(`item/${item.id}`))).toContain('010101001001');
    await ok(del(`period/${period.id}`));
    const measures = await t.database.db
      .select()
      .from(followAuditMeasures)
      .where(eq(followAuditMeasures.periodId, period.id));
    expect(measures).toHaveLength(0);
    const after = await ok<{ periods: FollowAuditPeriod[] }>(get(`project/${project.id}`));
    expect(after.periods).toHaveLength(0);
    // The item is no longer measured and may go now.
    await ok(del(`item/${item.id}`));

    const again = await ok<FollowAuditPeriod>(
      post('period', { projectId: project.id, period: '2026-02' }),
    );
    await ok(post('pay/submit', { periodId: again.id }));
    expect(await refused(del(`period/${again.id}`))).toContain('2026-02');
    expect(await refused(del(`project/${project.id}`))).toContain('2026-02');
    const kept = await ok<{ periods: FollowAuditPeriod[] }>(get(`project/${project.id}`));
    expect(kept.periods.map((row) => row.status)).toEqual(['submitted']);
  });

  it('deletes a project whose periods are all drafts, items and periods with it', async () => {
    const project = await ok<FollowAuditProject>(
      post('project', {
        name: '草稿项目',
        contractor: '某施工单位',
        contractAmount: '1',
        payRatio: '1',
      }),
    );
    await ok(
      post('item', {
        projectId: project.id,
        code: 'A1',
        name: '测试清单',
        unit: 'm',
        contractQuantity: '1',
        unitPrice: '1',
      }),
    );
    await ok(post('period', { projectId: project.id, period: '2026-03' }));
    await ok(del(`project/${project.id}`));
    const { body } = await as('admin', get(`project/${project.id}`));
    expect(body.success).toBe(false);
  });

  it("refuses the demo project (approved periods) and another company's delete", async () => {
    expect(await refused(del(`project/${DEMO_FOLLOW_AUDIT_PROJECT_ID}`))).toContain('计量期');
    const demo = await ok<{ periods: FollowAuditPeriod[] }>(
      get(`project/${DEMO_FOLLOW_AUDIT_PROJECT_ID}`),
    );
    const draft = demo.periods.find((row) => row.status === 'draft')!;
    await refused(del(`period/${draft.id}`), 'bob');
    await refused(del(`project/${DEMO_FOLLOW_AUDIT_PROJECT_ID}`), 'bob');
    const still = await ok<{ periods: FollowAuditPeriod[] }>(
      get(`project/${DEMO_FOLLOW_AUDIT_PROJECT_ID}`),
    );
    expect(still.periods).toHaveLength(3);
  });
});
