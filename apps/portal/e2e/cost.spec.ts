import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axeViolations } from '../../../tooling/playwright/axe';
// The server's own 表-08 test fixture (title, 工程名称 row, two header rows with 金额（元） merged
// over 综合单价 | 合价, 分部 rows, 合计): the journey imports a workbook laid out as cost software
// exports it, written by the same code the reader's tests use.
import { buildBillWorkbook } from '../../server/src/modules/cost/billExcel/fixture';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/main-page$/);
}

/** Names no earlier run used (the e2e database lives for the whole run). */
const suffix = Date.now().toString(36).slice(-5);
const projectName = `E2E住宅${suffix}`;
const singleName = `1#楼${suffix}`;
const unitName = `建筑与装饰${suffix}`;

/** The mistyped line: 合价 18,980.00 is 36.5 × 520.00, but its 综合单价 reads 52.00. */
const flaggedCode = '010502001001';
const flaggedRow = `${flaggedCode} 矩形柱`;
/** The rule the typo breaks, by the start of its zh title (the server names it; its tolerance follows). */
const amountRule = /^合价 = 工程量 × 综合单价/;

async function billFile(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await buildBillWorkbook({
    bills: [
      { division: '分部分项工程', amount: '77,714.30' },
      { division: '土石方工程', amount: '10,134.30' },
      {
        seq: 1,
        code: '010101001001',
        name: '平整场地',
        features: '1.土壤类别：三类土\n2.弃土运距：5km',
        unit: 'm2',
        quantity: 1200,
        unitPrice: 2.35,
        amount: '2,820.00',
      },
      {
        seq: 2,
        code: '010101002001',
        name: '挖一般土方',
        features: '1.土壤类别：三类土\n2.挖土深度：2m内',
        unit: 'm3',
        quantity: 850.5,
        unitPrice: 8.6,
        amount: '7,314.30',
      },
      { division: '混凝土及钢筋混凝土工程', amount: '67,580.00' },
      {
        seq: 3,
        code: flaggedCode,
        name: '矩形柱',
        features: '1.混凝土种类：商品混凝土\n2.混凝土强度等级：C30',
        unit: 'm3',
        quantity: 36.5,
        unitPrice: 52,
        amount: '18,980.00',
      },
      {
        seq: 4,
        code: '010515001001',
        name: '现浇构件钢筋',
        features: 'HRB400 Φ12',
        unit: 't',
        quantity: 10.125,
        unitPrice: 4800,
        amount: '48,600.00',
      },
      { subtotal: '合  计', amount: '77,714.30' },
    ],
  });
  return {
    name: `bills-${suffix}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  };
}

/**
 * The bills grid renders only the columns in view: a sideways scroll brings 综合单价, 合价 and the
 * row actions into it, as a person with a narrow screen would do.
 */
async function scrollToRowEnds(page: Page, grid: Locator) {
  await grid.hover();
  await page.mouse.wheel(2000, 0);
}

/** 开始检查 with every check chosen; waits for the record the check answers with. */
async function runCheck(page: Page, records: number) {
  const main = page.getByRole('main');
  await main
    .getByRole('group', { name: '质量检查操作' })
    .getByRole('button', { name: '开始检查' })
    .click();
  const dialog = page.getByRole('dialog', { name: '开始质量检查' });
  await expect(dialog.getByRole('checkbox', { name: '全选' })).toBeChecked();
  await dialog.getByRole('button', { name: '开始检查' }).click();
  await expect(dialog).toHaveCount(0);
  const history = main.getByRole('table', { name: '检查记录' });
  await expect(history.locator('tbody tr')).toHaveCount(records, { timeout: 60_000 });
  await expect(page.getByText(/^检查完成：错误 \d+/).first()).toBeVisible();
  return main.getByRole('region', { name: '检查结果' });
}

test('a cost engineer imports a bill of quantities, sees its mistyped price flagged, corrects it from the finding and re-checks clean', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'zhangsan', 'Staff@123456');
  const main = page.getByRole('main');

  // 项目案例库: a new project opens in its detail page.
  await page.goto('/main-page/cost-data');
  await expect(main.getByRole('heading', { level: 1, name: '项目案例库' })).toBeVisible();
  await main.getByRole('button', { name: '新建项目' }).click();
  const projectDialog = page.getByRole('dialog', { name: '新建项目' });
  await projectDialog.getByLabel(/^项目名称/).fill(projectName);
  await projectDialog.getByRole('spinbutton', { name: /^年/ }).click();
  await page.keyboard.type('20260315');
  await projectDialog.getByRole('button', { name: '保存' }).click();
  await expect(projectDialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/consult\/detail\/project-info\/project-structure\?projectId=/);
  await expect(main.getByRole('heading', { level: 1, name: projectName })).toBeVisible();

  // 项目结构: a 单项工程 under the project, for the imported 单位工程 to go under.
  const tree = main.getByRole('treegrid', { name: '项目结构树' });
  await tree
    .getByRole('row')
    .filter({ hasText: projectName })
    .getByRole('button', { name: '新增下级' })
    .click();
  const singleDialog = page.getByRole('dialog', { name: `新增单项工程（${projectName}）` });
  await singleDialog.getByLabel(/^单项工程名称/).fill(singleName);
  await singleDialog.getByRole('button', { name: '保存' }).click();
  await expect(singleDialog).toHaveCount(0);
  await expect(tree.getByRole('row').filter({ hasText: singleName })).toBeVisible();

  // 导入清单: the workbook uploaded, then imported as a new 单位工程, which opens.
  await main
    .getByRole('group', { name: '项目结构操作' })
    .getByRole('button', { name: '导入清单' })
    .click();
  const importDialog = page.getByRole('dialog', { name: '导入清单' });
  await importDialog.getByRole('button', { name: '选择清单文件' }).click();
  const uploadDialog = page.getByRole('dialog', { name: '上传清单文件（.xlsx）' });
  const file = await billFile();
  const chooser = page.waitForEvent('filechooser');
  await uploadDialog.getByRole('button', { name: '选择文件', exact: true }).click();
  await (await chooser).setFiles(file);
  await uploadDialog.getByRole('button', { name: '全部上传' }).click();
  await expect(uploadDialog).toHaveCount(0, { timeout: 30_000 });
  await expect(importDialog.getByText(`已选择：${file.name}`)).toBeVisible();
  await importDialog.getByLabel(/^单位工程名称/).fill(unitName);
  await importDialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(page.getByText('导入完成：1 个单位工程，4 条清单，3 个分部')).toBeVisible({
    timeout: 60_000,
  });
  await expect(importDialog).toHaveCount(0);
  const unitPanel = main.getByRole('region', { name: unitName });
  await expect(unitPanel.getByRole('heading', { level: 2, name: unitName })).toBeVisible();
  const unitBills = unitPanel.getByRole('grid', { name: '清单列表' });
  await expect(unitBills.getByRole('row')).toHaveCount(5);
  await scrollToRowEnds(page, unitBills);
  await expect(unitBills.getByRole('row').filter({ hasText: '18,980.00' })).toContainText('52.00');

  // 质量检查: the typo is flagged under 清单单价检查 with where it is, expected and actual.
  const tabs = main.getByRole('navigation', { name: '项目页签' });
  await tabs.getByRole('link', { name: '质量检查' }).click();
  let results = await runCheck(page, 1);
  const priceCheck = results.getByRole('region', { name: '清单单价检查' });
  const ruleItem = priceCheck
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: amountRule }) });
  await expect(ruleItem).toContainText('错误');
  await expect(ruleItem).toContainText('1 条');
  await ruleItem.getByRole('button', { name: amountRule }).click();
  const findings = main.getByRole('region', { name: /^问题明细：合价 = 工程量 × 综合单价/ });
  const finding = findings.getByRole('row').filter({ hasText: flaggedRow });
  // Cells: 级别, 位置, 期望, 实际 … (the 行 is the row's header).
  const cells = finding.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(
    `${singleName} / ${unitName} / 分部分项工程 / 混凝土及钢筋混凝土工程`,
  );
  await expect(cells.nth(2)).toHaveText('1,898');
  await expect(cells.nth(3)).toHaveText('18,980');
  expect(await axeViolations(page)).toEqual([]);

  // 定位: the finding opens the bill's page in the structure, the bill's row selected.
  await finding.getByRole('link', { name: `在项目结构中定位 ${flaggedRow}` }).click();
  await expect(page).toHaveURL(/\/project-structure\?.*bill=/);
  const bills = main.getByRole('grid', { name: '清单列表' });
  const billRow = bills.getByRole('row').filter({ hasText: flaggedCode });
  await expect(billRow).toHaveAttribute('aria-selected', 'true');
  await scrollToRowEnds(page, bills);
  const selectedRow = bills.locator('[role="row"][aria-selected="true"]');
  await expect(selectedRow).toContainText('18,980.00');
  expect(await axeViolations(page)).toEqual([]);

  // The correction: 综合单价 520.00, and 合价 = 36.5 × 520.00 again.
  await selectedRow.getByRole('button', { name: '编辑' }).click();
  const billDialog = page.getByRole('dialog', { name: `编辑清单：${flaggedCode}` });
  await expect(billDialog.getByLabel(/^综合单价/)).toHaveValue('52.00');
  await billDialog.getByLabel(/^综合单价/).fill('520');
  await billDialog.getByRole('button', { name: '保存' }).click();
  await expect(billDialog).toHaveCount(0);
  await expect(selectedRow).toContainText('520.00');
  await expect(selectedRow).toContainText('18,980.00');

  // The next check no longer finds the rule broken.
  await tabs.getByRole('link', { name: '质量检查' }).click();
  results = await runCheck(page, 2);
  await expect(results.getByRole('button', { name: amountRule })).toHaveCount(0);
  await expect(results).not.toContainText('合价 = 工程量 × 综合单价');
});

/** The corpus of real-shaped workbooks (招标控制价, GB 50500-2013 forms) the server's tests read. */
const corpusDir = fileURLToPath(
  new URL('../../server/src/modules/cost/corpus/files/', import.meta.url),
);
function corpusFile(file: string) {
  return {
    name: `${file}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: readFileSync(`${corpusDir}${file}.xlsx`),
  };
}

