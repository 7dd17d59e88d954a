import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/main-page$/);
}

/** "12,345.67" → 1234567 (cents, exactly). */
const cents = (text: string) => {
  const [whole, part = ''] = text.trim().replace(/,/g, '').split('.');
  const sign = whole!.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(part.padEnd(2, '0').slice(0, 2)));
};

interface ContractRow {
  id: string;
  code: string;
  name: string;
  receivedTotal: string;
}

/**
 * A contract with receipts whose bonus was never calculated (the demo data calculates only a
 * few): looked up through the API, so the journey itself starts from a known, untouched contract.
 */
async function untouchedContract(request: APIRequestContext): Promise<ContractRow> {
  const login = await request.post('/api/login', {
    data: { username: 'admin', password: 'Admin@123456', captcha: '' },
  });
  const token = ((await login.json()) as { data: { authToken: string } }).data.authToken;
  const headers = { AuthToken: token };
  const list = await request.post('/api/b/finance/contract/queryList', {
    headers,
    data: { pageNo: 1, pageSize: 200 },
  });
  const contracts = ((await list.json()) as { data: { data: ContractRow[] } }).data.data;
  for (const contract of contracts.filter((c) => Number(c.receivedTotal) > 0)) {
    const calculations = await request.post('/api/b/bonus/calculation/list', {
      headers,
      data: { pageNo: 1, pageSize: 1, params: { contractId: contract.id } },
    });
    if (((await calculations.json()) as { data: { total: number } }).data.total === 0)
      return contract;
  }
  throw new Error('No contract with receipts is left to calculate');
}

test('an administrator calculates and confirms a bonus; the project lead sees his part in 我的奖金', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const contract = await untouchedContract(request);
  const today = new Date().toISOString().slice(0, 10);

  // 奖金计算: the contract's receipts from the start of the year before last up to today.
  await signIn(page, 'admin', 'Admin@123456');
  await page.goto('/bonus-calculation');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '计算奖金' }).click();
  const form = page.getByRole('dialog', { name: '计算合同奖金' });
  await form.getByLabel('查找合同').fill(contract.code);
  await form.getByRole('button', { name: /合同/ }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${contract.code} `) })
    .first()
    .click();
  await form.getByLabel('回款期间自').fill(`${Number(today.slice(0, 4)) - 2}-01-01`);
  await form.getByLabel('回款期间至').fill(today);
  await form.getByRole('button', { name: '计算奖金' }).click();

  // The trace opens on the new draft: the people's parts add up to the pool, to the cent.
  const detail = page.getByRole('dialog', { name: new RegExp(`奖金计算：${contract.code}`) });
  await expect(detail).toBeVisible({ timeout: 20_000 });
  const formula = await detail.getByText(/^奖金池 = /).textContent();
  const pool = cents(/= ([\d,.]+) 元$/.exec(formula!.trim())![1]!);
  expect(pool).toBeGreaterThan(0);
  const people = detail.getByRole('region', { name: '人员' });
  const rows = people.getByRole('row').filter({ has: page.getByRole('cell') });
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  let sum = 0;
  let leadCents = 0;
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    const allocation = cents((await row.getByRole('cell').nth(2).textContent())!);
    sum += allocation;
    if ((await row.getByRole('rowheader').textContent()) === '张三') leadCents += allocation;
  }
  expect(sum).toBe(pool);
  expect(leadCents).toBeGreaterThan(0);

  await detail.getByRole('button', { name: '确认' }).click();
  await expect(detail.getByText('已确认')).toBeVisible();
  await detail.getByRole('button', { name: '关闭', exact: true }).last().click();
  await expect(
    main.getByRole('row').filter({ hasText: contract.code }).filter({ hasText: '已确认' }),
  ).toHaveCount(1);

  // The project lead signs in and finds his parts of it in 我的奖金.
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'zhangsan', 'Staff@123456');
  await page.goto('/my-bonus');
  const grid = page.getByRole('grid', { name: '我的奖金明细' });
  const mine = grid.getByRole('row').filter({ hasText: contract.code });
  await expect(mine.first()).toBeVisible({ timeout: 20_000 });
  const shown = await mine.count();
  let mineCents = 0;
  for (let i = 0; i < shown; i++) {
    const text = (await mine.nth(i).getByRole('gridcell').nth(3).textContent()) ?? '0';
    mineCents += cents(text);
  }
  expect(mineCents).toBe(leadCents);
});
