/**
 * The standard material catalogue (标准材料库) resources are coded to: codes in the layout of
 * GB/T 50851 (建设工程人工材料设备机械数据标准) — group 2 digits → class 4 → material 8 — with
 * the unit each material is counted in. Code data, the same for every company; the sample
 * generator's resources (sample/catalogue.ts) use these codes, so a generated project codes by
 * code and an imported one with other codes codes by similarity.
 */

export interface CatalogueMaterial {
  code: string;
  name: string;
  spec: string;
  unit: string;
}

export interface CatalogueClass {
  code: string;
  name: string;
  materials: readonly CatalogueMaterial[];
}

export interface CatalogueGroup {
  code: string;
  name: string;
  classes: readonly CatalogueClass[];
}

const m = (code: string, name: string, spec: string, unit: string): CatalogueMaterial => ({
  code,
  name,
  spec,
  unit,
});

/** 商品混凝土 by strength grade: C15 … C50. */
const CONCRETE_GRADES: readonly [string, string][] = [
  ['80210021', 'C15'],
  ['80210022', 'C20'],
  ['80210023', 'C30'],
  ['80210024', 'C25'],
  ['80210025', 'C35'],
  ['80210026', 'C40'],
  ['80210027', 'C45'],
  ['80210028', 'C50'],
];

