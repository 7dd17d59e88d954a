import type { Texts } from '../quality/types';

/**
 * The reader's messages in zh / en / es. {placeholders} are filled by `fill`; column names stay
 * in Chinese in every language because they are the headers the person sees in the file.
 */
const texts = (zh: string, en: string, es: string): Texts => ({ zh, en, es });

export const BILL_EXCEL_MESSAGES = {
  unreadable: texts(
    '无法读取文件：请上传 Excel 2007 及以上版本的 .xlsx 文件',
    'The file cannot be read: upload an Excel 2007 or later .xlsx file',
    'No se puede leer el archivo: suba un archivo .xlsx de Excel 2007 o posterior',
  ),
  legacyXls: texts(
    '这是 Excel 97-2003 (.xls) 文件：请在 Excel 中另存为 .xlsx 后再导入',
    'This is an Excel 97-2003 (.xls) file: save it as .xlsx in Excel and import it again',
    'Es un archivo de Excel 97-2003 (.xls): guárdelo como .xlsx en Excel e impórtelo de nuevo',
  ),
  noBillSheet: texts(
    '未找到“分部分项工程和单价措施项目清单与计价表”（表-08）：需要含“项目编码、项目名称、计量单位、工程量”表头的工作表',
    'No 表-08 sheet (分部分项工程和单价措施项目清单与计价表) found: a sheet needs the headers 项目编码, 项目名称, 计量单位 and 工程量',
    'No se encontró la hoja 表-08 (分部分项工程和单价措施项目清单与计价表): una hoja necesita los encabezados 项目编码, 项目名称, 计量单位 y 工程量',
  ),
  headerMissing: texts(
    '工作表“{sheet}”看起来是{table}，但找不到表头列：{columns}',
    'Sheet “{sheet}” looks like {table} but its header lacks the columns {columns}',
    'La hoja «{sheet}» parece {table}, pero a su encabezado le faltan las columnas {columns}',
  ),
  severalUnits: texts(
    '工作簿包含多个单位工程（{units}）：请指定要导入的单位工程',
    'The workbook holds several unit projects ({units}): choose the one to import',
    'El libro contiene varias obras unitarias ({units}): elija la que desea importar',
  ),
  required: texts('{column}不能为空', '{column} is empty', '{column} está vacío'),
  notNumber: texts(
    '{column}不是数字：“{value}”',
    '{column} is not a number: “{value}”',
    '{column} no es un número: «{value}»',
  ),
  negative: texts(
    '{column}不能为负数：{value}',
    '{column} cannot be negative: {value}',
    '{column} no puede ser negativo: {value}',
  ),
  duplicateBill: texts(
    '项目编码 {value} 重复：第 {first} 行已有该编码',
    'Bill code {value} appears twice: row {first} already has it',
    'El código de partida {value} está repetido: la fila {first} ya lo tiene',
  ),
  analysisUnknownBill: texts(
    '项目编码 {value} 不在分部分项清单（表-08）中',
    'Bill code {value} is not in the bill of quantities (表-08)',
    'El código de partida {value} no está en la lista de partidas (表-08)',
  ),
  analysisDuplicateBill: texts(
    '项目编码 {value} 在综合单价分析表中出现两次：第 {first} 行已有',
    'Bill code {value} is analysed twice: row {first} already has it',
    'El código de partida {value} se analiza dos veces: la fila {first} ya lo tiene',
  ),
  normWithoutBill: texts(
    '定额 {value} 之前没有清单行：定额须列在所属清单项目之下',
    'Norm {value} has no bill row above it: norms go under the bill item they price',
    'La norma {value} no tiene una fila de partida encima: las normas van bajo la partida que valoran',
  ),
  resourceWithoutNorm: texts(
    '人材机 {value} 之前没有定额行：人材机须列在所属定额之下',
    'Resource {value} has no norm row above it: resources go under the norm that uses them',
    'El recurso {value} no tiene una fila de norma encima: los recursos van bajo la norma que los usa',
  ),
  unknownRowType: texts(
    '类别“{value}”无法识别：应为 清单、定额、人工、材料、机械、主材 或 设备',
    'Type “{value}” is not known: use 清单, 定额, 人工, 材料, 机械, 主材 or 设备',
    'Tipo «{value}» desconocido: use 清单, 定额, 人工, 材料, 机械, 主材 o 设备',
  ),
  unknownResourceKind: texts(
    '类别“{value}”无法识别：应为 人工、材料、机械、主材 或 设备',
    'Type “{value}” is not known: use 人工, 材料, 机械, 主材 or 设备',
    'Tipo «{value}» desconocido: use 人工, 材料, 机械, 主材 o 设备',
  ),
  notYesNo: texts(
    '{column}应为“是”或“否”：“{value}”',
    '{column} must be 是 (yes) or 否 (no): “{value}”',
    '{column} debe ser 是 (sí) o 否 (no): «{value}»',
  ),
  duplicateResource: texts(
    '人材机编码 {value} 重复：第 {first} 行已有该编码',
    'Resource code {value} appears twice: row {first} already has it',
    'El código de recurso {value} está repetido: la fila {first} ya lo tiene',
  ),
  resourceNotInSummary: texts(
    '人材机 {value} 不在人材机汇总表中',
    'Resource {value} is not in the resource summary (人材机汇总)',
    'El recurso {value} no está en el resumen de recursos (人材机汇总)',
  ),
  resourceConflict: texts(
    '人材机 {value} 的名称、单位或单价与第 {first} 行不一致',
    'Resource {value} differs in name, unit or price from row {first}',
    'El recurso {value} difiere en nombre, unidad o precio de la fila {first}',
  ),
  unknownOtherKind: texts(
    '无法判断“{value}”属于哪类其他项目：类别应为 暂列金额、专业工程暂估价、计日工 或 总承包服务费',
    'Cannot tell which other item “{value}” is: the type must be 暂列金额, 专业工程暂估价, 计日工 or 总承包服务费',
    'No se sabe qué otra partida es «{value}»: el tipo debe ser 暂列金额, 专业工程暂估价, 计日工 o 总承包服务费',
  ),
  moreErrors: texts(
    '另有 {count} 处错误未列出：请先修正以上错误',
    '{count} more errors are not listed: fix the ones above first',
    'Hay {count} errores más sin listar: corrija primero los anteriores',
  ),
} satisfies Record<string, Texts>;

export type BillExcelMessage = keyof typeof BILL_EXCEL_MESSAGES;

/** The table names used in messages. */
export const TABLE_NAMES: Record<string, Texts> = {
  bills: texts(
    '分部分项清单（表-08）',
    'the bill of quantities (表-08)',
    'la lista de partidas (表-08)',
  ),
  measures: texts('总价措施项目表', 'the lump-sum measures table', 'la tabla de medidas globales'),
  others: texts('其他项目表', 'the other items table', 'la tabla de otras partidas'),
  analysis: texts('综合单价分析表', 'the unit price analysis', 'el análisis de precios unitarios'),
  resources: texts('人材机汇总表', 'the resource summary', 'el resumen de recursos'),
};

/** A message with its {placeholders} filled; a Texts parameter is filled per language. */
export function fill(
  key: BillExcelMessage,
  params: Record<string, string | number | Texts> = {},
): Texts {
  const template = BILL_EXCEL_MESSAGES[key];
  const one = (lang: keyof Texts) =>
    template[lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'object' ? value[lang] : String(value);
    });
  return { zh: one('zh'), en: one('en'), es: one('es') };
}
