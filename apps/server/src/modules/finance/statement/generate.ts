import { PassThrough } from 'node:stream';
import { loadExcelJs } from '../../excel/exceljs';
import type { CellValue } from '../../excel/cells';
import type { SheetData } from '../../excel/workbook';
import { rng } from '../../cost/sample/prng';
import type { StatementLine } from './types';

/**
 * Realistic bank statements of a cost-consulting firm's account, deterministic from a seed: fee
 * receipts from clients, salaries, social insurance, rent, taxes, bank charges and interest, with
 * balances that follow on. Used by the engine's tests, the finance demo data and the bench.
 */
export interface GenerateOptions {
  rows: number;
  seed?: number;
  /** Separate 借方/贷方 columns, one amount with a 借/贷 column, or one signed amount. */
  layout?: 'separate' | 'direction' | 'signed';
  /** How dates are written: 2025/01/03, 20250103, 2025-01-03 10:30:00, 2025年1月3日, Excel serials or Date cells. */
  dates?: 'slash' | 'compact' | 'iso' | 'chinese' | 'serial' | 'date';
  /** The time of day in its own 交易时间 column. */
  splitTime?: boolean;
  newestFirst?: boolean;
  /** 账户名称 / 账号 / 币种 / 起止日期 rows and a title above the header. */
  metadata?: boolean;
  /** A 合计 row below the lines. */
  totals?: boolean;
  /** Amounts as text with thousands separators and ¥ instead of numbers. */
  amountText?: boolean;
  /** Without a 交易流水号 column (duplicates are then found by date, amount, counterparty, balance). */
  noSerials?: boolean;
  /** Without a 余额 column. */
  noBalance?: boolean;
  /** Balance before the first line, e.g. '500000.00'. */
  openingBalance?: string;
  /** Date of the first line, 'YYYY-MM-DD'. */
  start?: string;
  accountNo?: string;
  accountName?: string;
}

export interface GeneratedStatement {
  sheet: SheetData;
  /** The lines the mapping must give, in ascending order, with their Excel rows. */
  lines: StatementLine[];
  headerRow: number;
  openingBalance: string;
  closingBalance: string;
}

const CLIENTS = [
  '中建三局第一建设工程有限责任公司',
  '北京城建集团有限责任公司',
  '上海建工四建集团有限公司',
  '广州市城市建设投资集团有限公司',
  '成都天府新区建设投资有限公司',
  '杭州市城市基础设施开发总公司',
  '武汉地铁集团有限公司',
  '南京市公共工程建设中心',
  '深圳市建筑工务署',
  '重庆市住房和城乡建设委员会',
  '西安高新区管理委员会',
  '苏州工业园区建设局',
];
const BANKS = [
  '中国工商银行北京分行营业部',
  '中国建设银行上海浦东支行',
  '中国农业银行广州天河支行',
  '中国银行成都高新支行',
  '招商银行杭州分行',
  '交通银行武汉江汉支行',
];
const FEES = ['结算审核费', '招标控制价编制费', '全过程造价咨询费', '预算编制费', '咨询服务费'];
const PAYMENTS: readonly { name: string; summary: string; min: number; max: number }[] = [
  { name: '本单位职工', summary: '代发工资', min: 80_000, max: 260_000 },
  { name: '社会保险事业管理中心', summary: '社保缴费', min: 20_000, max: 60_000 },
  { name: '国家税务总局', summary: '税费缴纳', min: 5_000, max: 40_000 },
  { name: '某某物业管理有限公司', summary: '房租物业费', min: 15_000, max: 45_000 },
  { name: '某某软件科技有限公司', summary: '软件服务费', min: 2_000, max: 20_000 },
  { name: '差旅报销', summary: '报销', min: 200, max: 8_000 },
];

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const cents = (text: string) => Math.round(Number(text) * 100);
const fixed = (value: number) => {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
};
const grouped = (value: number) => {
  const [whole, fraction] = fixed(value).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
};

