import { MenuType, OpenType, type MenuItem } from '@ccms/api-client';
import { readDisplayMode } from './workspaceQueries';
import { COMMON_USE_LIMIT, commonUseEntries, menuPages, visitsByMenuName } from './commonUse';
import { zhangsan } from '../../app/testing';

function page(id: string, name: string, url: string | null = `/p/${id}`): MenuItem {
  return {
    id,
    parentId: null,
    name,
    nameKey: null,
    url,
    href: null,
    icon: null,
    permission: null,
    type: MenuType.page,
    openType: OpenType.tab,
    sort: 0,
    children: [],
  };
}

const pages = [page('a', '项目列表'), page('b', '合同台账'), page('c', '开票申请')];
const visits = new Map([
  ['开票申请', 5],
  ['合同台账', 2],
]);

describe('commonUseEntries', () => {
  it("'1' shows nothing", () => {
    expect(commonUseEntries('1', pages, [], visits)).toEqual([]);
  });

  it("'2' lists the company's default modules in menu order, all pages when it names none", () => {
    const ids = (mode: '2', checked: string[]) =>
      commonUseEntries(mode, pages, checked, visits).map((entry) => entry.page.id);
    expect(ids('2', ['c', 'a'])).toEqual(['a', 'c']);
    expect(ids('2', [])).toEqual(['a', 'b', 'c']);
  });

  it("'3' lists only visited pages, most visited first, with their visits", () => {
    expect(
      commonUseEntries('3', pages, ['a'], visits).map(({ page: { id }, visits: count }) => [
        id,
        count,
      ]),
    ).toEqual([
      ['c', 5],
      ['b', 2],
    ]);
  });

  it("'4' puts the most visited of the company's defaults first", () => {
    expect(commonUseEntries('4', pages, ['a', 'b'], visits).map((entry) => entry.page.id)).toEqual([
      'b',
      'a',
    ]);
  });

  it('keeps at most the limit', () => {
    const many = Array.from({ length: COMMON_USE_LIMIT + 3 }, (_, index) =>
      page(`p${index}`, `页面${index}`),
    );
    expect(commonUseEntries('2', many, [], new Map())).toHaveLength(COMMON_USE_LIMIT);
  });
});

describe('menuPages and visitsByMenuName', () => {
  it('flattens the menu to its pages, without the home page', () => {
    expect(menuPages(zhangsan.menuList, '/main-page').map((item) => item.id)).toEqual([
      'm-cost-project',
    ]);
  });

  it('reads visits per menu name from the footprint analysis', () => {
    expect(
      visitsByMenuName({
        total: 1,
        visits: 3,
        byType: [],
        byMenu: [{ type: 0, typeName: '其他', menuName: '项目列表', count: 1, visits: 3 }],
      }).get('项目列表'),
    ).toBe(3);
    expect(visitsByMenuName(undefined).size).toBe(0);
  });
});

describe('readDisplayMode', () => {
  it('is normal until the user chooses work, and ignores unreadable values', () => {
    expect(readDisplayMode(zhangsan)).toBe('normal');
    const withMode = (value: string) => ({
      ...zhangsan,
      userConfig: { ecms_displayMode: value },
    });
    expect(readDisplayMode(withMode('{"mode":"work"}'))).toBe('work');
    expect(readDisplayMode(withMode('{"mode":"party"}'))).toBe('normal');
    expect(readDisplayMode(withMode('not json'))).toBe('normal');
  });
});
