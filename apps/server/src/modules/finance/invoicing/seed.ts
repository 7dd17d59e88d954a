import {
  discountRateOf,
  splitTax,
  tieredFee,
  usccCheckChar,
  type BusinessType,
} from '@ccms/api-client';
import Decimal from 'decimal.js';
import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import {
  contracts,
  customers,
  invoiceApplications,
  invoices,
  loanRepayments,
  loans,
  priceRateTiers,
  priceRequests,
} from '../../../db/schema';
import { DEFAULT_INVOICE_CONTENT } from './applications';
import { DEFAULT_RATE_TABLE, defaultRateRows } from './rates';
import { dayOf } from './shared';

// The demo data of 开票申请, 借款申请 and 请价 (issue 10): the fee-rate table, an application for
// each invoice the finance seed issued ahead of cash plus drafts, submitted, returned, an
// over-invoicing request and a red-letter voiding; loans in every state with partial repayments
// and overdue ones; price requests in every state. Dates are relative to `now`.

const pad = (value: number, length = 3) => String(value).padStart(length, '0');
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A well-formed 统一社会信用代码 for a demo buyer (government bodies 11…, companies 91…). */
export function demoUscc(index: number, government: boolean): string {
  const first17 = `${government ? '11' : '91'}330100${government ? '00' : 'MA'}2${pad(index, 6)}`;
  return first17 + usccCheckChar(first17)!;
}

