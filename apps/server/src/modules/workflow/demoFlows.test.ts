import type { WfInstanceRow, WfTaskRow } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, seedMarks, wfInstances } from '../../db/schema';
import { seedOrTopUp } from '../../db/seedTopUp';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { withoutDemoFlows } from '../../test/demoFlows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaEnabled: false });
}, 180_000);
afterAll(() => t.close());

const as = <T>(token: string, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });
const todo = async (login: string, password = 'Staff@123456') => {
  const token = await t.tokenOf(login, password);
  const { body } = await as<{ total: number; data: WfTaskRow[] }>(token, {
    method: 'POST',
    url: '/api/b/wf/task/queryTodoList',
    payload: { pageNo: 1, pageSize: 100 },
  });
  expect(body.success, body.msg).toBe(true);
  return { token, ...body.data };
};

describe('the demo flows', () => {
  it('given a freshly seeded demo, when admin and zhangsan open 待办, each has tasks', async () => {
    const admin = await todo('admin', 'Admin@123456');
    expect(admin.total).toBe(2);
    expect(admin.data.map((task) => task.name)).toContain('部门领导审批');

    const zhangsan = await todo('zhangsan');
    // Sent back to him (申请人) and delegated to him by the administrator.
    expect(zhangsan.data.map((task) => task.title).sort()).toEqual([
      '办公用品领用-申领会议室用品',
      '办公用品领用-申领计算器',
    ]);

    const zhao = await todo('zhaoqiang');
    expect(zhao.data.map((task) => task.name)).toContain('综合部会签');
  });

  it('given the demo flows, a task opens with its record, and 我的申请 shows every state', async () => {
    const zhangsan = await todo('zhangsan');
    const task = zhangsan.data[0]!;
    const detail = await as<{ task: { id: string } }>(zhangsan.token, {
      method: 'GET',
      url: `/api/b/wf/task/${task.id}`,
    });
    expect(detail.body.success, detail.body.msg).toBe(true);

    const lisi = await t.tokenOf('lisi', 'Staff@123456');
    const mine = await as<{ data: WfInstanceRow[] }>(lisi, {
      method: 'POST',
      url: '/api/b/wf/process/queryMyList',
      payload: { pageNo: 1, pageSize: 100 },
    });
    expect(mine.body.success, mine.body.msg).toBe(true);
    expect(mine.body.data.data.map((row) => row.status).sort()).toEqual(['running', 'terminated']);
    const statuses = (await t.database.db.select().from(wfInstances)).map((row) => row.status);
    expect(statuses).toContain('finished');
  });

  it('given a database seeded before the demo flows, the top-up adds them once', async () => {
    const db = t.database.db;
    await withoutDemoFlows(db);
    await db.delete(seedMarks).where(eq(seedMarks.key, 'workflow-demo-flows'));
    expect((await todo('admin', 'Admin@123456')).total).toBe(0);

    expect((await seedOrTopUp(db, t.clock.now())).toppedUp).toEqual(['workflow-demo-flows']);
    expect((await todo('admin', 'Admin@123456')).total).toBe(2);
    expect((await todo('zhangsan')).total).toBe(2);
    const notices = await db.select().from(messages).where(eq(messages.userId, 'user-zhangsan'));
    expect(notices.map((m) => m.title)).toContain('待办：办公用品领用-申领计算器');
    expect((await seedOrTopUp(db, t.clock.now())).toppedUp).toEqual([]);
  });
});
