import { applyMove } from '@ccms/data-grid';
import { MenuType } from '@ccms/api-client';
import { companyMenus } from './menuFixtures';
import {
  branchIds,
  childTypeFor,
  menuIds,
  menuPaths,
  menuRows,
  moveProblem,
  nextSort,
  placementProblem,
} from './menuTree';
import { changedPlacements, topLevelBranches } from '../shared/treeRows';

const rows = menuRows(companyMenus, (item) => `«${item.name}»`, new Set(['m-user']));

function moved(id: string, targetId: string, position: 'before' | 'inside' | 'after') {
  const result = applyMove(rows, { id, targetId, position });
  if (!result) throw new Error('move not allowed');
  return result;
}

describe('menuRows', () => {
  it('flattens the tree depth first, with labels, login flags and the sort as order', () => {
    expect(rows.map((row) => row.id)).toEqual([
      'm-home',
      'm-sys',
      'm-user',
      'm-user-add',
      'm-menu',
      'm-menu-edit',
      'm-report',
    ]);
    expect(rows[2]).toMatchObject({ label: '«用户管理»', order: 1, noLogin: true });
    expect(rows[4]).toMatchObject({ parentId: 'm-sys', order: 2, noLogin: false });
    expect(rows[0]).not.toHaveProperty('children');
    expect(menuIds(companyMenus)).toHaveLength(7);
  });

  it('knows the open top-level branches, a branch, paths and the next sort', () => {
    expect(topLevelBranches(rows)).toEqual(['m-sys']);
    expect([...branchIds(rows, 'm-sys')]).toEqual([
      'm-sys',
      'm-user',
      'm-user-add',
      'm-menu',
      'm-menu-edit',
    ]);
    expect(menuPaths(rows).get('m-menu-edit')).toBe('«系统管理» / «菜单管理» / «编辑菜单»');
    expect(nextSort(rows, null)).toBe(4);
    expect(nextSort(rows, 'm-menu')).toBe(2);
    expect(nextSort(rows, 'm-report')).toBe(1);
  });
});

describe('placement rules', () => {
  it('puts buttons under screens and navigation at the top or in directories', () => {
    expect(placementProblem(MenuType.page, MenuType.button)).toBeNull();
    expect(placementProblem(MenuType.popup, MenuType.button)).toBeNull();
    expect(placementProblem(MenuType.directory, MenuType.button)).toBe('buttonParent');
    expect(placementProblem(null, MenuType.button)).toBe('buttonParent');
    expect(placementProblem(null, MenuType.page)).toBeNull();
    expect(placementProblem(MenuType.directory, MenuType.popup)).toBeNull();
    expect(placementProblem(MenuType.page, MenuType.page)).toBe('menuParent');
    expect(placementProblem(MenuType.button, MenuType.page)).toBe('menuParent');
    expect(childTypeFor(null)).toBe(MenuType.directory);
    expect(childTypeFor(MenuType.directory)).toBe(MenuType.page);
    expect(childTypeFor(MenuType.page)).toBe(MenuType.button);
  });

  it('given a move, refuses a new parent that does not fit but always allows a reorder', () => {
    const intoPage = moved('m-menu', 'm-user', 'inside');
    expect(moveProblem(rows, intoPage.rows, intoPage.event)).toBe('menuParent');
    const buttonToTop = moved('m-user-add', 'm-report', 'after');
    expect(moveProblem(rows, buttonToTop.rows, buttonToTop.event)).toBe('buttonParent');
    const buttonToOtherPage = moved('m-user-add', 'm-menu-edit', 'before');
    expect(moveProblem(rows, buttonToOtherPage.rows, buttonToOtherPage.event)).toBeNull();
    const reorder = moved('m-menu', 'm-user', 'before');
    expect(moveProblem(rows, reorder.rows, reorder.event)).toBeNull();
  });
});

describe('changedPlacements', () => {
  it('given a reorder, sends the renumbered level', () => {
    const { rows: shown } = moved('m-menu', 'm-user', 'before');
    expect(changedPlacements(rows, shown)).toEqual([
      { id: 'm-user', parentId: 'm-sys', sort: 2 },
      { id: 'm-menu', parentId: 'm-sys', sort: 1 },
    ]);
  });

  it('given a new parent, sends the moved menu and both renumbered levels', () => {
    const { rows: shown } = moved('m-home', 'm-report', 'inside');
    expect(changedPlacements(rows, shown)).toEqual([
      { id: 'm-home', parentId: 'm-report', sort: 1 },
      { id: 'm-sys', parentId: null, sort: 1 },
      { id: 'm-report', parentId: null, sort: 2 },
    ]);
  });

  it('given nothing moved, sends nothing', () => {
    expect(changedPlacements(rows, rows)).toEqual([]);
  });
});
