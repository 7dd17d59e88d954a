import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  contracts,
  costProjects,
  customers,
  departments,
  salesOpportunities,
  salesOpportunityStages,
  salesTargets,
  salesWorkPlans,
  users,
} from '../../db/schema';
import { rng } from '../cost/sample/prng';

// The sales demo data (issue 10, 市场经营), tied to the seeded customers and contracts: every
// contract signed in the last year that a salesperson followed has its won opportunity (opened a
// few weeks to months before signing, moved stage by stage up to 签约 on the signing day), plus lost
// and open opportunities, two salespeople's weekly and monthly work plans over half a year, and
// monthly targets per production department for last year and this year. The three demo cost
// projects become the construction sites of three contracts under way. Deterministic for a `now`.

const SEEDER = 'system';
const OPEN = ['lead', 'intent', 'proposal', 'quote', 'negotiation'] as const;
const BUSINESS_NAMES: Record<string, string> = {
  budget: '预算编制',
  control: '招标控制价编制',
  settlement: '结算审核',
  whole_process: '全过程造价咨询',
  consulting: '造价咨询',
};
const PROJECTS = [
  '城北安置小区',
  '高新区人才公寓',
  '滨湖公园提升',
  '第二人民医院门诊楼',
  '实验中学新校区',
  '综合管廊',
  '老旧小区改造',
  '体育中心',
  '产业园标准厂房',
  '市民服务中心',
];
const LOST_REASONS = [
  '报价高于竞争对手',
  '客户选择了其他咨询单位',
  '项目暂缓实施',
  '资质业绩要求不满足',
  '付款条件未谈拢',
];
const SELLERS = [
  { id: 'user-zhangsan', dept: 'dept-cost-1' },
  { id: 'user-admin', dept: 'dept-root' },
] as const;
const TARGET_DEPTS = ['dept-cost-1', 'dept-cost-2', 'dept-cost-3', 'dept-quality'] as const;
const PLAN_TITLES: Record<string, readonly string[]> = {
  visit: ['拜访客户，了解项目进展', '走访客户工程部，沟通造价需求', '回访在建项目，收集意见'],
  proposal: ['编制咨询服务方案', '完善全过程咨询方案'],
  quote: ['提交咨询服务报价', '调整报价并与客户确认'],
  bid: ['参加咨询服务招标', '准备投标文件'],
  meeting: ['参加部门经营例会', '与客户召开启动会'],
};

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
const mondayOf = (date: Date) => addDays(date, -((date.getUTCDay() + 6) % 7));
const pad = (n: number, length = 3) => String(n).padStart(length, '0');

