import type { CheckRecord, Finding, QualityRule } from '@ccms/api-client';

// Quality-check answers for the tool's and the rule table's tests.

export function checkRecord(id: string, extra: Partial<CheckRecord> = {}): CheckRecord {
  return {
    id,
    projectId: 'p-1',
    projectName: '1#住宅楼',
    checks: ['checkBillPrice', 'taxCheck'],
    status: 'finished',
    startedAt: '2026-05-01 09:00:00',
    finishedAt: '2026-05-01 09:00:12',
    durationMs: 12_300,
    startedBy: '张三',
    errors: 2,
    warnings: 1,
    infos: 0,
    rules: [
      {
        check: 'checkBillPrice',
        checkTitle: '清单单价检查',
        rule: 'amountMismatch',
        ruleTitle: '合价 ≠ 工程量 × 综合单价',
        severity: 'ERROR',
        total: 2,
        ignored: 0,
        viewed: 0,
      },
      {
        check: 'taxCheck',
        checkTitle: '税金检查',
        rule: 'taxRate',
        ruleTitle: '税率与计税方式不符',
        severity: 'WARN',
        total: 1,
        ignored: 0,
        viewed: 0,
      },
    ],
    ...extra,
  };
}

export function finding(id: string, extra: Partial<Finding> = {}): Finding {
  return {
    id,
    recordId: 'r-2',
    check: 'checkBillPrice',
    rule: 'amountMismatch',
    ruleTitle: '合价 ≠ 工程量 × 综合单价',
    severity: 'ERROR',
    nodeId: 'n-div',
    nodePath: '1#楼 / 建筑与装饰工程 / 混凝土工程',
    rowKind: 'bill',
    rowId: 'b-7',
    rowLabel: '010502001001 矩形柱',
    expected: '12,500.00',
    actual: '12,050.00',
    message: '合价与工程量 × 综合单价相差 450.00 元',
    viewed: false,
    ignored: false,
    ignoredBy: null,
    ignoredAt: null,
    opinion: null,
    ...extra,
  };
}

export const rules: QualityRule[] = [
  {
    key: 'costRangeCheck.perArea',
    check: 'costRangeCheck',
    title: '单方造价区间',
    unit: '元/m²',
    defaultSeverity: 'WARN',
    defaultMin: '1800',
    defaultMax: '3200',
    overrides: [
      {
        id: 'o-1',
        projectKind: 'residential-high',
        region: '杭州',
        fileType: null,
        min: '2200',
        max: '3600',
        severity: null,
        enabled: true,
      },
    ],
  },
  {
    key: 'taxCheck.rate',
    check: 'taxCheck',
    title: '税率',
    unit: '%',
    defaultSeverity: 'ERROR',
    defaultMin: null,
    defaultMax: null,
    overrides: [],
  },
];
