import { closableAround, closeMany, closeTab, HOME_TAB, replaceTab, visitTab } from './visitedTabs';

describe('visited tabs', () => {
  const opened = visitTab(
    visitTab([HOME_TAB], '/main-page/toDoAll', '/main-page/toDoAll'),
    '/sys-manager/user',
    '/sys-manager/user?page=2',
  );

  it('appends a new page as a closable tab and keeps one tab per page', () => {
    expect(opened.map((tab) => [tab.path, tab.closable])).toEqual([
      ['/main-page', false],
      ['/main-page/toDoAll', true],
      ['/sys-manager/user', true],
    ]);
    const revisited = visitTab(opened, '/main-page/toDoAll', '/main-page/toDoAll?status=1');
    expect(revisited).toHaveLength(3);
    expect(revisited[1]?.fullPath).toBe('/main-page/toDoAll?status=1');
  });

  it('after closing the active tab, goes to the tab before it with its query', () => {
    const result = closeTab(opened, '/sys-manager/user', '/sys-manager/user');
    expect(result.tabs.map((tab) => tab.path)).toEqual(['/main-page', '/main-page/toDoAll']);
    expect(result.next?.fullPath).toBe('/main-page/toDoAll');
  });

  it('after closing another tab, stays where it is', () => {
    const result = closeTab(opened, '/main-page/toDoAll', '/sys-manager/user');
    expect(result.tabs.map((tab) => tab.path)).toEqual(['/main-page', '/sys-manager/user']);
    expect(result.next).toBeUndefined();
  });

  it('never closes the home tab', () => {
    const result = closeTab(opened, '/main-page', '/main-page');
    expect(result.tabs).toEqual(opened);
    expect(result.next).toBeUndefined();
  });
});

describe('closing several tabs', () => {
  const tabs = ['/a', '/b', '/c', '/d'].reduce(
    (current, path) => visitTab(current, path, path),
    [HOME_TAB],
  );
  const paths = (list: readonly { path: string }[]) => list.map((tab) => tab.path);

  it('closes the others, keeping home and the tab it was given on', () => {
    const result = closeMany(tabs, 'others', '/b', '/d');
    expect(paths(result.tabs)).toEqual(['/main-page', '/b']);
    expect(result.next?.path).toBe('/b');
  });

  it('closes everything but home and goes home', () => {
    const result = closeMany(tabs, 'all', '/b', '/c');
    expect(paths(result.tabs)).toEqual(['/main-page']);
    expect(result.next?.path).toBe('/main-page');
  });

  it('closes to the left and to the right of a tab, staying on an active tab that remains', () => {
    const left = closeMany(tabs, 'left', '/c', '/d');
    expect(paths(left.tabs)).toEqual(['/main-page', '/c', '/d']);
    expect(left.next).toBeUndefined();
    const right = closeMany(tabs, 'right', '/b', '/a');
    expect(paths(right.tabs)).toEqual(['/main-page', '/a', '/b']);
    expect(right.next).toBeUndefined();
  });

  it('knows which commands would close anything', () => {
    expect(closableAround(tabs, '/main-page')).toEqual({
      self: false,
      others: true,
      all: true,
      left: false,
      right: true,
    });
    expect(closableAround(tabs, '/d')).toMatchObject({ self: true, left: true, right: false });
    expect(closableAround([HOME_TAB], '/main-page')).toEqual({
      self: false,
      others: false,
      all: false,
      left: false,
      right: false,
    });
  });
});

describe('a redirect', () => {
  const opened = visitTab([HOME_TAB], '/consult', '/consult');

  it('given the page it left has a tab, puts the new page in that tab', () => {
    const tabs = replaceTab(opened, '/consult', '/consult/list', '/consult/list?q=1');
    expect(tabs.map((tab) => tab.fullPath)).toEqual(['/main-page', '/consult/list?q=1']);
  });

  it('given the new page has a tab already, drops the redirecting one', () => {
    const both = visitTab(opened, '/consult/list', '/consult/list');
    const tabs = replaceTab(both, '/consult', '/consult/list', '/consult/list?q=2');
    expect(tabs.map((tab) => tab.fullPath)).toEqual(['/main-page', '/consult/list?q=2']);
  });

  it('never replaces the home tab', () => {
    const tabs = replaceTab([HOME_TAB], '/main-page', '/consult/list', '/consult/list');
    expect(tabs.map((tab) => tab.path)).toEqual(['/main-page', '/consult/list']);
  });
});
