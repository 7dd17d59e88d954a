import type { FileItem, ProjectConditionChoice } from '@ccms/api-client';
import { envelope, type ServerStub } from '../../../app/testing';

export const SUBJECT_CHOICES: ProjectConditionChoice[] = [
  { value: '01', label: '土建工程', count: 3 },
  { value: '0101', label: '土石方工程', count: 2 },
];

const CONDITION_PATHS = [
  'getSubjectCondition',
  'getBillCondition',
  'getMaterialCondition',
  'getItemsCondition',
  'getRelativityCondition',
  'getExpandCondition',
];

/** The six condition endpoints: subjects answer SUBJECT_CHOICES, the others nothing. */
export function conditionStubs(subjects = SUBJECT_CHOICES): ServerStub {
  return Object.fromEntries(
    CONDITION_PATHS.map((path) => [
      `POST /api/b/project/index/search/${path}`,
      { body: envelope(path === 'getSubjectCondition' ? subjects : []) },
    ]),
  );
}

const audit = {
  createdBy: 'u-1',
  createdAt: '2024-07-01 10:00:00',
  updatedBy: 'u-1',
  updatedAt: '2024-07-01 10:00:00',
};

export const projectFiles: FileItem[] = [
  {
    id: 'f-1',
    fileName: '清单.xlsx',
    suffix: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 20480,
    refModule: 'cost-project',
    refRecordId: 'p-1',
    businessId: null,
    uploaderName: '张三',
    previewable: false,
    ...audit,
  },
  {
    id: 'f-2',
    fileName: '现场.png',
    suffix: 'png',
    contentType: 'image/png',
    size: 2048,
    refModule: 'cost-project',
    refRecordId: 'p-1',
    businessId: null,
    uploaderName: '张三',
    previewable: true,
    ...audit,
  },
];

/** The view counting of the detail page (every opening counts one). */
export const viewStub = (projectId = 'p-1', views = 7): ServerStub => ({
  [`GET /api/b/project/addlookCountProject/${projectId}/1`]: {
    body: envelope({ projectId, views }),
  },
});

const SUPPORT = {
  bill: ['xlsx', 'csv'],
  price: ['xlsx', 'csv'],
  drawing: ['pdf', 'dwg', 'dxf', 'png', 'jpg', 'jpeg'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  archive: ['zip'],
};

/** GET /b/project/file/support/{kind} for the five kinds, as the server answers them. */
export function supportStubs(): ServerStub {
  return Object.fromEntries(
    Object.entries(SUPPORT).map(([kind, suffixes]) => [
      `GET /api/b/project/file/support/${kind}`,
      { body: envelope({ kind, suffixes }) },
    ]),
  );
}

/** The project's image list (GET /b/project/summary/{id}/imageList). */
export const imageStub = (projectId = 'p-1', images: FileItem[] = []): ServerStub => ({
  [`GET /api/b/project/summary/${projectId}/imageList`]: { body: envelope(images) },
});

export const archiveFile: FileItem = {
  ...projectFiles[0]!,
  id: 'f-3',
  fileName: '资料.zip',
  suffix: 'zip',
  contentType: 'application/zip',
  size: 4096,
};

const figures = (items: string, total: string, billCount: number) => ({
  items,
  measures: '100.00',
  other: '0.00',
  lawfee: '50.00',
  tax: '10.00',
  total,
  billCount,
});

/** A 汇总: one 单项 with two 单位 under the project's node n-p. */
export const projectSummaryAnswer = {
  projectId: 'p-1',
  name: '滨江花园二期',
  rows: [
    {
      nodeId: 'n-s1',
      parentId: 'n-p',
      level: 'single' as const,
      name: '1# 住宅楼',
      ...figures('3000.00', '3320.00', 5),
    },
    {
      nodeId: 'n-u1',
      parentId: 'n-s1',
      level: 'unit' as const,
      name: '建筑工程',
      ...figures('1234.50', '1394.50', 3),
    },
    {
      nodeId: 'n-u2',
      parentId: 'n-s1',
      level: 'unit' as const,
      name: '安装工程',
      ...figures('1765.50', '1925.50', 2),
    },
  ],
  total: figures('3000.00', '1234567.89', 5),
};

/** Bills of two projects side by side: one differing, one equal, one only in the first. */
export const compareAnswer = {
  projects: [
    { id: 'p-1', name: '滨江花园二期' },
    { id: 'p-2', name: '科技园办公楼' },
  ],
  rows: [
    {
      code: '010101001',
      name: '平整场地',
      unit: 'm2',
      cells: [
        { quantity: '100.00', unitPrice: '10.00', amount: '1000.00' },
        { quantity: '200.00', unitPrice: '12.50', amount: '2500.00' },
      ],
    },
    {
      code: '010501003',
      name: '独立基础',
      unit: 'm3',
      cells: [
        { quantity: '10.00', unitPrice: '500.00', amount: '5000.00' },
        { quantity: '20.00', unitPrice: '500.00', amount: '10000.00' },
      ],
    },
    {
      code: '011701001',
      name: '综合脚手架',
      unit: 'm2',
      cells: [{ quantity: '300.00', unitPrice: '25.00', amount: '7500.00' }, null],
    },
  ],
};
