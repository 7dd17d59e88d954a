import { expect, test, type Page } from '@playwright/test';

/** The console line the portal writes for a text with no translation (src/i18n/index.ts). */
const MISSING_KEY_WARNING = 'i18n: missing translation';
/** Where the portal keeps the signed-in user, with the menu (src/app/session.ts). */
const USER_INFO_KEY = 'ccms.userInfo';

interface MenuEntry {
  type: number;
  url: string | null;
  openType: number;
  children: MenuEntry[];
}

/** The pages (type 2) of the menu the portal renders, main menu and 系统管理 alike, in order. */
function pageUrls(items: readonly MenuEntry[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 2 && item.openType !== 3 && item.url?.startsWith('/') ? [item.url] : []),
    ...pageUrls(item.children),
  ]);
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('Admin@123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/main-page$/);
}

/**
 * Opens a page as the menu does, inside the running app (a history entry the router follows), and
 * waits until it is shown: its tab is the current one and nothing in <main> is still loading.
 */
async function visit(page: Page, url: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  // The router commits the page (its code and texts loaded): the tab bar marks it as current.
  // A page whose tab never becomes current fails here by name, not at the walk's timeout.
  await page
    .waitForFunction(
      () => {
        // Any link marked current: the tab's (the side menu's entry may be one too).
        const here = [
          `${window.location.pathname}${window.location.search}`,
          window.location.pathname,
        ];
        return [...document.querySelectorAll('a[aria-current="page"][href]')].some((link) =>
          here.includes(link.getAttribute('href') ?? ''),
        );
      },
      undefined,
      { timeout: 30_000 },
    )
    .catch(async () => {
      const state = await page.evaluate(() => ({
        at: `${window.location.pathname}${window.location.search}`,
        tab: document.querySelector('a[aria-current="page"][href]')?.getAttribute('href') ?? null,
      }));
      throw new Error(`${url}: its tab never became current (at ${state.at}, tab ${state.tab})`);
    });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(
    main.locator('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])'),
  ).toHaveCount(0);
}

// zh, the default, opens every page; en and es share the pages between them (even and odd), so
// each page is also opened in one other language. The catalogues' keys are the same in all three
// (typed `Messages<typeof zh>`, and i18n/catalogueKeys.test.ts checks every key in each), so a key
// missing at run time shows in zh; the halves keep the suite's time inside CI's limit.
const share = {
  zh: () => true,
  en: (index: number) => index % 2 === 0,
  es: (index: number) => index % 2 === 1,
};

for (const language of ['zh', 'en', 'es'] as const) {
  test(`every page of the menu, in ${language}, has all its texts translated`, async ({ page }) => {
    // About 90 pages: a minute or two on an idle machine; far longer on a loaded two-core one.
    test.setTimeout(language === 'zh' ? 600_000 : 400_000);
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes(MISSING_KEY_WARNING)) missing.push(message.text());
    });
    await signIn(page);
    if (language !== 'zh') {
      await page.getByLabel('语言').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    } else {
      // 发起流程 opens on the home page, before any other page has loaded the features' texts.
      const menu = page.getByRole('navigation', { name: '主菜单' });
      const workflow = menu.getByRole('button', { name: '流程中心' });
      if ((await workflow.getAttribute('aria-expanded')) === 'false') await workflow.click();
      await menu.getByRole('button', { name: '发起流程' }).click();
      const dialog = page.getByRole('dialog', { name: '发起流程' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }

    expect.soft(missing.splice(0), 'missing texts on the home page').toEqual([]);

    const menuList = await page.evaluate(
      (key) =>
        (JSON.parse(localStorage.getItem(key) ?? '{}') as { menuList?: MenuEntry[] }).menuList,
      USER_INFO_KEY,
    );
    const all = [...new Set(pageUrls(menuList ?? []))];
    expect(all.length).toBeGreaterThan(50);
    const urls = all.filter((_, index) => share[language](index));
    // A page that does not show is named and the walk goes on: one run names every such page.
    const unshown: string[] = [];
    for (const url of urls) {
      await test.step(url, () =>
        visit(page, url).catch((error: unknown) => {
          unshown.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
        }),
      );
      // Each page's missing texts, named by the page; the pass goes on to the next.
      expect.soft(missing.splice(0), `missing texts on ${url}`).toEqual([]);
    }
    expect(unshown, 'pages that did not show').toEqual([]);
  });
}
