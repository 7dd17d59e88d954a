import type ExcelJS from 'exceljs';
import { bufferedWorkbookWriter } from '../../excel/exceljs';
import {
  quantityDecimals,
  round,
  type BillItem,
  type CostProject,
  type CostResource,
  type ProjectNode,
  type UnitData,
} from '../engine/model';
import {
  ANALYSIS_TABLE,
  BILL_CODE,
  BILL_TABLE,
  FEE_TABLE,
  MEASURE_TABLE,
  OTHER_KIND_LABELS,
  OTHER_TABLE,
  RESOURCE_KIND_LABELS,
  RESOURCE_TABLE,
  type TableDef,
} from './layout';

/** Excel's last row; a longer table goes on in a sheet named "… (2)". */
export const EXCEL_MAX_ROWS = 1_048_576;

const MONEY = '#,##0.00';
const RATE = '0.00##';
const PLAIN = '0.00####';

type Value = string | number | null;

const EMPTY_UNIT = (unitId: string): UnitData => ({
  unitId,
  labourDayRate: null,
  publishedLabourDayRate: null,
  bills: [],
  measures: [],
  others: [],
  resources: [],
  fees: [],
});

/** The number format a quantity in this unit is shown with (DOMAIN.md §1 precision). */
export function quantityFormat(unit: string): string {
  const places = quantityDecimals(unit);
  if (places === null) return PLAIN;
  return places === 0 ? '0' : `0.${'0'.repeat(places)}`;
}

const sheetSafe = (name: string) => name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31);

/**
 * Writes one table into as many sheets as it needs: title row, 工程名称 row, one or two header
 * rows (a spanning 金额（元） over its columns), frozen header, column widths and formats.
 * Rows are committed as they are written (exceljs's streaming writer), so a 100,000-row table
 * costs little memory.
 */
class TableWriter<K extends string> {
  private sheet!: ExcelJS.Worksheet;
  private rowNumber = 0;
  private part = 0;
  private readonly index = new Map<K, number>();

  constructor(
    private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter,
    private readonly def: TableDef<K>,
    private readonly sheetName: string,
    private readonly subtitle: string,
    private readonly formats: Partial<Record<K, string>>,
  ) {
    def.columns.forEach((column, i) => this.index.set(column.key, i + 1));
    this.open();
  }

  private open() {
    this.part++;
    const name =
      this.part === 1 ? this.sheetName : sheetSafe(`${this.sheetName.slice(0, 26)} (${this.part})`);
    const { def } = this;
    const columns = def.columns;
    const headerRows = def.group ? 2 : 1;
    const sheet = this.workbook.addWorksheet(name, {
      views: [{ state: 'frozen', ySplit: 2 + headerRows }],
      pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    });
    sheet.columns = columns.map((column) => ({
      width: column.width,
      style: this.formats[column.key] ? { numFmt: this.formats[column.key] } : {},
    }));
    const last = columns.length;
    const title = sheet.getRow(1);
    title.getCell(1).value = def.title;
    title.getCell(1).font = { bold: true, size: 16 };
    title.getCell(1).alignment = { horizontal: 'center', vertical: 'middle' };
    title.height = 30;
    sheet.mergeCells(1, 1, 1, last);
    const info = sheet.getRow(2);
    info.getCell(1).value = this.subtitle;
    sheet.mergeCells(2, 1, 2, Math.max(1, last - 2));
    info.getCell(last).value = '标段：';
    const header = sheet.getRow(3);
    const sub = sheet.getRow(4);
    const groupKeys = new Set<K>(def.group?.keys ?? []);
    const headerStyle = (cell: ExcelJS.Cell) => {
      cell.font = { bold: true };
      cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
      cell.border = {
        top: { style: 'thin' },
        left: { style: 'thin' },
        bottom: { style: 'thin' },
        right: { style: 'thin' },
      };
    };
    columns.forEach((column, i) => {
      const c = i + 1;
      if (def.group && groupKeys.has(column.key)) {
        sub.getCell(c).value = column.title;
        headerStyle(sub.getCell(c));
        if (column.key === def.group.keys[0]) header.getCell(c).value = def.group.title;
        headerStyle(header.getCell(c));
      } else {
        header.getCell(c).value = column.title;
        headerStyle(header.getCell(c));
        if (def.group) headerStyle(sub.getCell(c));
      }
    });
    if (def.group) {
      columns.forEach((column, i) => {
        if (!groupKeys.has(column.key)) sheet.mergeCells(3, i + 1, 4, i + 1);
      });
      const first = this.index.get(def.group.keys[0]!)!;
      const end = this.index.get(def.group.keys[def.group.keys.length - 1]!)!;
      sheet.mergeCells(3, first, 3, end);
    }
    title.commit();
    info.commit();
    header.commit();
    if (def.group) sub.commit();
    this.sheet = sheet;
    this.rowNumber = 2 + headerRows;
  }

