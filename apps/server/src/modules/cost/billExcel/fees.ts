import type { FeeCategory, FeeRow } from '../engine/model';

/** A fee row as the file states it (表-04, 表-13 or the export's 费用汇总). */
export interface StatedFee {
  /** 'summary': 表-04 单位工程汇总表; 'fees': 表-13 规费、税金 or the export's fee table. */
  from: 'summary' | 'fees';
  seq: string;
  /** 费用代号, when the file has the column (the export). */
  code: string;
  /** NFKC, no spaces. */
  name: string;
  /** 计算基础 as written. */
  base: string;
  /** 计算基数 as stated. */
  baseAmount: number | null;
  rate: number | null;
  amount: number;
  nonCompetitive: boolean;
}

/** What a fee row stands for, from its name. */
export function feeCategoryOf(name: string): FeeCategory {
  const n = name.replace(/^其中[:：]?/, '');
  if (/安全文明/.test(n)) return 'safety';
  if (/分部分项/.test(n)) return 'fbfx';
  if (/措施/.test(n)) return 'measures';
  if (/其他项目/.test(n)) return 'other';
  if (/社会保险|养老保险|失业保险|医疗保险|工伤保险|生育保险/.test(n)) return 'socialInsurance';
  if (/住房公积金/.test(n)) return 'housingFund';
  if (/^规费/.test(n)) return 'lawfee';
  if (/税金|增值税/.test(n)) return 'tax';
  if (/合计|总计|总价|造价/.test(n)) return 'total';
  return 'custom';
}

/** Row codes of the standard summary, by category (the built-in template's codes). */
const CODES: Partial<Record<FeeCategory, string>> = {
  fbfx: 'A',
  measures: 'B',
  safety: 'B1',
  other: 'C',
  lawfee: 'D',
  tax: 'E',
  total: 'F',
};
const SYSTEM_BASE: Partial<Record<FeeCategory, string>> = {
  fbfx: 'FBFXHJ',
  measures: 'CSXMHJ',
  safety: 'AQWM',
  other: 'QTXMHJ',
};

/**
 * A 计算基础 text as an expression over base and row codes where every part is recognisable
 * ("分部分项工程费+措施项目费+其他项目费+规费-按规定不计税的工程设备金额" → A+B+C+D; "定额人工费"
 * → FBFXRGFHJ+DJCSRGFHJ, the labour of 分部分项 and 单价措施); else the text as written.
 */
export function baseExpressionOf(
  text: string,
  rowCodes: Partial<Record<FeeCategory, string>>,
): string {
  const t = text.normalize('NFKC').replace(/\s+/g, '');
  if (!t) return '';
  if (/^[A-Z0-9_+\-*/().]+$/.test(t)) return t;
  const parts = t.split('+');
  const out: string[] = [];
  for (const [i, raw] of parts.entries()) {
    // "…-按规定不计税的工程设备金额": the deduction is not in the model; it is left out.
    const part = i === parts.length - 1 ? raw.split('-')[0]! : raw;
    // 定额人工费 / 人工费 of a 规费 row is the unit's: 分部分项 and 单价措施 labour alike.
    const code = /人工费/.test(part)
      ? /分部分项/.test(part)
        ? 'FBFXRGFHJ'
        : 'FBFXRGFHJ+DJCSRGFHJ'
      : /分部分项/.test(part)
        ? rowCodes.fbfx
        : /措施/.test(part)
          ? rowCodes.measures
          : /其他项目/.test(part)
            ? rowCodes.other
            : /规费/.test(part)
              ? rowCodes.lawfee
              : undefined;
    if (!code) return text;
    if (!out.includes(code)) out.push(code);
  }
  return out.join('+');
}

/**
 * The unit's fee rows from what the file states. The export's fee table (with 费用代号) is taken
 * row by row; else 表-04's rows (分部分项, 措施, 安全文明施工费, 其他项目, 规费, 税金, the total)
 * merged with 表-13's (规费 and its parts, 税金: base, rate). Amounts are the file's.
 */
