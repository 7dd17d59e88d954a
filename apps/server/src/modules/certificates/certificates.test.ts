import type { Certificate, CertificateSummaryRow } from '@ccms/api-client';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCertificates } from '../../db/schema';
import { DEMO_COMPANY_ID } from '../../db/seed';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { dayOf } from '../finance/invoicing/shared';
import { addDays } from './status';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.lisi = await t.tokenOf('lisi', 'Staff@123456');
  tokens.wangmin = await t.tokenOf('wangmin', 'Staff@123456');
  tokens.zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  tokens.bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
}, 120_000);
afterAll(() => t.close());

const as =
  (who: string) =>
  <T>(options: InjectOptions) =>
    t.call<T>({ ...options, headers: { AuthToken: tokens[who]!, ...options.headers } });

async function ok<T>(options: InjectOptions, who = 'lisi'): Promise<T> {
  const { body } = await as(who)<T>(options);
  expect(body.success, body.msg).toBe(true);
  return body.data;
}
const post = (url: string, payload: object) =>
  ({ method: 'POST', url: `/api/b/staff-certificate${url}`, payload }) as const;
const list = (params: object = {}, who = 'lisi') =>
  ok<{ total: number; data: Certificate[] }>(post('/queryList', { pageSize: 100, params }), who);

describe('staff certificates', () => {
  it('lists the demo certificates with the status computed from today', async () => {
    const all = await list();
    expect(all.total).toBe(15);
    const today = dayOf(t.clock.now());
    for (const item of all.data) {
      if (!item.validUntil) expect(item.status).toBe('valid');
      else if (item.validUntil < today) expect(item.status).toBe('expired');
      else if (item.validUntil <= addDays(today, 90)) expect(item.status).toBe('expiring');
      else expect(item.status).toBe('valid');
    }
    const expired = await list({ status: 'expired' });
    expect(expired.total).toBe(2);
    expect(expired.data.every((item) => item.validUntil! < today)).toBe(true);
    const expiring = await list({ status: 'expiring' });
    expect(expiring.data.map((item) => item.daysLeft)).toEqual([10, 45, 75]);
    const warnings = await ok<Certificate[]>({
      method: 'GET',
      url: '/api/b/staff-certificate/expiring',
    });
    expect(warnings.map((item) => item.status)).toEqual([
      'expired',
      'expired',
      'expiring',
      'expiring',
      'expiring',
    ]);
  });

  it('filters by kind, department and keyword', async () => {
    const engineers = await list({ kind: 'cost_engineer_1' });
    expect(engineers.data.map((item) => item.userName).sort()).toEqual([
      '张三',
      '王敏',
      '系统管理员',
    ]);
    const general = await list({ departmentId: 'dept-general' });
    expect(new Set(general.data.map((item) => item.userName))).toEqual(new Set(['王敏', '赵强']));
    const found = await list({ keyword: '33005178' });
    expect(found.data.map((item) => item.kind)).toEqual(['supervisor']);
  });

  it('summarises valid, expiring and expired certificates by kind and department', async () => {
    const summary = await ok<{
      rows: CertificateSummaryRow[];
      byKind: Omit<CertificateSummaryRow, 'departmentId' | 'departmentName'>[];
    }>({ method: 'GET', url: '/api/b/staff-certificate/summary' });
    const engineers = summary.byKind.find((row) => row.kind === 'cost_engineer_1')!;
    expect(engineers).toEqual({ kind: 'cost_engineer_1', valid: 2, expiring: 1, expired: 0 });
    const supervisors = summary.rows.filter((row) => row.kind === 'supervisor');
    expect(
      supervisors.map((row) => [row.departmentName, row.valid, row.expiring, row.expired]),
    ).toEqual(
      expect.arrayContaining([
        ['示例造价咨询有限公司', 1, 0, 0],
        ['综合部', 0, 0, 1],
      ]),
    );
    const counted = summary.rows.reduce(
      (sum, row) => sum + row.valid + row.expiring + row.expired,
      0,
    );
    expect(counted).toBe(15);
  });

  it('adds, changes and deletes; the number is unique per kind, not across kinds', async () => {
    const saved = await ok<Certificate>(
      post('', {
        userId: 'user-lisi',
        kind: 'supervisor',
        certNo: 'JL-2026-001',
        issueDate: '2026-01-01',
        validUntil: addDays(dayOf(t.clock.now()), 30),
        educationHours: 12,
      }),
    );
    expect(saved).toMatchObject({ userName: '李四', status: 'expiring', daysLeft: 30 });
    const { body } = await as('lisi')(
      post('', {
        userId: 'user-zhangsan',
        kind: 'supervisor',
        certNo: 'JL-2026-001',
        issueDate: '2026-01-01',
      }),
    );
    expect(body.success).toBe(false);
    expect(body.msg).toContain('JL-2026-001');
    expect(body.msg).toContain('李四');
    const otherKind = await ok<Certificate>(
      post('', {
        userId: 'user-zhangsan',
        kind: 'other',
        certNo: 'JL-2026-001',
        issueDate: '2026-01-01',
      }),
    );
    const changed = await ok<Certificate>(
      post('', {
        id: saved.id,
        userId: 'user-lisi',
        kind: 'supervisor',
        certNo: 'JL-2026-001',
        issueDate: '2026-01-01',
        validUntil: null,
      }),
    );
    expect(changed).toMatchObject({ status: 'valid', daysLeft: null });
    for (const id of [saved.id, otherKind.id])
      await ok({ method: 'DELETE', url: `/api/b/staff-certificate/${id}` });
    expect((await list()).total).toBe(15);
  });

  it('refuses a validity before the issue date and a file or holder it cannot see', async () => {
    const { body } = await as('lisi')(
      post('', {
        userId: 'user-lisi',
        kind: 'other',
        certNo: 'X-1',
        issueDate: '2026-01-01',
        validUntil: '2025-12-31',
      }),
    );
    expect(body.success).toBe(false);
    expect(body.msg).toContain('有效期至不能早于发证日期');
    const noFile = await as('lisi')(
      post('', {
        userId: 'user-lisi',
        kind: 'other',
        certNo: 'X-1',
        issueDate: '2026-01-01',
        fileId: 'no-such-file',
      }),
    );
    expect(noFile.body.success).toBe(false);
    const bobs = await as('bob')(
      post('', { userId: 'user-lisi', kind: 'other', certNo: 'X-1', issueDate: '2026-01-01' }),
    );
    expect(bobs.body.success).toBe(false);
  });

  it('exports the filtered certificates as a workbook', async () => {
    const response = await t.app.inject({
      ...post('/export', { params: { status: 'expired' } }),
      headers: { AuthToken: tokens.lisi! },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('持证人');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(9).value).toBe('已过期');
  });

  it('keeps each company to its own certificates and checks the permissions', async () => {
    expect((await list({}, 'bob')).total).toBe(0);
    const rows = await t.database.db
      .select({ id: staffCertificates.id })
      .from(staffCertificates)
      .where(eq(staffCertificates.companyId, DEMO_COMPANY_ID));
    expect(rows.length).toBe(15);
    const { id } = (await list()).data[0]!;
    const deleted = await as('bob')({ method: 'DELETE', url: `/api/b/staff-certificate/${id}` });
    expect(deleted.body.success).toBe(false);
    expect((await list()).total).toBe(15);
    // 综合行政 keeps them too; a cost engineer does not see them.
    expect((await list({}, 'wangmin')).total).toBe(15);
    const refused = await as('zhangsan')(post('/queryList', {}));
    expect(refused.response.statusCode).toBe(403);
  });
});
