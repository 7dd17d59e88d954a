import type { BankAccount, ProgressFrame } from '@ccms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { generateStatement, sheetWorkbook } from './statement/generate';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.lisi = await t.tokenOf('lisi', 'Staff@123456');
  tokens.zhangsan = await t.tokenOf('zhangsan', 'Staff@123456');
}, 120_000);
afterAll(() => t.close());

/** A user's message socket and every frame it received. */
async function listen(userId: string, token: string) {
  const ws = await t.app.injectWS(
    `/api/websocket/${userId}?AuthToken=${encodeURIComponent(token)}`,
  );
  const frames: unknown[] = [];
  ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString())));
  return { ws, frames };
}

async function call<T>(url: string, payload: object, headers: Record<string, string> = {}) {
  const { body } = await t.call<T>({
    method: 'POST',
    url,
    payload,
    headers: { AuthToken: tokens.lisi!, ...headers },
  });
  expect(body.success, body.msg).toBe(true);
  return body.data;
}

async function upload(fileName: string, content: Buffer): Promise<string> {
  const boundary = `----ccms${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const ids = await call<string[]>('/api/b/fileItem/upload', payload, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  return ids[0]!;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('progress of a bank statement import', () => {
  it('pushes increasing progress ending at 100 to the caller only', async () => {
    const account = await call<BankAccount>('/api/b/finance/bankAccount', {
      accountUnit: '示例造价咨询有限公司',
      accountName: '进度测试账户',
      accountNo: '6217000099990001',
      bankName: '测试银行',
      openingBalance: '500,000.00',
      openingDate: '2025-01-01',
    });
    const generated = generateStatement({
      rows: 300,
      seed: 5,
      metadata: true,
      accountNo: account.accountNo,
      openingBalance: '500000.00',
      start: '2025-01-02',
    });
    const fileId = await upload('流水.xlsx', await sheetWorkbook(generated.sheet));
    const caller = await listen('user-lisi', tokens.lisi!);
    const other = await listen('user-zhangsan', tokens.zhangsan!);
    const body = {
      bankAccountImportConfig: { accountId: account.id },
      fileItems: [fileId],
      progressId: 'import-progress-1',
    };

    const result = await call<{ addedCount: number }>(
      '/api/b/finance/bankDetailExcel/importExcel',
      body,
    );
    await settle();
    expect(result.addedCount).toBe(300);

    const frames = caller.frames as ProgressFrame[];
    expect(frames.length).toBeGreaterThanOrEqual(3);
    expect(frames.every((frame) => frame.type === 'progress')).toBe(true);
    expect(frames.every((frame) => frame.progressId === 'import-progress-1')).toBe(true);
    const percents = frames.map((frame) => frame.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    expect(percents.filter((percent) => percent === 100)).toHaveLength(1);
    expect(frames.map((frame) => frame.stage)).toEqual(
      expect.arrayContaining(['read', 'check', 'save', 'done']),
    );
    expect(other.frames).toEqual([]);

    // Without a progressId the same kind of call pushes nothing.
    caller.frames.length = 0;
    await call('/api/b/finance/bankDetailExcel/previewExcel', { ...body, progressId: undefined });
    await settle();
    expect(caller.frames).toEqual([]);
    caller.ws.terminate();
    other.ws.terminate();
  }, 120_000);
});
