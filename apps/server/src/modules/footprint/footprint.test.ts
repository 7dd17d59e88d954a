import { footprintTypeOf, type Footprint, type FootprintAnalysis } from '@ccms/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/createTestApp';

let t: TestApp;
let admin: string;
let lisi: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin', 'Admin@123456');
  lisi = await t.tokenOf('lisi', 'Staff@123456');
});
afterAll(() => t.close());

type Page<T> = { pageNo: number; pageSize: number; total: number; data: T[] };
const MINUTE = 60_000;

const as =
  (token: () => string) =>
  <T>(options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: token(), ...options.headers } });
const asAdmin = as(() => admin);
const asLisi = as(() => lisi);

const visit = (payload: Record<string, unknown>, call = asAdmin) =>
  call<Footprint>({ method: 'POST', url: '/api/b/footmark', payload });
const list = (payload: Record<string, unknown> = {}, call = asAdmin) =>
  call<Page<Footprint>>({ method: 'POST', url: '/api/b/footmark/queryList', payload });
const analyze = (payload: Record<string, unknown> = {}, call = asAdmin) =>
  call<FootprintAnalysis>({ method: 'POST', url: '/api/b/footmark/analyzeList', payload });

describe('the footprint type of a menu name', () => {
  it.each([
    ['业务办理', 10],
    ['商机跟踪', 20],
    ['合同台账', 30],
    ['全过程咨询项目', 40],
    ['全咨项目看板', 40],
    ['财务报销', 50],
    ['人力资源档案', 60],
    ['人事调动', 60],
    ['行政用车', 70],
    ['统计报表', 80],
    ['安全检查', 90],
    ['配置中心', 100],
    [' 合同管理', 30],
  ] as const)('%s → %i', (menuName, type) => {
    expect(footprintTypeOf(menuName)).toBe(type);
  });

  it('for an unknown prefix, keeps a known type the client sent, else answers 0 (other)', () => {
    expect(footprintTypeOf('项目案例库', 30)).toBe(30);
    expect(footprintTypeOf('项目案例库', 35)).toBe(0);
    expect(footprintTypeOf('项目案例库')).toBe(0);
    // The prefix wins over what the client says.
    expect(footprintTypeOf('财务报销', 30)).toBe(50);
  });
});

describe('recording visits', () => {
  it('derives the type on the server and names it in the request language', async () => {
    const { body } = await visit({
      type: 10,
      menuName: '合同台账',
      businessId: 'HT-2025-0186',
      businessName: '市政道路全过程造价咨询合同',
    });
    expect(body.data).toMatchObject({
      type: 30,
      typeName: '合同',
      visitCount: 1,
      visitAt: '2026-03-02 09:00:00',
    });
    const { body: english } = await asAdmin<Footprint>({
      method: 'POST',
      url: '/api/b/footmark',
      headers: { 'accept-language': 'en' },
      payload: { menuName: '财务报销' },
    });
    expect(english.data).toMatchObject({ type: 50, typeName: 'Finance' });
  });

  it('folds a visit of the same record within 30 minutes into one footprint', async () => {
    t.clock.advance(10 * MINUTE);
    const { body } = await visit({
      menuName: '合同台账',
      businessId: 'HT-2025-0186',
      businessName: '市政道路全过程造价咨询合同（续签）',
    });
    expect(body.data).toMatchObject({
      visitCount: 2,
      firstVisitAt: '2026-03-02 09:00:00',
      visitAt: '2026-03-02 09:10:00',
      businessName: '市政道路全过程造价咨询合同（续签）',
    });
  });

  it('adds a footprint for another record, and for the same one after 30 minutes', async () => {
    await visit({ menuName: '合同台账', businessId: 'HT-2025-0201', businessName: '安置房结算' });
    t.clock.advance(31 * MINUTE);
    const { body } = await visit({ menuName: '合同台账', businessId: 'HT-2025-0186' });
    expect(body.data).toMatchObject({ visitCount: 1, visitAt: '2026-03-02 09:41:00' });
    const { body: page } = await list({ params: { keyword: 'HT' } });
    expect(page.data.total).toBe(0);
    const { body: contracts } = await list({ params: { type: 30 } });
    expect(contracts.data.total).toBe(3);
  });

  it('refuses a visit without a menu name', async () => {
    const { response, body } = await visit({ menuName: ' ' });
    expect(response.statusCode).toBe(400);
    expect(body.msg).toMatch(/^menuName：/);
  });
});