/** The figures each clean twin states (manifest.json, written with the corpus). */
function corpusManifest(): { units: { total: number; lawfee: number }[] }[] {
  return JSON.parse(readFileSync(`${corpusDir}manifest.json`, 'utf8')) as {
    units: { total: number; lawfee: number }[];
  }[];
}

/** 新建项目 (招标控制价, the default file type) with one 单项工程; the project's page stays open. */
async function projectWithSingle(page: Page, name: string, single: string) {
  const main = page.getByRole('main');
  await page.goto('/main-page/cost-data');
  await expect(main.getByRole('heading', { level: 1, name: '项目案例库' })).toBeVisible({
    timeout: 60_000,
  });
  await main.getByRole('button', { name: '新建项目' }).click();
  const projectDialog = page.getByRole('dialog', { name: '新建项目' });
  await projectDialog.getByLabel(/^项目名称/).fill(name);
  await expect(projectDialog.getByRole('radio', { name: '招标控制价' })).toBeChecked();
  await projectDialog.getByRole('spinbutton', { name: /^年/ }).click();
  await page.keyboard.type('20240630');
  await projectDialog.getByRole('button', { name: '保存' }).click();
  await expect(projectDialog).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  const tree = main.getByRole('treegrid', { name: '项目结构树' });
  await tree
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: '新增下级' })
    .click();
  const singleDialog = page.getByRole('dialog', { name: `新增单项工程（${name}）` });
  await singleDialog.getByLabel(/^单项工程名称/).fill(single);
  await singleDialog.getByRole('button', { name: '保存' }).click();
  await expect(singleDialog).toHaveCount(0);
  await expect(tree.getByRole('row').filter({ hasText: single })).toBeVisible();
}

