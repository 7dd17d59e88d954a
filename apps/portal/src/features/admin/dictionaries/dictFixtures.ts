// Test support for the dictionary pages: a company's dictionaries, entries and a tree.
import type { DictItem, DictItemNode, DictType, UserInfo } from '@ccms/api-client';
import { envelope, zhangsan } from '../../../app/testing';

const audit = {
  createdBy: 'seed',
  createdAt: '2026-01-01 00:00:00',
  updatedBy: null,
  updatedAt: '2026-01-01 00:00:00',
};

function dictType(id: string, code: string, name: string, kind: 'list' | 'tree'): DictType {
  return { id, code, name, kind, sort: 0, remarks: null, ...audit };
}

export const projectPost = dictType('t-post', 'projectPost', '项目岗位', 'list');
export const buildFee = dictType('t-fee', 'build-fee', '建安费用', 'list');
export const engineeringType = dictType('t-eng', 'engineering-type', '工程类别', 'tree');
export const allTypes = [projectPost, buildFee, engineeringType];

function item(
  type: DictType,
  value: string,
  label: string,
  sort: number,
  extra: Partial<DictItem> = {},
): DictItem {
  return {
    id: `i-${value}`,
    typeId: type.id,
    type: type.code,
    parentId: null,
    parentIds: '',
    label,
    value,
    group: null,
    sort,
    enabled: true,
    remarks: null,
    ...audit,
    ...extra,
  };
}

export const postItems = [
  item(projectPost, 'manager', '项目负责人', 1, { remarks: '对项目全面负责' }),
  item(projectPost, 'reviewer', '审核人', 2, { enabled: false }),
];

export function page<T>(rows: readonly T[], total = rows.length) {
  return envelope({ pageNo: 1, pageSize: 20, total, data: rows });
}

/** A node and its children, with the paths the server gives them. */
function nested(
  value: string,
  label: string,
  sort: number,
  children: readonly ((parent: DictItemNode) => DictItemNode)[] = [],
) {
  return (parent: DictItemNode | null): DictItemNode => {
    const self: DictItemNode = {
      ...item(engineeringType, value, label, sort, {
        parentId: parent?.id ?? null,
        parentIds: parent ? `${parent.parentIds}${parent.id},` : '',
      }),
      children: [],
    };
    self.children = children.map((child) => child(self));
    return self;
  };
}

/** 房屋建筑工程 › 住宅 › 保障性住房, 办公楼; 市政工程 › 道路工程 › 城市道路. */
export function engineeringTree(): DictItemNode[] {
  return [
    nested('building', '房屋建筑工程', 1, [
      nested('residential', '住宅', 1, [nested('affordable', '保障性住房', 1)]),
      nested('office', '办公楼', 2),
    ])(null),
    nested('municipal', '市政工程', 2, [
      nested('road', '道路工程', 1, [nested('urban-road', '城市道路', 1)]),
    ])(null),
  ];
}

/** 张三 with the dictionary permissions given (the page's view permission always). */
export function dictUser(...permissions: string[]): UserInfo {
  return { ...zhangsan, permissions: [...zhangsan.permissions, 'sys:dict:view', ...permissions] };
}

export const dictEditor = dictUser('sys:dict:edit', 'sys:dict:delete');

export { failure } from '../../../app/testing';
