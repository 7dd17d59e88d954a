import { normaliseHeader } from '../../excel/cells';
import type { OtherKind, ResourceKind } from '../engine/model';

/**
 * The tables of a unit project's bill workbook (GB 50500-2013 表-08, 表-09, 表-11, 表-12, the
 * 人材机 summary and the fee summary): the header each column is written with and the headers
 * it is recognised by when read. Shared by read.ts and write.ts so a written file reads back.
 */
export type TableKind =
  | 'bills'
  | 'measures'
  | 'others'
  | 'analysis'
  | 'resources'
  | 'fees'
  | 'provisionalMaterials'
  | 'projectInfo';

export interface ColumnDef<K extends string = string> {
  key: K;
  /** The header as written. */
  title: string;
  /** Headers read as this column (headerKey form is compared; title is always one). */
  aliases: readonly string[];
  width: number;
  /** A sheet lacking the column cannot be read. */
  required?: boolean;
}

export interface TableDef<K extends string = string> {
  kind: TableKind;
  /** The table's title (row 1 of a written sheet). */
  title: string;
  /** The written sheet's name (at most 31 characters with a unit prefix). */
  sheetName: string;
  columns: readonly ColumnDef<K>[];
  /** Columns written under one spanning header (the 金额（元） group of 表-08). */
  group?: { title: string; keys: readonly K[] };
}

const col = <K extends string>(
  key: K,
  title: string,
  width: number,
  aliases: readonly string[] = [],
  required = false,
): ColumnDef<K> => ({ key, title, aliases, width, required });

export const BILL_TABLE: TableDef<
  | 'seq'
  | 'code'
  | 'name'
  | 'features'
  | 'unit'
  | 'quantity'
  | 'unitPrice'
  | 'amount'
  | 'provisional'
> = {
  kind: 'bills',
  title: '分部分项工程和单价措施项目清单与计价表',
  sheetName: '表-08 分部分项和单价措施',
  columns: [
    col('seq', '序号', 7),
    col('code', '项目编码', 15, ['编码', '清单编码'], true),
    col('name', '项目名称', 26, ['名称', '清单名称'], true),
    col('features', '项目特征描述', 38, ['项目特征', '特征描述']),
    col('unit', '计量单位', 9, ['单位'], true),
    col('quantity', '工程量', 13, ['数量', '清单工程量'], true),
    col('unitPrice', '综合单价', 13, ['单价']),
    col('amount', '合价', 15),
    col('provisional', '其中：暂估价', 13, ['暂估价']),
  ],
  group: { title: '金额（元）', keys: ['unitPrice', 'amount', 'provisional'] },
};

export const MEASURE_TABLE: TableDef<
  'seq' | 'code' | 'name' | 'base' | 'rate' | 'amount' | 'adjustedRate' | 'adjustedAmount' | 'note'
> = {
  kind: 'measures',
  title: '总价措施项目清单与计价表',
  sheetName: '表-11 总价措施项目',
  columns: [
    col('seq', '序号', 7),
    col('code', '项目编码', 15, ['编码']),
    col('name', '项目名称', 26, ['名称'], true),
    col('base', '计算基础', 24, ['计费基础', '取费基础']),
    col('rate', '费率(%)', 10, ['费率']),
    col('amount', '金额(元)', 15, ['金额'], true),
    col('adjustedRate', '调整费率(%)', 12, ['调整费率']),
    col('adjustedAmount', '调整后金额(元)', 15, ['调整后金额']),
    col('note', '备注', 20),
  ],
};

export const OTHER_TABLE: TableDef<
  | 'seq'
  | 'kind'
  | 'name'
  | 'unit'
  | 'quantity'
  | 'price'
  | 'baseAmount'
  | 'rate'
  | 'amount'
  | 'note'
> = {
  kind: 'others',
  title: '其他项目清单与计价汇总表',
  sheetName: '表-12 其他项目',
  columns: [
    col('seq', '序号', 7, ['编号']),
    col('kind', '类别', 14, ['类型', '费用类别']),
    col('name', '项目名称', 26, ['名称', '工程名称'], true),
    col('unit', '计量单位', 9, ['单位']),
    col('quantity', '数量', 11, ['暂定数量']),
    col('price', '单价', 12, ['综合单价']),
    col('baseAmount', '计算基础金额', 15, ['项目价值']),
    col('rate', '费率(%)', 10, ['费率']),
    col('amount', '金额(元)', 15, ['金额', '暂定金额', '暂估金额', '合价'], true),
    col('note', '备注', 20),
  ],
};

export const ANALYSIS_TABLE: TableDef<
  | 'seq'
  | 'type'
  | 'code'
  | 'name'
  | 'spec'
  | 'unit'
  | 'quantity'
  | 'price'
  | 'labour'
  | 'material'
  | 'machine'
  | 'overhead'
  | 'profit'
  | 'risk'
