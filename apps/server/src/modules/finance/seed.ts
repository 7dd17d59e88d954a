import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { contractMembers, contracts, costEntries, invoices, receipts } from '../../db/schema';
import { bankAccounts, customers } from '../../db/schema';
import { rng, type Rng } from '../cost/sample/prng';
import { bulkInsert } from '../cost/store';
import { insertBankRows, type BankRowInsert } from './shared';

// The finance demo data (issue 10): two years up to `now` for the demo company: four bank
// accounts with ~3,000 statement rows whose balances follow on, 40 customers, 150 contracts
// across departments, business types and regions with their members, receipts claimed from
// the bank's income rows (the newest few left to claim), invoices and monthly costs.
// Deterministic for a given `now` (seeded PRNG); money is handled in cents.

const SEEDER = 'system';
const COMPANY_UNIT = '示例造价咨询有限公司';

export const DEMO_BANK_ACCOUNTS = [
  {
    id: 'bank-acct-icbc',
    no: '1202020109900012345',
    bank: '中国工商银行杭州分行营业部',
    name: '基本户',
    opening: 3_000_000_00,
  },
  {
    id: 'bank-acct-ccb',
    no: '33050161622700000678',
    bank: '中国建设银行杭州城西支行',
    name: '一般户',
    opening: 1_200_000_00,
  },
  {
    id: 'bank-acct-cmb',
    no: '571908765410601',
    bank: '招商银行杭州分行',
    name: '收款专户',
    opening: 800_000_00,
  },
  {
    id: 'bank-acct-boc',
    no: '367758123456',
    bank: '中国银行杭州高新支行',
    name: '保证金户',
    opening: 500_000_00,
  },
] as const;

const REGIONS = ['杭州市', '宁波市', '温州市', '绍兴市', '嘉兴市', '湖州市', '金华市', '台州市'];
const CUSTOMER_KINDS = ['government', 'developer', 'contractor', 'other'] as const;
const CUSTOMER_STEMS: Record<(typeof CUSTOMER_KINDS)[number], readonly string[]> = {
  government: [
    '住房和城乡建设局',
    '交通运输局',
    '教育局',
    '城市管理局',
    '水利局',
    '卫生健康委员会',
  ],
  developer: ['城市建设投资集团有限公司', '置业有限公司', '房地产开发有限公司', '城投集团有限公司'],
  contractor: ['建工集团有限公司', '市政工程有限公司', '建设集团有限公司'],
  other: ['人民医院', '第一中学', '科技园管理有限公司', '文化旅游发展有限公司'],
};
const BUSINESS_TYPES = ['budget', 'control', 'settlement', 'whole_process', 'consulting'] as const;
const BUSINESS_NAMES: Record<(typeof BUSINESS_TYPES)[number], string> = {
  budget: '预算编制',
  control: '招标控制价编制',
  settlement: '结算审核',
  whole_process: '全过程造价咨询',
  consulting: '造价咨询服务',
};
const PROJECT_NAMES = [
  '城东安置房',
  '滨江学校',
  '科创园二期',
  '人民医院门诊楼',
  '地铁配套道路',
  '体育中心',
  '污水处理厂提标',
  '老旧小区改造',
  '产业园标准厂房',
  '文化中心',
  '市民公园',
  '高速连接线',
  '综合管廊',
  '保障性住房',
];
const PRODUCTION_DEPTS = ['dept-cost-1', 'dept-cost-2', 'dept-cost-3', 'dept-quality'] as const;
const OTHER_DEPTS = ['dept-office', 'dept-finance', 'dept-general'] as const;
const STAFF = ['user-zhangsan', 'user-admin', 'user-lisi'] as const;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const yuan = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
};
const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000);

interface BankEvent {
  day: string;
  time: string;
  /** Fixed account, or null: paid from the account with the most money at the time. */
  accountId: string | null;
  income: number;
  pay: number;
  otherSideName: string;
  otherSideAccount: string | null;
  summary: string;
  matter: string | null;
  isChangeAccount?: boolean;
  /** The receipt this income row pays (claimed), or none. */
  contractId?: string;
  /** Leave (part of) it unclaimed. */
  claimPart?: number;
  /** An internal transfer's two legs share a key. */
  transferTo?: string;
}

