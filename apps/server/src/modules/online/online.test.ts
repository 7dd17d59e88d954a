import type { OnlineCount, OnlineNode } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';

let t: TestApp;
let admin: string;
let zhangsan: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
});
afterAll(() => t.close());

const as = <T>(token: string, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });
const count = (token = admin) =>
  as<OnlineCount>(token, { method: 'GET', url: '/api/a/session/online/NO' });
const tree = (token = admin) =>
  as<OnlineNode[]>(token, { method: 'GET', url: '/api/a/session/online/queryList' });
const kick = (userId: string, token = admin) =>
  as<{ ended: number }>(token, { method: 'DELETE', url: `/api/a/session/online/${userId}` });

function flatten(nodes: OnlineNode[]): OnlineNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}
const person = (nodes: OnlineNode[], id: string) =>
  flatten(nodes).find((node) => !node.dept && node.id === id);

describe('online users', () => {
  it('counts the company’s people signed in now, of all its people', async () => {
    const { body } = await count(zhangsan);
    expect(body.success).toBe(true);
    const people = flatten((await tree()).body.data).filter((node) => !node.dept);
    expect(body.data).toEqual({ onlineNo: 2, totalNo: people.length });
    // The other company's administrator is no one here, signed in or not.
    expect(people.some((node) => node.id === OTHER_COMPANY.adminId)).toBe(false);
  });

  it('answers departments with their people, marked online, counted up the tree', async () => {
    const { body } = await tree(zhangsan);
    const [root] = body.data;
    expect(root).toMatchObject({ id: 'dept-root', dept: true, online: true, onlineNo: 2 });
    expect(person(body.data, 'user-zhangsan')).toMatchObject({
      name: '张三',
      online: true,
      onlineNo: 1,
      job: '造价工程师',
      deptName: '造价一部',
    });
    expect(person(body.data, 'user-lisi')).toMatchObject({ online: false, onlineNo: 0 });
    const costOne = flatten(body.data).find((node) => node.id === 'dept-cost-1');
    const finance = flatten(body.data).find((node) => node.id === 'dept-finance');
    expect(costOne).toMatchObject({ onlineNo: 1, online: true });
    expect(finance).toMatchObject({ onlineNo: 0, online: false });
  });

  it('given a session that expired unused, no longer counts its person', async () => {
    const lisi = await t.tokenOf('lisi', 'Staff@123456');
    expect((await count()).body.data.onlineNo).toBe(3);
    t.clock.advance(100 * 60_000);
    // admin and zhangsan keep theirs alive by using them; lisi does not.
    await count(zhangsan);
    await count(admin);
    t.clock.advance(30 * 60_000);
    const { body } = await count();
    expect(body.data.onlineNo).toBe(2);
    expect((await as(lisi, { method: 'GET', url: '/api/user/info' })).response.statusCode).toBe(
      401,
    );
  });
});

describe('signing a person out', () => {
  it('is refused without the permission, and nothing ends', async () => {
    const { response } = await kick('user-admin', zhangsan);
    expect(response.statusCode).toBe(403);
    expect((await count()).body.data.onlineNo).toBe(2);
  });

  it('refuses oneself, an unknown person and another company’s person', async () => {
    const self = await kick('user-admin');
    expect(self.body.success).toBe(false);
    expect(self.body.msg).toBe('不能将自己强制下线');
    expect((await kick('user-unknown')).response.statusCode).toBe(404);
    const bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
    expect((await kick(OTHER_COMPANY.adminId)).response.statusCode).toBe(404);
    expect((await as(bob, { method: 'GET', url: '/api/user/info' })).body.success).toBe(true);
  });

  it('ends every live session of the person: their next call is signed out', async () => {
    const second = await t.tokenOf('zhangsan', 'Staff@123456');
    const { body } = await kick('user-zhangsan');
    expect(body.data).toEqual({ ended: 2 });
    for (const token of [zhangsan, second]) {
      const { response } = await as(token, { method: 'GET', url: '/api/user/info' });
      expect(response.statusCode).toBe(401);
    }
    expect(person((await tree()).body.data, 'user-zhangsan')?.online).toBe(false);
    expect((await count()).body.data.onlineNo).toBe(1);
  });
});
