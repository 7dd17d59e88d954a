import type { CheckRecord, Finding } from '@ccms/api-client';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportFileName, reportSheetNames, writeCheckReport } from './report';

const record: CheckRecord = {
  id: 'rec-1',
  projectId: 'p-1',
  projectName: 'Riverside Tower',
  checks: ['checkBillPrice'],
  status: 'finished',
  startedAt: '2026-03-02 09:00:00',
  finishedAt: '2026-03-02 09:00:01',
  durationMs: 1000,
  startedBy: 'Ana',
  errors: 2,
  warnings: 1,
  infos: 0,
  rules: [
    {
      check: 'checkBillPrice',
      checkTitle: 'Bill prices',
      rule: 'checkBillPrice.amount',
      ruleTitle: 'Amount = quantity × unit price',
      severity: 'ERROR',
      total: 2,
      ignored: 1,
      viewed: 0,
    },
    {
      check: 'checkBillPrice',
      checkTitle: 'Bill prices',
      rule: 'checkBillPrice.library',
      ruleTitle: 'Inside the library range',
      severity: 'WARN',
      total: 1,
      ignored: 0,
      viewed: 1,
    },
  ],
};

const finding = (over: Partial<Finding>): Finding => ({
  id: 'f',
  recordId: 'rec-1',
  check: 'checkBillPrice',
  rule: 'checkBillPrice.amount',
  ruleTitle: 'Amount = quantity × unit price',
  severity: 'ERROR',
  nodeId: 'n1',
  nodePath: 'Tower 1 / Building works',
  rowKind: 'bill',
  rowId: 'b1',
  rowLabel: '010101001001 Site levelling',
  expected: '1,200',
  actual: '1,210',
  message: 'Amount 1,210 should be 1,200',
  viewed: false,
  ignored: false,
  ignoredBy: null,
  ignoredAt: null,
  opinion: null,
  ...over,
});

describe('the check report workbook', () => {
  it('has the locale’s sheets, the counts by rule and one row per finding', async () => {
    const findings = [
      finding({ id: 'f1' }),
      finding({
        id: 'f2',
        ignored: true,
        ignoredBy: 'Ana',
        ignoredAt: '2026-03-02 10:00:00',
        opinion: 'Agreed with the designer',
      }),
      finding({ id: 'f3', rule: 'checkBillPrice.library', severity: 'WARN', viewed: true }),
    ];
    const content = await writeCheckReport(record, findings, 'en');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(content as unknown as ArrayBuffer);
    const names = reportSheetNames('en');
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([names.summary, names.detail]);

    const summary = book.getWorksheet(names.summary)!;
    expect(summary.getCell('B1').value).toBe('Riverside Tower');
    expect(summary.getCell('B4').value).toBe('2 errors, 1 warnings, 0 notes');
    expect((summary.getRow(6).values as unknown[]).slice(1)).toEqual([
      'Check',
      'Rule key',
      'Rule',
      'Severity',
      'Findings',
      'Ignored',
      'Viewed',
    ]);
    expect((summary.getRow(7).values as unknown[]).slice(1)).toEqual([
      'Bill prices',
      'checkBillPrice.amount',
      'Amount = quantity × unit price',
      'Error',
      2,
      1,
      0,
    ]);
    expect(summary.views[0]).toMatchObject({ state: 'frozen', ySplit: 6 });

    const detail = book.getWorksheet(names.detail)!;
    expect(detail.rowCount).toBe(4);
    expect(detail.getColumn(9).width).toBeGreaterThan(40);
    expect((detail.getRow(3).values as unknown[]).slice(1)).toEqual([
      2,
      'Bill prices',
      'Tower 1 / Building works',
      '010101001001 Site levelling',
      'Amount = quantity × unit price',
      'Error',
      '1,200',
      '1,210',
      'Amount 1,210 should be 1,200',
      'No',
      'Yes',
      'Ana',
      '2026-03-02 10:00:00',
      'Agreed with the designer',
    ]);
    expect(detail.getCell('F4').value).toBe('Warning');
    expect(detail.getCell('J4').value).toBe('Yes');
  });

  it('names the file after the project, the report and the day', () => {
    expect(reportFileName(record, 'zh')).toBe('Riverside Tower-质量检查报告-20260302.xlsx');
    expect(reportSheetNames('es')).toEqual({ summary: 'Resumen', detail: 'Detalle' });
  });
});