  /** Adds a row; `formats` overrides a column's number format for this row (quantities by unit). */
  add(
    values: Partial<Record<K, Value>>,
    options: { bold?: boolean; formats?: Partial<Record<K, string>> } = {},
  ) {
    if (this.rowNumber >= EXCEL_MAX_ROWS) {
      this.sheet.commit();
      this.open();
    }
    this.rowNumber++;
    const row = this.sheet.getRow(this.rowNumber);
    for (const [key, value] of Object.entries(values) as [K, Value][]) {
      if (value === null || value === undefined || value === '') continue;
      const cell = row.getCell(this.index.get(key)!);
      cell.value = value;
      const format = options.formats?.[key];
      if (format) cell.numFmt = format;
      if (options.bold) cell.font = { bold: true };
    }
    row.commit();
  }

  commit() {
    this.sheet.commit();
  }
}

interface UnitContext {
  project: CostProject;
  node: ProjectNode;
  data: UnitData;
  prefix: string;
  subtitle: string;
}

/**
 * A workbook of the project's unit projects (all, or those named) in the GB 50500 layout a cost
 * engineer prints and exchanges: per unit project its own set of sheets — 表-08 分部分项工程和单价
 * 措施项目清单与计价表 (分部 rows with their 合价 and outline 序号, then the items; a 合计 row),
 * 表-11 总价措施, 表-12 其他项目, 表-09 综合单价分析 (清单 → 定额 → 人材机 rows), 人材机汇总 and
 * 表-04 费用汇总. With more than one unit the sheet names start with the unit's code
 * ("0101 表-08 …"); readBillWorkbook reads one unit at a time (its sheetPrefix option).
 */
export async function writeBillWorkbook(project: CostProject, unitIds?: string[]): Promise<Buffer> {
  const unitNodes = project.nodes
    .filter((node) => node.level === 'unit')
    .sort((a, b) => a.sort - b.sort);
  const wanted = unitIds
    ? unitIds.map((id) => {
        const node = unitNodes.find((candidate) => candidate.id === id);
        if (!node) throw new Error(`unit project ${id} is not in project ${project.id}`);
        return node;
      })
    : unitNodes;

  const { workbook, finish } = await bufferedWorkbookWriter();
  workbook.creator = 'ccms';

  const usedPrefixes = new Set<string>();
  wanted.forEach((node, index) => {
    let prefix = '';
    if (wanted.length > 1) {
      prefix = (node.code || String(index + 1)).replace(/\s+/g, '');
      if (usedPrefixes.has(prefix)) prefix = `${prefix}-${index + 1}`;
      usedPrefixes.add(prefix);
    }
    writeUnit(workbook, {
      project,
      node,
      data: project.units[node.id] ?? EMPTY_UNIT(node.id),
      prefix,
      subtitle: `工程名称：${project.name}－${node.name}`,
    });
  });
  if (wanted.length === 0) {
    const sheet = workbook.addWorksheet(sheetSafe(BILL_TABLE.sheetName));
    sheet.commit();
  }
  return finish();
}

