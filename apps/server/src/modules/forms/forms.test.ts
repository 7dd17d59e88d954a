import type {
  FormDefinition,
  FormNodeField,
  FormRecord,
  WfDefinition,
  WfInstanceRow,
  WfTaskRow,
} from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileItems, users } from '../../db/schema';
import { DEMO_COMPANY_ID } from '../../db/seed';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';

let t: TestApp;
let admin: string;
let zhangsan: string;
let lisi: string;
let wang: string;
let zhao: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp({ captchaEnabled: false });
  await seedTestTenants(t.database.db, t.clock.now());
  // The countersign of 综合部 is exactly 王敏 and 赵强 here.
  await t.database.db.update(users).set({ deptId: 'dept-root' }).where(eq(users.id, 'user-nobody'));
  const now = t.clock.now();
  await t.database.db.insert(fileItems).values({
    id: 'file-quote',
    companyId: DEMO_COMPANY_ID,
    fileName: '报价单.pdf',
    suffix: 'pdf',
    contentType: 'application/pdf',
    size: 10,
    storageKey: 'x/quote',
    createdAt: now,
    updatedAt: now,
  });
  admin = await t.tokenOf('admin', 'Admin@123456');
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  lisi = await t.tokenOf('lisi', 'Staff@123456');
  wang = await t.tokenOf('wangmin', 'Staff@123456');
  zhao = await t.tokenOf('zhaoqiang', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
}, 120_000);
afterAll(() => t.close());

const as = <T>(token: string, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });
const post = <T>(token: string, url: string, payload: unknown, headers = {}) =>
  as<T>(token, { method: 'POST', url: `/api${url}`, payload: payload as object, headers });
const get = <T>(token: string, url: string) => as<T>(token, { method: 'GET', url: `/api${url}` });
const del = <T>(token: string, url: string) =>
  as<T>(token, { method: 'DELETE', url: `/api${url}` });

const RECEIVE = 'officeSuppliesReceive';
const receiveValues = {
  title: '申领打印纸',
  deptId: 'dept-cost-1',
  applyDate: '2026-03-02',
  items: [{ item: 'A4 复印纸', quantity: '5' }],
  purpose: '打印结算资料',
  approvalNote: '申请人不能填',
};

async function saveRecord(token: string, code: string, body: object) {
  const saved = await post<FormRecord>(token, `/form/${code}`, body);
  expect(saved.body.success, saved.body.msg).toBe(true);
  return saved.body.data;
}

const todoOf = async (token: string, instanceId: string) =>
  (
    await post<{ data: WfTaskRow[] }>(token, '/b/wf/task/queryTodoList', { pageSize: 100 })
  ).body.data.data.filter((task) => task.instanceId === instanceId);

