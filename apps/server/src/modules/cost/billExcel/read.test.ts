import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildBillWorkbook, firstDataRow, sampleBills, type FixtureBillRow } from './fixture';
import { MAX_ROW_ERRORS, readBillWorkbook, type BillWorkbookResult } from './read';

const ids = () => {
  let n = 0;
  return () => `id${++n}`;
};
const read = async (buffer: Buffer) => readBillWorkbook(buffer, { unitId: 'U', idOf: ids() });
const ok = (result: BillWorkbookResult) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 5), null, 1));
  return result;
};
const failed = (result: BillWorkbookResult) => {
  if (result.ok) throw new Error('expected the import to fail');
  return result.errors;
};
const item = (
  seq: number,
  code: string,
  extra: Partial<Record<string, string | number | null>> = {},
) => ({
  seq,
  code,
  name: `项目${seq}`,
  features: '',
  unit: 'm3',
  quantity: 10,
  unitPrice: 2.5,
  amount: 25,
  ...extra,
});

describe('readBillWorkbook: the 表-08 layout', () => {
  it('reads a realistic export: two header rows, 分部, page subtotal, repeated page header, 合计', async () => {
    const { unit, stats } = ok(await read(await buildBillWorkbook({ bills: sampleBills() })));
    expect(stats).toEqual({
      bills: 5,
      divisions: 4,
      measures: 0,
      others: 0,
      norms: 0,
      resources: 0,
      fees: 0,
    });
    const byName = Object.fromEntries(unit.divisions.map((d) => [d.name, d]));
    expect(byName['分部分项工程']!.parentId).toBe('U');
    expect(byName['土石方工程']!.parentId).toBe(byName['分部分项工程']!.id);
    expect(byName['混凝土及钢筋混凝土工程']!.parentId).toBe(byName['分部分项工程']!.id);
    // 单价措施项目 heads the tree again, whatever came before it.
    expect(byName['单价措施项目']!.parentId).toBe('U');
    expect(byName['分部分项工程']!.amount).toBe(62_160);

    const bills = Object.fromEntries(unit.bills.map((b) => [b.code, b]));
    expect(unit.bills.map((b) => b.code)).toEqual([
      '010101001001',
      '010101002001',
      '010515001001',
      '01B001',
      '011701001001',
    ]);
    expect(bills['010101001001']).toMatchObject({
      nodeId: byName['土石方工程']!.id,
      kind: 'item',
      seq: 1,
      name: '平整场地',
      features: '1.土壤类别：三类土\n2.弃土运距：5km',
      unit: 'm2',
      quantity: 1200,
      unitPrice: 2.35,
      amount: 2820,
    });
    // Thousands commas, ¥ and text numbers.
    expect(bills['010101002001']).toMatchObject({
      unit: 'm3',
      quantity: 850.5,
      unitPrice: 8.6,
      amount: 7314.3,
    });
    expect(bills['010515001001']).toMatchObject({ unit: 't', quantity: 10.125, provisional: 1000 });
    expect(bills['01B001']).toMatchObject({
      kind: 'item',
      unit: '根',
      nodeId: byName['混凝土及钢筋混凝土工程']!.id,
    });
    expect(bills['011701001001']).toMatchObject({
      kind: 'measure',
      nodeId: byName['单价措施项目']!.id,
    });
  });

  it('reads a header on row 1 with one header row', async () => {
    const fixture = {
      noTitle: true,
      singleHeader: true,
      bills: [item(1, '010101001001'), item(2, '010101002001')],
    };
    const { unit } = ok(await read(await buildBillWorkbook(fixture)));
    expect(unit.bills.map((b) => [b.code, b.amount])).toEqual([
      ['010101001001', 25],
      ['010101002001', 25],
    ]);
    expect(firstDataRow(fixture)).toBe(2);
  });

  it('nests 分部 by their 序号 outline (A / A.1, 一 / （一）) and by 分部 codes (0101 / 010101)', async () => {
    const bills: FixtureBillRow[] = [
      { division: '土石方工程', seq: 'A' },
      { division: '土方工程', seq: 'A.1' },
      item(1, '010101001001'),
      { division: '石方工程', seq: 'A.2' },
      item(2, '010102001001'),
      { division: '砌筑工程', seq: 'B' },
      item(3, '010401001001'),
      { division: '混凝土工程', code: '0105' },
      { division: '现浇混凝土基础', code: '010501' },
      item(4, '010501001001'),
      { division: '现浇混凝土柱', code: '010502' },
      item(5, '010502001001'),
      { division: '门窗工程', seq: '一、' },
      { division: '木门', seq: '（一）' },
      item(6, '010801001001'),
    ];
    const { unit } = ok(await read(await buildBillWorkbook({ bills })));
    const parent = Object.fromEntries(
      unit.divisions.map((d) => [
        d.name,
        unit.divisions.find((p) => p.id === d.parentId)?.name ?? d.parentId,
      ]),
    );
    expect(parent).toEqual({
      土石方工程: 'U',
      土方工程: '土石方工程',
      石方工程: '土石方工程',
      砌筑工程: 'U',
      混凝土工程: 'U',
      现浇混凝土基础: '混凝土工程',
      现浇混凝土柱: '混凝土工程',
      门窗工程: 'U',
      木门: '门窗工程',
    });
    const nodeOf = (code: string) =>
      unit.divisions.find((d) => d.id === unit.bills.find((b) => b.code === code)!.nodeId)!.name;
    expect(nodeOf('010102001001')).toBe('石方工程');
    expect(nodeOf('010401001001')).toBe('砌筑工程');
    expect(nodeOf('010502001001')).toBe('现浇混凝土柱');
    expect(unit.divisions.find((d) => d.name === '现浇混凝土柱')!.code).toBe('010502');
  });

  it('nests consecutive 分部 rows without outline numbers; later ones are siblings of the last', async () => {
    const bills: FixtureBillRow[] = [
      { division: '建筑工程' },
      { division: '土石方工程' },
      { division: '土方工程' },
      item(1, '010101001001'),
      { division: '石方工程' },
      item(2, '010102001001'),
    ];
    const { unit } = ok(await read(await buildBillWorkbook({ bills })));
    const [building, earth, soil, rock] = unit.divisions;
    expect(earth!.parentId).toBe(building!.id);
    expect(soil!.parentId).toBe(earth!.id);
    expect(rock!.parentId).toBe(earth!.id);
  });

  it('takes items after a 单价措施项目 分部 as measures until a 分部 at its level', async () => {
    const bills: FixtureBillRow[] = [
      { division: '单价措施项目', seq: '2' },
      { division: '脚手架工程', seq: '2.1' },
      item(1, '011701001001'),
      { division: '模板工程', seq: '2.2' },
      item(2, '011702001001'),
      { division: '其他工程', seq: '3' },
      item(3, '010101001001'),
    ];
    const { unit } = ok(await read(await buildBillWorkbook({ bills })));
    expect(unit.bills.map((b) => b.kind)).toEqual(['measure', 'measure', 'item']);
  });

  it('fills a blank 合价 with quantity × price and reads blank prices (an unpriced bill) as 0', async () => {
    const bills = [
      item(1, '010101001001', { quantity: 3.333, unitPrice: 3, amount: null }),
      item(2, '010101002001', { unitPrice: null, amount: null }),
      item(3, '010101003001', { unitPrice: '—', amount: '-' }),
    ];
    const { unit } = ok(await read(await buildBillWorkbook({ bills })));
    expect(unit.bills.map((b) => [b.unitPrice, b.amount])).toEqual([
      [3, 10],
      [0, 0],
      [0, 0],
    ]);
  });

  it('leaves code format problems to the quality checks', async () => {
    const { unit } = ok(
      await read(await buildBillWorkbook({ bills: [item(1, '0101-01'), item(2, 'ABC')] })),
    );
    expect(unit.bills.map((b) => b.code)).toEqual(['0101-01', 'ABC']);
  });

  it('reads a 100-row file', async () => {
    const bills: FixtureBillRow[] = [];
    for (let i = 0; i < 100; i++) {
      if (i % 20 === 0) bills.push({ division: `分部${i / 20 + 1}` });
      bills.push(
        item(i + 1, `0101010${String(i).padStart(5, '0')}`, {
          quantity: i + 0.5,
          amount: (i + 0.5) * 2.5,
        }),
      );
    }
    const { unit, stats } = ok(await read(await buildBillWorkbook({ bills })));
    expect(stats.bills).toBe(100);
    expect(stats.divisions).toBe(5);
    expect(unit.bills[99]).toMatchObject({ seq: 100, quantity: 99.5, amount: 248.75 });
    expect(new Set(unit.bills.map((b) => b.id)).size).toBe(100);
  });
});

