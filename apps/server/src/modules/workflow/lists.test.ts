import type {
  FormRecord,
  WfDefinition,
  WfDeployedDefinition,
  WfInstanceRow,
  WfProcess,
  WfStartRoles,
  WfTaskRow,
} from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { withoutDemoFlows } from '../../test/demoFlows';
import { DEMO_WF_DEFINITION_ID, DEMO_WF_KEY, DEMO_WF_MODEL_ID } from './seed';

let t: TestApp;
let admin: string;
let zhangsan: string;
let lisi: string;
let wang: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp({ captchaEnabled: false });
  await seedTestTenants(t.database.db, t.clock.now());
  // The lists hold only the flows these tests start.
  await withoutDemoFlows(t.database.db);
  // The role-less test user sits in 综合部 too; keep the countersign to 王敏 and 赵强.
  await t.database.db.update(users).set({ deptId: 'dept-root' }).where(eq(users.id, 'user-nobody'));
  admin = await t.tokenOf('admin', 'Admin@123456');
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  lisi = await t.tokenOf('lisi', 'Staff@123456');
  wang = await t.tokenOf('wangmin', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
}, 120_000);
afterAll(() => t.close());

const as = <T>(token: string, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });
const post = <T>(token: string, url: string, payload: unknown) =>
  as<T>(token, { method: 'POST', url: `/api${url}`, payload: payload as object });
const get = <T>(token: string, url: string) => as<T>(token, { method: 'GET', url: `/api${url}` });

const start = async (title: string, token = zhangsan) => {
  const started = await post<WfInstanceRow>(token, '/form/workflow/start', {
    processCode: DEMO_WF_KEY,
    title,
    values: { item: '打印纸', amount: 5 },
  });
  expect(started.body.success, started.body.msg).toBe(true);
  return started.body.data;
};
const page = async (token: string, url: string, params: object = {}) => {
  const answer = await post<{ total: number; data: WfInstanceRow[] }>(token, url, {
    pageNo: 1,
    pageSize: 100,
    params,
  });
  expect(answer.body.success, answer.body.msg).toBe(true);
  return answer.body.data.data.map((row) => row.title);
};
const approve = async (token: string, instanceId: string) => {
  const todo = await post<{ data: WfTaskRow[] }>(token, '/b/wf/task/queryTodoList', {
    pageNo: 1,
    pageSize: 100,
  });
  const task = todo.body.data.data.find((row) => row.instanceId === instanceId);
  expect(task, 'a to-do task').toBeDefined();
  const done = await post(token, '/b/wf/task', {
    action: 'approve',
    taskId: task!.id,
    opinion: '',
  });
  expect(done.body.success, done.body.msg).toBe(true);
};

describe('我的关注 (my-focus-all)', () => {
  let instance: WfInstanceRow;
  const focus = (token: string, focused: boolean, instanceId = instance.id) =>
    post(token, '/b/wf/focus', { instanceId, focus: focused });
  const focusList = (token: string, params: object = {}) =>
    page(token, '/b/wf/process/queryFocusList', params);

  beforeAll(async () => {
    instance = await start('关注：申领订书机');
  });

  it('follows and unfollows an instance the caller takes part in; the detail says so', async () => {
    expect(await focusList(zhangsan)).toEqual([]);
    expect((await focus(zhangsan, true)).body.success).toBe(true);
    // Twice is the same as once.
    expect((await focus(zhangsan, true)).body.success).toBe(true);
    expect(await focusList(zhangsan)).toEqual(['关注：申领订书机']);
    expect(await focusList(zhangsan, { title: '订书机' })).toEqual(['关注：申领订书机']);
    expect(await focusList(zhangsan, { title: '电脑' })).toEqual([]);
    const detail = await get<WfProcess>(zhangsan, `/b/wf/process/${instance.id}`);
    expect(detail.body.data.focused).toBe(true);
    // Another participant's view is their own: not followed by them.
    const asAdmin = await get<WfProcess>(admin, `/b/wf/process/${instance.id}`);
    expect(asAdmin.body.data.focused).toBe(false);

    expect((await focus(zhangsan, false)).body.success).toBe(true);
    expect(await focusList(zhangsan)).toEqual([]);
    expect((await get<WfProcess>(zhangsan, `/b/wf/process/${instance.id}`)).body.data.focused).toBe(
      false,
    );
  });

  it('refuses a caller who may not see the instance, lets the administrator follow any', async () => {
    const refused = await focus(lisi, true);
    expect(refused.response.statusCode).toBe(403);
    expect(await focusList(lisi)).toEqual([]);
    const unknown = await focus(zhangsan, true, 'no-such-instance');
    expect(unknown.response.statusCode).toBe(404);
    // 王敏's own application: the administrator takes no part in it yet, and may follow it anyway.
    const other = await start('关注：王敏的申领', wang);
    expect((await focus(admin, true, other.id)).body.success).toBe(true);
    expect(await focusList(admin)).toEqual(['关注：王敏的申领']);
  });

  it('keeps another company out', async () => {
    const { response } = await focus(bob, true);
    expect(response.statusCode).toBe(404);
    expect(await focusList(bob)).toEqual([]);
  });
});

