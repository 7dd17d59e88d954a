import type { CheckRecord, Finding } from '@ccms/api-client';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfPageRuns, pdfPageTexts } from './pdfText.test-support';
import { PDF_FINDINGS_PER_RULE, pdfReportTexts, writeCheckReportPdf } from './reportPdf';

const NOW = new Date('2026-03-03T08:00:00Z');

const record = (over: Partial<CheckRecord> = {}): CheckRecord => ({
  id: 'rec-1',
  projectId: 'p-1',
  projectName: '滨江大厦 Riverside',
  checks: ['checkBillPrice'],
  status: 'finished',
  startedAt: '2026-03-02 09:00:00',
  finishedAt: '2026-03-02 09:00:01',
  durationMs: 1000,
  startedBy: '王工',
  errors: 2,
  warnings: 1,
  infos: 0,
  rules: [
    {
      check: 'checkBillPrice',
      checkTitle: '清单单价',
      rule: 'checkBillPrice.amount',
      ruleTitle: '合价 = 工程量 × 综合单价',
      severity: 'ERROR',
      total: 2,
      ignored: 1,
      viewed: 0,
    },
    {
      check: 'checkBillPrice',
      checkTitle: '清单单价',
      rule: 'checkBillPrice.library',
      ruleTitle: '综合单价在指标库范围内',
      severity: 'WARN',
      total: 1,
      ignored: 0,
      viewed: 1,
    },
  ],
  ...over,
});

const finding = (over: Partial<Finding>): Finding => ({
  id: 'f',
  recordId: 'rec-1',
  check: 'checkBillPrice',
  rule: 'checkBillPrice.amount',
  ruleTitle: '合价 = 工程量 × 综合单价',
  severity: 'ERROR',
  nodeId: 'n1',
  nodePath: '1#楼 / 建筑与装饰工程',
  rowKind: 'bill',
  rowId: 'b1',
  rowLabel: '010101001001 平整场地',
  expected: '1,200.00',
  actual: '1,210.00',
  message: '合价 1,210.00 应为 1,200.00',
  viewed: false,
  ignored: false,
  ignoredBy: null,
  ignoredAt: null,
  opinion: null,
  ...over,
});

