import type { FeeCategory, FeeRow, TaxMethod } from '../engine/model';

/**
 * The regulated default fee table (单位工程费用汇总) of a 房建 unit project, GB 50500-2013 layout:
 * 单位工程造价 = 分部分项 + 措施项目 + 其他项目 + 规费 + 税金. Rates are the usual defaults; a
 * region's rates replace them in the rule table.
 */

/** 社会保险费 (养老, 失业, 医疗, 工伤, 生育) as % of 分部分项人工费. */
export const SOCIAL_INSURANCE_RATE = 16;
/** 住房公积金 as % of 分部分项人工费. */
export const HOUSING_FUND_RATE = 5;
/**
 * 安全文明施工费 (总价措施 011707001, non-competitive): its regulated base is 分部分项 + 单价措施
 * (FBFXHJ + DJCSHJ), at the national default rate %; a region's rate replaces it in the rule table
 * (measuresRateCheck.safetyRate, keyed by region and file type).
 */
export const SAFETY_BASE = 'FBFXHJ+DJCSHJ';
export const SAFETY_RATE = 3;
/** 税金 %: 一般计税 (from 2019-04-01) and 简易计税. */
export const TAX_RATES: Readonly<Record<TaxMethod, number>> = { general: 9, simple: 3 };

interface TemplateRow {
  code: string;
  parent: string | null;
  name: string;
  category: FeeCategory;
  base: string;
  rate: number | 'tax';
  nonCompetitive: boolean;
  isTotal: boolean;
}

const TEMPLATE_ROWS: readonly TemplateRow[] = [
  {
    code: 'A',
    parent: null,
    name: '分部分项工程费',
    category: 'fbfx',
    base: 'FBFXHJ',
    rate: 100,
    nonCompetitive: false,
    isTotal: false,
  },
  {
    code: 'B',
    parent: null,
    name: '措施项目费',
    category: 'measures',
    base: 'CSXMHJ',
    rate: 100,
    nonCompetitive: false,
    isTotal: false,
  },
  {
    code: 'B1',
    parent: 'B',
    name: '其中：安全文明施工费',
    category: 'safety',
    base: 'AQWM',
    rate: 100,
    nonCompetitive: true,
    isTotal: false,
  },
  {
    code: 'C',
    parent: null,
    name: '其他项目费',
    category: 'other',
    base: 'QTXMHJ',
    rate: 100,
    nonCompetitive: false,
    isTotal: false,
  },
  {
    code: 'D',
    parent: null,
    name: '规费',
    category: 'lawfee',
    base: 'D1+D2',
    rate: 100,
    nonCompetitive: true,
    isTotal: false,
  },
  {
    code: 'D1',
    parent: 'D',
    name: '社会保险费',
    category: 'socialInsurance',
    base: 'FBFXRGFHJ',
    rate: SOCIAL_INSURANCE_RATE,
    nonCompetitive: true,
    isTotal: false,
  },
  {
    code: 'D2',
    parent: 'D',
    name: '住房公积金',
    category: 'housingFund',
    base: 'FBFXRGFHJ',
    rate: HOUSING_FUND_RATE,
    nonCompetitive: true,
    isTotal: false,
  },
  {
    code: 'E',
    parent: null,
    name: '税金',
    category: 'tax',
    base: 'A+B+C+D',
    rate: 'tax',
    nonCompetitive: true,
    isTotal: false,
  },
  {
    code: 'F',
    parent: null,
    name: '单位工程造价',
    category: 'total',
    base: 'A+B+C+D+E',
    rate: 100,
    nonCompetitive: false,
    isTotal: true,
  },
];

/** The template's row codes, in order. */
export const FEE_TEMPLATE_CODES: readonly string[] = TEMPLATE_ROWS.map((row) => row.code);

/**
 * The default fee table of one unit project. `idOf` gives the row id for a row code (so the
 * caller decides ids, e.g. `${unitId}-${code}` or fresh UUIDs); amounts start at 0.
 */
export function feeTemplate(
  taxMethod: TaxMethod,
  unitId: string,
  idOf: (code: string) => string,
): FeeRow[] {
  return TEMPLATE_ROWS.map((row, index) => ({
    id: idOf(row.code),
    unitId,
    parentId: row.parent === null ? null : idOf(row.parent),
    sort: index + 1,
    code: row.code,
    name: row.name,
    category: row.category,
    base: row.base,
    rate: row.rate === 'tax' ? TAX_RATES[taxMethod] : row.rate,
    amount: 0,
    nonCompetitive: row.nonCompetitive,
    isTotal: row.isTotal,
  }));
}

/**
 * The VAT rate (%) of construction on a 计价日期 (DOMAIN.md §3 taxCheck): 一般计税 11 % from
 * 2016-05-01 (营改增), 10 % from 2018-05-01, 9 % from 2019-04-01; 简易计税 3 %. null before
 * 2016-05-01 (营业税, no VAT) or when the date cannot be read. Accepts YYYY-MM-DD, YYYY/MM/DD,
 * YYYYMMDD, with an optional time after it.
 */
export function vatRate(priceDate: string, taxMethod: TaxMethod): number | null {
  const match = /^(\d{4})[-/.]?(\d{1,2})[-/.]?(\d{1,2})(?:$|[ T])/.exec(priceDate.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (date < '2016-05-01') return null;
  if (taxMethod === 'simple') return TAX_RATES.simple;
  if (date >= '2019-04-01') return 9;
  if (date >= '2018-05-01') return 10;
  return 11;
}