> = {
  kind: 'analysis',
  title: '综合单价分析表',
  sheetName: '表-09 综合单价分析',
  columns: [
    col('seq', '序号', 7),
    col('type', '类别', 8, ['类型']),
    col('code', '编码', 15, ['项目编码', '定额编号'], true),
    col('name', '名称', 26, ['项目名称', '定额名称'], true),
    col('spec', '规格型号', 16, ['规格']),
    col('unit', '单位', 9, ['计量单位']),
    col('quantity', '数量', 13, ['工程量', '含量', '消耗量']),
    col('price', '单价', 12, ['综合单价']),
    col('labour', '人工费', 11),
    col('material', '材料费', 11),
    col('machine', '机械费', 11),
    col('overhead', '管理费', 11),
    col('profit', '利润', 11),
    col('risk', '风险费', 11, ['风险']),
  ],
};

export const RESOURCE_TABLE: TableDef<
  | 'seq'
  | 'code'
  | 'name'
  | 'spec'
  | 'unit'
  | 'kind'
  | 'quantity'
  | 'price'
  | 'amount'
  | 'infoPrice'
  | 'provisional'
  | 'ownerSupplied'
  | 'ownerQuantity'
  | 'ownerPrice'
  | 'riskRate'
> = {
  kind: 'resources',
  title: '人材机汇总表',
  sheetName: '人材机汇总',
  columns: [
    col('seq', '序号', 7),
    col('code', '编码', 14, ['材料编码', '人材机编码'], true),
    col(
      'name',
      '名称',
      22,
      [
        '材料名称',
        '人材机名称',
        '名称及规格',
        '名称、规格、型号',
        '名称规格型号',
        '材料名称及规格',
      ],
      true,
    ),
    col('spec', '规格型号', 16, ['规格', '型号规格', '规格、型号']),
    col('unit', '单位', 8, ['计量单位'], true),
    col('kind', '类别', 8, ['类型']),
    col('quantity', '数量', 14, ['消耗量', '总消耗量', '总数量'], true),
    col('price', '单价', 12, ['市场价', '市场单价', '除税单价', '除税市场价', '含税单价'], true),
    col('amount', '合价', 15, ['市场合价']),
    col('infoPrice', '信息价', 12),
    col('provisional', '暂估', 7, ['是否暂估']),
    col('ownerSupplied', '甲供', 7, ['是否甲供']),
    col('ownerQuantity', '甲供数量', 11),
    col('ownerPrice', '甲供单价', 11),
    col('riskRate', '风险系数(%)', 11, ['风险系数']),
  ],
};

export const FEE_TABLE: TableDef<
  'seq' | 'code' | 'name' | 'base' | 'baseAmount' | 'rate' | 'amount' | 'nonCompetitive'
> = {
  kind: 'fees',
  title: '单位工程费用汇总表',
  sheetName: '表-04 费用汇总',
  columns: [
    col('seq', '序号', 7),
    col('code', '费用代号', 10),
    col('name', '费用名称', 28),
    col('base', '计算基础', 30),
    col('baseAmount', '计算基数', 16),
    col('rate', '费率(%)', 10),
    col('amount', '金额(元)', 16),
    col('nonCompetitive', '不可竞争', 9),
  ],
};

/**
 * The fee rows as a file states them: 表-04 单位工程汇总表 (序号 | 汇总内容 | 金额 | 其中：暂估价),
 * 表-13 规费、税金项目计价表 (项目名称 | 计算基础 | 计算基数 | 计算费率 | 金额) and the export's
 * 费用汇总 (费用代号 | 费用名称 | 计算基础 | 费率 | 金额). Read only; found by title.
 */
export const FEE_READ_TABLE: TableDef<
  | 'seq'
  | 'code'
  | 'name'
  | 'base'
  | 'baseAmount'
  | 'rate'
  | 'amount'
  | 'provisional'
  | 'nonCompetitive'
> = {
  kind: 'fees',
  title: '单位工程费用汇总表',
  sheetName: '表-04 费用汇总',
  columns: [
    col('seq', '序号', 7),
    col('code', '费用代号', 10, ['代号', '费用代码']),
    col('name', '费用名称', 28, ['项目名称', '汇总内容', '名称', '费用项目'], true),
    col('base', '计算基础', 30, ['计费基础', '取费基础', '计算基础说明']),
    col('baseAmount', '计算基数', 16, ['基数', '计算基础金额']),
    col('rate', '费率(%)', 10, ['费率', '计算费率']),
    col('amount', '金额(元)', 16, ['金额'], true),
    col('provisional', '其中：暂估价', 13, ['暂估价']),
    col('nonCompetitive', '不可竞争', 9),
  ],
};

/** 材料（工程设备）暂估单价及调整表: the provisional materials. Read only; found by title. */
export const PROVISIONAL_TABLE: TableDef<
  'seq' | 'code' | 'name' | 'unit' | 'quantity' | 'price' | 'amount'
