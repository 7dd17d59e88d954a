import { expect, test, type Locator, type Page } from '@playwright/test';

// Real pointer and keyboard input on the built stories: what jsdom cannot do (layout, dnd-kit's
// pointer sensor, scrolling a virtualised body).

async function openStory(page: Page, id: string): Promise<void> {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(
    () => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
  );
}

const treeRow = (page: Page, id: string): Locator =>
  page.locator(`[role="row"][data-row-id="${id}"]`);

/** The tree-table's own status line (dnd-kit keeps a live region of its own beside it). */
const treeStatus = (page: Page): Locator => page.locator('[role="status"][data-tone]');

/** Drags a row by its handle to a fraction of the target row's height (0 = top edge, 1 = bottom). */
async function dragRow(page: Page, sourceId: string, targetId: string, fraction: number) {
  const handle = treeRow(page, sourceId).locator('[data-part="drag-handle"]');
  const from = await handle.boundingBox();
  const target = await treeRow(page, targetId).boundingBox();
  if (!from || !target) throw new Error('row not rendered');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past dnd-kit's 4 px activation distance first, then to the target in steps, as a hand would.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  const x = target.x + 200;
  const y = target.y + target.height * fraction;
  await page.mouse.move(x, y, { steps: 12 });
  await page.mouse.move(x, y + 0.5);
  await page.mouse.up();
}

test.describe('TreeTable, by pointer', () => {
  test.beforeEach(async ({ page }) => {
    await openStory(page, 'data-grid-treetable--drag-and-drop');
    await expect(treeRow(page, 'B1-2')).toBeVisible();
  });

  test('dropping on the middle half of a row makes the dragged row its child', async ({ page }) => {
    await dragRow(page, 'B1-2', 'B1-1', 0.5);
    await expect(treeStatus(page)).toContainText('住院楼');
    await expect(treeRow(page, 'B1-2')).toHaveAttribute('aria-level', '3');
  });

  test('dropping on the bottom quarter inserts after the row, at its level', async ({ page }) => {
    await dragRow(page, 'B1-1-2', 'B1-2', 0.9);
    await expect(treeRow(page, 'B1-1-2')).toHaveAttribute('aria-level', '2');
    const order = await page
      .locator('[role="row"][data-row-id][aria-level="2"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')));
    expect(order.indexOf('B1-1-2')).toBe(order.indexOf('B1-2') + 1);
  });

  test('a move the app rejects snaps back and says so', async ({ page }) => {
    // The story's app refuses anything under 滨江中学改扩建 (B2): drop on the middle of its row.
    await dragRow(page, 'B1-2', 'B2', 0.5);
    await expect(treeStatus(page)).toContainText('已恢复');
    await expect(treeRow(page, 'B1-2')).toHaveAttribute('aria-level', '2');
  });

  test('a row cannot be dropped into its own branch', async ({ page }) => {
    await dragRow(page, 'B1-1', 'B1-1-1', 0.5);
    await expect(treeRow(page, 'B1-1')).toHaveAttribute('aria-level', '2');
    await expect(treeRow(page, 'B1-1-1')).toHaveAttribute('aria-level', '3');
  });
});

test.describe('TreeTable, by keyboard', () => {
  test('Ctrl+Shift+arrows move the focused row and announce it', async ({ page }) => {
    await openStory(page, 'data-grid-treetable--keyboard-move');
    await treeRow(page, 'B1-2').click();
    await page.keyboard.press('Control+Shift+ArrowUp');
    await expect(treeStatus(page)).toContainText('住院楼');
    const order = await page
      .locator('[role="row"][data-row-id][aria-level="2"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')));
    expect(order.indexOf('B1-2')).toBeLessThan(order.indexOf('B1-1'));
    await expect(treeRow(page, 'B1-2')).toBeFocused();
  });
});

test.describe('DataGrid, 100,000 rows', () => {
  test.beforeEach(async ({ page }) => {
    await openStory(page, 'data-grid-datagrid--virtual-100-k');
    await expect(page.getByRole('grid')).toHaveAttribute('aria-rowcount', '100001');
  });

  test('Ctrl+End reaches the last row and Ctrl+Home comes back, keeping a window in the DOM', async ({
    page,
  }) => {
    // A data cell (the first is the row's checkbox).
    await page.locator('[role="gridcell"][data-cell-column="2"]').first().click();
    await page.keyboard.press('Control+End');
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex'),
        ),
      )
      .toBe('100001');
    expect(await page.locator('[role="row"]').count()).toBeLessThan(80);
    await page.keyboard.press('Control+Home');
    await expect(page.locator(':focus')).toHaveAttribute('role', 'columnheader');
  });

  test('the wheel scrolls new rows in while the header stays', async ({ page }) => {
    const grid = page.getByRole('grid');
    await grid.hover();
    await page.mouse.wheel(0, 20_000);
    await expect
      .poll(async () =>
        Number(
          await page.locator('[role="row"][aria-rowindex]').last().getAttribute('aria-rowindex'),
        ),
      )
      .toBeGreaterThan(500);
    await expect(page.getByRole('columnheader').first()).toBeInViewport();
  });
});

test('DataGrid: dragging a header edge resizes the column', async ({ page }) => {
  await openStory(page, 'data-grid-datagrid--default');
  const handle = page.getByRole('separator').first();
  const before = Number(await handle.getAttribute('aria-valuenow'));
  const box = await handle.boundingBox();
  if (!box) throw new Error('resize handle not rendered');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', String(before + 60));
});