/** 导入清单 with a corpus workbook: uploaded, its 读取结果 shown; the dialog stays open. */
async function previewWorkbook(page: Page, file: string) {
  await page
    .getByRole('main')
    .getByRole('group', { name: '项目结构操作' })
    .getByRole('button', { name: '导入清单' })
    .click();
  const importDialog = page.getByRole('dialog', { name: '导入清单' });
  await importDialog.getByRole('button', { name: '选择清单文件' }).click();
  const uploadDialog = page.getByRole('dialog', { name: '上传清单文件（.xlsx）' });
  const chooser = page.waitForEvent('filechooser');
  await uploadDialog.getByRole('button', { name: '选择文件', exact: true }).click();
  await (await chooser).setFiles(corpusFile(file));
  await uploadDialog.getByRole('button', { name: '全部上传' }).click();
  await expect(uploadDialog).toHaveCount(0, { timeout: 30_000 });
  await expect(importDialog.getByText(`已选择：${file}.xlsx`)).toBeVisible();
  const read = importDialog.getByRole('region', { name: '读取结果' });
  await expect(read).toBeVisible({ timeout: 60_000 });
  return { importDialog, read };
}

async function importPreviewed(importDialog: Locator, unit: string) {
  await importDialog.getByLabel(/^单位工程名称/).fill(unit);
  await importDialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(importDialog.page().getByText(/^导入完成：1 个单位工程，32 条清单/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(importDialog).toHaveCount(0);
}

test('a cost engineer previews a flawed 招标控制价 workbook, imports it, sees its planted flaws as errors, then imports the fixed file and checks clean', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'zhangsan', 'Staff@123456');
  const main = page.getByRole('main');

  // The flawed twin: the dialog shows what it read before anything is saved.
  await projectWithSingle(page, `E2E控制价${suffix}`, `1#楼${suffix}`);
  const { importDialog, read } = await previewWorkbook(page, 'corpus-01-flawed');
  // The one unit, named when imported (the 单位工程名称 is typed after the preview).
  const unit = read.getByRole('region', { name: '单位工程 1' });
  const tables = unit.getByRole('list', { name: '识别到的表' });
  await expect(tables).toContainText('分部分项清单 表-08');
  await expect(tables).toContainText('单位工程汇总 表-04');
  await expect(tables).toContainText('规费税金 表-13');
  await expect(unit).toContainText('清单 32 条');
  // The file's own figures (表-04 total, 表-13 规费, 税金) as it states them, flaws included.
  const totals = unit.getByRole('table', { name: '文件中的金额' });
  await expect(
    totals.getByRole('cell').filter({ hasText: /^\d{1,3}(,\d{3})*\.\d{2}$/ }),
  ).toHaveCount(3);
  await expect(read.getByRole('table', { name: '将补充的工程信息' })).toContainText('框架结构');
  const problems = read.getByRole('region', { name: '已发现的问题' });
  await expect(problems).toContainText(/错误 [1-9]\d* · 警告 \d+ · 提示 \d+/);
  await expect(problems.getByRole('table', { name: '已发现的问题' })).toContainText('错误');
  // Flaws in the file are problems to report, not rows the import refuses.
  await expect(importDialog.getByRole('grid', { name: '无法读取的行' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await importPreviewed(importDialog, '建筑与装饰工程');

  // 质量检查: the planted flaws' rules are reported as errors.
  await main
    .getByRole('navigation', { name: '项目页签' })
    .getByRole('link', { name: '质量检查' })
    .click();
  let results = await runCheck(page, 1);
  await expect(page.getByText(/^检查完成：错误 [1-9]/).first()).toBeVisible();
  // 分部 土石方工程 小计 1,000.00 over Σ 合价 (表-08), 税金 at 3 % instead of 9 % (表-13).
  for (const check of ['分部费用平衡检查', '税金检查']) {
    await expect(
      results
        .getByRole('region', { name: check })
        .getByRole('listitem')
        .filter({ hasText: '错误' }),
    ).not.toHaveCount(0);
  }

  // The file fixed (the clean twin) into a new project: its check finds no error.
  await projectWithSingle(page, `E2E控制价修正${suffix}`, `1#楼${suffix}`);
  const fixed = await previewWorkbook(page, 'corpus-01-clean');
  // The clean twin states the figures the corpus' manifest lists for it.
  const figures = corpusManifest()[0]!.units[0]!;
  const money = (value: number) =>
    value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const fixedTotals = fixed.read
    .getByRole('region', { name: '单位工程 1' })
    .getByRole('table', { name: '文件中的金额' });
  await expect(fixedTotals).toContainText(money(figures.total));
  await expect(fixedTotals).toContainText(money(figures.lawfee));
  await expect(fixed.read.getByRole('region', { name: '已发现的问题' })).toContainText(
    /错误 0 ·|未发现问题/,
  );
  await importPreviewed(fixed.importDialog, '建筑与装饰工程');
  await main
    .getByRole('navigation', { name: '项目页签' })
    .getByRole('link', { name: '质量检查' })
    .click();
  results = await runCheck(page, 1);
  await expect(page.getByText(/^检查完成：错误 0，/).first()).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: '错误' })).toHaveCount(0);
});

