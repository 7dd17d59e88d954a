import { closeTab, HOME_TAB, visitTab } from './visitedTabs';

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
