import type * as ExcelJs from 'exceljs';
import type { ImportField } from './importTypes';

/** The fields of a staff import, with aliases and every kind of rule. */
export const staffFields: ImportField[] = [
  { key: 'code', label: '工号', aliases: ['员工编号', '编号'], required: true, unique: true },
  { key: 'name', label: '姓名', aliases: ['名字'], required: true },
  {
    key: 'mobile',
    label: '手机号',
    aliases: ['手机', '联系电话'],
    pattern: /(?:\+86|0086)?1[3-9]\d{9}/,
    patternMessage: '手机号格式不正确',
  },
  { key: 'joined', label: '入职日期', type: 'date' },
  { key: 'salary', label: '月薪', aliases: ['工资'], type: 'number' },
  { key: 'age', label: '年龄', type: 'integer' },
];

/** A bank statement's fields (finance reuses the wizard with these). */
export const bankFields: ImportField[] = [
  {
    key: 'dateTime',
    label: '交易日期',
    aliases: ['交易时间', '记账日期'],
    required: true,
    type: 'date',
  },
  { key: 'pay', label: '支出', aliases: ['借方发生额'], type: 'number' },
  { key: 'income', label: '收入', aliases: ['贷方发生额'], type: 'number' },
  { key: 'balance', label: '余额', type: 'number', required: true },
  { key: 'otherSideName', label: '对方户名', aliases: ['对方名称', '对方单位名称'] },
  { key: 'summary', label: '摘要', aliases: ['用途', '附言', '备注'] },
  { key: 'serial', label: '交易流水号', aliases: ['凭证号'] },
];

type ExcelJsModule = typeof ExcelJs;

async function loadExcelJs(): Promise<ExcelJsModule> {
  const loaded = await import('exceljs');
  return (loaded as ExcelJsModule & { default?: ExcelJsModule }).default ?? loaded;
}

/** Builds a real .xlsx in memory: `build` fills the workbook through exceljs. */
export async function buildXlsx(build: (workbook: ExcelJs.Workbook) => void): Promise<ArrayBuffer> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  build(workbook);
  const buffer = await workbook.xlsx.writeBuffer();
  const bytes = new Uint8Array(buffer);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/** A staff sheet with a title and a metadata row above the header, as exported by HR. */
export function staffSheet(workbook: ExcelJs.Workbook): void {
  const sheet = workbook.addWorksheet('员工');
  sheet.addRow(['2024年员工花名册']);
  sheet.mergeCells('A1:F1');
  sheet.addRow(['导出人：', '张三', '导出时间：', '2024-05-01']);
  sheet.addRow(['员工编号', '姓名', '联系电话', '入职日期', '工资', '备注']);
  sheet.addRow(['00123', '李四', 13800138000, new Date(Date.UTC(2023, 2, 5)), 8500.5, '']);
  sheet.addRow(['00124', '王五', '13912345678', '2023/04/01', '9,000', '试用']);
  const padded = sheet.addRow([125, '赵六', '12345', '2023-13-01', 'abc', '']);
  padded.getCell(1).numFmt = '00000';
  sheet.addRow(['00123', '', '', '', '', '']);
  workbook.addWorksheet('说明').addRow(['填写说明']);
}

/** The browser's File from bytes. */
export function fileOf(buffer: ArrayBuffer | string, name: string): File {
  return new File([buffer], name);
}
