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
