import type {
  DictBook,
  DictItem,
  DictItemNode,
  DictOption,
  DictType,
  TreeDictNode,
} from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';

type Page<T> = { pageNo: number; pageSize: number; total: number; data: T[] };

let t: TestApp;
let admin: string;
let zhangsan: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
});
afterAll(() => t.close());

const as =
  (token: () => string) =>
  <T>(options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: token(), ...options.headers } });
const asAdmin = as(() => admin);
const asZhangsan = as(() => zhangsan);
const asBob = as(() => bob);

const labels = (options: { label: string }[]) => options.map((option) => option.label);
const texts = (nodes: TreeDictNode[]) => nodes.map((node) => node.text);
const saveItem = (payload: Record<string, unknown>) =>
  asAdmin<DictItem>({ method: 'POST', url: '/api/a/bd/dict', payload });

describe('reading dictionaries (any signed-in user)', () => {
  it('answers the options of a dictionary by code, in sort order, with key and text', async () => {
    const { body } = await asZhangsan<DictOption[]>({
      method: 'GET',
      url: '/api/share/bd/dict/projectPost',
    });
    expect(body.success).toBe(true);
    expect(labels(body.data)).toEqual([
      '项目负责人',
      '专业负责人',
      '造价工程师',
      '审核人',
      '复核人',
      '资料员',
    ]);
    expect(body.data[0]).toEqual({
      id: 'dict-projectPost-manager',
      label: '项目负责人',
      value: 'manager',
      key: 'manager',
      text: '项目负责人',
      enabled: true,
      group: null,
    });
  });

  it('serves the named dictionaries of the spec', async () => {
    for (const [code, first] of [
      ['process-left-group', '行政审批'],
      ['build-fee', '分部分项工程费'],
    ] as const) {
      const { body } = await asZhangsan<DictOption[]>({
        method: 'GET',
        url: `/api/share/bd/dict/${code}`,
      });
      expect(body.data[0]?.label).toBe(first);
    }
  });

  it('answers one option by its value, and 404 for a value or code that does not exist', async () => {
    const { body } = await asZhangsan<DictOption>({
      method: 'GET',
      url: '/api/share/bd/dict/projectPost/reviewer',
    });
    expect(body.data.label).toBe('审核人');
    for (const url of [
      '/api/share/bd/dict/projectPost/nobody',
      '/api/share/bd/dict/no-such-dict',
    ]) {
      const { response, body: missing } = await asZhangsan({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(missing.msg).toBe('记录不存在或已被删除');
    }
  });

  it('answers a book with its options grouped', async () => {
    const { body } = await asZhangsan<DictBook>({
      method: 'GET',
      url: '/api/share/bd/dict/book/norm-book',
    });
    expect(body.data.name).toBe('计价依据');
    expect(body.data.groupList.map((group) => [group.group, group.list.length])).toEqual([
      ['国家标准', 3],
      ['地方定额', 3],
    ]);
  });

  it('answers units of measure as base data of category UNIT_CLASS', async () => {
    const { body } = await asZhangsan<DictOption[]>({
      method: 'GET',
      url: '/api/bs/common/baseData/list?category=UNIT_CLASS',
    });
    expect(body.data.map((unit) => unit.label)).toContain('m³');
    expect(body.data.find((unit) => unit.value === 'm2')?.group).toBe('面积');
  });

  it('answers a tree dictionary with each node’s full path text', async () => {
    const { body } = await asZhangsan<TreeDictNode[]>({
      method: 'GET',
      url: '/api/share/bd/treedict/engineering-type',
    });
    expect(texts(body.data)).toEqual([
      '房屋建筑工程',
      '市政工程',
      '交通工程',
      '水利工程',
      '园林绿化工程',
    ]);
    const road = body.data[1]!.children[0]!;
    expect(road).toMatchObject({ text: '道路工程', value: 'road', enabled: true });
    expect(road.extValues.fullText).toBe('市政工程/道路工程');
  });

  it('answers one group of a tree dictionary, by path and by queryTree', async () => {
    const { body } = await asZhangsan<TreeDictNode[]>({
      method: 'GET',
      url: '/api/share/bd/treedict/engineering-type/g/municipal',
    });
    expect(texts(body.data)).toEqual(['市政工程', '交通工程']);
    const { body: queried } = await asZhangsan<TreeDictNode[]>({
      method: 'POST',
      url: '/api/share/bd/treedict/queryTree',
      payload: { type: 'engineering-type', group: 'water' },
    });
    expect(texts(queried.data)).toEqual(['水利工程']);
  });

  it('answers project kinds from the kinds data authorization grants, by every path', async () => {
    const { body } = await asZhangsan<TreeDictNode[]>({
      method: 'GET',
      url: '/api/share/bd/treedict/project-kind',
    });
    expect(texts(body.data)).toEqual(['房屋建筑工程', '市政工程', '水利工程']);
    expect(body.data[0]!.children[0]).toEqual({
      id: 'kind-residential',
      text: '住宅',
      value: 'kind-residential',
      enabled: true,
      group: 'kind-building',
      extValues: { fullText: '房屋建筑工程/住宅' },
      children: [],
    });
    const { body: group } = await asZhangsan<TreeDictNode[]>({
      method: 'GET',
      url: '/api/share/bd/treedict/project-kind/g/kind-municipal',
    });
    expect(texts(group.data)).toEqual(['市政工程']);
    expect(texts(group.data[0]!.children)).toEqual(['道路工程', '桥梁工程']);
    const { body: queried } = await asZhangsan<TreeDictNode[]>({
      method: 'POST',
      url: '/api/share/bd/treedict/queryTree',
      payload: { type: 'project-kind', group: 'kind-water' },
    });
    expect(texts(queried.data)).toEqual(['水利工程']);
    const { body: other } = await asBob<TreeDictNode[]>({
      method: 'GET',
      url: '/api/share/bd/treedict/project-kind',
    });
    expect(other.data).toEqual([]);
  });

  it('answers projectPost as the portal reads it once: data.success and the list in data.data', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/share/bd/dict/projectPost',
      headers: { AuthToken: zhangsan },
    });
    const envelope = response.json<{ success: boolean; data: DictOption[] }>();
    expect(envelope.success).toBe(true);
    expect(Array.isArray(envelope.data)).toBe(true);
    expect(envelope.data.map((post) => post.text)).toContain('造价工程师');
  });

  it('pages options across dictionaries and filters them by dictionary, keyword and group', async () => {
    const { body } = await asZhangsan<Page<DictOption>>({
      method: 'POST',
      url: '/api/share/bd/dict/queryList',
      payload: { pageNo: 2, pageSize: 4, params: { type: 'UNIT_CLASS' } },
    });
    expect(body.data.total).toBe(10);
    expect(labels(body.data.data)).toEqual(['t', 'kg', '个', '台']);
    const { body: filtered } = await asZhangsan<Page<DictOption>>({
      method: 'POST',
      url: '/api/share/bd/dict/queryList',
      payload: { params: { type: 'UNIT_CLASS', group: '长度' } },
    });
    expect(labels(filtered.data.data)).toEqual(['m', 'km']);
    const { body: searched } = await asZhangsan<Page<DictOption>>({
      method: 'POST',
      url: '/api/share/bd/dict/queryList',
      payload: { params: { keyword: '工程师' } },
    });
    expect(labels(searched.data.data)).toEqual(['造价工程师']);
  });
});

