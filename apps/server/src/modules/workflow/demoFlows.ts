import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../db/audit';
import type { Db } from '../../db/database';
import { users, wfForms, wfTasks } from '../../db/schema';
import { TENANT_ROLE } from '../../db/tenancy';
import { formatDateTime } from '../../i18n';
import { saveRecord, submitRecord, type FormAccess } from '../forms/service';
import { actOnTask, terminateFlow } from './service';

// Flows in progress for the demo: 办公用品领用 records filled, submitted and acted on through the
// real form and workflow services (the same calls the pages make), so 待办, 已办, 我的申请 and the
// messages they send are what a user of a running office would see. The flow: applicant → the
// department's leader (the administrator leads every demo department) → countersign of 综合部
// (王敏 and 赵强, both must approve).

const HOUR = 60 * 60_000;

type Step =
  | { by: string; action: 'approve'; opinion: string }
  | { by: string; action: 'reject'; opinion: string }
  | { by: string; action: 'delegate'; opinion: string; to: string }
  | { by: string; action: 'terminate'; opinion: string };

interface DemoFlow {
  applicant: string;
  /** How long before the seed time it was submitted; each step an hour later. */
  hoursAgo: number;
  values: {
    title: string;
    deptId: string;
    items: { item: string; spec?: string; quantity: string }[];
    purpose: string;
  };
  steps: Step[];
}

const ADMIN = 'user-admin';
const ZHANGSAN = 'user-zhangsan';
const LISI = 'user-lisi';
const WANGMIN = 'user-wangmin';
const ZHAOQIANG = 'user-zhaoqiang';

/** Oldest first: finished, terminated, at the countersign, sent back, delegated, waiting. */
export const DEMO_FLOWS: readonly DemoFlow[] = [
  {
    applicant: ZHANGSAN,
    hoursAgo: 240,
    values: {
      title: '申领现场踏勘用品',
      deptId: 'dept-cost-1',
      items: [
        { item: '激光测距仪', spec: '60m', quantity: '1' },
        { item: '卷尺', spec: '5m', quantity: '2' },
      ],
      purpose: '江北新区安置房项目现场踏勘',
    },
    steps: [
      { by: ADMIN, action: 'approve', opinion: '同意' },
      { by: WANGMIN, action: 'approve', opinion: '已备货' },
      { by: ZHAOQIANG, action: 'approve', opinion: '同意发放' },
    ],
  },
  {
    applicant: LISI,
    hoursAgo: 150,
    values: {
      title: '申领财务专用凭证打印机',
      deptId: 'dept-finance',
      items: [{ item: '针式打印机', spec: 'EPSON LQ-630K', quantity: '1' }],
      purpose: '打印记账凭证',
    },
    steps: [{ by: ADMIN, action: 'terminate', opinion: '公司已统一采购，不予领用' }],
  },
  {
    applicant: ZHANGSAN,
    hoursAgo: 72,
    values: {
      title: '申领打印硒鼓',
      deptId: 'dept-cost-1',
      items: [{ item: '打印机硒鼓', spec: 'HP 88A', quantity: '2' }],
      purpose: '打印结算审核报告',
    },
    steps: [
      { by: ADMIN, action: 'approve', opinion: '同意' },
      { by: WANGMIN, action: 'approve', opinion: '库存充足，同意' },
    ],
  },
  {
    applicant: LISI,
    hoursAgo: 50,
    values: {
      title: '申领档案盒',
      deptId: 'dept-finance',
      items: [{ item: '档案盒', spec: 'A4 55mm', quantity: '20' }],
      purpose: '年度会计档案归档',
    },
    steps: [{ by: ADMIN, action: 'approve', opinion: '同意' }],
  },
  {
    applicant: ZHANGSAN,
    hoursAgo: 30,
    values: {
      title: '申领计算器',
      deptId: 'dept-cost-1',
      items: [{ item: '计算器', quantity: '3' }],
      purpose: '工程量复核',
    },
    steps: [{ by: ADMIN, action: 'reject', opinion: '请注明规格型号和领用人' }],
  },
  {
    applicant: WANGMIN,
    hoursAgo: 20,
    values: {
      title: '申领会议室用品',
      deptId: 'dept-general',
      items: [
        { item: '白板笔', spec: '黑色', quantity: '10' },
        { item: '纸杯', spec: '250ml', quantity: '200' },
      ],
      purpose: '第一会议室日常补充',
    },
    steps: [{ by: ADMIN, action: 'delegate', opinion: '请张三核对数量', to: ZHANGSAN }],
  },
  {
    applicant: ZHANGSAN,
    hoursAgo: 6,
    values: {
      title: '申领打印纸',
      deptId: 'dept-cost-1',
      items: [{ item: 'A4 复印纸', spec: '70g 500张/包', quantity: '5' }],
      purpose: '打印滨江新城安置房结算资料',
    },
    steps: [],
  },
  {
    applicant: ZHAOQIANG,
    hoursAgo: 2,
    values: {
      title: '申领中性笔',
      deptId: 'dept-general',
      items: [{ item: '中性笔', spec: '0.5mm 黑色', quantity: '24' }],
      purpose: '新员工入职办公用品',
    },
    steps: [],
  },
];

