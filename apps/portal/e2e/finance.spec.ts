import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// exceljs is the import wizard's reader (a dependency of @ccms/pickers, not of the portal):
// the journey writes its statement with the same library the product reads statements with.
const requireFromPickers = createRequire(
  fileURLToPath(new URL('../../../packages/pickers/package.json', import.meta.url)),
);
/** The part of exceljs the journey uses (the portal itself has no exceljs types). */
interface WorkbookWriter {
  addWorksheet(name: string): { addRow(cells: readonly string[]): unknown };
  xlsx: { writeBuffer(): Promise<ArrayBuffer> };
}
const ExcelJS = requireFromPickers('exceljs') as { Workbook: new () => WorkbookWriter };

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/main-page$/);
}

/** Names no earlier run used (the e2e database lives for the whole run). */
const suffix = Date.now().toString(36).slice(-5);
const accountName = `E2E户${suffix}`;
const accountNo = `6222${Date.now().toString().slice(-12)}`;
const customer = `E2E客户${suffix}`;

/**
 * An ICBC-like export: metadata rows above the header, dates YYYY/MM/DD, separate in/out columns
 * and a balance that continues from the new account's opening balance of 10,000.00.
 */
async function statementFile(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('明细');
  sheet.addRow(['账号', accountNo]);
  sheet.addRow(['户名', accountName]);
  sheet.addRow([]);
  sheet.addRow(['交易日期', '收入金额', '支出金额', '余额', '对方户名', '摘要', '交易流水号']);
  sheet.addRow([
    '2026/01/05 10:00:00',
    '5000.00',
    '',
    '15000.00',
    customer,
    '咨询费',
    `${suffix}-1`,
  ]);
  sheet.addRow([
    '2026/01/06 11:30:00',
    '',
    '1200.00',
    '13800.00',
    '国网供电',
    '电费',
    `${suffix}-2`,
  ]);
  sheet.addRow([
    '2026/01/07 09:15:00',
    '800.00',
    '',
    '14600.00',
    customer,
    '审核费',
    `${suffix}-3`,
  ]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    name: `statement-${suffix}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  };
}

async function importStatement(page: Page, file: Awaited<ReturnType<typeof statementFile>>) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '导入流水' }).click();
  const dialog = page.getByRole('dialog', { name: '导入银行流水' });
  await dialog.getByRole('button', { name: /导入到账户/ }).click();
  await page.getByRole('option', { name: `${accountName} ${accountNo}` }).click();
  await dialog.getByLabel('选择文件').setInputFiles(file);
  await dialog.getByRole('button', { name: '上传并预览' }).click();
  await expect(dialog.getByRole('grid', { name: '对账单预览' })).toBeVisible({ timeout: 30_000 });
  return dialog;
}

test('the finance user imports a statement, re-imports it to no effect, and claims an income row', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'lisi', 'Staff@123456');
  const main = page.getByRole('main');

  // 银行账户: a fresh account, so the statement's balances continue from a known opening balance.
  await page.goto('/bank-funds/accounts');
  await main.getByRole('button', { name: '新增账户' }).click();
  const accountDialog = page.getByRole('dialog', { name: '新增银行账户' });
  await accountDialog.getByLabel(/^开户单位/).fill('华建造价咨询有限公司');
  await accountDialog.getByLabel(/^账户名称/).fill(accountName);
  await accountDialog.getByLabel(/^账号/).fill(accountNo);
  await accountDialog.getByLabel(/^期初余额/).fill('10000');
  await accountDialog.getByRole('button', { name: '保存' }).click();
  await expect(accountDialog).toHaveCount(0);
  await expect(main.getByRole('row').filter({ hasText: accountNo })).toBeVisible();

  // 银行资金: the import previews 3 new rows, then stores them.
  const file = await statementFile();
  await page.goto('/bank-funds/list');
  let dialog = await importStatement(page, file);
  await expect(dialog.getByText(/共 3 行：新增 3 行，重复 0 行/)).toBeVisible();
  await expect(dialog.getByText('检查通过，可以导入。')).toBeVisible();
  await dialog.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText('导入完成：新增 3 行，跳过重复 0 行')).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toHaveCount(0);

  const bar = main.getByRole('search', { name: '流水查询条件' });
  await bar.getByLabel('关键字').fill(customer);
  await bar.getByRole('button', { name: '搜索' }).click();
  const grid = main.getByRole('grid', { name: '银行流水' });
  await expect(grid.getByRole('row').filter({ hasText: customer })).toHaveCount(2);
  await expect(grid.getByRole('row').filter({ hasText: '2026/01/05 10:00:00' })).toContainText(
    '5,000.00',
  );

  // The same file again: every line is a duplicate and nothing is added.
  dialog = await importStatement(page, file);
  await expect(dialog.getByText(/共 3 行：新增 0 行，重复 3 行/)).toBeVisible();
  await dialog.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText('导入完成：新增 0 行，跳过重复 3 行')).toBeVisible({
    timeout: 30_000,
  });
  await bar.getByRole('button', { name: '搜索' }).click();
  await expect(grid.getByRole('row').filter({ hasText: customer })).toHaveCount(2);

  // 资金认领: 2,000.00 of the 5,000.00 income goes to a contract; 3,000.00 stays to claim.
  await page.goto('/bank-subscription/list');
  const claimBar = main.getByRole('search', { name: '流水查询条件' });
  await claimBar.getByLabel('关键字').fill(customer);
  await claimBar.getByRole('button', { name: '搜索' }).click();
  const claimGrid = main.getByRole('grid', { name: '待认领收入' });
  const row = claimGrid.getByRole('row').filter({ hasText: '5,000.00' });
  await row.getByRole('button', { name: '认领', exact: true }).click();
  const claimDialog = page.getByRole('dialog', { name: '认领收入' });
  await expect(claimDialog.getByLabel(/认领金额/)).toHaveValue('5000.00');
  await claimDialog.getByRole('button', { name: /合同/ }).click();
  await page.getByRole('listbox', { name: /合同/ }).getByRole('option').first().click();
  await claimDialog.getByLabel(/认领金额/).fill('2000');
  await claimDialog.getByRole('button', { name: '认领', exact: true }).click();
  await expect(page.getByText('已认领 2,000.00 元')).toBeVisible();
  await expect(claimDialog).toHaveCount(0);
  await expect(claimGrid.getByRole('row').filter({ hasText: '5,000.00' })).toContainText(
    '3,000.00',
  );
});