export async function seedInvoicing(tx: Db, company: string, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ total: count() })
    .from(priceRateTiers)
    .where(eq(priceRateTiers.companyId, company));
  if ((existing?.total ?? 0) > 0) return;
  const today = dayOf(now);
  const stampAt = (by: string, day: string) => {
    const at = new Date(`${day}T09:30:00+08:00`);
    return { createdAt: at, createdBy: by, updatedAt: at, updatedBy: by };
  };

  await tx.insert(priceRateTiers).values(defaultRateRows(company));

  // ── 开票申请 ──
  const contractRows = await tx
    .select({
      id: contracts.id,
      amount: contracts.amount,
      status: contracts.status,
      customerName: customers.name,
      customerKind: customers.kind,
    })
    .from(contracts)
    .leftJoin(customers, eq(customers.id, contracts.customerId))
    .where(
      and(eq(contracts.companyId, company), inArray(contracts.status, ['executing', 'signed'])),
    )
    .orderBy(asc(contracts.code));
  if (contractRows.length === 0) return;
  const billing = (index: number) => {
    const contract = contractRows[index % contractRows.length]!;
    const government = contract.customerKind === 'government';
    return {
      contract,
      buyerName: contract.customerName ?? '示例委托单位',
      buyerTaxNo: demoUscc(index + 1, government),
      buyerAddressPhone: `杭州市西湖区文三路${100 + index}号 0571-8${pad(index, 7)}`,
      buyerBankAccount: `中国工商银行杭州分行 1202${pad(index, 15)}`,
    };
  };
  const ahead = await tx
    .select({
      id: invoices.id,
      contractId: invoices.contractId,
      invoiceNo: invoices.invoiceNo,
      amount: invoices.amount,
      issuedDate: invoices.issuedDate,
      customerName: customers.name,
      customerKind: customers.kind,
    })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .leftJoin(customers, eq(customers.id, contracts.customerId))
    .where(and(eq(invoices.companyId, company), like(invoices.id, 'invoice-ahead-%')))
    .orderBy(asc(invoices.issuedDate))
    .limit(8);
  type ApplicationInsert = typeof invoiceApplications.$inferInsert;
  const rows: ApplicationInsert[] = [];
  let sequence = 0;
  const code = (day: string) => `KP${day.slice(0, 7).replace('-', '')}${pad(++sequence, 4)}`;
  for (const [index, invoice] of ahead.entries()) {
    const appliedDate = shift(invoice.issuedDate, -2);
    const split = splitTax(invoice.amount, '0.06');
    rows.push({
      id: `invoice-apply-ahead-${pad(index + 1)}`,
      companyId: company,
      code: code(appliedDate),
      contractId: invoice.contractId,
      kind: 'special',
      buyerName: invoice.customerName ?? '示例委托单位',
      buyerTaxNo: demoUscc(50 + index, invoice.customerKind === 'government'),
      buyerAddressPhone: `杭州市上城区解放路${20 + index}号 0571-8702${pad(index, 4)}`,
      buyerBankAccount: `中国建设银行杭州分行 3305016${pad(index, 13)}`,
      amount: split.amount,
      taxRate: '0.06',
      taxAmount: split.taxAmount,
      netAmount: split.netAmount,
      content: DEFAULT_INVOICE_CONTENT,
      memo: '按合同约定预开进度款发票',
      overInvoicing: false,
      status: 'issued',
      applicantId: 'user-zhangsan',
      appliedDate,
      submittedAt: new Date(`${appliedDate}T10:00:00+08:00`),
      invoiceId: invoice.id,
      invoiceNo: invoice.invoiceNo,
      issuedDate: invoice.issuedDate,
      issuedBy: 'user-lisi',
      ...stampAt('user-zhangsan', appliedDate),
    });
  }
  const fresh = (
    index: number,
    status: string,
    share: string,
    daysAgo: number,
    extra: Partial<ApplicationInsert> = {},
  ): ApplicationInsert => {
    const { contract, ...buyer } = billing(index);
    const appliedDate = shift(today, -daysAgo);
    const split = splitTax(new Decimal(contract.amount).times(share).toFixed(2), '0.06');
    return {
      id: `invoice-apply-${pad(index + 1)}`,
      companyId: company,
      code: code(appliedDate),
      contractId: contract.id,
      kind: index % 3 === 0 ? 'normal' : index % 3 === 1 ? 'electronic' : 'special',
      ...buyer,
      amount: split.amount,
      taxRate: '0.06',
      taxAmount: split.taxAmount,
      netAmount: split.netAmount,
      content: DEFAULT_INVOICE_CONTENT,
      memo: null,
      overInvoicing: false,
      status,
      applicantId: index % 2 ? 'user-zhangsan' : 'user-lisi',
      appliedDate,
      submittedAt: status === 'draft' ? null : new Date(`${appliedDate}T11:00:00+08:00`),
      ...stampAt(index % 2 ? 'user-zhangsan' : 'user-lisi', appliedDate),
      ...extra,
    };
  };
  rows.push(
    fresh(0, 'draft', '0.10', 1),
    fresh(1, 'draft', '0.05', 3, { memo: '客户要求备注项目名称' }),
    fresh(2, 'submitted', '0.15', 2),
    fresh(3, 'submitted', '0.08', 4),
    fresh(4, 'submitted', '1.10', 5, {
      kind: 'special',
      overInvoicing: true,
      overReason: '合同变更增加跟踪审计内容，补充协议签订中，委托方要求按变更后金额先行开票',
    }),
    fresh(5, 'returned', '0.12', 9, { returnReason: '购买方开户行账号与客户提供的开票资料不一致' }),
  );
  // One issued and then voided by a red-letter invoice (both invoices recorded).
  const voided = fresh(6, 'voided', '0.10', 40, { kind: 'special' });
  const issuedDate = shift(voided.appliedDate, 1);
  const redDate = shift(voided.appliedDate, 12);
  const issuedRows = [
    {
      id: 'invoice-apply-voided-blue',
      invoiceNo: `3302${pad(1, 8)}`,
      amount: voided.amount,
      issuedDate,
    },
    {
      id: 'invoice-apply-voided-red',
      invoiceNo: `3302${pad(2, 8)}`,
      amount: new Decimal(voided.amount).negated().toFixed(2),
      issuedDate: redDate,
    },
  ];
  await tx.insert(invoices).values(
    issuedRows.map((invoice) => ({
      ...invoice,
      companyId: company,
      contractId: voided.contractId,
      kind: 'special',
      taxRate: '0.06',
      status: 'issued',
      ...stampAt('user-lisi', invoice.issuedDate),
    })),
  );
  rows.push({
    ...voided,
    invoiceId: issuedRows[0]!.id,
    invoiceNo: issuedRows[0]!.invoiceNo,
    issuedDate,
    issuedBy: 'user-lisi',
    redInvoiceId: issuedRows[1]!.id,
    redInvoiceNo: issuedRows[1]!.invoiceNo,
    redDate,
    voidReason: '购买方名称有误，开具红字发票后重开',
  });
  await tx.insert(invoiceApplications).values(rows);

  // ── 借款申请 ──
  const people = [
    ['user-zhangsan', 'dept-cost-1'],
    ['user-lisi', 'dept-finance'],
    ['user-wangmin', 'dept-general'],
    ['user-zhaoqiang', 'dept-general'],
  ] as const;
  const loanSpecs: {
    amount: string;
    purpose: string;
    daysAgo: number;
    term: number;
    status: string;
    repaid?: [string, number][];
  }[] = [
    {
      amount: '5000.00',
      purpose: '宁波项目现场踏勘差旅备用金',
      daysAgo: 2,
      term: 30,
      status: 'draft',
    },
    {
      amount: '20000.00',
      purpose: '投标保证金（温州体育中心招标控制价项目）',
      daysAgo: 5,
      term: 60,
      status: 'submitted',
    },
    {
      amount: '3000.00',
      purpose: '办公用品集中采购备用金',
      daysAgo: 3,
      term: 15,
      status: 'submitted',
    },
    {
      amount: '8000.00',
      purpose: '绍兴结算审核项目驻场差旅费',
      daysAgo: 70,
      term: 45,
      status: 'approved',
      repaid: [
        ['3000.00', 40],
        ['5000.00', 20],
      ],
    },
    {
      amount: '15000.00',
      purpose: '造价软件加密锁及年费预付',
      daysAgo: 90,
      term: 30,
      status: 'approved',
      repaid: [['6000.00', 50]],
    },
    {
      amount: '12000.00',
      purpose: '全过程咨询项目现场办公室租赁押金',
      daysAgo: 45,
      term: 90,
      status: 'approved',
      repaid: [['2000.00', 10]],
    },
    {
      amount: '6500.00',
      purpose: '注册造价工程师继续教育培训费',
      daysAgo: 60,
      term: 20,
      status: 'approved',
    },
    {
      amount: '4000.00',
      purpose: '客户走访及资料打印装订费',
      daysAgo: 20,
      term: 60,
      status: 'approved',
    },
    { amount: '50000.00', purpose: '个人购房周转', daysAgo: 15, term: 180, status: 'rejected' },
    {
      amount: '2500.00',
      purpose: '嘉兴项目资料快递及交通费',
      daysAgo: 120,
      term: 30,
      status: 'approved',
      repaid: [['2500.00', 95]],
    },
  ];
  const loanRows: (typeof loans.$inferInsert)[] = [];
  const repaymentRows: (typeof loanRepayments.$inferInsert)[] = [];
  for (const [index, spec] of loanSpecs.entries()) {
    const [borrowerId, departmentId] = people[index % people.length]!;
    const loanDate = shift(today, -spec.daysAgo);
    const id = `loan-${pad(index + 1)}`;
    const repaid = (spec.repaid ?? []).reduce((sum, [amount]) => sum.plus(amount), new Decimal(0));
    const decided = spec.status === 'approved' || spec.status === 'rejected';
    loanRows.push({
      id,
      companyId: company,
      code: `JK${loanDate.slice(0, 7).replace('-', '')}${pad(index + 1, 4)}`,
      borrowerId,
      departmentId,
      amount: spec.amount,
      purpose: spec.purpose,
      loanDate,
      expectedRepayDate: shift(loanDate, spec.term),
      status: spec.status,
      repaidTotal: repaid.toFixed(2),
      approvedBy: decided ? 'user-admin' : null,
      approvedAt: decided ? new Date(`${shift(loanDate, 1)}T15:00:00+08:00`) : null,
      opinion:
        spec.status === 'rejected' ? '个人消费性借款不属于公司借款范围' : decided ? '同意' : null,
      memo: null,
      ...stampAt(borrowerId, loanDate),
    });
    for (const [n, [amount, daysAgo]] of (spec.repaid ?? []).entries()) {
      const repaidDate = shift(today, -daysAgo);
      repaymentRows.push({
        id: `${id}-repay-${n + 1}`,
        companyId: company,
        loanId: id,
        amount,
        repaidDate,
        memo: n === 0 ? '报销冲抵' : '现金归还',
        ...stampAt('user-lisi', repaidDate),
      });
    }
  }
  await tx.insert(loans).values(loanRows);
  if (repaymentRows.length) await tx.insert(loanRepayments).values(repaymentRows);

  // ── 请价 ──
  const tiersOf = (type: BusinessType) =>
    DEFAULT_RATE_TABLE[type].map((rate, seq) => ({
      upperLimit: defaultRateRows(company)[seq]!.upperLimit,
      rate,
    }));
  const priceSpecs: [
    BusinessType,
    'investment' | 'construction' | 'submitted',
    string,
    string,
    string,
    string,
  ][] = [
    ['budget', 'construction', '12000000.00', '0.15', 'draft', '城东安置房三期施工图预算编制'],
    [
      'control',
      'construction',
      '36500000.00',
      '0.10',
      'submitted',
      '滨江学校扩建工程招标控制价编制',
    ],
    ['settlement', 'submitted', '8600000.00', '0', 'approved', '人民医院门诊楼装修工程结算审核'],
    ['whole_process', 'investment', '123456789.01', '0.20', 'approved', '科创园二期全过程造价咨询'],
    ['consulting', 'investment', '5000000.00', '0.05', 'approved', '老旧小区改造投资估算咨询'],
    ['settlement', 'submitted', '21000000.00', '0.35', 'rejected', '地铁配套道路工程结算审核'],
    ['budget', 'construction', '2800000.00', '0.12', 'submitted', '文化中心室外配套预算编制'],
    ['whole_process', 'investment', '68000000.00', '0.18', 'draft', '体育中心全过程造价咨询'],
  ];
  const linked = contractRows[0]!;
  await tx.insert(priceRequests).values(
    priceSpecs.map(
      ([businessType, basisKind, basisAmount, discount, status, projectName], index) => {
        const { fee } = tieredFee(basisAmount, tiersOf(businessType));
        const proposedFee = new Decimal(fee)
          .times(new Decimal(1).minus(discount))
          .div(100)
          .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
          .times(100)
          .toFixed(2);
        const day = shift(today, -(3 + index * 6));
        const decided = status === 'approved' || status === 'rejected';
        const { contract } = billing(index + 10);
        return {
          id: `price-request-${pad(index + 1)}`,
          companyId: company,
          code: `QJ${day.slice(0, 7).replace('-', '')}${pad(index + 1, 4)}`,
          customerId: null,
          customerName: contract.customerName ?? '示例委托单位',
          projectName,
          businessType,
          basisKind,
          basisAmount,
          guidanceFee: fee,
          proposedFee,
          discountRate: discountRateOf(fee, proposedFee),
          reason: discount === '0' ? null : '同类项目竞争性报价，结合客户长期合作关系适当下浮',
          status,
          applicantId: 'user-zhangsan',
          departmentId: 'dept-cost-1',
          approvedBy: decided ? 'user-admin' : null,
          approvedAt: decided ? new Date(`${shift(day, 2)}T16:00:00+08:00`) : null,
          opinion:
            status === 'rejected'
              ? '下浮率超过公司规定的30%上限，请重新报价'
              : decided
                ? '同意按此报价签约'
                : null,
          contractId: index === 2 ? linked.id : null,
          ...stampAt('user-zhangsan', day),
        };
      },
    ),
  );
}