describe('我的业务 (my-business-all)', () => {
  let instance: WfInstanceRow;
  const business = (token: string, params: object = {}) =>
    page(token, '/b/wf/process/queryBusinessList', params);

  beforeAll(async () => {
    instance = await start('业务：申领文件夹');
  });

  it('lists what the caller started, was a candidate of, acted on or was copied to', async () => {
    expect(await business(zhangsan)).toContain('业务：申领文件夹');
    // Nobody else has it yet: the applicant's own step is open.
    expect(await business(wang)).not.toContain('业务：申领文件夹');
    expect(await business(lisi)).not.toContain('业务：申领文件夹');
    await approve(zhangsan, instance.id);
    // The leader is a candidate now; 综合部 not yet.
    expect(await business(admin)).toContain('业务：申领文件夹');
    expect(await business(wang)).not.toContain('业务：申领文件夹');
    await approve(admin, instance.id);
    expect(await business(wang)).toContain('业务：申领文件夹');
    // Copied to 李四 (finance), who had nothing to do with it.
    const todo = await post<{ data: WfTaskRow[] }>(wang, '/b/wf/task/queryTodoList', {
      pageNo: 1,
      pageSize: 100,
    });
    const task = todo.body.data.data.find((row) => row.instanceId === instance.id)!;
    const copied = await post(wang, '/b/wf/task', {
      action: 'copy',
      taskId: task.id,
      opinion: '',
      users: ['user-lisi'],
    });
    expect(copied.body.success, copied.body.msg).toBe(true);
    expect(await business(lisi)).toEqual(['业务：申领文件夹']);
  });

  it('filters by title and status, and shows another company nothing', async () => {
    expect(await business(zhangsan, { title: '文件夹' })).toEqual(['业务：申领文件夹']);
    expect(await business(zhangsan, { title: '文件夹', status: 'finished' })).toEqual([]);
    expect(await business(lisi, { status: 'running' })).toEqual(['业务：申领文件夹']);
    expect(await business(bob)).toEqual([]);
  });
});

describe('deployed definitions with their XML (act-procdef)', () => {
  it('answers a version by id and by key and version, each with its own XML', async () => {
    const first = await get<WfDeployedDefinition>(admin, `/act/procdef/${DEMO_WF_DEFINITION_ID}`);
    expect(first.body.success, first.body.msg).toBe(true);
    expect(first.body.data).toMatchObject({ key: DEMO_WF_KEY, version: 1 });
    expect(first.body.data.xml).toContain(`id="${DEMO_WF_KEY}"`);
    const deployed = await post<WfDefinition>(admin, `/b/wf/model/${DEMO_WF_MODEL_ID}/deploy`, {});
    expect(deployed.body.success, deployed.body.msg).toBe(true);
    const second = await get<WfDeployedDefinition>(admin, `/act/procdef/key/${DEMO_WF_KEY}/2`);
    expect(second.body.data).toMatchObject({ id: deployed.body.data.id, version: 2 });
    expect(second.body.data.versions).toEqual([2, 1]);
    const byVersion = await get<WfDeployedDefinition>(admin, `/act/procdef/key/${DEMO_WF_KEY}/1`);
    expect(byVersion.body.data.id).toBe(DEMO_WF_DEFINITION_ID);
  });

  it('answers 404 for an unknown version, another company or id; 403 without wf:model:edit', async () => {
    expect((await get(admin, `/act/procdef/key/${DEMO_WF_KEY}/99`)).response.statusCode).toBe(404);
    expect((await get(bob, `/act/procdef/${DEMO_WF_DEFINITION_ID}`)).response.statusCode).toBe(404);
    expect((await get(zhangsan, `/act/procdef/${DEMO_WF_DEFINITION_ID}`)).response.statusCode).toBe(
      403,
    );
  });
});

