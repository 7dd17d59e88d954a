import { codeStatusSchema, qrCodeSchema, type CodeStatus, type QrScan } from '@ccms/api-client';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginQrCodes, sessions } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { inTenant } from '../../db/tenancy';
import { QR_CODE_LIFETIME_MS, QR_COLLECT_GRACE_MS, QR_ISSUE_LIMIT, QR_ISSUE_WINDOW_MS } from './qr';
import { hashToken } from './sessions';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0';

let t: TestApp;
let zhangsan: string;
let lisi: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ qrScanUrl: 'https://ccms.example.com/m/qr-login' });
  await seedTestTenants(t.database.db, t.clock.now());
  zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
  lisi = await t.tokenOf('lisi', 'Staff@123456');
  bob = await t.tokenOf(OTHER_COMPANY.adminLogin, OTHER_COMPANY.password);
});
afterAll(() => t.close());

/** The waiting page asks for a code; the ticket is what its QR image shows. */
async function issue() {
  const { body } = await t.call({
    method: 'GET',
    url: '/api/login/qrCode',
    headers: { 'user-agent': BROWSER },
  });
  const qr = qrCodeSchema.parse(body.data);
  const ticket = new URL(qr.qrContent).searchParams.get('ticket')!;
  return { ...qr, ticket };
}

const poll = async (code: string) => {
  const { body } = await t.call<CodeStatus>({
    method: 'POST',
    url: '/api/login/codeStatus',
    payload: { code },
  });
  return body.success ? codeStatusSchema.parse(body.data) : body;
};

const phone = (action: 'scan' | 'confirm' | 'cancel', token: string, ticket: string) =>
  t.call<QrScan | null>({
    method: 'POST',
    url: `/api/login/qrCode/${action}`,
    headers: { AuthToken: token },
    payload: { ticket },
  });

const INVALID = { success: false, msg: '二维码已失效或已被处理，请刷新二维码后重新扫描' };

