import type { Db } from './database';
import { dictItems, dictTypes } from './schema';

interface ItemSeed {
  value: string;
  label: string;
  group?: string;
  children?: ItemSeed[];
}

interface DictSeed {
  code: string;
  name: string;
  kind: 'list' | 'tree';
  items: ItemSeed[];
}

const item = (value: string, label: string, group?: string, children?: ItemSeed[]): ItemSeed => ({
  value,
  label,
  group,
  children,
});

/** The dictionaries the spec names, with the content a cost-consulting firm keeps in them. */
export const DEMO_DICTIONARIES: DictSeed[] = [
  // Project kinds themselves are the project_kinds table (/share/bd/treedict/project-kind serves
  // it), so data authorization and the kind pickers share ids; this is the engineering category
  // cost indices are filed under.
  {
    code: 'engineering-type',
    name: '工程类别',
    kind: 'tree',
    items: [
      item('building', '房屋建筑工程', 'building', [
        item('residential', '住宅', 'building'),
        item('office', '办公楼', 'building'),
        item('commercial', '商业综合体', 'building'),
        item('school', '学校', 'building'),
        item('hospital', '医院', 'building'),
      ]),
      item('municipal', '市政工程', 'municipal', [
        item('road', '道路工程', 'municipal'),
        item('bridge', '桥梁工程', 'municipal'),
        item('drainage', '给排水工程', 'municipal'),
        item('gas', '燃气工程', 'municipal'),
      ]),
      item('traffic', '交通工程', 'municipal', [
        item('highway', '公路工程', 'municipal'),
        item('rail-transit', '城市轨道交通', 'municipal'),
      ]),
      item('water', '水利工程', 'water'),
      item('landscape', '园林绿化工程', 'building'),
    ],
  },
  {
    code: 'process-left-group',
    name: '流程分类',
    kind: 'list',
    items: [
      item('administration', '行政审批'),
      item('personnel', '人事审批'),
      item('finance', '财务审批'),
      item('business', '业务审批'),
      item('contract', '合同审批'),
      item('other', '其他'),
    ],
  },
  {
    code: 'projectPost',
    name: '项目岗位',
    kind: 'list',
    items: [
      item('manager', '项目负责人'),
      item('specialist', '专业负责人'),
      item('cost-engineer', '造价工程师'),
      item('reviewer', '审核人'),
      item('checker', '复核人'),
      item('archivist', '资料员'),
    ],
  },
  {
    code: 'build-fee',
    // The components of 建筑安装工程费 as bills of quantities price them (建标〔2013〕44号).
    name: '建筑安装工程费构成',
    kind: 'list',
    items: [
      item('item-works', '分部分项工程费'),
      item('measures', '措施项目费'),
      item('other-items', '其他项目费'),
      item('statutory', '规费'),
      item('vat', '增值税'),
    ],
  },
  {
    code: 'norm-book',
    name: '计价依据',
    kind: 'list',
    items: [
      item('gb50500-2013', '建设工程工程量清单计价规范 GB 50500-2013', '国家标准'),
      item('gb50854-2013', '房屋建筑与装饰工程工程量计算规范 GB 50854-2013', '国家标准'),
      item('gb50856-2013', '通用安装工程工程量计算规范 GB 50856-2013', '国家标准'),
      item('sh-2016', '上海市建筑和装饰工程预算定额（2016）', '地方定额'),
      item('js-2014', '江苏省建筑与装饰工程计价定额（2014）', '地方定额'),
      item('zj-2018', '浙江省房屋建筑与装饰工程预算定额（2018）', '地方定额'),
    ],
  },
  {
    code: 'UNIT_CLASS',
    name: '计量单位',
    kind: 'list',
    items: [
      item('m', 'm', '长度'),
      item('km', 'km', '长度'),
      item('m2', 'm²', '面积'),
      item('m3', 'm³', '体积'),
      item('t', 't', '质量'),
      item('kg', 'kg', '质量'),
      item('ge', '个', '自然计量'),
      item('tai', '台', '自然计量'),
      item('xiang', '项', '自然计量'),
      item('gongri', '工日', '自然计量'),
    ],
  },
  // 成本登记 (/cost-management1/list) picks its subject from here; the labels are what entries keep.
  {
    code: 'cost-subject',
    name: '费用类别',
    kind: 'list',
    items: [
      item('salary', '工资', '人工'),
      item('social', '社保', '人工'),
      item('outsource', '外包', '业务'),
      item('travel', '差旅', '业务'),
      item('entertain', '业务招待', '业务'),
      item('rent', '房租', '行政'),
      item('office', '办公', '行政'),
      item('training', '培训', '行政'),
      item('depreciation', '折旧', '行政'),
      item('other', '其他', '其他'),
    ],
  },
];

/** Seeded ids name the dictionary and the value, so tests and grants can name them. */
export const dictTypeId = (code: string) => `dict-${code}`;
export const dictItemId = (code: string, value: string) => `dict-${code}-${value}`;

type Stamp = { createdAt: Date; createdBy: string; updatedAt: Date; updatedBy: string };

/** Writes the demo dictionaries (or only those whose codes are given) for a company. */
export async function seedDictionaries(
  db: Db,
  companyId: string,
  stamp: Stamp,
  only?: ReadonlySet<string>,
): Promise<void> {
  const dictionaries = DEMO_DICTIONARIES.map((dict, index) => ({ dict, sort: index + 1 })).filter(
    ({ dict }) => !only || only.has(dict.code),
  );
  if (dictionaries.length === 0) return;
  await db.insert(dictTypes).values(
    dictionaries.map(({ dict, sort }) => ({
      id: dictTypeId(dict.code),
      companyId,
      code: dict.code,
      name: dict.name,
      kind: dict.kind,
      sort,
      ...stamp,
    })),
  );
  const rows: (typeof dictItems.$inferInsert)[] = [];
  const visit = (dict: DictSeed, items: ItemSeed[], parentId: string | null, parentIds: string) => {
    items.forEach((seed, index) => {
      const id = dictItemId(dict.code, seed.value);
      rows.push({
        id,
        companyId,
        typeId: dictTypeId(dict.code),
        parentId,
        parentIds,
        label: seed.label,
        value: seed.value,
        groupCode: seed.group ?? null,
        sort: index + 1,
        ...stamp,
      });
      if (seed.children) visit(dict, seed.children, id, `${parentIds}${id},`);
    });
  };
  for (const { dict } of dictionaries) visit(dict, dict.items, null, '');
  if (rows.length > 0) await db.insert(dictItems).values(rows);
}