describe('who may start a flow (model-role-manager)', () => {
  const startable = async (token: string) => {
    const list = await post<{ data: WfDefinition[] }>(token, '/act/procdef/queryList', {
      pageNo: 1,
      pageSize: 100,
    });
    return list.body.data.data.map((row) => row.key);
  };
  const setRoles = (roleIds: string[], token = admin) =>
    post<WfStartRoles>(token, `/b/wf/start-roles/${DEMO_WF_KEY}`, { roleIds });

  afterAll(async () => {
    await setRoles([]);
  });

  it('is everybody while no role is set', async () => {
    const roles = await get<WfStartRoles>(admin, `/b/wf/start-roles/${DEMO_WF_KEY}`);
    expect(roles.body.data).toEqual({ key: DEMO_WF_KEY, roleIds: [] });
    expect(await startable(zhangsan)).toContain(DEMO_WF_KEY);
  });

  it('limits the flow to the roles set: refused on start and submit, hidden in the chooser', async () => {
    const saved = await setRoles(['role-finance', 'role-general']);
    expect(saved.body.success, saved.body.msg).toBe(true);
    expect(saved.body.data.roleIds.toSorted()).toEqual(['role-finance', 'role-general']);
    expect(
      (await get<WfStartRoles>(admin, `/b/wf/start-roles/${DEMO_WF_KEY}`)).body.data.roleIds,
    ).toHaveLength(2);

    // 张三 (造价工程师) holds neither.
    const refused = await post(zhangsan, '/form/workflow/start', {
      processCode: DEMO_WF_KEY,
      values: {},
    });
    expect(refused.body.success).toBe(false);
    expect(refused.body.msg).toContain('办公用品申领');
    expect(refused.body.msg).toContain('不能发起');
    expect(await startable(zhangsan)).not.toContain(DEMO_WF_KEY);
    // Submitting a form bound to the flow goes through the same guard and writes no instance.
    const record = await post<FormRecord>(zhangsan, '/form/officeSuppliesReceive', {
      values: {
        title: '申领打印纸',
        deptId: 'dept-cost-1',
        applyDate: '2026-03-02',
        items: [{ item: 'A4 复印纸', quantity: '5' }],
        purpose: '打印结算资料',
      },
    });
    expect(record.body.success, record.body.msg).toBe(true);
    const submitted = await post(
      zhangsan,
      `/form/officeSuppliesReceive/${record.body.data.id}/submit`,
      {},
    );
    expect(submitted.body.success).toBe(false);
    expect(submitted.body.msg).toContain('不能发起');
    const after = await get<FormRecord>(
      zhangsan,
      `/form/officeSuppliesReceive/${record.body.data.id}`,
    );
    expect(after.body.data.instanceId).toBeNull();

    // 王敏 (综合行政) may; the administrator sees every flow.
    expect(await startable(wang)).toContain(DEMO_WF_KEY);
    await start('限定角色：王敏申领', wang);
    expect(await startable(admin)).toContain(DEMO_WF_KEY);
  });

  it('opens it again when the roles are cleared', async () => {
    await setRoles(['role-cost-engineer']);
    expect(await startable(zhangsan)).toContain(DEMO_WF_KEY);
    expect(await startable(wang)).not.toContain(DEMO_WF_KEY);
    await setRoles([]);
    expect(await startable(wang)).toContain(DEMO_WF_KEY);
  });

  it('refuses unknown or foreign roles, foreign keys, and callers without wf:model:edit', async () => {
    const unknown = await setRoles(['no-such-role']);
    expect(unknown.response.statusCode).toBe(400);
    const foreign = await setRoles([OTHER_COMPANY.roleId]);
    expect(foreign.response.statusCode).toBe(400);
    expect((await get(admin, '/b/wf/start-roles/noSuchFlow')).response.statusCode).toBe(404);
    expect((await get(bob, `/b/wf/start-roles/${DEMO_WF_KEY}`)).response.statusCode).toBe(404);
    expect((await setRoles(['role-finance'], zhangsan)).response.statusCode).toBe(403);
    expect(
      (await get<WfStartRoles>(admin, `/b/wf/start-roles/${DEMO_WF_KEY}`)).body.data.roleIds,
    ).toEqual([]);
  });
});
