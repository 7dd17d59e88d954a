import type { Member, MemberLevel, RoleMemberLevel } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { MEMBER_ACCOUNT, seedMemberAccount } from './testAccount';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin', 'Admin@123456');
});
afterAll(() => t.close());

const asAdmin = <T>(options: InjectOptions) =>
  t.call<T>({ ...options, headers: { AuthToken: admin, ...options.headers } });

type Page<T> = { total: number; data: T[] };

const levels = (payload: Record<string, unknown> = {}) =>
  asAdmin<Page<MemberLevel>>({ method: 'POST', url: '/api/b/member/level/queryList', payload });
const saveLevel = (payload: Record<string, unknown>) =>
  asAdmin<MemberLevel>({ method: 'POST', url: '/api/b/member/level', payload });
const memberList = (params: Record<string, unknown> = {}, paging = {}) =>
  asAdmin<Page<Member>>({
    method: 'POST',
    url: '/api/b/member/queryList',
    payload: { params, ...paging },
  });
const saveMember = (payload: Record<string, unknown>) =>
  asAdmin<Member>({ method: 'POST', url: '/api/b/member/save', payload });
const roleLevelIds = async (roleId: string) =>
  (
    await asAdmin<string[]>({
      method: 'POST',
      url: `/api/a/sys/role/queryRoleMemberLevelId/${roleId}`,
    })
  ).body.data;

describe('member levels', () => {
  it('given the demo company, answers them by sort with member counts', async () => {
    const { body } = await levels({ order: 'ASC', orderBy: 'sort' });
    expect(body.data.total).toBe(3);
    expect(body.data.data.map((level) => [level.name, level.memberCount])).toEqual([
      ['普通会员', 2],
      ['银卡会员', 1],
      ['金卡会员', 1],
    ]);
  });

  it('when asked, orders them the other way and filters by name', async () => {
    const { body } = await levels({ order: 'DESC' });
    expect(body.data.data.map((level) => level.id)).toEqual([
      'level-gold',
      'level-silver',
      'level-normal',
    ]);
    const { body: searched } = await levels({ params: { name: '卡' }, pageSize: 1 });
    expect(searched.data).toMatchObject({ total: 2, data: [{ id: 'level-silver' }] });
  });

  it('when saved, stamps who and when and refuses a name the company already uses', async () => {
    t.clock.advance(60_000);
    const { body } = await saveLevel({ name: '钻石会员', sort: 4 });
    expect(body.data).toMatchObject({
      name: '钻石会员',
      memberCount: 0,
      createdBy: 'user-admin',
      createdAt: '2026-03-02 09:01:00',
    });
    const { body: clash } = await saveLevel({ name: '金卡会员' });
    expect(clash).toMatchObject({ success: false, msg: '会员等级 金卡会员 已存在' });
    const { body: renamed } = await saveLevel({ id: body.data.id, name: '钻石会员', sort: 5 });
    expect(renamed.data.sort).toBe(5);
  });

  it('when dragged before another, renumbers the whole list', async () => {
    const { body } = await asAdmin({
      method: 'POST',
      url: '/api/b/member/level/updateSort/level-gold/level-normal/before',
    });
    expect(body.success).toBe(true);
    const { body: after } = await levels();
    expect(after.data.data.map((level) => [level.id, level.sort])).toEqual([
      ['level-gold', 1],
      ['level-normal', 2],
      ['level-silver', 3],
      [expect.any(String), 4],
    ]);
  });

  it('refuses to delete a level members hold, and deletes one nobody holds with its grants', async () => {
    const { body } = await asAdmin({ method: 'DELETE', url: '/api/b/member/level/level-gold' });
    expect(body).toMatchObject({
      success: false,
      msg: '还有 1 名会员属于该等级，请先调整会员的等级',
    });
    const { body: created } = await saveLevel({ name: '临时等级' });
    await asAdmin({
      method: 'POST',
      url: '/api/a/sys/role/saveRoleMemberLevelList/role-finance',
      payload: [created.data.id],
    });
    const { body: deleted } = await asAdmin({
      method: 'DELETE',
      url: `/api/b/member/level/${created.data.id}`,
    });
    expect(deleted.success).toBe(true);
    expect(await roleLevelIds('role-finance')).not.toContain(created.data.id);
  });
});