describe('form definitions', () => {
  it('resolves the applicant’s node of the form bound to a process', async () => {
    const { body } = await get<{ form: FormDefinition; node: Record<string, FormNodeField> }>(
      zhangsan,
      '/b/wf/form/display?processKey=officeSupplies',
    );
    expect(body.success, body.msg).toBe(true);
    expect(body.data.form.code).toBe(RECEIVE);
    expect(body.data.node['title']).toEqual({ display: true, readonly: false, required: true });
    expect(body.data.node['approvalNote']?.display).toBe(false);
  });

  it('resolves a later node: everything read-only but the approval note at 综合部会签', async () => {
    const { body } = await get<{ node: Record<string, FormNodeField> }>(
      wang,
      `/b/wf/form/display?formCode=${RECEIVE}&taskDefKey=os_admin`,
    );
    expect(body.data.node['purpose']?.readonly).toBe(true);
    expect(body.data.node['approvalNote']).toEqual({
      display: true,
      readonly: false,
      required: false,
    });
  });

  it('answers an unknown form with what to give instead', async () => {
    const { body } = await get(zhangsan, '/b/wf/form/display?processKey=noSuchFlow');
    expect(body.success).toBe(false);
    expect(body.msg).toContain('noSuchFlow');
  });

  it('tells the start-flow chooser which form a definition uses', async () => {
    const { body } = await get<WfDefinition>(zhangsan, '/act/procdef/key/officeSupplies');
    expect(body.data.formCode).toBe(RECEIVE);
    expect(body.data.formId).toBe('form-supplies-receive');
  });

  it('lets designers save a definition and refuses duplicate keys and taken codes', async () => {
    const fields = [{ key: 'name', label: '名称', type: 'text' }];
    const bad = await post(admin, '/b/wf/form', {
      code: 'designed',
      name: '新表单',
      permission: 'demo:designed',
      fields: [...fields, ...fields],
    });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.msg).toContain('字段标识重复');
    const saved = await post<FormDefinition>(admin, '/b/wf/form', {
      code: 'designed',
      name: '新表单',
      permission: 'demo:designed',
      fields,
      nodes: { step: { name: { display: true, readonly: true, required: false } } },
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    expect(saved.body.data.fields[0]).toMatchObject({ required: false, width: 1, listed: false });
    const taken = await post(admin, '/b/wf/form', {
      code: 'designed',
      name: '重复',
      permission: 'demo:designed',
      fields,
    });
    expect(taken.body.success).toBe(false);
    expect(taken.body.msg).toContain('designed');
    const list = await post<{ data: { code: string }[] }>(admin, '/b/wf/form/queryList', {
      params: { name: '新表单' },
    });
    expect(list.body.data.data.map((f) => f.code)).toEqual(['designed']);
    expect((await post(zhangsan, '/b/wf/form/queryList', {})).response.statusCode).toBe(403);
  });
});

describe('form records', () => {
  it('lists the seeded inventory to its readers, newest first, with labels', async () => {
    const { body } = await post<{ total: number; data: FormRecord[] }>(
      wang,
      '/form/officeSuppliesInventory/queryList',
      { params: { keyword: '硒鼓' } },
    );
    expect(body.success, body.msg).toBe(true);
    expect(body.data.data.map((r) => [r.values['name'], r.labels['unit']])).toEqual([
      ['打印机硒鼓', '个'],
    ]);
    const all = await post<{ data: FormRecord[] }>(wang, '/form/meetingRoom/queryList', {
      params: { filters: { status: 'maintenance' } },
    });
    expect(all.body.data.data.map((r) => r.values['roomName'])).toEqual(['洽谈室']);
  });

  it('refuses readers without <prefix>:view and another company alike', async () => {
    const denied = await post(lisi, '/form/officeSuppliesInventory/queryList', {});
    expect(denied.response.statusCode).toBe(403);
    const foreign = await post(bob, '/form/officeSuppliesInventory/queryList', {});
    expect(foreign.response.statusCode).toBe(404);
    expect(
      (await get(bob, '/form/officeSuppliesInventory/form-rec-inventory-pen')).response.statusCode,
    ).toBe(404);
  });

  it('validates every value and answers each problem in the reader’s language', async () => {
    const bad = await post<{ errors: { field: string; message: string }[] }>(
      wang,
      '/form/officeSuppliesPurchase',
      {
        values: {
          title: '',
          deptId: 'dept-general',
          purchaseDate: '2026/03/01',
          items: [{ item: '订书机', quantity: '2', price: '15.555' }],
          total: '31.1',
          files: ['file-missing'],
        },
      },
    );
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.msg).toBe('请填写「采购事由」');
    expect(bad.body.data.errors.map((e) => e.message)).toEqual([
      '请填写「采购事由」',
      '「申请日期」日期格式须为 YYYY-MM-DD',
      '第 1 行：「单价」不超过 2 位小数',
      '「附件」的附件不存在或已删除，请重新上传',
    ]);
    const english = await post(
      wang,
      '/form/officeSuppliesPurchase',
      { values: { deptId: 'dept-general' } },
      { 'accept-language': 'en' },
    );
    expect(english.body.msg).toBe('Fill in “Reason”');
  });

  it('saves with audit stamps, {field}_label texts and attachments of the company', async () => {
    const record = await saveRecord(wang, 'officeSuppliesPurchase', {
      values: {
        title: '采购订书机',
        deptId: 'dept-general',
        purchaseDate: '2026-03-01',
        items: [{ item: '订书机', quantity: '2', price: '15.5' }],
        total: '31',
        files: ['file-quote'],
      },
    });
    expect(record).toMatchObject({
      formCode: 'officeSuppliesPurchase',
      labels: { deptId: '综合部' },
      createdBy: 'user-wangmin',
      createdByName: '王敏',
      updatedBy: 'user-wangmin',
      instanceId: null,
      instanceStatus: null,
      lastSubmitUserName: null,
    });
    expect(record.values['total']).toBe('31.00');
    expect(record.values['items']).toEqual([{ item: '订书机', quantity: '2', price: '15.50' }]);
    expect(record.values['files']).toEqual(['file-quote']);
    const edited = await saveRecord(zhao, 'officeSuppliesPurchase', {
      id: record.id,
      values: { ...record.values, title: '采购订书机（改）' },
    });
    expect(edited).toMatchObject({ createdBy: 'user-wangmin', updatedBy: 'user-zhaoqiang' });
    expect(edited.values['title']).toBe('采购订书机（改）');
    const deleted = await del(zhao, `/form/officeSuppliesPurchase/${record.id}`);
    expect(deleted.body.success, deleted.body.msg).toBe(true);
    expect((await get(zhao, `/form/officeSuppliesPurchase/${record.id}`)).response.statusCode).toBe(
      404,
    );
  });

  it('refuses writers without <prefix>:edit', async () => {
    const { response } = await post(lisi, '/form/officeSuppliesInventory', {
      values: { name: '笔', stock: '1' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses to submit a form without a process', async () => {
    const record = await saveRecord(wang, 'officeSuppliesInventory', {
      values: { name: '胶水', stock: '10' },
    });
    const { body } = await post(wang, `/form/officeSuppliesInventory/${record.id}/submit`, {});
    expect(body.success).toBe(false);
    expect(body.msg).toContain('未绑定流程');
  });
});

describe('a record through its flow: 办公用品领用', () => {
  let record: FormRecord;
  let instance: WfInstanceRow;

  it('the applicant saves (no approval note at the start) and submits it', async () => {
    record = await saveRecord(zhangsan, RECEIVE, { values: receiveValues });
    expect(record.values['approvalNote']).toBeNull();
    expect(record.labels['deptId']).toBe('造价一部');
    const submitted = await post<{ record: FormRecord; instance: WfInstanceRow }>(
      zhangsan,
      `/form/${RECEIVE}/${record.id}/submit`,
      { title: '申领打印纸五包', opinion: '请审批' },
    );
    expect(submitted.body.success, submitted.body.msg).toBe(true);
    instance = submitted.body.data.instance;
    expect(instance).toMatchObject({
      title: '申领打印纸五包',
      formId: 'form-supplies-receive',
      recordId: record.id,
      status: 'running',
      current: ['部门领导审批'],
    });
    expect(submitted.body.data.record).toMatchObject({
      instanceId: instance.id,
      instanceStatus: 'running',
      lastSubmitUserName: '张三',
    });
    expect(submitted.body.data.record.lastSubmitDate).not.toBeNull();
  });

  it('refuses a second submit, deleting and editing outside the flow while it runs', async () => {
    const again = await post(zhangsan, `/form/${RECEIVE}/${record.id}/submit`, {});
    expect(again.body.msg).toContain('正在进行');
    const deleted = await del(admin, `/form/${RECEIVE}/${record.id}`);
    expect(deleted.body.success).toBe(false);
    expect(deleted.body.msg).toContain('不能删除');
    const edited = await post(admin, `/form/${RECEIVE}`, { id: record.id, values: receiveValues });
    expect(edited.body.success).toBe(false);
  });

  it('keeps read-only fields at each node and lets only candidates save', async () => {
    // Submitting completed the applicant's own step: nothing is left in 张三's to-do list.
    expect(await todoOf(zhangsan, instance.id)).toEqual([]);

    // 部门领导审批: the administrator leads 造价一部; every field is read-only there.
    const [leaderTask] = await todoOf(admin, instance.id);
    expect(leaderTask?.activityId).toBe('os_leader');
    const atLeader = await saveRecord(admin, RECEIVE, {
      id: record.id,
      taskId: leaderTask!.id,
      values: { ...receiveValues, title: '领导改标题', approvalNote: '领导备注' },
    });
    expect(atLeader.values['title']).toBe('申领打印纸');
    expect(atLeader.values['approvalNote']).toBeNull();
    const stranger = await post(lisi, `/form/${RECEIVE}`, {
      id: record.id,
      taskId: leaderTask!.id,
      values: receiveValues,
    });
    expect(stranger.response.statusCode).toBe(403);
    await post(admin, '/b/wf/task', { action: 'approve', taskId: leaderTask!.id, opinion: '同意' });

    // 综合部会签: 王敏 may write the approval note, nothing else.
    const [adminTask] = await todoOf(wang, instance.id);
    expect(adminTask?.activityId).toBe('os_admin');
    const atAdmin = await saveRecord(wang, RECEIVE, {
      id: record.id,
      taskId: adminTask!.id,
      values: { ...receiveValues, purpose: '改用途', approvalNote: '已备货，周三领取' },
    });
    expect(atAdmin.values['approvalNote']).toBe('已备货，周三领取');
    expect(atAdmin.values['purpose']).toBe('打印结算资料');
    expect(atAdmin.updatedBy).toBe('user-wangmin');
    // 赵强's own countersign task is not 王敏's to use.
    const [zhaoTask] = await todoOf(zhao, instance.id);
    const borrowed = await post(wang, `/form/${RECEIVE}`, {
      id: record.id,
      taskId: zhaoTask!.id,
      values: receiveValues,
    });
    expect(borrowed.response.statusCode).toBe(403);
  });

  it('shows the record to the flow’s people, not to others without the permission', async () => {
    const seen = await get<FormRecord>(zhangsan, `/form/${RECEIVE}/${record.id}`);
    expect(seen.body.success, seen.body.msg).toBe(true);
    expect(seen.body.data.instanceStatus).toBe('running');
    expect((await get(lisi, `/form/${RECEIVE}/${record.id}`)).response.statusCode).toBe(403);
  });

  it('binds a record started from the start-flow chooser to its flow as well', async () => {
    const chosen = await saveRecord(zhangsan, RECEIVE, { values: receiveValues });
    const started = await post<WfInstanceRow>(zhangsan, '/form/workflow/start', {
      processCode: 'officeSupplies',
      formId: 'form-supplies-receive',
      recordId: chosen.id,
      values: receiveValues,
    });
    expect(started.body.success, started.body.msg).toBe(true);
    const seen = await get<FormRecord>(zhangsan, `/form/${RECEIVE}/${chosen.id}`);
    expect(seen.body.data).toMatchObject({
      instanceId: started.body.data.id,
      instanceStatus: 'running',
      lastSubmitUserName: '张三',
    });
    expect((await del(zhangsan, `/form/${RECEIVE}/${chosen.id}`)).body.success).toBe(false);
  });

  it('refuses a task of another record', async () => {
    const other = await saveRecord(zhangsan, RECEIVE, { values: receiveValues });
    const [zhaoTask] = await todoOf(zhao, instance.id);
    const { body } = await post(zhao, `/form/${RECEIVE}`, {
      id: other.id,
      taskId: zhaoTask!.id,
      values: receiveValues,
    });
    expect(body.success).toBe(false);
    expect(body.msg).toContain('不属于');
  });

  it('names a flow submitted without a title after the form and the record’s 事由', async () => {
    const untitled = await saveRecord(zhangsan, RECEIVE, { values: receiveValues });
    const submitted = await post<{ record: FormRecord; instance: WfInstanceRow }>(
      zhangsan,
      `/form/${RECEIVE}/${untitled.id}/submit`,
      {},
    );
    expect(submitted.body.success, submitted.body.msg).toBe(true);
    expect(submitted.body.data.instance.title).toBe('办公用品领用-申领打印纸');
  });
});
