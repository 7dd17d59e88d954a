import { workModeModules } from './fixtures';
import {
  DEFAULT_WORK_MODE_LAYOUT,
  leftNavIds,
  moduleCheckStates,
  moduleTableRows,
  toggleModule,
  toModuleTree,
  toSavedWorkMode,
  toWorkModeLayout,
} from './workMode';

const tree = toModuleTree(workModeModules);

describe('toWorkModeLayout', () => {
  it('given nothing saved, gives the spec’s defaults', () => {
    expect(toWorkModeLayout(undefined)).toEqual({
      commonUse: '1',
      mainFunciton: ['1', '2', '3'],
      showcheckedList: false,
      checkedList: [],
      showleftNav: false,
      leftNav: [],
    });
    expect(toWorkModeLayout(null)).toEqual(DEFAULT_WORK_MODE_LAYOUT);
  });

  it('keeps saved values, reads a numeric commonUse as a string and drops unknown entries', () => {
    expect(
      toWorkModeLayout({
        commonUse: 4,
        mainFunciton: ['5', '9', 1],
        showcheckedList: true,
        checkedList: ['biz', 7],
      }),
    ).toEqual({
      commonUse: '4',
      mainFunciton: ['1', '5'],
      showcheckedList: true,
      checkedList: ['biz', '7'],
      showleftNav: true,
      leftNav: [],
    });
  });

  it('given an unknown commonUse or a non-list mainFunciton, takes the defaults for those', () => {
    const layout = toWorkModeLayout({ commonUse: '7', mainFunciton: 'x' });
    expect(layout.commonUse).toBe('1');
    expect(layout.mainFunciton).toEqual(['1', '2', '3']);
  });

  it('keeps an emptied mainFunciton empty', () => {
    expect(toWorkModeLayout({ mainFunciton: [] }).mainFunciton).toEqual([]);
  });
});

describe('moduleTableRows (merged cells)', () => {
  it('gives one row per second-level module; the first-level cell spans them', () => {
    const rows = moduleTableRows(tree);
    expect(
      rows.map((row) => [
        row.module.key,
        row.rowSpan,
        row.subModule?.key ?? null,
        row.functions.length,
      ]),
    ).toEqual([
      ['biz', 2, 'biz-project', 2],
      ['biz', 0, 'biz-contract', 1],
      ['fin', 1, 'fin-invoice', 2],
      ['cockpit', 1, null, 0],
    ]);
  });

  it('gives no rows for no modules', () => {
    expect(moduleTableRows([])).toEqual([]);
  });
});

describe('module checks', () => {
  it('checking a first-level module checks all its descendants', () => {
    expect(toggleModule(tree, [], 'fin', true)).toEqual([
      'fin',
      'fin-invoice',
      'fin-invoice-apply',
      'fin-invoice-list',
    ]);
  });

  it('checking every function of a sub-module checks the sub-module; the parent becomes partly checked', () => {
    let checked = toggleModule(tree, [], 'biz-project-list', true);
    checked = toggleModule(tree, checked, 'biz-project-plan', true);
    expect(checked).toEqual(['biz-project', 'biz-project-list', 'biz-project-plan']);
    const states = moduleCheckStates(tree, checked);
    expect(states.get('biz-project')).toBe('checked');
    expect(states.get('biz')).toBe('indeterminate');
    expect(states.get('fin')).toBe('unchecked');
  });

  it('unchecking a function unchecks its ancestors', () => {
    const checked = toggleModule(
      tree,
      toggleModule(tree, [], 'biz', true),
      'biz-contract-list',
      false,
    );
    expect(checked).not.toContain('biz');
    expect(checked).not.toContain('biz-contract');
    expect(checked).toContain('biz-project-plan');
  });

  it('leftNav keeps the checked modules with their partly checked ancestors, in menu order', () => {
    const checked = toggleModule(tree, [], 'fin-invoice-list', true);
    expect(leftNavIds(tree, checked)).toEqual(['fin', 'fin-invoice', 'fin-invoice-list']);
  });
});

describe('toSavedWorkMode', () => {
  it('derives leftNav and showleftNav and orders mainFunciton', () => {
    const saved = toSavedWorkMode(
      {
        ...DEFAULT_WORK_MODE_LAYOUT,
        mainFunciton: ['5', '1'],
        showcheckedList: true,
        checkedList: ['cockpit'],
        leftNav: ['stale'],
      },
      tree,
    );
    expect(saved).toMatchObject({
      mainFunciton: ['1', '5'],
      showcheckedList: true,
      showleftNav: true,
      checkedList: ['cockpit'],
      leftNav: ['cockpit'],
    });
  });
});
