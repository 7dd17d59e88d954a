import { decideRoute } from './decideRoute';
import { safeRedirectTarget } from './redirectTarget';

const signedOut = { hasToken: false };
const admin = { hasToken: true, permissions: [], isAdmin: true };
const costEngineer = {
  hasToken: true,
  isAdmin: false,
  permissions: ['home:view', 'wf:view', 'wf:todo:view', 'cost:view', 'cost:project:view'],
};

describe('decideRoute', () => {
  it('sends the root to the home page', () => {
    expect(decideRoute('/', admin)).toEqual({ kind: 'redirect', to: '/main-page' });
    expect(decideRoute('/', signedOut)).toEqual({ kind: 'redirect', to: '/main-page' });
  });

  it('given no token, sends a closed route to login with the full path to come back to', () => {
    expect(decideRoute('/main-page/toDoAll?tab=2#top', signedOut)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/main-page/toDoAll?tab=2#top')}`,
    });
  });

  it('given no token, opens the login page and the error pages', () => {
    expect(decideRoute('/login?redirect=%2Fmain-page', signedOut)).toMatchObject({ kind: 'allow' });
    expect(decideRoute('/404', signedOut)).toMatchObject({ kind: 'allow' });
    expect(decideRoute('/401', signedOut)).toMatchObject({ kind: 'allow' });
  });

  it('treats any path containing /login as open', () => {
    // A company's own sign-in page is open; an open path not built in this release answers 404.
    expect(decideRoute('/demo/login', signedOut)).toMatchObject({ kind: 'allow' });
    expect(decideRoute('/demo/login/register', signedOut)).toMatchObject({ kind: 'allow' });
    expect(decideRoute('/ecms-quick-import', signedOut)).toEqual({ kind: 'redirect', to: '/404' });
    // The flow chart pages are open paths (the server still checks the calls they make).
    expect(decideRoute('/flow-monitor', signedOut)).toMatchObject({ kind: 'allow' });
    expect(decideRoute('/full/flow-chart?procInstId=1', signedOut)).toMatchObject({
      kind: 'allow',
    });
  });

  it('given a token, sends /login to the root', () => {
    expect(decideRoute('/login', admin)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('/login?redirect=%2Fx', admin)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('given a token, sends unknown paths to /404', () => {
    expect(decideRoute('/no-such-page', admin)).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('allows the home page to every signed-in user, even one whose roles grant no 首页 menu', () => {
    const twoMenus = { ...costEngineer, permissions: ['cost:project:view'] };
    expect(decideRoute('/main-page', twoMenus)).toMatchObject({ kind: 'allow' });
    expect(decideRoute('/sys-manager/user', twoMenus)).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('given a token, allows the home page and the menu screens the user holds', () => {
    expect(decideRoute('/main-page', costEngineer)).toMatchObject({
      kind: 'allow',
      route: { titleKey: 'menu.home' },
    });
    expect(decideRoute('/main-page/cost-data', costEngineer)).toMatchObject({
      kind: 'allow',
      route: { titleKey: 'menu.projectLibrary' },
    });
  });

  it('opens a page with several tabs to whoever holds the permission of any one of them', () => {
    const levelsOnly = { hasToken: true, permissions: ['member:level:view'] };
    expect(decideRoute('/sys-manager/club', levelsOnly)).toMatchObject({ kind: 'allow' });
    const neither = { hasToken: true, permissions: ['sys:user:view'] };
    expect(decideRoute('/sys-manager/club', neither)).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('sends a user without the permission to /401, but never an administrator', () => {
    expect(decideRoute('/sys-manager/user', costEngineer)).toEqual({
      kind: 'redirect',
      to: '/401',
    });
    expect(decideRoute('/sys-manager/user', admin)).toMatchObject({
      kind: 'allow',
      route: { titleKey: 'menu.user' },
    });
  });

  it('skips the permission check while the permissions are unknown', () => {
    expect(decideRoute('/sys-manager/user', { hasToken: true })).toMatchObject({ kind: 'allow' });
  });

  it('sends a path that is no page of an area to /404, not to a "coming soon" page', () => {
    for (const path of ['/sys-manager/online-users', '/main-page/nothing-here', '/human/x'])
      expect(decideRoute(path, admin)).toEqual({ kind: 'redirect', to: '/404' });
  });
});

describe('safeRedirectTarget', () => {
  it('keeps paths of this site and refuses other sites', () => {
    expect(safeRedirectTarget('/main-page/toDoAll?x=1')).toBe('/main-page/toDoAll?x=1');
    expect(safeRedirectTarget('//evil.example')).toBe('/');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget(null)).toBe('/');
  });
});
