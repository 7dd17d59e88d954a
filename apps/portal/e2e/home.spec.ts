import { expect, test } from '@playwright/test';
import { axeViolations } from '../../../tooling/playwright/axe';

test('张三 sees a task of the seeded flows on the home page and opens it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.evaluate(() => localStorage.removeItem('ccms.token'));
  await page.goto('/login');
  await page.getByLabel('用户名').fill('zhangsan');
  await page.getByLabel('密码').fill('Staff@123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/main-page$/);

  const main = page.getByRole('main');
  const flows = main.getByRole('region', { name: '工作流' });
  // Sent back to him by the administrator: 请注明规格型号和领用人.
  const task = flows.getByRole('link', { name: '办公用品领用-申领计算器' });
  await expect(task).toBeVisible();
  await expect(flows).toContainText(/共 \d+ 项待办/);
  expect(await axeViolations(page)).toEqual([]);
  await task.click();
  await expect(main.getByRole('tab', { name: '业务内容' })).toBeVisible();
  await expect(page).toHaveURL(/taskId=/);
});
