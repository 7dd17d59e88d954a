import { expect, test, type Page } from '@playwright/test';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/main-page$/);
}

/** A name no earlier run of the journey used (the e2e database lives for the whole run). */
const suffix = Date.now().toString(36).slice(-5);
const department = `测试部${suffix}`;
const roleName = `测试角色${suffix}`;
const loginName = `tester_${suffix}`;
const password = 'Tester@2026';

test('admin creates a department, a role with two menus and a user; the user sees exactly those menus and is refused the rest', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'Admin@123456');
  const main = page.getByRole('main');

  // 组织机构: a new top-level department.
  await page.goto('/sys-manager/organization');
  await main.getByRole('button', { name: '新增部门' }).click();
  const departmentDialog = page.getByRole('dialog', { name: '新增部门' });
  await departmentDialog.getByLabel(/^部门名称/).fill(department);
  await departmentDialog.getByRole('button', { name: '保存' }).click();
  await expect(departmentDialog).toHaveCount(0);
  await expect(main.getByRole('treeitem', { name: department })).toBeVisible();

  // 角色管理: a new role, then its function authorization: 项目案例库 and 资金日报.
  await page.goto('/sys-manager/role');
  await main.getByRole('button', { name: '新增' }).click();
  const roleDialog = page.getByRole('dialog', { name: '新增角色' });
  await roleDialog.getByLabel(/^角色名称/).fill(roleName);
  await roleDialog.getByLabel(/^角色编码/).fill(`tester_${suffix}`);
  await roleDialog.getByRole('button', { name: '保存' }).click();
  await expect(roleDialog).toHaveCount(0);
  const roleRow = main.getByRole('row').filter({ hasText: roleName });
  await roleRow.getByRole('button', { name: '授权' }).click();
  await expect(page).toHaveURL(/\/main-page\/impower-new\/function\?roleId=/);
  const menuTree = main.getByRole('tree', { name: '菜单和按钮' });
  await main.getByRole('button', { name: '展开全部' }).click();
  for (const name of ['项目案例库', '资金日报']) {
    // The tree is virtual: rows below the fold exist only once scrolled to.
    const item = menuTree.getByRole('treeitem', { name, exact: true });
    await menuTree.hover();
    for (let step = 0; step < 60 && (await item.count()) === 0; step += 1)
      await page.mouse.wheel(0, 240);
    await item.locator('[data-part="checkbox"]').click();
    await expect(menuTree.getByRole('treeitem', { name, exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  }
  await main.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status', { name: '通知' })).toContainText(/成功/);

  // 用户管理: a user in the department, holding the role.
  await page.goto('/sys-manager/user');
  await main.getByRole('button', { name: '新增' }).click();
  const userDialog = page.getByRole('dialog', { name: '新增用户' });
  await userDialog.getByLabel(/^登录名/).fill(loginName);
  await userDialog.getByLabel(/^姓名/).fill(`测试员${suffix}`);
  await userDialog.getByLabel(/^初始密码/).fill(password);
  await userDialog.getByLabel(/^确认密码/).fill(password);
  await userDialog.getByRole('button', { name: '选择部门' }).click();
  const picker = page.getByRole('dialog', { name: '选择部门' });
  await picker.getByRole('option', { name: department }).click();
  await picker.getByRole('button', { name: '确定' }).click();
  await userDialog.getByRole('button', { name: '展开选项 角色' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await page.keyboard.press('Escape');
  await userDialog.getByRole('button', { name: '保存' }).click();
  await expect(userDialog).toHaveCount(0);
  await expect(main.getByRole('row').filter({ hasText: loginName })).toContainText(department);

  // The new user signs in and sees exactly the two menus the role grants.
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, loginName, password);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  // The menu holds exactly the two directories of the granted pages; opened, exactly the pages.
  const directories = menu.getByRole('button');
  await expect(directories).toHaveText([/造价数据/, /财务管理/]);
  await directories.filter({ hasText: '造价数据' }).click();
  await directories.filter({ hasText: '财务管理' }).click();
  await expect(menu.getByRole('link')).toHaveText(['项目案例库', '资金日报']);
  await menu.getByRole('link', { name: '资金日报' }).click();
  await expect(page).toHaveURL(/\/bank-funds\/day-count$/);

  // Another screen typed into the address bar is refused.
  await page.goto('/sys-manager/user');
  await expect(page).toHaveURL(/\/401$/);
});