describe('listing footprints', () => {
  beforeAll(async () => {
    t.clock.advance(24 * 60 * MINUTE); // 2026-03-03 09:41
    // A day later the sessions have ended: sign in again.
    admin = await t.tokenOf('admin', 'Admin@123456');
    lisi = await t.tokenOf('lisi', 'Staff@123456');
    await visit({ menuName: '行政用车', businessId: 'CAR-7', businessName: '沪A·12345' });
    t.clock.advance(MINUTE);
    await visit({ menuName: '统计报表' });
  });

  it('answers the latest visit first and pages', async () => {
    const { body } = await list({ pageSize: 2 });
    expect(body.data.total).toBe(6);
    expect(body.data.data.map((row) => row.menuName)).toEqual(['统计报表', '行政用车']);
    const { body: last } = await list({ pageNo: 3, pageSize: 2 });
    expect(last.data.data.map((row) => row.visitAt)).toEqual([
      '2026-03-02 09:10:00',
      '2026-03-02 09:00:00',
    ]);
  });

  it('filters by keyword in the menu or record name, and by days', async () => {
    const { body } = await list({ params: { keyword: '沪a' } });
    expect(body.data.data.map((row) => row.businessId)).toEqual(['CAR-7']);
    const { body: day } = await list({
      params: { beginDate: '2026-03-03', endDate: '2026-03-03' },
    });
    expect(day.data.data.map((row) => row.menuName)).toEqual(['统计报表', '行政用车']);
    const { body: before } = await list({ params: { endDate: '2026-03-02' } });
    expect(before.data.total).toBe(4);
  });

  it('refuses a malformed date', async () => {
    const { response } = await list({ params: { beginDate: '2026/03/03' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('analysing footprints', () => {
  it('counts footprints and visits per type and per menu', async () => {
    const { body } = await analyze();
    expect(body.data).toMatchObject({ total: 6, visits: 7 });
    expect(body.data.byType[0]).toEqual({ type: 30, typeName: '合同', count: 3, visits: 4 });
    expect(body.data.byType.map((row) => row.type).sort((a, b) => a - b)).toEqual([30, 50, 70, 80]);
    expect(body.data.byMenu).toContainEqual({
      menuName: '合同台账',
      type: 30,
      typeName: '合同',
      count: 3,
      visits: 4,
    });
  });

  it('counts within the days asked for', async () => {
    const { body } = await analyze({ beginDate: '2026-03-03' });
    expect(body.data).toMatchObject({ total: 2, visits: 2 });
  });
});

describe('whose footprints', () => {
  it("shows another user none of the admin's footprints, and counts only their own", async () => {
    expect((await list({}, asLisi)).body.data.total).toBe(0);
    expect((await analyze({}, asLisi)).body.data).toEqual({
      total: 0,
      visits: 0,
      byType: [],
      byMenu: [],
    });
    await visit({ menuName: '合同台账', businessId: 'HT-2025-0186' }, asLisi);
    const { body } = await list({}, asLisi);
    expect(body.data.data).toEqual([expect.objectContaining({ visitCount: 1 })]);
    // The admin's footprint of the same record did not count lisi's visit.
    const { body: admins } = await list({ params: { type: 30 } });
    expect(admins.data.data.map((row) => row.visitCount).sort()).toEqual([1, 1, 2]);
  });

  it('answers 401 without a session', async () => {
    const { response } = await t.call({
      method: 'POST',
      url: '/api/b/footmark',
      payload: { menuName: '合同台账' },
    });
    expect(response.statusCode).toBe(401);
  });
});