export const MATERIAL_CATALOGUE: readonly CatalogueGroup[] = [
  {
    code: '00',
    name: '人工',
    classes: [
      {
        code: '0001',
        name: '综合工日',
        materials: [
          m('00010101', '综合工日', '建筑装饰', '工日'),
          m('00010102', '综合工日', '安装', '工日'),
          m('00010103', '综合工日', '市政', '工日'),
        ],
      },
    ],
  },
  {
    code: '01',
    name: '黑色及有色金属',
    classes: [
      {
        code: '0101',
        name: '钢筋',
        materials: [
          m('01010101', '钢筋', 'HRB400 Φ10以内', 't'),
          m('01010102', '钢筋', 'HPB300 Φ10以内', 't'),
          m('01010103', '钢筋', 'HRB400 Φ12~Φ25', 't'),
          m('01010104', '钢筋', 'HRB400 Φ25以上', 't'),
          m('01010105', '钢筋', 'HRB500 Φ12~Φ25', 't'),
          m('01010111', '圆钢', 'HPB300 Φ6', 't'),
          m('01010112', '圆钢', 'HPB300 Φ8', 't'),
          m('01010121', '螺纹钢', 'HRB400 Φ16', 't'),
          m('01010122', '螺纹钢', 'HRB400 Φ20', 't'),
          m('01010123', '螺纹钢', 'HRB400 Φ25', 't'),
          m('01010124', '螺纹钢', 'HRB400 Φ32', 't'),
        ],
      },
      {
        code: '0103',
        name: '型钢',
        materials: [
          m('01030101', '型钢', '综合', 'kg'),
          m('01030201', '工字钢', 'I20a', 'kg'),
          m('01030301', '角钢', 'L50×5', 'kg'),
        ],
      },
    ],
  },
  {
    code: '03',
    name: '五金制品',
    classes: [
      {
        code: '0301',
        name: '铁丝',
        materials: [m('03010101', '镀锌铁丝', '22#', 'kg'), m('03010102', '镀锌铁丝', '8#', 'kg')],
      },
    ],
  },
  {
    code: '04',
    name: '水泥、砖瓦灰砂石',
    classes: [
      {
        code: '0401',
        name: '水泥',
        materials: [
          m('04010101', '普通硅酸盐水泥', 'P.O 42.5', 't'),
          m('04010102', '普通硅酸盐水泥', 'P.O 52.5', 't'),
        ],
      },
      {
        code: '0403',
        name: '砂',
        materials: [m('04030101', '中砂', '', 'm3'), m('04030102', '粗砂', '', 'm3')],
      },
      {
        code: '0405',
        name: '碎石',
        materials: [m('04050101', '碎石', '5~20', 'm3'), m('04050102', '碎石', '20~40', 'm3')],
      },
      {
        code: '0413',
        name: '砖',
        materials: [m('04130101', '烧结页岩多孔砖', '240×115×90', '千块')],
      },
      {
        code: '0415',
        name: '砌块',
        materials: [
          m('04150101', '蒸压加气混凝土砌块', '600×240×200', 'm3'),
          m('04150102', '混凝土小型空心砌块', '390×190×190', 'm3'),
        ],
      },
    ],
  },
  {
    code: '09',
    name: '龙骨及板材',
    classes: [
      { code: '0901', name: '龙骨', materials: [m('09010101', '轻钢龙骨', 'U型 不上人', 'm2')] },
      { code: '0902', name: '石膏板', materials: [m('09020101', '纸面石膏板', '9.5mm', 'm2')] },
    ],
  },
  {
    code: '11',
    name: '门窗及装饰材料',
    classes: [
      {
        code: '1101',
        name: '窗',
        materials: [m('11010101', '断桥铝合金平开窗', '6+12A+6', 'm2')],
      },
      {
        code: '1102',
        name: '防火门',
        materials: [
          m('11020101', '钢质防火门', '乙级', 'm2'),
          m('11020102', '钢质防火门', '甲级', 'm2'),
        ],
      },
      { code: '1103', name: '木门', materials: [m('11030101', '木质夹板门', '', 'm2')] },
      { code: '1105', name: '地砖', materials: [m('11050101', '陶瓷地砖', '800×800', 'm2')] },
      {
        code: '1106',
        name: '涂料',
        materials: [m('11060101', '乳胶漆', '', 'kg'), m('11060201', '腻子粉', '', 'kg')],
      },
      { code: '1107', name: '墙砖', materials: [m('11070101', '釉面砖', '300×600', 'm2')] },
    ],
  },
  {
    code: '12',
    name: '玻璃及幕墙',
    classes: [
      { code: '1201', name: '玻璃', materials: [m('12010101', '中空Low-E玻璃', '6+12A+6', 'm2')] },
      { code: '1202', name: '幕墙型材', materials: [m('12020101', '铝合金型材', '幕墙', 'kg')] },
    ],
  },
  {
    code: '13',
    name: '防水材料',
    classes: [
      {
        code: '1333',
        name: '防水卷材及涂料',
        materials: [
          m('13330101', 'SBS改性沥青防水卷材', '3mm', 'm2'),
          m('13330102', 'SBS改性沥青防水卷材', '4mm', 'm2'),
          m('13330201', '聚氨酯防水涂料', '', 'kg'),
          m('13330301', '高分子防水卷材', '1.5mm', 'm2'),
        ],
      },
    ],
  },
  {
    code: '14',
    name: '保温材料',
    classes: [
      { code: '1435', name: '保温板', materials: [m('14350101', '挤塑聚苯板', 'XPS 50mm', 'm2')] },
    ],
  },
  {
    code: '17',
    name: '管材',
    classes: [
      {
        code: '1701',
        name: '给水管',
        materials: [
          m('17010101', '钢塑复合管', 'DN25', 'm'),
          m('17020101', 'PPR给水管', 'De25', 'm'),
        ],
      },
      { code: '1703', name: '排水管', materials: [m('17030101', 'PVC-U排水管', 'De110', 'm')] },
      { code: '1705', name: '钢管', materials: [m('17050101', '热镀锌钢管', 'DN100', 'm')] },
      { code: '1707', name: '风管板材', materials: [m('17070101', '镀锌钢板', 'δ0.75', 'm2')] },
    ],
  },
  {
    code: '18',
    name: '卫生洁具',
    classes: [
      {
        code: '1801',
        name: '洁具',
        materials: [m('18010101', '坐便器', '连体', '套'), m('18020101', '洗脸盆', '台下盆', '套')],
      },
    ],
  },
  {
    code: '19',
    name: '阀门及消防配件',
    classes: [
      {
        code: '1901',
        name: '阀门',
        materials: [
          m('19010101', '截止阀', 'DN25', '个'),
          m('19070101', '防火阀', '70℃ 800×400', '个'),
        ],
      },
      { code: '1905', name: '喷头', materials: [m('19050101', '喷头', 'ZSTX-15 68℃', '个')] },
    ],
  },
  {
    code: '25',
    name: '灯具及消防电子',
    classes: [
      { code: '2501', name: '灯具', materials: [m('25010101', 'LED吸顶灯', '18W', '套')] },
      {
        code: '2505',
        name: '探测器',
        materials: [m('25050101', '点型感烟探测器', 'JTY-GD', '个')],
      },
    ],
  },
  {
    code: '26',
    name: '电气设备及开关插座',
    classes: [
      { code: '2601', name: '插座', materials: [m('26010101', '单相五孔插座', '10A', '个')] },
      { code: '2641', name: '配电箱', materials: [m('26410101', '照明配电箱', '嵌入式', '台')] },
    ],
  },
  {
    code: '28',
    name: '电线电缆',
    classes: [
      {
        code: '2801',
        name: '电力电缆',
        materials: [
          m('28010101', '电力电缆', 'YJV-5×16', 'm'),
          m('28010102', '电力电缆', 'YJV-4×25+1×16', 'm'),
        ],
      },
      {
        code: '2803',
        name: '电线',
        materials: [
          m('28030101', '阻燃铜芯电线', 'ZR-BV-2.5', 'm'),
          m('28030102', '阻燃铜芯电线', 'ZR-BV-4', 'm'),
        ],
      },
    ],
  },
  {
    code: '29',
    name: '电线管',
    classes: [
      { code: '2906', name: '钢导管', materials: [m('29060101', '紧定式钢导管', 'JDG20', 'm')] },
    ],
  },
  {
    code: '30',
    name: '通风空调设备',
    classes: [
      { code: '3001', name: '风机盘管', materials: [m('30010101', '风机盘管', 'FP-68', '台')] },
    ],
  },
  {
    code: '34',
    name: '水电',
    classes: [
      {
        code: '3411',
        name: '水电',
        materials: [m('34110101', '水', '', 'm3'), m('34110201', '电', '', 'kW·h')],
      },
    ],
  },
  {
    code: '35',
    name: '周转材料',
    classes: [
      { code: '3501', name: '模板', materials: [m('35010101', '复合模板', '18mm', 'm2')] },
      { code: '3502', name: '支撑', materials: [m('35020101', '钢支撑', '', 'kg')] },
      {
        code: '3503',
        name: '脚手架',
        materials: [m('35030101', '脚手架钢管', 'Φ48×3.5', 'kg'), m('35030201', '扣件', '', '个')],
      },
    ],
  },
  {
    code: '80',
    name: '混凝土及砂浆',
    classes: [
      {
        code: '8001',
        name: '抹灰砂浆',
        materials: [m('80010101', '干混抹灰砂浆', 'DP M10', 'm3')],
      },
      {
        code: '8005',
        name: '砌筑砂浆',
        materials: [
          m('80050101', '干混砌筑砂浆', 'DM M5.0', 'm3'),
          m('80050102', '干混砌筑砂浆', 'DM M7.5', 'm3'),
        ],
      },
      {
        code: '8021',
        name: '商品混凝土',
        materials: CONCRETE_GRADES.map(([code, grade]) => m(code, '商品混凝土', grade, 'm3')),
      },
    ],
  },
  {
    code: '99',
    name: '机械台班',
    classes: [
      {
        code: '9901',
        name: '土石方机械',
        materials: [
          m('99010101', '履带式单斗挖掘机', '1m3', '台班'),
          m('99010201', '自卸汽车', '15t', '台班'),
        ],
      },
      {
        code: '9903',
        name: '压实机械',
        materials: [m('99030101', '电动夯实机', '250N·m', '台班')],
      },
      {
        code: '9905',
        name: '混凝土机械',
        materials: [
          m('99050101', '混凝土振捣器', '插入式', '台班'),
          m('99050201', '混凝土输送泵', '60m3/h', '台班'),
        ],
      },
      {
        code: '9907',
        name: '运输机械',
        materials: [
          m('99070101', '载重汽车', '6t', '台班'),
          m('99070201', '汽车式起重机', '8t', '台班'),
        ],
      },
      {
        code: '9909',
        name: '起重机械',
        materials: [m('99090101', '塔式起重机', '800kN·m', '台班')],
      },
      {
        code: '9911',
        name: '钢筋加工机械',
        materials: [
          m('99110101', '钢筋切断机', 'Φ40', '台班'),
          m('99110201', '钢筋弯曲机', 'Φ40', '台班'),
        ],
      },
      {
        code: '9913',
        name: '砂浆机械',
        materials: [m('99130101', '干混砂浆罐式搅拌机', '', '台班')],
      },
      {
        code: '9919',
        name: '管道机械',
        materials: [
          m('99190101', '管子切断机', 'Φ150', '台班'),
          m('99190201', '热熔焊接机', 'SH-63', '台班'),
        ],
      },
      {
        code: '9921',
        name: '垂直运输机械',
        materials: [m('99210101', '施工电梯', '双笼', '台班')],
      },
      { code: '9925', name: '焊接机械', materials: [m('99250101', '交流弧焊机', '32kVA', '台班')] },
    ],
  },
];

export interface CatalogueEntry extends CatalogueMaterial {
  classCode: string;
  className: string;
}

/** Every material of the catalogue, with its class. */
export const CATALOGUE_ENTRIES: readonly CatalogueEntry[] = MATERIAL_CATALOGUE.flatMap((group) =>
  group.classes.flatMap((cls) =>
    cls.materials.map((material) => ({ ...material, classCode: cls.code, className: cls.name })),
  ),
);

export const CATALOGUE_BY_CODE: ReadonlyMap<string, CatalogueEntry> = new Map(
  CATALOGUE_ENTRIES.map((entry) => [entry.code, entry]),
);
