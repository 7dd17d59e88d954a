import type {
  WfDeptLeaderRow,
  WfFlowSettingsInput,
  WfFlowSettingView,
  WfInstanceRow,
  WfProcess,
  WfTaskDetail,
  WfTaskRow,
} from '@ccms/api-client';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, users, wfTasks } from '../../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../../test/companies';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { DEMO_WF_KEY } from '../seed';
import { runExpireSweep } from './service';

let t: TestApp;
let admin: string;
let zhangsan: string;
let wang: string;
let zhao: string;

beforeAll(async () => {
  // Sessions outlive the hours the due-time tests move the clock.
  t = await createTestApp({ captchaEnabled: false, sessionIdleMinutes: 100_000 });
  await seedTestTenants(t.database.db, t.clock.now());
  // The role-less test user sits in 综合部 too; keep the countersign to 王敏 and 赵强.
  await t.database.db.update(users).set({ deptId: 'dept-root' }).where(eq(users.id, 'user-nobody'));
  admin = await t.tokenOf('admin', 'Admin@123456');
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  wang = await t.tokenOf('wangmin', 'Staff@123456');
  zhao = await t.tokenOf('zhaoqiang', 'Staff@123456');
}, 120_000);
afterAll(() => t.close());

const as = <T>(token: string, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });
const post = <T>(token: string, url: string, payload?: unknown) =>
  as<T>(token, {
    method: 'POST',
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = <T>(token: string, url: string) => as<T>(token, { method: 'GET', url: `/api${url}` });

const save = (settings: WfFlowSettingsInput, token = admin) =>
  post<WfFlowSettingView>(token, `/b/wf/setting/${DEMO_WF_KEY}`, settings);

let serial = 0;
/** Starts the demo flow with a title no other test uses; the applicant submits their own step. */
async function startAndSubmit(): Promise<WfInstanceRow> {
  serial += 1;
  const started = await post<WfInstanceRow>(zhangsan, '/form/workflow/start', {
    processCode: DEMO_WF_KEY,
    title: `设置测试${serial}`,
    values: { item: '打印纸', amount: 1 },
  });
  expect(started.body.success, started.body.msg).toBe(true);
  await approve(zhangsan, started.body.data.id, '');
  return started.body.data;
}
async function todoOf(token: string, instanceId: string) {
  const page = await post<{ data: WfTaskRow[] }>(token, '/b/wf/task/queryTodoList', {
    pageSize: 100,
  });
  return page.body.data.data.filter((task) => task.instanceId === instanceId);
}
async function act(token: string, instanceId: string, payload: object) {
  const [task] = await todoOf(token, instanceId);
  expect(task, 'a to-do task').toBeDefined();
  return post<WfInstanceRow>(token, '/b/wf/task', { taskId: task!.id, ...payload });
}
async function approve(token: string, instanceId: string, opinion: string) {
  const done = await act(token, instanceId, { action: 'approve', opinion });
  expect(done.body.success, done.body.msg).toBe(true);
  return done.body.data;
}
/** Who was sent a message with this title. */
async function toldAbout(title: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ userId: messages.userId })
    .from(messages)
    .where(eq(messages.title, title));
  return rows.map((r) => r.userId).sort();
}

beforeEach(async () => {
  const reset = await save({});
  expect(reset.body.success, reset.body.msg).toBe(true);
});

