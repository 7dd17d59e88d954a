import type {
  WfDefinition,
  WfInstanceRow,
  WfModel,
  WfProcess,
  WfTaskDetail,
  WfTaskRow,
} from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users, wfInstances, wfTasks } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { DEMO_WF_KEY, OFFICE_SUPPLIES_BPMN } from './seed';
import { forgetParsedDefinitions } from './service';

let t: TestApp;
let admin: string;
let zhangsan: string;
let lisi: string;
let wang: string;
let zhao: string;
let bob: string;

/** The role-less test user sits in 综合部 too; here the countersign is exactly 王敏 and 赵强. */
async function keepGeneralStaffToTheDemo() {
  await t.database.db.update(users).set({ deptId: 'dept-root' }).where(eq(users.id, 'user-nobody'));
}

beforeAll(async () => {
  t = await createTestApp({ captchaEnabled: false });
  await seedTestTenants(t.database.db, t.clock.now());
  await keepGeneralStaffToTheDemo();
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
const post = <T>(token: string, url: string, payload: unknown) =>
  as<T>(token, { method: 'POST', url: `/api${url}`, payload: payload as object });
const get = <T>(token: string, url: string) => as<T>(token, { method: 'GET', url: `/api${url}` });

const start = async (token = zhangsan, values: object = { item: '打印纸', amount: 5 }) => {
  const started = await post<WfInstanceRow>(token, '/form/workflow/start', {
    processCode: DEMO_WF_KEY,
    title: '申领打印纸',
    values,
  });
  expect(started.body.success, started.body.msg).toBe(true);
  return started.body.data;
};
const todo = async (token: string) =>
  (
    await post<{ total: number; data: WfTaskRow[] }>(token, '/b/wf/task/queryTodoList', {
      pageNo: 1,
      pageSize: 100,
    })
  ).body.data.data;
const todoOf = async (token: string, instanceId: string) =>
  (await todo(token)).filter((task) => task.instanceId === instanceId);
const act = (token: string, payload: object) => post<WfInstanceRow>(token, '/b/wf/task', payload);
const approve = async (token: string, instanceId: string, opinion: string) => {
  const [task] = await todoOf(token, instanceId);
  expect(task, 'a to-do task').toBeDefined();
  const done = await act(token, { action: 'approve', taskId: task!.id, opinion });
  expect(done.body.success, done.body.msg).toBe(true);
  return done.body.data;
};

describe('workflow: 办公用品申领', () => {
  it('lists the demo definition under 行政管理', async () => {
    const categories = await get<{ id: string; name: string }[]>(zhangsan, '/b/wf/category/list');
    expect(categories.body.data?.map((c) => c.name)).toEqual(['行政管理']);
    const defs = await post<{ data: WfDefinition[] }>(zhangsan, '/act/procdef/queryList', {
      params: { categoryId: categories.body.data[0]!.id },
    });
    expect(defs.body.data?.data.map((d) => [d.key, d.name, d.version])).toEqual([
      [DEMO_WF_KEY, '办公用品申领', 1],
    ]);
  });

  it('runs start → leader → countersign of two → finished, with every opinion', async () => {
    const instance = await start();
    // The applicant's own step comes first; they submit it.
    expect(instance.current).toEqual(['申请人']);
    await approve(zhangsan, instance.id, '申请打印纸五包');
    // The leader of 造价一部 (the administrator) alone has it.
    expect((await todoOf(admin, instance.id)).map((task) => task.name)).toEqual(['部门领导审批']);
    expect(await todoOf(lisi, instance.id)).toEqual([]);
    expect(await todoOf(zhangsan, instance.id)).toEqual([]);
    const afterLeader = await approve(admin, instance.id, '同意');
    expect(afterLeader.current).toEqual(['综合部会签']);
    expect(await todoOf(wang, instance.id)).toHaveLength(1);
    expect(await todoOf(zhao, instance.id)).toHaveLength(1);
    const half = await approve(wang, instance.id, '王：同意');
    expect(half.status).toBe('running');
    expect(await todoOf(zhao, instance.id)).toHaveLength(1);
    const finished = await approve(zhao, instance.id, '赵：同意');
    expect(finished.status).toBe('finished');
    expect(finished.endedAt).not.toBeNull();

    const mine = await post<{ data: WfInstanceRow[] }>(zhangsan, '/b/wf/process/queryMyList', {
      params: { status: 'finished' },
    });
    expect(mine.body.data?.data.map((row) => row.id)).toContain(instance.id);
    const detail = await get<WfProcess>(zhangsan, `/b/wf/process/${instance.id}`);
    expect(detail.body.data?.opinions.map((o) => [o.kind, o.actorName, o.text])).toEqual([
      ['approve', '张三', '申请打印纸五包'],
      ['approve', '系统管理员', '同意'],
      ['approve', '王敏', '王：同意'],
      ['approve', '赵强', '赵：同意'],
    ]);
    expect(detail.body.data?.chart.finished).toEqual(
      expect.arrayContaining(['os_start', 'os_apply', 'os_leader', 'os_admin', 'os_end']),
    );
    expect(detail.body.data?.chart.flows).toEqual(['os_f1', 'os_f2', 'os_f3', 'os_f4']);
    expect(detail.body.data?.chart.current).toEqual([]);
    // Done lists and messages: the leader's task is done; the starter was told it finished.
    const done = await post<{ data: WfTaskRow[] }>(admin, '/b/wf/task/queryDoneList', {});
    expect(done.body.data?.data.some((task) => task.instanceId === instance.id)).toBe(true);
    const told = await t.database.db
      .select({ title: messages.title })
      .from(messages)
      .where(eq(messages.userId, 'user-zhangsan'));
    expect(told.map((m) => m.title)).toContain('已办结：申领打印纸');
    const adminTold = await t.database.db
      .select({ title: messages.title })
      .from(messages)
      .where(eq(messages.userId, 'user-admin'));
    expect(adminTold.map((m) => m.title)).toContain('待办：申领打印纸');
    // A finished instance's task is read-only.
    const task = (
      await t.database.db.select().from(wfTasks).where(eq(wfTasks.instanceId, instance.id))
    ).find((row) => row.activityId === 'os_leader')!;
    const view = await get<WfTaskDetail>(admin, `/b/wf/task/${task.id}`);
    expect(view.body.data).toMatchObject({ readonly: true, canAct: false });
  });

  it('rejects back to the previous step', async () => {
    const instance = await start();
    await approve(zhangsan, instance.id, '提交');
    const [leaderTask] = await todoOf(admin, instance.id);
    const detail = await get<WfTaskDetail>(admin, `/b/wf/task/${leaderTask!.id}`);
    expect(detail.body.data).toMatchObject({ readonly: false, canAct: true });
    expect(detail.body.data?.rejectTargets.map((target) => target.activityId)).toEqual([
      'os_apply',
    ]);
    const rejected = await act(admin, {
      action: 'reject',
      taskId: leaderTask!.id,
      opinion: '数量不对',
      to: 'previous',
    });
    expect(rejected.body.success, rejected.body.msg).toBe(true);
    expect(rejected.body.data?.current).toEqual(['申请人']);
    expect((await todoOf(zhangsan, instance.id)).map((task) => task.name)).toEqual(['申请人']);
    expect(await todoOf(admin, instance.id)).toEqual([]);
  });

  it('lets the starter withdraw before the next step acts, not after', async () => {
    const instance = await start();
    await approve(zhangsan, instance.id, '提交');
    const withdrawn = await post<WfInstanceRow>(zhangsan, `/b/wf/process/${instance.id}/withdraw`, {
      opinion: '不要了',
    });
    expect(withdrawn.body.success, withdrawn.body.msg).toBe(true);
    expect(withdrawn.body.data?.status).toBe('withdrawn');
    expect(await todoOf(admin, instance.id)).toEqual([]);

    const second = await start();
    await approve(zhangsan, second.id, '提交');
    await approve(admin, second.id, '同意');
    const late = await post(zhangsan, `/b/wf/process/${second.id}/withdraw`, { opinion: '' });
    expect(late.body.success).toBe(false);
    expect(late.body.msg).toContain('不能撤回');
  });

  it('refuses a non-candidate, and hides the instance from outsiders', async () => {
    const instance = await start();
    await approve(zhangsan, instance.id, '提交');
    const [leaderTask] = await todoOf(admin, instance.id);
    const refused = await act(lisi, { action: 'approve', taskId: leaderTask!.id, opinion: '' });
    expect(refused.response.statusCode).toBe(403);
    const peek = await get(lisi, `/b/wf/process/${instance.id}`);
    expect(peek.response.statusCode).toBe(403);
    // The task is still open for the leader.
    expect(await todoOf(admin, instance.id)).toHaveLength(1);
  });

  it('lets exactly one of two concurrent approvals of one task win', async () => {
    const instance = await start();
    await approve(zhangsan, instance.id, '提交');
    const [leaderTask] = await todoOf(admin, instance.id);
    const results = await Promise.all([
      act(admin, { action: 'approve', taskId: leaderTask!.id, opinion: '一' }),
      act(admin, { action: 'approve', taskId: leaderTask!.id, opinion: '二' }),
    ]);
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(wfInstances)
      .where(eq(wfInstances.id, instance.id));
    const opinions = (row!.state as { opinions: { activityId?: string }[] }).opinions.filter(
      (o) => o.activityId === 'os_leader',
    );
    expect(opinions).toHaveLength(1);
    expect(await todoOf(wang, instance.id)).toHaveLength(1);
  });

  it('continues from the state reloaded from the database (restart safety)', async () => {
    const instance = await start();
    await approve(zhangsan, instance.id, '提交');
    // As after a restart: the only thing held in memory (parsed definitions) is gone.
    forgetParsedDefinitions();
    const [row] = await t.database.db
      .select({ version: wfInstances.version, status: wfInstances.status })
      .from(wfInstances)
      .where(eq(wfInstances.id, instance.id));
    expect(row).toMatchObject({ status: 'running' });
    await approve(admin, instance.id, '同意');
    await approve(wang, instance.id, '同意');
    const done = await approve(zhao, instance.id, '同意');
    expect(done.status).toBe('finished');
  });

  it('keeps each company to its own flows', async () => {
    const defs = await post<{ total: number }>(bob, '/act/procdef/queryList', {});
    // Bob's company has neither definitions nor the start permission.
    expect(defs.body.data?.total ?? 0).toBe(0);
    const instance = await start();
    const peek = await get(bob, `/b/wf/process/${instance.id}`);
    expect(peek.body.success).toBe(false);
  });
});

describe('workflow hand-overs', () => {
  const atLeader = async () => {
    const instance = await start();
    await approve(zhangsan, instance.id, '提交');
    const [task] = await todoOf(admin, instance.id);
    return { instance, task: task! };
  };

  it('transfers a task to another person, who then has it', async () => {
    const { instance, task } = await atLeader();
    const moved = await act(admin, { action: 'transfer', taskId: task.id, to: 'user-lisi' });
    expect(moved.body.success, moved.body.msg).toBe(true);
    expect(await todoOf(admin, instance.id)).toEqual([]);
    expect((await todoOf(lisi, instance.id)).map((t) => t.name)).toEqual(['部门领导审批']);
    const unknown = await act(lisi, { action: 'transfer', taskId: task.id, to: 'user-ghost' });
    expect(unknown.response.statusCode).toBe(400);
  });

  it('delegates: the delegate resolves, then the owner approves', async () => {
    const { instance, task } = await atLeader();
    const delegated = await act(admin, { action: 'delegate', taskId: task.id, to: 'user-lisi' });
    expect(delegated.body.success, delegated.body.msg).toBe(true);
    const [lisiTask] = await todoOf(lisi, instance.id);
    expect(lisiTask?.delegationState).toBe('PENDING');
    const resolved = await act(lisi, { action: 'resolve', taskId: lisiTask!.id, opinion: '已核' });
    expect(resolved.body.success, resolved.body.msg).toBe(true);
    expect(await todoOf(lisi, instance.id)).toEqual([]);
    const after = await approve(admin, instance.id, '同意');
    expect(after.current).toEqual(['综合部会签']);
  });

  it('adds a signer to the countersign and copies to a reader', async () => {
    const { instance } = await atLeader();
    await approve(admin, instance.id, '同意');
    const [wangTask] = await todoOf(wang, instance.id);
    const added = await act(wang, {
      action: 'addSign',
      taskId: wangTask!.id,
      users: ['user-lisi'],
    });
    expect(added.body.success, added.body.msg).toBe(true);
    expect(await todoOf(lisi, instance.id)).toHaveLength(1);
    const copied = await act(wang, { action: 'copy', taskId: wangTask!.id, users: ['user-lisi'] });
    expect(copied.body.success, copied.body.msg).toBe(true);
    const list = await post<{ data: WfInstanceRow[] }>(lisi, '/b/wf/process/queryCopyList', {});
    expect(list.body.data?.data.map((row) => row.id)).toContain(instance.id);
    await approve(wang, instance.id, '同意');
    await approve(zhao, instance.id, '同意');
    const last = await approve(lisi, instance.id, '同意');
    expect(last.status).toBe('finished');
  });
});

describe('workflow models', () => {
  it('saves a model, refuses invalid BPMN with its problems, deploys versions', async () => {
    const saved = await post<WfModel>(admin, '/b/wf/model', {
      key: 'leave',
      name: '请假',
      xml: '<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn2:process id="leave" isExecutable="true"><bpmn2:startEvent id="s"/><bpmn2:task id="x"/></bpmn2:process></bpmn2:definitions>',
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    const invalid = await post(admin, `/b/wf/model/${saved.body.data.id}/deploy`, {});
    expect(invalid.body.success).toBe(false);
    expect(invalid.body.msg).toContain('不能部署');
    const fixed = await post<WfModel>(admin, '/b/wf/model', {
      id: saved.body.data.id,
      key: 'leave',
      name: '请假',
      xml: OFFICE_SUPPLIES_BPMN.replaceAll('officeSupplies', 'leave'),
    });
    expect(fixed.body.success, fixed.body.msg).toBe(true);
    const v1 = await post<WfDefinition>(admin, `/b/wf/model/${saved.body.data.id}/deploy`, {});
    const v2 = await post<WfDefinition>(admin, `/b/wf/model/${saved.body.data.id}/deploy`, {});
    expect(v1.body.data?.version).toBe(1);
    expect(v2.body.data).toMatchObject({ version: 2, versions: [2, 1] });
    const taken = await post(admin, '/b/wf/model', { key: 'leave', name: '重复', xml: '' });
    expect(taken.body.msg).toContain('已存在');
    // Model editing is the administrator's.
    const denied = await post(zhangsan, '/b/wf/model/queryList', {});
    expect(denied.response.statusCode).toBe(403);
  });

  it('lets an administrator jump an instance to another step; view=true is read-only', async () => {
    const instance = await start();
    const jumped = await post<WfInstanceRow>(admin, `/b/wf/process/${instance.id}/jump`, {
      to: 'os_leader',
      opinion: '直接审批',
    });
    expect(jumped.body.success, jumped.body.msg).toBe(true);
    expect(jumped.body.data?.current).toEqual(['部门领导审批']);
    const [task] = await todoOf(admin, instance.id);
    const asView = await get<WfTaskDetail>(admin, `/b/wf/task/${task!.id}?view=true`);
    expect(asView.body.data).toMatchObject({ canAct: true, readonly: true });
    const bad = await post(admin, `/b/wf/process/${instance.id}/jump`, { to: 'os_end' });
    expect(bad.body.success).toBe(false);
    const tasks = await post<{ data: WfTaskRow[] }>(admin, '/b/wf/task/queryList', {});
    expect(tasks.body.data?.data.map((row) => row.id)).toContain(task!.id);
  });

  it('lets an administrator terminate a running instance and list it', async () => {
    const instance = await start();
    const ended = await post<WfInstanceRow>(admin, `/b/wf/process/${instance.id}/terminate`, {
      opinion: '作废',
    });
    expect(ended.body.data?.status).toBe('terminated');
    const list = await post<{ data: WfInstanceRow[] }>(admin, '/b/wf/process/queryList', {
      params: { status: 'terminated' },
    });
    expect(list.body.data?.data.map((row) => row.id)).toContain(instance.id);
    expect(await todoOf(zhangsan, instance.id)).toEqual([]);
  });
});
