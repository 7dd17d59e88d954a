import type { Db } from '../../../db/database';
import { costKindAttrs, costKindFactors, costKinds } from '../../../db/schema';

/**
 * The classification a cost-consulting firm files its projects under (工程类别 → 类型 → 功能), the
 * feature fields each kind asks for and the default special factors of a kind. Seeded per
 * company like the dictionaries; each company edits its own copy.
 */

export type CostIndustry = 'building' | 'decoration' | 'installation' | 'municipal' | 'landscape';

export const COST_INDUSTRIES: readonly {
  value: CostIndustry;
  zh: string;
  en: string;
  es: string;
}[] = [
  { value: 'building', zh: '建筑工程', en: 'Building works', es: 'Obras de edificación' },
  { value: 'decoration', zh: '装饰工程', en: 'Decoration works', es: 'Obras de acabados' },
  { value: 'installation', zh: '安装工程', en: 'Installation works', es: 'Obras de instalaciones' },
  { value: 'municipal', zh: '市政工程', en: 'Municipal works', es: 'Obras municipales' },
  { value: 'landscape', zh: '园林绿化工程', en: 'Landscape works', es: 'Obras de paisajismo' },
];

/** The 专业 a kind's unit projects are usually split into. */
export const INDUSTRIES_OF: Readonly<Record<CostIndustry, readonly CostIndustry[]>> = {
  building: ['building', 'decoration', 'installation'],
  decoration: ['decoration', 'installation'],
  installation: ['installation'],
  municipal: ['municipal', 'installation'],
  landscape: ['landscape', 'installation'],
};

interface KindSeed {
  id: string;
  name: string;
  code?: string;
  children?: KindSeed[];
}

const k = (id: string, name: string, children?: KindSeed[], code?: string): KindSeed => ({
  id,
  name,
  children,
  code,
});

export const KIND_TREE: readonly (KindSeed & { industry: CostIndustry })[] = [
  {
    ...k('ck-building', '房屋建筑', [
      k('ck-residential', '居住建筑', [
        k('ck-res-multi', '多层住宅', undefined, 'residential-multi'),
        k('ck-res-high', '高层住宅', undefined, 'residential-high'),
        k('ck-villa', '别墅'),
      ]),
      k('ck-office', '办公建筑', [
        k('ck-office-multi', '多层办公楼'),
        k('ck-office-high', '高层办公楼', undefined, 'office-high'),
      ]),
      k('ck-commercial', '商业建筑', [k('ck-mall', '商场'), k('ck-hotel', '酒店')]),
      k('ck-education', '教育建筑', [k('ck-school', '中小学校'), k('ck-college', '高等院校')]),
      k('ck-medical', '医疗建筑', [
        k('ck-hospital', '综合医院'),
        k('ck-clinic', '社区卫生服务中心'),
      ]),
      k('ck-industrial', '工业厂房', [k('ck-plant', '单层厂房'), k('ck-warehouse', '仓库')]),
      k('ck-underground', '地下室/车库', [
        k('ck-basement', '地下室', undefined, 'basement'),
        k('ck-garage', '独立地下车库'),
      ]),
    ]),
    industry: 'building',
  },
  {
    ...k('ck-municipal', '市政', [
      k('ck-road', '道路', [k('ck-road-main', '城市主干道'), k('ck-road-branch', '城市支路')]),
      k('ck-bridge', '桥梁', [k('ck-bridge-beam', '梁式桥'), k('ck-footbridge', '人行天桥')]),
      k('ck-pipe', '管网', [k('ck-pipe-water', '给水管网'), k('ck-pipe-drain', '排水管网')]),
    ]),
    industry: 'municipal',
  },
  {
    ...k('ck-landscape', '园林', [
      k('ck-greening', '绿化', [k('ck-park', '公园绿地'), k('ck-road-green', '道路绿化')]),
      k('ck-scenery', '景观', [k('ck-estate-scenery', '住宅小区景观')]),
    ]),
    industry: 'landscape',
  },
];

export type AttrType = 'number' | 'integer' | 'text' | 'select';

export interface AttrSeed {
  name: string;
  type: AttrType;
  unit?: string;
  options?: string[];
  required?: boolean;
  scope?: 'project' | 'node';
  min?: string;
  max?: string;
}

