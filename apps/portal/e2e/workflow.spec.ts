import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../../../tooling/playwright/axe';

async function signIn(page: Page, username: string, password = 'Staff@123456') {
  await page.goto('/login');
  await page.evaluate(() => localStorage.removeItem('ccms.token'));
  await page.goto('/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/main-page$/);
}

/** A reason no earlier run used (the e2e database lives for the whole run). */
const reason = `E2E领用${Date.now().toString(36).slice(-5)}`;
const flowTitle = `办公用品领用-${reason}`;

/** Opens 待办事项 from the side menu and the task of this run's flow. */
async function openTodo(page: Page) {
  await page.goto('/main-page/toDoAll');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: flowTitle }).click();
  await expect(main.getByRole('tab', { name: '业务内容' })).toBeVisible();
}

async function approve(page: Page, opinion: string) {
  await openTodo(page);
  const main = page.getByRole('main');
  expect(await axeViolations(page)).toEqual([]);
  await main.getByLabel('处理意见').fill(opinion);
  await main.getByRole('button', { name: '同意', exact: true }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
}

test('办公用品领用: apply, the leader approves, 综合部 countersigns, the applicant sees it finished', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // 张三 applies from 发起流程: the department and date come filled, the items are his.
  await signIn(page, 'zhangsan');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '流程中心' }).click();
  await menu.getByRole('button', { name: '发起流程' }).click();
  const chooser = page.getByRole('dialog');
  await chooser.getByRole('button', { name: '办公用品申领', exact: true }).click();
  const main = page.getByRole('main');
  await main.getByLabel('申领事由').fill(reason);
  await main.getByRole('button', { name: '添加行' }).click();
  await main.getByLabel('第 1 行 物品').fill('A4 复印纸');
  await main.getByLabel('第 1 行 数量').fill('5');
  await main.getByLabel('用途').fill('季度报告打印');
  expect(await axeViolations(page)).toEqual([]);
  await main.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page).toHaveURL(/myApplicationAll/);
  await expect(main.getByRole('link', { name: flowTitle })).toBeVisible();

  // The leader of 造价一部 (the administrator in the demo) approves.
  await signIn(page, 'admin', 'Admin@123456');
  await approve(page, '同意领用');

  // Both people of 综合部 countersign.
  await signIn(page, 'wangmin');
  await approve(page, '王敏：已备货');
  await signIn(page, 'zhaoqiang');
  await approve(page, '赵强：已发放');

  // 张三 sees it finished, with every opinion and the path it took.
  await signIn(page, 'zhangsan');
  await page.goto('/main-page/myApplicationAll');
  const row = main.getByRole('row').filter({ has: page.getByRole('link', { name: flowTitle }) });
  await expect(row.getByText('已完成')).toBeVisible();
  await row.getByRole('link', { name: flowTitle }).click();
  await main.getByRole('tab', { name: '审批意见', exact: true }).click();
  for (const opinion of ['同意领用', '王敏：已备货', '赵强：已发放'])
    await expect(main.getByText(opinion)).toBeVisible();
  await main.getByRole('tab', { name: '流程图' }).click();
  const chart = main.locator('.djs-container');
  await expect(chart).toBeVisible();
  for (const step of ['os_apply', 'os_leader', 'os_admin'])
    await expect(chart.locator(`[data-element-id="${step}"]`)).toHaveClass(/wf-done/);
  for (const flow of ['os_f1', 'os_f2', 'os_f3', 'os_f4'])
    await expect(chart.locator(`[data-element-id="${flow}"]`)).toHaveClass(/wf-taken/);
  await expect(chart.locator('.wf-current')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
