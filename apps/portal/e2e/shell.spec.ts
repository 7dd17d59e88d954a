import { expect, test, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

/** The console line the portal writes for a text with no translation (src/i18n/index.ts). */
const MISSING_KEY_WARNING = 'i18n: missing translation';
/** Any Chinese character: after switching to en or es, none may remain in the shell's own texts. */
const CHINESE = /[\u4e00-\u9fff]/;

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/main-page$/);
}

/**
 * Opens each directory of the menu in turn (one may close another) and checks that none of the
 * labels it shows is Chinese: every entry's label is then rendered, and checked, in the language.
 */
async function expectMenuTranslated(menu: Locator) {
  const directories = menu.getByRole('button');
  const names = await directories.allTextContents();
  for (const name of names) {
    const directory = directories.filter({ hasText: name }).first();
    if ((await directory.getAttribute('aria-expanded')) === 'false') await directory.click();
    await expect(menu).not.toContainText(CHINESE);
  }
}

function missingKeysOf(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().includes(MISSING_KEY_WARNING)) missing.push(message.text());
  });
  return missing;
}

test('the tab bar: open pages as tabs, then refresh, close others, left, right and all from a tab’s context menu', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin', 'Admin@123456');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  const tabs = page.getByRole('navigation', { name: '已打开的页面' });
  const main = page.getByRole('main');
  const tabTitles = () => tabs.getByRole('listitem').getByRole('link');

  await menu.getByRole('link', { name: '系统管理' }).click();
  await expect(page).toHaveURL(/\/sys-manager\/organization$/);
  for (const name of ['用户管理', '角色管理', '菜单管理']) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  await expect(tabTitles()).toHaveText(['首页', '组织机构', '用户管理', '角色管理', '菜单管理']);

  const contextMenuOf = async (title: string) => {
    await tabs.getByRole('link', { name: title, exact: true }).click({ button: 'right' });
    return page.getByRole('menu', { name: `${title} 的操作` });
  };

  // 刷新 on the current tab passes through /redirect and comes back to the same page.
  let actions = await contextMenuOf('菜单管理');
  await actions.getByRole('menuitem', { name: '刷新' }).click();
  await expect(page).toHaveURL(/\/sys-manager\/menu$/);
  await expect(main.getByRole('heading', { level: 1, name: '菜单管理' })).toBeVisible();

  // 关闭右侧 of 用户管理: 角色管理 and 菜单管理 go; the current page was among them, so 用户管理 opens.
  actions = await contextMenuOf('用户管理');
  await actions.getByRole('menuitem', { name: '关闭右侧' }).click();
  await expect(tabTitles()).toHaveText(['首页', '组织机构', '用户管理']);
  await expect(page).toHaveURL(/\/sys-manager\/user$/);

  // 关闭左侧 of 用户管理: the fixed 首页 stays.
  actions = await contextMenuOf('用户管理');
  await actions.getByRole('menuitem', { name: '关闭左侧' }).click();
  await expect(tabTitles()).toHaveText(['首页', '用户管理']);

  // Each page opens before the next click (a click during a navigation replaces it, as in a browser).
  for (const name of ['角色管理', '组织机构']) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  await expect(tabTitles()).toHaveText(['首页', '用户管理', '角色管理', '组织机构']);

  // 关闭其他 of 角色管理 keeps 首页 and it, and opens it.
  actions = await contextMenuOf('角色管理');
  await actions.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tabTitles()).toHaveText(['首页', '角色管理']);
  await expect(page).toHaveURL(/\/sys-manager\/role$/);

  // 关闭全部 leaves only 首页 and goes home; 首页 itself offers no 关闭.
  actions = await contextMenuOf('角色管理');
  await actions.getByRole('menuitem', { name: '关闭全部' }).click();
  await expect(tabTitles()).toHaveText(['首页']);
  await expect(page).toHaveURL(/\/main-page$/);
  actions = await contextMenuOf('首页');
  await expect(actions.getByRole('menuitem', { name: '关闭', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
});

test('switching to English and to Spanish relabels the whole shell, with no text left untranslated', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const missing = missingKeysOf(page);
  await signIn(page, 'admin', 'Admin@123456');
  const header = page.getByRole('banner');
  const menu = page.getByRole('navigation', { name: '主菜单' });

  await page.getByLabel('语言').selectOption('en');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Open pages' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(menu).toHaveCount(0);
  const englishMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(englishMenu.getByRole('link', { name: 'System management' })).toBeVisible();
  await expectMenuTranslated(englishMenu);
  await expect(header.getByRole('button', { name: /Message reminders/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Open pages' })).toHaveText(/Home/);

  // The language is remembered: a reload stays in English.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await page.getByLabel('Language').selectOption('es');
  const spanishMenu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(spanishMenu).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectMenuTranslated(spanishMenu);

  // The administration area's menu and a page in it, in Spanish.
  await spanishMenu.getByRole('link', { name: 'Gestión del sistema' }).click();
  await expect(page).toHaveURL(/\/sys-manager\/organization$/);
  await expectMenuTranslated(spanishMenu);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toContainText(
    CHINESE,
  );

  await page.getByLabel('Idioma').selectOption('zh');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  expect(missing).toEqual([]);
});

test('online users: both sessions show, a message reaches the other user’s bell live, and kick-out ends their session', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const staffContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const staff = await staffContext.newPage();
  try {
    await signIn(staff, 'zhangsan', 'Staff@123456');
    await signIn(admin, 'admin', 'Admin@123456');
    const bell = staff.getByRole('banner').getByRole('button', { name: /^消息提醒/ });
    const unreadBefore = Number(
      /(\d+) 条未读/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
    );

    // Both sessions are online.
    await admin.goto('/sys-manager/user/online-list');
    const grid = admin.getByRole('treegrid', { name: '在线用户列表' });
    const rowOf = (name: string) => grid.getByRole('row').filter({ hasText: name });
    await expect(rowOf('系统管理员')).toContainText('在线');
    await expect(rowOf('张三')).toContainText('在线');

    // A message to 张三 appears in their bell and as a popup, without a reload.
    const title = `请于周五前提交工时 ${Date.now().toString(36)}`;
    await rowOf('张三').getByRole('button', { name: '发消息' }).click();
    const dialog = admin.getByRole('dialog', { name: '发送消息给 张三' });
    await dialog.getByLabel(/^标题/).fill(title);
    await dialog.getByLabel(/^内容/).fill('本周工时请在周五下班前提交。');
    await dialog.getByRole('button', { name: '发送' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(staff.getByRole('status', { name: '消息弹窗' }).getByText(title)).toBeVisible({
      timeout: 15_000,
    });
    // The home page's 消息提醒 and 邮件 (站内信) panels list it too.
    await expect(staff.getByRole('main').getByRole('link', { name: title })).toHaveCount(2);
    await expect(bell).toHaveAttribute('aria-label', `消息提醒，${unreadBefore + 1} 条未读`);

    // 强制下线 ends 张三's session: their next call is refused and they land on the login page.
    await rowOf('张三').getByRole('button', { name: '强制下线' }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByRole('button', { name: '强制下线' }).click();
    await expect(admin.getByText('已将 张三 强制下线')).toBeVisible();
    await expect(staff).toHaveURL(/\/login/, { timeout: 30_000 });
    // The list shows the people online: 张三 has left it.
    await expect(rowOf('张三')).toHaveCount(0);
  } finally {
    await adminContext.close();
    await staffContext.close();
  }
});