const STRUCTURES = [
  '框架结构',
  '框架-剪力墙结构',
  '剪力墙结构',
  '框架-核心筒结构',
  '砖混结构',
  '钢结构',
];
const FOUNDATIONS = ['独立基础', '条形基础', '筏板基础', '桩基础', '桩筏基础'];

export const KIND_ATTRS: Readonly<Record<string, readonly AttrSeed[]>> = {
  'ck-building': [
    { name: '建筑面积', type: 'number', unit: 'm²', required: true, min: '0' },
    { name: '地上层数', type: 'integer', unit: '层', required: true, min: '0', max: '200' },
    { name: '地下层数', type: 'integer', unit: '层', min: '0', max: '10' },
    { name: '结构类型', type: 'select', options: STRUCTURES, required: true },
    { name: '基础类型', type: 'select', options: FOUNDATIONS },
    { name: '抗震设防烈度', type: 'select', options: ['6度', '7度', '8度', '9度'] },
    { name: '檐高', type: 'number', unit: 'm', min: '0' },
    { name: '建筑面积', type: 'number', unit: 'm²', required: true, min: '0', scope: 'node' },
    { name: '层数', type: 'integer', unit: '层', min: '0', max: '200', scope: 'node' },
    { name: '结构类型', type: 'select', options: STRUCTURES, scope: 'node' },
  ],
  'ck-residential': [
    { name: '户数', type: 'integer', unit: '户', min: '0' },
    { name: '装修标准', type: 'select', options: ['毛坯', '简装', '精装修'] },
    { name: '户数', type: 'integer', unit: '户', min: '0', scope: 'node' },
  ],
  'ck-office': [{ name: '标准层面积', type: 'number', unit: 'm²', min: '0' }],
  'ck-commercial': [{ name: '营业面积', type: 'number', unit: 'm²', min: '0' }],
  'ck-education': [{ name: '学生人数', type: 'integer', unit: '人', min: '0' }],
  'ck-medical': [{ name: '床位数', type: 'integer', unit: '床', required: true, min: '0' }],
  'ck-industrial': [
    { name: '跨度', type: 'number', unit: 'm', min: '0' },
    { name: '吊车吨位', type: 'number', unit: 't', min: '0' },
  ],
  'ck-underground': [
    { name: '车位数', type: 'integer', unit: '个', required: true, min: '0' },
    { name: '人防面积', type: 'number', unit: 'm²', min: '0' },
    { name: '车位数', type: 'integer', unit: '个', min: '0', scope: 'node' },
  ],
  'ck-road': [
    { name: '道路长度', type: 'number', unit: 'km', required: true, min: '0' },
    { name: '路面宽度', type: 'number', unit: 'm', min: '0' },
    { name: '路面结构', type: 'select', options: ['沥青混凝土', '水泥混凝土'] },
  ],
  'ck-bridge': [
    { name: '桥长', type: 'number', unit: 'm', required: true, min: '0' },
    { name: '桥宽', type: 'number', unit: 'm', min: '0' },
    { name: '最大跨径', type: 'number', unit: 'm', min: '0' },
  ],
  'ck-pipe': [
    { name: '管线长度', type: 'number', unit: 'km', required: true, min: '0' },
    { name: '管径', type: 'number', unit: 'mm', min: '0' },
    {
      name: '管材',
      type: 'select',
      options: ['球墨铸铁管', 'PE管', 'HDPE双壁波纹管', '钢筋混凝土管'],
    },
  ],
  'ck-landscape': [
    { name: '绿化面积', type: 'number', unit: 'm²', required: true, min: '0' },
    { name: '硬景面积', type: 'number', unit: 'm²', min: '0' },
  ],
};

export interface FactorSeed {
  code: string;
  name: string;
  unit: string;
  value?: string;
  formula?: string;
}

const BUILDING_FACTORS: FactorSeed[] = [
  { code: 'JZMJ', name: '建筑面积', unit: 'm²', formula: '建筑面积' },
  { code: 'DSCS', name: '地上层数', unit: '层', formula: '地上层数' },
  { code: 'BZCG', name: '标准层层高', unit: 'm', value: '3.0000' },
  { code: 'JZGD', name: '建筑高度', unit: 'm', formula: 'DSCS*BZCG' },
];