function timeOf(random: Rng): string {
  return `${pad(random.int(8, 17))}:${pad(random.int(0, 59))}:${pad(random.int(0, 59))}`;
}

/** Seeds the finance demo data once (nothing when the company already has bank accounts). */
export async function seedFinance(
  tx: Db,
  company: string,
  now: Date,
  /** Prefixed to every id (the demo company's ids are fixed; a test may seed another company). */
  idPrefix = '',
): Promise<void> {
  const scoped = <T extends object>(rows: T[]): T[] =>
    idPrefix
      ? rows.map((row) => {
          const copy = { ...row } as Record<string, unknown>;
          for (const key of ['id', 'accountId', 'customerId', 'contractId', 'bankDetailId'])
            if (typeof copy[key] === 'string') copy[key] = idPrefix + copy[key];
          return copy as unknown as T;
        })
      : rows;
  /** Scoped rows in one JSON parameter per chunk; camelCase keys become the snake_case columns. */
  const bulk = <T extends object>(
    db: Db,
    table: string,
    rows: T[],
    columns: Parameters<typeof bulkInsert>[2],
  ) =>
    bulkInsert(
      db,
      table,
      columns,
      scoped(rows).map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
            value as unknown,
          ]),
        ),
      ),
    );
  const [existing] = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, company))
    .limit(1);
  if (existing) return;
  const random = rng(20_261_010);
  const stamp = { createdAt: now, createdBy: SEEDER, updatedAt: now, updatedBy: SEEDER };
  const today = new Date(`${isoDay(now)}T00:00:00Z`);
  const start = addDays(today, -730);
  const startDay = isoDay(start);

  await tx.insert(bankAccounts).values(
    scoped(
      DEMO_BANK_ACCOUNTS.map((account, index) => ({
        id: account.id,
        companyId: company,
        accountUnit: COMPANY_UNIT,
        accountName: `${COMPANY_UNIT}${account.name}`,
        accountNo: account.no,
        bankName: account.bank,
        currency: 'CNY',
        openingBalance: yuan(account.opening),
        openingDate: startDay,
        departmentId: 'dept-finance',
        enabled: true,
        sort: index + 1,
        ...stamp,
      })),
    ),
  );

  // ── Customers ──
  const customerNames = new Set<string>();
  const customerRows = Array.from({ length: 40 }, (_, index) => {
    const kind = CUSTOMER_KINDS[index % CUSTOMER_KINDS.length]!;
    const region = REGIONS[index % REGIONS.length]!;
    const stem = CUSTOMER_STEMS[kind][Math.floor(index / 4) % CUSTOMER_STEMS[kind].length]!;
    const city = region.replace('市', '');
    const name =
      kind === 'government'
        ? `${region}${stem}`
        : `${city}${['恒信', '华宇', '宏达', '金诚', '中天', '瑞丰', '东方', '新城', '嘉和', '远景'][index % 10]}${stem}`;
    const unique = customerNames.has(name) ? `${region}高新区${stem}` : name;
    customerNames.add(unique);
    return {
      id: `customer-${pad(index + 1)}`,
      companyId: company,
      name: unique,
      kind,
      region,
      isKey: index % 7 === 0,
      contact: ['王经理', '李工', '陈主任', '赵科长', '刘总'][index % 5]!,
      phone: `1390000${pad(index + 1, 4)}`,
      ...stamp,
    };
  });
  await tx.insert(customers).values(scoped(customerRows));

  // ── Contracts and members ──
  const contractRows: (typeof contracts.$inferInsert)[] = [];
  const memberRows: (typeof contractMembers.$inferInsert)[] = [];
  for (let index = 0; index < 150; index++) {
    const customer = customerRows[(index * 7) % customerRows.length]!;
    const businessType = BUSINESS_TYPES[index % BUSINESS_TYPES.length]!;
    // Older contracts first; a few each month across the two years.
    const signed = addDays(start, Math.floor((index * 725) / 150) + random.int(0, 4));
    const ageDays = (today.getTime() - signed.getTime()) / 86_400_000;
    const amount =
      businessType === 'whole_process'
        ? random.int(80, 400) * 10_000_00
        : random.int(3, 120) * 1_000_00 + random.int(0, 99) * 100;
    const status =
      index % 29 === 7
        ? 'terminated'
        : ageDays > 420
          ? 'finished'
          : ageDays > 30
            ? 'executing'
            : 'signed';
    const id = `contract-${pad(index + 1, 3)}`;
    const year = signed.getUTCFullYear();
    contractRows.push({
      id,
      companyId: company,
      code: `ZX-${year}-${pad(index + 1, 3)}`,
      name: `${customer.region.replace('市', '')}${PROJECT_NAMES[index % PROJECT_NAMES.length]}${BUSINESS_NAMES[businessType]}`,
      customerId: customer.id,
      businessType,
      departmentId: PRODUCTION_DEPTS[index % PRODUCTION_DEPTS.length]!,
      leaderUserId: 'user-zhangsan',
      signedDate: isoDay(signed),
      amount: yuan(amount),
      vatRate: '0.06',
      status,
      costProjectId: null,
      region: customer.region,
      ...stamp,
    });
    const stages =
      businessType === 'whole_process'
        ? (['tender', 'construction', 'settlement'] as const)
        : [null];
    for (const stage of stages) {
      for (const [role, userId] of [
        ['lead', 'user-zhangsan'],
        ['preparer', 'user-zhangsan'],
        ['preparer', STAFF[1 + (index % 2)]!],
        ['checker', 'user-admin'],
        ['reviewer', 'user-admin'],
        ['approver', 'user-admin'],
      ] as const) {
        memberRows.push({
          id: `${id}-${role}-${stage ?? 'all'}-${userId}`,
          companyId: company,
          contractId: id,
          userId,
          role,
          stage,
          weight: role === 'preparer' ? '0.5000' : '1.0000',
        });
      }
    }
  }
  await bulk(tx, 'contracts', contractRows, {
    id: 'text',
    company_id: 'text',
    code: 'text',
    name: 'text',
    customer_id: 'text',
    business_type: 'text',
    department_id: 'text',
    leader_user_id: 'text',
    signed_date: 'date',
    amount: 'numeric',
    vat_rate: 'numeric',
    status: 'text',
    cost_project_id: 'text',
    region: 'text',
    created_at: 'timestamptz',
    created_by: 'text',
    updated_at: 'timestamptz',
    updated_by: 'text',
  });
  await bulkInsert(
    tx,
    'contract_members',
    {
      id: 'text',
      company_id: 'text',
      contract_id: 'text',
      user_id: 'text',
      role: 'text',
      stage: 'text',
      weight: 'numeric',
    },
    scoped(memberRows).map((row) => ({
      id: row.id,
      company_id: row.companyId,
      contract_id: row.contractId,
      user_id: row.userId,
      role: row.role,
      stage: row.stage,
      weight: row.weight,
    })),
  );

  // ── Bank events: receipts, costs, expenses, fees, interest, transfers ──
  const events: BankEvent[] = [];
  const lastDay = addDays(today, -1);
  const dayWithin = (from: Date, offset: number) => {
    const day = addDays(from, offset);
    return day > lastDay ? null : isoDay(day);
  };
  const receiptAccounts = ['bank-acct-cmb', 'bank-acct-icbc', 'bank-acct-ccb'] as const;
  for (const [index, contract] of contractRows.entries()) {
    if (contract.status === 'terminated' && index % 2 === 0) continue;
    const total = Math.round(Number(contract.amount) * 100);
    const parts = contract.businessType === 'whole_process' ? 4 : random.int(1, 3);
    // Received so far: finished contracts mostly in full, others in part.
    const share =
      contract.status === 'finished' ? (index % 5 === 0 ? 0.8 : 1) : random.range(0.3, 0.7);
    const signed = new Date(`${contract.signedDate}T00:00:00Z`);
    const customer = customerRows.find((row) => row.id === contract.customerId)!;
    let left = Math.round(total * share);
    for (let part = 0; part < parts && left > 0; part++) {
      const amount = part === parts - 1 ? left : Math.round(left / (parts - part));
      left -= amount;
      const day = dayWithin(signed, 20 + part * random.int(40, 110));
      if (!day) break;
      events.push({
        day,
        time: timeOf(random),
        accountId: receiptAccounts[index % receiptAccounts.length]!,
        income: amount,
        pay: 0,
        otherSideName: customer.name,
        otherSideAccount: `6222${pad(index + 1, 4)}${pad(part, 2)}880011`,
        summary: `${contract.code}${part === 0 ? '预付款' : '进度款'}`,
        matter: '咨询服务费',
        contractId: contract.id,
      });
    }
  }

  // Monthly costs per department, each paid from the bank.
  const costRows: (typeof costEntries.$inferInsert)[] = [];
  const monthStart = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  let costIndex = 0;
  for (
    let month = monthStart;
    month <= lastDay;
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))
  ) {
    const subjects = (dept: string): readonly [string, 'direct' | 'indirect', number, number][] =>
      (PRODUCTION_DEPTS as readonly string[]).includes(dept)
        ? [
            ['工资', 'direct', 120_000_00, 170_000_00],
            ['社保', 'direct', 26_000_00, 38_000_00],
            ['房租', 'indirect', 18_000_00, 22_000_00],
            ['办公', 'indirect', 2_000_00, 8_000_00],
          ]
        : [
            ['工资', 'indirect', 45_000_00, 65_000_00],
            ['社保', 'indirect', 9_000_00, 14_000_00],
            ['办公', 'indirect', 3_000_00, 10_000_00],
          ];
    for (const dept of [...PRODUCTION_DEPTS, ...OTHER_DEPTS]) {
      for (const [subject, category, min, max] of subjects(dept)) {
        const day = dayWithin(
          month,
          subject === '工资' ? 9 : subject === '社保' ? 14 : random.int(1, 25),
        );
        if (!day) continue;
        const amount = random.int(min / 100, max / 100) * 100;
        costRows.push({
          id: `cost-entry-${pad(++costIndex, 5)}`,
          companyId: company,
          departmentId: dept,
          category,
          subject,
          amount: yuan(amount),
          occurredDate: day,
          contractId: null,
          memo: null,
          ...stamp,
        });
        events.push({
          day,
          time: timeOf(random),
          accountId: subject === '工资' || subject === '社保' ? 'bank-acct-icbc' : null,
          income: 0,
          pay: amount,
          otherSideName: {
            工资: '本单位职工',
            社保: '社会保险事业管理中心',
            房租: '物业管理有限公司',
            办公: '办公用品有限公司',
          }[subject]!,
          otherSideAccount: null,
          summary: `${month.getUTCFullYear()}年${month.getUTCMonth() + 1}月${subject}`,
          matter: subject,
        });
      }
    }
    // Outsourcing and travel for a contract signed before the month (direct costs).
    for (let k = 0; k < 3; k++) {
      const signedBefore = contractRows.filter((row) => row.signedDate < isoDay(month));
      if (signedBefore.length === 0) break;
      const contract = random.pick(signedBefore);
      const subject = k === 0 ? '外包' : '差旅';
      const day = dayWithin(month, random.int(3, 27));
      if (!day) continue;
      const amount =
        subject === '外包' ? random.int(5_000, 40_000) * 100 : random.int(500, 6_000) * 100;
      costRows.push({
        id: `cost-entry-${pad(++costIndex, 5)}`,
        companyId: company,
        departmentId: contract.departmentId,
        category: 'direct',
        subject,
        amount: yuan(amount),
        occurredDate: day,
        contractId: contract.id,
        memo: contract.name,
        ...stamp,
      });
      events.push({
        day,
        time: timeOf(random),
        accountId: null,
        income: 0,
        pay: amount,
        otherSideName: subject === '外包' ? '工程咨询事务所' : '差旅报销',
        otherSideAccount: null,
        summary: `${contract.code}${subject}`,
        matter: subject,
      });
    }
  }

  // Everyday movements to make the statements realistic and about 3,000 rows in all.
  for (let offset = 0; offset < 730; offset++) {
    const day = dayWithin(start, offset);
    if (!day) break;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let k = random.int(1, 3); k > 0; k--)
      events.push({
        day,
        time: timeOf(random),
        accountId: null,
        income: 0,
        pay: random.int(200, 8_000) * 100 + random.int(0, 99),
        otherSideName: random.pick(['员工报销', '差旅报销', '快递服务有限公司', '加油站']),
        otherSideAccount: null,
        summary: '费用报销',
        matter: '报销',
      });
    events.push({
      day,
      time: '17:30:00',
      accountId: random.pick(DEMO_BANK_ACCOUNTS).id,
      income: 0,
      pay: random.int(5, 60) * 100,
      otherSideName: '银行',
      otherSideAccount: null,
      summary: '手续费',
      matter: '银行手续费',
    });
    if (day.endsWith('-21') && ['03', '06', '09', '12'].includes(day.slice(5, 7)))
      for (const account of DEMO_BANK_ACCOUNTS)
        events.push({
          day,
          time: '08:00:00',
          accountId: account.id,
          income: random.int(500, 3_000) * 100 + random.int(0, 99),
          pay: 0,
          otherSideName: '银行',
          otherSideAccount: null,
          summary: '结息',
          matter: '利息收入',
        });
    // An internal transfer every other week: collection account → basic account.
    if (offset % 14 === 3)
      events.push({
        day,
        time: '10:00:00',
        accountId: 'bank-acct-cmb',
        income: 0,
        pay: random.int(100, 400) * 1_000_00,
        otherSideName: `${COMPANY_UNIT}基本户`,
        otherSideAccount: DEMO_BANK_ACCOUNTS[0].no,
        summary: '内部调拨',
        matter: '资金调拨',
        isChangeAccount: true,
        transferTo: 'bank-acct-icbc',
      });
    // Deposits and refunds of tender bonds and other income nobody has claimed yet.
    if (offset % 9 === 4)
      events.push({
        day,
        time: timeOf(random),
        accountId: 'bank-acct-boc',
        income: random.int(10, 200) * 1_000_00,
        pay: 0,
        otherSideName: random.pick(customerRows).name,
        otherSideAccount: null,
        summary: '投标保证金退回',
        matter: '保证金',
        claimPart: 0,
      });
  }

  events.sort((a, b) => (a.day + a.time).localeCompare(b.day + b.time));
  // The newest fee receipts are left to claim (some in part) for the subscription page.
  const incomes = events.filter((event) => event.contractId);
  incomes.slice(-24).forEach((event, index) => {
    event.claimPart = index % 3 === 0 ? 0.5 : 0;
  });

  const balances = new Map<string, number>(
    DEMO_BANK_ACCOUNTS.map((account) => [account.id, account.opening]),
  );
  const seqs = new Map<string, number>();
  const detailRows: BankRowInsert[] = [];
  const receiptRows: (typeof receipts.$inferInsert)[] = [];
  const push = (
    event: BankEvent,
    accountId: string,
    income: number,
    pay: number,
    other?: Partial<BankEvent>,
  ) => {
    const balance = balances.get(accountId)! + income - pay;
    balances.set(accountId, balance);
    const seq = (seqs.get(accountId) ?? 0) + 1;
    seqs.set(accountId, seq);
    const id = `bd-${accountId.slice(10)}-${pad(seq, 5)}`;
    const serialNo = `${event.day.replace(/-/g, '')}${accountId.slice(10).toUpperCase()}${pad(seq, 5)}`;
    const claimable = income > 0 && !event.isChangeAccount && event.matter !== '利息收入';
    const claimed = event.contractId
      ? event.claimPart === undefined
        ? income
        : Math.round(income * event.claimPart)
      : 0;
    detailRows.push({
      id,
      companyId: company,
      accountId,
      batchId: null,
      seq,
      dateTime: `${event.day} ${event.time}`,
      income: yuan(income),
      pay: yuan(pay),
      balance: yuan(balance),
      otherSideUnit: null,
      otherSideName: other?.otherSideName ?? event.otherSideName,
      otherSideAccount: other?.otherSideAccount ?? event.otherSideAccount,
      matter: event.matter,
      summary: event.summary,
      memo: null,
      serialNo,
      dedupeKey: `s:${serialNo}`,
      isNeedClaim: claimable,
      claimTotal: yuan(claimed),
      needClaimTotal: yuan(claimable ? income - claimed : 0),
      isChangeAccount: event.isChangeAccount ?? false,
      ...stamp,
    });
    if (claimed > 0)
      receiptRows.push({
        id: `receipt-${id}`,
        companyId: company,
        contractId: event.contractId!,
        bankDetailId: id,
        amount: yuan(claimed),
        receivedDate: event.day,
        memo: null,
        ...stamp,
      });
  };
  for (const event of events) {
    const accountId =
      event.accountId ??
      [...balances.entries()]
        .filter(([id]) => id !== 'bank-acct-boc')
        .sort((a, b) => b[1] - a[1])[0]![0];
    push(event, accountId, event.income, event.pay);
    if (event.transferTo)
      push(event, event.transferTo, event.pay, 0, {
        otherSideName: `${COMPANY_UNIT}收款专户`,
        otherSideAccount: DEMO_BANK_ACCOUNTS[2].no,
      });
  }
  await insertBankRows(tx, scoped(detailRows));
  await bulk(tx, 'receipts', receiptRows, {
    id: 'text',
    company_id: 'text',
    contract_id: 'text',
    bank_detail_id: 'text',
    amount: 'numeric',
    received_date: 'date',
    memo: 'text',
    created_at: 'timestamptz',
    created_by: 'text',
    updated_at: 'timestamptz',
    updated_by: 'text',
  });

  // Invoices: one per receipt, issued a little before it; a few contracts invoiced ahead of cash.
  const invoiceRows: (typeof invoices.$inferInsert)[] = receiptRows.map((receipt, index) => ({
    id: `invoice-${pad(index + 1, 4)}`,
    companyId: company,
    contractId: receipt.contractId,
    invoiceNo: `3300${pad(index + 1, 8)}`,
    kind: index % 4 === 0 ? 'normal' : index % 4 === 1 ? 'electronic' : 'special',
    amount: receipt.amount,
    taxRate: '0.06',
    issuedDate: isoDay(addDays(new Date(`${receipt.receivedDate}T00:00:00Z`), -random.int(5, 30))),
    status: 'issued',
    ...stamp,
  }));
  for (const [index, contract] of contractRows.entries()) {
    if (index % 6 !== 1 || contract.status !== 'executing') continue;
    invoiceRows.push({
      id: `invoice-ahead-${pad(index + 1, 3)}`,
      companyId: company,
      contractId: contract.id,
      invoiceNo: `3301${pad(index + 1, 8)}`,
      kind: 'special',
      amount: yuan(Math.round(Number(contract.amount) * 30)),
      taxRate: '0.06',
      issuedDate: isoDay(addDays(new Date(`${contract.signedDate}T00:00:00Z`), 10)),
      status: 'issued',
      ...stamp,
    });
  }
  await bulk(tx, 'invoices', invoiceRows, {
    id: 'text',
    company_id: 'text',
    contract_id: 'text',
    invoice_no: 'text',
    kind: 'text',
    amount: 'numeric',
    tax_rate: 'numeric',
    issued_date: 'date',
    status: 'text',
    created_at: 'timestamptz',
    created_by: 'text',
    updated_at: 'timestamptz',
    updated_by: 'text',
  });
  await bulk(tx, 'cost_entries', costRows, {
    id: 'text',
    company_id: 'text',
    department_id: 'text',
    category: 'text',
    subject: 'text',
    amount: 'numeric',
    occurred_date: 'date',
    contract_id: 'text',
    memo: 'text',
    created_at: 'timestamptz',
    created_by: 'text',
    updated_at: 'timestamptz',
    updated_by: 'text',
  });
}
