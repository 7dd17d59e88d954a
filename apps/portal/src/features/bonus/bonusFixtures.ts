import type {
  BonusCalculation,
  BonusCalculationSummary,
  BonusRule,
  MyBonusSum,
} from '@ccms/api-client';

// What the server answers for the bonus pages' tests: one settlement-audit calculation.

const audit = {
  createdBy: 'user-lisi',
  createdAt: '2026-03-01 10:00:00',
  updatedBy: 'user-lisi',
  updatedAt: '2026-03-01 10:00:00',
};

export const settlementRule: BonusRule = {
  id: 'bonus-rule-settlement',
  name: '结算审核奖金规则',
  businessType: 'settlement',
  rate: '0.22',
  coefficientMin: '0.8',
  coefficientMax: '1.2',
  roleSplits: {
    lead: '0.2',
    preparer: '0.55',
    checker: '0.12',
    reviewer: '0.08',
    approver: '0.05',
  },
  stageSplits: null,
  holdbackRate: '0.15',
  effectiveFrom: '2020-01-01',
  enabled: true,
  remark: null,
  ...audit,
};

export const summary: BonusCalculationSummary = {
  id: 'calc-1',
  contractId: 'contract-1',
  contractCode: 'HT-2025-001',
  contractName: '滨江花园结算审核',
  businessType: 'settlement',
  periodFrom: '2025-01-01',
  periodTo: '2025-06-30',
  received: '106000.00',
  receivedExVat: '100000.00',
  coefficient: '1.1',
  pool: '24200.00',
  paid: '0.00',
  status: 'draft',
  createdAt: '2026-03-01 10:00:00',
};

const traceOf = (roleShare: string, roleAmount: string, weightShare: string) => ({
  receiptIds: ['r-1', 'r-2'],
  ruleId: 'bonus-rule-settlement',
  pool: '24200.00',
  coefficient: '1.1',
  stage: null,
  stageRuleShare: null,
  stageShare: null,
  stageAmount: null,
  roleRuleShare: '0.2',
  roleShare,
  roleAmount,
  weight: '1',
  weightShare,
  holdbackRate: '0.15',
});

export const calculation: BonusCalculation = {
  ...summary,
  ruleId: 'bonus-rule-settlement',
  ruleName: '结算审核奖金规则',
  contractStatus: 'executing',
  confirmedBy: null,
  confirmedAt: null,
  trace: {
    receipts: [
      { id: 'r-1', receivedDate: '2025-02-15', amount: '63600.00', amountExVat: '60000.00' },
      { id: 'r-2', receivedDate: '2025-05-20', amount: '42400.00', amountExVat: '40000.00' },
    ],
    received: '106000.00',
    vatRate: '0.06',
    receivedExVat: '100000.00',
    rule: {
      businessType: 'settlement',
      rate: '0.22',
      coefficientMin: '0.8',
      coefficientMax: '1.2',
      roleSplits: settlementRule.roleSplits,
      stageSplits: null,
      holdbackRate: '0.15',
    },
    coefficient: '1.1',
    pool: '24200.00',
    stages: [
      {
        stage: null,
        ruleShare: null,
        share: null,
        amount: '24200.00',
        roles: [
          {
            role: 'lead',
            ruleShare: '0.2',
            share: '0.266667',
            amount: '6453.33',
            people: [{ userId: 'u-zhangsan', weight: '1', amount: '6453.33' }],
          },
          {
            role: 'preparer',
            ruleShare: '0.55',
            share: '0.733333',
            amount: '17746.67',
            people: [{ userId: 'u-lisi', weight: '1', amount: '17746.67' }],
          },
        ],
      },
    ],
    vacant: [
      { stage: null, role: 'checker' },
      { stage: null, role: 'reviewer' },
      { stage: null, role: 'approver' },
    ],
  },
  allocations: [
    {
      id: 'a-1',
      calculationId: 'calc-1',
      userId: 'u-zhangsan',
      userName: '张三',
      role: 'lead',
      stage: null,
      amount: '6453.33',
      released: '5485.33',
      heldBack: '968.00',
      paid: '0.00',
      payable: '0.00',
      adjusted: '0.00',
      trace: traceOf('0.266667', '6453.33', '1'),
    },
    {
      id: 'a-2',
      calculationId: 'calc-1',
      userId: 'u-lisi',
      userName: '李四',
      role: 'preparer',
      stage: null,
      amount: '17746.67',
      released: '15084.67',
      heldBack: '2662.00',
      paid: '0.00',
      payable: '0.00',
      adjusted: '0.00',
      trace: traceOf('0.733333', '17746.67', '1'),
    },
  ],
};

export const mySum: MyBonusSum = {
  userId: 'u-zhangsan',
  userName: '张三',
  year: 2026,
  total: { amount: '123456.78', released: '104938.26', heldBack: '18518.52', paid: '50000.00' },
  byMonth: [
    { month: 6, amount: '23456.78', released: '19938.26', heldBack: '3518.52', paid: '0.00' },
    {
      month: 12,
      amount: '100000.00',
      released: '85000.00',
      heldBack: '15000.00',
      paid: '50000.00',
    },
  ],
  byContract: [
    {
      contractId: 'contract-1',
      contractCode: 'HT-2025-001',
      contractName: '滨江花园结算审核',
      amount: '123456.78',
      released: '104938.26',
      heldBack: '18518.52',
      paid: '50000.00',
    },
  ],
  principals: [],
};
