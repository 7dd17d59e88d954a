import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../excel/exceljs';
import type { measureSummary } from './service';

type Summary = Awaited<ReturnType<typeof measureSummary>>;

const HEADER_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFF2F2F2' },
};

const STATUS: Record<string, string> = {
  draft: '草稿',
  submitted: '已提交',
  approved: '已审批',
  returned: '已退回',
};

/** Amounts go in as numbers with the #,##0.00 format (the exact text is the API's; 2 places fit). */
const money = (value: string) => Number(value);

function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  title: string,
  columns: { header: string; width: number; money?: boolean }[],
  rows: (string | number | null)[][],
  totals: (string | number | null)[],
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.mergeCells(1, 1, 1, columns.length);
  const heading = sheet.getCell(1, 1);
  heading.value = title;
  heading.font = { bold: true, size: 14 };
  heading.alignment = { horizontal: 'center' };
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.width;
    if (column.money) sheetColumn.numFmt = '#,##0.00';
    const cell = sheet.getCell(2, index + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.alignment = { horizontal: 'center' };
  });
  for (const row of rows) sheet.addRow(row);
  const total = sheet.addRow(totals);
  total.font = { bold: true };
}

/** The 计量汇总表 workbook: 按期汇总 and 按清单汇总, each with a totals row. */
export async function summaryWorkbook(summary: Summary): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'ccms';
  addSheet(
    workbook,
    '按期汇总',
    `${summary.projectName} 计量汇总表（按期）`,
    [
      { header: '计量期', width: 12 },
      { header: '状态', width: 10 },
      { header: '送审金额', width: 16, money: true },
      { header: '审定金额', width: 16, money: true },
      { header: '核减金额', width: 16, money: true },
      { header: '核减率(%)', width: 12 },
      { header: '累计审定金额', width: 18, money: true },
      { header: '累计完成比例(%)', width: 16 },
    ],
    summary.periods.map((period) => [
      period.period,
      STATUS[period.status] ?? period.status,
      money(period.reportedAmount),
      money(period.approvedAmount),
      money(period.reducedAmount),
      period.reducedPercent,
      money(period.cumulativeApproved),
      period.cumulativePercent,
    ]),
    [
      '合计',
      null,
      money(summary.totals.reportedAmount),
      money(summary.totals.approvedAmount),
      money(summary.totals.reducedAmount),
      summary.totals.reducedPercent,
      null,
      null,
    ],
  );
  addSheet(
    workbook,
    '按清单汇总',
    `${summary.projectName} 计量汇总表（按清单）`,
    [
      { header: '项目编码', width: 16 },
      { header: '项目名称', width: 28 },
      { header: '单位', width: 8 },
      { header: '合同工程量', width: 14 },
      { header: '合同金额', width: 16, money: true },
      { header: '累计送审量', width: 14 },
      { header: '累计送审金额', width: 16, money: true },
      { header: '累计审定量', width: 14 },
      { header: '累计审定金额', width: 16, money: true },
      { header: '核减金额', width: 16, money: true },
      { header: '完成比例(%)', width: 12 },
      { header: '变更/超量', width: 10 },
    ],
    summary.items.map((item) => [
      item.code,
      item.name,
      item.unit,
      item.contractQuantity,
      money(item.contractAmount),
      item.reportedQuantity,
      money(item.reportedAmount),
      item.approvedQuantity,
      money(item.approvedAmount),
      money(item.reducedAmount),
      item.cumulativePercent,
      item.over ? '是' : '',
    ]),
    [
      '合计',
      null,
      null,
      null,
      money(summary.totals.contractAmount),
      null,
      money(summary.totals.reportedAmount),
      null,
      money(summary.totals.approvedAmount),
      money(summary.totals.reducedAmount),
      null,
      null,
    ],
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