describe('readBillWorkbook: errors (all or nothing)', () => {
  it('names the row and column of each error and imports nothing', async () => {
    const bills = [
      item(1, '010101001001'),
      item(2, '010101002001', { name: null }),
      item(3, '010101003001', { unit: '' }),
      item(4, null as unknown as string),
      item(5, '010101005001', { quantity: '约10' }),
      item(6, '010101006001', { quantity: null }),
      item(7, '010101007001', { unitPrice: 'abc' }),
      item(8, '010101008001', { amount: '12,34,5' }),
      item(9, '010101009001', { provisional: -5 }),
      item(10, '010101001001'),
    ];
    const fixture = { bills };
    const errors = failed(await read(await buildBillWorkbook(fixture)));
    const row = (n: number) => firstDataRow(fixture) + n;
    expect(errors.map((e) => [e.sheet, e.row, e.column, e.value])).toEqual([
      ['表-08', row(1), '项目名称', undefined],
      ['表-08', row(2), '计量单位', undefined],
      ['表-08', row(3), '项目编码', undefined],
      ['表-08', row(4), '工程量', '约10'],
      ['表-08', row(5), '工程量', undefined],
      ['表-08', row(6), '综合单价', 'abc'],
      ['表-08', row(7), '合价', '12,34,5'],
      ['表-08', row(8), '其中：暂估价', '-5'],
    ]);
    expect(errors[0]!.message).toEqual({
      zh: '项目名称不能为空',
      en: '项目名称 is empty',
      es: '项目名称 está vacío',
    });
    expect(errors[3]!.message.zh).toBe('工程量不是数字：“约10”');
  });

  it(`lists at most ${MAX_ROW_ERRORS} errors and says how many more there are`, async () => {
    const bills = Array.from({ length: 600 }, (_, i) =>
      item(i + 1, `0101010${String(i).padStart(5, '0')}`, { unit: null }),
    );
    const errors = failed(await read(await buildBillWorkbook({ bills })));
    expect(errors).toHaveLength(MAX_ROW_ERRORS + 1);
    expect(errors.at(-1)!.message.en).toBe(
      '100 more errors are not listed: fix the ones above first',
    );
  });

  it('refuses a file that is not a workbook, an .xls, and a workbook without a 表-08', async () => {
    const text = failed(await read(Buffer.from('序号,项目编码\n1,010101001001')));
    expect(text[0]!.message.zh).toContain('无法读取文件');
    const legacy = Buffer.alloc(16);
    legacy.writeUInt32BE(0xd0cf11e0, 0);
    legacy.writeUInt32BE(0xa1b11ae1, 4);
    expect(failed(await read(legacy))[0]!.message.zh).toContain('.xls');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('封面').addRow(['某住宅楼招标控制价']);
    const none = failed(await read(Buffer.from(await workbook.xlsx.writeBuffer())));
    expect(none).toHaveLength(1);
    expect(none[0]!.message.zh).toContain('表-08');
  });

  it('says which header columns a titled sheet lacks', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('分部分项工程量清单');
    sheet.addRow(['序号', '项目编码', '项目名称', '工程量']);
    const errors = failed(await read(Buffer.from(await workbook.xlsx.writeBuffer())));
    expect(errors[0]).toMatchObject({ sheet: '分部分项工程量清单', column: null });
    expect(errors[0]!.message.zh).toContain('计量单位');
  });
});