describe('flow settings (setting-flow)', () => {
  it('reads the defaults, the steps with their assignment and the bound form', async () => {
    const view = await get<WfFlowSettingView>(admin, `/b/wf/setting/${DEMO_WF_KEY}`);
    expect(view.body.success, view.body.msg).toBe(true);
    const data = view.body.data;
    expect(data.settings.advance).toEqual({
      allowWithdraw: true,
      opinionRequired: 'reject',
      rejectTo: 'any',
    });
    expect(data.settings.notices.end).toEqual({ tellStarter: true, users: [] });
    expect(data.steps.map((s) => s.id)).toEqual(['os_apply', 'os_leader', 'os_admin']);
    expect(data.steps[0]).toMatchObject({ assignee: '${starter}', countersign: null });
    expect(data.steps[1]).toMatchObject({ leaderField: 'deptId', assignee: null });
    expect(data.steps[2]).toMatchObject({
      candidateDepts: ['dept-general'],
      countersign: 'all',
      sequential: false,
    });
    expect(data.names['dept-general']).toBe('综合部');
    expect(data.model?.name).toBe('办公用品申领');
    expect(data.definition.formCode).toBe('officeSuppliesReceive');
    expect(data.formFields.length).toBeGreaterThan(0);
    expect(data.formNodes['os_apply']?.['approvalNote']).toEqual({
      display: false,
      readonly: true,
      required: false,
    });
  });

  it('validates steps and people, and is for model editors only', async () => {
    const badStep = await save({ expire: { steps: { nowhere: { hours: 2 } } } });
    expect(badStep.body.success).toBe(false);
    expect(badStep.body.msg).toContain('nowhere');
    const badUser = await save({ notices: { end: { users: ['user-ghost'] } } });
    expect(badUser.body.success).toBe(false);
    const tooLong = await save({ expire: { steps: { os_leader: { hours: 721 } } } });
    expect(tooLong.response.statusCode).toBe(400);
    const refused = await save({}, zhangsan);
    expect(refused.response.statusCode).toBe(403);
    const unknown = await get(admin, '/b/wf/setting/noSuchFlow');
    expect(unknown.response.statusCode).toBe(404);
    const saved = await save({
      base: { description: '办公用品申领说明', sort: 3 },
      notices: { steps: { os_leader: { onArrive: false, users: ['user-lisi'] } } },
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    expect(saved.body.data.settings.base).toEqual({ description: '办公用品申领说明', sort: 3 });
    expect(saved.body.data.settings.notices.steps['os_leader']).toEqual({
      onArrive: false,
      tellStarter: false,
      users: ['user-lisi'],
    });
    expect(saved.body.data.names['user-lisi']).toBe('李四');
    expect(saved.body.data.updatedAt).not.toBeNull();
  });

  it('sends arrival and end notices as the settings say', async () => {
    const saved = await save({
      notices: {
        steps: {
          os_leader: { onArrive: false, users: ['user-lisi'] },
          os_admin: { tellStarter: true },
        },
        end: { tellStarter: false, users: ['user-lisi'] },
      },
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    const instance = await startAndSubmit();
    const title = `待办：${instance.title}`;
    // The leader's arrival: not the leader (turned off), but 李四.
    expect(await toldAbout(title)).toEqual(['user-lisi', 'user-zhangsan']);
    await approve(admin, instance.id, '同意');
    // The countersign's arrival (two tasks): 王敏, 赵强 and the starter once (their own step was the first).
    expect(await toldAbout(title)).toEqual(
      ['user-lisi', 'user-wangmin', 'user-zhangsan', 'user-zhangsan', 'user-zhaoqiang'].sort(),
    );
    await approve(wang, instance.id, '同意');
    const finished = await approve(zhao, instance.id, '同意');
    expect(finished.status).toBe('finished');
    expect(await toldAbout(`已办结：${instance.title}`)).toEqual(['user-lisi']);
  });

  it('gives tasks a due time and tells the configured people once when it passes', async () => {
    expect(
      (
        await save({
          expire: { steps: { os_leader: { hours: 2, tellStarter: true, users: ['user-lisi'] } } },
        })
      ).body.success,
    ).toBe(true);
    const instance = await startAndSubmit();
    const [leaderTask] = await t.database.db
      .select()
      .from(wfTasks)
      .where(and(eq(wfTasks.instanceId, instance.id), eq(wfTasks.activityId, 'os_leader')));
    expect(leaderTask!.dueAt?.getTime()).toBe(t.clock.now().getTime() + 2 * 3_600_000);
    const [applicantTask] = await t.database.db
      .select()
      .from(wfTasks)
      .where(and(eq(wfTasks.instanceId, instance.id), eq(wfTasks.activityId, 'os_apply')));
    expect(applicantTask!.dueAt).toBeNull();

    const early = await post<{ tasks: number; messages: number }>(
      admin,
      '/b/wf/setting/expire/run',
    );
    expect(early.body.data).toEqual({ tasks: 0, messages: 0 });
    t.clock.advance(2 * 3_600_000 + 60_000);
    const refused = await post(zhangsan, '/b/wf/setting/expire/run');
    expect(refused.response.statusCode).toBe(403);
    const run = await post<{ tasks: number; messages: number }>(admin, '/b/wf/setting/expire/run');
    expect(run.body.success, run.body.msg).toBe(true);
    expect(run.body.data).toEqual({ tasks: 1, messages: 3 });
    expect(await toldAbout(`超时提醒：${instance.title}`)).toEqual([
      'user-admin',
      'user-lisi',
      'user-zhangsan',
    ]);
    const again = await post<{ tasks: number }>(admin, '/b/wf/setting/expire/run');
    expect(again.body.data.tasks).toBe(0);
    await approve(admin, instance.id, '同意');
  });

  it('sweeps every company from the system context, each task once', async () => {
    await save({ expire: { steps: { os_leader: { hours: 1, tellAssignee: true } } } });
    const instance = await startAndSubmit();
    t.clock.advance(3_600_000 + 1);
    const first = await runExpireSweep(t.database.db, t.clock.now());
    expect(first).toEqual({ tasks: 1, messages: 1 });
    expect(await toldAbout(`超时提醒：${instance.title}`)).toEqual(['user-admin']);
    expect(await runExpireSweep(t.database.db, t.clock.now())).toEqual({ tasks: 0, messages: 0 });
    // Done before its due time: never told.
    const second = await startAndSubmit();
    await approve(admin, second.id, '同意');
    t.clock.advance(3_600_000 + 1);
    expect(await runExpireSweep(t.database.db, t.clock.now())).toEqual({ tasks: 0, messages: 0 });
    await approve(admin, instance.id, '同意');
  });

  it('refuses withdrawing when the settings forbid it', async () => {
    await save({ advance: { allowWithdraw: false } });
    const instance = await startAndSubmit();
    const detail = await get<WfProcess>(zhangsan, `/b/wf/process/${instance.id}`);
    expect(detail.body.data.canWithdraw).toBe(false);
    const refused = await post(zhangsan, `/b/wf/process/${instance.id}/withdraw`, { opinion: '' });
    expect(refused.body.success).toBe(false);
    expect(refused.body.msg).toContain('不允许撤回');
    await save({});
    const allowed = await get<WfProcess>(zhangsan, `/b/wf/process/${instance.id}`);
    expect(allowed.body.data.canWithdraw).toBe(true);
  });

  it('requires opinions as configured (never for the applicant’s own submission)', async () => {
    // Default 'reject': a rejection needs one, an approval does not.
    const first = await startAndSubmit();
    const bare = await act(admin, first.id, { action: 'reject', opinion: ' ', to: 'previous' });
    expect(bare.body.success).toBe(false);
    expect(bare.body.msg).toBe('请填写审批意见');
    await approve(admin, first.id, '');

    await save({ advance: { opinionRequired: 'always' } });
    const second = await startAndSubmit();
    const silent = await act(admin, second.id, { action: 'approve', opinion: '' });
    expect(silent.body.msg).toBe('请填写审批意见');
    await approve(admin, second.id, '同意');

    await save({ advance: { opinionRequired: 'never' } });
    const third = await startAndSubmit();
    const quiet = await act(admin, third.id, { action: 'reject', opinion: '', to: 'previous' });
    expect(quiet.body.success, quiet.body.msg).toBe(true);
  });

  it('limits rejection targets (and the task detail shows only those)', async () => {
    await save({ advance: { rejectTo: 'start' } });
    const instance = await startAndSubmit();
    await approve(admin, instance.id, '同意');
    const [task] = await todoOf(wang, instance.id);
    const detail = await get<WfTaskDetail>(wang, `/b/wf/task/${task!.id}`);
    expect(detail.body.data.rejectTargets.map((r) => r.activityId)).toEqual(['os_apply']);
    const toPrevious = await act(wang, instance.id, {
      action: 'reject',
      opinion: '退回',
      to: 'previous',
    });
    expect(toPrevious.body.success).toBe(false);
    expect(toPrevious.body.msg).toContain('只能驳回到发起人');
    const toLeader = await act(wang, instance.id, {
      action: 'reject',
      opinion: '退回',
      to: 'os_leader',
    });
    expect(toLeader.body.success).toBe(false);

    await save({ advance: { rejectTo: 'previous' } });
    const previousOnly = await get<WfTaskDetail>(wang, `/b/wf/task/${task!.id}`);
    expect(previousOnly.body.data.rejectTargets.map((r) => r.activityId)).toEqual(['os_leader']);
    const toStart = await act(wang, instance.id, {
      action: 'reject',
      opinion: '退回',
      to: 'start',
    });
    expect(toStart.body.msg).toContain('只能驳回到上一步');
    const back = await act(wang, instance.id, {
      action: 'reject',
      opinion: '退回',
      to: 'previous',
    });
    expect(back.body.success, back.body.msg).toBe(true);
    expect(back.body.data.current).toEqual(['部门领导审批']);
  });

  it('lists instances of one key for f-flow-data', async () => {
    const instance = await startAndSubmit();
    const mine = await post<{ total: number; data: WfInstanceRow[] }>(
      admin,
      '/b/wf/process/queryList',
      { params: { definitionKey: DEMO_WF_KEY }, pageSize: 500 },
    );
    expect(mine.body.data.data.map((r) => r.id)).toContain(instance.id);
    expect(mine.body.data.data.every((r) => r.definitionKey === DEMO_WF_KEY)).toBe(true);
    const none = await post<{ total: number }>(admin, '/b/wf/process/queryList', {
      params: { definitionKey: 'otherFlow' },
    });
    expect(none.body.data.total).toBe(0);
  });
});

describe('department leaders (f-leader-field)', () => {
  it('lists departments with leaders and replaces a department’s leaders', async () => {
    const listed = await get<WfDeptLeaderRow[]>(admin, '/b/wf/dept-leader/list');
    expect(listed.body.success, listed.body.msg).toBe(true);
    const general = listed.body.data.find((row) => row.deptId === 'dept-general');
    expect(general?.leaders.map((l) => l.name)).toEqual(['系统管理员']);

    const saved = await post<WfDeptLeaderRow>(admin, '/b/wf/dept-leader', {
      deptId: 'dept-cost-1',
      userIds: ['user-wangmin', 'user-zhaoqiang'],
    });
    expect(saved.body.success, saved.body.msg).toBe(true);
    expect(saved.body.data.leaders.map((l) => l.userId).sort()).toEqual([
      'user-wangmin',
      'user-zhaoqiang',
    ]);
    // 张三 (造价一部) applies: the leader step now goes to the new leaders.
    const instance = await startAndSubmit();
    expect(await todoOf(wang, instance.id)).toHaveLength(1);
    expect(await todoOf(admin, instance.id)).toHaveLength(0);

    const ghost = await post(admin, '/b/wf/dept-leader', {
      deptId: 'dept-cost-1',
      userIds: ['user-ghost'],
    });
    expect(ghost.body.success).toBe(false);
    const foreign = await post(admin, '/b/wf/dept-leader', {
      deptId: 'dept-cost-1',
      userIds: [OTHER_COMPANY.adminId],
    });
    expect(foreign.body.success).toBe(false);
    const refused = await post(zhangsan, '/b/wf/dept-leader', {
      deptId: 'dept-cost-1',
      userIds: [],
    });
    expect(refused.response.statusCode).toBe(403);
    const restored = await post<WfDeptLeaderRow>(admin, '/b/wf/dept-leader', {
      deptId: 'dept-cost-1',
      userIds: ['user-admin'],
    });
    expect(restored.body.data.leaders.map((l) => l.userId)).toEqual(['user-admin']);
  });
});
