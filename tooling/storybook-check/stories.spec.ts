import { expect, test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axeViolations } from '../playwright/axe';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const indexFile = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

// One page per worker, reused story after story: a fresh context per story costs more than the check.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        locale,
        timezoneId,
        reducedMotion: 'reduce',
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// A story is a fragment, not a page: page-level landmark and heading rules do not apply.
const PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

test('the Storybook index lists stories of every package', () => {
  const groups = new Set(entries.map((entry) => entry.title.split('/')[0]));
  expect([...groups].sort()).toEqual(['Charts', 'Data grid', 'Pickers', 'UI']);
});

for (const story of entries) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onError);
    // The a11y addon's own automatic run is switched off: this pass runs axe itself.
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
    await page.waitForFunction(
      () => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
    );
    await page.evaluate(() => document.fonts.ready);
    expect(errors, 'errors thrown while rendering').toEqual([]);
    expect(await axeViolations(page, PAGE_RULES)).toEqual([]);
    await expect(page).toHaveScreenshot(`${story.id}.png`);
    page.off('pageerror', onError);
  });
}