describe('readBillWorkbook: 总价措施, 其他项目, 综合单价分析 and 人材机汇总', () => {
  const bills = [
    item(1, '010101001001', { quantity: 100, unitPrice: 30, amount: 3000 }),
    item(2, '010101002001'),
  ];
  const measures = [
    [1, '011707001001', '安全文明施工费', '分部分项工程费', '3.5', '1,050.00', null, null, null],
    [2, '011707002001', '夜间施工增加费', 'FBFXRGFHJ', 0.5, 15, 0.4, 12, '按实调整'],
    [null, null, '合计', null, null, 1065, null, null, null],
  ];
  const others = [
    [1, '暂列金额', '项', null, null, '5,000', null],
    [2, '暂估价', null, null, null, 2000, null],
    [2.1, '材料（工程设备）暂估价', null, null, null, '—', null],
    [2.2, '专业工程暂估价', '项', null, null, 2000, null],
    [3, '计日工', '工日', 10, 150, 1500, null],
    [4, '总承包服务费', '项', null, null, 100, null],
    [null, '合计', null, null, null, 8600, null],
  ];
  const analysis = [
    ['清单', '010101001001', '挖一般土方', null, 'm3', 100, 30, 10, 12, 3, 3, 2],
    ['定额', 'A1-1', '人工挖土方', null, '100m3', 1, 3000, null, null, null, null, null],
    ['人工', 'R0001', '综合工日', null, '工日', 8, 150, null, null, null, null, null],
    ['材料', 'C0001', '水', null, 'm3', 2.5, 5, null, null, null, null, null],
    ['清单', '010101002001', '项目2', null, 'm3', 10, 2.5, 1, 1, 0.5, null, null],
    ['定额', 'A1-2', '机械挖土方', null, '1000m3', 0.01, 2500, null, null, null, null, null],
    ['机械', 'J0001', '挖掘机', '1m3', '台班', 3, 1200, null, null, null, null, null],
    ['材料', 'C0001', '水', null, 'm3', 1, 5, null, null, null, null, null],
  ];
  const resources = [
    ['R0001', '综合工日', null, '工日', '人工', 8, 150, 140, '否'],
    ['C0001', '水', null, '立方米', '材料', 2.51, '5.00', null, null],
    ['J0001', '挖掘机', '1m3', '台班', '机械', 0.03, 1200, null, '是'],
  ];

  it('reads every table of the unit project', async () => {
    const result = ok(
      await read(await buildBillWorkbook({ bills, measures, others, analysis, resources })),
    );
    expect(result.stats).toEqual({
      bills: 2,
      divisions: 0,
      measures: 2,
      others: 4,
      norms: 2,
      resources: 3,
      fees: 0,
    });
    const { unit } = result;
    expect(
      unit.measures.map((m) => [
        m.code,
        m.name,
        m.base,
        m.rate,
        m.amount,
        m.adjustedRate,
        m.adjustedAmount,
      ]),
    ).toEqual([
      ['011707001001', '安全文明施工费', '分部分项工程费', 3.5, 1050, null, null],
      ['011707002001', '夜间施工增加费', 'FBFXRGFHJ', 0.5, 15, 0.4, 12],
    ]);
    expect(unit.others.map((o) => [o.kind, o.amount, o.unit, o.quantity, o.price])).toEqual([
      ['provisionalSum', 5000, '项', null, null],
      ['specialtyEstimate', 2000, '项', null, null],
      ['dayWork', 1500, '工日', 10, 150],
      ['contractorService', 100, '项', null, null],
    ]);
    const [first, second] = unit.bills;
    expect(first).toMatchObject({
      labour: 10,
      material: 12,
      machine: 3,
      overhead: 3,
      profit: 2,
      risk: 0,
    });
    expect(first!.norms).toEqual([
      {
        code: 'A1-1',
        name: '人工挖土方',
        unit: '100m3',
        quantity: 1,
        price: 3000,
        resources: [
          { code: 'R0001', consumption: 8 },
          { code: 'C0001', consumption: 2.5 },
        ],
      },
    ]);
    expect(second!.norms[0]!.resources).toEqual([
      { code: 'J0001', consumption: 3 },
      { code: 'C0001', consumption: 1 },
    ]);
    expect(
      unit.resources.map((r) => [
        r.code,
        r.kind,
        r.unit,
        r.quantity,
        r.price,
        r.infoPrice,
        r.provisional,
      ]),
    ).toEqual([
      ['R0001', 'labour', '工日', 8, 150, 140, false],
      ['C0001', 'material', 'm3', 2.51, 5, null, false],
      ['J0001', 'machine', '台班', 0.03, 1200, null, true],
    ]);
    expect(unit.labourDayRate).toBe(150);
    expect(unit.publishedLabourDayRate).toBe(140);
  });

  it('builds the resource summary from the analysis when the workbook has none', async () => {
    const { unit } = ok(await read(await buildBillWorkbook({ bills, analysis })));
    expect(unit.resources.map((r) => [r.code, r.kind, r.quantity, r.price])).toEqual([
      ['R0001', 'labour', 8, 150],
      ['C0001', 'material', 2.51, 5],
      ['J0001', 'machine', 0.03, 1200],
    ]);
  });

  it('reports analysis rows that do not fit the bills or the summary', async () => {
    const bad = [
      ['定额', 'A1-0', '无主定额', null, 'm3', 1, 1, null, null, null, null, null],
      ['清单', '010199999001', '不存在的清单', null, 'm3', 1, 1, null, null, null, null, null],
      ['清单', '010101001001', '挖一般土方', null, 'm3', 100, 30, 10, 12, 3, 3, 2],
      ['定额', 'A1-1', '人工挖土方', null, '100m3', 'x', 3000, null, null, null, null, null],
      ['材料', 'C0001', '水', null, 'm3', 2.5, 5, null, null, null, null, null],
      ['定额', 'A1-1', '人工挖土方', null, '100m3', 1, 3000, null, null, null, null, null],
      ['材料', 'C9999', '不在汇总中的材料', null, 'm3', 2.5, 5, null, null, null, null, null],
      ['杂项', 'Z1', '?', null, null, 1, 1, null, null, null, null, null],
      ['清单', '010101001001', '挖一般土方', null, 'm3', 100, 30, 10, 12, 3, 3, 2],
    ];
    const errors = failed(await read(await buildBillWorkbook({ bills, analysis: bad, resources })));
    const first = 4; // title, 工程名称, header
    expect(errors.map((e) => [e.sheet, e.row, e.column, e.message.en])).toEqual([
      [
        '综合单价分析表',
        first,
        '编码',
        'Norm A1-0 has no bill row above it: norms go under the bill item they price',
      ],
      [
        '综合单价分析表',
        first + 1,
        '编码',
        'Bill code 010199999001 is not in the bill of quantities (表-08)',
      ],
      ['综合单价分析表', first + 3, '数量', '数量 is not a number: “x”'],
      [
        '综合单价分析表',
        first + 4,
        '编码',
        'Resource C0001 has no norm row above it: resources go under the norm that uses them',
      ],
      [
        '综合单价分析表',
        first + 7,
        '类别',
        'Type “杂项” is not known: use 清单, 定额, 人工, 材料, 机械, 主材 or 设备',
      ],
      [
        '综合单价分析表',
        first + 8,
        '编码',
        `Bill code 010101001001 is analysed twice: row ${first + 2} already has it`,
      ],
      [
        '综合单价分析表',
        first + 6,
        '编码',
        'Resource C9999 is not in the resource summary (人材机汇总)',
      ],
    ]);
  });

  it('reports bad rates and unknown resource kinds; keeps a resource listed twice and leaves out an other item of no known kind', async () => {
    const errors = failed(
      await read(
        await buildBillWorkbook({
          bills,
          measures: [[1, '011707001001', '安全文明施工费', 'FBFXHJ', '-1', 10, null, null, null]],
          others: [[1, '零星工作费', '项', null, null, 10, null]],
          resources: [
            ['R0001', '综合工日', null, '工日', '人工', 8, 150, null, null],
            ['R0001', '综合工日', null, '工日', '人工', 8, 150, null, null],
            ['X1', '某物', null, '个', '杂项', 1, 1, null, '也许'],
          ],
        }),
      ),
    );
    expect(errors.map((e) => [e.sheet, e.row, e.column])).toEqual([
      ['总价措施', 4, '费率(%)'],
      ['人材机汇总', 6, '类别'],
      ['人材机汇总', 6, '暂估'],
    ]);
  });
});
