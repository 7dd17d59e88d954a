import type { FootprintAdminRow } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footprints } from '../../db/schema';
import { OTHER_COMPANY, ROLELESS_USER, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';

let t: TestApp;
let admin: string;
let lisi: string;
let bob: string;
let nobody: string;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const QUERY = '/api/b/footmark/admin/queryList';
const DELETE = '/api/b/footmark/admin';

type AdminPage = {
  pageNo: number;
  pageSize: number;
  total: number;
  data: FootprintAdminRow[];
  users: { userId: string; userName: string; count: number; visits: number }[];
};

const as =
  (token: () => string) =>
  <T>(options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: token(), ...options.headers } });
const asAdmin = as(() => admin);
const asLisi = as(() => lisi);
const asBob = as(() => bob);
const asNobody = as(() => nobody);

const visit = (menuName: string, call: typeof asAdmin, businessName?: string) =>
  call({ method: 'POST', url: '/api/b/footmark', payload: { menuName, businessName } });
const query = (payload: Record<string, unknown> = {}, call = asAdmin) =>
  call<AdminPage>({ method: 'POST', url: QUERY, payload });
const remove = (payload: unknown, call = asAdmin) =>
  call<{ deleted: number }>({ method: 'DELETE', url: DELETE, payload: payload as object });

/** Every footprint row in the database, read in the system context. */
const allRows = () => t.database.db.select().from(footprints);

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  const signIn = async () => {
    admin = await t.tokenOf('admin', 'Admin@123456');
    lisi = await t.tokenOf('lisi', 'Staff@123456');
    bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
    nobody = await t.tokenOf(ROLELESS_USER.loginName, ROLELESS_USER.password);
  };
  await signIn();
  // Day 1 (2026-03-02): the admin and lisi visit; the other company's administrator too.
  // A minute apart, so the latest-first order never rests on ties.
  for (const [menu, call, record] of [
    ['合同台账', asAdmin, '安置房结算'],
    ['财务报销', asLisi, undefined],
    ['合同台账', asLisi, '市政道路'],
    ['合同台账', asBob, undefined],
  ] as const) {
    await visit(menu, call, record);
    t.clock.advance(MINUTE);
  }
  t.clock.advance(2 * DAY);
  await signIn();
  // Day 3 (2026-03-04).
  await visit('统计报表', asAdmin);
  t.clock.advance(MINUTE);
  await visit('行政用车', asLisi);
});
afterAll(() => t.close());

describe('listing the company’s footprints', () => {
  it('answers every user of the company, latest visit first, with who visited', async () => {
    const { response, body } = await query();
    expect(response.statusCode).toBe(200);
    expect(body.data.total).toBe(5);
    expect(body.data.data.map((row) => [row.menuName, row.loginName])).toEqual([
      ['行政用车', 'lisi'],
      ['统计报表', 'admin'],
      ['合同台账', 'lisi'],
      ['财务报销', 'lisi'],
      ['合同台账', 'admin'],
    ]);
    expect(body.data.data[0]).toMatchObject({ type: 70, typeName: '行政', visitCount: 1 });
    // The most active users within the same filters.
    const lisiName = body.data.data.find((row) => row.loginName === 'lisi')!.userName;
    expect(body.data.users.map(({ userName, count, visits }) => [userName, count, visits])).toEqual(
      [
        [lisiName, 3, 3],
        [expect.any(String), 2, 2],
      ],
    );
  });

  it('filters by user, type, menu name and days, and pages', async () => {
    const byUser = await query({ params: { user: 'LISI' } });
    expect(byUser.body.data.data.every((row) => row.loginName === 'lisi')).toBe(true);
    expect(byUser.body.data.total).toBe(3);
    const byType = await query({ params: { type: 30 } });
    expect(byType.body.data.total).toBe(2);
    const byMenu = await query({ params: { menuName: '报销' } });
    expect(byMenu.body.data.data.map((row) => row.menuName)).toEqual(['财务报销']);
    const byDay = await query({ params: { beginDate: '2026-03-04', endDate: '2026-03-04' } });
    expect(byDay.body.data.data.map((row) => row.menuName)).toEqual(['行政用车', '统计报表']);
    expect(byDay.body.data.users.map((row) => row.count)).toEqual([1, 1]);
    const second = await query({ pageNo: 2, pageSize: 2 });
    expect(second.body.data.data.map((row) => row.menuName)).toEqual(['合同台账', '财务报销']);
    expect(second.body.data.total).toBe(5);
  });

  it('never shows another company’s footprints', async () => {
    const { body } = await query({}, asBob);
    expect(body.data.data.map((row) => row.loginName)).toEqual([OTHER_COMPANY.adminLogin]);
    expect(body.data.users).toHaveLength(1);
    const ours = await query({ params: { user: OTHER_COMPANY.adminLogin } });
    expect(ours.body.data.total).toBe(0);
  });

  it('refuses users without sys:footprint:view, and no session', async () => {
    const { response } = await query({}, asNobody);
    expect(response.statusCode).toBe(403);
    const anonymous = await t.call({ method: 'POST', url: QUERY, payload: {} });
    expect(anonymous.response.statusCode).toBe(401);
  });

  it('refuses malformed filters with a message', async () => {
    const { response, body } = await query({ params: { beginDate: '2026/03/04' } });
    expect(response.statusCode).toBe(400);
    expect(body.msg).toContain('YYYY-MM-DD');
    const page = await query({ pageSize: 0 });
    expect(page.response.statusCode).toBe(400);
  });
});

describe('deleting footprints', () => {
  it('refuses a body with neither or both of ids and a date, writing nothing', async () => {
    const before = (await allRows()).length;
    for (const payload of [{}, { ids: [] }, { ids: ['x'], before: '2026-03-03' }]) {
      const { response, body } = await remove(payload);
      expect(response.statusCode).toBe(400);
      expect(body.msg).toContain('二者选一');
    }
    const { response } = await remove({ before: '03/03/2026' });
    expect(response.statusCode).toBe(400);
    expect(await allRows()).toHaveLength(before);
  });

  it('refuses users without sys:footprint:delete', async () => {
    const [row] = await allRows();
    const { response } = await remove({ ids: [row!.id] }, asNobody);
    expect(response.statusCode).toBe(403);
    expect(await allRows()).toHaveLength(6);
  });

  it('never deletes another company’s footprints, even by id', async () => {
    const [bobs] = await allRows().then((rows) =>
      rows.filter((row) => row.companyId === OTHER_COMPANY.id),
    );
    const { body } = await remove({ ids: [bobs!.id] });
    expect(body.data).toEqual({ deleted: 0 });
    const cleared = await remove({ before: '2030-01-01' }, asBob);
    expect(cleared.body.data).toEqual({ deleted: 1 });
    // Bob's clearing left the demo company's five footprints.
    expect(await allRows()).toHaveLength(5);
  });

  it('deletes the ids chosen', async () => {
    const { body: page } = await query({ params: { menuName: '报销' } });
    const id = page.data.data[0]!.id;
    const { body } = await remove({ ids: [id] });
    expect(body).toMatchObject({ success: true, data: { deleted: 1 } });
    expect(await t.database.db.select().from(footprints).where(eq(footprints.id, id))).toEqual([]);
  });

  it('clears every footprint last visited before a day', async () => {
    const { body } = await remove({ before: '2026-03-04' });
    expect(body.data).toEqual({ deleted: 2 });
    const { body: page } = await query();
    expect(page.data.data.map((row) => row.menuName)).toEqual(['行政用车', '统计报表']);
  });
});