export function feeRowsOf(
  stated: readonly StatedFee[],
  unitId: string,
  idOf: () => string,
): FeeRow[] {
  if (stated.length === 0) return [];
  const coded = stated.filter((fee) => fee.code);
  if (coded.length > 0) {
    const rows = coded.map((fee, index): FeeRow => ({
      id: idOf(),
      unitId,
      parentId: null,
      sort: index + 1,
      code: fee.code,
      name: fee.name,
      category: feeCategoryOf(fee.name),
      base: fee.base,
      rate: fee.rate ?? 100,
      amount: fee.amount,
      statedBase: fee.baseAmount,
      nonCompetitive: fee.nonCompetitive,
      isTotal: feeCategoryOf(fee.name) === 'total',
    }));
    const byCode = new Map(rows.map((row) => [row.code, row]));
    for (const row of rows) {
      const parent = /^([A-Z]+)\d+$/.exec(row.code)?.[1];
      if (parent && byCode.has(parent)) row.parentId = byCode.get(parent)!.id;
    }
    return rows;
  }
  const summary = stated.filter((fee) => fee.from === 'summary');
  const fees13 = stated.filter((fee) => fee.from === 'fees');
  const pick = (category: FeeCategory) =>
    fees13.find((fee) => feeCategoryOf(fee.name) === category) ??
    summary.find((fee) => feeCategoryOf(fee.name) === category);
  const rows: FeeRow[] = [];
  const add = (
    fee: StatedFee,
    category: FeeCategory,
    code: string,
    parent: FeeRow | null,
    base: string,
  ) => {
    const row: FeeRow = {
      id: idOf(),
      unitId,
      parentId: parent?.id ?? null,
      sort: rows.length + 1,
      code,
      name: fee.name.replace(/^其中[:：]?/, ''),
      category,
      base,
      rate: fee.rate ?? 100,
      amount: fee.amount,
      statedBase: fee.baseAmount,
      nonCompetitive: ['safety', 'lawfee', 'socialInsurance', 'housingFund', 'tax'].includes(
        category,
      ),
      isTotal: category === 'total',
    };
    rows.push(row);
    return row;
  };
  const present: Partial<Record<FeeCategory, string>> = {};
  for (const category of ['fbfx', 'measures', 'other', 'lawfee', 'tax'] as const)
    if (pick(category)) present[category] = CODES[category];
  for (const category of ['fbfx', 'measures', 'safety', 'other'] as const) {
    const fee = pick(category);
    if (!fee) continue;
    const parent = category === 'safety' ? (rows.find((row) => row.code === 'B') ?? null) : null;
    add(fee, category, CODES[category]!, parent, SYSTEM_BASE[category]!);
  }
  const lawfee = pick('lawfee');
  const parts = fees13.filter(
    (fee) =>
      ['socialInsurance', 'housingFund', 'custom'].includes(feeCategoryOf(fee.name)) &&
      /^\d+\.\d+/.test(fee.seq),
  );
  if (lawfee) {
    const partCodes = parts.map((_, i) => `D${i + 1}`);
    const row = add(
      lawfee,
      'lawfee',
      'D',
      null,
      partCodes.length > 0 ? partCodes.join('+') : baseExpressionOf(lawfee.base, present),
    );
    parts.forEach((fee, i) =>
      add(fee, feeCategoryOf(fee.name), partCodes[i]!, row, baseExpressionOf(fee.base, present)),
    );
  }
  const tax = pick('tax');
  if (tax) add(tax, 'tax', 'E', null, baseExpressionOf(tax.base, present) || 'A+B+C+D');
  const total = summary.filter((fee) => feeCategoryOf(fee.name) === 'total').at(-1);
  if (total) {
    const codes = rows.filter((row) => row.parentId === null).map((row) => row.code);
    add(total, 'total', 'F', null, codes.join('+'));
  }
  return rows;
}