const three = [
  finding({ id: 'f1' }),
  finding({
    id: 'f2',
    rowLabel: '010101002001 挖一般土方',
    ignored: true,
    ignoredBy: 'Ana',
    ignoredAt: '2026-03-02 10:00:00',
    opinion: '已与设计核实',
  }),
  finding({
    id: 'f3',
    rule: 'checkBillPrice.library',
    ruleTitle: '综合单价在指标库范围内',
    severity: 'WARN',
    rowLabel: '010502001001 矩形柱',
    expected: '450.00–520.00',
    actual: '611.30',
    message: '综合单价 611.30 高于指标库上限 520.00',
  }),
];

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the check report PDF', () => {
  it('has a title page, the summary and the findings, each page numbered', async () => {
    const pdf = await writeCheckReportPdf(record(), three, 'zh', NOW);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toBe('滨江大厦 Riverside — 质量检查报告');
    const [title, summary, detail] = await pdfPageTexts(pdf);
    for (const text of [
      '质量检查报告',
      '滨江大厦 Riverside',
      '检查人王工',
      '生成日期2026-03-03',
      '检查时间2026-03-02 09:00:01',
      '错误21',
      '警告10',
      '提示00',
      '第 1 页 / 共 3 页',
    ]) {
      expect(title).toContain(text);
    }
    expect(title).toContain(`每条规则最多列出 ${PDF_FINDINGS_PER_RULE} 条问题`);
    expect(summary).toContain('检查项规则严重程度问题数已忽略已查看');
    expect(summary).toContain('清单单价合价 = 工程量 × 综合单价错误210');
    expect(summary).toContain('清单单价综合单价在指标库范围内警告101');
    expect(summary).toContain('第 2 页 / 共 3 页');
    expect(detail).toContain('序号工程节点行规则问题描述期望值实际值严重程度忽略与意见');
    expect(detail).toContain('清单单价 · 合价 = 工程量 × 综合单价（共 2 条）');
    expect(detail).toContain(
      '11#楼 / 建筑与装饰工程010101001001 平整场地合价 = 工程量 × 综合单价合价 1,210.00 应为 1,200.001,200.001,210.00错误',
    );
    // The narrow last column wraps the status at its space.
    expect(detail).toContain('已忽略（Ana 2026-03-0210:00:00）意见：已与设计核实');
    expect(detail).toContain('综合单价 611.30 高于指标库上限 520.00450.00–520.00611.30警告');
    expect(detail).toContain('第 3 页 / 共 3 页');
  });

  it('lists at most the cap of a rule, says so, and repeats the table header on every page', async () => {
    const many = Array.from({ length: 250 }, (_, i) =>
      finding({ id: `f${i + 1}`, rowLabel: `清单行${i + 1}号` }),
    );
    const pdf = await writeCheckReportPdf(
      record({ errors: 250, warnings: 0 }),
      many,
      'zh',
      NOW,
      100,
    );
    const pages = await pdfPageTexts(pdf);
    expect(pages.length).toBe((await PDFDocument.load(pdf)).getPageCount());
    expect(pages.length).toBeGreaterThan(4);
    const all = pages.join('');
    expect(all).toContain('清单单价 · 合价 = 工程量 × 综合单价（共 250 条，仅列出前 100 条）');
    expect(all).toContain('清单行100号');
    expect(all).not.toContain('清单行101号');
    expect(count(all, '清单行')).toBe(100);
    pages.slice(2).forEach((text, index) => {
      expect(count(text, '序号工程节点行规则问题描述')).toBe(1);
      expect(text).toContain(`第 ${index + 3} 页 / 共 ${pages.length} 页`);
    });
  });

  it('takes a rule’s total from the record when it is given only the listed findings', async () => {
    const listed = Array.from({ length: 100 }, (_, i) =>
      finding({ id: `f${i + 1}`, rowLabel: `清单行${i + 1}号` }),
    );
    const base = record();
    const pdf = await writeCheckReportPdf(
      record({
        errors: 250,
        warnings: 0,
        rules: [{ ...base.rules[0]!, total: 250 }],
      }),
      listed,
      'zh',
      NOW,
      100,
    );
    const all = (await pdfPageTexts(pdf)).join('');
    expect(all).toContain('清单单价 · 合价 = 工程量 × 综合单价（共 250 条，仅列出前 100 条）');
    expect(count(all, '清单行')).toBe(100);
  });

  it('wraps a long text inside its cell', async () => {
    const long =
      '该清单项目的综合单价明显高于同类工程的历史指标，请核对材料价格与定额套用是否正确。'.repeat(
        4,
      );
    const pdf = await writeCheckReportPdf(
      record(),
      [finding({ id: 'long', message: long })],
      'zh',
      NOW,
    );
    const runs = (await pdfPageRuns(pdf))[2]!;
    const text = runs.map((run) => run.text).join('');
    expect(text).toContain(long);
    const lines = runs.filter((run) => /[该请核]/.test(run.text) && long.includes(run.text));
    const ys = new Set(lines.map((run) => run.y));
    expect(ys.size).toBeGreaterThan(3);
    // Every line of the message starts at the same left edge, inside the page.
    const xs = new Set(lines.map((run) => run.x));
    expect(xs.size).toBe(1);
    const [x] = [...xs];
    expect(x).toBeGreaterThan(36);
    expect(x).toBeLessThan(841.89 - 36);
  });

  it('writes the texts of the caller’s language', async () => {
    const en = await pdfPageTexts(
      await writeCheckReportPdf(record({ projectName: 'Riverside Tower' }), three, 'en', NOW),
    );
    expect(en[0]).toContain('Quality check report');
    expect(en[0]).toContain('Page 1 of 3');
    expect(en[2]).toContain(
      'No.Project nodeRowRuleMessageExpectedActualSeverityIgnored and opinion',
    );
    expect(en[2]).toContain('Ignored (Ana 2026-03-0210:00:00)Opinion: 已与设计核实');
    const es = await pdfPageTexts(await writeCheckReportPdf(record(), three, 'es', NOW));
    expect(es[0]).toContain('Informe de control de calidad');
    expect(es[0]).toContain('Página 1 de 3');
    expect(es[2]).toContain('Ignorado y opinión');
    expect(es[2]).toContain('Opinión: 已与设计核实');
    expect(pdfReportTexts('es').severity.WARN).toBe('Advertencia');
  });

  it('says a clean record has no findings, and stands in for characters no font has', async () => {
    const clean = await writeCheckReportPdf(
      record({ errors: 0, warnings: 0, rules: [], projectName: '工地 🏗 项目' }),
      [],
      'zh',
      NOW,
    );
    const pages = await pdfPageTexts(clean);
    expect(pages).toHaveLength(3);
    expect(pages[1]).toContain('未发现问题。');
    expect(pages[2]).toContain('未发现问题。');
    expect(pages[0]).toContain('工地 ? 项目');
  });
});