test('a cost engineer ticks two projects in the library and compares their bills side by side', async ({
  page,
}) => {
  await signIn(page, 'admin', 'Admin@123456');
  await page.goto('/consult/list');
  const grid = page.getByRole('grid', { name: '项目列表' });
  // Ticked from the keyboard, as the grid's checkboxes sit under its cells.
  const tick = async (name: string) => {
    const box = grid.getByRole('row').filter({ hasText: name }).first().getByRole('checkbox');
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  };
  await tick('滨江花园二期高层住宅');
  await tick('科创中心写字楼');
  const tray = page.getByRole('region', { name: '对比栏' });
  await expect(tray.getByRole('status')).toHaveText('已选 2 个项目（可选 2 至 6 个）');
  await tray.getByRole('button', { name: '对比所选' }).click();

  await expect(page).toHaveURL(/\/consult\/compare\?ids=/);
  const table = page.getByRole('table', { name: '清单对比表' });
  await expect(table.getByRole('link', { name: '滨江花园二期高层住宅' })).toBeVisible();
  await expect(table.getByRole('link', { name: '科创中心写字楼' })).toBeVisible();
  // The server matched the two projects' bills by code: rows, and a count that says how many.
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  await expect(page.getByText(`共 ${count} 条清单`)).toBeVisible();
  // Only the bills priced differently: never more rows than before.
  await page.getByText('只看单价有差异的清单').click();
  await expect(page.getByRole('checkbox', { name: '只看单价有差异的清单' })).toBeChecked();
  expect(await rows.count()).toBeLessThanOrEqual(count);
  expect(await axeViolations(page)).toEqual([]);
});