/** A generated statement: the sheet a bank would export and the lines it must map to. */
export function generateStatement(options: GenerateOptions): GeneratedStatement {
  const random = rng(options.seed ?? 1);
  const layout = options.layout ?? 'separate';
  const dates = options.dates ?? 'slash';
  const splitTime = options.splitTime ?? false;
  const dateOnly = !splitTime && (dates === 'compact' || dates === 'chinese');
  const opening = cents(options.openingBalance ?? '500000.00');
  const start = Date.parse(`${options.start ?? '2025-01-02'}T08:30:00Z`);

  const headers = [
    layout === 'separate' ? '交易日期' : '记账日期',
    ...(splitTime ? ['交易时间'] : []),
    ...(layout === 'separate'
      ? ['借方发生额', '贷方发生额']
      : layout === 'direction'
        ? ['借贷标志', '交易金额']
        : ['交易金额']),
    ...(options.noBalance ? [] : ['余额']),
    '对方户名',
    '对方账号',
    '对方开户行',
    '摘要',
    '用途',
    '附言',
    ...(options.noSerials ? [] : ['交易流水号']),
  ];
  const sheetRows: CellValue[][] = [];
  if (options.metadata) {
    sheetRows.push(['中国工商银行 账户交易明细']);
    sheetRows.push([
      '账户名称：',
      options.accountName ?? '某某工程造价咨询有限公司',
      null,
      '币种：',
      '人民币',
    ]);
    sheetRows.push([`账号：${options.accountNo ?? '0200001234567890123'}`]);
    sheetRows.push([null]);
  }
  const headerRow = sheetRows.length + 1;
  sheetRows.push(headers);

  let time = start;
  let balance = opening;
  const body: { cells: CellValue[]; line: Omit<StatementLine, 'rowNumber'> }[] = [];
  let totalIn = 0;
  let totalOut = 0;
  for (let index = 0; index < options.rows; index++) {
    // Most lines minutes or hours apart; some share a second with the previous one.
    if (random.next() > 0.05) time += Math.floor(random.range(60, 6 * 3600)) * 1000;
    const date = new Date(time);
    let income = 0;
    let pay = 0;
    let name: string;
    let summary: string;
    let matter: string | null = null;
    const kind = random.next();
    if (kind < 0.35 || balance < 300_000_00) {
      name = random.pick(CLIENTS);
      income = random.int(5_000, 600_000) * 100 + random.int(0, 99);
      summary = '转账收入';
      matter = random.pick(FEES);
    } else if (kind < 0.92) {
      const payment = random.pick(PAYMENTS);
      name = payment.name;
      pay = Math.min(
        balance - 1000,
        random.int(payment.min, payment.max) * 100 + random.int(0, 99),
      );
      summary = payment.summary;
    } else if (kind < 0.97) {
      name = '';
      pay = random.int(1, 300) * 10;
      summary = '手续费';
    } else {
      name = '';
      income = random.int(100, 9_000) * 100 + random.int(0, 99);
      summary = '结息';
    }
    const account = name ? `62${random.int(100_000_000, 999_999_999)}${pad(index % 100)}` : '';
    const bank = name ? random.pick(BANKS) : null;
    balance += income - pay;
    totalIn += income;
    totalOut += pay;
    const iso = date.toISOString();
    const [y, mo, d, h, mi, s] = [
      iso.slice(0, 4),
      iso.slice(5, 7),
      iso.slice(8, 10),
      iso.slice(11, 13),
      iso.slice(14, 16),
      iso.slice(17, 19),
    ];
    const clock = `${h}:${mi}:${s}`;
    const dateTime = dateOnly ? `${y}-${mo}-${d} 00:00:00` : `${y}-${mo}-${d} ${clock}`;
    const serialOf = () => (Date.UTC(+y, +mo - 1, +d) - Date.UTC(1899, 11, 30)) / 86_400_000;
    const dateCell: CellValue = {
      slash: splitTime ? `${y}/${mo}/${d}` : `${y}/${mo}/${d} ${clock}`,
      compact: splitTime ? `${y}${mo}${d}` : `${y}${mo}${d}`,
      iso: splitTime ? `${y}-${mo}-${d}` : `${y}-${mo}-${d} ${clock}`,
      chinese: `${y}年${Number(mo)}月${Number(d)}日`,
      serial: splitTime
        ? serialOf()
        : serialOf() + (Number(h) * 3600 + Number(mi) * 60 + Number(s)) / 86_400,
      date: splitTime ? new Date(Date.UTC(+y, +mo - 1, +d)) : date,
    }[dates];
    const amount = (value: number): CellValue =>
      options.amountText
        ? random.next() < 0.5
          ? `¥${grouped(value)}`
          : grouped(value)
        : value / 100;
    const serialNo = options.noSerials
      ? null
      : `${y}${mo}${d}${pad(index % 1_000_000, 6)}${pad(random.int(0, 99))}`;
    const cells: CellValue[] = [dateCell, ...(splitTime ? [clock] : [])];
    if (layout === 'separate') cells.push(pay ? amount(pay) : null, income ? amount(income) : null);
    else if (layout === 'direction') cells.push(pay ? '借' : '贷', amount(pay || income));
    else cells.push(amount(income - pay));
    if (!options.noBalance) cells.push(amount(balance));
    const memo = random.next() < 0.2 ? `合同编号 HT-${y}-${pad(random.int(1, 999), 3)}` : null;
    cells.push(name || null, account || null, bank, summary, matter, memo);
    if (!options.noSerials) cells.push(serialNo);
    body.push({
      cells,
      line: {
        dateTime,
        income: fixed(income),
        pay: fixed(pay),
        balance: options.noBalance ? null : fixed(balance),
        otherSideName: name || null,
        otherSideAccount: account || null,
        otherSideUnit: bank,
        summary,
        matter,
        memo,
        serialNo,
      },
    });
  }
  if (options.newestFirst) body.reverse();
  const lines: StatementLine[] = body.map(({ cells, line }) => {
    sheetRows.push(cells);
    return { rowNumber: sheetRows.length, ...line };
  });
  if (options.newestFirst) lines.reverse();
  if (options.totals) {
    sheetRows.push([null]);
    const total: CellValue[] = ['合计', ...(splitTime ? [null] : [])];
    if (layout === 'separate') total.push(totalOut / 100, totalIn / 100);
    else total.push(null, (totalIn - totalOut) / 100);
    sheetRows.push(total);
  }
  return {
    sheet: { name: '账户明细', rows: sheetRows },
    lines,
    headerRow,
    openingBalance: fixed(opening),
    closingBalance: fixed(balance),
  };
}

/**
 * A sheet as an .xlsx file, written by exceljs's streaming writer with shared strings, as banks'
 * systems write them (Date cells get a date-and-time format).
 */
export async function sheetWorkbook(sheet: SheetData): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise((resolve) => stream.on('end', resolve));
  const workbook = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: true,
    useStyles: true,
  });
  const worksheet = workbook.addWorksheet(sheet.name);
  for (const cells of sheet.rows) {
    const row = worksheet.addRow(
      cells.map((cell) =>
        cell && typeof cell === 'object' && !(cell instanceof Date) ? null : cell,
      ),
    );
    cells.forEach((cell, index) => {
      if (cell instanceof Date) row.getCell(index + 1).numFmt = 'yyyy-mm-dd hh:mm:ss';
    });
    row.commit();
  }
  worksheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
