import { i18n } from '../i18n';
import { systemAdmin, zhangsan } from '../app/testing';
import { breadcrumbsFor } from './breadcrumbs';

const t = i18n.getFixedT('zh');
const labels = (crumbs: readonly { label: string }[]) => crumbs.map((crumb) => crumb.label);

describe('breadcrumbs', () => {
  it('shows only 首页 on the home page (the spec’s Dashboard)', () => {
    expect(labels(breadcrumbsFor('/main-page', zhangsan.menuList, t, '首页'))).toEqual(['首页']);
  });

  it('starts every other page with 项目案例库, then the menu’s directories and the page', () => {
    const crumbs = breadcrumbsFor('/sys-manager/user', systemAdmin.menuList, t, '用户管理');
    expect(labels(crumbs)).toEqual(['项目案例库', '系统管理', '用户管理']);
    expect(crumbs[0]?.href).toBe('/main-page/cost-data');
    // A directory with pages is a crumb without a link of its own.
    expect(crumbs[1]?.href).toBeUndefined();
    expect(crumbs[2]?.href).toBe('/sys-manager/user');
  });

  it('does not repeat 项目案例库 on the project library itself, and names pages outside the menu by title', () => {
    expect(
      labels(breadcrumbsFor('/main-page/cost-data', zhangsan.menuList, t, '项目案例库')),
    ).toEqual(['造价数据', '项目案例库']);
    expect(labels(breadcrumbsFor('/global-search', zhangsan.menuList, t, '全局搜索'))).toEqual([
      '项目案例库',
      '全局搜索',
    ]);
  });
});