describe('members', () => {
  it('pages and filters by keyword, level and area (with the areas beneath it)', async () => {
    const { body } = await memberList({}, { pageNo: 1, pageSize: 3 });
    expect(body.data.total).toBe(4);
    expect(body.data.data).toHaveLength(3);
    expect((await memberList({ keyword: '0000002' })).body.data.data.map((m) => m.name)).toEqual([
      '赵磊',
    ]);
    expect((await memberList({ levelId: 'level-normal' })).body.data.total).toBe(2);
    const east = (await memberList({ areaId: 'area-east' })).body.data.data;
    expect(east.map((member) => member.areaName).sort()).toEqual(['上海市', '南京市'].sort());
    expect((await memberList({ areaId: 'no-such-area' })).body.data.total).toBe(0);
  });

  it('when saved, answers it with its level and area names and stamps who and when', async () => {
    const { body } = await saveMember({
      name: '孙悦',
      phone: '13900000009',
      levelId: 'level-silver',
      areaId: 'area-hangzhou',
    });
    expect(body.data).toMatchObject({
      name: '孙悦',
      levelName: '银卡会员',
      areaName: '杭州市',
      email: null,
      createdBy: 'user-admin',
    });
    const { body: edited } = await saveMember({
      id: body.data.id,
      name: '孙悦',
      phone: '13900000009',
      levelId: null,
    });
    expect(edited.data).toMatchObject({ levelId: null, levelName: null, updatedBy: 'user-admin' });
  });

  it('refuses a phone another member has, and levels or areas that do not exist', async () => {
    const { body } = await saveMember({ name: '重复', phone: '13900000001' });
    expect(body).toMatchObject({ success: false, msg: '手机号 13900000001 已被其他会员使用' });
    for (const ref of [{ levelId: 'no-such-level' }, { areaId: 'no-such-area' }]) {
      const { response } = await saveMember({ name: '无效', phone: '13900000010', ...ref });
      expect(response.statusCode).toBe(400);
    }
  });

  it('deletes a member, then answers 404 for it', async () => {
    const { body } = await asAdmin({ method: 'DELETE', url: '/api/b/member/member-liu' });
    expect(body.success).toBe(true);
    const { response } = await asAdmin({ method: 'DELETE', url: '/api/b/member/member-liu' });
    expect(response.statusCode).toBe(404);
  });
});

describe('member levels of a role', () => {
  it('marks the levels a role holds, filtered by name', async () => {
    const { body } = await asAdmin<RoleMemberLevel[]>({
      method: 'POST',
      url: '/api/a/sys/role/queryMemberLevelList/role-cost-engineer',
      payload: { name: '卡' },
    });
    expect(body.data.map((level) => [level.id, level.checked])).toEqual([
      ['level-gold', true],
      ['level-silver', true],
    ]);
  });

  it('adds levels (keeping those held) and with remove takes them away', async () => {
    await asAdmin({
      method: 'POST',
      url: '/api/a/sys/role/saveRoleMemberLevelList/role-cost-engineer',
      payload: ['level-normal', 'level-gold'],
    });
    expect(await roleLevelIds('role-cost-engineer')).toEqual([
      'level-gold',
      'level-normal',
      'level-silver',
    ]);
    await asAdmin({
      method: 'POST',
      url: '/api/a/sys/role/saveRoleMemberLevel/',
      payload: { roleId: 'role-cost-engineer', levelIds: ['level-normal'], remove: true },
    });
    expect(await roleLevelIds('role-cost-engineer')).toEqual(['level-gold', 'level-silver']);
    const { response } = await asAdmin({
      method: 'POST',
      url: '/api/a/sys/role/saveRoleMemberLevel/',
      payload: { roleId: 'role-cost-engineer', levelIds: ['no-such-level'] },
    });
    expect(response.statusCode).toBe(400);
  });

  it('merges one role’s levels into another, keeping the target’s own', async () => {
    const { body: role } = await asAdmin<{ id: string }>({
      method: 'POST',
      url: '/api/a/sys/role',
      payload: { code: 'member_desk', name: '会员专员' },
    });
    await asAdmin({
      method: 'POST',
      url: `/api/a/sys/role/saveRoleMemberLevelList/${role.data.id}`,
      payload: ['level-normal'],
    });
    const { body } = await asAdmin({
      method: 'POST',
      url: `/api/a/sys/role/mergeRoleMemberLevelList/role-cost-engineer/${role.data.id}`,
    });
    expect(body.success).toBe(true);
    expect(await roleLevelIds(role.data.id)).toEqual([
      'level-gold',
      'level-normal',
      'level-silver',
    ]);
    expect(await roleLevelIds('role-cost-engineer')).toEqual(['level-gold', 'level-silver']);
    const { body: same } = await asAdmin({
      method: 'POST',
      url: `/api/a/sys/role/mergeRoleMemberLevelList/${role.data.id}/${role.data.id}`,
    });
    expect(same).toMatchObject({ success: false, msg: '源角色和目标角色不能相同' });
    const { body: deleted } = await asAdmin({
      method: 'DELETE',
      url: `/api/a/sys/role/${role.data.id}`,
    });
    expect(deleted.success).toBe(true);
  });
});

