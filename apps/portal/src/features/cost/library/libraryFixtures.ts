// Test data: projects of the library as the server answers them, and the project-kind tree.
import type { CostProject, SavedSearch, TreeDictNode } from '@ccms/api-client';

export function project(id: string, extra: Partial<CostProject> = {}): CostProject {
  return {
    id,
    rootNodeId: `${id}-root`,
    name: `项目 ${id}`,
    code: null,
    kind: 'residential-high',
    projectKindId: 'k-house-high',
    projectKindName: '住宅 / 高层住宅',
    fileType: 'control',
    taxMethod: 'general',
    region: '广州',
    priceDate: '2026-03-01',
    area: '12000.00',
    floors: 18,
    amount: '36000000.00',
    unitCount: 2,
    billCount: 340,
    features: {},
    lastCheck: null,
    createdAt: '2026-03-02 10:00:00',
    updatedAt: '2026-03-02 10:00:00',
    createdBy: 'u-zhangsan',
    updatedBy: 'u-zhangsan',
    ...extra,
  };
}

/** 滨江花园 (checked: 3 errors, 5 warnings) and 科技园办公楼 (not checked, no area). */
export const libraryProjects: CostProject[] = [
  project('p-1', {
    name: '滨江花园二期',
    code: 'BJ-02',
    amount: '123456789.50',
    area: '45000.00',
    lastCheck: {
      recordId: 'r-1',
      finishedAt: '2026-04-01 09:00:00',
      errors: 3,
      warnings: 5,
      infos: 0,
    },
  }),
  project('p-2', {
    name: '科技园办公楼',
    kind: 'office-high',
    projectKindId: 'k-office',
    projectKindName: '公共建筑 / 办公楼',
    fileType: 'settlement',
    taxMethod: 'simple',
    region: '深圳',
    area: null,
    amount: '8800000.00',
  }),
];

function kindNode(value: string, text: string, children: TreeDictNode[] = []): TreeDictNode {
  return {
    id: value,
    value,
    text,
    enabled: true,
    group: null,
    extValues: { fullText: text },
    children,
  };
}

export const projectKinds: TreeDictNode[] = [
  kindNode('k-house', '住宅', [kindNode('k-house-high', '高层住宅')]),
  kindNode('k-public', '公共建筑', [kindNode('k-office', '办公楼')]),
];

export const savedSearches: SavedSearch[] = [
  {
    id: 's-1',
    name: '深圳结算',
    condition: { region: '深圳', fileType: 'settlement' },
    createdAt: '2026-04-02 08:00:00',
  },
];