function writeUnit(workbook: ExcelJS.stream.xlsx.WorkbookWriter, unit: UnitContext) {
  const name = (def: TableDef) =>
    sheetSafe(unit.prefix ? `${unit.prefix} ${def.sheetName}` : def.sheetName);
  writeBills(
    new TableWriter(workbook, BILL_TABLE, name(BILL_TABLE), unit.subtitle, {
      unitPrice: MONEY,
      amount: MONEY,
      provisional: MONEY,
    }),
    unit,
  );

  const measures = new TableWriter(workbook, MEASURE_TABLE, name(MEASURE_TABLE), unit.subtitle, {
    rate: RATE,
    amount: MONEY,
    adjustedRate: RATE,
    adjustedAmount: MONEY,
  });
  let measureTotal = 0;
  for (const measure of unit.data.measures) {
    measures.add({
      seq: measure.seq,
      code: measure.code,
      name: measure.name,
      base: measure.base,
      rate: measure.rate,
      amount: measure.amount,
      adjustedRate: measure.adjustedRate,
      adjustedAmount: measure.adjustedAmount,
    });
    measureTotal += measure.adjustedAmount ?? measure.amount;
  }
  measures.add({ name: '合计', amount: round(measureTotal, 2) }, { bold: true });
  measures.commit();

  const others = new TableWriter(workbook, OTHER_TABLE, name(OTHER_TABLE), unit.subtitle, {
    price: MONEY,
    baseAmount: MONEY,
    rate: RATE,
    amount: MONEY,
  });
  let otherTotal = 0;
  unit.data.others.forEach((other, index) => {
    others.add({
      seq: index + 1,
      kind: OTHER_KIND_LABELS[other.kind],
      name: other.name,
      unit: other.unit,
      quantity: other.quantity,
      price: other.price,
      baseAmount: other.baseAmount,
      rate: other.rate,
      amount: other.amount,
    });
    otherTotal += other.amount;
  });
  others.add({ name: '合计', amount: round(otherTotal, 2) }, { bold: true });
  others.commit();

  const resourcesByCode = new Map<string, CostResource>();
  for (const resource of unit.data.resources) resourcesByCode.set(resource.code, resource);
  const analysis = new TableWriter(workbook, ANALYSIS_TABLE, name(ANALYSIS_TABLE), unit.subtitle, {
    price: MONEY,
    labour: MONEY,
    material: MONEY,
    machine: MONEY,
    overhead: MONEY,
    profit: MONEY,
    risk: MONEY,
  });
  let analysed = 0;
  for (const bill of unit.data.bills) {
    analysed++;
    analysis.add(
      {
        seq: analysed,
        type: '清单',
        code: bill.code,
        name: bill.name,
        unit: bill.unit,
        quantity: bill.quantity,
        price: bill.unitPrice,
        labour: bill.labour,
        material: bill.material,
        machine: bill.machine,
        overhead: bill.overhead,
        profit: bill.profit,
        risk: bill.risk,
      },
      { bold: true, formats: { quantity: quantityFormat(bill.unit) } },
    );
    for (const norm of bill.norms) {
      analysis.add(
        {
          type: '定额',
          code: norm.code,
          name: norm.name,
          unit: norm.unit,
          quantity: norm.quantity,
          price: norm.price,
        },
        { formats: { quantity: PLAIN } },
      );
      for (const use of norm.resources) {
        const resource = resourcesByCode.get(use.code);
        analysis.add(
          {
            type: RESOURCE_KIND_LABELS[resource?.kind ?? 'material'],
            code: use.code,
            name: resource?.name ?? '',
            spec: resource?.spec ?? '',
            unit: resource?.unit ?? '',
            quantity: use.consumption,
            price: resource?.price ?? null,
          },
          { formats: { quantity: PLAIN } },
        );
      }
    }
  }
  analysis.commit();

  const resources = new TableWriter(workbook, RESOURCE_TABLE, name(RESOURCE_TABLE), unit.subtitle, {
    price: MONEY,
    amount: MONEY,
    infoPrice: MONEY,
    ownerPrice: MONEY,
    riskRate: RATE,
  });
  unit.data.resources.forEach((resource, index) => {
    resources.add(
      {
        seq: index + 1,
        code: resource.code,
        name: resource.name,
        spec: resource.spec,
        unit: resource.unit,
        kind: RESOURCE_KIND_LABELS[resource.kind],
        quantity: resource.quantity,
        price: resource.price,
        amount: round(resource.quantity * resource.price, 2),
        infoPrice: resource.infoPrice,
        provisional: resource.provisional ? '是' : '否',
        ownerSupplied: resource.ownerSupplied ? '是' : '否',
        ownerQuantity: resource.ownerQuantity,
        ownerPrice: resource.ownerPrice,
        riskRate: resource.riskRate,
      },
      {
        formats: {
          quantity: quantityFormat(resource.unit),
          ownerQuantity: quantityFormat(resource.unit),
        },
      },
    );
  });
  resources.commit();

  const fees = new TableWriter(workbook, FEE_TABLE, name(FEE_TABLE), unit.subtitle, {
    baseAmount: MONEY,
    rate: RATE,
    amount: MONEY,
  });
  [...unit.data.fees]
    .sort((a, b) => a.sort - b.sort)
    .forEach((fee, index) =>
      fees.add(
        {
          seq: index + 1,
          code: fee.code,
          name: fee.name,
          base: fee.base,
          baseAmount: fee.statedBase ?? null,
          rate: fee.rate,
          amount: fee.amount,
          nonCompetitive: fee.nonCompetitive ? '是' : '否',
        },
        { bold: fee.isTotal },
      ),
    );
  fees.commit();
}

