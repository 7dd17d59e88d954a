import { screen, waitFor, within } from '@testing-library/react';
import type {
  LogicalRecord,
  LogicalResult,
  LogicalRule,
  UnusualFinding,
  UserInfo,
} from '@ccms/api-client';
import { expectNoAxeViolations } from '../../../../../../tooling/vitest/axe';
import { envelope, press, sent, stubServer, zhangsan } from '../../../app/testing';
import { cleanUpPage } from '../../admin/footprints/adminPageTesting';
import { renderPanel } from '../fees/panelTesting';
import { UnusualTools } from './UnusualTools';

vi.setConfig({ testTimeout: 60_000 });

const checker: UserInfo = {
  ...zhangsan,
  permissions: [...zhangsan.permissions, 'cost:quality:check'],
};

const billFinding: UnusualFinding = {
  check: 'expandCheck',
  rule: 'unusual.billPrice',
  ruleTitle: '清单综合单价',
  severity: 'WARN',
  nodeId: 'n-div',
  nodePath: '1#楼 / 建筑与装饰工程',
  rowKind: 'bill',
  rowId: 'b-7',
  rowLabel: '010515001001 现浇构件钢筋',
  expected: '4,820.5–6,110.2',
  actual: '16,500',
  message:
    '010515001001 现浇构件钢筋 的综合单价 16,500 超出案例库正常范围 4,820.5–6,110.2（32 个工程，z = 14.2）',
  z: 14.2,
  n: 32,
};

const rules: LogicalRule[] = [
  {
    key: 'concreteRebar',
    title: '有混凝土必有钢筋',
    a: '混凝土',
    b: '钢筋',
    relation: 'implies',
    relationText: '有 A 必有 B',
    tolerance: '0',
    severity: 'ERROR',
    applicable: true,
    aValue: '812.5',
    bValue: '0',
    aUnit: 'm3',
    bUnit: 't',
  },
  {
    key: 'backfillExcavation',
    title: '回填方量 ≤ 挖方量',
    a: '回填方',
    b: '挖方',
    relation: 'lte',
    relationText: 'A ≤ B',
    tolerance: '0',
    severity: 'WARN',
    applicable: true,
    aValue: '120',
    bValue: '300',
    aUnit: 'm3',
    bUnit: 'm3',
  },
];

function result(rule: string, extra: Partial<LogicalResult> = {}): LogicalResult {
  return {
    id: `lr-${rule}`,
    recordId: 'lg-1',
    rule,
    title: rule === 'concreteRebar' ? '有混凝土必有钢筋' : '回填方量 ≤ 挖方量',
    a: '',
    b: '',
    relation: 'implies',
    severity: 'ERROR',
    status: rule === 'concreteRebar' ? 'fail' : 'pass',
    aValue: '812.5',
    bValue: '0',
    aUnit: 'm3',
    bUnit: 't',
    expected: '钢筋 > 0',
    ignored: false,
    ignoredBy: null,
    ignoredAt: null,
    opinion: null,
    ...extra,
  };
}

const record: LogicalRecord = {
  id: 'lg-1',
  projectId: 'p-1',
  checkedAt: '2026-05-03 10:00:00',
  checkedBy: '张三',
  passed: 1,
  failed: 1,
  skipped: 0,
  results: [result('concreteRebar'), result('backfillExcavation')],
};

afterEach(cleanUpPage);