test('a cost engineer opens a demo project from the library, chooses a unit and sees its bills and fee table', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'Admin@123456');
  const main = page.getByRole('main');
  await page.goto('/main-page/cost-data');
  // the lazy page and the library's first page, however busy the machine
  await expect(main.getByRole('heading', { level: 1, name: '项目案例库' })).toBeVisible({
    timeout: 60_000,
  });
  await main.getByRole('link', { name: '滨江花园二期高层住宅' }).first().click();
  await expect(page).toHaveURL(/\/project-structure\?projectId=/);

  // 项目结构: the project and its singles are open; the first 单位工程 is chosen by its name.
  const tree = main.getByRole('treegrid', { name: '项目结构树' });
  await tree
    .getByRole('row')
    .filter({ hasText: '单位工程' })
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]node=/);
  const bills = main.getByRole('grid', { name: '清单列表' });
  // a header row and the unit's bills
  await expect(bills.getByRole('row').nth(1)).toBeVisible();
  await expect(main.getByText('没有清单')).toHaveCount(0);

  // 费用汇总: the unit's fee table, rows and a total.
  await main
    .getByRole('tablist', { name: '节点内容' })
    .getByRole('tab', { name: '费用汇总' })
    .click();
  const fees = main.getByRole('treegrid', { name: '单位工程费用汇总表' });
  await expect(fees.getByRole('row').nth(1)).toBeVisible();
  await expect(main.getByText('该单位工程还没有费用表', { exact: false })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
