import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { normaliseUnit, type CostProject } from '../engine/model';
import { fixtureProject } from './fixture';
import { readBillWorkbook, type BillWorkbookUnit } from './read';
import { quantityFormat, writeBillWorkbook } from './write';

const ids = () => {
  let n = 0;
  return () => `new${++n}`;
};
const readUnit = async (buffer: Buffer, sheetPrefix?: string): Promise<BillWorkbookUnit> => {
  const result = await readBillWorkbook(buffer, { unitId: 'U1', idOf: ids(), sheetPrefix });
  if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 5), null, 1));
  return result.unit;
};
const withoutIds = <T extends { id: string }>(rows: T[]) =>
  rows.map(({ id: _id, ...rest }) => rest);
const load = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
};

describe('writeBillWorkbook', () => {
  it('round-trips bills, measures, others, norms and resources through readBillWorkbook', async () => {
    const project = fixtureProject({ bills: 60, seed: 7 });
    const source = project.units.U1!;
    const unit = await readUnit(await writeBillWorkbook(project));

    // Bills: every field but the id and node (the nodes get new ids), units in canonical form.
    const strip = (bill: (typeof source.bills)[number]) => {
      const { id: _id, nodeId: _node, ...rest } = bill;
      return { ...rest, unit: normaliseUnit(rest.unit) };
    };
    // The file lists bills by 分部 (tree order), so compare them by code.
    const byCode = <T extends { code: string }>(rows: T[]) =>
      [...rows].sort((a, b) => a.code.localeCompare(b.code));
    expect(byCode(unit.bills).map(strip)).toEqual(byCode(source.bills).map(strip));
    expect(unit.bills.filter((b) => b.kind === 'measure')).toHaveLength(6);
    expect(unit.bills.flatMap((b) => b.norms)).toHaveLength(
      source.bills.flatMap((b) => b.norms).length,
    );

    // The 分部 tree comes back with the same names, codes and parents, and each bill in its 分部.
    const sourceDivisions = project.nodes.filter(
      (n) => n.level === 'division' && n.id.startsWith('U1-'),
    );
    const path = (
      nodes: { id: string; parentId: string | null; name: string }[],
      id: string,
    ): string => {
      const node = nodes.find((n) => n.id === id);
      return node ? `${path(nodes, node.parentId ?? '')}/${node.name}` : '';
    };
    expect(unit.divisions.map((d) => [d.code, path(unit.divisions, d.id)])).toEqual(
      sourceDivisions.map((d) => [d.code, path(sourceDivisions, d.id)]),
    );
    expect(byCode(unit.bills).map((b) => path(unit.divisions, b.nodeId))).toEqual(
      byCode(source.bills).map((b) => path(sourceDivisions, b.nodeId)),
    );
    // Subtotals the file states are the sums of their items.
    const top = unit.divisions.find((d) => d.name === '单价措施项目')!;
    const measureSum = source.bills
      .filter((b) => b.kind === 'measure')
      .reduce((s, b) => s + b.amount, 0);
    expect(top.amount).toBeCloseTo(measureSum, 2);

    expect(withoutIds(unit.measures)).toEqual(withoutIds(source.measures));
    expect(withoutIds(unit.others)).toEqual(withoutIds(source.others));
    expect(withoutIds(unit.resources)).toEqual(
      withoutIds(source.resources).map((r) => ({ ...r, unit: normaliseUnit(r.unit) })),
    );
    expect(unit.labourDayRate).toBe(150);
  });

  it('lays the 表-08 out as printed: title, 工程名称, two header rows with 金额（元） merged, frozen, formats', async () => {
    const project = fixtureProject({ bills: 20 });
    const workbook = await load(await writeBillWorkbook(project));
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      '表-08 分部分项和单价措施',
      '表-11 总价措施项目',
      '表-12 其他项目',
      '表-09 综合单价分析',
      '人材机汇总',
      '表-04 费用汇总',
    ]);
    const sheet = workbook.getWorksheet('表-08 分部分项和单价措施')!;
    expect(sheet.getCell('A1').value).toBe('分部分项工程和单价措施项目清单与计价表');
    expect(sheet.getCell('A2').value).toBe('工程名称：某住宅小区－建筑与装饰工程1');
    expect(['A3', 'B3', 'F3', 'G3', 'G4', 'H4', 'I4'].map((a) => sheet.getCell(a).value)).toEqual([
      '序号',
      '项目编码',
      '工程量',
      '金额（元）',
      '综合单价',
      '合价',
      '其中：暂估价',
    ]);
    expect(sheet.getCell('A4').master.address).toBe('A3');
    expect(sheet.getCell('I3').master.address).toBe('G3');
    const merges = (sheet.model as unknown as { merges: string[] }).merges;
    expect(merges).toEqual(expect.arrayContaining(['A1:I1', 'G3:I3', 'A3:A4', 'F3:F4']));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(sheet.getColumn(4).width).toBe(38);
    // 分部 rows: outline 序号, code, name, subtotal in 合价.
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      '1',
      undefined,
      '分部分项工程',
      undefined,
      undefined,
      undefined,
      undefined,
      expect.any(Number),
    ]);
    expect(sheet.getRow(6).values).toEqual([
      undefined,
      '1.1',
      '0101',
      '分部1',
      undefined,
      undefined,
      undefined,
      undefined,
      expect.any(Number),
    ]);
    // Quantities formatted by unit (t → 0.000, m3 → 0.00, counted units → 0), money with separators.
    const formats = new Map<string, string>();
    sheet.eachRow((row, n) => {
      if (n > 4 && typeof row.getCell(6).value === 'number')
        formats.set(row.getCell(5).text, row.getCell(6).numFmt);
    });
    expect(formats.get('t')).toBe('0.000');
    expect(formats.get('m3')).toBe('0.00');
    expect(formats.get('根')).toBe('0');
    expect(quantityFormat('项')).toBe('0');
    const lastRow = sheet.getRow(sheet.rowCount);
    expect(lastRow.getCell(3).value).toBe('合计');
    expect(lastRow.getCell(8).numFmt).toBe('#,##0.00');
    const total = project.units.U1!.bills.reduce((s, b) => s + b.amount, 0);
    expect(lastRow.getCell(8).value).toBeCloseTo(total, 2);

    const analysis = workbook.getWorksheet('表-09 综合单价分析')!;
    expect(analysis.getRow(4).getCell(2).value).toBe('清单');
    expect(analysis.getRow(5).getCell(2).value).toBe('定额');
    expect(analysis.getRow(6).getCell(2).value).toBe('人工');
  });

  it('writes one set of sheets per unit project, prefixed by its code; the reader takes one', async () => {
    const project = fixtureProject({ units: 2, bills: 10 });
    const buffer = await writeBillWorkbook(project);
    const workbook = await load(buffer);
    expect(workbook.worksheets.map((s) => s.name).filter((n) => n.includes('表-08'))).toEqual([
      '0101 表-08 分部分项和单价措施',
      '0102 表-08 分部分项和单价措施',
    ]);
    const all = await readBillWorkbook(buffer, { unitId: 'U1' });
    expect(all.ok).toBe(false);
    if (!all.ok) expect(all.errors[0]!.message.zh).toContain('0101、0102');
    const second = await readUnit(buffer, '0102');
    const codes = (bills: { code: string }[]) => bills.map((b) => b.code).sort();
    expect(codes(second.bills)).toEqual(codes(project.units.U2!.bills));
    // Only the named units.
    const only = await load(await writeBillWorkbook(project, ['U2']));
    expect(only.worksheets[0]!.name).toBe('表-08 分部分项和单价措施');
    await expect(writeBillWorkbook(project, ['nope'])).rejects.toThrow('nope');
  });

  it('keeps a measure item that hangs outside a 措施 分部 a measure (under a 单价措施项目 row)', async () => {
    const project: CostProject = fixtureProject({ bills: 10 });
    const bills = project.units.U1!.bills;
    bills[0] = { ...bills[0]!, kind: 'measure', nodeId: 'U1-D1' };
    const unit = await readUnit(await writeBillWorkbook(project));
    const moved = unit.bills.find((b) => b.code === bills[0]!.code)!;
    expect(moved.kind).toBe('measure');
    expect(unit.divisions.find((d) => d.id === moved.nodeId)!.name).toBe('单价措施项目');
    expect(unit.bills.filter((b) => b.kind === 'measure')).toHaveLength(2);
  });
});
