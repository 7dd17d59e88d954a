import type {
  BankAccount,
  BankDetail,
  BankImportPreview,
  BankImportResult,
  FinanceContract,
} from '@ccms/api-client';
import { and, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../db/seed';
import { bankDetails, bankImportBatches, contracts, receipts } from '../../db/schema';
import { OTHER_COMPANY, seedTestTenants } from '../../test/companies';
import { createTestApp, type TestApp } from '../../test/createTestApp';
import { seedFinance } from './seed';
import { generateStatement, sheetWorkbook } from './statement/generate';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedTestTenants(t.database.db, t.clock.now());
  tokens.admin = await t.tokenOf('admin', 'Admin@123456');
  tokens.lisi = await t.tokenOf('lisi', 'Staff@123456');
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
const post = <T>(url: string, payload: unknown, who = 'lisi') =>
  as(who)<T>({ method: 'POST', url: `/api/b/finance/${url}`, payload: payload as object });

async function upload(fileName: string, content: Buffer, who = 'lisi'): Promise<string> {
  const boundary = `----ccms${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const ids = await ok<string[]>(
    {
      method: 'POST',
      url: '/api/b/fileItem/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    },
    who,
  );
  return ids[0]!;
}

let accountSeq = 0;
async function newAccount(extra: object = {}): Promise<BankAccount> {
  accountSeq += 1;
  return ok<BankAccount>({
    method: 'POST',
    url: '/api/b/finance/bankAccount',
    payload: {
      accountUnit: '示例造价咨询有限公司',
      accountName: `测试账户${accountSeq}`,
      accountNo: `62170000${String(accountSeq).padStart(6, '0')}`,
      bankName: '测试银行',
      openingBalance: '500,000.00',
      openingDate: '2025-01-01',
      ...extra,
    },
  });
}

/** A generated statement for an account, as an uploaded xlsx; `edit` may spoil cells first. */
async function statementFile(
  account: BankAccount,
  rows: number,
  edit?: (cells: unknown[][], header: string[], headerRow: number) => void,
) {
  const generated = generateStatement({
    rows,
    seed: 11,
    metadata: true,
    accountNo: account.accountNo,
    openingBalance: '500000.00',
    start: '2025-01-02',
  });
  const header = generated.sheet.rows[generated.headerRow - 1]!.map(String);
  edit?.(generated.sheet.rows, header, generated.headerRow);
  const fileId = await upload('流水.xlsx', await sheetWorkbook(generated.sheet));
  return { fileId, generated };
}

const importBody = (accountId: string, fileId: string) => ({
  bankAccountImportConfig: { accountId },
  fileItems: [fileId],
});

const rowsOf = async (accountId: string) => {
  const [row] = await t.database.db
    .select({ total: count() })
    .from(bankDetails)
    .where(eq(bankDetails.accountId, accountId));
  return row!.total;
};

describe('bank statement import', () => {
  let account: BankAccount;
  let fileId: string;
  beforeAll(async () => {
    account = await newAccount();
    ({ fileId } = await statementFile(account, 120));
  }, 60_000);

  it('previews the mapping, the first rows and the checks without saving', async () => {
    const { body } = await post<BankImportPreview>(
      'bankDetailExcel/previewExcel',
      importBody(account.id, fileId),
    );
    expect(body.success, body.msg).toBe(true);
    expect(body.data).toMatchObject({
      rowCount: 120,
      freshCount: 120,
      duplicateCount: 0,
      issues: [],
      accountMismatch: false,
      previousBalance: '500000.00',
    });
    expect(body.data.columns.dateTime).toBe(0);
    expect(body.data.headers).toContain('余额');
    expect(body.data.lines).toHaveLength(50);
    expect(await rowsOf(account.id)).toBe(0);
  });

  it('saves every row, and the same file again adds nothing', async () => {
    const first = await post<BankImportResult>(
      'bankDetailExcel/importExcel',
      importBody(account.id, fileId),
    );
    expect(first.body.success, first.body.msg).toBe(true);
    expect(first.body.data).toMatchObject({ rowCount: 120, addedCount: 120, duplicateCount: 0 });
    expect(await rowsOf(account.id)).toBe(120);

    const again = await post<BankImportResult>(
      'bankDetailExcel/importExcel',
      importBody(account.id, fileId),
    );
    expect(again.body.success, again.body.msg).toBe(true);
    expect(again.body.data).toMatchObject({
      batchId: null,
      rowCount: 120,
      addedCount: 0,
      duplicateCount: 120,
    });
    expect(await rowsOf(account.id)).toBe(120);

    const list = await post<{ total: number; data: BankDetail[]; totals: { income: string } }>(
      'bankDetail/queryList',
      { pageNo: 1, pageSize: 10, params: { accountId: account.id } },
    );
    expect(list.body.data.total).toBe(120);
    expect(list.body.data.data[0]!.accountNo).toBe(account.accountNo);
    expect(list.body.data.data[0]!.dateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [sum] = await t.database.db
      .select({ income: sql<string>`sum(${bankDetails.income})::numeric(18,2)::text` })
      .from(bankDetails)
      .where(eq(bankDetails.accountId, account.id));
    expect(list.body.data.totals.income).toBe(sum!.income);
  });

  it('refuses a statement with a balance break, names the row and writes nothing', async () => {
    const other = await newAccount();
    let brokenRow = 0;
    const { fileId: broken } = await statementFile(other, 40, (cells, header, headerRow) => {
      const column = header.indexOf('余额');
      const at = headerRow + 10; // the 11th line (0-based index of its Excel row)
      cells[at]![column] = Number(cells[at]![column]) + 100;
      brokenRow = at + 1;
    });
    const { body } = await post<BankImportResult>(
      'bankDetailExcel/importExcel',
      importBody(other.id, broken),
    );
    expect(body.success).toBe(false);
    expect(body.data.addedCount).toBe(0);
    expect(body.data.issues.map((issue) => issue.rowNumber)).toContain(brokenRow);
    expect(body.data.issues.find((issue) => issue.rowNumber === brokenRow)!.field).toBe('balance');
    expect(await rowsOf(other.id)).toBe(0);
    const [batches] = await t.database.db
      .select({ total: count() })
      .from(bankImportBatches)
      .where(eq(bankImportBatches.accountId, other.id));
    expect(batches!.total).toBe(0);
  });

  it('reports bad dates and amounts row by row and writes nothing', async () => {
    const other = await newAccount();
    const bad: number[] = [];
    const { fileId: spoiled } = await statementFile(other, 30, (cells, header, headerRow) => {
      cells[headerRow + 3]![0] = '2025/13/45';
      bad.push(headerRow + 4);
      const income = header.indexOf('贷方发生额');
      const pay = header.indexOf('借方发生额');
      const row = cells[headerRow + 7]!;
      const column = Number(row[income]) ? income : pay;
      row[column] = '一百元';
      bad.push(headerRow + 8);
    });
    const { body } = await post<BankImportResult>(
      'bankDetailExcel/importExcel',
      importBody(other.id, spoiled),
      'admin',
    );
    expect(body.success).toBe(false);
    expect(body.msg).toMatch(/未导入任何数据/);
    const named = body.data.issues.filter((issue) => issue.field !== 'balance');
    expect(named.map((issue) => issue.rowNumber)).toEqual(bad);
    expect(named[0]!.field).toBe('dateTime');
    expect(named.every((issue) => issue.message.length > 0)).toBe(true);
    expect(await rowsOf(other.id)).toBe(0);
  });

  it('files an earlier month before stored rows only when it leads on to them', async () => {
    const other = await newAccount({ openingDate: null });
    // Lines 21–40 first, then 1–10 (refused: lines 11–20 are missing), then 1–20.
    const part = async (keep: (line: number) => boolean) =>
      (
        await statementFile(other, 40, (cells, _header, headerRow) => {
          const lines = cells.splice(headerRow, 40);
          cells.splice(headerRow, 0, ...lines.filter((_, index) => keep(index + 1)));
        })
      ).fileId;
    const later = await post<BankImportResult>(
      'bankDetailExcel/importExcel',
      importBody(other.id, await part((line) => line > 20)),
    );
    expect(later.body.success, later.body.msg).toBe(true);
    expect(later.body.data.addedCount).toBe(20);
    const gap = await post<BankImportResult>(
      'bankDetailExcel/importExcel',
      importBody(other.id, await part((line) => line <= 10)),
    );
    expect(gap.body.success).toBe(false);
    expect(gap.body.data.issues).toHaveLength(1);
    expect(gap.body.data.issues[0]!.field).toBe('balance');
    expect(await rowsOf(other.id)).toBe(20);
    const earlier = await post<BankImportResult>(
      'bankDetailExcel/importExcel',
      importBody(other.id, await part((line) => line <= 20)),
    );
    expect(earlier.body.success, earlier.body.msg).toBe(true);
    expect(earlier.body.data.addedCount).toBe(20);
    expect(await rowsOf(other.id)).toBe(40);
  });

  it('refuses a statement of another account number', async () => {
    const other = await newAccount();
    const { body } = await post<BankImportResult>(
      'bankDetailExcel/importExcel',
      importBody(other.id, fileId),
    );
    expect(body.success).toBe(false);
    expect(body.data.issues[0]).toMatchObject({ rowNumber: 0, field: 'row' });
    expect(await rowsOf(other.id)).toBe(0);
  });

  it('serves the import template', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/b/finance/bankDetailExcel/getBankTemplate',
      headers: { AuthToken: tokens.lisi! },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps accounts with rows, deletes empty ones, refuses a taken number', async () => {
    const refused = await as('lisi')<null>({
      method: 'DELETE',
      url: `/api/b/finance/bankAccount/${account.id}`,
    });
    expect(refused.body.success).toBe(false);
    expect(refused.body.msg).toContain('120');
    const taken = await post<BankAccount>('bankAccount', {
      accountUnit: '甲',
      accountName: '乙',
      accountNo: account.accountNo,
    });
    expect(taken.body.success).toBe(false);
    const locked = await post<BankAccount>('bankAccount', {
      ...account,
      openingBalance: '1.00',
    });
    expect(locked.body.success).toBe(false);
    const empty = await newAccount();
    const deleted = await as('lisi')<null>({
      method: 'DELETE',
      url: `/api/b/finance/bankAccount/${empty.id}`,
    });
    expect(deleted.body.success, deleted.body.msg).toBe(true);
  });
});

describe('claims', () => {
  /** A demo income row still to claim in full. */
  async function openRow(): Promise<BankDetail> {
    const page = await ok<{ data: BankDetail[] }>({
      method: 'POST',
      url: '/api/b/finance/bankSubscription/queryList',
      payload: { pageNo: 1, pageSize: 100 },
    });
    const row = page.data.find((detail) => detail.claimTotal === '0.00' && !detail.isCorrect);
    expect(row).toBeDefined();
    return row!;
  }
  const contractId = 'contract-001';

  it('claims part of a row, refuses more than is left, and undoes a claim', async () => {
    const row = await openRow();
    const before = await ok<FinanceContract>({
      method: 'GET',
      url: `/api/b/finance/contract/${contractId}`,
    });
    const tooMuch = await post('bankSubscription/claim', {
      bankDetailId: row.id,
      contractId,
      amount: (Number(row.needClaimTotal) + 0.01).toFixed(2),
    });
    expect(tooMuch.body.success).toBe(false);
    expect(tooMuch.body.msg).toContain(row.needClaimTotal);

    const made = await ok<{ claim: { receiptId: string }; detail: BankDetail }>({
      method: 'POST',
      url: '/api/b/finance/bankSubscription/claim',
      payload: { bankDetailId: row.id, contractId, amount: '100.00' },
    });
    expect(made.detail.claimTotal).toBe('100.00');
    expect(made.detail.needClaimTotal).toBe((Number(row.needClaimTotal) - 100).toFixed(2));
    const after = await ok<FinanceContract>({
      method: 'GET',
      url: `/api/b/finance/contract/${contractId}`,
    });
    expect(Number(after.receivedTotal) - Number(before.receivedTotal)).toBeCloseTo(100, 2);

    const notNeeded = await post('bankDetail/setNeedClaim', { id: row.id, isNeedClaim: false });
    expect(notNeeded.body.success).toBe(false);

    const undone = await ok<BankDetail>({
      method: 'POST',
      url: '/api/b/finance/bankSubscription/unclaim',
      payload: { receiptId: made.claim.receiptId },
    });
    expect(undone).toMatchObject({ claimTotal: '0.00', needClaimTotal: row.needClaimTotal });
    const marked = await ok<BankDetail>({
      method: 'POST',
      url: '/api/b/finance/bankDetail/setNeedClaim',
      payload: { id: row.id, isNeedClaim: false, isChangeAccount: true },
    });
    expect(marked).toMatchObject({ isNeedClaim: false, needClaimTotal: '0.00' });
  });

  it('lets only one of two concurrent claims of the last yuan through', async () => {
    const row = await openRow();
    const rest = (Number(row.needClaimTotal) - 1).toFixed(2);
    await ok({
      method: 'POST',
      url: '/api/b/finance/bankSubscription/claim',
      payload: { bankDetailId: row.id, contractId, amount: rest },
    });
    const claimOne = () =>
      post('bankSubscription/claim', { bankDetailId: row.id, contractId, amount: '1.00' });
    const answers = await Promise.all([claimOne(), claimOne()]);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    const detail = await ok<BankDetail>({
      method: 'GET',
      url: `/api/b/finance/bankDetail/${row.id}`,
    });
    expect(detail).toMatchObject({ needClaimTotal: '0.00', claimTotal: row.income });
    const [claimed] = await t.database.db
      .select({ total: sql<string>`sum(${receipts.amount})::text` })
      .from(receipts)
      .where(eq(receipts.bankDetailId, row.id));
    expect(claimed!.total).toBe(row.income);
  });

  it('corrects a row: who and when, and its texts', async () => {
    const row = await openRow();
    const corrected = await ok<BankDetail>({
      method: 'POST',
      url: '/api/b/finance/bankDetail/correct',
      payload: { id: row.id, isCorrect: true, memo: '已与客户核对' },
    });
    expect(corrected).toMatchObject({
      isCorrect: true,
      correctedBy: 'user-lisi',
      correctedByName: '李四',
      memo: '已与客户核对',
    });
    expect(corrected.correctedAt).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });
});

describe('tenancy and permissions', () => {
  it('shows company B none of A’s accounts, rows or contracts, and lets it claim none', async () => {
    const accounts = await ok<{ total: number }>(
      { method: 'POST', url: '/api/b/finance/bankAccount/queryList', payload: {} },
      'bob',
    );
    expect(accounts.total).toBe(0);
    const rows = await ok<{ total: number }>(
      { method: 'POST', url: '/api/b/finance/bankDetail/queryList', payload: {} },
      'bob',
    );
    expect(rows.total).toBe(0);
    const claimed = await post(
      'bankSubscription/claim',
      { bankDetailId: 'bd-cmb-00001', contractId: 'contract-001', amount: '1.00' },
      'bob',
    );
    expect(claimed.body.success).toBe(false);
    expect(claimed.response.statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ claimTotal: bankDetails.claimTotal })
      .from(bankDetails)
      .where(eq(bankDetails.id, 'bd-cmb-00001'));
    expect(row).toBeDefined();
  });

  it('refuses finance to a user without the permissions', async () => {
    for (const [url, payload] of [
      ['bankDetail/queryList', {}],
      ['bankAccount', { accountUnit: '甲', accountName: '乙', accountNo: '12345678' }],
      ['bankSubscription/claim', { bankDetailId: 'x', contractId: 'y', amount: '1' }],
    ] as const) {
      const { response } = await post(url, payload, 'zhangsan');
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('the demo data, day count and capital position', () => {
  it('keeps every demo account’s balances continuous', async () => {
    const result: unknown = await t.database.db.execute(sql`
      select count(*)::int as total from (
        select balance, income, pay,
          lag(balance) over (partition by account_id order by date_time, seq) as previous
        from bank_details where company_id = ${DEMO_COMPANY_ID}
      ) rows where previous is not null and previous + income - pay <> balance`);
    const breaks = result as { rows: { total: number }[] };
    expect(breaks.rows[0]!.total).toBe(0);
    const [rows] = await t.database.db
      .select({ total: count() })
      .from(bankDetails)
      .where(and(eq(bankDetails.companyId, DEMO_COMPANY_ID), sql`${bankDetails.batchId} is null`));
    expect(rows!.total).toBeGreaterThan(2_500);
  });

  it('answers the capital position: opening + in − out = closing, totals summed', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const data = await ok<{
      rows: { accountId: string; opening: string; income: string; pay: string; closing: string }[];
      totals: { income: string; closing: string };
    }>({
      method: 'POST',
      url: '/api/b/finance/capitalPosition',
      payload: { dateFrom: `${today.slice(0, 4)}-01-01`, dateTo: today },
    });
    expect(data.rows.length).toBeGreaterThanOrEqual(4);
    for (const row of data.rows.filter((r) => r.accountId.startsWith('bank-acct-')))
      expect((Number(row.opening) + Number(row.income) - Number(row.pay)).toFixed(2)).toBe(
        row.closing,
      );
    const income = data.rows.reduce((sum, row) => sum + Math.round(Number(row.income) * 100), 0);
    expect((income / 100).toFixed(2)).toBe(data.totals.income);
  });

  it('answers the day count: per day and account, with the day’s closing balance', async () => {
    const data = await ok<{
      rows: { date: string; accountId: string; count: number; closingBalance: string | null }[];
      totals: { count: number; pay: string };
    }>({
      method: 'POST',
      url: '/api/b/finance/bankDetail/dayCount',
      payload: { accountId: 'bank-acct-icbc', dateFrom: '2000-01-01', dateTo: '2100-12-31' },
    });
    const [stored] = await t.database.db
      .select({
        total: count(),
        pay: sql<string>`sum(${bankDetails.pay})::numeric(18,2)::text`,
      })
      .from(bankDetails)
      .where(eq(bankDetails.accountId, 'bank-acct-icbc'));
    expect(data.totals.count).toBe(stored!.total);
    expect(data.totals.pay).toBe(stored!.pay);
    const newest = data.rows[0]!;
    const [last] = await t.database.db
      .select({ balance: bankDetails.balance })
      .from(bankDetails)
      .where(eq(bankDetails.accountId, 'bank-acct-icbc'))
      .orderBy(sql`${bankDetails.dateTime} desc, ${bankDetails.seq} desc`)
      .limit(1);
    expect(newest.closingBalance).toBe(last!.balance);
  });

  it('lists contracts and customers for the claim dialog', async () => {
    const page = await ok<{ total: number; data: FinanceContract[] }>({
      method: 'POST',
      url: '/api/b/finance/contract/queryList',
      payload: { pageSize: 5, params: { businessType: 'settlement' } },
    });
    expect(page.total).toBe(30);
    expect(page.data.every((row) => row.businessType === 'settlement')).toBe(true);
    const customers = await ok<{ total: number; data: { id: string; contractCount: number }[] }>({
      method: 'POST',
      url: '/api/b/finance/customer/queryList',
      payload: {},
    });
    expect(customers.total).toBe(40);
    // Each customer's count is its own contracts', as the database has them.
    const counted = await t.database.db
      .select({ id: contracts.customerId, total: count() })
      .from(contracts)
      .where(eq(contracts.companyId, DEMO_COMPANY_ID))
      .groupBy(contracts.customerId);
    const expected = new Map(counted.map((row) => [row.id, row.total]));
    expect(customers.data.length).toBeGreaterThan(0);
    for (const customer of customers.data)
      expect(customer.contractCount).toBe(expected.get(customer.id) ?? 0);
    expect(customers.data.some((customer) => customer.contractCount > 0)).toBe(true);
  });

  it('seeds the finance demo data of a company quickly', async () => {
    const db = t.database.db;
    let elapsed = 0;
    await db
      .transaction(async (tx) => {
        const started = performance.now();
        await seedFinance(tx, OTHER_COMPANY.id, t.clock.now(), 'timing-');
        elapsed = performance.now() - started;
        throw new Error('rollback');
      })
      .catch((error: Error) => expect(error.message).toBe('rollback'));
    console.info(`finance demo seed: ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeGreaterThan(0);
    const [left] = await db
      .select({ total: count() })
      .from(bankDetails)
      .where(eq(bankDetails.companyId, OTHER_COMPANY.id));
    expect(left!.total).toBe(0);
  });
});