export const KIND_FACTORS: Readonly<Record<string, readonly FactorSeed[]>> = {
  'ck-building': BUILDING_FACTORS,
  'ck-residential': [
    ...BUILDING_FACTORS.map((f) => (f.code === 'BZCG' ? { ...f, value: '2.9500' } : f)),
    { code: 'HS', name: '户数', unit: '户', formula: '户数' },
    { code: 'HJMJ', name: '户均建筑面积', unit: 'm²/户', formula: 'JZMJ/HS' },
  ],
  'ck-office': BUILDING_FACTORS.map((f) => (f.code === 'BZCG' ? { ...f, value: '4.2000' } : f)),
  'ck-underground': [
    { code: 'JZMJ', name: '建筑面积', unit: 'm²', formula: '建筑面积' },
    { code: 'CWS', name: '车位数', unit: '个', formula: '车位数' },
    { code: 'DCMJ', name: '单车位面积', unit: 'm²/个', formula: 'JZMJ/CWS' },
  ],
  'ck-road': [
    { code: 'DLCD', name: '道路长度', unit: 'km', formula: '道路长度' },
    { code: 'LMKD', name: '路面宽度', unit: 'm', formula: '路面宽度' },
    { code: 'LMMJ', name: '路面面积', unit: 'm²', formula: 'DLCD*1000*LMKD' },
  ],
};

interface Stamp {
  createdAt: Date;
  createdBy: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}

/** The seeded kinds, flat in tree order, with level, parent and industry. */
export function flatKinds() {
  const rows: {
    id: string;
    parentId: string | null;
    level: number;
    code: string | null;
    name: string;
    costIndustry: CostIndustry;
    sort: number;
  }[] = [];
  const walk = (
    seeds: readonly KindSeed[],
    parentId: string | null,
    level: number,
    industry: CostIndustry,
  ) =>
    seeds.forEach((seed, index) => {
      rows.push({
        id: seed.id,
        parentId,
        level,
        code: seed.code ?? null,
        name: seed.name,
        costIndustry: industry,
        sort: index + 1,
      });
      if (seed.children) walk(seed.children, seed.id, level + 1, industry);
    });
  for (const [index, root] of KIND_TREE.entries()) {
    rows.push({
      id: root.id,
      parentId: null,
      level: 1,
      code: null,
      name: root.name,
      costIndustry: root.industry,
      sort: index + 1,
    });
    walk(root.children ?? [], root.id, 2, root.industry);
  }
  return rows;
}

/**
 * A company's kinds, attributes and default factors. Ids are the catalogue's for the demo company
 * and prefixed with the company for any other, so two companies never share a row id.
 */
export async function seedCostKinds(db: Db, companyId: string, stamp: Stamp): Promise<void> {
  const idOf = (id: string) => (companyId === DEMO_KIND_COMPANY ? id : `${companyId}-${id}`);
  const kinds = flatKinds();
  await db.insert(costKinds).values(
    kinds.map((kind) => ({
      ...kind,
      id: idOf(kind.id),
      parentId: kind.parentId === null ? null : idOf(kind.parentId),
      companyId,
      ...stamp,
    })),
  );
  const attrs = Object.entries(KIND_ATTRS).flatMap(([kindId, list]) =>
    list.map((attr, index) => ({
      id: idOf(`${kindId}-attr-${attr.scope ?? 'project'}-${index + 1}`),
      companyId,
      kindId: idOf(kindId),
      name: attr.name,
      type: attr.type,
      unit: attr.unit ?? null,
      options: attr.options ?? [],
      required: attr.required ?? false,
      scope: attr.scope ?? 'project',
      min: attr.min ?? null,
      max: attr.max ?? null,
      sort: index + 1,
    })),
  );
  await db.insert(costKindAttrs).values(attrs);
  const factors = Object.entries(KIND_FACTORS).flatMap(([kindId, list]) =>
    list.map((factor, index) => ({
      id: idOf(`${kindId}-factor-${index + 1}`),
      companyId,
      kindId: idOf(kindId),
      sort: index + 1,
      code: factor.code,
      name: factor.name,
      unit: factor.unit,
      value: factor.value ?? null,
      formula: factor.formula ?? null,
    })),
  );
  await db.insert(costKindFactors).values(factors);
}

/** The company whose rows keep the catalogue's ids (the demo company). */
export const DEMO_KIND_COMPANY = 'demo';