describe('UnusualTools', () => {
  it('analyses the project against the library and lists the unusual values', async () => {
    const fetchMock = stubServer({
      'GET /api/user/info': { body: envelope(checker) },
      'POST /api/b/unusualAnalyze/expandCheck': {
        body: envelope({
          check: 'expandCheck',
          libraryProjects: 32,
          minSamples: 10,
          total: 1,
          findings: [billFinding],
          unusualBillIds: [],
        }),
      },
      'POST /api/b/unusualAnalyze/economicCheck': {
        body: envelope({
          check: 'economicCheck',
          libraryProjects: 32,
          minSamples: 10,
          total: 0,
          findings: [],
          unusualBillIds: [],
        }),
      },
    });
    const { user } = await renderPanel(<UnusualTools projectId="p-1" canCheck />, checker);
    const tools = await screen.findByRole('group', { name: '异常与逻辑检查' });
    await user.click(press(tools, '异常数据分析'));
    const panel = await screen.findByRole('region', { name: '异常数据分析' });
    await user.click(press(panel, '分析'));
    const table = await within(panel).findByRole('table', { name: /异常数据/ });
    expect(within(table).getByText('010515001001 现浇构件钢筋')).toBeInTheDocument();
    expect(within(table).getByText('16,500')).toBeInTheDocument();
    expect(within(table).getByText('14.2')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /定位/ })).toHaveAttribute(
      'href',
      expect.stringContaining('bill=b-7'),
    );
    expect(within(panel).getByText(/案例库同类工程 32 个/)).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/unusualAnalyze/expandCheck')).toEqual([
      { projectId: 'p-1' },
    ]);
    await expectNoAxeViolations(screen.getByRole('main'));

    // another check: nothing unusual
    await user.click(within(panel).getByRole('button', { name: /分析内容/ }));
    await user.click(await screen.findByRole('option', { name: '单方造价' }));
    await user.click(press(panel, '分析'));
    expect(await within(panel).findByText('未发现异常数据')).toBeInTheDocument();
  });

  it('lists the logical rules, runs the check, ignores a failed rule and shows its bills', async () => {
    const records: LogicalRecord[] = [];
    const fetchMock = stubServer({
      'GET /api/user/info': { body: envelope(checker) },
      'GET /api/b/quality/logical/p-1/checkList': { body: envelope(rules) },
      'POST /api/b/quality/logical/queryRecordList': () => ({ body: envelope(records) }),
      'POST /api/b/quality/logical/check': () => {
        records.push(record);
        return { body: envelope(record) };
      },
      'PUT /api/b/quality/logical/saveCheckRecord': () => {
        records[0] = {
          ...record,
          results: [
            result('concreteRebar', {
              ignored: true,
              ignoredBy: '张三',
              ignoredAt: '2026-05-03 10:05:00',
            }),
            result('backfillExcavation'),
          ],
        };
        return { body: envelope(records[0].results[0]) };
      },
      'POST /api/b/quality/logical/billList': {
        body: envelope({
          total: 1,
          bills: [
            {
              id: 'b-1',
              side: 'a',
              nodeId: 'n-1',
              nodePath: '1#楼',
              code: '010502001001',
              name: '矩形柱',
              unit: 'm3',
              quantity: '56.2',
            },
          ],
        }),
      },
    });
    const { user } = await renderPanel(<UnusualTools projectId="p-1" canCheck />, checker);
    await user.click(
      press(await screen.findByRole('group', { name: '异常与逻辑检查' }), '逻辑检查'),
    );
    const panel = await screen.findByRole('region', { name: '逻辑检查' });
    const table = await within(panel).findByRole('table', { name: '逻辑规则' });
    expect(await within(table).findByText('有混凝土必有钢筋')).toBeInTheDocument();
    expect(within(panel).getByText('尚未执行逻辑检查')).toBeInTheDocument();

    await user.click(press(panel, '执行逻辑检查'));
    expect(await within(table).findByText('不通过')).toBeInTheDocument();
    expect(within(table).getByText('钢筋 > 0')).toBeInTheDocument();
    expect(within(panel).getByText(/通过 1 项，不通过 1 项/)).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/quality/logical/check')).toEqual([{ projectId: 'p-1' }]);

    await user.click(press(table, '忽略'));
    await waitFor(() =>
      expect(sent(fetchMock, 'PUT', '/api/b/quality/logical/saveCheckRecord')).toEqual([
        { id: 'lr-concreteRebar', ignored: true },
      ]),
    );
    expect(await within(table).findByText(/已忽略（张三/)).toBeInTheDocument();

    await user.click(
      within(table).getByRole('button', { name: '查看「有混凝土必有钢筋」涉及的清单' }),
    );
    const bills = await within(panel).findByRole('table', {
      name: '「有混凝土必有钢筋」涉及的清单',
    });
    expect(within(bills).getByText('矩形柱')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/b/quality/logical/billList')).toEqual([
      { projectId: 'p-1', rule: 'concreteRebar' },
    ]);
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('offers no run, ignore or opinion without cost:quality:check', async () => {
    stubServer({
      'GET /api/user/info': { body: envelope(zhangsan) },
      'GET /api/b/quality/logical/p-1/checkList': { body: envelope(rules) },
      'POST /api/b/quality/logical/queryRecordList': { body: envelope([record]) },
    });
    const { user } = await renderPanel(<UnusualTools projectId="p-1" canCheck={false} />, zhangsan);
    await user.click(
      press(await screen.findByRole('group', { name: '异常与逻辑检查' }), '逻辑检查'),
    );
    const panel = await screen.findByRole('region', { name: '逻辑检查' });
    expect(await within(panel).findByText('不通过')).toBeInTheDocument();
    expect(within(panel).queryByText('执行逻辑检查')).not.toBeInTheDocument();
    expect(within(panel).queryByText('忽略')).not.toBeInTheDocument();
  });
});