describe('resetting a member’s password', () => {
  const NEW_PASSWORD = 'Renewed#2026';
  const reset = (
    id: string,
    pathPassword: string,
    payload?: Record<string, unknown>,
    token = admin,
  ) =>
    t.call({
      method: 'PUT',
      url: `/api/b/member/resetPassword/${id}/${encodeURIComponent(pathPassword)}`,
      ...(payload ? { payload } : {}),
      headers: { AuthToken: token },
    });
  const signIn = (password: string) => t.login(MEMBER_ACCOUNT.loginName, password);

  beforeAll(() => seedMemberAccount(t.database.db, t.clock.now()));

  it('given the password in the body, sets it on the account with the member’s phone and signs them out', async () => {
    const before = await t.tokenOf(MEMBER_ACCOUNT.loginName, MEMBER_ACCOUNT.password);
    const { body } = await reset(MEMBER_ACCOUNT.memberId, '-', { password: NEW_PASSWORD });
    expect(body.success).toBe(true);
    expect((await signIn(MEMBER_ACCOUNT.password)).success).toBe(false);
    expect((await signIn(NEW_PASSWORD)).success).toBe(true);
    const stale = await t.call({
      method: 'GET',
      url: '/api/b/user/setting/getTokenUser',
      headers: { AuthToken: before },
    });
    expect(stale.response.statusCode).toBe(401);
  });

  it('accepts the password in the path as the original client sends it', async () => {
    const { body } = await reset(MEMBER_ACCOUNT.memberId, 'PathWay@2026');
    expect(body.success).toBe(true);
    expect((await signIn('PathWay@2026')).success).toBe(true);
  });

  it('refuses a password outside the policy, or none, and changes nothing', async () => {
    for (const [path, payload] of [
      ['-', { password: 'short1' }],
      ['abcdefgh', undefined],
      ['-', undefined],
    ] as const) {
      const { response, body } = await reset(MEMBER_ACCOUNT.memberId, path, payload);
      expect(response.statusCode).toBe(400);
      expect(body.msg.startsWith('password：')).toBe(true);
    }
    expect((await signIn('PathWay@2026')).success).toBe(true);
  });

  it('says so when the member has no sign-in account', async () => {
    const { body } = await reset('member-zhao', '-', { password: NEW_PASSWORD });
    expect(body).toMatchObject({
      success: false,
      msg: '会员 赵磊 没有可用的登录账号（按手机号查找）',
    });
  });

  it('answers 404 for an unknown member and 403 without member:edit', async () => {
    expect(
      (await reset('no-such-member', '-', { password: NEW_PASSWORD })).response.statusCode,
    ).toBe(404);
    const zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
    const { response } = await reset(
      MEMBER_ACCOUNT.memberId,
      '-',
      { password: NEW_PASSWORD },
      zhangsan,
    );
    expect(response.statusCode).toBe(403);
    expect((await signIn('PathWay@2026')).success).toBe(true);
  });
});