describe('administering dictionary entries', () => {
  it('is refused to a user without the dictionary permissions', async () => {
    const { response } = await asZhangsan({
      method: 'POST',
      url: '/api/a/bd/dict/queryList',
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it('lists entries of a dictionary by sort, or in the order asked', async () => {
    const { body } = await asAdmin<Page<DictItem>>({
      method: 'POST',
      url: '/api/a/bd/dict/queryList',
      payload: { pageSize: 3, params: { type: 'build-fee' }, orderBy: 'sort', order: 'asc' },
    });
    expect(body.data.total).toBe(5);
    expect(labels(body.data.data)).toEqual(['分部分项工程费', '措施项目费', '其他项目费']);
    expect(body.data.data[0]).toMatchObject({ type: 'build-fee', createdBy: 'system' });
    const { body: reversed } = await asAdmin<Page<DictItem>>({
      method: 'POST',
      url: '/api/a/bd/dict/queryList',
      payload: { pageSize: 1, params: { type: 'build-fee' }, orderBy: 'sort', order: 'DESC' },
    });
    expect(labels(reversed.data.data)).toEqual(['增值税']);
  });

  it('creates an entry stamped with who and when', async () => {
    t.clock.advance(60_000);
    const { body } = await saveItem({
      type: 'projectPost',
      label: ' 安全员 ',
      value: 'safety',
      sort: 7,
    });
    expect(body.data).toMatchObject({
      label: '安全员',
      value: 'safety',
      enabled: true,
      createdBy: 'user-admin',
      updatedBy: 'user-admin',
      createdAt: '2026-03-02 09:01:00',
    });
    const { body: read } = await asZhangsan<DictOption[]>({
      method: 'GET',
      url: '/api/share/bd/dict/projectPost',
    });
    expect(labels(read.data).at(-1)).toBe('安全员');
  });

  it('hides a disabled entry from readers but keeps it for administrators', async () => {
    const { body } = await saveItem({
      id: 'dict-projectPost-archivist',
      type: 'projectPost',
      label: '资料员',
      value: 'archivist',
      sort: 6,
      enabled: false,
    });
    expect(body.data).toMatchObject({ enabled: false, updatedBy: 'user-admin' });
    const { body: read } = await asZhangsan<DictOption[]>({
      method: 'GET',
      url: '/api/share/bd/dict/projectPost',
    });
    expect(labels(read.data)).not.toContain('资料员');
    const { body: listed } = await asAdmin<Page<DictItem>>({
      method: 'POST',
      url: '/api/a/bd/dict/queryList',
      payload: { params: { type: 'projectPost', keyword: '资料' } },
    });
    expect(labels(listed.data.data)).toEqual(['资料员']);
  });

  it('refuses a value the dictionary already has', async () => {
    const { body } = await saveItem({ type: 'projectPost', label: '重复', value: 'manager' });
    expect(body).toMatchObject({ success: false, msg: '字典中已有键值为 manager 的条目' });
  });

  it('refuses an entry for a dictionary that does not exist', async () => {
    const { response } = await saveItem({ type: 'no-such-dict', label: '孤儿', value: 'x' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a parent in a list dictionary', async () => {
    const { body } = await saveItem({
      type: 'projectPost',
      parentId: 'dict-projectPost-manager',
      label: '副负责人',
      value: 'deputy',
    });
    expect(body).toMatchObject({ success: false, msg: '只有树形字典的条目可以有上级条目' });
  });

  it('nests tree entries, moves a subtree and refuses a move beneath itself', async () => {
    const { body } = await saveItem({
      type: 'engineering-type',
      parentId: 'dict-engineering-type-residential',
      label: '保障性住房',
      value: 'affordable',
    });
    expect(body.data.parentIds).toBe(
      'dict-engineering-type-building,dict-engineering-type-residential,',
    );
    const moved = await saveItem({
      id: 'dict-engineering-type-residential',
      type: 'engineering-type',
      parentId: 'dict-engineering-type-municipal',
      label: '住宅',
      value: 'residential',
    });
    expect(moved.body.data.parentIds).toBe('dict-engineering-type-municipal,');
    const { body: tree } = await asAdmin<DictItemNode[]>({
      method: 'POST',
      url: '/api/a/bd/treedict/queryTree',
      payload: { type: 'engineering-type' },
    });
    const municipal = tree.data.find((node) => node.value === 'municipal')!;
    const residential = municipal.children.find((node) => node.value === 'residential')!;
    expect(residential.children[0]).toMatchObject({
      label: '保障性住房',
      parentIds: 'dict-engineering-type-municipal,dict-engineering-type-residential,',
    });
    const { body: cycle } = await saveItem({
      id: 'dict-engineering-type-municipal',
      type: 'engineering-type',
      parentId: 'dict-engineering-type-residential',
      label: '市政工程',
      value: 'municipal',
    });
    expect(cycle).toMatchObject({ success: false, msg: '不能把条目移到它自己或它的下级条目之下' });
  });

  it('refuses to delete an entry with entries beneath it, deletes a leaf', async () => {
    const { body } = await asAdmin({
      method: 'DELETE',
      url: '/api/a/bd/dict/dict-engineering-type-building',
    });
    expect(body).toMatchObject({ success: false, msg: '该条目下还有下级条目，请先删除下级条目' });
    const leaf = await asAdmin({ method: 'DELETE', url: '/api/a/bd/dict/dict-build-fee-vat' });
    expect(leaf.body.success).toBe(true);
    const { response } = await asZhangsan({
      method: 'GET',
      url: '/api/share/bd/dict/build-fee/vat',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('administering dictionaries', () => {
  it('creates, finds, refuses a taken code, and deletes only an empty dictionary', async () => {
    const created = await asAdmin<DictType>({
      method: 'POST',
      url: '/api/a/bd/dict/type',
      payload: { code: 'entrust-purpose', name: '委托目的', sort: 9 },
    });
    expect(created.body.data).toMatchObject({
      code: 'entrust-purpose',
      kind: 'list',
      createdBy: 'user-admin',
    });
    const { body: page } = await asAdmin<Page<DictType>>({
      method: 'POST',
      url: '/api/a/bd/dict/type/queryList',
      payload: { params: { keyword: '委托' } },
    });
    expect(page.data.data.map((type) => type.code)).toEqual(['entrust-purpose']);
    const { body: taken } = await asAdmin({
      method: 'POST',
      url: '/api/a/bd/dict/type',
      payload: { code: 'projectPost', name: '重复' },
    });
    expect(taken).toMatchObject({ success: false, msg: '字典编码 projectPost 已存在' });
    const { body: full } = await asAdmin({
      method: 'DELETE',
      url: '/api/a/bd/dict/type/dict-UNIT_CLASS',
    });
    expect(full).toMatchObject({ success: false, msg: '该字典下还有 10 个条目，请先删除条目' });
    const { body: emptied } = await asAdmin({
      method: 'DELETE',
      url: `/api/a/bd/dict/type/${created.body.data.id}`,
    });
    expect(emptied.success).toBe(true);
  });

  it('refuses to turn a tree with levels into a list', async () => {
    const { body } = await asAdmin({
      method: 'POST',
      url: '/api/a/bd/dict/type',
      payload: {
        id: 'dict-engineering-type',
        code: 'engineering-type',
        name: '项目类型',
        kind: 'list',
      },
    });
    expect(body).toMatchObject({ success: false, msg: '该树形字典还有多级条目，不能改为列表字典' });
  });
});

describe('another company', () => {
  it('sees none of the demo company’s dictionaries', async () => {
    for (const url of [
      '/api/share/bd/dict/projectPost',
      '/api/share/bd/treedict/engineering-type',
      '/api/share/bd/dict/book/norm-book',
    ]) {
      const { response } = await asBob({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
    const { body } = await asBob<Page<DictOption>>({
      method: 'POST',
      url: '/api/share/bd/dict/queryList',
      payload: {},
    });
    expect(body.data.total).toBe(0);
    const { body: types } = await asBob<Page<DictType>>({
      method: 'POST',
      url: '/api/a/bd/dict/type/queryList',
      payload: {},
    });
    expect(types.data.total).toBe(0);
  });

  it('cannot edit or delete the demo company’s entries, and may reuse their codes', async () => {
    const edit = await asBob({
      method: 'POST',
      url: '/api/a/bd/dict',
      payload: {
        id: 'dict-projectPost-manager',
        type: 'projectPost',
        label: '篡改',
        value: 'manager',
      },
    });
    expect(edit.response.statusCode).toBe(404);
    const removal = await asBob({
      method: 'DELETE',
      url: '/api/a/bd/dict/dict-projectPost-manager',
    });
    expect(removal.response.statusCode).toBe(404);
    const own = await asBob<DictType>({
      method: 'POST',
      url: '/api/a/bd/dict/type',
      payload: { code: 'projectPost', name: '岗位' },
    });
    expect(own.body.success).toBe(true);
    const { body } = await asAdmin<DictOption>({
      method: 'GET',
      url: '/api/share/bd/dict/projectPost/manager',
    });
    expect(body.data.label).toBe('项目负责人');
  });
});