describe('issuing a QR sign-in', () => {
  it('answers a poll code, a PNG of the ticket link and the expiry, keeping only hashes', async () => {
    const qr = await issue();
    expect(qr.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(qr.qrContent).toMatch(/^https:\/\/ccms\.example\.com\/m\/qr-login\?ticket=[\w-]+$/);
    expect(qr.expiresIn).toBe(QR_CODE_LIFETIME_MS / 1000);
    expect(qr.expireTime).toBe('2026-03-02 09:02:00');
    // The poll code is not in the image: whoever sees the screen cannot collect the session.
    expect(qr.qrContent).not.toContain(qr.code);
    const [row] = await t.database.db
      .select()
      .from(loginQrCodes)
      .where(eq(loginQrCodes.codeHash, hashToken(qr.code)));
    expect(row).toMatchObject({ status: 'waiting', userAgent: BROWSER, companyId: null });
    expect(JSON.stringify(row)).not.toContain(qr.code);
    expect(JSON.stringify(row)).not.toContain(qr.ticket);
    expect(await poll(qr.code)).toEqual({ status: 'waiting', scannedBy: null, userInfo: null });
  });
});

describe('the QR sign-in flow', () => {
  it('goes waiting → scanned → confirmed and hands the session over exactly once', async () => {
    const qr = await issue();
    const scanned = await phone('scan', zhangsan, qr.ticket);
    expect(scanned.body.data).toMatchObject({
      status: 'scanned',
      userAgent: BROWSER,
      createTime: '2026-03-02 09:00:00',
    });
    expect(await poll(qr.code)).toMatchObject({ status: 'scanned', scannedBy: '张三' });
    expect((await phone('confirm', zhangsan, qr.ticket)).body.success).toBe(true);

    const sessionsBefore = (await t.database.db.select({ n: count() }).from(sessions))[0]!.n;
    const [first, second] = await Promise.all([poll(qr.code), poll(qr.code)]);
    const collected = [first, second].filter(
      (answer) => 'status' in answer && answer.status === 'confirmed',
    );
    expect(collected).toHaveLength(1);
    const confirmed = collected[0] as CodeStatus;
    expect(confirmed.userInfo).toMatchObject({ userId: 'user-zhangsan', loginName: 'zhangsan' });
    expect(confirmed.userInfo!.authToken).not.toBe(zhangsan);
    expect((await t.database.db.select({ n: count() }).from(sessions))[0]!.n).toBe(
      sessionsBefore + 1,
    );
    // The new session works; the code is used up.
    const me = await t.call({
      method: 'GET',
      url: '/api/user/info',
      headers: { AuthToken: confirmed.userInfo!.authToken },
    });
    expect(me.body).toMatchObject({ success: true, data: { userId: 'user-zhangsan' } });
    expect(await poll(qr.code)).toMatchObject({ status: 'expired', userInfo: null });
    expect((await phone('confirm', zhangsan, qr.ticket)).body).toMatchObject(INVALID);
  });

  it('lets the page collect a confirmation made just before expiry', async () => {
    const qr = await issue();
    await phone('scan', zhangsan, qr.ticket);
    t.clock.advance(QR_CODE_LIFETIME_MS - 5_000);
    expect((await phone('confirm', zhangsan, qr.ticket)).body.success).toBe(true);
    t.clock.advance(QR_COLLECT_GRACE_MS - 1_000);
    expect(await poll(qr.code)).toMatchObject({ status: 'confirmed' });
  });

  it('expires after two minutes: no scan, no confirmation, the page reads expired', async () => {
    const unscanned = await issue();
    const scanned = await issue();
    await phone('scan', zhangsan, scanned.ticket);
    t.clock.advance(QR_CODE_LIFETIME_MS);
    expect((await phone('scan', zhangsan, unscanned.ticket)).body).toMatchObject(INVALID);
    expect((await phone('confirm', zhangsan, scanned.ticket)).body).toMatchObject(INVALID);
    expect(await poll(unscanned.code)).toMatchObject({ status: 'expired' });
    expect(await poll(scanned.code)).toMatchObject({ status: 'expired', userInfo: null });
  });

  it('tells the page when the phone cancels, and a cancelled code cannot be confirmed', async () => {
    const qr = await issue();
    await phone('scan', zhangsan, qr.ticket);
    expect((await phone('cancel', zhangsan, qr.ticket)).body.success).toBe(true);
    expect(await poll(qr.code)).toMatchObject({ status: 'cancelled', userInfo: null });
    expect((await phone('confirm', zhangsan, qr.ticket)).body).toMatchObject(INVALID);
    expect((await phone('scan', zhangsan, qr.ticket)).body).toMatchObject(INVALID);
  });

  it('needs a scan before a confirmation', async () => {
    const qr = await issue();
    expect((await phone('confirm', zhangsan, qr.ticket)).body).toMatchObject(INVALID);
    expect(await poll(qr.code)).toMatchObject({ status: 'waiting' });
  });

  it('keeps a scanned code to its scanner: colleagues and other companies cannot take it over', async () => {
    const qr = await issue();
    await phone('scan', zhangsan, qr.ticket);
    expect((await phone('scan', lisi, qr.ticket)).body).toMatchObject(INVALID);
    expect((await phone('confirm', lisi, qr.ticket)).body).toMatchObject(INVALID);
    expect((await phone('cancel', lisi, qr.ticket)).body).toMatchObject(INVALID);
    expect((await phone('confirm', bob, qr.ticket)).body).toMatchObject(INVALID);
    expect((await phone('cancel', bob, qr.ticket)).body).toMatchObject(INVALID);
    // Scanning again by the scanner is harmless.
    expect((await phone('scan', zhangsan, qr.ticket)).body.success).toBe(true);
    expect((await phone('confirm', zhangsan, qr.ticket)).body.success).toBe(true);
    expect(await poll(qr.code)).toMatchObject({
      status: 'confirmed',
      userInfo: { userId: 'user-zhangsan' },
    });
  });

  it('signs in a user of another company into their own company', async () => {
    const qr = await issue();
    await phone('scan', bob, qr.ticket);
    await phone('confirm', bob, qr.ticket);
    expect(await poll(qr.code)).toMatchObject({
      status: 'confirmed',
      userInfo: { userId: OTHER_COMPANY.adminId, companyId: OTHER_COMPANY.id },
    });
  });

  it('does not take the poll code for the ticket, nor the ticket for the poll code', async () => {
    const qr = await issue();
    expect((await phone('scan', zhangsan, qr.code)).body).toMatchObject(INVALID);
    expect(await poll(qr.ticket)).toMatchObject({ status: 'expired' });
    expect(await poll('x'.repeat(32))).toMatchObject({ status: 'expired' });
  });

  it('needs a session on the phone side and a well-formed code on the page side', async () => {
    const qr = await issue();
    for (const action of ['scan', 'confirm', 'cancel']) {
      const { response } = await t.call({
        method: 'POST',
        url: `/api/login/qrCode/${action}`,
        payload: { ticket: qr.ticket },
      });
      expect(response.statusCode).toBe(401);
    }
    const { response } = await t.call({
      method: 'POST',
      url: '/api/login/codeStatus',
      payload: { code: '<script>' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('shows a tenant transaction only unclaimed codes and its own company’s', async () => {
    const claimed = await issue();
    await phone('scan', zhangsan, claimed.ticket);
    const unclaimed = await issue();
    const seen = await inTenant(t.database.db, OTHER_COMPANY.id, (tx) =>
      tx
        .select({ codeHash: loginQrCodes.codeHash, companyId: loginQrCodes.companyId })
        .from(loginQrCodes),
    );
    const hashes = seen.map((row) => row.codeHash);
    expect(hashes).toContain(hashToken(unclaimed.code));
    expect(hashes).not.toContain(hashToken(claimed.code));
    expect(seen.every((row) => row.companyId === null || row.companyId === OTHER_COMPANY.id)).toBe(
      true,
    );
    // Nor can it hand a code to another company.
    await expect(
      inTenant(t.database.db, OTHER_COMPANY.id, (tx) =>
        tx
          .update(loginQrCodes)
          .set({ companyId: 'demo' })
          .where(eq(loginQrCodes.codeHash, hashToken(unclaimed.code))),
      ),
    ).rejects.toThrow();
  });

  it('limits how many codes one client address may ask for', async () => {
    const ask = () =>
      t.call({ method: 'GET', url: '/api/login/qrCode', remoteAddress: '203.0.113.9' });
    for (let i = 0; i < QR_ISSUE_LIMIT; i++) expect((await ask()).body.success).toBe(true);
    const refused = await ask();
    expect(refused.response.statusCode).toBe(429);
    expect(refused.body.msg).toBe('请求过于频繁，请稍后再试');
    // Another address is not held up; the same one may ask again in the next window.
    const other = await t.call({
      method: 'GET',
      url: '/api/login/qrCode',
      remoteAddress: '203.0.113.10',
    });
    expect(other.body.success).toBe(true);
    t.clock.advance(QR_ISSUE_WINDOW_MS);
    expect((await ask()).body.success).toBe(true);
  });
});
