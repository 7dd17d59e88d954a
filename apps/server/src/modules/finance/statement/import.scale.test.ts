import type { BankAccount, BankImportResult } from '@ccms/api-client';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDetails } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/createTestApp';
import { generateStatement, sheetWorkbook } from './generate';

/**
 * A 100,000-row statement imported end to end through POST /b/finance/bankDetailExcel/importExcel
 * on PGlite (upload, read, map, dedupe, continuity, all-or-nothing write). A measurement that
 * `npm test` skips; bench/finance.bench.mjs runs it with FINANCE_SCALE=1 and prints its times.
 */
describe.runIf(process.env.FINANCE_SCALE)('importing a 100,000-row statement', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenOf('lisi', 'Staff@123456');
  }, 300_000);
  afterAll(() => t?.close());

  const call = async <T>(url: string, payload: object | Buffer, headers: object = {}) => {
    const { body } = await t.call<T>({
      method: 'POST',
      url,
      payload,
      headers: { AuthToken: token, ...headers },
    });
    expect(body.success, body.msg).toBe(true);
    return body.data;
  };

  it('saves every row in one request, and the same file again adds nothing', async () => {
    const rows = Number(process.env.BENCH_ROWS) || 100_000;
    const account = await call<BankAccount>('/api/b/finance/bankAccount', {
      accountUnit: '示例造价咨询有限公司',
      accountName: '基本户（压测）',
      accountNo: '6217000099990001',
      bankName: '测试银行',
      openingBalance: '500000.00',
      openingDate: '2025-01-01',
    });
    const generated = generateStatement({
      rows,
      seed: 10,
      metadata: true,
      totals: true,
      accountNo: account.accountNo,
      openingBalance: '500000.00',
      start: '2025-01-02',
    });
    const content = await sheetWorkbook(generated.sheet);
    const boundary = '----ccmsFinanceScale';
    const [fileId] = await call<string[]>(
      '/api/b/fileItem/upload',
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="流水.xlsx"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
    );
    const body = { bankAccountImportConfig: { accountId: account.id }, fileItems: [fileId] };
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

    let started = performance.now();
    let cpu = process.cpuUsage();
    const first = await call<BankImportResult>('/api/b/finance/bankDetailExcel/importExcel', body);
    const firstMs = performance.now() - started;
    const firstCpu = process.cpuUsage(cpu);
    expect(first).toMatchObject({ rowCount: rows, addedCount: rows, duplicateCount: 0 });

    started = performance.now();
    cpu = process.cpuUsage();
    const again = await call<BankImportResult>('/api/b/finance/bankDetailExcel/importExcel', body);
    const againMs = performance.now() - started;
    const againCpu = process.cpuUsage(cpu);
    expect(again).toMatchObject({ rowCount: rows, addedCount: 0, duplicateCount: rows });

    const [stored] = await t.database.db
      .select({ total: count() })
      .from(bankDetails)
      .where(eq(bankDetails.accountId, account.id));
    expect(stored!.total).toBe(rows);
    const cpuSeconds = (usage: NodeJS.CpuUsage) => seconds((usage.user + usage.system) / 1000);
    console.info(
      `${rows.toLocaleString('en')} rows (${(content.length / 1e6).toFixed(1)} MB) through ` +
        `importExcel on PGlite: first import ${seconds(firstMs)} (CPU ${cpuSeconds(firstCpu)}), ` +
        `same file again ${seconds(againMs)} (CPU ${cpuSeconds(againCpu)}); ` +
        `peak RSS of the test process ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    );
    // Minutes would mean something went quadratic; the goal (10 s) is judged by the bench.
    expect(firstMs).toBeLessThan(300_000);
  }, 900_000);
});
