import type { Club } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';

let t: TestApp;
let admin: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ captchaEnabled: false });
  await seedTestTenants(t.database.db, t.clock.now());
  admin = await t.tokenOf('admin', 'Admin@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
});
afterAll(() => t.close());

const as = <T>(token: string, options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: token, ...options.headers } });
const list = (params: object = {}, token = admin) =>
  as<{ total: number; data: Club[] }>(token, {
    method: 'POST',
    url: '/api/b/club/queryList',
    payload: { pageNo: 1, pageSize: 20, params },
  });

describe('clubs', () => {
  it('lists the clubs sorted, with area, leader and member count, filtered by area subtree', async () => {
    const all = (await list()).body.data;
    expect(
      all.data.map((club) => [club.name, club.areaName, club.leaderName, club.memberCount]),
    ).toEqual([
      ['华东造价师俱乐部', '华东', '王芳', 2],
      ['华北客户俱乐部', '华北', '陈静', 1],
    ]);
    const east = (await list({ areaId: 'area-east' })).body.data;
    expect(east.data.map((club) => club.id)).toEqual(['club-east']);
    expect((await list({ name: '客户' })).body.data.total).toBe(1);
  });

  it('takes % and _ in the name filter literally', async () => {
    expect((await list({ name: '%' })).body.data.total).toBe(0);
    expect((await list({ name: '_' })).body.data.total).toBe(0);
    expect((await list({ name: '华_' })).body.data.total).toBe(0);
  });

  it('creates a club whose leader joins it, and refuses a taken name or an unknown leader', async () => {
    const created = await as<Club>(admin, {
      method: 'POST',
      url: '/api/b/club',
      payload: { name: '南京青年造价师', areaId: 'area-nanjing', leaderId: 'member-zhao', sort: 3 },
    });
    expect(created.body.success, created.body.msg).toBe(true);
    expect(created.body.data).toMatchObject({ leaderName: '赵磊', memberCount: 1 });
    expect(created.body.data?.createdBy).toBeTruthy();
    const taken = await as(admin, {
      method: 'POST',
      url: '/api/b/club',
      payload: { name: '南京青年造价师' },
    });
    expect(taken.body.msg).toContain('已存在');
    const unknown = await as(admin, {
      method: 'POST',
      url: '/api/b/club',
      payload: { name: '无名', leaderId: 'member-nobody' },
    });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.body.msg).toMatch(/^leaderId：/);
  });

  it('sets the members exactly; a leader who leaves stops leading', async () => {
    const saved = await as<Club>(admin, {
      method: 'POST',
      url: '/api/b/club/club-east/memberIds',
      payload: ['member-zhao', 'member-liu'],
    });
    expect(saved.body.data).toMatchObject({ memberCount: 2, leaderId: null });
    const ids = await as<string[]>(admin, {
      method: 'GET',
      url: '/api/b/club/club-east/memberIds',
    });
    expect(ids.body.data).toEqual(['member-liu', 'member-zhao']);
    const bad = await as(admin, {
      method: 'POST',
      url: '/api/b/club/club-east/memberIds',
      payload: ['member-liu', 'member-nobody'],
    });
    expect(bad.response.statusCode).toBe(400);
    expect(
      (await as<string[]>(admin, { method: 'GET', url: '/api/b/club/club-east/memberIds' })).body
        .data,
    ).toHaveLength(2);
  });

  it('deletes a club; its members stay members', async () => {
    const gone = await as(admin, { method: 'DELETE', url: '/api/b/club/club-north' });
    expect(gone.body.success).toBe(true);
    const members = await as<{ data: { id: string }[] }>(admin, {
      method: 'POST',
      url: '/api/b/member/queryList',
      payload: { pageNo: 1, pageSize: 50 },
    });
    expect(members.body.data.data.map((member) => member.id)).toContain('member-chen');
  });

  it('keeps each company to its own clubs', async () => {
    expect((await list({}, bob)).body.data.total).toBe(0);
    const theirs = await as(bob, { method: 'GET', url: '/api/b/club/club-east/memberIds' });
    expect(theirs.response.statusCode).toBe(404);
  });
});
