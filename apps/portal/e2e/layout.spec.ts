import { expect, test, type Locator, type Page } from '@playwright/test';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/main-page$/);
}

/** How wide the document is: wider than the window means the page scrolls sideways. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The element lies inside the 390 px window (reachable without scrolling sideways). */
async function expectOnScreen(element: Locator) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

test('one page is one tab: walking a project’s sub-tabs keeps one 项目详情 tab', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'zhangsan', 'Staff@123456');
  const main = page.getByRole('main');
  const tabBar = page.getByRole('navigation', { name: '已打开的页面' });

  await page.goto('/consult/list');
  await main.getByRole('link', { name: '滨江花园二期高层住宅' }).first().click();
  await expect(page).toHaveURL(/\/consult\/detail\/project-info\/project-structure\?projectId=/);
  const subTabs = main.getByRole('navigation', { name: '项目页签' });
  for (const name of ['项目文件', '汇总', '阶段设置', '合同价', '项目结构']) {
    await subTabs.getByRole('link', { name, exact: true }).click();
    await expect(subTabs.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }

  // The library the project was opened from, and one tab for the project whichever sub-tab shows.
  await expect(tabBar.getByRole('listitem').getByRole('link')).toHaveText([
    '首页',
    '项目案例库',
    '项目详情',
  ]);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page fits the width; the language, the bell and the user menu are reachable', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin', 'Admin@123456');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /^消息提醒/ })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);

    // A page deep in the menu: the breadcrumb stays on one line and ends in an ellipsis.
    await page.goto('/sys-manager/user');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const crumbs = header.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs).toBeVisible();
    expect((await crumbs.boundingBox())!.height).toBeLessThan(32);
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);

    await expectOnScreen(header.getByRole('button', { name: /^消息提醒/ }));
    await expectOnScreen(header.getByRole('button', { name: /^用户菜单/ }));
    const more = header.getByRole('button', { name: '更多' });
    await expectOnScreen(more);
    await more.click();
    const language = page.getByRole('dialog', { name: '更多工具' }).getByLabel('语言');
    await expectOnScreen(language);
    await language.selectOption('en');
    await expect(header.getByRole('button', { name: /^Message reminders/ })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
  });
});