const APPLICANT: FormAccess = { view: false, edit: false, startFlow: true };

/** The open task of the instance the user may act on. */
async function openTaskOf(db: Db, instanceId: string, userId: string): Promise<string> {
  const tasks = await db
    .select({ id: wfTasks.id, assignee: wfTasks.assignee, candidates: wfTasks.candidates })
    .from(wfTasks)
    .where(and(eq(wfTasks.instanceId, instanceId), eq(wfTasks.status, 'open')));
  const task = tasks.find((t) =>
    t.assignee ? t.assignee === userId : t.candidates.includes(userId),
  );
  if (!task) throw new Error(`demo flow: no open task of ${instanceId} for ${userId}`);
  return task.id;
}

/**
 * Puts the demo flows in (the company's 办公用品领用 form and the five demo people must be there;
 * otherwise nothing). Runs as the tenant within the caller's transaction, as a request would, and
 * returns the transaction to the seeder's role.
 */
export async function seedDemoFlows(tx: Db, company: string, now: Date): Promise<void> {
  const [form] = await tx
    .select()
    .from(wfForms)
    .where(and(eq(wfForms.companyId, company), eq(wfForms.code, 'officeSuppliesReceive')))
    .limit(1);
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, company),
        eq(users.deleted, false),
        inArray(users.id, [ADMIN, ZHANGSAN, LISI, WANGMIN, ZHAOQIANG]),
      ),
    );
  if (!form?.processKey || people.length < 5) return;
  await tx.execute(sql`select set_config('app.company_id', ${company}, true)`);
  await tx.execute(sql.raw(`set local role ${TENANT_ROLE}`));
  for (const flow of DEMO_FLOWS) {
    let at = new Date(now.getTime() - flow.hoursAgo * HOUR);
    const applicant: Actor = { userId: flow.applicant, companyId: company };
    const record = await saveRecord(
      tx,
      applicant,
      at,
      form,
      { values: { ...flow.values, applyDate: formatDateTime(at).slice(0, 10) } },
      APPLICANT,
      'zh',
    );
    const { instance } = await submitRecord(
      tx,
      applicant,
      at,
      form,
      record.id,
      { title: null, opinion: '' },
      APPLICANT,
    );
    for (const step of flow.steps) {
      at = new Date(at.getTime() + HOUR);
      const actor: Actor = { userId: step.by, companyId: company };
      if (step.action === 'terminate') {
        await terminateFlow(tx, actor, at, instance.id, { opinion: step.opinion });
        continue;
      }
      const taskId = await openTaskOf(tx, instance.id, step.by);
      if (step.action === 'reject')
        await actOnTask(tx, actor, at, {
          action: 'reject',
          taskId,
          opinion: step.opinion,
          to: 'start',
        });
      else if (step.action === 'delegate')
        await actOnTask(tx, actor, at, {
          action: 'delegate',
          taskId,
          opinion: step.opinion,
          to: step.to,
        });
      else await actOnTask(tx, actor, at, { action: 'approve', taskId, opinion: step.opinion });
    }
  }
  await tx.execute(sql.raw('reset role'));
}