> = {
  kind: 'provisionalMaterials',
  title: '材料（工程设备）暂估单价及调整表',
  sheetName: '表-12-2 暂估材料',
  columns: [
    col('seq', '序号', 7),
    col('code', '材料编码', 14, ['编码']),
    col(
      'name',
      '名称',
      22,
      ['材料（工程设备）名称、规格、型号', '材料名称', '名称、规格、型号'],
      true,
    ),
    col('unit', '计量单位', 8, ['单位']),
    col('quantity', '数量', 12, ['暂估数量']),
    col('price', '暂估单价', 12, ['单价']),
    col('amount', '暂估合价', 14, ['合价']),
  ],
};

export const READ_TABLES = [
  BILL_TABLE,
  MEASURE_TABLE,
  OTHER_TABLE,
  ANALYSIS_TABLE,
  RESOURCE_TABLE,
  FEE_READ_TABLE,
  PROVISIONAL_TABLE,
];

/**
 * A header as compared: normaliseHeader (full width folded, spaces and marks removed), then a
 * bracketed unit such as (元) or (%) and a leading 其中 dropped: 金额（元） → 金额, 其中：暂估价 → 暂估价.
 */
export function headerKey(text: string): string {
  return normaliseHeader(text)
    .replace(/\([^)]*\)/g, '')
    .replace(/^其中/, '');
}

/** Which table a sheet holds, from its name or title; null when they do not say. */
export function tableOfTitle(text: string): TableKind | null {
  const t = text.normalize('NFKC').replace(/\s+/g, '');
  if (/工程项目信息|工程概况|项目信息表/.test(t)) return 'projectInfo';
  if (/暂估单价|暂估材料|材料.{0,8}暂估价表/.test(t)) return 'provisionalMaterials';
  if (t.includes('综合单价分析')) return 'analysis';
  if (t.includes('总价措施')) return 'measures';
  if (t.includes('其他项目') || otherDetailOf(t)) return 'others';
  if (/人材机|工料机|材料汇总|主要材料|人工材料机械/.test(t)) return 'resources';
  if (/分部分项|表-08|单价措施|工程量清单/.test(t)) return 'bills';
  if (/费用汇总|造价汇总|规费|税金|汇总表/.test(t)) return 'fees';
  return null;
}

/** The other-item kind whose detail table (表-12-1…12-5) a title names; null when none. */
export function otherDetailOf(text: string): OtherKind | null {
  const t = text.normalize('NFKC').replace(/\s+/g, '');
  if (/暂列金额明细/.test(t)) return 'provisionalSum';
  if (/专业工程暂估价(及结算价)?表/.test(t)) return 'specialtyEstimate';
  if (/计日工表/.test(t)) return 'dayWork';
  if (/总承包服务费计价表/.test(t)) return 'contractorService';
  return null;
}

/** The labels of the 类别 column of the other-items table. */
export const OTHER_KIND_LABELS: Record<OtherKind, string> = {
  provisionalSum: '暂列金额',
  specialtyEstimate: '专业工程暂估价',
  dayWork: '计日工',
  contractorService: '总承包服务费',
};

/** The other-item kind a 类别 or 项目名称 names; 'skip' for summary rows that carry no item. */
export function otherKindOf(text: string): OtherKind | 'skip' | null {
  const t = text.normalize('NFKC').replace(/\s+/g, '');
  if (!t) return null;
  if (t.includes('暂列金额')) return 'provisionalSum';
  if (t.includes('专业工程暂估')) return 'specialtyEstimate';
  if (t.includes('计日工')) return 'dayWork';
  if (t.includes('总承包服务') || t.includes('总包服务')) return 'contractorService';
  // 材料（工程设备）暂估价 is shown in the bills' prices; 暂估价 alone heads the 专业 lines.
  if (/^暂估价$|材料.*暂估|设备.*暂估/.test(t)) return 'skip';
  return null;
}

export const RESOURCE_KIND_LABELS: Record<ResourceKind, string> = {
  labour: '人工',
  material: '材料',
  machine: '机械',
  main: '主材',
  equipment: '设备',
};

export function resourceKindOf(text: string): ResourceKind | null {
  const t = text.normalize('NFKC').replace(/\s+/g, '');
  if (!t) return null;
  if (t.startsWith('人工') || t === '人') return 'labour';
  if (t.startsWith('主材') || t.includes('主要材料')) return 'main';
  if (t.startsWith('设备')) return 'equipment';
  if (t.startsWith('机械') || t === '机' || t.includes('机械')) return 'machine';
  if (t.startsWith('材料') || t === '材') return 'material';
  return null;
}

/** Bill codes: 12 digits, or a supplementary code like 01B001. */
export const BILL_CODE = /^\d{12}$|^\d{2}B\d{3}$/;
