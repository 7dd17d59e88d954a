import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../../../tooling/playwright/axe';

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test('admin signs in, sees the shell, stays signed in on reload, and logs out', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmain-page$/);
  await expect(page.getByRole('heading', { level: 1, name: '造价咨询管理平台' })).toBeVisible();
  // CAPTCHA=off on this server: the login page hides the captcha.
  await expect(page.getByLabel('验证码')).toHaveCount(0);

  await signIn(page, 'admin', 'Admin@123456');

  await expect(page).toHaveURL(/\/main-page$/);
  const tabs = page.getByRole('navigation', { name: '已打开的页面' });
  await expect(tabs.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link', { name: '系统管理' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '你好，系统管理员' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('示例造价咨询有限公司');

  // 系统管理 leads to the administration area, whose menu is that entry's pages. A menu page opens
  // as a closable tab; closing it returns to the previous tab.
  await menu.getByRole('link', { name: '系统管理' }).click();
  await expect(page).toHaveURL(/\/sys-manager\/organization$/);
  await expect(menu.getByRole('link', { name: '返回首页' })).toBeVisible();
  await menu.getByRole('link', { name: '用户管理' }).click();
  await expect(page).toHaveURL(/\/sys-manager\/user$/);
  await expect(main.getByRole('heading', { level: 1, name: '用户管理' })).toBeVisible();
  await tabs.getByRole('button', { name: '关闭 用户管理' }).click();
  await expect(page).toHaveURL(/\/sys-manager\/organization$/);
  await tabs.getByRole('button', { name: '关闭 组织机构' }).click();
  await expect(page).toHaveURL(/\/main-page$/);

  await page.reload();
  await expect(page).toHaveURL(/\/main-page$/);
  await expect(main.getByRole('heading', { level: 1, name: '你好，系统管理员' })).toBeVisible();

  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/main-page');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmain-page$/);
});

test('zhangsan sees 造价数据 but not 系统管理', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'zhangsan', 'Staff@123456');

  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('button', { name: '造价数据' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '系统管理' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('造价一部');

  // 发起流程 is a popup entry: the flow chooser opens with the flows of each category.
  await menu.getByRole('button', { name: '流程中心' }).click();
  await menu.getByRole('button', { name: '发起流程' }).click();
  const chooser = page.getByRole('dialog');
  await expect(chooser.getByRole('button', { name: '办公用品申领', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chooser).toHaveCount(0);

  // The language switch translates the menu and is remembered across a reload.
  await page.getByLabel('语言').selectOption('en');
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
    'Switch Language Success',
  );
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Cost data' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Hello, 张三' }),
  ).toBeVisible();
  await page.getByLabel('Language').selectOption('zh');

  // A screen outside the user's permissions ends on /401.
  await page.goto('/sys-manager/user');
  await expect(page).toHaveURL(/\/401$/);
});

test('the sign-in page on its own: another language, the text-message method, its links into the app', async ({
  page,
}) => {
  await page.goto('/login');
  // Served from its own build: none of the app's scripts load here.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((path) => path.startsWith('/signin/assets/'))).toBe(true);

  // Its lazily loaded parts come from the same build: the English texts, the SMS sign-in.
  await page.getByLabel('语言').selectOption('en');
  await expect(page.getByLabel('Username')).toBeVisible();
  // The methods are one radio group: one tab stop, the arrow keys choose.
  const methods = page.getByRole('radiogroup', { name: 'Sign-in method' });
  await methods.getByRole('radio', { name: 'Account' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(methods.getByRole('radio', { name: 'Text message' })).toBeChecked();
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await expect(page.getByLabel('Text message code')).toBeVisible();

  // Its links are page loads into the app, which renders the rest of the sign-in area.
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page).toHaveURL(/\/login\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await page.getByLabel('Language').selectOption('zh');
  await expect(page.getByRole('heading', { level: 1, name: '找回密码' })).toBeVisible();
});

test("a wrong password shows the server's message", async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'lisi', 'not-the-password');

  await expect(page.getByRole('alert', { name: '错误通知' })).toContainText(/密码/);
  await expect(page).toHaveURL(/\/login$/);
});

test('the login page and the home page have no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await signIn(page, 'admin', 'Admin@123456');
  // Signing in is a page load into the app: wait for it, not for the sign-in page's own heading.
  await expect(page).toHaveURL(/\/main-page$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: '你好，系统管理员' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
