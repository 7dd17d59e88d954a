import type { ImportField } from './core/importTypes';
import type { ImportRowRule } from './core/validateRows';
import { parseImportNumber } from './core/validateRows';
import type { ImportWizardProps } from './ImportWizard';
import type { ExistingImportRow } from './useImportSession';

export { bankFields, staffFields } from './core/fixtures';

/** A bill-of-quantities item import (工程量清单). */
export const billItemFields: ImportField[] = [
  { key: 'code', label: '项目编码', aliases: ['清单编码', '编码'], required: true, unique: true },
  { key: 'name', label: '项目名称', aliases: ['名称', '清单名称'], required: true },
  { key: 'unit', label: '计量单位', aliases: ['单位'] },
  { key: 'quantity', label: '工程量', aliases: ['数量'], type: 'number', required: true },
  { key: 'price', label: '综合单价', aliases: ['单价'], type: 'number' },
  { key: 'contact', label: '联系电话', aliases: ['电话'], pattern: /1[3-9]\d{9}/ },
];

/** A CSV as a contractor sends it: a title and a metadata row above the header. */
export const billItemsCsv = [
  '某某项目工程量清单,,,,,',
  '编制单位：,某某造价咨询有限公司,,,,',
  '清单编码,名称,单位,数量,单价,电话',
  '010101001001,平整场地,m2,1200,3.5,13800138000',
  '010101002001,挖一般土方,m3,abc,25,',
  '010101002001,挖沟槽土方,m3,300,30,12345',
  '010103001001,回填方,m3,800,18.2,13912345678',
  '',
].join('\r\n');

/** Rows already stored for the project, compared with the sheet by 项目编码. */
export const existingBillItems: ExistingImportRow[] = [
  { code: '010101001001', name: '平整场地', unit: 'm2', quantity: 1000, price: 3.5 },
  { code: '040101001001', name: '挖一般土方（市政）', unit: 'm3', quantity: 50, price: 28 },
];

export function billItemsFile(text = billItemsCsv, name = '工程量清单.csv'): File {
  return new File([text], name, { type: 'text/csv' });
}

/** Balance continuity of a bank statement: previous balance + in − out = balance (±0.01). */
export const balanceContinuity: ImportRowRule = (row, previous) => {
  if (!previous) return undefined;
  const amount = (key: string, of = row) => parseImportNumber(of.values[key] ?? '') ?? 0;
  const expected = amount('balance', previous) + amount('income') - amount('pay');
  return Math.abs(expected - amount('balance')) > 0.01
    ? { field: 'balance', rule: 'custom', message: `余额不连续（应为 ${expected.toFixed(2)}）` }
    : undefined;
};

/** A bank export: account metadata above the header, separate in and out columns. */
export const bankStatementCsv = [
  '账户名称,某某造价咨询有限公司',
  '账号,6222000011112222,币种,人民币',
  '交易时间,借方发生额,贷方发生额,余额,对方户名,摘要,交易流水号',
  '2024-01-02 09:00:00,,"1,000.00","1,000.00",甲公司,咨询费,S001',
  '2024-01-03 10:30:00,100.00,,900.00,乙公司,办公用品,S002',
  '20240104,,50.00,990.00,丙公司,退款,S003',
].join('\r\n');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Saves after a moment, as the server would. */
export const saveAfterAMoment: ImportWizardProps['onConfirm'] = () =>
  wait(1500).then(() => undefined);

/** A server that refuses the last row sent. */
export const saveRejectingLastRow: ImportWizardProps['onConfirm'] = async (rows) => {
  await wait(1000);
  const last = rows[rows.length - 1];
  return { rejected: last ? [{ row: last.rowNumber, reasons: ['清单编码已被锁定'] }] : [] };
};

/** A 50,000-row bill, whatever file is chosen: shows the virtualised preview. */
export async function readLargeBill(
  _file: File,
  options: { onProgress?: (fraction: number) => void },
) {
  const rows = [['项目编码', '项目名称', '计量单位', '工程量', '综合单价', '联系电话']];
  for (let index = 0; index < 50_000; index += 1) {
    if (index % 10_000 === 0) {
      options.onProgress?.(index / 50_000);
      await wait(100);
    }
    const code = `0101${String(index).padStart(8, '0')}`;
    rows.push([
      code,
      `清单项 ${index + 1}`,
      'm3',
      index % 997 === 0 ? '—' : String(index % 500),
      '12.5',
      '',
    ]);
  }
  options.onProgress?.(1);
  return [{ name: '大清单', rows }];
}

/** A read that never finishes, to show the progress bar. */
export function readForever(_file: File, options: { onProgress?: (fraction: number) => void }) {
  options.onProgress?.(0.35);
  return new Promise<never>(() => undefined);
}
