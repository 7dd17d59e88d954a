import type { KisdeeField, KisdeeTable } from '@ccms/api-client';
import { count, getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import {
  costBills,
  costFees,
  costKindAttrs,
  costKinds,
  costMeasures,
  costNodeFeatures,
  costNodes,
  costOthers,
  costProjectFactors,
  costProjects,
  costResources,
  feeToolBases,
  feeToolDetails,
  qualityFindings,
  qualityRecords,
} from '../../../db/schema';
import { recordNotFound } from '../../../http/failure';
import type { Locale } from '../../../i18n';

/**
 * The cost-data dictionary (/b/kisdee): the tables of the cost data and their fields, declared
 * here (names and meanings in every language, units) with types read from the schema, and the
 * company's row count of each table.
 */

type T3 = readonly [zh: string, en: string, es: string];

const TABLES: readonly { table: Table; name: T3; description: T3 }[] = [
  {
    table: costProjects,
    name: ['项目', 'Projects', 'Proyectos'],
    description: [
      '项目案例库中的建设项目：类别、计价方式、面积与工程特征',
      'Construction projects of the library: kind, pricing, area and features',
      'Proyectos de la biblioteca: tipo, tarificación, superficie y características',
    ],
  },
  {
    table: costNodes,
    name: ['工程结构', 'Structure nodes', 'Nodos de estructura'],
    description: [
      '建设项目 / 单项 / 单位 / 分部的结构树',
      'The structure tree: project, single, unit and division nodes',
      'El árbol de estructura: proyecto, obra, obra unitaria y capítulo',
    ],
  },
  {
    table: costBills,
    name: ['清单', 'Bill items', 'Partidas'],
    description: [
      '分部分项与单价措施清单，含定额',
      'Bill items and unit-price measures, with their norms',
      'Partidas y medidas a precio unitario, con sus normas',
    ],
  },
  {
    table: costMeasures,
    name: ['总价措施', 'Lump-sum measures', 'Medidas globales'],
    description: [
      '单位工程的总价措施项目',
      'Lump-sum measures of a unit',
      'Medidas globales de una obra unitaria',
    ],
  },
  {
    table: costOthers,
    name: ['其他项目', 'Other items', 'Otras partidas'],
    description: [
      '暂列金额、专业工程暂估价、计日工、总承包服务费',
      'Provisional sums, specialty estimates, day work, contractor service',
      'Sumas provisionales, estimaciones, trabajo por días, servicio del contratista',
    ],
  },
  {
    table: costResources,
    name: ['人材机', 'Resources', 'Recursos'],
    description: [
      '单位工程的人工、材料、机械汇总',
      'Labour, materials and machinery of a unit',
      'Mano de obra, materiales y maquinaria de una obra unitaria',
    ],
  },
  {
    table: costFees,
    name: ['费用汇总', 'Fee table', 'Tabla de costes'],
    description: [
      '单位工程费用汇总表（计算基础 × 费率）',
      'The unit fee table (base × rate)',
      'La tabla de costes de la obra unitaria (base × tasa)',
    ],
  },
  {
    table: costProjectFactors,
    name: ['特殊因子', 'Factors', 'Factores'],
    description: [
      '项目的特殊因子：数值或公式',
      "A project's special factors: a value or a formula",
      'Factores especiales del proyecto: valor o fórmula',
    ],
  },
  {
    table: costKinds,
    name: ['工程类别', 'Kinds', 'Tipos'],
    description: [
      '三级工程分类（类别 / 类型 / 功能）',
      'The three-level classification (category, type, function)',
      'La clasificación en tres niveles (categoría, tipo, función)',
    ],
  },
  {
    table: costKindAttrs,
    name: ['类别特征项', 'Kind attributes', 'Atributos de tipo'],
    description: [
      '每个类别要求填写的工程特征',
      'The feature fields each kind asks for',
      'Las características que pide cada tipo',
    ],
  },
  {
    table: costNodeFeatures,
    name: ['单项/单位特征', 'Node features', 'Características de nodos'],
    description: [
      '结构节点按功能填写的特征值',
      'Feature values of structure nodes per function',
      'Valores de características de los nodos por función',
    ],
  },
  {
    table: qualityRecords,
    name: ['质量检查记录', 'Quality checks', 'Revisiones de calidad'],
    description: [
      '每次质量检查的运行记录',
      'Each run of the quality checks',
      'Cada ejecución de las revisiones',
    ],
  },
  {
    table: qualityFindings,
    name: ['检查结果', 'Findings', 'Hallazgos'],
    description: [
      '质量检查发现的问题：节点、行、规则、期望值与实际值',
      'Problems found: node, row, rule, expected and actual value',
      'Problemas hallados: nodo, fila, regla, valor esperado y real',
    ],
  },
  {
    table: feeToolBases,
    name: ['费用定额', 'Fee bases', 'Bases de costes'],
    description: [
      '按地区与年份的费用定额基础数据',
      'Fee-rate base tables per area and year',
      'Tablas base de tasas por zona y año',
    ],
  },
  {
    table: feeToolDetails,
    name: ['费用定额明细', 'Fee base rows', 'Filas de bases de costes'],
    description: [
      '费用定额的费用行',
      'The rows of a fee base table',
      'Las filas de una tabla base',
    ],
  },
];

/** Field names and units by column (shared columns once). */
const FIELDS: Readonly<Record<string, { name: T3; unit?: string }>> = {
  id: { name: ['编号', 'ID', 'Identificador'] },
  company_id: { name: ['所属公司', 'Company', 'Empresa'] },
  project_id: { name: ['项目', 'Project', 'Proyecto'] },
  unit_id: { name: ['单位工程', 'Unit project', 'Obra unitaria'] },
  node_id: { name: ['节点', 'Node', 'Nodo'] },
  parent_id: { name: ['上级', 'Parent', 'Padre'] },
  parent_ids: { name: ['上级路径', 'Ancestors', 'Ascendientes'] },
  root_node_id: { name: ['根节点', 'Root node', 'Nodo raíz'] },
  kind_id: { name: ['类别', 'Kind', 'Tipo'] },
  base_id: { name: ['费用定额', 'Fee base', 'Base de costes'] },
  record_id: { name: ['检查记录', 'Check run', 'Revisión'] },
  function_id: { name: ['功能', 'Function', 'Función'] },
  name: { name: ['名称', 'Name', 'Nombre'] },
  code: { name: ['编码', 'Code', 'Código'] },
  kind: { name: ['类型', 'Type', 'Tipo'] },
  level: { name: ['层级', 'Level', 'Nivel'] },
  sort: { name: ['排序', 'Order', 'Orden'] },
  seq: { name: ['序号', 'Sequence', 'Secuencia'] },
  project_kind_id: { name: ['项目类别', 'Project kind', 'Tipo de proyecto'] },
  file_type: { name: ['文件类型', 'File type', 'Tipo de archivo'] },
  tax_method: { name: ['计税方式', 'Tax method', 'Método fiscal'] },
  region: { name: ['地区', 'Region', 'Región'] },
  area: { name: ['建筑面积', 'Floor area', 'Superficie'], unit: 'm²' },
  price_date: { name: ['计价日期', 'Pricing date', 'Fecha de precios'] },
  floors: { name: ['层数', 'Floors', 'Plantas'], unit: '层' },
  features: { name: ['特征', 'Features', 'Características'] },
  special_units: { name: ['特殊指标单位', 'Special units', 'Unidades especiales'] },
  amount: { name: ['金额', 'Amount', 'Importe'], unit: '元' },
  labour_day_rate: { name: ['人工单价', 'Labour day rate', 'Jornal'], unit: '元/工日' },
  published_labour_day_rate: {
    name: ['发布人工单价', 'Published day rate', 'Jornal publicado'],
    unit: '元/工日',
  },
  unit: { name: ['计量单位', 'Unit', 'Unidad'] },
  quantity: { name: ['工程量', 'Quantity', 'Cantidad'] },
  unit_price: { name: ['综合单价', 'Unit price', 'Precio unitario'], unit: '元' },
  provisional: { name: ['暂估价', 'Provisional', 'Provisional'], unit: '元' },
  labour: { name: ['人工费', 'Labour', 'Mano de obra'], unit: '元' },
  material: { name: ['材料费', 'Material', 'Material'], unit: '元' },
  machine: { name: ['机械费', 'Machinery', 'Maquinaria'], unit: '元' },
  overhead: { name: ['管理费', 'Overhead', 'Gastos generales'], unit: '元' },
  profit: { name: ['利润', 'Profit', 'Beneficio'], unit: '元' },
  risk: { name: ['风险费', 'Risk', 'Riesgo'], unit: '元' },
  norms: { name: ['定额', 'Norms', 'Normas'] },
  base: { name: ['计算基础', 'Base', 'Base'] },
  rate: { name: ['费率', 'Rate', 'Tasa'], unit: '%' },
  adjusted_rate: { name: ['调整费率', 'Adjusted rate', 'Tasa ajustada'], unit: '%' },
  adjusted_amount: { name: ['调整金额', 'Adjusted amount', 'Importe ajustado'], unit: '元' },
  price: { name: ['单价', 'Price', 'Precio'], unit: '元' },
  base_amount: { name: ['基数金额', 'Base amount', 'Importe base'], unit: '元' },
  spec: { name: ['规格型号', 'Specification', 'Especificación'] },
  info_price: { name: ['信息价', 'Published price', 'Precio publicado'], unit: '元' },
  owner_supplied: { name: ['甲供', 'Owner supplied', 'Suministro del cliente'] },
  owner_quantity: { name: ['甲供数量', 'Owner quantity', 'Cantidad del cliente'] },
  owner_price: { name: ['甲供单价', 'Owner price', 'Precio del cliente'], unit: '元' },
  risk_rate: { name: ['风险幅度', 'Risk rate', 'Margen de riesgo'], unit: '%' },
  category: { name: ['费用类别', 'Category', 'Categoría'] },
  non_competitive: { name: ['不可竞争', 'Non-competitive', 'No competitivo'] },
  is_total: { name: ['合计行', 'Total row', 'Fila total'] },
  value: { name: ['数值', 'Value', 'Valor'] },
  values: { name: ['特征值', 'Values', 'Valores'] },
  formula: { name: ['公式', 'Formula', 'Fórmula'] },
  remark: { name: ['备注', 'Remark', 'Observación'] },
  cost_industry: { name: ['造价专业', 'Cost industry', 'Especialidad'] },
  type: { name: ['数据类型', 'Data type', 'Tipo de dato'] },
  options: { name: ['可选值', 'Options', 'Opciones'] },
  required: { name: ['必填', 'Required', 'Obligatorio'] },
  scope: { name: ['适用范围', 'Scope', 'Ámbito'] },
  min: { name: ['下限', 'Minimum', 'Mínimo'] },
  max: { name: ['上限', 'Maximum', 'Máximo'] },
  year: { name: ['年份', 'Year', 'Año'] },
  parent_code: { name: ['上级代号', 'Parent code', 'Código padre'] },
  checks: { name: ['检查项', 'Checks', 'Revisiones'] },
  status: { name: ['状态', 'Status', 'Estado'] },
  started_at: { name: ['开始时间', 'Started', 'Inicio'] },
  finished_at: { name: ['结束时间', 'Finished', 'Fin'] },
  duration_ms: { name: ['耗时', 'Duration', 'Duración'], unit: 'ms' },
  started_by: { name: ['发起人', 'Started by', 'Iniciado por'] },
  errors: { name: ['错误数', 'Errors', 'Errores'] },
  warnings: { name: ['警告数', 'Warnings', 'Avisos'] },
  infos: { name: ['提示数', 'Notes', 'Notas'] },
  check: { name: ['检查', 'Check', 'Revisión'] },
  rule: { name: ['规则', 'Rule', 'Regla'] },
  severity: { name: ['严重程度', 'Severity', 'Gravedad'] },
  row_kind: { name: ['行类型', 'Row kind', 'Tipo de fila'] },
  row_id: { name: ['行', 'Row', 'Fila'] },
  row_label: { name: ['行说明', 'Row label', 'Etiqueta de fila'] },
  expected: { name: ['期望值', 'Expected', 'Esperado'] },
  actual: { name: ['实际值', 'Actual', 'Real'] },
  params: { name: ['参数', 'Parameters', 'Parámetros'] },
  viewed: { name: ['已查看', 'Viewed', 'Visto'] },
  ignored: { name: ['已忽略', 'Ignored', 'Ignorado'] },
  ignored_by: { name: ['忽略人', 'Ignored by', 'Ignorado por'] },
  ignored_at: { name: ['忽略时间', 'Ignored at', 'Ignorado el'] },
  opinion: { name: ['意见', 'Opinion', 'Opinión'] },
  created_at: { name: ['创建时间', 'Created', 'Creado'] },
  created_by: { name: ['创建人', 'Created by', 'Creado por'] },
  updated_at: { name: ['修改时间', 'Updated', 'Modificado'] },
  updated_by: { name: ['修改人', 'Updated by', 'Modificado por'] },
};

const KEY: T3 = ['主键', 'Primary key', 'Clave primaria'];
const REQUIRED: T3 = ['必填', 'Always filled', 'Siempre informado'];
const OPTIONAL: T3 = ['可为空', 'May be empty', 'Puede estar vacío'];

const LOCALE_INDEX: Record<Locale, 0 | 1 | 2> = { zh: 0, en: 1, es: 2 };

/** The column's type as the database declares it (numeric(20,2), text, jsonb …). */
function typeOf(column: { getSQLType(): string }): string {
  return column.getSQLType();
}

export async function kisdeeTables(db: Db, locale: Locale): Promise<KisdeeTable[]> {
  const at = LOCALE_INDEX[locale];
  const out: KisdeeTable[] = [];
  for (const entry of TABLES) {
    const [row] = await db.select({ total: count() }).from(entry.table);
    out.push({
      table: getTableName(entry.table),
      name: entry.name[at],
      description: entry.description[at],
      fields: Object.keys(getTableColumns(entry.table)).length,
      rows: row!.total,
    });
  }
  return out;
}

export function kisdeeFields(table: string, locale: Locale): KisdeeField[] {
  const at = LOCALE_INDEX[locale];
  const entry = TABLES.find((candidate) => getTableName(candidate.table) === table);
  if (!entry) throw recordNotFound();
  return Object.values(getTableColumns(entry.table)).map((column) => {
    const declared = FIELDS[column.name];
    return {
      field: column.name,
      name: declared ? declared.name[at] : column.name,
      type: typeOf(column),
      unit: declared?.unit ?? null,
      description: (column.primary ? KEY : column.notNull ? REQUIRED : OPTIONAL)[at],
    };
  });
}

/** Every declared table's columns have a name (tested). */
export const KISDEE_TABLES = TABLES.map((entry) => entry.table);
export const KISDEE_FIELD_NAMES = FIELDS;
