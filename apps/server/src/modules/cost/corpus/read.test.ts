import { describe, expect, it } from 'vitest';
import { readBillWorkbook } from '../billExcel/read';
import { round } from '../engine/model';
import { corpus } from './files.test-support';

const messages = (result: Awaited<ReturnType<typeof readBillWorkbook>>) =>
  result.ok ? [] : result.errors.map((e) => `${e.sheet}:${e.row} ${e.column} ${e.message.zh}`);

async function readUnit(buffer: Buffer, code: string, several: boolean) {
  return readBillWorkbook(buffer, { unitId: 'u', sheetPrefix: several ? code : undefined });
}

describe('reading the corpus', () => {
  it('given every corpus workbook, clean and flawed, when read, then each unit imports with no error and the file figures', async () => {
    for (const workbook of await corpus())
      for (const [twin, buffer] of [
        ['clean', workbook.clean],
        ['flawed', workbook.flawed],
      ] as const)
        for (const unit of workbook.units) {
          const label = `${workbook.file} ${twin} ${unit.code}`;
          const result = await readUnit(buffer, unit.code, workbook.units.length > 1);
          expect(messages(result).slice(0, 5), label).toEqual([]);
          if (!result.ok) continue;
          expect(result.unit.bills.length, label).toBe(unit.bills);
          expect(result.unit.sources.tables, label).toEqual(
            expect.arrayContaining([
              'bills',
              'measures',
              'others',
              'resources',
              'fees',
              'summary',
              'projectInfo',
            ]),
          );
          expect(result.unit.sources.tables.includes('analysis'), label).toBe(
            workbook.variant.analysis,
          );
          if (twin === 'flawed' && unit === workbook.units[0]) continue;
          // The clean file's own figures, to the fen.
          expect(result.totals, label).toEqual({
            total: unit.total,
            lawfee: unit.lawfee,
            tax: unit.tax,
          });
          const fees = Object.fromEntries(result.unit.fees.map((f) => [f.category, f]));
          expect(fees.lawfee?.amount, label).toBe(unit.lawfee);
          expect(fees.tax).toMatchObject({ amount: unit.tax, rate: unit.taxRate, base: 'A+B+C+D' });
          expect(fees.total?.amount, label).toBe(unit.total);
          expect(fees.fbfx?.amount, label).toBe(unit.fbfx);
          expect(fees.socialInsurance).toMatchObject({ base: 'FBFXRGFHJ+DJCSRGFHJ', rate: 16 });
          // 计算基数 as stated: 税金's base is the sum of the rows it names.
          expect(fees.tax?.statedBase).toBeCloseTo(unit.total - unit.tax, 2);
          const divisions = Object.fromEntries(
            result.unit.divisions.map((d) => [d.code, d.amount]),
          );
          expect(divisions, label).toEqual(unit.divisions);
          expect(result.info['建筑面积'], label).toBe(workbook.info['建筑面积']);
          expect(result.info['屋面面积'], label).toBe(workbook.info['屋面面积']);
          // Each label with its own value: 工程名称's value is not read as a label of its own.
          expect(Object.values(result.info), label).not.toContain('建设地点');
          expect(result.info['抗震设防烈度'], label).toBe(workbook.info['抗震设防烈度']);
        }
  });

  it('given a flawed twin, when read, then its duplicate code, two prices and wrong subtotal are kept as the file states them', async () => {
    for (const workbook of await corpus()) {
      const unit = workbook.units[0]!;
      const result = await readUnit(workbook.flawed, unit.code, workbook.units.length > 1);
      if (!result.ok) throw new Error(messages(result).join('\n'));
      const kinds = new Set(workbook.flaws.map((f) => f.kind));
      const codes = result.unit.bills.map((b) => b.code);
      if (kinds.has('duplicateBillCode')) expect(new Set(codes).size).toBe(codes.length - 1);
      const resourceCodes = result.unit.resources.map((r) => r.code);
      if (kinds.has('twoPrices'))
        expect(new Set(resourceCodes).size).toBe(resourceCodes.length - 1);
      if (kinds.has('divisionSubtotal')) {
        const first = Object.entries(unit.divisions)[0]!;
        const read = result.unit.divisions.find((d) => d.code === first[0])!;
        expect(read.amount).toBeCloseTo(first[1] + 1000, 2);
      }
      if (kinds.has('missingLawfeeRow'))
        expect(result.unit.fees.some((f) => f.category === 'housingFund')).toBe(false);
    }
  });

  it('given a clean twin, when read, then it is consistent to the fen: 分部 = Σ its bills, fee = base × rate, total = Σ rows', async () => {
    for (const workbook of await corpus())
      for (const unit of workbook.units) {
        const result = await readUnit(workbook.clean, unit.code, workbook.units.length > 1);
        if (!result.ok) throw new Error(messages(result).join('\n'));
        const { bills, divisions, fees, measures } = result.unit;
        const cents = (v: number) => Math.round(v * 100);
        const below = (id: string): number =>
          bills.filter((b) => b.nodeId === id).reduce((a, b) => a + cents(b.amount), 0) +
          divisions.filter((d) => d.parentId === id).reduce((a, d) => a + below(d.id), 0);
        for (const division of divisions) expect(cents(division.amount!)).toBe(below(division.id));
        for (const bill of bills)
          expect(bill.amount).toBe(round(bill.quantity * bill.unitPrice, 2));
        for (const fee of fees.filter((f) => f.statedBase != null && f.rate !== 100))
          expect(fee.amount, `${workbook.file} ${fee.name}`).toBe(
            round((fee.statedBase! * fee.rate) / 100, 2),
          );
        const byCode = Object.fromEntries(fees.map((f) => [f.code, cents(f.amount)]));
        expect(byCode.F).toBe(byCode.A! + byCode.B! + byCode.C! + byCode.D! + byCode.E!);
        expect(byCode.D).toBe(byCode.D1! + byCode.D2!);
        const safety = measures.find((m) => m.name.includes('安全文明'))!;
        expect(safety.rate).toBe(3.1);
        expect(byCode.B1).toBe(cents(safety.amount));
      }
  });
});