/** The 表-08 rows: items hanging on the unit, then each 分部 (its items, then its sub-分部). */
function writeBills(
  table: TableWriter<(typeof BILL_TABLE.columns)[number]['key']>,
  unit: UnitContext,
) {
  const unitId = unit.node.id;
  const children = new Map<string, ProjectNode[]>();
  const divisionIds = new Set<string>();
  for (const node of unit.project.nodes) {
    if (node.level !== 'division') continue;
    divisionIds.add(node.id);
    const key = node.parentId ?? '';
    const list = children.get(key);
    if (list) list.push(node);
    else children.set(key, [node]);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort);
  const billsOf = new Map<string, BillItem[]>();
  for (const bill of unit.data.bills) {
    const key = divisionIds.has(bill.nodeId) ? bill.nodeId : unitId;
    const list = billsOf.get(key);
    if (list) list.push(bill);
    else billsOf.set(key, [bill]);
  }

  // Subtotals of each 分部 (used when the node states none).
  const totals = new Map<string, number>();
  const total = (id: string): number => {
    let sum = 0;
    for (const bill of billsOf.get(id) ?? []) sum += bill.amount;
    for (const child of children.get(id) ?? []) sum += total(child.id);
    totals.set(id, sum);
    return sum;
  };
  const grand = total(unitId);

  const measureDivision = /措施/;
  /** Items a reader would take for the wrong kind: written last, under a 单价措施项目 row. */
  const strayMeasures: BillItem[] = [];
  const item = (bill: BillItem) =>
    table.add(
      {
        seq: bill.seq,
        code: bill.code,
        name: bill.name,
        features: bill.features,
        unit: bill.unit,
        quantity: bill.quantity,
        unitPrice: bill.unitPrice,
        amount: bill.amount,
        provisional: bill.provisional || null,
      },
      { formats: { quantity: quantityFormat(bill.unit) } },
    );
  const items = (id: string, inMeasures: boolean) => {
    for (const bill of billsOf.get(id) ?? []) {
      if ((bill.kind === 'measure') !== inMeasures && bill.kind === 'measure')
        strayMeasures.push(bill);
      else item(bill);
    }
  };
  const division = (node: ProjectNode, outline: string, inMeasures: boolean) => {
    table.add(
      {
        seq: outline,
        code: BILL_CODE.test(node.code) ? '' : node.code,
        name: node.name,
        amount: node.amount ?? round(totals.get(node.id) ?? 0, 2),
      },
      { bold: true },
    );
    const measures = inMeasures || measureDivision.test(node.name);
    items(node.id, measures);
    (children.get(node.id) ?? []).forEach((child, i) =>
      division(child, `${outline}.${i + 1}`, measures),
    );
  };
  items(unitId, false);
  const top = children.get(unitId) ?? [];
  top.forEach((node, i) => division(node, String(i + 1), false));
  if (strayMeasures.length > 0) {
    let sum = 0;
    for (const bill of strayMeasures) sum += bill.amount;
    table.add(
      { seq: String(top.length + 1), name: '单价措施项目', amount: round(sum, 2) },
      { bold: true },
    );
    for (const bill of strayMeasures) item(bill);
  }
  table.add({ name: '合计', amount: round(grand, 2) }, { bold: true });
  table.commit();
}