/** Seeds the sales demo data once (nothing when the company already has opportunities). */
export async function seedSales(tx: Db, company: string, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ id: salesOpportunities.id })
    .from(salesOpportunities)
    .where(eq(salesOpportunities.companyId, company))
    .limit(1);
  if (existing) return;
  const sellers = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.id,
          SELLERS.map((seller) => seller.id),
        ),
      )
  ).map((row) => row.id);
  const known = new Set(
    (
      await tx
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.companyId, company))
    ).map((row) => row.id),
  );
  const people = SELLERS.filter((seller) => sellers.includes(seller.id) && known.has(seller.dept));
  const customerRows = await tx
    .select({ id: customers.id, region: customers.region, isKey: customers.isKey })
    .from(customers)
    .where(eq(customers.companyId, company))
    .orderBy(asc(customers.id));
  if (!people.length || !customerRows.length) return;
  const contractRows = await tx
    .select({
      id: contracts.id,
      name: contracts.name,
      customerId: contracts.customerId,
      businessType: contracts.businessType,
      departmentId: contracts.departmentId,
      region: contracts.region,
      amount: contracts.amount,
      signedDate: contracts.signedDate,
      status: contracts.status,
      costProjectId: contracts.costProjectId,
    })
    .from(contracts)
    .where(eq(contracts.companyId, company))
    .orderBy(asc(contracts.signedDate), asc(contracts.id));

  const random = rng(20_261_123);
  const stamp = { createdAt: now, createdBy: SEEDER, updatedAt: now, updatedBy: SEEDER };
  const today = new Date(`${isoDay(now)}T00:00:00Z`);
  const ownerOf = (departmentId: string | null) =>
    (departmentId === 'dept-cost-1' ? people[0] : people[people.length - 1])!;
  const opportunities: (typeof salesOpportunities.$inferInsert)[] = [];
  const moves: (typeof salesOpportunityStages.$inferInsert)[] = [];
  /** The moves through `stages` from `opened` to `closed`, evenly spaced. */
  const history = (
    id: string,
    stages: readonly string[],
    opened: Date,
    closed: Date,
    mover: string,
    reasons: Record<number, string> = {},
  ) => {
    const span = Math.max(0, closed.getTime() - opened.getTime());
    stages.forEach((stage, index) => {
      const day =
        index === 0
          ? opened
          : new Date(
              opened.getTime() + Math.round((span * index) / (stages.length - 1) / DAY) * DAY,
            );
      moves.push({
        id: `${id}-move-${index}`,
        companyId: company,
        opportunityId: id,
        fromStage: index === 0 ? null : stages[index - 1]!,
        toStage: stage,
        reason: reasons[index] ?? null,
        movedOn: isoDay(day),
        movedAt: new Date(day.getTime() + (9 + index) * 3_600_000),
        movedBy: mover,
      });
    });
  };

  // ── Won: the contracts signed in the last year, every other one followed as an opportunity ──
  const yearAgo = isoDay(addDays(today, -365));
  const recent = contractRows.filter(
    (c) => c.signedDate >= yearAgo && c.customerId && c.status !== 'terminated',
  );
  let index = 0;
  recent.forEach((contract, n) => {
    if (n % 2 !== 0) return;
    const id = `sales-opp-${pad(++index)}`;
    const signed = new Date(`${contract.signedDate}T00:00:00Z`);
    const opened = addDays(signed, -random.int(30, 120));
    const seller = ownerOf(contract.departmentId);
    const expected = Math.round((Number(contract.amount) * random.range(0.9, 1.1)) / 100) * 100;
    opportunities.push({
      id,
      companyId: company,
      customerId: contract.customerId!,
      name: contract.name,
      businessType: contract.businessType,
      region: contract.region,
      departmentId: contract.departmentId,
      ownerUserId: seller.id,
      expectedAmount: expected.toFixed(2),
      stage: 'won',
      openedDate: isoDay(opened),
      expectedSignDate: contract.signedDate,
      closedDate: contract.signedDate,
      lostReason: null,
      contractId: contract.id,
      memo: null,
      ...stamp,
    });
    history(id, [...OPEN, 'won'], opened, signed, seller.id);
  });

  // ── Lost and open ones, on the customers (key customers twice as often) ──
  const weighted = customerRows.flatMap((c) => (c.isKey ? [c, c] : [c]));
  const types = Object.keys(BUSINESS_NAMES);
  const addOpen = (lost: boolean) => {
    const id = `sales-opp-${pad(++index)}`;
    const customer = random.pick(weighted);
    const businessType = random.pick(types);
    const department = random.pick(TARGET_DEPTS);
    const seller = ownerOf(department);
    const opened = addDays(today, -random.int(lost ? 60 : 5, lost ? 330 : 170));
    const reached = random.int(0, 4);
    const stages: string[] = OPEN.slice(0, reached + 1);
    const reasons: Record<number, string> = {};
    // Now and then a quote goes back to the proposal (the customer changed what he wants).
    if (!lost && reached === 3 && random.next() < 0.5) {
      stages.push('proposal');
      reasons[stages.length - 1] = '客户调整需求，重新编制方案';
    }
    const reason = lost ? random.pick(LOST_REASONS) : null;
    if (lost) {
      stages.push('lost');
      reasons[stages.length - 1] = reason!;
    }
    const last = lost
      ? addDays(opened, random.int(20, 50))
      : addDays(opened, Math.round(((today.getTime() - opened.getTime()) / DAY) * 0.8));
    const amount =
      businessType === 'whole_process' ? random.int(80, 300) * 10_000 : random.int(5, 90) * 1_000;
    opportunities.push({
      id,
      companyId: company,
      customerId: customer.id,
      name: `${(customer.region ?? '').replace('市', '')}${random.pick(PROJECTS)}${BUSINESS_NAMES[businessType]}`,
      businessType,
      region: customer.region,
      departmentId: department,
      ownerUserId: seller.id,
      expectedAmount: amount.toFixed(2),
      stage: stages[stages.length - 1]!,
      openedDate: isoDay(opened),
      expectedSignDate: isoDay(addDays(opened, random.int(60, 150))),
      closedDate: lost ? isoDay(last) : null,
      lostReason: reason,
      contractId: null,
      memo: null,
      ...stamp,
    });
    history(id, stages, opened, last, seller.id, reasons);
  };
  for (let n = 0; n < 12; n++) addOpen(true);
  for (let n = 0; n < 30; n++) addOpen(false);

  // ── Work plans: three items a week for 26 weeks and the next two, one monthly item a month ──
  const plans: (typeof salesWorkPlans.$inferInsert)[] = [];
  const keyCustomers = customerRows.filter((c) => c.isKey);
  const thisMonday = mondayOf(today);
  let planIndex = 0;
  for (const person of people) {
    for (let week = -26; week <= 2; week++) {
      const monday = addDays(thisMonday, week * 7);
      for (let item = 0; item < 3; item++) {
        const kind =
          item === 0 ? 'visit' : random.pick(['visit', 'proposal', 'quote', 'bid', 'meeting']);
        const planned = addDays(monday, random.int(0, 4));
        const past = planned < today;
        const cancelled = past && random.next() < 0.12;
        const customer =
          kind === 'meeting'
            ? null
            : random.next() < 0.6 && keyCustomers.length
              ? random.pick(keyCustomers)
              : random.pick(customerRows);
        plans.push({
          id: `sales-plan-${pad(++planIndex, 4)}`,
          companyId: company,
          userId: person.id,
          departmentId: person.dept,
          periodKind: 'week',
          periodStart: isoDay(monday),
          kind,
          title: random.pick(PLAN_TITLES[kind]!),
          customerId: customer?.id ?? null,
          opportunityId: null,
          plannedDate: isoDay(planned),
          status: past ? (cancelled ? 'cancelled' : 'done') : 'planned',
          result: past
            ? cancelled
              ? '客户时间冲突，改期'
              : kind === 'visit'
                ? '已面谈，客户有后续咨询需求'
                : '已按计划完成'
            : null,
          doneDate: past && !cancelled ? isoDay(planned) : null,
          ...stamp,
        });
      }
    }
    for (let month = -5; month <= 0; month++) {
      const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + month, 1));
      const planned = addDays(first, 24);
      const past = planned < today;
      plans.push({
        id: `sales-plan-${pad(++planIndex, 4)}`,
        companyId: company,
        userId: person.id,
        departmentId: person.dept,
        periodKind: 'month',
        periodStart: isoDay(first),
        kind: 'meeting',
        title: '月度经营分析与下月计划',
        customerId: null,
        opportunityId: null,
        plannedDate: isoDay(planned),
        status: past ? 'done' : 'planned',
        result: past ? '已完成月度经营分析' : null,
        doneDate: past ? isoDay(planned) : null,
        ...stamp,
      });
    }
  }

  // ── Monthly targets per production department, last year and this year ──
  const targets: (typeof salesTargets.$inferInsert)[] = [];
  for (const year of [today.getUTCFullYear() - 1, today.getUTCFullYear()])
    for (const dept of TARGET_DEPTS.filter((d) => known.has(d)))
      for (let month = 1; month <= 12; month++)
        targets.push({
          id: `sales-target-${dept}-${year}-${month}`,
          companyId: company,
          departmentId: dept,
          year,
          month,
          opportunities: dept === 'dept-cost-1' ? 3 : 2,
          visits: dept === 'dept-cost-1' ? 10 : 2,
          quotes: 2,
          signings: dept === 'dept-quality' ? 1 : 2,
        });

  for (let i = 0; i < opportunities.length; i += 200)
    await tx.insert(salesOpportunities).values(opportunities.slice(i, i + 200));
  for (let i = 0; i < moves.length; i += 500)
    await tx.insert(salesOpportunityStages).values(moves.slice(i, i + 500));
  for (let i = 0; i < plans.length; i += 500)
    await tx.insert(salesWorkPlans).values(plans.slice(i, i + 500));
  if (targets.length) await tx.insert(salesTargets).values(targets);

  // ── Construction sites: the demo cost projects on the newest contracts under way ──
  const projects = await tx
    .select({ id: costProjects.id })
    .from(costProjects)
    .where(eq(costProjects.companyId, company))
    .orderBy(asc(costProjects.createdAt), asc(costProjects.id));
  const linked = new Set(contractRows.map((c) => c.costProjectId).filter(Boolean));
  const free = projects.filter((p) => !linked.has(p.id));
  const underWay = contractRows
    .filter((c) => c.status === 'executing' && !c.costProjectId)
    .reverse()
    .slice(0, free.length);
  for (const [n, contract] of underWay.entries())
    await tx
      .update(contracts)
      .set({ costProjectId: free[n]!.id })
      .where(and(eq(contracts.id, contract.id), isNull(contracts.costProjectId)));
}
